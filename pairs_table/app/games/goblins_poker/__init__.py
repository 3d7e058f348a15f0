"""Goblin's Poker: its table, its odds and hint phrasing, and what the app shows of it."""

from __future__ import annotations

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
)
