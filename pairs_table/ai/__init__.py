"""AI players. Every agent sees only a seat's view and the legal action strings:
``agent.choose(view, legal, rng) -> action string``. ``make_agent(game, level)`` builds one."""

from .base import LEVELS, Agent, RandomAgent, available_levels, make_agent, play_game

__all__ = ["LEVELS", "Agent", "RandomAgent", "available_levels", "make_agent", "play_game"]
