"""Pyramid Poker: its table and what the app shows of it."""

from __future__ import annotations

from ...table.vocab import ACTION_PHRASES, MOVES, SOUNDS, kinds
from ..descriptor import Game, OptionText


def _built(state, seats: int) -> bool:
    """The bench measures a pyramid well into its building."""
    return sum(1 for e in state.log if e.kind == "place") >= 30


GAME = Game(
    key="pyramid_poker",
    at_game="{name} at Pyramid Poker",
    table="table:PyramidTable",
    how_to=(
        "Building: in turns, draw a block from your supply and place it in the pyramid, facing "
        "you. Only you see your blocks; the opponent sees their backs.",
        "Taking apart: in turns, take any free block (nothing resting on it) and put it face up "
        "into one of your three hands. A joker reveals three set-aside blocks: keep one.",
        "Each hand is compared with the opponent's hand opposite it: win 2 of the 3 to beat them, "
        "all 3 to crush them.",
    ),
    card=("standard", "AS"),
    deck="standard",
    colour_blind_deck="standard4",
    bench_seats=2,
    bench_ready=_built,
    hand_word="round {n}",
    figures={"pyramid": "rules_figure:pyramid_figure"},
    option_texts={
        "scoring": OptionText(values={"basic": "basic", "advanced": "advanced"}),
        "target": OptionText(needs=("scoring", "advanced", "Counts only with advanced scoring")),
    },
    sounds={**kinds(SOUNDS, "round_start", "draw", "choose", "take", "discard", "game_over"),
            "place": "flip", "to_hand": "flip", "joker_reveal": "flip", "compare": "trick",
            "round_scored": "win", "build_done": None},
    moves={**kinds(MOVES, "choose"),
           "hand": ("{name} puts it into hand {hand}", "You put it into hand {hand}"),
           "take": ("{name} takes the block at {slot}", "You take the block at {slot}"),
           "place": ("{name} places a block at {slot}", "You place a block at {slot}")},
    action_phrases={**kinds(ACTION_PHRASES, "choose"), "hand": "put it into hand {hand}",
                    "take": "take the block at {slot}", "place": "place a block at {slot}"},
    drawn=("take",),
    steps={"build": "building", "pick": "taking apart", "choose": "choosing", "assign": "choosing a hand"},
    result_facts={"scores": "vp"},
)
