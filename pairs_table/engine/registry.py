"""The one registry of games: every game the project plays is declared here, once, by one
call of :func:`register`, and every shared part of the program asks the registry.

A game is four places of its own, each named in its :class:`Entry` by module path and
imported by the layer that needs it, on first use (this module imports none of them, so the
engine stays below every other layer):

* ``engine``: the rules module. Its ``GAME`` is a :class:`~.base.GameInfo` (``sides`` when
  scores are kept per side, ``deck`` when it is not played with the Pairs deck); the refusal
  codes only this game uses are its own ``REFUSALS`` (code -> English template; optional).
* ``ai``: the agents' module. Importing it registers its agents by level
  (:func:`pairs_table.ai.base.register`); its ``ARENA`` (:class:`pairs_table.ai.arena.ArenaRules`)
  says how a tournament scores a deal; ``LEVEL_NOTE`` is what the lobby says of the levels
  where they are not measured apart (None when they are); ``odds(view)`` the odds panel's
  figures for a seat's view, when the game has one; ``REASONS`` the reason codes only its
  agents give (code -> English template; optional).
* ``app``: the package of the game's folder in the window. Its ``GAME`` is a
  :class:`pairs_table.app.games.descriptor.Game`: the table, how to play, the words and
  sounds of its event and action kinds (``sounds``, ``moves``, ``action_phrases``; as its
  events need them ``outcomes``, ``counted``, ``drawn``, ``steps``), its result fields
  (``result_facts``).
* ``rules``: the package whose folder holds the rule book's pages, ``<name>.<lang>.md``.

Only this module names the games; :data:`GAME_NAMES` follows the registrations in order.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass

from .base import GameInfo
from .errors import ScenarioError, shown


@dataclass(frozen=True)
class Entry:
    name: str  # the contract name
    engine: str  # module path of the rules (its GAME, its REFUSALS)
    ai: str  # module path of the agents (its ARENA, LEVEL_NOTE, odds)
    app: str  # package path of the game's folder in the window (its GAME)
    rules: str = "pairs_table.rules_text"  # package path whose folder holds <name>.<lang>.md


_ENTRIES: dict[str, Entry] = {}
_REVISION = [0]  # counts the changes of the registry (what was built from it may be stale)


def register(entry: Entry) -> Entry:
    """Declare a game (again: the same entry replaces the old one, in its place)."""
    if not isinstance(entry, Entry) or not entry.name.isidentifier():
        raise ValueError(f"a game is registered with an Entry whose name is a word, not {entry!r}")
    _ENTRIES[entry.name] = entry
    _REVISION[0] += 1
    return entry


def unregister(name: str) -> None:
    """Forget a game (a game a test registered for itself)."""
    if _ENTRIES.pop(name, None) is not None:
        _REVISION[0] += 1


def revision() -> int:
    """A number that changes whenever a game is registered or forgotten."""
    return _REVISION[0]


def entry(name) -> Entry:
    """The entry of ``name``; a :class:`ScenarioError` that lists the games otherwise."""
    if not isinstance(name, str) or name not in _ENTRIES:
        raise ScenarioError(f"{shown(name)} is not a game (the games are: {', '.join(_ENTRIES)})")
    return _ENTRIES[name]


def entries() -> list[Entry]:
    return list(_ENTRIES.values())


class _Names(Sequence):
    """The registered games' names, in their order, as they are when read."""

    def __getitem__(self, i):
        return tuple(_ENTRIES)[i]

    def __len__(self) -> int:
        return len(_ENTRIES)

    def __contains__(self, name) -> bool:
        return name in _ENTRIES

    def __repr__(self) -> str:
        return repr(tuple(_ENTRIES))


GAME_NAMES: Sequence[str] = _Names()


def available_games() -> list[str]:
    """The games whose rules module is present, in the registry's order."""
    out = []
    for name in GAME_NAMES:
        try:
            get_game(name)
        except ScenarioError:
            continue
        out.append(name)
    return out


def get_game(name) -> GameInfo:
    found = entry(name)
    try:
        mod = importlib.import_module(found.engine)
    except ModuleNotFoundError as exc:
        if exc.name and found.engine.startswith(exc.name):
            raise ScenarioError(f"the game '{name}' is not available in this version") from None
        raise
    return mod.GAME


def part(name: str, layer: str):
    """The module of ``layer`` ("engine", "ai", "app") of game ``name``, imported."""
    return importlib.import_module(getattr(entry(name), layer))


def _builtin(name: str) -> Entry:
    return register(Entry(name, f"pairs_table.engine.{name}", f"pairs_table.ai.{name}",
                          f"pairs_table.app.games.{name}"))


for _name in ("pairs", "hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker"):
    _builtin(_name)
