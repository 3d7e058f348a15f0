"""Statistics per player name and game: hands played and won, net chips, best session."""

from __future__ import annotations

from .atomic import BadFile, move_aside, read_json, write_json_atomic
from .paths import Paths

STATS_VERSION = 1
FIELDS = ("hands", "won", "net", "sessions", "sessions_won", "best_session")


def _blank() -> dict:
    return {"hands": 0, "won": 0, "net": 0, "sessions": 0, "sessions_won": 0, "best_session": None, "history": []}


class StatsStore:
    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self.notice: str | None = None
        self.data: dict = {"version": STATS_VERSION, "players": {}}

    def load(self) -> "StatsStore":
        path = self.paths.stats_file
        if not path.exists():
            return self
        try:
            data = read_json(path)
            if not isinstance(data, dict) or not isinstance(data.get("players"), dict):
                raise BadFile(path, "it is not a statistics file")
            if not isinstance(data.get("version"), int) or data["version"] > STATS_VERSION:
                raise BadFile(path, "it was written by a newer version of Pairs Table")
            players = {}
            for name, games in data["players"].items():
                if not isinstance(games, dict):
                    raise BadFile(path, f"the entry of {name!r} is not valid")
                players[name] = {}
                for game, rec in games.items():
                    clean = _blank()
                    if isinstance(rec, dict):
                        for key in FIELDS:
                            v = rec.get(key)
                            if isinstance(v, int) and not isinstance(v, bool):
                                clean[key] = v
                        hist = rec.get("history")
                        if isinstance(hist, list):
                            clean["history"] = [v for v in hist if isinstance(v, int)][-200:]
                    players[name][game] = clean
            self.data = {"version": STATS_VERSION, "players": players}
        except BadFile as exc:
            moved = move_aside(path, self.paths.stats / "damaged")
            self.notice = f"Your statistics could not be read ({exc.reason}); a fresh record was started and the old file was kept as {moved}."
        return self

    def entry(self, name: str, game: str) -> dict:
        return self.data["players"].setdefault(name, {}).setdefault(game, _blank())

    def record_hand(self, name: str, game: str, won: bool, net: int = 0) -> None:
        e = self.entry(name, game)
        e["hands"] += 1
        e["won"] += int(bool(won))
        e["net"] += int(net)

    def record_session(self, name: str, game: str, result: int | None, won: bool = False) -> None:
        """One finished game or session; ``result`` is its net chips (None in a game
        without chips: no best session or history then)."""
        e = self.entry(name, game)
        e["sessions"] += 1
        e["sessions_won"] += int(bool(won))
        if result is None:
            return
        if e["best_session"] is None or result > e["best_session"]:
            e["best_session"] = int(result)
        e["history"] = (e["history"] + [int(result)])[-200:]

    def save(self) -> None:
        write_json_atomic(self.paths.stats_file, self.data)
