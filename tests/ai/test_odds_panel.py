"""The odds added for the odds panel, against brute force: the chance to pair within N
draws (every order of a small pool), Blackstone's bust chance per take (counting the
subsets of the pile), and the chip games' odds from a real view against the cards the
state really hides."""

import itertools
from fractions import Fraction
from math import comb

import pytest

from pairs_table.ai.odds import seat_odds, pair_probability, pair_within
from pairs_table.engine.blackstone import BlackstoneState
from pairs_table.engine.goblins_poker import GoblinsPokerState
from pairs_table.engine.hawthorn import HawthornState
from pairs_table.engine.rng import Rng


def _pool(counts):
    return [r for r in range(len(counts)) for _ in range(counts[r])]


def _pair_within_by_orders(stack, counts, draws):
    pool = _pool(counts)
    hit = total = 0
    for order in itertools.permutations(range(len(pool)), min(draws, len(pool))):
        total += 1
        held = set(stack)
        for i in order:
            if pool[i] in held:
                hit += 1
                break
            held.add(pool[i])
    return Fraction(hit, total)


@pytest.mark.parametrize("counts,stack", [([0, 1, 2, 0, 1, 0, 0, 1, 0, 0, 2], [2, 7]),
                                          ([0, 0, 1, 1, 2, 1, 0, 0, 0, 2, 0], [9]),
                                          ([0, 1, 0, 3, 0, 2, 0, 0, 0, 0, 1], []),
                                          ([0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0], [8])])
@pytest.mark.parametrize("draws", [1, 2, 3])
def test_pair_within_matches_every_order_of_the_pool(counts, stack, draws):
    assert pair_within(stack, counts, draws, exact=True) == _pair_within_by_orders(stack, counts, draws)


def test_pair_within_one_draw_is_the_pair_probability():
    counts = [0, 1, 2, 3, 0, 5, 0, 7, 0, 0, 4]
    for stack in ([1], [3, 7], [2, 5, 10], []):
        assert pair_within(stack, counts, 1, exact=True) == pair_probability(stack, counts, exact=True)
    assert pair_within([3], counts, 0, exact=True) == 0


def _play(state, rng, steps):
    for _ in range(steps):
        if state.hand_over or state.is_over:
            break
        legal = state.legal_strings()
        state.apply(legal[rng.below(len(legal))])
    return state


def test_blackstone_bust_odds_from_a_view_count_the_subsets_of_the_pile():
    checked = 0
    for seed in range(6):
        st = _play(BlackstoneState.new(3, {}, Rng(seed)), Rng(seed + 50), seed % 3)
        if st.hand_over:
            continue
        seat = st.to_act
        v = st.view(seat)
        odds = seat_odds(v, exact=True)
        tens = st.draw.count(10)
        whites = len(st.draw) - tens
        need = 2 - v["stones"][seat]
        d = len(st.draw)
        assert list(odds["bust"]) == list(range(max(1, v["M"]), min(d, v["M"] + 5) + 1))
        for n, p in odds["bust"].items():
            # a take of n busts when its n cards hold `need` tens or more
            want = Fraction(sum(comb(tens, k) * comb(whites, n - k) for k in range(need, n + 1)), comb(d, n))
            assert p == want
            checked += 1
        assert odds["pass"] == v["pass_cost"] and odds["bust_cost"] == v["bust_cost"]
    assert checked >= 10


@pytest.mark.parametrize("cls", [HawthornState, GoblinsPokerState])
def test_chip_odds_from_a_view_use_exactly_the_cards_the_seat_cannot_see(cls):
    checked = 0
    for seed in range(8):
        st = _play(cls.new(4, {}, Rng(seed)), Rng(seed + 9), 4 + seed % 5)
        if st.hand_over or st.phase != "play" and cls is HawthornState or st.to_act is None:
            continue
        seat = st.to_act
        v = st.view(seat)
        # the hidden cards, from the state itself: draw pile, hidden dead cards, other hands,
        # face-down centre cards
        hidden = list(st.draw) + list(st.dead_hidden)
        for t in range(st.players):
            if t != seat:
                hidden += list(st.hands[t])
        for attr in ("choices", "played"):
            for t, c in enumerate(getattr(st, attr, None) or []):
                if t != seat and c is not None:
                    hidden.append(c)
        stack = st.stacks[seat]
        odds = seat_odds(v, exact=True)
        if cls is HawthornState:
            assert odds["pair"] == Fraction(sum(hidden.count(r) for r in set(stack)), len(hidden))
            assert 0 <= odds["pair2"] - odds["pair"] <= 1
            assert odds["fold"] == v["L"]
            assert odds["safe"] == sorted({r for r in st.hands[seat] if r not in stack})
        else:
            players = sum(v["active"])
            for card, p in odds["play"].items():
                own = Fraction(1 if card in stack else 0, players)
                other = Fraction(sum(hidden.count(r) for r in set(stack)), len(hidden))
                assert p == own + Fraction(players - 1, players) * other
            assert odds["pass"] == v["pass_cost"]
        checked += 1
    assert checked >= 3
