"""A game's rule pages are found in the folder of the package its registry entry names."""

from __future__ import annotations

from pathlib import Path

import pytest

from pairs_table import rules_text
from pairs_table.engine.registry import GAME_NAMES, Entry, entry, register, unregister

ROOT = Path(__file__).resolve().parents[1]


def test_the_six_games_keep_their_pages_beside_the_rules_module():
    for game in GAME_NAMES:
        if entry(game).rules == rules_text.__name__:
            assert rules_text.path_of(game, "en") == rules_text.FOLDER / f"{game}.en.md"


@pytest.mark.parametrize("package, folder", [("pairs_table.app", ROOT / "pairs_table" / "app"),
                                             ("tests", ROOT / "tests")])
def test_a_game_registered_elsewhere_has_its_pages_in_its_own_package(package, folder):
    base = entry(GAME_NAMES[0])
    register(Entry("rules_folder_test_game", base.engine, base.ai, base.app, package))
    try:
        assert rules_text.folder_of("rules_folder_test_game") == folder
        assert rules_text.path_of("rules_folder_test_game", "nl") == folder / "rules_folder_test_game.nl.md"
    finally:
        unregister("rules_folder_test_game")
