"""What the lobby says about how the computer levels of a game differ, in a player's words:
what each level does, never the figures of the runs that measured it (those are in
docs/ai.md).

:func:`level_note` gives the English sentence of a game (also the catalogue key of its
translation) or None when every step is measured apart; the lobby shows it translated.
"""

from __future__ import annotations

LEVEL_NOTES: dict[str, str] = {
    "pairs": "In Pairs, hard looks further ahead than normal, but in this game that gains little: expect "
             "it to play much like normal.",
    "goblins_poker": "In Goblin's Poker, hard plays the same moves as normal: looking further ahead found no "
                     "better ones.",
    "hawthorn": "In Hawthorn, hard is a little stronger than normal: it rarely picks its lowest card as its "
                "first card, so it seldom has to start, and otherwise plays much like normal.",
    "hasenpfeffer": "In Hasenpfeffer, hard is clearly stronger than normal: before each bid and card it tries out "
                    "how the deal could go on.",
    "pyramid_poker": "In Pyramid Poker, hard is clearly stronger than normal: it looks ahead before each move, and "
                     "plays more like normal when the computer is busy.",
}


def level_note(game: str) -> str | None:
    """The honest word on the levels of ``game``, or None."""
    return LEVEL_NOTES.get(game)


__all__ = ["LEVEL_NOTES", "level_note"]
