"""The step back's matching of cards between a later picture and an earlier one."""

from pairs_table.app.anim import CardVis
from pairs_table.app.table.rewind import match_cards


def card(name, x, y, up=True):
    return CardVis(name, (x, y), 100, up)


def test_same_names_pair_nearest_first_and_leftovers_are_reported():
    olds = [card("5", 0, 0), card("5", 100, 0), card("7", 50, 50)]
    news = [card("5", 95, 0), card("5", 10, 0)]
    found, left = match_cards(olds, news)
    assert found == {0: 1, 1: 0} and left == [2]


def test_a_face_up_card_pairs_with_a_back_but_never_with_another_face():
    olds = [card("QS", 0, 0), card("KH", 500, 500)]
    news = [card("back", 10, 10, up=False), card("2C", 490, 490)]
    found, left = match_cards(olds, news)
    assert found == {0: 0} and left == [1]  # KH does not turn into 2C
