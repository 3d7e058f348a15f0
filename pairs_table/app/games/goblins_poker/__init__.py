"""Goblin's Poker: its table, its odds and hint phrasing, and what the app shows of it."""

from __future__ import annotations

from ...table.vocab import (ACTION_PHRASES, CHIP_SOUNDS, MOVES, OUTCOMES, RANK_PHRASES, SESSION_MOVES,
                            SESSION_PHRASES, SOUNDS, kinds)
from ..descriptor import Game, OptionText
from .hints import odds_lines

GAME = Game(
    key="goblins_poker",
    at_game="{name} at Goblin's Poker",
    table="table:GoblinsTable",
    how_to=(
        "Everyone antes 1 and picks a secret first card from a hand of six.",
        "Each round, from the smallest stack: play a card face down to the centre, or pass and pay "
        "the pot plus L (the lowest face-up card).",
        "The centre is shuffled and dealt back face up: a pair costs its rank and puts you out. The "
        "last player in takes the pot; survivors of round 5 split it.",
    ),
    card=("pairs", "9"),
    deck="pairs",
    colour_blind_deck="pairs_cb",
    give_up="pass",
    kept_secret=("play",),
    odds_lines=odds_lines,
    chips=True,
    bench_seats=8,
    option_texts={
        "goblin_pass_cost": OptionText(
            label="Pass cost",
            help="What a pass costs: the pot plus L (the rules), or only L (a playtest option)",
            values={"pot_plus_low": "pot plus L", "low_only": "L only"}),
    },
    sounds={**CHIP_SOUNDS, **kinds(SOUNDS, "pass", "play", "deal_back"), "round": None,
            "centre_shuffle": None, "centre_discarded": None},
    moves={**kinds(MOVES, "choose", "play", "pass"), **SESSION_MOVES},
    action_phrases={**kinds(ACTION_PHRASES, "pass"), **RANK_PHRASES, **SESSION_PHRASES},
    outcomes={**kinds(OUTCOMES, "pair", "pot_won"), "deal_back": ("{name} is dealt {card}", "You are dealt {card}")},
    counted={
        "centre_shuffle": ("The centre card is shuffled and dealt back face up",
                           "The {n} centre cards are shuffled and dealt back face up"),
        "centre_discarded": ("{n} undealt centre card goes to the dead cards unseen",
                             "{n} undealt centre cards go to the dead cards unseen"),
    },
)
