"""A tooltip's type follows the window's size like the rest of the widgets' type (and its
width with it), in the app's own font."""

import pygame_gui
import pytest


def tooltip_type(app, text="Deal the next hand") -> tuple[int, int]:
    """(point size of its text, its width) of a tooltip as the manager makes one on hover."""
    tip = pygame_gui.elements.UITooltip(text, (0, 10), app.manager)
    try:
        chunk = tip.text_block.text_box_layout.layout_rows[0].items[0]
        return chunk.font.point_size, tip.rect.width
    finally:
        tip.kill()


@pytest.mark.parametrize("size", [(800, 480), (1280, 720), (1920, 1080)])
def test_a_tooltip_is_in_the_type_of_the_window_size(app, size):
    app.resize(size)
    points, width = tooltip_type(app)
    assert points == max(9, int(round(14 * app._theme_step)))  # the theme's scaling, as buttons have it
    assert width == int(round(230 * app._theme_step))


def test_a_tooltip_shrinks_and_grows_with_the_window(app):
    sizes = []
    for size in [(1920, 1080), (800, 480), (1280, 720)]:
        app.resize(size)
        sizes.append(tooltip_type(app))
    assert sizes[1][0] < sizes[2][0] < sizes[0][0]
    assert sizes[1][1] < sizes[2][1] < sizes[0][1]
