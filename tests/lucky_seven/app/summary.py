"""The end of a hand of Lucky Seven in words: the cards, who was nearest to 7, the chips."""

from __future__ import annotations

from pairs_table.app.table.log import Msg, Plural
from pairs_table.app.table.summary import HandSummary, Standing


def hand_summary(events, facts, result, name) -> HandSummary:
    n = len(result["chips"])
    change = [0] * n
    lines = []
    for e in events:
        if e.kind == "showdown":
            for seat, rank in enumerate(e.data["cards"]):
                lines.append(Msg("{name} shows a {rank}.", name=name(seat), rank=rank))
        elif e.kind == "take":
            for seat, paid in enumerate(e.data["paid"]):
                change[seat] += paid
    winners = [s for s in range(n) if change[s] > 0]
    for s in winners:
        lines.append(Plural("{name} is nearest to 7 and wins {n} chip.", "{name} is nearest to 7 and wins {n} chips.",
                            change[s], name=name(s)))
    if not winners:
        lines.append(Msg("Nobody won a chip this hand."))
    rows = tuple(Standing(name(s), change[s], result["chips"][s], (s,)) for s in range(n))
    title = Msg("Hand {n} of {total}", n=facts.get("hand_no", 1), total=facts.get("hands", 1))
    return HandSummary(title, tuple(lines), Msg("Chips"), rows, {"chips": list(result["chips"])})
