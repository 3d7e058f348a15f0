"""A chip session at a table: each player's bankroll over the hands, the standings, and
stopping between hands.

* :class:`ChipHistory`: each player's bankroll at the start and after every hand.
* :class:`ChipSession`: a chip table's session. It records the bankrolls from the
  engine's ``result()`` whenever a hand is over (after the session's end too, so the last
  point is the final standings), opens the standings, lets the players stop the session
  between hands (the engine's ``end session`` table action), shows the standings when the
  session ends, and when the players leave the table before that, records the session so
  far in the statistics as ending it would have (once; carried on from its save later, the
  session amends that record).
"""

from __future__ import annotations

from ...engine.errors import IllegalAction
from ..anim import Do
from ..render import GOLD
from .log import Msg


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


class ChipSession:
    """The session around a chip table's hands (``table``: a kit table of a chip game)."""

    def __init__(self, table) -> None:
        self.table = table
        self.history = ChipHistory(start_bankrolls(table.state))
        self.stop_requested = False
        self.recorded = False  # the statistics hold this session

    # ---- recording -------------------------------------------------------------------------
    def note_bankrolls(self) -> None:
        t = self.table
        st = t.state
        if st.hand_over or st.is_over:
            if self.history.record(t.facts["hand_no"], st.result()["chips"]):
                t.touch()

    # ---- stopping ----------------------------------------------------------------------------
    def request_stop(self) -> None:
        """End the session once the hand in play is over (at once if none is)."""
        t = self.table
        st = t.state
        if st.is_over or t.finished:
            return
        self.stop_requested = True
        t.add_log(Msg("The session ends after this hand."), GOLD)
        if st.hand_over and t.idle:
            t.deal_next()

    def deal_next(self) -> bool:
        """Between hands: end the session if asked to (True), else leave the deal to the
        table (False)."""
        t = self.table
        if t.state.is_over:
            return True
        if not self.stop_requested:
            return False
        events = t.match.act("end session")
        t.turns.write_save()
        t.touch()
        t.feed(events)
        self.note_bankrolls()
        t.queue.add(Do(t.after_action))
        return True

    # ---- the end -------------------------------------------------------------------------------
    def show_result(self) -> None:
        t = self.table
        if t.finished:
            return
        t.finished = True
        self.note_bankrolls()
        t.touch()
        self.record()
        if t.app.stack.top is t:
            t.app.screens.open("standings", t, final=True)

    def record(self, results=None) -> None:
        """The session in the statistics, once (``results``: each seat's net chips; by
        default the engine's standings). A session left before and carried on from its save
        amends what the statistics hold of it; the save remembers what they hold now."""
        if self.recorded:
            return
        self.recorded = True
        t = self.table
        save = getattr(t.match, "record", None)
        held = t.stats.session_over(results, getattr(save, "session_recorded", None))
        if held is not None and save is not None:
            save.session_recorded = held
            t.match.write()

    def results_so_far(self) -> list[int] | None:
        """Each seat's net chips were the session ended now: between hands the engine's
        ``end session`` (the pot shared out) on a copy of the state; during a hand the
        standings after the last finished one. None when no hand was finished."""
        t = self.table
        st = t.state
        if st.hand_over and not st.is_over and not t.match.remote:  # a hosted table's state is on the host
            try:
                ended = st.clone(record=False)
                ended.apply("end session")
                return [r["result"] for r in ended.standings()]
            except (IllegalAction, ValueError, KeyError):
                pass
        if len(self.history) < 2:
            return None
        return [now - start for now, start in zip(self.history.last, self.history.start)]

    def leaving(self) -> None:
        """The players leave the table (the menu, the window closed) before the session's
        end: the session so far goes into the statistics as ending it would have."""
        t = self.table
        if t.finished or t.state.is_over or self.recorded:
            return
        results = self.results_so_far()
        if results is not None:
            self.record(results)

    def rematch(self) -> None:
        self.stop_requested = False
        self.recorded = False
        self.history = ChipHistory(start_bankrolls(self.table.state))
