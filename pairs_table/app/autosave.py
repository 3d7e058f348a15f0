"""Every table's game is a save, written after every action.

A table's game is a :class:`~pairs_table.storage.saves.SaveRecord`: the seats, the options,
the seed and set-up the state was made from, and the action strings applied so far, so that
:func:`~pairs_table.storage.saves.replay` rebuilds exactly the same state.

* :func:`adopt` turns a state a table has just made into its record and the same state
  made through :func:`~pairs_table.storage.saves.new_state`, so a save always replays.
* :func:`track` makes a state report every action applied to it, by whatever path (a
  button, the AI, a table's own card clicks), and a stopped chip session.
* :class:`Autosaver` appends each reported action to the record and writes the save at
  once (atomically), so killing the app loses at most the action being written.

``PAIRS_TABLE_DRIVE`` (a test hook) names a game: the app then opens that game (or carries
on with the latest unfinished one) with the human seats played by the computer, and prints
one line per action, so a test can kill the process mid-hand and compare.
"""

from __future__ import annotations

import os
import weakref

from ..storage.paths import get_paths
from ..storage.saves import END_SESSION, SaveRecord, SaveStore, Seat, new_state

DRIVE_VAR = "PAIRS_TABLE_DRIVE"
SETUP_KEYS = ("dealer", "chips", "pot", "scores")


def driven() -> str:
    """The game named by the test hook, or ""."""
    return os.environ.get(DRIVE_VAR, "").strip().lower()


def report(line: str) -> None:
    """A line for the driving test (only under the test hook)."""
    if driven():
        print(line, flush=True)


def seats_of(config) -> list[Seat]:
    return [Seat(s.name, "ai" if s.is_ai else "human", s.level if s.is_ai else None) for s in config.seats]


def _setups(state):
    """Set-ups a fresh state may have been made with, plainest first."""
    facts = {}
    for key in SETUP_KEYS:
        value = getattr(state, key, None)
        if value is not None and not callable(value):
            facts[key] = list(value) if isinstance(value, (list, tuple)) else value
    yield {}
    if "dealer" in facts:
        yield {"dealer": facts["dealer"]}
    partial = {k: facts[k] for k in ("dealer", "chips") if k in facts}
    if partial:
        yield partial
    if facts:
        yield facts


def adopt(config, state, seed: int):
    """``(record, state)`` for a state a table made from ``Rng(seed)``: the record that
    rebuilds it and the state rebuilt through ``storage.saves.new_state``. A state no saved
    set-up rebuilds exactly (a scripted deal) is kept as it is, unsaved: ``(None, state)``."""
    seats = seats_of(config)
    options = dict(state.options)
    target = state.to_json()
    for setup in _setups(state):
        record = SaveRecord(game=config.game, players=len(seats), seats=seats, seed=seed,
                            options=options, setup=setup, practice=bool(config.practice))
        try:
            built = new_state(record)
        except Exception:  # noqa: BLE001 - a set-up this game does not take
            continue
        if built.to_json() == target:
            return record, built
    return None, state


_TRACKING: dict[type, type] = {}
_OWNERS: "weakref.WeakValueDictionary[int, object]" = weakref.WeakValueDictionary()


def _canonical(state, action) -> str | None:
    try:
        if isinstance(action, str):
            action = state.string_to_action(action)
        return state.action_to_string(action)
    except Exception:  # noqa: BLE001 - the apply below refuses it with the reason
        return None


def _tracking_class(cls: type) -> type:
    sub = _TRACKING.get(cls)
    if sub is not None:
        return sub

    def apply(self, action):
        text = _canonical(self, action)
        events = cls.apply(self, action)
        owner = _OWNERS.get(id(self))
        if owner is not None and owner.state is self and text is not None:
            owner.action_taken(text)
        return events

    ns = {"apply": apply, "__module__": cls.__module__, "__qualname__": cls.__qualname__,
          "__doc__": cls.__doc__}
    if hasattr(cls, "end_session"):
        def end_session(self):
            events = cls.end_session(self)
            owner = _OWNERS.get(id(self))
            if owner is not None and owner.state is self:
                owner.action_taken(END_SESSION)
            return events

        ns["end_session"] = end_session
    sub = _TRACKING[cls] = type(cls.__name__, (cls,), ns)
    return sub


def track(state, owner):
    """Make ``state`` report its actions to ``owner.action_taken(text)`` while it is
    ``owner.state``. Its class becomes a subclass that only adds the report (no field is
    added to the state, so its JSON and copies are as before; copies report nothing)."""
    base = type(state)
    if base in _TRACKING.values():
        base = base.__mro__[1]
    state.__class__ = _tracking_class(base)
    _OWNERS[id(state)] = owner
    return state


class Autosaver:
    """Writes a table's record after every action; a failure is told once, the game goes on,
    and the first write that works again is told too (:meth:`recovered`)."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.store: SaveStore | None = None
        self.error: str | None = None
        self._recovered = False

    def write(self, record: SaveRecord, state) -> str | None:
        """Write the save; returns a reason the first time writing fails, else None."""
        if not self.enabled:
            return None
        try:
            if self.store is None:
                self.store = SaveStore(get_paths())
            self.store.write(record, state)
        except (OSError, ValueError) as exc:
            first = self.error is None
            self.error = str(getattr(exc, "strerror", None) or exc)
            return self.error if first else None
        if self.error is not None:
            self._recovered = True
        self.error = None
        return None

    def recovered(self) -> bool:
        """Whether the last write worked after one that failed (true once)."""
        was, self._recovered = self._recovered, False
        return was

