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
SIDE_COLOURS = ((104, 168, 240), (240, 150, 88))  # NS blue, EW orange
SUIT_INK = {"C": (34, 36, 40), "D": (206, 44, 52), "H": (206, 44, 52), "S": (34, 36, 40)}
SUIT_TITLES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}  # on the buttons


def side_of(seat: int) -> int:
    """0 (NS: seats 0 and 2) or 1 (EW: seats 1 and 3)."""
    return seat & 1


def side_word(k: int) -> str:
    return tr(SIDE_NAMES[k])


def card_word(card: int) -> str:
    """A standard-deck card id as the player reads it ("Q♠", "the Joker")."""
    return words.card(hp.card_name(card))


def suit_word(letter: str) -> str:
    """A suit's word ("hearts")."""
    return tr(words.SUIT_WORDS[letter])


def suit_title(letter: str) -> str:
    """A suit's word for a button ("Hearts")."""
    return tr(SUIT_TITLES[letter])


def side(k: int) -> Said:
    return Said(side_word, k)


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
