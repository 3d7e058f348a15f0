"""Write one example save per game, mid-hand, for the current save format.

    python tools/make_example_saves.py [--out saves]

Each game is played by the baseline agents from a fixed seed until a few hands are behind
it and a seat is to act, then written as ``<out>/format-<N>/<game>.json`` with fixed times,
so running the script again gives the same bytes. The tests load every file under
``saves/``: an example written for a format keeps loading in every later version.

``--expect`` (re)writes ``<out>/expected.json``: for every example of every format, the
result the replayed game reaches (the scenario contract's result keys and the hand number).
The tests compare each replay with it, so a change of the rules that changes an old game
cannot pass unnoticed; rewrite it only for a change of the rules that is meant.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pairs_table.ai.base import make_agent  # noqa: E402
from pairs_table.engine.registry import GAME_NAMES, get_game  # noqa: E402
from pairs_table.engine.replay import Setup  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402
from pairs_table.storage.atomic import write_json_atomic  # noqa: E402
from pairs_table.storage.saves import (FORMAT_VERSION, SaveRecord, Seat, load_file, new_state,  # noqa: E402
                                       summarize)

PLAYERS = {"hasenpfeffer": 4, "pyramid_poker": 2}
NAMES = ("You", "Ana", "Bo", "Cees")
MIN_ACTIONS = 24
STAMP = 1767225600.0  # 2026-01-01 00:00 UTC


def example(game: str, seed: int) -> SaveRecord | None:
    """A record of ``game`` played from ``seed`` to a seat's turn mid-hand, or None when the
    game ended first."""
    n = PLAYERS.get(game, 3)
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "ai", "baseline") for i in range(1, n)]
    setup = Setup(game, n, get_game(game).resolve_options({}), seed)
    record = SaveRecord(setup, seats, id=f"example-{game}", created=STAMP)
    state = new_state(record)
    agent = make_agent(game, "baseline")
    rng = Rng(seed ^ 0x5EED)
    while not state.is_over:
        if state.hand_over:
            state.next_hand()
        legal = state.legal_strings()
        action = agent.choose(state.view(state.to_act), legal, rng)
        state.apply(action)
        record.actions.append(action)
        # stop right after an action that left a hand in play (the replay ends just here)
        if len(record.actions) >= MIN_ACTIONS and not state.hand_over and state.to_act is not None:
            record.updated = STAMP + 60.0 * len(record.actions)
            record.summary = summarize(state)
            record.summary["actions"] = len(record.actions)
            return record
    return None


def expected(folder: Path) -> dict:
    """What every example under ``folder`` replays to, by its path below ``folder``."""
    out = {}
    for path in sorted(folder.glob("format-*/*.json")):
        _record, state = load_file(path)
        result = state.result()
        result["hand"] = state.summary()["hand_no"]
        out[path.relative_to(folder).as_posix()] = result
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "saves"))
    parser.add_argument("--expect", action="store_true", help="only rewrite expected.json")
    args = parser.parse_args(argv)
    if args.expect:
        write_json_atomic(Path(args.out) / "expected.json", expected(Path(args.out)))
        return 0
    folder = Path(args.out) / f"format-{FORMAT_VERSION}"
    for game in GAME_NAMES:
        for seed in range(1, 200):
            record = example(game, seed)
            if record is not None:
                break
        else:
            print(f"no mid-hand example of {game} was found", file=sys.stderr)
            return 1
        path = folder / f"{game}.json"
        write_json_atomic(path, record.to_json())
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
              f"{len(record.actions)} actions, seed {record.seed}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
