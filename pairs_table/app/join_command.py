"""Joining a table hosted on another computer, for the ``join`` command, the Join form and
the title's Rejoin.

The ``join`` command opens the window straight at the table. The seat is taken before the
window opens, so a host that cannot be reached or a wrong table code is one line on
standard error and exit status 1 (a badly written address or code: exit 2), never an empty
window.

Every seat taken is remembered as the last join (:mod:`~..storage.last_join`: the address
and name as written, the table code, and the seat's token), so the Join form is filled in again and the
title offers Rejoin; the seat is forgotten when its game is seen over or the host says the
table or the seat is gone (:func:`watch_seat`, :func:`forget_if_gone`).
"""

from __future__ import annotations

import sys
import threading
import time

JOIN = "pairs-table join"
NAME_LIMIT = 40
JOIN_POLL = 0.1  # seconds between looks at a join under way


class BadRequest(ValueError):
    """A request to join written wrongly: the message says what to fix."""


def add_join_parser(sub, run) -> None:
    """The ``join`` subcommand; ``run(args)`` runs it."""
    j = sub.add_parser("join", help="open the window at a table hosted on another computer",
                       description="Open the window straight at a table hosted on another computer, "
                                   "taking a seat with its address and table code.")
    j.add_argument("address", metavar="HOST:PORT", help="the host's address, as the host's window shows it")
    j.add_argument("code", metavar="CODE", help="the table code")
    j.add_argument("--name", default="", help="your name at the table")
    j.set_defaults(func=run)


def seat_request(address: str, code: str, name: str = "") -> tuple[str, int, str, str]:
    """(host, port, code, name) of a request to join; :class:`BadRequest` (in English) for
    an address or code that cannot be one."""
    from ..net.client import parse_address
    from ..net.host import DEFAULT_PORT
    from ..net.protocol import CODE_ALPHABET, normal_code

    try:
        host, port = parse_address(address, DEFAULT_PORT)
    except ValueError as exc:
        raise BadRequest(str(exc)) from None
    code = normal_code(code)
    if not 4 <= len(code) <= 16 or any(ch not in CODE_ALPHABET for ch in code):
        raise BadRequest(f"'{code}' is not a table code (4 to 16 of the letters and digits {CODE_ALPHABET})")
    return host, port, code, " ".join(str(name).split())[:NAME_LIMIT]


class Joining:
    """One attempt to take a seat, in a thread of its own (the window stays alive meanwhile);
    :attr:`client` or :attr:`error` once :attr:`done`. ``token``: take that seat back."""

    def __init__(self, host: str, port: int, code: str, name: str, token: str | None = None) -> None:
        self.client = None
        self.error = None  # a NetError
        self.done = False
        self.abandoned = False  # the player went back meanwhile: the seat is left at once
        self._thread = threading.Thread(target=self._run, args=(host, port, code, name, token), daemon=True,
                                        name="table-join")
        self._thread.start()

    def _run(self, host, port, code, name, token) -> None:
        from ..net.errors import NetError
        from .table import remote
        from .waiting import post_wake

        try:
            if token is None:
                self.client = remote.join(host, port, code, name=name, keep=True)
            else:
                self.client = remote.join(host, port, code, name=name, token=token)
        except NetError as exc:
            self.error = exc
        self.done = True
        if self.abandoned and self.client is not None:
            self.client.close()
        post_wake()

    def abandon(self) -> None:
        """The player went elsewhere: the seat, if taken, is left at once."""
        self.abandoned = True
        if self.done and self.client is not None:
            self.client.close()


def finished(scene) -> Joining | None:
    """``scene.joining`` once it is done (taken off the scene, which is drawn again: the
    frame that the join's wake-up runs draws nothing by itself), else None."""
    j = scene.joining
    if j is None or not j.done:
        return None
    scene.joining = None
    scene.invalidate()
    return j


def _store():
    from ..storage.last_join import LastJoinStore
    from ..storage.paths import get_paths

    return LastJoinStore(get_paths())


def remember_seat(address: str, code: str, name: str, token: str | None) -> None:
    """Remember a seat just taken: the address and name as written, the code in its written
    form, and the seat's token."""
    from ..net.protocol import normal_code
    from ..storage.last_join import LastJoin

    _store().write(LastJoin(address, normal_code(code), name, token, time.time() if token else None))


def forget_if_gone(error, token: str | None) -> bool:
    """Forget the remembered seat when ``error`` (a NetError) is the host saying the table
    or the seat is gone; whether it was."""
    from ..storage.last_join import GONE

    if getattr(error, "code", None) not in GONE:
        return False
    _store().drop_seat(token)
    return True


def watch_seat(config) -> None:
    """When the table of ``config`` (a hosted table's) is left, forget the remembered seat
    if its game was seen over or the host refused the seat meanwhile."""
    match = config.remote
    token = match.client.token
    close = match.close

    def close_and_note() -> None:
        client = match.client
        over = client.result is not None or match.state.is_over
        close()
        if over:
            _store().drop_seat(token)
        elif client.status == "failed":
            forget_if_gone(client.error, token)

    match.close = close_and_note


def open_table(app, client, address: str, code: str, name: str, *, replace: bool = False) -> None:
    """Open the table of a seat just taken, remembering it (see the module's description)."""
    from .table import remote

    remember_seat(address, code, name, client.token)
    config = remote.table_config(client, name, speed=app.settings.animation_speed)
    watch_seat(config)
    app.screens.table(config, replace=replace)


def run_join(args) -> int:
    from ..net.client import NetError
    from ..storage.instance import InstanceLock
    from ..storage.paths import get_paths
    from .in_use import tell_in_use
    from .table import remote

    try:
        host, port, code, name = seat_request(args.address, args.code, args.name)
    except BadRequest as exc:
        print(f"{JOIN}: {exc}", file=sys.stderr)
        return 2
    folder = InstanceLock(get_paths())
    if not folder.acquire():
        return tell_in_use(get_paths())
    try:
        try:
            client = remote.join(host, port, code, name=name, keep=True)
        except NetError as exc:
            print(f"{JOIN}: {remote.refusal_words(exc)}", file=sys.stderr)
            return 1
        return _window(client, args.address, args.code, name)
    finally:
        folder.release()


def _window(client, address: str, code: str, name: str) -> int:
    from .main import App

    app = App()
    try:
        app.screens.open("title")
        open_table(app, client, address, code, name)
        app.run()
    finally:
        client.close()
        app.close()
    return 0
