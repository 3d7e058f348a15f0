"""The action bar and the tools row of the side panel.

**Action bar.** A table says what a human may do now as a list of :class:`ActionSpec`
(the action, its label with the key in brackets, the key, the button style), derived from
the current legal actions. The bar builds one button per spec in its area and shows those
whose action is legal now (a table's own ``command`` specs, such as a −/+ stepper, show
whenever the human may act). Every build starts from the specs as they are: after a
resize, a language or a settings change the bar is built again and shows exactly what is
legal, never what was shown before.

**Tools row.** Hint, Odds (games that have odds) and Undo, each with its key in its full
type: on one row if they fit, else on two rows, else one a row. A button is never left out.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

import pygame_gui
from pygame import Rect

from ..widgets import button, needed, retext


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


Measure = Callable[[str, str], int]  # (label, style) -> the width a button needs for it


def arrange(specs, width: int | None = None, gap: int = 0, measure: Measure | None = None) -> list[list[tuple[ActionSpec, float]]]:
    """The specs in rows, bottom row first: each takes its ``width`` of a row, rows filled
    left to right. Given the bar's ``width`` and ``measure``, a row whose labels would not
    fit side by side in their full type is split: its widest spec on a row of its own."""
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
    if measure is None or width is None:
        return rows
    def fits(row) -> bool:
        return sum(measure(sp.label, sp.style) for sp, _ in row) + gap * (len(row) - 1) <= width

    out = []
    for row in rows:
        if fits(row):
            out.append(row)
            continue
        # the widest on a row of its own, the others together above it if they fit so
        widest = max(row, key=lambda item: measure(item[0].label, item[0].style))
        rest = [item for item in row if item is not widest]
        rest = [(sp, share / sum(sh for _, sh in rest)) for sp, share in rest]
        out.append([(widest[0], 1.0)])
        out += [rest] if fits(rest) else [[(sp, 1.0)] for sp, _ in rest]
    return out


def widths(row, free: int, need: list[int]) -> list[int]:
    """The widths of a row's buttons in ``free`` pixels: by their shares, unless a label
    needs more; then each gets what it needs and the rest is shared out by the shares."""
    shares = [share for _spec, share in row]
    total = sum(shares) or 1.0
    out = [int(free * sh) for sh in shares]
    if any(w < n for w, n in zip(out, need)) and sum(need) <= free:
        spare = free - sum(need)
        out = [n + int(spare * sh / total) for n, sh in zip(need, shares)]
    out[-1] = free - sum(out[:-1])  # the last one takes what is left of the row
    return out


def rows_needed(specs, width: int | None = None, gap: int = 0, measure: Measure | None = None) -> int:
    return len(arrange(specs, width, gap, measure))


class ActionBar:
    """The buttons of the specs in an area of a scene (built with :meth:`build`)."""

    def __init__(self, scene, grow: Callable[[], None] | None = None) -> None:
        self.scene = scene
        self.grow = grow  # builds the panel again when the bar needs more rows than it has
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.specs: list[ActionSpec] = []
        self.area: Rect | None = None
        self.gap = 0
        self.top = 0  # the y of the bar's highest row
        self._shown = None
        self._built: list[str] = []

    def measure(self, label: str, style: str | None) -> int:
        return needed(self.scene, label, style)

    def rows_height(self, specs) -> int:
        """The height the specs' rows take, each label in its full type."""
        n = rows_needed(specs, self.area.width, self.gap, self.measure)
        return n * self.row_h + (n - 1) * self.gap

    def build(self, area: Rect, specs, row_h: int, gap: int) -> int:
        """One hidden button per spec inside ``area`` (rows of ``row_h`` from its bottom);
        returns the top of the highest row."""
        for b in self.buttons.values():
            b.kill()
        self.buttons = {}
        self.specs = [as_spec(s) for s in specs]
        self._built = [s.label for s in self.specs]
        self.area, self.gap, self.row_h = Rect(area), gap, row_h
        y = area.bottom - row_h
        rows = arrange(self.specs, area.width, gap, self.measure)
        if self.rows_height(self.specs) > area.height:
            rows = arrange(self.specs)  # no room for more rows: the labels are fitted instead
        for row in rows:
            free = area.width - gap * (len(row) - 1)
            x = area.x
            for spec, w in zip((sp for sp, _ in row), widths(row, free, [self.measure(sp.label, sp.style) for sp, _ in row])):
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
        if self.area is not None and ([s.action for s in specs] != [s.action for s in self.specs] or (
                [s.label for s in specs] != self._built and any(
                    b is not None and self.measure(s.label, s.style) > b.relative_rect.width
                    for s, b in ((s, self.buttons.get(s.action)) for s in specs)))):
            # a label grew past its button: the bar again, or the whole panel when it needs more rows
            if self.grow is not None and self.rows_height(specs) > self.area.height:
                self.grow()
            else:
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


def plan_tools(tools, width: int, gap: int, measure: Callable[[str, str], int]) -> list[list[tuple]]:
    """Rows of ``tools`` ((name, label, style, tip), in order) for a row ``width`` wide,
    every label with its key: one row, else the last tool on a second row, else one tool a
    row; only a tool too wide for a row of its own loses its key hint. ``measure(label, style)``:
    the width a button of that style needs to show the label in its full type."""
    tools = list(tools)

    def fits(row) -> bool:
        return sum(measure(label, style) for _n, label, style, _t in row) + gap * (len(row) - 1) <= width

    candidates = [[tools]]
    if len(tools) > 1:
        candidates.append([tools[:-1], tools[-1:]])
    for rows in candidates:
        if all(fits(row) for row in rows):
            return rows
    return [[(n, label if fits([(n, label, s, t)]) else short(label), s, t)] for n, label, s, t in tools]


def build_tools(scene, rows, rects, gap: int, measure: Callable[[str, str], int]) -> dict:
    """The tool buttons of ``rows`` (from :func:`plan_tools`) in ``rects`` (one per row),
    each as wide as its label needs plus an equal share of the spare room."""
    out = {}
    for row, rect in zip(rows, rects):
        need = [measure(label, style) for _n, label, style, _t in row]
        spare = max(0, rect.width - sum(need) - gap * (len(row) - 1)) // len(row)
        x = rect.x
        for (name, label, style, tip), w in zip(row, need):
            out[name] = button(scene, (x, rect.y, w + spare, rect.height), label, style, tip)
            x += w + spare + gap
    return out
