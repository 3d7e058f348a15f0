"""The guided first hand of Hawthorn: one hand on a fixed deal against Ana and Bo.

You pick your 2 as a first card and take the button, hit in the deck round and play a safe
card in the hand round; Ana catches a pair of 3s and Bo folds, so you take the pot.
"""

from __future__ import annotations

from ....engine.scenario import parse_setup
from ...table.guide import Card, Lesson, Prompt
from ...table.log import Msg

SETUP = parse_setup({
    "game": "hawthorn", "players": 3, "seed": 3,
    "deals": [{"hands": [["2", "5", "7", "9", "10"], ["6", "8", "8", "4", "3"], ["7", "9", "10", "6", "5"]],
               "deck": ["6", "3", "10", "9"]}],
})

ROUNDS = "Rounds and turns"

LESSON = Lesson(
    game="hawthorn",
    setup=SETUP,
    names=("", "Ana", "Bo"),
    steps=(
        Prompt(Msg("Everyone picks a first card in secret; the picks are turned up together and the lowest "
                   "first card takes the button and starts. Your {card} is low: pick it.", card=Card("2")),
               "Setup", "choose 2"),
        Prompt(Msg("Round 1 is a deck round: hit (draw a card onto your stack) or fold. Your stack holds only "
                   "a {card}, so only another {card} would pair you.", card=Card("2")), ROUNDS, "hit"),
        Prompt(Msg("Round 2 is a hand round: play a card from your hand onto your stack, or fold. Play a safe "
                   "card, one whose rank is not on your stack yet: the {card}.", card=Card("5")), ROUNDS,
               "play 5"),
    ),
    others=("choose 6", "choose 7", "hit", "hit", "play 3", "fold"),
    phases={
        "play": Prompt(Msg("Deck rounds: hit or fold. Hand rounds: play a card from your hand or fold. A pair "
                           "costs its rank; a fold costs L, the lowest face-up card of the players still in."),
                       ROUNDS),
        "choose": Prompt(Msg("Pick a first card in secret from your hand. The lowest first card takes the button "
                             "and starts."), "Setup"),
    },
    closing=Prompt(Msg("The hand is over: the last player still in takes the whole pot. Everyone antes again for "
                       "the next hand; the rest of the session is yours."), "The end"),
)
