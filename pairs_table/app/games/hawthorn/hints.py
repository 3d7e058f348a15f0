"""The odds panel and the hint's reasons of Hawthorn, from a seat's view."""

from __future__ import annotations

from ....ai.chip_common import unseen_counts
from ....ai.odds import chip_view_odds
from ...hints import first_card_reason, pct
from ...i18n import tr


def odds_lines(view: dict) -> list[str]:
    odds = chip_view_odds(view)
    lines = [tr("A hit pairs you: {p}", p=pct(odds["pair"])), tr("Two hits pair you: {p}", p=pct(odds["pair2"]))]
    if odds["fold"] is not None:
        lines.append(tr("Folding now costs: {n} chips", n=odds["fold"]))
    if view.get("my_hand"):
        safe = ", ".join(str(r) for r in odds["safe"]) or tr("none")
        lines.append(tr("Hand cards that do not pair you: {cards}", cards=safe))
    return lines


def hint_reason(view: dict, verb: str, rest: str) -> str:
    if verb == "choose":
        rank = int(rest)
        if rank > min(view["my_hand"]):
            return tr("a lower first card elsewhere makes that player act first every round, "
                      "and only {k} unseen cards can pair it.", k=unseen_counts(view)[rank])
        return first_card_reason(view, rank)
    odds = chip_view_odds(view)
    if verb == "hit":
        return tr("a hit pairs you only {p} of the time and folding costs {n}.", p=pct(odds["pair"]), n=odds["fold"])
    if verb == "play":
        return tr("it cannot pair your stack.")
    if verb == "fold":
        if odds["round_type"] == "hand" and not odds["safe"]:
            return tr("it costs {n} now and every card in your hand pairs your stack.", n=odds["fold"])
        if odds["round_type"] == "deck":
            return tr("it costs {n} now and a hit pairs you {p} of the time.", n=odds["fold"], p=pct(odds["pair"]))
        return tr("it costs {n} now, less than staying in is likely to.", n=odds["fold"])
    return ""
