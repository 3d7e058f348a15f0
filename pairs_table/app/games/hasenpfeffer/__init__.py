"""Hasenpfeffer: its table (:mod:`.table`) and what the app shows of it."""

from __future__ import annotations

from ..descriptor import Game

GAME = Game(
    key="hasenpfeffer",
    table="games.hasenpfeffer.table:HasenpfefferTable",
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
)
