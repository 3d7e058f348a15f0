"""Command line: no arguments opens the game window; subcommands for the rest."""

from __future__ import annotations

import argparse
import json
import sys


def scenario_reply(data: bytes | str) -> tuple[int, str]:
    """The scenario command on the text of a scenario file: its exit code (0 done, 2
    refused) and the one JSON line it prints. Never raises."""
    from .engine.errors import shown
    from .engine.scenario import ScenarioFailure, run_scenario_text

    def refused(msg: str, at=None) -> tuple[int, str]:
        return 2, json.dumps({"ok": False, "error": msg, "at": at})

    try:
        return 0, json.dumps(run_scenario_text(data))
    except ScenarioFailure as exc:
        return refused(exc.error, exc.at)
    except RecursionError:
        return refused("the scenario is nested too deeply to read.")
    except Exception as exc:  # noqa: BLE001 - last resort: never a traceback on the contract
        return refused(f"internal error: the engine failed on this scenario "
                       f"({type(exc).__name__}: {shown(str(exc))}).")


def _cmd_scenario(args) -> int:
    from .engine.errors import shown

    try:
        if args.file == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as fh:
                data = fh.read()
    except OSError as exc:
        msg = f"cannot read the scenario file {shown(args.file)}: {exc.strerror or shown(str(exc))}."
        code, line = 2, json.dumps({"ok": False, "error": msg, "at": None})
    else:
        code, line = scenario_reply(data)
    print(line)
    return code


def _with_assets(run, args) -> int:
    """Run a window command; an installation without its assets gets one clear line."""
    from .app.assets import AssetsMissing

    try:
        return run(args)
    except AssetsMissing as exc:
        print(f"pairs-table: {exc}", file=sys.stderr)
        return 1


def _cmd_window(args) -> int:
    from .app.main import run_app

    return _with_assets(run_app, args)


def _cmd_demo(args) -> int:
    from .app.main import run_demo

    return _with_assets(run_demo, args)


def _cmd_join(args) -> int:
    from .app.join_command import run_join

    return _with_assets(run_join, args)


def _cmd_rules(args) -> int:
    from .rules_text import RulesError, plain, rules

    try:
        text = plain(rules(args.game, args.lang))
    except RulesError as exc:
        print(f"pairs-table rules: {exc}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:  # a terminal without UTF-8: send the bytes as they are
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode("utf-8"))
    return 0


def _write_text(text: str) -> None:
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:  # a terminal without UTF-8: send the bytes as they are
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode("utf-8"))


def _cmd_history(args) -> int:
    from .app.history import Unreadable, history_text, read_save
    from .app.i18n import LANGUAGES, set_language
    from .engine.errors import EngineError, shown

    if args.language not in LANGUAGES:
        print(f"pairs-table history: --language must be one of {', '.join(LANGUAGES)}, not {shown(args.language)}",
              file=sys.stderr)
        return 2
    set_language(args.language)
    try:
        record, _state = read_save(args.file)
    except Unreadable as exc:
        print(f"pairs-table history: {exc}.", file=sys.stderr)
        return 2
    try:
        text = history_text(record)
    except EngineError as exc:  # the save replayed once already: this is no more than a safeguard
        print(f"pairs-table history: {shown(args.file)} cannot be replayed: {exc}.", file=sys.stderr)
        return 2
    _write_text(text)
    return 0


def _cmd_paths(args) -> int:
    from .storage.paths import get_paths

    print(json.dumps(get_paths().to_json()))
    return 0


def _cmd_tournament(args) -> int:
    from .ai.arena import format_table, progress_bar, run_tournament
    from .engine.errors import EngineError

    levels = [a.strip().lower() for a in args.agents.split(",") if a.strip()]
    if args.deals < 1:
        print("pairs-table tournament: --deals must be at least 1", file=sys.stderr)
        return 2
    if args.think_ms is not None and args.think_ms < 1:
        print("pairs-table tournament: --think-ms must be at least 1", file=sys.stderr)
        return 2
    try:
        res = run_tournament(args.game, args.players, levels, args.deals, args.seed,
                             think_ms=args.think_ms,
                             progress=None if args.json else progress_bar)
    except (EngineError, ValueError) as exc:
        print(f"pairs-table tournament: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({k: v for k, v in res.items() if not k.startswith("_")}))
    else:
        print(format_table(res))
    return 0


def _cmd_bench(args) -> int:
    from .bench import main as bench_main

    return bench_main(args)


def _cmd_replay(args) -> int:
    from .app.replay_cli import run_replay

    return _with_assets(run_replay, args)


def _cmd_audit(args) -> int:
    from .audit.command import run_audit

    return _with_assets(run_audit, args)


def _or(names) -> str:
    """``a, b or c``."""
    names = list(names)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def build_parser() -> argparse.ArgumentParser:
    from . import __version__
    from .engine.registry import GAME_NAMES

    p = argparse.ArgumentParser(
        prog="pairs-table",
        description="Pairs Table: Pairs, Hawthorn, Goblin's Poker, Blackstone, Hasenpfeffer and Pyramid Poker.",
    )
    p.add_argument("--version", action="version", version=f"pairs-table {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    s = sub.add_parser("scenario", help="run a scenario file (JSON) on the rules engine and print the result")
    s.add_argument("file", metavar="FILE", help="the scenario file, or - for standard input")
    s.set_defaults(func=_cmd_scenario)

    d = sub.add_parser("demo", help="open the window with AI in every seat, optionally save a screenshot")
    first = GAME_NAMES[0]
    d.add_argument("--game", default=first, help=f"the game to show: {_or(GAME_NAMES)} (default: {first})")
    d.add_argument("--players", type=int, default=None, help="number of seats")
    d.add_argument("--seconds", type=float, default=10.0, help="how long to run before exiting (0: after the first frame)")
    d.add_argument("--screenshot", default=None, metavar="FILE", help="save a PNG of the last frame here")
    d.add_argument("--seed", type=int, default=None, help="seed of the deal (default: random)")
    d.add_argument("--size", default="1280x720", help="window size, WIDTHxHEIGHT")
    d.add_argument("--language", default="en", help="the language of the table: en, nl, fr or bg (default: en)")
    d.add_argument("--speech-log", default=None, metavar="FILE", help="write every line the table speaks to FILE, one a line")
    d.set_defaults(func=_cmd_demo)

    t = sub.add_parser("tournament", help="play seeded duplicate matches between AI agents and print the results")
    t.add_argument("--game", required=True, help=_or(GAME_NAMES))
    t.add_argument("--players", type=int, required=True, help="number of seats")
    t.add_argument("--agents", required=True, help="comma-separated agents: random, baseline, easy, normal, hard")
    t.add_argument("--deals", type=int, required=True, help="number of deals (each replayed with the agents rotated)")
    t.add_argument("--seed", type=int, required=True, help="seed of the deals")
    t.add_argument("--think-ms", type=int, default=None, help="time budget of the hard agent per decision (default 1000)")
    t.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    t.set_defaults(func=_cmd_tournament)

    b = sub.add_parser("bench", help="measure frame time, playout speed, AI decision time, start-up and idle CPU")
    b.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    b.add_argument("--quick", action="store_true", help="fewer frames, positions and runs (a rough look)")
    b.add_argument("--frozen", metavar="PROGRAM", help="also measure the start-up of this frozen app (dist/PairsTable/PairsTable)")
    b.set_defaults(func=_cmd_bench)

    r = sub.add_parser("rules", help="print the rules of a game for players, in English, Dutch, French or Bulgarian")
    r.add_argument("--game", required=True, help="pairs, hawthorn, goblins_poker, blackstone, hasenpfeffer or pyramid_poker")
    r.add_argument("--lang", default="en", help="en (default), nl, fr or bg")
    r.set_defaults(func=_cmd_rules)

    rp = sub.add_parser("replay", help="draw one position of a saved game's replay (a screenshot), or open the window there")
    rp.add_argument("file", metavar="FILE", help="the save file (any game, finished or not)")
    rp.add_argument("--step", type=int, default=None, help="actions played (from the start of --hand when given; default: the end)")
    rp.add_argument("--hand", type=int, default=None, help="the hand (deal, round) to show, from 1")
    rp.add_argument("--viewer", type=int, default=None, help="the human seat whose view live hands show (pass-and-play)")
    rp.add_argument("--screenshot", default=None, metavar="OUT.png", help="save a PNG of that position and exit")
    rp.add_argument("--size", default="1280x720", help="window size, WIDTHxHEIGHT")
    rp.add_argument("--language", default="en", help="en, nl, fr or bg (default: en)")
    rp.set_defaults(func=_cmd_replay)

    from .net.cli import add_bot_parser, add_host_parser

    add_host_parser(sub)
    add_bot_parser(sub)

    hi = sub.add_parser("history", help="print the hand-by-hand history of a saved game as text")
    hi.add_argument("file", metavar="FILE", help="the saved game (a .json file of the saves folder)")
    hi.add_argument("--language", default="en", help="en, nl, fr or bg (default: en)")
    hi.set_defaults(func=_cmd_history)

    from .app.join_command import add_join_parser

    add_join_parser(sub, _cmd_join)

    from .audit.command import add_audit_parser

    add_audit_parser(sub, _cmd_audit)

    pa = sub.add_parser("paths", help="print the folders of saves, settings and statistics as JSON")
    pa.set_defaults(func=_cmd_paths)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        return _cmd_window(args)
    return func(args)


if __name__ == "__main__":
    sys.exit(main())
