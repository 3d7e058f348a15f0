"""Poker hands in the player's language.

The engine gives a hand as a code and its fields (``poker.hand_code``: ``{"hand":
"two_pair", "ranks": ["9", "4"]}``); :func:`hand_label` words it from the catalogue's
patterns ("King high", "Pair of Qs", "Two pair, 9s and 4s", "Straight, 10-high", "Royal
flush"), the ranks written as on the cards (2-10, J, Q, K, A), a high card's rank in words in
English.
"""

from __future__ import annotations

from .i18n import language, tr

_WORD_RANKS = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}

# each code's words, its ranks passed as fields
_PHRASES = {
    "high_card": lambda r: tr("{rank} high", rank=_WORD_RANKS.get(r[0], r[0]) if language() == "en" else r[0]),
    "one_pair": lambda r: tr("Pair of {rank}s", rank=r[0]),
    "two_pair": lambda r: tr("Two pair, {high}s and {low}s", high=r[0], low=r[1]),
    "three_of_a_kind": lambda r: tr("Three of a kind"),
    "straight": lambda r: tr("Straight, {rank}-high", rank=r[0]),
    "flush": lambda r: tr("Flush"),
    "full_house": lambda r: tr("Full house"),
    "four_of_a_kind": lambda r: tr("Four of a kind"),
    "straight_flush": lambda r: tr("Straight flush, {rank}-high", rank=r[0]),
    "royal_flush": lambda r: tr("Royal flush"),
}


def hand_label(code: dict | None) -> str:
    """A hand's code (``{"hand": ..., "ranks": [...]}``) in the current language; ""
    for no hand."""
    if not code:
        return ""
    return _PHRASES[code["hand"]](code.get("ranks") or [])


__all__ = ["hand_label"]
