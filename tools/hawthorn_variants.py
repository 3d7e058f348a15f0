"""Variants of Hawthorn's normal policy played against the normal policy itself.

Each variant changes one thing (the first card, the hand-round card, a bias between staying
and folding, the model of the other seats) and plays ``--deals`` duplicate deals with 4
players against normal, as ``pairs-table tournament`` seats and deals them (the same deal
and agent seeds). These policies take no search, so thousands of deals run in seconds:
the printed difference (variant's chips a hand minus normal's, with the 95 % half-width of
the difference) shows what a change to the policy that hard plays out is worth.

    python tools/hawthorn_variants.py [--deals 3000] [--seed 101] [--only late,bias+1]
"""

from __future__ import annotations

import argparse
import math
import os
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pairs_table.ai import hawthorn as H  # noqa: E402
from pairs_table.ai.arena import _deal_payoffs, seat_plan  # noqa: E402
from pairs_table.ai.base import Agent, make_agent  # noqa: E402
from pairs_table.ai.chip_common import unseen_counts  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402


class Variant(Agent):
    """The normal policy with one change.

    ``first``: "low" (normal: the safest card), "late" (hard's: the safest of rank ``floor``
    or more), "second" (the second-lowest rank), "middle" (the middle card);
    ``bias``: chips staying must be worth above folding to hit; ``hand_bias`` the same for
    playing a card; ``play``: "safest" (normal), "high" (the highest safe card), "common"
    (the safe card with the most unseen copies); ``others``: the model of the other seats."""

    def __init__(self, first="late", floor=4, bias=0.0, hand_bias=0.0, play="safest",
                 others: H.OthersModel = H.NORMAL_MODEL) -> None:
        self.first, self.floor, self.bias, self.hand_bias = first, floor, bias, hand_bias
        self.play, self.others = play, others

    def first_card(self, view: dict, counts) -> int:
        hand = set(view["my_hand"])
        ranks = sorted(hand)
        if self.first == "low":
            return H.safest(hand, counts)
        if self.first == "second":
            return ranks[1] if len(ranks) > 1 else ranks[0]
        if self.first == "middle":
            cards = sorted(view["my_hand"])
            return cards[len(cards) // 2]
        late = [r for r in hand if r >= self.floor]
        return H.safest(late, counts) if late else max(hand)

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if len(legal) == 1:
            return legal[0]
        counts = unseen_counts(view)
        if view["phase"] == "choose":
            return H._fallback(legal, f"choose {self.first_card(view, counts)}")
        leave, stay = H.stay_or_leave(view, counts, self.others)
        if view["round_type"] == "deck":
            return H._fallback(legal, "hit" if stay > leave + self.bias else "fold")
        safe = H._safe(view)
        if not safe or stay <= leave + self.hand_bias:
            return H._fallback(legal, "fold")
        if self.play == "high":
            card = max(safe)
        elif self.play == "common":
            card = max(safe, key=lambda r: (counts[r], r))
        else:
            card = H.safest(safe, counts)
        return H._fallback(legal, f"play {card}")


VARIANTS = {
    "normal": dict(first="low"),
    "late": dict(),
    **{f"floor{k}": dict(floor=k) for k in (3, 5, 6, 7)},
    "second": dict(first="second"),
    "middle": dict(first="middle"),
    **{f"bias{b:+d}": dict(bias=float(b)) for b in (-2, -1, 1, 2)},
    **{f"hand_bias{b:+d}": dict(hand_bias=float(b)) for b in (-1, 1)},
    "play_high": dict(play="high"),
    "play_common": dict(play="common"),
    "hand_pair0": dict(others=H.OthersModel(hand_pair=0.0)),
    "hand_pair15": dict(others=H.OthersModel(hand_pair=0.15)),
    "fold_from15": dict(others=H.OthersModel(fold_from=0.15)),
    "fold_from35": dict(others=H.OthersModel(fold_from=0.35)),
    "fold_slope1": dict(others=H.OthersModel(fold_slope=1.0)),
    "fold_slope4": dict(others=H.OthersModel(fold_slope=4.0)),
}


def against_normal(kw: dict, deals: int, seed: int, players: int = 4) -> tuple[float, float]:
    """(mean of the variant's chips a hand minus normal's, its 95 % half-width)."""
    master = Rng(seed)
    diffs = []
    for _ in range(deals):
        deal_seed, agent_seed = master.next_u64(), master.next_u64()
        sums, n = [0.0, 0.0], [0, 0]
        for r in range(2):
            plan = seat_plan(players, 2, r)
            agents = [Variant(**kw) if i == 0 else make_agent("hawthorn", "normal") for i in plan]
            pay = _deal_payoffs("hawthorn", players, deal_seed, agents, Rng(agent_seed), [[] for _ in range(players)])
            for seat, i in enumerate(plan):
                sums[i] += pay[seat]
                n[i] += 1
        diffs.append(sums[0] / n[0] - sums[1] / n[1])
    mean = sum(diffs) / len(diffs)
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / max(1, len(diffs) - 1))
    return mean, 1.96 * sd / math.sqrt(len(diffs))


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--only", default="", help="variants to play, comma-separated (default: all)")
    args = ap.parse_args(argv)
    names = [x for x in args.only.split(",") if x] or list(VARIANTS)
    unknown = [x for x in names if x not in VARIANTS]
    if unknown or args.deals < 2:
        print(f"hawthorn_variants: unknown variant {', '.join(unknown)} (known: {', '.join(VARIANTS)})"
              if unknown else "hawthorn_variants: --deals must be at least 2", file=sys.stderr)
        return 2
    print(f"hawthorn, 4 players, {args.deals} deals, seed {args.seed}: variant − normal, chips a hand")
    for name in names:
        mean, half = against_normal(VARIANTS[name], args.deals, args.seed)
        print(f"{name:<14}{mean:+.3f} ± {half:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
