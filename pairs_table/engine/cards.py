"""Card identities and their contract names.

* The Pairs deck: a card is its rank, an ``int`` 1..10 (rank r has r copies).
* The standard deck: a card is an ``int`` ``rank_index * 4 + suit_index`` with ranks
  2..A (index 0..12) and suits C, D, H, S (index 0..3), so 0..51; the jokers are 52
  (``JOKER`` / ``JOKER1``) and 53 (``JOKER2``).
"""

from __future__ import annotations

from collections import Counter

from .base import whole_number
from .errors import ScenarioError, shown

# ---- Pairs deck -------------------------------------------------------------------

PAIRS_RANKS = tuple(range(1, 11))
PAIRS_DECK: tuple[int, ...] = tuple(r for r in PAIRS_RANKS for _ in range(r))  # 55 cards


def pairs_card_name(rank: int) -> str:
    return str(rank)


def parse_pairs_card(text) -> int:
    s = str(text).strip()
    if 1 <= (whole_number(s) or 0) <= 10:
        return whole_number(s)
    raise ScenarioError(f"{shown(text)} is not a Pairs-deck card (the cards are \"1\" to \"10\")")


# ---- Standard deck ----------------------------------------------------------------

SUITS = "CDHS"
RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_VALUES = tuple(range(2, 15))  # 2..14, ace high
JOKER = 52
JOKER2 = 53
STANDARD_DECK: tuple[int, ...] = tuple(range(52))


def card(rank_name: str, suit: str) -> int:
    return RANK_NAMES.index(rank_name) * 4 + SUITS.index(suit)


def rank_of(c: int) -> int:
    """Rank value 2..14 of a standard card (not a joker)."""
    return c // 4 + 2


def suit_of(c: int) -> int:
    """Suit index 0..3 (C, D, H, S) of a standard card (not a joker)."""
    return c % 4


def card_name(c: int, jokers: int = 2) -> str:
    """Contract name: ``"10S"``, ``"JD"``; jokers are ``JOKER`` (one-joker decks) or
    ``JOKER1`` / ``JOKER2``."""
    if c == JOKER:
        return "JOKER" if jokers == 1 else "JOKER1"
    if c == JOKER2:
        return "JOKER2"
    return RANK_NAMES[c // 4] + SUITS[c % 4]


def parse_card(text) -> int:
    s = str(text).strip().upper()
    if s in ("JOKER", "JOKER1"):
        return JOKER
    if s == "JOKER2":
        return JOKER2
    if len(s) >= 2 and s[-1] in SUITS and s[:-1] in RANK_NAMES:
        return card(s[:-1], s[-1])
    raise ScenarioError(
        f"{shown(text)} is not a card name (write rank then suit, like \"10S\", \"JD\", \"AH\", or JOKER)"
    )


def check_available(listed, deck, name=str) -> list:
    """Return the cards of ``deck`` (a multiset) that ``listed`` does not use.

    Raises :class:`ScenarioError` when ``listed`` names more copies of a card than the
    deck holds.
    """
    have = Counter(deck)
    want = Counter(listed)
    for c, n in want.items():
        if n > have[c]:
            raise ScenarioError(
                f"the deal lists {n} copies of card {name(c)} but the deck has {have[c]}"
            )
    rest = have - want
    # Keep a deterministic order (the deck's own order) before any shuffle.
    out = []
    for c in deck:
        if rest[c] > 0:
            out.append(c)
            rest[c] -= 1
    return out
