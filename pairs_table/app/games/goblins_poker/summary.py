"""The end of a hand of Goblin's Poker in words: the pairs caught and the passes with what
each cost, the pot taken or split (with the remainder that stays), and the chips."""

from __future__ import annotations

from ...table.log import Plural
from ...table.summary import chip_summary, pair_line


def say(e, name):
    if e.kind == "pair":
        return pair_line(e, name)
    if e.kind == "pass":
        return Plural("{name} passed and paid {paid} chip.", "{name} passed and paid {paid} chips.", e.data["paid"],
                      name=name(e.seat), paid=e.data["paid"])
    return None


def hand_summary(events, facts, result, name):
    return chip_summary(events, facts, result, name, say)
