"""The end of a hand of Hawthorn in words: the pairs caught and the folds with what each
cost, who took the pot as the last player in, and the chips won or lost."""

from __future__ import annotations

from ...table.log import Plural
from ...table.summary import chip_summary, pair_line


def say(e, name):
    if e.kind == "pair":
        return pair_line(e, name)
    if e.kind == "fold":
        return Plural("{name} folded and paid {paid} chip.", "{name} folded and paid {paid} chips.", e.data["paid"],
                      name=name(e.seat), paid=e.data["paid"])
    return None


def hand_summary(events, facts, result, name):
    return chip_summary(events, facts, result, name, say)
