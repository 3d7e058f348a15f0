"""Keyboard focus for every scene: pygame_gui has no focus order, so this is ours.

The focusable widgets of a scene are the visible, enabled buttons, text entries and
sliders in its container (:attr:`Scene.root`), in reading order (top to bottom in rows,
left to right within a row). :class:`FocusRing` sits in the app's event dispatch:

* Tab / Shift+Tab move the focus to the next / previous widget of the top scene;
* Enter or Space presses the focused button (the same event as a click); a focused text
  entry takes the typing, a focused slider moves by its step with Left / Right;
* the arrow keys a scene does not use itself move the focus to the nearest widget in that
  direction;
* a mouse click drops the focus; another scene coming on top (a dialog, the list of keys,
  the rules) takes it away, and while the keyboard is in use it comes back to the same
  thing when that scene goes.

Until the player presses Tab or an arrow key nothing has the focus, and Enter and Space
keep the meaning each scene gives them. The focused widget gets a ring drawn around it.
When a scene builds its widgets again (a lobby switch, a table's buttons after a turn),
the focus moves to the widget now in the same place, else the nearest one. A scene with a
``focus_home()`` (a table: its cards and places, then its action bar) says where the next
decision is: when the focused thing goes (a card played, a button hidden after a move), the
focus goes to the nearest of those as soon as one is shown, never to a tool or the menu.

Things a scene draws itself (a table's cards or places) join the same order as
:class:`FocusTarget` s from the scene's ``focus_targets()``: Tab and the arrow keys move
over them and the buttons alike, Enter or Space acts on the one with the focus, and the
scene asks :meth:`FocusRing.current` which one that is (one focus, no second cursor).

A scene with ``focus_groups()`` (a table: its cards or places, its action bar; the tools
and the menu after them) is walked by groups: Tab and Shift+Tab go to the next or previous
group, to the thing last focused there (else its first), and the arrow keys move within the
group the focus is in, never out of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UITextEntryLine

from . import spoken
from .render import GOLD

FOCUSABLE = (UIButton, UITextEntryLine, UIHorizontalSlider)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class FocusTarget:
    """Something a scene draws that the focus may rest on: ``key`` says what it is (the same
    key while it is the same thing), ``rect`` where it is, ``activate`` what Enter does,
    ``words`` what is said when the focus reaches it ("queen of hearts, card 3 of 6,
    playable"), ``name`` what it is in short, where choices are listed ("queen of hearts")."""

    key: object
    rect: pygame.Rect
    activate: Callable[[], object] = field(compare=False)
    words: str = field(default="", compare=False)
    name: str = field(default="", compare=False)

    def get_abs_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect)


def _shown(el) -> bool:
    if isinstance(el, FocusTarget):
        return True
    return bool(el.alive() and el.visible and getattr(el, "is_enabled", True))


def _walk(container, out: list) -> None:
    for el in list(getattr(container, "elements", ())):
        if isinstance(el, FOCUSABLE):
            if _shown(el):
                out.append(el)
            continue  # a slider's own arrow buttons are not focused one by one
        if hasattr(el, "elements") and el.visible:
            _walk(el, out)


def reading_order(widgets) -> list:
    """``widgets`` in rows from the top (a row: centres within half a widget's height),
    left to right within a row."""
    items = sorted(widgets, key=lambda w: (w.get_abs_rect().centery, w.get_abs_rect().x))
    rows: list[list] = []
    for w in items:
        r = w.get_abs_rect()
        if rows:
            first = rows[-1][0].get_abs_rect()
            if abs(r.centery - first.centery) <= max(4, min(r.height, first.height) // 2):
                rows[-1].append(w)
                continue
        rows.append([w])
    return [w for row in rows for w in sorted(row, key=lambda w: w.get_abs_rect().x)]


def focusables(scene) -> list:
    """The widgets and drawn things of ``scene`` the focus may rest on, in reading order."""
    root = getattr(scene, "root", None)
    if root is None or not root.alive() or not root.visible:
        return []
    out: list = []
    _walk(root, out)
    targets = getattr(scene, "focus_targets", None)
    if targets is not None:
        out += list(targets())
    return reading_order(out)


def groups(scene) -> list[list]:
    """The focus groups of ``scene`` in Tab order, each in reading order: those it declares
    (``focus_groups()``, only what is shown of them), then one of everything else; a scene
    that declares none is one group."""
    items = focusables(scene)
    declared = getattr(scene, "focus_groups", None)
    if declared is None:
        return [items] if items else []
    out: list[list] = []
    placed: list = []
    for group in declared():
        shown = [w for w in items if w in group and w not in placed]
        placed += shown
        if shown:
            out.append(shown)
    rest = [w for w in items if w not in placed]
    return out + [rest] if rest else out


class FocusRing:
    def __init__(self, app) -> None:
        self.app = app
        self.scene = None
        self.widget = None
        self.rect: pygame.Rect | None = None  # where the focused widget was (to find it again)
        self.waiting = False  # the focused thing went; the scene's next decision gets the focus
        self.keyboard = False  # the keyboard is in use (a key since the last click): keys are shown
        self.recent: list = []  # the things focused last, latest at the end (a group's is taken up again)
        self.covered: dict = {}  # scene -> (widget, rect, waiting): the focus of a scene beneath another

    # -- what has the focus ------------------------------------------------------------------
    def items(self) -> list:
        return focusables(self.app.stack.top)

    def current(self):
        """The focused widget now (found again after a rebuild), or None."""
        top = self.app.stack.top
        if top is not self.scene:
            self._cover(top)
        if top is not self.scene or (self.widget is None and not self.waiting):
            self.widget = self.scene = None
            self.waiting = False
            return None
        if self.widget is None:  # waiting for the scene's next decision to be shown
            return self._home(top)
        if isinstance(self.widget, FocusTarget):
            same = [t for t in self.items() if isinstance(t, FocusTarget) and t.key == self.widget.key]
            if same:
                self.widget = same[0]
                return same[0]
        elif _shown(self.widget):
            return self.widget
        items = self.items()
        same = [w for w in items if w.get_abs_rect() == self.rect]
        if not same and getattr(top, "focus_home", None) is not None:
            self.widget = None  # it went with a move: the focus goes to where the next one is made
            self.waiting = True
            return self._home(top)
        if not items or self.rect is None:
            self.clear()
            return None
        c = self.rect.center
        best = same[0] if same else min(items, key=lambda w: _dist2(w.get_abs_rect().center, c))
        self._set(best)
        return best

    def _cover(self, top) -> None:
        """Another scene is on top: keep where the focus was in the scene beneath, and take
        up the focus ``top`` had when it was covered (the keyboard in use)."""
        scenes = self.app.stack.scenes
        held = self.covered.pop(top, None)
        self.covered = {sc: h for sc, h in self.covered.items() if sc in scenes}
        if self.scene is not None and self.scene in scenes and (self.widget is not None or self.waiting):
            self.covered[self.scene] = (self.widget, self.rect, self.waiting)
        self.scene = self.widget = self.rect = None
        self.waiting = False
        if held is not None and self.keyboard:
            self.scene = top
            self.widget, self.rect, self.waiting = held

    def _home(self, scene):
        """The shown thing of ``scene.focus_home()`` nearest to where the focus was, or None
        (still waiting) while the scene shows none."""
        shown = self.items()
        pool = [w for w in scene.focus_home() if w in shown]
        if not pool or self.rect is None:
            return None
        c = self.rect.center
        best = min(pool, key=lambda w: _dist2(w.get_abs_rect().center, c))
        self._set(best)
        return best

    def _set(self, widget) -> None:
        manager = self.app.manager
        self.scene = self.app.stack.top
        self.widget = widget
        self.waiting = False
        if widget is not None:
            self.recent = [w for w in self.recent if w is not widget and w != widget][-15:] + [widget]
        self.rect = widget.get_abs_rect().copy() if widget is not None else None
        if isinstance(widget, UITextEntryLine):
            manager.set_focus_set(widget)
        elif any(isinstance(w, UITextEntryLine) and w.is_focused for w in self.items()):
            manager.set_focus_set(None)  # typing no longer goes to the entry left behind

    def focus(self, widget) -> None:
        """Put the focus on ``widget`` (a widget of the top scene)."""
        self._set(widget)
        spoken.focus_moved(widget)

    def clear(self) -> None:
        self.scene = self.widget = self.rect = None
        self.waiting = False

    def move(self, step: int) -> None:
        gs = groups(self.app.stack.top)
        if len(gs) > 1:
            self._to_group(gs, step)
            return
        items = self.items()
        if not items:
            self.clear()
            return
        cur = self.current()
        if cur in items:
            i = (items.index(cur) + step) % len(items)
        else:
            i = 0 if step > 0 else len(items) - 1
        self._set(items[i])
        spoken.focus_moved(items[i])

    def _to_group(self, gs: list[list], step: int) -> None:
        """Tab between groups: to the next (``step`` 1) or previous group, on the thing last
        focused in it, else its first."""
        cur = self.current()
        at = next((i for i, g in enumerate(gs) if cur in g), None)
        i = (0 if step > 0 else len(gs) - 1) if at is None else (at + step) % len(gs)
        g = gs[i]
        again = [w for w in reversed(self.recent) if w in g]
        item = g[g.index(again[0])] if again else g[0]
        self._set(item)
        spoken.focus_moved(item)

    def move_towards(self, dx: int, dy: int) -> bool:
        """To the nearest widget in direction (dx, dy) (within the focused one's group, where
        the scene has groups); False when there is none."""
        gs = groups(self.app.stack.top)
        cur = self.current()
        items = next((g for g in gs if cur in g), None) or self.items()
        if cur is None:
            if not gs:
                return False
            self._set(gs[0][0])
            spoken.focus_moved(gs[0][0])
            return True
        c = cur.get_abs_rect().center
        best, best_d = None, None
        for w in items:
            if w is cur:
                continue
            p = w.get_abs_rect().center
            ax, ay = p[0] - c[0], p[1] - c[1]
            along = ax * dx + ay * dy
            if along <= 0:
                continue
            across = abs(ax * dy - ay * dx)
            d = along + 2 * across
            if best_d is None or d < best_d:
                best, best_d = w, d
        if best is None:
            return False
        self._set(best)
        spoken.focus_moved(best)
        return True

    def activate(self) -> bool:
        w = self.current()
        if isinstance(w, FocusTarget):
            w.activate()
            return True
        if isinstance(w, UIButton):
            w.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})
            return True
        return False

    # -- the app's dispatch -------------------------------------------------------------------
    def before(self, event) -> bool:
        """Keys the focus takes before the widgets and the scene see them."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self.clear()
            self.keyboard = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        self.keyboard = True
        mods = getattr(event, "mod", 0)
        if event.key == pygame.K_TAB and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.move(-1 if mods & pygame.KMOD_SHIFT else 1)
            return True
        cur = self.current()
        if cur is None:
            return False
        if event.key in ACTIVATE and isinstance(cur, (UIButton, FocusTarget)):
            return self.activate()
        if isinstance(cur, UIHorizontalSlider) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._nudge(cur, -1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def after(self, event) -> bool:
        """Arrow keys nobody else used move the focus."""
        if event.type == pygame.KEYDOWN and event.key in ARROWS:
            if isinstance(self.current(), UITextEntryLine):
                return False
            return self.move_towards(*ARROWS[event.key])
        return False

    @staticmethod
    def _nudge(slider, direction: int) -> None:
        lo, hi = slider.value_range
        step = getattr(slider, "click_increment", 1) or 1
        value = max(lo, min(hi, slider.get_current_value() + direction * step))
        slider.set_current_value(value)
        slider.on_self_event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {"value": slider.get_current_value()})

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        w = self.current()
        if w is None:
            return
        r = w.get_abs_rect().inflate(8, 8)
        pygame.draw.rect(surface, (0, 0, 0), r.inflate(4, 4), width=2, border_radius=10)
        pygame.draw.rect(surface, GOLD, r, width=3, border_radius=9)


def _dist2(a, b) -> int:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
