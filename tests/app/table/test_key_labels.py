"""While the keyboard is in use, the cards a number key plays show their number; after a
click they do not (the pointer is in use)."""

import pygame
import pytest

from pairs_table.app import textlog
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class


def at_my_card_choice(app, game, n):
    seats = [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai") for x in ("Ana", "Bo", "Cees")[:n - 1]]
    table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=4)))
    for _ in range(2000):
        if table.human_to_act() and table.key_labels() and not table.moving():
            return table
        if table.human_to_act():  # a bid, a trump, a pass: the first legal action
            legal = table.legal_for_human()
            table.human_action(legal[0])
        app.step(1 / 60)
    raise AssertionError("no card choice came")


def numbers_drawn(app):
    with textlog.recording(app.window) as log:
        app.draw()
    return [d.text for d in log.texts if d.owner == "table.keys"]


@pytest.mark.parametrize("game,n", [("hasenpfeffer", 4), ("hawthorn", 3), ("goblins_poker", 3)])
def test_the_hand_shows_its_numbers_while_the_keyboard_is_in_use(app, game, n):
    table = at_my_card_choice(app, game, n)
    count = len(table.key_labels())
    assert count >= 2
    app.focus.keyboard = False
    assert numbers_drawn(app) == []
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert app.focus.keyboard
    assert sorted(numbers_drawn(app), key=int) == [str(i + 1) for i in range(count)]
