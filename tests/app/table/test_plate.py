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
