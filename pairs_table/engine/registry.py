"""The six games by contract name. Modules are imported on first use."""

from __future__ import annotations

import importlib

from .base import GameInfo
from .errors import ScenarioError, shown

GAME_MODULES = {
    "pairs": "pairs",
    "hawthorn": "hawthorn",
    "goblins_poker": "goblins_poker",
    "blackstone": "blackstone",
    "hasenpfeffer": "hasenpfeffer",
    "pyramid_poker": "pyramid_poker",
}

GAME_NAMES = tuple(GAME_MODULES)


def available_games() -> list[str]:
    """The games whose rules module is present, in the contract's order."""
    out = []
    for name in GAME_NAMES:
        try:
            get_game(name)
        except ScenarioError:
            continue
        out.append(name)
    return out


def get_game(name) -> GameInfo:
    if not isinstance(name, str) or name not in GAME_MODULES:
        raise ScenarioError(
            f"{shown(name)} is not a game (the games are: {', '.join(GAME_NAMES)})"
        )
    try:
        mod = importlib.import_module(f"{__package__}.{GAME_MODULES[name]}")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.endswith("." + GAME_MODULES[name]):
            raise ScenarioError(f"the game '{name}' is not available in this version") from None
        raise
    return mod.GAME
