"""What was drawn where: the record the screen audit reads.

Every text the app shows is drawn by :meth:`.render.TextCache.draw` with the box it was
given. While a :class:`TextLog` is recording (``with recording() as log:``), each such draw
is written down as a :class:`Drawn`: the text, where its glyphs are, its box, its size and
colour, whether it had to be cut short, and the colour of what lay under it. Nothing is
written down when no log records, so a frame of the game pays one ``None`` test a text.

Widgets (pygame_gui's buttons, labels, text boxes, text entries and tooltips) draw their
own text; :func:`note_widgets`, called once a frame after they are drawn, writes down each
one on show with its rectangle as the box and the width its text needs.

Text drawn onto a surface of its own (a panel made once and blitted later) is kept with
that surface; :func:`place` blits such a surface and carries its texts along, moved to
where it lands. A dialog or panel that must hide what lies beneath names its rectangle with
:func:`opaque`, so the audit can check that nothing shows through it.

Such a surface holds its texts only if a log records while they are drawn on it: record
from before a screen is built and :meth:`TextLog.clear` between frames (the texts held by
panel surfaces stay), rather than starting a new log for each frame.
"""

from __future__ import annotations

import html
import re
import weakref
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

import pygame


@dataclass(frozen=True)
class Drawn:
    """One text as drawn: ``rect`` is where its glyphs are and ``box`` the room it was
    given, both in the coordinates of the surface it was drawn on (the window's, once the
    log reports it)."""

    text: str
    rect: tuple[int, int, int, int]
    box: tuple[int, int, int, int]
    size: int
    colour: tuple[int, int, int]
    bold: bool = False
    cut: bool = False  # shortened with an ellipsis (or to fewer lines) to fit its box
    background: tuple[int, int, int] | None = None  # the mean colour under the glyphs' box
    owner: str = ""  # who drew it (a module or widget), to find it again

    def moved(self, dx: int, dy: int) -> "Drawn":
        r, b = self.rect, self.box
        return replace(self, rect=(r[0] + dx, r[1] + dy, r[2], r[3]), box=(b[0] + dx, b[1] + dy, b[2], b[3]))


@dataclass
class TextLog:
    """The texts and opaque panels drawn on the window since the log started (or since
    :meth:`clear`)."""

    texts: list[Drawn] = field(default_factory=list)
    panels: list[tuple[tuple[int, int, int, int], str]] = field(default_factory=list)
    # texts drawn onto surfaces other than the window, kept until those surfaces are placed
    _held: "weakref.WeakKeyDictionary" = field(default_factory=weakref.WeakKeyDictionary)
    window: pygame.Surface | None = None  # the surface that counts as the window

    def clear(self) -> None:
        self.texts.clear()
        self.panels.clear()

    def _is_window(self, surface) -> bool:
        return surface is self.window or (self.window is None and surface is pygame.display.get_surface())

    def add(self, surface, drawn: Drawn) -> None:
        if self._is_window(surface):
            self.texts.append(drawn)
        else:
            self._held.setdefault(surface, []).append(drawn)

    def held(self, surface) -> list[Drawn]:
        return list(self._held.get(surface, ()))

    def forget(self, surface) -> None:
        """``surface`` is being drawn afresh: the texts it held are gone."""
        self._held.pop(surface, None)


_log: TextLog | None = None


def active() -> TextLog | None:
    """The log that records now, or ``None``."""
    return _log


@contextmanager
def recording(window: pygame.Surface | None = None):
    """Record every text and opaque panel drawn while the block runs; ``window`` is the
    surface that stands for the window (the display surface when ``None``)."""
    global _log
    before = _log
    _log = TextLog(window=window)
    try:
        yield _log
    finally:
        _log = before


def mean_colour(surface, rect: pygame.Rect) -> tuple[int, int, int] | None:
    """The mean colour of ``surface`` inside ``rect`` (clipped), or ``None`` if nothing of
    it is inside."""
    r = pygame.Rect(rect).clip(surface.get_rect())
    if r.width <= 0 or r.height <= 0:
        return None
    c = pygame.transform.average_color(surface, r, consider_alpha=False)
    return (int(c[0]), int(c[1]), int(c[2]))


def note_text(surface, text: str, rect, box, size: int, colour, *, bold=False, cut=False,
              background=None, owner: str = "") -> None:
    """Write down a text drawn on ``surface`` (only while a log records)."""
    if _log is None or not text:
        return
    _log.add(surface, Drawn(text, tuple(pygame.Rect(rect)), tuple(pygame.Rect(box)), int(size),
                            tuple(colour)[:3], bold, cut, background, owner))


def place(target, source: pygame.Surface, at, area=None) -> pygame.Rect:
    """Blit ``source`` onto ``target`` at ``at`` and carry the texts drawn on ``source``
    along (moved to where they land, dropped if ``area`` leaves them out)."""
    placed = target.blit(source, at, area)
    if _log is not None:
        held = _log.held(source)
        if held:
            x, y = (at.topleft if isinstance(at, pygame.Rect) else at)
            ox, oy = (area[0], area[1]) if area is not None else (0, 0)
            for d in held:
                moved = d.moved(int(x) - ox, int(y) - oy)
                if area is None or pygame.Rect(d.rect).colliderect(pygame.Rect(area)):
                    _log.add(target, moved)
    return placed


def copied(source: pygame.Surface) -> pygame.Surface:
    """A copy of ``source`` that holds the texts drawn on it."""
    surf = source.copy()
    if _log is not None:
        for d in _log.held(source):
            _log.add(surf, d)
    return surf


def opaque(surface, rect, owner: str = "") -> None:
    """Name ``rect`` of ``surface`` as a dialog or panel that hides what is beneath it."""
    if _log is not None and _log._is_window(surface):
        _log.panels.append((tuple(pygame.Rect(rect)), owner))


def fresh(surface) -> None:
    """``surface`` is about to be drawn again from nothing: forget the texts it held."""
    if _log is not None:
        _log.forget(surface)


_TAG = re.compile(r"<[^>]*>")


def widget_text(element) -> str:
    """The plain text a widget shows ("" for none): a button's or label's text, a text box's
    without its markup, a text entry's contents."""
    if hasattr(element, "html_text"):
        return html.unescape(_TAG.sub(" ", element.html_text.replace("<br>", "\n"))).strip()
    if hasattr(element, "get_text") and hasattr(element, "set_text_length_limit"):
        return element.get_text()
    return str(getattr(element, "text", "") or "")


def _on_show(element) -> bool:
    while element is not None:
        if not getattr(element, "visible", True) or not element.alive():
            return False
        container = getattr(element, "ui_container", None)
        element = container if container is not element else None
    return True


def _theme_colour(element, name: str):
    """The theme's colour ``name`` for ``element`` as (r, g, b, a), or ``None``."""
    try:
        c = element.ui_theme.get_colour_or_gradient(name, element.combined_element_ids)
    except Exception:  # a theme without that colour, or a gradient: no single colour to give
        return None
    return (c.r, c.g, c.b, c.a) if isinstance(c, pygame.Color) else None


def widget_state(element) -> str:
    """The state a widget is drawn in: a button's shape's ("normal", "hovered", "selected",
    "active", "disabled"), else "normal" or "disabled"."""
    shape = getattr(element, "drawable_shape", None)
    state = getattr(getattr(shape, "active_state", None), "state_id", None)
    if state and hasattr(element, "is_selected"):
        return state
    return "normal" if getattr(element, "is_enabled", True) else "disabled"


def _ring_colour(window, box: pygame.Rect):
    """The commonest colour just outside ``box`` on ``window``: what a see-through widget
    lies on."""
    ring = box.inflate(4, 4)
    area = window.get_rect()
    counts: dict = {}
    for x in range(ring.left, ring.right, 3):
        for y in (ring.top, ring.bottom - 1):
            if area.collidepoint(x, y):
                c = tuple(window.get_at((x, y)))[:3]
                counts[c] = counts.get(c, 0) + 1
    for y in range(ring.top, ring.bottom, 3):
        for x in (ring.left, ring.right - 1):
            if area.collidepoint(x, y):
                c = tuple(window.get_at((x, y)))[:3]
                counts[c] = counts.get(c, 0) + 1
    return max(counts, key=counts.get) if counts else None


def widget_colours(element, window=None):
    """The (text colour, background colour) a widget is drawn with in its present state:
    a button's from the theme's colours for that state, another widget's text on its
    ``dark_bg``; a background that is partly or wholly see-through is laid over what
    ``window`` shows around the widget (``None`` when that cannot be known)."""
    state = widget_state(element)
    button = hasattr(element, "is_selected")
    text = _theme_colour(element, f"{state}_text") or _theme_colour(element, "normal_text") or (255, 255, 255, 255)
    bg = _theme_colour(element, f"{state}_bg" if button else "dark_bg")
    if bg is None and button:
        bg = _theme_colour(element, "normal_bg")
    if bg is not None and bg[3] < 255:
        under = _ring_colour(window, pygame.Rect(element.rect)) if window is not None else None
        if under is None:
            bg = None
        else:
            a = bg[3] / 255.0
            bg = tuple(int(round(bg[i] * a + under[i] * (1 - a))) for i in range(3)) + (255,)
    return text[:3], (bg[:3] if bg is not None else None)


def note_widgets(manager, window=None) -> None:
    """Write down the text of every widget on show (only while a log records): the widget's
    rectangle is its box; the glyphs' rect is as wide as its type needs (centred, or from
    the left for text boxes and entries), wider than the box when the text does not fit, and
    ``cut`` says so. A text box's need is its widest word (its lines wrap). Its colours are
    those of the widget's present state (:func:`widget_colours`; ``window`` shows what a
    see-through widget lies on). Owner ``widget:<object id>``."""
    if _log is None:
        return
    for element in manager.get_sprite_group().sprites():
        text = widget_text(element)
        if not text or not _on_show(element):
            continue
        box = pygame.Rect(element.rect)
        try:
            f = element.ui_theme.get_font(element.combined_element_ids)
        except Exception:  # an element without a font of its own
            continue
        wraps = hasattr(element, "html_text")
        pieces = text.split() if wraps else [text]
        need = max((f.size(p)[0] for p in pieces), default=0)
        height = f.size(text.splitlines()[0] if text.splitlines() else text)[1]
        rect = pygame.Rect(0, 0, need, height)
        if wraps:
            rect.topleft = box.topleft
        elif hasattr(element, "set_text_length_limit"):
            rect.midleft = box.midleft
        else:
            rect.center = box.center
        colour, background = widget_colours(element, window)
        _log.texts.append(Drawn(text, tuple(rect), tuple(box), int(f.get_point_size()), colour, False,
                                need > box.width, background,
                                f"widget:{element.most_specific_combined_id}"))
