"""Search work on every core.

Python threads share one interpreter lock, so a search that should use both cores runs
part of its work in worker processes. ``run_split`` runs the first job in this process and
the others in a shared pool of worker processes (spawned once, reused), and returns the
results in order. Jobs are module-level functions with picklable arguments.

``PAIRS_TABLE_AI_WORKERS`` sets how many worker processes to use (0: everything in this
process); the default is one fewer than the cores, at least one.

Every worker process watches its parent (:func:`exit_with_parent`): when the program is
killed, its workers end within a moment instead of waiting for work that never comes.
"""

from __future__ import annotations

import atexit
import concurrent.futures as cf
import multiprocessing as mp
import os
import threading

_POOL: cf.ProcessPoolExecutor | None = None
_LOCK = threading.Lock()


def exit_with_parent() -> None:
    """In a worker process: end this process as soon as its parent has ended, however it
    ended (a kill leaves no one to shut the pool down). A thread waits on the parent's
    sentinel, which multiprocessing hands every spawned child: the end of a pipe only the
    parent holds open (POSIX), or the parent's process handle (Windows)."""
    parent = mp.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns when the parent process has ended
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def worker_count() -> int:
    env = os.environ.get("PAIRS_TABLE_AI_WORKERS")
    if env is not None:
        try:
            return max(0, int(env))
        except ValueError:
            pass
    return max(1, (os.cpu_count() or 1) - 1)


def _pool() -> cf.ProcessPoolExecutor | None:
    global _POOL
    n = worker_count()
    if n == 0:
        return None
    with _LOCK:
        if _POOL is None:
            _POOL = cf.ProcessPoolExecutor(max_workers=n, mp_context=mp.get_context("spawn"),
                                           initializer=exit_with_parent)
            atexit.register(shutdown)
        return _POOL


def shutdown() -> None:
    global _POOL
    with _LOCK:
        if _POOL is not None:
            _POOL.shutdown(wait=False, cancel_futures=True)
            _POOL = None


def jobs_per_call() -> int:
    """How many jobs a search should split its work into: one per core it may use."""
    return 1 + worker_count()


def run_split(fn, args_list: list[tuple]) -> list:
    """``[fn(*args) for args in args_list]``, the first here and the rest in workers."""
    if not args_list:
        return []
    pool = _pool() if len(args_list) > 1 else None
    futures = []
    if pool is not None:
        try:
            futures = [pool.submit(fn, *args) for args in args_list[1:]]
        except (RuntimeError, OSError):  # a broken or shut-down pool: work here instead
            futures = []
    first = fn(*args_list[0])
    if pool is None or not futures and len(args_list) > 1:
        return [first] + [fn(*args) for args in args_list[1:]]
    out = [first]
    for i, fut in enumerate(futures, start=1):
        try:
            out.append(fut.result())
        except cf.process.BrokenProcessPool:
            shutdown()
            out.append(fn(*args_list[i]))
    return out
