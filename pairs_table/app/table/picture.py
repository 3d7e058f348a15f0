"""What a table shows of the position: one declared object, the table's *picture*.

The picture is what the event handlers change as they show the engine's events (a count on
a pile, the cards in front of a seat, whose turn is shown); nothing else of the scene is
theirs to change (``tests/app/table/test_table_state.py`` reads every handler module). It is
kept in step with the animations, not with the state: a pile's count drops as a card leaves
it. A new game starts from a fresh picture (:meth:`~.hooks.GameHooks.new_picture`).

:class:`TablePicture` holds what every table shows; a game's picture is a dataclass of its
own (in ``app/games/<game>/table.py``) that adds its fields to it and to those of the parts
it holds (:class:`~.chip_table.ChipPicture`, :class:`~.secret_table.SecretPicture`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class TablePicture:
    active: int | None = None  # the seat acting (or last to act) as shown
    dealer: int | None = None  # the dealer's button
