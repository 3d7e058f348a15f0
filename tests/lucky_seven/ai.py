"""Lucky Seven's agents: easy swaps a card far from 7, normal swaps when a new card is
expected to come nearer, counting the cards it has seen."""

from __future__ import annotations

from pairs_table.ai.arena import ArenaRules
from pairs_table.ai.base import Agent, register
from pairs_table.engine.cards import PAIRS_DECK

from .engine import TARGET

LEVEL_NOTE = None  # the levels are measured apart


def _mine(view: dict) -> int:
    return view["cards"][view["seat"]]


@register("lucky_seven", "easy")
class EasyAgent(Agent):
    def choose(self, view, legal, rng) -> str:
        return "swap" if "swap" in legal and abs(_mine(view) - TARGET) >= 3 else "keep"


def swap_gain(view: dict) -> float:
    """How much nearer to 7 a new card is expected to be than the card held (in ranks):
    the deck is every card not seen (the own card, the discards shown face up)."""
    unseen = list(PAIRS_DECK)
    for card in [_mine(view)] + [d for d in view["discards"] if d is not None]:
        unseen.remove(card)
    expected = sum(abs(c - TARGET) for c in unseen) / len(unseen)
    return abs(_mine(view) - TARGET) - expected


@register("lucky_seven", "normal")
class NormalAgent(Agent):
    def choose(self, view, legal, rng) -> str:
        return "swap" if "swap" in legal and swap_gain(view) > 0 else "keep"


def odds(view: dict) -> dict:
    """The odds panel's figure: how much nearer a swap is expected to bring the card."""
    return {"swap_gain": round(swap_gain(view), 2)}


def _net_chips(state, before: dict, after: dict) -> list[float]:
    return [float(a - b) for a, b in zip(after["chips"], before["chips"])]


ARENA = ArenaRules(metric="net chips per session", payoff=_net_chips, whole_game=True)
