"""Hostile files through the real screens (the start, the title, Saves, Statistics and a
resumed game), a second window on one data folder, and AI workers outliving a killed
window."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from app_helpers import click
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.scenes.saves import SavesScene
from pairs_table.app.scenes.statistics import StatisticsScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.engine.rng import Rng
from pairs_table.storage.paths import get_paths
from pairs_table.engine.replay import Setup
from pairs_table.storage.saves import DAMAGED_INDEX, SaveRecord, SaveStore, Seat, replay
from test_saves_flow import Driven

HUGE = "9" * 5000


def save_json(seed=3, moves=4, save_id=None, **change) -> dict:
    rec = SaveRecord(Setup("pairs", 3, seed=seed),
                     seats=[Seat("Ana"), Seat("Bot 1", "ai", "random"), Seat("Bot 2", "ai", "random")])
    if save_id:
        rec.id = save_id
    state = replay(rec)
    rng = Rng(seed)
    while len(rec.actions) < moves and not state.hand_over:
        act = rng.choice(state.legal_strings())
        state.apply(act)
        rec.actions.append(act)
    rec.updated = rec.created
    data = rec.to_json()
    data.update(change)
    return data


def start(home, monkeypatch):
    """The app as the window starts it: settings and statistics read, the title scanned."""
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(home))
    from pairs_table.app.main import App

    app = App((1280, 720), ai_mode="inline")
    app.settings.auto_continue = True  # hands follow one another without waiting on their summaries
    title = app.stack.push(TitleScene(app))
    for _ in range(3):
        app.step(1 / 60)
    return app, title


def visit_every_screen(app, title):
    """Saves and Statistics drawn (every player of the statistics chosen), back to the title."""
    while app.notices:
        click(app, title.notice_button)
    click(app, title.saves_button)
    saves = app.stack.top
    assert isinstance(saves, SavesScene)
    for _ in range(3):
        app.step(1 / 60)
    app.stack.pop()
    click(app, title.stats_button)
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene)
    for name in list(stats.player_buttons):
        for game in list(stats.game_buttons):
            stats.choose(player=name, game=game)
            app.step(1 / 60)
    app.stack.pop()
    app.step(1 / 60)
    return saves


def home_with_folders(tmp_path):
    home = tmp_path / "home"
    paths = get_paths({"PAIRS_TABLE_HOME": str(home)})
    for folder in (paths.saves, paths.settings, paths.stats):
        folder.mkdir(parents=True)
    return home, paths


# ---- 1. a huge number in any file ------------------------------------------------------------

def test_a_huge_number_in_every_file_neither_stops_the_start_nor_a_screen(tmp_path, monkeypatch):
    home, paths = home_with_folders(tmp_path)
    good = save_json(save_id="good-one")
    (paths.saves / "good-one.json").write_text(json.dumps(good))
    text = json.dumps(save_json(seed=4))
    (paths.saves / "huge.json").write_text(text.replace('"seed": 4', f'"seed": {HUGE}'))
    (paths.saves / "overflow.json").write_text(text.replace('"created": ', '"created": 1e400, "x": '))
    (paths.saves / DAMAGED_INDEX).write_text(f"[{HUGE}]")
    paths.settings_file.write_text(f'{{"version": 1, "volume": {HUGE}}}')
    paths.stats_file.write_text(f'{{"version": 1, "players": {{"A": {{"pairs": {{"hands": {HUGE}}}}}}}}}')
    app, title = start(home, monkeypatch)
    try:
        assert len(app.notices) == 3  # settings, statistics, the two saves
        assert "huge.json" in app.notices[2] and "overflow.json" in app.notices[2]
        assert title.latest.record.id == "good-one"
        saves = visit_every_screen(app, title)
        assert sorted(d.name for d in saves.damaged) == ["huge.json", "overflow.json"]
    finally:
        app.close()
    assert (paths.settings / "damaged" / "settings.json").read_text().endswith(f"{HUGE}}}")


# ---- 2. files that load as good, with values no font or clock takes ----------------------------------

def test_names_dates_and_figures_from_files_reach_the_screens_safely(tmp_path, monkeypatch):
    home, paths = home_with_folders(tmp_path)
    named = save_json(save_id="named")
    named["seats"][0]["name"] = "Ana\x00\x07"
    named["seats"][1]["name"] = "\u202e\u200b"  # only zero-width characters: no font draws them
    named["summary"] = {"hand": 10 ** 30}
    (paths.saves / "named.json").write_text(json.dumps(named))
    for i, change in enumerate([{"updated": -1.0}, {"updated": 1e30}, {"created": 2 ** 62},
                                {"setup": {"deep": json.loads("[" * 200 + "]" * 200)}}]):
        (paths.saves / f"odd-{i}.json").write_text(json.dumps(save_json(seed=5 + i, **change)))
    huge = {"hands": 10 ** 30, "won": 1, "net": 10 ** 30, "history": [10 ** 30, -(10 ** 30)]}
    players = {"Ana": {"hawthorn": huge, "blackstone": {"hands": 4, "won": 1, "net": 10 ** 12, "sessions": 3,
                                                         "best_session": 10 ** 12, "history": [10 ** 12, -(10 ** 12), 7]}},
               "Bo\x00": {"pairs": {"hands": 1}}}
    paths.stats_file.write_text(json.dumps({"version": 1, "players": players}))
    app, title = start(home, monkeypatch)
    try:
        assert title.latest.record.id == "named" and title.latest.record.seats[0].name == "Ana"
        assert any("odd-0.json" in n for n in app.notices) and any("statistics" in n.lower() for n in app.notices)
        saves = visit_every_screen(app, title)
        assert sorted(d.name for d in saves.damaged) == [f"odd-{i}.json" for i in range(4)]
        assert app.stats.entry("Ana", "blackstone")["net"] == 10 ** 12  # the good entry is kept and drawn
        click(app, title.continue_button)
        table = app.stack.top
        assert table.record.id == "named"
        rng = Rng(2)
        for _ in range(600):  # the resumed game runs and autosaves
            app.step(1 / 60)
            if len(table.record.actions) > len(named["actions"]) + 2:
                break
            if table.human_to_act():
                table.human_action(rng.choice(table.state.legal_strings()))
        assert len(SaveStore(get_paths()).load("named")[0].actions) > len(named["actions"])
    finally:
        app.close()


def test_shown_text_and_dates_never_raise():
    from pairs_table.app import shown

    assert shown.text("a\x00b\ud800c") == "abc" and shown.text("\u202e\u200b") == "?"
    assert shown.text("x" * 300, 10) == "x" * 9 + "…"
    assert [shown.date(v) for v in (-1e300, 1e300, float("nan"), True, "1", 0)] == [""] * 6
    assert shown.date(86400 * 365).endswith("1971 00:00") or "1971" in shown.date(86400 * 365)


# ---- 3. special files ----------------------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_pipes_and_devices_in_every_place_never_hang_the_window(tmp_path):
    home, paths = home_with_folders(tmp_path)
    os.mkfifo(paths.saves / "pipe.json")
    os.mkfifo(paths.settings_file)
    os.symlink("/dev/zero", paths.stats_file)
    os.symlink("/dev/zero", paths.saves / DAMAGED_INDEX)
    os.symlink("/dev/urandom", paths.saves / "random.json")
    first = Driven(home)
    try:
        head = first.next(timeout=60)
        assert head[0] == "started"  # the window came up and a game began
    finally:
        first.kill()
    listed = {d.name for d in SaveStore(paths).damaged_files()}
    assert {"pipe.json", "random.json"} <= listed


# ---- 4. two windows on one data folder -----------------------------------------------------------

def test_a_second_window_on_one_folder_brings_the_first_forward_and_a_killed_one_leaves_no_lock(tmp_path):
    home = tmp_path / "home"
    first = Driven(home)
    try:
        head = first.next()
        assert head[0] == "started"
        save_id = head[1]
        env = dict(os.environ, PAIRS_TABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PAIRS_TABLE_DRIVE="pairs")
        second = subprocess.run([sys.executable, "-m", "pairs_table"], env=env, capture_output=True, text=True,
                                timeout=120)
        assert second.returncode == 3
        assert "already open" in second.stderr and str(home) in second.stderr
        assert "brought forward" in second.stderr  # the first window answered its doorbell
        assert "Traceback" not in second.stderr and second.stdout == ""  # it started no game
        forward = played_on = False
        while not (forward and played_on):
            words = first.next()
            forward = forward or words == ["forward"]
            played_on = played_on or (words[0] == "action" and int(words[1]) >= 4)
    finally:
        first.kill()
    kept = SaveStore(get_paths({"PAIRS_TABLE_HOME": str(home)})).load(save_id)[0].actions
    third = Driven(home)  # the killed window's lock went with it
    try:
        assert third.next() == ["resumed", save_id, str(len(kept))]
    finally:
        third.kill()


# ---- 5. a save copied, renamed or without an id -----------------------------------------------------

def test_saves_rows_are_files_delete_deletes_that_file_and_continue_claims_once(app):
    paths = get_paths()
    paths.saves.mkdir(parents=True, exist_ok=True)
    newer = save_json(seed=7, moves=6, save_id="game-1")
    newer["updated"] = newer["created"] + 50
    (paths.saves / "game-1.json").write_text(json.dumps(newer))
    copy = save_json(seed=7, moves=2, save_id="game-1")
    (paths.saves / "game-1 (copy).json").write_text(json.dumps(copy))
    idless = save_json(seed=9, moves=3)
    idless.pop("id")
    idless["updated"] = newer["created"] + 100  # the latest: Continue takes it
    (paths.saves / "no id.json").write_text(json.dumps(idless))

    title = app.stack.push(TitleScene(app))
    app.step(1 / 60)
    click(app, title.saves_button)
    scene = app.stack.top
    assert sorted(g.path.name for g in scene.games) == ["game-1 (copy).json", "game-1.json", "no id.json"]
    click(app, scene.button_for("delete", "game-1 (copy).json"))
    click(app, scene.button_for("really_delete", "game-1 (copy).json"))
    assert scene.message == "The saved game was deleted."
    assert sorted(p.name for p in paths.saves.glob("*.json")) == ["game-1.json", "no id.json"]
    assert SaveStore(paths).load("game-1")[0].actions == newer["actions"]
    app.stack.pop()
    app.step(1 / 60)

    assert title.latest.path.name == "no id.json"
    click(app, title.continue_button)
    table = app.stack.top
    new_id = table.record.id
    files = sorted(p.name for p in paths.saves.glob("*.json"))
    assert files == sorted(["game-1.json", f"{new_id}.json"])  # renamed: no fork, no overwrite
    rng = Rng(1)
    for _ in range(200):
        app.step(1 / 60)
        if len(table.record.actions) > len(idless["actions"]) + 1:
            break
        if table.human_to_act():
            table.human_action(rng.choice(table.state.legal_strings()))
    assert sorted(p.name for p in paths.saves.glob("*.json")) == files
    assert SaveStore(paths).load(new_id)[0].actions[:3] == idless["actions"]
    assert SaveStore(paths).load("game-1")[0].actions == newer["actions"]


# ---- 7. AI workers of a killed window ---------------------------------------------------------------------

def probe():
    """``tools/reliability_probe.py``, whose worker script and liveness check this test shares."""
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "tools" / "reliability_probe.py"
    spec = importlib.util.spec_from_file_location("reliability_probe", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")
def test_ai_workers_end_soon_after_their_window_is_killed():
    tools = probe()
    alive = tools.alive
    env = dict(os.environ, PAIRS_TABLE_AI_WORKERS="1")
    parent = subprocess.Popen([sys.executable, "-c", tools.WORKERS], env=env, stdout=subprocess.PIPE, text=True)
    try:
        pids = [int(p) for p in parent.stdout.readline().split()]
        assert len(pids) == 2 and all(alive(p) for p in pids)
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=10)
    end = time.monotonic() + 10
    while any(alive(p) for p in pids) and time.monotonic() < end:
        time.sleep(0.1)
    assert not any(alive(p) for p in pids)


# ---- 8. a folder that cannot be written ----------------------------------------------------------------------

def test_files_left_in_place_are_told_once_and_listed(app, monkeypatch):
    import pairs_table.storage.saves as saves

    def refuse(path, folder):
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(saves, "move_aside", refuse)
    paths = get_paths()
    paths.saves.mkdir(parents=True, exist_ok=True)
    (paths.saves / "stuck.json").write_bytes(b"{half")
    title = app.stack.push(TitleScene(app))
    app.step(1 / 60)
    assert len(app.notices) == 1 and "could not be moved aside" in app.notices[0] and "stuck.json" in app.notices[0]
    click(app, title.notice_button)
    click(app, title.saves_button)
    scene = app.stack.top
    assert [(d.name, d.moved) for d in scene.damaged] == [("stuck.json", False)]
    app.step(1 / 60)
    app.stack.pop()
    app.step(1 / 60)  # the title scans again: the same file is not told twice
    assert app.notices == []
    assert (paths.saves / "stuck.json").read_bytes() == b"{half"


def test_a_table_says_when_saving_works_again(app, monkeypatch):
    seats = [SeatConfig("You", "human"), SeatConfig("AI 1", "ai", "random"), SeatConfig("AI 2", "ai", "random")]
    table = table_class("pairs")(app, TableConfig("pairs", seats, {}, "instant", "instant", seed=4))
    app.stack.push(table)
    real_write = SaveStore.write
    failing = {"on": True}

    def write(self, record, state=None):
        if failing["on"]:
            raise PermissionError(30, "Read-only file system")
        return real_write(self, record, state)

    monkeypatch.setattr(SaveStore, "write", write)
    rng = Rng(3)

    def play(n):
        goal = len(table.record.actions) + n
        for _ in range(600):
            app.step(1 / 60)
            if len(table.record.actions) >= goal or table.state.hand_over:
                return
            if table.human_to_act():
                table.human_action(rng.choice(table.state.legal_strings()))

    play(2)
    texts = [t for t, _c in table.log]
    assert sum("cannot be saved" in t for t in texts) == 1
    failing["on"] = False
    play(1)
    texts = [t for t, _c in table.log]
    assert sum("Saving works again" in t for t in texts) == 1
    assert SaveStore(get_paths()).load(table.record.id)[0].actions == table.record.actions
    pygame.event.clear()
