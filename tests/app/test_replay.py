"""Replays: every position of a save rebuilt exactly at its table (stepping forward with the
animations, or jumping), never an event the viewer could not see while a hand was live,
the Saves screen's Replay button, and the replay command."""

import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from app_helpers import click, press

from pairs_table.app.scenes.replay import ReplayScene
from pairs_table.app.table.scene import TableScene
from pairs_table.app.timeline import PositionError, Timeline
from pairs_table.engine.replay import replay
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import SaveRecord, SaveStore, Seat, load_file
from pairs_table.engine.replay import Setup

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "saves").glob("format-*/*.json"))
GAMES = [("pairs", 3), ("hawthorn", 3), ("goblins_poker", 3), ("blackstone", 3), ("hasenpfeffer", 4),
         ("pyramid_poker", 2)]


def generated(game, players, seed, humans=None, hands=3, limit=400):
    """A save of a random game: ``humans`` human seats (default all), up to ``hands`` hands."""
    humans = players if humans is None else humans
    setup = Setup(game, players, {"scoring": "advanced"} if game == "pyramid_poker" else {}, seed)
    st = setup.build()
    rnd = random.Random(seed)
    actions = []
    while not st.is_over and len(actions) < limit:
        if st.hand_over:
            if st.summary()["hand_no"] >= hands:
                break
            st.next_hand()
        act = rnd.choice(st.legal_strings())
        st.apply(act)
        actions.append(act)
    seats = [Seat(f"P{i + 1}", "human" if i < humans else "ai", None if i < humans else "easy") for i in range(players)]
    return SaveRecord(setup=setup, seats=seats, actions=actions)


def expected(record, pos):
    st = replay(record.setup, record.actions, upto=pos.step)
    if pos.dealt:
        st.next_hand()
    return st.to_json()


class Spy(TableScene):
    """The kit's table with every event it is given kept as the viewer got it."""

    seen = []

    def feed(self, events):
        st = self.state
        if self.seats.reveal_all and not self.turns.replaying:
            # an animated step shows every card only within a hand that is over
            assert st.hand_over or st.is_over, "a live hand was shown with every card"
        for e in events:
            Spy.seen.append((self.seats.reveal_all, self.seats.viewer, self.seats.private(e)))
        super().feed(events)


def spy_replay(app, record, viewer=None, position=None):
    scene = ReplayScene(app, record, position, viewer)
    scene.table_cls = Spy
    Spy.seen = []
    app.stack.push(scene)
    return scene


def assert_private(seen, viewer):
    assert seen
    for open_, seat, ev in seen:
        if not open_:
            assert seat == viewer
            assert ev.secret is None or viewer in ev.viewers, f"{ev.kind} shown to seat {viewer}"


# ---- every position exactly -------------------------------------------------------------------------------


def test_stepping_forward_through_pairs_shows_every_recorded_position_exactly(app):
    record = generated("pairs", 3, 5, humans=1)
    scene = ReplayScene(app, record, 0)
    app.stack.push(scene)
    tl = scene.timeline
    assert len(tl) > len(record.actions) and tl.hands >= 2
    for i in range(len(tl)):
        assert scene.position == i
        scene.finish()
        assert scene.table.state.to_json() == expected(record, tl[i]) == tl.state_at(i).to_json()
        assert not scene.table.record.actions[tl[i].step:], "nothing beyond the position is played"
        press(app, pygame.K_RIGHT, frames=1)
    assert scene.position == len(tl) - 1


def test_jumps_back_and_between_hands_rebuild_the_position_exactly(app):
    record = generated("pairs", 4, 9, humans=2)
    scene = ReplayScene(app, record)
    app.stack.push(scene)
    tl = scene.timeline
    assert scene.position == len(tl) - 1
    rnd = random.Random(3)
    for _ in range(8):
        scene.go(rnd.randrange(len(tl)))
        assert scene.table.state.to_json() == expected(record, tl[scene.position])
    scene.go(len(tl) - 1)
    press(app, pygame.K_PAGEUP)
    start = scene.position
    assert tl[start].hand == tl.hands and (start == 0 or tl[start].dealt)
    press(app, pygame.K_PAGEUP)
    assert tl[scene.position].hand == tl.hands - 1
    press(app, pygame.K_LEFT)
    assert scene.table.state.to_json() == expected(record, tl[scene.position])
    press(app, pygame.K_2)
    assert scene.position == tl.hand_start(2) and scene.table.state.summary()["hand_no"] == 2
    press(app, pygame.K_HOME)
    assert scene.position == 0 and scene.table.state.to_json() == record.setup.build().to_json()


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_example_save_replays_to_its_positions(app, path):
    record, state = load_file(path)
    scene = spy_replay(app, record)
    tl = scene.timeline
    assert scene.table.state.to_json() == state.to_json(), "a replay opens at the end of the save"
    for i in sorted({0, len(tl) // 3, len(tl) // 2, len(tl) - 2}):
        scene.go(i)
        assert scene.table.state.to_json() == expected(record, tl[i])
        scene.forward()
        scene.finish()
        assert scene.table.state.to_json() == expected(record, tl[i + 1])
    assert_private(Spy.seen, scene.viewer)


def faces_drawn(app, table):
    """The names of the cards drawn with any of their face showing in one frame."""
    drawn = []
    orig = table.painter.card
    table.painter.card = lambda surf, c, deck, *a, **k: (drawn.append(c.name) if c.face > 0 else None,
                                                         orig(surf, c, deck, *a, **k))
    app.step(1 / 60)
    table.painter.card = orig
    return drawn


@pytest.mark.parametrize("game,players", GAMES)
def test_a_step_back_moves_the_cards_back_and_ends_on_the_recorded_position(app, game, players):
    record = generated(game, players, 5, humans=1, hands=3)
    scene = ReplayScene(app, record)
    app.stack.push(scene)
    tl = scene.timeline
    moved = steps = 0
    while scene.position > 0 and steps < 12:
        press(app, pygame.K_LEFT, frames=1)
        steps += 1
        t = scene.table
        want = expected(record, tl[scene.position])
        assert t.state.to_json() == want, "the earlier position at once"
        shown = []
        if t.cards_moving():  # cards or chips in flight
            moved += 1
            assert scene.next_deadline() == 0.0 and t.queue.busy
        for _ in range(600):
            if not (t.queue.busy or t.moving()):
                break
            shown.append(faces_drawn(app, t))
        assert not (t.queue.busy or t.moving()), "the motion settles"
        assert t is scene.table and t.state.to_json() == want
        at_rest = [c.name for c in t.cards if c.face >= 0.5]
        for frame in shown:  # no face the earlier picture does not hold face up
            assert all(frame.count(name) <= at_rest.count(name) for name in set(frame)), (frame, at_rest)
        assert scene.next_deadline() is None
    assert moved >= steps * 2 // 3, f"{moved} of {steps} steps back moved"


# ---- never a card the viewer could not see ------------------------------------------------------------------


@pytest.mark.parametrize("game,players", GAMES)
def test_pass_and_play_replays_show_each_viewer_only_what_they_saw(app, game, players):
    record = generated(game, players, 21, hands=2)
    for viewer in (0, 1):
        scene = spy_replay(app, record, viewer, 0)
        tl = scene.timeline
        ends = {i for i, p in enumerate(tl) if p.over}  # stepping on from a hand that is over too
        for i in sorted(set(range(0, len(tl), max(1, len(tl) // 12))) | ends):
            scene.go(i)
            assert scene.table.seats.reveal_all == tl[i].over
            if i + 1 < len(tl):
                scene.forward()
                scene.finish()
                app.step(1 / 60)
                assert scene.table.seats.reveal_all == tl[i + 1].over
        seats = scene.table.seats
        assert seats.pass_and_play == (game not in ("pairs", "blackstone"))  # every card of these is face up
        want = viewer if seats.pass_and_play else seats.viewer
        live = [(o, s, e) for o, s, e in Spy.seen if not o]
        assert live and all(s == want for _, s, _ in live)
        assert_private(Spy.seen, want)
        if game != "pairs" and game != "blackstone":  # games with hidden cards
            assert any(e.secret is None and e.kind in ("deal", "draw", "place", "widow_taken", "choose", "play")
                       for _, _, e in live), "others' hidden cards reach the table without their faces"
        app.stack.pop()


def test_the_viewer_button_changes_whose_eyes_in_pass_and_play(app):
    record = generated("hawthorn", 3, 4, hands=1)
    scene = spy_replay(app, record)
    assert scene.viewer == 0
    button = next(b for b, what in scene.buttons.items() if what == "next_viewer")
    click(app, button)
    assert scene.viewer == 1 and app.stack.top is scene


def test_a_pairs_replay_draws_only_cards_its_viewer_saw(app):
    """The face-up cards drawn at a live position are the ones the viewer's view holds."""
    record = generated("pairs", 3, 8, humans=1)
    scene = ReplayScene(app, record, 0)
    app.stack.push(scene)
    tl = scene.timeline
    drawn = []
    checked = 0
    for i in range(0, len(tl), 3):
        scene.go(i)
        if tl[i].over:
            continue
        table = scene.table
        drawn.clear()
        orig = table.painter.card
        table.painter.card = lambda surf, c, deck, *a, **k: (drawn.append(c), orig(surf, c, deck, *a, **k))
        app.step(1 / 60)
        view = tl.state_at(i).view(scene.viewer)
        ranks = sorted(r for stack in view["stacks"] for r in stack)
        assert sorted(int(c.name) for c in drawn if c.face >= 0.5) == ranks
        checked += bool(ranks)
    assert checked >= 3


# ---- the Saves screen and the command ---------------------------------------------------------------------


def test_saves_has_a_replay_button_for_finished_and_unfinished_games(app):
    store = SaveStore(get_paths())
    live = generated("pairs", 3, 2, humans=1, hands=2)
    store.write(live, replay(live.setup, live.actions))
    done = generated("pairs", 3, 6, humans=1, hands=10 ** 6, limit=5000)
    assert replay(done.setup, done.actions).is_over
    store.write(done, replay(done.setup, done.actions))
    app.screens.open("title")
    saves = app.screens.open("saves")
    app.step()
    assert saves.button_for("replay", done.id) is not None and saves.button_for("resume", done.id) is None
    button = saves.button_for("replay", live.id)
    assert button is not None
    click(app, button)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.record.id == live.id
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is saves


def test_the_idle_replay_asks_for_no_frames(app):
    record = generated("pairs", 3, 5, humans=1)
    scene = ReplayScene(app, record, 3)
    app.stack.push(scene)
    for _ in range(5):
        app.step(1 / 60)
    assert scene.next_deadline() is None
    press(app, pygame.K_RIGHT, frames=1)
    assert scene.next_deadline() == 0.0  # the step is animated
    for _ in range(600):
        if scene.next_deadline() is None:
            break
        app.step(1 / 60)
    assert scene.next_deadline() is None


def test_timeline_refuses_steps_and_hands_it_lacks():
    record = generated("pairs", 3, 5, humans=1)
    tl = Timeline(record)
    with pytest.raises(PositionError, match="steps 0 to"):
        tl.find(len(record.actions) + 1)
    with pytest.raises(PositionError, match="hands 1 to"):
        tl.find(None, tl.hands + 1)
    with pytest.raises(PositionError, match="hand 1 has steps"):
        tl.find(10 ** 6, 1)
    assert tl.find(0, 2) == tl.hand_start(2) and tl[tl.find(1, 2)].step == tl[tl.hand_start(2)].step + 1


def run_cli(*args, home):
    env = {**__import__("os").environ, "PAIRS_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "pairs_table", "replay", *map(str, args)], capture_output=True,
                          text=True, env=env, timeout=120)


def test_the_replay_command_draws_a_step_and_refuses_bad_input(tmp_path):
    out = tmp_path / "r.png"
    save = REPO / "saves" / "format-2" / "pairs.json"
    r = run_cli(save, "--hand", "1", "--step", "3", "--screenshot", out, home=tmp_path)
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    r = run_cli(save, "--step", "9999", "--screenshot", out, home=tmp_path)
    assert r.returncode == 2 and "steps 0 to 24" in r.stderr and "Traceback" not in r.stderr
    r = run_cli(tmp_path / "nothing.json", "--screenshot", out, home=tmp_path)
    assert r.returncode == 2 and "No such file" in r.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    r = run_cli(bad, "--screenshot", out, home=tmp_path)
    assert r.returncode == 2 and "not valid JSON" in r.stderr and "Traceback" not in r.stderr
    r = run_cli(save, "--viewer", "1", "--screenshot", out, home=tmp_path)
    assert r.returncode == 2 and "computer player" in r.stderr



def test_a_resize_during_a_step_back_leaves_no_card_behind(app):
    record = generated("hawthorn", 3, 5, humans=1, hands=2)
    scene = ReplayScene(app, record)
    app.stack.push(scene)
    for i in range(len(scene.timeline) - 1, 0, -1):  # a step back where a card leaves the picture
        scene.go(i)
        scene.back()
        during = len(scene.table.cards)
        scene.finish()
        rest = len(scene.table.cards)
        if during > rest:
            break
    assert during > rest
    scene.go(i)
    scene.back()
    scene.resize((1000, 640))
    assert len(scene.table.cards) == rest and not scene.table.cards_moving()
