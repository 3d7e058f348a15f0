"""Why the rules refused an action, in the player's language.

A refusal (:class:`~pairs_table.engine.errors.IllegalAction`) carries a code and typed
fields; :func:`refusal_text` translates the code's English template (the catalogue key) and
fills in each field in words (:mod:`.words`). The refused action is phrased from its decoded
kind and fields the same way. No engine text is ever read back.
"""

from __future__ import annotations

from typing import Callable

from ..engine.errors import IllegalAction
from ..engine.refusals import REFUSALS
from . import words
from .i18n import plural, tr

# An action's kind and fields -> the phrase after "You cannot ... now".
ACTION_PHRASES = {
    "hit": "hit", "fold": "fold", "pass": "pass", "alone": "go alone", "partner": "play with your partner",
    "play": "play {card}", "choose": "choose {card}", "discard": "discard {card}", "bid": "bid {bid}",
    "trump": "name {suit} trumps", "hand": "put it into hand {hand}",
    "take": "take {count}", "take_block": "take the block at {slot}", "place": "place a block at {slot}",
    "end_session": "end the session",
}
TABLE_ACTIONS = {"end session": "End the session"}  # actions of the table between hands, as buttons
# A card of the Pairs deck is a bare number: "play 4" would read as the typed action, so
# these name it as the player's card (and a take counts its cards).
RANK_PHRASES = {"play": "play your {card}", "choose": "choose your {card} as your first card"}


def field_text(name: str, value, seat_name: Callable[[int], str]) -> str:
    """One field of a refusal or an action, in words."""
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
        return words.step(value)
    if name == "bid":
        return words.bid(value)
    if name == "game":
        return words.game(value)
    if name == "forms":
        return ", ".join(str(v) for v in value)
    return str(value)


def _fields(params: dict, seat_name) -> dict:
    out = {k: field_text(k, v, seat_name) for k, v in params.items()}
    if "rank" in params and "card" not in params:
        out["card"] = out["rank"]
    return out


def action_phrase(kind: str | None, fields: dict | None, text: str, seat_name) -> str:
    """What the player tried, in words; the typed text when it was no action at all."""
    if kind is None:
        return text
    if kind == "take" and "slot" in (fields or {}):
        kind = "take_block"
    fields = _fields(fields or {}, seat_name)
    if kind == "take" and str(fields.get("count", "")).isdigit():
        return plural("take {n} card", "take {n} cards", int(fields.pop("count")), **fields)
    template = ACTION_PHRASES.get(kind)
    if kind in RANK_PHRASES and str(fields.get("card", "")).isdigit():
        template = RANK_PHRASES[kind]
    if template is None:
        return text
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
    return action_phrase(kind, fields, action, seat_name)


def reason_text(code: str, params: dict, seat_name: Callable[[int], str]) -> str:
    """A refusal's reason in the current language."""
    template = REFUSALS.get(code)
    if template is None:
        return tr("it is not one of the legal actions now")
    return tr(template, **_fields(params, seat_name))


def refusal_text(exc, seat_name: Callable[[int], str]) -> str:
    """The whole sentence for a refused action: "You cannot ... now: ...."."""
    return tr("You cannot {action} now: {reason}.",
              action=action_phrase(exc.kind, exc.fields, exc.action, seat_name),
              reason=reason_text(exc.code, exc.params, seat_name))


__all__ = ["ACTION_PHRASES", "action_phrase", "action_words", "field_text", "reason_text", "refusal_text"]
