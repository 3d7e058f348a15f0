"""The refusal and reason catalogues hold the shared codes and every registered game's own,
and follow the registry as it changes."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from pairs_table.ai.reasons import REASONS
from pairs_table.engine.catalogue import Catalogue
from pairs_table.engine.refusals import REFUSALS, SHARED
from pairs_table.engine.registry import GAME_NAMES, Entry, part, register, unregister

MODULE = "pairs_table_test_catalogue_rules"


@pytest.fixture
def own_game():
    """A game registered for the test whose rules module holds one code of its own."""
    module = types.ModuleType(MODULE)
    module.REFUSALS = {"catalogue_test_code": "it is a test"}
    sys.modules[MODULE] = module
    register(Entry("catalogue_test_game", MODULE, MODULE, MODULE))
    try:
        yield module
    finally:
        unregister("catalogue_test_game")
        del sys.modules[MODULE]


def test_every_games_codes_are_in_the_catalogues():
    for game in GAME_NAMES:
        assert set(getattr(part(game, "engine"), "REFUSALS", {})) <= set(REFUSALS), game
        assert set(getattr(part(game, "ai"), "REASONS", {})) <= set(REASONS), game
    assert set(SHARED) <= set(REFUSALS)
    assert "hand_round" in REFUSALS and "hand_round" not in SHARED  # one game's code is its own


def test_a_game_registered_later_adds_its_codes_and_takes_them_away(own_game):
    assert REFUSALS["catalogue_test_code"] == "it is a test"
    unregister("catalogue_test_game")
    assert "catalogue_test_code" not in REFUSALS


def test_a_code_spelled_two_ways_is_refused(own_game):
    own_game.REFUSALS = {"game_over": "it is all over"}
    with pytest.raises(ValueError, match="game_over"):
        dict(Catalogue(SHARED, "engine", "REFUSALS"))


def test_a_games_own_code_is_found_without_importing_the_other_games():
    """A reason of one game's agent (made in a fresh interpreter) imports no other game's agents."""
    root = Path(__file__).resolve().parents[2]
    game, other = GAME_NAMES[0], GAME_NAMES[1]
    own = next(iter(getattr(part(game, "ai"), "REASONS")))
    code = (f"import sys\nfrom pairs_table.engine.registry import entry, part\n"
            f"from pairs_table.ai.reasons import Decision\npart({game!r}, 'ai')\n"
            f"Decision('x', {own!r})\nprint(entry({other!r}).ai in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(root)}, check=True)
    assert out.stdout.strip() == "False"
