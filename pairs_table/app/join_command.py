"""The ``join`` command: the window opened straight at a table hosted on another computer.

The seat is taken before the window opens, so a host that cannot be reached or a wrong
table code is one line on standard error and exit status 1 (a badly written address or
code: exit 2), never an empty window.
"""

from __future__ import annotations

import sys

JOIN = "pairs-table join"
NAME_LIMIT = 40


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
        return _window(client, name)
    finally:
        folder.release()


def _window(client, name: str) -> int:
    from .main import App
    from .table import remote

    app = App()
    try:
        app.screens.open("title")
        config = remote.table_config(client, name, speed=app.settings.animation_speed)
        app.screens.table(config)
        app.run()
    finally:
        client.close()
        app.close()
    return 0
