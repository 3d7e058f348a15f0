"""Who sits where, whose view is on screen, and how players are named.

**Privacy, one rule.** The picture is driven by what its viewer may see: every event
reaches a table as ``event.for_seat(viewer)`` (:meth:`Seats.private`), and a seat's hidden
cards are drawn face up only for the viewer (:meth:`Seats.sees`). In pass-and-play (more
than one human at a game with hidden cards) the viewer changes hands behind the hand-over
screen; with one human the viewer is that human; in a demo the bottom seat.

**Names.** A seat named by default ("You", "Player 2": words of the language the lobby spoke
then) is shown in the current language, and "You" only for the one human at a table of
computer players (:func:`..names.shown`); a name a player typed is shown as typed. A
:class:`SeatName` is a name put into words when shown (a log line keeps it that way).
"""

from __future__ import annotations

from .. import names as seat_names
from ..i18n import Viewer, tr
from .log import Msg

display_name = seat_names.translated  # a default name in the current language


class SeatName:
    """Seat ``seat``'s name when shown (:meth:`text`)."""

    __slots__ = ("seats", "seat")

    def __init__(self, seats: "Seats", seat: int) -> None:
        self.seats, self.seat = seats, seat

    def text(self) -> str:
        return self.seats.name(self.seat)

    def __str__(self) -> str:
        return self.text()


class NamesText:
    """"Ana", "Ana and Bo", "Ana, Bo and you" when shown (a :class:`~..i18n.Viewer` when the
    player here is among them)."""

    __slots__ = ("seats", "which")

    def __init__(self, seats: "Seats", which) -> None:
        self.seats, self.which = seats, tuple(which)

    def text(self) -> str:
        s = self.seats
        you = tr("you")
        names = [you if s.you(k) else s.name(k) for k in self.which]
        names.sort(key=lambda x: x == you)
        if not names:
            return ""
        text = names[-1] if len(names) == 1 else tr("{first} and {last}", first=", ".join(names[:-1]), last=names[-1])
        text = text[:1].upper() + text[1:]
        return Viewer(text) if names[-1] == you else text  # the player here among them: "you" in the verb too

    def __str__(self) -> str:
        return self.text()


class Seats:
    """The seats of a table (``config.seats``) and the viewer."""

    def __init__(self, config, hidden_info: bool) -> None:
        self.config = config
        self.hidden_info = bool(hidden_info)
        self.viewer: int | None = None if self.pass_and_play else config.bottom_seat
        self.reveal_all = False  # a replay of a hand that is over: every card may be shown

    # ---- who is who ------------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.config.seats)

    @property
    def n_humans(self) -> int:
        return sum(1 for s in self.config.seats if s.here)

    def is_human(self, seat) -> bool:
        """Whether a player at this computer plays ``seat``."""
        return seat is not None and self.config.seats[seat].here

    def you(self, seat) -> bool:
        """Whether ``seat`` is the one human at the table (spoken to as "you")."""
        return self.is_human(seat) and self.n_humans == 1

    def name(self, seat) -> str:
        return seat_names.shown(self.config.seats, seat)

    def ref(self, seat: int) -> SeatName:
        return SeatName(self, seat)

    def names(self, which) -> NamesText:
        return NamesText(self, which)

    def phrase(self, seat, third: str, second: str, **fields) -> Msg:
        """``third`` about a player by name, or ``second`` when that player is you: for a
        sentence said to the player that says more than its third-person form may (their own
        hidden card). Any other sentence names the seat by :meth:`ref` and takes its
        second-person form by itself (:func:`~..i18n.tr`)."""
        if self.you(seat):
            return Msg(second, **fields)
        return Msg(third, name=self.ref(seat), **fields)

    def subtitle(self, seat: int) -> str:
        """The plate's second line: the computer's level, "Player" in pass-and-play."""
        return next(iter(self.subtitles(seat)), "")

    def subtitles(self, seat: int) -> tuple[str, ...]:
        """The wordings of :meth:`subtitle`, from the longest to the shortest ("AI · normal",
        on a narrow plate "normal")."""
        sc = self.config.seats[seat]
        if sc.is_ai:
            return tr("AI · {level}", level=tr(sc.level)), tr(sc.level)
        if sc.kind == "remote":
            return (tr("Another computer"),)
        return () if self.n_humans == 1 else (tr("Player"),)

    # ---- whose view is on screen ------------------------------------------------------------------
    @property
    def pass_and_play(self) -> bool:
        """More than one human at a game with hidden cards: views change hands."""
        return self.hidden_info and self.n_humans > 1

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom edge: the viewer, else the configured one."""
        return self.viewer if self.viewer is not None else self.config.bottom_seat

    def sees(self, seat) -> bool:
        """Whether ``seat``'s private cards may be drawn face up now."""
        return seat is not None and (self.reveal_all or seat == self.viewer)

    def private(self, event):
        """``event`` as the viewer may see it (the one privacy rule of every table)."""
        return event if self.reveal_all else event.for_seat(self.viewer)
