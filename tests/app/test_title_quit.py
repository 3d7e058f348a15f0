"""Esc on the title asks before quitting: Esc again or No stays, Enter or Yes quits."""

from __future__ import annotations

import pygame
from app_helpers import click, press

from pairs_table.app.overlays.confirm import QuestionScene
from pairs_table.app.scenes.title import TitleScene


def open_title(app) -> TitleScene:
    scene = app.stack.push(TitleScene(app))
    app.step(1 / 60)
    return scene


def test_esc_asks_and_esc_again_stays(app):
    title = open_title(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, QuestionScene) and app.running
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is title and app.running


def test_no_stays_and_yes_quits(app):
    title = open_title(app)
    press(app, pygame.K_ESCAPE)
    click(app, app.stack.top.no_button)
    assert app.stack.top is title and app.running
    press(app, pygame.K_ESCAPE)
    click(app, app.stack.top.yes_button)
    assert not app.running


def test_enter_on_the_question_quits(app):
    open_title(app)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)
    assert not app.running
