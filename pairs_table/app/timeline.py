"""A saved game as a line of positions to step through (the replay's model, no drawing).

A position is ``(step, dealt)``: the first ``step`` actions of the save applied, and, at a
hand's end, ``dealt`` when the next hand has been dealt too (the log holds no deal: the
engine's :func:`~pairs_table.engine.replay.play` deals before the next seat's action, a
replay shows the deal as a step of its own). Position 0 is the game as it began.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.replay import replay, steps
from . import games


class PositionError(ValueError):
    """A step or hand the game does not have (the message says what it has)."""


def replayable(game: str) -> bool:
    """Whether the game's table can show a replay (a table of the kit)."""
    from .table.scene import TableScene

    cls = games.table_class(game) if game in games.REGISTRY else None
    return cls is not None and issubclass(cls, TableScene) and cls.replays


@dataclass(frozen=True)
class Position:
    step: int  # actions applied
    dealt: bool  # the next hand dealt after them
    hand: int  # the hand in play (or just over)
    over: bool  # that hand is over (every card may be shown)


class Timeline:
    def __init__(self, record) -> None:
        self.record = record
        self.positions: list[Position] = []
        st = record.setup.build(record=False)
        self._add(st, 0, False)
        for step in steps(st, record.actions):
            self._add(st, step.index + (not step.dealt), step.dealt)

    def _add(self, st, step: int, dealt: bool) -> None:
        self.positions.append(Position(step, dealt, st.summary().get("hand_no", 1), bool(st.hand_over or st.is_over)))

    def __len__(self) -> int:
        return len(self.positions)

    def __getitem__(self, i: int) -> Position:
        return self.positions[i]

    @property
    def hands(self) -> int:
        return max(p.hand for p in self.positions)

    def hand_start(self, hand: int) -> int:
        """The position where ``hand`` is dealt (before its first action)."""
        for i, p in enumerate(self.positions):
            if p.hand == hand:
                return i
        raise PositionError(f"the game has hands 1 to {self.hands}, not {hand}")

    def find(self, step: int | None = None, hand: int | None = None) -> int:
        """The position of ``step`` actions (counted from the start of ``hand`` when given),
        the last one when neither is given."""
        if hand is None:
            if step is None:
                return len(self.positions) - 1
            last = len(self.record.actions)
            if not 0 <= step <= last:
                raise PositionError(f"the game has steps 0 to {last}, not {step}")
            return next(i for i, p in enumerate(self.positions) if p.step == step and not p.dealt)
        start = self.hand_start(hand)
        if not step:
            return start
        target = self.positions[start].step + step
        for i in range(start + 1, len(self.positions)):
            p = self.positions[i]
            if p.hand != hand or p.dealt:
                break
            if p.step == target:
                return i
        count = sum(1 for p in self.positions[start + 1:] if p.hand == hand and not p.dealt)
        raise PositionError(f"hand {hand} has steps 0 to {count}, not {step}")

    def state_at(self, index: int):
        """The engine state at a position (replayed from the set-up)."""
        pos = self.positions[index]
        st = replay(self.record.setup, self.record.actions, upto=pos.step)
        if pos.dealt:
            st.next_hand()
        return st
