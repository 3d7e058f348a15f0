"""A seat at a hosted table reads the result keys from the public facts as its game's
descriptor says (``result_facts``): the same keys as the engine's own ``result()``."""

from __future__ import annotations

import pytest

from pairs_table.ai.arena import arena_rules
from pairs_table.ai.base import make_agent, play_game
from pairs_table.app import games
from pairs_table.app.table.remote import RESULT_KEYS, ViewState
from pairs_table.engine.registry import GAME_NAMES, get_game
from pairs_table.engine.rng import Rng
from pairs_table.net.client import Update


def finished(game: str, seed: int):
    """A game of ``game`` (with the options of a tournament, which keep every score) played
    by random agents to its end, or for 3000 actions."""
    info = get_game(game)
    state = info.state_class.new(info.min_players, dict(arena_rules(game).options), Rng(seed))
    return play_game(state, [make_agent(game, "random")] * state.players, Rng(seed + 1), max_actions=3000)


@pytest.mark.parametrize("game", list(GAME_NAMES))
def test_the_result_from_the_facts_is_the_engines(game):
    state = finished(game, 5)
    facts = state.summary()
    seat = ViewState(0, state.players, {}, Update(1, [], state.view(0), facts, 1, True, None))
    mine, engine = seat.result(), state.result()
    if games.get(game).result_facts:  # a key read from another fact: shown at a game's end
        assert state.is_over and engine["winners"] is not None, game
    for key in RESULT_KEYS:
        if engine.get(key) is not None:
            assert mine[key] == engine[key], (game, key, mine[key], engine[key])
