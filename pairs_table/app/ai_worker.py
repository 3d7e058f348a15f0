"""AI decisions off the render loop.

:class:`AIRunner` asks an agent for a move and hands back a ``concurrent.futures.Future``.
In ``process`` mode the work runs in one worker process (spawned once and reused), so a
search of a second never stalls a frame; ``inline`` mode answers at once in this process
(tests). The agent gets only the seat's view and the legal action strings. ``on_answer`` is
called (from another thread) when a worker's answer is ready, so a sleeping frame loop wakes.

This module imports no pygame, so the worker process stays light.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp
import os

from ..ai.base import make_agent
from ..ai.parallel import exit_with_parent
from ..engine import registry
from ..engine.rng import Rng

_AGENTS: dict = {}


def known(game) -> None:
    """Make sure this process knows the game (a :class:`~pairs_table.engine.registry.Entry`):
    a game registered in the window's process after the worker started (or not at all in
    the worker, which starts from the program's own registrations) is registered here too."""
    if game is not None and game.name not in registry.GAME_NAMES:
        registry.register(game)


def choose(game: str, level: str, view: dict, legal: list[str], seed: int, agent_kw: dict | None = None,
           explain: bool = False, entry=None):
    """One decision (runs in the worker): the action string, or with ``explain`` the
    agent's :class:`~pairs_table.ai.reasons.Decision` (the action and why). Agents are made
    once per game, level and settings (``agent_kw`` for :func:`make_agent`, as a hint's
    ``think_ms``); ``entry`` is the game's registry entry, for a worker that does not know it."""
    known(entry)
    key = (game, level, tuple(sorted((agent_kw or {}).items())))
    agent = _AGENTS.get(key)
    if agent is None:
        agent = _AGENTS[key] = make_agent(game, level, **(agent_kw or {}))
    if explain:
        return agent.decide(view, legal, Rng(seed))
    return agent.choose(view, legal, Rng(seed))


def _init_worker() -> None:
    """The worker is the AI's one process: a search splits no further, so the render loop
    keeps a core to itself. It ends when the window's process ends, even by a kill."""
    os.environ["PAIRS_TABLE_AI_WORKERS"] = "0"
    exit_with_parent()


WORKER_NICENESS = 5  # how far below the window the worker runs (Unix; a no-op elsewhere)


def _start_worker() -> None:
    """The worker's start: below the window in the scheduler, so a search never takes the
    CPU a frame needs on a machine with few cores; then :func:`_init_worker`."""
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
    _init_worker()


def _warm(game: str, entry=None) -> bool:
    from ..ai.base import available_levels

    known(entry)
    available_levels(game)
    return True


class AIRunner:
    MODES = ("process", "inline")

    def __init__(self, mode: str = "process", on_answer=None) -> None:
        if mode not in self.MODES:
            raise ValueError(f"unknown AI mode {mode!r} (modes: {', '.join(self.MODES)})")
        self.mode = mode
        self.on_answer = on_answer
        self._pool: cf.ProcessPoolExecutor | None = None

    def _get_pool(self) -> cf.ProcessPoolExecutor:
        if self._pool is None:
            self._pool = cf.ProcessPoolExecutor(max_workers=1, mp_context=mp.get_context("spawn"),
                                                initializer=_start_worker)
        return self._pool

    def warm_up(self, game: str) -> None:
        """Start the worker early and load the game's agents there."""
        if self.mode == "process":
            try:
                self._get_pool().submit(_warm, game, registry.entry(game))
            except (RuntimeError, OSError):
                self.mode = "inline"

    def submit(self, game: str, level: str, view: dict, legal: list[str], seed: int,
               agent_kw: dict | None = None, explain: bool = False) -> cf.Future:
        """A future of :func:`choose`'s answer (with ``explain``, the decision and its reason)."""
        if self.mode == "process":
            try:
                return self.watch(self._get_pool().submit(choose, game, level, view, list(legal), seed, agent_kw,
                                                          explain, registry.entry(game)))
            except (RuntimeError, OSError, cf.process.BrokenProcessPool):
                self._pool = None
                self.mode = "inline"  # no worker can be had: think here instead
        fut: cf.Future = cf.Future()
        try:
            fut.set_result(choose(game, level, view, list(legal), seed, agent_kw, explain))
        except Exception as exc:  # noqa: BLE001 - reported to the table, which falls back
            fut.set_exception(exc)
        return fut

    def watch(self, fut: cf.Future) -> cf.Future:
        """Call ``on_answer`` once ``fut`` is done (at once when it already is)."""
        if self.on_answer is not None:
            fut.add_done_callback(lambda _fut: self.on_answer())
        return fut

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
