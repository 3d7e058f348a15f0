"""The client side: one seat at a hosted table.

:class:`TableClient` (asyncio) joins with the table code, keeps what its seat may know (the
view, the public facts, the seat list) and reconnects with its resume token when the
connection drops, until the table ends. :class:`RemoteMatch` wraps one in a thread of its
own with the calls a table scene makes on a local match: ``facts``, ``view``, ``legal``,
``poll()`` for the events, ``act(action)`` which raises the engine's
:class:`~pairs_table.engine.errors.IllegalAction` with the host's refusal code.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from ..engine.base import Event
from ..engine.errors import IllegalAction
from . import protocol as P
from .errors import JoinRefused, NetError, TableLost  # noqa: F401 - where the window and the tests find them

RETRY_DELAYS = (0.1, 0.2, 0.4, 0.8, 1.0)  # seconds between attempts to reach the table again
RECONNECT = {"too_slow", "flooding"}  # refusals after which the seat is simply joined again
CLOSED = "table_closed"  # the host closed the table: it may be hosted again, the seat is tried again


def parse_address(text: str, default_port: int) -> tuple[str, int]:
    """``host``, ``host:port``, ``[v6]:port`` or ``ws://host:port/``; ValueError otherwise."""
    s = str(text).strip()
    if s.startswith("ws://"):
        s = s[5:].rstrip("/")
    if not s or any(ch.isspace() for ch in s) or "/" in s:
        raise ValueError(f"'{text}' is not an address (write it as HOST or HOST:PORT)")
    host, port = s, default_port
    if s.startswith("["):
        end = s.find("]")
        if end < 0:
            raise ValueError(f"'{text}' is not an address: a ']' is missing")
        host, rest = s[1:end], s[end + 1:]
        if rest:
            if not rest.startswith(":"):
                raise ValueError(f"'{text}' is not an address (write it as [ADDRESS]:PORT)")
            port = rest[1:]
    elif s.count(":") == 1:
        host, port = s.split(":")
    if isinstance(port, str):
        if not port.isdigit() or not 1 <= int(port) <= 65535:
            raise ValueError(f"'{port}' is not a port (a port is a number from 1 to 65535)")
        port = int(port)
    if not host:
        raise ValueError(f"'{text}' names no computer")
    return host, port


@dataclass
class Update:
    """One change as this seat sees it. ``resync`` marks a (re)join: ``events`` are then the
    hand's events so far and the table is to be drawn again from ``view``."""

    step: int
    events: list[Event]
    view: dict
    facts: dict
    hands_done: int = 0
    resync: bool = False
    ref: int | str | None = None


@dataclass
class _Known:
    """What the client knows of its table (its seat's share of it)."""

    seat: int | None = None
    token: str | None = None
    table: dict = field(default_factory=dict)
    seats: list = field(default_factory=list)
    step: int = -1
    generation: int = 0  # counts welcomes: a host started again numbers its steps afresh
    view: dict | None = None
    facts: dict = field(default_factory=dict)
    hands_done: int = 0
    result: dict | None = None


class TableClient:
    """One seat's connection (asyncio). ``listener(msg)`` is called after each host message
    has been taken in, from the client's event loop."""

    def __init__(self, address: str, port: int, code: str, *, token: str | None = None, seat: int | None = None,
                 name: str = "", reconnect_for: float = 60.0, open_timeout: float = 10.0,
                 listener: Callable[[dict], None] | None = None, join_for: float | None = None) -> None:
        self.address = address
        self.port = port
        self.code = P.normal_code(code)
        self.want_seat = seat
        self.name = name
        self.reconnect_for = reconnect_for
        self.join_for = reconnect_for if join_for is None else join_for  # trying to be seated at all
        self.open_timeout = open_timeout
        self.listener = listener
        self.known = _Known(token=token)
        self.fresh_token = False  # the token came in a welcome the host may not know arrived
        self.connected = False
        self.leaving = False
        self._ws = None

    @property
    def uri(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{host}:{self.port}/"

    async def send(self, msg: dict) -> bool:
        """Send a message; False when there is no connection at the moment."""
        ws = self._ws
        if ws is None:
            return False
        try:
            await ws.send(P.dumps(msg))
        except ConnectionClosed:
            return False
        return True

    async def close(self) -> None:
        """Leave the table (the seat stays this client's: its token takes it again)."""
        self.leaving = True
        ws = self._ws
        if ws is not None:
            try:
                await ws.send(P.dumps({"type": "bye"}))
            except ConnectionClosed:
                pass
            await ws.close()

    def _take(self, msg: dict) -> None:
        k = self.known
        kind = msg["type"]
        if kind == "welcome":
            k.seat = msg.get("seat")
            k.token = msg.get("token") or k.token
            self.fresh_token = bool(msg.get("token"))
            k.table = msg.get("table") or {}
            k.seats = msg.get("seats") or []
            k.generation += 1
        if kind in ("welcome", "update"):
            k.step = msg.get("step", k.step)
            k.view = msg.get("view")
            k.facts = msg.get("facts") or {}
            k.hands_done = msg.get("hands_done", k.hands_done)
        elif kind == "seats":
            k.seats = msg.get("seats") or []
        if kind == "end" or (kind == "welcome" and msg.get("result") is not None):
            k.result = msg.get("result")

    async def _session(self) -> str | None:
        """One connection: hello, then messages until it closes. Returns the code of a
        refusal the host gave (None if the connection just ended)."""
        refusal = None
        async with connect(self.uri, proxy=None, compression=None, max_size=P.MAX_HOST_MESSAGE,
                           open_timeout=self.open_timeout, ping_interval=10, ping_timeout=10,
                           close_timeout=2, user_agent_header=None) as ws:
            self._ws = ws
            try:
                hello = P.hello(self.code, token=self.known.token, name=self.name,
                                seat=None if self.known.token else self.want_seat)
                await ws.send(P.dumps(hello))
                async for raw in ws:
                    try:
                        msg = P.parse_host(raw)
                    except P.ProtocolError:
                        continue  # a newer host's message this client does not know
                    if msg["type"] == "error" and msg.get("code") in P.FATAL:
                        refusal = msg.get("code")
                    self._take(msg)
                    if msg["type"] == "welcome":
                        self.connected = True
                    if self.listener is not None:
                        self.listener(msg)
                    if self.known.result is not None:
                        return None
            except ConnectionClosed:
                pass
            finally:
                self._ws = None
                self.connected = False
        return refusal

    async def run(self) -> dict:
        """Play the seat to the table's end and return the result. Raises
        :class:`JoinRefused` or :class:`TableLost`."""
        lost_at = None
        delays = iter(())
        while not self.leaving:
            generation = self.known.generation
            refusal = None
            try:
                refusal = await self._session()
            except (OSError, asyncio.TimeoutError, TimeoutError, WebSocketException):
                pass
            if self.known.result is not None or self.leaving:
                return self.known.result
            if refusal == "bad_token" and self.fresh_token:
                # the connection dropped before the host knew its welcome had arrived, so the
                # seat was freed: ask for that seat again
                self.fresh_token = False
                self.known.token, self.want_seat = None, self.known.seat
                continue
            if refusal is not None and refusal not in RECONNECT and not (refusal == CLOSED and self.known.generation):
                raise JoinRefused(refusal)
            now = time.monotonic()
            if self.known.generation != generation or lost_at is None:
                lost_at = now  # a new loss: start counting again
                delays = iter(RETRY_DELAYS)
                if self.listener is not None and self.known.generation != generation:
                    self.listener({"type": "lost", "closed": refusal == CLOSED})
            limit = self.reconnect_for if self.known.generation else self.join_for
            if now - lost_at > limit:
                raise TableLost(f"the table at {self.address}:{self.port} could not be reached "
                                f"for {limit:g} seconds")
            await asyncio.sleep(next(delays, RETRY_DELAYS[-1]))
        return self.known.result


def _update(msg: dict) -> Update:
    welcome = msg["type"] == "welcome"
    events = msg.get("history" if welcome else "events") or []
    return Update(msg.get("step", -1), [Event.from_json(e) for e in events], msg.get("view") or {},
                  msg.get("facts") or {}, msg.get("hands_done", 0), welcome, msg.get("ref"))


def refusal_error(msg: dict, game: str | None = None) -> IllegalAction:
    """The engine's exception for a host's ``refused`` message at a table of ``game``."""
    return IllegalAction(str(msg.get("action", "")), str(msg.get("code", "not_now")), msg.get("params") or {},
                         list(msg.get("legal") or []), reason=msg.get("reason"), kind=msg.get("kind"),
                         fields=msg.get("fields"), game=game)


class RemoteMatch:
    """A seat at a hosted table, for a table scene: the calls of a local match.

    * ``seat``, ``game``, ``players``, ``options``, ``seats`` (names, kinds, who is
      connected), ``step``, ``hands_done``;
    * ``facts``: the public summary (``state.summary()`` on the host); ``view``: this seat's
      view (``state.view(seat)``); ``legal``: this seat's legal actions now (empty when it
      is not its turn); ``my_turn``, ``hand_over``, ``is_over``;
    * ``poll()``: the :class:`Update` s received since the last call, in order;
    * ``act(action)``: send an action and wait for the host's answer; returns the updates up
      to and including the one it caused (the same stream as ``poll()``, so nothing is fed
      twice), or raises :class:`IllegalAction` with the refusal's code and fields;
    * ``ready()``: this player has seen the end of the hand (the host deals the next one
      when everyone is ready, or after a while);
    * ``decode(action)``: the action's kind and fields, as ``Match.decode``;
    * ``status``: ``connecting``, ``playing``, ``reconnecting``, ``ended``, ``failed``;
      ``error`` holds the reason of ``failed`` (a :class:`NetError`); ``result`` the end;
      ``closed_by_host``: the host closed the table (reconnecting waits for it to be hosted
      again).
    """

    def __init__(self, address: str, port: int, code: str, *, token: str | None = None, name: str = "",
                 seat: int | None = None, reconnect_for: float = 60.0, join_for: float | None = None,
                 on_message: Callable[[], None] | None = None) -> None:
        self._client = TableClient(address, port, code, token=token, seat=seat, name=name,
                                   reconnect_for=reconnect_for, listener=self._on_message, join_for=join_for)
        self.on_message = on_message  # called (from the client's thread) after each message is taken in
        self._lock = threading.Lock()
        self._updates: list[Update] = []
        self._answers: dict = {}
        self._refs = itertools.count(1)
        self._joined = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=self._run, name="table-client", daemon=True)
        self._shadow = None
        self.status = "connecting"
        self.closed_by_host = False  # while reconnecting: the host closed the table (it may host it again)
        self.error: NetError | None = None

    # -- running --------------------------------------------------------------------
    def start(self, timeout: float = 15.0) -> "RemoteMatch":
        """Join the table; raises :class:`JoinRefused`, :class:`TableLost` or
        :class:`NetError` when no seat could be had within ``timeout`` seconds."""
        self._thread.start()
        if not self._joined.wait(timeout):
            self.close()
            raise NetError(f"no answer from the table at {self._client.address}:{self._client.port}")
        if self.error is not None:
            raise self.error
        return self

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        try:
            await self._client.run()
            self.status = "ended"
        except NetError as exc:
            self.error = exc
            self.status = "failed"
        except asyncio.CancelledError:
            self.status = "ended"
        finally:
            self._wake_all(("lost", None))
            self._joined.set()
            if self.on_message is not None:
                self.on_message()

    def close(self) -> None:
        """Leave the table and end the client's thread."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            self._soon(loop, self._client.close)
        self._thread.join(timeout=5)

    # -- messages (client thread) ----------------------------------------------------
    def _wake_all(self, answer) -> None:
        with self._lock:
            for slot in self._answers.values():
                if slot[1] is None:
                    slot[1] = answer
                    slot[0].set()

    def _on_message(self, msg: dict) -> None:
        self._take_in(msg)
        if self.on_message is not None:
            self.on_message()

    def _take_in(self, msg: dict) -> None:
        kind = msg["type"]
        if kind == "lost":
            self.status = "reconnecting"
            self.closed_by_host = bool(msg.get("closed"))
            return
        if kind in ("welcome", "update"):
            up = _update(msg)
            with self._lock:
                self._updates.append(up)
            if kind == "welcome":
                self.status = "playing"
                self._joined.set()
                self._wake_all(("update", up))
            elif up.ref is not None:
                self._answer(up.ref, ("update", up))
        elif kind == "refused" and msg.get("ref") is not None:
            self._answer(msg["ref"], ("refused", msg))
        elif kind == "end":
            self.status = "ended"

    def _answer(self, ref, answer) -> None:
        with self._lock:
            slot = self._answers.get(ref)
            if slot is not None and slot[1] is None:
                slot[1] = answer
                slot[0].set()

    # -- what a table reads -----------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self._client.known.seat

    @property
    def token(self) -> str | None:
        """The resume token of this seat: keep it to take the seat again later."""
        return self._client.known.token

    @property
    def game(self) -> str:
        return self._client.known.table.get("game", "")

    @property
    def players(self) -> int:
        return self._client.known.table.get("players", 0)

    @property
    def options(self) -> dict:
        return dict(self._client.known.table.get("options") or {})

    @property
    def start_chips(self) -> list[int] | None:
        """In a chip session, the chips each player brought to it (as the host says)."""
        chips = self._client.known.table.get("start_chips")
        return list(chips) if isinstance(chips, list) else None

    @property
    def seats(self) -> list[dict]:
        return list(self._client.known.seats)

    @property
    def step(self) -> int:
        return self._client.known.step

    @property
    def hands_done(self) -> int:
        return self._client.known.hands_done

    @property
    def view(self) -> dict:
        return self._client.known.view or {}

    @property
    def facts(self) -> dict:
        return self._client.known.facts

    @property
    def legal(self) -> list[str]:
        v = self.view
        return list(v.get("legal") or []) if v.get("to_act") == self.seat else []

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)

    @property
    def hand_over(self) -> bool:
        return bool(self.facts.get("hand_over"))

    @property
    def is_over(self) -> bool:
        return self.result is not None or bool(self.facts.get("over"))

    @property
    def result(self) -> dict | None:
        return self._client.known.result

    def poll(self) -> list[Update]:
        with self._lock:
            out, self._updates = self._updates, []
        return out

    def _send(self, msg: dict) -> None:
        loop = self._loop
        if loop is None or self.status in ("ended", "failed"):
            raise NetError("the table is closed")
        if not self._soon(loop, lambda: self._client.send(msg)):
            raise NetError("the table is closed")

    @staticmethod
    def _soon(loop, make) -> bool:
        """Run the coroutine ``make()`` makes on the client's loop; False when the loop has
        ended. The coroutine is made in the loop, so a loop that ends first leaves none
        unawaited."""
        try:
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(make()))
        except RuntimeError:  # the loop is closed
            return False
        return True

    def act(self, action: str, timeout: float = 10.0) -> list[Update]:
        ref = next(self._refs)
        slot = [threading.Event(), None]
        with self._lock:
            self._answers[ref] = slot
        try:
            self._send(P.act(str(action), self.step, ref))
            if not slot[0].wait(timeout):
                raise NetError("the host did not answer in time")
        finally:
            with self._lock:
                self._answers.pop(ref, None)
        kind, payload = slot[1]
        if kind == "refused":
            raise refusal_error(payload, self.game)
        if kind == "lost":
            raise self.error or NetError("the table is closed")
        with self._lock:  # the updates up to the answer, which this call hands over
            upto = next((i for i, u in enumerate(self._updates) if u is payload), len(self._updates) - 1)
            out, self._updates = self._updates[:upto + 1], self._updates[upto + 1:]
        return out

    def ready(self) -> None:
        self._send({"type": "ready", "step": self.step})

    def decode(self, action: str) -> tuple[str, dict]:
        if self._shadow is None:
            from ..engine.replay import Setup

            self._shadow = Setup(self.game, self.players, self.options).build(record=False)
        return self._shadow.decode_action(self._shadow.string_to_action(action))
