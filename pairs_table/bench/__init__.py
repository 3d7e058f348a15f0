"""``pairs-table bench``: what players feel, measured.

* ``frame_ms``: p50 / p99 work time of 600 frames of the busiest table mid-animation
  (every playable table is measured at its largest seat count; the worst is reported, with
  ``sprites``, the most card or block images one frame of it draws);
* ``playouts_per_s``: random complete hands / deals / rounds per second for each game;
* ``ai_ms``: p95 decision time of the easy, normal and hard agents of each game over a
  fixed set of seeded positions at their default budgets;
* ``startup_s``: from process start to the first drawn frame of the title scene;
* ``net_ms``: action-to-update latency of a hosted table with 8 clients on loopback
  (p50 / p99, see :mod:`.net`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from ..engine.registry import GAME_NAMES
from .playouts import random_hands_per_second

BUDGETS = {
    "frame_p99_ms": 8.0,
    "ai_p95_ms": {"easy": 10.0, "normal": 50.0, "hard": 1000.0},
    "ai_normal_slow_games": {"hasenpfeffer": 200.0, "pyramid_poker": 200.0},
    "startup_s": 1.5,
    "hasenpfeffer_playouts": 12000.0,
    "net_p99_ms": 20.0,
}
PLAYOUT_PLAYERS = {"pairs": 4, "hawthorn": 4, "goblins_poker": 4, "blackstone": 4,
                   "hasenpfeffer": 4, "pyramid_poker": 2}
FIRST_FRAME_VAR = "PAIRS_TABLE_BENCH_FIRST_FRAME"


def percentile(xs, q: float) -> float:
    xs = sorted(xs)
    if not xs:
        return float("nan")
    k = (len(xs) - 1) * q / 100.0
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def bench_playouts(seconds: float) -> dict:
    return {g: round(random_hands_per_second(g, PLAYOUT_PLAYERS[g], seconds, seed=1))
            for g in GAME_NAMES}


def bench_startup(runs: int = 3) -> float:
    """Median seconds from starting ``python -m pairs_table`` to its first title frame."""
    times = []
    env = dict(os.environ, **{FIRST_FRAME_VAR: "1"})
    for _ in range(runs):
        start = time.time()
        p = subprocess.run([sys.executable, "-m", "pairs_table"], env=env, capture_output=True,
                           text=True, timeout=60)
        for line in p.stdout.splitlines():
            if line.startswith("first-frame "):
                times.append(float(line.split()[1]) - start)
    return round(percentile(times, 50), 3) if times else float("nan")


def run(quick: bool = False, progress=None) -> dict:
    say = progress or (lambda msg: None)
    out: dict = {}
    say("frames")
    from .frames import bench_frames

    frames = bench_frames(frames=200 if quick else 600)
    worst = max(frames.values(), key=lambda r: r["p99"])
    out["frame_ms"] = {"p50": worst["p50"], "p99": worst["p99"]}
    out["sprites"] = worst["sprites"]
    out["frame_table"] = worst["table"]
    out["frame_ms_by_table"] = {r["table"]: {"p50": r["p50"], "p99": r["p99"], "sprites": r["sprites"],
                                             "moving_share": r["moving_share"]}
                                for r in frames.values()}
    say("playouts")
    out["playouts_per_s"] = bench_playouts(0.3 if quick else 1.5)
    say("AI decision times")
    from .ai_times import bench_ai

    out["ai_ms"] = bench_ai(positions=2 if quick else 6)
    say("start-up")
    out["startup_s"] = bench_startup(1 if quick else 3)
    say("network latency")
    from .net import bench_net

    out["net_ms"] = bench_net(actions=150 if quick else 600)
    return out


def format_report(res: dict) -> str:
    def mark(ok: bool) -> str:
        return "ok" if ok else "OVER BUDGET"

    lines = []
    fm = res["frame_ms"]
    lines.append(f"frame time ({res['frame_table']}, busiest): p50 {fm['p50']:.2f} ms, "
                 f"p99 {fm['p99']:.2f} ms (budget p99 < {BUDGETS['frame_p99_ms']:.0f} ms: "
                 f"{mark(fm['p99'] < BUDGETS['frame_p99_ms'])}), {res['sprites']} card/block images in a frame")
    for table, r in res["frame_ms_by_table"].items():
        lines.append(f"  {table:<26} p50 {r['p50']:6.2f} ms   p99 {r['p99']:6.2f} ms   {r['sprites']:3d} images"
                     f"   cards moving in {r.get('moving_share', 0):.0%} of frames")
    lines.append("")
    lines.append("random playouts per second (hands / deals / rounds):")
    for g, v in res["playouts_per_s"].items():
        extra = ""
        if g == "hasenpfeffer":
            extra = f"   (budget >= {BUDGETS['hasenpfeffer_playouts']:,.0f}: {mark(v >= BUDGETS['hasenpfeffer_playouts'])})"
        lines.append(f"  {g:<14} {v:>10,}{extra}")
    lines.append("")
    lines.append("AI decision time, p95 in ms (budgets: easy 10, normal 50 / 200 in Hasenpfeffer and "
                 "Pyramid Poker, hard 1000):")
    lines.append(f"  {'game':<14}{'easy':>10}{'normal':>10}{'hard':>10}")
    for g, levels in res["ai_ms"].items():
        cells = []
        for lv in ("easy", "normal", "hard"):
            v = levels.get(lv)
            if v is None:
                cells.append(f"{'-':>10}")
                continue
            budget = BUDGETS["ai_p95_ms"][lv]
            if lv == "normal":
                budget = BUDGETS["ai_normal_slow_games"].get(g, budget)
            cells.append(f"{v:>9.1f}{'' if v < budget else '!'}")
        lines.append(f"  {g:<14}" + "".join(cells))
    lines.append("  (! marks a figure over its budget)")
    lines.append("")
    st = res["startup_s"]
    lines.append(f"start-up to the first title frame: {st:.2f} s (budget < {BUDGETS['startup_s']} s: "
                 f"{mark(st < BUDGETS['startup_s'])})")
    net = res.get("net_ms")
    if net is not None:
        lines.append(f"hosted table, {net['clients']} clients on loopback, action to update: p50 {net['p50']:.2f} ms, "
                     f"p99 {net['p99']:.2f} ms (budget p99 < {BUDGETS['net_p99_ms']:.0f} ms: "
                     f"{mark(net['p99'] < BUDGETS['net_p99_ms'])}); the acting client alone: "
                     f"p50 {net['actor_p50']:.2f} ms, p99 {net['actor_p99']:.2f} ms")
    return "\n".join(lines)


def main(args) -> int:
    res = run(quick=args.quick, progress=None if args.json else (lambda m: print(f"measuring {m}...", file=sys.stderr)))
    if args.json:
        print(json.dumps(res))
    else:
        print(format_report(res))
    return 0
