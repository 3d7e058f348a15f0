"""Why an agent chose its move: a reason code with typed fields.

An agent's :meth:`~pairs_table.ai.base.Agent.decide` returns a :class:`Decision`: the
action string, a reason code and the fields that fill in the code's template. The fields
come from the agent's own work (its odds, the expected chips or points of its search, the
cards that decide it), never from anything the seat could not see.

:data:`REASONS` maps each code to its English sentence, a ``str.format`` template over the
fields (as :data:`pairs_table.engine.refusals.REFUSALS` does for refusals): the codes of any
game (:data:`SHARED`, here) and the codes of one game's agents, which are that game's own
(its agents module's ``REASONS``, found through the registry when first read). A front end
translates the template (it is also the catalogue key) and fills in each field in its own
words; it never parses the English. A field's kind is given by its name:

==================  ====================================================================
field               value
==================  ====================================================================
``*_pct``           a probability from 0 to 1, said as a whole percentage
``*_pct1``          a probability said as a percentage with one decimal
``*_chips``,        a number of chips or points (an expected value, may be negative)
``*_points``, ...   any float: said with one decimal
``rank``, ``rank2``  a Pairs-deck rank, 1 to 10
``card``, ``card2``  a card's contract name (``"QS"``, ``"JOKER"``)
``cards``           a list of card names
``suit``, ``suit2``  a suit letter, ``C`` ``D`` ``H`` ``S``
``slot``            a pyramid place ``[row, column]``
``hand``, ``hand2``  one of the three Pyramid Poker hands, 1 to 3
``category``,       a poker hand category (a key of :data:`CATEGORIES`)
``category2``
``bid``             a bid's text: ``"3"``, ``"little pepper"``
``count``, ...      any other field: a whole number
==================  ====================================================================
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine.catalogue import Catalogue

SHARED: dict[str, str] = {
    # any game
    "only_move": "it is the only legal move",
    "usual": "it is this player's usual move here",
    # a secret first card (chip_common.first_card_reason)
    "first_late": "it is hard to pair (unseen cards of its rank: {count}), and a first card above the "
                  "lowest lets a lower one act first every round",
    "first_safe": "it is the hardest card in your hand to pair (unseen cards of its rank: {count})",
    "first_single": "it is hard to pair (unseen cards of its rank: {count}), and you hold no other {rank}",
}

#: every code: the shared ones and each registered game's own (its agents module's REASONS)
REASONS: Mapping[str, str] = Catalogue(SHARED, "ai", "REASONS")

#: poker hand categories as a reason names them (``category`` fields)
CATEGORIES: dict[str, str] = {
    "high": "no more than a high card",
    "pair": "a pair",
    "two_pair": "two pair",
    "trips": "three of a kind",
    "straight": "a straight",
    "flush": "a flush",
    "full_house": "a full house",
    "quads": "four of a kind",
    "straight_flush": "a straight flush",
    "pair_draw": "a start towards a pair",
    "flush_draw": "a flush draw",
    "straight_draw": "a straight draw",
}


@dataclass(frozen=True)
class Decision:
    """An agent's move (``action``, one of the legal strings) and why (``reason``, a key of
    :data:`REASONS`, with its ``fields``)."""

    action: str
    reason: str = "usual"
    fields: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.reason not in REASONS:
            raise ValueError(f"'{self.reason}' is not a reason code")

    @classmethod
    def fit(cls, action: str, reason: str, fields: dict) -> "Decision":
        """A decision with the fields of ``fields`` that the reason's template uses (all of
        them must be there)."""
        names = template_fields(REASONS[reason])
        missing = names - set(fields)
        if missing:
            raise ValueError(f"the reason '{reason}' needs the fields {sorted(missing)}")
        return cls(action, reason, {k: v for k, v in fields.items() if k in names})

    def english(self) -> str:
        """The reason in plain English (percentages whole, chips to one decimal)."""
        return english(self.reason, self.fields)


def template_fields(template: str) -> set[str]:
    """The ``{name}`` fields of a template."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _plain(name: str, value) -> str:
    if name.endswith("_pct"):
        p = float(value)
        return "<1%" if 0 < p < 0.005 else f"{round(100 * p)}%"
    if name.endswith("_pct1"):
        return f"{100 * float(value):.1f}%"
    if isinstance(value, float):
        return f"{value:.1f}"
    if name.startswith("category"):
        return CATEGORIES.get(value, str(value))
    if name == "cards":
        return ", ".join(str(v) for v in value)
    if name == "slot":
        return f"{value[0]},{value[1]}"
    return str(value)


def english(code: str, fields: dict) -> str:
    """A reason's English sentence."""
    return REASONS[code].format(**{k: _plain(k, v) for k, v in fields.items()})


def only_move(legal: list[str]) -> Decision:
    return Decision(legal[0], "only_move")


__all__ = ["CATEGORIES", "Decision", "REASONS", "SHARED", "english", "only_move", "template_fields"]
