"""The guided first hand of Goblin's Poker: one hand on a fixed deal against Ana and Bo.

Your 2 makes the smallest stack; you send round a 9 that only Bo's stack fears (Bo catches
the pair) and then a 10, and Ana passes, so you take the pot.
"""

from __future__ import annotations

from ....engine.scenario import parse_setup
from ...table.guide import Card, Lesson, Prompt
from ...table.log import Msg

SETUP = parse_setup({
    "game": "goblins_poker", "players": 3, "seed": 2,  # the seed deals the centre back as the script needs
    "deals": [{"hands": [["2", "9", "6", "7", "8", "10"], ["5", "3", "4", "10", "8", "7"],
                         ["9", "6", "10", "4", "3", "8"]],
               "deck": []}],
})

ROUND = "A round"

LESSON = Lesson(
    game="goblins_poker",
    setup=SETUP,
    names=("", "Ana", "Bo"),
    steps=(
        Prompt(Msg("Pick a first card in secret: the picks start the stacks, and the smallest stack acts first "
                   "in every round. Your {card} makes yours the smallest.", card=Card("2")),
               "The smallest stack", "choose 2"),
        Prompt(Msg("Play a card face down into the centre, or pass. The centre cards are shuffled and dealt back, "
                   "so any card may come back to you. The {card} is on another stack but not on yours: a safe "
                   "card to send round.", card=Card("9")), ROUND, "play 9"),
        Prompt(Msg("Your stack now holds a {low} and a {high}: keep both ranks out of the centre. The {card} is "
                   "safe for you.", low=Card("2"), high=Card("6"), card=Card("10")), ROUND, "play 10"),
    ),
    others=("choose 5", "choose 9", "play 10", "play 6", "pass"),
    phases={
        "turn": Prompt(Msg("Play a card face down into the centre, or pass: a pass costs the pot plus L, the "
                           "lowest face-up card of the players still in. A card dealt back that pairs your stack "
                           "costs its rank."), ROUND),
        "choose": Prompt(Msg("Pick a first card in secret: the smallest stack acts first in every round."),
                         "The smallest stack"),
    },
    closing=Prompt(Msg("The hand is over: the moment only one player is left, that player takes the whole pot. "
                       "Each pass roughly doubles the pot, so the first to pass pays least."), "The end"),
)
