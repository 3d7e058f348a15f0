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


def test_every_text_of_the_title_stands_out_from_the_felt(app):
    """The tagline and the full-screen hint read against the felt under them (WCAG 2.1, the
    audit's own contrast check) in a small and a large window."""
    from pairs_table.app import textlog
    from pairs_table.audit import checks

    for size in ((800, 480), (1920, 1080)):
        app.resize(size)
        with textlog.recording() as log:
            open_title(app)
            log.clear()
            app.draw()
        said = {d.text for d in log.texts}
        assert "F11: full screen" in said and any(t.startswith("Press your luck") for t in said)
        assert checks.contrast(log.texts) == [], size
        app.stack.pop()
