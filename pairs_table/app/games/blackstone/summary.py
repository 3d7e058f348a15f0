"""The end of a hand of Blackstone in words: who passed and who busted on a second 10 with
what it cost, the stakes returned, the pot taken or split (with the remainder), the chips."""

from __future__ import annotations

from ...table.log import Msg, Plural
from ...table.summary import chip_summary


def say(e, name):
    d = e.data
    if e.kind == "pass":
        return Plural("{name} passed: lost the stake of {stake} and paid a fine of {paid} chip.",
                      "{name} passed: lost the stake of {stake} and paid a fine of {paid} chips.", d["paid"],
                      name=name(e.seat), stake=d["stake"], paid=d["paid"])
    if e.kind == "bust":
        return Plural("{name} took a second 10 and busted: lost the stake of {stake} and paid {paid} chip.",
                      "{name} took a second 10 and busted: lost the stake of {stake} and paid {paid} chips.", d["paid"],
                      name=name(e.seat), stake=d["stake"], paid=d["paid"])
    if e.kind == "stakes_returned" and d["seats"]:
        return Msg("Every player still in took back their stake.")
    return None


def hand_summary(events, facts, result, name):
    return chip_summary(events, facts, result, name, say)
