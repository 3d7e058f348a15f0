"""The held hand, a fan's spread, a trick kept off a marker in the middle, late words."""

import math

from pygame import Rect

from pairs_table.app.anim import CardVis
from pairs_table.app.table.fan import INDEX_SHARE, fan
from pairs_table.app.table.geometry import CARD_ASPECT, seat_angles
from pairs_table.app.table.hand import HeldHand
from pairs_table.app.table.log import Msg, Said
from pairs_table.app.table.trick import card_rects, trick_spots


def held(n=5):
    hand = HeldHand()
    f = fan(n, (70, 98), 600, (400, 500), spread=0.6)
    for i in range(n):
        c = CardVis(str(i), (0, 0), 98, True)
        c.tag = i
        hand.add(c)
    hand.place_fan(f, 0.0)
    return hand, f


def test_a_wider_spread_shows_more_of_each_card_and_never_less_than_the_index():
    wide = fan(6, (70, 98), 1000, (0, 0), spread=0.6)
    narrow = fan(6, (70, 98), 1000, (0, 0))
    assert wide.step == 0.6 * 70 > narrow.step
    tight = fan(6, (70, 98), 180, (0, 0), spread=0.6)
    assert tight.step >= INDEX_SHARE * tight.card[0] - 1e-6 and tight.index_visible()


def test_the_held_hand_is_drawn_left_to_right_whatever_order_it_was_sorted_in():
    hand, f = held()
    hand.sort(lambda c: -c.tag)  # sorted again: the last card is now the leftmost
    hand.place_fan(f, 0.0)
    order = []
    hand.draw(None, lambda _s, c: order.append(c.x))
    assert order == sorted(order) and len(order) == 5


def test_the_chosen_cards_rise_the_hovered_one_more_and_a_click_finds_the_top_card():
    hand, f = held()
    hand.hover = hand[2]
    for _ in range(60):
        moving = hand.update(1 / 60, lambda c: c.tag in (1, 2), 16)
    assert not moving
    assert hand.raised(hand[0]) == 0 and hand.raised(hand[1]) == 16 and hand.raised(hand[2]) > 16
    x, y = f.positions[1]
    assert hand.card_at((int(x + 0.45 * 70), int(y - 16)), CARD_ASPECT) is hand[2]  # the next card lies above it
    assert hand.card_at((int(x - 0.45 * 70), int(y - 16)), CARD_ASPECT) is hand[1]
    assert hand.card_at((0, 0), CARD_ASPECT) is None
    ys = []
    hand.draw(None, lambda _s, c: ys.append(c.y))
    assert ys[1] == y - 16 and hand[1].y == y  # drawn raised, left where it lies


def test_a_trick_keeps_its_cards_off_the_marker_in_the_middle():
    card, clear = (70, 98), 40
    spots = trick_spots((500, 400), seat_angles(4), card, clear=clear)
    middle = Rect(0, 0, 2 * clear, 2 * clear)
    middle.center = (500, 400)
    rects = card_rects(spots, card)
    assert not any(r.colliderect(middle) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    for (x, y), a in zip(spots, seat_angles(4)):  # each towards its seat
        assert math.isclose(math.atan2(y - 400, x - 500) % (2 * math.pi), a % (2 * math.pi), abs_tol=1e-6)


def test_said_words_are_made_when_shown():
    calls = []

    def word(x):
        calls.append(x)
        return f"<{x}>"

    line = Msg("You play {card}.", card=Said(word, "QS"))
    assert calls == []
    assert line.text() == "You play <QS>." and calls == ["QS"]
    assert Said(word, "QS") == Said(word, "QS") != Said(word, "KS")
