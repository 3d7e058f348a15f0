"""What the four Pairs-deck games share (rule book, sections 0 and 1), written once.

Cards are ranks (ints 1..10). A stack is a list of ranks (order has no meaning).
"""

from __future__ import annotations

from typing import Callable, Iterable, Optional

from .base import DISCARD, EventSink
from .cards import PAIRS_DECK

NO_CARD = 11  # "missing card" in stack keys: treated as +infinity (rule 4.6)


def seat_label(seat: int) -> str:
    return f"seat {seat}"


def losing_score(players: int, mode: str = "table") -> int:
    """Rule 2.3 / PX-6: the Pairs losing score."""
    if mode == "formula":
        return 60 // players + 1
    return {2: 31, 3: 21, 4: 16, 5: 13}.get(players, 11)


def lowest_in_play(stacks, active) -> Optional[int]:
    """Rule 0.9: the smallest face-up stack rank among active players, or None if no
    active player has a card."""
    low = None
    for seat, stack in enumerate(stacks):
        if active[seat] and stack:
            m = min(stack)
            if low is None or m < low:
                low = m
    return low


def stack_key(stack) -> tuple:
    """Rule 4.6: sorted ranks, a missing card counting as +infinity."""
    return tuple(sorted(stack)) + (NO_CARD,) * (10 - len(stack))


def ceil_half(x: int) -> int:
    return (x + 1) // 2


def dealing_order(seats, dealer: int, n: int) -> list[int]:
    """``seats`` in dealing order: clockwise from the first seat after ``dealer``."""
    return sorted(seats, key=lambda s: (s - dealer - 1) % n)


def can_fit(stack, reachable: Iterable[int]) -> bool:
    """Whether some card of ``reachable`` would not pair ``stack`` (Ruling L-T)."""
    have = set(stack)
    return any(c not in have for c in reachable)


def low_tie(
    tied,
    dealer: int,
    n: int,
    stacks: list[list[int]],
    draw: Callable[[], Optional[int]],
    discard: list[int],
    keep_pairs: bool,
    events: EventSink = DISCARD,
    reachable: Optional[Callable[[], Iterable[int]]] = None,
) -> int:
    """Procedure LOW-TIE (rule 1.4). Returns the winning seat.

    ``draw()`` gives the next card of the draw pile (applying the game's own run-out
    rule) or None when no card can be had; then the first tied player in the current
    dealing order wins. In DISCARD_PAIRS mode a pairing card goes to ``discard`` and is
    replaced. Tie cards stay on the stacks.

    ``reachable()`` (DISCARD_PAIRS mode) gives every card that could still be dealt: the
    draw pile and the pile the game's run-out rule would reshuffle. Ruling L-T: before a
    seat is dealt, if every one of them would pair that seat's stack, no card is dealt and
    the first tied player in dealing order wins at once, as when no card can be had.
    """
    group = dealing_order(tied, dealer, n)
    check = reachable is not None and not keep_pairs
    while True:
        tie_cards = {}
        for seat in group:
            while True:
                c = None if check and not can_fit(stacks[seat], reachable()) else draw()
                if c is None:
                    events.add("tie_no_card", seat, {"winner": group[0]},
                               "no card can break the tie: seat {winner} wins it")
                    return group[0]
                pairs = c in stacks[seat]
                stacks[seat].append(c)
                if pairs and not keep_pairs:
                    stacks[seat].remove(c)
                    discard.append(c)
                    events.add("tie_pair_discarded", seat, {"rank": c},
                               "seat {seat} was dealt {rank} for the tie, a pair: thrown away")
                    continue
                tie_cards[seat] = c
                events.add("tie_card", seat, {"rank": c}, "seat {seat} was dealt {rank} for the tie")
                break
        low = min(tie_cards.values())
        group = [s for s in group if tie_cards[s] == low]
        if len(group) == 1:
            return group[0]


def deck_cards() -> list[int]:
    """A fresh, unshuffled list of the 55 Pairs-deck cards."""
    return list(PAIRS_DECK)
