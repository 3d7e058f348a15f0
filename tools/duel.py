"""A duplicate tournament of two agents at a fixed amount of work.

``pairs-table tournament`` gives hard a time budget, so what hard does depends on how busy
the machine is. Here each agent is a level with keyword arguments for its class, such as
``hard:samples=64,jobs=1`` (64 deals of the hidden cards a decision, in this process): the
same work, and so the same moves, on any machine. Deals and seats are those of
``pairs-table tournament`` (the same deal and agent seeds), so a row here and a row there
with the same seed play the same cards.

    python tools/duel.py --game goblins_poker --players 4 --a hard:samples=64,jobs=1 \\
        --b normal --deals 100 --seed 1

It prints each agent's mean and 95 % half-width, as the tournament does, and the
difference A − B with the sum of the two half-widths (the test of docs/ai.md) and with
the half-width of the paired per-deal differences.
"""

from __future__ import annotations

import argparse
import math
import os
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pairs_table.ai.arena import _deal_payoffs, seat_plan  # noqa: E402
from pairs_table.ai.base import make_agent  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402


def parse_spec(spec: str) -> tuple[str, dict]:
    """``level[:key=value,...]`` -> (level, keyword arguments); values are whole numbers,
    decimals, ``inf``, or else words."""
    level, _, rest = spec.partition(":")
    kw = {}
    for item in filter(None, rest.split(",")):
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise ValueError(f"'{item}' is not key=value (in '{spec}')")
        for kind in (int, float):
            try:
                kw[key] = kind(value)
                break
            except ValueError:
                continue
        else:
            kw[key] = value
    return level.strip().lower(), kw


def play(game: str, players: int, make_a, make_b, deals: int, seed: int) -> dict:
    """Each agent's per-deal payoffs (``a``, ``b``) in the tournament's deals and seats;
    ``make_a`` and ``make_b`` build a fresh agent (one per seat and deal)."""
    makers = [make_a, make_b]
    master = Rng(seed)
    out = {"a": [], "b": []}
    for _ in range(deals):
        deal_seed, agent_seed = master.next_u64(), master.next_u64()
        sums, counts = [0.0, 0.0], [0, 0]
        for r in range(2):
            plan = seat_plan(players, 2, r)
            agents = [makers[i]() for i in plan]
            pay = _deal_payoffs(game, players, deal_seed, agents, Rng(agent_seed), [[] for _ in range(players)])
            for seat, i in enumerate(plan):
                sums[i] += pay[seat]
                counts[i] += 1
        out["a"].append(sums[0] / counts[0])
        out["b"].append(sums[1] / counts[1])
    return out


def duel(game: str, players: int, a: str, b: str, deals: int, seed: int) -> dict:
    """Play the duel of two agent specs (:func:`parse_spec`); see :func:`play`."""
    specs = [parse_spec(a), parse_spec(b)]
    for level, kw in specs:
        make_agent(game, level, **kw)  # a wrong level or keyword is said before any deal
    return play(game, players, lambda: make_agent(game, specs[0][0], **specs[0][1]),
                lambda: make_agent(game, specs[1][0], **specs[1][1]), deals, seed)


def cross_entropy(score, mean: list[float], sd: list[float], population: int, elite: int,
                  generations: int, seed: int, report=None) -> list[float]:
    """A cross-entropy search for the parameters that maximise ``score(params, generation)``:
    each generation draws ``population`` parameter vectors from independent normals, keeps
    the ``elite`` best and refits the normals to them; returns the last mean."""
    rng = Rng(seed)
    mean, sd = list(mean), list(sd)

    def gauss() -> float:
        u1, u2 = max(rng.random(), 1e-12), rng.random()
        return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)

    for gen in range(generations):
        cands = [[m + s * gauss() for m, s in zip(mean, sd)] for _ in range(population)]
        scores = [score(c, gen) for c in cands]
        best = sorted(range(population), key=lambda i: -scores[i])[:elite]
        mean = [statistics.fmean(cands[i][j] for i in best) for j in range(len(mean))]
        sd = [max(0.05, statistics.pstdev([cands[i][j] for i in best])) for j in range(len(sd))]
        if report:
            report(gen, scores[best[0]], statistics.fmean(scores[i] for i in best), mean, sd)
    return mean


def print_generation(gen: int, best: float, elite: float, mean: list[float], sd: list[float]) -> None:
    """A ``report`` for :func:`cross_entropy`: one line a generation."""
    print(f"generation {gen}: best {best:+.3f}, elite {elite:+.3f}; mean "
          f"{[round(x, 3) for x in mean]} sd {[round(x, 3) for x in sd]}", flush=True)


def variant_parser(doc: str, deals: int) -> argparse.ArgumentParser:
    """The options every policy-variant tool takes."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=deals)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--only", default="", help="variants to play, comma-separated (default: all)")
    ap.add_argument("--tune", action="store_true", help="a cross-entropy search of the policy's numbers")
    return ap


def half_width(xs: list[float]) -> float:
    return 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0


def summary(res: dict) -> dict:
    a, b = res["a"], res["b"]
    diff = [x - y for x, y in zip(a, b)]
    return {"a": (statistics.fmean(a), half_width(a)), "b": (statistics.fmean(b), half_width(b)),
            "diff": statistics.fmean(diff), "sum_hw": half_width(a) + half_width(b),
            "paired_hw": half_width(diff)}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--a", required=True, help="agent A: level[:key=value,...]")
    ap.add_argument("--b", required=True, help="agent B: level[:key=value,...]")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    if args.deals < 2:
        print("duel: --deals must be at least 2", file=sys.stderr)
        return 2
    try:
        res = duel(args.game, args.players, args.a, args.b, args.deals, args.seed)
    except (ValueError, TypeError) as exc:
        print(f"duel: {exc}", file=sys.stderr)
        return 2
    s = summary(res)
    print(f"{args.game}, {args.players} players, {args.deals} deals, seed {args.seed}")
    print(f"A {args.a}: {s['a'][0]:+.3f} ± {s['a'][1]:.3f}")
    print(f"B {args.b}: {s['b'][0]:+.3f} ± {s['b'][1]:.3f}")
    print(f"A − B: {s['diff']:+.3f} ± {s['sum_hw']:.3f} (sum of the half-widths), "
          f"± {s['paired_hw']:.3f} (paired)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
