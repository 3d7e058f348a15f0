"""The lobby's seating and choices as data: who sits where (a human or the computer at a
level), each seat's name, the options; what the lobby remembers of them per game in the
settings, and the names typed for human seats, remembered per computer.

Default names follow the seating: the one human at a table of computer players is "You",
several humans are "Player 1", "Player 2"… (or the names typed here before, latest
first); a name the player typed stays as typed. A computer seat keeps a computer name.
"""

from __future__ import annotations

from ...engine.errors import ScenarioError
from ...storage.safe_read import clean_text
from .. import games, names
from ..config import AI_NAMES, DEFAULT_LEVEL, SeatConfig, default_seats
from .lobby_texts import option_choices
from . import remote_seats

MAX_REMEMBERED = 8  # player names kept in the settings


class Seating:
    """The seats of a lobby (:class:`SeatConfig`), within the game's players range."""

    def __init__(self, info, levels: list[str], seats: list[SeatConfig], remembered=()) -> None:
        self.info = info
        self.levels = levels
        self.seats = seats
        self.remembered = [n for n in (names.clean(r) for r in remembered) if n and not names.is_default(n)]
        self.typed: set[int] = set()  # seats whose name was typed here (kept through seating changes)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.here]  # players at this computer

    # ---- changes -------------------------------------------------------------------------------
    def add(self) -> bool:
        if len(self.seats) >= self.info.max_players:
            return False
        self.seats.append(SeatConfig(self._free_ai_name(), "ai", self._level(DEFAULT_LEVEL)))
        return True

    def remove(self, i: int) -> bool:
        if len(self.seats) <= self.info.min_players:
            return False
        del self.seats[i]
        self.typed = {k - (k > i) for k in self.typed if k != i}
        self.settle_names()
        return True

    def toggle(self, i: int) -> None:
        seat = self.seats[i]
        seat.kind = remote_seats.next_kind(seat.kind)
        seat.level = self._level(seat.level)
        if i not in self.typed:
            seat.name = "" if not seat.is_ai else self._free_ai_name(but=i)
        self.settle_names()

    def cycle_level(self, i: int) -> str:
        seat = self.seats[i]
        k = self.levels.index(seat.level) if seat.level in self.levels else -1
        seat.level = self.levels[(k + 1) % len(self.levels)]
        return seat.level

    def rename(self, i: int, text: str) -> None:
        """The player typed ``text`` as seat ``i``'s name (characters no font draws dropped)."""
        text = clean_text(str(text), names.NAME_LIMIT * 4)
        self.seats[i].name = text
        if names.clean(text):
            self.typed.add(i)
        else:
            self.typed.discard(i)

    # ---- names ---------------------------------------------------------------------------------
    def settle_names(self) -> None:
        """Give every human seat without a typed name its default for the present seating:
        a remembered name not in use, else "You" or "Player k"."""
        humans = self.humans
        taken = {self.seats[i].name for i in self.typed}
        spare = [n for n in self.remembered if n not in taken]
        for k, i in enumerate(humans):
            seat = self.seats[i]
            if i in self.typed or not (names.is_default(seat.name) or seat.name in AI_NAMES):
                continue
            seat.name = spare.pop(0) if spare else names.default_human(k, len(humans))

    def _free_ai_name(self, but: int | None = None) -> str:
        used = {s.name for k, s in enumerate(self.seats) if k != but}
        for name in AI_NAMES:
            if name not in used:
                return name
        return names.player(len(self.seats))

    def _level(self, level) -> str:
        if level in self.levels:
            return level
        return DEFAULT_LEVEL if DEFAULT_LEVEL in self.levels else self.levels[-1]

    def final(self) -> list[SeatConfig]:
        """The seats as they sit down: names cleaned, an empty name given its default."""
        humans = self.humans
        out = []
        for i, s in enumerate(self.seats):
            name = names.clean(s.name)
            if not name:
                if i in humans:
                    name = names.default_human(humans.index(i), len(humans))
                else:  # the computer's name, or a seat number until its player joins
                    name = self._free_ai_name(but=i) if s.is_ai else names.player(i)
            out.append(SeatConfig(name, s.kind, s.level))
        return out


# ---- what the settings remember --------------------------------------------------------------------
def restore(info, levels: list[str], settings) -> tuple[Seating, dict, dict]:
    """The lobby of ``info``'s game as last left on this computer (else its defaults): the
    seating, the options, and the rest (``practice``, ``random_partners``). Anything the
    settings hold that does not fit the game now is left at its default."""
    memory = (getattr(settings, "lobbies", None) or {}).get(info.name) or {}
    seats = default_seats(info.name)
    typed = set()
    kept = memory.get("seats") or []
    if info.min_players <= len(kept) <= info.max_players:
        seats = []
        for i, s in enumerate(kept):
            name = names.clean(s.get("name"))
            seats.append(SeatConfig(name, s["kind"], s.get("level") or DEFAULT_LEVEL))
            if name and not names.is_default(name) and not (s["kind"] == "ai" and name in AI_NAMES):
                typed.add(i)
    seating = Seating(info, levels, seats, getattr(settings, "player_names", ()) or ())
    for s in seating.seats:
        s.level = seating._level(s.level)
    seating.typed = {i for i in typed if not seating.seats[i].is_ai}
    for i, s in enumerate(seating.seats):
        if s.is_ai and not s.name:
            s.name = seating._free_ai_name(but=i)
    seating.settle_names()
    options = {o.name: o.default for o in info.options}
    for opt in info.options:
        if opt.name in (memory.get("options") or {}):
            value = memory["options"][opt.name]
            try:
                if opt.check(value) == value and value in option_choices(opt, games.get(info.name)):
                    options[opt.name] = value
            except ScenarioError:
                pass
    rest = {k: memory[k] for k in ("practice", "random_partners") if isinstance(memory.get(k), bool)}
    return seating, options, rest


def remember(settings, game: str, seats: list[SeatConfig], options: dict, **rest) -> None:
    """Keep this lobby's seating and options for ``game``, and the names typed for its human
    seats (latest first), in ``settings``."""
    settings.lobbies = dict(getattr(settings, "lobbies", None) or {})
    settings.lobbies[game] = {
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats],
        "options": dict(options),
        **{k: bool(v) for k, v in rest.items()},
    }
    typed = [s.name for s in seats if not s.is_ai and not names.is_default(s.name)]
    older = [n for n in (getattr(settings, "player_names", None) or []) if n not in typed]
    settings.player_names = (typed + older)[:MAX_REMEMBERED]
