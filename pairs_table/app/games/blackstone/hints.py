"""The odds panel and the hint's reasons of Blackstone, from a seat's view."""

from __future__ import annotations

from ....ai.odds import chip_view_odds
from ...hints import pct
from ...i18n import tr


def odds_lines(view: dict) -> list[str]:
    odds = chip_view_odds(view)
    lines = [tr("Passing now costs: {n} chips", n=odds["pass"]), tr("A bust costs: {n} chips", n=odds["bust_cost"])]
    lines += [tr("Take {n}: you bust {p}", n=n, p=pct(p)) for n, p in odds["bust"].items()]
    return lines


def hint_reason(view: dict, verb: str, rest: str) -> str:
    odds = chip_view_odds(view)
    if verb == "take":
        p = odds["bust"].get(int(rest))
        if p is not None:
            return tr("it busts you {p} of the time and passing costs {n}.", p=pct(p), n=odds["pass"])
    if verb == "pass" and odds["bust"]:
        m, p = next(iter(odds["bust"].items()))
        return tr("it costs {n} now and taking {m} busts you {p} of the time.", n=odds["pass"], m=m, p=pct(p))
    return ""
