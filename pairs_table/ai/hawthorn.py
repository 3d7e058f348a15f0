"""Hawthorn agents.

* ``baseline``: first card the lowest; in a deck round hit unless the pair chance is over
  30 % and L is 3 or less; in a hand round play the lowest card that does not pair the
  stack (fold if every card pairs).
* ``easy``: no card counting: a random first card; hit while the stack holds at most 3
  cards (4 when the pot holds 8 or more), else fold; in a hand round it plays its lowest
  card that does not pair (a low rank has few copies, so its stack stays hard to pair).
  And it is careless: one move in two it leaves to chance (any legal move).
* the policy (:class:`Policy`): exact odds from the cards it has not seen
  (:func:`~.chip_common.unseen_counts`: other hands, dead cards never shown and the draw
  pile are one uniform pool from its seat). It compares folding now (L chips) with staying
  in and playing on well (:func:`~.chip_common.outlast_value`): each deck round it may
  pair (the odds of its stack, growing), each hand round it plays its safest card; each
  opponent leaves with its own pair chance (folding when that gets high), and the last one
  in takes the pot and everything the leavers paid. It plays (and picks as first card) the
  card with the fewest unseen copies, so its stack stays hard to pair.
* ``hard``: determinized playouts by the policy (:class:`~.chip_common.SearchAgent`),
  starting from a better first card than the policy's (:func:`late_first_card`): not its
  lowest one, so that it rarely becomes the first player; tuning the policy's other
  numbers found nothing better (docs/ai.md).
* ``normal``: hard's moves without the search, with one named handicap: it is timid in
  the deck rounds, and hits only when staying in looks at least ``TIMID`` chips (6) better
  than folding (docs/ai.md has what that costs).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.rng import Rng
from .arena import ArenaRules, net_chips
from .base import Agent, careless_move, register
from .chip_common import SearchAgent, first_card_reason, outlast_value, stack_growth, unseen_counts
from .odds import pair_cost, pair_probability, pair_within
from .reasons import Decision

HORIZON = 8  # my turns looked ahead


def _safe(view: dict) -> list[int]:
    """Ranks in my hand that do not pair my stack."""
    stack = view["stacks"][view["seat"]]
    return sorted({r for r in view["my_hand"] if r not in stack})


def _fallback(legal: list[str], want: str) -> str:
    return want if want in legal else legal[0]


@register("hawthorn", "baseline")
class BaselineAgent(Agent):
    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if view["phase"] == "choose":
            return _fallback(legal, f"choose {min(view['my_hand'])}")
        if view["round_type"] == "deck":
            p = pair_probability(view["stacks"][view["seat"]], unseen_counts(view))
            return _fallback(legal, "fold" if p > 0.30 and view["L"] <= 3 else "hit")
        safe = _safe(view)
        return _fallback(legal, f"play {safe[0]}" if safe else "fold")


@register("hawthorn", "easy")
class EasyAgent(Agent):
    def __init__(self, careless: float = 0.5) -> None:
        self.careless = careless  # the chance of a move left to chance

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        slip = careless_move(legal, rng, self.careless)
        if slip is not None:
            return slip
        if view["phase"] == "choose":
            return legal[rng.below(len(legal))]
        if view["round_type"] == "deck":
            size = len(view["stacks"][view["seat"]])
            limit = 4 if view["pot"] >= 8 else 3
            return _fallback(legal, "hit" if size <= limit else "fold")
        safe = _safe(view)
        return _fallback(legal, f"play {safe[0]}" if safe else "fold")


def safest(ranks, counts) -> int:
    """The rank with the fewest unseen copies (the lower one on a tie)."""
    return min(ranks, key=lambda r: (counts[r], r))


@dataclass(frozen=True)
class OthersModel:
    """How :func:`stay_or_leave` expects the other seats still in to play: in a hand round
    each pairs with chance ``hand_pair`` (they play a safe card unless they gave up); in a
    deck round each folds with chance ``(p - fold_from) * fold_slope`` (0 to 1) where p is
    its stack's chance of pairing."""

    hand_pair: float = 0.05
    fold_from: float = 0.25
    fold_slope: float = 2.0


NORMAL_MODEL = OthersModel()


def stay_or_leave(view: dict, counts, others: OthersModel = NORMAL_MODEL) -> tuple[float, float]:
    """(value of folding now, value of staying in) for the seat to act, in chips."""
    me = view["seat"]
    n = view["players"]
    stacks = view["stacks"]
    total = sum(counts)
    low = view["L"]
    deck_now = view["round_type"] == "deck"
    opps = [s for s in range(n) if s != me and view["active"][s]]
    k = len(opps)
    mass, grow = stack_growth(stacks[me], counts)
    cost_pair = pair_cost(stacks[me], counts) / max(pair_probability(stacks[me], counts), 1e-9)
    safe = _safe(view)
    spare = len(safe)
    extra = 0.0
    if not deck_now and safe:
        extra = counts[safest(safe, counts)]
    opp_mass = []
    for s in opps:
        m, g = stack_growth(stacks[s], counts)
        opp_mass.append((m, g))
    my_risk, my_cost, opp_risk = [], [], []
    avg_rank = sum(r * counts[r] for r in range(11)) / total if total else 5.5
    for t in range(HORIZON):
        deck = deck_now if t % 2 == 0 else not deck_now
        if deck:
            p = min(1.0, mass / total) if total else 1.0
            my_risk.append(p)
            my_cost.append(cost_pair if cost_pair > 0 else avg_rank)
            mass += grow
        else:
            if spare > 0:
                my_risk.append(0.0)
                my_cost.append(0.0)
                spare -= 1
                mass += extra if t == 0 else grow
            else:
                my_risk.append(1.0)
                my_cost.append(float(low))
        q = 0.0
        for i, (m, g) in enumerate(opp_mass):
            pj = min(1.0, m / total) if total else 1.0
            if not deck:
                # a hand round: they play a safe card, unless they gave up
                pj = others.hand_pair
            fold = min(1.0, max(0.0, (pj - others.fold_from) * others.fold_slope)) if deck else 0.0
            q += pj + (1 - pj) * fold
            opp_mass[i] = (m + g, g)
        opp_risk.append(q / k if k else 1.0)
    opp_pay = 0.5 * (avg_rank + low)
    return outlast_value(k, my_risk, my_cost, opp_risk, opp_pay, view["pot"], [low] * (HORIZON + 1), HORIZON)


class Policy(Agent):
    """The policy hard's playouts play (see the module docstring)."""

    timid = 0.0  # chips staying in must look better than folding before it hits

    def first_card(self, view: dict, counts) -> int:
        return safest(set(view["my_hand"]), counts)

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if len(legal) == 1:
            return legal[0]
        counts = unseen_counts(view)
        if view["phase"] == "choose":
            return _fallback(legal, f"choose {self.first_card(view, counts)}")
        leave, stay = stay_or_leave(view, counts)
        if view["round_type"] == "deck":
            return _fallback(legal, "hit" if stay > leave + self.timid else "fold")
        safe = _safe(view)
        if not safe or stay <= leave:
            return _fallback(legal, "fold")
        return _fallback(legal, f"play {safest(safe, counts)}")


def late_first_card(view: dict, counts) -> int:
    """Hard's first card: the safest card of rank 4 or more (the highest card if there is
    none), so that another player's lower card makes them the first player, who must act
    first in every round (playouts against the normal policy put that seat at about 0.7
    chips a hand with 4 players and 1.2 with 6)."""
    hand = set(view["my_hand"])
    late = [r for r in hand if r >= 4]
    return safest(late, counts) if late else max(hand)


TIMID = 6.0


@register("hawthorn", "normal")
class NormalAgent(Policy):
    """Hard's first card and the policy, timid in the deck rounds (:data:`TIMID`)."""

    def __init__(self, timid: float = TIMID) -> None:
        self.timid = timid

    def first_card(self, view: dict, counts) -> int:
        return late_first_card(view, counts)


@register("hawthorn", "hard")
class HardAgent(SearchAgent):
    """Determinized playouts by :class:`Policy`, on every core; the first card to beat
    is :func:`late_first_card`."""

    policy = Policy

    def reference(self, view: dict, legal: list[str], rng: Rng) -> str:
        if view["phase"] == "choose":
            return _fallback(legal, f"choose {late_first_card(view, unseen_counts(view))}")
        return super().reference(view, legal, rng)

    def explain(self, view: dict, legal: list[str], action: str, means: dict) -> Decision:
        if view["phase"] == "choose":
            return first_card_reason(view, action, late=True)
        counts = unseen_counts(view)
        stack = view["stacks"][view["seat"]]
        fold = means.get("fold", -float(view["fold_cost"] or 0))
        staying = [v for a, v in means.items() if a != "fold"]
        stay = means.get(action) if action != "fold" else (max(staying) if staying else fold)
        if action == "hit":
            return Decision(action, "hawthorn_hit", {"pair_pct": pair_probability(stack, counts),
                                                     "stay_chips": stay, "fold_chips": fold})
        if action.startswith("play"):
            rank = int(action.split()[1])
            return Decision(action, "hawthorn_play", {"count": counts[rank],
                                                      "stay_chips": stay, "fold_chips": fold})
        if view["round_type"] == "hand" and not _safe(view):
            return Decision(action, "hawthorn_fold_stuck", {"fold_cost": view["fold_cost"]})
        return Decision(action, "hawthorn_fold", {"fold_cost": view["fold_cost"], "stay_chips": stay,
                                                  "pair_pct": pair_probability(stack, counts)})


ARENA = ArenaRules("net chips per hand", net_chips)

LEVEL_NOTE = ("In Hawthorn, hard is clearly stronger than normal: normal folds too soon in the deck rounds. "
              "Easy counts no cards, and plays one move in two at random.")


def odds(view: dict, exact: bool = False) -> dict:
    """The odds panel for the seat of ``view``, from what it sees: ``pair`` (a hit pairs
    me), ``pair2`` (within two hits), the ``fold`` cost, ``safe`` (hand cards that do not
    pair my stack) and the ``round_type``."""
    seat = view["seat"]
    counts = unseen_counts(view)
    stack = view["stacks"][seat]
    return {"game": view["game"], "seat": seat,
            "pair": pair_probability(stack, counts, exact),
            "pair2": pair_within(stack, counts, 2, exact),
            "fold": view["fold_cost"],
            "safe": sorted({r for r in view["my_hand"] if r not in stack}),
            "round_type": view["round_type"]}


# The reasons only this game's agents give (code -> English template; see ai/reasons.py).
REASONS = {
    "hawthorn_hit": "a hit pairs you {pair_pct} of the time; staying in is worth {stay_chips} chips on "
                    "average, folding {fold_chips}",
    "hawthorn_play": "it cannot pair your stack (unseen cards of its rank: {count}); staying in is worth "
                     "{stay_chips} chips on average, folding {fold_chips}",
    "hawthorn_fold": "folding costs {fold_cost} chips now, and staying in is worth only {stay_chips} on "
                     "average (a hit pairs you {pair_pct} of the time)",
    "hawthorn_fold_stuck": "folding costs {fold_cost} chips now, and every card in your hand pairs your "
                           "stack",
}
