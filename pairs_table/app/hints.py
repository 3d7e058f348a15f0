"""The words of the Hint line and of the odds panel, from one seat's view.

Both read only the seat's own view (what that player may see). The hint's action itself
comes from the hard agent (asked by the table through the AI worker); this module says it
in words (the engine's decoded action, never its code) and adds the reason the game's
descriptor gives (:attr:`~.games.descriptor.Game.hint_reason`). The odds panel's lines are
the descriptor's too (:attr:`~.games.descriptor.Game.odds_lines`).
"""

from __future__ import annotations

from ..ai.chip_common import unseen_counts
from . import games
from .i18n import tr
from .reasons import action_phrase

NBSP = "\u00a0"  # a space a line is never broken at ("29 %" stays on one line)


def pct(p) -> str:
    """A probability as a whole percentage ("38 %"); "<1 %" for a small non-zero one; the
    number and its sign are never split over two lines."""
    p = float(p)
    text = tr("<1 %") if 0 < p < 0.005 else tr("{n} %", n=int(round(100 * p)))
    return text.replace(" ", NBSP)


def action_words(action: str) -> str:
    """An action string said to the player when it cannot be decoded: its verb translated,
    the rest as written."""
    verb, _, rest = action.partition(" ")
    return f"{tr(verb)} {rest}".strip()


def odds_lines(game: str, view: dict) -> list[str]:
    """The odds panel of ``game`` for ``view``'s seat ([] for a game without odds)."""
    lines = games.get(game).odds_lines
    return lines(view) if lines is not None else []


def hint_line(game: str, view: dict, action: str, decoded: tuple | None = None) -> str:
    """"Hint: fold, it costs 2 now and a hit pairs you 38 % of the time." — ``action`` (the
    hard agent's choice, ``decoded`` as the engine's kind and fields) and why, from
    ``view`` (the player's own)."""
    if decoded is not None:
        what = action_phrase(decoded[0], decoded[1], action, str)
    else:
        what = action_words(action)
    verb, _, rest = action.partition(" ")
    reason = games.get(game).hint_reason
    why = reason(view, verb, rest) if reason is not None else ""
    if why:
        return tr("Hint: {action}, {why}", action=what, why=why)
    return tr("Hint: {action} (the hard computer player's choice for your cards).", action=what)


def first_card_reason(view: dict, rank: int) -> str:
    """Why a secret first card: how few unseen cards can pair it."""
    return tr("only {k} unseen cards can pair it.", k=unseen_counts(view)[rank])
