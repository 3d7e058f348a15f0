"""How the Hasenpfeffer table names its things in the player's language: the two sides,
bids, cards and suits, as late words (:class:`~...table.log.Said`) so a log line says them
again in a new language. Cards and bids go through :mod:`...words`; no engine code is
ever shown."""

from __future__ import annotations

from ....engine import hasenpfeffer as hp
from ... import words
from ...i18n import tr
from ...table.log import Said

SIDE_NAMES = ("NS", "EW")  # north-south and east-west, said in the player's language
SIDE_COLOURS = ((104, 168, 240), (240, 150, 88))  # seats 0 and 2 blue, seats 1 and 3 orange
SUIT_INK = {"C": (34, 36, 40), "D": (206, 44, 52), "H": (206, 44, 52), "S": (34, 36, 40)}
SUIT_TITLES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}  # on the buttons


def side_of(seat: int) -> int:
    """0 (seats 0 and 2) or 1 (seats 1 and 3): the engine's partnerships."""
    return seat & 1


def side_word(k: int, bottom: int) -> str:
    """Side ``k``'s name as the table is drawn with seat ``bottom`` at the bottom edge: the
    side sitting at the bottom and top edges is north-south, the other east-west (the
    engine's seat 0 is North, but the picture turns the table to its viewer)."""
    return tr(SIDE_NAMES[(k - bottom) & 1])


def sides_in_order(bottom: int) -> tuple[int, int]:
    """The two sides, the one named north-south first (the bottom seat's)."""
    return side_of(bottom), 1 - side_of(bottom)


def card_word(card: int) -> str:
    """A standard-deck card id as the player reads it ("Q♠", "the Joker")."""
    return words.card(hp.card_name(card))


def suit_word(letter: str) -> str:
    """A suit's word ("hearts")."""
    return tr(words.SUIT_WORDS[letter])


def suit_title(letter: str) -> str:
    """A suit's word for a button ("Hearts")."""
    return tr(SUIT_TITLES[letter])


def side(table, k: int) -> Said:
    """Side ``k``'s name, said as the table is drawn when shown."""
    return Said(table.side_word, k)


def card(c: int) -> Said:
    return Said(card_word, c)


def suit(letter: str) -> Said:
    return Said(suit_word, letter)


def bid(text: str) -> Said:
    """A bid or contract ("3", "Little Pepper")."""
    return Said(words.bid, text)


def cards_word(ids) -> str:
    """Cards as the player reads them, one after another ("J♥, A♥")."""
    return ", ".join(card_word(c) for c in ids)


def cards(ids) -> Said:
    return Said(cards_word, tuple(ids))
