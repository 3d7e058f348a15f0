"""Double-dummy solver for Hasenpfeffer card play: every hand visible, how many of the
remaining tricks can a partnership take against best defence?

Alpha-beta over single card plays with a transposition table at trick boundaries (the set
of cards still in the hands and the leader fix the position, since within one deal every
card belongs to one hand; an entry also names the side it counts for), equivalent cards
merged (two cards of one hand and one effective suit with no card of another hand or the
table between them are interchangeable) and simple move ordering. Cards are the engine's
internal indexes (0..24).
"""

from __future__ import annotations

import time

from ..engine.hasenpfeffer import ESUIT, KEY, NCARDS


class OutOfTime(Exception):
    """A search passed its deadline (:attr:`Solver.deadline`)."""

#: ORDER[trump][suit]: the cards of that effective suit, high to low
ORDER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(sorted((c for c in range(NCARDS) if ESUIT[t][c] == s), key=lambda c: -KEY[t][s][c]))
          for s in range(4))
    for t in range(4)
)


class Solver:
    """Solves positions of one deal with trumps ``trump``; ``out`` is a seat sitting out
    (lone hand) or -1. The table is kept between calls on the same deal."""

    __slots__ = ("es", "keys", "order", "out", "tsize", "nxt", "tt", "nodes", "deadline")

    def __init__(self, trump: int, out: int = -1, deadline: float = 0.0) -> None:
        self.es = ESUIT[trump]
        self.keys = KEY[trump]
        self.order = ORDER[trump]
        self.out = out
        self.tsize = 3 if out >= 0 else 4
        nxt = []
        for s in range(4):
            n = (s + 1) & 3
            nxt.append((n + 1) & 3 if n == out else n)
        self.nxt = tuple(nxt)
        self.tt: dict = {}
        self.nodes = 0
        #: ``time.perf_counter()`` value after which a search raises :class:`OutOfTime` (0: none)
        self.deadline = deadline

    def _next(self, seat: int) -> int:
        return self.nxt[seat]

    def moves(self, hands: list[list[int]], seat: int, trick: list[int]) -> list[int]:
        """Legal cards of ``seat`` (``trick``: the cards on the table, in play order), one
        of each set of equivalent cards."""
        live = 0
        for h in hands:
            for c in h:
                live |= 1 << c
        for c in trick:
            live |= 1 << c
        mine = 0
        for c in hands[seat]:
            mine |= 1 << c
        return self._moves(hands[seat], mine, live, self.es[trick[0]] if trick else -1)

    def _moves(self, hand, mine, live, led):
        es = self.es
        if led >= 0:
            legal = [c for c in hand if es[c] == led] or hand
        else:
            legal = hand
        if len(legal) < 2:
            return list(legal)
        out = []
        order = self.order
        for s in range(4):
            prev_mine = False
            for c in order[s]:
                b = 1 << c
                if mine & b:
                    if not prev_mine and c in legal:
                        out.append(c)
                    prev_mine = True
                elif live & b:
                    prev_mine = False
        return out

    def solve(self, hands: list[list[int]], leader: int, trick: list[int], side: int,
              alpha: int = -1, beta: int = 99) -> int:
        """Tricks ``side`` (0 NS, 1 EW) takes from now on (the trick on the table
        included) with best play by everybody; ``trick`` holds the cards already played
        to the current trick, led by ``leader``. ``hands`` is restored on return. With a
        window (``alpha``, ``beta``) the answer is only exact inside it (fail-soft)."""
        tsize = self.tsize
        left = (sum(len(h) for h in hands) + len(trick)) // tsize
        if left == 0:
            return 0
        masks = [0, 0, 0, 0]
        live = 0
        for s, h in enumerate(hands):
            for c in h:
                masks[s] |= 1 << c
            live |= masks[s]
        seat, w, wk, led = leader, leader, -1, -1
        for i, c in enumerate(trick):
            live |= 1 << c
            if i == 0:
                led = self.es[c]
                wk = self.keys[led][c]
            elif self.keys[led][c] > wk:
                w, wk = seat, self.keys[led][c]
            seat = self.nxt[seat]
        return self._search(hands, masks, live, leader, seat, list(trick), w, wk, led, left, side,
                            alpha, beta)

    def _last(self, hands, leader, side):
        """The last trick: every hand holds one card."""
        c = hands[leader][0]
        led = self.es[c]
        kt = self.keys[led]
        w, wk, s = leader, kt[c], leader
        for _ in range(self.tsize - 1):
            s = self.nxt[s]
            k = kt[hands[s][0]]
            if k > wk:
                w, wk = s, k
        return 1 if (w & 1) == side else 0

    def _search(self, hands, masks, live, leader, seat, trick, w, wk, led, left, side, alpha, beta):
        self.nodes += 1
        if self.deadline and not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise OutOfTime
        n_trick = len(trick)
        key = None
        if n_trick == 0:
            if left == 1:
                return self._last(hands, leader, side)
            key = (live * 4 + leader) * 2 + side
            a0, b0 = alpha, beta
            hit = self.tt.get(key)
            if hit is not None:
                lo, hi = hit
                if lo == hi or lo >= beta or hi <= alpha:
                    return lo if lo >= beta or lo == hi else hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
        if alpha < 0:
            alpha = -1
        if beta > left:
            beta = left + 1
        maxing = (seat & 1) == side
        hand = hands[seat]
        moves = self._moves(hand, masks[seat], live, led)
        if len(moves) > 1:
            moves = self._ordered(moves, seat, w, wk, led)
        best = -1 if maxing else left + 1
        last = n_trick + 1 == self.tsize
        nxt = self.nxt[seat]
        mask = masks[seat]
        for c in moves:
            i = hand.index(c)
            hand.pop(i)
            b = 1 << c
            masks[seat] = mask ^ b
            if n_trick == 0:
                led2 = self.es[c]
                w2, wk2 = seat, self.keys[led2][c]
            else:
                led2 = led
                k = self.keys[led][c]
                w2, wk2 = (seat, k) if k > wk else (w, wk)
            if last and left == 1:
                v = 1 if (w2 & 1) == side else 0
            elif last:
                won = 1 if (w2 & 1) == side else 0
                live2 = live
                for x in trick:
                    live2 ^= 1 << x
                live2 ^= b
                v = won + self._search(hands, masks, live2, w2, w2, [], -1, -1, -1, left - 1, side,
                                       alpha - won, beta - won)
            else:
                trick.append(c)
                v = self._search(hands, masks, live, leader, nxt, trick, w2, wk2, led2, left, side,
                                 alpha, beta)
                trick.pop()
            hand.insert(i, c)
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        masks[seat] = mask
        if key is not None:
            lo, hi = self.tt.get(key, (0, left))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi)
        return best

    def _ordered(self, moves, seat, w, wk, led):
        """Moves in a promising order: high cards first on a lead, cheap winners first
        when the other side is winning the trick, low cards first when mine is."""
        if led < 0:
            keys, es = self.keys, self.es
            return sorted(moves, key=lambda c: -keys[es[c]][c])
        kt = self.keys[led]
        if (w & 1) == (seat & 1):
            return sorted(moves, key=kt.__getitem__)
        win = sorted((c for c in moves if kt[c] > wk), key=kt.__getitem__)
        lose = sorted((c for c in moves if kt[c] <= wk), key=kt.__getitem__)
        return win + lose


def card_values(hands: list[list[int]], trump: int, out: int, leader: int, trick: list[int],
                side: int, cards: list[int], solver: Solver | None = None) -> dict[int, int]:
    """For each of ``cards`` (legal plays of the seat to act), the tricks ``side`` takes
    from now on (the current trick included) if that card is played and everybody then
    plays best."""
    solver = solver or Solver(trump, out)
    seat = leader
    for _ in range(len(trick)):
        seat = solver._next(seat)
    hand = hands[seat]
    out_v: dict[int, int] = {}
    tsize = solver.tsize
    keys = solver.keys
    for c in cards:
        i = hand.index(c)
        hand.pop(i)
        t2 = list(trick) + [c]
        if len(t2) == tsize:
            kt = keys[solver.es[t2[0]]]
            w, wk, s2 = leader, kt[t2[0]], leader
            for k in range(1, tsize):
                s2 = solver._next(s2)
                if kt[t2[k]] > wk:
                    w, wk = s2, kt[t2[k]]
            won = 1 if (w & 1) == side else 0
            out_v[c] = won + solver.solve(hands, w, [], side)
        else:
            out_v[c] = solver.solve(hands, leader, t2, side)
        hand.insert(i, c)
    return out_v
