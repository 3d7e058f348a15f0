"""The words of the Hint line and of the odds panel, from one seat's view.

Both read only the seat's own view (what that player may see) and the exact odds of
:mod:`pairs_table.ai.odds`; every cost is the engine's own figure from the view. The hint's
action itself comes from the hard agent (asked by the table through the AI worker); this
module only says it and gives the reason in one line.
"""

from __future__ import annotations

from ..ai.odds import chip_view_odds, view_odds
from .i18n import tr

ODDS_GAMES = ("pairs", "hawthorn", "goblins_poker", "blackstone")  # the Pairs-deck games


def pct(p) -> str:
    """A probability as a whole percentage ("38 %"); "<1 %" for a small non-zero one."""
    p = float(p)
    if 0 < p < 0.005:
        return tr("<1 %")
    return tr("{n} %", n=int(round(100 * p)))


def action_words(action: str) -> str:
    """An action string said to the player: its verb translated, the rest as written."""
    verb, _, rest = action.partition(" ")
    return f"{tr(verb)} {rest}".strip()


def game_odds(game: str, view: dict) -> dict | None:
    """The exact odds of ``view``'s seat, or None for a game without them."""
    if game == "pairs":
        return view_odds(view, view["seat"])
    if game in ("hawthorn", "goblins_poker", "blackstone"):
        return chip_view_odds(view)
    return None


def odds_lines(game: str, view: dict) -> list[str]:
    """The odds panel: the chance that drawing pairs you, what giving up costs now, and in
    Blackstone the chance to bust for each take N."""
    odds = game_odds(game, view)
    if odds is None:
        return []
    lines = []
    if game == "pairs":
        lines.append(tr("A hit pairs you: {p}", p=pct(odds["pair"])))
        lines.append(tr("Points a hit costs on average: {e:.1f}", e=float(odds["expected"])))
        if odds["fold"] is not None:
            lines.append(tr("Folding now costs: {n} points", n=odds["fold"]))
    elif game == "hawthorn":
        lines.append(tr("A hit pairs you: {p}", p=pct(odds["pair"])))
        lines.append(tr("Two hits pair you: {p}", p=pct(odds["pair2"])))
        if odds["fold"] is not None:
            lines.append(tr("Folding now costs: {n} chips", n=odds["fold"]))
        if view.get("my_hand"):
            safe = ", ".join(str(r) for r in odds["safe"]) or tr("none")
            lines.append(tr("Hand cards that do not pair you: {cards}", cards=safe))
    elif game == "goblins_poker":
        for rank, p in odds["play"].items():
            lines.append(tr("Play {card}: the centre pairs you {p}", card=rank, p=pct(p)))
        if odds["pass"] is not None:
            lines.append(tr("Passing now costs: {n} chips", n=odds["pass"]))
    elif game == "blackstone":
        lines.append(tr("Passing now costs: {n} chips", n=odds["pass"]))
        lines.append(tr("A bust costs: {n} chips", n=odds["bust_cost"]))
        for n, p in odds["bust"].items():
            lines.append(tr("Take {n}: you bust {p}", n=n, p=pct(p)))
    return lines


def hint_line(game: str, view: dict, action: str) -> str:
    """"Hint: fold, it costs 2 now and a hit pairs you 38 % of the time." — ``action`` (the
    hard agent's choice) and why, from ``view`` (the player's own)."""
    what = action_words(action)
    verb, _, rest = action.partition(" ")
    why = _reason(game, view, verb, rest)
    if why:
        return tr("Hint: {action}, {why}", action=what, why=why)
    return tr("Hint: {action} (the hard computer player's choice for your cards).", action=what)


def _reason(game: str, view: dict, verb: str, rest: str) -> str:
    odds = game_odds(game, view)
    if odds is None:
        return ""
    if game == "pairs":
        if verb == "fold":
            return tr("it costs {n} now and a hit pairs you {p} of the time.", n=odds["fold"], p=pct(odds["pair"]))
        if verb == "hit":
            if odds["fold"] is None:
                return tr("a hit pairs you {p} of the time.", p=pct(odds["pair"]))
            return tr("a hit pairs you only {p} of the time and folding costs {n}.", p=pct(odds["pair"]),
                      n=odds["fold"])
    if game in ("hawthorn", "goblins_poker") and verb == "choose":
        from ..ai.chip_common import unseen_counts

        unseen = unseen_counts(view)[int(rest)]
        if game == "hawthorn" and int(rest) > min(view["my_hand"]):
            return tr("a lower first card elsewhere makes that player act first every round, "
                      "and only {k} unseen cards can pair it.", k=unseen)
        return tr("only {k} unseen cards can pair it.", k=unseen)
    if game == "hawthorn":
        if verb == "hit":
            return tr("a hit pairs you only {p} of the time and folding costs {n}.", p=pct(odds["pair"]),
                      n=odds["fold"])
        if verb == "play":
            return tr("it cannot pair your stack.")
        if verb == "fold":
            if odds["round_type"] == "hand" and not odds["safe"]:
                return tr("it costs {n} now and every card in your hand pairs your stack.", n=odds["fold"])
            if odds["round_type"] == "deck":
                return tr("it costs {n} now and a hit pairs you {p} of the time.", n=odds["fold"], p=pct(odds["pair"]))
            return tr("it costs {n} now, less than staying in is likely to.", n=odds["fold"])
    if game == "goblins_poker":
        if verb == "play":
            p = odds["play"].get(int(rest))
            if p is not None:
                return tr("the centre pairs you {p} of the time and passing costs {n}.", p=pct(p), n=odds["pass"])
        if verb == "pass" and odds["play"]:
            best = min(odds["play"].values())
            return tr("it costs {n} now and even your safest card pairs you {p} of the time.", n=odds["pass"],
                      p=pct(best))
    if game == "blackstone":
        if verb == "take":
            p = odds["bust"].get(int(rest))
            if p is not None:
                return tr("it busts you {p} of the time and passing costs {n}.", p=pct(p), n=odds["pass"])
        if verb == "pass" and odds["bust"]:
            m, p = next(iter(odds["bust"].items()))
            return tr("it costs {n} now and taking {m} busts you {p} of the time.", n=odds["pass"], m=m, p=pct(p))
    return ""
