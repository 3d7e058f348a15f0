"""The ``host`` and ``bot`` commands.

Exit codes as the other commands: 0 done, 2 bad arguments (one line on standard error
saying what to fix), 1 a table that could not be opened, reached or played to its end,
130 stopped (Ctrl-C, or a termination signal to the host). Standard output carries JSON
lines only.

Only the argument parsers are read when the program starts (for its help); the network
modules and asyncio are imported when a command runs.
"""

from __future__ import annotations

import json
import secrets
import sys

from ..engine.errors import EngineError
from .protocol import CODE_ALPHABET, normal_code

HOST = "pairs-table host"
BOT = "pairs-table bot"
ALL = "0.0.0.0"
LOOPBACK = "127.0.0.1"
UNENCRYPTED = ("Play is not encrypted: the table code, the resume tokens and every move cross the network as "
               "they are, so host only on a home or office network you trust")


class Usage(Exception):
    """A bad argument: the message says what to fix."""


def _say(prefix: str, msg: str) -> None:
    print(f"{prefix}: {msg}", file=sys.stderr, flush=True)


def _line(data: dict) -> None:
    print(json.dumps(data), flush=True)


def add_host_parser(sub) -> None:
    h = sub.add_parser("host", help="host a table for players on other computers (no window)",
                       description="Host a table for players on other computers, without a window: "
                                   "they join with its address and table code. " + UNENCRYPTED + ".")
    h.add_argument("--game", help="pairs, hawthorn, goblins_poker, blackstone, hasenpfeffer or pyramid_poker")
    h.add_argument("--seats", help="one word per seat, comma-separated: remote, or an AI level "
                                   "(random, baseline, easy, normal, hard)")
    h.add_argument("--port", type=int, default=None, help="the port to listen on (default 8642; 0: any free port)")
    h.add_argument("--bind", default=ALL, metavar="ADDRESS",
                   help=f"the address to listen on: {ALL}, every network of this computer (the default, so that "
                        f"players on the same network can join); {LOOPBACK}, this computer only; or the address "
                        "of one network interface")
    h.add_argument("--code", default=None, help="the table code players join with (default: a new one)")
    h.add_argument("--hands", type=int, default=None, help="end the table after this many hands")
    h.add_argument("--options", default=None, help="the game's options as a JSON object")
    h.add_argument("--seed", type=int, default=None, help="seed of the deals (default: random)")
    h.add_argument("--resume", default=None, metavar="SAVE_ID", help="open a saved hosted table again")
    h.add_argument("--think-ms", type=int, default=None, help="time budget of the hard agent per decision")
    h.add_argument("--turn-seconds", type=float, default=120.0,
                   help="a player who has not acted after this long has the turn played by the computer (0: never)")
    h.add_argument("--away-seconds", type=float, default=60.0,
                   help="a player away this long has their turns played by the computer until they are back")
    h.add_argument("--deal-seconds", type=float, default=30.0,
                   help="after a hand, deal the next one after this long even if not everyone is ready")
    h.set_defaults(func=cmd_host)


def add_bot_parser(sub) -> None:
    b = sub.add_parser("bot", help="take a seat at a hosted table and play it with an AI level",
                       description="Take a seat at a table hosted on another computer and play it with the "
                                   "computer at an AI level; prints the seat and its resume token, then the result.")
    b.add_argument("address", metavar="ADDRESS", help="the host's address, HOST or HOST:PORT")
    b.add_argument("code", metavar="CODE", help="the table code")
    b.add_argument("--level", default="normal", help="random, baseline, easy, normal (default) or hard")
    b.add_argument("--port", type=int, default=None, help="the host's port when ADDRESS has none (default 8642)")
    b.add_argument("--token", default=None, help="the resume token of a seat this bot had before")
    b.add_argument("--name", default="", help="the name shown for the seat")
    b.add_argument("--think-ms", type=int, default=None, help="time budget of the hard agent per decision")
    b.add_argument("--wait", type=float, default=60.0,
                   help="how long to keep trying to reach the table when the connection drops (seconds)")
    b.set_defaults(func=cmd_bot)


def _check_code(text: str) -> str:
    code = normal_code(text)
    if not 4 <= len(code) <= 16 or any(ch not in CODE_ALPHABET for ch in code):
        raise Usage(f"'{text}' is not a table code (4 to 16 of the letters and digits {CODE_ALPHABET})")
    return code


def _check_bind(text: str) -> str:
    import ipaddress

    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        raise Usage(f"--bind must be an IP address ({ALL}: every network, {LOOPBACK}: this computer only), "
                    f"not '{text}'") from None


def _check_port(port, allow_zero: bool) -> None:
    if port is not None and not (0 if allow_zero else 1) <= port <= 65535:
        raise Usage(f"--port must be from {0 if allow_zero else 1} to 65535, not {port}")


def _check_positive(name: str, value, whole: bool = False) -> None:
    if value is not None and (value < 0 or (whole and value < 1)):
        raise Usage(f"{name} must be {'at least 1' if whole else 'zero or more'}, not {value}")


def _new_table(args):
    from ..ai.base import available_levels
    from ..engine.scenario import parse_setup
    from .table import Table, parse_seats

    if args.game is None or args.seats is None:
        raise Usage("--game and --seats are needed (or --resume SAVE_ID)")
    try:
        plans = parse_seats(args.seats)
    except ValueError as exc:
        raise Usage(str(exc)) from None
    options = {}
    if args.options is not None:
        try:
            options = json.loads(args.options)
        except (ValueError, RecursionError):
            raise Usage("--options must be a JSON object, such as '{\"target\": 5}'") from None
        if not isinstance(options, dict):
            raise Usage("--options must be a JSON object, such as '{\"target\": 5}'")
    seed = args.seed if args.seed is not None else secrets.randbits(63)
    try:
        setup = parse_setup({"game": args.game, "players": len(plans), "options": options, "seed": seed})
    except EngineError as exc:
        raise Usage(str(exc)) from None
    levels = available_levels(setup.game)
    for p in plans:
        if p.kind == "ai" and p.level not in levels:
            raise Usage(f"there is no '{p.level}' agent for {setup.game} (levels: {', '.join(levels)})")
    if not any(p.kind == "remote" for p in plans):
        raise Usage("--seats has no 'remote' seat: a hosted table needs at least one player on another computer")
    return Table.new(setup, plans, hands=args.hands), None, None, None


def _resumed_table(args, paths):
    from ..storage.safe_read import BadFile
    from ..storage.saves import SaveStore, valid_id
    from .store import TableFiles
    from .table import Table

    if any(v is not None for v in (args.game, args.seats, args.options, args.seed)):
        raise Usage("a resumed table keeps its game, seats, options and deals: leave out --game, --seats, "
                    "--options and --seed")
    if not valid_id(args.resume):
        raise Usage(f"'{args.resume}' is not a save id")
    try:
        tfile = TableFiles(paths).load(args.resume)
        record, _state = SaveStore(paths).load(args.resume)
    except BadFile as exc:
        raise Usage(f"no hosted table {args.resume} can be resumed: {exc.reason}") from None
    except OSError as exc:
        raise Usage(f"no hosted table {args.resume} can be resumed: {exc.strerror or exc}") from None
    if len(tfile.plans) != record.players:
        raise Usage(f"the table file of {args.resume} does not match its save")
    hands = args.hands if args.hands is not None else tfile.hands
    table = Table.resume(record, tfile.plans, hands=hands)
    if table.state.is_over:
        raise Usage(f"the game of {args.resume} is over: there is nothing to resume")
    return table, tfile.code, tfile.tokens, tfile.port


def cmd_host(args) -> int:
    import asyncio

    from ..storage.paths import get_paths
    from ..storage.saves import SaveStore
    from .host import DEFAULT_PORT, Host, HostSettings
    from .store import SaveWriter, TableFiles

    paths = get_paths()
    try:
        _check_port(args.port, True)
        bind = _check_bind(args.bind)
        _check_positive("--hands", args.hands, whole=True)
        for name in ("turn_seconds", "away_seconds", "deal_seconds"):
            _check_positive("--" + name.replace("_", "-"), getattr(args, name))
        if args.think_ms is not None and args.think_ms < 1:
            raise Usage("--think-ms must be at least 1")
        code = _check_code(args.code) if args.code is not None else None
        if args.resume is not None:
            table, saved_code, tokens, saved_port = _resumed_table(args, paths)
        else:
            table, saved_code, tokens, saved_port = _new_table(args)
    except Usage as exc:
        _say(HOST, str(exc))
        return 2
    port = args.port if args.port is not None else (saved_port or DEFAULT_PORT)
    settings = HostSettings(bind=bind, port=port, think_ms=args.think_ms,
                            turn_timeout=args.turn_seconds or None, takeover_after=args.away_seconds,
                            deal_wait=args.deal_seconds)
    writer = SaveWriter(SaveStore(paths))

    def listening(h) -> None:
        _line({"address": h.address, "port": h.port, "code": h.code, "save": table.record.id})
        _say(HOST, UNENCRYPTED + ".")

    host = Host(table, code=code or saved_code, tokens=tokens, settings=settings, writer=writer,
                files=TableFiles(paths), on_listening=listening)
    try:
        result = asyncio.run(_serve_until_stopped(host))
    except KeyboardInterrupt:
        result = None
    except OSError as exc:
        _say(HOST, f"cannot listen on {bind} port {port}: {exc.strerror or exc}")
        return 1
    finally:
        writer.close()
    if writer.error is not None:
        _say(HOST, f"the table could not be saved: {writer.error}")
    if result is None:
        _say(HOST, f"stopped; the table is saved: resume it with --resume {table.record.id}")
        return 130
    _line(result)
    return 0


async def _serve_until_stopped(host):
    """Serve the table; Ctrl-C or a termination signal closes it cleanly (None)."""
    import asyncio
    import signal

    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, host.stop)
        except (NotImplementedError, RuntimeError, ValueError):  # not on this platform
            pass
    result = await host.serve()
    return None if host.stopped else result


def cmd_bot(args) -> int:
    import asyncio

    from ..ai.base import LEVELS
    from .client import JoinRefused, NetError, parse_address
    from .bot import play_bot
    from .host import DEFAULT_PORT

    try:
        _check_port(args.port, False)
        address, port = parse_address(args.address, args.port or DEFAULT_PORT)
        code = _check_code(args.code)
        level = args.level.strip().lower()
        if level not in LEVELS:
            raise Usage(f"'{args.level}' is not an AI level ({', '.join(LEVELS)})")
        if args.think_ms is not None and args.think_ms < 1:
            raise Usage("--think-ms must be at least 1")
        _check_positive("--wait", args.wait)
    except (Usage, ValueError) as exc:
        _say(BOT, str(exc))
        return 2

    def seated(seat, token):
        _line({"seat": seat, "token": token})

    try:
        result = asyncio.run(play_bot(address, port, code, level, token=args.token, name=args.name,
                                      think_ms=args.think_ms, reconnect_for=args.wait, on_seated=seated))
    except KeyboardInterrupt:
        return 130
    except JoinRefused as exc:
        _say(BOT, f"the table refused this bot: {exc}")
        return 1
    except NetError as exc:
        _say(BOT, str(exc))
        return 1
    except ValueError as exc:  # no agent of that level for the table's game
        _say(BOT, str(exc))
        return 2
    _line(result)
    return 0
