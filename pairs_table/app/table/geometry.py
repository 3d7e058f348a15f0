"""The table's geometry, computed from the window size: pure functions returning frozen
dataclasses of rectangles, no drawing. This is the one style every table part and every
game's table uses: a layout is made again on each resize and never changed in place.

:func:`table_geometry` gives the felt, the rail, the side panel, the card size, the name
plates around the oval (2 to 8 seats, the bottom one first, then clockwise on screen:
bottom, left, top, right), the room each seat's stack may take and the middle (the piles).
:func:`panel_geometry` divides the side panel (status, log, action bar, tools, menu) from
one set of metrics. A game's own places (a pot, a board) are a frozen dataclass of its
own, computed from a :class:`TableGeometry` the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygame import Rect

from ..layout import MIN_WINDOW, scaled, ui_scale
from .fan import Fan, fan

CARD_ASPECT = 200 / 280  # width / height of the card art
CARD_SCALES = {"small": 0.85, "medium": 1.0, "large": 1.15}  # the card size setting

# Card height as a share of the felt's height, by number of seats.
_CARD_SHARE = {2: 0.185, 3: 0.18, 4: 0.17, 5: 0.155, 6: 0.145, 7: 0.13, 8: 0.12}


def panel_rect(size) -> Rect:
    """The side panel on the right (status, log, actions)."""
    w, h = size
    s = ui_scale(size)
    m = scaled(12, s)
    # at most the 440 px it has at 1920x1080 (scale 1.5), scaled beyond: the panel's text is
    # scaled by ``s`` and needs the room to grow with it
    pw = int(min(max(w * 0.235, 250), max(440, 440 * s / 1.5)))
    return Rect(w - pw - m, m, pw, h - 2 * m)


def card_size(size, seats: int) -> tuple[int, int]:
    """(width, height) of a card on the table for the window ``size`` and seat count."""
    w, h = size
    panel = panel_rect(size)
    felt_h = h * 0.9
    felt_w = panel.left * 0.9
    ch = min(felt_h * _CARD_SHARE.get(seats, 0.12), felt_w * 0.13)
    ch = max(40, int(ch))
    return max(1, round(ch * CARD_ASPECT)), ch


def seat_angles(n: int) -> list[float]:
    """Screen angles (radians, y pointing down) of ``n`` seats, the bottom one first, then
    clockwise on screen (bottom, left, top, right)."""
    return [math.pi / 2 + 2 * math.pi * k / n for k in range(n)]


def screen_slot(seat: int, bottom_seat: int, n: int) -> int:
    """Where ``seat`` sits on screen: 0 at the bottom, then clockwise."""
    return (seat - bottom_seat) % n


def inside_ellipse(point, ellipse: Rect) -> bool:
    cx, cy = ellipse.center
    a, b = ellipse.width / 2, ellipse.height / 2
    x, y = point
    return ((x - cx) / a) ** 2 + ((y - cy) / b) ** 2 <= 1.0 + 1e-9


def rect_in_ellipse(r: Rect, ellipse: Rect) -> bool:
    return all(inside_ellipse(p, ellipse) for p in (r.topleft, r.topright, r.bottomleft, r.bottomright))


@dataclass(frozen=True)
class SeatSpot:
    """One seat on screen: its name plate, the room of its stack (``stack_box``: the largest
    fan, whose centre moves towards the table's centre as the fan grows) and where scored
    cards go."""

    seat: int
    slot: int
    angle: float
    plate: Rect
    toward: tuple[float, float]  # unit vector from the plate to the table's centre
    max_stack_width: int
    stack_box: Rect
    card: tuple[int, int]
    gap: int
    mode: str = "radial"  # "radial": towards the centre; "beside": above or below the plate

    def stack_center(self, width: float) -> tuple[float, float]:
        """Centre of a fan ``width`` pixels wide, kept next to the plate."""
        return _stack_center(self.mode, self.plate, self.toward, self.card, self.gap, width)

    def stack(self, count: int) -> Fan:
        """The seat's stack of ``count`` cards: a fan in its room, every index showing (a
        second row, when needed, away from the plate)."""
        probe = fan(count, self.card, self.max_stack_width, (0.0, 0.0))
        cx, cy = self.stack_center(probe.width)
        grow = 1 if cy > self.plate.centery else -1
        return fan(count, self.card, self.max_stack_width, (cx, cy), grow=grow)

    def stack_positions(self, count: int) -> list[tuple[float, float]]:
        """Centres of the cards of a stack of ``count`` cards, left to right."""
        return list(self.stack(count).positions)

    @property
    def score_spot(self) -> tuple[int, int]:
        return self.plate.center


@dataclass(frozen=True)
class TableGeometry:
    size: tuple[int, int]
    scale: float
    area: Rect  # the part of the window left of the side panel
    rail: Rect  # the outer edge of the wooden rail (an ellipse inside this rect)
    felt: Rect  # the playing surface inside the rail (ellipse)
    panel: Rect
    card: tuple[int, int]
    seats: tuple[SeatSpot, ...]
    draw_pile: tuple[int, int]  # centre of the draw pile
    discard_pile: tuple[int, int]
    centre: Rect  # the middle region (both piles and their labels)

    def spot(self, seat: int) -> SeatSpot:
        return self.seats[seat]

    def font_size(self, base: float) -> int:
        return max(9, int(round(base * self.scale)))

    def px(self, value: float) -> int:
        """``value`` pixels of the 1280x720 design at this window's scale."""
        return scaled(value, self.scale)


# the older name of the same thing
TableLayout = TableGeometry


def _stack_center(mode, plate: Rect, toward, card, gap, width) -> tuple[float, float]:
    ux, uy = toward
    cw, ch = card
    if mode == "radial":
        plate_ext = abs(ux) * plate.width / 2 + abs(uy) * plate.height / 2
        d = plate_ext + gap + abs(ux) * width / 2 + abs(uy) * ch / 2
        return plate.centerx + ux * d, plate.centery + uy * d
    # beside: the first card above (or below) the plate, the fan growing towards the centre
    sx = 0 if abs(ux) < 0.3 else (1 if ux > 0 else -1)
    sy = -1 if uy < -1e-6 else 1
    x = plate.centerx + sx * (width - cw) / 2
    y = plate.centery + sy * (plate.height / 2 + gap + ch / 2)
    return x, y


def _centre_region(felt: Rect, card, scale) -> tuple[Rect, tuple[int, int], tuple[int, int]]:
    cw, ch = card
    gap = scaled(28, scale)
    cx, cy = felt.center
    draw = (int(cx - cw / 2 - gap / 2), int(cy - scaled(8, scale)))
    discard = (int(cx + cw / 2 + gap / 2), draw[1])
    label = scaled(24, scale)
    region = Rect(0, 0, 2 * cw + gap + scaled(16, scale), ch + label + scaled(10, scale))
    region.center = (cx, draw[1] + label // 2)
    return region, draw, discard


PLATE_SMALLEST = 0.72  # the smallest scale of a plate's width (of the window's scale)


def table_geometry(size, seats: int, bottom_seat: int = 0, card_scale: float = 1.0) -> TableGeometry:
    """The whole table for a window of ``size`` with ``seats`` seats (2..8); ``bottom_seat``
    is drawn at the bottom (the human player); ``card_scale`` makes the cards smaller or
    larger than the window's own size for them (the player's card size setting)."""
    if not 2 <= seats <= 8:
        raise ValueError(f"a table has 2 to 8 seats, not {seats}")
    w, h = max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1])
    size = (w, h)
    s = ui_scale(size)
    panel = panel_rect(size)
    area = Rect(0, 0, panel.left, h)
    mx, my = scaled(14, s), scaled(12, s)
    rail = area.inflate(-2 * mx, -2 * my)
    thick = scaled(20, s)
    felt = rail.inflate(-2 * thick, -2 * thick)
    card = card_size(size, seats)
    if card_scale != 1.0:
        ch = max(40, int(card[1] * card_scale))
        card = (max(1, round(ch * CARD_ASPECT)), ch)
    cw, ch = card
    centre, draw, discard = _centre_region(felt, card, s)

    # a plate's type stops shrinking at 9 px, so the plate stops shrinking a little before
    # it: in the smallest window its second line still holds the level's word beside a
    # marker and the dealer's button, and the fans of backs still find room beside it
    pw = scaled(176 if seats <= 6 else 166, max(s, PLATE_SMALLEST))
    ph = scaled(52, s)
    pad = scaled(6, s)
    gap = scaled(10, s)
    a = felt.width / 2 - pw / 2 - pad
    b = felt.height / 2 - ph / 2 - pad
    fcx, fcy = felt.center
    angles = seat_angles(seats)
    plates, toward = [], []
    for ang in angles:
        px, py = fcx + a * math.cos(ang), fcy + b * math.sin(ang)
        r = Rect(0, 0, pw, ph)
        r.center = (int(px), int(py))
        plates.append(r)
        dx, dy = fcx - px, fcy - py
        norm = math.hypot(dx, dy) or 1.0
        toward.append((dx / norm, dy / norm))

    def box(i: int, width: int, mode: str) -> Rect:
        x, y = _stack_center(mode, plates[i], toward[i], card, gap, width)
        r = Rect(0, 0, int(width), ch)
        r.center = (int(x), int(y))
        return r

    margin = scaled(6, s)

    def fits(i: int, r: Rect) -> bool:
        grown = r.inflate(margin, margin)
        return (not grown.colliderect(centre) and rect_in_ellipse(r, felt)
                and not any(grown.colliderect(p) for p in plates))

    full = int(cw + cw * 0.40 * 9)  # ten cards, the longest stack without a pair
    modes, widths = [], []
    for i in range(seats):  # per seat, the placement that leaves the widest fan
        best = None
        for mode in ("radial", "beside"):
            width = full
            while width > cw and not fits(i, box(i, width, mode)):
                width = max(cw, int(width * 0.95))
            if best is None or width > best[1] + 2:
                best = (mode, width)
        modes.append(best[0])
        widths.append(best[1])
    for _ in range(60):  # then neighbours' fans must not meet
        changed = False
        boxes = [box(i, widths[i], modes[i]) for i in range(seats)]
        for i in range(seats):
            if widths[i] <= cw:
                continue
            grown = boxes[i].inflate(margin, margin)
            if any(grown.colliderect(boxes[j]) for j in range(seats) if j != i):
                widths[i] = max(cw, int(widths[i] * 0.93))
                changed = True
        if not changed:
            break

    spots = [None] * seats
    for slot in range(seats):
        seat = (bottom_seat + slot) % seats
        spots[seat] = SeatSpot(seat, slot, angles[slot], plates[slot], toward[slot], widths[slot],
                               box(slot, widths[slot], modes[slot]), card, gap, modes[slot])
    return TableGeometry(size, s, area, rail, felt, panel, card, tuple(spots), draw, discard, centre)


# the older name of the same function
table_layout = table_geometry


# ---- the side panel ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class PanelGeometry:
    """The side panel divided, bottom up: the tools (Hint, Odds, Undo: one to three rows),
    the menu button (beside a table's own, ``menu`` and ``extra``, or under it), the action bar
    (``actions``, ``action_rows`` rows of ``button_h``), then the log above it. Status and
    the log share the rest (``text``: the inner width from ``text.left``)."""

    rect: Rect
    scale: float
    pad: int
    gap: int
    button_h: int  # an action button
    small_h: int  # a tool or the menu button
    tools: tuple[Rect, ...]  # one rect per row of tools
    menu: Rect
    extra: Rect | None  # a table's own button beside the menu (the chip games' Standings)
    actions: Rect
    text: Rect  # where status lines, the log, the hint and messages are written

    @property
    def log_bottom(self) -> int:
        """The lowest y the log may use (above the action bar)."""
        return self.actions.top - scaled(12, self.scale)


def panel_geometry(panel: Rect, scale: float, action_rows: int = 1, tool_rows: int = 1,
                   extra: bool = False, extra_apart: bool = False) -> PanelGeometry:
    """The side panel's parts for ``action_rows`` rows of actions and ``tool_rows`` rows of
    tools; ``extra``: the menu button shares its row with a table's own button, or with
    ``extra_apart`` (the two labels do not fit side by side) that button has the row above."""
    pad = scaled(16, scale)
    gap = scaled(10, scale)
    bh = scaled(46, scale)
    th = scaled(32, scale)
    mh = scaled(36, scale)
    small_gap = scaled(6, scale)
    x, width = panel.x + pad, panel.width - 2 * pad
    bottom = panel.bottom - pad
    tools = []
    for _ in range(max(1, tool_rows)):
        tools.append(Rect(x, bottom - th, width, th))
        bottom -= th + small_gap
    tools.reverse()
    menu = Rect(x, bottom - mh, width, mh)
    extra_rect = None
    if extra and extra_apart:
        extra_rect = Rect(x, menu.top - small_gap - mh, width, mh)
    elif extra:
        half = (width - scaled(8, scale)) // 2
        menu = Rect(x, bottom - mh, half, mh)
        extra_rect = Rect(x + half + scaled(8, scale), bottom - mh, width - half - scaled(8, scale), mh)
    bottom = min(menu.top, extra_rect.top if extra_rect is not None else menu.top) - gap
    rows = max(0, action_rows)
    height = rows * bh + max(0, rows - 1) * gap
    actions = Rect(x, bottom - height, width, height)
    text = Rect(x, panel.y + pad, width, actions.top - panel.y - pad)
    return PanelGeometry(panel, scale, pad, gap, bh, th, tuple(tools), menu, extra_rect, actions, text)
