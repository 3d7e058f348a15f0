"""Seats on other computers, the lobby's part: a seat is a player at this computer, the
computer, or a player on another computer. When any seat is on another computer, Start
hosts the table: the host (:class:`~pairs_table.net.host.HostThread`) runs beside the window
and this computer's player sits at it through a client of its own, like everyone else; the
table shows the host's address and the table code until every seat is taken (and the pause
menu shows them after)."""

from __future__ import annotations

import secrets

from ...engine.replay import Setup
from ...net.client import NetError
from ...net.host import DEFAULT_PORT, Host, HostSettings, HostThread
from ...net.table import SeatPlan, Table
from ..i18n import tr, translations
from ..table import remote

KINDS = ("human", "ai", "remote")  # the order a seat's button goes through
HOST_BIND = "0.0.0.0"  # every address of this computer (tests listen on loopback only)
HOST_PORT = DEFAULT_PORT  # another free port when this one is taken


def next_kind(kind: str) -> str:
    return KINDS[(KINDS.index(kind) + 1) % len(KINDS)] if kind in KINDS else KINDS[0]


def kind_label(seat) -> str:
    return {"human": tr("Human"), "ai": tr("AI"), "remote": tr("Remote")}.get(seat.kind, seat.kind)


def kind_style(seat) -> str:
    return "choice" if seat.is_ai else "choice_on"


def kind_tooltip() -> str:
    return tr("Switch this seat between a player here, the computer and a player on another computer")


def hosting(seats) -> bool:
    """Whether a table with these seats is hosted for other computers."""
    return any(s.kind == "remote" for s in seats)


def seat_plans(config) -> list[SeatPlan]:
    plans = []
    for s in config.seats:
        if s.kind == "ai":
            plans.append(SeatPlan("ai", s.level, s.name))
        elif s.kind == "remote":
            plans.append(SeatPlan("remote", name=s.name))
        else:  # a default name ("You") would mean someone else on the others' screens
            plans.append(SeatPlan("here", name="" if s.name in translations("You") else s.name))
    return plans


def start_host(table: Table) -> HostThread:
    """The host of ``table``, listening (on another free port if the usual one is taken);
    OSError when no port can be had."""
    for port in dict.fromkeys((HOST_PORT, 0)):
        thread = HostThread(Host(table, settings=HostSettings(bind=HOST_BIND, port=port)))
        try:
            thread.start()
            return thread
        except OSError:
            if port == 0:
                raise
    raise OSError("no port")


def host_table(app, config) -> str | None:
    """Host ``config``'s table and sit this computer's player at it; the reason in words
    when it cannot be done (None when the table is open)."""
    here = [i for i, s in enumerate(config.seats) if s.kind == "human"]
    if not here:
        return tr("Keep one seat for yourself (Human) to host a table for other computers.")
    if len(here) > 1:
        return tr("With players on other computers, one player sits at this computer: make the other "
                  "seats Remote or AI.")
    seed = config.seed if config.seed is not None else secrets.randbits(63)
    plans = seat_plans(config)
    table = Table.new(Setup(config.game, config.players, dict(config.options), seed), plans)
    try:
        thread = start_host(table)
    except OSError as exc:
        return tr("This computer cannot host a table now ({reason}).", reason=str(exc.strerror or exc))
    host = thread.host
    try:
        client = remote.join("127.0.0.1", host.port, host.code, token=host.here_tokens[here[0]],
                             name=plans[here[0]].name)
    except NetError as exc:
        thread.stop()
        return remote.refusal_words(exc)
    table_config = remote.table_config(client, config.seats[here[0]].name, hosting=thread, speed=config.speed)
    app.screens.table(table_config, replace=True)
    return None
