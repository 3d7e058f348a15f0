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

import os
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
from .atomic import move_aside, write_json_atomic
from .file_reasons import checked, english
from .safe_read import MAX_DEPTH, BadFile, clean_text, read_json
from .paths import Paths

FORMAT_VERSION = 2
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("random", "baseline", "easy", "normal", "hard")
_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")  # matched whole (fullmatch): no trailing newline
MAX_SEATS = 16
NAME_LENGTH = 40  # a seat name is cut to this many characters
MAX_ACTIONS = 200_000  # far more than any session; bounds the replay at the start
MAX_AMOUNT = 10 ** 9  # chips, pot, scores and dealer of a set-up
MAX_STAMP = 253402300799.0  # 9999-12-31 23:59:59 UTC: the last time a clock can show
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
    # each seat's net chips of a chip session as the statistics already hold it (the
    # session was left before its end): carried on, the session is amended, not counted again
    session_recorded: list[int] | None = None
    hosted: dict | None = None  # a table hosted from the window for other computers (see check_hosted)

    def __post_init__(self) -> None:
        if not self.id:
            self.id = new_id()
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
        d = {k: v for k, v in asdict(self).items() if k not in ("setup", "seats", "hosted")}
        if self.hosted is not None:
            d["hosted"] = self.hosted
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


def new_id() -> str:
    """A fresh save id: when the game was made, and six random hex digits."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6]


def valid_id(value) -> bool:
    return isinstance(value, str) and _ID.fullmatch(value) is not None


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _stamp(data: dict, key: str, bad) -> float:
    """A time stamp (seconds since 1970) between 1970 and the year 9999; 0 when absent."""
    value = data.get(key)
    if value is None:
        return 0.0
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= MAX_STAMP:
        bad(f"its time stamp {key!r} is not a valid date", key)
    return float(value)


def _check_setup(setup: dict, players: int, bad) -> None:
    """The set-up's numbers are whole numbers of a size a table can show."""
    for key in ("dealer", "pot"):
        value = setup.get(key)
        if value is not None and not (_whole(value) and abs(value) <= MAX_AMOUNT):
            bad(f"its set-up {key!r} is not a whole number of a usable size", key)
    for key in ("chips", "scores"):
        value = setup.get(key)
        if value is None:
            continue
        if not isinstance(value, list) or len(value) != players or not all(
                _whole(v) and abs(v) <= MAX_AMOUNT for v in value):
            bad(f"its set-up {key!r} is not one whole number of a usable size per seat", key)


HOSTED_KINDS = ("here", "remote", "ai")
_CODE = re.compile(r"[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4,16}")  # a table code, as the table protocol writes it
_DIGEST = re.compile(r"[0-9a-f]{64}")


def check_hosted(value, seats: list[Seat], bad) -> dict | None:
    """The mark of a table hosted from the window, checked: ``code`` (the table code),
    ``port``, and per seat its ``kind`` (``here``: the player at this window, ``remote``: a
    player on another computer, ``ai``), the ``name`` it was given (empty: the default) and
    ``token_sha256``, the digest of a remote seat's resume token (never the token itself)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        bad("its hosted table is not an object", "hosted")
    code, port, marks = value.get("code"), value.get("port"), value.get("seats")
    if not isinstance(code, str) or _CODE.fullmatch(code) is None:
        bad("its hosted table has no valid table code", "code")
    if not _whole(port) or not 0 <= port <= 65535:
        bad("its hosted table has no valid port", "port")
    if not isinstance(marks, list) or len(marks) != len(seats) or not all(isinstance(m, dict) for m in marks):
        bad("its hosted table's seats do not match its seats", "hosted")
    out = []
    for seat, m in zip(seats, marks):
        kind, name, token = m.get("kind"), m.get("name", ""), m.get("token_sha256")
        if kind not in HOSTED_KINDS or (kind == "ai") != (seat.kind == "ai"):
            bad("a seat of its hosted table has an unknown kind", "kind")
        if not isinstance(name, str) or not (token is None or (
                kind == "remote" and isinstance(token, str) and _DIGEST.fullmatch(token))):
            bad("a seat of its hosted table has no valid name or token digest", "token_sha256")
        out.append({"kind": kind, "name": clean_text(name, NAME_LENGTH), "token_sha256": token})
    if sum(m["kind"] == "here" for m in out) != 1 or not any(m["kind"] == "remote" for m in out):
        bad("its hosted table has not one seat at this computer and one on another", "hosted")
    return {"code": code, "port": port, "seats": out}


def _validate(data, path: Path) -> SaveRecord:
    """The record in a save file's JSON, every field checked for type and range; a missing
    or invalid id is replaced by a fresh one (see :meth:`SaveStore.claim`)."""
    def bad(text: str, field: str, code: str = "bad_field", **fields):
        """Refuse the file: a field that is not valid (its key, and the rule's own English
        words), or another reason ``code`` with its fields."""
        raise BadFile(path, code, {"field": field} if code == "bad_field" else fields, text=text)

    if not isinstance(data, dict):
        bad("it is not a saved game (not a JSON object)", "", "not_save")
    version = data.get("format")
    if not _whole(version) or version < 1:
        bad("it has no valid format version", "format", "no_format")
    if version > FORMAT_VERSION:
        bad("", "format", "newer_save", version=version, latest=FORMAT_VERSION)
    while version < FORMAT_VERSION:
        up = UPGRADERS.get(version)
        if up is None:
            bad("", "format", "old_format", version=version)
        data = up(dict(data))
        version = data["format"]
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats) or len(seats) > MAX_SEATS:
        bad("its seats are not a list of seats", "seats")
    seat_objs = []
    for s in seats:
        name, kind, level = s.get("name"), s.get("kind"), s.get("level")
        if not isinstance(name, str) or kind not in SEAT_KINDS:
            bad("a seat has no name or an unknown kind", "seats")
        if kind == "ai" and level not in AI_LEVELS:
            bad(f"an AI seat has an unknown level {level!r}", "level")
        seat_objs.append(Seat(clean_text(name, NAME_LENGTH), kind, level if kind == "ai" else None))
    if "setup" not in data:
        bad("it lacks the field 'setup'", "setup")
    setup, summary = data["setup"], data.get("summary") if data.get("summary") is not None else {}
    if not isinstance(setup, dict) or "actions" in setup or not isinstance(summary, dict):
        bad("its set-up or summary are not objects", "setup")
    for key in ("game", "players"):
        if key not in setup:
            bad(f"its set-up lacks the field {key!r}", key)
    game, players, seed = setup["game"], setup["players"], setup.get("seed", 0)
    if not isinstance(game, str) or len(game) > 40:
        bad("its game is not valid", "game")
    if not _whole(players) or players != len(seat_objs):
        bad("its number of seats does not match its players", "players")
    if not _whole(seed) or not -(1 << 63) <= seed < (1 << 64):
        bad("its seed is not a whole number of 64 bits", "seed")
    if setup.get("options") is not None and not isinstance(setup["options"], dict):
        bad("its options are not an object", "options")
    _check_setup(setup, players, bad)
    try:
        setup = parse_setup(setup)
    except EngineError as exc:
        bad(f"its game set-up is not valid ({exc})", "setup", "bad_setup")
    actions = data.get("actions") if data.get("actions") is not None else []
    if (not isinstance(actions, list) or len(actions) > MAX_ACTIONS
            or not all(isinstance(a, str) and len(a) <= 80 for a in actions)):
        bad("its action log is not a list of actions", "actions")
    version_text = data.get("app_version", "")
    if not isinstance(version_text, str):
        bad("its app version is not text", "app_version")
    recorded = data.get("session_recorded")
    if recorded is not None and (not isinstance(recorded, list) or len(recorded) != players or not all(
            _whole(v) and abs(v) <= MAX_AMOUNT for v in recorded)):
        bad("its recorded session is not one whole number of chips per seat", "session_recorded")
    save_id = data.get("id")
    return SaveRecord(
        setup=setup, seats=seat_objs, actions=actions, id=save_id if valid_id(save_id) else new_id(),
        created=_stamp(data, "created", bad), updated=_stamp(data, "updated", bad),
        app_version=clean_text(version_text, 40), summary=summary, practice=data.get("practice") is True,
        session_recorded=list(recorded) if recorded is not None else None,
        hosted=check_hosted(data.get("hosted"), seat_objs, bad),
    )


def load_file(path: Path):
    """Read, validate and replay a save: ``(record, state)``, or :class:`BadFile`."""
    rec = _validate(read_json(path), path)
    try:
        state = replay(rec)
    except IllegalAction as exc:
        raise BadFile(path, "illegal_move", detail=str(exc.reason)) from None
    except EngineError as exc:
        raise BadFile(path, "bad_setup", detail=str(exc)) from None
    except RecursionError:
        raise BadFile(path, "too_deep", {"levels": MAX_DEPTH}) from None
    return rec, state


class Loaded(tuple):
    """One good save: ``(record, state)``, and ``path``, the file it was read from (a row of
    the save browser is a file: two files may hold the same id)."""

    path: Path

    def __new__(cls, record: SaveRecord, state, path: Path) -> "Loaded":
        self = super().__new__(cls, (record, state))
        self.path = Path(path)
        return self

    @property
    def record(self) -> SaveRecord:
        return self[0]

    @property
    def state(self):
        return self[1]


@dataclass
class Damaged:
    name: str  # file name as it was in the saves folder
    reason: str  # in English, for the command line and logs
    moved_to: Path  # where it is now: in damaged/, or still in the saves folder
    moved: bool = True  # false: the folder would not let it be moved (read-only)
    code: str = "unknown"  # the reason as a code of file_reasons.REASONS, worded by the app
    fields: dict = field(default_factory=dict)


def _entry_names(folder: Path) -> list[Path]:
    """Every entry of ``folder`` (files, folders, links, pipes), by name."""
    try:
        return sorted(folder.iterdir())
    except OSError:
        return []


class SaveStore:
    """The saves folder: write, list, load and delete saved games."""

    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self.folder = paths.saves
        self.stuck: list[Damaged] = []  # bad files the last scan could not move aside

    def path_of(self, save_id: str) -> Path:
        if not valid_id(save_id):
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
        """All saves: ``(good, damaged)`` with good = [:class:`Loaded`] newest first, one
        per file. Bad files are moved to ``damaged/`` and reported, never overwritten; one
        that cannot be moved (a read-only folder) stays, reported with ``moved`` false."""
        good, damaged = [], []
        self.stuck = []
        if not self.folder.is_dir():
            return good, damaged
        self._tidy_temp_files()
        for path in sorted(self.folder.glob("*.json")):
            try:
                good.append(Loaded(*load_file(path), path))
            except BadFile as exc:
                if not os.path.lexists(path):
                    continue  # gone meanwhile (deleted): nothing to report
                try:
                    moved = move_aside(path, self.paths.damaged)
                except OSError:
                    moved = path
                entry = Damaged(path.name, exc.reason, moved, moved != path, exc.code, exc.fields)
                damaged.append(entry)
                if moved == path:
                    self.stuck.append(entry)
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
                if now - tmp.lstat().st_mtime > STALE_TEMP:
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
        fresh = False
        for d in damaged:
            if d.moved:
                index[d.moved_to.name] = {"name": d.name, "reason": d.reason, "code": d.code, "fields": d.fields}
                fresh = True
        if not fresh:
            return
        try:
            write_json_atomic(self._index_path, index)
        except OSError:
            pass  # the reasons are a courtesy; the files themselves are kept either way

    def damaged_files(self) -> list["Damaged"]:
        """Every entry in ``damaged/`` (never opened: files, folders and links alike), with
        the reason it was moved there when that is known, oldest name first; then the bad
        files the last scan had to leave in the saves folder."""
        folder = self.paths.damaged
        index = self._read_index() if folder.is_dir() else {}
        out = []
        for path in _entry_names(folder):
            entry = index.get(path.name)
            entry = entry if isinstance(entry, dict) else {}
            name = entry.get("name") if isinstance(entry.get("name"), str) else path.name
            code, fields = checked(entry.get("code"), entry.get("fields"))
            reason = entry.get("reason") if isinstance(entry.get("reason"), str) else english(code, fields)
            out.append(Damaged(clean_text(name, 200), clean_text(reason, 300), path, True, code, fields))
        return out + list(self.stuck)

    def latest_unfinished(self):
        good, damaged = self.scan()
        for loaded in good:
            if not loaded.state.is_over:
                return loaded
        return None

    def load(self, save_id: str):
        return load_file(self.path_of(save_id))

    def claim(self, record: SaveRecord, path: Path) -> Path:
        """Before a game read from ``path`` goes on: make its file name and its id agree.
        A copy of another save, a file renamed by hand or one without a valid id gets a
        fresh id once: the file is rewritten in place with it and then renamed to it, so
        the game never forks and never writes over the file it was copied from."""
        path = Path(path)
        if valid_id(record.id) and path == self.path_of(record.id):
            return path
        record.id = new_id()
        while os.path.lexists(self.path_of(record.id)):
            record.id = new_id()
        target = self.path_of(record.id)
        write_json_atomic(path, record.to_json())
        os.replace(path, target)
        return target

    def _own_file(self, file) -> Path:
        path = Path(file)
        if not path.is_absolute():
            if len(path.parts) != 1:
                raise ValueError(f"not a save file of this folder: {file}")
            path = self.folder / path
        if path.parent != self.folder or path.suffix != ".json" or path.name.startswith("."):
            raise ValueError(f"not a save file of this folder: {file}")
        return path

    def delete(self, which) -> None:
        """Delete one save: ``which`` is the file of its row (a path or a file name in the
        saves folder) or a save id."""
        path = self.path_of(which) if isinstance(which, str) and valid_id(which) else self._own_file(which)
        try:
            path.unlink()
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
