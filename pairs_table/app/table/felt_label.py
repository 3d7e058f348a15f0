"""Labels on the felt: a short text (a pile's count, the pot, a stake, whose hand this is,
an amount floating up) on a small rounded dark marker, like the printed markers of a casino
table, so that it reads on every felt colour and over the edge of a card or a chip.

The felt is a mid-tone: even the lightest ink stands out from its centre by little more
than 4.5:1, and the dimmer inks far less. The marker is opaque and dark, so the label's
contrast is what its colour has against the marker wherever the label lies. A label that
fades (an amount floating away) fades whole, marker and text together, so what it is at
full strength is what it is.
"""

from __future__ import annotations

import pygame

from .. import textlog
from ..render import aligned

MARKER = (12, 26, 19)  # the marker's face
MARKER_EDGE = (58, 92, 70)  # its rim, a lighter felt green


def marker_rect(text_cache, text: str, size: int, box, *, align: str = "center", valign: str = "middle",
                bold: bool = False) -> pygame.Rect:
    """The marker a label of ``text`` drawn in ``box`` lies on: its glyphs with a little
    room at either end."""
    w, h = text_cache.extent(text, size, bold=bold)
    glyphs = aligned((w, h), box, align, valign)
    return glyphs.inflate(2 * max(3, h // 3), 0)


def _paint_marker(surface, rect: pygame.Rect) -> None:
    radius = max(3, rect.height // 3)
    pygame.draw.rect(surface, MARKER, rect, border_radius=radius)
    pygame.draw.rect(surface, MARKER_EDGE, rect, width=1, border_radius=radius)


def felt_label(text_cache, surface, text: str, size: int, colour, *, box, align: str = "center",
               valign: str = "middle", bold: bool = False, owner: str = "", alpha: int = 255) -> pygame.Rect:
    """Draw ``text`` in ``box`` on its marker (one line, as :meth:`TextCache.draw` with
    ``fit="none"``); ``alpha`` below 255 fades marker and text together. Returns the
    marker's rect."""
    box = pygame.Rect(box)
    plate = marker_rect(text_cache, text, size, box, align=align, valign=valign, bold=bold)
    if alpha >= 255:
        _paint_marker(surface, plate)
        text_cache.draw(surface, text, size, colour, box=box, align=align, valign=valign, bold=bold, fit="none",
                        owner=owner)
        return plate
    picture = pygame.Surface(plate.size, pygame.SRCALPHA)
    _paint_marker(picture, picture.get_rect())
    text_cache.draw(picture, text, size, colour, box=box.move(-plate.x, -plate.y), align=align, valign=valign,
                    bold=bold, fit="none", owner=owner)
    picture.set_alpha(max(0, int(alpha)))
    textlog.place(surface, picture, plate.topleft)
    return plate
