"""The words and sounds of the event and action kinds several games share, written once.

A game's descriptor (``app/games/<game>/__init__.py``) declares every kind its engine
produces: the sound of each event kind (``sounds``), how each action reads in a history
(``moves``) and after "You cannot ... now" (``action_phrases``), what an event tells
everyone (``outcomes``, ``counted``). It takes the shared ones from here by name
(:func:`kinds`), so that what a game says is always its own declaration; shared code looks
a kind up only through the game's descriptor.

Texts are catalogue keys (``tools/i18n_extract.py`` reads these tables).
"""

from __future__ import annotations

# event kind -> sound (app/sound.py NAMES; None: silent)
SOUNDS = {
    "deal": "deal", "hand_start": "deal", "round_start": "deal", "deal_back": "deal", "draw": "deal",
    "hit": "flip", "play": "flip", "reveal": "flip", "take": "flip", "choose": "flip", "discard": "flip",
    "start": "flip",
    "fold": "chips", "pass": "chips", "bid": "chips",
    "pair": "pair", "bust": "pair",
    "trick": "trick",
    "game_over": "win",
}

# The Pairs deck's LOW-TIE (engine/pairsdeck.py): a tie broken by cards from the deck.
TIE_SOUNDS = {"tie": None, "tie_card": None, "tie_no_card": None, "tie_pair_discarded": None}

# A chip session (engine/session.py) and a hand of a chip game (engine/chipgame.py).
CHIP_SOUNDS = {
    **TIE_SOUNDS,
    "antes": "chips", "stakes": "chips", "pot_split": "chips", "stakes_returned": "chips",
    "busted_out": "pair", "pot_won": "win", "session_over": "win", "left_session": None,
    "deal": "deal", "hand_start": "deal", "choose": "flip", "reveal": "flip", "pair": "pair",
    "out": None, "reshuffle": None,
}

# action kind -> (about a player by {name}, about you) in a history
MOVES = {
    "hit": ("{name} hits", "You hit"),
    "fold": ("{name} folds", "You fold"),
    "pass": ("{name} passes", "You pass"),
    "play": ("{name} plays {card}", "You play {card}"),
    "choose": ("{name} chooses {card}", "You choose {card}"),
    "discard": ("{name} discards {card}", "You discard {card}"),
}
# the chip session's own action of the table
SESSION_MOVES = {"end_session": ("The session ends", "The session ends")}

# action kind -> the phrase after "You cannot ... now"
ACTION_PHRASES = {
    "hit": "hit", "fold": "fold", "pass": "pass", "play": "play {card}", "choose": "choose {card}",
    "discard": "discard {card}",
}
SESSION_PHRASES = {"end_session": "end the session"}
# A card of the Pairs deck is a bare number: "play 4" would read as the typed action, so
# these name it as the player's card.
RANK_PHRASES = {"play": "play your {card}", "choose": "choose your {card} as your first card"}

# event kind -> (about a player, about you), said after the move whose events hold it
OUTCOMES = {
    "pair": ("{name} catches a pair of {rank}s", "You catch a pair of {rank}s"),
    "pot_won": ("{name} wins the pot: {n}", "You win the pot: {n}"),
}


def kinds(table: dict, *names: str) -> dict:
    """The entries of ``table`` for ``names`` (a KeyError names one it does not have)."""
    return {name: table[name] for name in names}


__all__ = ["ACTION_PHRASES", "CHIP_SOUNDS", "MOVES", "OUTCOMES", "RANK_PHRASES", "SESSION_MOVES",
           "SESSION_PHRASES", "SOUNDS", "TIE_SOUNDS", "kinds"]
