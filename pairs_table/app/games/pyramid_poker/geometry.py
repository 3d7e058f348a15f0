"""Where everything of the Pyramid Poker table goes, for one window size: the pyramid's
places (seen from the side, base at the bottom), each side's three hands, the supplies,
the drawn or taken block, the plates beside the pyramid, the set-aside pile, the blocks out
of the game and the joker's tray. Screen side 0 is the bottom edge (the seat on screen at
the bottom), side 1 the top edge."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from ....engine import pyramid_poker as pp
from ...layout import scaled

CARD_ASPECT = 200 / 280


@dataclass(frozen=True)
class BlockSize:
    """A block: the card face inset in the front of a wooden block whose top and right side
    show ``depth`` pixels of wood."""

    w: int
    h: int
    depth: int
    pad: int
    card_h: int

    @classmethod
    def for_height(cls, h: int) -> "BlockSize":
        depth = max(2, round(h * 0.075))
        pad = max(2, round(h * 0.05))
        card_h = h - depth - 2 * pad
        card_w = max(1, round(card_h * CARD_ASPECT))
        return cls(card_w + 2 * pad + depth, h, depth, pad, card_h)

    @property
    def front(self) -> tuple[int, int]:
        return self.w - self.depth, self.h - self.depth


@dataclass(frozen=True)
class PyramidGeometry:
    """Where everything of the Pyramid Poker table goes, for one window size. Screen side 0
    is the bottom edge (the seat on screen at the bottom), side 1 the top edge."""

    block: BlockSize
    cx: float
    step: float  # between neighbouring slots of a row
    rise: float  # between rows
    base_y: float  # centre of row 0
    fan: float  # between the blocks of a hand
    hand_w: float
    hand_x: tuple[float, float, float]  # centre of hands 1, 2, 3 (both sides)
    hand_y: tuple[float, float]  # centre of the hand row of side 0 and side 1
    label_y: tuple[float, float]
    supply: tuple[tuple[int, int], tuple[int, int]]
    stage: tuple[tuple[int, int], tuple[int, int]]
    plates: tuple
    setaside: tuple[int, int]
    removed: tuple[int, int]
    tray: tuple[tuple[int, int], ...]
    tray_rect: pygame.Rect
    board: pygame.Rect

    def slot_pos(self, slot: int) -> tuple[float, float]:
        """Centre of a block's front face at slot index ``slot`` (x = c + r/2, B.3)."""
        r, c = pp.SLOTS[slot]
        return self.cx + (c + r / 2 - 3.5) * self.step, self.base_y - r * self.rise

    def slot_rect(self, slot: int) -> pygame.Rect:
        fw, fh = self.block.front
        x, y = self.slot_pos(slot)
        return pygame.Rect(int(x - fw / 2), int(y - fh / 2), fw, fh)

    def hand_pos(self, side: int, k: int, i: int) -> tuple[float, float]:
        """Centre of the ``i``-th block (0..4) of hand ``k`` (1..3) on screen side ``side``."""
        left = self.hand_x[k - 1] - self.hand_w / 2 + self.block.front[0] / 2
        return left + i * self.fan, self.hand_y[side]

    def hand_rect(self, side: int, k: int) -> pygame.Rect:
        fw, fh = self.block.front
        r = pygame.Rect(0, 0, int(self.hand_w), fh)
        r.center = (int(self.hand_x[k - 1]), int(self.hand_y[side]))
        return r

    def row_pos(self, side: int, i: int, count: int) -> tuple[float, float]:
        """The ``i``-th of ``count`` blocks spread over the whole hand row (an open supply)."""
        fw = self.block.front[0]
        left = self.hand_x[0] - self.hand_w / 2 + fw / 2
        right = self.hand_x[2] + self.hand_w / 2 - fw / 2
        step = 0.0 if count <= 1 else min(fw * 1.1, (right - left) / (count - 1))
        start = (left + right) / 2 - step * (count - 1) / 2
        return start + i * step, self.hand_y[side]


def _fits(ellipse: pygame.Rect, half_w: float, y_off: float) -> bool:
    a, b = ellipse.width / 2, ellipse.height / 2
    return (half_w / a) ** 2 + (y_off / b) ** 2 <= 1.0


def pyramid_geometry(L) -> PyramidGeometry:
    """The largest blocks for which both hand rows, the labels and six rows of the pyramid
    fit inside the felt of table layout ``L`` (a seventh row, rare, may reach into the
    opponent's labels)."""
    felt = L.felt
    s = L.scale
    cx, cy = felt.centerx, felt.centery
    a, b = felt.width / 2, felt.height / 2
    margin = scaled(12, s)
    label_h = L.font_size(15) + scaled(10, s)
    for h in range(max(30, int(felt.height * 0.15)), 23, -1):
        bs = BlockSize.for_height(h)
        fw, fh = bs.front
        fan = round(fw * 0.56)
        hand_w = fw + 4 * fan
        hgap = round(fw * 0.75)
        row_half = (3 * hand_w + 2 * hgap) / 2 + margin
        if row_half >= a:
            continue
        edge = b * math.sqrt(1 - (row_half / a) ** 2)  # the lowest the row's corners may go
        hand_off = edge - fh / 2 - margin
        label_off = hand_off - fh / 2 - label_h / 2
        board = max(3, round(h * 0.12))
        rise = fh
        step = fw + max(1, round(h * 0.03))
        base_off = hand_off - fh / 2 - label_h - board - fh / 2 - scaled(2, s)
        top_off = base_off - 5 * rise - fh / 2 - bs.depth
        if top_off < -(hand_off - fh / 2 - label_h):
            continue
        if not _fits(felt, 4 * step + margin, base_off + fh / 2 + board):
            continue
        hand_x = (cx - hand_w - hgap, cx, cx + hand_w + hgap)
        base_y = cy + base_off
        # plates on the left, supplies and the staging spots on the right, at mid height
        pw, ph = L.spot(0).plate.size
        side_off = b * 0.36
        plate_x = min(cx - 4 * step - margin - pw / 2, cx - 4 * step - scaled(24, s) - pw / 2)
        plate_x = max(plate_x, felt.left + a - a * math.sqrt(max(0.0, 1 - ((side_off + ph / 2) / b) ** 2))
                      + pw / 2 + margin)
        plates = []
        for sign in (1, -1):
            r = pygame.Rect(0, 0, pw, ph)
            r.center = (int(plate_x), int(cy + sign * side_off))
            plates.append(r)
        right_x = cx + 4 * step + margin + fw * 0.9
        supply = ((int(right_x + fw * 0.7), int(cy + side_off + fh * 0.15)),
                  (int(right_x + fw * 0.7), int(cy - side_off - fh * 0.15)))
        stage = ((int(right_x - fw * 0.55), int(cy + side_off * 0.42)),
                 (int(right_x - fw * 0.55), int(cy - side_off * 0.42)))
        setaside = (int(plate_x - pw * 0.18), int(cy))
        removed = (int(plate_x + pw * 0.3), int(cy))
        tray_gap = fw * 1.6
        tray = tuple((int(cx + (i - 1) * tray_gap), int(cy - fh * 0.1)) for i in range(3))
        tray_rect = pygame.Rect(0, 0, int(3 * tray_gap + fw * 0.8), int(fh * 1.9))
        tray_rect.center = (int(cx), int(cy - fh * 0.3))
        board_rect = pygame.Rect(0, 0, int(8 * step + fw * 0.5), board)
        board_rect.midtop = (int(cx), int(base_y + fh / 2))
        geo = PyramidGeometry(bs, cx, step, rise, base_y, fan, hand_w, hand_x,
                              (cy + hand_off, cy - hand_off), (cy + label_off, cy - label_off),
                              supply, stage, tuple(plates), setaside, removed, tray, tray_rect, board_rect)
        return _plates_clear_of_the_pyramid(geo, margin)
    raise ValueError(f"the window {L.size} is too small for a pyramid")


def _plates_clear_of_the_pyramid(geo: PyramidGeometry, margin: float) -> PyramidGeometry:
    """``geo`` with each plate narrowed from its right edge where it would reach a place of
    the pyramid (in the smallest windows the felt's curve leaves less room than a plate's
    width); its left edge stays."""
    places = [geo.slot_rect(i) for i in range(pp.NSLOTS) if pp.SLOTS[i][0] <= 5]
    plates = []
    for plate in geo.plates:
        beside = [r.left - int(margin) for r in places
                  if r.top < plate.bottom and r.bottom > plate.top and r.right > plate.left]
        right = min(beside + [plate.right])
        plates.append(pygame.Rect(plate.left, plate.top, max(1, right - plate.left), plate.height))
    return replace(geo, plates=tuple(plates))


def front_rect(g: PyramidGeometry, x: float, y: float) -> pygame.Rect:
    """The front face of a block centred on (x, y)."""
    fw, fh = g.block.front
    return pygame.Rect(int(x - fw / 2), int(y - fh / 2), fw, fh)
