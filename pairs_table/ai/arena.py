"""Seeded duplicate tournaments between agents.

Seats are filled with the agents in turn (A, B, A, B, ...; in Hasenpfeffer A holds seats 0
and 2). Every deal is replayed once per rotation of the agents over the seats, from the
same seed, so each agent plays every seat of every deal and the luck of the cards cancels.
An agent's payoff for a deal is its payoff averaged over the seats it held in all
rotations; the tournament reports the mean of those per-deal payoffs and the 95 %
confidence half-width of the mean.

What a deal is and how it is scored is the game's own: its agents module's ``ARENA``
(:class:`ArenaRules`: the metric's words, the payoff of each seat, the game's options in a
tournament, whether a deal is a whole game), found through the registry.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Callable

from ..engine.registry import get_game, part
from ..engine.rng import Rng
from ..engine.scenario import build_state
from .base import LEVELS, make_agent

@dataclass(frozen=True)
class ArenaRules:
    """How a tournament plays and scores one deal of a game (its agents module's ``ARENA``)."""

    metric: str  # what the payoff measures, in the report's words ("net chips per hand")
    # (state at the end, its result() before the deal, after it) -> each seat's payoff
    payoff: Callable[[object, dict, dict], list[float]]
    options: dict = field(default_factory=dict)  # the game's options in a tournament
    whole_game: bool = False  # a deal is a whole game (hands dealt on to its end), not one hand


def arena_rules(game: str) -> ArenaRules:
    """The ``ARENA`` of ``game``'s agents module."""
    return part(game, "ai").ARENA


def net_chips(state, before: dict, after: dict) -> list[float]:
    """The payoff of a chip session's hand: each seat's chips after it less the bankroll
    every seat starts the session with."""
    start = state.options["bankroll"]
    return [float(a - start) for a in after["chips"]]


@dataclass
class AgentStats:
    label: str
    level: str
    payoffs: list[float] = field(default_factory=list)
    decision_ms: list[float] = field(default_factory=list)

    def summary(self) -> dict:
        n = len(self.payoffs)
        mean = statistics.fmean(self.payoffs) if n else 0.0
        half = 1.96 * statistics.stdev(self.payoffs) / math.sqrt(n) if n > 1 else 0.0
        return {"mean": round(mean, 4), "ci95": round(half, 4), "n": n}

    def timing(self) -> dict:
        if not self.decision_ms:
            return {"p50": None, "p95": None}
        xs = sorted(self.decision_ms)
        return {"p50": round(percentile(xs, 50), 2), "p95": round(percentile(xs, 95), 2)}


def percentile(sorted_xs: list[float], q: float) -> float:
    if not sorted_xs:
        return float("nan")
    k = (len(sorted_xs) - 1) * q / 100.0
    lo, hi = math.floor(k), math.ceil(k)
    return sorted_xs[lo] + (sorted_xs[hi] - sorted_xs[lo]) * (k - lo)


def seat_plan(players: int, k: int, rotation: int) -> list[int]:
    """Which agent (index) sits in each seat for a rotation."""
    return [(seat + rotation) % k for seat in range(players)]


def _deal_payoffs(game: str, players: int, seed: int, agents, rng: Rng, times: list[list[float]]):
    """Play one deal from ``seed``; return each seat's payoff."""
    rules = arena_rules(game)
    scn = {"game": game, "players": players, "seed": seed, "options": dict(rules.options)}
    state = build_state(scn)
    before = state.result()
    while True:
        if state.is_over or state.hand_over:
            if not rules.whole_game or state.is_over:
                break
            state.next_hand()
            continue
        seat = state.to_act
        view = state.view(seat)
        legal = state.legal_strings()
        t0 = time.perf_counter()
        action = agents[seat].choose(view, legal, rng)
        times[seat].append((time.perf_counter() - t0) * 1000.0)
        state.apply(action)
    return rules.payoff(state, before, state.result())


def run_tournament(game: str, players: int, levels: list[str], deals: int, seed: int,
                   think_ms: int | None = None, progress=None) -> dict:
    """Play the tournament; returns the contract's JSON dict plus per-agent timings."""
    info = get_game(game)
    info.check_players(players)
    if len(levels) < 2:
        raise ValueError("a tournament needs at least two agents, like --agents normal,baseline")
    for lv in levels:
        if lv not in LEVELS:
            raise ValueError(f"'{lv}' is not an agent (the agents are: {', '.join(LEVELS)})")
    k = len(levels)
    if k > players:
        raise ValueError(f"{k} agents need at least {k} seats, but {game} is played with {players} here")
    labels = [chr(ord("A") + i) for i in range(k)]
    stats = [AgentStats(labels[i], levels[i]) for i in range(k)]
    kw = {"think_ms": think_ms} if think_ms is not None else {}
    master = Rng(seed)
    for d in range(deals):
        deal_seed = master.next_u64()
        agent_seed = master.next_u64()
        sums = [0.0] * k
        counts = [0] * k
        for r in range(k):
            plan = seat_plan(players, k, r)
            agents = [make_agent(game, levels[i], **(kw if levels[i] == "hard" else {})) for i in plan]
            times = [[] for _ in range(players)]
            pay = _deal_payoffs(game, players, deal_seed, agents, Rng(agent_seed), times)
            for seat, i in enumerate(plan):
                sums[i] += pay[seat]
                counts[i] += 1
                stats[i].decision_ms.extend(times[seat])
        for i in range(k):
            stats[i].payoffs.append(sums[i] / counts[i])
        if progress:
            progress(d + 1, deals)
    return {
        "game": game,
        "deals": deals,
        "metric": arena_rules(game).metric,
        "agents": agents_json(stats),
        "order": agent_names(levels),
        "decision_ms": {name: s.timing() for name, s in zip(agent_names(levels), stats)},
        "_levels": {s.label: s.level for s in stats},
        "_timing": {s.label: s.timing() for s in stats},
    }


def agent_names(levels: list[str]) -> list[str]:
    """The agents' names in their order: the level, with ``-2``, ``-3``... added to a level
    that appears again (``normal,normal`` -> ``normal``, ``normal-2``)."""
    out = []
    for lv in levels:
        k = sum(1 for x in out if x == lv or x.startswith(lv + "-"))
        out.append(lv if k == 0 else f"{lv}-{k + 1}")
    return out


def agents_json(stats: list[AgentStats]) -> dict:
    """Each agent's results keyed by its place in the order (``A``, ``B``, ...) and by its
    name (:func:`agent_names`); an entry holds its mean, ci95, n and name."""
    names = agent_names([s.level for s in stats])
    out = {}
    for s, name in zip(stats, names):
        out[s.label] = {**s.summary(), "name": name}
    for s, name in zip(stats, names):
        out[name] = out[s.label]
    return out


def progress_bar(done: int, total: int, stream=sys.stderr) -> None:
    width = 30
    filled = int(width * done / max(1, total))
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals")
    if done == total:
        stream.write("\n")
    stream.flush()


def format_table(res: dict) -> str:
    lines = [f"{res['game']}: {res['deals']} deals, metric: {res['metric']}", ""]
    lines.append(f"{'agent':<6}{'level':<10}{'mean':>10}{'ci95':>10}{'n':>7}{'ms p50':>10}{'ms p95':>10}")
    for label in res["_levels"]:
        s = res["agents"][label]
        t = res["_timing"][label]
        fmt = lambda v: "-" if v is None else f"{v:.1f}"  # noqa: E731
        lines.append(f"{label:<6}{res['_levels'][label]:<10}{s['mean']:>10.3f}{s['ci95']:>10.3f}"
                     f"{s['n']:>7}{fmt(t['p50']):>10}{fmt(t['p95']):>10}")
    return "\n".join(lines)
