"""Where the Hasenpfeffer table puts its things, from the kit's table geometry: the
viewer's hand along the bottom edge (its plate moved to its left), the other hands as small
fans of backs by their plates, the trick around the trump marker in the middle, the widow,
each seat's pile of won tricks and the declarer's discard crosswise beside it. Pure
geometry, made again on each resize."""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygame import Rect

from ...layout import scaled
from ...table.fan import Fan, fan
from ...table.geometry import CARD_ASPECT, TableGeometry
from ...table.trick import trick_area, trick_spots

HAND_GROW = 1.12  # the viewer's cards are this much larger than the table's
HAND_SPREAD = 0.62  # neighbours in the viewer's hand at most this share of a card apart
BACK_GROW = 0.72  # the other hands' backs
BACK_SPREAD = 0.3
PILE_GROW = 0.5  # a won trick's squared cards
EMBLEM_SHARE = 0.62  # the trump marker's diameter, of a card's height


def _card(h: float) -> tuple[int, int]:
    h = int(h)
    return max(1, round(h * CARD_ASPECT)), h


@dataclass(frozen=True)
class HasenGeometry:
    table: TableGeometry  # the kit's geometry, the viewer's plate moved beside the hand
    centre: tuple[float, float]  # the middle of the trick (the trump marker, the widow)
    hand_card: tuple[int, int]
    hand_room: float  # the width the viewer's hand may take
    hand_y: float
    back_card: tuple[int, int]
    pile_card: tuple[int, int]
    rise: int  # how far a card that may be chosen stands out of the hand
    emblem: int  # the trump marker's diameter
    tricks: tuple[tuple[float, float], ...]  # where each seat's card of a trick lies
    trick_box: Rect

    def slot(self, seat: int) -> int:
        return self.table.spot(seat).slot

    def hand_fan(self, count: int) -> Fan:
        """The viewer's hand: a fan along the bottom edge, every index showing."""
        return fan(count, self.hand_card, self.hand_room, (self.centre[0], self.hand_y), spread=HAND_SPREAD)

    def backs(self, seat: int, count: int, aside: bool = False) -> Fan:
        """A hand drawn as backs: a small fan by the seat's plate (squared up when set aside)."""
        spot = self.table.spot(seat)
        room = self.hand_room if spot.slot == 0 else spot.max_stack_width
        probe = fan(count, self.back_card, room, (0.0, 0.0), spread=BACK_SPREAD)
        if spot.slot == 0:
            cx, cy = self.centre[0], self.hand_y + (self.hand_card[1] - self.back_card[1]) / 2
        else:
            cx, cy = spot.stack_center(probe.width)
            shift = (self.table.card[1] - self.back_card[1]) / 2  # the near edge stays by the plate
            cy += -shift if cy > spot.plate.centery else shift
        if aside:  # squared up: each card a little off the one below
            step = max(1.0, self.table.scale * 2)
            return Fan(tuple((cx + (i - (count - 1) / 2) * step, cy) for i in range(count)), self.back_card, step)
        return fan(count, self.back_card, room, (cx, cy), spread=BACK_SPREAD)

    def trick_spot(self, seat: int) -> tuple[float, float]:
        return self.tricks[self.slot(seat)]

    def pile_spot(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s won tricks pile up: past the inner end of its hand."""
        L = self.table
        pw, ph = self.pile_card
        gap = scaled(12, L.scale) + pw / 2
        if self.slot(seat) == 0:
            return self.centre[0] + self.hand_room / 2 + gap, self.hand_y - ph * 0.15
        width = self.back_card[0] * (1 + 6 * BACK_SPREAD)
        x, y = L.spot(seat).stack_center(width)
        return ((x - width / 2 - gap) if self.slot(seat) == 3 else (x + width / 2 + gap)), y

    def discard_spot(self, seat: int) -> tuple[float, float]:
        """The declarer's discard lies across, half under their trick pile, further out."""
        x, y = self.pile_spot(seat)
        out = self.pile_card[0] * 0.75
        return (x - out if self.slot(seat) == 3 else x + out), y


def hasen_geometry(base: TableGeometry) -> HasenGeometry:
    """The table's places for the kit's geometry ``base`` (the viewer at the bottom)."""
    s = base.scale
    cw, ch = base.card
    felt = base.felt
    cx, cy = felt.centerx, felt.centery - scaled(8, s)
    hand = _card(ch * HAND_GROW)
    hand_y = base.size[1] - scaled(10, s) - hand[1] / 2
    room = min(felt.width * 0.48, hand[0] * (1 + 6 * 0.66))
    bottom = next(sp for sp in base.seats if sp.slot == 0)
    plate = bottom.plate.copy()
    plate.right = int(cx - room / 2 - scaled(14, s))
    plate.centery = int(hand_y + scaled(6, s))
    plate.left = max(plate.left, base.area.left + scaled(8, s))
    seats = list(base.seats)
    seats[bottom.seat] = replace(bottom, plate=plate)
    middle = Rect(0, 0, int(cw * 3), int(ch * 2.1))  # the banner goes under the trick
    middle.midbottom = (int(cx), int(cy + ch * 1.25 + scaled(4, s)))
    table = replace(base, seats=tuple(seats), centre=middle)
    emblem = int(ch * EMBLEM_SHARE)
    angles = [next(sp.angle for sp in base.seats if sp.slot == k) for k in range(len(base.seats))]
    clear = emblem / 2 + scaled(4, s)
    tricks = tuple(trick_spots((cx, cy), angles, base.card, clear=clear))
    return HasenGeometry(table, (cx, cy), hand, room, hand_y, _card(ch * BACK_GROW), _card(ch * PILE_GROW),
                         int(hand[1] * 0.16), emblem, tricks, trick_area((cx, cy), angles, base.card, clear))
