"""The odds panel of Pairs, from a seat's view."""

from __future__ import annotations

from ....ai.odds import view_odds
from ...hints import pct
from ...i18n import plural, tr


def odds_lines(view: dict) -> list[str]:
    odds = view_odds(view, view["seat"])
    lines = [tr("A hit pairs you: {p}", p=pct(odds["pair"])),
             tr("Points a hit costs on average: {e:.1f}", e=float(odds["expected"]))]
    if odds["fold"] is not None:
        lines.append(plural("Folding now costs: {n} point", "Folding now costs: {n} points", odds["fold"]))
    return lines

