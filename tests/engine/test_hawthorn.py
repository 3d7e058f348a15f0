"""Hawthorn (rule book, section 3): worked examples HX-1..HX-4, the contract examples,
rules details, views, and property tests over random sessions."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.engine.errors import IllegalAction, ScenarioError
from pairs_table.engine.hawthorn import HawthornState
from pairs_table.engine.pairsdeck import lowest_in_play
from pairs_table.engine.rng import Rng

from chipgame_helpers import (assert_no_leak, check_expect, check_invariants, check_replay_and_json, deal,
                              example, kinds, play, play_hand_randomly, rest)

HX1_HANDS = [[6, 3, 4, 8, 10], [2, 8, 10, 10, 7], [2, 1, 5, 9, 10], [9, 6, 7, 10, 5]]


def hx1():
    return HawthornState.new(4, {}, Rng(0), deals=[deal(HX1_HANDS, [5, 4, 7, 9, 3, 4])])


def test_hx1_full_four_player_hand():
    s = hx1()
    assert s.session.dealer == 3 and s.session.pot == 4 and s.session.chips == [99] * 4
    # choices are collected in seat order, whatever the dealer
    assert s.to_act == 0 and s.legal_strings() == [f"choose {r}" for r in (3, 4, 6, 8, 10)]
    ev = play(s, "choose 6", "choose 2", "choose 2")
    assert kinds(ev) == ["choose"] * 3 and s.stacks == [[], [], [], []]
    assert s.view(1)["my_choice"] == 2 and s.view(0)["my_choice"] == 6
    ev = play(s, "choose 9")
    assert [e.kind for e in ev][:3] == ["choose", "reveal", "tie"]
    assert [(e.seat, e.data["rank"]) for e in ev if e.kind == "tie_card"] == [(1, 5), (2, 4)]
    assert s.button == 2 and s.to_act == 2
    assert s.stacks == [[6], [2, 5], [2, 4], [9]]
    assert s.view(0)["round_type"] == "deck"
    play(s, "hit")
    assert s.stacks[2] == [2, 4, 7]
    ev = play(s, "hit")
    pair = [e for e in ev if e.kind == "pair"][0]
    assert pair.data == {"seat": 3, "rank": 9, "owed": 9, "paid": 9}
    assert s.session.pot == 13 and s.session.chips[3] == 90 and not s.active[3]
    assert s.view(0)["L"] == 2
    ev = play(s, "fold")
    assert ev[0].data["L"] == 2 and ev[0].text == "seat 0 folded and paid 2"
    assert s.session.pot == 15 and s.session.chips[0] == 97
    play(s, "hit")
    assert s.stacks[1] == [2, 5, 3]
    assert s.round_no == 2 and s.to_act == 2
    assert s.legal_strings() == ["play 1", "play 5", "play 9", "play 10", "fold"]
    play(s, "play 1", "play 8")
    assert s.stacks[2] == [2, 4, 7, 1] and s.stacks[1] == [2, 5, 3, 8]
    assert s.round_no == 3 and s.to_act == 2
    ev = play(s, "hit")
    assert [e for e in ev if e.kind == "pot_won"][0].data == {"seat": 1, "amount": 19}
    assert s.session.chips == [97, 118, 95, 90] and s.session.pot == 0
    assert s.hand_over and not s.is_over and s.result()["winners"] == [1]
    check_invariants(s)


def test_hx2_button_player_out_and_fold_cost_rises():
    s = HawthornState.new(3, {}, Rng(0), deals=[deal(
        [[1, 5, 6, 8, 9], [4, 2, 7, 10, 10], [7, 9, 10, 8, 6]], [8, 6, 3, 7, 3])])
    play(s, "choose 1", "choose 4", "choose 7")
    assert s.button == 0
    play(s, "hit", "hit", "hit")
    assert s.stacks == [[1, 8], [4, 6], [7, 3]] and s.round_no == 2
    ev = play(s, "fold")
    assert ev[0].data["L"] == 1 and s.session.chips[0] == 98 and s.session.pot == 4
    play(s, "play 2")
    assert s.view(2)["fold_cost"] == 2
    play(s, "play 9")
    assert s.round_no == 3 and s.to_act == 1 and s.button == 0  # the button stays with A
    play(s, "hit")
    assert s.stacks[1] == [4, 6, 2, 7]
    play(s, "hit")
    assert s.session.chips == [98, 106, 96] and s.hand_over


def test_hx3_pair_in_tie_break_is_thrown_away_and_tie_cards_count_for_l():
    s = HawthornState.new(3, {}, Rng(0), deals=[deal(
        [[3, 4, 6, 8, 9], [3, 6, 7, 8, 10], [5, 7, 9, 10, 10]], [3, 1, 2, 5])])
    ev = play(s, "choose 3", "choose 3", "choose 5")
    assert [(e.seat, e.data["rank"]) for e in ev if e.kind == "tie_pair_discarded"] == [(0, 3)]
    assert s.stacks == [[3, 1], [3, 2], [5]] and s.button == 0
    assert s.view(2)["dead_seen"][3] == 1 and s.view(2)["revealed"][3] == 3
    ev = play(s, "fold")
    assert ev[0].data["L"] == 1
    play(s, "hit")
    assert s.stacks[1] == [3, 2, 5] and s.active[1]
    ev = play(s, "fold")
    assert ev[0].data["L"] == 2
    assert s.session.chips == [98, 105, 97]


def test_hx4_lowest_card_in_play():
    stacks = [[5], [4, 9], [1, 2], [6, 7, 3]]
    active = [True, True, False, True]
    assert lowest_in_play(stacks, active) == 3
    active[3] = False  # D folded (paying 3); now the next folder pays 4
    assert lowest_in_play(stacks, active) == 4


@pytest.mark.parametrize("name", ["hawthorn-HX-1.json", "hawthorn-HX-2.json", "hawthorn-HX-3.json",
                                  "hawthorn-SX-1.json", "hawthorn-LT-1.json"])
def test_contract_examples(name):
    out, expect = example(name)
    check_expect(out, expect)


# ---- rules details ----------------------------------------------------------------------


def test_random_deal_is_five_cards_each_and_no_burn():
    s = HawthornState.new(6, {}, Rng(3))
    assert [len(h) for h in s.hands] == [5] * 6 and len(s.draw) == 25
    check_invariants(s)


def test_dealt_order_follows_the_dealer_and_unlisted_cards_follow_the_deck():
    hands = [[1, 2, 3, 4, 5], [6, 6, 6, 6, 6]]
    s = HawthornState.new(2, {}, Rng(9), dealer=0, deals=[deal(hands, [7, 8])])
    assert s.hands == hands and s.draw[-2:] == [8, 7]
    assert sorted(s.draw) == rest(*hands)
    # seat order for the choices even when seat 1 is dealt first
    assert s.to_act == 0


def test_partial_hands_are_filled_from_unlisted_cards():
    s = HawthornState.new(2, {}, Rng(4), deals=[deal([[1, 2], []], [])])
    assert s.hands[0][:2] == [1, 2] and len(s.hands[0]) == 5 and len(s.hands[1]) == 5
    check_invariants(s)


def test_bad_deals_are_refused():
    with pytest.raises(ScenarioError, match="copies of card 1"):
        HawthornState.new(2, {}, Rng(0), deals=[deal([[1, 1, 2, 3, 4], []])])
    with pytest.raises(ScenarioError, match="lists 6 cards"):
        HawthornState.new(2, {}, Rng(0), deals=[deal([[1, 2, 3, 4, 5, 6], []])])
    with pytest.raises(ScenarioError, match="not dealt"):
        HawthornState.new(3, {}, Rng(0), chips=[100, 0, 100], deals=[deal([[], [2, 3, 4, 5, 6], []])])
    with pytest.raises(ScenarioError, match="no scores"):
        HawthornState.new(2, {}, Rng(0), scores=[0, 0])


def test_illegal_actions_are_refused_with_reasons():
    s = hx1()
    with pytest.raises(IllegalAction, match="no 1 in that hand"):
        s.apply("choose 1")
    with pytest.raises(IllegalAction, match="secret first card comes first"):
        s.apply("hit")
    with pytest.raises(IllegalAction, match="not an action of Hawthorn"):
        s.apply("pass")
    with pytest.raises(IllegalAction, match="ranks go from 1 to 10"):
        s.apply("choose 11")
    play(s, "choose 6", "choose 2", "choose 2", "choose 9")
    with pytest.raises(IllegalAction, match="deck round"):
        s.apply("play 1")
    with pytest.raises(IllegalAction, match="already been chosen"):
        s.apply("choose 1")
    assert s.apply("HIT ") and s.stacks[2] == [2, 4, 7]


def test_pairing_play_is_legal_and_costs_its_rank():
    s = HawthornState.new(2, {}, Rng(0), deals=[deal([[1, 4, 4, 9, 9], [2, 5, 6, 7, 8]], [3, 3])])
    play(s, "choose 4", "choose 2", "hit", "hit")
    assert s.round_no == 2 and s.to_act == 1  # seat 1 (card 2) is the first player
    play(s, "play 5")
    ev = play(s, "play 4")
    assert [e.data for e in ev if e.kind == "pair"] == [{"seat": 0, "rank": 4, "owed": 4, "paid": 4}]
    assert s.session.chips == [95, 105]


def test_draw_pile_runs_out_dead_cards_reshuffled_without_burn():
    s = HawthornState.new(3, {}, Rng(0), deals=[deal(
        [[1, 5, 6, 8, 9], [4, 2, 7, 10, 10], [7, 9, 10, 8, 6]], [8, 6])])
    play(s, "choose 1", "choose 4", "choose 7", "hit", "hit")
    s.apply("fold")  # seat 2 folds: its stack [7] and hand (4 cards) become dead cards
    dead = sorted(s.dead_seen + s.dead_hidden)
    assert dead == [6, 7, 8, 9, 10]
    s.draw.clear()  # a position where the draw pile is empty
    s.shuffler.current.shuffles.append([9, 6, 8, 10, 7])
    assert s.legal_strings() == ["play 5", "play 6", "play 8", "play 9", "fold"]
    play(s, "play 5", "play 2")
    ev = play(s, "hit")
    assert kinds(ev)[:2] == ["reshuffle", "hit"] and ev[1].data["rank"] == 9
    assert len(s.draw) == 4 and not s.dead_seen and not s.dead_hidden


def test_no_card_anywhere_forces_a_fold():
    s = hx1()
    play(s, "choose 6", "choose 2", "choose 2", "choose 9")
    s.draw.clear()
    assert s.legal_strings() == ["fold"]
    with pytest.raises(IllegalAction, match="no card can be drawn"):
        s.apply("hit")


def test_empty_hand_in_a_hand_round_only_folds():
    s = hx1()
    play(s, "choose 6", "choose 2", "choose 2", "choose 9", "hit", "hit", "fold", "hit")
    s.hands[2] = []  # a test set-up (H-5 cannot happen with one deck)
    s.dead_hidden += [1, 5, 9, 10]
    assert s.to_act == 2 and s.legal_strings() == ["fold"]


def test_views_show_own_hand_only():
    s = hx1()
    play(s, "choose 6")
    v1 = s.view(1)
    assert v1["my_hand"] == [2, 7, 8, 10, 10] and v1["my_choice"] is None
    assert v1["chosen"] == [True, False, False, False] and v1["hand_sizes"] == [4, 5, 5, 5]
    assert v1["legal"] == ["choose 2", "choose 7", "choose 8", "choose 10"]
    assert s.view(0)["legal"] == [] and s.view(0)["my_choice"] == 6
    assert "6" not in " ".join(v1["log"][-1:])
    assert_no_leak(s, Rng(1))
    play(s, "choose 2", "choose 2", "choose 9", "hit", "hit")
    v = s.view(0)
    assert v["stacks"] == [[6], [2, 5], [2, 4, 7], []] and v["active"] == [True, True, True, False]
    assert v["button"] == 2 and v["round"] == 1 and v["fold_cost"] == 2 and v["to_act"] == 0
    assert v["revealed"][9] == 2 and v["dead_size"] == 6 and v["dead_seen"][9] == 2
    assert v["log"][-1] == "seat 3 caught a pair of 9s and paid 9"
    assert_no_leak(s, Rng(2))


def test_clone_json_round_trip_and_independence():
    s = hx1()
    play(s, "choose 6", "choose 2", "choose 2", "choose 9", "hit")
    c = s.clone()
    data = json.loads(json.dumps(s.to_json()))
    r = HawthornState.from_json(data)
    assert r.to_json() == s.to_json()
    play(c, "hit")
    assert s.to_act == 3 and c.to_act == 0
    play(r, "hit")
    assert r.to_json() == c.to_json()
    q = s.clone(record=False)
    assert q.log == [] and q.apply("hit") == []


def test_events_name_every_public_happening():
    s = hx1()
    ev = s.log + play(s, "choose 6", "choose 2", "choose 2", "choose 9", "hit", "hit", "fold",
                      "hit", "play 1", "play 8", "hit")
    assert {"antes", "hand_start", "deal", "choose", "reveal", "tie", "tie_card", "button",
            "round", "hit", "pair", "out", "fold", "play", "pot_won"} <= set(kinds(ev))


# ---- property tests ----------------------------------------------------------------------


@given(st.integers(2, 6), st.integers(0, 2**32), st.lists(st.integers(0, 2**16), min_size=30, max_size=400),
       st.integers(1, 10), st.sampled_from([100, 12, 6]))
@settings(max_examples=100, deadline=None)
def test_random_sessions_keep_every_invariant(players, seed, choices, max_hands, bankroll):
    opts = {"max_hands": max_hands, "bankroll": bankroll}
    check_replay_and_json(HawthornState, players, seed, choices, opts)


@given(st.integers(2, 6), st.integers(0, 2**32), st.integers(1, 4))
@settings(max_examples=15, deadline=None)
def test_sessions_end_after_max_hands(players, seed, max_hands):
    s = HawthornState.new(players, {"max_hands": max_hands, "bankroll": 20}, Rng(seed))
    rng = Rng(seed)
    hands = 0
    while not s.is_over:
        if s.hand_over:
            s.next_hand()
        play_hand_randomly(s, rng)
        hands += 1
        assert hands <= max_hands
    assert s.session.pot == 0 and sum(s.session.chips) == 20 * players
    assert s.result()["over"] and s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.next_hand()
