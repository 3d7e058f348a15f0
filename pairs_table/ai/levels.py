"""What the lobby says about how the computer levels of a game differ, where the measured
ladder (docs/ai.md) does not show every step apart.

:func:`level_note` gives the English sentence of a game (also the catalogue key of its
translation) or None when every step is measured apart; the lobby shows it translated.
"""

from __future__ import annotations

LEVEL_NOTES: dict[str, str] = {
    "pairs": "In Pairs, hard is only a little stronger than normal: hard searches each round to its end, "
             "but better moves gain little in this game, and in three runs of 200 games it was clearly "
             "ahead of normal only once.",
    "goblins_poker": "In Goblin's Poker, hard plays the same moves as normal: the moves its search found "
                     "better than normal's lost chips in measured play.",
    "hawthorn": "In Hawthorn, hard is a little stronger than normal: its first card is rarely its lowest, so it "
                "is seldom the first player (worth about 0.9 chips a hand), and otherwise it keeps normal's moves "
                "unless its playouts find a clearly better one; in three runs of 200 hands that edge did not show "
                "clearly.",
    "hasenpfeffer": "In Hasenpfeffer, hard is clearly stronger than normal: it plays sampled deals out before "
                    "each bid and card, and was ahead of normal in three runs of 200 deals out of three.",
    "pyramid_poker": "In Pyramid Poker, hard is clearly stronger than normal when the computer has time to spare: it "
                     "was ahead of normal in three runs of 200 rounds out of three; on a busy computer, with too "
                     "little time to search, it plays normal's move more often.",
}


def level_note(game: str) -> str | None:
    """The honest word on the levels of ``game``, or None."""
    return LEVEL_NOTES.get(game)


__all__ = ["LEVEL_NOTES", "level_note"]
