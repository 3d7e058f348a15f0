"""What a Hasenpfeffer player may do, as the action bar's buttons and as cards to click,
from the engine's legal actions and their decoded kinds and fields alone.

Bids, the pass, the trump suits and the lone-hand choice are buttons (each with its key);
the cards to play or discard are the raised cards of the hand (keys 1-9 by position). A
card that may not be chosen is still taken to the engine, whose refusal says why (the led
suit must be followed...)."""

from __future__ import annotations

import pygame

from ....engine import hasenpfeffer as hp
from ...i18n import language, tr
from ...table.actions import ActionSpec
from ...words import SUIT_SYMBOLS
from .said import SUIT_TITLES

CARD_KINDS = ("play", "discard")
PEPPER_KEYS = {"little pepper": (pygame.K_l, "primary"), "big pepper": (pygame.K_b, "danger")}
PEPPER_LABELS = {"little pepper": "Little Pepper  [L]", "big pepper": "Big Pepper, double  [B]"}


def decoded(match, legal) -> list[tuple[str, str, dict]]:
    """(action, kind, fields) of each legal action."""
    return [(a, *match.decode(a)) for a in legal]


def read_from_the_top(specs: list[ActionSpec], per_row: int) -> list[ActionSpec]:
    """``specs`` (in reading order) ``per_row`` to a row, read from the top down as the bar
    shows them (it fills rows from the bottom up): the rows in reverse, and the buttons of a
    short row sharing the whole of it, so that the next row starts afresh."""
    rows = [specs[i:i + per_row] for i in range(0, len(specs), per_row)]
    out: list[ActionSpec] = []
    for row in reversed(rows):
        if len(row) < per_row:
            row = [spec._replace(width=1.0 / len(row)) for spec in row]
        out += row
    return out


def bar_specs(match, legal) -> list[ActionSpec]:
    """The buttons of the step now, bottom row first: pass; the peppers; the numeric bids
    three to a row, the lowest at the top left; the trump suits two to a row, in suit order
    from the top left; play alone or with the partner."""
    passes, peppers, bids, trumps, lone = [], [], [], [], []
    for action, kind, fields in decoded(match, legal):
        if kind == "pass":
            passes.append(ActionSpec(action, tr("Pass  [P]"), pygame.K_p, "quiet", width=1.0))
        elif kind == "bid" and fields["bid"] in PEPPER_KEYS:
            key, style = PEPPER_KEYS[fields["bid"]]
            peppers.append(ActionSpec(action, tr(PEPPER_LABELS[fields["bid"]]), key, style, width=0.5))
        elif kind == "bid":
            level = int(fields["bid"])
            bids.append(ActionSpec(action, f"{level}  [{level}]", pygame.K_0 + level, "primary", width=1 / 3))
        elif kind == "trump":
            s = fields["suit"]
            trumps.append(ActionSpec(action, f"{SUIT_SYMBOLS[s]} {tr(SUIT_TITLES[s])}  [{s}]",
                                     getattr(pygame, f"K_{s.lower()}"), "choice", width=0.5))
        elif kind == "alone":
            lone.append(ActionSpec(action, tr("Play alone  [A]"), pygame.K_a, "danger", width=0.5))
        elif kind == "partner":
            lone.append(ActionSpec(action, tr("With partner  [W]"), pygame.K_w, "primary", width=0.5))
    if len(peppers) == 1:
        peppers = [peppers[0]._replace(width=1.0)]
    return passes + peppers + read_from_the_top(bids, 3) + read_from_the_top(trumps, 2) + lone


class Controls:
    """The table's buttons and choosable cards for the human at turn, worked out once per
    set of legal actions (and language)."""

    def __init__(self, table) -> None:
        self.table = table
        self._key = None
        self._specs: list[ActionSpec] = []
        self._cards: dict[int, str] = {}

    def _refresh(self) -> None:
        t = self.table
        legal = tuple(t.legal_for_human())
        key = (legal, language())
        if key == self._key:
            return
        self._key = key
        self._specs = bar_specs(t.match, legal)
        self._cards = {}
        for action, kind, fields in decoded(t.match, legal):
            if kind in CARD_KINDS:
                self._cards[hp.parse_card(fields["card"])] = action

    def specs(self) -> list[ActionSpec]:
        self._refresh()
        return self._specs

    def cards(self) -> dict[int, str]:
        """Card id -> the legal action that plays or discards it (empty when no card may
        be chosen now)."""
        self._refresh()
        return self._cards

    def card_action(self, card: int) -> str:
        """The action that would play (or, in the discard step, discard) ``card``, legal or
        not: the engine says whether and why not."""
        t = self.table
        i = hp.FROM_STD[card]
        if t.facts["phase"] == "discard":
            return t.state.action_to_string(hp.discard_action(i))
        return t.state.action_to_string(i)  # a card's own index plays it
