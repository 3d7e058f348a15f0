"""Blackstone's take-N control: ``−`` / *Take N* / ``+`` on the action bar above *Pass*,
offering only the engine's legal N (from ``M`` to ``max(M, D)``); the arrow keys, ``+`` and
``-`` step N, digits type it, Enter or ``T`` takes. At a human's turn N starts at the
minimum take."""

from __future__ import annotations

import pygame

from ...i18n import tr
from ...table.actions import ActionSpec

LESS, TAKE, MORE = "take fewer", "take n", "take more"
LESS_KEYS = (pygame.K_LEFT, pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS)
MORE_KEYS = (pygame.K_RIGHT, pygame.K_UP, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
TAKE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_t)
DIGIT_TIME = 1.2  # seconds a typed digit waits for the next one


class TakeControl:
    def __init__(self, table) -> None:
        self.table = table
        self.n = 1
        self.digits = ""
        self.digit_time = 0.0

    def range(self) -> tuple[int, int] | None:
        """The smallest and largest legal N for the human to act, or None."""
        t = self.table
        decoded = (t.match.decode(a) for a in t.legal_for_human())
        ns = [fields["count"] for kind, fields in decoded if kind == "take"]
        return (min(ns), max(ns)) if ns else None

    def set(self, n: int) -> None:
        rng = self.range()
        if rng is None:
            return
        self.n = min(max(n, rng[0]), rng[1])
        self.table.touch()

    def start_turn(self) -> None:
        rng = self.range()
        if rng is not None:
            self.n = rng[0]

    def specs(self) -> list[ActionSpec]:
        """−, Take N and + (one row, above Pass); shown while the human may act."""
        rng = self.range()
        if rng is not None:
            self.n = min(max(self.n, rng[0]), rng[1])
        lo, hi = rng if rng is not None else (self.n, self.n)
        return [ActionSpec(LESS, "−", None, "quiet", tr("One card fewer  [←]"), True, self.n > lo, 0.2),
                ActionSpec(TAKE, tr("Take {n}  [Enter]", n=self.n), None, "primary", tr("Take N cards  [Enter]"),
                           True, rng is not None, 0.6),
                ActionSpec(MORE, "+", None, "quiet", tr("One card more  [→]"), True, self.n < hi, 0.2)]

    def pressed(self, action: str) -> bool:
        """A button of the control; False for another action."""
        if action == LESS:
            self.set(self.n - 1)
        elif action == MORE:
            self.set(self.n + 1)
        elif action == TAKE:
            self.take()
        else:
            return False
        return True

    def take(self) -> None:
        n = self.n
        if self.range() is not None and self.digits:
            n = int(self.digits)
        self.digits = ""
        self.table.human_action(f"take {n}")

    def key(self, event) -> bool:
        k = event.key
        if k in LESS_KEYS:
            self.set(self.n - 1)
        elif k in MORE_KEYS:
            self.set(self.n + 1)
        elif k in TAKE_KEYS:
            self.take()
        elif pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
            digit = (k - pygame.K_0) if k <= pygame.K_9 else (k - pygame.K_KP0)
            self.digits = (self.digits + str(digit))[-2:]
            self.digit_time = self.table.clock
            if self.range() is not None and int(self.digits) >= 1:
                self.set(int(self.digits))
        else:
            return False
        return True

    def update(self) -> None:
        if self.digits and self.table.clock - self.digit_time > DIGIT_TIME:
            self.digits = ""
