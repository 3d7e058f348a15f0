"""Name plates: a seat's name, its number (a score, chips), the second line (the computer's
level), tokens and badges (the dealer button, "low", "out", a card count), a danger bar.

:func:`plate_layout` is pure: given the plate's size and the measured widths it places every
piece so that nothing covers anything else and everything stays inside the plate: the
name and the number share the first line (the number in a smaller type if need be, the
name cut short only as a last resort); tokens sit right-aligned on the second line, each
as wide as its own text (smaller type first, then cut short), the second line's text gets
what is left. :class:`NamePlates` draws plates from it, one cached picture per look.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple

import pygame
from pygame import Rect

from .. import textlog
from ..assets import font
from ..layout import scaled
from ..render import GOLD, INK, INK_DIM, PLATE, PLATE_ACTIVE, RED, glow, rounded_panel

DOTS = 3  # the thinking dots


class Token(NamedTuple):
    """A badge on a plate: its text and colour; ``round`` for a button (the dealer's)."""

    text: str
    colour: tuple = GOLD
    round: bool = False


class PlateValue(NamedTuple):
    """The number on a plate and how close it is to danger (0..1, None: no bar)."""

    text: str
    danger: float | None = None


@dataclass(frozen=True)
class PlateLayout:
    name: Rect
    name_text: str
    name_size: int
    value: Rect | None
    value_size: int
    sub: Rect | None
    sub_text: str
    sub_size: int
    tokens: tuple[Rect, ...]
    token_texts: tuple[str, ...]
    token_size: int
    dots: Rect | None
    bar: Rect | None
    name_room: int = 0  # the width the name may take (it is cut short to fit)
    sub_room: int = 0  # the width the second line's text may take

    def pieces(self) -> list[Rect]:
        out = [self.name] + [r for r in (self.value, self.sub, self.dots) if r is not None]
        return out + list(self.tokens)


Measure = Callable[[str, int, bool], int]  # (text, size, bold) -> width in pixels


def font_width(text: str, size: int, bold: bool) -> int:
    return font(int(size), bold).size(text)[0]


def _cut(text: str, size: int, width: int, bold: bool, measure: Measure) -> str:
    if measure(text, size, bold) <= width:
        return text
    cut = len(text)
    while cut > 0 and measure(text[:cut].rstrip() + "…", size, bold) > width:
        cut -= 1
    return text[:cut].rstrip() + "…" if cut else ""


def _first_fitting(options, sizes, room: int, measure: Measure) -> tuple[str, int]:
    """(text, size): the first of ``options`` (longest first) that fits ``room`` in the
    first of ``sizes`` that lets it, else the last option cut short in the smallest size."""
    for text in options:
        for size in sizes:
            if measure(text, size, False) <= room:
                return text, size
    return _cut(options[-1], sizes[-1], room, False, measure), sizes[-1]


def _second_row(token_list, right: int, pad: int, gap: int, row_y: int, row_h: int, scale: float, fs,
                measure: Measure, dots: bool):
    """The second line's right part, from ``right`` leftwards: the thinking dots (with
    ``dots``), then the tokens, each as wide as its text (smaller type first, then cut
    short). Returns (dots rect, token rects, token texts, token size, where the sub text's
    room ends)."""
    dots_rect = None
    if dots:
        dw = scaled(36, scale)
        dots_rect = Rect(right - dw, row_y, dw, row_h)
        right = dots_rect.left - gap
    tpad = scaled(5, scale)
    token_size = fs(11)
    texts = [t.text for t in token_list]

    def widths(size_, texts_):
        return [measure(t, size_, True) + 2 * tpad for t in texts_]

    space = right - pad
    need = widths(token_size, texts)
    while token_list and sum(need) + gap * (len(need) - 1) > space and token_size > 9:
        token_size -= 1
        need = widths(token_size, texts)
    if token_list and sum(need) + gap * (len(need) - 1) > space:  # cut the longest short
        share = max(1, (space - gap * (len(need) - 1)) // len(need))
        texts = [_cut(t, token_size, share - 2 * tpad, True, measure) for t in texts]
        need = [min(n, share) for n in widths(token_size, texts)]
    th = min(row_h, font(token_size, True).get_linesize() + scaled(2, scale))
    token_rects = []
    x = right
    for tw in reversed(need):
        r = Rect(x - tw, row_y + (row_h - th) // 2, tw, th)
        token_rects.append(r)
        x = r.left - gap
    token_rects.reverse()
    return dots_rect, token_rects, texts, token_size, (x if token_rects else right)


def plate_layout(size: tuple[int, int], scale: float, name: str, value: str = "", sub: str | tuple = "",
                 tokens=(), dots: bool = False, bar: bool = False, measure: Measure = font_width,
                 font_size: Callable[[float], int] | None = None) -> PlateLayout:
    """Every piece of a plate of ``size`` (plate coordinates), none covering another.
    ``sub`` is the second line, or its wordings from the longest to the shortest: the first
    that fits is shown ("AI · normal", else "normal"), a size smaller if that is what it
    takes, and only the shortest is ever cut."""
    w, h = size
    fs = font_size or (lambda base: max(9, int(round(base * scale))))
    pad = scaled(10, scale)
    room = w - 2 * pad
    gap = scaled(6, scale)
    two_lines = bool(sub or tokens or dots)
    name_size = fs(16)
    line1_h = font(name_size, True).get_linesize()
    name_y = scaled(5, scale) if two_lines else (h - line1_h) // 2 - (scaled(2, scale) if bar else 0)
    value_rect, value_size = None, fs(17)
    name_room = room
    if value:
        for n_size, v_size in ((name_size, 17), (name_size, 15), (name_size, 13), (fs(14), 13)):
            value_size = fs(v_size)
            vw = measure(value, value_size, True)
            name_room = room - vw - gap
            if measure(name, n_size, True) <= name_room:
                break
        name_size = n_size
        vh = font(value_size, True).get_linesize()
        value_rect = Rect(w - pad - vw, name_y + (line1_h - vh) // 2, vw, vh)
    name_text = _cut(name, name_size, max(0, name_room), True, measure)
    name_rect = Rect(pad, name_y, measure(name_text, name_size, True), line1_h)
    # the second line: tokens from the right, then the sub text in what is left
    row_y = max(name_rect.bottom, value_rect.bottom if value_rect is not None else 0)
    bar_h = max(2, scaled(3, scale)) if bar else 0
    row_h = max(1, h - row_y - (scaled(9, scale) if bar else scaled(4, scale)))
    token_list = [t if isinstance(t, Token) else Token(*t) for t in tokens]
    options = tuple(o for o in ((sub,) if isinstance(sub, str) else sub) if o)
    sub_sizes = sorted({fs(12), fs(11)}, reverse=True)
    row = _second_row(token_list, w - pad, pad, gap, row_y, row_h, scale, fs, measure, dots)
    if dots and options and measure(options[-1], sub_sizes[-1], False) > row[4] - pad:
        bare = _second_row(token_list, w - pad, pad, gap, row_y, row_h, scale, fs, measure, False)
        if measure(options[-1], sub_sizes[-1], False) <= bare[4] - pad:
            row = bare  # the thinking dots give way to the level's word (the plate glows anyway)
    dots_rect, token_rects, texts, token_size, sub_right = row
    sub_rect, sub_text, sub_size = None, "", sub_sizes[0]
    sub_room = sub_right - pad
    if options:
        sub_text, sub_size = _first_fitting(options, sub_sizes, max(0, sub_right - pad), measure)
        if sub_text:
            sh = min(row_h, font(sub_size).get_linesize())
            sub_rect = Rect(pad, row_y + (row_h - sh) // 2, measure(sub_text, sub_size, False), sh)
    bar_rect = Rect(pad, h - scaled(7, scale), room, bar_h) if bar else None
    return PlateLayout(name_rect, name_text, name_size, value_rect, value_size, sub_rect, sub_text, sub_size,
                       tuple(token_rects), tuple(texts), token_size, dots_rect, bar_rect, max(0, name_room),
                       max(0, sub_room))


def danger_colour(danger: float) -> tuple:
    return (110, 200, 130) if danger < 0.5 else (GOLD if danger < 0.8 else RED)


class NamePlates:
    """Draws plates: the cached picture of each look, the pulsing glow of the active seat
    and the thinking dots."""

    def __init__(self, text_cache) -> None:
        self.text = text_cache
        self._cache: dict = {}

    def clear(self) -> None:
        self._cache.clear()

    def picture(self, rect: Rect, scale: float, name: str, value: PlateValue, sub: str, tokens,
                active: bool, thinking: bool, font_size=None) -> tuple[pygame.Surface, PlateLayout]:
        key = (rect.size, name, tuple(value), sub, tuple(tokens), active, thinking)
        got = self._cache.get(key)
        if got is not None:
            return got
        if len(self._cache) > 64:
            self._cache.clear()
        w, h = rect.size
        lay = plate_layout(rect.size, scale, name, value.text, sub, tokens, thinking, value.danger is not None,
                           font_size=font_size)
        rad = scaled(10, scale)
        surf = rounded_panel((w, h), PLATE_ACTIVE if active else PLATE, 236, rad,
                             GOLD + (255,) if active else (90, 100, 96, 200))
        if active:
            pygame.draw.rect(surf, GOLD, surf.get_rect(), width=max(2, int(2.5 * scale)), border_radius=rad)
        t = self.text
        t.draw(surf, name, lay.name_size, (255, 255, 255) if active else INK, bold=True, fit="cut", valign="top",
               box=(lay.name.x, lay.name.y, lay.name_room, lay.name.height), owner="plate")
        if lay.value is not None:
            colour = INK if value.danger is None else danger_colour(value.danger)
            t.draw(surf, value.text, lay.value_size, colour, bold=True, fit="none", valign="top", box=lay.value,
                   owner="plate")
        if lay.sub is not None:
            options = (sub,) if isinstance(sub, str) else tuple(sub)
            t.draw(surf, lay.sub_text, lay.sub_size, INK_DIM, fit="cut", valign="top", cut=lay.sub_text not in options,
                   box=(lay.sub.x, lay.sub.y, lay.sub_room, lay.sub.height), owner="plate")
        for r, text, tok in zip(lay.tokens, lay.token_texts, tokens):
            tok = tok if isinstance(tok, Token) else Token(*tok)
            radius = r.height // 2 if tok.round else scaled(5, scale)
            pygame.draw.rect(surf, (20, 22, 22) if not tok.round else (245, 240, 228), r, border_radius=radius)
            pygame.draw.rect(surf, tok.colour, r, width=1, border_radius=radius)
            t.draw(surf, text, lay.token_size, tok.colour if not tok.round else (40, 36, 30), bold=True, fit="none",
                   align="center", box=r, owner="plate", cut=text != tok.text)
        if lay.bar is not None:
            pygame.draw.rect(surf, (60, 66, 64), lay.bar, border_radius=2)
            fill = lay.bar.copy()
            fill.width = int(lay.bar.width * max(0.0, min(1.0, value.danger)))
            if fill.width > 0:
                pygame.draw.rect(surf, danger_colour(value.danger), fill, border_radius=2)
        self._cache[key] = (surf, lay)
        return surf, lay

    @staticmethod
    def glow_rect(rect: Rect, scale: float) -> Rect:
        spread = scaled(16, scale)  # the glow reaches this far around the plate
        return rect.inflate(2 * spread, 2 * spread)

    def draw(self, surface, rect: Rect, scale: float, picture: pygame.Surface, lay: PlateLayout,
             glow_alpha: int | None = None, dot_step: int | None = None) -> None:
        """The plate at ``rect``; ``glow_alpha``: the active seat's glow now; ``dot_step``:
        which thinking dot is lit."""
        if glow_alpha is not None:
            g = glow(rect.size, GOLD, scaled(10, scale), scaled(16, scale))
            g.set_alpha(glow_alpha)
            surface.blit(g, g.get_rect(center=rect.center))
        textlog.place(surface, picture, rect)
        if dot_step is not None and lay.dots is not None:
            d = lay.dots.move(rect.topleft)
            r = max(2, scaled(3, scale))
            for i in range(DOTS):
                colour = GOLD if i == dot_step else (120, 110, 80)
                pygame.draw.circle(surface, colour, (d.x + r + i * (d.width - 2 * r) // (DOTS - 1), d.centery), r)
