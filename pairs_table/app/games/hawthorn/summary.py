"""The end of a hand of Hawthorn in words: the pairs caught and the folds with what each
cost, who took the pot as the last player in, and the chips won or lost."""

from __future__ import annotations

from ...table.log import Msg
from ...table.summary import chip_summary


def hand_summary(events, facts, result, name):
    lines = []
    for e in events:
        d = e.data
        if e.kind == "pair":
            lines.append(Msg("{name} caught a pair of {rank}s and paid {paid} chips.",
                             name=name(e.seat), rank=d["rank"], paid=d["paid"]))
        elif e.kind == "fold":
            lines.append(Msg("{name} folded and paid {paid} chips.", name=name(e.seat), paid=d["paid"]))
    return chip_summary(events, facts, result, name, lines)
