"""The host: one table, its seats, and a WebSocket server on asyncio.

The host is authoritative: it runs the only engine state. A client joins with the table
code and gets one seat and a resume token; from then on it receives only that seat's view
and the events as that seat may see them, and may send only that seat's actions. AI seats
are played here by :func:`~pairs_table.ai.base.make_agent` agents that get the seat's view
and the legal strings, in a worker thread so the table keeps answering while they think.

Faults: a client that drops keeps its seat and resumes with its token; a seat whose player
has been away too long, or does not act in time, is played by the computer for that turn.
A client's messages are size-limited (the WebSocket layer closes a connection that sends a
larger one), rate-limited (a token bucket; flooding closes the connection), checked field
by field (:mod:`.protocol`), and the host never waits for a client: each connection has a
bounded queue of outgoing messages and a client that does not keep up is disconnected. A
connection that says nothing is closed after :attr:`HostSettings.hello_timeout`.

Strangers (:mod:`.gate`): connections without a seat wait apart from the seated ones and
the one that waited longest makes room for a newer one, so they never keep a player out; a
refused hello is answered after the same delay whatever the reason and counts as a guess,
and too many guesses cool the address or the whole table down. A new seat is given with its
token in the welcome but counts as taken only once the client has answered the ping that
follows the welcome: a connection that drops before frees it.

:class:`Host` runs in an event loop (``await host.serve()``); :class:`HostThread` runs one
in a thread beside a window.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hmac
import secrets
import socket
import threading
import time
from dataclasses import dataclass
from typing import Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..ai.base import make_agent
from ..engine.errors import IllegalAction
from ..engine.rng import Rng
from . import protocol as P
from .gate import Guesses, Waiting
from .store import SaveWriter, TableFile, TableFiles, digest
from .table import Table

DEFAULT_PORT = P.DEFAULT_PORT


@dataclass
class HostSettings:
    """Limits and times of a host (seconds)."""

    bind: str = "0.0.0.0"
    port: int = DEFAULT_PORT
    hello_timeout: float = 5.0  # a connection must say hello within this
    turn_timeout: float | None = 120.0  # a connected player who does not act: the computer plays the turn
    takeover_after: float = 60.0  # a player away this long: the computer plays their turns
    deal_wait: float = 30.0  # after a hand, wait this long at most for the players' "ready"
    stand_in_level: str = "normal"  # the AI level that plays for an absent player
    think_ms: int | None = None  # budget of the hard agent (None: its default)
    rate: float = 20.0  # messages a second a client may send besides those that move the game on
    burst: float = 40.0  # and at once
    flood_limit: int = 200  # dropped messages within flood_window that close the connection
    flood_window: float = 5.0
    out_queue: int = 512  # messages waiting for a client before it counts as too slow
    ping_interval: float = 10.0  # WebSocket heartbeats
    ping_timeout: float = 10.0
    refusal_delay: float = 0.5  # a refused hello is answered only after this, whatever its reason
    max_waiting: int = 64  # connections without a seat; past this the one that waited longest goes
    guesses_per_table: int = 100  # refused hellos within guess_window that cool the whole table down
    guesses_per_address: int = 10  # and that cool one address down
    guess_window: float = 60.0
    cool_down: float = 60.0  # meanwhile only a hello with a seat's token is looked at
    linger: float = 10.0  # after the end, wait this long for away players to come for the result
    save_interval: float = 0.25  # the game is saved this often while it changes (0: after every change)


RECEIPT = object()  # in a connection's queue: ping the client there (see Connection.ask_receipt)
CLAIM_REFUSALS = frozenset({"version", "wrong_code", "bad_token", "table_full", "no_such_seat"})


class Connection:
    """One client's connection: its seat, its outgoing queue and its rate limit."""

    clock = staticmethod(time.monotonic)  # the rate limit's clock (seconds)

    def __init__(self, ws: ServerConnection, seat: int, settings: HostSettings) -> None:
        self.ws = ws
        self.seat = seat
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=settings.out_queue)
        self.settings = settings
        self.tokens = settings.burst
        self.last = self.clock()
        self.drops: list[float] = []
        self.warned = 0.0
        self.closing = False
        self.close_code = 1000
        self.on_receipt: Callable[[], None] | None = None
        self._receipt: asyncio.Future | None = None
        self.sent = 0  # messages written to the connection

    def left_cleanly(self) -> bool:
        """Whether the client closed the connection with a close frame of its own (not a
        reset, a timeout or a close of the host's) after the first message was written."""
        proto = self.ws.protocol
        return self.sent > 0 and proto.close_rcvd is not None and bool(proto.close_rcvd_then_sent)

    def ask_receipt(self, on_receipt: Callable[[], None]) -> None:
        """Call ``on_receipt`` once the client has read every message queued so far: a
        WebSocket ping goes out after them, and every client answers a ping once it has
        read what came before it. A client that does not answer within the ping timeout
        is disconnected (``too_slow``)."""
        self.on_receipt = on_receipt
        try:
            self.queue.put_nowait(RECEIPT)
        except asyncio.QueueFull:
            self.close("too_slow")

    async def _await_receipt(self, pong) -> None:
        try:
            await asyncio.wait_for(pong, self.settings.ping_timeout)
        except (asyncio.TimeoutError, TimeoutError):
            self.close("too_slow")
            return
        except (ConnectionClosed, asyncio.CancelledError):
            return
        if not self.closing and self.on_receipt is not None:
            self.on_receipt()

    def send(self, msg: dict) -> bool:
        """Queue a message; False (and the connection is closed) when the client lags."""
        if self.closing:
            return False
        try:
            self.queue.put_nowait(P.dumps(msg))
        except asyncio.QueueFull:
            self.close("too_slow")
            return False
        return True

    def close(self, code: str | None = None) -> None:
        """Send a last error (if any) and close after the queued messages."""
        if self.closing:
            return
        self.closing = True
        if code is not None:
            self.close_code = 1008
        while code is not None:
            try:
                self.queue.put_nowait(P.dumps(P.error(code)))
                break
            except asyncio.QueueFull:
                self.queue.get_nowait()  # the client is lagging anyway: make room for the reason
        try:
            self.queue.put_nowait(None)
        except asyncio.QueueFull:
            asyncio.ensure_future(self.ws.close(self.close_code, code or ""))

    def allow(self) -> str | None:
        """Take a token for one message: None if allowed, else ``rate_limited`` or ``flooding``."""
        now = self.clock()
        s = self.settings
        self.tokens = min(s.burst, self.tokens + (now - self.last) * s.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return None
        self.drops = [t for t in self.drops if now - t < s.flood_window]
        self.drops.append(now)
        if len(self.drops) >= s.flood_limit:
            return "flooding"
        if now - self.warned >= 1.0:
            self.warned = now
            return "rate_limited"
        return ""

    def refund(self) -> None:
        """Give back the token of a message that moved the game on (an accepted action, a
        first "ready"): those come no faster than the table itself, so only idle or refused
        traffic counts against the rate."""
        self.tokens = min(self.settings.burst, self.tokens + 1)

    async def write(self) -> None:
        """Send the queued messages in order until the connection closes."""
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    await self.ws.close(self.close_code)
                    return
                if text is RECEIPT:
                    self._receipt = asyncio.ensure_future(self._await_receipt(await self.ws.ping()))
                    continue
                await self.ws.send(text)
                self.sent += 1
        except ConnectionClosed:
            pass


def lan_address() -> str:
    """The address of this computer on its local network (no packet is sent)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a documentation address: only picks the interface
            return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"


class Host:
    """One hosted table (see the module's description)."""

    def __init__(self, table: Table, *, code: str | None = None, tokens: list[str | None] | None = None,
                 settings: HostSettings | None = None, writer: SaveWriter | None = None,
                 files: TableFiles | None = None, observer: Callable | None = None,
                 on_listening: Callable | None = None, marked: bool = False) -> None:
        self.table = table
        self.settings = settings or HostSettings()
        self.code = code or P.new_code()
        self.tokens: list[str | None] = list(tokens) if tokens is not None else [None] * table.state.players
        self.writer = writer
        self.files = files
        self.observer = observer  # observer(table, events) after every change, before it is sent
        self.on_listening = on_listening  # on_listening(host) once the port is open
        self.marked = marked  # the save itself says it is a hosted table (a table hosted from the window)
        self.here_tokens: dict[int, str] = {}
        for seat, plan in enumerate(table.plans):
            if plan.kind == "here" and self.tokens[seat] is None:
                token = P.new_token()
                self.here_tokens[seat] = token
                self.tokens[seat] = digest(token)
        n = table.state.players
        self.conns: dict[int, Connection] = {}
        self.away_since: list[float | None] = [time.monotonic()] * n
        self.ready_step: list[int] = [-1] * n
        self.stand_ins: set[int] = set()  # seats the computer plays while their player is away
        self.agents: dict[int, object] = {}  # the agents of AI seats
        self.stand_in_agents: dict[int, object] = {}
        self.told: set[int] = set()  # seats that were given the result
        self._unsaved = False
        self.rng = Rng(int.from_bytes(secrets.token_bytes(8), "big"))
        self.port: int | None = None
        self.address: str | None = None
        self.result: dict | None = None
        self.listening = threading.Event()
        self.failure: BaseException | None = None
        self._wake: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-ai")
        self._turn_since = time.monotonic()
        self._hand_over_since = time.monotonic()
        s = self.settings
        self.waiting: Waiting[ServerConnection] = Waiting(s.max_waiting)
        self.guesses = Guesses(s.guesses_per_table, s.guesses_per_address, s.guess_window, s.cool_down)
        # seats given to a hello whose welcome is not known to have arrived: (connection, the seat's name before)
        self.unconfirmed: dict[int, tuple[Connection, str]] = {}
        self._closing: set[asyncio.Task] = set()

    # -- seats ----------------------------------------------------------------------
    def seat_list(self) -> list[dict]:
        out = []
        for seat, plan in enumerate(self.table.plans):
            out.append({"seat": seat, "name": self.table.record.seats[seat].name, "kind": plan.kind,
                        "level": plan.level, "joined": plan.kind == "ai" or self.tokens[seat] is not None,
                        "connected": seat in self.conns, "stand_in": seat in self.stand_ins})
        return out

    def _all_joined(self) -> bool:
        return all(p.kind == "ai" or (self.tokens[s] is not None and s not in self.unconfirmed)
                   for s, p in enumerate(self.table.plans))

    def _token_seat(self, token: str | None) -> int | None:
        """The seat whose token this is (every seat's digest is compared, in constant time)."""
        if token is None:
            return None
        wanted = digest(token)
        found = None
        for seat, known in enumerate(self.tokens):
            if known is not None and hmac.compare_digest(known, wanted) and found is None:
                found = seat
        return found

    def _claim(self, hello: P.Hello, address: str) -> tuple[int, str | None]:
        """The seat a hello asks for and a new token (None when it resumes with its own).
        While the table or the address cools down after too many refused hellos, only a
        seat's own token (with the code) is taken and nothing else is told."""
        if hello.protocol not in P.SUPPORTED:
            raise P.ProtocolError("version", f"this host speaks {', '.join(map(str, P.SUPPORTED))}")
        code_ok = hmac.compare_digest(hello.code.encode("utf-8"), self.code.encode("utf-8"))
        seat = self._token_seat(hello.token)
        if self.guesses.cooling(address) and not (code_ok and seat is not None):
            raise P.ProtocolError("too_many_guesses")
        if not code_ok:
            raise P.ProtocolError("wrong_code")
        if hello.token is not None:
            if seat is None:
                raise P.ProtocolError("bad_token")
            return seat, None
        free = [s for s, p in enumerate(self.table.plans) if p.kind == "remote" and self.tokens[s] is None]
        if hello.seat is not None:
            if hello.seat not in free:
                raise P.ProtocolError("no_such_seat")
            free = [hello.seat]
        if not free:
            raise P.ProtocolError("table_full")
        token = P.new_token()
        self.tokens[free[0]] = digest(token)
        return free[0], token

    def _save_table_file(self) -> None:
        if self.files is None:
            return
        t = self.table
        try:
            self.files.write(TableFile(t.record.id, self.code, self.port or 0, t.plans, list(self.tokens), t.hands))
        except OSError:
            pass  # the game's save still holds the game; only resuming seats by token is lost

    # -- the server -----------------------------------------------------------------
    async def serve(self) -> dict:
        """Listen, run the table to its end and return its result."""
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        self._stop = asyncio.Event()
        s = self.settings
        try:
            server = await serve(self._handler, s.bind, s.port, compression=None,
                                 max_size=P.MAX_CLIENT_MESSAGE, max_queue=8, open_timeout=s.hello_timeout,
                                 ping_interval=s.ping_interval, ping_timeout=s.ping_timeout,
                                 close_timeout=2, server_header=None)
        except OSError as exc:
            self.failure = exc
            self.listening.set()
            raise
        async with server:
            sock = next(iter(server.sockets))
            self.port = sock.getsockname()[1]
            self.address = lan_address() if s.bind in ("", "0.0.0.0", "::") else s.bind
            self._save_table_file()
            self._save()
            self.listening.set()
            if self.on_listening is not None:
                self.on_listening(self)
            saver = asyncio.ensure_future(self._autosave()) if s.save_interval > 0 else None
            await self._drive()  # until the table ends or is stopped
            if saver is not None:
                saver.cancel()
            self._save()
            if self.result is not None and not self._stop.is_set():
                await self._linger()
            if self.result is None:
                for conn in list(self.conns.values()):
                    conn.close("table_closed")
            await self._drain()
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self.writer is not None:
            self.writer.flush()
        return self.result

    @property
    def stopped(self) -> bool:
        return self._stop is not None and self._stop.is_set() and self.result is None

    def stop(self) -> None:
        """Close the table (from any thread); its save stays to resume it."""
        if self._loop is not None and self._stop is not None:
            try:
                self._loop.call_soon_threadsafe(self._halt)
            except RuntimeError:  # the table had ended already: its loop is closed
                pass

    def _halt(self) -> None:
        self._stop.set()
        self._poke()

    async def _drain(self, timeout: float = 3.0) -> None:
        end = time.monotonic() + timeout
        while any(not c.queue.empty() for c in self.conns.values()) and time.monotonic() < end:
            await asyncio.sleep(0.02)

    async def _handler(self, ws: ServerConnection) -> None:
        for old in self.waiting.add(ws):  # the longest waiting, seatless connection makes room
            task = asyncio.ensure_future(old.close(1013, "too many connections"))
            self._closing.add(task)
            task.add_done_callback(self._closing.discard)
        try:
            await self._session(ws)
        finally:
            self.waiting.discard(ws)

    async def _refuse(self, ws, code: str, detail: str = "") -> None:
        try:
            await ws.send(P.dumps(P.error(code, detail)))
            await ws.close(1008, code)
        except ConnectionClosed:
            pass

    async def _session(self, ws: ServerConnection) -> None:
        try:
            raw = await asyncio.wait_for(ws.recv(), self.settings.hello_timeout)
        except (asyncio.TimeoutError, TimeoutError):
            await self._refuse(ws, "hello_timeout")
            return
        except ConnectionClosed:
            return
        address = str(ws.remote_address[0]) if ws.remote_address else ""
        try:
            hello = P.parse_client(raw)
            if not isinstance(hello, P.Hello):
                raise P.ProtocolError("hello_first")
            seat, token = self._claim(hello, address)
        except P.ProtocolError as exc:
            if exc.code in CLAIM_REFUSALS:
                self.guesses.miss(address)
            # every refusal takes as long: a right code at a full table is not told apart
            await asyncio.sleep(self.settings.refusal_delay)
            await self._refuse(ws, exc.code, exc.detail)  # nothing is read before a good hello
            return
        self.waiting.discard(ws)
        conn = Connection(ws, seat, self.settings)
        if token is not None:  # the seat is this connection's once its welcome has arrived
            self.unconfirmed[seat] = (conn, self.table.record.seats[seat].name)
        self.table.name_seat(seat, hello.name)
        old = self.conns.get(seat)
        if old is not None:
            old.close("replaced")
        self.conns[seat] = conn
        self.away_since[seat] = None
        self.stand_ins.discard(seat)
        conn.send(self._welcome(seat, token))
        if token is not None:
            conn.ask_receipt(lambda: self._confirm(seat, conn))
        if self.result is not None:  # a player back after the end: the welcome told the result
            self.told.add(seat)
            conn.close()
        self._send_seats()
        self._poke()
        writer = asyncio.ensure_future(conn.write())
        try:
            await self._read(conn)
        finally:
            self._unseat(seat, conn)
            if self.conns.get(seat) is conn:
                del self.conns[seat]
                self.away_since[seat] = time.monotonic()
                self._send_seats()
                self._poke()
            conn.close()
            try:
                await asyncio.wait_for(writer, 5)
            except (asyncio.TimeoutError, TimeoutError):
                writer.cancel()

    def _confirm(self, seat: int, conn: Connection) -> None:
        """The welcome with the seat's new token has reached its client: the seat is taken."""
        if self.unconfirmed.get(seat, (None,))[0] is not conn:
            return
        del self.unconfirmed[seat]
        self._save_table_file()
        if self.marked:
            self._save()  # the seat's token counts from now on, also after a crash
        self._poke()

    def _unseat(self, seat: int, conn: Connection) -> None:
        """A connection that ends before its welcome has arrived frees the seat it was given;
        a client that closes the connection itself once the welcome was written keeps it."""
        if self.unconfirmed.get(seat, (None,))[0] is not conn:
            return
        if conn.left_cleanly():
            self._confirm(seat, conn)
            return
        _, name = self.unconfirmed.pop(seat)
        self.tokens[seat] = None
        self.table.record.seats[seat].name = name

    def _welcome(self, seat: int, token: str | None) -> dict:
        t = self.table
        msg = {"type": "welcome", "protocol": P.PROTOCOL, "seat": seat, "table": t.describe(),
               "seats": self.seat_list(), "step": t.step, "hands_done": t.hands_done,
               "view": t.view(seat), "facts": t.facts, "history": t.history(seat)}
        if token is not None:
            msg["token"] = token
        if self.result is not None:
            msg["result"] = self.result
        return msg

    async def _read(self, conn: Connection) -> None:
        ws = conn.ws
        try:
            async for raw in ws:
                if conn.closing:
                    return
                verdict = conn.allow()
                if verdict == "flooding":
                    conn.close("flooding")
                    return
                if verdict is not None:
                    if verdict:
                        conn.send(P.error(verdict))
                    continue
                try:
                    msg = P.parse_client(raw)
                except P.ProtocolError as exc:
                    conn.send(P.error(exc.code, exc.detail))
                    continue
                if not self._handle(conn, msg):
                    return
        except ConnectionClosed:
            return

    def _handle(self, conn: Connection, msg) -> bool:
        """Act on one message; False when the connection should end."""
        if isinstance(msg, P.Act):
            if self.table.finished or self.result is not None:
                conn.send(P.refused(self.table.refusal(msg.action, "game_over"), msg.ref))
                return True
            try:
                events = self.table.act(conn.seat, msg.action, msg.step)
            except IllegalAction as exc:
                conn.send(P.refused(exc, msg.ref))
                return True
            conn.refund()
            self._after_change(events, actor=conn.seat, ref=msg.ref)
        elif isinstance(msg, P.Ready):
            step = self.table.step
            if (msg.step is None or msg.step == step) and self.ready_step[conn.seat] != step:
                self.ready_step[conn.seat] = step
                conn.refund()
                self._poke()
        elif isinstance(msg, P.Ping):
            conn.send({"type": "pong", "t": msg.t})
        elif isinstance(msg, P.Bye):
            return False
        elif isinstance(msg, P.Hello):
            conn.send(P.error("bad_message", "hello was already said"))
        return True

    # -- changes and what is sent -----------------------------------------------------
    def _poke(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def _send_seats(self) -> None:
        msg = {"type": "seats", "seats": self.seat_list()}
        for conn in list(self.conns.values()):
            conn.send(msg)

    def hosted_mark(self) -> dict:
        """What the save of a table hosted from the window says about the hosting: the
        code, the port, each seat's kind and given name, and the digest of each remote
        seat's token (the window's own seat gets a new token whenever it is hosted)."""
        seats = [{"kind": p.kind, "name": p.name, "token_sha256": t if p.kind == "remote" else None}
                 for p, t in zip(self.table.plans, self.tokens)]
        return {"code": self.code, "port": self.port or 0, "seats": seats}

    def _save(self) -> None:
        """Hand the save to the writer now."""
        self._unsaved = False
        if self.writer is not None:
            if self.marked:
                self.table.record.hosted = self.hosted_mark()
            self.writer.submit(self.table.record, self.table.state)

    async def _autosave(self) -> None:
        """Save at most every :attr:`HostSettings.save_interval` seconds while the game
        changes, so a fast table does not spend its time describing itself to the disk."""
        while True:
            await asyncio.sleep(self.settings.save_interval)
            if self._unsaved:
                self._save()

    def _after_change(self, events, actor: int | None = None, ref=None) -> None:
        t = self.table
        now = time.monotonic()
        self._turn_since = now
        if t.state.hand_over:
            self._hand_over_since = now
        if self.observer is not None:
            self.observer(t, events)
        if self.settings.save_interval <= 0:
            self._save()  # on disk before any seat sees the change
        for seat, conn in list(self.conns.items()):
            msg = t.update(seat, events)
            if seat == actor and ref is not None:
                msg["ref"] = ref
            conn.send(msg)
        self._unsaved = True
        self._poke()

    # -- the table loop -------------------------------------------------------------
    async def _wait(self, timeout: float | None) -> None:
        """Until something changes (a poke) or ``timeout`` seconds pass."""
        if timeout is not None and timeout <= 0:
            return
        waiter = asyncio.ensure_future(self._wake.wait())
        try:
            await asyncio.wait({waiter}, timeout=timeout)
        finally:
            waiter.cancel()

    def _humans_ready(self) -> bool:
        step = self.table.step
        return all(self.ready_step[s] >= step for s in self.conns if self.table.plans[s].human)

    async def _drive(self) -> None:
        t = self.table
        s = self.settings
        while not self._stop.is_set():
            self._wake.clear()
            if t.finished:
                await self._finish()
                return
            if not self._all_joined():
                await self._wait(None)
                continue
            st = t.state
            now = time.monotonic()
            if st.hand_over:
                if self._humans_ready() or now - self._hand_over_since >= s.deal_wait:
                    self._after_change(t.deal())
                    continue
                await self._wait(self._hand_over_since + s.deal_wait - now)
                continue
            seat = st.to_act
            plan = t.plans[seat]
            if plan.kind == "ai":
                await self._ai_turn(seat, plan.level, self.agents)
                continue
            due = self._stand_in_due(seat)
            if due is not None and now >= due:
                if seat not in self.conns and seat not in self.stand_ins:
                    self.stand_ins.add(seat)
                    self._send_seats()
                await self._ai_turn(seat, s.stand_in_level, self.stand_in_agents)
                continue
            await self._wait(None if due is None else due - now)

    def _stand_in_due(self, seat: int) -> float | None:
        """When the computer is to play this human seat's turn: after the turn time, or once
        the player has been away long enough; never while no player at all is connected
        (the table then waits for its players)."""
        if not any(self.table.plans[s].human for s in self.conns):
            return None
        s = self.settings
        deadlines = []
        if s.turn_timeout is not None:
            deadlines.append(self._turn_since + s.turn_timeout)
        away = self.away_since[seat]
        if away is not None:
            deadlines.append(max(away + s.takeover_after, self._turn_since))
        return min(deadlines) if deadlines else None

    def _agent(self, seat: int, level: str, cache: dict):
        agent = cache.get(seat)
        if agent is None or agent.level != level:
            kw = {"think_ms": self.settings.think_ms} if level == "hard" and self.settings.think_ms else {}
            agent = cache[seat] = make_agent(self.table.record.game, level, **kw)
        return agent

    async def _ai_turn(self, seat: int, level: str, cache: dict) -> None:
        """Let the computer choose ``seat``'s action from its view alone, in the worker
        thread; it is applied only if the table has not moved on meanwhile."""
        t = self.table
        step = t.step
        view = t.view(seat)
        legal = t.state.legal_strings()
        agent = self._agent(seat, level, cache)
        rng = Rng(self.rng.next_u64())
        try:
            action = await self._loop.run_in_executor(self._pool, agent.choose, view, legal, rng)
        except Exception:  # noqa: BLE001 - an agent's failure must not stop the table
            action = legal[0]
        if t.step != step or t.state.to_act != seat:
            return
        try:
            events = t.act(seat, action, step)
        except IllegalAction:
            events = t.act(seat, legal[0], step)
        self._after_change(events)

    async def _finish(self) -> None:
        t = self.table
        if not t.state.is_over and t.can_end_session():
            self._after_change(t.end_session())
        self.result = t.result()
        self._save()
        msg = {"type": "end", "result": self.result}
        for seat, conn in list(self.conns.items()):
            conn.send(msg)
            conn.close()
            self.told.add(seat)

    async def _linger(self) -> None:
        """After the end, wait a while for players who were away at that moment: a
        ``welcome`` then gives them the result."""
        end = time.monotonic() + self.settings.linger
        while time.monotonic() < end and not self._stop.is_set():
            self._wake.clear()
            if all(s in self.told or self.tokens[s] is None
                   for s, p in enumerate(self.table.plans) if p.human):
                return
            await self._wait(end - time.monotonic())


class HostThread:
    """A :class:`Host` in a thread of its own (beside a window)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.thread = threading.Thread(target=self._run, name="table-host", daemon=True)

    def _run(self) -> None:
        try:
            asyncio.run(self.host.serve())
        except BaseException as exc:  # noqa: BLE001 - reported through start() and failure
            self.host.failure = exc
            self.host.listening.set()

    def start(self, timeout: float = 10.0) -> tuple[str, int]:
        """Start listening; ``(address, port)``. Raises OSError if the port cannot be had."""
        self.thread.start()
        if not self.host.listening.wait(timeout):
            raise OSError("the host did not start listening in time")
        if self.host.failure is not None:
            raise self.host.failure
        return self.host.address, self.host.port

    def stop(self, timeout: float = 10.0) -> None:
        self.host.stop()
        self.thread.join(timeout)

    def join(self, timeout: float | None = None) -> dict | None:
        self.thread.join(timeout)
        return self.host.result
