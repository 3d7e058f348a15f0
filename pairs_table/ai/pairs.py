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
  that is cheaper.
"""

from __future__ import annotations

from ..engine.rng import Rng
from .base import Agent, register
from .odds import next_card_counts, pair_probability


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
    the losing score itself)."""

    def __init__(self, depth: int = 2, loss_penalty: float | None = None) -> None:
        self.depth = depth
        self.loss_penalty = loss_penalty

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if "hit" not in legal or "fold" not in legal:
            return legal[0]
        fold, hit = self.costs(view)
        return "hit" if hit < fold else "fold"

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
