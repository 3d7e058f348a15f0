"""The odds panel of Hawthorn, from a seat's view."""

from __future__ import annotations

from ....ai.odds import seat_odds
from ...i18n import tr
from ...words import percent


def odds_lines(view: dict) -> list[str]:
    odds = seat_odds(view)
    lines = [tr("A hit pairs you: {p}", p=percent(odds["pair"])), tr("Two hits pair you: {p}", p=percent(odds["pair2"]))]
    if odds["fold"] is not None:
        lines.append(tr("Folding now costs: {n} chips", n=odds["fold"]))
    if view.get("my_hand"):
        safe = ", ".join(str(r) for r in odds["safe"]) or tr("none")
        lines.append(tr("Hand cards that do not pair you: {cards}", cards=safe))
    return lines

