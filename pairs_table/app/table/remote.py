"""A seat at a table hosted on another computer (or by this window's own host), as a match
a table scene plays through.

Every table plays its game through a *match* (:class:`TableMatch`): the local
:class:`~..autosave.Match` (the engine state and its save) or :class:`RemoteTableMatch` (a
:class:`~pairs_table.net.client.RemoteMatch`: one seat's view and events from the host).
The kit reads the position from ``match.state``: for a remote seat that is a
:class:`ViewState`, which answers the calls a table may make on an engine state (the
declared protocol :class:`~.state.TableState`: ``to_act``, ``hand_over``, ``is_over``,
``log``, ``legal_strings()``, ``view(seat)``, ``summary()``, ``result()``,
``table_actions()``; in a chip session :class:`ChipViewState`, also ``standings()``, as
:class:`~.state.ChipTableState`) from the seat's view and the public facts of the last
update the table has taken in. Updates come in through :meth:`RemoteTableMatch.poll` (the table takes
them in once a frame, and the window wakes for each message); an action is sent to the host
and refused there with the engine's refusal codes; the end of a hand is answered with
"ready", the host deals. A dropped connection keeps the seat: the client reconnects by
itself, and the table is drawn again from the host's welcome (``resync``).
"""

from __future__ import annotations

from typing import Protocol

from ...net.client import JoinRefused, NetError, RemoteMatch, TableLost, Update
from .. import games
from ..i18n import plural, tr
from ..waiting import post_wake
from .state import TableState

ACT_TIMEOUT = 5.0  # seconds an action waits for the host's answer
RESULT_KEYS = ("chips", "pot", "scores", "winners")  # the result keys a table reads of a hosted game


class TableMatch(Protocol):
    """What a table scene calls on its match (local or remote)."""

    remote: bool  # the game is played on another computer's engine
    state: TableState  # the engine state, or a ViewState of one seat
    record: object  # the save record (None at a remote table: the host keeps it)

    @property
    def facts(self) -> dict: ...  # the public summary of the position

    def act(self, action: str) -> list: ...  # the events; IllegalAction when refused

    def deal_next(self) -> list | None: ...  # the next hand's events (None: the host deals later)

    def decode(self, action: str) -> tuple[str, dict]: ...

    def write(self) -> str | None: ...  # save; a reason the first time saving fails

    def poll(self) -> list: ...  # updates that came from elsewhere since the last call

    def close(self) -> None: ...  # the table is left


class ViewState:
    """The position as one seat at a hosted table knows it (see the module's description):
    a :class:`~.state.TableState`."""

    def __init__(self, seat: int, players: int, options: dict, update: Update) -> None:
        self.seat = seat
        self.players = players
        self.options = dict(options)
        self.facts: dict = {}
        self._view: dict = {}
        self.step = -1
        self.ended: dict | None = None  # the table's result once its last update is taken in
        self.log: list = []  # the events of the hand in play (or just over) as this seat was shown them
        self.advance(update)

    def advance(self, update: Update) -> None:
        """Take in an update: a (re)join starts the log afresh from the hand's events so far;
        a deal after the end of a hand starts the next hand's part of it."""
        if update.resync:
            self.log = list(update.events)
        else:
            if self.hand_over and update.facts.get("hand_no") != self.facts.get("hand_no"):
                self.log = []  # a new hand: the ones before are on the table already
            self.log.extend(update.events)
        self.facts = dict(update.facts)
        self._view = dict(update.view)
        self.step = update.step

    def hand_events(self) -> list:
        """The events of the hand in play (or just over), as this seat was shown them."""
        return list(self.log)

    # ---- the calls of an engine state ---------------------------------------------------------------
    @property
    def to_act(self):
        return self.facts.get("to_act")

    @property
    def hand_over(self) -> bool:
        return bool(self.facts.get("hand_over"))

    @property
    def is_over(self) -> bool:
        return bool(self.facts.get("over")) or self.ended is not None

    def legal_strings(self) -> list[str]:
        v = self._view
        return list(v.get("legal") or []) if v.get("to_act") == self.seat else []

    def view(self, seat) -> dict:
        """This seat's own view, or the public facts for any other (or None)."""
        return dict(self._view) if seat == self.seat else dict(self.facts)

    def summary(self) -> dict:
        return dict(self.facts)

    def table_actions(self) -> list[str]:
        return []

    def result(self) -> dict:
        """The result keys a table reads: from the table's result once it ended, else from
        the facts, read as the game's descriptor says (``result_facts``: a key read from a
        fact of another name, or worked out from the facts)."""
        f = self.facts
        reading = games.get(f["game"]).result_facts if f.get("game") is not None else {}
        out = {"over": self.is_over, "hand_over": self.hand_over, "to_act": self.to_act,
               "legal": self.legal_strings()}
        for key in RESULT_KEYS:
            source = reading.get(key, key)
            value = source(f, self.players) if callable(source) else f.get(source)
            out[key] = f.get(key) if f.get(key) is not None else value
        if self.ended is not None:
            out.update({k: v for k, v in self.ended.items() if k in RESULT_KEYS})
        return out


class ChipViewState(ViewState):
    """A seat's position in a chip session: a :class:`~.state.ChipTableState`, whose standings
    count each seat's chips against what it brought (``start_chips``, from the host)."""

    def __init__(self, seat: int, players: int, options: dict, update: Update, start_chips: list[int]) -> None:
        self.start_chips = list(start_chips)
        super().__init__(seat, players, options, update)

    def standings(self) -> list[dict]:
        """Each seat's chips and its result against the chips it brought to the session."""
        f = self.facts
        chips, status = f.get("chips") or [], f.get("status") or []
        return [{"seat": i, "chips": c, "result": c - self.start_chips[i], "status": status[i]}
                for i, c in enumerate(chips) if i < len(self.start_chips) and i < len(status)]


def refusal_words(exc: NetError) -> str:
    """Why joining or playing at a hosted table failed, in the player's words."""
    if isinstance(exc, JoinRefused):
        if exc.code in JOIN_REFUSALS:
            return tr(JOIN_REFUSALS[exc.code])
        return tr("The table refused this computer ({code}).", code=exc.code)
    if isinstance(exc, TableLost):
        return tr("The table could not be reached again: the host is gone.")
    return tr("No table answers at that address: check the address, the port and that the host is running.")


JOIN_REFUSALS = {
    "wrong_code": "The table code is wrong: ask the host for it again.",
    "table_full": "Every seat at that table is taken.",
    "no_such_seat": "That seat is not free at this table.",
    "bad_token": "That seat is no longer this computer's.",
    "version": "That table runs another version of Pairs Table.",
    "replaced": "This seat was taken again from another window.",
    "table_closed": "The host closed the table.",
    "too_many_guesses": "Too many wrong codes were tried at that table: wait a minute and try again.",
    "flooding": "The host closed the connection.",
    "too_slow": "The host closed the connection.",
}


def join(address: str, port: int, code: str, *, name: str = "", token: str | None = None,
         join_for: float = 4.0, timeout: float = 15.0, keep: bool = False) -> RemoteMatch:
    """A seat at the table (the window is woken for each of its messages); raises
    :class:`NetError` (:func:`refusal_words` says why in words). ``keep``: take the seat this
    computer had at that table before, if any, and remember the seat's token."""
    kept = None
    if keep and token is None:
        from ...net.protocol import normal_code
        from ...net.store import KeptSeats
        from ...storage.paths import get_paths

        kept, code = KeptSeats(get_paths()), normal_code(code)
        token = kept.token(address, port, code)
    try:
        m = _seat(address, port, code, name, token, join_for, timeout)
    except JoinRefused as exc:
        if kept is None or token is None or exc.code != "bad_token":
            raise
        m = _seat(address, port, code, name, None, join_for, timeout)  # another table with that code now
    if kept is not None and m.token:
        kept.keep(address, port, code, m.token)
    return m


def _seat(address, port, code, name, token, join_for, timeout) -> RemoteMatch:
    m = RemoteMatch(address, port, code, name=name, token=token, join_for=join_for, on_message=post_wake)
    try:
        return m.start(timeout)
    except TableLost as exc:  # never seated: nothing answers there
        raise NetError(str(exc)) from None


class RemoteTableMatch:
    """A table's match for a seat whose game is played on a host (see the module's
    description). ``hosting``: the :class:`~pairs_table.net.host.HostThread` when this
    window runs the host, stopped when the table is left."""

    remote = True
    record = None

    def __init__(self, client: RemoteMatch, hosting=None) -> None:
        self.client = client
        self.hosting = hosting
        ups = client.poll()
        first = next(u for u in ups if u.resync)
        self._pending = ups[ups.index(first) + 1:]
        start = client.start_chips
        if start is None and "bankroll" in client.options:  # a host that does not say: the option's
            start = [client.options["bankroll"]] * client.players
        if start is None or not isinstance(first.facts.get("status"), list):  # standings: a chip session's
            self.state = ViewState(client.seat, client.players, client.options, first)
        else:
            self.state = ChipViewState(client.seat, client.players, client.options, first, start)
        if not (first.step == 0 and first.hands_done == 0):  # a new game is dealt on screen from the log;
            self.state.log = []  # a game under way is drawn as it stands, from the welcome
            self._pending.insert(0, first)
        self._seats_seen = None

    # ---- the match ---------------------------------------------------------------------------------------
    @property
    def facts(self) -> dict:
        return self.state.facts

    @property
    def seat(self) -> int:
        return self.state.seat

    def act(self, action: str) -> list:
        if self.client.status != "playing":
            raise NetError("not connected")
        ups = self.client.act(action, timeout=ACT_TIMEOUT)
        events = []
        for i, up in enumerate(ups):
            if up.resync:  # reconnected meanwhile: the table is drawn again from it
                self._pending = ups[i:] + self._pending
                break
            self.state.advance(up)
            events += up.events
        return events

    def deal_next(self) -> None:
        """Tell the host this player has seen the end of the hand; it deals."""
        try:
            self.client.ready()
        except NetError:
            pass
        return None

    def decode(self, action: str) -> tuple[str, dict]:
        return self.client.decode(action)

    def write(self) -> None:
        return None

    def poll(self) -> list[Update]:
        out, self._pending = self._pending + self.client.poll(), []
        if not out and self.client.result is not None and self.state.ended is None:
            self.state.ended = dict(self.client.result)
        return out

    def close(self) -> None:
        self.client.close()
        if self.hosting is not None:
            self.hosting.stop(timeout=5)

    # ---- what the table shows of the connection -------------------------------------------------------------
    @property
    def status(self) -> str:
        return self.client.status

    def seats_changed(self) -> bool:
        """Whether the seat list (names, who joined, who is connected) changed since asked."""
        seats = self.client.seats
        if seats != self._seats_seen:
            self._seats_seen = seats
            return True
        return False

    def others_names(self) -> dict[int, str]:
        """The names of the other seats, as the host has them."""
        return {s["seat"]: s["name"] for s in self.client.seats if s["seat"] != self.seat and s.get("name")}

    def missing(self) -> list[dict]:
        """The seats for players on other computers that nobody has joined yet."""
        return [s for s in self.client.seats if s.get("kind") == "remote" and not s.get("joined")]

    def away(self) -> list[dict]:
        """The seats of players on other computers who joined and are not connected now (a
        table hosted again waits for them to come back)."""
        return [s for s in self.client.seats if s.get("kind") == "remote" and s.get("joined")
                and not s.get("connected")]

    def invite(self) -> str:
        """The address and the table code players join with ("" when another computer hosts)."""
        if self.hosting is None:
            return ""
        host = self.hosting.host
        return tr("Address {address}  ·  table code {code}", address=f"{host.address}:{host.port}",
                  code=host.code)

    def notice(self) -> list[str]:
        """Lines about the connection for the top of the table ([] while all is well)."""
        status = self.client.status
        if status == "failed":
            return [refusal_words(self.client.error or NetError("")),
                    tr("Leave the table through the menu (Esc).")]
        if status == "reconnecting" and self.client.closed_by_host:
            return [tr("The host closed the table: waiting for it to be hosted again…"),
                    tr("Leave the table through the menu (Esc).")]
        if status == "reconnecting":
            return [tr("The connection to the table was lost: reconnecting…")]
        if status == "ended" or self.state.ended is not None:
            return []
        missing, away = self.missing(), self.away()
        if not missing and not away:
            return []
        lines = []
        if missing:
            lines.append(plural("Waiting for {n} more player to join.", "Waiting for {n} more players to join.",
                                len(missing)))
        if away:
            lines.append(plural("Waiting for {n} player to come back.", "Waiting for {n} players to come back.",
                                len(away)))
        if self.hosting is not None:
            lines.append(tr("On their computer: Join a table, with this address and code."))
            lines.append(self.invite())
            lines.append(tr("Play here is not encrypted: host only on a home or office network you trust."))
        return lines


def seat_configs(client: RemoteMatch, name: str):
    """The table's seats as a table scene knows them: this seat the one human here."""
    from ..config import SeatConfig

    out = []
    for s in client.seats:
        if s["seat"] == client.seat:
            out.append(SeatConfig(name or tr("You"), "human"))
        elif s.get("kind") == "ai":
            out.append(SeatConfig(s.get("name") or "", "ai", s.get("level") or "normal"))
        else:
            out.append(SeatConfig(s.get("name") or "", "remote"))
    return out


def table_config(client: RemoteMatch, name: str, *, hosting=None, speed: str = "normal"):
    """The :class:`~..config.TableConfig` of a table played through ``client``."""
    from ..config import TableConfig

    match = RemoteTableMatch(client, hosting)
    return TableConfig(client.game, seat_configs(client, name), client.options, speed, "normal",
                       autosave=False, remote=match)
