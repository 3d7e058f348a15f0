"""Name plates: long names, numbers, tokens and badges in every language never cover one
another and never leave the plate, at every plate size a table has."""

import pytest
from pygame import Rect

from pairs_table.app import i18n
from pairs_table.app.i18n import tr
from pairs_table.app.table.geometry import table_geometry
from pairs_table.app.table.plate import Token, font_width, plate_layout

NAMES = ("Ana", "Dimitar Georgiev Ivanov", "Marie-Françoise de la Tour", "Анастасия Константинова",
         "Wilhelmina van Oldenbarnevelt")
SIZES = [(800, 480), (1280, 720), (1920, 1080), (2560, 1440)]


@pytest.fixture(params=["en", "nl", "fr", "bg"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def check(lay, size, tokens):
    plate = Rect((0, 0), size)
    pieces = lay.pieces()
    for i, a in enumerate(pieces):
        assert plate.contains(a), (a, size)
        for b in pieces[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for r, text in zip(lay.tokens, lay.token_texts):  # every token holds its own text
        assert font_width(text, lay.token_size, True) <= r.width
    assert font_width(lay.name_text, lay.name_size, True) <= lay.name.width
    assert len(lay.tokens) == len(tokens)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 6, 8])
def test_names_values_and_tokens_never_cover_each_other(language, size, seats):
    L = table_geometry(size, seats)
    plate = L.spot(0).plate.size
    token_sets = [(), (Token(tr("low")),), (Token(tr("low")), Token("5", (20, 20, 20)), Token("D", round=True)),
                  (Token(tr("BUSTED")), Token(tr("PASSED")), Token(tr("WINS")))]
    for name in NAMES:
        for value in ("", "12 / 21", tr("{n} chips", n=1250)):
            for tokens in token_sets:
                for sub, dots in (("", False), (tr("AI · {level}", level=tr("normal")), True)):
                    lay = plate_layout(plate, L.scale, name, value, sub, tokens, dots, bar=bool(value))
                    check(lay, plate, tokens)


def test_a_short_name_is_shown_whole_beside_its_number():
    lay = plate_layout((176, 52), 1.0, "Ana", "12 / 21", "", ())
    assert lay.name_text == "Ana" and lay.value is not None and lay.value.left > lay.name.right
    long = plate_layout((176, 52), 1.0, "Wilhelmina van Oldenbarnevelt", "12 / 21", "", ())
    assert long.name_text.endswith("…") and long.value is not None  # the number always shows


@pytest.mark.parametrize("seats", [2, 4, 6, 8])
def test_a_computer_plate_shows_its_level_whole_at_the_smallest_window(language, seats):
    """A plate too narrow for "AI · normal" beside its badges and thinking dots shows the
    level word alone, never a cut "AI · norm…"."""
    L = table_geometry((800, 480), seats)
    plate = L.spot(1).plate.size
    for level in ("baseline", "easy", "normal", "hard"):  # the levels a lobby offers
        sub = (tr("AI · {level}", level=tr(level)), tr(level))
        for tokens in ((), (Token(tr("low")),), (Token(tr("low")), Token("D", round=True))):
            for value in ("12 / 21", tr("{n} chips", n=105)):
                lay = plate_layout(plate, L.scale, "Ana", value, sub, tokens, True, bar=True)
                check(lay, plate, tokens)
                assert lay.sub_text in sub, (lay.sub_text, plate, tokens)


def test_a_second_line_prefers_its_longest_wording_that_fits():
    sub = ("AI · normal", "normal")
    tokens = (Token("low"), Token("D", round=True))
    assert plate_layout((240, 52), 1.0, "Ana", "12", sub, ()).sub_text == "AI · normal"
    narrow = plate_layout((170, 52), 1.0, "Ana", "12", sub, tokens, dots=True)
    assert narrow.sub_text == "normal" and narrow.dots is not None
    narrower = plate_layout((130, 52), 1.0, "Ana", "12", sub, tokens, dots=True)
    assert narrower.sub_text == "normal" and narrower.dots is None  # the dots give way to the level
    one = plate_layout((120, 52), 1.0, "Ana", "12", "AI · normal", tokens, dots=True)
    assert not one.sub_text or one.sub_text.endswith("…")  # one wording only: cut short
