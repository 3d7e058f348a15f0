"""Blackstone (rule book, section 5): worked examples BX-1..BX-6, the contract examples,
rules details, views, and property tests over random sessions."""

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.engine.blackstone import BlackstoneState, bust_cost, pass_cost
from pairs_table.engine.errors import IllegalAction
from pairs_table.engine.rng import Rng

from chipgame_helpers import (assert_no_leak, check_expect, check_invariants, check_replay_and_json, deal,
                              example, kinds, play, play_session_randomly, rest)


def new(players, deals, seed=0, **kw):
    return BlackstoneState.new(players, kw.pop("options", {}), Rng(seed), deals=deals, **kw)


def test_bx1_full_hand_with_a_pass_and_a_bust():
    s = new(4, [deal([[7], [3], [10], [3]], [6, 2, 4, 8, 10, 5, 10])])
    assert s.session.stakes == [5] * 4 and s.session.chips == [95] * 4 and s.session.pot == 0
    assert [(e.seat, e.data["rank"]) for e in s.log if e.kind == "tie_card"] == [(1, 6), (3, 2)]
    assert s.first == 3 and s.to_act == 3
    assert len(s.middle) == 5 and s.stacks == [[], [], [10], []]
    assert s.legal_strings()[0] == "take 1" and s.legal_strings()[-1] == "pass"
    play(s, "take 1")
    assert len(s.middle) == 6 and s.n_last == 1 and s.to_act == 0
    ev = play(s, "take 2")
    assert ev[0].data == {"seat": 0, "n": 2, "cards": [8, 10], "bust": False}
    assert ev[0].text == "seat 0 took 2: 8, 10"
    assert s.stacks[0] == [10] and len(s.middle) == 7
    assert s.view(1)["M"] == 2 and s.view(1)["pass_cost"] == 9
    ev = play(s, "pass")
    assert ev[0].data == {"seat": 1, "stake": 5, "fine": 4, "paid": 4, "W": 7}
    assert s.session.pot == 9 and s.minimum() == 2 and s.to_act == 2
    assert "take 1" not in s.legal_strings()
    ev = play(s, "take 2")
    assert [e.data for e in ev if e.kind == "bust"] == [{"seat": 2, "stake": 5, "fine": 8, "paid": 8, "W": 8}]
    assert [e.data for e in ev if e.kind == "pot_split"] == [{"seats": [0, 3], "share": 11, "remainder": 0}]
    assert s.session.chips == [111, 91, 87, 111] and s.session.pot == 0 and s.session.stakes == [0] * 4
    assert s.result()["active"] == [True, False, False, True] and s.result()["winners"] == [0, 3]
    check_invariants(s)


def test_bx2_pass_and_bust_costs():
    assert pass_cost(11) == 11
    assert [pass_cost(w) for w in (0, 1, 7, 8)] == [5, 6, 9, 9]
    assert bust_cost(8) == 13 and bust_cost(0) == 5


def test_bx3_everyone_ties_on_ten_and_extra_tens_go_back():
    order = [10] + rest([10] * 4, [4])  # the draw pile after the two tens go back, top first
    s = new(3, [deal([[10], [10], [10]], [10, 4, 10], [order])])
    ev = s.log
    assert [(e.seat, e.data["rank"]) for e in ev if e.kind == "tie_card"] == [(0, 10), (1, 4), (2, 10)]
    assert [e.data for e in ev if e.kind == "tens_returned"] == [{"returned": [1, 0, 1], "total": 2}]
    assert "draw_shuffle" in kinds(ev)
    assert s.first == 1 and s.middle == [4] and s.stacks == [[10], [10], [10]]
    assert len(s.draw) == 51 and s.draw[-1] == 10
    ev = play(s, "take 1")
    assert [e.data["paid"] for e in ev if e.kind == "bust"] == [1]
    assert s.session.chips == [103, 94, 103]


def test_bx4_last_player_standing_and_passes_do_not_lower_the_minimum():
    s = new(3, [deal([[4], [9], [6]], [2, 5, 6])], pot=2)
    assert s.first == 0 and len(s.middle) == 3
    play(s, "take 3")
    assert len(s.middle) == 6
    ev = play(s, "pass")
    assert ev[0].data["stake"] + ev[0].data["paid"] == 8
    assert s.minimum() == 3 and s.legal_strings()[0] == "take 3"
    ev = play(s, "pass")
    assert [e.data for e in ev if e.kind == "pot_won"] == [{"seat": 0, "amount": 18}]
    assert s.session.chips == [118, 92, 92] and sum(s.session.chips) == 302


def test_bx5_split_with_a_remainder():
    s = new(4, [deal([[3], [5], [7], [9]], [1, 2, 4, 6, 2, 4, 6, 8, 3, 5, 8, 9, 10, 6, 8, 10])])
    play(s, "take 4", "take 4", "take 4")
    assert len(s.middle) == 16
    ev = play(s, "take 4")
    assert [e.data for e in ev if e.kind == "bust"][0]["fine"] == 18
    assert [e.data for e in ev if e.kind == "pot_split"] == [{"seats": [0, 1, 2], "share": 7, "remainder": 2}]
    assert s.session.chips == [107, 107, 107, 77] and s.session.pot == 2


def test_bx6_short_payment_and_leaving_the_session():
    s = new(3, [deal([[2], [5], [7]], [1, 3, 4, 6, 8, 9, 2, 3]), deal([[4], [], [6]], [3])],
            chips=[100, 8, 100])
    assert s.session.chips == [95, 3, 95]
    play(s, "take 8")
    assert len(s.middle) == 11
    ev = play(s, "pass")
    assert ev[0].data == {"seat": 1, "stake": 5, "fine": 6, "paid": 3, "W": 11}
    assert ev[0].text == "seat 1 passed and paid 8 (all it had; 3 forgiven)"
    assert s.session.pot == 8 and s.session.chips[1] == 0
    play(s, "pass")
    assert s.hand_over and s.session.status[1] == 1  # busted
    s.next_hand()
    assert s.seats_in == [0, 2] and s.session.dealer == 0


@pytest.mark.parametrize("name", ["blackstone-BX-1.json", "blackstone-BX-3.json", "blackstone-BX-4.json",
                                  "blackstone-BX-5.json", "blackstone-BX-6.json",
                                  "blackstone-S5-when.json"])
def test_contract_examples(name):
    out, expect = example(name)
    check_expect(out, expect)


# ---- rules details ----------------------------------------------------------------------


def test_take_range_first_player_may_pass_and_a_single_ten_is_a_black_stone():
    s = new(2, [deal([[10], [3]], [])])
    assert s.stacks == [[10], []] and s.middle == [3] and s.to_act == 1
    legal = s.legal_strings()
    assert legal[0] == "take 1" and legal[-2] == f"take {len(s.draw)}" and legal[-1] == "pass"
    with pytest.raises(IllegalAction, match="only 53 cards"):
        s.apply(f"take {len(s.draw) + 1}")
    ev = play(s, "pass")
    assert [e.data for e in ev if e.kind == "pot_won"] == [{"seat": 0, "amount": 6}]


def test_minimum_take_when_the_pile_is_smaller_than_m():
    s = new(2, [deal([[1], [2]], [3, 4, 5])])
    s.n_last = 60  # a test position: M above the pile size
    assert s.legal_strings() == ["take 60", "pass"]
    with pytest.raises(IllegalAction, match="at least 60"):
        s.apply("take 3")
    s.apply("take 60")  # a bust comes first (5.7)
    assert s.hand_over and s.busted == 0


def test_seats_without_five_chips_leave_and_keep_their_chips():
    s = BlackstoneState.new(3, {}, Rng(1), chips=[100, 4, 100])
    assert s.seats_in == [0, 2] and s.session.status[1] == 2 and s.session.chips[1] == 4
    assert [e.data for e in s.log if e.kind == "left_session"] == [{"seat": 1, "chips": 4}]
    s2 = BlackstoneState.new(2, {}, Rng(1), chips=[100, 4])
    assert s2.is_over and s2.hand_over and s2.to_act is None and s2.result()["winners"] is None


def test_views_are_public_and_complete():
    s = new(4, [deal([[7], [3], [10], [3]], [6, 2, 4, 8, 10, 5, 10])])
    v = s.view(1)
    assert v["stones"] == [0, 0, 1, 0] and v["W"] == 5 and v["middle"][3] == 2
    assert v["stakes"] == [5] * 4 and v["M"] == 1 and v["first_player"] == 3
    assert v["draw_counts"][10] == 9 and sum(v["draw_counts"]) == v["draw_size"]
    assert v["legal"] == [] and s.view(3)["legal"][0] == "take 1"
    assert v["pass_cost"] == 8 and v["bust_cost"] == 10
    assert_no_leak(s, Rng(0))


# ---- property tests ----------------------------------------------------------------------


@given(st.integers(2, 8), st.integers(0, 2**32), st.lists(st.integers(0, 2**16), min_size=30, max_size=400),
       st.integers(1, 10), st.sampled_from([100, 12, 6]))
@settings(max_examples=100, deadline=None)
def test_random_sessions_keep_every_invariant(players, seed, choices, max_hands, bankroll):
    opts = {"max_hands": max_hands, "bankroll": bankroll}
    check_replay_and_json(BlackstoneState, players, seed, choices, opts)


@given(st.integers(2, 8), st.integers(0, 2**32), st.integers(1, 5))
@settings(max_examples=15, deadline=None)
def test_sessions_end(players, seed, max_hands):
    s = BlackstoneState.new(players, {"max_hands": max_hands, "bankroll": 25}, Rng(seed))
    play_session_randomly(s, Rng(seed))
    assert s.session.hands_played <= max_hands
    assert s.session.pot == 0 and sum(s.session.chips) == 25 * players and s.session.stakes == [0] * players
