"""Action-to-update latency of a hosted table with 8 clients on loopback.

A ``pairs-table host`` process (Blackstone, 8 remote seats, 127.0.0.1, a free port, saves in
a temporary folder) and 8 clients in this process, each playing random legal actions. For
every action, the time from sending it to receiving the update it caused is measured at
each of the 8 clients (the actor and the 7 others who see it): ``p50`` and ``p99`` over all
of them, and ``actor_p50`` / ``actor_p99`` for the acting client alone.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time

from ..engine.rng import Rng

CLIENTS = 8
GAME, OPTIONS = "blackstone", {"bankroll": 100000}


def _percentile(xs, q):
    from . import percentile

    return round(percentile(xs, q), 2)


async def _clients(port: int, code: str, actions: int, timeout: float) -> tuple[list[float], list[float]]:
    from ..net import protocol as P
    from ..net.client import TableClient

    sent: dict[int, float] = {}  # step an action leads to -> when it was sent
    everyone: list[float] = []
    actor: list[float] = []
    done = asyncio.Event()
    rng = Rng(1)
    clients: list[TableClient] = []

    def listener_for(i: int):
        def hear(msg: dict) -> None:
            now = time.perf_counter()
            if msg["type"] == "update" and msg["step"] in sent:
                everyone.append((now - sent[msg["step"]]) * 1000)
                if msg.get("ref") is not None:
                    actor.append((now - sent[msg["step"]]) * 1000)
            if len(actor) >= actions:
                done.set()
                return
            view = msg.get("view")
            if msg["type"] in ("welcome", "update") and view:
                c = clients[i]
                if view.get("to_act") == c.known.seat and view.get("legal"):
                    step = msg["step"]
                    action = rng.choice(view["legal"])
                    sent[step + 1] = time.perf_counter()
                    asyncio.ensure_future(c.send(P.act(action, step, ref=step)))
                elif view.get("hand_over") and not view.get("over"):
                    asyncio.ensure_future(c.send({"type": "ready", "step": msg["step"]}))
        return hear

    for i in range(CLIENTS):
        clients.append(TableClient("127.0.0.1", port, code, reconnect_for=5.0, listener=listener_for(i)))
    runs = [asyncio.ensure_future(c.run()) for c in clients]
    try:
        await asyncio.wait_for(done.wait(), timeout)
    finally:
        for r in runs:
            r.cancel()
        await asyncio.gather(*runs, return_exceptions=True)
    return everyone, actor


def bench_net(actions: int = 600, timeout: float = 120.0) -> dict:
    """p50 / p99 action-to-update latency in ms (see the module's description)."""
    with tempfile.TemporaryDirectory(prefix="pairs-table-bench-") as home:
        env = dict(os.environ, PAIRS_TABLE_HOME=home, PYTHONUNBUFFERED="1")
        cmd = [sys.executable, "-m", "pairs_table", "host", "--game", GAME, "--seats", ",".join(["remote"] * CLIENTS),
               "--bind", "127.0.0.1", "--port", "0", "--options", json.dumps(OPTIONS), "--seed", "1"]
        host = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        try:
            line = host.stdout.readline()
            if not line:
                raise RuntimeError("the host did not start")
            opened = json.loads(line)
            everyone, actor = asyncio.run(_clients(opened["port"], opened["code"], actions, timeout))
        finally:
            host.terminate()
            try:
                host.wait(10)
            except subprocess.TimeoutExpired:
                host.kill()
                host.wait()
    return {"clients": CLIENTS, "actions": len(actor), "p50": _percentile(everyone, 50), "p99": _percentile(everyone, 99),
            "actor_p50": _percentile(actor, 50), "actor_p99": _percentile(actor, 99)}


if __name__ == "__main__":  # pragma: no cover - a quick look by hand
    print(json.dumps(bench_net(int(sys.argv[1]) if len(sys.argv) > 1 else 600)))
