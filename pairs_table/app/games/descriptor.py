"""What the app knows about one game besides its rules (those are the engine's)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class OptionText:
    """How the lobby words one of a game's options (catalogue keys)."""

    label: str | None = None  # the option's name; None: made from its engine name
    help: str | None = None  # its tooltip; None: the engine's help
    values: dict = field(default_factory=dict)  # value -> its word ("basic", "pot plus L")
    # (other option, value, reason): the option does something only while the other option
    # has that value; otherwise the lobby greys it and says why
    needs: tuple[str, Any, str] | None = None
    # the values the lobby offers for a number with a wide range (the default is added when
    # it is not among them); None: as the engine's option says (its choices, or every value
    # of a short range)
    steps: tuple | None = None


@dataclass(frozen=True)
class Game:
    key: str  # the contract name (the engine's registry)
    table: str | None  # "module:Class" of its table scene in the game's folder; None: no table yet
    how_to: tuple[str, ...]  # a few lines of how to play, shown in the lobby (catalogue keys)
    card: tuple[str, str]  # (deck, card) pictured on the game chooser's tile
    deck: str  # the card art of its table
    colour_blind_deck: str | None = None  # the same deck in its colour-blind-friendly style
    give_up: str | None = None  # the verb of the action that gives up a hand (asked about first)
    partnerships: bool = False  # the lobby offers partnerships drawn at random or as listed
    odds_lines: Callable[[dict], list[str]] | None = None  # the odds panel from a seat's view
    chips: bool = False  # played for chips: sessions have a net result
    bench_seats: int = 2  # the seats the bench measures its table with
    bench_ready: Callable | None = None  # (state, seats) -> the bench's table is well into a game
    title: str | None = None  # the game's name (catalogue key); None: the engine's title
    option_texts: dict = field(default_factory=dict)  # option name -> OptionText (the lobby's words)
    hand_word: str = "hand {n}"  # the hand in play as Saves names it ("deal {n}", "round {n}")
    # a player at this game, the heading of their statistics: one sentence a game, so that a
    # language joins its "at" with the game's name as it should ("au Poker des Gobelins")
    at_game: str = "{name} at {game}"
    # action kinds whose card no other player ever sees, even once the hand is over (a card
    # played face down to Goblin's Poker's centre): the history tells it only to its player
    kept_secret: tuple[str, ...] = ()
    guide: str | None = "guide"  # the module of its folder whose LESSON is a guided first hand (None: none)
    summary: str | None = "summary:hand_summary"  # "module:function" in the game's folder: the end of a hand in words
    # a figure of the rules page the game draws itself: block kind -> "module:function" in its
    # folder, called with (sprites, width, scale) and returning a surface
    figures: dict = field(default_factory=dict)
    # The words and sounds of every event and action kind its engine produces (catalogue
    # keys; the kinds several games share are written once in app/table/vocab.py and taken
    # from there by name). Shared code looks a kind up only here: a kind a game does not
    # declare is a failing test (tests/test_game_vocabulary.py), not a silent default.
    # event kind -> sound name ("deal", "flip", "chips", "pair", "trick", "win"; None: silent)
    sounds: dict = field(default_factory=dict)
    # action kind -> (how it reads about a player by {name}, about you) in a game's history
    moves: dict = field(default_factory=dict)
    # action kind -> the phrase after "You cannot ... now" ({card}, {count}... its fields);
    # a pair (one, other) is counted by the action's ``count`` ("take {n} card(s)")
    action_phrases: dict = field(default_factory=dict)
    # the result keys a table reads, from the public facts of a hosted table: result key ->
    # the fact it is read from where the names differ ("scores": "vp"), or a function of
    # (facts, players) where it is worked out from them
    result_facts: dict = field(default_factory=dict)
    # event kind -> (about a player, about you): what the event tells everyone, said in a
    # history after the move that caused it ({rank}, {card}, {n}: an amount or a trick)
    outcomes: dict = field(default_factory=dict)
    # event kind about no one player -> (one, other), counted by its ``count``
    counted: dict = field(default_factory=dict)
    # action kinds whose own event shows the cards they drew or took (a history adds them)
    drawn: tuple[str, ...] = ()
    # a step of the deal (a refusal's ``step`` field) -> its word
    steps: dict = field(default_factory=dict)

    @property
    def lobby_notes(self) -> tuple[str, ...]:
        """The lobby's notes on the game: how to play, then what the computer levels are
        measured to be where they are not every one apart (:mod:`pairs_table.ai.levels`)."""
        from ...ai.levels import level_note

        note = level_note(self.key)
        return self.how_to + ((note,) if note else ())

    def table_class(self):
        """The table scene class (imported on first use)."""
        if self.table is None:
            return None
        from . import folder

        module, cls = self.table.split(":")
        return getattr(importlib.import_module(f"{folder(self.key)}.{module}"), cls)

    def lesson(self):
        """The game's guided first hand (:class:`~..table.guide.Lesson`), or None when its
        folder has none."""
        if not self.guide:
            return None
        from . import folder

        name = f"{folder(self.key)}.{self.guide}"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                return None
            raise
        return getattr(module, "LESSON", None)

    def figure(self, kind: str):
        """The function that draws the rules page's figure ``kind``, or None when the game
        draws no such figure."""
        where = self.figures.get(kind)
        if where is None:
            return None
        from . import folder

        module, func = where.split(":")
        return getattr(importlib.import_module(f"{folder(self.key)}.{module}"), func)

    def deck_for(self, colour_blind: bool) -> str:
        """The deck in the settings' style."""
        return self.colour_blind_deck if colour_blind and self.colour_blind_deck else self.deck

    def option_matters(self, name: str, options: dict) -> bool:
        """Whether option ``name`` changes anything with these ``options`` (an option that
        needs another option's value matters only with that value)."""
        text = self.option_texts.get(name)
        need = text.needs if text is not None else None
        return need is None or options.get(need[0]) == need[1]

    def busy(self, state, seats: int) -> bool:
        """Whether a bench table is well into its game (every seat has acted three times,
        unless the game says otherwise)."""
        if self.bench_ready is not None:
            return self.bench_ready(state, seats)
        return sum(1 for e in state.log if e.seat is not None) >= 3 * seats
