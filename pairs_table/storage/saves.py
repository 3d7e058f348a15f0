"""Saved games: versioned JSON holding the set-up and the action log, never pickles.

Loading replays the actions through the engine, so a save can never hold a position the
rules do not allow. A file that cannot be used is moved to ``damaged/`` beside the saves,
bytes untouched, and reported with its reason.
"""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

from .. import __version__
from ..engine.errors import EngineError, IllegalAction
from ..engine.scenario import build_state
from .atomic import BadFile, move_aside, read_json, write_json_atomic
from .paths import Paths

FORMAT_VERSION = 1
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("random", "baseline", "easy", "normal", "hard")
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# The players stopped a chip session between hands (the engine's ``end_session()``, S-7):
# kept in the action log so that a stopped session replays as stopped.
END_SESSION = "(end session)"
DAMAGED_INDEX = "damaged.index"  # beside the saves: why each file in damaged/ was moved there
STALE_TEMP = 600.0  # seconds: a temp file this old is what a write cut short left behind

# One function per format step: UPGRADERS[n] turns a version-n dict into version n+1.
UPGRADERS: dict[int, Callable[[dict], dict]] = {}


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human" or "ai"
    level: str | None = None  # AI level


@dataclass
class SaveRecord:
    game: str
    players: int
    seats: list[Seat]
    seed: int
    options: dict = field(default_factory=dict)
    setup: dict = field(default_factory=dict)  # dealer / chips / pot / scores, as a scenario
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

    def scenario(self) -> dict:
        scn = {"game": self.game, "players": self.players, "options": dict(self.options),
               "seed": self.seed}
        for key in ("dealer", "chips", "pot", "scores"):
            if self.setup.get(key) is not None:
                scn[key] = self.setup[key]
        return scn

    def to_json(self) -> dict:
        d = asdict(self)
        d["format"] = FORMAT_VERSION
        return d


def new_state(record: SaveRecord):
    """The engine state at the start of a saved game."""
    return build_state(record.scenario())


def replay(record: SaveRecord):
    """The engine state after every saved action (dealing on between hands)."""
    state = new_state(record)
    for i, act in enumerate(record.actions):
        if state.is_over:
            raise IllegalAction(act, f"action {i} comes after the end of the game", [])
        if act == END_SESSION:
            if not hasattr(state, "end_session"):
                raise IllegalAction(act, f"action {i}: this game has no sessions to end", [])
            try:
                state.end_session()
            except IllegalAction as exc:
                raise IllegalAction(exc.action, f"action {i}: {exc.reason}", exc.legal) from None
            continue
        if state.hand_over:
            state.next_hand()
        try:
            state.apply(act)
        except IllegalAction as exc:
            raise IllegalAction(exc.action, f"action {i}: {exc.reason}", exc.legal) from None
    return state


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
        rec = SaveRecord(
            game=data["game"], players=data["players"], seats=seat_objs, seed=data["seed"],
            options=data.get("options") or {}, setup=data.get("setup") or {},
            actions=data.get("actions") or [], id=data["id"],
            created=float(data.get("created") or 0.0), updated=float(data.get("updated") or 0.0),
            app_version=str(data.get("app_version", "")), summary=data.get("summary") or {},
            practice=data.get("practice") is True,
        )
    except KeyError as exc:
        bad(f"it lacks the field {exc.args[0]!r}")
    except (TypeError, ValueError):
        bad("a field has the wrong type")
    if not isinstance(rec.game, str) or not isinstance(rec.id, str) or not _ID.match(rec.id):
        bad("its game or id is not valid")
    if not isinstance(rec.players, int) or len(rec.seats) != rec.players:
        bad("its number of seats does not match its players")
    if not isinstance(rec.seed, int) or isinstance(rec.seed, bool):
        bad("its seed is not a whole number")
    if not isinstance(rec.options, dict) or not isinstance(rec.setup, dict) or not isinstance(rec.summary, dict):
        bad("its options, set-up or summary are not objects")
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
        if not _ID.match(save_id):
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
    return {
        "over": bool(res.get("over")),
        "hand_over": bool(res.get("hand_over")),
        "to_act": res.get("to_act"),
        "scores": res.get("scores"),
        "chips": res.get("chips"),
        "winners": res.get("winners"),
        "hand": hand_number(state),
    }


def hand_number(state) -> int | None:
    """The number of the hand (deal, round) in play, where the game counts them."""
    for attr in ("hand_no", "deal_no", "round"):
        value = getattr(state, attr, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None
