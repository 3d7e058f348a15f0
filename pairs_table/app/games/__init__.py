"""Every game the app offers, each described once by the descriptor of its folder.

:data:`REGISTRY` maps a game's contract name to its folder (``app/games/<game>/``), whose
``GAME`` (a :class:`~.descriptor.Game`) says everything the app knows about the game
besides its rules: its table, how to play, the give-up verb, the chooser's card, the odds
and hint phrasing, the deck, the lobby's extras, the bench's seats. A game's folder is named by its
entry in :mod:`pairs_table.engine.registry`.
"""

from __future__ import annotations

import importlib

from ...engine.registry import GAME_NAMES, entry
from .descriptor import Game

REGISTRY = GAME_NAMES  # the games in the registry's order (pairs_table.engine.registry)


def keys() -> list[str]:
    """The games in the order the chooser shows them."""
    return list(GAME_NAMES)


def folder(key: str) -> str:
    """The package of ``key``'s folder (KeyError for a game the app does not offer)."""
    if key not in GAME_NAMES:
        raise KeyError(key)
    return entry(key).app


def get(key: str) -> Game:
    """The descriptor of ``key`` (KeyError for a game the app does not offer)."""
    return importlib.import_module(folder(key)).GAME


def playable(key: str) -> bool:
    """Whether ``key`` can be played in this version (it has a table)."""
    return key in REGISTRY and get(key).table is not None


def table_class(key: str):
    """The table scene class of ``key``, or None when the game has no table yet."""
    return get(key).table_class() if playable(key) else None


def figure(kind: str):
    """The function that draws the rules page's figure ``kind`` (from the game whose
    descriptor names it), or None."""
    for key in keys():
        draw = get(key).figure(kind)
        if draw is not None:
            return draw
    return None


def first() -> str:
    return keys()[0]


__all__ = ["Game", "REGISTRY", "figure", "first", "folder", "get", "keys", "playable", "table_class"]
