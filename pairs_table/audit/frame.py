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
    texts: list  # the texts of the screen on top (and of the widgets on show), in drawing order
    below: list = field(default_factory=list)  # the texts of the screens beneath it
    panels: list = field(default_factory=list)  # (rect, owner) of what must hide the screens beneath
    plain: pygame.Surface | None = None  # the top screen drawn over PLAIN, when it is over another
    covers: list = field(default_factory=list)  # (rect, n): an opaque panel of the top screen drawn after n of its texts


class Panels(list):
    """A text log's list of opaque panels that also notes how many texts were drawn before
    each (a panel hides the texts drawn before it, not those drawn on it)."""

    def __init__(self, log) -> None:
        super().__init__(log.panels)
        self.log = log
        self.at = [len(log.texts)] * len(self)

    def append(self, item) -> None:
        self.at.append(len(self.log.texts))
        super().append(item)

    def clear(self) -> None:
        self.at.clear()
        super().clear()


def watch_panels(log) -> None:
    """Note the order of texts and panels in ``log`` from now on."""
    if not isinstance(log.panels, Panels):
        log.panels = Panels(log)


def _panels(log, top, first: int) -> list:
    """The top screen's opaque panels (those named from the ``first``), else its overlay
    panel."""
    panels = [(tuple(r), owner) for r, owner in log.panels[first:]]
    rect = getattr(top, "panel_rect", None)
    if not panels and callable(rect):
        panels.append((tuple(pygame.Rect(rect())), type(top).__name__))
    return panels


def _draw(app, scene, log) -> tuple[int, int]:
    """Draw the window as the app does (scenes, widgets, focus ring); returns how many texts
    and panels the log held when ``scene`` began to draw (those after are its own and the
    widgets')."""
    mark = []
    own = scene.draw

    def marked(surface):
        mark.append((len(log.texts), len(log.panels)))
        own(surface)

    scene.draw = marked
    try:
        app.draw()
    finally:
        del scene.draw
    return mark[0] if mark else (len(log.texts), len(log.panels))


def capture(app, log, screen: str) -> Frame:
    """Draw the app's window once, recording into ``log`` (a ``textlog.TextLog`` that has
    recorded since the app opened, so the texts of pictures made earlier are known)."""
    watch_panels(log)
    window = app.window
    scenes = app.stack.visible()
    top = scenes[-1]
    log.clear()
    start, first = _draw(app, top, log)
    texts, below = list(log.texts[start:]), list(log.texts[:start])
    covers = [(tuple(r), n - start) for (r, _), n in zip(log.panels[first:], log.panels.at[first:])]
    image = window.copy()
    panels = _panels(log, top, first) if len(scenes) > 1 else []
    plain = None
    if len(scenes) > 1:
        window.fill(PLAIN)
        app.stack.visible = lambda: [top]
        try:
            _draw(app, top, log)
        finally:
            del app.stack.visible
        plain = window.copy()
        window.blit(image, (0, 0))
    log.clear()
    return Frame(screen, image, texts, below, panels, plain, covers)
