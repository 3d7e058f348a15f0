"""Where the banner goes: its own place when that is free, else the nearest free place,
never over what a table asks it to avoid, always inside the felt."""

import pygame
from pygame import Rect

from pairs_table.app.render import TextCache
from pairs_table.app.table.banner import Banner, place_banner
from pairs_table.app.table.geometry import table_geometry
from pairs_table.app.table.log import Msg

BOUNDS = Rect(0, 0, 900, 600)


def test_the_anchor_when_it_is_free():
    r = place_banner((300, 50), BOUNDS, [Rect(0, 0, 100, 100)], (450, 300))
    assert r.midtop == (450, 300)


def test_the_nearest_free_place_when_the_anchor_is_covered():
    pot = Rect(350, 280, 200, 80)
    cards = Rect(300, 420, 300, 120)
    r = place_banner((300, 50), BOUNDS, [pot, cards], (450, 300))
    assert not r.colliderect(pot) and not r.colliderect(cards) and BOUNDS.contains(r)
    assert abs(r.centerx - 450) + abs(r.top - 300) <= 100  # close by, not at the far edge


def test_least_covering_when_nothing_is_free():
    everything = Rect(BOUNDS)
    r = place_banner((300, 50), BOUNDS, [everything], (450, 300))
    assert BOUNDS.contains(r)
    half = Rect(0, 0, 900, 580)
    r = place_banner((300, 50), BOUNDS, [half], (450, 300))
    assert BOUNDS.contains(r) and r.bottom == BOUNDS.bottom  # as little over it as can be


def test_the_banner_is_drawn_in_the_current_language_clear_of_the_acting_seat(app):
    from pairs_table.app import i18n

    L = table_geometry((1280, 720), 4)
    banner = Banner()
    banner.say(Msg("{name} starts", name="Ana"))
    avoid = [L.centre, L.spot(0).plate, L.spot(0).stack_box]
    surface = pygame.Surface(L.size, pygame.SRCALPHA)
    banner.draw(surface, TextCache(), L, avoid)
    assert banner.rect is not None and not any(banner.rect.colliderect(a) for a in avoid)
    assert L.felt.contains(banner.rect)
    assert banner.shown()[0] == "Ana starts"
    i18n.set_language("fr")
    try:
        assert banner.shown()[0] == i18n.tr("{name} starts", name="Ana") != "Ana starts"
    finally:
        i18n.set_language("en")
    banner.say(None)
    assert banner.shown() is None
