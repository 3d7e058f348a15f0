"""Pairs: its table, its odds and hint phrasing, and what the app shows of it."""

from __future__ import annotations

from ...table.vocab import ACTION_PHRASES, MOVES, OUTCOMES, SOUNDS, TIE_SOUNDS, kinds
from ..descriptor import Game, OptionText
from .hints import odds_lines


def _not_losers(facts: dict, players: int) -> list[int] | None:
    """The winners of a game that is over: everyone but its loser."""
    loser = facts.get("loser")
    return None if loser is None else [s for s in range(players) if s != loser]


GAME = Game(
    key="pairs",
    at_game="{name} at Pairs",
    table="table:PairsTable",
    how_to=(
        "On your turn, hit (draw a card onto your face-up stack) or fold (take the lowest card "
        "on the table and score it).",
        "Draw a card that matches one in your own stack and you catch a pair: you score its rank "
        "and the round ends.",
        "Points are bad: the first player to reach the losing score loses the game.",
    ),
    card=("pairs", "7"),
    deck="pairs",
    colour_blind_deck="pairs_cb",
    give_up="fold",
    odds_lines=odds_lines,
    bench_seats=8,
    hand_word="round {n}",
    option_texts={
        "losing_score_mode": OptionText(
            label="Losing score", help="Losing score from the printed table, or 60 ÷ players + 1",
            values={"table": "printed table", "formula": "60 ÷ players + 1"}),
        "pairs_stake": OptionText(label="Loser pays each player"),
    },
    sounds={**kinds(SOUNDS, "deal", "round_start", "start", "hit", "fold", "pair"), **TIE_SOUNDS,
            "stake": "chips", "game_lost": "pair", "game_start": None, "reshuffle": None, "round_end": None},
    moves=kinds(MOVES, "hit", "fold"),
    action_phrases=kinds(ACTION_PHRASES, "hit", "fold"),
    outcomes=kinds(OUTCOMES, "pair"),
    drawn=("hit", "fold"),
    result_facts={"winners": _not_losers},
)
