"""A computer player at a hosted table: takes a seat and plays it with an AI level.

The agent gets exactly what a player at that seat gets from the host (the seat's view and
its legal actions), so a bot is a client like any other.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import Callable

from ..ai.base import make_agent
from ..engine.rng import Rng
from . import protocol as P
from .client import TableClient

MAX_RETRIES = 3  # a refused action (the table moved on) is chosen again at most this often


async def play_bot(address: str, port: int, code: str, level: str, *, token: str | None = None,
                   name: str = "", think_ms: int | None = None, reconnect_for: float = 60.0,
                   on_seated: Callable[[int, str | None], None] | None = None,
                   listener: Callable[[dict], None] | None = None) -> dict:
    """Play a seat to the table's end; returns the result. ``on_seated(seat, token)`` is
    called on the first welcome; ``listener`` sees every message (tests record them)."""
    poke = asyncio.Event()
    refusals: list[dict] = []

    def hear(msg: dict) -> None:
        if listener is not None:
            listener(msg)
        if msg["type"] == "refused":
            refusals.append(msg)
        poke.set()

    client = TableClient(address, port, code, token=token, name=name, reconnect_for=reconnect_for, listener=hear)
    runner = asyncio.ensure_future(client.run())
    rng = Rng(int.from_bytes(secrets.token_bytes(8), "big"))
    agent = None
    acted = readied = None
    retries = 0
    loop = asyncio.get_running_loop()
    try:
        while not runner.done():
            waiter = asyncio.ensure_future(poke.wait())
            await asyncio.wait({runner, waiter}, return_when=asyncio.FIRST_COMPLETED)
            waiter.cancel()
            poke.clear()
            k = client.known
            if k.view is None or runner.done():
                continue
            if agent is None:
                kw = {"think_ms": think_ms} if level == "hard" and think_ms else {}
                agent = make_agent(k.table["game"], level, **kw)
                if on_seated is not None:
                    on_seated(k.seat, k.token)
            if refusals:
                refusals.clear()
                if retries < MAX_RETRIES:
                    retries += 1
                    acted = None  # choose again from the view as it is now
            at = (k.generation, k.step)
            view = k.view
            legal = view.get("legal") or []
            if view.get("to_act") == k.seat and legal and acted != at:
                acted = at
                action = await loop.run_in_executor(None, agent.choose, view, legal, Rng(rng.next_u64()))
                if (k.generation, k.step) == at:
                    await client.send(P.act(action, at[1]))
                    continue
                acted = None
                poke.set()
            elif view.get("hand_over") and not view.get("over") and readied != at:
                readied = at
                retries = 0
                await client.send({"type": "ready", "step": at[1]})
        return runner.result()
    finally:
        if not runner.done():
            runner.cancel()
            await asyncio.gather(runner, return_exceptions=True)
