"""The odds panel and the hint's reasons of Goblin's Poker, from a seat's view."""

from __future__ import annotations

from ....ai.odds import chip_view_odds
from ...hints import first_card_reason, pct
from ...i18n import tr


def odds_lines(view: dict) -> list[str]:
    odds = chip_view_odds(view)
    lines = [tr("Play {card}: the centre pairs you {p}", card=rank, p=pct(p)) for rank, p in odds["play"].items()]
    if odds["pass"] is not None:
        lines.append(tr("Passing now costs: {n} chips", n=odds["pass"]))
    return lines


def hint_reason(view: dict, verb: str, rest: str) -> str:
    if verb == "choose":
        return first_card_reason(view, int(rest))
    odds = chip_view_odds(view)
    if verb == "play":
        p = odds["play"].get(int(rest))
        if p is not None:
            return tr("the centre pairs you {p} of the time and passing costs {n}.", p=pct(p), n=odds["pass"])
    if verb == "pass" and odds["play"]:
        best = min(odds["play"].values())
        return tr("it costs {n} now and even your safest card pairs you {p} of the time.", n=odds["pass"], p=pct(best))
    return ""
