"""Lucky Seven, the game that lives in tests/lucky_seven/, through the paths of the program
that need no window: registered and forgotten by one call, run by the ``scenario`` and
``tournament`` commands, its rule pages, refusals, sounds and words found from the registry;
and nothing under pairs_table/ names it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pairs_table.__main__ import main
from pairs_table.engine.errors import IllegalAction
from pairs_table.engine.registry import GAME_NAMES
from pairs_table.engine.replay import Setup

REPO = Path(__file__).resolve().parents[1]
SIX = ("pairs", "hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker")


def test_no_file_under_pairs_table_names_it():
    named = [str(p.relative_to(REPO)) for p in (REPO / "pairs_table").rglob("*")
             if p.is_file() and p.suffix != ".pyc" and b"lucky_seven" in p.read_bytes().lower()]
    assert named == []


def test_one_call_registers_it_and_one_forgets_it_with_its_words():
    import lucky_seven

    from pairs_table.app import games, i18n

    assert tuple(GAME_NAMES) == SIX
    i18n.set_language("fr")
    assert i18n.tr("Swap  [S]") == "Swap  [S]"
    lucky_seven.register()
    try:
        assert tuple(GAME_NAMES) == SIX + ("lucky_seven",) and games.keys()[-1] == "lucky_seven"
        assert i18n.tr("Swap  [S]") == "Échanger  [S]"
        assert i18n.tr("Chips") == "Jetons"  # the shared catalogue's word
    finally:
        lucky_seven.unregister()
    assert tuple(GAME_NAMES) == SIX and "lucky_seven" not in games.keys()
    assert i18n.tr("Swap  [S]") == "Swap  [S]"


def test_a_game_s_words_never_change_the_shared_ones(lucky_seven, tmp_path, monkeypatch):
    from pairs_table.app import i18n

    folder = Path(lucky_seven.__file__).parent / "app" / "locale"
    for code in i18n.LANGUAGES:
        words = json.loads((folder / f"{code}.json").read_text(encoding="utf-8"))
        assert sorted(words) == sorted(json.loads((folder / "en.json").read_text(encoding="utf-8"))), code
        assert "Chips" not in words
    own = tmp_path / "nl.json"
    own.write_text(json.dumps({"Chips": "Muntjes", "Swap  [S]": "Wisselen  [S]"}), encoding="utf-8")
    monkeypatch.setattr(i18n, "game_catalogues", lambda code: [own] if code == "nl" else [])
    i18n.add_catalogue("nl", {})  # the merged catalogue is made again
    i18n.set_language("nl")
    assert i18n.tr("Chips") == "Fiches" and i18n.tr("Swap  [S]") == "Wisselen  [S]"
    monkeypatch.undo()
    i18n.add_catalogue("nl", {})


def test_the_scenario_command_plays_it(lucky_seven, tmp_path, capsys):
    scn = {"game": "lucky_seven", "players": 3, "options": {"hands": 1}, "seed": 5,
           "deals": [{"hands": [["2"], ["7"], ["9"]], "deck": ["6"]}],
           "actions": ["swap", "keep", "keep"]}
    path = tmp_path / "lucky.json"
    path.write_text(json.dumps(scn), encoding="utf-8")
    assert main(["scenario", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    # seat 0 swaps its 2 for the 6; the 7 of seat 1 is nearest and takes a chip from each other seat
    assert out["ok"] and out["game"] == "lucky_seven" and out["over"]
    assert out["chips"] == [4, 7, 4] and out["winners"] == [1]
    assert "the cards are shown: 6, 7, 9" in out["log"]


def test_the_scenario_command_refuses_its_bad_input_in_one_line(lucky_seven, tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "lucky_seven", "players": 2, "deals": [{"hands": [["7"], ["7", "6"]]}]}),
                    encoding="utf-8")
    assert main(["scenario", str(path)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert not out["ok"] and "exactly one card" in out["error"]
    path.write_text(json.dumps({"game": "lucky_seven", "players": 2, "seed": 1, "options": {"hands": 1},
                                "deals": [{"hands": [["7"], ["3"]]}], "actions": ["keep", "swap", "swap"]}))
    assert main(["scenario", str(path)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["at"] == 2 and "the game is over" in out["error"]


def test_a_seven_is_kept_with_the_game_s_own_refusal(lucky_seven):
    state = Setup("lucky_seven", 2, {}, 1, deals=({"hands": [[7], [3]], "deck": [], "shuffles": []},)).build()
    assert state.to_act == 0 and state.legal_strings() == ["keep"]
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply("swap")
    assert err.value.code == "seven_kept" and err.value.kind == "swap"
    assert state.to_json() == before


def test_its_refusal_is_worded_from_its_own_catalogue(lucky_seven):
    state = Setup("lucky_seven", 2, {}, 1, deals=({"hands": [[7], [3]], "deck": [], "shuffles": []},)).build()
    with pytest.raises(IllegalAction) as err:
        state.apply("swap")
    assert err.value.reason == "a 7 is kept: it cannot be swapped"


def test_the_app_says_its_refusal_in_the_player_s_words(lucky_seven):
    from pairs_table.app import i18n
    from pairs_table.app.reasons import refusal_text

    state = Setup("lucky_seven", 2, {}, 1, deals=({"hands": [[7], [3]], "deck": [], "shuffles": []},)).build()
    with pytest.raises(IllegalAction) as err:
        state.apply("swap")
    i18n.set_language("en")
    assert refusal_text(err.value, str) == "You cannot swap now: a 7 is kept: it cannot be swapped."


def test_its_events_sound_as_its_descriptor_says(lucky_seven):
    from pairs_table.app.sound import sound_for
    from pairs_table.engine.base import Event

    assert sound_for([Event("swap", 0)]) == "flip"
    assert sound_for([Event("keep", 0)]) is None


def test_the_tournament_command_plays_its_agents(lucky_seven, capsys):
    code = main(["tournament", "--game", "lucky_seven", "--players", "2", "--agents", "normal,easy",
                 "--deals", "4", "--seed", "3", "--json"])
    out = capsys.readouterr().out
    assert code == 0
    res = json.loads(out)
    assert res["metric"] == "net chips per session" and res["agents"]["A"]["n"] == 4


def test_the_rules_command_prints_its_pages(lucky_seven, capsys):
    assert main(["rules", "--game", "lucky_seven", "--lang", "nl"]) == 0
    assert "Een 7 houd je altijd." in capsys.readouterr().out


def test_its_agents_decide_from_the_seat_s_view(lucky_seven):
    from pairs_table.ai.base import make_agent
    from pairs_table.engine.rng import Rng

    view = {"seat": 0, "cards": [1, None], "discards": [None, None]}
    easy, normal = make_agent("lucky_seven", "easy"), make_agent("lucky_seven", "normal")
    assert easy.choose(view, ["keep", "swap"], Rng(1)) == "swap"
    assert normal.choose(view, ["keep", "swap"], Rng(1)) == "swap"
    view["cards"][0] = 5  # 2 from 7; a new card is about 2.4 away on average
    assert easy.choose(view, ["keep", "swap"], Rng(1)) == "keep"
    assert normal.choose(view, ["keep", "swap"], Rng(1)) == "keep"
    view["cards"][0] = 10  # easy keeps a card 3 away no longer than normal does
    assert normal.choose(view, ["keep", "swap"], Rng(1)) == "swap"


def test_the_screen_audit_reaches_its_screens_and_finds_nothing_there(lucky_seven, tmp_path, monkeypatch):
    import tempfile

    screens = ["lobby/lucky_seven", "table/lucky_seven/ai", "table/lucky_seven/turn", "table/lucky_seven/banner",
               "table/lucky_seven/summary", "table/lucky_seven/result", "statistics/lucky_seven"]
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "never-used"))
    out = tmp_path / "out"
    code = main(["audit", "--out", str(out), "--languages", "fr,bg", "--sizes", "800x480", "--screens", ",".join(screens)])
    data = json.loads((out / "findings.json").read_text(encoding="utf-8"))
    assert data["screens"] == screens and data["frames"] == 2 * len(screens)
    assert data["findings"] == [] and code == 0
