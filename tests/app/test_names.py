"""Seat names: the lobby's defaults follow the seating, typed names are kept and remembered,
a stranger's settings file is cleaned, and no sentence ever calls a player "You" in the
third person ("You's turn", "Pass to You") in any language."""

from __future__ import annotations

import json
import re
import string

import pytest
from app_helpers import Rendered, click

from pairs_table.app import games, names
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.i18n import LANGUAGES, _catalogue, set_language, tr, translations
from pairs_table.app.overlays.handover import HandoverScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.storage.paths import get_paths
from pairs_table.storage.settings import Settings, SettingsStore


@pytest.fixture
def language():
    yield set_language
    set_language("en")


def seats(*spec):
    return [SeatConfig(n, k) for n, k in spec]


# ---- the names shown -------------------------------------------------------------------------------
def test_you_is_shown_only_for_the_one_human_at_a_table_of_computer_players(language):
    lone = seats(("You", "human"), ("Ana", "ai"))
    assert names.shown(lone, 0) == "You"
    shared = seats(("You", "human"), ("Ana", "ai"), ("Vous", "human"))
    assert [names.shown(shared, i) for i in range(3)] == ["Player 1", "Ana", "Player 2"]
    ai_you = seats(("Kim", "human"), ("You", "ai"))
    assert names.shown(ai_you, 1) == "Player 2"
    language("fr")
    assert [names.shown(shared, i) for i in range(3)] == ["Joueur 1", "Ana", "Joueur 2"]
    assert names.shown(lone, 0) == "Vous"
    language("bg")
    assert names.shown(seats(("Joueur 2", "human"), ("Kim", "human")), 0) == f"{tr('Player')} 2"


def test_clean_removes_control_and_format_characters_and_cuts_long_names():
    assert names.clean("\x00Ki\x07m\u202e ") == "Kim"
    assert names.clean("  Ana \t\n Bo ") == "Ana Bo"
    assert names.clean("x" * 10_000) == "x" * names.NAME_LIMIT
    assert names.clean(None) == "" and names.clean(42) == ""


def forbidden_fragments(lang: str) -> list[re.Pattern]:
    """For every catalogue text with a ``{name}`` field: the words around the name with a
    "You" of ``lang`` in its place ("You's turn", "Pass to You", "Au tour de Vous")."""
    out = []
    you_words = {w for w in translations("You") if w}
    for key, text in _catalogue(lang).items():
        if "{name}" not in key:
            continue
        parts = [lit for lit, _f, _s, _c in string.Formatter().parse(text)]
        fields = [f for _l, f, _s, _c in string.Formatter().parse(text)]
        for k, field in enumerate(fields):
            if field != "name":
                continue
            before = parts[k].split()[-2:] if parts[k].strip() else []
            after_lit = parts[k + 1] if k + 1 < len(parts) else ""
            after = after_lit.split()[:2] if after_lit.strip() else []
            for you in you_words:
                if before and re.search(r"\w", " ".join(before)):
                    tail = " ".join(before) + (" " if parts[k].endswith(" ") else "")
                    out.append(re.compile(r"(?<!\w)" + re.escape(tail + you) + r"(?!\w)"))
                if after and re.search(r"\w", after[0]):
                    head = ("" if after_lit[:1].strip() else " ") + " ".join(after)
                    out.append(re.compile(r"(?<!\w)" + re.escape(you + head) + r"(?!\w)"))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_with_a_name_reads_right_with_default_and_you_names(lang, language):
    """Every catalogue sentence that takes a seat's name, filled with the names the tables
    show for seats named "You" and by default at a table of several humans."""
    language(lang)
    table = seats(("You", "human"), (tr("You"), "human"), (names.player(2), "human"), ("You", "ai"))
    shown = [names.shown(table, i) for i in range(len(table))]
    assert not set(shown) & translations("You")
    assert len(set(shown)) == len(shown)
    patterns = forbidden_fragments(lang)
    assert patterns  # the walk finds the sentences it checks
    for key in _catalogue(lang):
        if "{name}" not in key:
            continue
        fields = {f: "3" for _l, f, _s, _c in string.Formatter().parse(key) if f}
        for name in shown:
            text = tr(key, **{**fields, "name": name})
            assert not any(p.search(text) for p in patterns), (key, text)


def test_a_pass_and_play_table_says_player_names_never_you(app, language):
    """Two humans, the first named "You" (as an old save or a typed name has it), play the
    first hand of Hawthorn: the hand-over screens, the turns, the log and every text drawn
    name the players, in English and French."""
    for lang in ("en", "fr"):
        language(lang)
        cfg = TableConfig("hawthorn", [SeatConfig("You", "human"), SeatConfig("", "human"),
                                       SeatConfig("Ana", "ai", "baseline")], {}, "instant", "instant", seed=11)
        cfg.seats[1].name = names.player(1)
        table = app.stack.push(games.table_class("hawthorn")(app, cfg))
        patterns = forbidden_fragments(lang)
        handovers = []
        with Rendered(app) as seen:
            for _ in range(3000):
                app.step(1 / 60)
                top = app.stack.top
                if table.state.hand_over or table.state.hand_no > 1:
                    break
                if isinstance(top, HandoverScene):
                    handovers.append(top.name)
                    click(app, top.continue_button, frames=1)
                elif top is table and table.human_to_act() and not table.handover_due():
                    legal = table.legal_for_human()
                    table.human_action(next((a for a in legal if a.startswith(("choose", "play"))), legal[-1]))
        texts = seen.texts | {str(line) for line in getattr(table.log, "lines", [])}
        assert handovers and set(handovers) == {names.player(0), names.player(1)}
        assert any(tr("Pass to {player}", player=names.player(0)) in t for t in texts)
        bad = [t for t in texts if any(p.search(t) for p in patterns)]
        assert not bad, bad
        app.stack.pop()


def switch(app, lobby, i: int) -> None:
    """Seat ``i`` from a player here to the computer or back (past a seat on another computer)."""
    click(app, lobby.rows[i]["kind"])
    while lobby.seats[i].kind == "remote":
        click(app, lobby.rows[i]["kind"])


# ---- the lobby --------------------------------------------------------------------------------------
def test_lobby_names_follow_the_seating_and_keep_typed_names(app):
    lobby = app.stack.push(LobbyScene(app, "hawthorn"))
    app.step(1 / 60)
    assert [s.name for s in lobby.seats][0] == "You"
    switch(app, lobby, 1)
    assert [s.name for s in lobby.seats[:2]] == ["Player 1", "Player 2"]
    switch(app, lobby, 2)
    assert [s.name for s in lobby.seats] == ["Player 1", "Player 2", "Player 3"]
    lobby.rename(1, "Mira")
    switch(app, lobby, 0)  # seat 1 to the computer
    assert lobby.seats[0].is_ai and lobby.seats[0].name not in ("Player 1", "You")
    assert [s.name for s in lobby.seats[1:]] == ["Mira", "Player 2"]
    switch(app, lobby, 2)  # Mira is the one human left
    assert [s.name for s in lobby.seats if not s.is_ai] == ["Mira"]
    lobby.rename(1, "")
    switch(app, lobby, 2)
    switch(app, lobby, 2)
    assert [s.name for s in lobby.config().seats if s.kind == "human"] == ["You"]


def test_lobby_remembers_seating_options_and_names_per_game(app):
    lobby = app.stack.push(LobbyScene(app, "pyramid_poker"))
    app.step(1 / 60)
    switch(app, lobby, 1)
    lobby.rename(0, "Kim\x00")
    lobby.rename(1, "Lou")
    click(app, lobby.option_buttons["scoring"])
    click(app, lobby.option_buttons["target"])
    click(app, lobby.practice_button)
    lobby.start()
    app.step(1 / 60)
    stored = json.loads(get_paths().settings_file.read_text(encoding="utf-8"))
    assert stored["player_names"][:2] == ["Kim", "Lou"]
    assert stored["lobbies"]["pyramid_poker"]["options"] == {"open_supply": False, "scoring": "advanced", "target": 11}
    again = LobbyScene(app, "pyramid_poker")
    assert [(s.name, s.kind) for s in again.seats] == [("Kim", "human"), ("Lou", "human")]
    assert again.options["target"] == 11 and again.practice
    other = LobbyScene(app, "hawthorn")  # another game: its own seating, the typed name offered
    assert [s.name for s in other.seats if not s.is_ai] == ["Kim"]


def test_a_strangers_settings_file_is_cleaned_or_refused(app):
    path = get_paths().settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "version": 1,
        "player_names": ["\x00Kim\x1b[31m", "x" * 100_000, 7, "", "You"],
        "lobbies": {"pairs": {"seats": [{"name": "A\x00", "kind": "human"}, {"name": "B", "kind": "robot"}],
                              "options": {"pairs_stake": 3, "Bad Key": 1, "losing_score_mode": "z" * 500}},
                    "hawthorn": {"seats": [{"name": "\u202eevil", "kind": "human", "level": "x"},
                                           {"name": "Bo", "kind": "ai", "level": "nightmare"}],
                                 "options": {"max_hands": 999999999, "bankroll": -5}},
                    "../../etc": {"seats": []}},
    }), encoding="utf-8")
    s = SettingsStore(get_paths()).load()
    assert s.player_names[0] == "Kim[31m" and len(s.player_names[1]) == 40 and 7 not in s.player_names
    assert "../../etc" not in s.lobbies
    assert "seats" not in s.lobbies["pairs"]  # a seat of no known kind: the seating is dropped
    assert s.lobbies["pairs"]["options"] == {"pairs_stake": 3}
    app.settings = s
    lobby = LobbyScene(app, "hawthorn")
    assert lobby.seats[0].name == "evil" and lobby.seats[1].level in lobby.levels
    assert lobby.options["max_hands"] is None or lobby.options["max_hands"] < 999999999
    assert lobby.options["bankroll"] == 100
    lobby = LobbyScene(app, "pairs")
    assert lobby.options["pairs_stake"] == 3
    wrong = Settings.from_json({"player_names": "Kim", "lobbies": []})
    assert wrong[1] == ["player_names", "lobbies"] and wrong[0].player_names == []
