"""The words of the Hint line and of the odds panel, from one seat's view.

The Hint line says the hard agent's move (asked by the table through the AI worker, from
the player's own view) and the reason that agent gave for it
(:class:`~pairs_table.ai.reasons.Decision`: a reason code and typed fields from its own
search: odds, expected chips or points, the cards that decide it), phrased here in the
player's language. The app invents no reason of its own. The odds panel's lines are the
game descriptor's (:attr:`~.games.descriptor.Game.odds_lines`).
"""

from __future__ import annotations

from ..ai.reasons import CATEGORIES, REASONS, Decision
from . import games, words
from .i18n import tr
from .reasons import action_phrase


def action_words(action: str) -> str:
    """An action string said to the player when it cannot be decoded: its verb translated,
    the rest as written."""
    verb, _, rest = action.partition(" ")
    return f"{tr(verb)} {rest}".strip()


def odds_lines(game: str, view: dict) -> list[str]:
    """The odds panel of ``game`` for ``view``'s seat ([] for a game without odds)."""
    lines = games.get(game).odds_lines
    return lines(view) if lines is not None else []


def reason_field(name: str, value) -> str:
    """One field of an agent's reason in words (the kinds of :mod:`pairs_table.ai.reasons`)."""
    if name.endswith("_pct"):
        return words.percent(value)
    if name.endswith("_pct1"):
        return words.percent(value, decimals=1)
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
        return words.decimal(value)
    return str(value)


def reason_text(decision: Decision) -> str:
    """An agent's reason in the current language."""
    template = REASONS.get(decision.reason, REASONS["usual"])
    return tr(template, **{k: reason_field(k, v) for k, v in decision.fields.items()})


def hint_line(decision: Decision, decoded: tuple | None = None, game: str | None = None) -> str:
    """"Hint: take 3: it busts you 12% of the time ..." — the hard agent's ``decision`` for
    the player's seat at ``game`` (its action ``decoded`` as the engine's kind and fields)
    and the reason it gave."""
    if decoded is not None:
        what = action_phrase(decoded[0], decoded[1], decision.action, str, game)
    else:
        what = action_words(decision.action)
    return tr("Hint: {action}: {why}.", action=what, why=reason_text(decision))
