"""Seats on other computers, the lobby's part: a seat is a player at this computer, the
computer, or a player on another computer. When any seat is on another computer, Start
hosts the table: the host (:class:`~pairs_table.net.host.HostThread`) runs beside the window
and this computer's player sits at it through a client of its own, like everyone else; the
table shows the host's address and the table code until every seat is taken (and the pause
menu shows them after).

The hosted table is saved after every change, before any seat is shown it, as any table of
the window is, with a mark that it is hosted (:meth:`~pairs_table.net.host.Host.hosted_mark`:
the code, the seats' kinds and the digests of the remote seats' resume tokens). Resuming it
from the saved games (:func:`resume_hosted`) hosts it again with the same code, on the same
port when it is free, so the players on other computers take their own seats again with
their tokens.

The network modules are loaded when a table is hosted, not when the lobby opens."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from ...engine.replay import Setup
from ...net.protocol import DEFAULT_PORT
from ...storage.paths import get_paths
from ...storage.saves import SaveStore
from ..i18n import tr, translations

if TYPE_CHECKING:
    from ...net.host import HostThread
    from ...net.table import SeatPlan, Table

KINDS = ("ai", "human", "remote")  # the order a seat's button goes through: a friend here before Remote
HOST_BIND = "0.0.0.0"  # every address of this computer (tests listen on loopback only)
HOST_PORT = DEFAULT_PORT  # another free port when this one is taken


def next_kind(kind: str) -> str:
    return KINDS[(KINDS.index(kind) + 1) % len(KINDS)] if kind in KINDS else KINDS[0]


def kind_label(seat) -> str:
    return {"human": tr("Human"), "ai": tr("AI"), "remote": tr("Remote")}.get(seat.kind, seat.kind)


def kind_style(seat) -> str:
    return "choice" if seat.is_ai else "choice_on"


def kind_tooltip() -> str:
    return tr("Switch this seat between the computer, a player here and a player on another computer")


def hosting(seats) -> bool:
    """Whether a table with these seats is hosted for other computers."""
    return any(s.kind == "remote" for s in seats)


def seat_plans(config) -> list[SeatPlan]:
    from ...net.table import SeatPlan

    plans = []
    for s in config.seats:
        if s.kind == "ai":
            plans.append(SeatPlan("ai", s.level, s.name))
        elif s.kind == "remote":
            plans.append(SeatPlan("remote", name=s.name))
        else:  # a default name ("You") would mean someone else on the others' screens
            plans.append(SeatPlan("here", name="" if s.name in translations("You") else s.name))
    return plans


def start_host(table: Table, *, code: str | None = None, tokens=None, port: int | None = None) -> HostThread:
    """The host of ``table``, listening on ``port`` (else the usual one, else another free
    port); its save is written after every change. OSError when no port can be had."""
    from ...net.host import Host, HostSettings, HostThread
    from ...net.store import SaveWriter

    writer = SaveWriter(SaveStore(get_paths()), background=False)
    for port in dict.fromkeys(p for p in (port, HOST_PORT, 0) if p is not None):
        host = Host(table, code=code, tokens=tokens, writer=writer, marked=True,
                    settings=HostSettings(bind=HOST_BIND, port=port, save_interval=0))
        thread = HostThread(host)
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
    from ...net.table import Table

    seed = config.seed if config.seed is not None else secrets.randbits(63)
    plans = seat_plans(config)
    table = Table.new(Setup(config.game, config.players, dict(config.options), seed), plans)
    return sit_here(app, table, config.seats[here[0]].name, config.speed, replace=True)


def sit_here(app, table: Table, name: str, speed: str, *, replace: bool, **hosting) -> str | None:
    """Host ``table`` (``hosting``: the code, tokens and port it had) and open it at this
    computer's seat; the reason in words when it cannot be done."""
    from ...net.errors import NetError
    from ..table import remote

    try:
        thread = start_host(table, **hosting)
    except OSError as exc:
        return tr("This computer cannot host a table now ({reason}).", reason=str(exc.strerror or exc))
    host = thread.host
    here = next(iter(host.here_tokens))
    try:
        client = remote.join("127.0.0.1", host.port, host.code, token=host.here_tokens[here],
                             name=table.plans[here].name)
    except NetError as exc:
        thread.stop()
        return remote.refusal_words(exc)
    table_config = remote.table_config(client, name, hosting=thread, speed=speed)
    app.screens.table(table_config, replace=replace)
    return None


def resume_hosted(app, record, speed: str) -> str | None:
    """Host a saved hosted table again (see the module's description) and open it at this
    computer's seat; the reason in words when it cannot be done."""
    from ...net.table import SeatPlan, Table

    mark = record.hosted
    plans = [SeatPlan(m["kind"], seat.level if m["kind"] == "ai" else None, m["name"])
             for m, seat in zip(mark["seats"], record.seats)]
    table = Table.resume(record, plans)
    here = next(i for i, p in enumerate(plans) if p.kind == "here")
    tokens = [m["token_sha256"] for m in mark["seats"]]
    return sit_here(app, table, plans[here].name, speed, replace=False, code=mark["code"], tokens=tokens,
                    port=mark["port"] or None)
