"""What the lobby says about how the computer levels of a game differ, in a player's words:
what each level does, never the figures of the runs that measured it (those are in
docs/ai.md).

Each game's agents module says it as its ``LEVEL_NOTE``: the English sentence (also the
catalogue key of its translation), or None when every step is measured apart.
:func:`level_note` finds it through the registry; the lobby shows it translated.
"""

from __future__ import annotations

from ..engine.registry import GAME_NAMES, part


def level_note(game: str) -> str | None:
    """The honest word on the levels of ``game``, or None."""
    return getattr(part(game, "ai"), "LEVEL_NOTE", None)


def level_notes() -> dict[str, str]:
    """Every registered game's note, where it has one, in the registry's order."""
    return {game: note for game in GAME_NAMES if (note := level_note(game))}


__all__ = ["level_note", "level_notes"]
