"""The scenario command under any input: it either runs the scenario (exit 0) or refuses
it (exit 2), always with exactly one JSON line and never a traceback. Most cases run
in-process through ``scenario_reply``, the function the command itself calls; a few run the
real command in a subprocess."""

import json
import pathlib
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pairs_table.__main__ import scenario_reply

SCENARIOS = pathlib.Path(__file__).resolve().parent / "scenarios"
FIXTURES = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(SCENARIOS.glob("*.json"))]
for _f in FIXTURES:
    del _f["note"], _f["expect"]

PAIRS_CARDS = [str(r) for r in range(1, 11)]
STD_CARDS = [r + s for r in ("9", "10", "J", "Q", "K", "A", "2", "5") for s in "CDHS"] + ["JOKER", "JOKER2"]
ACTIONS = ["hit", "fold", "pass", "take 1", "take 4", "take 70", "choose 2", "choose 9", "play 5", "bid 2",
           "bid 6", "bid big pepper", "trump H", "alone", "partner", "discard 9H", "play JOKER",
           "place 0,0", "place 1,2", "take 5,0", "hand 1", "choose QD", "hand 4", "take 0"]
KEYS = ["game", "players", "options", "dealer", "chips", "pot", "scores", "seed", "deals", "actions"]

SCALARS = (st.none() | st.booleans() | st.integers(-3, 60) | st.integers() | st.floats()
           | st.text(max_size=8) | st.sampled_from(PAIRS_CARDS + STD_CARDS + ACTIONS))
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=5)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


def check_reply(code: int, line: str) -> dict:
    """The contract's promise for one reply; returns the parsed line."""
    assert code in (0, 2), (code, line)
    assert "\n" not in line and "\r" not in line
    out = json.loads(line)
    assert isinstance(out, dict)
    if code == 0:
        assert out["ok"] is True and out["game"] in {"pairs", "hawthorn", "goblins_poker", "blackstone",
                                                     "hasenpfeffer", "pyramid_poker"}
    else:
        assert out["ok"] is False and set(out) == {"ok", "error", "at"}, out
        assert isinstance(out["error"], str) and out["error"].strip()
        assert not out["error"].startswith("internal error"), out["error"]  # an unchecked input
        assert len(out["error"]) < 1000, out["error"]
        assert out["at"] is None or isinstance(out["at"], int)
    return out


@st.composite
def mutated_fixtures(draw):
    """A worked example with a few of its facts changed: cards added to or dropped from the
    hands, the deck cut or padded, shuffles, actions, dealer, chips, pot, scores, options,
    a key replaced by any JSON value."""
    scn = json.loads(json.dumps(draw(st.sampled_from(FIXTURES))))
    cards = PAIRS_CARDS if scn["game"] in ("pairs", "hawthorn", "goblins_poker", "blackstone") else STD_CARDS
    for _ in range(draw(st.integers(1, 4))):
        what = draw(st.sampled_from(["hand", "deck", "shuffle", "actions", "actions", "number", "key", "deal"]))
        deals = scn.get("deals") if isinstance(scn.get("deals"), list) else []
        deals = [d for d in deals if isinstance(d, dict)]
        if what == "hand" and deals:
            hand = draw(st.sampled_from(draw(st.sampled_from(deals)).get("hands") or [[]]))
            if not isinstance(hand, list):
                continue
            if hand and draw(st.booleans()):
                hand.pop(draw(st.integers(0, len(hand) - 1)))
            else:
                hand.append(draw(st.sampled_from(cards)))
        elif what == "deck" and deals:
            deck = draw(st.sampled_from(deals)).setdefault("deck", [])
            if not isinstance(deck, list):
                continue
            if draw(st.booleans()):
                del deck[draw(st.integers(0, len(deck))):]
            else:
                deck.extend(draw(st.lists(st.sampled_from(cards), max_size=60)))
        elif what == "shuffle" and deals:
            shuffles = draw(st.sampled_from(deals)).setdefault("shuffles", [])
            if isinstance(shuffles, list):
                shuffles.append(draw(st.lists(st.sampled_from(cards), max_size=8)))
        elif what == "actions":
            if not isinstance(scn.get("actions"), list):
                scn["actions"] = []
            acts = scn["actions"]
            if acts and draw(st.booleans()):
                acts.pop(draw(st.integers(0, len(acts) - 1)))
            else:
                acts[draw(st.integers(0, len(acts))):0] = draw(st.lists(st.sampled_from(ACTIONS), max_size=20))
        elif what == "number":
            key = draw(st.sampled_from(["dealer", "chips", "pot", "scores", "seed"]))
            players = scn.get("players")
            n = players if key in ("chips", "scores") and type(players) is int and 0 <= players <= 10 else 1
            values = draw(st.lists(st.integers(-2, 12), min_size=n, max_size=n))
            scn[key] = values if key in ("chips", "scores") else values[0]
        elif what == "key":
            scn[draw(st.sampled_from(KEYS))] = draw(JSON_VALUES)
        elif what == "deal" and deals:
            deals.append(json.loads(json.dumps(draw(st.sampled_from(deals)))))
    return scn


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(JSON_VALUES)
def test_any_json_value_gets_one_json_line(value):
    check_reply(*scenario_reply(json.dumps(value)))


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.binary(max_size=200))
def test_any_bytes_get_one_json_line(data):
    check_reply(*scenario_reply(data))


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated_fixtures())
def test_mutated_worked_examples_run_or_are_refused(scn):
    check_reply(*scenario_reply(json.dumps(scn)))


def full_deck_deal(game, players, hands):
    """A deal whose 'deck' lists every card the hands do not, leaving none to complete them."""
    rest = [str(r) for r in range(1, 11) for _ in range(r)]
    for h in hands:
        for c in h:
            rest.remove(c)
    return {"game": game, "players": players, "deals": [{"hands": hands, "deck": rest}]}


DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize("text, words", [
    ('{"game": ["pairs"], "players": 2}', "['pairs'] is not a game"),
    ('{"game": {"name": "pairs"}, "players": 2}', "is not a game"),
    ('{"game": "pairs", "players": ' + "7" * 5000 + "}", "too many digits"),
    ('{"game": "pairs", "players": 2, "seed": NaN}', "NaN is not a JSON value"),
    (DEEP, "nested too deeply"),
    ('{"game": "pairs", "players": 2, "actions": ["hi\\nt"]}', "'hi\\nt' is not legal"),
    ('{"game": "hawthorn", "players": 2, "actions": ["choose ²"]}', "one whole number"),
    ('{"game": "blackstone", "players": 2, "actions": ["take ' + "9" * 5000 + '"]}', "only"),
    ('{"game": "hasenpfeffer", "players": 4, "actions": ["bid ' + "1" * 20 + '"]}', "the bids are 1 to 6"),
    ('{"game": "pyramid_poker", "players": 2, "actions": ["place ' + "1" * 20 + ',0"]}', "write 'place R,C'"),
    ('{"game": "pairs", "players": 2, "deals": [{"hands": [[["5"]], ["3"]]}]}', "not a card name"),
    ('{"game": "hawthorn", "players": 2, "chips": [10000000000, 5]}', "'chips' holds 10000000000"),
    ('{"game": "pairs", "players": 2, "scores": [-10000000000, 0]}', "'scores' holds"),
    (json.dumps(full_deck_deal("hawthorn", 2, [[], ["3"]])), "Hawthorn deals 5 cards to each seat"),
    (json.dumps(full_deck_deal("goblins_poker", 3, [["1", "2", "2"], [], []])),
     "Goblin's Poker deals 6 cards to each seat"),
    (json.dumps(full_deck_deal("blackstone", 2, [[], []])), "Blackstone deals 1 card to each seat"),
])
def test_malformed_input_is_refused_with_a_clear_sentence(text, words):
    out = check_reply(*scenario_reply(text))
    assert out["ok"] is False and words in out["error"], out["error"]


def test_text_from_the_input_is_quoted_on_one_line_and_cut_short():
    code, line = scenario_reply(json.dumps({"game": "x\n" * 500, "players": 2}))
    err = check_reply(code, line)["error"]
    assert err.startswith("'x\\nx\\n") and "..." in err and len(err) < 200


@pytest.mark.parametrize("stdin", [
    b"\xff\xfe\x00garbage",
    DEEP.encode(),
    b'{"game": "pairs", "players": 2, "actions": ["hi\\nt", "fold"]}',
    b'{"game": "pairs", "players": ' + b"7" * 5000 + b"}",
])
def test_the_real_command_refuses_with_exit_2_and_one_line(stdin):
    p = subprocess.run([sys.executable, "-m", "pairs_table", "scenario", "-"], input=stdin,
                       capture_output=True, timeout=60)
    assert p.returncode == 2 and p.stderr == b"", p.stderr
    lines = p.stdout.decode().splitlines()
    assert len(lines) == 1
    check_reply(2, lines[0])
