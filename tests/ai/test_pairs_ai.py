"""Pairs agents and the exact odds: legal choices, determinism, brute-force odds, strength."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from pairs_table.ai import LEVELS, RandomAgent, available_levels, make_agent, play_game
from pairs_table.ai.odds import (hit_expected_points, next_card_counts, pair_probability,
                                 rank_probabilities, view_odds)
from pairs_table.ai.pairs import BaselineAgent, NormalAgent
from pairs_table.engine.base import DealScript
from pairs_table.engine.cards import PAIRS_DECK
from pairs_table.engine.pairs import PairsState
from pairs_table.engine.rng import Rng

PAIRS_LEVELS = ("random", "baseline", "normal")


def rest_of_deck(*used):
    rest = Counter(PAIRS_DECK)
    for cards in used:
        rest.subtract(cards)
    assert all(v >= 0 for v in rest.values())
    return sorted(rest.elements())


def public(view):
    return {k: v for k, v in view.items() if k != "log"}


# ---- registry ---------------------------------------------------------------------------


def test_registry():
    assert available_levels("pairs") == list(PAIRS_LEVELS)
    assert isinstance(make_agent("pairs", "baseline"), BaselineAgent)
    assert isinstance(make_agent("pairs", "normal", depth=1), NormalAgent)
    assert isinstance(make_agent("hawthorn", "random"), RandomAgent)
    assert set(PAIRS_LEVELS) <= set(LEVELS)
    with pytest.raises(ValueError, match="no 'hard' agent for pairs"):
        make_agent("pairs", "hard")
    with pytest.raises(ValueError, match="not an AI level"):
        make_agent("pairs", "expert")
    with pytest.raises(ValueError, match="not a game"):
        make_agent("poker", "random")


# ---- legal and deterministic choices ------------------------------------------------------


def test_agents_choose_legal_actions_in_many_positions():
    agents = [make_agent("pairs", lv) for lv in PAIRS_LEVELS]
    asked = Counter()
    for seed in range(150):
        players = 2 + seed % 7
        s = PairsState.new(players, {}, Rng(seed), record=False)
        mover = Rng(seed + 1000)
        for _ in range(150):
            if s.is_over:
                break
            if s.hand_over:
                s.next_hand()
            legal = s.legal_strings()
            view = s.view(s.to_act)
            for agent in agents:
                assert agent.choose(view, legal, Rng(seed)) in legal
                asked[agent.level] += 1
            s.apply(mover.choice(legal))
    assert min(asked.values()) > 2000
    # Only FOLD is legal when no card can be drawn.
    stacks = [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [2, 3, 4, 5, 6, 7, 8, 9, 10]]
    s = PairsState.from_position(2, stacks, 1, draw=[], score_piles=[rest_of_deck(*stacks), []])
    for agent in agents:
        assert agent.choose(s.view(1), ["fold"], Rng(0)) == "fold"


def test_agents_are_deterministic_for_a_seed():
    def game(levels, seed):
        s = PairsState.new(len(levels), {}, Rng(seed))
        play_game(s, [make_agent("pairs", lv) for lv in levels], Rng(seed + 1))
        return s.public_log(), s.result()

    levels = ["random", "normal", "baseline", "random"]
    assert game(levels, 5) == game(levels, 5)
    assert game(levels, 5) != game(levels, 6)
    r = RandomAgent()
    picks = [r.choose({}, ["hit", "fold"], Rng(9)) for _ in range(3)]
    assert len(set(picks)) == 1
    rng = Rng(4)
    many = [r.choose({}, ["hit", "fold"], rng) for _ in range(200)]
    assert set(many) == {"hit", "fold"}


# ---- the baseline rule --------------------------------------------------------------------


@pytest.mark.parametrize("stacks,seat,expected", [
    ([[2, 9], [4]], 1, "hit"),  # L = 2 but my highest is 4
    ([[2, 5], [4, 6]], 1, "fold"),  # L = 2 and my highest is 6
    ([[3, 5], [4, 6]], 1, "hit"),  # L = 3
    ([[3], [4, 6, 7, 8]], 1, "fold"),  # 4 cards
    ([[1], [10]], 1, "fold"),
])
def test_baseline_rule(stacks, seat, expected):
    s = PairsState.from_position(2, stacks, seat, rng=Rng(2))
    assert BaselineAgent().choose(s.view(seat), ["hit", "fold"], Rng(0)) == expected


# ---- exact odds -----------------------------------------------------------------------------


def test_odds_by_hand():
    counts = [0, 0, 0, 2, 0, 1, 0, 5, 0, 0, 0]
    assert pair_probability([3, 5], counts, exact=True) == Fraction(3, 8)
    assert hit_expected_points([3, 5], counts, exact=True) == Fraction(11, 8)
    assert pair_probability([4], counts) == 0.0
    assert rank_probabilities(counts, exact=True)[7] == Fraction(5, 8)
    assert pair_probability([3], [0] * 11) == 0.0


def brute_force_hit(build, orders):
    """Apply HIT in every equally likely arrangement of the hidden cards and average the
    outcome: (probability the hit pairs, expected points it scores, the public views)."""
    pairs = points = 0
    views = set()
    for order in orders:
        s = build(list(order))
        views.add(repr(public(s.view(0))))
        before = s.scores[0]
        s.apply("hit")
        gained = s.scores[0] - before
        pairs += gained > 0
        points += gained
    return Fraction(pairs, len(orders)), Fraction(points, len(orders)), views


def test_odds_equal_brute_force_with_burned_cards():
    hidden = [3, 5, 7, 9, 9, 10]  # 2 burned cards and a draw pile of 4, order unknown
    stacks = [[3, 5, 9], [7]]
    face_up = [8, 8]

    def build(order):
        burned, draw = order[:2], order[2:]
        piles = [rest_of_deck(hidden, face_up, *stacks), []]
        return PairsState.from_position(2, stacks, 0, draw=draw, burned=burned, discard=face_up,
                                        score_piles=piles)

    orders = list(itertools.permutations(hidden))
    p, e, views = brute_force_hit(build, orders)
    assert len(views) == 1  # the view does not depend on the hidden order
    view = build(list(hidden)).view(0)
    assert next_card_counts(view) == [Counter(hidden)[r] for r in range(11)]
    odds = view_odds(view, exact=True)
    assert odds["pair"] == p == Fraction(4, 6)
    assert odds["expected"] == e
    assert odds["fold"] == 3


def test_odds_equal_brute_force_when_the_discards_are_reshuffled():
    burned = [4, 10]
    face_up = [6, 6, 9]  # the draw pile is empty: the 5 discards are shuffled, 4 burned
    stacks = [[6, 2], [7]]

    def build(order):
        piles = [rest_of_deck(burned, face_up, *stacks), []]
        s = PairsState.from_position(2, stacks, 0, draw=[], burned=burned, discard=face_up,
                                     score_piles=piles)
        s.shuffler.current = DealScript([], [], [order])
        return s

    orders = list(itertools.permutations(burned + face_up))
    p, e, views = brute_force_hit(build, orders)
    assert len(views) == 1
    view = build(burned + face_up).view(0)
    assert pair_probability(stacks[0], next_card_counts(view), exact=True) == p == Fraction(2, 5)
    assert hit_expected_points(stacks[0], next_card_counts(view), exact=True) == e == Fraction(12, 5)


# ---- the normal agent ---------------------------------------------------------------------


def test_normal_hits_when_the_card_cannot_pair():
    # Every other 8 and 9 is in a score pile: the hit cannot pair, and B may pair.
    stacks = [[8, 9], [4, 6]]
    gone = [8] * 7 + [9] * 8
    piles = [gone, []]
    s = PairsState.from_position(2, stacks, 0, score_piles=piles, rng=Rng(1))
    view = s.view(0)
    assert pair_probability(stacks[0], next_card_counts(view)) == 0.0
    fold, hit = NormalAgent().costs(view)
    assert fold == 4 and hit < fold
    assert NormalAgent().choose(view, ["hit", "fold"], Rng(0)) == "hit"


def test_normal_is_careful_near_the_losing_score():
    stacks = [[3, 10], [7, 9]]
    s = PairsState.from_position(2, stacks, 0, rng=Rng(3))
    far = s.view(0)
    near = dict(far, scores=[22, 0])  # a pair of 10s would now lose the game (31)
    agent = NormalAgent()
    assert agent.costs(near)[1] > agent.costs(far)[1]
    assert agent.choose(far, ["hit", "fold"], Rng(0)) == "hit"
    assert agent.choose(near, ["hit", "fold"], Rng(0)) == "fold"


def loss_rate(agent, others, players, games, seed):
    lost = 0
    for g in range(games):
        me = g % players
        agents = [agent if s == me else others for s in range(players)]
        s = PairsState.new(players, {}, Rng(seed * 7919 + g), record=False)
        play_game(s, agents, Rng(g))
        lost += s.loser == me
    return lost


def test_normal_beats_baseline():
    normal, baseline = make_agent("pairs", "normal"), make_agent("pairs", "baseline")
    games = 200
    lost = fair = 0
    for players in (2, 3, 4, 6):
        n = loss_rate(normal, baseline, players, games, seed=players)
        print(f"{players} players: one normal among baselines lost {n}/{games} games "
              f"(fair share {games / players:.0f})")
        lost += n
        fair += games / players
    print(f"in all: normal lost {lost}, fair share {fair:.0f}")
    assert lost < fair
