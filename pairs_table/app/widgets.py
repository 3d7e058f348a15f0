"""Small helpers around pygame_gui widgets, so every scene builds them the same way."""

from __future__ import annotations

import functools
import json
import re

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from .assets import asset_path, font


SMALL_TYPE = ("primary", "danger", "quiet", "choice", "choice_on")  # styles with a "_small" twin
KEY_HINT = re.compile(r"^(.*\S)\s+\[[^\]]+\]$")  # "Fold (4)  [F]": the label and its key


@functools.lru_cache(maxsize=None)
def _theme_type(style: str) -> tuple[int, bool]:
    """(size, bold) of a button style's type in ``assets/theme.json`` (unscaled)."""
    theme = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    f = theme.get(f"#{style}", {}).get("font") or theme["button"]["font"]
    return int(f["size"]), f.get("bold") == "1"


def needed(scene, text: str, style: str) -> int:
    """The width a button of ``style`` needs to show ``text`` in its full type."""
    size, bold = _theme_type(style)
    step = getattr(scene.app, "_theme_step", None) or 1.0  # the theme's scaling (main.load_theme)
    return font(max(9, int(round(size * step))), bold).size(text)[0] + 12


def _too_wide(scene, text: str, width: int, style: str) -> bool:
    return needed(scene, text, style) > width


def fitting(scene, text: str, width: int, style: str | None) -> tuple[str, str | None]:
    """(text, style) for a button ``width`` pixels wide: ``style`` or its smaller type, as
    ``text`` needs (a longer language, a longer label); a text too wide even so loses its
    key hint ("  [F]": the key still works)."""
    if style not in SMALL_TYPE:
        return text, style
    for t in (text, KEY_HINT.sub(r"\1", text)):
        for st in (style, style + "_small"):
            if not _too_wide(scene, t, width, st):
                return t, st
    return t, st


def fits(scene, text: str, width: int, style: str) -> bool:
    """Whether ``text`` fits a button ``width`` pixels wide in ``style`` or its smaller type."""
    return not (_too_wide(scene, text, width, style) and _too_wide(scene, text, width, style + "_small"))


def _object_id(style: str | None):
    return ObjectID(object_id=f"#{style}") if style else None


def button(scene, rect, text: str, style: str | None = None, tooltip: str | None = None):
    """A button in ``scene``'s container; ``style`` is a theme id ("primary", "danger",
    "quiet", "choice", "choice_on"), in its smaller type if the text needs it."""
    shown, style = fitting(scene, text, pygame.Rect(rect).width, style)
    full = text if shown != text and tooltip is None else None
    b = pygame_gui.elements.UIButton(
        relative_rect=pygame.Rect(rect), text=shown, manager=scene.app.manager, container=scene.root,
        object_id=_object_id(style), tool_tip_text=tooltip or full)
    b._full_label = full if tooltip is None else False  # False: a tooltip of the scene's own
    return b


def retext(scene, b, text: str, style: str | None) -> None:
    """Give button ``b`` (built in ``style``) a new text, fitted as :func:`button` does; a
    label shown without its key hint is the tooltip of a button that has no other."""
    shown, want = fitting(scene, text, b.relative_rect.width, style)
    if b.object_ids[-1:] != [f"#{want}" if want else None]:
        b.change_object_id(_object_id(want))
    if b.text != shown:
        if getattr(b, "_full_label", None) == b.tool_tip_text:  # the tooltip is ours to change
            b._full_label = text if shown != text else None
            b.set_tooltip(b._full_label)
        b.set_text(shown)


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
