"""A table's event handlers change one declared object, the table's picture (``table.pic``),
and nothing else of the scene."""

from __future__ import annotations

import ast
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import get_type_hints

import pytest

APP = Path(__file__).resolve().parents[3] / "pairs_table" / "app"
TABLE_NAMES = {"t", "table"}  # how a handler names its table


def handler_modules() -> list[Path]:
    return sorted(APP.glob("games/*/handlers.py")) + sorted(APP.glob("table/*_events.py"))


def _is_table(node) -> bool:
    """``t``, ``table``, ``self.t`` or ``self.table``."""
    if isinstance(node, ast.Name):
        return node.id in TABLE_NAMES
    return (isinstance(node, ast.Attribute) and node.attr in TABLE_NAMES and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def _first_member(target):
    """The member of the table a target writes into (``t.x[1].y = ...`` -> "x"), or None when
    the target is not the table's."""
    node = target
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Attribute) and _is_table(node.value):
            return node.attr
        node = node.value
    return None


def _targets(node) -> list:
    if isinstance(node, ast.Assign):
        out = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        out = [node.target]
    else:
        return []
    flat = []
    while out:
        t = out.pop()
        if isinstance(t, (ast.Tuple, ast.List)):
            out += t.elts
        elif isinstance(t, ast.Starred):
            out.append(t.value)
        else:
            flat.append(t)
    return flat


def scene_writes(source: str) -> list[tuple[int, str]]:
    """(line, member) of every write into the table other than into its picture."""
    bad = []
    for node in ast.walk(ast.parse(source)):
        for target in _targets(node):
            member = _first_member(target)
            if member is not None and member != "pic":
                bad.append((node.lineno, member))
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr")
                and node.args and _is_table(node.args[0])):
            bad.append((node.lineno, node.func.id))
    return bad


def test_the_check_sees_every_kind_of_write():
    src = """
def show(self, ev):
    t = self.t
    t.draw_count = 1
    t.scores[0] += 2
    t.a, t.pic.b = 1, 2
    self.table.active = 3
    setattr(t, "x", 1)
    t.pic.draw_count = 1
    t.pic.stacks[0] = []
    t.pic = t.new_picture()
    c.glow = None
"""
    assert [m for _l, m in scene_writes(src)] == ["draw_count", "scores", "a", "active", "setattr"]


def test_the_handler_modules_are_found():
    names = {p.parent.name if p.name == "handlers.py" else p.stem for p in handler_modules()}
    assert {"pairs", "hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker", "chip_events",
            "secret_events"} <= names


@pytest.mark.parametrize("path", handler_modules(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_handler_writes_only_into_the_tables_picture(path):
    bad = scene_writes(path.read_text(encoding="utf-8"))
    assert not bad, [f"{path.relative_to(APP)}:{line} writes the table's {member}" for line, member in bad]


def test_every_table_declares_its_picture():
    from pairs_table.app import games
    from pairs_table.app.table.hooks import GameHooks
    from pairs_table.app.table.picture import TablePicture

    for key in games.keys():
        made = games.table_class(key).new_picture
        assert made is not GameHooks.new_picture, f"{key}: no picture of its own"
        kind = get_type_hints(made)["return"]
        assert is_dataclass(kind) and issubclass(kind, TablePicture), (key, kind)
        assert {"active", "dealer"} <= {f.name for f in fields(kind)}
