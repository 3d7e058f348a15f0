"""Statistics per player name and game: hands played and won, net chips, best session.

Nothing recorded is ever lost:

* every entry of the file is checked (type and range of each figure). A file that cannot
  be read at all is moved to ``damaged/`` beside it; a file with some bad entries is kept
  there as it was (a copy, bytes intact) while its good entries are used, and ``notice``
  names the entries left out;
* the events recorded since the last write (a hand, a session) are merged into the file
  as it is on disk when writing, under a file lock: two programs writing to one folder
  both keep all they recorded.

A chip session left before its end is recorded as it stood; when it is carried on later
and ends (or is left again), that one session is amended to its new result, never
counted twice.
"""

from __future__ import annotations

import os

from filelock import FileLock

from .atomic import keep_copy, move_aside, write_json_atomic
from .paths import Paths
from .file_reasons import Told
from .safe_read import BadFile, clean_text, parse_json, read_limited

STATS_VERSION = 1
FIELDS = ("hands", "won", "net", "sessions", "sessions_won", "best_session")
COUNTS = ("hands", "won", "sessions", "sessions_won")
HISTORY = 200  # the net chips of this many recent sessions are kept
MAX_COUNT = 10 ** 12  # hands or sessions: more than anyone plays
MAX_CHIPS = 10 ** 15  # net chips over all sessions; one session's result is at most MAX_COUNT
NAME_LENGTH = 40
LOCK_WAIT = 10.0  # seconds to wait for another program's write to end


def _blank() -> dict:
    return {"hands": 0, "won": 0, "net": 0, "sessions": 0, "sessions_won": 0, "best_session": None, "history": []}


def _whole(v, limit: int, low: int = 0) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and low <= v <= limit


def valid_name(name) -> bool:
    """A player name as a table writes it: text without control characters, not too long."""
    return isinstance(name, str) and 0 < len(name) <= NAME_LENGTH and clean_text(name) == name


def clean_entry(rec) -> dict | None:
    """One player's figures at one game, checked; None if any of them is not valid."""
    if not isinstance(rec, dict) or not set(rec) <= set(FIELDS) | {"history"}:
        return None
    out = _blank()
    for key in COUNTS:
        if key in rec:
            if not _whole(rec[key], MAX_COUNT):
                return None
            out[key] = rec[key]
    if "net" in rec:
        if not _whole(rec["net"], MAX_CHIPS, -MAX_CHIPS):
            return None
        out["net"] = rec["net"]
    best = rec.get("best_session")
    if best is not None:
        if not _whole(best, MAX_COUNT, -MAX_COUNT):
            return None
        out["best_session"] = best
    hist = rec.get("history", [])
    if not isinstance(hist, list) or len(hist) > HISTORY or not all(_whole(v, MAX_COUNT, -MAX_COUNT) for v in hist):
        return None
    out["history"] = list(hist)
    if out["won"] > out["hands"] or out["sessions_won"] > out["sessions"]:
        return None
    return out


def clean_players(players: dict) -> tuple[dict, list[tuple[str, str]]]:
    """The valid entries of a file's ``players``, and ``(player, game)`` for each entry left
    out (game "": the player's whole entry)."""
    good, left_out = {}, []
    for name, games in players.items():
        if not valid_name(name) or not isinstance(games, dict):
            left_out.append((clean_text(str(name), NAME_LENGTH) or "?", ""))
            continue
        good[name] = {}
        for game, rec in games.items():
            entry = clean_entry(rec) if isinstance(game, str) and len(game) <= 40 else None
            if entry is None:
                left_out.append((clean_text(name), clean_text(str(game), 40)))
            else:
                good[name][game] = entry
    return good, left_out


def _add_hand(players: dict, name: str, game: str, won: bool, net: int) -> None:
    e = players.setdefault(name, {}).setdefault(game, _blank())
    e["hands"] = min(MAX_COUNT, e["hands"] + 1)
    e["won"] = min(e["hands"], e["won"] + int(bool(won)))
    e["net"] = max(-MAX_CHIPS, min(MAX_CHIPS, e["net"] + int(net)))


def _add_session(players: dict, name: str, game: str, result: int | None, won: bool) -> None:
    e = players.setdefault(name, {}).setdefault(game, _blank())
    e["sessions"] = min(MAX_COUNT, e["sessions"] + 1)
    e["sessions_won"] = min(e["sessions"], e["sessions_won"] + int(bool(won)))
    if result is None:
        return
    result = max(-MAX_COUNT, min(MAX_COUNT, int(result)))
    if e["best_session"] is None or result > e["best_session"]:
        e["best_session"] = result
    e["history"] = (e["history"] + [result])[-HISTORY:]


def _amend_session(players: dict, name: str, game: str, old: int, old_won: bool, result: int, won: bool) -> None:
    """A session recorded before with ``old`` net chips (left before its end) now stands at
    ``result``: still one session, its result and its win changed."""
    e = players.setdefault(name, {}).setdefault(game, _blank())
    if e["sessions"] == 0:  # the first record is not in this file: the session counts now
        _add_session(players, name, game, result, won)
        return
    result = max(-MAX_COUNT, min(MAX_COUNT, int(result)))
    e["sessions_won"] = max(0, min(e["sessions"], e["sessions_won"] - int(bool(old_won)) + int(bool(won))))
    hist = e["history"]
    if old in hist:
        hist[len(hist) - 1 - hist[::-1].index(old)] = result
    if e["best_session"] is None or result > e["best_session"]:
        e["best_session"] = result
    elif e["best_session"] == old and hist and e["sessions"] <= len(hist):  # every session is in the history
        e["best_session"] = max(hist)


_EVENTS = {"hand": _add_hand, "session": _add_session, "amend": _amend_session}


class StatsStore:
    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self.notice: str | None = None  # in English
        self.told: Told | None = None  # the same, for the app to word
        self.data: dict = {"version": STATS_VERSION, "players": {}}
        self._pending: list[tuple] = []  # events recorded since the last write
        self._readonly = False  # a bad file that could not be kept aside: never written over

    @property
    def _damaged(self):
        return self.paths.stats / "damaged"

    def _read(self) -> dict:
        """The players of the file on disk, checked. A file that cannot be read is moved
        aside; one with bad entries is kept aside as it was and rewritten without them."""
        path = self.paths.stats_file
        if not os.path.lexists(path):
            return {}
        try:
            raw = read_limited(path)
            data = parse_json(raw, path)
            if not isinstance(data, dict) or not isinstance(data.get("players"), dict):
                raise BadFile(path, "not_stats")
            version = data.get("version")
            if not isinstance(version, int) or isinstance(version, bool) or version < 1:
                raise BadFile(path, "no_version")
            if version > STATS_VERSION:
                raise BadFile(path, "newer_version")
        except BadFile as exc:
            try:
                moved = str(move_aside(path, self._damaged))
                kept = f"the old file was kept as {moved}"
            except OSError as err:
                moved, kept = None, f"the file could not be moved aside ({err.strerror or err}) and is left as it is"
                self._readonly = True
            self.notice = f"Your statistics could not be read ({exc.reason}); a fresh record was started and {kept}."
            self.told = Told("stats", exc.code, exc.fields, exc.reason, moved)
            return {}
        players, left_out = clean_players(data["players"])
        if left_out:
            named = [f"{name} at {game}" if game else name for name, game in left_out]
            shown = "; ".join(named[:4]) + ("; …" if len(named) > 4 else "")
            try:
                copy = str(keep_copy(raw, path.name, self._damaged))
                write_json_atomic(path, {"version": STATS_VERSION, "players": players})
                kept = f"the file as it was is kept as {copy}"
            except OSError as err:
                copy, kept = None, f"the file could not be kept aside ({err.strerror or err}) and is left as it is"
                self._readonly = True
            self.notice = f"Some statistics were not valid and are left out ({shown}); {kept}."
            self.told = Told("stats", kept=copy, left_out=tuple(left_out))
        return players

    def load(self) -> "StatsStore":
        self.data = {"version": STATS_VERSION, "players": self._read()}
        return self

    def entry(self, name: str, game: str) -> dict:
        return self.data["players"].setdefault(name, {}).setdefault(game, _blank())

    def _record(self, kind: str, name: str, *rest) -> None:
        event = (kind, clean_text(str(name), NAME_LENGTH).strip() or "?", *rest)
        _EVENTS[kind](self.data["players"], *event[1:])
        self._pending.append(event)

    def record_hand(self, name: str, game: str, won: bool, net: int = 0) -> None:
        self._record("hand", name, game, bool(won), int(net))

    def record_session(self, name: str, game: str, result: int | None, won: bool = False) -> None:
        """One finished game or session; ``result`` is its net chips (None in a game
        without chips: no best session or history then)."""
        self._record("session", name, game, None if result is None else int(result), bool(won))

    def amend_session(self, name: str, game: str, old: int, old_won: bool, result: int, won: bool = False) -> None:
        """The session recorded before with ``old`` net chips (``old_won``) now ends with
        ``result`` (``won``): counted once, with its new result."""
        self._record("amend", name, game, int(old), bool(old_won), int(result), bool(won))

    def save(self) -> None:
        """Merge the events recorded since the last write into the file as it is now, under
        the folder's lock. Raises OSError (the events are kept for the next try)."""
        if not self._pending:
            return
        self.paths.stats.mkdir(parents=True, exist_ok=True)
        with FileLock(str(self.paths.stats / "stats.lock"), timeout=LOCK_WAIT):
            players = self._read()
            if self._readonly:
                raise PermissionError("the statistics file is bad and cannot be kept aside")
            for event in self._pending:
                _EVENTS[event[0]](players, *event[1:])
            write_json_atomic(self.paths.stats_file, {"version": STATS_VERSION, "players": players})
        self._pending = []
        self.data = {"version": STATS_VERSION, "players": players}
