"""Window-wide sizes: how much larger than the 1280x720 design the window is, and a design
size in pixels at that scale. Every screen uses these; a table's own geometry is in
:mod:`.table.geometry`."""

from __future__ import annotations

BASE_SIZE = (1280, 720)
MIN_WINDOW = (800, 480)


def ui_scale(size) -> float:
    """How much larger than 1280x720 the window is (the smaller of the two ratios)."""
    w, h = size
    return max(0.55, min(w / BASE_SIZE[0], h / BASE_SIZE[1], 3.0))


def scaled(value: float, scale: float) -> int:
    return max(1, int(round(value * scale)))
