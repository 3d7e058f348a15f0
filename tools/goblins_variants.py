"""Variants of Goblin's Poker's policy (hard's moves) played against the policy itself.

Each variant changes the first card, the order in which the card to play is picked, or
when to pass, and plays ``--deals`` duplicate deals with 4 players against the policy
(:class:`pairs_table.ai.goblins_poker.Policy`, whose moves hard plays), as
``pairs-table tournament`` seats and deals them. No search, so thousands of deals run in
seconds; the printed difference is the variant's chips a hand minus the policy's, with
the 95 % half-width of the paired per-deal differences.

    python tools/goblins_variants.py [--deals 1000] [--seed 101] [--only f_low,p_rare]
    python tools/goblins_variants.py --steps f_high,p_rare3   # as a handicapped normal
    python tools/goblins_variants.py --tune                 # cross-entropy over weights

``--steps`` plays each named variant H as a weaker normal would be measured: policy − H
(hard − normal) over 200 deals and H − easy over 400, with seeds 1, 11 and 21 (difference
± the sum of the two half-widths). ``--tune`` searches five weights
(the card to play: a rank held twice, opponents' stacks it pairs, its rank, its unseen
copies; the first card: its risk times 1 + w × rank) by cross-entropy, and plays the
result against the policy over 3,000 deals of a seed the search did not use.
"""

from __future__ import annotations

import os
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from duel import cross_entropy, half_width, play, print_generation, variant_parser  # noqa: E402

from pairs_table.ai import goblins_poker as G  # noqa: E402
from pairs_table.ai.base import Agent, make_agent  # noqa: E402
from pairs_table.ai.chip_common import unseen_counts  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402

GAME = "goblins_poker"
POLICY_PICK = ("safe", "double", "hits", "high")


def features(view: dict, counts, r: int) -> dict:
    """What the pick orders compare for a card of rank ``r``."""
    hand = view["my_hand"]
    return {"safe": r not in view["stacks"][view["seat"]], "double": hand.count(r) > 1,
            "hits": G._hits(view, r, G._others(view)), "high": r, "low": -r,
            "common": counts[r], "rare": -counts[r]}


class Variant(Agent):
    """The policy with one change. ``first``: "normal" (the policy's), "low" (the lowest rank),
    "high", "single_high" (the rarest card held once, the higher on a tie), "fewest"
    (unseen copies plus 3 per copy in hand), or the normal card but a random one with
    chance ``random_first`` (a coin drawn from the hand, so both rotations of a deal agree);
    ``pick``: the features compared in turn to pick the card to play (the policy's:
    :data:`POLICY_PICK`; ``p_rare3``: the normal level's former handicap); ``weights``:
    instead, (double, hits, rank, unseen copies) weighed after "safe", and the first card's
    risk times 1 + w × rank; ``pass_bias``: the chips passing must be worth above staying;
    ``never_pass``."""

    def __init__(self, first="normal", pick=POLICY_PICK, weights=None, pass_bias=0.0,
                 never_pass=False, random_first=0.0) -> None:
        self.first, self.pick, self.weights = first, tuple(pick), weights
        self.pass_bias, self.never_pass, self.random_first = pass_bias, never_pass, random_first

    def first_card(self, view: dict, counts, legal: list[str]) -> str:
        hand = view["my_hand"]
        coin = hash(tuple(hand)) % 1000 / 1000.0
        if coin < self.random_first:
            return legal[int(coin / self.random_first * len(legal)) % len(legal)]
        if self.weights is not None:
            k = sum(1 for s in range(view["players"]) if view["in_hand"][s])
            total = sum(counts) or 1
            w = self.weights[4]

            def risk(r):
                return (view["rounds"] * (k - 1) / k * counts[r] / total + (hand.count(r) - 1) / k) * (1 + w * r)

            r = min(set(hand), key=lambda x: (risk(x), x))
        elif self.first == "low":
            r = min(hand)
        elif self.first == "high":
            r = max(hand)
        elif self.first == "single_high":
            singles = [x for x in set(hand) if hand.count(x) == 1] or list(set(hand))
            r = max(singles, key=lambda x: (-counts[x], x))
        elif self.first == "fewest":
            r = min(set(hand), key=lambda x: (counts[x] + hand.count(x) * 3, x))
        else:
            r = G.first_card(view, counts)
        return G._fallback(legal, f"choose {r}")

    def card(self, view: dict, counts) -> int:
        if self.weights is not None:
            a, b, c, d = self.weights[:4]

            def key(r):
                f = features(view, counts, r)
                return f["safe"], a * f["double"] + b * f["hits"] + c * r + d * counts[r]
        else:
            def key(r):
                f = features(view, counts, r)
                return tuple(f[name] for name in self.pick)
        return max(set(view["my_hand"]), key=key)

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if len(legal) == 1:
            return legal[0]
        counts = unseen_counts(view)
        if view["phase"] == "choose":
            return self.first_card(view, counts, legal)
        card = self.card(view, counts)
        if self.never_pass:
            return G._fallback(legal, f"play {card}")
        leave, stay = G.stay_or_pass(view, counts, card)
        return G._fallback(legal, f"play {card}" if stay >= leave - self.pass_bias else "pass")


VARIANTS = {
    "policy": dict(),
    **{f"pass_bias{b:+d}": dict(pass_bias=float(b)) for b in (-3, -1, 1, 3)},
    "never_pass": dict(never_pass=True),
    **{f"f_{f}": dict(first=f) for f in ("low", "high", "single_high", "fewest")},
    "p_low": dict(pick=("safe", "double", "hits", "low")),
    "p_nodouble": dict(pick=("safe", "hits", "high")),
    "p_hitsfirst": dict(pick=("safe", "hits", "double", "high")),
    "p_common": dict(pick=("safe", "double", "hits", "common", "high")),
    "p_rare": dict(pick=("safe", "double", "hits", "rare", "high")),
    "p_rare2": dict(pick=("safe", "double", "rare", "hits", "high")),
    "p_rare3": dict(pick=("safe", "rare", "double", "hits", "high")),
    "p_rare_low": dict(pick=("safe", "double", "hits", "rare", "low")),
    "rf30": dict(random_first=0.3),
    "rf50": dict(random_first=0.5),
}


def against(kw: dict, deals: int, seed: int, other: str = "policy", flip: bool = False) -> tuple[float, float, float]:
    """(variant − ``other`` in chips a hand, the policy or a level; ``flip``: ``other`` −
    variant), with the sum of the two half-widths and the paired half-width."""
    mk_v = lambda: Variant(**kw)  # noqa: E731
    mk_o = G.Policy if other == "policy" else (lambda: make_agent(GAME, other))
    res = play(GAME, 4, mk_o if flip else mk_v, mk_v if flip else mk_o, deals, seed)
    a, b = res["a"], res["b"]
    diff = [x - y for x, y in zip(a, b)]
    return statistics.fmean(diff), half_width(a) + half_width(b), half_width(diff)


def tune(seed: int) -> list[float]:
    def score(w, gen):
        return against(dict(weights=w), 800, 300 + gen)[0]


    return cross_entropy(score, [10.0, 3.0, 0.3, 0.0, 0.0], [5.0, 3.0, 1.0, 1.0, 0.3], 14, 4, 5, seed, print_generation)


def main(argv: list[str]) -> int:
    ap = variant_parser(__doc__, 1000)
    ap.add_argument("--steps", default="", help="variants to measure as a weaker normal")
    args = ap.parse_args(argv)
    names = [x for x in (args.steps or args.only).split(",") if x] or ([] if args.tune else list(VARIANTS))
    unknown = [x for x in names if x not in VARIANTS]
    if unknown or args.deals < 2:
        print(f"goblins_variants: unknown variant {', '.join(unknown)} (known: {', '.join(VARIANTS)})"
              if unknown else "goblins_variants: --deals must be at least 2", file=sys.stderr)
        return 2
    if args.tune:
        w = tune(2024)
        mean, _, paired = against(dict(weights=w), 3000, 909)
        print(f"tuned weights {[round(x, 3) for x in w]}: {mean:+.3f} ± {paired:.3f} against the policy "
              "(3000 deals, seed 909)")
        return 0
    if args.steps:
        for name in names:
            up = [against(VARIANTS[name], 200, s, flip=True) for s in (1, 11, 21)]
            down = [against(VARIANTS[name], 400, s, other="easy") for s in (1, 11, 21)]
            print(f"{name}: policy − H " + ", ".join(f"{m:+.2f} ± {h:.2f}" for m, h, _ in up)
                  + "; H − easy " + ", ".join(f"{m:+.2f} ± {h:.2f}" for m, h, _ in down), flush=True)
        return 0
    print(f"goblins_poker, 4 players, {args.deals} deals, seed {args.seed}: variant − policy, chips a hand")
    for name in names:
        mean, _, paired = against(VARIANTS[name], args.deals, args.seed)
        print(f"{name:<14}{mean:+.3f} ± {paired:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
