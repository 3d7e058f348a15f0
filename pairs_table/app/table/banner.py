"""The banner: one short announcement over the felt ("Ana catches a pair of 7s: +7").

:func:`place_banner` is the placement rule: the banner goes where the table would like it
(under the middle), else the nearest place inside the felt that covers none of the
rectangles to avoid (the pot, the acting player's cards and plate: a table names them), and
only when no place is free the one that covers least. :class:`Banner` keeps the
announcement as a message (put into words when drawn) and draws it.
"""

from __future__ import annotations

from pygame import Rect

from ..render import GOLD, box_at, place_solid, rounded_panel
from .log import as_msg, sentence


def overlap(r: Rect, avoid) -> int:
    """The area of ``r`` that covers the rectangles of ``avoid`` (counted once each)."""
    total = 0
    for a in avoid:
        c = r.clip(a)
        total += c.width * c.height
    return total


def place_banner(size: tuple[int, int], bounds: Rect, avoid, anchor: tuple[int, int], step: int = 6) -> Rect:
    """Where a banner of ``size`` goes: its top centre at ``anchor`` if that covers nothing
    in ``avoid``, else the free place inside ``bounds`` nearest to it (up or down first,
    then sideways), else the place inside ``bounds`` that covers least."""
    w, h = size
    avoid = [Rect(a) for a in avoid]
    ax, ay = anchor
    lo_x, hi_x = bounds.left + w // 2, bounds.right - (w - w // 2)
    lo_y, hi_y = bounds.top, bounds.bottom - h
    step = max(1, step)
    best, best_cost = None, None
    spread = max(hi_y - lo_y, hi_x - lo_x, 0)
    for d in range(0, spread + step, step):
        for dx, dy in ((0, d), (0, -d), (d, 0), (-d, 0), (d, d), (-d, d), (d, -d), (-d, -d)):
            x = min(max(ax + dx, lo_x), max(lo_x, hi_x))
            y = min(max(ay + dy, lo_y), max(lo_y, hi_y))
            r = Rect(0, 0, w, h)
            r.midtop = (x, y)
            cost = overlap(r, avoid)
            if cost == 0:
                return r
            if best_cost is None or cost < best_cost:
                best, best_cost = r, cost
            if d == 0:
                break
    return best


class Banner:
    """The announcement on show (None: none) and its colour."""

    def __init__(self) -> None:
        self.message = None
        self.colour = GOLD
        self.rect: Rect | None = None  # where it was drawn last
        self._cache: dict = {}

    def say(self, text, colour=GOLD, **fields) -> None:
        """Show ``text`` (a key with fields, a :class:`~.log.Msg`), or nothing with None."""
        self.message = None if text is None else as_msg(text, **fields)
        self.colour = tuple(colour)

    def shown(self) -> tuple[str, tuple] | None:
        """(text, colour) in the current language, starting with a capital, or None."""
        return None if self.message is None else (sentence(self.message), self.colour)

    def clear_cache(self) -> None:
        self._cache.clear()

    def draw(self, surface, text_cache, geometry, avoid, anchor=None) -> None:
        """Draw it inside the felt, clear of ``avoid``, as near to ``anchor`` (a top
        centre; under the middle when None) as it can."""
        self.rect = None
        shown = self.shown()
        if shown is None:
            return
        text, colour = shown
        L = geometry
        pad = L.px(18)
        bounds = L.felt.inflate(-L.px(40), -L.px(24))
        room = bounds.width - 2 * pad
        img_size = text_cache.extent(text, L.font_size(22), colour, True, room)
        key = (img_size, colour)
        back = self._cache.get(key)
        if back is None:
            if len(self._cache) > 16:
                self._cache.clear()
            back = self._cache[key] = rounded_panel((img_size[0] + 2 * pad, img_size[1] + pad),
                                                    (8, 14, 12), 255, L.px(14), colour + (200,))
        if anchor is None:
            anchor = (L.centre.centerx, L.centre.bottom + L.px(4))
        where = (back.get_size(), tuple(bounds), tuple(tuple(a) for a in avoid), tuple(anchor))
        r = self._cache.get(where)
        if r is None:
            r = self._cache[where] = place_banner(back.get_size(), bounds, avoid, anchor, L.px(6))
        place_solid(surface, back, r, L.px(14), "banner")
        text_cache.draw(surface, text, L.font_size(22), colour, bold=True, align="center",
                        box=box_at(r.center, room, img_size[1]), owner="banner")
        self.rect = r

