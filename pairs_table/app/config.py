"""What a lobby hands to a table: the game, its seats and options, and the table's pace.
(What the app knows of each game is its descriptor: :mod:`.games`.)"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ..engine.registry import get_game
from . import names

AI_NAMES = ("Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke", "Georgi", "Hugo")
DEFAULT_LEVEL = "normal"


@dataclass
class SeatConfig:
    name: str
    kind: str = "ai"  # "human" (at this computer), "ai", or "remote" (a player on another computer)
    level: str = DEFAULT_LEVEL

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    @property
    def here(self) -> bool:
        """A player at this computer."""
        return self.kind == "human"


@dataclass
class TableConfig:
    game: str
    seats: list[SeatConfig]
    options: dict = field(default_factory=dict)
    speed: str = "normal"  # animation speed (settings.SPEEDS)
    ai_pace: str = "normal"
    seed: int | None = None
    demo: bool = False  # AI in every seat, the game restarts by itself
    autosave: bool = True  # every action goes to the game's save at once (never in a demo)
    resume: tuple | None = None  # (SaveRecord, replayed state): carry on with a saved game
    practice: bool = False  # undo is always allowed (else only when it reveals nothing)
    show_odds: bool = False  # the odds panel of the Pairs-deck games is open
    remote: object | None = None  # a table.remote.RemoteTableMatch: the game is played on a host
    guide: bool = False  # a guided first hand: the game's lesson, its prompts over the table

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the first human, else seat 0."""
        for i, s in enumerate(self.seats):
            if s.here:
                return i
        return 0


def default_seats(game: str, players: int | None = None, humans: int = 1) -> list[SeatConfig]:
    """You (in the player's language) and AI opponents at normal level (two unless ``players`` says otherwise)."""
    info = get_game(game)
    n = players if players is not None else max(info.min_players, min(3, info.max_players))
    seats = []
    for i in range(n):
        if i < humans:
            seats.append(SeatConfig(names.default_human(i, humans), "human"))
        else:
            seats.append(SeatConfig(AI_NAMES[(i - humans) % len(AI_NAMES)], "ai", DEFAULT_LEVEL))
    return seats


def config_from_save(record, state, speed: str = "normal", ai_pace: str = "normal") -> TableConfig:
    """The table of a saved game: its seats and options, carrying on from ``state`` (the
    record replayed). The record's seat names are cleaned as a new game names its seats
    (:func:`.names.seated`: an older save called each player at this computer "You")."""
    record.seats = [dataclasses.replace(s, name=n) for s, n in zip(record.seats, names.seated(record.seats))]
    seats = [SeatConfig(s.name, s.kind, s.level or DEFAULT_LEVEL) for s in record.seats]
    return TableConfig(record.game, seats, dict(record.options), speed, ai_pace, seed=record.seed,
                       resume=(record, state), practice=bool(getattr(record, "practice", False)))
