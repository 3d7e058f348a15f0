"""The frame loop sleeps while nothing changes and draws for what does: input, a tooltip's
delay, an AI answer arriving from another thread, moving cards, a pulsing glow."""

import concurrent.futures as cf
import os
import threading
import time
from dataclasses import replace

import pygame
import pytest

from pairs_table.app.ai_worker import WORKER_NICENESS, AIRunner
from pairs_table.app.blend import LevelPictures
from pairs_table.app.config import SeatConfig, TableConfig, default_seats
from pairs_table.app.games import table_class
from pairs_table.app.loop import blend_groups
from pairs_table.app.scenes.title import TitleScene
from pairs_table.app.waiting import post_wake


def run_for(app, seconds: float) -> None:
    app.run(until=time.perf_counter() + seconds)


def counts(app) -> tuple[int, int]:
    return app.loop.full_draws, app.loop.region_draws


def table_waiting_for_human(app, game: str, players: int = 3):
    config = TableConfig(game, default_seats(game, players), speed="instant", ai_pace="instant", seed=3)
    table = app.stack.push(table_class(game)(app, config))
    for _ in range(600):
        if table.human_to_act() and app.stack.top is table:
            break
        app.step(1 / 60)
    assert table.human_to_act() and app.stack.top is table
    config.speed = config.ai_pace = "normal"
    return table


def test_a_still_screen_draws_nothing_until_a_hover_a_tooltip_and_a_key(app):
    title = app.stack.push(TitleScene(app))
    pygame.mouse.set_pos((2, 2))  # over no widget
    run_for(app, 0.3)
    assert app.loop.full_draws >= 1  # the first frame
    before, wakes = counts(app), app.loop.wakes
    run_for(app, 0.6)
    assert counts(app) == before  # nothing drawn while nothing changes
    assert app.loop.wakes - wakes <= 3  # and the loop slept (a frame loop would have run ~36 times)

    button = title.play_button
    assert button.tool_tip_text
    pygame.mouse.set_pos(button.get_abs_rect().center)  # the mouse comes over Play
    app.wait_step(until=time.perf_counter() + 1.0)
    assert button.hovered and app.loop.full_draws > before[0]  # drawn hovered at once
    assert button.tool_tip is None  # the tooltip waits for its delay...
    hovered, wakes = app.loop.full_draws, app.loop.wakes
    run_for(app, button.tool_tip_delay + 0.5)
    assert button.tool_tip is not None  # ...then shows with no input at all
    assert app.loop.full_draws > hovered
    assert app.loop.wakes - wakes <= 10  # woken for the delay, not spinning through it

    shown = app.loop.full_draws
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    app.wait_step(until=time.perf_counter() + 1.0)
    assert app.focus.current() is not None  # the key moved the focus ring...
    assert app.loop.full_draws > shown  # ...and the frame with it was drawn


def test_a_table_waiting_for_the_human_only_redraws_its_pulsing_glow(app):
    table = table_waiting_for_human(app, "pairs")
    run_for(app, 0.2)
    area = table.view.plates.glow_rect(table.layout.spot(table.active).plate, table.layout.scale)
    full, regions = counts(app)
    seen = set()
    for _ in range(8):
        run_for(app, 0.12)
        seen.add(pygame.image.tobytes(app.window.subsurface(area), "RGB"))
    assert app.loop.full_draws == full  # the table itself is not drawn again
    assert app.loop.region_draws > regions  # the glow is
    assert len(seen) > 1  # and it pulses on screen


def mixed_and_drawn(app, table, group, levels):
    """The group's area mixed at ``levels``, and drawn with the decorations forced there."""
    mix = LevelPictures(app, group)
    mix.mix(levels)
    mixed = pygame.image.tobytes(app.window.subsurface(mix.area), "RGB")
    table.force_level({a.key: level for a, level in zip(group, levels)})
    try:
        app.draw_clipped(mix.area)
    finally:
        table.force_level(None)
    return mixed, pygame.image.tobytes(app.window.subsurface(mix.area), "RGB")


def test_a_pulsing_glow_mixed_from_two_pictures_matches_drawing_it(app):
    table = table_waiting_for_human(app, "hawthorn")
    groups = blend_groups(table.ambient())
    assert groups is not None and [a.key for g in groups for a in g] == ["plate"]
    for level in (0.0, 0.37, 0.81, 1.0):
        mixed, drawn = mixed_and_drawn(app, table, groups[0], [level])
        assert max(abs(a - b) for a, b in zip(mixed, drawn)) <= 2  # the same, to rounding
    low, high = mixed_and_drawn(app, table, groups[0], [0.0])[1], mixed_and_drawn(app, table, groups[0], [1.0])[1]
    assert low != high  # and the glow does change the area


def test_two_overlapping_glows_mix_from_four_pictures(app):
    table = table_waiting_for_human(app, "pyramid_poker", 2)
    items = {a.key: a for a in table.ambient()}
    assert set(items) == {"plate", "targets"}
    plate, targets = items["plate"], items["targets"]
    # the plate's area stretched over the targets: all of theirs is then shared
    group = [replace(plate, rect=plate.rect.union(targets.rect)), targets]
    for levels in ([0.3, 0.8], [1.0, 0.1], [0.55, 0.55]):
        mixed, drawn = mixed_and_drawn(app, table, group, levels)
        diffs = [abs(a - b) for a, b in zip(mixed, drawn)]
        # the targets' own glows overlap one another (their blend is not quite linear there)
        assert max(diffs) <= 6 and sum(diffs) / len(diffs) < 1.0


class HeldRunner(AIRunner):
    """Answers only when the test says so, from another thread, as a worker process does."""

    def __init__(self, on_answer) -> None:
        super().__init__("inline", on_answer=on_answer)
        self.asked: list = []

    def submit(self, game, level, view, legal, seed, agent_kw=None):
        fut = cf.Future()
        self.asked.append((fut, list(legal)))
        return self.watch(fut)


def test_a_table_waiting_for_an_ai_answer_wakes_when_it_arrives(app):
    app.ai = HeldRunner(post_wake)
    seats = [SeatConfig("Ana", "ai"), SeatConfig("Bo", "ai")]
    table = app.stack.push(table_class("pairs")(app, TableConfig("pairs", seats, speed="instant",
                                                                 ai_pace="instant", seed=5)))
    for _ in range(300):
        if app.ai.asked:
            break
        app.step(1 / 60)
    assert app.ai.asked and not table.turns.ai_future.done()
    fut, legal = app.ai.asked[0]
    moves = table.turns.moves
    run_for(app, 0.3)
    assert table.turns.moves == moves  # nothing happens while the answer is out
    answers = app.loop.answers
    threading.Timer(0.2, fut.set_result, (legal[0],)).start()
    deadline = time.perf_counter() + 10.0
    while table.turns.moves == moves and time.perf_counter() < deadline:
        before = app.loop.answers
        app.wait_step(until=deadline)
    assert table.turns.moves == moves + 1  # the answer was played...
    assert app.loop.answers == answers + 1 and before == answers  # ...in the frame it woke


def test_moving_cards_are_drawn_every_frame(app):
    config = TableConfig("hawthorn", default_seats("hawthorn", 4), speed="slow", ai_pace="normal", seed=8)
    table = app.stack.push(table_class("hawthorn")(app, config))
    app.step(1 / 60)
    assert table.queue.busy  # the deal is under way
    full = app.loop.full_draws
    steps = 0
    while table.queue.busy and steps < 10:
        app.wait_step(until=time.perf_counter() + 1.0)
        steps += 1
    assert steps == 10
    assert app.loop.full_draws - full == steps  # one whole frame for each turn of the loop


def test_step_draws_at_every_call_as_before(app):
    app.stack.push(TitleScene(app))
    frames = app.frames
    for _ in range(5):
        app.step(1 / 60)
    assert app.frames == frames + 5


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities on this system")
def test_the_ai_worker_runs_below_the_window():
    runner = AIRunner("process")
    try:
        worker = runner._get_pool().submit(os.nice, 0).result(timeout=60)
    finally:
        runner.shutdown()
    assert worker >= min(19, os.nice(0) + WORKER_NICENESS)  # a search yields to the frames
