"""What a table may call on the state of its game: one declared protocol.

A table reads its position from ``match.state`` (:mod:`.remote`): the engine's state of a
game played on this computer, or a :class:`~.remote.ViewState` at a seat of a table hosted
elsewhere. Both implement :class:`TableState`, and the states of chip games (and the view
of a seat in a chip session) :class:`ChipTableState` besides; everything else a table needs
comes from the public facts (``summary()``), a seat's view or the match, and what only a
game played here allows (a copy to end the session on, undo, a rematch) is done only where
``match.remote`` says it is.
``tests/app/table/test_state_protocol.py`` checks every game's engine state and the view
state against these protocols.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class TableState(Protocol):
    log: list  # the events of the game so far (at a hosted table: of the hand in play)

    @property
    def to_act(self) -> int | None: ...  # the seat to act, None when nobody

    @property
    def hand_over(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    def legal_strings(self) -> list[str]: ...  # the actions the seat to act may take

    def view(self, seat) -> dict: ...  # what ``seat`` may see

    def summary(self) -> dict: ...  # the public facts

    def result(self) -> dict: ...  # the scenario contract's result keys

    def table_actions(self) -> list[str]: ...  # the table's actions between hands


@runtime_checkable
class ChipTableState(TableState, Protocol):
    def standings(self) -> list[dict]: ...  # each seat's chips, result and status in the session
