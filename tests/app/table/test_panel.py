"""The side panel's text always fits its width: wrapped, then smaller, never clipped."""

import pygame
import pytest

from pairs_table.app.assets import font
from pairs_table.app.render import TextCache
from pairs_table.app.table.geometry import table_geometry
from pairs_table.app.table.log import Msg, TableLog
from pairs_table.app.table.panel import SidePanel, StatusLine, fit_lines

LONG = ("Bust: 5 + W ≥ 8 (W grows as whites come)", "Пасът струва 5 + ⌈W/2⌉ = 7 чипа, а изгарянето 5 + W ≥ 8",
        "Supercalifragilisticexpialidociouslylongwordwithoutanyspace", "Une paire vous coûte 29 % du temps")


@pytest.mark.parametrize("width", [60, 120, 200, 250, 400])
@pytest.mark.parametrize("text", LONG)
def test_fit_lines_wraps_then_shrinks_and_never_runs_wide(text, width):
    pygame.font.init()
    size, lines = fit_lines(text, 16, width)
    assert all(font(size).size(line)[0] <= width for line in lines)
    assert 9 <= size <= 16
    if font(16).size(max(text.split(), key=lambda w: font(16).size(w)[0]))[0] <= width:
        assert size == 16  # wrapping was enough: the type keeps its size
        assert " ".join(lines).replace("\u00a0", " ") == text
    assert not any(line.endswith("%") and line.strip() == "%" for line in lines)


def test_a_number_keeps_its_percent_sign_on_its_line():
    pygame.font.init()
    text = "Une paire vous coûte 29 % du temps"
    for width in range(40, 300, 3):
        _size, lines = fit_lines(text, 15, width)
        assert not any(line.startswith("%") for line in lines), (width, lines)


def test_the_panel_draws_nothing_outside_its_rectangle(app):
    L = table_geometry((800, 480), 8)
    surface = pygame.Surface(L.size, pygame.SRCALPHA)
    panel = SidePanel(TextCache())
    p = L.panel
    pad = L.px(16)
    x, width = p.x + pad, p.width - 2 * pad
    y = panel.status(surface, [StatusLine(text, (255, 255, 255), 19, True) for text in LONG], x, p.y + pad, width, L)
    y = panel.odds(surface, list(LONG), x, y, width, L)
    log = TableLog()
    for text in LONG * 5:
        log.add(Msg(text))
    bottom = panel.notes(surface, LONG[0], LONG[2], x, p.bottom - pad, width, L)
    panel.log(surface, log, x, y, bottom, width, L)
    inside = pygame.Rect(x, p.y, width, p.height)
    for yy in range(0, L.size[1], 2):
        for xx in list(range(0, inside.left, 3)) + list(range(inside.right + 1, L.size[0], 3)):
            assert surface.get_at((xx, yy)).a == 0, (xx, yy)


def test_a_long_hint_gets_smaller_rather_than_reach_up_over_what_is_above_it(app):
    L = table_geometry((1280, 720), 3)
    surface = pygame.Surface(L.size, pygame.SRCALPHA)
    panel = SidePanel(TextCache())
    pad = L.px(16)
    x, width = L.panel.x + pad, L.panel.width - 2 * pad
    hint = " ".join([LONG[3]] * 8)  # a hint of some seven lines at full size
    bottom = L.panel.y + L.px(500)
    top = bottom - L.px(100)
    assert bottom - panel.height(hint, L.font_size(14), width, True, L.px(4)) < top
    left = panel.notes(surface, hint, "", x, bottom, width, L, top=top)
    assert top - L.px(8) <= left < bottom
    assert panel.notes(surface, hint, "", x, bottom, width, L) < left  # no top given: full size
