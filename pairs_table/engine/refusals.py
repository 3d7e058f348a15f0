"""Why the rules refuse an action: one code per reason, with typed fields.

:data:`REFUSALS` maps each code to its English sentence, a ``str.format`` template over the
refusal's fields. A front end translates a refusal from its code and fields, never from the
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

from typing import Callable

REFUSALS: dict[str, str] = {
    # any game
    "game_over": "the game is over",
    "session_over": "the session is over",
    "hand_over": "the hand is over",
    "round_over": "the round is over",
    "deal_over": "the deal is over",
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
    # Pairs
    "fold_no_card": "no card can be drawn (the draw pile and the discard pile are both empty), so you must fold",
    # Hawthorn
    "hand_round": "round {round} is a hand round: play a card or fold",
    "deck_round": "round {round} is a deck round: hit or fold",
    "fold_no_draw": "no card can be drawn: fold",
    # Hawthorn and Goblin's Poker
    "choose_first": "the secret first card comes first",
    "rank_not_held": "there is no {rank} in that hand",
    "already_chosen": "the first cards have already been chosen",
    # Blackstone
    "take_at_least": "you must take at least {count} (the last take)",
    "draw_pile_short": "only {count} cards are left in the draw pile",
    # Hasenpfeffer
    "wrong_step": "it is the {step} step now",
    "bid_unknown": "that bid does not exist with this bid scale",
    "bid_too_low": "a bid must be higher than the current high bid ({bid})",
    "card_not_held": "{card} is not in that hand",
    "lone_choice": "the choice is to go alone or to play with the partner",
    "must_follow": "the led suit ({suit}) must be followed with a card of that suit",
    "trump_letter": "trumps are named by a suit letter: C, D, H or S",
    "bids_numeric": "the bids are 1 to 6",
    "bids_pepper": "with the pepper scale the bids are 1 to 5, little pepper and big pepper",
    # Pyramid Poker
    "time_to_place": "it is time to place a block in the pyramid",
    "time_to_take": "it is time to take a free block from the pyramid",
    "time_to_choose": "it is time to choose one of the revealed blocks",
    "time_to_assign": "it is time to put the taken block into one of your hands",
    "no_slot": "there is no place {slot} in the pyramid (rows 0 to 7; row r has columns 0 to 7 - r)",
    "name_the_block": "with an open supply, name the block: place CARD R,C",
    "blind_supply": "the supply is blind: 'place R,C' places the block just drawn",
    "write_coords": "write '{form}' with a row and a column, like '{word} 0,3'",
    "hand_numbers": "the hands are numbered 1, 2 and 3",
    "not_in_supply": "{card} is not in your supply",
    "slot_taken": "place {slot} already holds a block",
    "slot_unsupported": "place {slot} needs blocks at {below_left} and {below_right} under it",
    "no_block": "there is no block at {slot}",
    "block_not_free": "the block at {slot} is not free: a block rests on it",
    "joker_not_choosable": "a revealed joker cannot be chosen",
    "not_revealed": "{card} is not one of the revealed blocks",
    "hand_full": "hand {hand} is full",
}

GAME_TITLES = {"pairs": "Pairs", "hawthorn": "Hawthorn", "goblins_poker": "Goblin's Poker",
               "blackstone": "Blackstone", "hasenpfeffer": "Hasenpfeffer", "pyramid_poker": "Pyramid Poker"}


def plain_field(name: str, value, seat_name: Callable[[int], str]) -> str:
    """A field's value in the engine's plain English."""
    if name == "seat":
        return seat_name(value)
    if name in ("slot", "below_left", "below_right"):
        return f"{value[0]},{value[1]}"
    if name == "forms":
        return ", ".join(value)
    if name == "game":
        return GAME_TITLES.get(value, str(value))
    return str(value)


def _seat(seat) -> str:
    return f"seat {seat}"


def english(code: str, params: dict, seat_name: Callable[[int], str] = _seat) -> str:
    """The English sentence of a refusal."""
    template = REFUSALS.get(code)
    if template is None:
        return code.replace("_", " ")
    return template.format(**{k: plain_field(k, v, seat_name) for k, v in params.items()})
