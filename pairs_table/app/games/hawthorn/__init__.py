"""Hawthorn: its table, its odds and hint phrasing, and what the app shows of it."""

from __future__ import annotations

from ...table.vocab import (ACTION_PHRASES, CHIP_SOUNDS, MOVES, OUTCOMES, RANK_PHRASES, SESSION_MOVES,
                            SESSION_PHRASES, SOUNDS, kinds)
from ..descriptor import Game
from .hints import odds_lines

GAME = Game(
    key="hawthorn",
    at_game="{name} at Hawthorn",
    table="table:HawthornTable",
    how_to=(
        "Everyone antes 1 and picks a secret first card from a hand of five; the lowest first card "
        "takes the button and starts.",
        "Deck rounds: hit (draw onto your stack) or fold. Hand rounds: play a card from your hand "
        "or fold. Folding costs L, the lowest face-up card.",
        "Catch a pair and you pay its rank and are out. The last player in takes the whole pot.",
    ),
    card=("pairs", "3"),
    deck="pairs",
    colour_blind_deck="pairs_cb",
    give_up="fold",
    odds_lines=odds_lines,
    chips=True,
    bench_seats=6,
    sounds={**CHIP_SOUNDS, **kinds(SOUNDS, "hit", "fold", "play"), "button": None, "round": None},
    moves={**kinds(MOVES, "choose", "hit", "fold", "play"), **SESSION_MOVES},
    action_phrases={**kinds(ACTION_PHRASES, "hit", "fold"), **RANK_PHRASES, **SESSION_PHRASES},
    outcomes=kinds(OUTCOMES, "pair", "pot_won"),
    drawn=("hit", "fold"),
)
