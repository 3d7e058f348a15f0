"""The agent interface and the registry of agents by game and level.

An agent gets a seat's view (``state.view(seat)``, a JSON-able dict), the legal action
strings and a random generator, and returns one of the strings (:meth:`Agent.choose`), or
that string with the reason for it (:meth:`Agent.decide`, a
:class:`~pairs_table.ai.reasons.Decision`). It never sees the state, and so can run in a
worker process; what it remembers between decisions (a cache of solved positions) never
changes what it would decide with unlimited time.

A game's agents module (its registry entry's ``ai``) registers its agents with
:func:`register`; :func:`make_agent` imports it on first use.
"""

from __future__ import annotations

import importlib
from typing import Callable

from ..engine.registry import GAME_NAMES, entry
from ..engine.rng import Rng
from .reasons import Decision

LEVELS = ("random", "baseline", "easy", "normal", "hard")

_FACTORIES: dict[tuple[str, str], Callable[..., "Agent"]] = {}


class Agent:
    """A player. Subclasses implement :meth:`choose`, or :meth:`decide` when they can say
    why (then :meth:`choose` is :meth:`decide`'s action)."""

    game: str = ""
    level: str = ""

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if type(self).decide is Agent.decide:
            raise NotImplementedError(f"{type(self).__name__} implements neither choose nor decide")
        return self.decide(view, legal, rng).action

    def decide(self, view: dict, legal: list[str], rng: Rng) -> Decision:
        """The move and why. An agent that does not explain itself gives its choice with
        the reason ``usual`` (``only_move`` when there is no choice)."""
        if len(legal) == 1:
            return Decision(legal[0], "only_move")
        return Decision(self.choose(view, legal, rng), "usual")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.game or 'any game'}, {self.level})"


def careless_move(legal: list[str], rng: Rng, chance: float) -> str | None:
    """A move made without thinking: with ``chance`` any legal move, else None (the agent's
    own choice). The coin is drawn whenever there is a choice, whatever ``chance``, so an
    agent and its careful twin (``chance`` 0) use the same numbers afterwards."""
    if len(legal) > 1 and rng.random() < chance:
        return legal[rng.below(len(legal))]
    return None


class RandomAgent(Agent):
    """Picks a legal action uniformly at random (any game)."""

    level = "random"

    def __init__(self, game: str = "") -> None:
        self.game = game

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if not legal:
            raise ValueError("there is no legal action to choose from")
        return legal[rng.below(len(legal))]


def register(game: str, level: str):
    """Class decorator: make the class the ``level`` agent of ``game``."""
    if game not in GAME_NAMES:
        raise ValueError(f"'{game}' is not a game (the games are: {', '.join(GAME_NAMES)})")
    if level not in LEVELS:
        raise ValueError(f"'{level}' is not an AI level (the levels are: {', '.join(LEVELS)})")

    def deco(cls):
        _FACTORIES[(game, level)] = cls
        cls.game, cls.level = game, level
        return cls

    return deco


def _load(game: str) -> None:
    where = entry(game).ai
    try:
        importlib.import_module(where)
    except ModuleNotFoundError as exc:
        if not where.startswith(exc.name or "\0"):
            raise


def available_levels(game: str) -> list[str]:
    """The levels that have an agent for ``game``, in the order of :data:`LEVELS`."""
    if game not in GAME_NAMES:
        raise ValueError(f"'{game}' is not a game (the games are: {', '.join(GAME_NAMES)})")
    _load(game)
    return [lv for lv in LEVELS if lv == "random" or (game, lv) in _FACTORIES]


def make_agent(game: str, level: str, **kw) -> Agent:
    """A new agent for ``game`` at ``level`` (``random`` exists for every game)."""
    levels = available_levels(game)
    if level not in LEVELS:
        raise ValueError(f"'{level}' is not an AI level (the levels are: {', '.join(LEVELS)})")
    if level not in levels:
        raise ValueError(f"there is no '{level}' agent for {game} yet (available: {', '.join(levels)})")
    if level == "random":
        return RandomAgent(game, **kw)
    return _FACTORIES[(game, level)](**kw)


def play_game(state, agents, rng: Rng, max_actions: int | None = None):
    """Let ``agents`` (one per seat) play ``state`` on to its end (dealing each next hand);
    returns the state. Each agent sees only its seat's view and the legal strings."""
    count = 0
    while not state.is_over:
        if state.hand_over:
            state.next_hand()
            continue
        seat = state.to_act
        legal = state.legal_strings()
        state.apply(agents[seat].choose(state.view(seat), legal, rng))
        count += 1
        if max_actions is not None and count >= max_actions:
            break
    return state
