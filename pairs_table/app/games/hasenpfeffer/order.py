"""The order the viewer's hand is held in: by suit, colours alternating, trumps first once
named, high cards left. The ranking within the trump suit is the engine's
(:func:`~....engine.hasenpfeffer.suit_ranking`: the Joker, then both jacks of the colour)."""

from __future__ import annotations

from ....engine import hasenpfeffer as hp
from ....engine.cards import SUITS

PLAIN_RANKS = ("A", "K", "Q", "J", "10", "9")
SISTER = {"C": "S", "S": "C", "D": "H", "H": "D"}


def suit_order(trump: str | None) -> list[str]:
    """Suits left to right in a sorted hand, colours alternating, trumps first."""
    if trump is None:
        return ["S", "H", "C", "D"]
    others = [s for s in ("S", "H", "C", "D") if s not in (trump, SISTER[trump])]
    return [trump, others[0], SISTER[trump], others[1]]


def hand_order(cards, trump: str | None) -> list[int]:
    """Standard-deck ids sorted for the hand. Before trumps: the Joker first, then by
    printed suit and rank; after: by the engine's ranking of each suit for these trumps."""
    if trump is None:
        order = suit_order(None)

        def key(c):
            if c == hp.JOKER:
                return (-1, 0)
            name = hp.card_name(c)
            return (order.index(name[-1]), PLAIN_RANKS.index(name[:-1]))

        return sorted(cards, key=key)
    t = SUITS.index(trump)
    ranking = [c for s in suit_order(trump) for c in hp.suit_ranking(SUITS.index(s), t)]
    return sorted(cards, key=ranking.index)
