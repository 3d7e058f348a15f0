"""A hand-driven WebSocket client of the tests' own, written from docs/protocol.md with
the ``websockets`` library alone (not the program's client): it sends what a test tells it
and reads messages by type."""

import asyncio
import json
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from pairs_table.engine.replay import replay
from pairs_table.net import protocol as P
from pairs_table.net.bot import play_bot
from pairs_table.net.host import HostSettings
from net_helpers import LOOPBACK, fast, start_host

WAIT = 10.0


class Raw:
    """A hand-driven client: sends what a test tells it, reads messages by type."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.seen: list[dict] = []

    @classmethod
    async def open(cls, host, source: str | None = None) -> "Raw":
        """A connection to ``host``, from the loopback address ``source`` when given (any of
        127.0.0.0/8 reaches a host on 127.0.0.1 and is seen there as that address)."""
        more = {"local_addr": (source, 0)} if source else {}
        ws = await connect(f"ws://{LOOPBACK}:{host.port}/", proxy=None, compression=None, max_size=None, max_queue=None,
                           open_timeout=WAIT, **more)
        return cls(ws)

    @classmethod
    async def join(cls, host, source: str | None = None, **hello) -> tuple["Raw", dict]:
        raw = await cls.open(host, source)
        await raw.send(P.hello(hello.pop("code", host.code), **hello))
        welcome = await raw.expect("welcome")
        # a new seat is the client's once the host knows the welcome arrived (the pong to
        # its ping): a test that drops the connection at once must not lose the seat
        end = time.monotonic() + WAIT
        while welcome["seat"] in host.unconfirmed and time.monotonic() < end:
            await asyncio.sleep(0.005)
        return raw, welcome

    async def send(self, msg) -> None:
        await self.ws.send(msg if isinstance(msg, (str, bytes)) else json.dumps(msg))

    async def expect(self, *types, timeout: float = WAIT) -> dict:
        end = time.monotonic() + timeout
        while True:
            raw = await asyncio.wait_for(self.ws.recv(), max(0.01, end - time.monotonic()))
            msg = json.loads(raw)
            self.seen.append(msg)
            if msg["type"] in types:
                return msg

    async def closed(self, timeout: float = WAIT) -> int:
        """Read until the host closes the connection; its close code."""
        end = time.monotonic() + timeout
        try:
            while time.monotonic() < end:
                raw = await asyncio.wait_for(self.ws.recv(), max(0.01, end - time.monotonic()))
                self.seen.append(json.loads(raw))
        except ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd else 1006
        raise AssertionError("the host did not close the connection")

    def errors(self) -> list[str]:
        return [m["code"] for m in self.seen if m["type"] == "error"]


def host_for(game="hawthorn", seats="remote,remote,easy", **kw):
    """A Hawthorn table for two raw or bot players and the computer; a keyword that names a
    :class:`HostSettings` field sets it; ``options`` the game's (a bankroll of 100 unless given)."""
    settings = fast(**{k: kw.pop(k) for k in list(kw) if k in HostSettings.__dataclass_fields__})
    options = kw.pop("options", {"bankroll": 100})
    return start_host(game, seats, options=options, seed=11, settings=settings, **kw)


async def honest_end(host, *tokens, bots=1):
    """The seats of ``tokens`` come back as bots beside ``bots`` new ones; the table is
    played to its end, its log replays to the same state and no chip was made or lost."""
    tasks = [play_bot(LOOPBACK, host.port, host.code, "easy", token=token, reconnect_for=5) for token in tokens]
    tasks += [play_bot(LOOPBACK, host.port, host.code, "easy", reconnect_for=5) for _ in range(bots)]
    results = await asyncio.wait_for(asyncio.gather(*tasks), 60)
    host.thread.join(10)
    assert host.result is not None and all(r == host.result for r in results)
    t = host.table
    assert replay(t.record.setup, t.record.actions).to_json() == t.state.to_json()
    if "chips" in host.result:
        assert sum(host.result["chips"]) + host.result.get("pot", 0) == sum(t.describe()["start_chips"])
