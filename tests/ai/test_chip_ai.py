"""Agents of the chip games (Hawthorn, Goblin's Poker, Blackstone), the determinization
from a view, and the chip-game odds."""

from __future__ import annotations

import itertools
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest

from pairs_table.ai import blackstone as bs
from pairs_table.ai.arena import run_tournament
from pairs_table.ai.base import make_agent
from pairs_table.ai.chip_common import outlast_value, unseen_counts
from pairs_table.ai.odds import (bust_probabilities, centre_pair_cost, centre_pair_probability,
                                 pair_probability, take_costs, take_table)
from pairs_table.engine.blackstone import BlackstoneState
from pairs_table.engine.cards import PAIRS_DECK
from pairs_table.engine.chipgame import determinize
from pairs_table.engine.goblins_poker import GoblinsPokerState
from pairs_table.engine.hawthorn import HawthornState
from pairs_table.engine.pairsdeck import ceil_half
from pairs_table.engine.rng import Rng

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from chipgame_helpers import deal, perturb_hidden, play  # noqa: E402

GAMES = {"hawthorn": HawthornState, "goblins_poker": GoblinsPokerState, "blackstone": BlackstoneState}
CHEAP = ("baseline", "easy", "normal")


def positions(game, players, seeds, steps=200, every=1):
    """States reached by random legal play (several hands each), every ``every`` decisions."""
    cls = GAMES[game]
    for seed in seeds:
        rng = Rng(seed)
        s = cls.new(players, {}, Rng(seed + 1000))
        for step in range(steps):
            if s.is_over:
                break
            if s.hand_over:
                s.next_hand()
                continue
            if step % every == 0:
                yield s
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])


def hard(game, **kw):
    if game == "blackstone":
        return make_agent(game, "hard", think_ms=None)
    return make_agent(game, "hard", samples=kw.get("samples", 2), jobs=1)


# ---- determinization from a view ---------------------------------------------------------


@pytest.mark.parametrize("game,players", [("hawthorn", 2), ("hawthorn", 5), ("goblins_poker", 3),
                                          ("goblins_poker", 7), ("blackstone", 3), ("blackstone", 8)])
def test_determinize_from_view_gives_the_view_back(game, players):
    changed = 0
    count = 0
    for s in positions(game, players, range(4), steps=120, every=3):
        for seat in range(players):
            v = s.view(seat)
            d = determinize(v, Rng(count))
            count += 1
            assert d.view(seat) == v
            assert Counter(d.all_cards()) == Counter(PAIRS_DECK) and not d.record
            changed += d.draw != s.draw or getattr(d, "hands", None) != getattr(s, "hands", None)
    assert count > 50 and changed > count // 2


@pytest.mark.parametrize("game,players,word", [("hawthorn", 5, "fold"), ("goblins_poker", 6, "pass"),
                                               ("blackstone", 5, "pass")])
def test_determinized_state_plays_on_like_the_real_one(game, players, word):
    """The same public actions give the same turns, rounds and payments in the copy."""
    for s in positions(game, players, range(3), steps=60, every=5):
        if getattr(s, "centre", None):
            continue  # the centre cards would be dealt: they differ
        seat = s.to_act
        d = determinize(s.view(seat), Rng(7))
        a, b = s.clone(record=False), d
        while not a.hand_over:
            assert a.to_act == b.to_act and a.round_no == b.round_no if hasattr(a, "round_no") \
                else a.to_act == b.to_act
            if word not in a.legal_strings():
                break
            act = word
            a.apply(act)
            b.apply(act)
            assert a.session.chips == b.session.chips and a.session.pot == b.session.pot
        assert a.hand_over == b.hand_over


def test_determinize_rejects_a_view_with_too_many_cards():
    s = HawthornState.new(3, {}, Rng(1))
    v = s.view(0)
    v["my_hand"] = v["my_hand"] + [1, 1]
    with pytest.raises((ValueError, AssertionError)):
        determinize(v, Rng(0))


# ---- odds, against brute-force enumeration ------------------------------------------------


def _pool(counts):
    return [r for r in range(11) for _ in range(counts[r])]


@pytest.mark.parametrize("counts,stack", [([0, 1, 2, 0, 1, 0, 0, 1, 0, 0, 2], [2, 7]),
                                          ([0, 0, 1, 1, 1, 1, 0, 0, 0, 3, 0], [9]),
                                          ([0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 1], [3])])
def test_pair_and_centre_odds_match_enumeration(counts, stack):
    pool = _pool(counts)
    assert pair_probability(stack, counts, exact=True) == Fraction(sum(c in stack for c in pool), len(pool))
    for players in (2, 3):
        for card in (stack[0], 4):
            # every ordered choice of the other players' cards, every centre card I may get
            hit = cost = total = 0
            for others in itertools.permutations(range(len(pool)), players - 1):
                centre = [card] + [pool[i] for i in others]
                for got in centre:
                    total += 1
                    if got in stack:
                        hit += 1
                        cost += got
            assert centre_pair_probability(stack, card, counts, players, exact=True) == Fraction(hit, total)
            assert centre_pair_cost(stack, card, counts, players, exact=True) == Fraction(cost, total)


def _take_by_enumeration(tens, whites, stones, n):
    """Every order of the pile, equally likely: (no-bust chances by tens received, bust
    chance, expected whites received before a bust)."""
    pile = [10] * tens + [1] * whites
    keep = Counter()
    bust = Fraction(0)
    before = Fraction(0)
    orders = list(itertools.permutations(range(len(pile))))
    for order in orders:
        held, got_w = stones, 0
        busted = False
        for i in order[:n]:
            if pile[i] == 10:
                held += 1
                if held == 2:
                    busted = True
                    break
            else:
                got_w += 1
        if busted:
            bust += 1
            before += got_w
        else:
            keep[held - stones] += 1
    total = len(orders)
    return ({k: Fraction(v, total) for k, v in keep.items()}, bust / total, before / total)


@pytest.mark.parametrize("tens,whites", [(2, 3), (3, 3), (2, 5)])
@pytest.mark.parametrize("stones", [0, 1])
def test_blackstone_take_odds_match_enumeration(tens, whites, stones):
    d = tens + whites
    table = take_table(tens, whites, stones, d, exact=True)
    counts = [0] * 11
    counts[10] = tens
    counts[3] = whites
    busts = bust_probabilities(counts, stones, d, exact=True)
    costs = take_costs(counts, stones, 4, d, exact=True)
    for n in range(d + 1):
        keep, bust, before = _take_by_enumeration(tens, whites, stones, n)
        assert {k: p for k, p in enumerate(table[n][0]) if p} == keep
        assert busts[n] == bust
        assert costs[n] == bust * (5 + 4) + before


# ---- Blackstone: the exact dynamic program -----------------------------------------------


def brute_blackstone(pos, me, policy):
    """My expected net chips under the same rules, drawing card by card, every take from
    M to max(M, D) and the pass tried (``policy(pos)`` for the others, or, when it is None,
    the other seat minimizes my payoff). Returns {action: value} at ``pos``."""
    n = pos.n
    memo = {}

    def after_turn(stones, seat):
        for k in range(1, n):
            t = (seat + k) % n
            if stones[t] >= 0:
                return t

    def take(tens, whites, W, stones, seat, pot, left, n_last):
        """Draw the remaining ``left`` cards of a take of ``n_last`` by ``seat``."""
        if left == 0:
            return node(tens, whites, W, n_last, after_turn(stones, seat), stones, pot)
        d = tens + whites
        out = Fraction(0)
        if whites:
            out += Fraction(whites, d) * take(tens, whites - 1, W + 1, stones, seat, pot, left - 1, n_last)
        if tens:
            if stones[seat] == 1:
                pay = pos.stakes[seat] + min(W, pos.chips[seat])
                rest = [i for i in range(n) if stones[i] >= 0 and i != seat]
                v = -pay if seat == me else ((pot + pay) // len(rest) if me in rest else 0)
                out += Fraction(tens, d) * v
            else:
                st = list(stones)
                st[seat] = 1
                out += Fraction(tens, d) * take(tens - 1, whites, W, tuple(st), seat, pot, left - 1, n_last)
        return out

    def actions(tens, whites, W, n_last, turn, stones, pot):
        m = max(1, n_last)
        res = {}
        pay = pos.stakes[turn] + min(ceil_half(W), pos.chips[turn])
        st = list(stones)
        st[turn] = -1
        rest = [i for i in range(n) if st[i] >= 0]
        if turn == me:
            res[0] = Fraction(-pay)
        elif len(rest) == 1:
            res[0] = Fraction(pot + pay if rest[0] == me else 0)
        else:
            res[0] = node(tens, whites, W, n_last, after_turn(tuple(st), turn), tuple(st), pot + pay)
        for k in range(m, max(m, tens + whites) + 1):
            res[k] = take(tens, whites, W, stones, turn, pot, k, k)
        return res

    def node(tens, whites, W, n_last, turn, stones, pot):
        key = (tens, whites, W, n_last, turn, stones, pot)
        if key in memo:
            return memo[key]
        res = actions(tens, whites, W, n_last, turn, stones, pot)
        if turn == me:
            v = max(res.values())
        elif policy is None:
            v = min(res.values())
        else:
            p = bs.Pos(n, tens, whites, W, n_last, turn, stones, pot, pos.chips, pos.stakes)
            v = res[policy(p)]
        memo[key] = v
        return v

    return actions(pos.tens, pos.whites, pos.W, pos.n_last, pos.turn, pos.stones, pos.pot)


SMALL = [
    # n, tens, whites, W, n_last, turn, stones, pot, chips
    (2, 3, 4, 2, 0, 0, (0, 0), 0, (95, 95)),
    (2, 3, 5, 1, 1, 1, (1, 0), 2, (95, 95)),
    (2, 2, 5, 6, 2, 0, (0, 1), 0, (95, 3)),
    (2, 4, 3, 0, 0, 1, (1, 1), 5, (95, 95)),
    (3, 3, 4, 2, 0, 0, (0, 1, 0), 0, (95, 95, 95)),
    (3, 2, 5, 3, 1, 2, (1, 0, 1), 1, (95, 95, 95)),
    (3, 3, 3, 1, 2, 2, (0, -1, 1), 7, (95, 80, 95)),
    (3, 3, 4, 1, 1, 0, (0, -1, 0), 4, (2, 80, 95)),
]


@pytest.mark.parametrize("case", SMALL)
def test_blackstone_dp_matches_brute_force(case):
    n, tens, whites, W, n_last, turn, stones, pot, chips = case
    stakes = [5 if s >= 0 else 0 for s in stones]
    pos = bs.Pos(n, tens, whites, W, n_last, turn, stones, pot, chips, stakes)
    in_hand = sum(1 for s in stones if s >= 0)
    policy = None if in_hand <= 2 else bs.normal_action
    brute = brute_blackstone(pos, turn, policy)
    best = max(brute.values())
    action, acts = bs.solve(pos, prune=False)
    for a, v in acts:  # every action of the DP, a sure bust standing for all larger takes
        assert abs(v - float(brute[a])) < 1e-9, (a, v, brute[a])
    assert abs(float(brute[action]) - float(best)) < 1e-9
    pruned, _ = bs.solve(pos)
    assert abs(float(brute[pruned]) - float(best)) < 1e-9


def test_blackstone_hard_plays_the_dp_choice_in_seeded_positions():
    checked = 0
    agent = make_agent("blackstone", "hard", think_ms=None)
    for players, seeds in ((2, range(4)), (3, range(2))):
        for s in positions("blackstone", players, seeds, steps=30, every=3 if players > 2 else 2):
            v = s.view(s.to_act)
            pos = bs.Pos.from_view(v)
            choice = agent.choose(v, s.legal_strings(), Rng(1))
            action, acts = bs.solve(pos, prune=players > 2)
            assert choice == ("pass" if action == 0 else f"take {action}")
            if players == 2:  # the pruned search picks an action of the full program's best value
                full = dict(acts)
                assert full[bs.solve(pos)[0]] >= max(full.values()) - 1e-9
            checked += 1
    assert checked >= 15



@pytest.mark.parametrize("case", SMALL)
def test_blackstone_horizon_search_that_reaches_every_end_is_the_exact_program(case):
    n, tens, whites, W, n_last, turn, stones, pot, chips = case
    stakes = [5 if s >= 0 else 0 for s in stones]
    pos = bs.Pos(n, tens, whites, W, n_last, turn, stones, pot, chips, stakes)
    policy = None if sum(1 for s in stones if s >= 0) <= 2 else bs.normal_action
    exact = dict(bs.solve(pos, prune=False)[1])
    deep = bs.HorizonSolver(pos, turn, 60, policy)
    acts = deep.root_actions(prune=False)
    assert deep.leaves == 0
    assert dict(acts) == pytest.approx(exact)
    shallow = bs.HorizonSolver(pos, turn, 1, policy)  # one decision, then normal's estimate
    shallow.root_actions(prune=False)
    assert shallow.leaves > 0 or all(v == exact[a] for a, v in acts)


def test_blackstone_hard_searches_to_a_horizon_when_the_exact_program_does_not_fit(monkeypatch):
    """Early in a 4-player hand the exact program does not fit in 100 ms: hard then plays the
    deepest horizon search that does, within its budget, and still says why. The search's
    clock is a counter here (each reading one tick later), so the budget is kept exactly
    whatever the machine's load: the search stops at its first reading past the deadline."""
    agent = make_agent("blackstone", "hard", think_ms=100)
    agent.exact_share = 0.0  # straight to the horizon search
    s = BlackstoneState.new(4, {}, Rng(5))
    v, legal = s.view(s.to_act), s.legal_strings()
    pos = bs.Pos.from_view(v)
    reads = []
    horizons = []
    solver_init = bs.HorizonSolver.__init__

    def counting_init(self, root, me, horizon, *rest, **kw):
        horizons.append(horizon)
        solver_init(self, root, me, horizon, *rest, **kw)

    def clock() -> float:
        reads.append(1)
        return float(len(reads))

    with monkeypatch.context() as m:
        m.setattr(bs, "time", SimpleNamespace(perf_counter=clock))
        m.setattr(bs.HorizonSolver, "__init__", counting_init)
        action, values = agent.horizon_search(pos, 200.0)
    assert len(reads) == 201  # it read the clock as it went and stopped at the first reading past 200
    assert len(horizons) >= 3 and horizons == list(range(2, 2 + len(horizons)))
    deepest = horizons[-2]  # the last search ran out of time: the one before it is played
    others = bs.normal_action if sum(1 for st in pos.stones if st >= 0) > 2 else None
    assert values == pytest.approx(dict(bs.HorizonSolver(pos, pos.turn, deepest, others).root_actions()))
    assert action in values and (action == 0 or f"take {action}" in legal)
    d = agent.decide(v, legal, Rng(1))
    assert d.action in legal and d.reason.startswith("blackstone_")

# ---- every level: legal, deterministic, no peeking ----------------------------------------


@pytest.mark.parametrize("game,players", [("hawthorn", 3), ("hawthorn", 6), ("goblins_poker", 4),
                                          ("goblins_poker", 8), ("blackstone", 2), ("blackstone", 6)])
def test_cheap_levels_return_legal_actions(game, players):
    agents = [make_agent(game, lv) for lv in CHEAP]
    count = 0
    for s in positions(game, players, range(40), steps=150):
        v = s.view(s.to_act)
        legal = s.legal_strings()
        for a in agents:
            assert a.choose(v, legal, Rng(count)) in legal
        count += 1
    assert count >= 1000


@pytest.mark.parametrize("game,players", [("hawthorn", 4), ("goblins_poker", 4), ("blackstone", 2)])
def test_hard_returns_legal_actions(game, players):
    agent = hard(game)
    count = 0
    for s in positions(game, players, range(5), steps=60, every=4):
        v = s.view(s.to_act)
        legal = s.legal_strings()
        assert agent.choose(v, legal, Rng(count)) in legal
        count += 1
    assert count >= 24


@pytest.mark.parametrize("game", list(GAMES))
def test_same_seed_same_decision_and_no_peeking(game):
    """Two full states with the same view for the seat to act (the hidden cards dealt
    again) get the same decision from every level, for a fixed seed."""
    players = 2 if game == "blackstone" else 4
    levels = [make_agent(game, lv) for lv in CHEAP] + [hard(game, samples=3)]
    count = 0
    rng = Rng(5)
    for s in positions(game, players, range(2), steps=80, every=7):
        seat = s.to_act
        other = perturb_hidden(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        if game != "blackstone":
            assert other.all_cards() != s.all_cards() or other.draw != s.draw
        for a in levels:
            first = a.choose(s.view(seat), s.legal_strings(), Rng(count))
            assert a.choose(s.view(seat), s.legal_strings(), Rng(count)) == first
            assert a.choose(other.view(seat), other.legal_strings(), Rng(count)) == first
        count += 1
    assert count >= 8


def test_hard_search_uses_the_time_budget_when_no_sample_count():
    s = HawthornState.new(3, {}, Rng(2))
    agent = make_agent("hawthorn", "hard", think_ms=30, jobs=1)
    assert agent.choose(s.view(s.to_act), s.legal_strings(), Rng(0)) in s.legal_strings()


# ---- the models ------------------------------------------------------------------------


def test_unseen_counts_add_up_to_the_hidden_cards():
    for game in ("hawthorn", "goblins_poker"):
        for s in positions(game, 4, range(2), steps=60, every=3):
            for seat in range(4):
                v = s.view(seat)
                hidden = v["draw_size"] + sum(v["hand_sizes"]) - len(v["my_hand"]) \
                    + (v["dead_size"] - sum(v["dead_seen"])) \
                    + sum(1 for t, c in enumerate(v["chosen"]) if c and t != seat) \
                    + (v.get("centre_size", 0) - (v.get("my_played") is not None))
                assert sum(unseen_counts(v)) == hidden


def test_outlast_value_simple_cases():
    # nobody can leave and I am sure to pair: staying costs the pair
    leave, stay = outlast_value(1, [1.0], [7.0], [0.0], 0.0, 10, [3, 3], 1)
    assert (leave, stay) == (-3, -7.0)
    # I never pair and the opponent surely leaves: I take the pot and its payment
    leave, stay = outlast_value(1, [0.0], [0.0], [1.0], 4.0, 10, [3, 3], 1)
    assert stay == 14.0
    # two opponents, each leaving with chance 1/2, one lap, then I leave (cost 3)
    _, stay = outlast_value(2, [0.0], [0.0], [0.5], 2.0, 6, [3, 3], 1)
    assert stay == pytest.approx(0.25 * 10 + 0.75 * -3)


# ---- the easy level ------------------------------------------------------------------------


def test_hawthorn_easy_plays_its_lowest_safe_card_in_a_hand_round():
    # The hand of the rules' example HX-1, played up to round 2 (a hand round).
    hands = [[6, 3, 4, 8, 10], [2, 8, 10, 10, 7], [2, 1, 5, 9, 10], [9, 6, 7, 10, 5]]
    s = HawthornState.new(4, {}, Rng(0), deals=[deal(hands, [5, 4, 7, 9, 3, 4])])
    play(s, "choose 6", "choose 2", "choose 2", "choose 9", "hit", "hit", "fold", "hit")
    easy = make_agent("hawthorn", "easy")
    easy.careless = 0.0
    v = s.view(2)
    assert v["round_type"] == "hand" and v["stacks"][2] == [2, 4, 7] and v["my_hand"] == [1, 5, 9, 10]
    assert easy.choose(v, s.legal_strings(), Rng(0)) == "play 1"
    play(s, "play 1")
    # B holds 7, 8, 10, 10 on the stack [2, 3, 5]: none pairs, the 7 is the lowest
    v = s.view(1)
    assert v["stacks"][1] == [2, 3, 5] and v["my_hand"] == [7, 8, 10, 10]
    assert easy.choose(v, s.legal_strings(), Rng(0)) == "play 7"


def _goblin_view(hand, stacks, phase="play"):
    return {"seat": 0, "players": len(stacks), "phase": phase, "my_hand": hand, "stacks": stacks,
            "active": [True] * len(stacks), "in_hand": [True] * len(stacks)}


def test_goblins_easy_first_card_and_play():
    easy = make_agent("goblins_poker", "easy")
    easy.careless = 0.0
    v = _goblin_view([9, 4, 7, 4, 10, 6], [[], [], [], []], phase="choose")
    first = [f"choose {r}" for r in (4, 6, 7, 9, 10)]
    # its first card is its highest, the rank with the most copies
    assert {easy.choose(v, first, Rng(k)) for k in range(50)} == {"choose 10"}
    legal = ["pass"] + [f"play {r}" for r in (3, 4, 8, 10)]
    # the highest card that does not pair its own stack [10] ...
    assert easy.choose(_goblin_view([3, 4, 8, 10], [[10], [5], [7], [9]]), legal, Rng(0)) == "play 8"
    # ... unless a lower one pairs another player's stack
    assert easy.choose(_goblin_view([3, 4, 8, 10], [[10], [4], [7], [9]]), legal, Rng(0)) == "play 4"
    # careless: one move in five is any legal move
    careless = make_agent("goblins_poker", "easy")
    picks = Counter(careless.choose(v, first, Rng(k)) for k in range(2000))
    assert set(picks) == set(first)
    assert 0.13 < (2000 - picks["choose 10"]) / 2000 < 0.19  # 4 of 5 moves in the 20 %


def test_goblins_normal_card_order():
    from pairs_table.ai.goblins_poker import pick_card

    stacks = [[3], [5], [7], [9]]
    # 3 pairs my stack; a rank held twice goes before the 5 that pairs seat 1
    assert pick_card(_goblin_view([3, 5, 8, 8, 10], stacks)) == 8
    # then the card that pairs the most stacks, then the highest
    assert pick_card(_goblin_view([3, 5, 6, 10], [[3], [5], [7], [5]])) == 5
    assert pick_card(_goblin_view([3, 4, 6, 10], stacks)) == 10
    assert pick_card(_goblin_view([3, 3], stacks)) == 3  # nothing else left


def test_goblins_normal_is_hards_policy_with_its_highest_first_card():
    """The normal level's handicap: its first card is its highest; every other move is the
    policy's, which hard plays."""
    from pairs_table.ai.goblins_poker import Policy

    normal, best = make_agent("goblins_poker", "normal"), Policy()
    firsts = 0
    for s in positions("goblins_poker", 4, range(30), every=1):
        v, legal = s.view(s.to_act), s.legal_strings()
        a, b = normal.choose(v, legal, Rng(0)), best.choose(v, legal, Rng(0))
        if v["phase"] == "choose" and len(legal) > 1:
            assert a == f"choose {max(v['my_hand'])}"
            firsts += a != b
        else:
            assert a == b
    assert firsts > 0
    hard = make_agent("goblins_poker", "hard", samples=2, jobs=1)
    assert hard.policy is Policy


@pytest.mark.parametrize("game,level,rate", [("blackstone", "normal", 0.05), ("blackstone", "easy", 0.1),
                                             ("hawthorn", "easy", 0.5), ("goblins_poker", "easy", 0.2)])
def test_a_careless_level_leaves_its_habit_at_its_rate(easy_views, game, level, rate):
    """With the same generator a careless agent and its careful twin draw the same numbers,
    so they differ exactly where the careless one leaves its habit for a random move. (A
    first card is left out: Hawthorn's easy picks that at random from the same draw.)"""
    agent, careful = make_agent(game, level), make_agent(game, level, careless=0.0)
    assert agent.careless == rate
    differs, expected = 0, 0.0
    for k, (v, legal) in enumerate(easy_views(game, 600)):
        if len(legal) < 2 or v.get("phase") == "choose":
            continue
        differs += agent.choose(v, legal, Rng(k)) != careful.choose(v, legal, Rng(k))
        expected += rate * (1 - 1 / len(legal))
    assert 0.6 * expected < differs < 1.4 * expected


def test_hawthorn_normal_is_hards_moves_without_search_made_timid(easy_views):
    from pairs_table.ai.hawthorn import TIMID, NormalAgent, Policy, late_first_card, stay_or_leave

    normal, bold = make_agent("hawthorn", "normal"), NormalAgent(timid=0)
    assert normal.timid == TIMID == 6 and make_agent("hawthorn", "hard", samples=2, jobs=1).policy is Policy
    timid_folds = 0
    for v, legal in easy_views("hawthorn", 600):
        if len(legal) < 2:
            continue
        counts = unseen_counts(v)
        a, b = normal.choose(v, legal, Rng(0)), bold.choose(v, legal, Rng(0))
        if v["phase"] == "choose":
            assert a == b == f"choose {late_first_card(v, counts)}"
        elif a != b:
            leave, stay = stay_or_leave(v, counts)
            assert v["round_type"] == "deck" and (a, b) == ("fold", "hit") and leave < stay <= leave + TIMID
            timid_folds += 1
    assert timid_folds > 0


# ---- strength: duplicate matches ------------------------------------------------------------


@pytest.mark.parametrize("game,players,deals", [("hawthorn", 4, 300), ("goblins_poker", 3, 5000),
                                                ("blackstone", 3, 300)])
def test_normal_beats_easy(game, players, deals):
    res = run_tournament(game, players, ["normal", "easy"], deals, seed=2024)
    a, b = res["agents"]["A"], res["agents"]["B"]
    assert a["n"] == deals and a["mean"] > b["mean"]
    assert a["mean"] - a["ci95"] > 0.0  # normal gains chips per hand, at 95 % confidence


def test_blackstone_hard_falls_back_to_normal_past_its_budget():
    s = BlackstoneState.new(8, {}, Rng(3))
    v = s.view(s.to_act)
    pos = bs.Pos.from_view(v)
    with pytest.raises(TimeoutError):
        bs.solve(pos, deadline=0.0)
    agent = make_agent("blackstone", "hard", think_ms=0)
    want = bs.normal_action(pos)
    assert agent.choose(v, s.legal_strings(), Rng(0)) == ("pass" if want == 0 else f"take {want}")


def test_paired_gain_is_the_mean_difference_and_its_standard_error():
    from pairs_table.ai.chip_common import paired_gain

    diffs = [1.0, 3.0, 2.0, 2.0]
    row = [0.0, len(diffs), sum(diffs), sum(d * d for d in diffs)]
    mean, se, n = paired_gain(row)
    assert (mean, n) == (2.0, 4)
    assert se == pytest.approx((2.0 / 3.0 / 4) ** 0.5)  # sample variance 2/3 over 4 playouts
    assert paired_gain([0.0, 1, 5.0, 25.0])[1] == float("inf")  # one playout: no error known


def test_hard_search_stops_playing_out_an_action_far_behind(monkeypatch):
    """In a hand round, playing a card that pairs my own stack puts me out at once: after
    the first round of playouts it is dropped, later rounds play out the others only."""
    from pairs_table.ai import chip_common

    seen = []
    real = chip_common.run_split

    def spy(fn, args_list):
        seen.append(list(args_list[0][8]))
        return real(fn, args_list)

    monkeypatch.setattr(chip_common, "run_split", spy)
    for s in positions("hawthorn", 4, range(40), every=1):
        v = s.view(s.to_act)
        if v["phase"] == "choose" or v["round_type"] != "hand":
            continue
        mine = v["stacks"][v["seat"]]
        legal = s.legal_strings()
        bad = [a for a in legal if a.startswith("play ") and int(a.split()[1]) in mine]
        good = [a for a in legal if a.startswith("play ") and int(a.split()[1]) not in mine]
        if bad and good:
            break
    else:
        pytest.fail("no hand-round position with a pairing card found")
    agent = make_agent("hawthorn", "hard", samples=160, jobs=1, rounds=4)
    choice = agent.choose(v, legal, Rng(3))
    assert choice not in bad
    idx = [legal.index(a) for a in bad]
    assert all(i in seen[0] for i in idx)  # the first round plays every action out
    assert len(seen) >= 2 and not any(i in seen[-1] for i in idx)


@pytest.mark.parametrize("lead_se, margin, deviates", [(2.0, 3.0, False), (4.0, 3.0, True),
                                                      (2.0, 1.0, True), (8.0, None, False)])
def test_hard_leaves_its_reference_only_for_a_clear_lead(monkeypatch, lead_se, margin, deviates):
    """Playout statistics where one rival leads the reference by ``lead_se`` standard
    errors: with a margin of 3 standard errors a lead of 2 is noise, a lead of 4 is taken;
    Goblin's Poker's hard by default never leaves its policy's choice."""
    from pairs_table.ai import chip_common

    s = GoblinsPokerState.new(4, {}, Rng(5))
    s.apply(s.legal_strings()[0])
    v, legal = s.view(s.to_act), s.legal_strings()
    ref = legal.index(make_agent("goblins_poker", "hard", samples=2).reference(v, legal, Rng(0)))
    rival = (ref + 1) % len(legal)
    n, sd = 400, 5.0  # per job and round: playouts, spread of the paired differences
    gain = lead_se * sd / (2 * 4 * n) ** 0.5  # the lead over all 2 jobs x 4 rounds

    def fake(fn, args_list):
        rows = [[0.0, n, 0.0, 0.0] for _ in legal]
        rows[rival] = [0.0, n, gain * n, n * (sd * sd + gain * gain)]
        for i in range(len(legal)):
            if i not in (ref, rival):  # far behind: dropped at once
                rows[i] = [0.0, n, -10.0 * n, n * 101.0]
        return [rows for _ in args_list]

    monkeypatch.setattr(chip_common, "run_split", fake)
    agent = make_agent("goblins_poker", "hard", samples=3200, jobs=2, rounds=4,
                       **({} if margin is None else {"margin": margin}))
    assert agent.choose(v, legal, Rng(1)) == legal[rival if deviates else ref]


def test_hawthorn_hard_starts_its_first_card_search_from_a_card_of_four_or_more():
    from pairs_table.ai.hawthorn import late_first_card

    s = HawthornState.new(4, {}, Rng(7))
    v = s.view(s.to_act)
    counts = unseen_counts(v)
    card = late_first_card(v, counts)
    hand = set(v["my_hand"])
    late = [r for r in hand if r >= 4]
    if late:
        assert card >= 4 and all(counts[card] <= counts[r] for r in late)
    else:
        assert card == max(hand)
    low = dict(v, my_hand=[2, 3, 3, 8, 9])
    assert late_first_card(low, unseen_counts(low)) == 8  # 8 has fewer unseen copies than 9
    assert late_first_card(dict(v, my_hand=[1, 2, 3, 3, 2]), counts) == 3
    agent = make_agent("hawthorn", "hard", samples=2, jobs=1)
    assert agent.reference(v, s.legal_strings(), Rng(1)) == f"choose {card}"


def test_goblins_worlds_are_weighed_by_what_the_others_played():
    """A sampled world keeps its full weight only where the other seats' hidden cards would
    have made the policy play what they played; the sampler prefers such worlds, and
    every world it returns shows the deciding seat exactly its own view (a search copy keeps
    no log)."""
    from pairs_table.ai import goblins_poker as gp

    normal = gp.Policy()
    checked = 0
    uniform_fit = sampled_fit = 0.0
    for seed in range(40):
        s = GoblinsPokerState.new(4, {}, Rng(seed))
        rng = Rng(seed)
        while not s.hand_over and checked < 60:
            me = s.to_act
            view = s.view(me)
            if view["phase"] == "turn" and any(p is not None for p in s.played):
                assert gp.world_weight(s, me) == 1.0  # the true world: everyone played the policy
                worlds = [determinize(view, rng) for _ in range(30)]
                weights = [gp.world_weight(w, me) for w in worlds]
                assert all(0 < x <= 1 for x in weights)
                sampled = [gp.sample_world(view, rng) for _ in range(30)]
                plain = {k: v for k, v in view.items() if k != "log"}
                assert all({k: v for k, v in w.view(me).items() if k != "log"} == plain for w in sampled)
                if min(weights) < 1:
                    checked += 1
                    uniform_fit += sum(weights) / 30
                    sampled_fit += sum(gp.world_weight(w, me) for w in sampled) / 30
            s.apply(normal.choose(view, s.legal_strings(), rng))
    assert checked >= 10
    assert sampled_fit > 1.5 * uniform_fit  # the sampler leans to worlds that fit
