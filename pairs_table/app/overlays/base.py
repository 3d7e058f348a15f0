"""What every overlay shares: a centred panel over the dimmed scene below."""

from __future__ import annotations

import pygame

from ..layout import scaled, ui_scale
from ..render import place_solid, rounded_panel
from ..scene import Scene

_DIM_CACHE: dict = {}


def dim(surface, alpha: int = 150) -> None:
    key = (surface.get_size(), alpha)
    layer = _DIM_CACHE.get(key)
    if layer is None:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer.fill((0, 0, 0, alpha))
        _DIM_CACHE.clear()
        _DIM_CACHE[key] = layer
    surface.blit(layer, (0, 0))


class Overlay(Scene):
    """A centred panel over the scene below."""

    transparent = True
    panel_size = (460, 300)

    def inner_width(self, r: pygame.Rect) -> int:
        """The width a centred line of the panel ``r`` has (its margins left out)."""
        return r.width - 2 * scaled(16, ui_scale(self.app.size))

    def panel_rect(self) -> pygame.Rect:
        """``panel_size`` scaled to the window, centred, and never closer than a small margin
        to the window's edges."""
        w, h = self.app.size
        s = ui_scale((w, h))
        pw = min(scaled(self.panel_size[0], s), w - scaled(24, s))
        ph = min(scaled(self.panel_size[1], s), h - scaled(24, s))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def draw_panel(self, surface, dimming: int = 150) -> pygame.Rect:
        """Dim the scene below and draw the panel over it, opaque: no text beneath shows
        through the overlay's own."""
        dim(surface, dimming)
        r = self.panel_rect()
        radius = scaled(18, ui_scale(self.app.size))
        if getattr(self, "_panel_key", None) != r.size:
            self._panel_surf = rounded_panel(r.size, (14, 20, 18), 255, radius, (246, 200, 92, 150))
            self._panel_key = r.size
        return place_solid(surface, self._panel_surf, r, radius, type(self).__name__)
