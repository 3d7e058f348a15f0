"""Every table's game is a save, written after every action.

A table plays its game through a :class:`Match`: the save record (the exact
:class:`~pairs_table.engine.replay.Setup` the game was made from, the seats, and the action
strings applied so far) beside the engine state. Every action goes through
:meth:`Match.act` (a seat's action or a table action such as ending a chip session), which
applies it, appends its text to the record and writes the save at once (atomically), so
killing the app loses at most the action being written. :meth:`Match.deal_next` deals the
next hand, which the log does not record (a replay deals it by itself).

``PAIRS_TABLE_DRIVE`` (a test hook) names a game: the app then opens that game (or carries
on with the latest unfinished one) with the human seats played by the computer, and prints
one line per action, so a test can kill the process mid-hand and compare.
"""

from __future__ import annotations

import os

from ..engine.base import parse_words
from ..engine.replay import Setup, play, steps
from ..storage.paths import get_paths
from ..storage.saves import SaveRecord, SaveStore, Seat
from .file_reasons import os_error_words

DRIVE_VAR = "PAIRS_TABLE_DRIVE"


def driven() -> str:
    """The game named by the test hook, or ""."""
    return os.environ.get(DRIVE_VAR, "").strip().lower()


def report(line: str) -> None:
    """A line for the driving test (only under the test hook)."""
    if driven():
        print(line, flush=True)


def seats_of(config) -> list[Seat]:
    return [Seat(s.name, "ai" if s.is_ai else "human", s.level if s.is_ai else None) for s in config.seats]


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
            self.error = os_error_words(exc) if isinstance(exc, OSError) else str(exc)
            return self.error if first else None
        if self.error is not None:
            self._recovered = True
        self.error = None
        return None

    def recovered(self) -> bool:
        """Whether the last write worked after one that failed (true once)."""
        was, self._recovered = self._recovered, False
        return was


def canonical(state, action: str) -> str:
    """The text an action is recorded as: the engine's own form of it (any case and
    spacing accepted). Raises :class:`IllegalAction` for text that is no action at all."""
    table = state.table_action(action)
    if table is not None:
        return " ".join(parse_words(action))
    return state.action_to_string(state.string_to_action(action))


class Match:
    """One game at a table: its save record and its engine state, kept in step (the local
    match of :class:`~.table.remote.TableMatch`)."""

    remote = False

    def __init__(self, record: SaveRecord, state, saver: Autosaver) -> None:
        self.record = record
        self.state = state
        self.saver = saver
        self._facts = None

    @property
    def facts(self) -> dict:
        """The state's public summary (``state.summary()``), kept until the next step."""
        if self._facts is None:
            self._facts = self.state.summary()
        return self._facts

    def decode(self, action: str) -> tuple[str, dict]:
        """An action string as the engine's kind and fields (a place, a card...)."""
        return self.state.decode_action(self.state.string_to_action(action))

    def rebuild(self):
        """The state made again from the record's set-up, before any action (resuming)."""
        self._facts = None
        self.state = self.record.setup.build()
        return self.state

    @classmethod
    def start(cls, setup: Setup, seats: list[Seat], saver: Autosaver, *, practice: bool = False) -> "Match":
        """A new game from ``setup``."""
        record = SaveRecord(setup=setup, seats=list(seats), practice=practice)
        return cls(record, setup.build(), saver)

    def act(self, action: str):
        """Apply ``action`` (refused with :class:`IllegalAction`, the state unchanged),
        record it and write the save. Returns the events."""
        text = canonical(self.state, action)
        events = self.state.apply(text)
        self._facts = None
        self.record.actions.append(text)
        report(f"action {len(self.record.actions)} {self.record.id} "
               f"{'end' if self.state.hand_over else 'mid'} {text}")
        return events

    def deal_next(self):
        """Deal the next hand (not an action of the log: a replay deals it by itself)."""
        self._facts = None
        return self.state.next_hand()

    def play_logged(self, action: str):
        """Replay one action of :attr:`record` (resuming): deal first when a hand is over."""
        self._facts = None
        return play(self.state, action)

    def replay_steps(self):
        """Replay :attr:`record`'s actions on :attr:`state` step by step (resuming): the
        engine's :func:`~pairs_table.engine.replay.steps`, each deal a step of its own."""
        for step in steps(self.state, self.record.actions):
            self._facts = None
            yield step

    def write(self) -> str | None:
        """Write the save; a reason the first time writing fails, else None."""
        return self.saver.write(self.record, self.state)

    def poll(self) -> list:
        """Nothing comes from elsewhere: every step is this table's own."""
        return []

    def close(self) -> None:
        pass
