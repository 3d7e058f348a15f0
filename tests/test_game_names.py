"""A game is named only in its own files and the registry.

A game's own files are its rules module (``engine/<game>.py``), its agents
(``ai/<game>*.py``), its folder in the window (``app/games/<game>/``) and its rule pages
(``rules_text/<game>.*.md``). Everything else under ``pairs_table/`` asks
``engine/registry.py``, the one module that names the games; the benchmarks
(``pairs_table/bench/``) may name the games they measure.

A game is named by its id as a whole quoted string (``"hawthorn"``) or as a module
(``engine.hawthorn``, ``from .hawthorn import``, ``import hawthorn``). The word "pairs" in
``pairs_table`` or ``pairsdeck`` is not the game's id, nor is the name of the Pairs deck of
cards, which several games are played with (``deck="pairs"``, a chooser's ``card=("pairs",
"7")``).
"""

from __future__ import annotations

import re
from pathlib import Path

from pairs_table.engine.registry import GAME_NAMES

PACKAGE = Path(__file__).resolve().parents[1] / "pairs_table"
REGISTRY = PACKAGE / "engine" / "registry.py"
MEASURED = PACKAGE / "bench"
# a deck of cards named like a game: the deck a game or a picture is played with
DECK = re.compile(r"""\b(?:deck\s*(?::\s*str\s*)?=\s*|card\s*=\s*\(\s*)$""")


def naming(game: str) -> re.Pattern:
    return re.compile(
        rf"""(["']){game}\1"""  # the id as a whole string
        rf"|\b(?:engine|ai|app|games|pairs_table)\.{game}\b"  # a module path through it
        rf"|^\s*from\s+\.+{game}\b"  # a relative import of it
        rf"|^\s*from\s+[\w.]+\s+import\s+[\w\s,(]*\b{game}\b"
        rf"|^\s*import\s+{game}\b",
        re.MULTILINE,
    )


def own(path: Path, game: str) -> bool:
    rel = path.relative_to(PACKAGE).parts
    if rel[0] == "engine" and rel[1:] == (f"{game}.py",):
        return True
    if rel[0] == "ai" and len(rel) == 2 and re.fullmatch(rf"{game}(_\w+)?\.py", rel[1]):
        return True
    if rel[:2] == ("app", "games") and len(rel) > 3 and rel[2] == game:
        return True
    return rel[0] == "rules_text" and len(rel) == 2 and rel[1].startswith(f"{game}.") and rel[1].endswith(".md")


def files():
    return sorted(p for p in PACKAGE.rglob("*") if p.suffix in (".py", ".md") and "__pycache__" not in p.parts)


def strangers(game: str) -> list[str]:
    """``file:line text`` of every place outside the game's own files that names it."""
    pattern = naming(game)
    out = []
    for path in files():
        if path == REGISTRY or MEASURED in path.parents or own(path, game):
            continue
        text = path.read_text(encoding="utf-8")
        for m in pattern.finditer(text):
            if m.group(1) and DECK.search(text, 0, m.start()):
                continue
            line = text.count("\n", 0, m.start()) + 1
            out.append(f"{path.relative_to(PACKAGE)}:{line} {text.splitlines()[line - 1].strip()}")
    return out


def test_no_game_is_named_outside_its_own_files_and_the_registry():
    found = {game: strangers(game) for game in GAME_NAMES}
    assert not any(found.values()), "\n".join(f"{g}: {w}" for g, ws in found.items() for w in ws)


def test_the_pattern_finds_the_ways_a_game_is_named():
    pattern = naming("hawthorn")
    for text in ('x = "hawthorn"', "if g == 'hawthorn':", "from ..engine.hawthorn import X",
                 "from .hawthorn import Y", "from . import hawthorn", "import pairs_table.ai.hawthorn",
                 "m = 'pairs_table.app.games.hawthorn'"):
        assert pattern.search(text), text
    for text in ('"hawthorn_x"', "the Hawthorn table", "hawthorn_solver = 1"):
        assert not pattern.search(text), text


def test_the_word_pairs_in_other_names_is_not_the_game():
    pattern = naming("pairs")
    for text in ("import pairs_table", "from ..engine.pairsdeck import DECK", "'pairs_table.ai'",
                 '"pairsdeck"', "from pairs_table.engine import pairsdeck"):
        assert not pattern.search(text), text
    for text in ('GAME = "pairs"', "from ..engine.pairs import PairsState", "from .pairs import x"):
        assert pattern.search(text), text
    for text in ('deck="pairs"', 'card=("pairs", "7")', 'deck: str = "pairs"'):
        m = pattern.search(text)
        assert m and DECK.search(text, 0, m.start()), text
    for text in ('game="pairs"', 'cards=("pairs", "7")'):
        m = pattern.search(text)
        assert m and not DECK.search(text, 0, m.start()), text


def test_own_files_are_the_games_four_places():
    assert own(PACKAGE / "engine" / "hawthorn.py", "hawthorn")
    assert own(PACKAGE / "ai" / "hasenpfeffer_solver.py", "hasenpfeffer")
    assert own(PACKAGE / "app" / "games" / "pairs" / "table.py", "pairs")
    assert own(PACKAGE / "rules_text" / "pairs.en.md", "pairs")
    assert not own(PACKAGE / "engine" / "pairsdeck.py", "pairs")
    assert not own(PACKAGE / "ai" / "arena.py", "pairs")
    assert not own(PACKAGE / "app" / "games" / "hawthorn" / "table.py", "pairs")
