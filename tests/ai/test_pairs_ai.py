"""Pairs agents and the exact odds: legal choices, determinism, brute-force odds, strength,
and the hard agent's round search against an independent exact expectimax."""

import functools
import itertools
from collections import Counter
from fractions import Fraction

import pytest

from pairs_table.ai import LEVELS, RandomAgent, available_levels, make_agent, play_game
from pairs_table.ai.odds import (hit_expected_points, next_card_counts, pair_probability,
                                 rank_probabilities, view_odds)
from pairs_table.ai import parallel
from pairs_table.ai.pairs import (BaselineAgent, EasyAgent, HardAgent, NormalAgent, end_costs,
                                  loss_chances, search_job)
from pairs_table.engine.base import DealScript
from pairs_table.engine.cards import PAIRS_DECK
from pairs_table.engine.pairs import PairsState
from pairs_table.engine.rng import Rng

PAIRS_LEVELS = ("random", "baseline", "easy", "normal", "hard")
CHEAP_LEVELS = ("random", "baseline", "easy", "normal")


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
    assert isinstance(make_agent("pairs", "easy"), EasyAgent)
    assert make_agent("pairs", "hard", think_ms=50).think_ms == 50
    assert isinstance(make_agent("hawthorn", "random"), RandomAgent)
    assert set(PAIRS_LEVELS) == set(LEVELS)
    with pytest.raises(ValueError, match="not an AI level"):
        make_agent("pairs", "expert")
    with pytest.raises(ValueError, match="not a game"):
        make_agent("poker", "random")


# ---- legal and deterministic choices ------------------------------------------------------


def test_agents_choose_legal_actions_in_many_positions():
    agents = [make_agent("pairs", lv) for lv in CHEAP_LEVELS]
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
    for agent in agents + [HardAgent(depth=2)]:
        assert agent.choose(s.view(1), ["fold"], Rng(0)) == "fold"
    fold, hit = HardAgent(depth=2).costs(s.view(1), Rng(0))
    assert hit is None and sum(fold) == pytest.approx(1.0)


def test_hard_chooses_legal_actions_in_dozens_of_positions():
    hard = HardAgent(depth=3)
    seen = Counter()
    for seed in range(40):
        players = 2 + seed % 7
        s = PairsState.new(players, {}, Rng(seed), record=False)
        mover = Rng(seed + 500)
        for _ in range(mover.below(12)):
            if s.is_over:
                break
            if s.hand_over:
                s.next_hand()
            s.apply(mover.choice(s.legal_strings()))
        if s.is_over:
            continue
        if s.hand_over:
            s.next_hand()
        legal = s.legal_strings()
        action = hard.choose(s.view(s.to_act), legal, Rng(seed))
        assert action in legal
        seen[action] += 1
    assert sum(seen.values()) >= 30 and len(seen) == 2


def test_agents_are_deterministic_for_a_seed():
    def game(levels, seed):
        s = PairsState.new(len(levels), {}, Rng(seed))
        play_game(s, [make_agent("pairs", lv) for lv in levels], Rng(seed + 1))
        return s.public_log(), s.result()

    levels = ["random", "normal", "baseline", "easy"]
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
    assert fold == 4 and hit < fold - NormalAgent().timid
    assert NormalAgent().choose(view, ["hit", "fold"], Rng(0)) == "hit"


def test_normal_is_the_policy_made_timid():
    """The normal level's handicap: it hits only when hitting looks at least ``timid`` points
    cheaper than folding. In this opening position the policy's own odds favour a hit by
    less than that, so the policy hits and the normal level folds."""
    policy, normal = NormalAgent(timid=0), NormalAgent()
    assert normal.timid == 3
    found = 0
    for seed in range(40):
        s = PairsState.new(4, {}, Rng(seed), record=False)
        while not s.hand_over and len(s.legal_strings()) == 2:
            v = s.view(s.to_act)
            fold, hit = policy.costs(v)
            want = "hit" if hit < fold else "fold"
            assert policy.choose(v, ["hit", "fold"], Rng(0)) == want
            assert normal.choose(v, ["hit", "fold"], Rng(0)) == ("hit" if hit + 3 < fold else "fold")
            found += want == "hit" and hit + 3 >= fold
            s.apply(want)
    assert found >= 5  # positions where the handicap changes the move


def test_normal_is_careful_near_the_losing_score():
    stacks = [[3, 10], [7, 9]]
    s = PairsState.from_position(2, stacks, 0, rng=Rng(3))
    far = s.view(0)
    near = dict(far, scores=[22, 0])  # a pair of 10s would now lose the game (31)
    agent = NormalAgent(timid=0)
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


def test_the_normal_policy_beats_baseline():
    normal, baseline = make_agent("pairs", "normal", timid=0), make_agent("pairs", "baseline")
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


# ---- the easy agent -------------------------------------------------------------------------


@pytest.mark.parametrize("stacks,scores,expected", [
    ([[1], [8, 9, 3]], [0, 0], "fold"),  # three cards: it folds, even with a 1 to take
    ([[10], [8, 9, 10]], [0, 0], "fold"),
    ([[1, 9], [8]], [0, 22], "hit"),  # one card: it hits, whatever the scores
])
def test_easy_rules(stacks, scores, expected):
    s = PairsState.from_position(2, stacks, 1, scores=scores, rng=Rng(2))
    habit = EasyAgent()
    habit.careless = 0.0
    picks = {habit.choose(s.view(1), ["hit", "fold"], Rng(k)) for k in range(40)}
    assert picks == {expected}
    # careless: a coin decides one move in three, so the other move comes one time in six
    other = Counter(EasyAgent().choose(s.view(1), ["hit", "fold"], Rng(k)) != expected for k in range(1200))
    assert 0.12 < other[True] / 1200 < 0.21


def test_easy_counts_no_cards_and_sometimes_loses_its_nerve():
    # Every other 8 is gone: the odds-based agent sees it, the easy one does not look
    stacks = [[8, 9], [6]]
    gone = [8] * 7 + [9] * 8 + [10] * 9
    s = PairsState.from_position(2, stacks, 0, score_piles=[gone, []], rng=Rng(1))
    fresh = PairsState.from_position(2, stacks, 0, rng=Rng(1))
    easy = EasyAgent()
    easy.careless = 0.0
    for k in range(30):
        assert easy.choose(s.view(0), ["hit", "fold"], Rng(k)) == easy.choose(fresh.view(0), ["hit", "fold"], Rng(k))
    # With two cards it folds one time in four and hits otherwise
    picks = Counter(easy.choose(fresh.view(0), ["hit", "fold"], Rng(k)) for k in range(800))
    assert 0.18 < picks["fold"] / 800 < 0.32
    # with no card to draw it folds
    assert easy.choose(fresh.view(0), ["fold"], Rng(0)) == "fold"


# ---- the hard agent's objective -------------------------------------------------------------


def test_loss_chances():
    even = loss_chances((0, 0, 0, 0), 16)
    assert even == pytest.approx((0.25,) * 4)
    assert loss_chances((31, 4), 31) == (1.0, 0.0)
    assert loss_chances((3, 16, 0), 21)[1] > 0.5
    for n, limit in ((2, 31), (3, 21), (8, 11)):
        for me in range(limit):
            p = loss_chances((me,) + (limit // 2,) * (n - 1), limit)
            assert sum(p) == pytest.approx(1.0)
            if me:  # more points, closer to losing
                assert p[0] > loss_chances((me - 1,) + (limit // 2,) * (n - 1), limit)[0]
    end = end_costs((10, 22), 31)
    assert end[1][9] == (0.0, 1.0)  # a pair of 9s takes seat 1 to 31: it loses
    assert end[1][8][1] < 1.0 and end[1][8] == loss_chances((10, 30), 31)
    assert end[0][0] == loss_chances((10, 22), 31)


# ---- the hard agent against an independent exact expectimax ----------------------------------


def reference_costs(view):
    """Exact expectimax of the round from the view, written plainly: the state is the
    stacks, whose turn it is, the unseen counts, the draw and discard sizes and the face-up
    discards; each player picks the action with the lower expected cost for themselves
    (cost: ``end_costs``); an empty draw pile is refilled by rule 2.8. Returns every seat's
    (cost of folding, expected cost of hitting) for the seat to act."""
    n, me = view["players"], view["to_act"]
    end = end_costs(tuple(view["scores"]), view["losing_score"])

    def hit(stacks, turn, unseen, draw, disc, disc_seen):
        if draw == 0:  # reshuffle all discards, burn min(5, size - 1)
            unseen = tuple(u + d for u, d in zip(unseen, disc_seen))
            burn = min(5, disc - 1)
            draw, disc, disc_seen = disc - burn, burn, (0,) * 11
        total = sum(unseen)
        out = [0.0] * n
        for r in range(1, 11):
            if not unseen[r]:
                continue
            p = unseen[r] / total
            if r in stacks[turn]:
                v = end[turn][r]
            else:
                grown = tuple(st | {r} if s == turn else st for s, st in enumerate(stacks))
                fewer = tuple(u - (k == r) for k, u in enumerate(unseen))
                v = value(grown, (turn + 1) % n, fewer, draw - 1, disc, disc_seen)
            out = [o + p * x for o, x in zip(out, v)]
        return out

    @functools.cache
    def value(stacks, turn, unseen, draw, disc, disc_seen):
        fold = end[turn][min(min(st) for st in stacks if st)]
        if draw == 0 and disc == 0:
            return fold
        h = hit(stacks, turn, unseen, draw, disc, disc_seen)
        return h if h[turn] < fold[turn] else fold

    stacks = tuple(frozenset(st) for st in view["stacks"])
    return end[me][view["lowest"]], hit(stacks, me, tuple(view["unseen"]), view["draw_size"],
                                        view["discard_size"], tuple(view["discard_seen"]))


def random_positions(count, players=2, min_cards=6):
    """Positions (views of the seat to act, HIT legal) reached by seeded random play that
    hits 80 % of the time, with at least ``min_cards`` cards on the stacks."""
    out = []
    game = 0
    while len(out) < count:
        s = PairsState.new(players, {}, Rng(game), record=False)
        mover = Rng(game + 10**6)
        while not s.is_over and len(out) < count:
            if s.hand_over:
                s.next_hand()
                continue
            if sum(map(len, s.stacks)) >= min_cards and "hit" in s.legal_strings():
                out.append(s.view(s.to_act))
            s.apply("hit" if mover.random() < 0.8 else "fold")
        game += 1
    return out


def decide(costs, seat):
    fold, hit = costs
    return "hit" if hit[seat] < fold[seat] else "fold"


def test_hard_matches_an_exact_expectimax():
    views = random_positions(300)
    assert sum(v["draw_size"] <= 8 for v in views) >= 10  # some trees hold a reshuffle
    hard, shallow, normal = HardAgent(depth=99), HardAgent(depth=3), NormalAgent()
    agree = Counter()
    decisions = Counter()
    for v in views:
        me = v["seat"]
        exact = reference_costs(v)
        ref = decide(exact, me)
        decisions[ref] += 1
        fold, hit = hard.costs(v, Rng(0))
        assert fold == pytest.approx(exact[0]) and hit == pytest.approx(exact[1])
        agree["hard"] += hard.choose(v, ["hit", "fold"], Rng(0)) == ref
        agree["hard depth 3"] += shallow.choose(v, ["hit", "fold"], Rng(0)) == ref
        agree["normal"] += normal.choose(v, ["hit", "fold"], Rng(0)) == ref
    print(f"exact decisions {dict(decisions)}; agreement out of {len(views)}: {dict(agree)}")
    assert min(decisions.values()) >= 30  # both actions are often right
    assert agree["hard"] >= 0.99 * len(views)
    assert agree["normal"] < len(views)  # the check can tell a weaker policy apart


def test_hard_values_an_empty_draw_pile_by_the_reshuffle():
    # Draw pile empty: the 2 burned cards and the face-up discards are reshuffled.
    stacks = [[3, 9], [4, 10]]
    burned, face_up = [2, 7], [9, 9, 5, 6, 6]
    piles = [rest_of_deck(burned, face_up, *stacks), []]
    s = PairsState.from_position(2, stacks, 0, draw=[], burned=burned, discard=face_up,
                                 score_piles=piles, scores=[12, 17])
    v = s.view(0)
    fold, hit = HardAgent(depth=99).costs(v, Rng(0))
    ref_fold, ref_hit = reference_costs(v)
    assert fold == pytest.approx(ref_fold) and hit == pytest.approx(ref_hit)
    # By hand: the next card is one of 2, 7, 9, 9, 5, 6, 6; a 9 (2 of 7) pairs for 9 points.
    assert next_card_counts(v)[9] == 2 and sum(next_card_counts(v)) == 7


def test_hard_does_not_peek():
    """Two full states with the same view for the seat to act (the draw pile and the burned
    cards dealt differently) give the same decision and the same values."""
    checked = 0
    for k, v0 in enumerate(random_positions(12, players=3, min_cards=3)):
        stacks = v0["stacks"]
        me = v0["to_act"]
        piles = [[] for _ in stacks]
        hidden = rest_of_deck(*stacks)
        states = []
        for seed in (1, 2):
            order = list(hidden)
            Rng(seed * 100 + k).shuffle(order)
            states.append(PairsState.from_position(3, stacks, me, draw=order[5:], burned=order[:5],
                                                   score_piles=piles, scores=v0["scores"]))
        a, b = states
        assert a.draw != b.draw
        assert public(a.view(me)) == public(b.view(me))
        for agent in (HardAgent(depth=4), EasyAgent(), NormalAgent()):
            assert agent.choose(a.view(me), ["hit", "fold"], Rng(7)) == agent.choose(b.view(me), ["hit", "fold"], Rng(7))
        assert HardAgent(depth=4).costs(a.view(me), Rng(7)) == HardAgent(depth=4).costs(b.view(me), Rng(7))
        checked += 1
    assert checked == 12


def test_hard_split_search_equals_the_whole():
    """The root's cards split into groups (as over the cores) value the same as one search,
    also when the groups run in a worker process."""
    v = random_positions(1, players=3, min_cards=5)[0]
    v = public(v)
    ranks = [r for r in range(1, 11) if next_card_counts(v)[r]]
    whole, _, exact = search_job(v, ranks, None, 0, 5)
    groups = [ranks[0::2], ranks[1::2]]
    parts = parallel.run_split(search_job, [(v, g, None, 0, 5) for g in groups])
    merged = {}
    for part, cap, _ in parts:
        merged.update(part)
        assert cap == 5
    assert merged == whole
    assert set(whole) == set(ranks)


def test_hard_time_mode_reaches_the_exact_answer_when_given_time():
    # A late position: the whole round is solved well within the budget (no wall-clock
    # limit is relied on: the budget is far above what the search needs).
    v = public(random_positions(1, min_cards=8)[0])
    ranks = [r for r in range(1, 11) if next_card_counts(v)[r]]
    vals, cap, exact = search_job(v, ranks, float("inf"), 0)
    assert exact
    assert vals == search_job(v, ranks, None, 0, 99)[0]


def test_sampled_search_is_deterministic_for_a_seed():
    from pairs_table.ai.pairs import RoundSearch
    v = public(random_positions(1, players=5, min_cards=5)[0])

    def run(seed):
        rs = RoundSearch(v, cap=5, full=1, width=2, seed=seed)
        return rs.root(), rs.capped

    assert run(3) == run(3)
    assert run(3)[1]
    values = {run(seed)[0][1] for seed in range(6)}
    assert len(values) > 1  # the samples depend on the seed


def test_hard_time_mode_over_the_cores_solves_a_round_start_exactly():
    """A budget far above the need: whether the first short try finishes or the root's cards
    go to the worker processes, the costs are those of the exact search."""
    s = PairsState.new(2, {}, Rng(1), record=False)
    v = public(s.view(s.to_act))
    agent = HardAgent(think_ms=60000, parallel_ms=0)
    fold, hit = agent.costs(v, Rng(0))
    exact_fold, exact_hit = HardAgent(depth=99).costs(v, Rng(0))
    assert fold == pytest.approx(exact_fold) and hit == pytest.approx(exact_hit)


# ---- the hard agent against normal in a position played out ---------------------------------


def loss_after(state, seat, action, games):
    """The share of ``games`` that ``seat`` loses when it plays ``action`` now and every
    seat then plays the normal policy (the hidden cards dealt again for each game)."""
    policy = NormalAgent(depth=0)
    lost = 0
    for k in range(games):
        s = state.determinize(seat, Rng(k * 7 + 3))
        s.apply(action)
        play_game(s, [policy] * s.players, Rng(k))
        lost += s.loser == seat
    return lost / games


def test_hard_hits_where_normal_folds_into_a_losing_total():
    """Four players, seat 2 on 9 points of 16 holds a lone 8; the lowest card in play is a
    4. Normal counts folding's 4 points as cheaper than hitting; hard sees that 13 points
    makes it the likely loser and hits, and playing the games out shows hard is right."""
    s = PairsState.from_position(4, [[6], [4, 9], [8], [9]], 2, scores=[0, 0, 9, 0],
                                 score_piles=[[], [], [9], []], discard=[9],
                                 burned=[2, 5, 7, 7, 10], rng=Rng(5), record=False)
    v = s.view(2)
    assert NormalAgent(timid=0).choose(v, ["hit", "fold"], Rng(0)) == "fold"
    assert HardAgent(depth=3).choose(v, ["hit", "fold"], Rng(0)) == "hit"
    fold, hit = loss_after(s, 2, "fold", 200), loss_after(s, 2, "hit", 200)
    print(f"seat 2 loses {fold:.3f} of the games after folding, {hit:.3f} after hitting")
    assert hit < fold - 0.05


def test_normal_policy_needs_no_look_ahead_past_one_turn_in_common_positions():
    """Normal's default look-ahead (two of its turns) and a one-turn look-ahead choose the same
    move in positions of seeded four-player games; what the played-out check above uses."""
    full, short = NormalAgent(timid=0), NormalAgent(depth=0, timid=0)
    moves = Counter()
    for seed in range(8):
        s = PairsState.new(4, {}, Rng(seed), record=False)
        while not s.is_over:
            if s.hand_over:
                s.next_hand()
                continue
            legal, v = s.legal_strings(), s.view(s.to_act)
            action = full.choose(v, legal, Rng(0))
            if len(legal) == 2:
                assert short.choose(v, legal, Rng(0)) == action
                moves[action] += 1
            s.apply(action)
    assert moves["fold"] >= 10 and moves["hit"] >= 100
