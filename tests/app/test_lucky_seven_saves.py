"""Lucky Seven (tests/lucky_seven/) saved, continued, counted, told and replayed as any game
of pairs_table is: its save is the set-up and the actions, Continue brings its table back,
the statistics count its hands and sessions, ``history`` tells it and ``replay`` draws it."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, play_on

from pairs_table.__main__ import main
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.scenes.title import TitleScene
from pairs_table.engine.rng import Rng
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import SaveStore


def play(app, seed: int, actions: int | None = None, hands: int = 3):
    """Lucky Seven at its table for You and two computer players: ``actions`` saved actions
    (at rest) or the whole session. Returns the table."""
    seats = [SeatConfig("You", "human"), SeatConfig("AI 1", "ai", "easy"), SeatConfig("AI 2", "ai", "normal")]
    table = table_class("lucky_seven")(app, TableConfig("lucky_seven", seats, {"hands": hands}, "instant", "instant",
                                                        seed=seed))
    app.stack.push(table)
    play_on(app, table, Rng(seed), actions)
    app.stack.clear()
    return table


def test_continue_brings_back_the_table_and_it_plays_on_to_the_end(lucky_seven, app):
    left = play(app, 4, actions=4)
    store = SaveStore(get_paths())
    record, saved = store.load(left.record.id)
    assert record.game == "lucky_seven" and record.actions == left.record.actions and not saved.is_over
    app.stack.clear()
    title = app.stack.push(TitleScene(app))
    app.step(1 / 60)
    assert title.continue_button.visible
    click(app, title.continue_button)
    table = app.stack.top
    assert type(table).__name__ == "LuckySevenTable" and table.record.id == record.id
    live = table.state
    if saved.hand_over and not live.hand_over:
        saved.next_hand()
    assert live.to_json() == saved.to_json()
    # the picture is the position's: the chips on the plates, your card face up
    assert table.pic.chips == live.chips
    if not live.hand_over:
        mine = list(table.pic.stacks[0])
        assert len(mine) == 1 and mine[0].name == str(live.cards[0])
    play_on(app, table, Rng(2))
    assert table.finished and store.load(record.id)[1].is_over


def test_the_statistics_count_its_hands_and_sessions(lucky_seven, app):
    table = play(app, 9, hands=2)
    st = table.state
    entry = app.stats.entry("You", "lucky_seven")
    assert entry["hands"] == 2 and entry["sessions"] == 1
    assert entry["sessions_won"] == (1 if 0 in st.winners() else 0)
    app.screens.open("statistics")
    app.step(1 / 60)
    assert type(app.stack.top).__name__ == "StatisticsScene"


def test_history_tells_every_action_and_hand(lucky_seven, app, capsys):
    table = play(app, 11, hands=2)
    path = get_paths().saves / f"{table.record.id}.json"
    assert main(["history", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Lucky Seven: You, AI 1 (AI), AI 2 (AI)")
    after = [line for line in out.splitlines() if line.startswith("  After hand")]
    moves = [line for line in out.splitlines() if line.startswith("  ") and not line.startswith("  After")]
    assert len(moves) == len(table.record.actions) and len(after) == 2
    chips = ", ".join(f"{name} {n}" for name, n in zip(("You", "AI 1", "AI 2"), table.state.chips))
    assert after[-1].startswith(f"  After hand 2: Chips: {chips.split(',')[0]}")


def test_history_words_the_moves_as_the_game_s_descriptor_says(lucky_seven, app, capsys):
    table = play(app, 11, hands=2)
    assert main(["history", str(get_paths().saves / f"{table.record.id}.json")]) == 0
    moves = [line.strip() for line in capsys.readouterr().out.splitlines()
             if line.startswith("  ") and not line.startswith("  After")]
    assert set(moves) <= {"You keep your card", "You swap your card", "AI 1 keeps", "AI 1 swaps", "AI 2 keeps",
                          "AI 2 swaps"}


def test_replay_draws_a_position_of_the_save(lucky_seven, app, tmp_path):
    table = play(app, 12, hands=2)
    path = get_paths().saves / f"{table.record.id}.json"
    shot = tmp_path / "replay.png"
    assert main(["replay", str(path), "--hand", "2", "--step", "1", "--screenshot", str(shot)]) == 0
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 720)
