"""The shared chip-session result: bankroll history, standings overlay, stopping a session
between hands, rematch and lobby, on a minimal chip table driven by real events."""

import pygame
import pytest
from app_helpers import click, press

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.charts import bankroll_chart, chart_points, nice_step
from pairs_table.app.overlays.standings import SessionResultScene
from pairs_table.app.table.chip_session import ChipHistory
from pairs_table.app.table.chip_table import ChipPart, ChipPicture
from pairs_table.app.table.picture import TablePicture
from pairs_table.app.table.scene import TableScene


class MiniPicture(ChipPicture, TablePicture):
    pass


class MiniChipTable(TableScene):
    """A table holding the chips and no pictures: enough to drive the shared session machinery."""

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.chips = self.add_part(ChipPart(self, "stake"))
        self.reset_picture()

    def new_picture(self):
        return MiniPicture(**self.chips.fresh())

    def feed(self, events):
        pass

    def action_specs(self):
        return [("pass", "Pass", pygame.K_p, "danger"), ("take 1", "Take 1", pygame.K_1, "primary")]


def config(max_hands=None, humans=0, demo=False):
    seats = [SeatConfig("You", "human")] * humans + [SeatConfig(n, "ai", "easy") for n in ("Ana", "Bo", "Cees")]
    opts = {} if max_hands is None else {"max_hands": max_hands}
    return TableConfig("blackstone", seats, opts, "instant", "instant", seed=11, demo=demo)


def run_until(app, cond, frames=3000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def test_history_records_each_hand_and_replaces_a_repeat():
    h = ChipHistory([100, 100])
    assert h.record(1, [95, 105]) and h.record(2, [90, 110])
    assert not h.record(2, [90, 110])
    assert h.record(2, [91, 109])  # the session's end shares out the pot after hand 2
    assert h.points == [[100, 100], [95, 105], [91, 109]] and len(h) == 3


def test_chart_helpers():
    assert [nice_step(x, 5) for x in (3, 9, 40, 180, 999)] == [1, 2, 10, 50, 200]
    rect = pygame.Rect(10, 20, 100, 50)
    lines = chart_points([[100, 50], [0, 100]], rect, 100)
    assert lines[0] == [(10, 20), (110, 70)]  # 100 chips at the top, 0 at the bottom
    assert lines[1] == [(10, 45), (110, 20)]


def test_a_session_to_its_end_shows_the_result_with_the_chart(app):
    table = MiniChipTable(app, config(max_hands=4))
    app.stack.push(table)
    assert run_until(app, lambda: isinstance(app.stack.top, SessionResultScene))
    over = app.stack.top
    assert over.final and table.state.is_over
    st = table.state
    finals = [r["chips"] for r in st.standings()]
    assert len(table.chips.history) == 5  # the start and four hands
    assert table.chips.history.last == finals and table.chips.history.start == [100] * 3
    assert sum(finals) == 300
    rows = over.rows()
    assert [r["chips"] for r in rows] == sorted(finals, reverse=True)
    assert all(r["net"] == r["chips"] - 100 for r in rows)
    assert over.rematch_button.visible and over.lobby_button.visible and over.next_button is None
    app.step()
    # the chart is drawn: the panel holds every seat's line colour somewhere
    from pairs_table.app.table.chips import seat_colour
    r = over.panel_rect()
    pixels = {tuple(app.window.get_at((x, y)))[:3] for x in range(r.centerx, r.right, 2)
              for y in range(r.top, r.bottom, 2)}
    for seat in range(3):
        assert seat_colour(seat) in pixels, seat
    click(app, over.rematch_button)
    assert app.stack.top is table and not table.state.is_over
    assert len(table.chips.history) == 1 and table.games == 2


def test_standings_mid_session_then_end_the_session_between_hands(app):
    table = MiniChipTable(app, config())
    app.stack.push(table)
    assert run_until(app, lambda: len(table.chips.history) >= 3)
    press(app, pygame.K_s)
    over = app.stack.top
    assert isinstance(over, SessionResultScene) and not over.final
    assert over.next_button.visible and over.end_button.visible
    hands = len(table.chips.history)
    for _ in range(30):  # the table waits under the overlay
        app.step(1 / 60)
    assert len(table.chips.history) == hands
    click(app, over.next_button)
    assert app.stack.top is table
    click(app, table.panel_widgets.extra)
    over = app.stack.top
    assert isinstance(over, SessionResultScene)
    click(app, over.end_button)
    assert table.chips.session.stop_requested
    assert run_until(app, lambda: isinstance(app.stack.top, SessionResultScene) and app.stack.top.final)
    st = table.state
    assert st.is_over and st.session.end_reason == "stopped" and st.session.pot == 0
    assert table.chips.history.last == st.session.chips and sum(st.session.chips) == 300
    press(app, pygame.K_l)
    assert isinstance(app.stack.top, LobbyScene) and app.stack.top.game == "blackstone"


def test_demo_rematches_by_itself(app):
    table = MiniChipTable(app, config(max_hands=1, demo=True))
    app.stack.push(table)
    assert run_until(app, lambda: isinstance(app.stack.top, SessionResultScene))
    assert run_until(app, lambda: app.stack.top is table, frames=400)
    assert table.games == 2


@pytest.mark.parametrize("size", [(1280, 720), (800, 480), (1920, 1080)])
def test_chart_fits_any_size(app, size):
    hist = ChipHistory([100, 100, 100])
    for i in range(1, 60):
        hist.record(i, [100 + i, max(0, 100 - 2 * i), 100 + i % 7])
    surf = bankroll_chart((size[0] // 2, size[1] // 2), hist, ["You", "Ana", "Bo"], app.text, 1.0, highlight=0)
    assert surf.get_size() == (size[0] // 2, size[1] // 2)


def test_enter_on_the_session_result_starts_no_new_session(app):
    table = MiniChipTable(app, config(max_hands=2))
    app.stack.push(table)
    assert run_until(app, lambda: isinstance(app.stack.top, SessionResultScene))
    over = app.stack.top
    assert over.final
    for key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RETURN):
        press(app, key)
    assert app.stack.top is over and table.games == 1 and table.state.is_over
    press(app, pygame.K_r)
    assert app.stack.top is table and table.games == 2


def test_back_from_a_lobby_opened_at_the_result_returns_to_the_result(app):
    table = MiniChipTable(app, config(max_hands=2))
    app.stack.push(table)
    assert run_until(app, lambda: isinstance(app.stack.top, SessionResultScene))
    over = app.stack.top
    press(app, pygame.K_l)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.game == "blackstone"
    click(app, lobby.back_button)
    assert app.stack.top is over and table in app.stack.scenes
    click(app, over.lobby_button)
    lobby = app.stack.top
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is over
    press(app, pygame.K_l)
    lobby = app.stack.top
    click(app, lobby.speed_buttons["instant"])
    click(app, lobby.start_button)
    new = app.stack.top
    assert new is not table and new.config.game == "blackstone"
    assert table not in app.stack.scenes and over not in app.stack.scenes and lobby not in app.stack.scenes
    assert type(app.stack.scenes[-2]).__name__ == "TitleScene"
