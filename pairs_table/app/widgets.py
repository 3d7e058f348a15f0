"""Small helpers around pygame_gui widgets, so every scene builds them the same way."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID


SMALL_TYPE = ("primary", "danger", "quiet", "choice", "choice_on")  # styles with a "_small" twin


def button(scene, rect, text: str, style: str | None = None, tooltip: str | None = None):
    """A button in ``scene``'s container; ``style`` is a theme id ("primary", "danger",
    "quiet", "choice", "choice_on"). A button whose text is too wide for it (a longer
    language) gets the theme's smaller type."""
    if style in SMALL_TYPE:
        size, bold = (15, style == "choice_on") if style.startswith("choice") else (17, True)
        step = getattr(scene.app, "_theme_step", None) or 1.0
        width = scene.app.text.render(text, max(9, round(size * step)), bold=bold).get_width()
        if width > pygame.Rect(rect).width - 12:
            style += "_small"
    return pygame_gui.elements.UIButton(
        relative_rect=pygame.Rect(rect), text=text, manager=scene.app.manager, container=scene.root,
        object_id=ObjectID(object_id=f"#{style}") if style else None, tool_tip_text=tooltip)


def label(scene, rect, text: str, style: str | None = None):
    return pygame_gui.elements.UILabel(
        relative_rect=pygame.Rect(rect), text=text, manager=scene.app.manager, container=scene.root,
        object_id=ObjectID(object_id=f"#{style}") if style else None)


def text_entry(scene, rect, text: str, limit: int = 16):
    entry = pygame_gui.elements.UITextEntryLine(
        relative_rect=pygame.Rect(rect), manager=scene.app.manager, container=scene.root)
    entry.set_text_length_limit(limit)
    entry.set_text(text)
    return entry


def centre_of(element) -> tuple[int, int]:
    """The centre of a widget on screen (where a click lands on it)."""
    return element.get_abs_rect().center
