"""Decision times of the agents over a fixed set of seeded positions of each game."""

from __future__ import annotations

import time

from ..ai.base import available_levels, make_agent
from ..engine.registry import GAME_NAMES
from ..engine.rng import Rng
from ..engine.scenario import build_state
from . import PLAYOUT_PLAYERS, percentile

LEVELS = ("easy", "normal", "hard")


def seeded_positions(game: str, count: int, seed: int = 7) -> list[tuple[dict, list[str]]]:
    """``count`` (view, legal) pairs with a real choice, from seeded random games."""
    rng = Rng(seed)
    out = []
    state = build_state({"game": game, "players": PLAYOUT_PLAYERS[game], "seed": seed})
    while len(out) < count:
        if state.is_over:
            state = build_state({"game": game, "players": PLAYOUT_PLAYERS[game], "seed": rng.next_u64() % 10**9})
            continue
        if state.hand_over:
            state.next_hand()
            continue
        legal = state.legal_strings()
        if len(legal) >= 2 and rng.below(4) == 0:
            out.append((state.view(state.to_act), legal))
        state.apply(legal[rng.below(len(legal))])
    return out


def bench_ai(positions: int = 6) -> dict:
    result = {}
    for game in GAME_NAMES:
        spots = seeded_positions(game, positions)
        levels = available_levels(game)
        result[game] = {}
        for level in LEVELS:
            if level not in levels:
                result[game][level] = None
                continue
            agent = make_agent(game, level)
            agent.choose(spots[0][0], spots[0][1], Rng(0))  # first call starts worker processes
            times = []
            for i, (view, legal) in enumerate(spots):
                t0 = time.perf_counter()
                agent.choose(view, legal, Rng(i))
                times.append((time.perf_counter() - t0) * 1000.0)
            result[game][level] = round(percentile(times, 95), 2)
    return result
