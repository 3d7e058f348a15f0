"""Why the rules refuse an action: one code per reason, with typed fields.

:data:`REFUSALS` maps each code to its English sentence, a ``str.format`` template over the
refusal's fields: the codes several games use (:data:`SHARED`, here) and the codes only one
game uses, which are that game's own (its rules module's ``REFUSALS``, found through the
registry when the catalogue is first read, so this module imports no game). A front end translates a refusal from its code and fields, never from the
English text: the template is also the key of its translation. A field's kind is given by
its name:

=================  ======================================================================
field              value
=================  ======================================================================
``seat``           a seat number
``rank``           a Pairs-deck rank, 1 to 10
``card``           a card's contract name (``"QS"``, ``"JOKER"``, ``"10H"``)
``suit``           a suit letter, ``C`` ``D`` ``H`` ``S``
``slot``           a pyramid place ``[row, column]`` (also ``below_left``, ``below_right``)
``step``           a step of the deal: ``auction`` ``trump`` ``discard`` ``lone`` ``play``
``bid``            a bid's text: ``"3"``, ``"little pepper"``, ``"big pepper"``
``game``           a game's contract name
``forms``          a list of action forms (``"take N"``, ``"play CARD"``)
``form``, ``word`` an action form or word, as the player typed or should type it
``text``           part of what the player typed
``round``,         whole numbers
``count``,
``hand``
=================  ======================================================================
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Callable

from .catalogue import Catalogue

SHARED: dict[str, str] = {
    # any game
    "game_over": "the game is over",
    "session_over": "the session is over",
    "hand_over": "the hand is over",
    "round_over": "the round is over",
    "not_now": "it is not one of the legal actions now",
    "not_your_turn": "it is {seat}'s turn",
    "unknown_action": "it is not an action of {game} (its actions: {forms})",
    "needs_number": "write '{form}' with one whole number",
    "no_number": "'{word}' takes no number",
    "take_at_least_one": "a take is at least 1 card",
    "rank_range": "card ranks go from 1 to 10",
    "not_a_card": "'{text}' is not a card of {game}",
    # chip sessions
    "mid_hand": "a hand is being played; a session stops only between hands",
    # a secret first card (the chip games of chipgame.py)
    "choose_first": "the secret first card comes first",
    "rank_not_held": "there is no {rank} in that hand",
    "already_chosen": "the first cards have already been chosen",
}

REFUSALS: Mapping[str, str] = Catalogue(SHARED, "engine", "REFUSALS")


def game_title(name) -> str:
    """A game's title in English, from its contract name (the name itself when no game has it)."""
    from .errors import ScenarioError
    from .registry import get_game

    try:
        return get_game(name).title
    except ScenarioError:
        return str(name)


def plain_field(name: str, value, seat_name: Callable[[int], str]) -> str:
    """A field's value in the engine's plain English."""
    if name == "seat":
        return seat_name(value)
    if name in ("slot", "below_left", "below_right"):
        return f"{value[0]},{value[1]}"
    if name == "forms":
        return ", ".join(value)
    if name == "game":
        return game_title(value)
    return str(value)


def _seat(seat) -> str:
    return f"seat {seat}"


def english(code: str, params: dict, seat_name: Callable[[int], str] = _seat) -> str:
    """The English sentence of a refusal."""
    template = REFUSALS.get(code)
    if template is None:
        return code.replace("_", " ")
    return template.format(**{k: plain_field(k, v, seat_name) for k, v in params.items()})
