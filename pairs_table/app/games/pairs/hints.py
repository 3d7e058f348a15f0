"""The odds panel and the hint's reasons of Pairs, from a seat's view."""

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


def hint_reason(view: dict, verb: str, rest: str) -> str:
    odds = view_odds(view, view["seat"])
    if verb == "fold":
        return tr("it costs {n} now and a hit pairs you {p} of the time.", n=odds["fold"], p=pct(odds["pair"]))
    if verb == "hit":
        if odds["fold"] is None:
            return tr("a hit pairs you {p} of the time.", p=pct(odds["pair"]))
        return tr("a hit pairs you only {p} of the time and folding costs {n}.", p=pct(odds["pair"]), n=odds["fold"])
    return ""
