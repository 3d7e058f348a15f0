"""A chip session at a table: each player's bankroll over the hands, the standings, and
stopping between hands.

* :class:`ChipHistory`: each player's bankroll at the start and after every hand.
* :class:`ChipSessionMixin`: put before the table scene in a chip table's bases. It
  records the bankrolls from the engine's ``result()`` whenever a hand is over (after the
  session's end too, so the last point is the final standings), opens the standings with
  ``S`` or the *Standings* button, lets the players stop the session between hands (the
  engine's ``end session`` table action) and shows the standings when the session ends.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ..anim import Do
from ..i18n import tr
from ..layout import scaled
from ..render import GOLD
from ..widgets import button


class ChipHistory:
    """Bankroll per seat at the start of the session and after each hand."""

    def __init__(self, start) -> None:
        self.points: list[list[int]] = [list(start)]
        self.hands: list[int | None] = [None]  # the hand number each point closes

    @property
    def start(self) -> list[int]:
        return self.points[0]

    @property
    def last(self) -> list[int]:
        return self.points[-1]

    def record(self, hand, chips) -> bool:
        """The bankrolls after ``hand``; recording the same hand again replaces its point
        (the session's end shares out the pot after the last hand). True if it changed."""
        chips = list(chips)
        if hand is not None and self.hands[-1] == hand:
            if self.points[-1] == chips:
                return False
            self.points[-1] = chips
            return True
        self.points.append(chips)
        self.hands.append(hand)
        return True

    def __len__(self) -> int:
        return len(self.points)


def start_bankrolls(state) -> list[int]:
    """What each player brought to the session (S-8: final chips − result)."""
    return [r["chips"] - r["result"] for r in state.standings()]



class ChipSessionMixin:
    """Bankroll history, standings, stopping between hands and the session result for a
    :class:`~.table.TableScene` of a chip game."""

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.history = ChipHistory(start_bankrolls(self.state))
        self.stop_requested = False
        self.standings_button = None

    # ---- recording -------------------------------------------------------------------------
    def note_bankrolls(self) -> None:
        st = self.state
        if st.hand_over or st.is_over:
            if self.history.record(self.facts["hand_no"], st.result()["chips"]):
                self.touch()

    def _after_action(self) -> None:
        self.note_bankrolls()
        super()._after_action()

    # ---- stopping ----------------------------------------------------------------------------
    def request_stop(self) -> None:
        """End the session once the hand in play is over (at once if none is)."""
        st = self.state
        if st.is_over or self.finished:
            return
        self.stop_requested = True
        self.add_log(tr("The session ends after this hand."), GOLD)
        if st.hand_over and self.idle:
            self._deal_next()

    def _deal_next(self) -> None:
        st = self.state
        if st.is_over:
            return
        if not self.stop_requested:
            super()._deal_next()
            return
        events = self.match.act("end session")
        self.write_save()
        self.touch()
        self.feed(events)
        self.note_bankrolls()
        self.queue.add(Do(self._after_action))

    # ---- the overlay ---------------------------------------------------------------------------
    def open_standings(self) -> None:
        if self.app.stack.top is self:
            self.app.screens.open("standings", self, final=self.state.is_over)

    def show_result(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.note_bankrolls()
        self.touch()
        self.record_stats()
        if self.app.stack.top is self:
            self.app.screens.open("standings", self, final=True)

    def rematch(self) -> None:
        self.stop_requested = False
        super().rematch()
        self.history = ChipHistory(start_bankrolls(self.state))

    # ---- widgets and keys ------------------------------------------------------------------------
    def build_ui(self) -> None:
        super().build_ui()
        m = self.menu_button
        if m is None:
            return
        r = m.relative_rect
        gap = scaled(8, self.layout.scale)
        half = (r.width - gap) // 2
        m.kill()  # built again at half the width (in a smaller type if its text needs it)
        self.menu_button = button(self, (r.x, r.y, half, r.height), m.text, "quiet")
        self.standings_button = button(self, (r.x + half + gap, r.y, r.width - half - gap, r.height),
                                       tr("Standings  [S]"), "quiet", tr("Bankrolls so far; end the session"))

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.standings_button \
                and self.standings_button is not None:
            self.open_standings()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.open_standings()
            return True
        return super().handle(event)
