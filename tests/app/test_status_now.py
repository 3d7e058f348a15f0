"""What the screens say of a game is the game as it stands: the title's Continue line names
the hand just dealt, and the side panel never names a seat that has already acted as the
one to play, nor says "Dealing…" once the game is over."""

import pygame
from app_helpers import press, until

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.i18n import plural, tr
from pairs_table.app.overlays.summary import SummaryScene
from pairs_table.app.games.pairs.table import PairsTable
from pairs_table.app.saved_games import describe, hand_word, progress_text
from pairs_table.app.scenes.title import TitleScene


def pairs_table(app, speed="instant", seed=11):
    seats = [SeatConfig("You", "human")] + [SeatConfig(n, "ai", "easy") for n in ("Ana", "Bo")]
    table = PairsTable(app, TableConfig("pairs", seats, {}, speed, "instant", seed=seed))
    app.stack.push(table)
    return table


def fold_until(app, table, cond, frames=60000):
    """The human folds at each turn and continues after each summary, until ``cond()``."""
    def step():
        if cond():
            return True
        if isinstance(app.stack.top, SummaryScene):
            press(app, pygame.K_RETURN, frames=1)
        elif table.human_to_act() and table.ready:
            table.human_action("fold")
        return False
    assert until(app, step, frames)


def latest_line(app) -> str:
    title = TitleScene(app)
    title.scan()
    assert title.latest is not None
    return progress_text(title.latest[0], title.latest[1])


def test_the_continue_line_names_the_hand_just_dealt(app):
    app.settings.auto_continue = False
    table = pairs_table(app)
    fold_until(app, table, lambda: isinstance(app.stack.top, SummaryScene))
    moves = len(table.record.actions)
    assert latest_line(app) == f"{hand_word('pairs', 1)}, {plural('{n} move', '{n} moves', moves)}"
    press(app, pygame.K_RETURN, frames=1)  # the next round is dealt; nobody has acted in it yet
    assert table.facts["hand_no"] == 2 and len(table.record.actions) == moves
    assert latest_line(app) == f"{hand_word('pairs', 2)}, {plural('{n} move', '{n} moves', moves)}"
    title = TitleScene(app)
    title.scan()
    assert hand_word("pairs", 2) in describe(*title.latest[:2])


def test_the_panel_names_no_seat_that_has_acted_and_says_no_dealing_after_the_game(app):
    app.settings.auto_continue = False
    table = pairs_table(app, speed="normal")
    assert until(app, lambda: table.human_to_act() and table.ready, 6000)
    table.human_action("fold")
    app.step(1 / 60)
    assert table.queue.busy and table.state.to_act != 0  # the fold is still being shown
    said = [line.text for line in table.status_lines()]
    assert tr("Your turn") not in said, said
    table.config.speed = "instant"
    fold_until(app, table, lambda: isinstance(app.stack.top, SummaryScene) and table.state.is_over)
    said = [line.text for line in table.status_lines()]
    assert tr("Dealing…") not in said, said


def test_a_secret_hand_table_never_names_the_seat_that_has_just_acted(app):
    from pairs_table.app.games.hawthorn.table import HawthornTable

    seats = [SeatConfig("You", "ai", "baseline")] + [SeatConfig(n, "ai", "baseline") for n in ("Ana", "Bo")]
    table = HawthornTable(app, TableConfig("hawthorn", seats, {}, "normal", "instant", seed=5))
    app.stack.push(table)
    checked = 0
    for _ in range(6000):
        seat, n = table.state.to_act, len(table.record.actions)
        app.step(1 / 60)
        st = table.state
        if len(table.record.actions) > n and seat is not None and st.to_act != seat and table.queue.busy:
            said = [line.text for line in table.status_lines()]
            assert tr("{name} to play", name=table.name(seat)) not in said, said
            checked += 1
            if checked >= 5:
                break
    assert checked >= 5
