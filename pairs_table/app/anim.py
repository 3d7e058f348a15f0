"""Tweens and the animation queue.

Cards on a table are :class:`CardVis` objects that glide to a target (position, height,
facing) on an out-cubic curve. A table turns each engine event into a few queued steps:
:class:`Do` (change the picture at once: send a card off, update a count), :class:`Wait`
(a pause) and :class:`Settle` (wait until every card has arrived). The queue plays the
steps in order; with speed 0 every duration is zero and the whole queue runs in one frame.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable

SPEED_FACTORS = {"instant": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}
MOVE_TIME = 0.25  # seconds for one card movement at normal speed


def out_cubic(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def in_out_cubic(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Tween:
    """A value going from ``start`` to ``end`` over ``duration`` seconds."""

    __slots__ = ("start", "end", "duration", "elapsed", "ease")

    def __init__(self, start, end, duration: float, ease=out_cubic) -> None:
        self.start, self.end = start, end
        self.duration = max(0.0, duration)
        self.elapsed = 0.0
        self.ease = ease

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else self.elapsed / self.duration

    @property
    def value(self):
        k = self.ease(self.progress)
        if isinstance(self.start, tuple):
            return tuple(lerp(a, b, k) for a, b in zip(self.start, self.end))
        return lerp(self.start, self.end, k)


class CardVis:
    """A card as drawn: ``x``, ``y`` (its centre), ``h`` (height), ``face`` (1 = face up,
    0 = face down, in between while flipping), a ``glow`` colour or None, and ``name`` (the
    card's name in its deck's art)."""

    __slots__ = ("name", "x", "y", "h", "face", "glow", "_move", "_flip", "on_arrive", "fade", "fade_out", "tag")

    def __init__(self, name: str, pos, h: float, face_up: bool = False) -> None:
        self.name = name
        self.x, self.y = pos
        self.h = h
        self.face = 1.0 if face_up else 0.0
        self.glow = None
        self._move: Tween | None = None
        self._flip: Tween | None = None
        self.on_arrive: Callable | None = None
        self.fade = 1.0  # opacity
        self.fade_out = False  # fade while travelling (a card leaving the table)
        self.tag = None  # what the card is to its table (a rank, a card id)

    @property
    def moving(self) -> bool:
        return self._move is not None or self._flip is not None

    def send(self, pos, h: float | None = None, face_up: bool | None = None, duration: float = 0.0,
             on_arrive: Callable | None = None) -> None:
        """Glide to ``pos`` (and height ``h``), turning to ``face_up``, over ``duration``."""
        h = self.h if h is None else h
        if duration <= 0:
            self.x, self.y = pos
            self.h = h
            self._move = None
            if face_up is not None:
                self.face = 1.0 if face_up else 0.0
                self._flip = None
            if on_arrive is not None:
                on_arrive(self)
            return
        self._move = Tween((self.x, self.y, self.h), (pos[0], pos[1], h), duration)
        if face_up is not None and (self.face >= 0.5) != face_up:
            self._flip = Tween(self.face, 1.0 if face_up else 0.0, duration, ease=in_out_cubic)
        self.on_arrive = on_arrive

    def update(self, dt: float) -> None:
        if self._move is not None:
            self._move.update(dt)
            self.x, self.y, self.h = self._move.value
            if self.fade_out:
                self.fade = 1.0 - 0.85 * out_cubic(self._move.progress)
            if self._move.done:
                self._move = None
        if self._flip is not None:
            self._flip.update(dt)
            self.face = self._flip.value
            if self._flip.done:
                self._flip = None
        if self._move is None and self._flip is None and self.on_arrive is not None:
            cb, self.on_arrive = self.on_arrive, None
            cb(self)


# ---- the queue ------------------------------------------------------------------------


@dataclass
class Do:
    fn: Callable[[], None]


@dataclass
class Wait:
    seconds: float


@dataclass
class Settle:
    """Wait until no card is moving."""


class AnimationQueue:
    """Steps played in order. ``busy`` while steps remain or cards are still moving."""

    def __init__(self, moving: Callable[[], bool]) -> None:
        self._steps: deque = deque()
        self._moving = moving
        self._waited = 0.0

    def add(self, *steps) -> None:
        self._steps.extend(steps)

    def clear(self) -> None:
        self._steps.clear()
        self._waited = 0.0

    @property
    def pending(self) -> int:
        return len(self._steps)

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self._moving()

    def update(self, dt: float, settle_cards: Callable[[float], None] | None = None) -> None:
        """Play steps for ``dt`` seconds. ``settle_cards(0)`` is called between instant
        steps so zero-length movements finish within the same frame."""
        budget = dt
        guard = 0
        while self._steps and guard < 10000:
            guard += 1
            step = self._steps[0]
            if isinstance(step, Do):
                self._steps.popleft()
                step.fn()
                if settle_cards is not None:
                    settle_cards(0.0)
            elif isinstance(step, Wait):
                need = step.seconds - self._waited
                if need <= 0:
                    self._steps.popleft()
                    self._waited = 0.0
                elif budget > 0:
                    used = min(need, budget)
                    self._waited += used
                    budget -= used
                    if self._waited + 1e-9 >= step.seconds:
                        self._steps.popleft()
                        self._waited = 0.0
                    else:
                        break
                else:
                    break
            else:  # Settle
                if self._moving():
                    break
                self._steps.popleft()
