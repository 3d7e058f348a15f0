"""The five-card poker evaluator (rule book, B.7.2, B.7.3, B.7.5)."""

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.engine import poker
from pairs_table.engine.cards import parse_card


def h(text):
    return [parse_card(w) for w in text.split()]


# ---- B.7.2: the table's examples ----------------------------------------------------

@pytest.mark.parametrize("cards, category, pts", [
    ("4D 9C QC KH 7D", poker.HIGH_CARD, -1),
    ("4D 9C QC QH 7D", poker.ONE_PAIR, 0),
    ("4D 4C QC QH 7D", poker.TWO_PAIR, 0),
    ("4D QD QC QH 7D", poker.THREE_OF_A_KIND, 0),
    ("4S 5D 6C 7H 8D", poker.STRAIGHT, 1),
    ("QS 7S 4S 9S KS", poker.FLUSH, 1),
    ("QH QD QC 2D 2S", poker.FULL_HOUSE, 2),
    ("QH QD QC QS 3C", poker.FOUR_OF_A_KIND, 3),
    ("4S 5S 6S 7S 8S", poker.STRAIGHT_FLUSH, 4),
    ("10S JS QS KS AS", poker.STRAIGHT_FLUSH, 5),
])
def test_category_table(cards, category, pts):
    e = poker.evaluate(h(cards))
    assert e.category == category
    assert e.points == pts
    assert poker.category(e.value) == category


def test_categories_rank_in_table_order():
    examples = ["4D 9C QC KH 7D", "4D 9C QC QH 7D", "4D 4C QC QH 7D", "4D QD QC QH 7D",
                "4S 5D 6C 7H 8D", "QS 7S 4S 9S KS", "QH QD QC 2D 2S", "QH QD QC QS 3C",
                "4S 5S 6S 7S 8S", "10S JS QS KS AS"]
    values = [poker.hand_value(h(x)) for x in examples]
    assert values == sorted(values) and len(set(values)) == len(values)


# ---- P-X2: comparing single hands -------------------------------------------------------

@pytest.mark.parametrize("a, b, result", [
    ("KS KH 4C 4D 9S", "KC KD 4S 4H 7C", 1),   # same two pair, kicker 9 > 7
    ("AC 2D 3H 4S 5C", "2C 3D 4H 5S 6D", -1),  # wheel (5-high) < 6-high straight
    ("AH JH 9H 6H 3H", "AS JS 9S 5S 4S", 1),   # flushes: 6 > 5 on the fourth card
    ("QC QD 10S 7H 2C", "QH QS 10D 7C 2D", 0),  # all ranks equal; suits do not count
    ("3C 3D 3H AS AC", "2C 2D 2H KS KC", 1),   # full house decided by the threes
    ("QC KD AH 2S 3C", "JC 10D 8H 6S 4C", 1),  # no wrap-around straight; A > J
])
def test_px2(a, b, result):
    assert poker.compare(h(a), h(b)) == result
    assert poker.compare(h(b), h(a)) == -result


def test_px2_no_wrap_around_is_high_card():
    assert poker.evaluate(h("QC KD AH 2S 3C")).category == poker.HIGH_CARD
    assert poker.evaluate(h("QC KC AC 2C 3C")).category == poker.FLUSH


def test_wheel_is_the_lowest_straight_and_straight_flush():
    wheel = poker.hand_value(h("AC 2D 3H 4S 5C"))
    assert poker.tie_ranks(wheel) == (5,)
    assert wheel < poker.hand_value(h("2C 3D 4H 5S 6D"))
    assert wheel > poker.hand_value(h("AC AD KH QS JC"))  # above every three of a kind
    steel = poker.evaluate(h("AH 2H 3H 4H 5H"))
    assert steel.category == poker.STRAIGHT_FLUSH and steel.points == 4
    assert steel.value < poker.hand_value(h("2S 3S 4S 5S 6S"))
    assert poker.hand_value(h("10S JS QS KS AS")) == poker.ROYAL_FLUSH
    assert poker.hand_value(h("10H JH QH KH AH")) == poker.ROYAL_FLUSH  # suits never count


# ---- B.7.3 keys, one category at a time ---------------------------------------------------

@pytest.mark.parametrize("better, worse", [
    ("9C 9D 9H 9S 2C", "8C 8D 8H 8S AC"),   # quads: rank of the four first
    ("9C 9D 9H 9S 3C", "9C 9D 9H 9S 2D"),   # ... then the fifth card
    ("3C 3D 3H 2S 2C", "2C 2D 2H AS AC"),   # full house: the three first
    ("KC KD KH 3S 3C", "KC KD KH 2S 2C"),   # ... then the pair
    ("5C 5D 5H 4S 2C", "4C 4D 4H AS KC"),   # three of a kind: the three first
    ("5C 5D 5H 9S 2C", "5C 5D 5H 8S 7C"),   # ... then the others high to low
    ("5C 5D 5H 9S 3C", "5C 5D 5H 9S 2C"),
    ("KC KD 2H 2S 3C", "QC QD JH JS AC"),   # two pair: the higher pair
    ("KC KD 5H 5S 3C", "KC KD 4H 4S AC"),   # ... the lower pair
    ("AC AD 2H 5S 4C", "AH AS 2D 5C 3S"),   # one pair: then the kickers high to low
    ("7C 7D KH 2S 3C", "6C 6D AH KS QC"),
    ("AH JH 9H 6H 4H", "AS JS 9S 6S 3S"),   # flush: the fifth card decides last
    ("AC JD 9H 6S 4C", "AH JS 9D 6C 3D"),   # high card likewise
    ("9C 10D JH QS KC", "8C 9D 10H JS QC"),  # straights by the top card
])
def test_tie_break_keys(better, worse):
    assert poker.compare(h(better), h(worse)) == 1


# ---- all 2,598,960 hands --------------------------------------------------------------------

def test_textbook_counts_of_all_hands():
    counts = [0] * 9
    royal = 0
    seen = set()
    v5, top = poker.value5, poker.ROYAL_FLUSH
    for hand in combinations(range(52), 5):
        v = v5(*hand)
        counts[v >> 20] += 1
        royal += v == top
        seen.add(v)
    assert counts == [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]
    assert royal == 4
    assert sum(counts) == 2598960
    assert len(seen) == 7462  # distinct hand values of five-card poker without suit order


# ---- an independent reference evaluator, to check every tie-break ---------------------------

def reference_key(cards):
    """Straightforward B.7.2 / B.7.3 evaluation, written separately from the tables."""
    ranks = sorted((c // 4 + 2 for c in cards), reverse=True)
    suits = {c % 4 for c in cards}
    flush = len(suits) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            straight_top = 5
    counts = Counter(ranks)
    by_group = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if straight_top and flush:
        return (8, straight_top)
    if shape == [4, 1]:
        return (7, *by_group)
    if shape == [3, 2]:
        return (6, *by_group)
    if flush:
        return (5, *ranks)
    if straight_top:
        return (4, straight_top)
    if shape == [3, 1, 1]:
        return (3, *by_group)
    if shape == [2, 2, 1]:
        return (2, *by_group)
    if shape == [2, 1, 1, 1]:
        return (1, *by_group)
    return (0, *ranks)


hands = st.lists(st.integers(0, 51), min_size=5, max_size=5, unique=True)


@given(hands, hands)
@settings(max_examples=3000, deadline=None)
def test_matches_reference_evaluator(a, b):
    ka, kb = reference_key(a), reference_key(b)
    va, vb = poker.hand_value(a), poker.hand_value(b)
    assert (ka > kb) - (ka < kb) == (va > vb) - (va < vb)
    assert poker.category(va) == ka[0]


@given(hands, st.permutations(range(5)), st.lists(st.integers(0, 3), min_size=5, max_size=5))
@settings(max_examples=500, deadline=None)
def test_order_free_and_suits_only_matter_for_flushes(a, perm, new_suits):
    v = poker.hand_value(a)
    assert poker.hand_value([a[i] for i in perm]) == v
    resuited = [c - c % 4 + s for c, s in zip(a, new_suits)]
    if len(set(resuited)) == 5:
        w = poker.hand_value(resuited)
        same_flushness = (len({c % 4 for c in a}) == 1) == (len(set(new_suits)) == 1)
        if same_flushness:
            assert w == v


# ---- names for the UI -------------------------------------------------------------------------

@pytest.mark.parametrize("cards, name", [
    ("KC JD 8S 5H 3C", "King high"),
    ("AD QC 10S 6D 3D", "Ace high"),
    ("9C 7D 5S 3H 2C", "9 high"),
    ("QC QD 10S 7H 3D", "Pair of Qs"),
    ("8D 8C AS 9D 6C", "Pair of 8s"),
    ("JS JH 5C 5D AD", "Two pair, Js and 5s"),
    ("9S 9H 9C KD 2S", "Three of a kind"),
    ("7C 8D 9H 10C JD", "Straight, J-high"),
    ("QH 10H 7H 4H 2H", "Flush"),
    ("7S 7D 7C 4S 4D", "Full house"),
    ("6C 6D 6H 6S 2D", "Four of a kind"),
    ("AH 2H 3H 4H 5H", "Straight flush, 5-high"),
    ("10S JS QS KS AS", "Royal flush"),
])
def test_hand_names(cards, name):
    assert poker.evaluate(h(cards)).name == name


@pytest.mark.parametrize("cards, name", [
    ("", ""),
    ("KC", "King high"),
    ("QC QD", "Pair of Qs"),
    ("QC 3D QD", "Pair of Qs"),
    ("QC 3D QD 3S", "Two pair, Qs and 3s"),
    ("8C 8D 8H", "Three of a kind"),
    ("8C 8D 8H 8S", "Four of a kind"),
    ("2C 9D 4H 5S", "9 high"),
    ("2C 3C 4C 5C 6C", "Straight flush, 6-high"),
])
def test_partial_names(cards, name):
    assert poker.partial_name(h(cards)) == name


def test_five_cards_needed():
    with pytest.raises(ValueError):
        poker.hand_value(h("2C 3C 4C 5C"))
