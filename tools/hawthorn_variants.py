"""Variants of Hawthorn's policy (the one hard's playouts play) played against the policy
itself.

Each variant changes one thing (the first card, the hand-round card, a bias between staying
and folding, the model of the other seats) and plays ``--deals`` duplicate deals with 4
players against the policy, as ``pairs-table tournament`` seats and deals them (the same deal
and agent seeds). These policies take no search, so thousands of deals run in seconds:
the printed difference (variant's chips a hand minus the policy's, with the 95 % half-width of
the difference) shows what a change to the policy that hard plays out is worth.

    python tools/hawthorn_variants.py [--deals 3000] [--seed 101] [--only late,bias+1]
    python tools/hawthorn_variants.py --tune   # cross-entropy over six of its numbers
"""

from __future__ import annotations

import os
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from duel import cross_entropy, half_width, play, print_generation, variant_parser  # noqa: E402

from pairs_table.ai import hawthorn as H  # noqa: E402
from pairs_table.ai.base import Agent  # noqa: E402
from pairs_table.ai.chip_common import unseen_counts  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402


class Variant(Agent):
    """The policy with one change.

    ``first``: "low" (the policy's: the safest card), "late" (hard's: the safest of rank ``floor``
    or more), "second" (the second-lowest rank), "middle" (the middle card);
    ``bias``: chips staying must be worth above folding to hit (the normal level's handicap:
    :data:`~pairs_table.ai.hawthorn.TIMID`); ``hand_bias`` the same for
    playing a card; ``play``: "safest" (the policy's), "high" (the highest safe card), "common"
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
    "policy": dict(first="low"),
    "late": dict(),
    "normal": dict(bias=H.TIMID),
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


def against_policy(kw: dict, deals: int, seed: int, players: int = 4) -> tuple[float, float]:
    """(mean of the variant's chips a hand minus the policy's, its 95 % half-width)."""
    res = play("hawthorn", players, lambda: Variant(**kw), H.Policy, deals, seed)
    diffs = [a - b for a, b in zip(res["a"], res["b"])]
    return sum(diffs) / len(diffs), half_width(diffs)


def tuned(w: list[float]) -> dict:
    """A variant with hard's first card from six numbers: the first card's lowest rank, the
    bias against hitting and against playing a card, and the other seats' model."""
    return dict(floor=int(round(w[0])), bias=w[1], hand_bias=w[2],
                others=H.OthersModel(hand_pair=max(0.0, w[3]), fold_from=w[4], fold_slope=max(0.0, w[5])))


def tune(seed: int) -> list[float]:
    """Cross-entropy over :func:`tuned`'s numbers, each scored against the policy over 800 deals."""
    return cross_entropy(lambda w, gen: against_policy(tuned(w), 800, 300 + gen)[0],
                         [4.0, 0.0, 0.0, 0.05, 0.25, 2.0], [1.0, 1.0, 1.0, 0.05, 0.1, 1.0], 14, 4, 5, seed, print_generation)


def main(argv: list[str]) -> int:
    ap = variant_parser(__doc__, 3000)
    args = ap.parse_args(argv)
    if args.tune:
        w = tune(2024)
        for name, kw in (("tuned", tuned(w)), ("late", VARIANTS["late"])):
            mean, half = against_policy(kw, 3000, 909)
            print(f"{name} {[round(x, 3) for x in w] if name == 'tuned' else ''}: {mean:+.3f} ± {half:.3f} "
                  "against the policy (3000 deals, seed 909)", flush=True)
        return 0
    names = [x for x in args.only.split(",") if x] or list(VARIANTS)
    unknown = [x for x in names if x not in VARIANTS]
    if unknown or args.deals < 2:
        print(f"hawthorn_variants: unknown variant {', '.join(unknown)} (known: {', '.join(VARIANTS)})"
              if unknown else "hawthorn_variants: --deals must be at least 2", file=sys.stderr)
        return 2
    print(f"hawthorn, 4 players, {args.deals} deals, seed {args.seed}: variant − policy, chips a hand")
    for name in names:
        mean, half = against_policy(VARIANTS[name], args.deals, args.seed)
        print(f"{name:<14}{mean:+.3f} ± {half:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
