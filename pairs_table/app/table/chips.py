"""Chips as drawn chip stacks: a chip game's pot, bankrolls and stakes, and chips in flight.

:func:`chip_pile` draws an amount as a few short columns of chips, one colour per
denomination (100 black, 25 green, 5 red, 1 white), each chip a disc with edge stripes;
piles are cached by (amount, chip radius). :class:`ChipFlight` is a pile gliding from one
place to another on an out-cubic curve (a stake forfeited into the pot, a pot pushed to
its winner); a table updates its flights each frame and counts them as movement.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from ..anim import Tween
from ..render import box_at
from .felt_label import felt_label

# (value, face colour, stripe colour), largest first
DENOMINATIONS = ((100, (34, 34, 38), (230, 230, 230)), (25, (36, 132, 76), (236, 236, 220)),
                 (5, (184, 44, 44), (246, 236, 220)), (1, (236, 232, 220), (60, 90, 160)))
COLUMN_MAX = 10  # chips in one column before another column starts

# One colour per seat, for charts and legends: distinguishable, also for colour-blind
# players (Okabe-Ito order), always shown beside the player's name.
SEAT_COLOURS = ((230, 159, 0), (86, 180, 233), (0, 178, 125), (240, 228, 66),
                (204, 121, 167), (213, 94, 0), (150, 150, 255), (236, 236, 236))


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def split_amount(amount: int) -> list[tuple[int, int]]:
    """(denomination, count) making up ``amount`` with the fewest chips."""
    out = []
    rest = max(0, int(amount))
    for value, _face, _stripe in DENOMINATIONS:
        k, rest = divmod(rest, value)
        if k:
            out.append((value, k))
    return out


_CHIP_CACHE: dict = {}
_PILE_CACHE: OrderedDict = OrderedDict()


def _chip(value: int, radius: int) -> pygame.Surface:
    """One chip seen from a low angle: an ellipse with a rim and stripes."""
    key = (value, radius)
    surf = _CHIP_CACHE.get(key)
    if surf is not None:
        return surf
    face, stripe = next((f, s) for v, f, s in DENOMINATIONS if v == value)
    k = 3  # drawn large, scaled down for smooth edges
    w, h, rim = 2 * radius * k, int(radius * 1.1) * k, max(2, radius // 3) * k
    big = pygame.Surface((w, h + rim), pygame.SRCALPHA)
    dark = tuple(int(c * 0.62) for c in face)
    pygame.draw.ellipse(big, dark + (255,), (0, rim, w, h))
    pygame.draw.rect(big, dark + (255,), (0, h // 2, w, rim))
    pygame.draw.ellipse(big, face + (255,), (0, 0, w, h))
    for i in range(6):  # edge stripes on the rim
        x = int(w * (0.08 + 0.168 * i))
        pygame.draw.rect(big, stripe + (255,), (x, h // 2 + rim // 4, max(2, w // 22), rim))
    inner = pygame.Rect(0, 0, int(w * 0.62), int(h * 0.62))
    inner.center = (w // 2, h // 2)
    pygame.draw.ellipse(big, stripe + (255,), inner, width=max(2, k * max(1, radius // 6)))
    surf = pygame.transform.smoothscale(big, (w // k, (h + rim) // k))
    _CHIP_CACHE[key] = surf
    return surf


def chip_pile(amount: int, radius: int, ones: bool = False) -> pygame.Surface | None:
    """``amount`` chips as a few columns side by side (None for 0), chips of radius
    ``radius`` pixels; ``ones``: all in 1-chips (a small stake, counted at a glance).
    Cached."""
    amount = max(0, int(amount))
    if amount == 0:
        return None
    key = (amount, radius, ones)
    surf = _PILE_CACHE.get(key)
    if surf is not None:
        _PILE_CACHE.move_to_end(key)
        return surf
    columns = []
    for value, count in ([(1, amount)] if ones else split_amount(amount)):
        while count > 0:
            columns.append((value, min(COLUMN_MAX, count)))
            count -= COLUMN_MAX
    columns = columns[:6]
    step = max(2, radius // 4)
    chip0 = _chip(1, radius)
    cw, ch = chip0.get_size()
    tallest = max(k for _v, k in columns)
    w = len(columns) * cw + (len(columns) - 1) * max(1, radius // 5)
    h = ch + (tallest - 1) * step
    surf = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    shadow = pygame.Surface((w + 4, ch // 2 + 4), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect())
    surf.blit(shadow, (1, h + 4 - shadow.get_height()))
    x = 0
    for value, count in columns:
        img = _chip(value, radius)
        for i in range(count):
            surf.blit(img, (x, h - ch - i * step))
        x += cw + max(1, radius // 5)
    _PILE_CACHE[key] = surf
    if len(_PILE_CACHE) > 300:
        _PILE_CACHE.popitem(last=False)
    return surf


def draw_pile(surface: pygame.Surface, amount: int, radius: int, midbottom, ones: bool = False) -> pygame.Rect | None:
    """Blit a pile of ``amount`` chips standing on ``midbottom``; returns its rectangle."""
    img = chip_pile(amount, radius, ones)
    if img is None:
        return None
    r = img.get_rect(midbottom=(int(midbottom[0]), int(midbottom[1])))
    surface.blit(img, r)
    return r


class ChipFlight:
    """A pile of ``amount`` chips gliding from ``start`` to ``end`` (midbottom points) over
    ``duration`` seconds; ``on_arrive()`` runs once it lands (at once when the duration is
    0)."""

    __slots__ = ("amount", "tween", "on_arrive", "pos")

    def __init__(self, amount: int, start, end, duration: float, on_arrive=None) -> None:
        self.amount = amount
        self.tween = Tween(tuple(start), tuple(end), duration)
        self.on_arrive = on_arrive
        self.pos = tuple(start)
        if duration <= 0:
            self.update(0.0)

    @property
    def moving(self) -> bool:
        return not self.tween.done or self.on_arrive is not None

    def update(self, dt: float) -> None:
        self.tween.update(dt)
        self.pos = self.tween.value
        if self.tween.done and self.on_arrive is not None:
            cb, self.on_arrive = self.on_arrive, None
            cb()

    def draw(self, surface: pygame.Surface, radius: int) -> None:
        draw_pile(surface, self.amount, radius, self.pos)


FLOAT_TIME = 1.8  # seconds an amount floats up off a plate


class ChipMoves:
    """The chips in the air at a table and the amounts floating off its plates ("-3",
    "+12"): updated each frame, counted as movement while they last, drawn over the
    felt. After a resize every flight lands at once (its places have moved)."""

    def __init__(self) -> None:
        self.flights: list[ChipFlight] = []
        self.floats: list[list] = []  # [text, colour, (x, y), age]

    def fly(self, amount: int, start, end, duration: float, on_arrive=None) -> None:
        """``amount`` chips from ``start`` to ``end``; nothing flies for 0 (``on_arrive``
        runs at once)."""
        if amount <= 0:
            if on_arrive is not None:
                on_arrive()
            return
        self.flights.append(ChipFlight(amount, start, end, duration, on_arrive))

    def float_text(self, text: str, colour, pos, step: int = 0) -> None:
        """``text`` floating up from ``pos``; while others float from there it starts
        ``step`` pixels below the lowest of them, so that no two cover each other."""
        x, y = pos
        below = [fy for _t, _c, (fx, fy), _a in self.floats if fx == x and fy >= y]
        if step and below:
            y = max(below) + step
        self.floats.append([text, colour, (x, y), 0.0])

    @property
    def flying(self) -> bool:
        return any(f.moving for f in self.flights)

    @property
    def floating(self) -> bool:
        return bool(self.floats)

    def update(self, dt: float) -> None:
        if self.flights:
            for f in list(self.flights):
                f.update(dt)
            self.flights = [f for f in self.flights if f.moving]
        if self.floats:
            for fl in self.floats:
                fl[3] += dt
            self.floats = [fl for fl in self.floats if fl[3] < FLOAT_TIME]

    def land(self) -> None:
        """Every flight arrives now."""
        for f in list(self.flights):
            f.update(1e9)
        self.flights.clear()

    def clear(self) -> None:
        self.flights.clear()
        self.floats.clear()

    def settle(self) -> None:
        """Shown at once: every flight lands and no amount floats any more (one that floated
        while the table was brought up at once belongs to no step on show)."""
        self.land()
        self.floats.clear()

    def draw(self, surface: pygame.Surface, radius: int, text_cache, L) -> None:
        for f in self.flights:
            f.draw(surface, radius)
        for text, colour, (x, y), age in self.floats:
            k = age / FLOAT_TIME
            size = L.font_size(20)
            # a number floating free: its box is its own size
            box = box_at((x, y - L.px(8) - k * L.px(36)), *text_cache.extent(text, size, colour, True))
            felt_label(text_cache, surface, text, size, colour, bold=True, align="center", box=box,
                       alpha=int(255 * (1 - k * k)), owner="chips.float")
