"""Blackstone agents. Everything is public but the order of the draw pile, so every level
reads the same position: the draw pile's tens (black stones) and whites, the white stones
``W`` in the middle, the minimum take ``M``, who is still in with how many black stones.

* ``baseline``: take the minimum unless that take busts with a chance over 25 %, then pass.
* ``easy``: no card counting: it guesses the bust chance as if the pile were a fresh deck
  (one card in 5.5 a ten) and passes when the guess is over 35 %; always takes the minimum.
  And it is careless: one move in ten it makes without thinking (any legal move).
* ``normal``: exact odds of each take from the pile's make-up (:func:`race_value`). For
  a pass, the take of the minimum and up to ``RAISES`` more cards, it estimates its net
  chips if that number is then taken on every turn: each player's chance of a black stone
  and of busting is followed lap by lap, an opponent passes when its bust chance is over
  ``THRESHOLD``, and so do I on my later turns above ``MY_THRESHOLD``; a bust costs the
  stake and the white stones, a survivor shares the pot and the buster's payment, the last
  player in takes the pot. Raising pays when it makes the others pass or bust. That is
  the policy (:func:`normal_action`) hard expects of the other seats; the normal level
  plays it with one named handicap: one move in twenty it makes without thinking (any
  legal move, a long take included), which costs it about 3 chips a hand (docs/ai.md).
* ``hard``: an exact dynamic program over the remaining composition (:class:`Solver`):
  every take N (the chances of k tens among the N cards, of busting at each card) and the
  pass, to the end of the hand, maximizing its expected net chips. With two players in,
  the other seat minimizes them (the game is then constant-sum: the exact minimax); with
  more, the others are assumed to play the normal policy (:func:`normal_action`) and hard
  plays the exact best answer to it. A position whose solution does not fit in
  ``think_ms`` (many players early in a hand) is played by the normal policy.
"""

from __future__ import annotations

import time
from functools import lru_cache

from ..engine.pairsdeck import ceil_half
from ..engine.rng import Rng
from .arena import ArenaRules, net_chips
from .base import Agent, careless_move, register
from .odds import bust_probabilities, take_table
from .reasons import Decision, only_move

PASS = 0


@lru_cache(maxsize=65536)
def _rows(tens: int, whites: int, stones: int, n_max: int) -> tuple:
    """:func:`~pairs_table.ai.odds.take_table` in floats, remembered (a pure function)."""
    return tuple(take_table(tens, whites, stones, n_max))


class Pos:
    """A Blackstone position: ``stones[s]`` is -1 for a seat not in (passed, never dealt
    in), else its black stones; ``turn`` is the seat to act."""

    __slots__ = ("n", "tens", "whites", "W", "n_last", "turn", "stones", "pot", "chips", "stakes")

    def __init__(self, n, tens, whites, W, n_last, turn, stones, pot, chips, stakes):
        self.n, self.tens, self.whites, self.W = n, tens, whites, W
        self.n_last, self.turn, self.stones, self.pot = n_last, turn, tuple(stones), pot
        self.chips, self.stakes = list(chips), list(stakes)

    @classmethod
    def from_view(cls, view: dict) -> "Pos":
        n = view["players"]
        dc = view["draw_counts"]
        stones = [view["stones"][s] if view["active"][s] else -1 for s in range(n)]
        return cls(n, dc[10], sum(dc[1:10]), view["W"], view["n_last"], view["to_act"], stones,
                   view["pot"], view["chips"], view["stakes"])

    @property
    def M(self) -> int:
        return self.n_last if self.n_last > 1 else 1


def pass_loss(pos: Pos, seat: int, W: int) -> int:
    """What passing costs ``seat`` (stake + fine, the fine cut to its chips: S-4)."""
    return pos.stakes[seat] + min(ceil_half(W), pos.chips[seat])


def bust_loss(pos: Pos, seat: int, W: int) -> int:
    return pos.stakes[seat] + min(W, pos.chips[seat])


def _action(n_take: int, legal: list[str]) -> str:
    want = "pass" if n_take == PASS else f"take {n_take}"
    return want if want in legal else legal[0]


@register("blackstone", "baseline")
class BaselineAgent(Agent):
    """Take the minimum unless its exact bust chance is over 25 %."""

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        pos = Pos.from_view(view)
        s = pos.stones[pos.turn]
        keep, _ = _rows(pos.tens, pos.whites, s, pos.M)[pos.M]
        return _action(PASS if 1.0 - sum(keep) > 0.25 else pos.M, legal)


@register("blackstone", "easy")
class EasyAgent(Agent):
    """A rough guess of the bust chance from a fresh deck's share of tens; careless."""

    TEN = 10 / 55

    def __init__(self, careless: float = 0.1) -> None:
        self.careless = careless  # the chance of a move made without thinking

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        slip = careless_move(legal, rng, self.careless)
        if slip is not None:
            return slip
        pos = Pos.from_view(view)
        m = pos.M
        q = 1.0 - self.TEN
        if pos.stones[pos.turn] >= 1:
            bust = 1.0 - q ** m
        else:
            bust = 1.0 - q ** m - m * self.TEN * q ** (m - 1)
        return _action(PASS if bust > 0.35 else m, legal)


THRESHOLD = 0.5  # the bust chance above which normal assumes an opponent passes
MY_THRESHOLD = 0.3  # on my later turns (in normal's look-ahead) I pass above this chance
RAISES = 3  # normal also weighs taking up to this many cards more than the minimum
LAPS = 30  # normal's look-ahead


def race_value(pos: Pos, me: int, n_take: int) -> float:
    """Normal's estimate of my net chips if I take ``n_take`` cards now and as many on every
    later turn, while each opponent takes as many too unless that busts it with a chance
    over ``THRESHOLD`` (then it passes). Each player's black stones are followed as a
    chance (kept apart from the others'), the pile's make-up by its expected change."""
    n, m = pos.n, n_take
    tens, whites, W, pot = float(pos.tens), float(pos.whites), float(pos.W), pos.pot
    seats = [(pos.turn + k) % n for k in range(n)]
    seats = [s for s in seats if pos.stones[s] >= 0]
    one = {s: float(pos.stones[s]) for s in seats}  # chance of holding a black stone
    left = list(seats)
    alive, value = 1.0, 0.0
    later = False
    for _ in range(LAPS):
        for s in seats:
            if s not in left:
                continue
            ti, wi = int(round(tens)), int(round(whites))
            if wi < 0 or ti < 2:
                return value
            r0 = _rows(ti, wi, 0, m)[m][0]
            r1 = _rows(ti, wi, 1, m)[m][0]
            p1 = one[s]
            b = (1 - p1) * (1.0 - r0[0] - r0[1]) + p1 * (1.0 - r1[0])
            if s == me and later and b > MY_THRESHOLD:  # my later turn: I pass
                return value - alive * pass_loss(pos, s, int(W))
            if s != me and b > THRESHOLD:
                pot += pass_loss(pos, s, int(W))
                left.remove(s)
                if left == [me]:
                    return value + alive * pot
                continue
            at_bust = int(W) + m - 2 + round(p1)  # the whites then in the middle
            if s == me:
                value -= alive * b * bust_loss(pos, s, at_bust)
            else:
                value += alive * b * ((pot + bust_loss(pos, s, at_bust)) // (len(left) - 1))
            alive *= 1.0 - b
            later = later or s == me
            keep = (1 - p1) * (r0[0] + r0[1]) + p1 * r1[0]
            gained = (1 - p1) * r0[1]
            one[s] = (p1 * r1[0] + gained) / keep if keep > 0 else 1.0
            k = gained / keep if keep > 0 else 0.0
            tens -= k
            whites -= m - k
            W += m - k
            if alive < 1e-4:
                return value
    return value


def normal_action(pos: Pos) -> int:
    """The normal policy: ``PASS`` or a take of the minimum or up to ``RAISES`` more."""
    best, act = -float(pass_loss(pos, pos.turn, pos.W)), PASS
    top = max(pos.M, pos.tens + pos.whites)
    for n_take in range(pos.M, min(pos.M + RAISES, top) + 1):
        v = race_value(pos, pos.turn, n_take)
        if v > best + 1e-9:
            best, act = v, n_take
    return act


@register("blackstone", "normal")
class NormalAgent(Agent):
    """The policy, careless one move in twenty."""

    def __init__(self, careless: float = 0.05) -> None:
        self.careless = careless  # the chance of a move made without thinking

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        slip = careless_move(legal, rng, self.careless)
        if slip is not None:
            return slip
        pos = Pos.from_view(view)
        return _action(normal_action(pos), legal)


class Solver:
    """Exact expected net chips of seat ``me`` (from now) to the end of the hand.

    A node is (tens, whites, last take, seat to act, stones per seat, pot); ``W`` follows
    from the whites (a white stone is either in the middle or in the pile). A take of N
    from ``tens`` + ``whites`` cards by a seat holding s stones either gets all N cards with
    k < 2 - s tens among them or busts at card j (after j - 2 + s whites), with the chances
    of :func:`~pairs_table.ai.odds.take_table`. Every take of at least the whites left plus
    the tens needed busts for sure at the same card, so those takes are one action.

    ``me`` maximizes; another seat plays ``others(pos)`` (an action), or, when ``others`` is
    None (two players: the game is then constant-sum), minimizes ``me``'s payoff. Once I
    pass, my payoff is settled. Takes are tried from the smallest up with a bound: the
    bust part of a take is exact and the rest is at most the chance of no bust times the
    most I can still win, a bound that only falls as N grows, so the first take whose bound
    cannot beat the best action so far ends the search at that node (the result is exact).
    """

    def __init__(self, root: Pos, me: int, others=None, deadline: float | None = None,
                 memo: dict | None = None, moves: dict | None = None, follow: bool = False) -> None:
        self.root = root
        self.follow = follow  # every seat, mine too, plays ``others`` after the root
        self.deadline = deadline  # a ``time.perf_counter()`` value: past it, raise TimeoutError
        self.me = me
        self.others = others
        self.total_white = root.W + root.whites
        # node -> my value, and node -> the modelled action of another seat; both may be
        # carried over from an earlier search of the same hand (see :class:`HandCache`)
        self.memo: dict = {} if memo is None else memo
        self.moves: dict = {} if moves is None else moves
        self.tables: dict = {}
        tw = self.total_white
        ch, sk = root.chips, root.stakes
        # the most any seat can pay: a pass (stake + half the whites) or one bust
        self.pay_pass = [sk[i] + min(ceil_half(tw), ch[i]) for i in range(root.n)]
        self.pay_bust = [sk[i] + min(tw, ch[i]) for i in range(root.n)]

    def _table(self, tens, whites, stones):
        key = (tens, whites, stones)
        t = self.tables.get(key)
        if t is None:
            t = self.tables[key] = _rows(tens, whites, stones, whites + 2 - stones)
        return t

    @staticmethod
    def _next(stones, seat, n):
        for k in range(1, n):
            t = (seat + k) % n
            if stones[t] >= 0:
                return t
        raise AssertionError("no seat left")

    def _upper(self, stones, pot) -> float:
        """The most ``me`` can still win: the pot, every other seat's pass, one bust."""
        rest = [i for i, s in enumerate(stones) if s >= 0 and i != self.me]
        extra = max(self.pay_bust[i] - self.pay_pass[i] for i in rest)
        return pot + sum(self.pay_pass[i] for i in rest) + extra

    def actions(self, tens, whites, n_last, turn, stones, pot, only=None, prune=True) -> list[tuple[int, float]]:
        """[(action, my payoff)] at a node: ``PASS`` or the number of cards taken (the sure
        busts once, as the smallest of them); ``only``: just that action. With ``prune``,
        takes that cannot beat the best so far are left out."""
        root, me = self.root, self.me
        n = root.n
        s = stones[turn]
        need = 2 - s
        W = self.total_white - whites
        m = n_last if n_last > 1 else 1
        mine = turn == me
        sign = 1.0 if mine else -1.0  # the mover maximizes sign * my payoff
        stake, chips = root.stakes[turn], root.chips[turn]
        out = []
        if only is None or only == PASS:
            pay = stake + min(ceil_half(W), chips)
            if mine:
                v = -float(pay)
            else:
                st2 = list(stones)
                st2[turn] = -1
                st2 = tuple(st2)
                if sum(1 for x in st2 if x >= 0) == 1:
                    v = float(pot + pay)
                else:
                    v = self.value(tens, whites, n_last, self._next(st2, turn, n), st2, pot + pay)
            out.append((PASS, v))
            if only == PASS:
                return out
        rest = sum(1 for i in range(n) if stones[i] >= 0 and i != turn)
        table = self._table(tens, whites, s)
        sure = whites + need
        target = None if only is None else min(only, sure)
        nxt = self._next(stones, turn, n)
        if prune and target is None:
            best = sign * out[0][1]
            # the best I can get (my move) or the worst I can get (theirs) after a no-bust
            cap = self._upper(stones, pot) if mine else -float(self.pay_bust[me])
        bust = 0.0
        for k_take in range(1, sure + 1):
            keep, b = table[k_take]
            if b:
                pay = stake + min(W + k_take - need, chips)
                bust += b * (-pay if mine else (pot + pay) // rest)
            if target is not None:
                if k_take != target:
                    continue
            elif k_take < m and k_take < sure:
                continue
            if prune and target is None:
                if sign * (bust + sum(keep) * cap) <= best:
                    break
            v = bust
            if k_take < sure:
                for k, p in enumerate(keep):
                    if p <= 0.0:
                        continue
                    st2 = list(stones)
                    st2[turn] = s + k
                    v += p * self.value(tens - k, whites - (k_take - k), k_take, nxt, tuple(st2), pot)
            out.append((max(k_take, m), v))
            if target is not None:
                break
            if prune and sign * v > best:
                best = sign * v
        return out

    def value(self, tens, whites, n_last, turn, stones, pot) -> float:
        key = (tens, whites, n_last, turn, stones, pot)
        v = self.memo.get(key)
        if v is not None:
            return v
        only = None
        if self.others is not None and (turn != self.me or self.follow):
            only = self.moves.get(key)
            if only is None:
                root = self.root
                pos = Pos(root.n, tens, whites, self.total_white - whites, n_last, turn, stones, pot,
                          root.chips, root.stakes)
                only = self.moves[key] = self.others(pos)
        acts = self.actions(tens, whites, n_last, turn, stones, pot, only)
        v = best_of(acts, turn == self.me)[1]
        self.memo[key] = v
        if self.deadline is not None and len(self.memo) % 64 == 0 and time.perf_counter() > self.deadline:
            raise TimeoutError("the exact solution did not fit in the time budget")
        return v

    def root_actions(self, prune: bool = True) -> list[tuple[int, float]]:
        r = self.root
        return self.actions(r.tens, r.whites, r.n_last, r.turn, r.stones, r.pot, prune=prune)


def best_of(acts, maximize: bool = True):
    """The (action, my payoff) best for the mover; ties go to the earlier action (pass
    first, then the smaller take)."""
    best = acts[0]
    for a in acts[1:]:
        if (a[1] > best[1] + 1e-9) if maximize else (a[1] < best[1] - 1e-9):
            best = a
    return best


class SolveCache:
    """Solved nodes kept between searches, so that every search goes on from the nodes the
    earlier ones finished (also those of a search that ran out of time).

    A node's value depends on the node, the seat it is valued for, the model of the other
    seats and what each seat still in would pay (its stake, and its chips, which matter
    only below the largest fine); the modelled action of another seat depends on the node
    and the same payments. None of these change in a hand, and they are alike in most
    hands of a session, so the cache serves every search of a seat count. ``limit``: the
    most entries kept; past it the cache starts afresh."""

    def __init__(self, limit: int = 300_000) -> None:
        self.limit = limit
        self.size = 0
        self.pay: dict = {}  # players -> {seat: (stake, chips that can matter)}
        self.moves: dict = {}  # players -> {node: the normal policy's action}
        self.values: dict = {}  # (players, me, model) -> {node: my value}

    def get(self, pos: Pos, me: int, mode: str) -> tuple[dict, dict]:
        """(the values, the modelled actions) for a search from ``pos`` for seat ``me``."""
        n = pos.n
        tw = pos.W + pos.whites
        pay = {s: (pos.stakes[s], min(pos.chips[s], tw)) for s in range(n) if pos.stones[s] >= 0}
        known = self.pay.get(n)
        sizes = sum(len(d) for d in self.moves.values()) + sum(len(d) for d in self.values.values())
        if sizes > self.limit:
            self.pay, self.moves, self.values = {}, {}, {}
            known = None
        if known is None or any(known.get(s, p) != p for s, p in pay.items()):
            known = self.pay[n] = {}
            self.moves[n] = {}
            for k in [k for k in self.values if k[0] == n]:
                del self.values[k]
        known.update(pay)
        return self.values.setdefault((n, me, mode), {}), self.moves[n]


def leaf_value(pos: Pos, me: int) -> float:
    """Normal's estimate of ``me``'s net chips from ``pos`` to the end of the hand (the
    value of a node past a search's horizon): on my turn the best of a pass and normal's
    takes, on another seat's turn every seat taking the minimum (:func:`race_value`)."""
    if pos.turn == me:
        best = -float(pass_loss(pos, me, pos.W))
        top = max(pos.M, pos.tens + pos.whites)
        for n_take in range(pos.M, min(pos.M + RAISES, top) + 1):
            best = max(best, race_value(pos, me, n_take))
        return best
    return race_value(pos, me, pos.M)


class HorizonSolver(Solver):
    """:class:`Solver` cut off ``horizon`` decisions below the root: a node there is valued
    by :func:`leaf_value`. The chances of every take and the modelled moves of the other
    seats are the exact solver's, so the first ``horizon`` decisions are searched exactly
    and only what lies beyond is estimated."""

    def __init__(self, root: Pos, me: int, horizon: int, others=None, deadline: float | None = None,
                 moves: dict | None = None) -> None:
        super().__init__(root, me, others, deadline, None, moves)
        self.horizon = horizon
        self.level = 0
        self.memos = [{} for _ in range(horizon + 1)]  # by depth: a node's value depends on its depth
        self.leaves = 0  # the nodes valued by the estimate (none: the search was exact)

    def value(self, tens, whites, n_last, turn, stones, pot) -> float:
        if self.level >= self.horizon:
            self.leaves += 1
            if self.deadline is not None and self.leaves % 16 == 0 and time.perf_counter() > self.deadline:
                raise TimeoutError("the horizon search did not fit in the time budget")
            r = self.root
            return leaf_value(Pos(r.n, tens, whites, self.total_white - whites, n_last, turn, stones, pot,
                                  r.chips, r.stakes), self.me)
        self.level += 1
        self.memo = self.memos[self.level]
        try:
            return super().value(tens, whites, n_last, turn, stones, pot)
        finally:
            self.level -= 1
            self.memo = self.memos[self.level]


def solve(pos: Pos, prune: bool = True, deadline: float | None = None,
          cache: SolveCache | None = None) -> tuple[int, list[tuple[int, float]]]:
    """Hard's choice at ``pos``: (action, [(action, my expected net chips)] at the root;
    with ``prune`` the takes that cannot be best are left out of the list). Raises
    TimeoutError past ``deadline`` (a ``time.perf_counter()`` value). ``cache``: solved
    nodes to start from and to add to."""
    me = pos.turn
    in_hand = sum(1 for s in pos.stones if s >= 0)
    mode = "minimax" if in_hand <= 2 else "normal"
    memo, moves = cache.get(pos, me, mode) if cache is not None else (None, None)
    solver = Solver(pos, me, None if mode == "minimax" else normal_action, deadline, memo, moves)
    acts = solver.root_actions(prune)
    return best_of(acts)[0], acts


@register("blackstone", "hard")
class HardAgent(Agent):
    """The exact dynamic program. ``think_ms``: its time budget; a position whose solution
    does not fit (many players early in a hand) is played by the normal policy. None: no
    budget (always exact, the same decision on every machine)."""

    def __init__(self, think_ms: int | None = 1000, **_ignored) -> None:
        self.think_ms = think_ms

    #: solved nodes shared by the hard agents of this process (a pure function's memo)
    cache = SolveCache()

    def decide(self, view: dict, legal: list[str], rng: Rng) -> Decision:
        if len(legal) == 1:
            return only_move(legal)
        pos = Pos.from_view(view)
        start = time.perf_counter()
        # 5 % of the budget is kept for the clock check granularity and the normal fallback.
        deadline = None if self.think_ms is None else start + self.think_ms * 0.95 / 1000.0
        exact_by = None if self.think_ms is None else start + self.think_ms * self.exact_share / 1000.0
        try:
            action, acts = solve(pos, deadline=exact_by, cache=self.cache)
            values = dict(acts)
        except TimeoutError:
            action, values = self.horizon_search(pos, deadline)
        return explain(pos, view, _action(action, legal), values, legal)

    #: the share of the budget the exact solution may take before the horizon search starts
    exact_share = 0.7

    def horizon_search(self, pos: Pos, deadline: float) -> tuple[int, dict]:
        """(action, {action: my expected chips}) of the deepest :class:`HorizonSolver`
        that finishes by ``deadline`` (horizons 2, 3, ...); the normal policy when none
        does."""
        action = normal_action(pos)
        values = {action: race_value(pos, pos.turn, action) if action else -float(pass_loss(pos, pos.turn, pos.W))}
        _, moves = self.cache.get(pos, pos.turn, "normal")
        others = None if sum(1 for s in pos.stones if s >= 0) <= 2 else normal_action
        for horizon in range(2, 40):
            solver = HorizonSolver(pos, pos.turn, horizon, others, deadline, moves)
            try:
                acts = solver.root_actions()
            except TimeoutError:
                break
            action, values = best_of(acts)[0], dict(acts)
            if not solver.leaves:  # nothing was left to estimate: this is the exact solution
                break
        return action, values


def bust_chance(pos: Pos, n_take: int) -> float:
    """The chance that a take of ``n_take`` busts the seat to act."""
    stones = pos.stones[pos.turn]
    keep, _ = _rows(pos.tens, pos.whites, stones, n_take)[n_take]
    return max(0.0, 1.0 - sum(keep))


def explain(pos: Pos, view: dict, action: str, values: dict, legal: list[str]) -> Decision:
    """``action`` with its reason: the bust odds of the take and the next larger one, what
    a pass costs, and the expected net chips the search found (``values``: action -> chips)."""
    pass_cost = view["pass_cost"]
    if action == "pass":
        m = pos.M
        fields = {"pass_cost": pass_cost, "count": m, "bust_pct": bust_chance(pos, m)}
        if m in values:
            return Decision(action, "blackstone_pass", {**fields, "take_loss_chips": -values[m]})
        return Decision(action, "blackstone_pass_odds", fields)
    n_take = int(action.split()[1])
    worth = values.get(n_take)
    if worth is None:  # a take past the sure bust is valued as the sure bust
        worth = values.get(max((k for k in values if k), default=PASS), 0.0)
    fields = {"bust_pct": bust_chance(pos, n_take), "take_chips": worth, "pass_cost": pass_cost}
    if f"take {n_take + 1}" in legal:
        return Decision(action, "blackstone_take",
                        {**fields, "more": n_take + 1, "more_pct": bust_chance(pos, n_take + 1)})
    return Decision(action, "blackstone_take_last", fields)


ARENA = ArenaRules("net chips per hand", net_chips)

LEVEL_NOTE = ("In Blackstone, hard is clearly stronger than normal: hard works out every take exactly, and "
              "normal makes one move in twenty without thinking. Easy guesses the odds, and makes one move in "
              "ten without thinking.")


def odds(view: dict, exact: bool = False, most_takes: int = 6) -> dict:
    """The odds panel for the seat of ``view``, from what it sees: ``bust`` {N: the chance
    a take of N busts me, for the legal N from M, at most ``most_takes`` of them}, the
    ``pass`` cost and the ``bust_cost``."""
    seat = view["seat"]
    top = min(view["draw_size"], view["M"] + most_takes - 1)
    busts = bust_probabilities(view["draw_counts"], min(view["stones"][seat], 1), top, exact)
    return {"game": view["game"], "seat": seat,
            "bust": {n: busts[n] for n in range(max(1, view["M"]), top + 1)},
            "pass": view["pass_cost"], "bust_cost": view["bust_cost"]}


# The reasons only this game's agents give (code -> English template; see ai/reasons.py).
REASONS = {
    "blackstone_take": "it busts you {bust_pct} of the time and is worth {take_chips} chips on average; "
                       "taking {more} would bust you {more_pct} of the time, and passing costs {pass_cost}",
    "blackstone_take_last": "it busts you {bust_pct} of the time and is worth {take_chips} chips on "
                            "average; passing costs {pass_cost}",
    "blackstone_pass": "passing costs {pass_cost} chips; the smallest take, {count}, busts you {bust_pct} "
                       "of the time and would cost {take_loss_chips} chips on average",
    "blackstone_pass_odds": "passing costs {pass_cost} chips, and the smallest take, {count}, busts you "
                            "{bust_pct} of the time",
}
