"""Goblin's Poker (rule book, section 4): worked examples GX-1..GX-5, the contract
examples, rules details, views, and property tests over random sessions."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.engine.errors import IllegalAction, ScenarioError
from pairs_table.engine.goblins_poker import GAME, GoblinsPokerState
from pairs_table.engine.pairsdeck import stack_key
from pairs_table.engine.rng import Rng

from chipgame_helpers import (assert_no_leak, check_expect, check_invariants, check_replay_and_json, deal,
                              example, kinds, play, play_session_randomly, rest)

GX3_HANDS = [[5, 9, 4, 6, 8, 10], [3, 7, 5, 9, 10, 10], [8, 2, 3, 6, 9, 10]]
GX5_HANDS = [[9, 1, 2, 4, 5, 6], [3, 7, 2, 6, 8, 10], [10, 4, 5, 6, 8, 9], [7, 3, 6, 8, 10, 4],
             [8, 4, 9, 10, 6, 5]]


def new(players, deals, seed=0, **kw):
    return GoblinsPokerState.new(players, kw.pop("options", {}), Rng(seed), deals=deals, **kw)


def test_gx1_ordering_stacks():
    stacks = {"A": [6, 2, 3], "B": [3, 2], "C": [5, 2], "D": [4], "E": [10, 1]}
    order = sorted(stacks, key=lambda k: stack_key(stacks[k]))
    assert order == ["E", "A", "B", "C", "D"]
    assert stack_key([2, 3, 6]) < stack_key([2, 3])  # an extra card beats none
    assert stack_key([3, 7]) == stack_key([7, 3])  # perfectly tied


def test_gx2_pass_costs_escalate():
    s = new(3, [deal([[2, 4, 6, 8, 10, 9], [6, 7, 8, 9, 10, 5], [9, 3, 5, 7, 10, 8]], [], [[4, 3]])], pot=4)
    assert s.session.pot == 7
    play(s, "choose 2", "choose 6", "choose 9", "play 4")
    assert s.view(1)["pass_cost"] == 9 and s.view(1)["L"] == 2
    ev = play(s, "pass")
    assert ev[0].data == {"seat": 1, "pot": 7, "L": 2, "owed": 9, "paid": 9}
    assert s.session.pot == 16
    play(s, "play 3")
    assert s.stacks[0] == [2, 4] and s.stacks[2] == [9, 3] and s.to_act == 0
    ev = play(s, "pass")  # A holds the table's only 2 and still pays 16 + 2
    assert ev[0].data["owed"] == 18 and ev[0].data["L"] == 2
    assert s.session.chips == [81, 90, 133] and s.session.pot == 0


def test_gx3_full_three_player_hand():
    s = new(3, [deal(GX3_HANDS, [], [[9, 7, 2], [3, 5]])])
    assert s.session.pot == 3 and s.session.chips == [99] * 3
    ev = play(s, "choose 5", "choose 3", "choose 8")
    assert [e.data for e in ev if e.kind == "round"] == [{"round": 1, "start": 1}]
    assert s.stacks == [[5], [3], [8]]
    play(s, "play 7", "play 2")
    assert s.view(0)["centre_size"] == 2 and s.view(2)["my_played"] == 2 and s.view(0)["my_played"] is None
    ev = play(s, "play 9")
    assert kinds(ev)[1:5] == ["centre_shuffle", "deal_back", "deal_back", "deal_back"]
    assert ev[1].data["order"] == [1, 2, 0]
    assert [(e.seat, e.data["rank"]) for e in ev if e.kind == "deal_back"] == [(1, 9), (2, 7), (0, 2)]
    assert s.stacks == [[5, 2], [3, 9], [8, 7]]
    assert s.round_no == 2 and s.to_act == 0
    ev = play(s, "pass")
    assert ev[0].data["owed"] == 5 and s.session.pot == 8 and s.session.chips[0] == 94
    play(s, "play 5")
    ev = play(s, "play 3")
    assert [e.data for e in ev if e.kind == "pair"] == [{"seat": 1, "rank": 3, "owed": 3, "paid": 3}]
    assert [e.data for e in ev if e.kind == "centre_discarded"] == [{"count": 1}]
    assert [e.data for e in ev if e.kind == "pot_won"] == [{"seat": 2, "amount": 11}]
    assert s.session.chips == [94, 96, 110] and s.hand_over
    assert "5" not in [e.data.get("rank") for e in ev if e.kind == "deal_back"]
    check_invariants(s)


GX4_DEALS = [
    deal([[1, 2, 3, 4, 5, 6], [9, 9, 10, 8, 7, 6], [10, 2, 3, 4, 5, 6], [8, 3, 4, 5, 6, 7]], [],
         [[2, 9, 2, 3], [3, 3, 4], [4, 4, 5], [5, 5, 6], [6, 6, 7]]),
    deal([[5, 1, 2, 4, 6, 8], [3, 4, 6, 8, 9, 10], [7, 2, 5, 8, 9, 10], [9, 4, 6, 7, 8, 10]]),
]


def test_gx4_even_split_with_remainder_carried_over():
    s = new(4, GX4_DEALS, pot=10)
    assert s.session.pot == 14
    play(s, "choose 1", "choose 9", "choose 10", "choose 8", "play 2", "play 9", "play 2", "play 3")
    assert s.session.pot == 23 and not s.active[1]
    ev = play(s, "play 3", "play 3", "play 4", "play 4", "play 4", "play 5", "play 5", "play 5", "play 6",
              "play 6", "play 6", "play 7")
    split = [e for e in ev if e.kind == "pot_split"]
    assert split[0].data == {"seats": [0, 2, 3], "share": 7, "remainder": 2}
    assert s.session.pot == 2 and s.session.chips == [106, 90, 106, 106] and s.hand_over
    s.next_hand()
    assert s.session.pot == 6
    play(s, "choose 5", "choose 3", "choose 7", "choose 9")
    assert s.to_act == 1 and s.view(1)["L"] == 3 and s.view(1)["pass_cost"] == 9
    ev = play(s, "pass")
    assert ev[0].data["owed"] == 9


def gx5():
    return new(5, [deal(GX5_HANDS, [5, 3, 9], [[7, 3, 4], [6, 9, 2]])], dealer=0)


def test_gx5_perfect_tie_for_smallest_mid_hand():
    s = gx5()
    play(s, "choose 9", "choose 3", "choose 10", "choose 7", "choose 8", "play 7", "pass", "play 3",
         "play 4")
    ev = play(s, "pass")
    assert [(e.seat, e.data["rank"]) for e in ev if e.kind == "deal_back"] == [(1, 7), (3, 3), (4, 4)]
    assert s.stacks[4] == [8, 4]
    tie = [e for e in ev if e.kind.startswith("tie")]
    assert [(e.kind, e.seat, e.data.get("rank")) for e in tie] == [
        ("tie", None, None), ("tie_card", 1, 5), ("tie_pair_discarded", 3, 3), ("tie_card", 3, 9)]
    assert s.to_act == 1 and sorted(s.stacks[1]) == [3, 5, 7] and sorted(s.stacks[3]) == [3, 7, 9]
    assert s.session.chips == [83, 99, 91, 99, 99] and s.session.pot == 29
    # the tie cards stay: D is knocked out by a 9 in round 2's deal
    ev = play(s, "play 2", "play 6", "play 9")
    assert [e.data for e in ev if e.kind == "pair"] == [{"seat": 3, "rank": 9, "owed": 9, "paid": 9}]
    assert s.to_act == 4 and s.session.pot == 38


@pytest.mark.parametrize("name", ["goblins-GX-2.json", "goblins-GX-3.json", "goblins-GX-4.json",
                                  "goblins-GX-5.json", "goblins-GX-5-continued.json", "goblins-LT-1.json"])
def test_contract_examples(name):
    out, expect = example(name)
    check_expect(out, expect)


# ---- rules details ----------------------------------------------------------------------


def test_low_only_pass_cost_option():
    s = new(3, [deal([[2, 4, 6, 8, 10, 9], [6, 7, 8, 9, 10, 5], [9, 3, 5, 7, 10, 8]])],
            options={"goblin_pass_cost": "low_only"})
    play(s, "choose 2", "choose 6", "choose 9", "play 4")
    assert s.view(1)["pass_cost"] == 2
    ev = play(s, "pass")
    assert ev[0].data["owed"] == 2 and s.session.chips[1] == 97
    with pytest.raises(ScenarioError, match="goblin_pass_cost"):
        GAME.resolve_options({"goblin_pass_cost": "double"})


def test_eight_players_deal_six_each_and_leave_seven():
    s = GoblinsPokerState.new(8, {}, Rng(5))
    assert [len(h) for h in s.hands] == [6] * 8 and len(s.draw) == 7


def test_scripted_centre_shuffle_must_match_the_centre():
    s = new(3, [deal(GX3_HANDS, [], [[9, 7, 1]])])
    play(s, "choose 5", "choose 3", "choose 8", "play 7", "play 2")
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(ScenarioError, match="scripted shuffle"):
        s.apply("play 9")
    assert json.dumps(s.to_json(), sort_keys=True) == before


def test_endless_pairing_tie_falls_back_to_first_in_dealing_order():
    # 8 players: seats 0 and 1 reveal the 9s and tie; the 7-card draw pile holds the other
    # 9s and there are no dead cards, so every card that could reach seat 0 pairs it:
    # Ruling L-T ends the tie before any card is dealt (no discards, no reshuffle).
    others = rest([9] * 9, [10] * 6)  # 40 cards for the hands' other places
    hands = [[9] + others[0:5], [9] + others[5:10]]
    hands += [[10] + others[10 + 5 * k:15 + 5 * k] for k in range(6)]
    s = new(8, [deal(hands, [9] * 7)], dealer=7)
    ev = play(s, *[f"choose {h[0]}" for h in hands])
    assert [e for e in ev if e.kind == "tie_no_card"][0].data == {"winner": 0}
    assert "tie_pair_discarded" not in kinds(ev)
    assert s.to_act == 0 and s.reshuffles == 0 and s.draw == [9] * 7 and s.dead_seen == []
    assert s.stacks[0] == [9] and s.stacks[1] == [9]
    check_invariants(s)


def test_views_hide_who_played_which_centre_card():
    s = new(3, [deal(GX3_HANDS, [], [[9, 7, 2]])])
    play(s, "choose 5", "choose 3")
    v = s.view(0)
    assert v["chosen"] == [True, True, False] and v["my_choice"] == 5 and v["stacks"] == [[], [], []]
    assert_no_leak(s, Rng(3))
    play(s, "choose 8", "play 7", "play 2")
    for seat in range(3):
        v = s.view(seat)
        assert v["centre_size"] == 2 and v["phase"] == "turn" and v["round"] == 1
        assert all("face down" in line for line in v["log"][-2:])
        assert_no_leak(s, Rng(seat))
    assert s.view(1)["my_played"] == 7 and s.view(2)["my_played"] == 2


def test_illegal_actions_are_refused():
    s = new(3, [deal(GX3_HANDS)])
    with pytest.raises(IllegalAction, match="secret first card comes first"):
        s.apply("pass")
    with pytest.raises(IllegalAction, match="not an action of Goblin's Poker"):
        s.apply("hit")
    play(s, "choose 5", "choose 3", "choose 8")
    with pytest.raises(IllegalAction, match="no 4 in that hand"):
        s.apply("play 4")


def test_session_needs_three_players():
    s = new(3, [deal([[1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 7, 8], [2, 6, 7, 8, 9, 10]])], chips=[100, 1, 100])
    play(s, "choose 1", "choose 3", "choose 2", "play 2", "pass")
    assert s.session.chips[1] == 0
    play(s, "pass")
    assert s.hand_over and s.is_over  # seat 1 is busted: two players are too few
    assert s.session.end_reason == "too_few_players" and s.session.pot == 0
    assert s.session.status == [0, 1, 0]


# ---- property tests ----------------------------------------------------------------------


@given(st.integers(3, 8), st.integers(0, 2**32), st.lists(st.integers(0, 2**16), min_size=30, max_size=400),
       st.integers(1, 10), st.sampled_from([100, 12, 6]), st.sampled_from(["pot_plus_low", "low_only"]))
@settings(max_examples=100, deadline=None)
def test_random_sessions_keep_every_invariant(players, seed, choices, max_hands, bankroll, rule):
    opts = {"max_hands": max_hands, "bankroll": bankroll, "goblin_pass_cost": rule}
    check_replay_and_json(GoblinsPokerState, players, seed, choices, opts)


@given(st.integers(3, 8), st.integers(0, 2**32), st.integers(1, 4))
@settings(max_examples=15, deadline=None)
def test_sessions_end(players, seed, max_hands):
    s = GoblinsPokerState.new(players, {"max_hands": max_hands, "bankroll": 30}, Rng(seed))
    play_session_randomly(s, Rng(seed))
    assert s.session.hands_played <= max_hands
    assert s.session.pot == 0 and sum(s.session.chips) == 30 * players
