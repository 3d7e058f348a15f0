"""After a move the keyboard focus goes where the next decision is (a card, a place, the
action bar), never to Hint, Undo or the menu, so the next Enter makes a move."""

import pygame
import pytest

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.focus import FocusTarget
from pairs_table.app.games import table_class

SEATS = {"hasenpfeffer": 4, "pyramid_poker": 2}


def key(app, k, frames=3):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


def table_at_my_turn(app, game):
    names = ("Ana", "Bo", "Cees")[:SEATS.get(game, 3) - 1]
    seats = [SeatConfig("Mira", "human")] + [SeatConfig(n, "ai") for n in names]
    table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=5)))
    assert wait_for_me(app, table)
    return table


def wait_for_me(app, table) -> bool:
    for _ in range(1200):  # the next hand is dealt by itself (the setting is on in tests)
        if table.human_to_act() and not table.moving() and app.stack.top is table:
            return True
        if table.state.is_over:
            return False
        app.step(1 / 60)
    return False


def not_a_tool(table, w) -> bool:
    pw = table.panel_widgets
    return w is not None and w not in pw.tools.values() and w is not pw.menu and w is not pw.extra


def home_item(table):
    """The first thing of the next decision that Enter acts on without a question: a card or
    place on the table, else an action button other than Fold."""
    targets = list(table.focus_targets())
    if targets:
        return targets[0]
    bar = table.panel_widgets.bar
    return next(bar.buttons[s.action] for s in bar.specs
                if s.action != "fold" and bar.buttons[s.action].visible and bar.buttons[s.action].is_enabled)


@pytest.mark.parametrize("game", ["pairs", "blackstone", "hasenpfeffer", "pyramid_poker"])
def test_after_each_move_the_focus_is_where_the_next_decision_is(app, game):
    table = table_at_my_turn(app, game)
    app.focus.focus(home_item(table))
    moves = 0
    for _ in range(6):
        cur = app.focus.current()
        assert not_a_tool(table, cur), (game, moves, getattr(cur, "text", cur))
        before = len(table.record.actions)
        key(app, pygame.K_RETURN)
        assert len(table.record.actions) > before, (game, moves, table.toast)  # the Enter made a move
        moves += 1
        if not wait_for_me(app, table):
            break
    assert moves >= 4, game
