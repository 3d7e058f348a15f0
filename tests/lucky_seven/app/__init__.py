"""Lucky Seven in the window: its table, its words (``locale/``) and what the app shows of it."""

from __future__ import annotations

from pairs_table.app.games.descriptor import Game, OptionText

GAME = Game(
    key="lucky_seven",
    at_game="{name} at Lucky Seven",
    title="Lucky Seven",
    table="table:LuckySevenTable",
    how_to=(
        "Everyone is dealt one card face down. In turn, keep it or swap it once for the top card of the deck.",
        "The card nearest to 7 takes one chip from each other player.",
    ),
    card=("pairs", "7"),
    deck="pairs",
    colour_blind_deck="pairs_cb",
    bench_seats=4,
    guide=None,
    option_texts={
        "hands": OptionText(label="Hands", help="The hands of a session"),
        "bankroll": OptionText(label="Chips at the start", help="Each player's chips at the start"),
    },
    sounds={"hand_start": "deal", "deal": "deal", "keep": None, "swap": "flip", "showdown": "flip",
            "take": "chips", "session_over": "win"},
    moves={"keep": ("{name} keeps", "You keep"), "swap": ("{name} swaps", "You swap")},
    action_phrases={"keep": "keep", "swap": "swap"},
)
