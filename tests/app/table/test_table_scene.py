"""What every table does the same way because it is made of the kit: controls after a
resize, a click that arrives with the pointer's move, a language switch mid-game."""

import pygame
import pygame_gui
import pytest

from app_helpers import click
from pairs_table.app import i18n
from pairs_table.app.config import SeatConfig, TableConfig, default_seats
from pairs_table.app.games import keys, table_class
from pairs_table.app.table.actions import short

SEATS = {"hasenpfeffer": 4, "pyramid_poker": 2}


def open_table(app, game, speed="instant", seats=None, seed=5):
    n = SEATS.get(game, 3)
    seats = seats or [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai") for x in ("Ana", "Bo", "Cees")][:n - 1]
    return app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, speed, "instant", seed=seed)))


def until(app, cond, frames=1500):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def shown_buttons(scene) -> list[str]:
    out = []

    def walk(container):
        for el in getattr(container, "elements", ()):
            if isinstance(el, pygame_gui.elements.UIButton) and el.visible:
                out.append(short(el.text))
            walk(el)
    walk(scene.root)
    return sorted(out)


@pytest.mark.parametrize("game", keys())
def test_a_resize_or_full_screen_keeps_every_control_of_the_turn(app, game):
    table = open_table(app, game)
    assert until(app, table.human_to_act), game
    app.step(1 / 60)
    before = shown_buttons(table)
    assert len(before) >= 3  # at least the menu and the tools, and the buttons of the turn
    for size in ((1000, 640), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(1 / 60)
        app.step(1 / 60)
        assert table.human_to_act() and shown_buttons(table) == before, (game, size)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    app.step(1 / 60)
    assert shown_buttons(table) == before, game


def test_a_tap_on_a_card_is_taken_even_as_the_card_lifts_under_the_pointer(app):
    """A touch screen's tap: the pointer's move and the click arrive in the same frame."""
    table = open_table(app, "hawthorn", speed="normal")
    assert until(app, lambda: table.human_to_act() and table.idle)
    seat = table.state.to_act
    card = table.pic.hands[seat][-1]
    pos = (int(card.x), int(card.y))
    before = len(table.record.actions)
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    app.step(1 / 60)
    assert len(table.record.actions) == before + 1, table.toast
    assert "still moving" not in table.toast


def test_a_language_switch_says_everything_on_the_table_again(app):
    seats = default_seats("pairs", 3)  # "You" in English
    table = app.stack.push(table_class("pairs")(app, TableConfig("pairs", seats, {}, "instant", "instant", seed=4)))
    assert until(app, table.human_to_act)
    click(app, table.action_buttons["hit"])
    assert until(app, lambda: table.human_to_act() or table.state.hand_over)
    table.say(table.phrase(0, "{name} starts", "You start"))
    english = [text for text, _c in table.log]
    assert english[0].startswith("New game")
    app.set_language("fr")
    app.step(1 / 60)
    french = [text for text, _c in table.log]
    assert len(french) == len(english) and french[0] != english[0]
    assert french[0] == i18n.tr("New game: {n} players, losing score {score}.", n=3, score=table.pic.losing)
    assert table.announce.shown()[0] == i18n.tr("You start")
    assert table.name(0) == "Vous"  # the seat named "You" by the lobby speaks French too
    app.set_language("bg")
    app.step(1 / 60)
    assert table.name(0) == "Ти" and table.log[0][0] == i18n.tr("New game: {n} players, losing score {score}.",
                                                                  n=3, score=table.pic.losing)
