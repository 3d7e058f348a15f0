"""Goblin's Poker agents.

* ``baseline``: never passes; plays its lowest card that pairs nobody's stack, else its
  lowest card that does not pair its own stack, else its lowest card; first card the
  lowest.
* ``easy``: a careless beginner, no card counting: its first card is its highest (the
  rank with the most copies, the likeliest to be paired), then it plays its highest card
  that does not pair its own stack, preferring one that pairs another player's stack, and
  never passes; but one move in five it makes without looking (any legal move).
* ``normal``: hard's policy (below) with one named handicap: it does not know how much the
  first card matters, and starts its stack with its highest card, a rank with many copies
  that is soon paired (docs/ai.md has what that costs).
* ``hard``: the strongest policy found (:class:`Policy`): exact odds from the cards it has
  not seen (:func:`~.chip_common.unseen_counts`). The card dealt back to a player is its
  own with chance 1/k (k players in) and otherwise another player's, one of the unseen
  cards. Its first card is the one least likely to be paired later (few unseen copies, no
  other copy in its hand). It plays a card that does not pair its own stack, then a rank it
  holds twice, then one that pairs the most opponents' stacks, then its highest
  (:func:`pick_card`), and passes when paying the pot plus L now is cheaper than staying
  (:func:`~.chip_common.outlast_value` over the rounds left, each player pairing with its
  stack's odds, the survivors of round 5 splitting the pot). Determinized playouts by that
  policy (:class:`~.chip_common.SearchAgent`), the other seats' hidden cards sampled to fit
  what they did under that policy (the first cards they revealed, the cards they
  played face down this round: :func:`sample_world`), give the reasons of its moves; it
  plays the policy's choice, because every way of leaving it that was measured lost chips
  (see :class:`HardAgent`), and no variant of the policy measured better (docs/ai.md).
"""

from __future__ import annotations

import math

from ..engine.chipgame import determinize
from ..engine.rng import Rng
from .arena import ArenaRules, net_chips
from .base import Agent, careless_move, register
from .chip_common import DECK_COUNTS, SearchAgent, first_card_reason, outlast_value, stack_growth, unseen_counts
from .odds import centre_pair_cost, centre_pair_probability, pair_cost, pair_probability
from .reasons import Decision


def _fallback(legal: list[str], want: str) -> str:
    return want if want in legal else legal[0]


def _others(view: dict) -> list[int]:
    me = view["seat"]
    return [s for s in range(view["players"]) if s != me and view["active"][s]]


def _hits(view: dict, rank: int, others: list[int]) -> int:
    """How many of the ``others``' stacks ``rank`` pairs."""
    return sum(1 for s in others if rank in view["stacks"][s])


@register("goblins_poker", "baseline")
class BaselineAgent(Agent):
    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        hand = sorted(set(view["my_hand"]))
        if view["phase"] == "choose":
            return _fallback(legal, f"choose {hand[0]}")
        mine = view["stacks"][view["seat"]]
        anyone = {r for s, st in enumerate(view["stacks"]) if view["active"][s] for r in st}
        for group in ([r for r in hand if r not in anyone], [r for r in hand if r not in mine], hand):
            if group:
                return _fallback(legal, f"play {group[0]}")
        return _fallback(legal, "pass")


@register("goblins_poker", "easy")
class EasyAgent(Agent):
    """A careless beginner, no card counting: see the module docstring."""

    def __init__(self, careless: float = 0.2) -> None:
        self.careless = careless  # the chance of a move made without looking

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        slip = careless_move(legal, rng, self.careless)
        if slip is not None:
            return slip
        hand = sorted(set(view["my_hand"]))
        if view["phase"] == "choose":  # it does not know how much the first card matters
            return _fallback(legal, f"choose {hand[-1]}")
        mine = view["stacks"][view["seat"]]
        others = _others(view)

        def key(r):
            return (r not in mine, _hits(view, r, others) > 0, r)

        return _fallback(legal, f"play {max(hand, key=key)}")


def first_card(view: dict, counts) -> int:
    """The policy's first card: the fewest chances of being paired later, by the unseen copies
    (over the rounds) and by its other copies in my hand (each played back to me with
    chance 1/k)."""
    hand = view["my_hand"]
    k = sum(1 for s in range(view["players"]) if view["in_hand"][s])
    total = sum(counts) or 1
    rounds = view["rounds"]

    def risk(r):
        return rounds * (k - 1) / k * counts[r] / total + (hand.count(r) - 1) / k

    return min(set(hand), key=lambda r: (risk(r), r))


def pick_card(view: dict) -> int:
    """The policy's card, by these keys in turn: one that does not pair my own stack (it
    comes back to me with chance 1/k); a rank I hold twice or more (if one copy lands on my
    stack, every copy left in my hand pairs me, and every card in hand is played in the end,
    so they go first); one that pairs the most opponents' stacks; the highest (a high rank
    is the likeliest to reach my stack later and turn the copy still in my hand against
    me)."""
    mine = view["stacks"][view["seat"]]
    others = _others(view)
    hand = view["my_hand"]

    def key(r):
        return (r not in mine, hand.count(r) > 1, _hits(view, r, others), r)

    return max(set(hand), key=key)


def stay_or_pass(view: dict, counts, card: int) -> tuple[float, float]:
    """(value of passing now, value of playing ``card`` and staying in), in chips."""
    me = view["seat"]
    stacks = view["stacks"]
    others = _others(view)
    k = len(others)
    players = k + 1
    total = sum(counts)
    rounds_left = view["rounds"] - view["round"] + 1
    mass, grow = stack_growth(stacks[me], counts)
    p_pair = pair_probability(stacks[me], counts)
    cost = pair_cost(stacks[me], counts) / p_pair if p_pair > 0 else 5.0
    own_p = centre_pair_probability(stacks[me], card, counts, players)
    own_c = centre_pair_cost(stacks[me], card, counts, players)
    my_risk, my_cost, opp_risk = [], [], []
    opp = [stack_growth(stacks[s], counts) for s in others]
    avg_rank = sum(r * counts[r] for r in range(11)) / total if total else 5.5
    for t in range(rounds_left):
        if t == 0:
            my_risk.append(own_p)
            my_cost.append(own_c / own_p if own_p > 0 else 0.0)
        else:
            p = min(1.0, mass / total) * k / players if total else 1.0
            my_risk.append(p)
            my_cost.append(cost)
        mass += grow
        q = 0.0
        for i, (m, g) in enumerate(opp):
            q += min(1.0, m / total) * k / players if total else 1.0
            if t == 0 and card in stacks[others[i]]:
                q += 1.0 / players
            opp[i] = (m + g, g)
        opp_risk.append(min(1.0, q / k) if k else 1.0)
    pass_cost = view["pass_cost"]

    def split(j, pot):
        return pot // (j + 1)

    return outlast_value(k, my_risk, my_cost, opp_risk, avg_rank, view["pot"],
                         [pass_cost] * (rounds_left + 1), rounds_left, split)


class Policy(Agent):
    """Hard's policy (see the module docstring); the playouts of its search play it."""

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if len(legal) == 1:
            return legal[0]
        counts = unseen_counts(view)
        if view["phase"] == "choose":
            return _fallback(legal, f"choose {first_card(view, counts)}")
        card = pick_card(view)
        leave, stay = stay_or_pass(view, counts, card)
        return _fallback(legal, f"play {card}" if stay >= leave else "pass")


@register("goblins_poker", "normal")
class NormalAgent(Policy):
    """Hard's policy with one handicap: its first card is its highest."""

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if view["phase"] == "choose" and len(legal) > 1:
            return _fallback(legal, f"choose {max(view['my_hand'])}")
        return super().choose(view, legal, rng)


# ---- hard: worlds weighed by what the other seats did ---------------------------------------

#: the weight a sampled world keeps for each choice another seat made in it that the
#: policy would not have made (a world is kept, not thrown away: a person plays otherwise)
MISFIT = 0.1
#: worlds drawn for each one the search plays out
TRIES = 6


def _policy_first(initial: list[int], view: dict) -> int:
    """The first card the policy picks from the six cards ``initial`` (when nothing
    else was to be seen)."""
    counts = DECK_COUNTS[:]
    for r in initial:
        counts[r] -= 1
    return first_card({**view, "my_hand": initial}, counts)


def world_weight(world, me: int) -> float:
    """How well the hidden cards of a sampled ``world`` fit what the other seats have done
    there, if they play the policy: the first cards they revealed (in round 1, while
    their first hand can still be told) and the cards they played face down this round.
    Each choice the policy would not have made multiplies the weight by :data:`MISFIT`."""
    n = world.players
    w = 1.0
    shape = {"players": n, "in_hand": [t in world.seats_in for t in range(n)], "rounds": 5}
    for t in world.seats_in:
        if t == me or not world.active[t]:
            continue
        hand = world.hands[t]
        played = world.played[t]
        now = hand + ([played] if played is not None else [])
        stack = world.stacks[t]
        if world.round_no == 1 and len(stack) == 1 and _policy_first(now + stack, shape) != stack[0]:
            w *= MISFIT
        if played is not None:
            seen = {"stacks": world.stacks, "seat": t, "players": n, "active": world.active, "my_hand": now}
            if pick_card(seen) != played:
                w *= MISFIT
    return w


def sample_world(view: dict, rng: Rng):
    """A full state consistent with ``view`` in which the other seats' hidden cards fit what
    they did: of :data:`TRIES` uniform deals of the unseen cards, one drawn with chance in
    proportion to :func:`world_weight`."""
    base = determinize(view, rng)
    if view["phase"] != "turn":
        return base
    worlds = [base] + [base.determinize(view["seat"], rng) for _ in range(TRIES - 1)]
    weights = [world_weight(w, view["seat"]) for w in worlds]
    x = rng.random() * sum(weights)
    for w, wt in zip(worlds, weights):
        x -= wt
        if x <= 0:
            return w
    return worlds[-1]


@register("goblins_poker", "hard")
class HardAgent(SearchAgent):
    """Determinized playouts by :class:`Policy`, on every core, which give the reasons of
    its moves (the chips that staying in and passing are worth). It plays the policy's
    choice: by default (``margin`` infinite) it never leaves it. Leaving it for a lead of
    3 standard errors over 16 deals, and of 4.5 over 48, measured behind normal at 100 ms
    (200 deals, 4 players: -0.66, -0.80 and -2.37 chips a hand with seeds 1, 11 and 21, and
    -1.40 with seed 1), and so did uniform deals of the hidden cards instead of deals
    weighed by what the others did (-1.29 with seed 1)."""

    policy = Policy

    def __init__(self, think_ms: int = 1000, samples: int | None = None, jobs: int | None = None,
                 margin: float = math.inf, prune: float = 2.5, rounds: int = 4) -> None:
        super().__init__(think_ms, samples, jobs, margin, prune, rounds)

    def explain(self, view: dict, legal: list[str], action: str, means: dict) -> Decision:
        if view["phase"] == "choose":
            return first_card_reason(view, action)
        counts = unseen_counts(view)
        stack = view["stacks"][view["seat"]]
        players = sum(1 for a in view["active"] if a)
        plays = {a: v for a, v in means.items() if a != "pass"}
        pass_chips = means.get("pass", -float(view["pass_cost"] or 0))
        if action == "pass":
            safest = min(centre_pair_probability(stack, int(a.split()[1]), counts, players)
                         for a in legal if a != "pass")
            loss = -max(plays.values()) if plays else float(view["pass_cost"])
            return Decision(action, "goblins_pass", {"pass_cost": view["pass_cost"], "loss_chips": loss,
                                                     "pair_pct": safest})
        rank = int(action.split()[1])
        hits = _hits(view, rank, _others(view))
        fields = {"pair_pct": centre_pair_probability(stack, rank, counts, players),
                  "stay_chips": plays.get(action, 0.0), "pass_chips": pass_chips}
        if hits:
            return Decision(action, "goblins_play_hit", {**fields, "count": hits})
        return Decision(action, "goblins_play", fields)


ARENA = ArenaRules("net chips per hand", net_chips)

LEVEL_NOTE = ("In Goblin's Poker, hard is clearly stronger than normal: normal starts its stack with its "
              "highest card, which soon makes a pair. Easy does too, and plays one move in five without "
              "looking.")


def odds(view: dict, exact: bool = False) -> dict:
    """The odds panel for the seat of ``view``, from what it sees: ``play`` {card in hand:
    the chance the centre pairs me} and the ``pass`` cost."""
    seat = view["seat"]
    counts = unseen_counts(view)
    stack = view["stacks"][seat]
    players = max(1, sum(1 for a in view["active"] if a))
    return {"game": view["game"], "seat": seat,
            "play": {r: centre_pair_probability(stack, r, counts, players, exact) for r in sorted(set(view["my_hand"]))},
            "pass": view["pass_cost"]}


# The reasons only this game's agents give (code -> English template; see ai/reasons.py).
REASONS = {
    "goblins_play": "the centre then pairs you {pair_pct} of the time; staying in is worth {stay_chips} "
                    "chips on average, passing {pass_chips}",
    "goblins_play_hit": "it pairs other players' stacks ({count}), and the centre then pairs you "
                        "{pair_pct} of the time; staying in is worth {stay_chips} chips on average, "
                        "passing {pass_chips}",
    "goblins_pass": "passing costs {pass_cost} chips, and staying in would lose {loss_chips} on average: "
                    "even your safest card leaves the centre pairing you {pair_pct} of the time",
}
