"""CPU used while nothing moves: the real frame loop (``App.run``) on one screen with no
input for a while, as a percentage of one core.

The screens: the title, a lobby, each playable table waiting for the human (dealt at
instant speed until it is the human's turn), the rules page and the statistics screen.
The CPU time is this process's plus that of its children (the AI worker and the
multiprocessing helper), read from ``/proc`` where there is one; elsewhere only this
process and its ended children count (``cpu_scope`` says which).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

SCREENS = ("title", "lobby", "tables", "rules", "statistics")
SETTLE_S = 0.5  # the loop runs this long before the measurement (first frames, tooltips)


def _stat(pid: str) -> list[str]:
    """The fields of ``/proc/<pid>/stat`` after the command name (empty if unreadable)."""
    try:
        with open(Path("/proc", pid, "stat"), encoding="ascii", errors="replace") as fh:
            return fh.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return []


def _children() -> list[str] | None:
    """The process ids of this process's children, or None without ``/proc``."""
    try:
        tasks = os.listdir("/proc/self/task")
    except OSError:
        return None
    kids: list[str] = []
    for task in tasks:
        try:
            with open(Path("/proc", "self", "task", task, "children"), encoding="ascii") as fh:
                kids += fh.read().split()
        except OSError:  # a kernel without the list: every process's parent is looked at
            me = str(os.getpid())
            return [p for p in os.listdir("/proc") if p.isdigit() and _stat(p)[1:2] == [me]]
    return kids


def _children_cpu() -> float | None:
    """Seconds of CPU of the live children of this process, or None without ``/proc``."""
    kids = _children()
    if kids is None:
        return None
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in kids:
        fields = _stat(pid)
        if len(fields) > 12:
            total += (int(fields[11]) + int(fields[12])) / tick  # utime + stime
    return total


class CpuClock:
    """CPU seconds of this process and its children between :meth:`start` and :meth:`stop`
    (the children are read outside the interval: reading them is not counted)."""

    scope = ""

    def start(self) -> None:
        self._kids = _children_cpu()
        self._ended = sum(os.times()[2:4])
        self._own = time.process_time()

    def stop(self) -> float:
        own = time.process_time() - self._own
        kids = _children_cpu()
        if kids is None or self._kids is None:
            self.scope = "process and ended children"
            return own + sum(os.times()[2:4]) - self._ended
        self.scope = "process and live children"
        return own + kids - self._kids


def _table_waiting(app, game: str):
    from ..app.config import TableConfig, default_seats

    config = TableConfig(game, default_seats(game), speed="instant", ai_pace="instant", seed=5)
    table = app.screens.table(config)
    give_up = time.perf_counter() + 60.0
    while not (table.human_to_act() and app.stack.top is table) and time.perf_counter() < give_up:
        app.step(1 / 60)
    config.speed = config.ai_pace = "normal"
    return table


def open_screen(app, screen: str):
    """Put ``screen`` (a name of :data:`SCREENS` but "tables", or a game) on top of ``app``."""
    title = app.screens.open("title")
    if screen == "title":
        return title
    if screen in ("lobby", "rules", "statistics"):
        return app.screens.open(screen)  # the lobby and rules of the first game
    return _table_waiting(app, screen)


def _workers_quiet(app, limit: float = 15.0) -> None:
    """Let the loop run until the children stop using CPU (a worker that is starting)."""
    last = _children_cpu()
    give_up = time.perf_counter() + limit
    while last is not None and time.perf_counter() < give_up:
        app.run(until=time.perf_counter() + 0.25)
        now = _children_cpu()
        if now - last < 0.005:
            return
        last = now


def _driver() -> str:
    import pygame

    try:
        return pygame.display.get_driver()
    except pygame.error:
        return "?"


def idle_cpu(screen: str, seconds: float, ai_mode: str = "process") -> dict:
    """Percent of one core used over ``seconds`` by the app left alone on ``screen``, with
    what the loop did meanwhile."""
    from ..app.main import App
    from ..storage.settings import Settings

    app = App((1280, 720), ai_mode=ai_mode, settings=Settings(), save_settings=False)
    for _ in range(3):  # SDL falls back to "offscreen" when the X server refuses a connection
        if _driver() != "offscreen" or not os.environ.get("DISPLAY"):
            break
        app.close()
        time.sleep(0.5)
        app = App((1280, 720), ai_mode=ai_mode, settings=Settings(), save_settings=False)
    try:
        top = open_screen(app, screen)
        if ai_mode == "process":  # the worker is there, as in the app once a game was played
            app.ai.warm_up(getattr(getattr(top, "config", None), "game", "pairs"))
            _workers_quiet(app)
        app.run(until=time.perf_counter() + SETTLE_S)
        loop = app.loop
        wakes, full, regions = loop.wakes, loop.full_draws, loop.region_draws
        clock = CpuClock()
        clock.start()
        start = time.perf_counter()
        app.run(until=start + seconds)
        elapsed = time.perf_counter() - start
        cpu = clock.stop()
        return {"pct": round(100.0 * cpu / elapsed, 2), "wakes": loop.wakes - wakes,
                "full_draws": loop.full_draws - full, "region_draws": loop.region_draws - regions,
                "cpu_scope": clock.scope, "driver": _driver(), "sleeps": loop.waiter.sleeps}
    finally:
        app.close()


def bench_idle(seconds: float = 10.0, screens=None, ai_mode: str = "process") -> dict:
    """``{screen: idle_cpu(...)}`` for every screen (tables by game name), in a data
    folder of its own (nothing of the player's is read or written)."""
    import tempfile

    from ..app import games
    from ..storage.paths import HOME_VAR

    names = []
    for s in screens or SCREENS:
        names += [g for g in games.keys() if games.playable(g)] if s == "tables" else [s]
    old = os.environ.get(HOME_VAR)
    with tempfile.TemporaryDirectory(prefix="pairs-table-bench-") as home:
        os.environ[HOME_VAR] = home
        try:
            return {name: idle_cpu(name, seconds, ai_mode) for name in names}
        finally:
            if old is None:
                os.environ.pop(HOME_VAR, None)
            else:
                os.environ[HOME_VAR] = old
