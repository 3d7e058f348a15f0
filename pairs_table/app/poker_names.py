"""Poker hand names in the player's language.

The engine names a hand in English (``poker.hand_name``: "King high", "Pair of Qs",
"Two pair, 9s and 4s", "Straight, 10-high", "Royal flush", "Full house"); :func:`hand_label`
reads that name back and builds it again from translated patterns, the ranks written as
on the cards (2-10, J, Q, K, A) outside English.
"""

from __future__ import annotations

import re

from .i18n import language, tr

_WORD_RANKS = {"Jack": "J", "Queen": "Q", "King": "K", "Ace": "A"}

_PATTERNS = (
    (re.compile(r"^(\w+) high$"), lambda m: tr("{rank} high", rank=_rank(m[1]))),
    (re.compile(r"^Pair of (\w+)s$"), lambda m: tr("Pair of {rank}s", rank=m[1])),
    (re.compile(r"^Two pair, (\w+)s and (\w+)s$"),
     lambda m: tr("Two pair, {high}s and {low}s", high=m[1], low=m[2])),
    (re.compile(r"^Straight flush, (\w+)-high$"), lambda m: tr("Straight flush, {rank}-high", rank=m[1])),
    (re.compile(r"^Straight, (\w+)-high$"), lambda m: tr("Straight, {rank}-high", rank=m[1])),
)

# the names that are only a category, each passed to tr() as a literal
_FIXED = {
    "Royal flush": lambda: tr("Royal flush"),
    "High card": lambda: tr("High card"),
    "One pair": lambda: tr("One pair"),
    "Two pair": lambda: tr("Two pair"),
    "Three of a kind": lambda: tr("Three of a kind"),
    "Straight": lambda: tr("Straight"),
    "Flush": lambda: tr("Flush"),
    "Full house": lambda: tr("Full house"),
    "Four of a kind": lambda: tr("Four of a kind"),
    "Straight flush": lambda: tr("Straight flush"),
}


def _rank(word: str) -> str:
    return word if language() == "en" else _WORD_RANKS.get(word, word)


def hand_label(name: str) -> str:
    """``name`` (an engine hand name) in the current language; unknown text is kept."""
    fixed = _FIXED.get(name)
    if fixed is not None:
        return fixed()
    for pattern, build in _PATTERNS:
        m = pattern.match(name)
        if m:
            return build(m)
    return name


__all__ = ["hand_label"]
