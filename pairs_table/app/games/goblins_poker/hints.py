"""The odds panel of Goblin's Poker, from a seat's view."""

from __future__ import annotations

from ....ai.odds import seat_odds
from ...i18n import tr
from ...words import percent


def odds_lines(view: dict) -> list[str]:
    odds = seat_odds(view)
    lines = [tr("Play {card}: the centre pairs you {p}", card=rank, p=percent(p)) for rank, p in odds["play"].items()]
    if odds["pass"] is not None:
        lines.append(tr("Passing now costs: {n} chips", n=odds["pass"]))
    return lines

