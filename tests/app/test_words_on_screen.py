"""Everything a screen shows is said in the player's language as a person would say it:
no engine names, no "(s)", no "4–4", no "null", a side of Hasenpfeffer by its local name."""

import re

from app_helpers import Rendered
from pairs_table.app import i18n
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.scenes.lobby import LobbyScene


def test_a_game_for_exactly_four_says_four_players(app):
    for lang in ("en", "bg"):
        app.set_language(lang)
        lobby = app.stack.push(LobbyScene(app, "hasenpfeffer"))
        with Rendered(app) as r:
            app.step()
        assert i18n.tr("{n} players", n=4) in r.texts
        assert not any(re.search(r"\b4\s*[–-]\s*4\b", t) for t in r.texts)
        app.stack.pop()


def test_option_help_speaks_of_no_limit_not_null(app):
    lobby = app.stack.push(LobbyScene(app, "blackstone"))
    tips = [b.tool_tip_text or "" for b in lobby.option_buttons.values()]
    assert any("no limit" in t for t in tips)
    assert not any("null" in t or "_" in t or "//" in t for t in tips)
    app.stack.pop()


def test_hasenpfeffer_sides_are_named_in_bulgarian(app):
    app.set_language("bg")
    seats = [SeatConfig("Мира", "human"), SeatConfig("Ана", "ai"), SeatConfig("Бо", "ai"), SeatConfig("Сийс", "ai")]
    table = app.stack.push(table_class("hasenpfeffer")(app, TableConfig("hasenpfeffer", seats, {}, "instant",
                                                                          "instant", seed=3)))
    for _ in range(600):
        if table.human_to_act():
            break
        app.step(1 / 60)
    table.clear_caches()
    with Rendered(app) as r:
        app.step()
    assert any(t.startswith(("СЮ", "ИЗ")) for t in r.texts)
    assert not [t for t in r.texts if re.search(r"\b(NS|EW)\b", t)]
