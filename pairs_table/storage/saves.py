"""Saved games: versioned JSON holding the set-up and the action log, never pickles.

A save is a game as data (:mod:`..engine.replay`): the exact :class:`Setup` it was made
from and the action strings played since, plus the seats and a summary for the browser.
Loading replays the actions through the engine, so a save can never hold a position the
rules do not allow. A file that cannot be used is moved to ``damaged/`` beside the saves,
bytes untouched, and reported with its reason.

Format 2 keeps the set-up as one object (the scenario contract's keys). Format 1 kept the
game, players, options and seed beside a partial set-up, and wrote the end of a chip
session as ``"(end session)"``; :data:`UPGRADERS` turns it into format 2.
"""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

from .. import __version__
from ..engine import replay as engine_replay
from ..engine.errors import EngineError, IllegalAction
from ..engine.replay import Setup
from ..engine.scenario import parse_setup
from .atomic import BadFile, move_aside, read_json, write_json_atomic
from .paths import Paths

FORMAT_VERSION = 2
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("random", "baseline", "easy", "normal", "hard")
_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
DAMAGED_INDEX = "damaged.index"  # beside the saves: why each file in damaged/ was moved there
STALE_TEMP = 600.0  # seconds: a temp file this old is what a write cut short left behind


def _upgrade_1(data: dict) -> dict:
    """Format 1 -> 2: the set-up becomes one object; ``"(end session)"`` becomes the
    engine's table action ``"end session"``."""
    setup = data.pop("setup", None)
    setup = dict(setup) if isinstance(setup, dict) else {}
    for key in ("game", "players", "options", "seed"):
        if key in data:
            setup[key] = data.pop(key)
    if setup.get("options") is None:
        setup["options"] = {}
    data["setup"] = setup
    actions = data.get("actions")
    if isinstance(actions, list):
        data["actions"] = ["end session" if a == "(end session)" else a for a in actions]
    data["format"] = 2
    return data


# One function per format step: UPGRADERS[n] turns a version-n dict into version n+1.
UPGRADERS: dict[int, Callable[[dict], dict]] = {1: _upgrade_1}


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human" or "ai"
    level: str | None = None  # AI level


@dataclass
class SaveRecord:
    setup: Setup
    seats: list[Seat]
    actions: list[str] = field(default_factory=list)
    id: str = ""
    created: float = 0.0
    updated: float = 0.0
    app_version: str = __version__
    summary: dict = field(default_factory=dict)
    practice: bool = False  # undo always allowed at this table

    def __post_init__(self) -> None:
        if not self.id:
            self.id = time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6]
        if not self.created:
            self.created = time.time()

    @property
    def game(self) -> str:
        return self.setup.game

    @property
    def players(self) -> int:
        return self.setup.players

    @property
    def seed(self) -> int:
        return self.setup.seed

    @property
    def options(self) -> dict:
        return self.setup.options

    def to_json(self) -> dict:
        d = {k: v for k, v in asdict(self).items() if k not in ("setup", "seats")}
        d["setup"] = self.setup.to_json()
        d["seats"] = [asdict(s) for s in self.seats]
        d["format"] = FORMAT_VERSION
        return d


def new_state(record: SaveRecord):
    """The engine state at the start of a saved game."""
    return record.setup.build()


def replay(record: SaveRecord, upto: int | None = None):
    """The engine state after the saved actions (all, or the first ``upto``)."""
    return engine_replay.replay(record.setup, record.actions, upto=upto)


def _validate(data, path: Path) -> SaveRecord:
    def bad(reason: str):
        raise BadFile(path, reason)

    if not isinstance(data, dict):
        bad("it is not a saved game (not a JSON object)")
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        bad("it has no valid format version")
    if version > FORMAT_VERSION:
        bad(f"it was saved by a newer version of Pairs Table (save format {version}; this version reads up to {FORMAT_VERSION})")
    while version < FORMAT_VERSION:
        up = UPGRADERS.get(version)
        if up is None:
            bad(f"format {version} cannot be upgraded")
        data = up(dict(data))
        version = data["format"]
    try:
        seats = data["seats"]
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            bad("its seats are not a list of seats")
        seat_objs = []
        for s in seats:
            name, kind, level = s.get("name"), s.get("kind"), s.get("level")
            if not isinstance(name, str) or kind not in SEAT_KINDS:
                bad("a seat has no name or an unknown kind")
            if kind == "ai" and level not in AI_LEVELS:
                bad(f"an AI seat has an unknown level {level!r}")
            seat_objs.append(Seat(name[:40], kind, level if kind == "ai" else None))
        setup = data["setup"]
        if not isinstance(setup, dict) or "actions" in setup:
            bad("its set-up is not an object of set-up keys")
        try:
            setup = parse_setup(setup)
        except EngineError as exc:
            bad(f"its game set-up is not valid ({exc})")
        rec = SaveRecord(
            setup=setup, seats=seat_objs,
            actions=data.get("actions") or [], id=data["id"],
            created=float(data.get("created") or 0.0), updated=float(data.get("updated") or 0.0),
            app_version=str(data.get("app_version", "")), summary=data.get("summary") or {},
            practice=data.get("practice") is True,
        )
    except KeyError as exc:
        bad(f"it lacks the field {exc.args[0]!r}")
    except (TypeError, ValueError):
        bad("a field has the wrong type")
    if not isinstance(rec.id, str) or not _ID.fullmatch(rec.id):
        bad("its id is not valid")
    if len(rec.seats) != rec.players:
        bad("its number of seats does not match its players")
    if not isinstance(rec.summary, dict):
        bad("its summary is not an object")
    if not isinstance(rec.actions, list) or not all(isinstance(a, str) for a in rec.actions):
        bad("its action log is not a list of actions")
    return rec


def load_file(path: Path):
    """Read, validate and replay a save: ``(record, state)``, or :class:`BadFile`."""
    rec = _validate(read_json(path), path)
    try:
        state = replay(rec)
    except IllegalAction as exc:
        raise BadFile(path, f"it replays into an illegal move ({exc.reason})") from None
    except EngineError as exc:
        raise BadFile(path, f"its game set-up is not valid ({exc})") from None
    except RecursionError:
        raise BadFile(path, "it is nested too deeply") from None
    return rec, state


@dataclass
class Damaged:
    name: str  # file name as it was in the saves folder
    reason: str
    moved_to: Path


class SaveStore:
    """The saves folder: write, list, load and delete saved games."""

    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self.folder = paths.saves

    def path_of(self, save_id: str) -> Path:
        if not isinstance(save_id, str) or not _ID.fullmatch(save_id):
            raise ValueError(f"not a save id: {save_id!r}")
        return self.folder / f"{save_id}.json"

    def write(self, record: SaveRecord, state=None) -> Path:
        record.updated = time.time()
        if state is not None:
            record.summary = summarize(state)
            record.summary["actions"] = len(record.actions)
        path = self.path_of(record.id)
        write_json_atomic(path, record.to_json())
        return path

    def scan(self):
        """All saves: ``(good, damaged)`` with good = [(record, state)] newest first.
        Bad files are moved to ``damaged/`` and reported, never overwritten."""
        good, damaged = [], []
        if not self.folder.is_dir():
            return good, damaged
        self._tidy_temp_files()
        for path in sorted(self.folder.glob("*.json")):
            try:
                good.append(load_file(path))
            except BadFile as exc:
                try:
                    moved = move_aside(path, self.paths.damaged)
                except OSError:
                    moved = path
                damaged.append(Damaged(path.name, exc.reason, moved))
        if damaged:
            self._note_damaged(damaged)
        good.sort(key=lambda rs: rs[0].updated, reverse=True)
        return good, damaged

    def _tidy_temp_files(self) -> None:
        """Remove the temp files of writes cut short (the app was killed while saving);
        the save itself is the previous complete one."""
        now = time.time()
        for tmp in self.folder.glob(".*.json.*.tmp"):
            try:
                if now - tmp.stat().st_mtime > STALE_TEMP:
                    tmp.unlink()
            except OSError:
                pass

    # -- files moved to damaged/ ------------------------------------------------------------
    @property
    def _index_path(self) -> Path:
        return self.folder / DAMAGED_INDEX

    def _read_index(self) -> dict:
        try:
            data = read_json(self._index_path)
        except BadFile:
            return {}
        return data if isinstance(data, dict) else {}

    def _note_damaged(self, damaged: list["Damaged"]) -> None:
        index = self._read_index()
        for d in damaged:
            if d.moved_to.parent == self.paths.damaged:
                index[d.moved_to.name] = {"name": d.name, "reason": d.reason}
        try:
            write_json_atomic(self._index_path, index)
        except OSError:
            pass  # the reasons are a courtesy; the files themselves are kept either way

    def damaged_files(self) -> list["Damaged"]:
        """Every file in ``damaged/`` (never opened), with the reason it was moved there
        when that is known; oldest name first."""
        folder = self.paths.damaged
        if not folder.is_dir():
            return []
        index = self._read_index()
        out = []
        for path in sorted(p for p in folder.iterdir() if p.is_file()):
            entry = index.get(path.name)
            entry = entry if isinstance(entry, dict) else {}
            name = entry.get("name") if isinstance(entry.get("name"), str) else path.name
            reason = entry.get("reason") if isinstance(entry.get("reason"), str) else "it could not be read"
            out.append(Damaged(name, reason, path))
        return out

    def latest_unfinished(self):
        good, damaged = self.scan()
        for rec, state in good:
            if not state.is_over:
                return rec, state
        return None

    def load(self, save_id: str):
        return load_file(self.path_of(save_id))

    def delete(self, save_id: str) -> None:
        try:
            self.path_of(save_id).unlink()
        except FileNotFoundError:
            pass


def summarize(state) -> dict:
    """A short description of a game in progress for the save browser."""
    res = state.result()
    facts = state.summary()
    return {
        "over": bool(res.get("over")),
        "hand_over": bool(res.get("hand_over")),
        "to_act": res.get("to_act"),
        "scores": res.get("scores"),
        "chips": res.get("chips"),
        "winners": res.get("winners"),
        "hand": facts.get("hand_no"),
    }
