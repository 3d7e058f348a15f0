"""Continue, the Saves scene and unreadable files, driven through posted events; and a real
app process killed mid-hand, restarted and continued."""

import os
import queue
import signal
import subprocess
import sys
import threading
import time

import pygame

from app_helpers import click, play_on, press
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.scenes.saves import SavesScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.engine.rng import Rng
from pairs_table.storage.paths import get_paths
from pairs_table.engine.replay import Setup
from pairs_table.storage.saves import SaveRecord, Seat, SaveStore

PLAYERS = {"hasenpfeffer": 4, "pyramid_poker": 2}


def play(app, game: str, seed: int, actions: int | None = None):
    """A game at its table, the human's moves random: ``actions`` saved actions (at rest),
    or to the end of the game. Returns the table's record."""
    n = PLAYERS.get(game, 3)
    seats = [SeatConfig("You", "human")] + [SeatConfig(f"AI {i}", "ai", "random") for i in range(1, n)]
    table = table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=seed))
    app.stack.push(table)
    play_on(app, table, Rng(seed), actions)
    app.stack.clear()
    return table.record


def title(app) -> TitleScene:
    app.stack.clear()
    scene = app.stack.push(TitleScene(app))
    app.step(1 / 60)
    return scene


# ---- Continue ------------------------------------------------------------------------------

def test_no_continue_without_an_unfinished_game(app):
    play(app, "pairs", 8)  # played to the end: finished
    t = title(app)
    assert t.continue_button is None and t.latest is None
    click(app, t.saves_button)
    scene = app.stack.top
    assert isinstance(scene, SavesScene) and len(scene.games) == 1
    assert scene.games[0][1].is_over and scene.button_for("resume", scene.games[0][0].id) is None
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is t


def test_continue_resumes_the_latest_unfinished_game(app):
    older = play(app, "hawthorn", 3, actions=8)
    time.sleep(0.01)
    newer = play(app, "blackstone", 4, actions=6)
    time.sleep(0.01)
    play(app, "pairs", 8)  # newest, but finished
    store = SaveStore(get_paths())
    _rec, saved = store.load(newer.id)
    t = title(app)
    assert t.latest[0].id == newer.id and t.continue_button.visible
    click(app, t.continue_button)
    table = app.stack.top
    assert type(table).__name__ == "BlackstoneTable" and table.record.id == newer.id
    assert app.stack.scenes[0] is t
    live = table.state
    if saved.hand_over and not live.hand_over:
        saved.next_hand()  # the save ended a hand; the table deals the next at once
    assert live.to_json() == saved.to_json() and live.to_act == saved.to_act
    assert [s.name for s in table.config.seats] == [s.name for s in newer.seats]
    # play on through the table: the same save grows
    rng = Rng(1)
    for _ in range(3000):
        app.step(1 / 60)
        if len(table.record.actions) >= len(newer.actions) + 3 or table.finished:
            break
        if table.human_to_act():
            table.human_action(rng.choice(live.legal_strings()))
    assert len(store.load(newer.id)[0].actions) >= len(newer.actions) + 3
    assert store.load(older.id)[0].actions == older.actions


# ---- the Saves scene -----------------------------------------------------------------------------

def test_saves_scene_resumes_and_deletes_with_a_confirm(app):
    a = play(app, "hawthorn", 3, actions=5)
    time.sleep(0.01)
    b = play(app, "goblins_poker", 5, actions=5)
    paths = get_paths()
    t = title(app)
    click(app, t.saves_button)
    scene = app.stack.top
    assert [r.id for r, _s in scene.games] == [b.id, a.id]  # newest first
    click(app, scene.button_for("delete", a.id))
    assert scene.button_for("really_delete", a.id) is not None and scene.button_for("delete", a.id) is None
    click(app, scene.button_for("keep", a.id))
    assert (paths.saves / f"{a.id}.json").exists() and scene.button_for("delete", a.id) is not None
    click(app, scene.button_for("delete", a.id))
    click(app, scene.button_for("really_delete", a.id))
    assert not (paths.saves / f"{a.id}.json").exists()
    assert [r.id for r, _s in scene.games] == [b.id]
    click(app, scene.button_for("resume", b.id))
    table = app.stack.top
    assert table.record.id == b.id and app.stack.scenes[0] is t and len(app.stack.scenes) == 2
    assert table.state.to_json() == SaveStore(paths).load(b.id)[1].to_json()


BAD = {
    "truncated.json": b'{"format": 1, "game": "pairs", "pla',
    "garbage.json": bytes(range(256)),
    "empty.json": b"",
    "future.json": b'{"format": 999, "game": "pairs"}',
    "list.json": b"[1, 2, 3]",
}


def test_damaged_saves_are_listed_unreadable_and_kept(app):
    good = play(app, "pairs", 2, actions=3)
    paths = get_paths()
    illegal = SaveRecord(Setup("pairs", 2, seed=1), seats=[Seat("A"), Seat("B")],
                         actions=["hit", "hit", "take 99"], id="illegal-moves")
    files = dict(BAD)
    import json

    files["illegal-moves.json"] = json.dumps(illegal.to_json()).encode()
    for name, data in files.items():
        (paths.saves / name).write_bytes(data)
    t = title(app)
    assert any(f"{len(files)} saved game" in n for n in app.notices)
    assert t.notice_button is not None
    click(app, t.notice_button)
    assert t.latest[0].id == good.id
    click(app, t.saves_button)
    scene = app.stack.top
    assert [r.id for r, _s in scene.games] == [good.id]
    listed = {d.name: d for d in scene.damaged}
    assert set(listed) == set(files)
    assert "cut short" in listed["truncated.json"].reason
    assert "newer version" in listed["future.json"].reason
    assert "illegal move" in listed["illegal-moves.json"].reason
    for name, data in files.items():
        assert listed[name].moved_to.parent == paths.damaged
        assert listed[name].moved_to.read_bytes() == data
        assert not (paths.saves / name).exists()
    for _ in range(10):
        app.step(1 / 60)  # the scene draws them (unreadable, with the reason) and runs on
    # Started again: no new notice (told once), still listed with their reasons.
    app.notices.clear()
    t = title(app)
    assert app.notices == [] and t.notice_button is None
    click(app, t.saves_button)
    again = {d.name: d.reason for d in app.stack.top.damaged}
    assert again == {n: d.reason for n, d in listed.items()}


def test_damaged_settings_and_statistics_are_told_once(tmp_path, monkeypatch):
    from pairs_table.app.main import App

    home = tmp_path / "home2"
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(home))
    paths = get_paths()
    paths.settings.mkdir(parents=True)
    paths.stats.mkdir(parents=True)
    paths.settings_file.write_bytes(b"{not json")
    paths.stats_file.write_bytes(b'{"players": 5}')
    app = App((1280, 720), ai_mode="inline")
    try:
        assert len(app.notices) == 2
        assert "settings" in app.notices[0] and "statistics" in app.notices[1]
        t = title(app)
        click(app, t.notice_button)
        assert len(app.notices) == 1 and t.notice_button is not None
        click(app, t.notice_button)
        assert app.notices == [] and t.notice_button is None
    finally:
        app.close()
    assert (paths.settings / "damaged" / "settings.json").read_bytes() == b"{not json"
    assert (paths.stats / "damaged" / "stats.json").read_bytes() == b'{"players": 5}'
    app = App((1280, 720), ai_mode="inline")
    try:
        assert app.notices == []
    finally:
        app.close()


# ---- a real process, killed -------------------------------------------------------------------------

class Driven:
    """``python -m pairs_table`` under the drive hook; its report lines in a queue."""

    def __init__(self, home, game: str = "pairs") -> None:
        env = dict(os.environ, PAIRS_TABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PAIRS_TABLE_DRIVE=game, PAIRS_TABLE_DRIVE_SEED="7", PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.proc = subprocess.Popen([sys.executable, "-m", "pairs_table"], env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.split())
        self.lines.put(None)

    def next(self, timeout: float = 30.0):
        words = self.lines.get(timeout=timeout)
        if words is None:
            raise AssertionError("the app stopped: " + self.proc.stderr.read()[-2000:])
        return words

    def kill(self) -> list:
        """SIGKILL, then every line it had written."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)
        self.reader.join(timeout=10)
        rest = []
        while True:
            words = self.lines.get(timeout=5)
            if words is None:
                return rest
            rest.append(words)


def actions_of(lines) -> list:
    return [(int(w[1]), w[2], w[3], " ".join(w[4:])) for w in lines if w and w[0] == "action"]


def test_a_killed_app_loses_at_most_the_last_action(tmp_path):
    home = tmp_path / "home"
    first = Driven(home)
    try:
        head = first.next()
        assert head[0] == "started"
        save_id = head[1]
        seen = []
        while not (len(seen) >= 6 and seen[-1][2] == "mid"):  # kill in the middle of a hand
            words = first.next()
            if words[0] == "action":
                seen += actions_of([words])
    finally:
        rest = first.kill()
    reported = seen + actions_of(rest)
    assert [n for n, *_ in reported] == list(range(1, len(reported) + 1))
    assert {sid for _n, sid, _f, _t in reported} == {save_id}
    rec, _state = SaveStore(get_paths_at(home)).load(save_id)
    kept = len(rec.actions)
    assert len(reported) - 1 <= kept <= len(reported)  # at most the last action is missing
    assert rec.actions == [t for *_x, t in reported][:kept]
    good, damaged = SaveStore(get_paths_at(home)).scan()
    assert damaged == [] and [r.id for r, _s in good] == [save_id]

    second = Driven(home)  # started again: carries on with the same game
    try:
        head = second.next()
        assert head == ["resumed", save_id, str(kept)]
        more = []
        while len(more) < 3:
            words = second.next()
            if words[0] == "action":
                more += actions_of([words])
    finally:
        rest = second.kill()
    more += actions_of(rest)
    assert [n for n, *_ in more] == list(range(kept + 1, kept + 1 + len(more)))
    rec2, state2 = SaveStore(get_paths_at(home)).load(save_id)
    assert rec2.actions[:kept] == rec.actions
    assert kept + len(more) - 1 <= len(rec2.actions) <= kept + len(more)
    assert rec2.actions[kept:] == [t for *_x, t in more][:len(rec2.actions) - kept]


def get_paths_at(home):
    from pairs_table.storage.paths import get_paths as gp

    return gp({"PAIRS_TABLE_HOME": str(home)})


def test_a_damaged_save_is_told_within_its_row_at_every_size(app):
    """The damaged file's line says where it is kept as a path from the saves folder
    ("damaged/...") and fits the row (on two lines if need be) in every size and language:
    the audit's own overflow check on the frame."""
    from pairs_table.app import textlog
    from pairs_table.app.i18n import set_language
    from pairs_table.audit import checks

    paths = get_paths()
    paths.saves.mkdir(parents=True, exist_ok=True)
    (paths.saves / "a-rather-long-name-for-a-broken-game.json").write_bytes(b"{nope")
    for lang in ("en", "nl", "fr", "bg"):
        app.set_language(lang)
        for size in ((800, 480), (1280, 720), (1920, 1080)):
            app.resize(size)
            with textlog.recording() as log:
                scene = app.stack.push(SavesScene(app))
                app.step()
                log.clear()
                app.draw()
            said = [d for d in log.texts if d.owner == "saves"]
            assert any("damaged/a-rather-long-name-for-a-broken-game.json" in d.text for d in said)
            assert not any(str(paths.saves) in d.text for d in said)
            assert checks.overflow(said, size) == [], (lang, size)
            app.stack.pop()
            assert scene is not app.stack.top
    set_language("en")
