"""Cards side by side, overlapping: a hand, a stack, a row. Pure geometry, no drawing.

Every deck's corner index (the rank and suit printed in the top-left corner) lies within
the left :data:`INDEX_SHARE` and the top :data:`INDEX_HEIGHT` of a card. :func:`fan` keeps
every card's index uncovered by the cards drawn after it: when ``count`` cards do not fit
the room at full size, the cards shrink (down to :data:`MIN_CARD_H`) rather than overlap
further, and when even that is too wide the fan takes a second row (a third at most): the
first cards (drawn first) in the back row, set higher than the next row by more than an
index.
Neighbours are never further apart than :data:`MAX_SHARE` of a card (a fan may ask for
another ``spread``: a hand held by the player shows more of each card), so a short fan
stays compact.
"""

from __future__ import annotations

from dataclasses import dataclass

INDEX_SHARE = 0.28  # the corner index lies within this share of a card's width
INDEX_HEIGHT = 0.35  # and within this share of its height
ROW_SHARE = 0.38  # a back row is set back by this share of a card's height
MAX_SHARE = 0.40  # the widest step between neighbours, as a share of a card's width
MIN_CARD_H = 30  # a fan's cards never shrink below this height (pixels)
MAX_ROWS = 3


@dataclass(frozen=True)
class Fan:
    """Cards laid out: the centre of each (in drawing order), the card size in this fan,
    the distance between neighbours in a row and the number of rows."""

    positions: tuple[tuple[float, float], ...]
    card: tuple[int, int]
    step: float
    rows: int = 1

    @property
    def width(self) -> float:
        if not self.positions:
            return 0.0
        per_row = -(-len(self.positions) // self.rows)
        return self.card[0] + self.step * (per_row - 1)

    def index_visible(self) -> bool:
        """Whether every card's corner index shows: the next card of its row starts right
        of it, and a row in front starts below it."""
        per_row = -(-len(self.positions) // max(1, self.rows))
        if per_row >= 2 and self.step + 1e-6 < index_width(self.card[0]):
            return False
        if self.rows > 1:
            ys = sorted({round(y, 3) for _x, y in self.positions})
            return all(abs(b - a) + 1e-6 >= INDEX_HEIGHT * self.card[1] for a, b in zip(ys, ys[1:]))
        return True


def index_width(card_w: float) -> float:
    """How far from a card's left edge its corner index reaches."""
    return INDEX_SHARE * card_w


def fan_step(count: int, card_w: float, room: float, spread: float = MAX_SHARE) -> float:
    """The distance between neighbours of ``count`` cards ``card_w`` wide in ``room``
    pixels: as much as fits up to ``spread`` of a card, never less than the index
    (a room too small then overflows: :func:`fan` shrinks the cards first)."""
    if count <= 1:
        return 0.0
    fit = (room - card_w) / (count - 1)
    return max(index_width(card_w), min(spread * card_w, fit))


def fan_width(count: int, card_w: float, room: float) -> float:
    if count <= 0:
        return 0.0
    return card_w + fan_step(count, card_w, room) * (count - 1)


def card_for(count: int, card: tuple[int, int], room: float, min_h: int = MIN_CARD_H) -> tuple[int, int]:
    """The largest card no bigger than ``card`` (same shape) whose fan of ``count`` cards
    fits ``room`` with every index showing (not smaller than ``min_h`` high)."""
    cw, ch = card
    if count <= 1 or cw <= 0:
        return card
    aspect = cw / ch
    need = 1 + INDEX_SHARE * (count - 1)  # the fan's width in card widths at the index step
    if cw * need <= room:
        return card
    low = min(ch, min_h)
    h = max(low, int(room / need / aspect))
    while h > low and round(h * aspect) * need > room:
        h -= 1
    return max(1, round(h * aspect)), h


def fits(count: int, card: tuple[int, int], room: float) -> bool:
    return count <= 1 or card[0] * (1 + INDEX_SHARE * (count - 1)) <= room + 1e-6


def fan(count: int, card: tuple[int, int], room: float, centre: tuple[float, float],
        min_h: int = MIN_CARD_H, grow: int = -1, spread: float = MAX_SHARE) -> Fan:
    """``count`` cards centred on ``centre`` within ``room`` pixels of width; with more
    than one row, one row takes the centre line and the others lie ``grow`` of it (-1:
    above, the back rows higher; 1: below, the front rows lower); neighbours at most
    ``spread`` of a card apart."""
    if count <= 0:
        return Fan((), card, 0.0)
    rows = 1
    size = card_for(count, card, room, min_h)
    while not fits(-(-count // rows), size, room) and rows < MAX_ROWS:
        rows += 1
        size = card_for(-(-count // rows), card, room, min_h)
    per_row = -(-count // rows)
    step = fan_step(per_row, size[0], room, spread)
    width = size[0] + step * (per_row - 1)
    cx, cy = centre
    left = cx - width / 2 + size[0] / 2
    offset = ROW_SHARE * size[1]
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        if grow < 0:  # the back rows (drawn first) above the centre line
            y = cy - (rows - 1 - row) * offset
        else:  # the front rows below it
            y = cy + row * offset
        out.append((left + col * step, y))
    return Fan(tuple(out), size, step, rows)
