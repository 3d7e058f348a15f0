"""Card sprite sheets, atlases, the size cache, fonts and asset lookup."""

import json
import os
import subprocess
import sys

import pygame
import pytest

from pairs_table.app.assets import asset_path, assets_dir, font
from pairs_table.app.sprites import CardSprites, flip_frame
from pairs_table.engine.cards import PAIRS_RANKS, RANK_NAMES, SUITS


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.quit()


@pytest.mark.parametrize("deck", ["pairs", "pairs_cb", "standard"])
def test_atlas_cells_lie_inside_their_sheet(deck):
    atlas = json.loads(asset_path("cards", f"{deck}.json").read_text())
    sheet = pygame.image.load(str(asset_path("cards", f"{deck}.png")))
    bounds = sheet.get_rect()
    for name, rect in atlas["cells"].items():
        r = pygame.Rect(rect)
        assert bounds.contains(r), (deck, name, rect)
        # Every cell holds a drawn card: its centre pixel is opaque.
        assert sheet.get_at(r.center).a == 255, (deck, name)


def test_every_card_name_of_both_decks_loads():
    sp = CardSprites()
    for deck in ("pairs", "pairs_cb"):
        for rank in PAIRS_RANKS:
            assert sp.card(deck, str(rank), 100).get_height() == 100
    names = [r + s for s in SUITS for r in RANK_NAMES] + ["JOKER", "JOKER1", "JOKER2"]
    for name in names:
        assert sp.card("standard", name, 90).get_size() == (sp.width_for(90, "standard"), 90)
    for deck in ("pairs", "pairs_cb", "standard"):
        assert sp.back(deck, 80).get_height() == 80
    with pytest.raises(KeyError):
        sp.card("standard", "11X", 80)


def test_scaled_cards_are_cached_per_size():
    sp = CardSprites()
    a = sp.card("pairs", "7", 120)
    assert sp.card("pairs", "7", 120) is a
    assert sp.card("pairs", "7", 121) is not a
    sp.clear()
    assert sp.card("pairs", "7", 120) is not a


def test_ranks_look_different():
    sp = CardSprites()
    faces = [pygame.image.tobytes(sp.card("pairs", str(r), 60), "RGBA") for r in PAIRS_RANKS]
    assert len(set(faces)) == 10


def test_flip_frame_narrows_then_widens():
    sp = CardSprites()
    front, back = sp.card("pairs", "5", 100), sp.back("pairs", 100)

    def opaque_width(s):
        return sum(1 for x in range(s.get_width()) if s.get_at((x, 50)).a > 0)

    widths = [opaque_width(flip_frame(front, back, t)) for t in (0.0, 0.25, 0.49, 0.75, 1.0)]
    assert widths[0] == widths[-1] == front.get_width()
    assert widths[2] < widths[1] < widths[0]
    assert widths[2] < widths[3] < widths[4]


def test_font_has_cyrillic_and_suits():
    f = font(24)
    for ch in "Жп\u2660\u2665\u2666\u2663":
        assert f.metrics(ch)[0] is not None, ch
        assert f.size(ch)[0] > 0


def test_assets_are_found_from_another_working_folder(tmp_path):
    code = "from pairs_table.app.assets import assets_dir; print(assets_dir())"
    p = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                       env=dict(os.environ))
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == str(assets_dir())
    assert (assets_dir() / "cards" / "pairs.png").is_file()
