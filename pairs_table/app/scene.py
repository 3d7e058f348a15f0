"""Scenes and the scene stack (push / pop / replace).

A scene is one screen: the title, a lobby, a table, a menu drawn over a table. The stack
sends events and updates to the top scene only and draws from the highest opaque scene
upwards, so a ``transparent`` scene (a pause menu, the result panel) shows the one below.

A scene's widgets live in its own pygame_gui container (:attr:`Scene.root`), created in
:meth:`Scene.build_ui` on ``enter`` and on every resize, hidden while another scene covers
it and killed on ``leave``.

The window sleeps while nothing changes, so a scene says when its picture changes by itself:
:meth:`Scene.next_deadline` (moving things, timers) and :meth:`Scene.ambient` (small
looping decorations, :class:`Ambient`). Input redraws the window anyway; a scene whose
picture changes for another reason (a worker's answer, say) calls :meth:`Scene.invalidate`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui


@dataclass
class Ambient:
    """A small looping decoration of a scene (a glow that pulses), redrawn alone while the
    rest of the window stays as it is.

    ``rect`` is the window area whose pixels it changes and ``delay`` the seconds until it
    next changes (0: at every decoration frame). When the area's picture is a blend of two
    fixed pictures (a glow whose strength pulses over things that keep still), ``level`` is
    the blend now (0..1), ``key`` names the decoration and ``owner`` is the scene that can
    draw it at a given level (:meth:`Scene.force_level`); ``detail`` is anything else the
    area shows that may change meanwhile (the step of the thinking dots). The pictures at
    level 0 and 1 are then drawn once and mixed at every frame. With ``level`` None the
    area is drawn again each time."""

    rect: pygame.Rect
    delay: float = 0.0
    level: float | None = None
    key: object = None
    owner: object = None
    detail: object = None


class Scene:
    transparent = False

    def __init__(self, app) -> None:
        self.app = app
        self.root: pygame_gui.core.UIContainer | None = None

    # -- lifetime ---------------------------------------------------------------------
    def enter(self) -> None:
        self._make_root()

    def leave(self) -> None:
        self._kill_root()

    def cover(self) -> None:
        """Another scene was pushed on top of this one."""
        if self.root is not None:
            self.root.hide()

    def uncover(self) -> None:
        """The scene above was popped: this one is on top again."""
        if self.root is not None:
            self.root.show()

    def resize(self, size) -> None:
        covered = self.root is not None and not self.root.visible
        self._make_root()
        if covered:
            self.root.hide()

    def language_changed(self) -> None:
        """The app's language changed: build the widgets (and any cached text) again."""
        self.resize(self.app.size)

    def settings_changed(self, key: str) -> None:
        """The setting ``key`` changed (card size, deck, table colour...): follow it now."""

    # -- per frame ----------------------------------------------------------------------
    def handle(self, event) -> bool:
        """Handle one event; True when it was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # -- when the picture changes by itself ---------------------------------------------------
    def next_deadline(self) -> float | None:
        """Seconds until :meth:`update` must run again without any input: 0 while something
        moves (a frame every tick), the time left on a timer, None when only input (or
        :meth:`invalidate`) changes this scene."""
        return None

    def ambient(self, ahead: float = 0.0) -> list[Ambient]:
        """The looping decorations on show, ``ahead`` seconds after the last :meth:`update`
        (they run on while the scene waits)."""
        return []

    def force_level(self, levels: dict | None) -> None:
        """Draw the decorations named in ``levels`` (an :attr:`Ambient.key` to a level) at
        those levels until told otherwise (None: every one as time says)."""

    def invalidate(self) -> None:
        """The picture changed: the whole window is drawn at the next frame."""
        self.app.invalidate()

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        """Create this scene's widgets inside :attr:`root` for the current window size."""

    def _make_root(self) -> None:
        self._kill_root()
        size = self.app.size
        self.root = pygame_gui.core.UIContainer(pygame.Rect((0, 0), size), self.app.manager)
        self.build_ui()

    def _kill_root(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].cover()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].uncover()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop_to(self, kind: type) -> Scene | None:
        """Pop scenes until the top one is a ``kind`` (the title screen, say)."""
        while self.scenes and not isinstance(self.scenes[-1], kind):
            self.pop()
        return self.top

    def clear(self) -> None:
        while self.scenes:
            self.scenes.pop().leave()

    def handle(self, event) -> bool:
        top = self.top
        return top.handle(event) if top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def next_deadline(self) -> float | None:
        """The top scene's (the only one that advances)."""
        top = self.top
        return top.next_deadline() if top is not None else None

    def ambient(self, ahead: float = 0.0) -> list[Ambient]:
        top = self.top
        return top.ambient(ahead) if top is not None else []

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the highest opaque one and all above it."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].transparent:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size) -> None:
        for scene in self.scenes:
            scene.resize(size)
