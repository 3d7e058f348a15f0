"""The lobby's options: their words come from each game's descriptor, and an option that
does nothing under the others is greyed with the reason."""

from __future__ import annotations

from pathlib import Path

from app_helpers import click

from pairs_table.app import games
from pairs_table.app.i18n import set_language, tr
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.engine.registry import get_game

APP = Path(__file__).resolve().parents[2] / "pairs_table" / "app"


def test_pyramid_target_is_greyed_with_basic_scoring_and_counts_with_advanced(app):
    lobby = app.stack.push(LobbyScene(app, "pyramid_poker"))
    app.step(1 / 60)
    assert lobby.options["scoring"] == "basic"
    target = lobby.option_buttons["target"]
    assert not target.is_enabled
    assert tr("Counts only with advanced scoring") in (target.tool_tip_text or "")
    assert {why for _o, _p, why in lobby.layout.option_label_pos} == {None, tr("Counts only with advanced scoring")}
    click(app, target)
    assert lobby.options["target"] == 7  # a greyed option does not change
    click(app, lobby.option_buttons["scoring"])
    assert lobby.options["scoring"] == "advanced" and lobby.option_buttons["target"].is_enabled
    click(app, lobby.option_buttons["target"])
    assert lobby.options["target"] == 11
    click(app, lobby.option_buttons["scoring"])
    assert not lobby.option_buttons["target"].is_enabled


def test_option_words_come_from_the_descriptors_in_every_language(app):
    lobby = app.stack.push(LobbyScene(app, "goblins_poker"))
    app.step(1 / 60)
    assert lobby.option_buttons["goblin_pass_cost"].text == "pot plus L"
    lobby = app.stack.push(LobbyScene(app, "pyramid_poker"))
    app.step(1 / 60)
    assert lobby.option_buttons["scoring"].text == "basic"
    set_language("fr")
    try:
        lobby._make_root()
        assert lobby.option_buttons["scoring"].text == tr("basic") == "base"
    finally:
        set_language("en")


def test_only_a_games_folder_names_its_options():
    """The lobby, the kit and the app's shared modules name no option of one game only."""
    own = {}
    for game in games.keys():
        for opt in get_game(game).options:
            own.setdefault(opt.name, set()).add(game)
    single = {name for name, where in own.items() if len(where) == 1 and "_" in name}
    assert "goblin_pass_cost" in single
    shared = [*APP.glob("*.py"), *APP.glob("scenes/lobby*.py"), *APP.glob("table/*.py"), *APP.glob("overlays/*.py")]
    assert len(shared) > 20
    for path in shared:
        text = path.read_text(encoding="utf-8")
        for name in single:
            assert f'"{name}"' not in text, f"{path.relative_to(APP)} names {name}"
