"""`pairs-table history FILE`: a saved game hand by hand, in the chosen language, from its
set-up and action log replayed by the engine; a bad file is one clear line and exit 2."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pairs_table.__main__ import main
from pairs_table.app import games
from pairs_table.app.i18n import LANGUAGES, set_language, tr
from pairs_table.app.saved_games import progress_text
from pairs_table.engine.replay import play
from pairs_table.storage.saves import load_file

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "saves").glob("format-*/*.json"))


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


def history(capsys, path, language="en") -> tuple[int, str, str]:
    code = main(["history", str(path), "--language", language])
    out, err = capsys.readouterr()
    set_language("en")
    return code, out, err


def standings(record) -> list[list[int]]:
    """The chips or points after each hand that ended, straight from the engine."""
    state = record.setup.build()
    out = []
    for action in record.actions:
        play(state, action)
        if state.hand_over or state.is_over:
            res = state.result()
            out.append(res.get("chips") or res.get("scores") or [])
    return out


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_action_every_hand_and_each_result_is_told(capsys, path, lang):
    record, state = load_file(path)
    code, out, err = history(capsys, path, lang)
    assert code == 0 and err == ""
    lines = out.splitlines()
    set_language(lang)
    after_prefix = tr("After {hand}: {standing}", hand="\0", standing="").split("\0")[0]
    after = [line[2:] for line in lines if line.startswith("  " + after_prefix)]
    moves = [line for line in lines if re.match(r"  \S", line) and not line[2:].startswith(after_prefix)]
    assert len(moves) == len(record.actions)  # one line per action
    word = games.get(record.game).hand_word
    for n in range(1, state.summary()["hand_no"] + 1):
        head = tr(word, n=n)
        assert head[:1].upper() + head[1:] in lines
    expected = standings(record)
    assert len(after) == len(expected)
    for line, values in zip(after, expected):
        standing = re.sub(r" \([+-]\d+\)", "", line.split(": ", 2)[-1])
        assert [int(v) for v in re.findall(r" (-?\d+)(?=,|$)", standing)] == values, (line, values)
    assert lines[-1] == tr("In play: {progress}", progress=progress_text(record, state))


def test_the_hand_in_play_keeps_its_hidden_cards_hidden(capsys):
    path = next(p for p in EXAMPLES if p.stem == "hawthorn")
    record, state = load_file(path)
    code, out, _err = history(capsys, path)
    last = out.split("\n\n")[-2]  # the hand in play
    assert last.startswith("Hand 3")
    assert "You make a hidden move (shown once the hand is over)" in last
    assert "choose" not in last.lower()
    first = out.split("\n\n")[1]
    assert "You choose 3" in first and "Ana chooses 4" in first  # a finished hand shows all


def test_the_lone_human_is_you_and_other_players_by_name(capsys):
    path = next(p for p in EXAMPLES if p.stem == "pairs")
    code, out, _err = history(capsys, path)
    assert "You hit → 7" in out and "Bo hits → 10" in out
    assert not re.search(r"\bYou (hits|folds|catches)\b|You's", out)
    code, out, _err = history(capsys, path, "fr")
    assert "Manche 1" in out and "Vous piochez → 7" in out


def test_a_pass_and_play_save_names_every_player(capsys, tmp_path):
    path = next(p for p in EXAMPLES if p.parent.name == "format-2" and p.stem == "hasenpfeffer")
    data = json.loads(path.read_text(encoding="utf-8"))
    for seat in data["seats"][:2]:
        seat["kind"], seat["level"] = "human", None
    data["seats"][0]["name"] = "You"
    data["seats"][1]["name"] = "Mira"
    copy = tmp_path / "pp.json"
    copy.write_text(json.dumps(data), encoding="utf-8")
    code, out, _err = history(capsys, copy)
    assert code == 0
    assert "Player 1 passes" in out and "Mira" in out
    assert not re.search(r"\bYou\b", out)


def test_a_deal_of_a_partnership_game_ends_with_each_sides_points(capsys, tmp_path):
    path = next(p for p in EXAMPLES if p.parent.name == "format-2" and p.stem == "hasenpfeffer")
    data = json.loads(path.read_text(encoding="utf-8"))
    record, state = load_file(path)
    while state.summary()["hand_no"] < 2:  # play on with the first legal action into deal 2
        ahead = state
        if state.hand_over:
            ahead = state.clone()
            ahead.next_hand()
        action = ahead.legal_strings()[0]
        play(state, action)
        data["actions"].append(action)
    longer = tmp_path / "deal2.json"
    longer.write_text(json.dumps(data), encoding="utf-8")
    code, out, _err = history(capsys, longer)
    assert code == 0 and "\nDeal 2\n" in out
    scores = state.result()["scores"]
    assert f"  After deal 1: Points: You and Bo {scores[0]}" in out
    assert f"Ana and Cees {scores[1]}" in out
    assert out.rstrip().endswith(progress_text(load_file(longer)[0], state))


@pytest.mark.parametrize("content, words", [
    (None, "No such file"),
    ("{not json", "not valid JSON"),
    ('{"format": 2}', "is not a saved game"),
])
def test_a_bad_file_says_what_is_wrong_and_exits_2(capsys, tmp_path, content, words):
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = history(capsys, path)
    assert code == 2 and out == ""
    assert err.startswith("pairs-table history: ") and words in err and err.count("\n") == 1


def test_an_illegal_move_in_the_log_is_refused(capsys, tmp_path):
    path = next(p for p in EXAMPLES if p.parent.name == "format-2" and p.stem == "pairs")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][3] = "bid 7"
    bad = tmp_path / "illegal.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = history(capsys, bad)
    assert code == 2 and "illegal move" in err


def test_the_command_line_refuses_an_unknown_language():
    p = subprocess.run([sys.executable, "-m", "pairs_table", "history", str(EXAMPLES[0]), "--language", "de"],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert "--language must be one of en, nl, fr, bg" in p.stderr


def goblins_hand_one(capsys, lang="en") -> list[str]:
    path = next(p for p in EXAMPLES if p.parent.name == "format-2" and p.stem == "goblins_poker")
    code, out, _err = history(capsys, path, lang)
    assert code == 0
    return out.split("\n\n")[1].splitlines()


def test_goblins_poker_tells_the_centre_dealt_back_and_keeps_each_played_card_to_its_player(capsys):
    hand = goblins_hand_one(capsys)
    at = hand.index("  Ana plays a card face down", hand.index("  You play 8"))
    # Bo's 10 and yours went face down; the centre is shuffled and dealt back, and Ana's
    # pair of 8s comes from the 8 dealt to her, not from a card she played
    assert hand[at + 1:at + 6] == ["    The 3 centre cards are shuffled and dealt back face up",
                                   "    Bo is dealt 10", "    You are dealt 10", "    Ana is dealt 8",
                                   "    Ana catches a pair of 8s"]
    assert "  You play 7" in hand and "  Bo plays a card face down" in hand  # your own cards: you saw them
    assert not any(re.match(r"  (Ana|Bo) plays \d", line) for line in hand)  # never shown to you
    assert sum(line.startswith("    The 2 centre cards are shuffled") for line in hand) == 2


@pytest.mark.parametrize("lang, shuffled, dealt, face_down", [
    ("nl", "    De 3 kaarten in het midden worden geschud en open teruggedeeld", "    Bo krijgt 10",
     "  Ana speelt een kaart gedekt"),
    ("fr", "    Les 3 cartes du centre sont mélangées et redistribuées face visible", "    Bo reçoit 10",
     "  Ana joue une carte face cachée"),
    ("bg", "    3-те карти в центъра се разбъркват и се раздават обратно открити", "    Bo получава 10",
     "  Ana играе карта с лицето надолу"),
])
def test_the_centre_dealt_back_in_every_language(capsys, lang, shuffled, dealt, face_down):
    hand = goblins_hand_one(capsys, lang)
    assert shuffled in hand and dealt in hand and face_down in hand


def test_undealt_centre_cards_are_told_without_them(capsys, tmp_path):
    from pairs_table.app.history import History
    from pairs_table.engine.base import Event

    h = History(load_file(next(p for p in EXAMPLES if p.stem == "goblins_poker"))[0])
    assert h._outcomes([Event("centre_discarded", None, {"count": 1})]) == [
        "1 undealt centre card goes to the dead cards unseen"]
    assert h._outcomes([Event("centre_discarded", None, {"count": 2})]) == [
        "2 undealt centre cards go to the dead cards unseen"]
