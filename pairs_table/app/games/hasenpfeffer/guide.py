"""The guided first hand of Hasenpfeffer: one deal on a fixed deal, you and Bo against Ana
and Cees.

You bid 4 with the Joker and both red jacks, take the widow, name hearts, discard the ace
of spades and lead your six trumps from the top: all six tricks.
"""

from __future__ import annotations

from ....engine.scenario import parse_setup
from ...table.guide import Card, Lesson, Prompt
from ...table.log import Msg

SETUP = parse_setup({
    "game": "hasenpfeffer", "players": 4, "seed": 3, "dealer": 3,
    "deals": [{"hands": [["JOKER", "JH", "JD", "AH", "KH", "AS"], ["9H", "9S", "10S", "QS", "9C", "10C"],
                         ["AC", "KC", "QC", "JC", "KD", "AD"], ["10H", "JS", "KS", "9D", "10D", "QD"]],
               "deck": ["QH"]}],
})

BIDDING = "Deal and bidding"
PLAY = "Play"
KEEP_LEADING = Msg("You won the trick, so you lead again. The highest trump wins: keep leading trumps, the {card} "
                   "now.")

LESSON = Lesson(
    game="hasenpfeffer",
    setup=SETUP,
    names=("", "Ana", "Bo", "Cees"),
    steps=(
        Prompt(Msg("Bid how many of the 6 tricks your side will take, or pass; a pass is final. With {joker}, both "
                   "red jacks and the ace and king of hearts, bid 4: count on your partner for about one "
                   "trick, not more.", joker=Card("JOKER")), BIDDING, "bid 4"),
        Prompt(Msg("You are the declarer: the widow is yours. Name hearts trumps: the {right} is then the highest "
                   "trump after the Joker, and the {left} counts as a heart.", right=Card("JH"), left=Card("JD")),
               "The cards", "trump H"),
        Prompt(Msg("Discard one card face down. Every other card you hold is a trump now: give up the {card}.",
                   card=Card("AS")), BIDDING, "discard AS"),
        Prompt(Msg("You lead the first trick. The others must follow suit if they can. Lead {card}, the "
                   "highest trump of all.", card=Card("JOKER")), PLAY, "play JOKER"),
        Prompt(Msg("You won the trick, so you lead again. The {card}, the right bower, is the highest trump left.",
                   card=Card("JH")), PLAY, "play JH"),
        Prompt(Msg("The {card} is the left bower: with hearts trumps it is a heart, not a diamond, and the next "
                   "highest trump.", card=Card("JD")), "The cards", "play JD"),
        Prompt(Msg(KEEP_LEADING.key, card=Card("AH")), PLAY, "play AH"),
        Prompt(Msg(KEEP_LEADING.key, card=Card("KH")), PLAY, "play KH"),
        Prompt(Msg(KEEP_LEADING.key, card=Card("QH")), PLAY, "play QH"),
    ),
    others=("pass", "pass", "pass", "play 9H", "play AC", "play 10H", "play 9S", "play KC", "play JS",
            "play 10S", "play QC", "play KS", "play QS", "play JC", "play 9D", "play 9C", "play KD", "play 10D",
            "play 10C", "play AD", "play QD"),
    phases={
        "auction": Prompt(Msg("Bid how many of the 6 tricks your side will take, higher than the last bid, or "
                              "pass; a pass is final."), BIDDING),
        "trump": Prompt(Msg("Name the trump suit: the Joker and both jacks of its colour become the highest "
                            "trumps."), "The cards"),
        "discard": Prompt(Msg("Discard one card face down: emptying a short side suit lets you trump it later."),
                          BIDDING),
        "lone": Prompt(Msg("Play a lone hand without your partner, or not: a lone hand scores double."), "Scoring"),
        "play": Prompt(Msg("Follow the led suit if you can; if you cannot, play any card. The highest trump wins "
                           "the trick, else the highest card of the led suit."), PLAY),
    },
    closing=Prompt(Msg("The deal is over. A contract made scores a point per trick won; a failed one loses the "
                       "bid. The first side to reach the target wins; the rest of the game is yours."), "Scoring"),
)
