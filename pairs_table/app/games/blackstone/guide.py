"""The guided first hand of Blackstone: one hand on a fixed deal against Ana and Bo.

Your 3 goes to the middle and makes you the first player; Ana, holding a 10, passes; you
take 1 and then 2, and Bo busts with a second 10.
"""

from __future__ import annotations

from ....engine.scenario import parse_setup
from ...table.guide import Card, Lesson, Prompt
from ...table.log import Msg

SETUP = parse_setup({
    "game": "blackstone", "players": 3, "seed": 3,
    "deals": [{"hands": [["3"], ["10"], ["6"]], "deck": ["5", "4", "10", "8", "10", "7", "10"]}],
})

TURN = "Your turn"

LESSON = Lesson(
    game="blackstone",
    setup=SETUP,
    names=("", "Ana", "Bo"),
    steps=(
        Prompt(Msg("Your {card} went to the middle as a white stone, and as the lowest card it makes you the "
                   "first player. Take at least one card, or pass. Without a black stone you can take calmly: "
                   "it takes two 10s to bust you.", card=Card("3")), TURN, "take 1"),
        Prompt(Msg("The minimum only goes up: a player took {n}, so you must take {n} or more, or pass. You still "
                   "hold no black stone: take {n}.", n=2), TURN, "take 2"),
    ),
    others=("pass", "take 2", "take 2"),
    phases={
        "turn": Prompt(Msg("Take at least as many cards as the last player who took, or pass: a pass costs your "
                           "stake and half the white stones in the middle. A second 10 busts you."), TURN),
    },
    closing=Prompt(Msg("The hand is over. A player with two black stones busts and pays a chip for every white "
                       "stone in the middle; the players still in share the pot."), "Busting and the end"),
)
