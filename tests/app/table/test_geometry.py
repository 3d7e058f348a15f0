"""The table geometry: pure, checked for every seat count and many sizes."""

import math

import pytest
from pygame import Rect

from pairs_table.app.table.fan import INDEX_SHARE, fan_step
from pairs_table.app.table.geometry import (CARD_ASPECT, card_size, panel_geometry, rect_in_ellipse, screen_slot,
                                           seat_angles, table_layout)

SIZES = [(1280, 720), (800, 480), (1920, 1080), (1000, 800), (1600, 600), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_everything_fits_and_nothing_overlaps(size, n):
    L = table_layout(size, n)
    window = Rect((0, 0), size)
    assert window.contains(L.panel) and window.contains(L.rail)
    assert not L.rail.colliderect(L.panel)
    assert L.felt.contains(L.centre)
    for i, a in enumerate(L.seats):
        assert window.contains(a.plate)
        assert rect_in_ellipse(a.stack_box, L.felt), (n, i)
        assert not a.stack_box.colliderect(L.centre)
        assert a.max_stack_width >= L.card[0]
        for j, b in enumerate(L.seats):
            if i != j:
                assert not a.plate.colliderect(b.plate)
                assert not a.stack_box.colliderect(b.stack_box)
                assert not a.stack_box.colliderect(b.plate)
        # a full stack (ten cards) stays inside the seat's room, every index showing
        fan = a.stack(10)
        cw, ch = fan.card
        left = min(x for x, _y in fan.positions) - cw / 2
        right = max(x for x, _y in fan.positions) + cw / 2
        assert left >= a.stack_box.left - 1 and right <= a.stack_box.right + 1
        assert fan.index_visible()
        assert ch >= 30 and all(abs(y - a.stack_box.centery) <= (fan.rows - 1) * 0.4 * ch + 1 for _x, y in fan.positions)


@pytest.mark.parametrize("n", range(2, 9))
def test_seats_go_clockwise_from_the_bottom(n):
    L = table_layout((1280, 720), n, bottom_seat=2 % n)
    bottom = L.spot(2 % n)
    assert bottom.slot == 0
    assert bottom.plate.centery == max(s.plate.centery for s in L.seats)
    # seat after the bottom one sits to its left on screen (clockwise seen from above)
    nxt = L.spot((2 + 1) % n)
    assert nxt.plate.centerx < bottom.plate.centerx or n == 2
    angles = [math.atan2(s.plate.centery - L.felt.centery, s.plate.centerx - L.felt.centerx) % (2 * math.pi)
              for s in sorted(L.seats, key=lambda s: s.slot)]
    unwrapped = [(a - angles[0]) % (2 * math.pi) for a in angles]
    assert unwrapped == sorted(unwrapped)


def test_cards_scale_with_the_window_and_keep_their_shape():
    small, big = card_size((800, 480), 4), card_size((1920, 1080), 4)
    assert big[1] > small[1]
    for w, h in (small, big):
        assert abs(w / h - CARD_ASPECT) < 0.02
    assert card_size((1280, 720), 8)[1] < card_size((1280, 720), 2)[1]


def test_fans_shrink_to_fit_but_keep_each_index_visible():
    assert fan_step(1, 80, 200) == 0
    assert fan_step(3, 80, 1000) == pytest.approx(32)  # at most 40 % of a card
    assert fan_step(5, 80, 200) == pytest.approx(30)  # squeezed into the room given
    assert fan_step(10, 80, 170) == pytest.approx(80 * INDEX_SHARE)  # never over an index
    assert screen_slot(1, 3, 4) == 2 and screen_slot(3, 3, 4) == 0
    assert len(seat_angles(5)) == 5 and seat_angles(5)[0] == pytest.approx(math.pi / 2)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("actions,tools,extra", [(1, 1, False), (2, 2, True), (3, 1, True)])
def test_the_panel_is_divided_without_overlaps(size, actions, tools, extra):
    L = table_layout(size, 4)
    g = panel_geometry(L.panel, L.scale, actions, tools, extra)
    parts = [g.actions, g.menu, *g.tools] + ([g.extra] if extra else [])
    for i, a in enumerate(parts):
        assert L.panel.contains(a), (a, L.panel)
        for b in parts[i + 1:]:
            assert not a.colliderect(b)
    assert g.actions.height == actions * g.button_h + (actions - 1) * g.gap
    assert g.text.bottom <= g.actions.top and g.log_bottom < g.actions.top
    assert g.menu.bottom <= g.tools[0].top and g.actions.bottom <= g.menu.top


@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_a_tricks_cards_lie_towards_their_seats_without_covering_one_another(n):
    from pairs_table.app.table.trick import trick_area, trick_spots

    L = table_layout((1280, 720), n)
    angles = seat_angles(n)
    spots = trick_spots(L.felt.center, angles, L.card)
    rects = []
    for x, y in spots:
        r = Rect(0, 0, *L.card)
        r.center = (int(x), int(y))
        rects.append(r)
    for i, a in enumerate(rects):
        assert not any(a.colliderect(b) for b in rects[i + 1:])
        assert rect_in_ellipse(a, L.felt)
    # each card is nearer its own seat's side of the table than any other seat's card
    for k, ang in enumerate(angles):
        dx, dy = math.cos(ang), math.sin(ang)
        along = [(x - L.felt.centerx) * dx + (y - L.felt.centery) * dy for x, y in spots]
        assert along[k] == max(along)
    area = trick_area(L.felt.center, angles, L.card)
    assert all(area.contains(r) for r in rects)


def test_the_side_panel_grows_with_its_text_on_a_large_window():
    """The panel's text is scaled with the window: past 1920x1080 the panel keeps the share
    of the window it has there; up to there it is as it was."""
    from pairs_table.app.layout import ui_scale
    from pairs_table.app.table.geometry import panel_rect

    assert panel_rect((1280, 720)).width == 300 and panel_rect((1920, 1080)).width == 440
    big = panel_rect((2560, 1440))
    assert big.width == int(440 * ui_scale((2560, 1440)) / ui_scale((1920, 1080)))
