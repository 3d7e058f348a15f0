"""The shape of the app: small classes, and each game known only in its own folder."""

from __future__ import annotations

import ast
import re
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "pairs_table" / "app"
LONGEST_CLASS = 400
# Every game's name but the base game's, whose name is also an everyday word.
GAME_WORDS = re.compile(r"hawthorn|goblin|blackstone|hasenpfeffer|pyramid", re.IGNORECASE)


def _sources():
    return sorted(p for p in APP.rglob("*.py") if "__pycache__" not in p.parts)


def test_no_class_of_the_app_is_longer_than_400_lines():
    long = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > LONGEST_CLASS:
                long.append((str(path.relative_to(APP)), node.name, node.end_lineno - node.lineno + 1))
    assert not long, long


def test_only_a_games_own_folder_names_it():
    games_dir = APP / "games"
    named = [str(p.relative_to(APP)) for p in _sources()
             if games_dir not in p.parents and GAME_WORDS.search(p.read_text(encoding="utf-8"))]
    assert not named, named


def test_every_registered_game_has_its_folder():
    from pairs_table.app import games

    for key in games.keys():
        assert games.folder(key) == f"pairs_table.app.games.{key}", key
        assert (APP / "games" / key / "__init__.py").is_file(), key
        assert games.get(key).key == key
        assert games.playable(key), key
