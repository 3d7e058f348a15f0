"""Five-card poker hands (rule book, B.7.2, B.7.3, B.7.5), for standard-deck card ids.

A hand's **value** is one int, comparable with ``<``: the category in the high bits, then
the tie-break ranks of B.7.3 (the groups ordered by size, then rank, high first; a straight
by its top card, the wheel A-2-3-4-5 counting as 5). Suits never break ties. There is no
wrap-around straight, and the royal flush is simply the top straight flush (it only differs
in advanced points).

Evaluation is two table look-ups prepared at import: a flush is looked up by the bit mask
of its ranks, anything else by the product of one prime per rank (unique per multiset of
ranks). ``value5`` takes the five ids as arguments, for speed.
"""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from .cards import RANK_NAMES

HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, \
    FOUR_OF_A_KIND, STRAIGHT_FLUSH = range(9)

CATEGORY_NAMES = (
    "High card", "One pair", "Two pair", "Three of a kind", "Straight", "Flush",
    "Full house", "Four of a kind", "Straight flush",
)
# B.7.5: advanced points per category (a royal flush is worth ROYAL_POINTS instead).
CATEGORY_POINTS = (-1, 0, 0, 0, 1, 1, 2, 3, 4)
ROYAL_POINTS = 5

_SHIFT = 20  # category << 20 | five 4-bit rank fields
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)  # one per rank index 0..12
_WHEEL_MASK = 0b1000000001111  # A, 5, 4, 3, 2

# Per card id 0..51: the prime and the bit of its rank.
_P = [_PRIMES[c >> 2] for c in range(52)]
_RB = [1 << (c >> 2) for c in range(52)]


def _pack(category: int, ranks) -> int:
    v = category
    for i in range(5):
        v = (v << 4) | (ranks[i] if i < len(ranks) else 0)
    return v


def _straight_top(mask: int) -> int:
    """Top rank value (2..14) of five distinct ranks forming a straight, else 0."""
    if mask == _WHEEL_MASK:
        return 5
    low = (mask & -mask).bit_length() - 1
    return low + 6 if mask == 0b11111 << low else 0


def _build_tables():
    """The two look-up tables, built shape by shape; every list of ranks is in B.7.3's
    order (the larger group first, then the higher rank), so ranks are taken high first."""
    flush = [0] * (1 << 13)
    by_prime = {}
    primes = _PRIMES
    high_first = range(12, -1, -1)
    for c in combinations(high_first, 5):  # five ranks: straight or high card; suited, a flush
        mask = (1 << c[0]) | (1 << c[1]) | (1 << c[2]) | (1 << c[3]) | (1 << c[4])
        product = primes[c[0]] * primes[c[1]] * primes[c[2]] * primes[c[3]] * primes[c[4]]
        top = _straight_top(mask)
        if top:
            by_prime[product] = _pack(STRAIGHT, [top])
            flush[mask] = _pack(STRAIGHT_FLUSH, [top])
        else:
            ranks = [i + 2 for i in c]
            by_prime[product] = _pack(HIGH_CARD, ranks)
            flush[mask] = _pack(FLUSH, ranks)
    for a in high_first:
        pa = primes[a]
        others = [r for r in high_first if r != a]
        for b in others:
            by_prime[pa ** 4 * primes[b]] = _pack(FOUR_OF_A_KIND, [a + 2, b + 2])
            by_prime[pa ** 3 * primes[b] ** 2] = _pack(FULL_HOUSE, [a + 2, b + 2])
        for b, c in combinations(others, 2):
            by_prime[pa ** 3 * primes[b] * primes[c]] = _pack(THREE_OF_A_KIND, [a + 2, b + 2, c + 2])
        for b, c, d in combinations(others, 3):
            by_prime[pa * pa * primes[b] * primes[c] * primes[d]] = _pack(ONE_PAIR, [a + 2, b + 2, c + 2, d + 2])
    for a, b in combinations(high_first, 2):  # two pair: the higher pair first, then the kicker
        for c in high_first:
            if c != a and c != b:
                by_prime[primes[a] ** 2 * primes[b] ** 2 * primes[c]] = _pack(TWO_PAIR, [a + 2, b + 2, c + 2])
    return flush, by_prime


_FLUSH, _BY_PRIME = _build_tables()
ROYAL_FLUSH = _pack(STRAIGHT_FLUSH, [14])


def value5(a: int, b: int, c: int, d: int, e: int) -> int:
    """The value of the hand of the five card ids (no jokers); higher is better."""
    if a & 3 == b & 3 == c & 3 == d & 3 == e & 3:
        return _FLUSH[_RB[a] | _RB[b] | _RB[c] | _RB[d] | _RB[e]]
    return _BY_PRIME[_P[a] * _P[b] * _P[c] * _P[d] * _P[e]]


def hand_value(cards) -> int:
    """The value of a five-card hand (any sequence of five distinct card ids)."""
    if len(cards) != 5:
        raise ValueError("a poker hand has exactly five cards")
    return value5(*cards)


def category(value: int) -> int:
    return value >> _SHIFT


def points(value: int) -> int:
    """Advanced-scoring points of a hand value (B.7.5)."""
    return ROYAL_POINTS if value == ROYAL_FLUSH else CATEGORY_POINTS[value >> _SHIFT]


def tie_ranks(value: int) -> tuple[int, ...]:
    """The tie-break rank values (2..14) of B.7.3, in comparison order."""
    out = []
    for shift in (16, 12, 8, 4, 0):
        r = (value >> shift) & 15
        if r:
            out.append(r)
    return tuple(out)


# A hand's code for events and views: the category's code, and the ranks its name shows
# (the top card of a high card or a straight, the pair, the two pairs high first).
CATEGORY_CODES = (
    "high_card", "one_pair", "two_pair", "three_of_a_kind", "straight", "flush",
    "full_house", "four_of_a_kind", "straight_flush",
)
ROYAL_CODE = "royal_flush"
HAND_CODES = CATEGORY_CODES + (ROYAL_CODE,)
_NAMED_RANKS = {HIGH_CARD: 1, ONE_PAIR: 1, TWO_PAIR: 2, STRAIGHT: 1, STRAIGHT_FLUSH: 1}
_WORDS = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}


def hand_code(value: int) -> dict:
    """A hand value as a code and its fields, the way events and views carry it:
    ``{"hand": "two_pair", "ranks": ["J", "5"]}``, ``{"hand": "royal_flush", "ranks": []}``;
    ranks as on the cards (2-10, J, Q, K, A)."""
    cat = value >> _SHIFT
    if value == ROYAL_FLUSH:
        return {"hand": ROYAL_CODE, "ranks": []}
    ranks = tie_ranks(value)[:_NAMED_RANKS.get(cat, 0)]
    return {"hand": CATEGORY_CODES[cat], "ranks": [RANK_NAMES[r - 2] for r in ranks]}


def hand_words(code: dict) -> str:
    """A hand's code in English, for the scenario contract's log: "King high", "Pair of
    Qs", "Two pair, Js and 5s", "Straight, J-high", "Flush", "Royal flush"."""
    hand, ranks = code["hand"], code["ranks"]
    if hand == "high_card":
        return f"{_WORDS.get(ranks[0], ranks[0])} high"
    if hand == "one_pair":
        return f"Pair of {ranks[0]}s"
    if hand == "two_pair":
        return f"Two pair, {ranks[0]}s and {ranks[1]}s"
    if hand == "straight_flush":
        return f"Straight flush, {ranks[0]}-high"
    if hand == "straight":
        return f"Straight, {ranks[0]}-high"
    if hand == ROYAL_CODE:
        return "Royal flush"
    return CATEGORY_NAMES[CATEGORY_CODES.index(hand)]


def hand_name(value: int) -> str:
    """A short English name: "King high", "Pair of Qs", "Flush", "Royal flush"."""
    return hand_words(hand_code(value))


class Evaluation(NamedTuple):
    value: int  # comparable key, category first
    category: int  # 0 (high card) .. 8 (straight flush)
    points: int  # advanced points (B.7.5)
    name: str  # in English
    code: dict  # the code and fields (:func:`hand_code`)


def evaluate(cards) -> Evaluation:
    v = hand_value(cards)
    code = hand_code(v)
    return Evaluation(v, v >> _SHIFT, points(v), hand_words(code), code)


def compare(a, b) -> int:
    """1 if five-card hand ``a`` beats ``b``, -1 if it loses, 0 for a tie."""
    va, vb = hand_value(a), hand_value(b)
    return (va > vb) - (va < vb)


def partial_name(cards) -> str:
    """:func:`partial_code` in English ("" for no cards)."""
    code = partial_code(cards)
    return "" if code is None else hand_words(code)


def partial_code(cards) -> dict | None:
    """The hand type a partial hand (0-5 cards, no jokers) already shows, for the UI's
    hint, as :func:`hand_code`: only the matched ranks count before the hand is complete
    (a pair, two pair, three or four of a kind), else its high card; None for no cards."""
    cards = list(cards)
    if len(cards) == 5:
        return hand_code(hand_value(cards))
    if not cards:
        return None
    counts = {}
    for c in cards:
        r = (c >> 2) + 2
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    ranks = [r for r, _ in groups] + [0] * (5 - len(groups))
    shape = tuple(n for _, n in groups)
    if shape[0] == 4:
        cat = FOUR_OF_A_KIND
    elif shape[0] == 3:
        cat = THREE_OF_A_KIND
    elif shape[:2] == (2, 2):
        cat = TWO_PAIR
    elif shape[0] == 2:
        cat = ONE_PAIR
    else:
        cat = HIGH_CARD
    return hand_code(_pack(cat, ranks))
