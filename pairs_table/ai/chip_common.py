"""What the agents of the three chip games share (Hawthorn, Goblin's Poker, Blackstone).

* :func:`unseen_counts`: per rank, the cards a seat of a secret-hand game cannot see (other
  hands, pending choices, face-down centre cards, dead cards never shown, the draw pile);
  from that seat they are one uniform pool, so the next card anyone receives from it has
  exactly these odds.
* :func:`outlast_value`: the expected chips of staying in a hand against ``k`` opponents
  who each leave with a given chance per lap, where I may leave at a cost on each of my
  turns (an optimal stopping problem, solved exactly for that model).
* :class:`SearchAgent`: the hard level of the secret-hand games: sampling over
  determinizations of the view (:func:`pairs_table.engine.chipgame.determinize`) with
  playouts to the end of the hand by another agent (the normal one), on every core via
  :func:`pairs_table.ai.parallel.run_split`, within ``think_ms`` or for a fixed number of
  ``samples``.
* :func:`hand_payoff`: the payoff of a hand: net chips (the stake counts as still mine).
"""

from __future__ import annotations

import importlib
import math
import time
from math import comb

from ..engine.chipgame import determinize
from ..engine.rng import Rng
from .base import Agent, make_agent
from .parallel import jobs_per_call, run_split
from .reasons import Decision, only_move

DECK_COUNTS = [0] + [r for r in range(1, 11)]  # rank r has r copies


def unseen_counts(view: dict) -> list[int]:
    """Per rank (index 0 unused), the cards of a Hawthorn or Goblin's Poker view that the
    seat cannot locate: the deck minus its own hand, choice and face-down card, the active
    stacks and the dead cards that were shown."""
    c = DECK_COUNTS[:]
    seat = view["seat"]
    for r in view["my_hand"]:
        c[r] -= 1
    for key in ("my_choice", "my_played"):
        r = view.get(key)
        if r is not None:
            c[r] -= 1
    for s, st in enumerate(view["stacks"]):
        for r in st:
            c[r] -= 1
    for r, k in enumerate(view["dead_seen"]):
        c[r] -= k
    assert min(c) >= 0 and seat is not None, "the view shows more cards than the deck holds"
    return c


def stack_growth(stack, counts) -> tuple[float, float]:
    """(pair mass, its expected growth): ``mass`` is the number of unseen cards that pair
    ``stack``; a card of the pool that does not pair it adds its rank's remaining copies."""
    held = set(stack)
    mass = sum(counts[r] for r in held)
    free = sum(counts) - mass
    grow = sum(counts[r] * (counts[r] - 1) for r in range(1, 11) if r not in held)
    return float(mass), (grow / free if free > 0 else 0.0)


def outlast_value(k: int, my_risk, my_cost, opp_risk, opp_pay: float, pot: float,
                  leave_cost, horizon: int, end_value=None) -> tuple[float, float]:
    """(value of leaving now, value of staying on and playing on well) in chips.

    Model: laps ``t = 0 .. horizon - 1``; on my turn of lap t I may leave (paying
    ``leave_cost[t]``) or stay; staying I go out with chance ``my_risk[t]`` paying
    ``my_cost[t]``; then each of the ``k`` opponents still in leaves independently with
    chance ``opp_risk[t]``, paying ``opp_pay`` into the pot. With nobody left I take the pot
    (``pot`` plus what the leavers paid). After the last lap ``end_value(j, pot)`` is what I
    get with j opponents left (default: I leave)."""
    ks = range(k + 1)

    def pot_with(j):
        return pot + (k - j) * opp_pay

    if end_value is None:
        nxt = [-leave_cost[min(horizon, len(leave_cost) - 1)]] * (k + 1)
    else:
        nxt = [end_value(j, pot_with(j)) for j in ks]
    nxt[0] = pot_with(0)
    stay_now = nxt[k]
    for t in range(horizon - 1, -1, -1):
        q = opp_risk[t]
        cur = [pot_with(0)] * (k + 1)
        for j in range(1, k + 1):
            ev = 0.0
            for i in range(j + 1):  # i opponents stay
                ev += comb(j, i) * (1 - q) ** i * q ** (j - i) * nxt[i]
            stay = -my_risk[t] * my_cost[t] + (1 - my_risk[t]) * ev
            cur[j] = max(-leave_cost[t], stay) if t else stay
            if t == 0 and j == k:
                stay_now = stay
        nxt = cur
    return -leave_cost[0], stay_now


def first_card_reason(view: dict, action: str, late: bool = False) -> Decision:
    """Why a secret first card ``choose R``: how few unseen cards can pair it (and, with
    ``late``, that a card above the lowest lets a lower one act first)."""
    rank = int(action.split()[1])
    hand = view["my_hand"]
    fields = {"count": unseen_counts(view)[rank]}
    if late and rank > min(hand):
        return Decision(action, "first_late", fields)
    if hand.count(rank) == 1:
        return Decision(action, "first_single", {**fields, "rank": rank})
    return Decision(action, "first_safe", fields)


def hand_payoff(state, seat: int, before: int) -> int:
    """Chips of ``seat`` (bankroll plus stake) minus ``before``."""
    ses = state.session
    return ses.chips[seat] + ses.stakes[seat] - before


def rollout(state, seat: int, agents, rng: Rng, before: int | None = None) -> int:
    """Play the hand of ``state`` to its end with ``agents`` (one per seat, each seeing only
    its view); returns the net chips of ``seat`` from ``before`` (default: now)."""
    if before is None:
        before = state.session.chips[seat] + state.session.stakes[seat]
    while not state.hand_over:
        t = state.to_act
        legal = state.legal_strings()
        a = legal[0] if len(legal) == 1 else agents[t].choose(state.view(t), legal, rng)
        state.apply(a)
    return hand_payoff(state, seat, before)


def sample_world(game: str, view: dict, rng: Rng):
    """A full state consistent with ``view`` for the search: the game's own sampler when its
    agent module has one (``sample_world(view, rng)``, weighing what the other seats did),
    else a uniform :func:`~pairs_table.engine.chipgame.determinize`."""
    sampler = getattr(importlib.import_module(f"{__package__}.{game}"), "sample_world", None)
    return sampler(view, rng) if sampler is not None else determinize(view, rng)


def policy_agent(game: str, policy) -> Agent:
    """A new agent of ``policy``: a level of ``game`` (``"normal"``) or an agent class
    (defined at module level, so that it can be sent to a worker process)."""
    return make_agent(game, policy) if isinstance(policy, str) else policy()


def search_job(game: str, view: dict, legal: list[str], seed: int, samples: int | None,
               budget_ms: float, policy, ref: int = 0,
               active: list[int] | None = None) -> list[list[float]]:
    """One share of a hard decision: per legal action, [sum of payoffs, playouts, sum and
    sum of squares of its payoff minus the payoff of action ``ref`` in the same playout].
    Every sample deals the hidden cards once (from the view alone, :func:`sample_world`) and
    plays each action
    from that same deal with the same generator seed, so the actions are compared on equal
    luck. ``active``: the indices of the actions still worth playing out (``ref`` always
    is); the others keep zero statistics."""
    rng = Rng(seed)
    seat = view["seat"]
    n = view["players"]
    agents = [policy_agent(game, policy) for _ in range(n)]
    stats = [[0.0, 0, 0.0, 0.0] for _ in legal]
    todo = sorted(set(range(len(legal)) if active is None else active) | {ref})
    start = time.perf_counter()
    done = 0
    while True:
        if samples is not None:
            if done >= samples:
                break
        elif done and (time.perf_counter() - start) * 1000.0 >= budget_ms:
            break
        base = sample_world(game, view, rng)
        before = base.session.chips[seat] + base.session.stakes[seat]
        play_seed = rng.next_u64()
        pays = {}
        for i in todo:
            st = base.clone(record=False)
            st.apply(legal[i])
            pays[i] = rollout(st, seat, agents, Rng(play_seed), before)
        for i, p in pays.items():
            d = p - pays[ref]
            row = stats[i]
            row[0] += p
            row[1] += 1
            row[2] += d
            row[3] += d * d
        done += 1
    return stats


def paired_gain(row) -> tuple[float, float, int]:
    """(mean gain over the reference action, its standard error, playouts) of a stats row
    of :func:`search_job`."""
    _, c, d, d2 = row
    if c < 2:
        return 0.0, math.inf, c
    mean = d / c
    return mean, math.sqrt(max(d2 / c - mean * mean, 0.0) / (c - 1)), c


class SearchAgent(Agent):
    """Hard: determinized playouts by the ``policy`` agent (a level, or an agent class),
    split over the cores.

    It plays the reference action (:meth:`reference`, by default the policy's own choice)
    unless another action did better in the same playouts
    by more than ``margin`` standard errors (the differences are paired: same deal, same
    luck; 3 by default), so noise in a short search does not make it worse than its policy.

    The search runs in ``rounds``: after each one, an action that is behind the policy's
    choice by more than ``prune`` standard errors is dropped (its playouts go to the close
    calls), and the decision is taken at once when no rival is left, or when one rival is
    left and ahead by more than ``prune`` (and ``margin``) standard errors. Clear decisions
    so take a fraction of the budget.

    ``think_ms``: the time budget of a decision; ``samples``: a fixed number of deals of the
    hidden cards instead (the same work and decision on every machine)."""

    policy = "normal"
    min_playouts = 16  # before an action may be dropped

    # ``margin``: a deviation needs a clear lead: every deviation makes the rest of the hand
    # play out differently, and one taken on noise gains nothing (in Goblin's Poker at
    # 100 ms about 1.5 % of decisions clear 3 standard errors).
    def __init__(self, think_ms: int = 1000, samples: int | None = None, jobs: int | None = None,
                 margin: float = 3.0, prune: float = 2.5, rounds: int = 4) -> None:
        self.think_ms = think_ms
        self.samples = samples
        self.jobs = jobs
        self.margin = margin
        self.prune = prune
        self.rounds = max(1, rounds)

    def reference(self, view: dict, legal: list[str], rng: Rng) -> str:
        """The action the search must beat: the policy's choice."""
        return policy_agent(self.game, self.policy).choose(view, legal, rng)

    def decide(self, view: dict, legal: list[str], rng: Rng) -> Decision:
        if len(legal) == 1:
            return only_move(legal)
        best, totals = self.search(view, legal, rng)
        means = {legal[i]: row[0] / row[1] for i, row in enumerate(totals) if row[1]}
        return self.explain(view, legal, legal[best], means)

    def explain(self, view: dict, legal: list[str], action: str, means: dict) -> Decision:
        """``action`` with its reason; ``means``: action -> its mean payoff in the playouts
        (net chips of the hand from now). Each game says its own reasons."""
        return Decision(action, "usual")

    def search(self, view: dict, legal: list[str], rng: Rng) -> tuple[int, list]:
        """(the index of the chosen action, per action the statistics of :func:`search_job`)."""
        start = time.perf_counter()
        ref = legal.index(self.reference(view, legal, rng.clone()))
        # a fixed sample count is split the same way on every machine (same result)
        jobs = self.jobs or (2 if self.samples is not None else jobs_per_call())
        budget = self.think_ms * 0.85
        share = None if self.samples is None else max(1, -(-self.samples // (jobs * self.rounds)))
        rivals = [i for i in range(len(legal)) if i != ref]
        totals = [[0.0, 0, 0.0, 0.0] for _ in legal]
        for k in range(self.rounds):
            left = budget - (time.perf_counter() - start) * 1000.0
            if self.samples is None and left <= 0:
                break
            part_ms = left / (self.rounds - k)
            args = [(self.game, view, legal, rng.next_u64(), share, part_ms, self.policy, ref,
                     [ref] + rivals) for _ in range(jobs)]
            for part in run_split(search_job, args):
                for t, row in zip(totals, part):
                    for i, x in enumerate(row):
                        t[i] += x
            keep = []
            for i in rivals:
                mean, se, c = paired_gain(totals[i])
                if c < self.min_playouts or mean + self.prune * se >= 0:
                    keep.append(i)
            rivals = keep
            if not rivals:
                return ref, totals
            if len(rivals) == 1:
                mean, se, c = paired_gain(totals[rivals[0]])
                if c >= self.min_playouts and mean - max(self.prune, self.margin) * se > 0:
                    return rivals[0], totals
        best, best_gain = ref, 0.0
        for i in rivals:
            mean, se, c = paired_gain(totals[i])
            if mean > best_gain and mean > self.margin * se:
                best, best_gain = i, mean
        return best, totals


__all__ = ["DECK_COUNTS", "SearchAgent", "first_card_reason", "hand_payoff", "outlast_value", "paired_gain",
           "policy_agent", "rollout", "search_job", "stack_growth", "unseen_counts"]
