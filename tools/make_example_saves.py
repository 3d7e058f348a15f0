"""Write one example save per game, mid-hand, for the current save format.

    python tools/make_example_saves.py [--out saves]

Each game is played by the baseline agents from a fixed seed until a few hands are behind
it and a seat is to act, then written as ``<out>/format-<N>/<game>.json`` with fixed times,
so running the script again gives the same bytes. The tests load every file under
``saves/``: an example written for a format keeps loading in every later version.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pairs_table.ai.base import make_agent  # noqa: E402
from pairs_table.engine.registry import GAME_NAMES  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402
from pairs_table.storage.atomic import write_json_atomic  # noqa: E402
from pairs_table.storage.saves import FORMAT_VERSION, SaveRecord, Seat, new_state, summarize  # noqa: E402

PLAYERS = {"hasenpfeffer": 4, "pyramid_poker": 2}
NAMES = ("You", "Ana", "Bo", "Cees")
MIN_ACTIONS = 24
STAMP = 1767225600.0  # 2026-01-01 00:00 UTC


def example(game: str, seed: int) -> SaveRecord | None:
    """A record of ``game`` played from ``seed`` to a seat's turn mid-hand, or None when the
    game ended first."""
    n = PLAYERS.get(game, 3)
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "ai", "baseline") for i in range(1, n)]
    record = SaveRecord(game=game, players=n, seats=seats, seed=seed, id=f"example-{game}",
                        created=STAMP)
    state = new_state(record)
    record.options = dict(state.options)
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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "saves"))
    args = parser.parse_args(argv)
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
