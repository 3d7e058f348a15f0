"""Pairs (rule book, section 2): the worked examples PX-1..PX-6, options, refusals, and
property tests of random legal games."""

import json
import pathlib
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.engine.base import DealScript, EventSink
from pairs_table.engine.cards import PAIRS_DECK
from pairs_table.engine.errors import IllegalAction, ScenarioError
from pairs_table.engine.pairs import EVENT_DATA, FOLD, GAME, HIT, PairsState
from pairs_table.engine.pairsdeck import losing_score, low_tie
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import run_scenario

SCENARIOS = pathlib.Path(__file__).resolve().parents[1] / "scenarios"


def scripted(players, hands, deck, shuffles=(), seed=0, **kw):
    deal = DealScript([[h] for h in hands], list(deck), [list(s) for s in shuffles])
    return PairsState.new(players, {}, Rng(seed), deals=[deal], **kw)


def rest_of_deck(*used):
    """The 55-card multiset minus the given cards (as a sorted list)."""
    rest = Counter(PAIRS_DECK)
    for cards in used:
        rest.subtract(cards)
    assert all(v >= 0 for v in rest.values())
    return sorted(rest.elements())


def kinds(events):
    return [e.kind for e in events]


# ---- worked examples ------------------------------------------------------------------


def test_px1_tie_for_low_with_a_pair_thrown_away():
    s = scripted(4, [5, 3, 3, 8], [3, 7, 6, 9, 8])
    assert s.losing == 16 and s.dealer == 3
    assert s.stacks == [[5], [3, 7], [3, 6], [8]]
    assert s.to_act == 2
    thrown = [e for e in s.log if e.kind == "tie_pair_discarded"]
    assert [(e.seat, e.data["rank"]) for e in thrown] == [(1, 3)]
    assert [(e.seat, e.data["rank"]) for e in s.log if e.kind == "tie_card"] == [(1, 7), (2, 6)]
    assert s.view(0)["discard_seen"][3] == 1  # the thrown 3 was seen face up
    s.apply("hit")
    assert s.stacks[2] == [3, 6, 9] and s.to_act == 3
    events = s.apply("hit")
    assert kinds(events) == ["hit", "pair", "round_end"]
    assert events[1].data == {"rank": 8, "points": 8, "score": 8}
    assert s.scores == [0, 0, 0, 8]
    assert s.score_piles == [[], [], [], [8]]
    assert s.hand_over and not s.is_over and s.to_act is None
    assert s.stacks == [[], [], [], []]
    assert s.result()["winners"] is None
    s.next_hand()
    assert s.dealer == 0


def test_px2_fold_takes_the_lowest_card_on_the_table():
    s = PairsState.from_position(3, [[2, 9], [4, 6], [5, 7]], 1)
    assert s.losing == 21
    before = Counter(s.discard)
    events = s.apply("fold")
    fold = events[0]
    assert fold.kind == "fold" and fold.seat == 1
    assert fold.data == {"rank": 2, "from_seat": 0, "points": 2, "score": 2}
    assert s.scores == [0, 2, 0]
    assert s.score_piles[1] == [2]
    assert Counter(s.discard) - before == Counter([9, 4, 6, 5, 7])
    assert s.hand_over


def test_px3_fold_onto_your_own_card():
    s = PairsState.from_position(2, [[1, 8], [3, 6]], 0)
    events = s.apply("fold")
    assert events[0].data["from_seat"] == 0 and events[0].data["points"] == 1
    assert s.scores == [1, 0]


def test_px4_the_losing_score_is_reached():
    s = scripted(2, [4, 7], [9, 5, 4], scores=[27, 0])
    s.apply("hit")
    s.apply("hit")
    assert s.stacks[0] == [4, 9]
    events = s.apply("hit")
    assert kinds(events) == ["hit", "pair", "round_end", "game_lost"]
    assert s.scores == [31, 0]
    assert s.is_over and s.hand_over and s.loser == 0
    assert s.result()["winners"] == [1]
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction, match="game is over"):
        s.apply("fold")
    with pytest.raises(IllegalAction):
        s.next_hand()


def test_px5_running_out_in_the_middle_of_a_round():
    burned = [10, 10, 10, 9, 9]
    face_up = [9, 9, 8, 8, 8, 7, 7]  # 12 discards in all
    stacks = [[3, 5], [1, 2], [4, 6]]
    piles = [rest_of_deck(burned, face_up, *stacks), [], []]
    s = PairsState.from_position(3, stacks, 1, draw=[], discard=face_up, burned=burned,
                                 score_piles=piles)
    assert s.card_count() == 55
    events = s.apply("hit")
    assert kinds(events) == ["reshuffle", "hit"]
    assert events[0].data == {"shuffled": 12, "burned": 5, "draw": 7}
    drawn = events[1].data["rank"]
    assert len(s.draw) == 6 and len(s.discard) == 5 and s.burned == 5
    assert s.stacks == [[3, 5], [1, 2, drawn], [4, 6]]  # stacks untouched but B's new card
    assert s.score_piles == [piles[0], [], []]  # score piles untouched
    assert s.view(0)["discard_seen"] == [0] * 11  # nothing seen since the reshuffle


def test_px5_scripted_reshuffle_order():
    scn = json.loads((SCENARIOS / "pairs-PX-5.json").read_text())
    expect = scn.pop("expect")
    scn.pop("note")
    out = run_scenario(scn)
    for key, value in expect.items():
        assert out[key] == value
    assert "the 12 discards are shuffled into a new draw pile and 5 burned" in out["log"]


def test_px6_losing_score_lookup():
    table = {2: 31, 3: 21, 4: 16, 5: 13, 6: 11, 7: 11, 8: 11}
    formula = {2: 31, 3: 21, 4: 16, 5: 13, 6: 11, 7: 9, 8: 8}
    for n in range(2, 9):
        assert losing_score(n) == table[n]
        assert losing_score(n, "formula") == formula[n]
        assert PairsState.new(n, {}, Rng(n)).losing == table[n]
        assert PairsState.new(n, {"losing_score_mode": "formula"}, Rng(n)).losing == formula[n]


# ---- more rules ---------------------------------------------------------------------


def test_first_deal_follows_the_dealer_and_the_lowest_card_starts():
    s = scripted(3, [6, 2, 9], [], dealer=0)
    # The deal starts left of dealer 0: seat 1, seat 2, then seat 0.
    deals = [(e.seat, e.data["rank"]) for e in s.log if e.kind == "deal"]
    assert deals == [(1, 2), (2, 9), (0, 6)]
    assert s.to_act == 1 and s.stacks == [[6], [2], [9]]


def test_hit_without_a_pair_passes_the_turn_clockwise():
    s = scripted(3, [4, 5, 6], [7, 8, 9, 10])
    assert s.to_act == 0
    s.apply("hit")
    assert s.to_act == 1
    s.apply("hit")
    s.apply("hit")
    assert s.to_act == 0 and s.stacks == [[4, 7], [5, 8], [6, 9]]


def test_tie_that_cannot_be_broken_goes_to_the_first_tied_seat():
    # Every card that can still be drawn pairs the tied seats: LOW-TIE cannot supply a
    # card, so the first tied seat in dealing order wins (rule 1.4).
    piles = [rest_of_deck([5], [5, 5, 5]), []]
    s = PairsState.from_position(2, [[5], []], 0, draw=[5, 5, 5], score_piles=piles)
    s.apply("fold")
    events = s.next_hand()  # dealer 0: seat 1 then seat 0 are dealt a 5 each
    assert [(e.seat, e.data["rank"]) for e in events if e.kind == "deal"] == [(1, 5), (0, 5)]
    assert "tie_no_card" in kinds(events)
    assert s.to_act == 1
    assert s.stacks == [[5], [5]] and s.draw == [5]


def test_low_tie_deals_nothing_when_every_reachable_card_pairs():
    # Ruling L-T, as the games share it: the check comes before each card is dealt, so a
    # tie no card could end is over at once, with no card drawn or thrown away.
    drawn = []

    def draw():
        drawn.append(5)
        return 5

    stacks, discard, events = [[5], [5], [7]], [], EventSink()
    won = low_tie([1, 0], 2, 3, stacks, draw, discard, keep_pairs=False, events=events,
                  reachable=lambda: [5, 5])
    assert won == 0 and drawn == [] and discard == [] and stacks == [[5], [5], [7]]
    assert kinds(events) == ["tie_no_card"] and events[0].data == {"winner": 0}
    # one card that fits is enough to deal on, pairing cards before it are thrown away;
    # then nothing left could end seat 1's part, so seat 0, first in dealing order, wins
    pile = [6, 5]
    won = low_tie([0, 1], 2, 3, stacks, pile.pop, discard, keep_pairs=False,
                  reachable=lambda: pile + discard)
    assert won == 0 and discard == [5] and stacks[:2] == [[5, 6], [5]]
    # KEEP_PAIRS mode keeps every dealt card, so it never asks
    stacks = [[10], [10]]
    assert low_tie([0, 1], 1, 2, stacks, [4, 10].pop, [], keep_pairs=True, reachable=lambda: []) == 1
    assert stacks == [[10, 10], [10, 4]]


def test_no_card_at_all_makes_hit_illegal_and_fold_forced():
    stacks = [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [2, 3, 4, 5, 6, 7, 8, 9, 10]]
    piles = [rest_of_deck(*stacks), []]
    s = PairsState.from_position(2, stacks, 1, draw=[], score_piles=piles)
    assert s.legal_strings() == ["fold"]
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        s.apply("hit")
    msg = str(err.value)
    assert "'hit'" in msg and "no card can be drawn" in msg and "fold" in msg
    assert s.to_json() == before
    s.apply("fold")
    assert s.scores == [0, 1]


def test_illegal_actions_are_refused_and_leave_the_state_unchanged():
    s = PairsState.new(4, {}, Rng(3))
    before = s.to_json()
    for bad in ("stand", "hit 2", "take 3", ""):
        with pytest.raises(IllegalAction) as err:
            s.apply(bad)
        assert repr(bad) in str(err.value) and "not an action of Pairs" in str(err.value)
        assert err.value.code == "unknown_action" and err.value.params["forms"] == ["hit", "fold"]
        assert s.to_json() == before
    with pytest.raises(IllegalAction, match="still being played"):
        s.next_hand()
    s.apply("FOLD")  # any case is accepted
    after = s.to_json()
    with pytest.raises(IllegalAction) as err:
        s.apply("hit")
    assert "'hit' is not legal: the round is over" in str(err.value)
    assert s.to_json() == after


def test_scenario_deal_errors():
    with pytest.raises(ScenarioError, match="unlisted for the burn"):
        scripted(2, [1, 2], rest_of_deck([1, 2])[:49])
    with pytest.raises(ScenarioError, match="copies of card 1"):
        scripted(2, [1, 1], [])
    with pytest.raises(ScenarioError, match="one starting card"):
        PairsState.new(2, {}, Rng(0), deals=[DealScript([[3, 4], [5]], [], [])])
    with pytest.raises(ScenarioError, match="losing score"):
        PairsState.new(2, {}, Rng(0), scores=[31, 0])
    with pytest.raises(ScenarioError, match="takes 2 to 8 players"):
        PairsState.new(9, {}, Rng(0))


def test_scripted_deal_puts_the_burn_and_the_rest_after_the_listed_cards():
    s = scripted(2, [5, 6], [7, 8], seed=11)
    assert s.draw[::-1][:2] == [7, 8]
    unlisted = Counter(rest_of_deck([5, 6, 7, 8]))
    assert Counter(s.discard) + Counter(s.draw[::-1][2:]) == unlisted
    assert len(s.discard) == 5 and s.burned == 5
    again = scripted(2, [5, 6], [7, 8], seed=11)
    assert again.draw == s.draw and again.discard == s.discard


# ---- options ------------------------------------------------------------------------


@pytest.mark.parametrize("given,stored", [(False, False), (0, False), (True, 1), (1, 1), (5, 5)])
def test_pairs_stake_values(given, stored):
    assert GAME.resolve_options({"pairs_stake": given})["pairs_stake"] == stored


@pytest.mark.parametrize("bad", [-1, 1.5, "2", None, [1]])
def test_pairs_stake_bad_values(bad):
    with pytest.raises(ScenarioError, match="pairs_stake"):
        GAME.resolve_options({"pairs_stake": bad})


def test_losing_score_mode_bad_value():
    with pytest.raises(ScenarioError, match="losing_score_mode"):
        GAME.resolve_options({"losing_score_mode": "table2"})
    with pytest.raises(ScenarioError, match="not an option"):
        GAME.resolve_options({"bankroll": 100})


def stake_game(stake, chips=None):
    deal = DealScript([[4], [7], [8]], [9, 5, 6, 4], [])
    return PairsState.new(3, {"pairs_stake": stake}, Rng(0), deals=[deal], scores=[18, 0, 0],
                          chips=chips)


def test_stake_off_has_no_chips():
    s = stake_game(False)
    for _ in range(4):
        s.apply("hit")
    assert s.is_over and s.result()["chips"] is None and s.result()["pot"] is None
    with pytest.raises(ScenarioError, match="no chips"):
        stake_game(False, chips=[10, 10, 10])


def test_stake_loser_pays_each_other_player():
    s = stake_game(3)
    assert s.result()["chips"] == [100, 100, 100]
    for _ in range(4):
        s.apply("hit")
    assert s.loser == 0 and s.scores == [22, 0, 0]
    assert s.result()["chips"] == [94, 103, 103]
    stake = s.log[-1]
    assert stake.kind == "stake" and stake.data == {"paid": [-6, 3, 3], "chips": [94, 103, 103]}


def test_stake_short_payment_has_no_debt():
    s = stake_game(3, chips=[4, 10, 20])
    for _ in range(4):
        s.apply("hit")
    # Seat 0 owes 3 to seat 1 and 3 to seat 2 but has 4: pays 3, then 1, owes nothing more.
    assert s.result()["chips"] == [0, 13, 21]


def test_next_game_carries_chips_and_moves_the_dealer():
    s = stake_game(2)
    for _ in range(4):
        s.apply("hit")
    g = s.next_game()
    assert g.chips == s.chips and g.dealer == (s.dealer + 1) % 3
    assert g.scores == [0, 0, 0] and not g.is_over and g.card_count() == 55
    assert g.options == s.options


# ---- property tests ------------------------------------------------------------------


def check_invariants(s: PairsState, prev_scores):
    # Rule 7.4: the 55 cards are always accounted for.
    places = Counter(s.draw) + Counter(s.discard)
    for cards in s.stacks + s.score_piles:
        places.update(cards)
    assert places == Counter(PAIRS_DECK)
    # No stack holds a pair after an action resolves.
    for stack in s.stacks:
        assert len(set(stack)) == len(stack)
    # The public card counts are exact.
    view = s.view(0)
    unseen = Counter(s.draw) + Counter(s.discard[:s.burned])
    assert view["unseen"] == [unseen[r] for r in range(11)]
    assert view["discard_seen"] == [Counter(s.discard[s.burned:])[r] for r in range(11)]
    assert view["draw_size"] + view["burned"] == sum(view["unseen"])
    assert all(s.scores[i] >= prev_scores[i] for i in range(s.players))
    json.dumps(view)
    if s.chips is not None:
        assert sum(s.chips) == 100 * s.players and min(s.chips) >= 0
    if s.hand_over:
        assert s.to_act is None and s.legal_actions() == []
        assert all(not st for st in s.stacks)
    else:
        assert 0 <= s.to_act < s.players
        assert (HIT in s.legal_actions()) == bool(s.draw or s.discard)
        assert FOLD in s.legal_actions()
    if s.is_over:
        assert s.scores[s.loser] >= s.losing
        assert sorted(s.result()["winners"] + [s.loser]) == list(range(s.players))
    assert all(x < s.losing for i, x in enumerate(s.scores) if i != s.loser)


def random_game(players, seed, hit_bias, options=None, record=True, check=None, stop_after=None):
    """Play a random legal game; return the state and the action strings."""
    s = PairsState.new(players, options or {}, Rng(seed), record=record)
    pick = Rng(seed ^ 0x5EED)
    actions = []
    while not s.is_over:
        if s.hand_over:
            s.next_hand()
            actions.append(None)
        legal = s.legal_strings()
        act = "hit" if "hit" in legal and pick.random() < hit_bias else "fold"
        prev = list(s.scores)
        events = s.apply(act)
        actions.append(act)
        if check:
            check(s, prev)
            if record:
                for e in events:
                    assert set(e.data) == set(EVENT_DATA[e.kind]), e.kind
        if stop_after is not None and len(actions) >= stop_after:
            break
    return s, actions


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**64 - 1),
       hit_bias=st.sampled_from([0.3, 0.7, 0.9, 1.0]),
       mode=st.sampled_from(["table", "formula"]), stake=st.sampled_from([False, 1, 4]))
def test_random_games_keep_every_invariant(players, seed, hit_bias, mode, stake):
    options = {"losing_score_mode": mode, "pairs_stake": stake}
    s, actions = random_game(players, seed, hit_bias, options, check=check_invariants)
    assert s.is_over
    assert sum(1 for e in s.log if e.kind == "game_lost") == 1


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**64 - 1), cut=st.integers(1, 60))
def test_json_round_trip_mid_game(players, seed, cut):
    s, _ = random_game(players, seed, 0.8, stop_after=cut)
    data = json.loads(json.dumps(s.to_json()))
    t = PairsState.from_json(data)
    assert t.to_json() == s.to_json()
    assert t.view(1) == s.view(1) and t.result() == s.result()
    # Both go on identically (the generator and the script travel with the state).
    for state in (s, t):
        pick = Rng(seed)
        for _ in range(40):
            if state.is_over:
                break
            if state.hand_over:
                state.next_hand()
            state.apply(pick.choice(state.legal_actions()))
    assert t.to_json() == s.to_json()


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**64 - 1), cut=st.integers(1, 40))
def test_clone_is_independent(players, seed, cut):
    s, _ = random_game(players, seed, 0.8, options={"pairs_stake": 2}, stop_after=cut)
    if s.is_over:
        return
    before = s.to_json()
    c = s.clone()
    assert c.to_json() == before
    pick = Rng(seed)
    moves = []
    for _ in range(30):
        if c.is_over:
            break
        if c.hand_over:
            c.next_hand()
            moves.append(None)
        a = pick.choice(c.legal_actions())
        c.apply(a)
        moves.append(a)
    assert s.to_json() == before  # the original did not move
    for a in moves:
        s.next_hand() if a is None else s.apply(a)
    assert s.to_json() == c.to_json()
    quiet = s.clone(record=False)
    assert quiet.log == [] and quiet.record is False


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**64 - 1))
def test_replay_from_seed_and_actions(players, seed):
    s, actions = random_game(players, seed, 0.75)
    r = PairsState.new(players, {}, Rng(seed))
    for a in actions:
        r.next_hand() if a is None else r.apply(a)
    assert r.public_log() == s.public_log()
    assert r.result() == s.result()
    # Without recording, the same game is played and nothing is logged.
    q = PairsState.new(players, {}, Rng(seed), record=False)
    for a in actions:
        assert (q.next_hand() if a is None else q.apply(a)) == []
    assert q.log == [] and q.result() == s.result()


def test_view_is_public_and_json():
    s = PairsState.new(5, {}, Rng(8))
    v = s.view(2)
    assert v["seat"] == 2 and v["to_act"] == s.to_act and v["legal"] == ["hit", "fold"]
    assert v["losing_score"] == 13 and v["draw_size"] == len(s.draw) and v["burned"] == 5
    assert v["lowest"] == min(c for st in s.stacks for c in st)
    assert v["log"] == s.public_log()
    assert json.loads(json.dumps(v)) == v
    assert {k: x for k, x in s.view(0).items() if k != "seat"} == {k: x for k, x in v.items() if k != "seat"}

