"""The side panel's text: status lines at the top, the odds, a table's own block, then the
log (newest at the bottom), a refusal and the hint just above the action bar.

Text always fits the panel's width: :func:`fit_lines` wraps it at spaces, then makes the
type smaller while a word is still too wide, and cuts a word short only at the smallest
size. Nothing is drawn past the panel's edge. The log shows as many of the newest lines as
there is room for; each entry is put into words when drawn (:class:`~.log.TableLog`).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from ..assets import font
from ..i18n import tr
from ..render import GOLD, INK, PANEL_FACE, RED, dimmed, rounded_panel
from .log import words

HINT_INK = (150, 220, 255)
RULE = (70, 90, 80)
MIN_SIZE = 9


class StatusLine(NamedTuple):
    """A line of the status block: its text, colour, design size (scaled when drawn) and weight."""

    text: str
    colour: tuple = INK
    size: int = 14
    bold: bool = False


def fit_lines(text: str, size: int, width: int, bold: bool = False, min_size: int = MIN_SIZE,
              wrap: Callable | None = None) -> tuple[int, list[str]]:
    """(size, lines): ``text`` wrapped to ``width`` pixels; if a word is wider than that even
    alone, a smaller type (down to ``min_size``), and at that size the word cut short."""
    from ..render import wrap as wrap_text

    wrap = wrap or wrap_text
    size = int(size)
    for k in range(size, min(size, min_size) - 1, -1):
        lines = wrap(text, k, width, bold) or [""]
        f = font(k, bold)
        if all(f.size(line)[0] <= width for line in lines):
            return k, lines
    f = font(k, bold)
    out = []
    for line in lines:
        while line and f.size(line + "…")[0] > width:
            line = line[:-1]
        out.append(line + ("…" if line else ""))
    return k, out


def was_cut(line: str, text: str) -> bool:
    """Whether :func:`fit_lines` cut ``line`` of ``text`` short (an ellipsis it added)."""
    return line.endswith("…") and not text.rstrip().endswith("…")


class SidePanel:
    """Draws the panel's text; fitted lines are kept until the text, size or width change."""

    def __init__(self, text_cache) -> None:
        self.text = text_cache
        self._fits: dict = {}
        self._boxes: dict = {}

    def clear(self) -> None:
        self._fits.clear()
        self._boxes.clear()

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> tuple[int, list[str]]:
        key = (text, size, width, bold)
        got = self._fits.get(key)
        if got is None:
            if len(self._fits) > 600:
                self._fits.clear()
            got = self._fits[key] = fit_lines(text, size, width, bold)
        return got

    def lines(self, surface, text: str, x: int, y: int, width: int, size: int, colour, bold: bool = False,
              step: int = 2) -> int:
        """``text`` fitted to ``width`` at (x, y); returns the y below it."""
        k, lines = self.fit(text, size, width, bold)
        line_h = font(k, bold).get_height()
        for line in lines:
            img = self.text.draw(surface, line, k, colour, bold=bold, fit="none", valign="top",
                                 box=(x, y, width, line_h), owner="panel", cut=was_cut(line, text))
            y += img.height + step
        return y

    def height(self, text: str, size: int, width: int, bold: bool = False, step: int = 2) -> int:
        k, lines = self.fit(text, size, width, bold)
        return len(lines) * (font(k, bold).get_height() + step)

    # ---- the parts --------------------------------------------------------------------------------
    def status(self, surface, lines, x: int, y: int, width: int, L) -> int:
        for line in lines:
            line = line if isinstance(line, StatusLine) else StatusLine(*line)
            y = self.lines(surface, words(line.text), x, y, width, L.font_size(line.size), line.colour, line.bold,
                           L.px(2))
            y += L.px(4)
        y += L.px(6)
        pygame.draw.line(surface, RULE, (x, y), (x + width, y))
        return y + L.px(10)

    def odds(self, surface, lines, x: int, y: int, width: int, L) -> int:
        """The odds box under the status lines; returns the y below it."""
        if not lines:
            return y
        size = L.font_size(13)
        inner = width - L.px(16)
        rows = [(tr("Odds"), GOLD, True)] + [(line, INK, False) for line in lines]
        fitted = [(self.fit(text, size, inner, bold), colour, bold, text) for text, colour, bold in rows]
        step = L.px(4)
        h = sum(len(ls) * (font(k, b).get_height() + step) for (k, ls), _c, b, _t in fitted) + L.px(12)
        key = (width, h)
        box = self._boxes.get(key)
        if box is None:
            box = self._boxes[key] = rounded_panel((width, h), (10, 26, 20), 230, L.px(8), GOLD + (140,))
        surface.blit(box, (x, y))
        ty = y + L.px(6)
        for (k, ls), colour, bold, text in fitted:
            for line in ls:
                img = self.text.draw(surface, line, k, colour, bold=bold, fit="none", valign="top",
                                     box=(x + L.px(8), ty, inner, font(k, bold).get_height()), owner="panel.odds",
                                     cut=was_cut(line, text))
                ty += img.height + step
        return y + h + L.px(10)

    def notes(self, surface, hint: str, toast: str, x: int, bottom: int, width: int, L, top: int | None = None) -> int:
        """The hint just above ``bottom`` and a refusal above it, smaller when they would
        reach up past ``top`` (what is drawn above them); returns the bottom left for the log."""
        size = L.font_size(14)
        for text, colour, bold in ((hint, HINT_INK, True), (toast, RED, False)):
            if not text:
                continue
            h = self.height(text, size, width, bold, L.px(4))
            while top is not None and size > MIN_SIZE and bottom - h < top:
                size -= 1
                h = self.height(text, size, width, bold, L.px(4))
            self.lines(surface, text, x, bottom - h, width, size, colour, bold, L.px(4))
            bottom -= h + L.px(8)
        return bottom

    def log(self, surface, log, x: int, top: int, bottom: int, width: int, L) -> None:
        """The newest log lines that fit between ``top`` and ``bottom``, newest at the bottom;
        older ones a little dimmer."""
        size = L.font_size(14)
        step = L.px(5)
        y = bottom
        shown = 0
        for text, colour in log.newest_first():
            k, lines = self.fit(text, size, width)
            line_h = font(k).get_height() + step
            if shown >= 6:
                colour = dimmed(colour, 0.75, PANEL_FACE)
            for line in reversed(lines):
                if y - line_h < top:
                    return
                y -= line_h
                self.text.draw(surface, line, k, colour, fit="none", valign="top",
                               box=(x, y, width, line_h - step), owner="panel.log", cut=was_cut(line, text))
            shown += 1
