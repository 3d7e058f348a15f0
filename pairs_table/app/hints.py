"""The words of the Hint line and of the odds panel, from one seat's view.

The odds panel reads only the seat's own view and the exact odds of :mod:`pairs_table.ai.odds`;
every cost is the engine's own figure from the view. The Hint line says the hard agent's
move and the reason that agent gave for it (:class:`~pairs_table.ai.reasons.Decision`: a
reason code and typed fields from its own search), phrased in the player's language; it
invents no reason of its own.
"""

from __future__ import annotations

from ..ai.base import make_agent
from ..ai.odds import chip_view_odds, view_odds
from ..ai.reasons import CATEGORIES, REASONS, Decision
from ..engine.rng import Rng
from . import words
from .i18n import language, tr
from .reasons import action_phrase

ODDS_GAMES = ("pairs", "hawthorn", "goblins_poker", "blackstone")  # the Pairs-deck games


def pct(p) -> str:
    """A probability as a whole percentage ("38 %"); "<1 %" for a small non-zero one."""
    p = float(p)
    if 0 < p < 0.005:
        return tr("<1 %")
    return tr("{n} %", n=int(round(100 * p)))


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


def decode(game: str, action: str) -> tuple[str | None, dict]:
    """An action string's kind and typed fields (as the engine's ``decode_action`` gives
    them), read from the string alone: ``"take 3"`` -> ``("take", {"count": 3})``."""
    verb, _, rest = action.partition(" ")
    if not rest:
        return verb, {}
    if game == "pyramid_poker":
        if verb == "hand":
            return "hand", {"hand": int(rest)}
        if verb == "choose":
            return "choose", {"card": rest}
        row, col = (int(x) for x in rest.split()[-1].split(","))
        return verb, {"slot": [row, col]}
    if game == "hasenpfeffer":
        key = {"bid": "bid", "trump": "suit"}.get(verb, "card")
        return verb, {key: rest}
    if verb == "take":
        return "take", {"count": int(rest)}
    return verb, {"rank": int(rest)}


def number(x: float) -> str:
    """A number with one decimal, with the decimal comma where the language writes one."""
    text = f"{float(x):.1f}".replace("-0.0", "0.0")
    return text.replace(".", ",") if language() in ("nl", "fr", "bg") else text


def reason_field(name: str, value) -> str:
    """One field of an agent's reason in words (the kinds of :mod:`pairs_table.ai.reasons`)."""
    if name.endswith("_pct"):
        return pct(value)
    if name.endswith("_pct1"):
        return tr("{n} %", n=number(100 * float(value)))
    if name.startswith("category"):
        return tr(CATEGORIES.get(value, str(value)))
    if name == "cards":
        return ", ".join(words.card(c) for c in value)
    if name.startswith("card"):
        return words.card(value)
    if name.startswith("suit"):
        return words.suit(value)
    if name == "slot":
        return words.place(value)
    if name == "bid":
        return words.bid(value)
    if isinstance(value, float):
        return number(value)
    return str(value)


def reason_text(decision: Decision) -> str:
    """An agent's reason in the current language."""
    template = REASONS.get(decision.reason, REASONS["usual"])
    return tr(template, **{k: reason_field(k, v) for k, v in decision.fields.items()})


def hint_text(game: str, view: dict, legal: list[str], decision: Decision | None = None, *,
              think_ms: float = 700, seed: int = 0) -> str:
    """The Hint line: "Hint: take 3: it busts you 12 % of the time ...". ``decision`` is the
    hard agent's move and reason for ``view``'s seat (from the AI worker); without one the
    hard agent is asked here, within ``think_ms``."""
    if decision is None:
        decision = make_agent(game, "hard", think_ms=think_ms).decide(view, legal, Rng(seed))
    kind, fields = decode(game, decision.action)
    what = action_phrase(kind, fields, decision.action, str)
    return tr("Hint: {action}: {why}.", action=what, why=reason_text(decision))
