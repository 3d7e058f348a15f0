"""The end of a hand of Goblin's Poker in words: the pairs caught and the passes with what
each cost, the pot taken or split (with the remainder that stays), and the chips."""

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
        elif e.kind == "pass":
            lines.append(Msg("{name} passed and paid {paid} chips.", name=name(e.seat), paid=d["paid"]))
    return chip_summary(events, facts, result, name, lines)
