"""Random playouts: how many hands per second a rules module plays with random legal
actions and no events (``record=False``), as AI search would use it."""

from __future__ import annotations

import time

from ..engine.registry import get_game
from ..engine.rng import Rng


def _new_state(cls, players, options, rng):
    try:
        return cls.new(players, options, rng, record=False)
    except TypeError:  # a module whose ``new`` has no ``record`` keyword
        state = cls.new(players, options, rng)
        state.record = False
        return state


def play_random_hand(state, rng: Rng) -> int:
    """Apply random legal actions until the hand is over; returns the number of actions."""
    count = 0
    while not state.hand_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        count += 1
    return count


def random_hands_per_second(game: str, players: int, seconds: float = 1.0, seed: int = 0) -> float:
    """Play random hands of ``game`` (a contract name) for about ``seconds``: new state with
    ``record=False``, random legal actions until the hand is over, the next hand (or a new
    state when the game or session is over), and so on. Returns hands per second."""
    info = get_game(game)
    info.check_players(players)
    options = info.resolve_options({})
    rng = Rng(seed)
    hands = 0
    state = None
    clock = time.perf_counter
    start = clock()
    deadline = start + seconds
    while True:
        if state is None or state.is_over:
            state = _new_state(info.state_class, players, options, Rng(rng.next_u64()))
        elif state.hand_over:
            state.next_hand()
        if state.hand_over:  # a state that could not deal a hand at all
            state = None
            continue
        play_random_hand(state, rng)
        hands += 1
        now = clock()
        if now >= deadline:
            return hands / (now - start)
