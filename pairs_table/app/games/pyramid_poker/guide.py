"""The guided first hand of Pyramid Poker: one round against Ana on a fixed deal.

Your first three placements are guided (a weak block buried in the base, two good ones
placed high); from there every decision names its rule and the round is yours to play.
"""

from __future__ import annotations

from ....engine.scenario import parse_setup
from ...table.guide import Card, Lesson, Prompt
from ...table.log import Msg

SETUP = parse_setup({
    "game": "pyramid_poker", "players": 2, "seed": 3, "dealer": 0,
    "deals": [{"hands": [["2C", "KS", "AS", "3D", "QS"], ["7H", "4S", "9C"]]}],
})

BUILDING = "Building"
TAKING = "Taking apart"

LESSON = Lesson(
    game="pyramid_poker",
    setup=SETUP,
    names=("", "Ana"),
    steps=(
        Prompt(Msg("You drew the {card}: place it on the base or on two neighbouring blocks. A weak block is best "
                   "buried in the base, which stays covered until late.", card=Card("2C")), BUILDING, "place 0,0"),
        Prompt(Msg("The {card} is a good block: place it high, resting on two neighbouring blocks, so that it is "
                   "free early when the pyramid is taken apart.", card=Card("KS")), BUILDING, "place 1,0"),
        Prompt(Msg("Your blocks face you: your opponent sees only their backs. Keep the {card} reachable too.",
                   card=Card("AS")), BUILDING, "place 1,1"),
    ),
    others=("place 0,1", "place 0,2"),
    phases={
        "build": Prompt(Msg("Place the block you drew on the base or on two neighbouring blocks. Bury weak blocks "
                            "low and keep good ones high."), BUILDING),
        "pick": Prompt(Msg("Take any free block (nothing rests on it), whichever way it faces: blocks facing you "
                           "are known to you."), TAKING),
        "assign": Prompt(Msg("Put the block in one of your three hands; it never moves again. Each hand is "
                             "compared with the opponent's hand opposite it."), "Scoring"),
        "choose": Prompt(Msg("A joker leaves the game: keep one of the three revealed blocks that is not a "
                             "joker."), TAKING),
    },
    closing=Prompt(Msg("The round is over: each of your hands was compared with the one opposite it, position "
                       "by position. The rest of the game is yours."), "Scoring"),
)
