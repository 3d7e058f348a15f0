"""Why the rules refused an action, in the player's language.

The engine explains a refusal in English (``IllegalAction.reason`` and ``action``);
:func:`reason_text` and :func:`action_text` read those texts back and build them again from
translated patterns. A text no pattern knows is passed to ``tr`` as it is (English when no
catalogue has it).
"""

from __future__ import annotations

import re

from .i18n import tr

_SEATS = {"North": lambda: tr("North"), "East": lambda: tr("East"), "South": lambda: tr("South"),
          "West": lambda: tr("West")}
_PHASES = {"auction": lambda: tr("auction"), "trump": lambda: tr("trump"), "discard": lambda: tr("discard"),
           "lone": lambda: tr("lone hand"), "play": lambda: tr("play")}


def _seat(word: str) -> str:
    f = _SEATS.get(word)
    return f() if f else word


def _phase(word: str) -> str:
    f = _PHASES.get(word)
    return f() if f else word


_REASONS = (
    (r"the game is over", lambda m: tr("the game is over")),
    (r"the hand is over", lambda m: tr("the hand is over")),
    (r"the hand is over \(deal the next hand first\)", lambda m: tr("the hand is over")),
    (r"the round is over", lambda m: tr("the round is over")),
    (r"the deal is over", lambda m: tr("the deal is over")),
    (r"the session is over", lambda m: tr("the session is over")),
    (r"it is not one of the legal actions now", lambda m: tr("it is not one of the legal actions now")),
    (r"no card can be drawn \(the draw pile and the discard pile are both empty\), so you must fold",
     lambda m: tr("no card can be drawn (the draw pile and the discard pile are both empty), so you must fold")),
    (r"no card can be drawn: fold", lambda m: tr("no card can be drawn: fold")),
    (r"round (\d+) is a hand round: play a card or fold",
     lambda m: tr("round {n} is a hand round: play a card or fold", n=m[1])),
    (r"round (\d+) is a deck round: hit or fold", lambda m: tr("round {n} is a deck round: hit or fold", n=m[1])),
    (r"seat (\d+) must first choose a secret first card", lambda m: tr("the secret first card comes first")),
    (r"seat (\d+) holds no (\d+)", lambda m: tr("there is no {rank} in that hand", rank=m[2])),
    (r"the first cards have already been chosen", lambda m: tr("the first cards have already been chosen")),
    (r"you must take at least (\d+) \(the last take\)",
     lambda m: tr("you must take at least {k} (the last take)", k=m[1])),
    (r"only (\d+) cards are left in the draw pile", lambda m: tr("only {k} cards are left in the draw pile", k=m[1])),
    (r"(\w+) must now act in the (\w+) step",
     lambda m: tr("{who} must now act in the {step} step", who=_seat(m[1]), step=_phase(m[2]))),
    (r"that bid does not exist with this bid scale", lambda m: tr("that bid does not exist with this bid scale")),
    (r"a bid must be higher than the current high bid \((.+)\)",
     lambda m: tr("a bid must be higher than the current high bid ({bid})", bid=m[1])),
    (r"(\S+) is not in (\w+)'s hand", lambda m: tr("{card} is not in {who}'s hand", card=m[1], who=_seat(m[2]))),
    (r"no such choice", lambda m: tr("no such choice")),
    (r"(\w+) must follow the led suit \((\w)\) with a card of that suit",
     lambda m: tr("{who} must follow the led suit ({suit}) with a card of that suit", who=_seat(m[1]), suit=m[2])),
    (r"it is time to place a block in the pyramid", lambda m: tr("it is time to place a block in the pyramid")),
    (r"it is time to take a free block from the pyramid",
     lambda m: tr("it is time to take a free block from the pyramid")),
    (r"it is time to choose one of the revealed blocks",
     lambda m: tr("it is time to choose one of the revealed blocks")),
    (r"it is time to put the taken block into one of your hands",
     lambda m: tr("it is time to put the taken block into one of your hands")),
    (r"(\S+) is not in your supply", lambda m: tr("{card} is not in your supply", card=m[1])),
    (r"slot (\d+),(\d+) already holds a block", lambda m: tr("slot {r},{c} already holds a block", r=m[1], c=m[2])),
    (r"slot (\d+),(\d+) needs blocks at (\d+),(\d+) and (\d+),(\d+) under it",
     lambda m: tr("slot {r},{c} needs blocks at {r1},{c1} and {r2},{c2} under it", r=m[1], c=m[2], r1=m[3],
                  c1=m[4], r2=m[5], c2=m[6])),
    (r"there is no block at (\d+),(\d+)", lambda m: tr("there is no block at {r},{c}", r=m[1], c=m[2])),
    (r"the block at (\d+),(\d+) is not free: a block rests on it",
     lambda m: tr("the block at {r},{c} is not free: a block rests on it", r=m[1], c=m[2])),
    (r"a revealed joker cannot be chosen", lambda m: tr("a revealed joker cannot be chosen")),
    (r"(\S+) is not one of the revealed blocks", lambda m: tr("{card} is not one of the revealed blocks", card=m[1])),
    (r"hand (\d+) is full", lambda m: tr("hand {k} is full", k=m[1])),
)

_ACTIONS = (
    (r"hit", lambda m: tr("hit")),
    (r"fold", lambda m: tr("fold")),
    (r"pass", lambda m: tr("pass")),
    (r"play (\S+)", lambda m: tr("play {card}", card=m[1])),
    (r"choose (\S+)", lambda m: tr("choose {card}", card=m[1])),
    (r"take (\d+),(\d+)", lambda m: tr("take the block at {r},{c}", r=m[1], c=m[2])),
    (r"take (\d+)", lambda m: tr("take {k}", k=m[1])),
    (r"bid (\S+)", lambda m: tr("bid {bid}", bid=m[1])),
    (r"trump (\S+)", lambda m: tr("name {suit} trumps", suit=m[1])),
    (r"discard (\S+)", lambda m: tr("discard {card}", card=m[1])),
    (r"alone", lambda m: tr("go alone")),
    (r"partner", lambda m: tr("play with your partner")),
    (r"place (?:(\S+) )?(\d+),(\d+)", lambda m: tr("place a block at {r},{c}", r=m[2], c=m[3])),
    (r"hand (\d+)", lambda m: tr("put it into hand {k}", k=m[1])),
)

_REASONS_RE = [(re.compile(p), f) for p, f in _REASONS]
_ACTIONS_RE = [(re.compile(p), f) for p, f in _ACTIONS]


def _text(text: str, table) -> str:
    for pattern, build in table:
        m = pattern.fullmatch(text)
        if m:
            return build(m)
    return tr(text)


def reason_text(reason: str) -> str:
    """An engine's refusal reason in the current language."""
    return _text(str(reason).strip(), _REASONS_RE)


def action_text(action: str) -> str:
    """An engine's action text (as refused) in the current language."""
    return _text(str(action).strip(), _ACTIONS_RE)


__all__ = ["action_text", "reason_text"]
