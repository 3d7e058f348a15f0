"""The odds panel of Blackstone, from a seat's view."""

from __future__ import annotations

from ....ai.odds import seat_odds
from ...i18n import tr
from ...words import percent


def odds_lines(view: dict) -> list[str]:
    odds = seat_odds(view)
    lines = [tr("Passing now costs: {n} chips", n=odds["pass"]), tr("A bust costs: {n} chips", n=odds["bust_cost"])]
    lines += [tr("Take {n}: you bust {p}", n=n, p=percent(p)) for n, p in odds["bust"].items()]
    return lines

