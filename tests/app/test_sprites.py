"""Card sprite sheets, atlases, the size cache, fonts and asset lookup."""

import json
import os
import subprocess
import sys

import pygame
import pytest

from pairs_table.app import assets as assets_module
from pairs_table.app.assets import AssetsMissing, asset_path, assets_dir, font
from pairs_table.app.sprites import CardSprites, flip_frame
from pairs_table.engine.cards import (JOKER, JOKER2, PAIRS_DECK, PAIRS_RANKS, STANDARD_DECK, card_name,
                                      pairs_card_name)

DECKS = ("pairs", "pairs_cb", "standard", "standard4")


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.display.quit()  # fonts stay loaded: later tests open apps in this process


@pytest.mark.parametrize("deck", DECKS)
def test_atlas_cells_lie_inside_their_sheet(deck):
    atlas = json.loads(asset_path("cards", f"{deck}.json").read_text())
    sheet = pygame.image.load(str(asset_path("cards", f"{deck}.png")))
    bounds = sheet.get_rect()
    for name, rect in atlas["cells"].items():
        r = pygame.Rect(rect)
        assert bounds.contains(r), (deck, name, rect)
        # Every cell holds a drawn card: its centre pixel is opaque.
        assert sheet.get_at(r.center).a == 255, (deck, name)


def test_every_card_name_of_every_deck_loads():
    sp = CardSprites()
    for deck in ("pairs", "pairs_cb"):
        for c in PAIRS_DECK:  # all 55 cards by their contract names
            assert sp.card(deck, pairs_card_name(c), 100).get_height() == 100
    names = [card_name(c) for c in STANDARD_DECK] + [card_name(JOKER, jokers=1), card_name(JOKER),
                                                     card_name(JOKER2)]
    assert len(set(names)) == 55  # 52 cards, JOKER, JOKER1, JOKER2
    for deck in ("standard", "standard4"):
        for name in names:
            assert sp.card(deck, name, 90).get_size() == (sp.width_for(90, deck), 90)
    for deck in DECKS:
        assert sp.back(deck, 80).get_height() == 80
    with pytest.raises(KeyError):
        sp.card("standard", "11X", 80)
    with pytest.raises(ValueError):
        sp.card("tarot", "1", 80)


def test_single_joker_uses_the_first_jokers_art():
    sp = CardSprites()
    a = pygame.image.tobytes(sp.card("standard", "JOKER", 70), "RGBA")
    assert a == pygame.image.tobytes(sp.card("standard", "JOKER1", 70), "RGBA")
    assert a != pygame.image.tobytes(sp.card("standard", "JOKER2", 70), "RGBA")


def test_shadow_is_soft_and_cached():
    sp = CardSprites()
    sh = sp.shadow((60, 84))
    assert sh.get_size() == (68, 92)
    assert sp.shadow((60, 84)) is sh
    alphas = {sh.get_at((x, 46)).a for x in range(0, 10)}
    assert len(alphas) > 3  # the edge fades over several pixels


def test_scaled_cards_are_cached_per_size():
    sp = CardSprites()
    a = sp.card("pairs", "7", 120)
    assert sp.card("pairs", "7", 120) is a
    assert sp.card("pairs", "7", 121) is not a
    sp.clear()
    assert sp.card("pairs", "7", 120) is not a


def test_ranks_look_different():
    sp = CardSprites()
    for deck in ("pairs", "pairs_cb"):
        faces = [pygame.image.tobytes(sp.card(deck, str(r), 60), "RGBA") for r in PAIRS_RANKS]
        assert len(set(faces)) == 10
    two = pygame.image.tobytes(sp.card("standard", "5C", 60), "RGBA")
    assert two != pygame.image.tobytes(sp.card("standard4", "5C", 60), "RGBA")


def test_flip_frame_narrows_then_widens():
    sp = CardSprites()
    front, back = sp.card("pairs", "5", 100), sp.back("pairs", 100)

    def opaque_width(s):
        return sum(1 for x in range(s.get_width()) if s.get_at((x, 50)).a > 0)

    widths = [opaque_width(flip_frame(front, back, t)) for t in (0.0, 0.25, 0.49, 0.75, 1.0)]
    assert widths[0] == widths[-1] == front.get_width()
    assert widths[2] < widths[1] < widths[0]
    assert widths[2] < widths[3] < widths[4]


def test_fonts_have_latin_cyrillic_and_suits():
    import pygame.freetype

    pygame.freetype.init()
    text = "Aé Жп\u2660\u2665\u2666\u2663"
    for bold in (False, True):
        ft = pygame.freetype.Font(str(asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")), 24)
        metrics = ft.get_metrics(text)
        assert None not in metrics  # every glyph is in the font
        assert ft.get_metrics("\U000F0000") == [None]  # (a missing glyph does read as None)
        surf, rect = ft.render(text, (0, 0, 0))
        assert rect.width > 100
        f = font(24, bold)
        assert font(24, bold) is f
        assert f.size(text)[0] > 100
    assert (asset_path("fonts", "LICENSE-DejaVu.txt")).is_file()


def test_assets_are_found_from_another_working_folder(tmp_path):
    code = "from pairs_table.app.assets import assets_dir; print(assets_dir())"
    p = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                       env=dict(os.environ))
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == str(assets_dir())
    assert (assets_dir() / "cards" / "pairs.png").is_file()


def test_a_frozen_app_looks_inside_its_bundle(tmp_path, monkeypatch):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "theme.json").write_text("{}")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets_dir() == tmp_path / "assets"
    assert asset_path("cards", "pairs.png") == tmp_path / "assets" / "cards" / "pairs.png"


def test_an_installed_package_uses_the_assets_it_carries(tmp_path, monkeypatch):
    # An installed wheel holds them as package data in pairs_table/assets/; that copy wins
    # over the source tree's folder.
    package = tmp_path / "pairs_table"
    (package / "assets").mkdir(parents=True)
    (package / "assets" / "theme.json").write_text("{}")
    monkeypatch.setattr(assets_module.resources, "files",
                        lambda name: package if name == "pairs_table" else None)
    assert assets_dir() == package / "assets"


def test_missing_assets_are_named_with_every_place_looked_at(monkeypatch):
    monkeypatch.setattr(assets_module, "MARKER", "no-such-file.json")
    with pytest.raises(AssetsMissing) as err:
        assets_dir()
    msg = str(err.value)
    assert "missing" in msg and str(assets_module.Path(assets_module.__file__).resolve().parents[2] / "assets") in msg
