"""Why the rules refused an action, in the player's language.

A refusal (:class:`~pairs_table.engine.errors.IllegalAction`) carries a code and typed
fields; :func:`refusal_text` translates the code's English template (the catalogue key) and
fills in each field in words (:mod:`.words`). The refused action is phrased from its decoded
kind and fields the same way, in its game's words (the descriptor's ``action_phrases``). No
engine text is ever read back.
"""

from __future__ import annotations

from typing import Callable

from ..engine.errors import IllegalAction
from ..engine.refusals import REFUSALS
from . import games, words
from .i18n import plural, tr

TABLE_ACTIONS = {"end session": "End the session"}  # actions of the table between hands, as buttons


def field_text(name: str, value, seat_name: Callable[[int], str], game: str | None = None) -> str:
    """One field of a refusal or an action (of ``game``), in words."""
    if name == "seat":
        return seat_name(value)
    if name == "card":
        return words.card(value)
    if name == "rank":
        return str(value)
    if name == "suit":
        return words.suit(value)
    if name in ("slot", "below_left", "below_right"):
        return words.place(value)
    if name == "step":
        return words.step(value, game)
    if name == "bid":
        return words.bid(value)
    if name == "game":
        return words.game(value)
    if name == "forms":
        return ", ".join(str(v) for v in value)
    return str(value)


def _fields(params: dict, seat_name, game: str | None) -> dict:
    out = {k: field_text(k, v, seat_name, game) for k, v in params.items()}
    if "rank" in params and "card" not in params:
        out["card"] = out["rank"]
    return out


def action_phrase(kind: str | None, fields: dict | None, text: str, seat_name, game: str | None) -> str:
    """What the player tried at ``game``, in words; the typed text when it was no action at
    all (or the game is not known)."""
    template = games.get(game).action_phrases.get(kind) if game is not None and kind is not None else None
    if template is None:
        return text
    fields = _fields(fields or {}, seat_name, game)
    if isinstance(template, tuple):  # (one, other), counted by the action's count
        if not str(fields.get("count", "")).isdigit():
            return text
        return plural(*template, int(fields.pop("count")), **fields)
    return tr(template, **fields)


def action_words(match, action: str, seat_name) -> str:
    """An action string of ``match``'s game in the player's words ("play Q♠", "place a
    block at row 1, block 2"); a table's action between hands ("end session") as its button
    says it; the string itself when neither the engine nor the table's actions know it."""
    try:
        kind, fields = match.decode(action)
    except (IllegalAction, ValueError, KeyError, TypeError):
        key = " ".join(str(action).split())
        return tr(TABLE_ACTIONS[key]) if key in TABLE_ACTIONS else action
    return action_phrase(kind, fields, action, seat_name, match.facts.get("game"))


def reason_text(code: str, params: dict, seat_name: Callable[[int], str], game: str | None = None) -> str:
    """A refusal's reason in the current language."""
    template = REFUSALS.get(code)
    if template is None:
        return tr("it is not one of the legal actions now")
    return tr(template, **_fields(params, seat_name, game))


def refusal_text(exc, seat_name: Callable[[int], str], game: str | None = None) -> str:
    """The whole sentence for a refused action: "You cannot ... now: ...." (of ``game``, by
    default the game that refused it)."""
    game = game or exc.game
    return tr("You cannot {action} now: {reason}.",
              action=action_phrase(exc.kind, exc.fields, exc.action, seat_name, game),
              reason=reason_text(exc.code, exc.params, seat_name, game))


__all__ = ["action_phrase", "action_words", "field_text", "reason_text", "refusal_text"]
