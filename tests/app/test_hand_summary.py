"""The end-of-hand summary over a kit table (Pairs): it waits for Continue while a human is
seated, draws nothing while it waits, says the engine's figures, and closes by itself
when the setting says so or nobody is human."""

import pygame
from app_helpers import Rendered, click, press

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.overlays.summary import SummaryScene
from pairs_table.app.games.pairs.table import PairsTable


def run_until(app, cond, frames=3000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def pairs_table(app, humans=1, speed="instant"):
    seats = [SeatConfig("You", "human")] * humans + [SeatConfig(n, "ai", "easy") for n in ("Ana", "Bo")]
    table = PairsTable(app, TableConfig("pairs", seats, {}, speed, "instant", seed=11))
    app.stack.push(table)
    return table


def play_to_hand_end(app, table):
    """The human folds whenever it is their turn, until a summary is on top."""
    def step():
        if isinstance(app.stack.top, SummaryScene):
            return True
        if table.human_to_act() and table.ready:
            table.human_action("fold")
        return False
    assert run_until(app, step), "no summary at the end of the hand"
    return app.stack.top


def test_the_summary_waits_for_continue_and_says_the_scores(app):
    app.settings.auto_continue = False
    table = pairs_table(app)
    summary = play_to_hand_end(app, table)
    hand = table.facts["hand_no"]
    assert table.state.hand_over and not table.state.is_over
    # it waits: many frames later nothing was dealt, and the window sleeps meanwhile
    for _ in range(600):
        app.step(1 / 60)
    assert app.stack.top is summary and table.facts["hand_no"] == hand and table.state.hand_over
    assert summary.next_deadline() is None and app.stack.next_deadline() is None
    assert not summary.auto
    # its figures are the engine's
    assert [r.total for r in summary.summary.rows] == table.state.result()["scores"]
    assert sum(r.change for r in summary.summary.rows) > 0
    with Rendered(app) as seen:
        app.step(1 / 60)
    assert any(text.startswith("Round 1") for text in seen.texts)
    assert any("it costs" in text for text in seen.texts)
    # Continue deals the next hand
    click(app, summary.continue_button)
    assert app.stack.top is table
    assert run_until(app, lambda: table.facts["hand_no"] == hand + 1 and not table.state.hand_over)


def test_enter_continues(app):
    app.settings.auto_continue = False
    table = pairs_table(app)
    summary = play_to_hand_end(app, table)
    hand = table.facts["hand_no"]
    press(app, pygame.K_RETURN)
    assert app.stack.top is not summary
    assert run_until(app, lambda: table.facts["hand_no"] == hand + 1)


def test_the_setting_continues_by_itself_after_a_few_seconds(app):
    app.settings.auto_continue = True
    table = pairs_table(app, speed="normal")
    summary = play_to_hand_end(app, table)
    assert summary.auto and 0 < summary.next_deadline() <= 4.0
    hand = table.facts["hand_no"]
    for _ in range(60):
        app.step(1 / 60)
    assert app.stack.top is summary, "it stays a few seconds"
    assert run_until(app, lambda: app.stack.top is not summary, 400)
    assert run_until(app, lambda: table.facts["hand_no"] == hand + 1)


def test_at_instant_speed_a_summary_that_would_close_by_itself_is_not_shown(app):
    app.settings.auto_continue = True
    table = pairs_table(app)
    shown = []
    for _ in range(3000):
        shown.append(isinstance(app.stack.top, SummaryScene))
        if table.human_to_act() and table.ready:
            table.human_action("fold")
        if table.facts["hand_no"] >= 3:
            break
        app.step(1 / 60)
    assert table.facts["hand_no"] >= 3 and not any(shown)


def test_without_a_human_the_summary_closes_by_itself(app):
    app.settings.auto_continue = False
    table = pairs_table(app, humans=0, speed="fast")
    assert run_until(app, lambda: isinstance(app.stack.top, SummaryScene))
    assert app.stack.top.auto
    assert run_until(app, lambda: table.facts["hand_no"] == 2)


def test_the_setting_is_off_by_default_and_kept(tmp_path, monkeypatch):
    from pairs_table.storage.paths import get_paths
    from pairs_table.storage.settings import Settings, SettingsStore

    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    assert Settings().auto_continue is False
    store = SettingsStore(get_paths())
    store.save(Settings(auto_continue=True))
    assert store.load().auto_continue is True
    get_paths().settings_file.write_text('{"version": 1, "auto_continue": "yes"}', encoding="utf-8")
    assert store.load().auto_continue is False and "auto_continue" in store.notice


def test_a_chip_game_s_summary_offers_ending_the_session(app):
    """Any kit table gets the summary: a chip session's shows the pot and its split, and
    offers the table's own action between hands (ending the session) beside Continue."""
    import random

    from pairs_table.app.table.scene import TableScene

    app.settings.auto_continue = False
    seats = [SeatConfig("You", "human"), SeatConfig("Ana", "ai", "easy"), SeatConfig("Bo", "ai", "easy")]
    table = TableScene(app, TableConfig("hawthorn", seats, {}, "instant", "instant", seed=5))
    app.stack.push(table)
    rnd = random.Random(2)

    def step():
        if isinstance(app.stack.top, SummaryScene):
            return True
        if table.human_to_act() and table.ready:
            table.apply(rnd.choice(table.state.legal_strings()))
        return False

    assert run_until(app, step)
    summary = app.stack.top
    rows = summary.summary.rows
    assert [r.total for r in rows] == table.state.result()["chips"]
    assert "pot" in summary.summary.numbers
    end = next(b for b, action in summary.table_buttons.items() if action == "end session")
    assert end.text.lower().startswith("end")
    click(app, end)
    assert table.state.is_over


def test_two_enter_presses_after_the_last_summary_show_the_result_and_stay_there(app):
    from pairs_table.app.overlays.result import ResultScene

    app.settings.auto_continue = False
    table = pairs_table(app)

    def last_summary():
        top = app.stack.top
        if isinstance(top, SummaryScene):
            if table.state.is_over:
                return True
            press(app, pygame.K_RETURN)  # the next hand
        elif table.human_to_act() and table.ready:
            table.human_action("fold")
        return False

    assert run_until(app, last_summary, frames=60000), "the game did not end"
    press(app, pygame.K_RETURN)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_KP_ENTER)
    for _ in range(30):
        app.step(1 / 60)
    assert app.stack.top is result and table.games == 1 and table.state.is_over
    assert "[R]" in result.rematch_button.text
    press(app, pygame.K_r)  # the rematch is asked for by its own key
    assert app.stack.top is table and table.games == 2
