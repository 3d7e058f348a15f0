"""What a table writes into the statistics (:class:`~pairs_table.storage.stats.StatsStore`).

For every human seat, by the seat's name and the game:

* each finished hand (a round or a deal, as the game calls it):
  one hand played, won when the engine's ``winners`` of that hand hold the seat, and in a
  chip game the chips the seat gained or lost over the hand (its session result, from the
  engine's standings, against the one after the previous hand);
* each finished game or session: one session, won when the seat is among the game's
  winners (in a chip session: when it finishes on top), and in a chip game its net chips
  (the best of these and their history feed the chart). A chip session left before its
  end is recorded as it stood, and its save remembers that; carried on, it amends that
  one session rather than counting another.

Nothing is recorded in demo mode, in practice mode (where any move may be taken back),
in a guided hand (its deal and the opponents' first moves are the lesson's; carried on
from its save it is still the lesson's game, and its rematches count as any game), for AI
seats, or while a resumed table replays its save (those hands were recorded when they
were played). The file is saved atomically after
each hand and session; a file that cannot be written is left for the next time.
"""

from __future__ import annotations

from .guide_offer import is_lesson


def session_results(state) -> list[int] | None:
    """Each seat's net chips so far in a chip session, or None for a game without chips."""
    standings = getattr(state, "standings", None)
    if standings is None:
        return None
    return [r["result"] for r in standings()]


class StatsRecorder:
    def __init__(self, table) -> None:
        self.table = table
        self.counted = False  # the hand now over is already recorded
        self.last = None  # each seat's session result after the previous hand
        self._lesson = (None, False)  # (the record, whether it is a guided hand's)

    @property
    def active(self) -> bool:
        t = self.table
        return (not t.config.demo and not getattr(t.config, "practice", False) and t.app.save_settings
                and not t.turns.replaying and not t.watching and not self.lesson())

    def lesson(self) -> bool:
        """Whether the game at the table is a guided hand (worked out once a game)."""
        record = self.table.record
        if self._lesson[0] is not record:
            self._lesson = (record, record is not None and is_lesson(record))
        return self._lesson[1]

    def humans(self):
        return [(seat, sc.name) for seat, sc in enumerate(self.table.config.seats) if sc.here]

    def _save(self) -> None:
        try:
            self.table.app.stats.save()
        except OSError:
            pass

    def resumed(self) -> None:
        """A resumed table stands where its save left it: a finished hand is not new. In a
        hand in play, a table that replayed its save keeps the session results after the
        hand before (the chips staked since belong to this hand's result)."""
        t = self.table
        st = t.state
        self.counted = bool(st.hand_over or st.is_over)
        if self.counted or self.last is None or t.match.remote:
            self.last = session_results(st)

    def after_action(self) -> None:
        """After each action's events: record the hand that has just ended, once."""
        st = self.table.state
        if not (st.hand_over or st.is_over):
            self.counted = False
            if self.last is None:  # the first hand of a game: every session result starts at 0
                res = session_results(st)
                self.last = [0] * len(res) if res is not None else None
            return
        if self.counted or not self.active:
            self.counted = True
            self.last = session_results(st)
            return
        self.counted = True
        winners = set(st.result().get("winners") or [])
        now = session_results(st)
        before = self.last if self.last is not None else [0] * len(now or [])
        stats = self.table.app.stats
        game = self.table.config.game
        for seat, name in self.humans():
            net = now[seat] - before[seat] if now is not None else 0
            stats.record_hand(name, game, seat in winners, net)
        self.last = now
        self._save()

    def session_over(self, results: list[int] | None = None, before: list[int] | None = None) -> list[int] | None:
        """The game or session has ended: one session for each human seat (``results``:
        each seat's net chips of a chip session left before its end; by default the
        engine's standings). ``before``: the chip session's results as the statistics
        already hold them (it was left, then carried on): that session is amended, not
        counted again. Returns the chip results recorded (None: nothing, or no chips)."""
        if not self.active:
            return None
        st = self.table.state
        winners = set(st.result().get("winners") or [])
        if results is None:
            results = session_results(st)
        if before is not None and (results is None or len(before) != len(results)):
            before = None
        stats = self.table.app.stats
        game = self.table.config.game
        for seat, name in self.humans():
            if results is None:
                stats.record_session(name, game, None, won=seat in winners)
            elif before is not None:
                stats.amend_session(name, game, before[seat], before[seat] == max(before), results[seat],
                                    won=results[seat] == max(results))
            else:  # a chip session: the best result finishes on top
                stats.record_session(name, game, results[seat], won=results[seat] == max(results))
        self._save()
        return list(results) if results is not None else None

    def reset(self) -> None:
        """A rematch: a new game from its first hand."""
        self.counted = False
        self.last = None
