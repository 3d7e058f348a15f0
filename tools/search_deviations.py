"""How good are the moves where hard's search leaves its policy's choice? (Hawthorn, Goblin's
Poker.)

Hands of 4 players are played by hard's policy at every seat. At each decision, hard
(a fixed number of ``--samples`` of the hidden cards, ``--margin`` standard errors, in this
process) decides from the seat's view; where it leaves its reference choice (its policy's),
both moves are played out ``--truth`` times from the real state, the real hidden hands kept
and only what nobody knows dealt again (the draw pile's order, the shuffles to come), every
seat playing hard's policy afterwards, as hard's own playouts assume. The mean of
those paired differences is the move's true gain given the real hands; over many
deviations its average says whether the search's deviations win chips.

    python tools/search_deviations.py --game goblins_poker --hands 40 --samples 48 --margin 3
"""

from __future__ import annotations

import argparse
import math
import os
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pairs_table.ai.base import make_agent  # noqa: E402
from pairs_table.ai.chip_common import policy_agent, rollout  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402
from pairs_table.engine.scenario import build_state  # noqa: E402


def true_gain(state, seat: int, move: str, ref: str, agents, rng: Rng, playouts: int) -> tuple[float, float]:
    """(mean of ``move``'s chips minus ``ref``'s from the real ``state``, its 95 %
    half-width): each playout deals the draw pile again and draws the shuffles to come,
    the same for both moves."""
    before = state.session.chips[seat] + state.session.stakes[seat]
    diffs = []
    for _ in range(playouts):
        seed = rng.next_u64()
        pay = []
        for action in (move, ref):
            st = state.clone(record=False)
            st.rng = Rng(seed ^ 0x9E37)
            Rng(seed ^ 0x7F4A).shuffle(st.draw)
            st.apply(action)
            pay.append(rollout(st, seat, agents, Rng(seed), before))
        diffs.append(pay[0] - pay[1])
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    return statistics.fmean(diffs), half


def deviations(game: str, hands: int, samples: int, margin: float, truth: int, seed: int = 11, out=None) -> dict:
    """Play ``hands`` hands; returns the decisions taken, and per deviation its phase,
    round, the reference move, hard's move and the true gain (mean, half-width)."""
    hard = make_agent(game, "hard", samples=samples, jobs=1, margin=margin)
    policy = [policy_agent(game, hard.policy) for _ in range(4)]
    rng = Rng(seed)
    found, decisions = [], 0
    for h in range(hands):
        st = build_state({"game": game, "players": 4, "seed": 5000 + h})
        while not st.hand_over:
            seat, legal, view = st.to_act, st.legal_strings(), st.view(st.to_act)
            if len(legal) > 1:
                decisions += 1
                ref = hard.reference(view, legal, rng.clone())
                move = hard.choose(view, legal, rng.clone())
                if move != ref:
                    gain = true_gain(st, seat, move, ref, policy, rng, truth)
                    found.append((view["phase"], view["round"], ref, move, gain))
                    if out:
                        print(f"hand {h} {view['phase']} round {view['round']}: {ref} -> {move}: "
                              f"{gain[0]:+.2f} ± {gain[1]:.2f}", file=out, flush=True)
            st.apply(policy[seat].choose(view, legal, rng) if len(legal) > 1 else legal[0])
    return {"decisions": decisions, "deviations": found}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True, choices=("hawthorn", "goblins_poker"))
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--samples", type=int, default=48)
    ap.add_argument("--margin", type=float, default=3.0)
    ap.add_argument("--truth", type=int, default=300, help="playouts from the real state per deviation")
    args = ap.parse_args(argv)
    if min(args.hands, args.samples, args.truth) < 2:
        print("search_deviations: --hands, --samples and --truth must be at least 2", file=sys.stderr)
        return 2
    res = deviations(args.game, args.hands, args.samples, args.margin, args.truth, out=sys.stdout)
    gains = [g[0] for *_, g in res["deviations"]]
    mean = statistics.fmean(gains) if gains else 0.0
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
    print(f"{res['decisions']} decisions, {len(gains)} deviations, true gain a deviation "
          f"{mean:+.3f} ± {half:.3f}, in all {sum(gains):+.2f} chips")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
