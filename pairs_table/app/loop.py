"""The frame loop that sleeps while nothing changes.

:class:`FrameLoop` runs a frame only when there is a reason for one, and otherwise sleeps
(:class:`.waiting.EventWaiter`) until the nearest of:

* an event: input, a window event, or :data:`.waiting.WAKE` (a worker's answer is ready);
* the top scene's :meth:`~.scene.Scene.next_deadline`: 0 while something moves (then a
  frame every 1/FPS s, as before), a delay for a timer, None when only input changes it;
* a widget's own timer (:func:`.widgets_watch.ui_deadline`): a tooltip after its hover
  delay, a text cursor's blink, a transition;
* the top scene's :meth:`~.scene.Scene.ambient` decorations (a glow that pulses, the
  thinking dots), drawn at :data:`AMBIENT_FPS` in the areas they cover only.

A frame draws the whole window when anything may have changed (input, ``invalidate``, a
scene timer, moving things, a widget that looks different, another scene on top), only the
decorations' areas when nothing but a decoration changed, and nothing otherwise. A
decoration whose area is a blend of two fixed pictures (see :class:`~.scene.Ambient`) is
drawn twice after each whole frame, at level 0 and 1, and then only mixed: the scenes are
neither advanced nor drawn for it.
"""

from __future__ import annotations

import time

import pygame

from .blend import LevelPictures
from .widgets_watch import RedrawRation, same_picture, ui_deadline, ui_picture
from .waiting import WAKE, EventWaiter

FPS = 60
FRAME = 1.0 / FPS
AMBIENT_FPS = 20  # frames a second for slow looping decorations
MAX_STEP = 0.1  # the longest step a moving picture takes in one frame (after a stall)
EARLY = 0.001  # a wake this close to a deadline counts as on time
REDRAWS_PER_FRAME = 4  # widget looks drawn ahead in one frame (see widgets_watch.RedrawRation)
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


def _min(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


def blend_groups(items) -> list[list] | None:
    """The decorations gathered where their areas overlap, each group a blend of at most two
    levels of one scene; None when one of them cannot be blended."""
    if any(a.level is None or a.owner is None for a in items):
        return None
    groups: list[list] = []
    for a in items:
        touching = [g for g in groups if any(pygame.Rect(a.rect).colliderect(b.rect) for b in g)]
        groups = [g for g in groups if g not in touching] + [[b for g in touching for b in g] + [a]]
    if any(len(g) > 2 or len({id(b.owner) for b in g}) > 1 for g in groups):
        return None
    return groups


class FrameLoop:
    def __init__(self, app) -> None:
        self.app = app
        self._waiter: EventWaiter | None = None
        now = time.perf_counter()
        self.last_tick = now  # when the scenes last advanced
        self.ui_tick = now  # when the widgets last advanced
        self.last_frame = now - FRAME  # when the last frame was drawn (for the frame rate)
        self.last_ambient = now - 1.0
        self.dirty = True
        self.moving = False
        self._planned = False  # scene_due, moving and ambient_due are known (nothing advanced since)
        self.scene_due = self.ui_due = self.ambient_due = None
        self._levels: dict = {}  # the two pictures of each blended decoration, until the next whole frame
        self._ui_seen: list | None = None
        self._stack_seen: tuple = ()
        # what the loop did, for the bench and the tests
        self.wakes = 0
        self.full_draws = 0
        self.region_draws = 0
        self.answers = 0  # wakes that brought a worker's answer

    @property
    def waiter(self) -> EventWaiter:
        """Made at the first wait (finding SDL is not needed for the first frame)."""
        if self._waiter is None:
            self._waiter = EventWaiter()
        return self._waiter

    def invalidate(self) -> None:
        self.dirty = True
        self._planned = False

    def stepped(self, now: float) -> None:
        """``App.step`` advanced the scenes and the widgets and drew the whole window."""
        self.last_tick = self.ui_tick = now
        self.drawn(now)

    def drawn(self, now: float) -> None:
        """The whole window was just drawn."""
        self.dirty = False
        self._planned = False
        self.last_frame = self.last_ambient = now
        self._levels.clear()
        self._ui_seen = ui_picture(self.app.manager)
        self._stack_seen = self._stack_key()

    def _stack_key(self) -> tuple:
        return tuple(id(s) for s in self.app.stack.scenes)

    # -- when ----------------------------------------------------------------------------------
    def plan(self, now: float) -> float | None:
        """The time (``perf_counter`` seconds) the next frame is due; None: only input. What
        the scenes want is asked again only after they advanced (or were told to redraw)."""
        if not self._planned:
            self._planned = True
            delay = self.app.stack.next_deadline()
            self.moving = delay is not None and delay <= 0
            self.scene_due = None if delay is None or self.moving else now + delay
            ambient = self.app.stack.ambient(now - self.last_tick)
            self.ambient_due = None
            if ambient:
                self.ambient_due = max(now + min(a.delay for a in ambient), self.last_ambient + 1.0 / AMBIENT_FPS)
        if self.moving or self.dirty or self._stack_key() != self._stack_seen:
            return max(now, self.last_frame + FRAME)
        return _min(_min(self.scene_due, self.ui_due), self.ambient_due)

    # -- the loop ------------------------------------------------------------------------------
    def wait_step(self, until: float | None = None) -> bool:
        """Sleep until a frame is due (or ``until``, a ``perf_counter`` time), then run it:
        the queued events, the time that passed, and a draw if the picture changed.
        Returns whether the app is still running."""
        now = time.perf_counter()
        due = self.plan(now)
        wake = due if until is None else _min(due, until)
        if wake is None or wake > now:
            self.waiter.wait(None if wake is None else wake - now)
        now = time.perf_counter()
        if self.last_frame + FRAME > now:  # never more than FPS frames a second
            time.sleep(self.last_frame + FRAME - now)
            now = time.perf_counter()
        return self.frame(now)

    def frame(self, now: float) -> bool:
        app = self.app
        self.wakes += 1
        events = pygame.event.get()
        inputs = [e for e in events if e.type != WAKE]
        answered = len(inputs) < len(events)
        self.answers += answered
        ui_due = self.ui_due is not None and now >= self.ui_due - EARLY
        timer = self.moving or (self.scene_due is not None and now >= self.scene_due - EARLY)
        ambient_due = self.ambient_due is not None and now >= self.ambient_due - EARLY
        if not (inputs or answered or self.dirty or ui_due or timer):
            if ambient_due:  # only a decoration changed
                self.decorations(now)
            return app.running
        elapsed, self.last_tick = now - self.last_tick, now
        self._planned = False
        if inputs:
            self.dirty = True
            if not self.moving and elapsed > FRAME:
                app.advance(elapsed - FRAME)  # what an event starts begins now, not back then
                elapsed = FRAME
        for event in inputs:
            app.dispatch(event)
            if not app.running:
                return False
        app.advance(min(elapsed, MAX_STEP) if self.moving else elapsed)
        if not app.stack.scenes:
            app.running = False
            return False
        after = app.stack.next_deadline()
        full = self.dirty or timer or self._stack_key() != self._stack_seen or (after is not None and after <= 0)
        if full or ui_due:
            ui_elapsed = now - self.ui_tick
            if ui_elapsed > FRAME and any(e.type in MOUSE_EVENTS for e in inputs):
                ui_elapsed = FRAME  # a widget the mouse just reached starts its hover delay now
            self.ui_tick = now
            with RedrawRation(app.manager, REDRAWS_PER_FRAME):
                app.manager.update(ui_elapsed)
            due = ui_deadline(app.manager)
            self.ui_due = None if due is None else now + due
            full = full or not same_picture(self._ui_seen, ui_picture(app.manager))
        if full:
            self._draw_all(now)
        elif ambient_due:
            self.decorations(now)
        return app.running

    def _draw_all(self, now: float) -> None:
        app = self.app
        app.draw()
        app.frames += 1
        self.full_draws += 1
        self.drawn(now)
        app.frame_ms.append((time.perf_counter() - now) * 1000.0)

    def decorations(self, now: float) -> None:
        """Draw the decorations' areas again (nothing else changed)."""
        app = self.app
        self.last_ambient = now
        items = app.stack.ambient(now - self.last_tick)
        if not items:
            return
        groups = blend_groups(items)
        if groups is None or any(self._group_key(g) not in self._levels for g in groups):
            self._catch_up(now)  # the scenes are drawn as they are now
            if self.dirty or self._stack_key() != self._stack_seen:  # that changed more than a decoration
                self._draw_all(now)
                return
            items = app.stack.ambient(0.0) or items
            groups = blend_groups(items)
            if groups is None:
                app.draw_regions([a.rect for a in items])
                self.region_draws += 1
                app.frame_ms.append((time.perf_counter() - now) * 1000.0)
                return
            for g in groups:
                key = self._group_key(g)
                if key not in self._levels:
                    self._levels[key] = LevelPictures(app, g)
        areas = []
        for g in groups:
            areas += self._levels[self._group_key(g)].mix([a.level for a in g])
        if areas:
            pygame.display.update(areas)
        if self._planned:  # nothing advanced: only the decorations' own next change is new
            self.ambient_due = max(now + min(a.delay for a in items), now + 1.0 / AMBIENT_FPS)
        self.region_draws += 1
        app.frame_ms.append((time.perf_counter() - now) * 1000.0)

    def _catch_up(self, now: float) -> None:
        if now > self.last_tick:
            self.app.advance(now - self.last_tick)
            self.last_tick = now
            self._planned = False

    @staticmethod
    def _group_key(group) -> tuple:
        return tuple((id(a.owner), a.key, a.detail, tuple(a.rect)) for a in group)

    def run(self, until: float | None = None) -> None:
        """Frames until the app quits, or until ``until`` (a ``perf_counter`` time); the
        first frame is drawn even when ``until`` has passed."""
        self.last_tick = self.ui_tick = time.perf_counter()
        while self.wait_step(until) and (until is None or time.perf_counter() < until):
            pass
