"""A hosted table on 127.0.0.1 (an ephemeral port) with its clients, for the net tests.

The host runs in its thread (:class:`HostThread`); clients run in an asyncio loop of the
test. Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from pairs_table.engine.replay import Setup
from pairs_table.net.bot import play_bot
from pairs_table.net.host import Host, HostSettings, HostThread
from pairs_table.net.table import SeatPlan, Table

LOOPBACK = "127.0.0.1"
FAST = HostSettings(bind=LOOPBACK, port=0, hello_timeout=2.0, turn_timeout=None, takeover_after=30.0,
                    deal_wait=5.0, ping_interval=5.0, ping_timeout=5.0, refusal_delay=0.01)
SESSION_TIMEOUT = 60.0


def plans(words: str) -> list[SeatPlan]:
    out = []
    for w in words.split(","):
        out.append(SeatPlan("remote") if w == "remote" else SeatPlan("ai", w))
    return out


def start_host(game: str, seats: str, *, options=None, seed: int = 1, hands=None, observer=None,
               settings: HostSettings = FAST, **kw) -> Host:
    setup = Setup(game, len(seats.split(",")), dict(options or {}), seed=seed)
    table = Table.new(setup, plans(seats), hands=hands)
    host = Host(table, settings=settings, observer=observer, **kw)
    thread = HostThread(host)
    thread.start()
    host.thread = thread
    return host


def stop_host(host: Host) -> None:
    host.thread.stop()
    assert not host.thread.thread.is_alive()


async def bots(host: Host, count: int, level: str = "easy", *, recorders=None, timeout=SESSION_TIMEOUT):
    """``count`` bots at the host's table; their results."""
    tasks = []
    for i in range(count):
        listener = recorders[i].append if recorders is not None else None
        tasks.append(play_bot(LOOPBACK, host.port, host.code, level, listener=listener, reconnect_for=5.0))
    return await asyncio.wait_for(asyncio.gather(*tasks), timeout)


def run_session(host: Host, count: int, level: str = "easy", recorders=None):
    results = asyncio.run(bots(host, count, level, recorders=recorders))
    host.thread.join(10)
    return results


# ---- commands in processes ------------------------------------------------------------


def cli(*args) -> list[str]:
    return [sys.executable, "-m", "pairs_table", *args]


def env(home: Path) -> dict:
    return dict(os.environ, PAIRS_TABLE_HOME=str(home), PYTHONUNBUFFERED="1")


def read_line(proc: subprocess.Popen, timeout: float = 20.0) -> dict:
    """The next JSON line the process prints (its standard output must be a pipe)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        line = proc.stdout.readline()
        if line:
            return json.loads(line)
        if proc.poll() is not None:
            raise AssertionError(f"the process ended ({proc.returncode}): {proc.stderr.read()}")
    raise AssertionError("no line in time")


def start(args, home: Path) -> subprocess.Popen:
    return subprocess.Popen(cli(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home))


def finish(proc: subprocess.Popen, timeout: float = SESSION_TIMEOUT) -> tuple[int, list[dict], str]:
    out, err = proc.communicate(timeout=timeout)
    assert "Traceback" not in err, err
    return proc.returncode, [json.loads(x) for x in out.splitlines() if x.strip()], err


def host_args(game, seats, *more) -> list[str]:
    return ["host", "--game", game, "--seats", seats, "--bind", LOOPBACK, "--port", "0", *more]


def fast(settings: HostSettings = FAST, **kw) -> HostSettings:
    return replace(settings, **kw)
