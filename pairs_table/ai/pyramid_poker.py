"""Pyramid Poker agents (docs/rules/pyramid_poker.md).

Every agent reads only its seat's view: its own blocks in the pyramid (faces), the backs of
the opponent's blocks, the public hands and the counts.

* ``baseline``: a fixed rule. Build: the lowest free slot. Pick: the free block facing you
  that fits a hand best by a pair/suit count (then the higher rank), else the first free
  block. Assign: the hand it improves most by that count (the first one on a tie).
* ``easy``: a human-like greedy player: places blocks anywhere, takes its own block that
  best fits its partial hands (pairs, flush and straight draws), keeps junk in its weakest
  hand, and now and then takes a block at random. No card counting.
* ``normal``: hand potential from the visible information. Each of the six partial hands
  gets an expected final strength: the made ranks plus the chances to pair up, make sets,
  flushes and straights from the blocks each player is likely to get (its own known blocks
  weigh more; the unseen cards are shared by how many of them will end up in the pyramid).
  Hands are compared position by position (B.7.1), under the scoring mode (basic: the
  chance to win two of three; advanced: expected points, bonuses and the -1 for high
  card). Picks weigh which blocks they uncover; placements keep good blocks within reach
  and cover the opponent's blocks with weak ones.
* ``hard``: sampling over determinizations (``engine.pyramid_poker.determinize``: the
  opponent's blocks, the supplies and the set-aside pile redealt from the unseen cards),
  each candidate action played out to the end of the round by a fast greedy policy, with
  the same samples for every candidate; the work is split over the cores with
  ``parallel.run_split``. When every block left in the pyramid is known to the agent (and
  none is a joker) and few picks remain, it solves the ending exactly by minimax, keeping
  the solved positions for its next decisions. A decision keeps a margin of its budget:
  an ending not solved by 40 % of it is left to the sampling, which ends by 70 %. With
  fewer than 8 samples in that time (a busy machine) it plays normal's choice.
"""

from __future__ import annotations

import math
import time

from ..engine import pyramid_poker as pp
from ..engine.poker import CATEGORY_POINTS, value5
from ..engine.rng import Rng
from . import parallel
from .arena import ArenaRules
from .base import Agent, register
from .reasons import Decision, only_move

EMPTY = pp.EMPTY
UNKNOWN = -2  # an opponent's block: its face is hidden
HAND_SIZE = pp.HAND_SIZE
SLOTS, SLOT_INDEX, BELOW, ABOVE = pp.SLOTS, pp.SLOT_INDEX, pp.BELOW, pp.ABOVE


# ---- reading the legal strings and the view ----------------------------------------------

parse_action = pp.parse_legal


def _ids(names) -> list[int]:
    return [pp.parse_card(x) for x in names]


class Seen:
    """What one seat sees, as card ids: ``cells`` holds a card, ``UNKNOWN`` (an opponent's
    block) or ``EMPTY``; ``unseen`` are the cards the view shows nowhere."""

    def __init__(self, view: dict) -> None:
        self.me = me = view["seat"]
        self.opp = 1 - me
        self.advanced = view["options"]["scoring"] == "advanced"
        self.phase = view["phase"]
        self.cells = cells = [EMPTY] * pp.NSLOTS
        self.owners = owners = [EMPTY] * pp.NSLOTS
        visible = []
        for b in view["pyramid"]:
            i = SLOT_INDEX[(b["row"], b["col"])]
            owners[i] = b["owner"]
            cells[i] = UNKNOWN if b["card"] is None else pp.parse_card(b["card"])
        self.hands = [[_ids(h) for h in view["hands"][p]] for p in (0, 1)]
        self.holding = None if view["holding"] is None else pp.parse_card(view["holding"])
        self.reveal = _ids(view["reveal"])
        self.drawn = None if view["drawn"] is None else pp.parse_card(view["drawn"])
        self.own_supply = None if view["own_supply"] is None else _ids(view["own_supply"])
        visible += [c for c in cells if c >= 0] + self.reveal + _ids(view["removed"])
        visible += [c for hs in self.hands for h in hs for c in h]
        for extra in (self.holding, self.drawn):
            if extra is not None:
                visible.append(extra)
        visible += self.own_supply or []
        seen = set(visible)
        self.unseen = [c for c in pp.DECK if c not in seen]
        self.supply = view["supply"]
        self.opp_drawing = view["drawing"] == self.opp
        self.picks = view["picks"]

    def mine_known(self) -> list[int]:
        """My blocks that are still to come: in the pyramid, drawn, or in an open supply."""
        out = [c for c, o in zip(self.cells, self.owners) if o == self.me and c >= 0]
        if self.drawn is not None:
            out.append(self.drawn)
        return out + (self.own_supply or [])


# ---- simple hand measures (baseline, easy, the fast playout policy) ----------------------

def simple_gain(hand, c: int) -> int:
    """Baseline's count: 3 per card of the same rank plus 1 per card of the same suit."""
    r, s = c >> 2, c & 3
    return sum(3 if x >> 2 == r else 0 for x in hand) + sum(1 for x in hand if x & 3 == s)


_SET_SCORE = (0, 0, 3.0, 7.0, 12.0)


QUALITY_KEPT = 100_000  # partial hands whose quality is remembered, at most

_qualities: dict[tuple, float] = {}


def quality(hand) -> float:
    """A quick measure of a partial hand: sets, flush and straight draws, high cards
    (remembered: the playouts measure the same hands again and again)."""
    key = tuple(hand)
    q = _qualities.get(key)
    if q is None:
        if len(_qualities) >= QUALITY_KEPT:
            _qualities.clear()
        q = _qualities[key] = _quality(hand)
    return q


def _quality(hand) -> float:
    n = len(hand)
    if n == 0:
        return 0.0
    counts = {}
    suit = hand[0] & 3
    same_suit = True
    top = 0
    for x in hand:
        r = x >> 2
        counts[r] = counts.get(r, 0) + 1
        if x & 3 != suit:
            same_suit = False
        if r > top:
            top = r
    q = top * 0.05
    for k in counts.values():
        q += _SET_SCORE[k]
    if n >= 2:
        if same_suit:
            q += n - 1 + (5.0 if n == 5 else 0.0)
        if len(counts) == n:
            lo = min(counts)
            span = top - lo
            if span > 4 and 12 in counts:  # the ace low, for the wheel
                span = max(r for r in counts if r != 12) + 1
            if span <= 4:
                q += 0.8 * (n - 1) + (4.8 if n == 5 else 0.0)
    return q


def quality_gain(hand, c: int) -> float:
    return quality(hand + [c]) - quality(hand)


def best_hand_for(hands, c: int) -> tuple[int, float]:
    """(index of the hand with room where ``c`` adds most quality, that gain). A card that
    helps nowhere goes to the weakest hand with room, to keep the others clean."""
    best, gain = -1, -1e9
    for k, h in enumerate(hands):
        if len(h) < HAND_SIZE:
            g = quality_gain(h, c)
            if g > gain + 1e-9:
                best, gain = k, g
    if gain < 0.5:
        room = [k for k, h in enumerate(hands) if len(h) < HAND_SIZE]
        best = min(room, key=lambda k: (quality(hands[k]) + 0.3 * len(hands[k]), k))
    return best, gain


# ---- baseline -------------------------------------------------------------------------------

@register("pyramid_poker", "baseline")
class BaselineAgent(Agent):
    """The fixed rule of the module docstring: the yardstick for the other levels."""

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        acts = [parse_action(t) for t in legal]
        a0 = acts[0]
        if pp.action_kind(a0) == "place":  # build: the lowest slot (lowest block id)
            return legal[0]
        me = view["seat"]
        seen = Seen(view)
        hands = seen.hands[me]
        room = [k for k in range(3) if len(hands[k]) < HAND_SIZE]

        def fit(c):
            return max(simple_gain(hands[k], c) for k in room) if c < 52 else 0

        if pp.action_kind(a0) == "hand":
            c = seen.holding
            k = max(room, key=lambda k: (simple_gain(hands[k], c), -k))
            return f"hand {k + 1}"
        if pp.action_kind(a0) == "choose":
            i = max(range(len(acts)), key=lambda i: (fit(pp.action_card(acts[i])), acts[i] >> 2))
            return legal[i]
        own = [i for i, a in enumerate(acts) if seen.owners[pp.action_slot(a)] == me]
        if not own:
            return legal[0]
        i = max(own, key=lambda i: (fit(seen.cells[pp.action_slot(acts[i])]), seen.cells[pp.action_slot(acts[i])] >> 2))
        return legal[i]


# ---- easy ---------------------------------------------------------------------------------

@register("pyramid_poker", "easy")
class EasyAgent(Agent):
    """Greedy by :func:`quality`, no card counting, with a ``slip`` chance of a random pick."""

    def __init__(self, slip: float = 0.15) -> None:
        self.slip = slip

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        acts = [parse_action(t) for t in legal]
        a0 = acts[0]
        if pp.action_kind(a0) == "place":
            return legal[rng.below(len(legal))]
        seen = Seen(view)
        hands = seen.hands[seen.me]
        if pp.action_kind(a0) == "hand":
            return f"hand {best_hand_for(hands, seen.holding)[0] + 1}"
        if pp.action_kind(a0) == "choose":
            i = max(range(len(acts)), key=lambda i: best_hand_for(hands, pp.action_card(acts[i]))[1])
            return legal[i]
        if rng.random() < self.slip:
            return legal[rng.below(len(legal))]
        best, gain = None, 1.0  # below this a blind block of the opponent's is as good
        for i, a in enumerate(acts):
            c = seen.cells[pp.action_slot(a)]
            if seen.owners[pp.action_slot(a)] == seen.me and c < 52:
                g = best_hand_for(hands, c)[1]
                if g > gain:
                    best, gain = i, g
        if best is None:
            return legal[rng.below(len(legal))]
        return legal[best]


# ---- normal: expected hand strength -----------------------------------------------------

OWN_SHARE = 0.75  # the part of a player's own blocks that it ends up taking


def _tail(a: float, j: int) -> float:
    """P(X >= j) for X ~ Poisson(a): the chance to get ``j`` more of something."""
    if j <= 0:
        return 1.0
    if a <= 0.0:
        return 0.0
    term = cdf = math.exp(-a)
    for i in range(1, j):
        term *= a / i
        cdf += term
    return max(0.0, 1.0 - cdf)


def _shape(counts: dict) -> tuple[int, int]:
    """(category, rank of the leading group) of the rank counts of a hand."""
    groups = sorted(((k, r) for r, k in counts.items()), reverse=True)
    k1, r1 = groups[0]
    k2 = groups[1][0] if len(groups) > 1 else 0
    if k1 == 4:
        return 7, r1
    if k1 == 3:
        return (6 if k2 >= 2 else 3), r1
    if k1 == 2:
        return (2 if k2 == 2 else 1), r1
    return 0, r1


def _strength(cat: int, rank: int) -> float:
    return cat + rank * 0.07  # rank index 0..12: within a category, below the next one


class Pools:
    """How many of each card a player can expect to get (its weights per card)."""

    def __init__(self, seen: Seen) -> None:
        me, opp = seen.me, seen.opp
        unseen = [c for c in seen.unseen if c < 52]
        hidden_pyr = sum(1 for c in seen.cells if c == UNKNOWN)
        my_blind = 0 if seen.own_supply is not None else seen.supply[me]
        opp_future = seen.supply[opp] + (1 if seen.opp_drawing else 0) + hidden_pyr
        n = max(1, len(seen.unseen))
        share_me = (my_blind * OWN_SHARE + opp_future * (1 - OWN_SHARE)) / n
        share_opp = (opp_future * OWN_SHARE + my_blind * (1 - OWN_SHARE)) / n
        w_me = [0.0] * 52
        w_opp = [0.0] * 52
        for c in unseen:
            w_me[c] = share_me
            w_opp[c] = share_opp
        for c in seen.mine_known():
            if c < 52:
                w_me[c] = OWN_SHARE
                w_opp[c] = 1 - OWN_SHARE
        self.w = {me: w_me, opp: w_opp}
        self.rank = {}
        self.suit = {}
        for p, w in self.w.items():
            self.rank[p] = [w[4 * r] + w[4 * r + 1] + w[4 * r + 2] + w[4 * r + 3] for r in range(13)]
            self.suit[p] = [sum(w[s::4]) for s in range(4)]


def potential(hand, w, wr, ws) -> tuple[float, float]:
    """(expected strength, expected advanced points) of a partial hand when it is full,
    given a player's card weights ``w``, per rank ``wr`` and per suit ``ws``."""
    n = len(hand)
    m = HAND_SIZE - n
    if m == 0:
        v = value5(*hand)
        cat = v >> 20
        return _strength(cat, ((v >> 16) & 15) - 2), CATEGORY_POINTS[cat]
    counts = {}
    suits = set()
    for x in hand:
        counts[x >> 2] = counts.get(x >> 2, 0) + 1
        suits.add(x & 3)
    outcomes = []  # (strength, probability, category)
    if counts:
        cat0, r0 = _shape(counts)
    else:
        cat0, r0 = 0, 6
    base = _strength(cat0, r0 if cat0 else min(12, r0 + m))
    for r, k in counts.items():
        for j in range(1, min(m, 4 - k) + 1):
            more = dict(counts)
            more[r] = k + j
            cat, rr = _shape(more)
            outcomes.append((_strength(cat, rr), _tail(wr[r], j), cat))
    if m >= 2:
        pairs = sorted(((_tail(wr[r], 2), r) for r in range(13) if r not in counts), reverse=True)[:2]
        for p, r in pairs:
            more = dict(counts)
            more[r] = 2
            cat, rr = _shape(more)
            outcomes.append((_strength(cat, rr), p, cat))
    top = max(counts) if counts else 12
    if len(suits) <= 1:
        for s in (suits or range(4)):
            outcomes.append((_strength(5, top), _tail(ws[s], m), 5))
    if len(counts) == n:
        best = None
        for hi in range(3, 13):  # straights topped by rank index hi (3 = the wheel's 5)
            window = range(hi - 4, hi + 1) if hi > 3 else (12, 0, 1, 2, 3)
            if all(r in window for r in counts):
                p = 1.0
                for r in window:
                    if r not in counts:
                        p *= 1.0 - math.exp(-wr[r])
                if best is None or p >= best[1]:
                    best = (hi, p, window)
        if best is not None:
            hi, p, window = best
            outcomes.append((_strength(4, hi), p, 4))
            if len(suits) == 1:
                s = next(iter(suits))
                psf = 1.0
                for r in window:
                    if r not in counts:
                        psf *= min(1.0, w[4 * r + s])
                outcomes.append((_strength(8, hi), psf, 8))
    outcomes.sort(reverse=True)
    e_str = e_pts = 0.0
    rest = 1.0
    for st, p, cat in outcomes:
        if st <= base or p <= 0.0:
            continue
        e_str += rest * p * st
        e_pts += rest * p * CATEGORY_POINTS[cat]
        rest *= 1.0 - p
    return e_str + rest * base, e_pts + rest * CATEGORY_POINTS[cat0]


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def position_chance(hand_a, pa, hand_b, pb) -> float:
    """The chance that hand ``a`` beats hand ``b`` (a tie counting half)."""
    if len(hand_a) == HAND_SIZE and len(hand_b) == HAND_SIZE:
        va, vb = value5(*hand_a), value5(*hand_b)
        return 1.0 if va > vb else 0.0 if va < vb else 0.5
    spread = 0.25 + 0.1 * (2 * HAND_SIZE - len(hand_a) - len(hand_b))
    return _sigmoid((pa - pb) / spread)


def utility(chances, pts_me, pts_opp, advanced: bool) -> float:
    """Basic: the chance to win at least two positions. Advanced: the expected round
    total difference (hand points plus the 2-win / 3-win bonuses)."""
    p1, p2, p3 = chances
    two = p1 * p2 + p1 * p3 + p2 * p3 - 3 * p1 * p2 * p3
    three = p1 * p2 * p3
    if not advanced:
        return two + three
    q1, q2, q3 = 1 - p1, 1 - p2, 1 - p3
    two_o = q1 * q2 + q1 * q3 + q2 * q3 - 3 * q1 * q2 * q3
    three_o = q1 * q2 * q3
    bonus = 3 * two + 4 * three - 3 * two_o - 4 * three_o
    return (sum(pts_me) - sum(pts_opp) + bonus) / 10.0


class Evaluator:
    """The normal agent's view of a position: potentials of all six hands."""

    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        self.pools = Pools(seen)
        self.pot = {p: [self._pot(p, h) for h in seen.hands[p]] for p in (0, 1)}

    def _pot(self, p, hand):
        pl = self.pools
        return potential(hand, pl.w[p], pl.rank[p], pl.suit[p])

    def value(self, add=None, seat=None) -> float:
        """The utility for me after adding card ``add[1]`` to hand ``add[0]`` of ``seat``."""
        s = self.seen
        me, opp = s.me, s.opp
        pots = {me: list(self.pot[me]), opp: list(self.pot[opp])}
        hands = {me: s.hands[me], opp: s.hands[opp]}
        if add is not None:
            k, c = add
            hands[seat] = [h + [c] if i == k else h for i, h in enumerate(hands[seat])]
            pots[seat][k] = self._pot(seat, hands[seat][k])
        chances = [position_chance(hands[me][k], pots[me][k][0], hands[opp][k], pots[opp][k][0])
                   for k in range(3)]
        return utility(chances, [x[1] for x in pots[me]], [x[1] for x in pots[opp]], s.advanced)

    def best_place(self, c: int, seat=None) -> tuple[int, float]:
        """(hand index, utility) of the best hand with room for card ``c``."""
        seat = self.seen.me if seat is None else seat
        best = (-1, -1e9)
        for k, h in enumerate(self.seen.hands[seat]):
            if len(h) < HAND_SIZE:
                v = self.value((k, c), seat)
                if v > best[1]:
                    best = (k, v)
        return best


def _uncovered(cells, slot: int) -> list[int]:
    """The blocks that become free when the block at ``slot`` is taken."""
    out = []
    for b in BELOW[slot]:
        if cells[b] == EMPTY:
            continue
        if all(a == slot or cells[a] == EMPTY for a in ABOVE[b]):
            out.append(b)
    return out


@register("pyramid_poker", "normal")
class NormalAgent(Agent):
    """Hand potential and position-by-position comparison (see the module docstring).

    ``samples``: how many unseen cards stand for a blind block of the opponent's;
    ``exposure``: the cost (in utility) of freeing an opponent's block for it."""

    def __init__(self, samples: int = 8, exposure: float = 0.01) -> None:
        self.samples = samples
        self.exposure = exposure

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if len(legal) == 1:
            return legal[0]
        acts = [parse_action(t) for t in legal]
        seen = Seen(view)
        a0 = acts[0]
        if pp.action_kind(a0) == "place":
            return legal[self._build(seen, acts)]
        ev = Evaluator(seen)
        if pp.action_kind(a0) == "hand":
            return f"hand {ev.best_place(seen.holding)[0] + 1}"
        if pp.action_kind(a0) == "choose":
            return legal[max(range(len(acts)), key=lambda i: ev.best_place(pp.action_card(acts[i]))[1])]
        return legal[self._pick(seen, ev, acts, rng)]

    def _blind_value(self, seen: Seen, ev: Evaluator, rng: Rng) -> float:
        pool = [c for c in seen.unseen if c < 52]
        if not pool:
            return 0.0
        cards = rng.sample(pool, min(self.samples, len(pool)))
        return sum(ev.best_place(c)[1] for c in cards) / len(cards)

    def _pick(self, seen: Seen, ev: Evaluator, acts, rng: Rng) -> int:
        me = seen.me
        blind = None
        best, best_v = 0, -1e9
        cells, owners = seen.cells, seen.owners
        for i, a in enumerate(acts):
            slot = pp.action_slot(a)
            c = cells[slot]
            if owners[slot] == me and c < 52:
                v = ev.best_place(c)[1]
            elif owners[slot] == me:  # my joker: a choice of three set-aside blocks
                if blind is None:
                    blind = self._blind_value(seen, ev, rng)
                v = blind + 0.02
            else:
                if blind is None:
                    blind = self._blind_value(seen, ev, rng)
                v = blind
            for b in _uncovered(cells, slot):
                if owners[b] != me:
                    v -= self.exposure
                elif cells[b] < 52:
                    # my freed block may be taken blind by the opponent
                    v -= self.exposure * 0.5 * max(0.0, ev.best_place(cells[b])[1] - ev.value())
            if v > best_v + 1e-12:
                best, best_v = i, v
        return best

    def _build(self, seen: Seen, acts) -> int:
        """Good blocks of mine go high (free early, in my reach); weak ones go where they
        cover the opponent's blocks."""
        mine = [c for c in seen.mine_known() if c < 52]
        avg = sum(_synergy(c, mine) for c in seen.unseen if c < 52) / max(1, len(seen.unseen))

        def score(a):
            slot = pp.action_slot(a)
            c = pp.action_card(a) if seen.own_supply is not None else seen.drawn
            good = (_synergy(c, mine) - avg) if c < 52 else 0.5
            r = SLOTS[slot][0]
            s = good * r * 0.3
            for b in BELOW[slot]:
                if seen.owners[b] == seen.opp:
                    s += 0.2
                elif seen.cells[b] >= 0:
                    below = seen.cells[b]
                    s -= 0.2 * ((_synergy(below, mine) - avg) if below < 52 else 0.5)
            return s - slot * 1e-6

        return max(range(len(acts)), key=lambda i: score(acts[i]))


def _synergy(c: int, mine) -> float:
    """How well card ``c`` goes with my known blocks: ranks to pair, suits and neighbours."""
    r, s = c >> 2, c & 3
    v = r * 0.04
    for x in mine:
        if x == c:
            continue
        xr = x >> 2
        if xr == r:
            v += 1.0
        elif abs(xr - r) <= 2:
            v += 0.1
        if x & 3 == s:
            v += 0.25
    return v


# ---- fast playout policy and the exact ending ---------------------------------------------

def fast_action(s, rng: Rng) -> int:
    """A quick greedy move for the player to act in a full state ``s`` (used in playouts;
    it only looks at the faces that player could see)."""
    legal = s.legal_actions()
    ph = s.phase
    if ph == pp.BUILD:
        return legal[rng.below(len(legal))]
    hands = s.hands[s.turn]
    if ph == pp.ASSIGN:
        return pp.hand_action(best_hand_for(hands, s.holding)[0] + 1)
    if ph == pp.CHOOSING:
        return max(legal, key=lambda a: best_hand_for(hands, pp.action_card(a))[1])
    best, gain = None, 0.8
    seat = s.turn
    cells, owners = s.cells, s.owners
    for a in legal:
        slot = pp.action_slot(a)
        if owners[slot] == seat:
            c = cells[slot]
            g = 1.0 if c >= 52 else best_hand_for(hands, c)[1]
            if g > gain:
                best, gain = a, g
    if best is None:
        others = [a for a in legal if owners[pp.action_slot(a)] != seat]
        pool = others or legal
        return pool[rng.below(len(pool))]
    return best


def playout(s, rng: Rng) -> None:
    while not s.hand_over:
        s.apply_known(fast_action(s, rng))


def round_utility(s, seat: int) -> float:
    """The end of a round for ``seat``: basic +1 / 0 / -1 plus a tenth per position won
    more; advanced: the round total difference over ten."""
    last = s.last
    if last["totals"] is not None:
        t = last["totals"]
        return (t[seat] - t[1 - seat]) / 10.0
    w = last["wins"]
    win = 0 if last["winner"] is None else (1 if last["winner"] == seat else -1)
    return win + 0.1 * (w[seat] - w[1 - seat])


def exact_ending(seen: Seen, picks_left: int) -> bool:
    """Whether the rest of the round is open to ``seen`` and short enough to solve."""
    if seen.phase not in ("pick", "assign") or 30 - seen.picks > picks_left:
        return False
    return all(c == EMPTY or 0 <= c < 52 for c in seen.cells)


def solve(s, seat: int, memo: dict, deadline: float | None = None) -> float:
    """Minimax value for ``seat`` of a state whose pyramid holds no joker. Past
    ``deadline`` (a ``time.perf_counter()`` value) it raises TimeoutError; what ``memo``
    holds by then are exact values of whole subtrees, still good for a later call."""
    if s.hand_over:
        return round_utility(s, seat)
    key = (tuple(s.cells), s.holding, s.turn, tuple(tuple(h) for hs in s.hands for h in hs))
    v = memo.get(key)
    if v is not None:
        return v
    if deadline is not None and len(memo) % 64 == 0 and time.perf_counter() > deadline:
        raise TimeoutError
    vals = []
    for a in s.legal_actions():
        t = s.clone()
        t.apply(a)
        vals.append(solve(t, seat, memo, deadline))
    v = max(vals) if s.turn == seat else min(vals)
    memo[key] = v
    return v


def exact_values(view: dict, legal: list[str], deadline: float | None = None,
                 memo: dict | None = None) -> list[float]:
    """The minimax value of each legal action of an open ending (see :func:`exact_ending`).
    ``deadline`` and ``memo``: as for :func:`solve` (``memo`` only for the same seat and
    scoring)."""
    s = pp.determinize(view, Rng(0))  # nothing is hidden that the ending can reach
    memo = {} if memo is None else memo
    out = []
    for text in legal:
        t = s.clone()
        t.apply(parse_action(text))
        out.append(solve(t, view["seat"], memo, deadline))
    return out


# ---- hard ------------------------------------------------------------------------------------

def search_job(view: dict, legal: list[str], seed: int, budget_ms: float, iterations: int | None):
    """Play every legal action out over fresh determinizations of ``view`` (the same ones
    for every action) until ``iterations`` samples or ``budget_ms``; returns (sums of the
    round's utility, rounds won, n) per action.

    With a budget, a sample is begun only when the longest one so far would still end in
    time, and one the deadline interrupts all the same is dropped (every action keeps the
    same samples); the first sample is always played whole."""
    rng = Rng(seed)
    acts = [parse_action(t) for t in legal]
    seat = view["seat"]
    sums = [0.0] * len(acts)
    wins = [0] * len(acts)
    n = 0
    clock = time.perf_counter
    deadline = clock() + budget_ms / 1000.0
    longest = 0.0
    while (n < iterations) if iterations is not None else (n == 0 or clock() + longest < deadline):
        began = clock()
        det = pp.determinize(view, rng)
        roll = rng.spawn()
        part, won = [], []
        for a in acts:
            if iterations is None and n and clock() > deadline:
                return sums, wins, n
            t = det.clone()
            t.apply(a)
            playout(t, roll.clone())
            part.append(round_utility(t, seat))
            won.append(t.last["winner"] == seat)
        for i in range(len(acts)):
            sums[i] += part[i]
            wins[i] += won[i]
        n += 1
        longest = max(longest, clock() - began)
    return sums, wins, n


SEARCH_SHARE = 0.7  # the sampling ends by this share of the budget (from the decision's start)
MIN_SAMPLES = 8  # with fewer samples the search is noise: hard plays normal's choice
EXACT_SHARE = 0.4  # an exact ending not solved by this share is left to the sampling
MEMO_LIMIT = 400_000  # solved endings kept between decisions, at most


@register("pyramid_poker", "hard")
class HardAgent(Agent):
    """Determinized playouts split over the cores (see the module docstring).

    With fewer than :data:`MIN_SAMPLES` samples (a short budget on a busy machine) it plays
    the normal agent's choice: one or two playouts by the fast greedy policy pick worse
    moves than normal's estimate (at 100 ms on a crowded machine, hard got one or two
    samples a decision and lost 1.8 VP a round to normal).

    ``think_ms``: the time budget of a decision, kept with a margin: the exact ending gives
    up at :data:`EXACT_SHARE` of it and the sampling ends by :data:`SEARCH_SHARE`, what a
    busy machine adds to the last sample, the jobs' start and the reason staying within the
    rest; ``iterations``: a fixed number of samples instead (split over ``jobs`` jobs, for
    reproducible play; the exact ending then has no time limit); ``exact_picks``: solve the
    ending exactly when at most this many picks remain and all of it is known."""

    def __init__(self, think_ms: float = 1000, iterations: int | None = None, jobs: int = 2,
                 exact_picks: int = 8) -> None:
        self.think_ms = think_ms
        self.iterations = iterations
        self.jobs = jobs
        self.exact_picks = exact_picks
        self.memos: dict[tuple, dict] = {}  # (seat, scoring): solved ending positions

    def _memo(self, view: dict) -> dict:
        if sum(len(m) for m in self.memos.values()) > MEMO_LIMIT:
            self.memos.clear()
        return self.memos.setdefault((view["seat"], view["options"]["scoring"]), {})

    def decide(self, view: dict, legal: list[str], rng: Rng) -> Decision:
        if len(legal) == 1:
            return only_move(legal)
        start = time.perf_counter()
        timed = self.iterations is None
        normal_rng = rng.clone()  # normal's choice is the one it makes with this generator
        seen = Seen(view)
        if exact_ending(seen, self.exact_picks):
            try:
                vals = exact_values(view, legal, start + self.think_ms * EXACT_SHARE / 1000.0 if timed else None,
                                    self._memo(view))
            except TimeoutError:
                pass
            else:
                best = max(range(len(legal)), key=lambda i: vals[i])
                return solved_reason(seen, legal[best], vals[best])
        if not timed:
            jobs = max(1, self.jobs)
            per = [self.iterations // jobs + (1 if j < self.iterations % jobs else 0) for j in range(jobs)]
            args = [(view, legal, rng.next_u64(), 0.0, k) for k in per if k > 0]
        else:
            left = self.think_ms * SEARCH_SHARE - (time.perf_counter() - start) * 1000.0
            args = [(view, legal, rng.next_u64(), max(0.0, left), None) for _ in range(parallel.jobs_per_call())]
        sums = [0.0] * len(legal)
        wins = [0] * len(legal)
        n = 0
        for part, won, k in parallel.run_split(search_job, args):
            n += k
            for i in range(len(legal)):
                sums[i] += part[i]
                wins[i] += won[i]
        if n < MIN_SAMPLES:
            best = legal.index(NormalAgent().choose(view, legal, normal_rng))
        else:
            best = max(range(len(legal)), key=lambda i: sums[i])
        second = max((sums[i] for i in range(len(legal)) if i != best), default=sums[best])
        return explain(seen, legal[best], wins[best] / n, n, (sums[best] - second) / n)


# ---- reasons --------------------------------------------------------------------------------

def category(cards) -> str:
    """What a partial or full hand makes, as a key of :data:`~.reasons.CATEGORIES`: the made
    category of five cards; of fewer, a made set, else a flush or straight draw."""
    cards = [c for c in cards if c < 52]
    if len(cards) == HAND_SIZE:
        return ("high", "pair", "two_pair", "trips", "straight", "flush", "full_house", "quads",
                "straight_flush")[value5(*cards) >> 20]
    counts = sorted((sum(1 for x in cards if x >> 2 == r) for r in {x >> 2 for x in cards}), reverse=True)
    if counts and counts[0] >= 4:
        return "quads"
    if counts and counts[0] == 3:
        return "full_house" if len(counts) > 1 and counts[1] >= 2 else "trips"
    if counts and counts[0] == 2:
        return "two_pair" if len(counts) > 1 and counts[1] >= 2 else "pair"
    if len(cards) >= 2 and len({x & 3 for x in cards}) == 1:
        return "flush_draw"
    ranks = sorted({x >> 2 for x in cards})
    if len(ranks) >= 2 and (ranks[-1] - ranks[0] <= 4 or (12 in ranks and max(ranks[:-1]) <= 3)):
        return "straight_draw"
    return "pair_draw" if cards else "high"


MADE = ("pair", "two_pair", "trips", "straight", "flush", "full_house", "quads", "straight_flush")


def explain(seen: Seen, action: str, win: float, n: int, gap: float) -> Decision:
    """``action`` with its reason: the block and the hand it suits (and what that hand then
    makes), or what a placement does, and the share of the ``n`` sampled rounds won."""
    fields = {"win_pct": win, "count": n}
    a = parse_action(action)
    kind = pp.action_kind(a)
    hands = seen.hands[seen.me]
    if kind == "place":
        slot = pp.action_slot(a)
        covers = sum(1 for b in BELOW[slot] if seen.owners[b] == seen.opp)
        fields["slot"] = list(SLOTS[slot])
        if covers:
            return Decision(action, "pp_place_cover", {**fields, "count2": covers})
        return Decision(action, "pp_place", fields)
    if kind == "hand":
        k = int(action.split()[1]) - 1
        c = seen.holding
        cat = category(hands[k] + [c])
        fields.update(card=pp.card_name(c), hand=k + 1)
        if cat in MADE or cat.endswith("_draw") and cat != "pair_draw":
            return Decision(action, "pp_hand", {**fields, "category": cat})
        return Decision(action, "pp_hand_room", fields)
    if kind == "choose":
        c = pp.action_card(a)
        k, _ = best_hand_for(hands, c)
        return Decision(action, "pp_choose", {**fields, "card": pp.card_name(c), "hand": k + 1})
    slot = pp.action_slot(a)
    c = seen.cells[slot]
    if seen.owners[slot] != seen.me or not 0 <= c < 52:
        return Decision(action, "pp_take_blind", fields)
    k, _ = best_hand_for(hands, c)
    cat = category(hands[k] + [c])
    fields.update(card=pp.card_name(c), hand=k + 1)
    if cat in MADE:
        return Decision(action, "pp_take_makes", {**fields, "category": cat})
    return Decision(action, "pp_take_helps", {"win_pct": win, "count": n, "card": pp.card_name(c)})


def solved_reason(seen: Seen, action: str, value: float) -> Decision:
    """The reason of a move from the exact ending (``value``: :func:`round_utility`)."""
    if seen.advanced:
        margin = round(value * 10)
        if margin:
            return Decision(action, "pp_solved_ahead" if margin > 0 else "pp_solved_behind", {"margin": abs(margin)})
        return Decision(action, "pp_solved_tie")
    if value > 0:
        return Decision(action, "pp_solved_win")
    return Decision(action, "pp_solved_lose" if value < 0 else "pp_solved_tie")


def _vp_ahead(state, before: dict, after: dict) -> list[float]:
    """Each player's VP of the round less the opponent's."""
    d = [after["scores"][s] - before["scores"][s] for s in range(2)]
    return [float(d[0] - d[1]), float(d[1] - d[0])]


ARENA = ArenaRules("VP difference per round", _vp_ahead, options={"scoring": "advanced"})

LEVEL_NOTE = ("In Pyramid Poker, hard is clearly stronger than normal: it looks ahead before each move, and "
              "plays more like normal when the computer is busy.")


# The reasons only this game's agents give (code -> English template; see ai/reasons.py).
REASONS = {
    "pp_place": "at {slot} your block comes free when you need it; you win the round in {win_pct} of "
                "{count} sampled deals",
    "pp_place_cover": "at {slot} it covers your opponent's blocks ({count2}); you win the round in "
                      "{win_pct} of {count} sampled deals",
    "pp_take_makes": "{card} can give hand {hand} {category}; you win the round in {win_pct} of {count} "
                     "sampled deals",
    "pp_take_helps": "{card} helps your hands more than any other free block; you win the round in "
                     "{win_pct} of {count} sampled deals",
    "pp_take_blind": "no free block of yours helps your hands as much as an unseen one may; you win the "
                     "round in {win_pct} of {count} sampled deals",
    "pp_hand": "{card} gives hand {hand} {category}; you win the round in {win_pct} of {count} sampled "
               "deals",
    "pp_hand_room": "{card} does least harm in hand {hand} and keeps your other hands open; you win the "
                    "round in {win_pct} of {count} sampled deals",
    "pp_choose": "{card} suits hand {hand} best of the revealed blocks; you win the round in {win_pct} of "
                 "{count} sampled deals",
    "pp_solved_ahead": "every block left is known: with best play on both sides your round total ends "
                       "{margin} points ahead",
    "pp_solved_behind": "every block left is known: even with best play your round total ends {margin} "
                        "points behind, the least of your choices",
    "pp_solved_win": "every block left is known: with best play on both sides you win the round",
    "pp_solved_lose": "every block left is known: even with best play you lose the round, and this "
                      "loses least",
    "pp_solved_tie": "every block left is known: with best play on both sides the round is a tie",
}
