"""Exact odds of the next card for the Pairs-deck games, from public card counts.

Counts are lists indexed by rank (index 0 unused), as in the Pairs view. The next card
is drawn uniformly from the cards nobody has seen since the last reshuffle (the draw pile
and the burned cards are exchangeable), or, when the draw pile is empty, from the whole
discard pile, which is reshuffled before the draw (rule 2.8).

The chip games use the same counts: in Hawthorn and Goblin's Poker the cards a seat has
not seen (other hands, the draw pile, dead cards never shown) are, from that seat, one
uniform pool; in Blackstone the draw pile's make-up is public and only its order is not.
Blackstone's functions take the draw pile's counts (tens are black stones, the rest white).

Functions return floats, or exact :class:`~fractions.Fraction` values with ``exact=True``.
"""

from __future__ import annotations

from fractions import Fraction


def next_card_counts(view: dict) -> list[int]:
    """Per rank, the cards the next drawn card comes from uniformly (all zero when no card
    can be drawn)."""
    unseen = view["unseen"]
    if view["draw_size"] > 0:
        return list(unseen)
    if view["discard_size"] > 0:
        return [u + d for u, d in zip(unseen, view["discard_seen"])]
    return [0] * len(unseen)


def _ratio(num, den, exact):
    if den == 0:
        return Fraction(0) if exact else 0.0
    return Fraction(num, den) if exact else num / den


def rank_probabilities(counts, exact: bool = False) -> list:
    """Per rank, the probability that the next card has that rank."""
    total = sum(counts)
    return [_ratio(k, total, exact) for k in counts]


def pair_probability(stack, counts, exact: bool = False):
    """The probability that the next card pairs ``stack`` (a card of a rank it holds)."""
    return _ratio(sum(counts[r] for r in set(stack)), sum(counts), exact)


def hit_expected_points(stack, counts, exact: bool = False):
    """Expected points scored by the hit itself: rank r with the chance the card pairs r."""
    return _ratio(sum(r * counts[r] for r in set(stack)), sum(counts), exact)


def view_odds(view: dict, seat: int | None = None, exact: bool = False) -> dict:
    """The odds of a hit for ``seat`` (default: the seat to act, else the view's seat), for
    the odds panel: ``pair`` probability, ``expected`` points of the hit, ``fold`` cost L."""
    if seat is None:
        seat = view["to_act"] if view["to_act"] is not None else view["seat"]
    counts = next_card_counts(view)
    stack = view["stacks"][seat]
    return {
        "seat": seat,
        "pair": pair_probability(stack, counts, exact),
        "expected": hit_expected_points(stack, counts, exact),
        "fold": view["lowest"],
    }


# ---- chip games -----------------------------------------------------------------------


def pair_cost(stack, counts, exact: bool = False):
    """Hawthorn's hit, or any card drawn uniformly from ``counts``: the expected chips paid
    by the draw itself (a pair of rank r costs r), as :func:`hit_expected_points`."""
    return hit_expected_points(stack, counts, exact)


def centre_pair_probability(stack, card: int, counts, players: int, exact: bool = False):
    """Goblin's Poker: the probability that the centre card dealt back to me pairs
    ``stack`` when I play ``card`` and the other ``players - 1`` active players each play a
    card of the unseen ranks ``counts`` (each centre card reaches me with chance 1/players)."""
    own = 1 if card in stack else 0
    p_other = pair_probability(stack, counts, exact)
    if exact:
        return Fraction(own, players) + Fraction(players - 1, players) * p_other
    return own / players + (players - 1) / players * p_other


def centre_pair_cost(stack, card: int, counts, players: int, exact: bool = False):
    """Goblin's Poker: the expected chips paid for a pair in this deal phase when I play
    ``card`` (as :func:`centre_pair_probability`, each pair costing its rank)."""
    own = card if card in stack else 0
    c_other = hit_expected_points(stack, counts, exact)
    if exact:
        return Fraction(own, players) + Fraction(players - 1, players) * c_other
    return own / players + (players - 1) / players * c_other


def take_table(tens: int, whites: int, stones: int, n_max: int, exact: bool = False) -> list:
    """Blackstone: the outcome of a take of N cards, for N = 0 .. n_max, from a draw pile
    holding ``tens`` black and ``whites`` white stones, by a player holding ``stones``
    (0 or 1) black stones. Entry N is ``(keep, bust_at)``: ``keep[k]`` the probability of
    receiving all N cards with exactly k tens among them (k < 2 - stones, no bust), and
    ``bust_at`` the probability that the take busts exactly at its N-th card (after N - 1
    cards, that is N - 2 + stones whites when stones < 2)."""
    one = Fraction(1) if exact else 1.0
    need = 2 - stones
    d = tens + whites
    keep = [one] + [one * 0] * (need - 1)
    out = [(tuple(keep), one * 0)]
    for n in range(1, n_max + 1):
        left = d - n + 1  # cards in the pile before the n-th card
        if left <= 0:
            out.append((tuple(one * 0 for _ in keep), one * 0))
            keep = [one * 0] * need
            continue
        new = []
        for k in range(need):
            w_left = whites - (n - 1 - k)  # whites left after n-1 cards holding k tens
            p = keep[k] * max(w_left, 0) / left
            if k:
                t_prev = tens - (k - 1)
                p += keep[k - 1] * max(t_prev, 0) / left
            new.append(p)
        bust = keep[need - 1] * max(tens - (need - 1), 0) / left
        keep = new
        out.append((tuple(keep), bust))
    return out


def bust_probabilities(counts, stones: int, n_max: int, exact: bool = False) -> list:
    """Blackstone: per take N = 0 .. n_max, the probability that taking N cards busts a
    player holding ``stones`` black stones, the draw pile holding ``counts`` (per rank)."""
    tens = counts[10]
    whites = sum(counts[1:10])
    table = take_table(tens, whites, stones, n_max, exact)
    out = []
    total = table[0][1] * 0
    for _, bust in table:
        total = total + bust
        out.append(total)
    return out


def take_costs(counts, stones: int, w: int, n_max: int, stake: int = 5, exact: bool = False) -> list:
    """Blackstone: per take N = 0 .. n_max, the expected chips a take of N costs at once
    (a bust costs the stake plus the white stones then in the middle; ``w`` are there now)."""
    tens = counts[10]
    whites = sum(counts[1:10])
    table = take_table(tens, whites, stones, n_max, exact)
    need = 2 - stones
    out = []
    total = table[0][1] * 0
    for n, (_, bust) in enumerate(table):
        if n:
            total = total + bust * (stake + w + n - need)
        out.append(total)
    return out


def pair_within(stack, counts, draws: int, exact: bool = False):
    """The probability that one of the next ``draws`` cards, drawn one by one without
    replacement from ``counts`` onto ``stack``, pairs it (a card that does not pair joins
    the stack, so later cards may pair it too). ``draws=1`` is :func:`pair_probability`."""
    one = Fraction(1) if exact else 1.0
    memo: dict = {}

    def safe(held: frozenset, left: tuple, k: int):
        """The chance that ``k`` more draws from ``left`` all miss ``held``."""
        if k == 0:
            return one
        key = (held, left, k)
        if key in memo:
            return memo[key]
        total = sum(left)
        if total == 0:
            return one
        p = one * 0
        for r, c in enumerate(left):
            if c and r not in held:
                rest = list(left)
                rest[r] -= 1
                p += one * c / total * safe(held | {r}, tuple(rest), k - 1)
        memo[key] = p
        return p

    return one - safe(frozenset(stack), tuple(counts), max(0, draws))


def seat_odds(view: dict, **options) -> dict:
    """The odds panel's figures for the seat of ``view``, from what that seat sees: its
    game's own ``odds(view)`` (the game's agents module, found through the registry)."""
    from ..engine.registry import part

    return part(view["game"], "ai").odds(view, **options)
