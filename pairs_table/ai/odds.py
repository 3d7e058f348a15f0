"""Exact odds of the next card for the Pairs-deck games, from public card counts.

Counts are lists indexed by rank (index 0 unused), as in the Pairs view. The next card
is drawn uniformly from the cards nobody has seen since the last reshuffle (the draw pile
and the burned cards are exchangeable), or, when the draw pile is empty, from the whole
discard pile, which is reshuffled before the draw (rule 2.8).

Functions return floats, or exact :class:`~fractions.Fraction` values with ``exact=True``.
"""

from __future__ import annotations

from fractions import Fraction


def next_card_counts(view: dict) -> list[int]:
    """Per rank, the cards the next drawn card comes from uniformly (all zero when no card
    can be drawn)."""
    unseen = view["unseen"]
    if view["draw_size"] > 0:
        return list(unseen)
    if view["discard_size"] > 0:
        return [u + d for u, d in zip(unseen, view["discard_seen"])]
    return [0] * len(unseen)


def _ratio(num, den, exact):
    if den == 0:
        return Fraction(0) if exact else 0.0
    return Fraction(num, den) if exact else num / den


def rank_probabilities(counts, exact: bool = False) -> list:
    """Per rank, the probability that the next card has that rank."""
    total = sum(counts)
    return [_ratio(k, total, exact) for k in counts]


def pair_probability(stack, counts, exact: bool = False):
    """The probability that the next card pairs ``stack`` (a card of a rank it holds)."""
    return _ratio(sum(counts[r] for r in set(stack)), sum(counts), exact)


def hit_expected_points(stack, counts, exact: bool = False):
    """Expected points scored by the hit itself: rank r with the chance the card pairs r."""
    return _ratio(sum(r * counts[r] for r in set(stack)), sum(counts), exact)


def view_odds(view: dict, seat: int | None = None, exact: bool = False) -> dict:
    """The odds of a hit for ``seat`` (default: the seat to act, else the view's seat), for
    the odds panel: ``pair`` probability, ``expected`` points of the hit, ``fold`` cost L."""
    if seat is None:
        seat = view["to_act"] if view["to_act"] is not None else view["seat"]
    counts = next_card_counts(view)
    stack = view["stacks"][seat]
    return {
        "seat": seat,
        "pair": pair_probability(stack, counts, exact),
        "expected": hit_expected_points(stack, counts, exact),
        "fold": view["lowest"],
    }
