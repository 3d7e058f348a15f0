"""The trick area: where each seat's card of a trick lies, between the middle of the felt
and the seat, so the cards of one trick fan out towards their players and never cover one
another. Pure geometry."""

from __future__ import annotations

import math

from pygame import Rect


def trick_spots(centre: tuple[float, float], angles, card: tuple[int, int], reach: float | None = None
                ) -> list[tuple[float, float]]:
    """The centre of the card played from each seat (``angles``: the seats' screen angles,
    as :func:`~.geometry.seat_angles` gives them, in seat order), ``reach`` pixels from
    ``centre`` towards the seat (by default as far as keeps any two cards apart)."""
    cw, ch = card
    n = len(angles)
    if reach is None:
        reach = 0.0
        while reach < 4 * ch and n > 1 and _touch(centre, angles, card, reach):
            reach += max(1.0, ch / 20)
    cx, cy = centre
    return [(cx + reach * math.cos(a), cy + reach * math.sin(a)) for a in angles]


def _touch(centre, angles, card, reach) -> bool:
    cw, ch = card
    rects = []
    for x, y in trick_spots(centre, angles, card, reach):
        r = Rect(0, 0, cw, ch)
        r.center = (int(x), int(y))
        rects.append(r)
    return any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def trick_area(centre, angles, card) -> Rect:
    """The rectangle all the cards of a trick lie in (to keep a banner off it)."""
    cw, ch = card
    spots = trick_spots(centre, angles, card)
    xs = [x for x, _y in spots]
    ys = [y for _x, y in spots]
    return Rect(int(min(xs) - cw / 2), int(min(ys) - ch / 2), int(max(xs) - min(xs) + cw), int(max(ys) - min(ys) + ch))
