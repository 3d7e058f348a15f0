"""The action bar and the tools row of the side panel.

**Action bar.** A table says what a human may do now as a list of :class:`ActionSpec`
(the action, its label with the key in brackets, the key, the button style), derived from
the current legal actions. The bar builds one button per spec in its area and shows those
whose action is legal now (a table's own ``command`` specs, such as a −/+ stepper, show
whenever the human may act). Every build starts from the specs as they are: after a
resize, a language or a settings change the bar is built again and shows exactly what is
legal, never what was shown before.

**Tools row.** Hint, Odds (games that have odds) and Undo: on one row if they fit, else with
shorter labels, else on two rows. A button is never left out.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

import pygame_gui
from pygame import Rect

from ..widgets import button, retext


class ActionSpec(NamedTuple):
    action: str  # an action string of the engine, or the table's own command
    label: str  # the button's text; a key hint at its end ("  [H]")
    key: int | None = None  # the key that takes the action
    style: str | None = "primary"
    tip: str | None = None
    command: bool = False  # not an engine action: shown whenever the human may act
    enabled: bool = True
    width: float | None = None  # share of a row (None: half a row with two specs, else a row)


def as_spec(spec) -> ActionSpec:
    return spec if isinstance(spec, ActionSpec) else ActionSpec(*spec)


def arrange(specs) -> list[list[tuple[ActionSpec, float]]]:
    """The specs in rows, bottom row first: each takes its ``width`` of a row, rows filled
    left to right."""
    specs = [as_spec(s) for s in specs]
    default = 0.5 if len(specs) == 2 else 1.0
    rows: list[list[tuple[ActionSpec, float]]] = []
    used = 1.0
    for spec in specs:
        share = spec.width if spec.width is not None else default
        if used + share > 1.0 + 1e-6:
            rows.append([])
            used = 0.0
        rows[-1].append((spec, share))
        used += share
    return rows


def rows_needed(specs) -> int:
    return len(arrange(specs))


class ActionBar:
    """The buttons of the specs in an area of a scene (built with :meth:`build`)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.specs: list[ActionSpec] = []
        self.area: Rect | None = None
        self.gap = 0
        self.top = 0  # the y of the bar's highest row
        self._shown = None

    def build(self, area: Rect, specs, row_h: int, gap: int) -> int:
        """One hidden button per spec inside ``area`` (rows of ``row_h`` from its bottom);
        returns the top of the highest row."""
        for b in self.buttons.values():
            b.kill()
        self.buttons = {}
        self.specs = [as_spec(s) for s in specs]
        self.area, self.gap, self.row_h = Rect(area), gap, row_h
        y = area.bottom - row_h
        for row in arrange(self.specs):
            free = area.width - gap * (len(row) - 1)
            x = area.x
            for i, (spec, share) in enumerate(row):
                w = free - sum(int(free * s) for _, s in row[:-1]) if i == len(row) - 1 else int(free * share)
                b = button(self.scene, (x, y, w, row_h), spec.label, spec.style, spec.tip)
                b.hide()
                self.buttons[spec.action] = b
                x += w + gap
            y -= row_h + gap
        self.top = y + row_h + gap
        self._shown = None
        return self.top

    def sync(self, specs, legal) -> None:
        """Show the buttons of the specs that may be taken now (``legal``: the legal action
        strings for the human at turn, empty when nobody human may act)."""
        specs = [as_spec(s) for s in specs]
        if [s.action for s in specs] != [s.action for s in self.specs] and self.area is not None:
            self.build(self.area, specs, self.row_h, self.gap)
        legal = set(legal)
        key = (tuple(sorted(legal)), tuple(specs))
        if key == self._shown:
            return
        self._shown = key
        self.specs = specs
        for spec in specs:
            b = self.buttons.get(spec.action)
            if b is None:
                continue
            if (spec.command and legal) or spec.action in legal:
                if b.text != spec.label:
                    retext(self.scene, b, spec.label, spec.style)
                (b.enable if spec.enabled else b.disable)()
                b.show()
            else:
                b.hide()

    def forget(self) -> None:
        """Show again from scratch at the next :meth:`sync` (the buttons were shown anew)."""
        self._shown = None

    def pressed(self, element) -> ActionSpec | None:
        for spec in self.specs:
            if element is not None and self.buttons.get(spec.action) is element:
                return spec
        return None

    def keyed(self, key: int) -> ActionSpec | None:
        for spec in self.specs:
            if spec.key is not None and spec.key == key:
                return spec
        return None


# ---- the tools row -------------------------------------------------------------------------------------


def short(label: str) -> str:
    """A label without its key hint ("Hint  [?]" -> "Hint")."""
    return label.split("  [")[0]


def plan_tools(tools, width: int, gap: int, measure: Callable[[str], int]) -> list[list[tuple]]:
    """Rows of ``tools`` ((name, label, style, tip), in order) for a row ``width`` wide:
    one row with full labels, else one row with short ones, else the last tool on a
    second row (full labels, then short). ``measure(label)``: the width a button needs."""
    tools = list(tools)

    def fits(row) -> bool:
        # with a margin: the buttons' own font runs a little wider in some scripts
        return sum(measure(label) for _n, label, _s, _t in row) * 1.15 + gap * (len(row) - 1) <= width

    def shortened(row):
        return [(n, short(label), s, t) for n, label, s, t in row]

    candidates = [[tools], [shortened(tools)]]
    if len(tools) > 1:
        candidates += [[tools[:-1], tools[-1:]], [shortened(tools[:-1]), shortened(tools[-1:])]]
    for rows in candidates:
        if all(fits(row) for row in rows):
            return rows
    return candidates[-1]


def build_tools(scene, rows, rects, gap: int, measure: Callable[[str], int]) -> dict:
    """The tool buttons of ``rows`` (from :func:`plan_tools`) in ``rects`` (one per row),
    each as wide as its label needs plus an equal share of the spare room."""
    out = {}
    for row, rect in zip(rows, rects):
        need = [measure(label) for _n, label, _s, _t in row]
        spare = max(0, rect.width - sum(need) - gap * (len(row) - 1)) // len(row)
        x = rect.x
        for (name, label, style, tip), w in zip(row, need):
            out[name] = button(scene, (x, rect.y, w + spare, rect.height), label, style, tip)
            x += w + spare + gap
    return out
