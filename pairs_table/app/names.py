"""The names of the seats: the defaults a lobby gives, and the name a seat is shown by.

A human seat is named "Player 1", "Player 2"… (counted over the human seats) when several
people share the computer, and "You" when one person plays against the computer; a name
the player typed is kept as typed. Defaults are words of the language spoken when they were
made, so a default name in any language counts as a default and is shown in the current
one.

A name is put into sentences ("{name}'s turn", "Pass to {name}"), so no seat is ever shown
as "You" unless it is the one human at a table of computer players (who is spoken to
directly): a seat called "You" at a table of several humans is shown as its player number.
That one human's name is a :class:`~.i18n.Viewer`, so a sentence naming them is said in the
second person ("You fold", not "You folds").
"""

from __future__ import annotations

import re

from ..storage.saves import NAME_LENGTH as SAVED_LENGTH
from ..storage.settings import clean_name
from .i18n import Viewer, tr, translations

NAME_LIMIT = 14  # characters of a name typed in the lobby


def clean(name, limit: int = NAME_LIMIT) -> str:
    """``name`` fit to show: control and format characters removed, runs of blanks made one
    space, cut to ``limit`` characters ("" for anything that is not text)."""
    return clean_name(name, limit)


def is_you(name: str) -> bool:
    """Whether ``name`` is the default name of the one human, "You", in any language."""
    return name in translations("You")


def player_number(name: str) -> int | None:
    """The number of a default pass-and-play name ("Player 2", "Joueur 2"...), else None."""
    m = re.fullmatch(r"(.+) (\d{1,3})", name)
    if m and m.group(1) in translations("Player"):
        return int(m.group(2))
    return None


def is_default(name: str) -> bool:
    """Whether ``name`` was given by the app rather than typed (an empty name counts)."""
    name = name.strip()
    return not name or is_you(name) or player_number(name) is not None


def player(k: int) -> str:
    """The default name of the ``k``-th human (from 0) at a table of several humans."""
    return f"{tr('Player')} {k + 1}"


def default_human(k: int, humans: int) -> str:
    """The default name of the ``k``-th of ``humans`` human seats."""
    return tr("You") if humans == 1 else player(k)


def you() -> Viewer:
    """The name of the player at this computer, in the current language: sentences with it
    are said in the second person (:class:`~.i18n.Viewer`)."""
    return Viewer(tr("You"))


def translated(name: str) -> str:
    """A default name in the current language (a typed name as it is); "You" is the player
    at this computer."""
    if is_you(name):
        return you()
    number = player_number(name)
    return player(number - 1) if number is not None else name


def _here(seat) -> bool:
    """A player at this computer (not the computer, not a player on another computer)."""
    kind = getattr(seat, "kind", None)
    if kind is not None:
        return kind == "human"
    return not bool(getattr(seat, "is_ai", False))


def shown(seats, i: int) -> str:
    """The name seat ``i`` of ``seats`` (objects with ``name`` and ``is_ai`` or ``kind``) is
    shown by now: a default name in the current language, "You" only for the one player at
    this computer."""
    humans = [k for k, s in enumerate(seats) if _here(s)]
    seat = seats[i]
    name = str(seat.name)
    if is_you(name):
        if i in humans and len(humans) == 1:
            return you()
        return player(humans.index(i)) if i in humans else player(i)
    return translated(name)


def seated(seats) -> list[str]:
    """The names ``seats`` (objects with ``name`` and ``kind`` or ``is_ai``) sit down with,
    as a new game names its seats: a typed name as typed (cleaned), a default name ("You",
    "Player 2" in any language, or none) the default of its seat now ("You" for the one
    player at this computer, "Player 1", "Player 2"... when they are several). A save made
    before the seating named its players called every player at this computer "You"."""
    humans = [k for k, s in enumerate(seats) if _here(s)]
    out = []
    for i, seat in enumerate(seats):
        name = clean(seat.name, SAVED_LENGTH)
        if i in humans and is_default(name):
            name = default_human(humans.index(i), len(humans))
        elif not name or is_you(name):
            name = player(i)
        out.append(name)
    return out
