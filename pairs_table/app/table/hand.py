"""The hand a player holds: the viewer's cards along the bottom edge of the table.

A :class:`HeldHand` is a :class:`~.cards.Stack` laid out by a :func:`~.fan.fan` and drawn
in its own order, left to right, so every corner index shows whatever order the cards were
dealt or sorted in. The cards that may be chosen now stand raised, the one under the
pointer a little higher; :meth:`HeldHand.card_at` finds the card a point falls on, the top
one first. Pure bookkeeping: the table draws each card with the painter it hands in.
"""

from __future__ import annotations

from typing import Callable

from pygame import Rect

from ..anim import CardVis
from .cards import Stack
from .fan import Fan

HOVER_SHARE = 0.35  # the card under the pointer rises this much more than a legal card
RISE_RATE = 14.0  # how fast a card rises (share of the way per second)


class HeldHand(Stack):
    def __init__(self) -> None:
        super().__init__()
        self.lift: dict[int, float] = {}  # id(card) -> pixels raised now
        self.hover: CardVis | None = None

    def clear(self) -> list[CardVis]:
        self.lift.clear()
        self.hover = None
        return super().clear()

    def remove(self, c: CardVis) -> None:
        super().remove(c)
        self.lift.pop(id(c), None)
        if self.hover is c:
            self.hover = None

    def sort(self, key: Callable) -> None:
        """Put the cards in the order ``key(card)`` gives (left to right)."""
        self.cards.sort(key=key)

    def place_fan(self, f: Fan, duration: float, face_up: bool | None = True) -> None:
        """Every card to its place in ``f`` (a card on its way with a task on arrival keeps going)."""
        for c, pos in zip(self.cards, f.positions):
            if c.on_arrive is None or not c.moving:
                c.send(pos, f.card[1], face_up, duration)

    def raised(self, c: CardVis) -> float:
        return self.lift.get(id(c), 0.0)

    def update(self, dt: float, chosen: Callable[[CardVis], bool], rise: float, instant: bool = False) -> bool:
        """Each card towards its height (``rise`` when ``chosen(card)``, a little more under
        the pointer, else none); True while any card is still on its way."""
        k = 1.0 if instant else min(1.0, dt * RISE_RATE)
        moving = False
        for c in self.cards:
            target = 0.0
            if chosen(c):
                target = rise * (1 + HOVER_SHARE) if c is self.hover else rise
            cur = self.lift.get(id(c), 0.0)
            now = cur + (target - cur) * k
            if abs(target - now) <= 0.25:  # within a quarter pixel: there
                now = target
            self.lift[id(c)] = now
            moving = moving or now != target
        return moving

    def rect(self, c: CardVis, aspect: float) -> Rect:
        """Where ``c`` is drawn now (raised as it stands)."""
        r = Rect(0, 0, round(c.h * aspect), int(c.h))
        r.center = (int(c.x), int(c.y - self.raised(c)))
        return r

    def card_at(self, pos, aspect: float) -> CardVis | None:
        """The card drawn at ``pos`` (the top one where cards overlap), or None."""
        for c in reversed(self.cards):
            if self.rect(c, aspect).collidepoint(pos):
                return c
        return None

    def draw(self, surface, paint: Callable) -> None:
        """``paint(surface, card)`` for each card left to right, raised as it stands."""
        for c in list(self.cards):
            lift = self.raised(c)
            if not lift or c.moving:
                paint(surface, c)
                continue
            y = c.y
            c.y = y - lift
            try:
                paint(surface, c)
            finally:
                c.y = y
