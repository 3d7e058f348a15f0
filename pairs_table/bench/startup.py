"""Start-up: seconds from starting a process to its first drawn frame.

* ``title``: ``python -m pairs_table`` (the window) to its first title frame;
* ``table``: ``python -m pairs_table demo --game G --seconds 0`` to its first table frame
  (the slowest of the games measured);
* ``floor``: a bare pygame-ce + pygame_gui window with one button to its first frame, the
  least such a program takes on this machine, measured in the same run (with the window
  surface the app chooses on X11, so the two are drawn alike).

Each command runs once untimed first (compiled modules written, files cached, as at a
player's second start), then ``runs`` times in turn; the median counts. Every run gets an
empty data folder of its own. A frozen app (``frozen``: its executable) is measured the
same way when given.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

FIRST_FRAME_VAR = "PAIRS_TABLE_BENCH_FIRST_FRAME"

FLOOR = """
import os, time
import pygame, pygame_gui
pygame.display.init()
if pygame.display.get_driver() == "x11":
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
pygame.font.init()
window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
manager = pygame_gui.UIManager((1280, 720))
pygame_gui.elements.UIButton(pygame.Rect(540, 400, 200, 50), "Play", manager)
window.fill((20, 80, 40))
manager.update(0.0)
manager.draw_ui(window)
pygame.display.flip()
print(f"first-frame {time.time():.6f}", flush=True)
"""


def _median(xs: list[float]) -> float:
    xs = sorted(xs)
    if not xs:
        return float("nan")
    mid = len(xs) // 2
    return xs[mid] if len(xs) % 2 else (xs[mid - 1] + xs[mid]) / 2


def first_frame(cmd: list[str]) -> float | None:
    """Seconds from starting ``cmd`` to the first frame it reports; None if it reports none."""
    with tempfile.TemporaryDirectory(prefix="pairs-table-bench-") as home:
        env = dict(os.environ, **{FIRST_FRAME_VAR: "1", "PAIRS_TABLE_HOME": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's modules are compiled once
        start = time.time()
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired):
            return None
    for line in p.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - start
    return None


def commands(games=("goblins_poker",), frozen: str | None = None) -> dict[str, list[str]]:
    """What to start, by name: ``floor``, ``title``, ``table:<game>`` (and ``frozen_*``)."""
    me = [sys.executable, "-m", "pairs_table"]
    out = {"floor": [sys.executable, "-c", FLOOR], "title": me}
    for game in games:
        out[f"table:{game}"] = me + ["demo", "--game", game, "--seconds", "0"]
    if frozen:
        out["frozen_title"] = [frozen]
        out["frozen_table"] = [frozen, "demo", "--game", games[0], "--seconds", "0"]
    return out


def bench_startup(runs: int = 3, games=("goblins_poker",), frozen: str | None = None) -> dict:
    """{"title", "table", "floor": median seconds, "table_game": the slowest table's game}
    (and "frozen_title", "frozen_table" with ``frozen``); NaN where no frame came."""
    cmds = commands(games, frozen)
    for cmd in cmds.values():
        first_frame(cmd)  # untimed: compiled modules, file cache
    times: dict[str, list[float]] = {name: [] for name in cmds}
    for _ in range(runs):
        for name, cmd in cmds.items():
            t = first_frame(cmd)
            if t is not None:
                times[name].append(t)
    med = {name: _median(ts) for name, ts in times.items()}
    tables = {name.split(":", 1)[1]: t for name, t in med.items() if name.startswith("table:")}
    slowest = max(tables, key=lambda g: (tables[g] == tables[g], tables[g]))
    out = {"title": round(med["title"], 3), "table": round(tables[slowest], 3), "floor": round(med["floor"], 3),
           "table_game": slowest}
    for name in ("frozen_title", "frozen_table"):
        if name in med:
            out[name] = round(med[name], 3)
    return out
