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


def card_rects(spots, card) -> list[Rect]:
    """The rectangle of a card at each spot."""
    out = []
    for x, y in spots:
        r = Rect(0, 0, *card)
        r.center = (int(x), int(y))
        out.append(r)
    return out


def _touch(centre, angles, card, reach) -> bool:
    rects = card_rects(trick_spots(centre, angles, card, reach), card)
    return any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def trick_area(centre, angles, card) -> Rect:
    """The rectangle all the cards of a trick lie in (to keep a banner off it)."""
    rects = card_rects(trick_spots(centre, angles, card), card)
    return rects[0].unionall(rects[1:])
