"""Where the app keeps its files.

platformdirs gives the per-user folders (data: saves and statistics; config: settings).
Setting ``PAIRS_TABLE_HOME`` moves all of them under one folder (tests, portable use).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "PairsTable"
HOME_VAR = "PAIRS_TABLE_HOME"


@dataclass(frozen=True)
class Paths:
    saves: Path
    settings: Path  # folder of settings.json
    stats: Path  # folder of stats.json

    @property
    def damaged(self) -> Path:
        return self.saves / "damaged"

    @property
    def lock_file(self) -> Path:
        """Held by the running window: one window per data folder."""
        return self.saves.parent / "pairs-table.lock"

    @property
    def door_file(self) -> Path:
        """Where the running window says how a second one reaches it (:mod:`.doorbell`)."""
        return self.saves.parent / "pairs-table.door"

    @property
    def settings_file(self) -> Path:
        return self.settings / "settings.json"

    @property
    def stats_file(self) -> Path:
        return self.stats / "stats.json"

    def to_json(self) -> dict:
        return {"saves": str(self.saves), "settings": str(self.settings), "stats": str(self.stats)}


def get_paths(environ=None) -> Paths:
    env = os.environ if environ is None else environ
    home = env.get(HOME_VAR)
    if home:
        base = Path(home).expanduser().resolve()
        return Paths(base / "saves", base / "settings", base / "stats")
    import platformdirs

    data = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    config = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return Paths(data / "saves", config, data / "stats")
