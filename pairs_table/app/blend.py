"""Looping decorations drawn by mixing pictures instead of drawing the scene again.

A glow that pulses over things that keep still changes its area's pixels linearly with its
strength (each blit is linear in its opacity), so the area at any strength is a mix of the
area drawn at strength 0 and at strength 1. :class:`LevelPictures` draws a group of one or
two overlapping decorations (:class:`~.scene.Ambient`) of a scene at the corners of their
levels once, then :meth:`LevelPictures.mix` puts the mix for the levels of the moment into
the window: two blits per decoration, and four more where two decorations overlap (the mix
is then bilinear). Where glows of one decoration overlap one another the area is not quite
linear in its strength: the mix is then a few levels (of 255) off in those pixels.
"""

from __future__ import annotations

import itertools

import pygame


def _weighted(dest, picture, level: float, at=(0, 0)) -> None:
    """Blend ``picture`` over ``dest`` at ``at`` with weight ``level`` (0..1)."""
    picture.set_alpha(round(255 * min(1.0, max(0.0, level))))
    dest.blit(picture, at)


class LevelPictures:
    """The pictures of one group of decorations, good until the window is drawn whole."""

    def __init__(self, app, group) -> None:
        self.window = app.window
        bounds = self.window.get_rect()
        self.rects = [pygame.Rect(a.rect).clip(bounds) for a in group]
        self.area = self.rects[0].unionall(self.rects[1:])
        self.parts: list = []  # (rect, low, high, which level)
        self.both = None  # where two decorations overlap: (rect, corners, spare surfaces)
        if not self.area:
            return
        owner = group[0].owner
        corners = {}
        try:
            for levels in itertools.product((0.0, 1.0), repeat=len(group)):
                owner.force_level({a.key: level for a, level in zip(group, levels)})
                app.draw_clipped(self.area)
                corners[levels] = self.window.subsurface(self.area).copy()
        finally:
            owner.force_level(None)
        if len(group) == 1:
            self.parts = [(self.area, corners[(0.0,)], corners[(1.0,)], 0)]
            return
        # outside their overlap each decoration alone changes its area: one level each there
        a, b = self.rects
        self.parts = [(a, self._crop(corners[(0.0, 0.0)], a), self._crop(corners[(1.0, 0.0)], a), 0),
                      (b, self._crop(corners[(0.0, 0.0)], b), self._crop(corners[(0.0, 1.0)], b), 1)]
        both = a.clip(b)
        if both:
            crops = {k: self._crop(v, both) for k, v in corners.items()}
            self.both = (both, crops, [crops[(0.0, 0.0)].copy(), crops[(0.0, 0.0)].copy()])

    def _crop(self, picture, rect) -> pygame.Surface:
        return picture.subsurface(rect.move(-self.area.x, -self.area.y)).copy()

    def mix(self, levels) -> list[pygame.Rect]:
        """Put the group at ``levels`` into the window; returns the areas changed."""
        for rect, low, high, which in self.parts:
            self.window.blit(low, rect)
            _weighted(self.window, high, levels[which], rect.topleft)
        if self.both is not None:
            rect, corners, (low, high) = self.both
            for out, second in ((low, 0.0), (high, 1.0)):
                out.blit(corners[(0.0, second)], (0, 0))
                _weighted(out, corners[(1.0, second)], levels[0])
            self.window.blit(low, rect)
            _weighted(self.window, high, levels[1], rect.topleft)
        return [rect for rect, *_ in self.parts]
