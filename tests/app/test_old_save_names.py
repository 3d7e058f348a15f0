"""A save from before the seating named its players called each player at this computer
"You": loaded, its seats take the names a new game gives them, at the table, in its save
and in the statistics."""

import json
import re
import shutil
from pathlib import Path

from app_helpers import Rendered

from pairs_table.app import names
from pairs_table.app.config import SeatConfig
from pairs_table.app.saved_games import open_save
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import SaveStore, load_file
from pairs_table.storage.stats import StatsStore

REPO = Path(__file__).resolve().parents[2]


def old_save(tmp_path, game, seats):
    """The format-1 example save of ``game`` with its seats as ``seats`` ((name, kind) each),
    in the saves folder."""
    data = json.loads((REPO / "saves" / "format-1" / f"{game}.json").read_text(encoding="utf-8"))
    assert data["format"] == 1
    data["seats"] = [{"name": n, "kind": k, "level": None if k == "human" else "easy"} for n, k in seats]
    folder = get_paths().saves
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{data['id']}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_seated_names_follow_the_seating():
    s = [SeatConfig("You", "human"), SeatConfig("Vous", "human"), SeatConfig("Bo", "ai", "easy"),
         SeatConfig(" Kim\x07 ", "human"), SeatConfig("You", "ai", "easy")]
    assert names.seated(s) == ["Player 1", "Player 2", "Bo", "Kim", "Player 5"]
    assert names.seated([SeatConfig("Vous", "human"), SeatConfig("Ana", "ai", "easy")]) == ["You", "Ana"]
    assert names.seated([SeatConfig("", "human"), SeatConfig("Player 1", "human")]) == ["Player 1", "Player 2"]


def test_an_old_pass_and_play_save_names_its_players_by_number(app, tmp_path):
    path = old_save(tmp_path, "hawthorn", [("You", "human"), ("You", "human"), ("Bo", "ai")])
    record, state = load_file(path)
    assert open_save(app, record, state, path=path) is None
    table = app.stack.top
    assert [s.name for s in table.config.seats] == ["Player 1", "Player 2", "Bo"]
    assert [table.name(i) for i in range(3)] == ["Player 1", "Player 2", "Bo"]
    with Rendered(app) as seen:
        for _ in range(20):
            app.step(1 / 60)
    drawn = " | ".join(seen.texts)
    assert "Player 2" in drawn and not re.search(r"\bYou\b", drawn), drawn
    app.stack.clear()  # left mid-session: the session so far goes into the statistics
    players = StatsStore(get_paths()).load().data["players"]
    assert {"Player 1", "Player 2"} <= set(players) and "You" not in players
    assert players["Player 1"]["hawthorn"]["sessions"] == 1
    saved = SaveStore(get_paths()).load(record.id)[0]
    assert [s.name for s in saved.seats] == ["Player 1", "Player 2", "Bo"], "the save keeps the names"


def test_an_old_save_with_one_player_keeps_you(app, tmp_path):
    path = old_save(tmp_path, "hawthorn", [("You", "human"), ("Ana", "ai"), ("Bo", "ai")])
    record, state = load_file(path)
    assert open_save(app, record, state, path=path) is None
    assert [s.name for s in app.stack.top.config.seats] == ["You", "Ana", "Bo"]
    app.stack.clear()
    assert StatsStore(get_paths()).load().data["players"]["You"]["hawthorn"]["sessions"] == 1
