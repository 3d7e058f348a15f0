"""``pairs-table bench``: what players feel, measured.

* ``frame_ms``: p50 / p99 work time of the frames drawn whole of the busiest table
  mid-animation in the app's own frame loop (every playable table is measured at its
  largest seat count; the worst is reported, with ``sprites``, the most card or block images
  one frame of it draws), ``max`` the worst frame of any table, and ``floor_p99`` a bare
  window's frame with as many card images (:func:`.frames.bench_blit_floor`);
* ``playouts_per_s``: random complete hands / deals / rounds per second for each game;
* ``ai_ms``: p95 decision time of the easy, normal and hard agents of each game over a
  fixed set of seeded positions at their default budgets;
* ``startup_s``: from process start to the first drawn frame of the title and of a demo
  table, beside a bare pygame-ce + pygame_gui window's (``floor``) in the same run
  (:mod:`.startup`);
* ``idle_cpu_pct``: the share of one core the app uses on each screen while nothing
  moves, its AI worker included (:mod:`.idle`).
* ``net_ms``: action-to-update latency of a hosted table with 8 clients on loopback
  (p50 / p99, see :mod:`.net`).
"""

from __future__ import annotations

import json
import os
import sys

from ..engine.registry import GAME_NAMES
from .playouts import random_hands_per_second

BUDGETS = {
    "frame_p99_ms": 8.0,
    "frame_p99_floor_ratio": 3.0,  # frame p99 against the bare window's with as many cards
    "frame_max_ms": 33.0,
    "ai_p95_ms": {"easy": 10.0, "normal": 50.0, "hard": 1000.0},
    "ai_normal_slow_games": {"hasenpfeffer": 200.0, "pyramid_poker": 200.0},
    "startup_s": 1.5,
    "startup_title_ratio": 2.0,  # first title frame against the bare window's first frame
    "startup_table_ratio": 3.0,
    "idle_cpu_pct": 2.0,
    "hasenpfeffer_playouts": 12000.0,
    "net_p99_ms": 20.0,
}
PLAYOUT_PLAYERS = {"pairs": 4, "hawthorn": 4, "goblins_poker": 4, "blackstone": 4,
                   "hasenpfeffer": 4, "pyramid_poker": 2}


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


def run(quick: bool = False, progress=None, frozen: str | None = None) -> dict:
    say = progress or (lambda msg: None)
    out: dict = {}
    say("frames")
    from .frames import bench_blit_floor, bench_frames

    frames = bench_frames(frames=200 if quick else 600)
    worst = max(frames.values(), key=lambda r: r["p99"])
    out["frame_ms"] = {"p50": worst["p50"], "p99": worst["p99"], "max": max(r["max"] for r in frames.values()),
                       "cpu_max": max(r["cpu_max"] for r in frames.values()),
                       "floor_p99": bench_blit_floor(worst["sprites"], worst["card_h"], 120 if quick else 300)}
    out["sprites"] = worst["sprites"]
    out["frame_table"] = worst["table"]
    out["frame_ms_by_table"] = {r["table"]: {"p50": r["p50"], "p99": r["p99"], "max": r["max"], "cpu_max": r["cpu_max"],
                                             "sprites": r["sprites"], "moving_share": r["moving_share"]}
                                for r in frames.values()}
    say("playouts")
    out["playouts_per_s"] = bench_playouts(0.3 if quick else 1.5)
    say("AI decision times")
    from .ai_times import bench_ai

    out["ai_ms"] = bench_ai(positions=2 if quick else 6)
    say("start-up")
    from .startup import bench_startup

    out["startup_s"] = bench_startup(1 if quick else 3, ("goblins_poker",) if quick else GAME_NAMES, frozen)
    say("idle CPU")
    from .idle import bench_idle

    idle = bench_idle(1.5 if quick else 10.0, ai_mode="inline" if quick else "process")
    out["idle_cpu_pct"] = {name: r["pct"] for name, r in idle.items()}
    out["idle_how"] = {"seconds": 1.5 if quick else 10.0,
                       "driver": ", ".join(sorted({r["driver"] for r in idle.values()})),
                       "drivers": {name: r["driver"] for name, r in idle.items()},
                       "sdl_sleeps": all(r["sleeps"] for r in idle.values()),
                       "cpu_counted": ", ".join(sorted({r["cpu_scope"] for r in idle.values()})),
                       "ai_worker": not quick,
                       "frames_drawn": {name: [r["full_draws"], r["region_draws"]] for name, r in idle.items()}}
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
    if "floor_p99" in fm:
        ratio = fm["p99"] / fm["floor_p99"] if fm["floor_p99"] else float("nan")
        lines.append(f"  a bare window drawing as many images: p99 {fm['floor_p99']:.2f} ms; the table {ratio:.1f}x that "
                     f"(budget <= {BUDGETS['frame_p99_floor_ratio']:.0f}x: {mark(ratio <= BUDGETS['frame_p99_floor_ratio'])})")
    if "max" in fm:
        cpu = f"; its thread's CPU in a frame at most {fm['cpu_max']:.1f} ms" if "cpu_max" in fm else ""
        lines.append(f"  worst frame of any table: {fm['max']:.1f} ms (budget < {BUDGETS['frame_max_ms']:.0f} ms: "
                     f"{mark(fm['max'] < BUDGETS['frame_max_ms'])}){cpu}")
    for table, r in res["frame_ms_by_table"].items():
        worst = f"   max {r['max']:6.1f} ms" if "max" in r else ""
        lines.append(f"  {table:<26} p50 {r['p50']:6.2f} ms   p99 {r['p99']:6.2f} ms{worst}   {r['sprites']:3d} images"
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
    floor = st["floor"]
    lines.append(f"start-up to the first frame (a bare pygame-ce + pygame_gui window: {floor:.2f} s):")
    for name, what, key in (("title", "title", "startup_title_ratio"),
                            ("table", f"table ({st.get('table_game', '?')} demo)", "startup_table_ratio")):
        ratio = st[name] / floor if floor else float("nan")
        lines.append(f"  {what:<28} {st[name]:.2f} s = {ratio:.1f}x the bare window (budget <= {BUDGETS[key]:.0f}x: "
                     f"{mark(ratio <= BUDGETS[key])})")
    for name in ("frozen_title", "frozen_table"):
        if name in st:
            lines.append(f"  {name.replace('_', ' '):<28} {st[name]:.2f} s")
    lines.append(f"  (budget title < {BUDGETS['startup_s']} s: {mark(st['title'] < BUDGETS['startup_s'])})")
    idle = res.get("idle_cpu_pct")
    if idle:
        how = res.get("idle_how", {})
        lines.append("")
        lines.append(f"CPU while nothing moves, % of one core over {how.get('seconds', '?')} s "
                     f"(budget < {BUDGETS['idle_cpu_pct']:.0f} %; video driver {how.get('driver', '?')}, "
                     f"{how.get('cpu_counted', '')}):")
        for name, pct in idle.items():
            lines.append(f"  {name:<14} {pct:6.2f} %{'' if pct < BUDGETS['idle_cpu_pct'] else '   OVER BUDGET'}")
    net = res.get("net_ms")
    if net is not None:
        lines.append("")
        lines.append(f"hosted table, {net['clients']} clients on loopback, action to update: p50 {net['p50']:.2f} ms, "
                     f"p99 {net['p99']:.2f} ms (budget p99 < {BUDGETS['net_p99_ms']:.0f} ms: "
                     f"{mark(net['p99'] < BUDGETS['net_p99_ms'])}); the acting client alone: "
                     f"p50 {net['actor_p50']:.2f} ms, p99 {net['actor_p99']:.2f} ms")
    return "\n".join(lines)


def main(args) -> int:
    frozen = getattr(args, "frozen", None)
    if frozen and not os.access(frozen, os.X_OK):
        print(f"pairs-table bench: --frozen must be the frozen app's program (PairsTable), not '{frozen}'.",
              file=sys.stderr)
        return 2
    res = run(quick=args.quick, progress=None if args.json else (lambda m: print(f"measuring {m}...", file=sys.stderr)),
              frozen=frozen)
    if args.json:
        print(json.dumps(res))
    else:
        print(format_report(res))
    return 0
