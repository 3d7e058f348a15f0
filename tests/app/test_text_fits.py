"""Every button and label of every screen holds its text, in every language and at the
smallest and a large window size (a longer word must not run out of its widget)."""

import pygame_gui
import pytest

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.layout import MIN_WINDOW
from pairs_table.app.scenes.about import AboutScene
from pairs_table.app.scenes.choose_game import ChooseGameScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.overlays.pause import PauseScene
from pairs_table.app.scenes.rules import RulesScene
from pairs_table.app.scenes.saves import SavesScene
from pairs_table.app.scenes.settings import SettingsScene
from pairs_table.app.scenes.statistics import StatisticsScene
from pairs_table.app.scenes.title import TitleScene

GAMES = ("pairs", "hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker")
SEATS = {"hasenpfeffer": 4, "pyramid_poker": 2, "hawthorn": 6}  # the others: 8


def _widgets(container, out):
    for el in list(getattr(container, "elements", ())):
        out.append(el)
        _widgets(el, out)
    return out


def overflowing(app, scene) -> list[str]:
    for _ in range(3):
        app.step()
    bad = []
    for el in _widgets(scene.root, []) if scene.root else []:
        if not el.visible or not isinstance(el, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)):
            continue
        text, f = getattr(el, "text", ""), getattr(el, "font", None)
        if text and f is not None and f.size(text)[0] > el.relative_rect.width - 6:
            bad.append(f"{type(scene).__name__}: {text!r} is {f.size(text)[0]} px in {el.relative_rect.width}")
    return bad


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "bg"])
@pytest.mark.parametrize("size", [MIN_WINDOW, (1920, 1080)])
def test_every_text_fits_its_widget(app, lang, size):
    app.resize(size)
    app.set_language(lang)
    bad = []
    for make in (TitleScene, ChooseGameScene, SavesScene, StatisticsScene, SettingsScene, RulesScene, AboutScene):
        bad += overflowing(app, app.stack.push(make(app)))
        app.stack.pop()
    for game in GAMES:
        bad += overflowing(app, app.stack.push(LobbyScene(app, game)))
        app.stack.pop()
        n = SEATS.get(game, 8)
        seats = [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai") for x in
                                                ("Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke", "Georgi")][:n - 1]
        table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=3)))
        for _ in range(600):
            if table.human_to_act():
                break
            app.step(1 / 60)
        assert table.human_to_act(), game
        bad += overflowing(app, table)
        bad += overflowing(app, app.stack.push(PauseScene(app, table)))
        app.stack.pop()
        app.stack.pop()
    assert not bad, bad
