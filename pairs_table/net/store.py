"""What a host keeps on disk: the game's save (as the window keeps it) and, beside the
saves folder, the table file of a hosted game: its code, port, seat plans and a digest of
each seat's resume token, so a host started again can open the same table to the same
players. What a player keeps: the tokens of the seats it took at other computers' tables
(:class:`KeptSeats`).

Saves are written by a background thread, the newest record first: the table does not
wait for the disk. The host hands over a save at most every quarter of a second while the
game changes; killing the host loses at most the actions of that last moment, and a
resumed table replays the log like any save.
"""

from __future__ import annotations

import hashlib
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..storage.atomic import write_json_atomic
from ..storage.paths import Paths
from ..storage.safe_read import BadFile, read_json
from ..storage.saves import SaveRecord, SaveStore, summarize, valid_id
from .protocol import valid_code
from .table import SEAT_KINDS, SeatPlan

TABLE_FORMAT = 1
MAX_HANDS = 1_000_000
KEPT_SEATS = 32  # seats at other computers' tables remembered


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def tables_folder(paths: Paths) -> Path:
    return paths.saves.parent / "tables"


@dataclass
class TableFile:
    """A hosted table's own facts; the game itself is the save ``save_id``."""

    save_id: str
    code: str
    port: int
    plans: list[SeatPlan]
    tokens: list[str | None] = field(default_factory=list)  # sha256 of each seat's token
    hands: int | None = None

    def to_json(self) -> dict:
        return {"format": TABLE_FORMAT, "save": self.save_id, "code": self.code, "port": self.port,
                "hands": self.hands,
                "seats": [dict(p.to_json(), token_sha256=t) for p, t in zip(self.plans, self.tokens)]}

    @classmethod
    def from_json(cls, data, path: Path) -> "TableFile":
        def bad(text: str, field: str):
            raise BadFile(path, "bad_field", {"field": field}, text=text)

        if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
            raise BadFile(path, "not_table")
        save_id, code, port, hands = data.get("save"), data.get("code"), data.get("port"), data.get("hands")
        if not valid_id(save_id) or not valid_code(code):
            bad("its save id or table code is not valid", "save")
        if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535:
            bad("its port is not valid", "port")
        if hands is not None and (not isinstance(hands, int) or isinstance(hands, bool)
                                  or not 1 <= hands <= MAX_HANDS):
            bad("its number of hands is not valid", "hands")
        seats = data.get("seats")
        if not isinstance(seats, list) or not 2 <= len(seats) <= 16:
            bad("its seats are not a list of seats", "seats")
        plans, tokens = [], []
        for s in seats:
            if not isinstance(s, dict) or s.get("kind") not in SEAT_KINDS:
                bad("a seat has an unknown kind", "kind")
            level, name, token = s.get("level"), s.get("name"), s.get("token_sha256")
            if s["kind"] == "ai" and not isinstance(level, str):
                bad("an AI seat has no level", "level")
            if not isinstance(name, str) or not (token is None or (isinstance(token, str) and len(token) == 64)):
                bad("a seat's name or token is not valid", "name")
            plans.append(SeatPlan(s["kind"], level if s["kind"] == "ai" else None, name[:40]))
            tokens.append(token)
        return cls(save_id, code, port, plans, tokens, hands)


class TableFiles:
    """The folder of table files."""

    def __init__(self, paths: Paths) -> None:
        self.folder = tables_folder(paths)

    def path_of(self, save_id: str) -> Path:
        if not valid_id(save_id):
            raise ValueError(f"not a save id: {save_id!r}")
        return self.folder / f"{save_id}.json"

    def write(self, table: TableFile) -> None:
        write_json_atomic(self.path_of(table.save_id), table.to_json())

    def load(self, save_id: str) -> TableFile:
        path = self.path_of(save_id)
        return TableFile.from_json(read_json(path), path)


class SaveWriter:
    """Writes a table's save in a thread of its own: :meth:`submit` hands over a snapshot
    and returns at once; a newer snapshot replaces one not yet written. With
    ``background=False`` :meth:`submit` writes the save itself before it returns (a table
    hosted from the window saves every change as any table of the window does)."""

    def __init__(self, store: SaveStore, *, background: bool = True) -> None:
        self.store = store
        self.error: str | None = None
        self.background = background
        self._pending: SaveRecord | None = None
        self._cond = threading.Condition()
        self._closed = False
        self._busy = False
        self._thread = threading.Thread(target=self._run, name="table-saves", daemon=True)
        if background:
            self._thread.start()

    def submit(self, record: SaveRecord, state) -> None:
        """Snapshot ``record`` (with the summary of ``state``) for writing. The snapshot is
        shallow (the action strings are shared, the lists copied); it is turned into JSON
        in the writer's thread, once per write however many snapshots came meanwhile."""
        record.updated = time.time()
        record.summary = summarize(state)
        record.summary["actions"] = len(record.actions)
        if not self.background:
            self._write(record)
            return
        snapshot = replace(record, actions=list(record.actions), seats=[replace(x) for x in record.seats],
                           summary=dict(record.summary))
        with self._cond:
            self._pending = snapshot
            self._cond.notify()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closed:
                    self._cond.wait()
                if self._pending is None:
                    return
                snapshot = self._pending
                self._pending = None
                self._busy = True
            self._write(snapshot)
            with self._cond:
                self._busy = False
                self._cond.notify_all()

    def _write(self, record: SaveRecord) -> None:
        try:
            write_json_atomic(self.store.path_of(record.id), record.to_json())
            self.error = None
        except (OSError, ValueError) as exc:
            self.error = str(getattr(exc, "strerror", None) or exc)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every snapshot is written; False if that took longer than ``timeout``."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._pending is not None or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self.background:
            self._thread.join(timeout=5)


class KeptSeats:
    """The seats this computer took at tables hosted elsewhere: each table's address, port
    and code with the seat's resume token, so joining the same table again (after the window
    was closed, or the host hosted it again) takes the same seat. The file stays on this
    computer; the newest :data:`KEPT_SEATS` are kept."""

    def __init__(self, paths: Paths) -> None:
        self.path = paths.saves.parent / "seats.json"

    def _read(self) -> list[dict]:
        try:
            data = read_json(self.path)
        except BadFile:
            return []
        seats = data.get("seats") if isinstance(data, dict) else None
        if not isinstance(seats, list):
            return []
        return [s for s in seats if isinstance(s, dict) and all(isinstance(s.get(k), str) for k in
                                                                 ("address", "code", "token"))
                and isinstance(s.get("port"), int) and not isinstance(s.get("port"), bool)]

    def token(self, address: str, port: int, code: str) -> str | None:
        for s in self._read():
            if (s["address"], s["port"], s["code"]) == (address, port, code):
                return s["token"]
        return None

    def keep(self, address: str, port: int, code: str, token: str) -> None:
        """Remember the seat's token (the newest first); a disk that refuses is no error:
        only coming back to the seat by itself is lost."""
        seats = [s for s in self._read() if (s["address"], s["port"], s["code"]) != (address, port, code)]
        seats.insert(0, {"address": address, "port": port, "code": code, "token": token})
        try:
            write_json_atomic(self.path, {"format": 1, "seats": seats[:KEPT_SEATS]})
        except OSError:
            pass
