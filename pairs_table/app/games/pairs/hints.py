"""The odds panel of Pairs, from a seat's view: what the status line above it does not say
(it says the chance a hit pairs you, the points a hit is expected to score and the cost of
folding): the chance of each rank that pairs you, when there are several, and the points
of a pair when a hit pairs you."""

from __future__ import annotations

from ....ai.odds import next_card_counts, rank_probabilities, view_odds
from ...i18n import tr
from ...words import decimal, percent


def odds_lines(view: dict) -> list[str]:
    odds = view_odds(view, view["seat"])
    counts = next_card_counts(view)
    chance = rank_probabilities(counts)
    ranks = sorted(set(view["stacks"][view["seat"]]), reverse=True)
    lines = []
    if len(ranks) > 1:  # with one rank the chance of it is the status line's chance of a pair
        lines = [tr("Chance the next card pairs your {rank}: {p}", rank=r, p=percent(chance[r])) for r in ranks]
    if odds["pair"]:
        lines.append(tr("Points of a pair on average: {e}", e=decimal(odds["expected"] / odds["pair"])))
    return lines
