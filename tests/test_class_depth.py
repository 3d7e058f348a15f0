"""Tables are composed, not stacked: no chain of the app's own classes is deeper than three
(a game's table, the kit's ``TableScene``, ``Scene``)."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "pairs_table" / "app"
DEEPEST = 3


def _modules():
    for path in sorted(APP.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = path.relative_to(ROOT).with_suffix("").parts
        yield ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _ours(cls) -> bool:
    return (cls.__module__ or "").startswith("pairs_table")


def chain(cls) -> list[str]:
    """The longest line of the project's classes from ``cls`` up through its bases."""
    longest: list[str] = []
    for base in cls.__bases__:
        if _ours(base):
            above = chain(base)
            if len(above) > len(longest):
                longest = above
    return [f"{cls.__module__}.{cls.__qualname__}"] + longest


def app_classes() -> list[type]:
    found = []
    for name in _modules():
        module = importlib.import_module(name)
        for _n, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == name:
                found.append(cls)
    return found


def test_the_chain_measure_counts_every_level():
    class A: ...

    A.__module__ = "pairs_table.x"

    class B(A): ...

    B.__module__ = "pairs_table.x"

    class C(B, dict): ...

    C.__module__ = "pairs_table.x"
    assert len(chain(C)) == 3 and len(chain(A)) == 1


def test_every_table_game_is_found():
    from pairs_table.app.table.scene import TableScene

    tables = [c for c in app_classes() if issubclass(c, TableScene) and c is not TableScene]
    assert len(tables) >= 6, tables


def test_no_chain_of_app_classes_is_deeper_than_three():
    deep = {" -> ".join(c) for c in map(chain, app_classes()) if len(c) > DEEPEST}
    assert not deep, sorted(deep)
