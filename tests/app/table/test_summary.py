"""Every game's end-of-hand summary against the engine: random hands of all six games,
the summary made from the hand's events, ``summary()`` and ``result()``, and its numbers
checked against the engine's own figures before and after the hand."""

import random

import pytest

from pairs_table.app import games
from pairs_table.app.table.log import words
from pairs_table.app.table.summary import chip_changes, summary_of
from pairs_table.engine.registry import get_game
from pairs_table.engine.rng import Rng

CASES = [("pairs", 3, {}), ("pairs", 5, {"pairs_stake": 5}), ("hawthorn", 3, {}), ("hawthorn", 5, {}),
         ("goblins_poker", 4, {}), ("blackstone", 3, {}), ("blackstone", 6, {}), ("hasenpfeffer", 4, {}),
         ("pyramid_poker", 2, {}), ("pyramid_poker", 2, {"scoring": "advanced"})]
CHIPS = 30  # small bankrolls: players bust and leave, sessions end


def hands(game, players, options, seed):
    """(events of the hand, facts, result, the result before the hand) for every hand of a
    random game."""
    chips = [CHIPS] * players if games.get(game).chips else None
    st = get_game(game).state_class.new(players, dict(options), Rng(seed), chips=chips)
    rnd = random.Random(seed)
    before = {"chips": chips, "scores": [0] * players if game != "hasenpfeffer" else [0, 0]}
    start = 0
    for _ in range(3000):
        if st.hand_over:
            after = st.result()
            yield st.log[start:], st.summary(), after, before
            if st.is_over:
                return
            before, start = after, len(st.log)
            st.next_hand()
            continue
        st.apply(rnd.choice(st.legal_strings()))


def said(summary) -> list[str]:
    """Every text of a summary in words (fails on a field a text lacks)."""
    out = [words(summary.title), words(summary.unit)]
    out += [words(x) for x in summary.lines]
    for row in summary.rows:
        out.append(words(row.who))
        if row.note is not None:
            out.append(words(row.note))
    return out


@pytest.mark.parametrize("game,players,options", CASES)
def test_every_summary_says_the_engine_s_numbers(game, players, options):
    make = summary_of(games.get(game))
    assert make is not None
    counted = 0
    for seed in range(6):
        for events, facts, result, before in hands(game, players, options, seed):
            s = make(events, facts, result, lambda k: f"P{k}")
            counted += 1
            texts = said(s)
            assert all(isinstance(t, str) and t for t in texts)
            assert s.lines, "a summary says what happened"
            if games.get(game).chips:
                assert [r.total for r in s.rows] == result["chips"]
                assert [r.change for r in s.rows] == [a - b for a, b in zip(result["chips"], before["chips"])]
                n = s.numbers
                if "pot" in n:
                    assert sum(n["shares"].values()) + n["remainder"] == n["pot"]
                    if not result["over"]:
                        assert n["remainder"] == result["pot"]
                    assert sorted(n["shares"]) == sorted(result["winners"])
            elif game == "pyramid_poker":
                won = [sum(1 for w in s.numbers["compared"] if w == k) for k in (0, 1)]
                assert s.numbers["wins"] == won == facts["last_round"]["wins"]
                if result["scores"] is not None:
                    assert [r.total for r in s.rows] == result["scores"]
                    assert [r.change for r in s.rows] == [a - b for a, b in zip(result["scores"], before["scores"])]
                else:
                    assert [r.total for r in s.rows] == won
            else:
                assert [r.total for r in s.rows] == result["scores"]
                assert [r.change for r in s.rows] == [a - b for a, b in zip(result["scores"], before["scores"])]
            if result["over"] and game in ("pairs", "hasenpfeffer"):
                assert any(r.note is not None for r in s.rows), "the loser or the winners are marked"
    assert counted >= 6


def test_a_split_pot_names_its_remainder():
    from pairs_table.engine.base import Event

    events = [Event("antes", None, {"seats": [0, 1, 2], "amount": 1, "paid": [1, 1, 1], "pot": 3}),
              Event("pass", 0, {"seat": 0, "pot": 3, "L": 1, "owed": 4, "paid": 4}),
              Event("pot_split", None, {"seats": [1, 2], "share": 3, "remainder": 1})]
    s = summary_of(games.get("goblins_poker"))(events, {"hand_no": 2}, {"chips": [5, 12, 12], "pot": 1,
                                                                       "over": False, "winners": [1, 2]},
                                               lambda k: "ABC"[k])
    assert chip_changes(events, 3) == [-5, 2, 2]
    text = " ".join(words(x) for x in s.lines)
    assert "7 chips" in text and "3 chips each" in text and "1 chip could not be split" in text
    assert s.numbers == {"pot": 7, "shares": {1: 3, 2: 3}, "remainder": 1}
