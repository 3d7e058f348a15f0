"""The hand fan: every card's corner index stays visible, for 2 to 13 cards, in every room
a table gives a seat's cards, at every window size."""

import pytest
from pygame import Rect

from pairs_table.app.table.fan import INDEX_HEIGHT, INDEX_SHARE, MIN_CARD_H, card_for, fan
from pairs_table.app.table.geometry import table_geometry

SIZES = [(800, 480), (1024, 600), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]


def card_rects(f):
    w, h = f.card
    out = []
    for x, y in f.positions:
        r = Rect(0, 0, w, h)
        r.center = (round(x), round(y))
        out.append(r)
    return out


def uncovered_indices(f) -> bool:
    """Cards drawn in order: no later card covers any part of an earlier card's index."""
    rects = card_rects(f)
    w, h = f.card
    for i, r in enumerate(rects):
        index = Rect(r.x, r.y, int(w * INDEX_SHARE), int(h * INDEX_HEIGHT))
        if any(index.colliderect(later) for later in rects[i + 1:]):
            return False
    return True


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4, 6, 8])
def test_every_index_shows_for_2_to_13_cards_in_every_seats_room(size, seats):
    L = table_geometry(size, seats)
    for spot in L.seats:
        for count in range(2, 14):
            f = fan(count, L.card, spot.max_stack_width, spot.stack_box.center,
                    grow=1 if spot.stack_box.centery > spot.plate.centery else -1)
            assert len(f.positions) == count
            assert f.index_visible() and uncovered_indices(f), (size, seats, spot.seat, count)
            xs = [x for x, _y in f.positions]
            assert min(xs) - f.card[0] / 2 >= spot.stack_box.centerx - spot.max_stack_width / 2 - 1
            assert max(xs) + f.card[0] / 2 <= spot.stack_box.centerx + spot.max_stack_width / 2 + 1
            assert f.card[1] >= min(MIN_CARD_H, L.card[1]) and f.card[1] <= L.card[1]


@pytest.mark.parametrize("size", SIZES)
def test_a_hand_across_the_bottom_keeps_full_size_cards_as_long_as_they_fit(size):
    L = table_geometry(size, 4)
    room = L.felt.width * 0.5
    for count in range(2, 14):
        f = fan(count, L.card, room, L.felt.center)
        assert f.index_visible() and uncovered_indices(f)
        if L.card[0] * (1 + INDEX_SHARE * (count - 1)) <= room:
            assert f.card == L.card and f.rows == 1  # no shrinking when not needed


def test_cards_shrink_before_a_second_row_and_keep_their_shape():
    card = (100, 140)
    assert card_for(5, card, 1000) == card
    small = card_for(10, card, 300)
    assert small[1] < 140 and abs(small[0] / small[1] - 100 / 140) < 0.02
    assert small[0] * (1 + INDEX_SHARE * 9) <= 300
    for grow in (-1, 1):
        f = fan(13, card, 90, (0, 0), grow=grow)
        assert f.rows >= 2 and f.index_visible() and uncovered_indices(f)
        ys = sorted({y for _x, y in f.positions})
        assert f.positions[0][1] == ys[0]  # the back row, drawn first, is the higher one
        assert (ys[-1] == 0) if grow < 0 else (ys[0] == 0)  # the fan grows away from the plate
