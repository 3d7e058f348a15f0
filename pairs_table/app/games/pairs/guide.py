"""The guided first hand of Pairs: one round on a fixed deal against Ana and Bo.

You start with the lowest card, hit twice (the second time with a fold costing 4) and fold
when the 2 you drew is the lowest card on the table. Ana and Bo hit every turn.
"""

from __future__ import annotations

from ....engine.scenario import parse_setup
from ...table.guide import Card, Lesson, Prompt
from ...table.log import Msg

SETUP = parse_setup({
    "game": "pairs", "players": 3, "seed": 11,
    "deals": [{"hands": [["4"], ["6"], ["9"]], "deck": ["10", "7", "5", "2", "8", "3"]}],
})

TURN = "Your turn"

LESSON = Lesson(
    game="pairs",
    setup=SETUP,
    names=("", "Ana", "Bo"),
    steps=(
        Prompt(Msg("Your {card} is the lowest card on the table, so you play first. A hit draws a card onto "
                   "your stack; a card that matches one in your own stack is a pair, and you score its rank.",
                   card=Card("4")), TURN, "hit"),
        Prompt(Msg("Folding now would cost {low} points: the lowest card on the table is your own {low}. Only "
                   "your own stack counts for a pair, so a hit hurts you only with a {low} or a {high}.",
                   low=Card("4"), high=Card("10")), TURN, "hit"),
        Prompt(Msg("The {card} you drew is now the lowest card on the table. A fold takes the lowest card from "
                   "any stack, your own included, and scores it: here only {card} points, and the round ends.",
                   card=Card("2")), TURN, "fold"),
    ),
    others=("hit", "hit", "hit", "hit"),
    phases={
        "play": Prompt(Msg("Your turn: hit to draw a card onto your stack, or fold to score the lowest card on "
                           "the table. A card that matches one in your own stack is a pair."), TURN),
    },
    closing=Prompt(Msg("The round is over: you keep the card you scored and the other cards on the stacks go to "
                       "the discard pile. Rounds go on until someone reaches the losing score. The rest of the "
                       "game is yours."), "Scoring and the end"),
)
