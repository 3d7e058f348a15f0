"""Choosing a game: every game's tile opens its lobby, by mouse and by keys."""

import pygame
import pytest
from app_helpers import click, click_at, press

from pairs_table.app.scenes.choose_game import ChooseGameScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.engine.registry import GAME_NAMES, get_game


def test_play_opens_the_chooser_and_every_tile_opens_its_lobby(app):
    app.stack.push(TitleScene(app))
    app.step()
    click(app, app.stack.top.play_button)
    chooser = app.stack.top
    assert isinstance(chooser, ChooseGameScene)
    assert chooser.games == list(GAME_NAMES)
    tiles = chooser.tiles()
    w, h = app.size
    for r in tiles:
        assert 0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= h
    for a in range(len(tiles)):
        for b in range(a + 1, len(tiles)):
            assert not tiles[a].colliderect(tiles[b])
    for i, game in enumerate(GAME_NAMES):
        click_at(app, tiles[i].center)
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene) and lobby.game == game
        info = get_game(game)
        assert info.min_players <= len(lobby.seats) <= info.max_players
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is chooser


@pytest.mark.parametrize("keys, game", [
    ([pygame.K_RIGHT, pygame.K_RETURN], "hawthorn"),
    ([pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RETURN], "hasenpfeffer"),
    ([pygame.K_6], "pyramid_poker"),
    ([pygame.K_LEFT, pygame.K_SPACE], "pyramid_poker"),
])
def test_keys_choose_a_game(app, keys, game):
    app.stack.push(TitleScene(app))
    app.step()
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ChooseGameScene)
    for k in keys:
        press(app, k)
    assert isinstance(app.stack.top, LobbyScene) and app.stack.top.game == game


def test_escape_goes_back_to_the_title(app):
    app.stack.push(TitleScene(app))
    app.step()
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "bg"])
def test_every_blurb_is_shown_whole_in_the_smallest_window(app, lang):
    """At 800x480 each tile's blurb runs beside its card and below it and is shown whole (no
    ellipsis), every line inside its box: the audit's own overflow check on the frame."""
    from pairs_table.app import textlog
    from pairs_table.app.i18n import tr
    from pairs_table.audit import checks

    app.set_language(lang)
    app.resize((800, 480))
    with textlog.recording() as log:
        app.stack.push(ChooseGameScene(app))
        app.step()
        log.clear()
        app.draw()
    drawn = [d for d in log.texts if d.owner == "choose_game"]
    assert checks.overflow(drawn, (800, 480)) == []
    said = " ".join(d.text for d in drawn)
    for game in GAME_NAMES:
        assert " ".join(tr(get_game(game).blurb).split()) in " ".join(said.split()), game
