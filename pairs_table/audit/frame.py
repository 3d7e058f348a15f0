"""One frame of a screen, drawn as the app draws it while the text log records, and, for a
screen drawn over another (a dialog), drawn once more over a plain fill instead of the
screen beneath (for the see-through check)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

PLAIN = (255, 0, 255)  # a fill no screen uses, so anything of it showing is seen


@dataclass
class Frame:
    screen: str
    image: pygame.Surface
    texts: list  # the texts of the screen on top (and of the widgets on show)
    below: list = field(default_factory=list)  # the texts of the screens beneath it
    panels: list = field(default_factory=list)  # (rect, owner) of what must hide the screens beneath
    plain: pygame.Surface | None = None  # the top screen drawn over PLAIN, when it is over another


def _panels(log, top) -> list:
    panels = [(tuple(r), owner) for r, owner in log.panels]
    rect = getattr(top, "panel_rect", None)
    if callable(rect) and not any(owner == type(top).__name__ for _, owner in panels):
        panels.append((tuple(pygame.Rect(rect())), type(top).__name__))
    return panels


def _widgets(app, window) -> None:
    app.manager.draw_ui(window)
    app.focus.draw(window)


def capture(app, log, screen: str) -> Frame:
    """Draw the app's window once, recording into ``log`` (a ``textlog.TextLog`` that has
    recorded since the app opened, so the texts of pictures made earlier are known)."""
    window = app.window
    scenes = app.stack.visible()
    log.clear()
    start = 0
    for scene in scenes:
        start = len(log.texts)
        scene.draw(window)
    _widgets(app, window)
    texts, below = list(log.texts[start:]), list(log.texts[:start])
    image = window.copy()
    top = scenes[-1] if scenes else None
    panels = _panels(log, top) if len(scenes) > 1 else []
    plain = None
    if len(scenes) > 1:
        window.fill(PLAIN)
        top.draw(window)
        _widgets(app, window)
        plain = window.copy()
        window.blit(image, (0, 0))
    log.clear()
    return Frame(screen, image, texts, below, panels, plain)
