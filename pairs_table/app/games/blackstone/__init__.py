"""Blackstone: its table, its odds and hint phrasing, and what the app shows of it."""

from __future__ import annotations

from ...table.vocab import (ACTION_PHRASES, CHIP_SOUNDS, MOVES, OUTCOMES, SESSION_MOVES, SESSION_PHRASES,
                            SOUNDS, kinds)
from ..descriptor import Game
from .hints import odds_lines

GAME = Game(
    key="blackstone",
    at_game="{name} at Blackstone",
    table="table:BlackstoneTable",
    how_to=(
        "Tens are black stones, every other card is a white stone and goes to the middle. Each "
        "player has a 5-chip stake in front of them.",
        "On your turn take N cards (at least as many as the last taker) or pass: you lose your "
        "stake and pay half the white stones, rounded up.",
        "Draw a second black stone and you bust: stake plus one chip per white stone. The others "
        "split the pot; the last player left in takes it all.",
    ),
    card=("pairs", "10"),
    deck="pairs",
    colour_blind_deck="pairs_cb",
    give_up="pass",
    odds_lines=odds_lines,
    chips=True,
    bench_seats=8,
    sounds={**CHIP_SOUNDS, **kinds(SOUNDS, "pass", "take", "bust"), "first_player": None,
            "draw_shuffle": None, "tens_returned": None, "white_stones": None},
    moves={**kinds(MOVES, "pass"), "take": ("{name} takes {count}", "You take {count}"), **SESSION_MOVES},
    action_phrases={**kinds(ACTION_PHRASES, "pass"), "take": ("take {n} card", "take {n} cards"),
                    **SESSION_PHRASES},
    outcomes={**kinds(OUTCOMES, "pot_won"), "bust": ("{name} busts!", "You bust!")},
    drawn=("take",),
)
