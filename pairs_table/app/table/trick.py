"""The trick area: where each seat's card of a trick lies, between the middle of the felt
and the seat, so the cards of one trick fan out towards their players and never cover one
another (nor, when asked, a marker in the very middle: the trump suit). Pure geometry."""

from __future__ import annotations

import math

from pygame import Rect


def _clearance(angle: float, card: tuple[int, int], clear: float) -> float:
    """How far from the centre a card towards ``angle`` lies when its near edge keeps
    ``clear`` pixels off the centre."""
    if clear <= 0:
        return 0.0
    cw, ch = card
    return clear + abs(math.cos(angle)) * cw / 2 + abs(math.sin(angle)) * ch / 2


def trick_spots(centre: tuple[float, float], angles, card: tuple[int, int], reach: float | None = None,
                clear: float = 0.0) -> list[tuple[float, float]]:
    """The centre of the card played from each seat (``angles``: the seats' screen angles,
    as :func:`~.geometry.seat_angles` gives them, in seat order), ``reach`` pixels from
    ``centre`` towards the seat (by default as far as keeps any two cards apart); with
    ``clear``, no card comes nearer the centre than that (a marker's radius)."""
    cw, ch = card
    n = len(angles)
    if reach is None:
        reach = 0.0
        while reach < 4 * ch and n > 1 and _touch(centre, angles, card, reach, clear):
            reach += max(1.0, ch / 20)
    cx, cy = centre
    out = []
    for a in angles:
        r = max(reach, _clearance(a, card, clear))
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def card_rects(spots, card) -> list[Rect]:
    """The rectangle of a card at each spot."""
    out = []
    for x, y in spots:
        r = Rect(0, 0, *card)
        r.center = (int(x), int(y))
        out.append(r)
    return out


def _touch(centre, angles, card, reach, clear) -> bool:
    rects = card_rects(trick_spots(centre, angles, card, reach, clear), card)
    return any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def trick_area(centre, angles, card, clear: float = 0.0) -> Rect:
    """The rectangle all the cards of a trick lie in (to keep a banner off it)."""
    rects = card_rects(trick_spots(centre, angles, card, clear=clear), card)
    return rects[0].unionall(rects[1:])
