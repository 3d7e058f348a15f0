"""What a lobby hands to a table: the game, its seats and options, and the table's pace.

:data:`TABLES` names the table scene of each playable game; a game without one is listed
in the lobby but cannot be started yet.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from ..engine.registry import get_game
from .i18n import tr

# game -> "module:Class" of its table scene (under pairs_table.app.scenes)
TABLES = {
    "hasenpfeffer": "hasenpfeffer_table:HasenpfefferTableScene",
    "pairs": "pairs_table:PairsTableScene",
    "blackstone": "blackstone_table:BlackstoneTableScene",
    "hawthorn": "hawthorn_table:HawthornTable",
    "goblins_poker": "goblins_table:GoblinsTable",
    "pyramid_poker": "pyramid_table:PyramidTableScene",
}

# A few lines of how to play, shown in the lobby.
HOW_TO = {
    "pyramid_poker": (
        "Building: in turns, draw a block from your supply and place it in the pyramid, facing "
        "you. Only you see your blocks; the opponent sees their backs.",
        "Taking apart: in turns, take any free block (nothing resting on it) and put it face up "
        "into one of your three hands. A joker reveals three set-aside blocks: keep one.",
        "Each hand is compared with the opponent's hand opposite it: win 2 of the 3 to beat them, "
        "all 3 to crush them.",
    ),
    "hasenpfeffer": (
        "Two partnerships, partners opposite. Bid how many of the 6 tricks your side will take "
        "(or pass, for good); the highest bidder takes the widow, names trumps and discards one card.",
        "Follow the led suit if you can. The Joker, then the jack of trumps and the other jack of "
        "the same colour are the highest trumps.",
        "Make the contract and score a point per trick; fail and lose the bid. First side to 10 wins.",
    ),
    "blackstone": (
        "Tens are black stones, every other card is a white stone and goes to the middle. Each "
        "player has a 5-chip stake in front of them.",
        "On your turn take N cards (at least as many as the last taker) or pass: you lose your "
        "stake and pay half the white stones, rounded up.",
        "Draw a second black stone and you bust: stake plus one chip per white stone. The others "
        "split the pot; the last player left in takes it all.",
    ),
    "hawthorn": (
        "Everyone antes 1 and picks a secret first card from a hand of five; the lowest first card "
        "takes the button and starts.",
        "Deck rounds: hit (draw onto your stack) or fold. Hand rounds: play a card from your hand "
        "or fold. Folding costs L, the lowest face-up card.",
        "Catch a pair and you pay its rank and are out. The last player in takes the whole pot.",
    ),
    "goblins_poker": (
        "Everyone antes 1 and picks a secret first card from a hand of six.",
        "Each round, from the smallest stack: play a card face down to the centre, or pass and pay "
        "the pot plus L (the lowest face-up card).",
        "The centre is shuffled and dealt back face up: a pair costs its rank and puts you out. The "
        "last player in takes the pot; survivors of round 5 split it.",
    ),
    "pairs": (
        "On your turn, hit (draw a card onto your face-up stack) or fold (take the lowest card "
        "on the table and score it).",
        "Draw a card that matches one in your own stack and you catch a pair: you score its rank "
        "and the round ends.",
        "Points are bad: the first player to reach the losing score loses the game.",
    ),
}

AI_NAMES = ("Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke", "Georgi", "Hugo")
DEFAULT_LEVEL = "normal"


@dataclass
class SeatConfig:
    name: str
    kind: str = "ai"  # "human" or "ai"
    level: str = DEFAULT_LEVEL

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


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

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the first human, else seat 0."""
        for i, s in enumerate(self.seats):
            if not s.is_ai:
                return i
        return 0


def default_seats(game: str, players: int | None = None, humans: int = 1) -> list[SeatConfig]:
    """You (in the player's language) and AI opponents at normal level (two unless ``players`` says otherwise)."""
    info = get_game(game)
    n = players if players is not None else max(info.min_players, min(3, info.max_players))
    seats = []
    for i in range(n):
        if i < humans:
            seats.append(SeatConfig(tr("You") if humans == 1 else f"{tr('Player')} {i + 1}", "human"))
        else:
            seats.append(SeatConfig(AI_NAMES[(i - humans) % len(AI_NAMES)], "ai", DEFAULT_LEVEL))
    return seats


def table_class(game: str):
    """The table scene class of ``game``, or None when the game has no table yet."""
    spec = TABLES.get(game)
    if spec is None:
        return None
    module, cls = spec.split(":")
    return getattr(importlib.import_module(f"{__package__}.scenes.{module}"), cls)


def playable(game: str) -> bool:
    return game in TABLES


def config_from_save(record, state, speed: str = "normal", ai_pace: str = "normal") -> TableConfig:
    """The table of a saved game: its seats and options, carrying on from ``state`` (the
    record replayed)."""
    seats = [SeatConfig(s.name, s.kind, s.level or DEFAULT_LEVEL) for s in record.seats]
    return TableConfig(record.game, seats, dict(record.options), speed, ai_pace, seed=record.seed,
                       resume=(record, state), practice=bool(getattr(record, "practice", False)))
