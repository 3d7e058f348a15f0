"""Pairs agents.

* ``baseline``: a fixed rule: fold when the lowest card in play is 2 or less and your
  highest card is 6 or more, or when your stack has 4 or more cards; otherwise hit.
* ``normal``: compares the cost of folding now (L points) with the expected cost of
  hitting, from the exact odds of the next card (the unseen-card counts of the view).
  A cost is my points minus the other players' points shared among them, and points
  that reach the losing score (mine or theirs) count a penalty on top, so the agent takes
  fewer risks close to it and likes pushing a player who is close to it. The hit is
  looked ahead a few of my turns: a card that does not pair grows my stack; the other
  players then take a lap (each folds when hitting on would cost them more than L,
  otherwise hits and may pair); if the round comes back, I choose again. Past the
  look-ahead, the rest is valued as everyone hitting on with today's odds, or a fold if
  that is cheaper. Its named handicap: it is timid, and hits only when hitting looks at
  least ``timid`` points (3) cheaper than folding (docs/ai.md has what that costs).
* ``easy``: a timid beginner's habit: hit until the stack holds three cards, then fold
  (one time in four already at two), without looking at the cards or the scores; and it
  is careless: one move in three it leaves to a coin (:class:`EasyAgent`).
* ``hard``: an expectimax over the whole round on the exact card odds, every player
  minimising their own chance of losing the game (:class:`RoundSearch`, :class:`HardAgent`).
"""

from __future__ import annotations

import functools
import time

from ..engine.rng import Rng
from . import parallel
from .arena import ArenaRules
from .base import Agent, careless_move, register
from .odds import next_card_counts, view_odds
from .reasons import Decision


def _fallback(legal: list[str], wanted: str) -> str:
    return wanted if wanted in legal else legal[0]


@register("pairs", "baseline")
class BaselineAgent(Agent):
    """The fixed rule of thumb, as a yardstick for the other levels."""

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        stack = view["stacks"][view["seat"]]
        low = view["lowest"]
        fold = (low is not None and low <= 2 and stack and max(stack) >= 6) or len(stack) >= 4
        return _fallback(legal, "fold" if fold else "hit")


@register("pairs", "normal")
class NormalAgent(Agent):
    """Sound play from the odds: see the module docstring.

    ``depth``: how many of my later turns the look-ahead plans card by card (after them
    it values the rest as a race, see :meth:`costs`); ``loss_penalty``: extra cost of points that reach the losing score (default:
    the losing score itself); ``timid``: how many points cheaper than folding a hit must
    look before it hits (the level's handicap; 0 plays the model as it is)."""

    def __init__(self, depth: int = 2, loss_penalty: float | None = None, timid: float = 3.0) -> None:
        self.depth = depth
        self.loss_penalty = loss_penalty
        self.timid = timid

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if "hit" not in legal or "fold" not in legal:
            return legal[0]
        fold, hit = self.costs(view)
        return "hit" if hit + self.timid < fold else "fold"

    def costs(self, view: dict) -> tuple[float, float]:
        """(cost of folding now, expected cost of hitting now and playing on well).

        A cost is my points minus the other players' points shared among them (every point
        another player takes makes me less likely to lose); points that reach the losing
        score count ``loss_penalty`` more."""
        me = view["seat"]
        n = view["players"]
        stacks = view["stacks"]
        scores = view["scores"]
        limit = view["losing_score"]
        penalty = limit if self.loss_penalty is None else self.loss_penalty
        counts = next_card_counts(view)
        total = sum(counts)
        low = view["lowest"] or 0
        share = 1.0 / (n - 1)

        def points(seat: int, x: int) -> float:
            return x + penalty if scores[seat] + x >= limit else x

        def cost(x: int) -> float:
            return points(me, x)

        fold = cost(low)
        if total == 0:
            return fold, float("inf")

        def odds(seat: int, held, total: int) -> tuple[float, float]:
            """(pair probability, expected points) of a hit by ``seat`` holding ``held``."""
            return (sum(counts[r] for r in held) / total,
                    sum(counts[r] * points(seat, r) for r in held) / total)

        def race(viewer: int, first: int, chances) -> float:
            """Expected cost to ``viewer`` if everyone keeps hitting from ``first``'s turn
            on with the odds ``chances`` (per seat)."""
            out, alive = 0.0, 1.0
            for i in range(n):
                k = (first + i) % n
                p, e = chances[k]
                out += alive * (e if k == viewer else -e * share)
                alive *= 1.0 - p
            return out / (1.0 - alive) if alive < 1.0 else out

        # One lap of the other players after my card: ``back`` is the chance nobody ends
        # the round (the turn comes back to me), ``lap`` the expected cost to me of their
        # scores (negative: their points are my gain). Each of them folds when hitting on
        # (everyone hitting with today's odds) would cost them more than folding.
        chances = [odds(k, set(stacks[k]), total) for k in range(n)]
        back, lap = 1.0, 0.0
        for i in range(1, n):
            seat = (me + i) % n
            if race(seat, seat, chances) > points(seat, low):
                lap -= back * points(seat, low) * share
                back = 0.0
                break
            p, e = chances[seat]
            lap -= back * e * share
            back *= 1.0 - p

        def race_mine(held, total: int) -> float:
            """Expected cost from my next turn on if everyone keeps hitting."""
            p, e = odds(me, held, total)
            again = (1.0 - p) * back
            return (e + (1.0 - p) * lap) / (1.0 - again) if again < 1.0 else e

        def hit_cost(held: frozenset, low: int, total: int, depth: int) -> float:
            out = 0.0
            for r in range(1, 11):
                k = counts[r]
                if not k:
                    continue
                p = k / total
                if r in held:
                    out += p * cost(r)
                    continue
                low2 = r if r < low else low
                if total > 1:
                    counts[r] = k - 1
                    if depth > 0:
                        later = hit_cost(held | {r}, low2, total - 1, depth - 1)
                    else:
                        later = race_mine(held | {r}, total - 1)
                    later = min(cost(low2), later)
                    counts[r] = k
                else:
                    later = cost(low2)
                out += p * (lap + back * later)
            return out

        return fold, hit_cost(frozenset(stacks[me]), low, total, self.depth)


# ---- easy ---------------------------------------------------------------------------------

FULL_COPIES = tuple(range(11))  # rank r has r copies in the deck (index 0 unused)


@register("pairs", "easy")
class EasyAgent(Agent):
    """A timid beginner's habit: it hits until its stack holds three cards and then folds,
    and one time in four it loses its nerve and folds already at two, whatever the cards,
    the lowest card on the table and the scores. It counts no cards and never thinks of
    the losing score, and it is careless: with chance ``careless`` a coin decides its move.

    (A rule of thumb weighing the hit's expected points against the fold's, with a mood,
    played within 0.03 to 0.04 games of the normal policy: too close to tell apart over 400
    deals. The habit alone is 0.08 to 0.10 games behind that policy with 4 players.)"""

    stop = 3  # it folds with this many cards on its stack
    nerve = 0.25  # the chance of folding one card earlier

    def __init__(self, careless: float = 0.3) -> None:
        self.careless = careless  # the chance that a coin decides instead

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if "hit" not in legal or "fold" not in legal:
            return legal[0]
        slip = careless_move(legal, rng, self.careless)
        if slip is not None:
            return slip
        size = len(view["stacks"][view["seat"]])
        if size >= self.stop or size == self.stop - 1 and rng.random() < self.nerve:
            return "fold"
        return "hit"


# ---- hard ---------------------------------------------------------------------------------

# How many points a round gives its scorer under sound play, by points (index 0 unused):
# measured from self-play of the normal policy without its handicap, 2 to 8 players (a fold
# of a low card or a pair of a high one, rarely anything in between).
ROUND_POINTS = (0.0, 0.11, 0.17, 0.14, 0.06, 0.05, 0.06, 0.07, 0.10, 0.11, 0.13)


@functools.lru_cache(maxsize=32)
def _alive_table(players: int, limit: int) -> tuple:
    """``alive[t][d]``: the chance that a player ``d`` points short of the losing score has
    not lost after ``t`` more rounds, when each round one player, this one with chance
    1/``players``, scores points distributed as :data:`ROUND_POINTS`."""
    share = 1.0 / players
    points = [(x, q) for x, q in enumerate(ROUND_POINTS) if q]
    rows = [(0.0,) + (1.0,) * limit]
    while rows[-1][limit] > 1e-7 and len(rows) < 5000:
        prev = rows[-1]
        rows.append((0.0,) + tuple(
            (1.0 - share) * prev[d] + share * sum(q * prev[d - x] for x, q in points if x < d)
            for d in range(1, limit + 1)))
    return tuple(rows)


def loss_chances(scores: tuple, limit: int) -> tuple:
    """Per seat, the chance of losing the game from these scores: 1 for a seat at or above
    ``limit``; otherwise each seat's rounds-until-loss is taken as independent (see
    :func:`_alive_table`) and the seat that runs out first loses."""
    n = len(scores)
    for seat, x in enumerate(scores):
        if x >= limit:
            return tuple(1.0 if s == seat else 0.0 for s in range(n))
    each = _loss_by_distance(tuple(sorted(limit - x for x in scores)), limit)
    return tuple(each[limit - x] for x in scores)


@functools.lru_cache(maxsize=1024)
def _loss_by_distance(dists: tuple, limit: int) -> dict:
    """``{distance: chance that one seat this far from the losing score loses}`` for the
    seats at the sorted distances ``dists`` (seats at the same distance are alike)."""
    alive = _alive_table(len(dists), limit)
    groups = {d: dists.count(d) for d in set(dists)}
    raw = dict.fromkeys(groups, 0.0)
    for t in range(1, len(alive)):
        before, after = alive[t - 1], alive[t]
        mid = {d: (before[d] + after[d]) * 0.5 for d in groups}  # outlasting round t
        everyone = 1.0
        for d, k in groups.items():
            everyone *= mid[d] ** k
        if everyone < 1e-12:
            break
        for d in groups:
            raw[d] += (before[d] - after[d]) * everyone / mid[d]
    total = sum(raw[d] * k for d, k in groups.items())
    return {d: raw[d] / total for d in groups}


@functools.lru_cache(maxsize=64)
def end_costs(scores: tuple, limit: int) -> tuple:
    """``end_costs(...)[seat][x]``: every seat's cost (chance of losing the game) when the
    round ends with ``seat`` scoring ``x`` points (0 to 10)."""
    out = []
    for seat in range(len(scores)):
        row = []
        for x in range(11):
            after = list(scores)
            after[seat] += x
            row.append(loss_chances(tuple(after), limit))
        out.append(tuple(row))
    return tuple(out)


class _OutOfTime(Exception):
    pass


class RoundSearch:
    """Expectimax over one Pairs round from a view, every player choosing the action with
    the lowest expected cost (:func:`end_costs`) for themselves.

    The round's state is the stacks (one bit per rank and seat), whose turn it is, the
    unseen-card counts, the draw-pile size and the discards (for the reshuffle of rule
    2.8). Cards leave the unseen counts only onto stacks, so from a given root every later
    state is fixed by the stacks alone: they are the memo key.

    ``cap``: plies (hits) searched card by card; a state at the cap is valued by a one-hit
    look-ahead (the player to act folds, or hits once after which the next player folds).
    ``full``/``width``: chance nodes from ply ``full`` on average ``width`` sampled cards
    (pairs are always counted exactly) instead of every rank. ``deadline``: a
    ``time.monotonic()`` value after which the search stops (:class:`_OutOfTime`).

    Values whose subtree met neither the cap nor a sample are exact and kept when the
    search is run again deeper (:meth:`deepen`), so iterative deepening only redoes the
    frontier."""

    def __init__(self, view: dict, cap: int = 99, full: int = 99, width: int = 3, seed: int = 0,
                 deadline: float | None = None) -> None:
        n = self.n = view["players"]
        self.me = view["seat"] if view["to_act"] is None else view["to_act"]
        self.end = end_costs(tuple(view["scores"]), view["losing_score"])
        self.counts = list(view["unseen"])
        self.draw = view["draw_size"]
        self.disc = view["discard_size"]
        self.disc_seen = list(view["discard_seen"])
        self.packed = 0
        for seat, st in enumerate(view["stacks"]):
            for r in st:
                self.packed |= 1 << (seat * 11 + r)
        self.low = view["lowest"] or 0
        self.cap, self.full, self.width, self.seed = cap, full, width, seed
        self.deadline = deadline
        self.exact: dict = {}  # packed stacks -> exact value (kept over deepening)
        self.memo: dict = {}  # packed stacks -> value at this cap (not exact)
        self.inexact = 0  # how many times a cap, a sample or an inexact value was used
        self.nodes = 0
        # Per seat, the least the round can cost them (someone else scoring the most).
        self.floor = [min(row[x][seat] for row in self.end for x in range(11)) for seat in range(n)]

    # The mutable card context (counts, draw, discards) follows the path of the search.

    def _reshuffle(self):
        saved = (self.counts, self.draw, self.disc, self.disc_seen)
        pool = [u + d for u, d in zip(self.counts, self.disc_seen)]
        b = min(5, self.disc - 1)
        self.counts, self.draw, self.disc, self.disc_seen = pool, self.disc - b, b, [0] * 11
        return saved

    def can_draw(self) -> bool:
        return self.draw > 0 or self.disc > 0

    @property
    def capped(self) -> bool:
        """Whether the last search used the cap or a sample anywhere (so is not exact)."""
        return self.inexact > 0

    def deepen(self, cap: int, full: int | None = None) -> None:
        """Set a new cap (and ``full``) for the next search, keeping the exact values."""
        self.cap = cap
        if full is not None:
            self.full = full
        self.memo = {}
        self.inexact = 0

    def value(self, packed: int, turn: int, low: int, ply: int) -> tuple:
        """Every seat's expected cost at a state where ``turn`` is to act."""
        v = self.exact.get(packed)
        if v is not None:
            return v
        v = self.memo.get(packed)
        if v is not None:
            self.inexact += 1
            return v
        mark = self.inexact
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 63 and time.monotonic() > self.deadline:
            raise _OutOfTime
        fold = self.end[turn][low]
        if not self.can_draw():
            v = fold
        else:
            hit = self.hit(packed, turn, low, ply, fold[turn])
            v = hit if hit is not None and hit[turn] < fold[turn] else fold
        if self.inexact == mark:
            self.exact[packed] = v
        else:
            self.memo[packed] = v
        return v

    def hit(self, packed: int, turn: int, low: int, ply: int, bound: float = 2.0):
        """Every seat's expected cost when ``turn`` hits (and everyone plays on), or None
        once it is sure to cost ``turn`` at least ``bound`` (their cost of folding): every
        outcome still to add costs them at least :attr:`floor`."""
        saved = self._reshuffle() if self.draw == 0 else None
        try:
            return self._hit(packed, turn, low, ply, bound)
        finally:
            if saved is not None:
                self.counts, self.draw, self.disc, self.disc_seen = saved

    def _hit(self, packed: int, turn: int, low: int, ply: int, bound: float):
        n = self.n
        counts = self.counts
        total = sum(counts)
        base = turn * 11
        end = self.end[turn]
        acc = [0.0] * n
        fresh = []  # (rank, probability) of the cards that do not pair
        for r in range(1, 11):
            k = counts[r]
            if not k:
                continue
            p = k / total
            if packed >> (base + r) & 1:
                e = end[r]
                for i in range(n):
                    acc[i] += p * e[i]
            else:
                fresh.append((r, p))
        if not fresh:
            return tuple(acc)
        floor = self.floor[turn]
        rest = sum(p for _, p in fresh)
        if acc[turn] + rest * floor >= bound:
            return None
        nxt = (turn + 1) % n
        if ply >= self.cap:
            self.inexact += 1
            after = self.end[nxt]
            for r, p in fresh:
                e = after[r if r < low else low]
                for i in range(n):
                    acc[i] += p * e[i]
            return tuple(acc)
        if ply >= self.full and len(fresh) > self.width:
            self.inexact += 1
            fresh = self._sample(packed, fresh)
        for r, p in fresh:
            counts[r] -= 1
            self.draw -= 1
            try:
                v = self.value(packed | 1 << (base + r), nxt, r if r < low else low, ply + 1)
            finally:
                counts[r] += 1
                self.draw += 1
            for i in range(n):
                acc[i] += p * v[i]
            rest -= p
            if acc[turn] + rest * floor >= bound:
                return None
        return tuple(acc)

    def _sample(self, packed: int, fresh: list) -> list:
        """``width`` cards drawn (with replacement) from the fresh ones, by their chances,
        from a generator fixed by the state, each carrying an equal share of their mass."""
        rng = Rng((packed * 0x9E3779B97F4A7C15 + self.seed) & (2**64 - 1))
        mass = sum(p for _, p in fresh)
        picks: dict = {}
        for _ in range(self.width):
            x = rng.random() * mass
            for r, p in fresh:
                x -= p
                if x < 0:
                    break
            picks[r] = picks.get(r, 0) + 1
        return [(r, mass * k / self.width) for r, k in picks.items()]

    def root(self) -> tuple[tuple, tuple | None]:
        """(every seat's cost if the player to act folds, ... if they hit; None if they
        cannot)."""
        fold = self.end[self.me][self.low]
        if not self.can_draw():
            return fold, None
        return fold, self.hit(self.packed, self.me, self.low, 0)

    def hit_children(self, ranks) -> dict:
        """For the root's hit: ``{rank: every seat's cost}`` for each given rank that can
        be drawn (a pair's cost, or the value of the state after the card)."""
        saved = self._reshuffle() if self.draw == 0 else None
        try:
            out = {}
            me, low = self.me, self.low
            for r in ranks:
                if not self.counts[r]:
                    continue
                if self.packed >> (me * 11 + r) & 1:
                    out[r] = self.end[me][r]
                    continue
                self.counts[r] -= 1
                self.draw -= 1
                try:
                    out[r] = self.value(self.packed | 1 << (me * 11 + r), (me + 1) % self.n,
                                        min(low, r), 1)
                finally:
                    self.counts[r] += 1
                    self.draw += 1
            return out
        finally:
            if saved is not None:
                self.counts, self.draw, self.disc, self.disc_seen = saved

    def root_odds(self) -> dict:
        """``{rank: chance}`` of the root's next card."""
        counts = next_card_counts({"unseen": self.counts, "draw_size": self.draw,
                                   "discard_size": self.disc, "discard_seen": self.disc_seen})
        total = sum(counts)
        return {r: counts[r] / total for r in range(1, 11) if counts[r]} if total else {}


def search_job(view: dict, ranks: list, deadline: float | None, seed: int, depth: int | None = None,
               width: int = 3) -> tuple[dict, int, bool]:
    """Value the root's hit card by card for the given ``ranks`` (a job for
    :func:`parallel.run_split`): ``({rank: every seat's cost}, cap reached, exact)``.

    With ``depth``: one search capped at ``depth`` plies. Otherwise iterative deepening, one
    ply more each time, until the search is exact or ``deadline`` (``time.monotonic()``)
    passes; the last finished search counts. When the next full-width search looks too long
    for the time left (each ply costs about as much more as the last one did), chance nodes
    from the depth reached on are sampled (``width`` cards each) so the search can go deeper.
    Returns ``({}, 0, False)`` if not even a 1-ply search finished in time."""
    if depth is not None:
        rs = RoundSearch(view, cap=depth, width=width, seed=seed)
        vals = rs.hit_children(ranks)
        return vals, depth, not rs.capped
    best: tuple = ({}, 0, False)
    rs = RoundSearch(view, width=width, seed=seed, deadline=deadline)
    cap, full, last = 1, 99, None
    while cap <= 60:
        t0 = time.monotonic()
        rs.deepen(cap, full)
        try:
            vals = rs.hit_children(ranks)
        except _OutOfTime:
            break
        best = (vals, cap, not rs.capped)
        if not rs.capped:
            break
        t1 = time.monotonic()
        spent = t1 - t0
        if full == 99 and last is not None and last > 0:
            if spent * spent / last > deadline - t1:
                full = cap
        last = spent
        cap += 1
    return best


def _split(ranks: list, odds: dict, jobs: int) -> list[list]:
    """The ranks dealt round-robin over ``jobs`` groups, the likeliest first."""
    order = sorted(ranks, key=lambda r: -odds[r])
    return [g for g in (order[j::jobs] for j in range(jobs)) if g]


@register("pairs", "hard")
class HardAgent(Agent):
    """Exact expectimax over the round (see :class:`RoundSearch`), within a time budget.

    The cost of a round's end to each player is their chance of losing the game from the
    new scores (:func:`loss_chances`), so points matter more near the losing score and
    points that go to a player close to it are welcome. Every player is modelled as choosing
    what costs them least.

    ``think_ms``: the time budget of a decision (iterative deepening, then sampling where
    the tree is too large, see :func:`search_job`); with ``think_ms`` of ``parallel_ms`` or
    more and a search that is not finished after a short first try, the root's cards are
    split over the cores (:mod:`parallel`). ``depth``: search exactly this many plies
    instead, without a clock (reproducible; 99 solves any round exactly)."""

    def __init__(self, think_ms: float = 1000, depth: int | None = None, width: int = 3,
                 parallel_ms: float = 300) -> None:
        self.think_ms = think_ms
        self.depth = depth
        self.width = width
        self.parallel_ms = parallel_ms

    def decide(self, view: dict, legal: list[str], rng: Rng) -> Decision:
        if "hit" not in legal or "fold" not in legal:
            return Decision(legal[0], "pairs_no_card" if legal == ["fold"] else "only_move")
        fold, hit = self.costs(view, rng)
        me = view["seat"]
        action = "hit" if hit is not None and hit[me] < fold[me] else "fold"
        odds = view_odds(view, me)
        pair = odds["pair"]
        fields = {"pair_pct": pair, "hit_points": odds["expected"],
                  "fold_points": odds["fold"] or 0, "fold_pct1": fold[me],
                  "hit_pct1": hit[me] if hit is not None else 1.0}
        return Decision(action, "pairs_hit" if action == "hit" else "pairs_fold", fields)

    def costs(self, view: dict, rng: Rng) -> tuple[tuple, tuple | None]:
        """(every seat's expected cost if the seat to act folds, ... if it hits; None when
        no card can be drawn)."""
        start = time.monotonic()
        view = {k: v for k, v in view.items() if k != "log"}
        seed = rng.next_u64()
        search = RoundSearch(view)
        fold = search.end[search.me][search.low]
        odds = search.root_odds()
        if not odds:
            return fold, None
        ranks = sorted(odds)
        if self.depth is not None:
            vals, _, _ = search_job(view, ranks, None, seed, self.depth, self.width)
        else:
            deadline = start + self.think_ms * 0.8 / 1000.0
            jobs = parallel.jobs_per_call()
            if jobs > 1 and self.think_ms >= self.parallel_ms:
                quick = min(deadline, start + self.think_ms * 0.05 / 1000.0)
                vals, reached, exact = search_job(view, ranks, quick, seed, None, self.width)
                if not exact:
                    parts = parallel.run_split(search_job, [
                        (view, group, deadline, seed, None, self.width)
                        for group in _split(ranks, odds, jobs)])
                    for part, cap, done in parts:
                        if done or cap > reached:
                            vals.update(part)
            else:
                vals, _, _ = search_job(view, ranks, deadline, seed, None, self.width)
            if len(vals) < len(ranks):  # out of time before even one ply: value by folds
                lone = RoundSearch(view, cap=0)
                vals = {**lone.hit_children(ranks), **vals}
        n = view["players"]
        hit = [0.0] * n
        for r, p in odds.items():
            v = vals[r]
            for i in range(n):
                hit[i] += p * v[i]
        return fold, tuple(hit)


def _not_lost(state, before: dict, after: dict) -> list[float]:
    """1 for each seat that did not lose the game (a deal is one whole game)."""
    return [1.0 if s in (after["winners"] or []) else 0.0 for s in range(state.players)]


ARENA = ArenaRules("share of games not lost", _not_lost, whole_game=True)

LEVEL_NOTE = ("In Pairs, hard is clearly stronger than normal: normal folds too soon. Easy folds at three "
              "cards whatever the odds, and leaves one move in three to a coin.")


def odds(view: dict) -> dict:
    """The odds panel's figures for the seat of ``view``."""
    return view_odds(view, view["seat"])


# The reasons only this game's agents give (code -> English template; see ai/reasons.py).
REASONS = {
    "pairs_hit": "a hit pairs you {pair_pct} of the time: {hit_points} points expected; your chance "
                 "of losing the game is {hit_pct1} if you hit and {fold_pct1} if you fold (scoring "
                 "{fold_points})",
    "pairs_fold": "folding scores {fold_points}; a hit pairs you {pair_pct} of the time: {hit_points} "
                  "points expected, and your chance of losing the game is {fold_pct1} if you fold and "
                  "{hit_pct1} if you hit",
    "pairs_no_card": "no card can be drawn, so folding is the only move",
}
