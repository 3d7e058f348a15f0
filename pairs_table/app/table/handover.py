"""The hand-over of pass-and-play: when more than one human shares a table with hidden
cards, the table hides behind the hand-over screen whenever the next human to act is not
the viewer; once that player confirms, :meth:`Handover.show` makes them the viewer, turns
the table so their seat is at the bottom and tells the table (``view_changed``)."""

from __future__ import annotations


class Handover:
    def __init__(self, table) -> None:
        self.table = table

    def due(self) -> bool:
        """The next human to act is not the one whose view is on screen."""
        t = self.table
        return (t.seats.pass_and_play and not t.finished and t.human_to_act()
                and t.state.to_act != t.seats.viewer)

    def check(self) -> None:
        """Hide the table behind the hand-over screen when a hand-over is due."""
        t = self.table
        if self.due() and t.app.stack.top is t:
            t.app.screens.open("handover", t, t.state.to_act)

    def show(self, seat: int) -> None:
        """``seat``'s player has the device (they confirmed the hand-over screen)."""
        t = self.table
        old, t.seats.viewer = t.seats.viewer, seat
        t.resize(t.app.size)
        t.view_changed(old, seat)
        t.touch()
