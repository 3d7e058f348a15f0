"""The app driven like a player would: mouse clicks and key presses through pygame's event
queue, frame by frame, under the dummy video driver."""

import subprocess
import sys

import pygame
import pytest
from app_helpers import click, click_at, press

from pairs_table.app.autosave import Autosaver, Match, seats_of
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.render import felt_background
from pairs_table.app.scene import Scene
from pairs_table.app.scenes.choose_game import ChooseGameScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.overlays.pause import PauseScene
from pairs_table.app.overlays.result import ResultScene
from pairs_table.app.games.pairs.table import PairsTable as PairsTableScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.engine.cards import PAIRS_DECK
from pairs_table.engine.pairs import PairsState
from pairs_table.engine.replay import Setup
from pairs_table.storage.saves import SaveRecord

REPO = __import__("pathlib").Path(__file__).resolve().parents[2]


def run_until(app, cond, frames: int = 600):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def table_config(humans=1, ais=2, speed="instant", seed=7, levels="normal"):
    seats = [SeatConfig("You", "human")] * humans + [SeatConfig(n, "ai", levels) for n in ("Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke", "Georgi")[:ais]]
    return TableConfig("pairs", list(seats), {}, speed, speed, seed=seed)


def on_screen(rect, size) -> bool:
    return pygame.Rect((0, 0), size).contains(rect)


# ---- the whole game through the real scenes ---------------------------------------------------------


def test_title_to_lobby_to_a_whole_game_to_the_result(app):
    app.stack.push(TitleScene(app))
    app.step()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    # the felt is drawn: the middle of the window is green
    r, g, b, _ = app.window.get_at((640, 690))
    assert g > r and g > b

    click(app, title.play_button)
    chooser = app.stack.top
    assert isinstance(chooser, ChooseGameScene)
    click_at(app, chooser.tiles()[chooser.games.index("pairs")].center)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.game == "pairs"
    # defaults: you and two computer players at normal level
    assert [s.kind for s in lobby.seats] == ["human", "ai", "ai"]
    assert [s.level for s in lobby.seats if s.is_ai] == ["normal", "normal"]
    assert lobby.rows[0]["kind"].text == "Human" and not lobby.rows[0]["level"].visible
    assert lobby.rows[1]["level"].visible

    # add a seat and take it away again, by clicks
    click(app, lobby.add_button)
    assert len(lobby.seats) == 4 and len(lobby.rows) == 4
    click(app, lobby.rows[3]["remove"])
    assert len(lobby.seats) == 3
    # a level cycles on click
    before = lobby.seats[1].level
    click(app, lobby.rows[1]["level"])
    assert lobby.seats[1].level != before
    while lobby.seats[1].level != "normal":
        click(app, lobby.rows[1]["level"])
    # an option cycles through its choices
    click(app, lobby.option_buttons["losing_score_mode"])
    assert lobby.options["losing_score_mode"] == "formula"
    click(app, lobby.option_buttons["losing_score_mode"])
    assert lobby.options["losing_score_mode"] == "table"
    # instant animations, no AI pause
    click(app, lobby.speed_buttons["instant"])
    click(app, lobby.pace_buttons["instant"])
    assert lobby.speed == "instant" and lobby.ai_pace == "instant"
    click(app, lobby.start_button)

    table = app.stack.top
    assert isinstance(table, PairsTableScene)
    assert table.n == 3 and table.config.bottom_seat == 0
    assert table.layout.spot(0).plate.centery > table.layout.spot(1).plate.centery  # you at the bottom
    assert app.settings.animation_speed == "instant"

    actions = 0
    seen_result = False
    for _ in range(4000):
        top = app.stack.top
        if isinstance(top, ResultScene):
            seen_result = True
            break
        if table.human_to_act():
            legal = table.state.legal_strings()
            shown = {a for a, b in table.action_buttons.items() if b.visible}
            app.step()
            shown = {a for a, b in table.action_buttons.items() if b.visible}
            assert shown == set(legal)
            before = len(table.state.log)
            stack = table.state.stacks[0]
            use_key = actions % 3 == 2
            choice = "hit" if ("hit" in legal and len(stack) < 3) else "fold"
            if use_key:
                press(app, pygame.K_h if choice == "hit" else pygame.K_f)
            else:
                click(app, table.action_buttons[choice])
            assert len(table.state.log) > before, "the human's action was not applied"
            assert table.state.log[before].kind == choice
            actions += 1
        else:
            # no action buttons while a computer plays or cards move
            app.step()
            if not table.human_to_act():
                assert not any(b.visible for b in table.action_buttons.values())
    assert seen_result, "the game did not reach its end"
    assert actions > 0
    st = table.state
    assert st.is_over and st.loser is not None
    assert st.scores[st.loser] >= st.losing
    result = app.stack.top
    name = table.name(st.loser)
    assert name in result.headline() or (st.loser == 0 and "You" in result.headline())
    assert table.session_losses[st.loser] == 1
    # the table's picture agrees with the engine: the scores on the plates are the final ones
    assert table.pic.scores == st.scores
    # the result panel offers a rematch: a new game on the same table
    click(app, result.rematch_button)
    assert app.stack.top is table and not table.state.is_over
    assert table.games == 2 and table.state.scores == [0, 0, 0]
    run_until(app, lambda: table.idle)
    # back to the title through the menu
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    click(app, app.stack.top.leave_button)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


# ---- the scene stack ---------------------------------------------------------------------------------


class Recorder(Scene):
    def __init__(self, app, name, log, transparent=False):
        super().__init__(app)
        self.name, self.log = name, log
        self.transparent = transparent

    def enter(self):
        super().enter()
        self.log.append(("enter", self.name))

    def leave(self):
        super().leave()
        self.log.append(("leave", self.name))

    def cover(self):
        super().cover()
        self.log.append(("cover", self.name))

    def uncover(self):
        super().uncover()
        self.log.append(("uncover", self.name))

    def handle(self, event):
        self.log.append(("handle", self.name))
        return True

    def update(self, dt):
        self.log.append(("update", self.name))

    def draw(self, surface):
        self.log.append(("draw", self.name))


def test_scene_stack_push_pop_replace_and_transparent_drawing(app):
    log = []
    stack = app.stack
    a = stack.push(Recorder(app, "a", log))
    b = stack.push(Recorder(app, "b", log))
    assert log == [("enter", "a"), ("cover", "a"), ("enter", "b")]
    assert not a.root.visible and b.root.visible
    log.clear()
    app.step()
    # only the top scene updates; an opaque top hides the rest
    assert ("update", "b") in log and ("update", "a") not in log
    assert ("draw", "b") in log and ("draw", "a") not in log
    log.clear()
    c = stack.push(Recorder(app, "c", log, transparent=True))
    d = stack.push(Recorder(app, "d", log, transparent=True))
    log.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0))
    app.step()
    draws = [n for k, n in log if k == "draw"]
    assert draws == ["b", "c", "d"]  # from the highest opaque scene upwards
    assert [n for k, n in log if k == "handle"] == ["d"]
    log.clear()
    stack.replace(Recorder(app, "e", log))
    assert log == [("leave", "d"), ("enter", "e")]
    assert stack.scenes[-2] is c
    log.clear()
    stack.pop()
    assert log == [("leave", "e"), ("uncover", "c")]
    stack.pop_to(Recorder)
    assert stack.top is c
    stack.clear()
    assert stack.top is None
    assert a.root is None and d.root is None  # widgets are gone with their scenes
    app.step()
    assert not app.running  # an empty stack ends the app


# ---- layout and resizing ------------------------------------------------------------------------------


def _check_table_on_screen(table, size):
    L = table.layout
    assert L.size == size
    for spot in L.seats:
        assert on_screen(spot.plate, size), spot.plate
    assert on_screen(L.panel, size)
    for c in table.cards:
        r = pygame.Rect(0, 0, int(c.h * 0.72), int(c.h))
        r.center = (int(c.x), int(c.y))
        assert on_screen(r, size), (r, size)
    for b in table.action_buttons.values():
        assert on_screen(b.get_abs_rect(), size)
    assert on_screen(table.menu_button.get_abs_rect(), size)


def test_resize_lays_the_table_out_again(app):
    table = app.stack.push(PairsTableScene(app, table_config(1, 5, seed=11)))
    run_until(app, lambda: table.human_to_act() or table.state.hand_over)
    card_h = table.layout.card[1]
    _check_table_on_screen(table, (1280, 720))
    for size in [(800, 480), (1920, 1080), (1000, 800), (1600, 600)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step()
        assert app.size == size
        _check_table_on_screen(table, size)
        # cards in stacks sit exactly where the new layout puts them
        for seat in range(table.n):
            want = table.layout.spot(seat).stack_positions(len(table.pic.stacks[seat]))
            got = [(c.x, c.y) for c in table.pic.stacks[seat]]
            assert [v for p in got for v in p] == pytest.approx([v for p in want for v in p])
    assert table.layout.card[1] != card_h  # cards scale with the window
    # a window below the minimum is held at the minimum
    app.resize((300, 200))
    assert app.size == (800, 480)
    _check_table_on_screen(table, (800, 480))


def test_felt_is_cached_and_settled_frames_render_no_new_text(app):
    table = app.stack.push(PairsTableScene(app, table_config(1, 3, seed=5)))
    assert run_until(app, lambda: table.human_to_act())
    L = table.layout
    assert felt_background(L.size, L.rail, L.felt, L.panel, L.scale) is felt_background(
        L.size, L.rail, L.felt, L.panel, L.scale)
    app.step()
    renders = app.text.renders
    for _ in range(30):
        app.step()
    assert app.text.renders == renders


# ---- refusals ---------------------------------------------------------------------------------------------


def test_input_out_of_turn_or_mid_animation_is_refused_with_a_reason(app):
    table = app.stack.push(PairsTableScene(app, table_config(1, 2, speed="normal", seed=3)))
    # at once the cards are still being dealt
    app.step()
    assert table.queue.busy
    before = table.state.to_json()
    press(app, pygame.K_h)
    assert table.state.to_json() == before
    assert table.toast
    # wait for a computer player's turn, then press Fold
    ok = run_until(app, lambda: table.idle and not table.state.hand_over and not table.seats.is_human(table.state.to_act),
                   frames=3000)
    if ok:
        before = table.state.to_json()
        table.human_action("fold")
        assert table.state.to_json() == before
        assert "not your turn" in table.toast


def test_an_illegal_action_from_the_ui_is_refused_with_the_engines_reason(app):
    stacks = [[1, 2, 3], [4, 5]]
    rest = list(PAIRS_DECK)
    for st in stacks:
        for c in st:
            rest.remove(c)
    state = PairsState.from_position(2, stacks, 0, draw=[], score_piles=[rest[:25], rest[25:]])
    table = PairsTableScene(app, table_config(1, 1, seed=1))
    # a position no set-up deals: played unsaved
    table.match = Match(SaveRecord(Setup("pairs", 2), seats_of(table.config)), state, Autosaver(False))
    app.stack.push(table)
    app.step()
    app.step()
    assert table.human_to_act()
    assert table.state.legal_strings() == ["fold"]
    assert not table.action_buttons["hit"].visible and table.action_buttons["fold"].visible
    before = state.to_json()
    press(app, pygame.K_h)
    assert state.to_json() == before
    assert "no card can be drawn" in table.toast
    # fold is accepted: the round ends with the lowest card (1) scored
    click(app, table.action_buttons["fold"])
    assert state.scores[0] == 1


# ---- AI off the render loop -----------------------------------------------------------------------------


def test_ai_runs_in_a_worker_process_without_blocking(monkeypatch):
    from pairs_table.app import ai_worker
    from pairs_table.app.ai_worker import AIRunner
    from pairs_table.engine.rng import Rng

    def thinking_here(*_a, **_k):
        raise AssertionError("the window's process made an agent: the frame would wait for it")

    # the frame goes on while the worker starts and thinks: no agent is made or asked in
    # this process (the worker, a process of its own, imports the module afresh)
    monkeypatch.setattr(ai_worker, "make_agent", thinking_here)
    state = PairsState.new(3, rng=Rng(4))
    runner = AIRunner("process")
    try:
        seat = state.to_act
        fut = runner.submit("pairs", "normal", state.view(seat), state.legal_strings(), 1)
        assert runner.mode == "process" and runner._pool is not None
        assert fut.result(timeout=60) in state.legal_strings()
        fut = runner.submit("pairs", "easy", state.view(seat), state.legal_strings(), 2)
        assert fut.result(timeout=30) in state.legal_strings()
    finally:
        runner.shutdown()


# ---- the demo command ----------------------------------------------------------------------------------------


def _run_cli(*args, timeout=90):
    env = dict(__import__("os").environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "pairs_table", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_demo_saves_a_screenshot_and_exits_0(tmp_path):
    shot = tmp_path / "shot.png"
    res = _run_cli("demo", "--game", "pairs", "--players", "4", "--seconds", "0", "--seed", "3",
                   "--screenshot", str(shot))
    assert res.returncode == 0, res.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)


def test_demo_refuses_an_unknown_game():
    res = _run_cli("demo", "--game", "chess", "--seconds", "0")
    assert res.returncode == 2
    assert "is not a game" in res.stderr and "Traceback" not in res.stderr


def test_demo_speaks_the_language_asked_for_and_refuses_an_unknown_one():
    res = _run_cli("demo", "--game", "pairs", "--seconds", "0", "--seed", "3", "--language", "fr")
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith("démo :")
    res = _run_cli("demo", "--game", "pairs", "--seconds", "0", "--language", "xx")
    assert res.returncode == 2
    assert "--language must be one of en, nl, fr, bg" in res.stderr and "Traceback" not in res.stderr


def test_demo_refuses_a_game_without_a_table(monkeypatch, capsys):
    from types import SimpleNamespace

    from pairs_table.app import games
    from pairs_table.app.main import run_demo

    from dataclasses import replace

    get = games.get
    monkeypatch.setattr(games, "get", lambda key: replace(get(key), table=None) if key == "hawthorn" else get(key))
    args = SimpleNamespace(game="hawthorn", players=None, seconds=0, screenshot=None, seed=1, size="1280x720")
    assert run_demo(args) == 2
    err = capsys.readouterr().err
    assert "Hawthorn has no table" in err and "pairs" in err.split("playable now")[1]


def test_f11_toggles_full_screen_and_back(app):
    table = app.stack.push(PairsTableScene(app, table_config(1, 3, seed=2)))
    app.step()
    press(app, pygame.K_F11)
    assert app.fullscreen
    assert table.layout.size == app.size
    press(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720)
    assert table.layout.size == (1280, 720)


def test_a_demo_table_plays_on_into_the_next_game_by_itself(app):
    cfg = table_config(0, 4, seed=9)
    cfg.demo = True
    table = app.stack.push(PairsTableScene(app, cfg))
    assert run_until(app, lambda: isinstance(app.stack.top, ResultScene), frames=3000)
    loser = table.state.loser
    assert run_until(app, lambda: table.games == 2, frames=400)
    assert app.stack.top is table and table.session_losses[loser] == 1
