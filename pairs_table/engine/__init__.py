"""The pure rules engine: no pygame, no clock, no global random, no I/O."""

from .base import DealScript, Event, GameInfo, GameState, Option, Shuffler
from .errors import EngineError, IllegalAction, ScenarioError
from .registry import GAME_NAMES, available_games, get_game
from .rng import Rng

__all__ = [
    "DealScript", "Event", "GameInfo", "GameState", "Option", "Shuffler",
    "EngineError", "IllegalAction", "ScenarioError",
    "GAME_NAMES", "available_games", "get_game", "Rng",
]
