"""Hasenpfeffer: its table (:mod:`.table`) and what the app shows of it."""

from __future__ import annotations

from ...table.vocab import ACTION_PHRASES, MOVES, SOUNDS, kinds
from ..descriptor import Game, OptionText

GAME = Game(
    key="hasenpfeffer",
    at_game="{name} at Hasenpfeffer",
    table="table:HasenpfefferTable",
    how_to=(
        "Two partnerships, partners opposite. Bid how many of the 6 tricks your side will take "
        "(or pass, for good); the highest bidder takes the widow, names trumps and discards one card.",
        "Follow the led suit if you can. The Joker, then the jack of trumps and the other jack of "
        "the same colour are the highest trumps.",
        "Make the contract and score a point per trick; fail and lose the bid. First side to 10 wins.",
    ),
    card=("standard", "JOKER1"),
    deck="standard",
    colour_blind_deck="standard4",
    partnerships=True,
    bench_seats=4,
    hand_word="deal {n}",
    option_texts={
        "auction_style": OptionText(
            help="Open: bid round and round, a pass is final; one round: one turn each",
            values={"open": "open", "single_round": "one round"}),
        "bid_scale": OptionText(
            help="Numbers: bids 1 to 6; pepper: 1 to 5, Little Pepper, Big Pepper (double stakes)",
            values={"numeric": "numbers", "pepper": "pepper"}),
        "defender_scoring": OptionText(
            help="None: the defenders score nothing; per trick: one point per trick they win",
            values={"none": "none", "per_trick": "per trick"}),
        "target": OptionText(steps=(5, 10, 15, 21)),
    },
    sounds={**kinds(SOUNDS, "deal", "bid", "pass", "discard", "play", "trick"), "widow_taken": "flip",
            "game_won": "win", "forced_bid": None, "annulled": None, "auction_won": None, "trump": None,
            "alone": None, "partner": None, "score": None},
    moves={**kinds(MOVES, "pass", "play", "discard"),
           "alone": ("{name} plays alone", "You play alone"),
           "partner": ("{name} plays with a partner", "You play with your partner"),
           "bid": ("{name} bids {bid}", "You bid {bid}"),
           "trump": ("{name} names {suit} trumps", "You name {suit} trumps")},
    action_phrases={**kinds(ACTION_PHRASES, "pass", "play", "discard"), "alone": "go alone",
                    "partner": "play with your partner", "bid": "bid {bid}", "trump": "name {suit} trumps"},
    outcomes={"trick": ("{name} wins trick {n}.", "You win trick {n}.")},
    steps={"auction": "auction", "trump": "trump", "discard": "discard", "lone": "lone hand", "play": "play"},
)
