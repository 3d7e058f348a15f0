"""The Hawthorn table: secret hands of five, the secret first card, the first-player button,
deck rounds (hit or fold) and hand rounds (play a card or fold), the fold cost ``L``.

A :class:`~...table.secret_table.SecretHandTable` (hands, stacks, the pot, the session)
with the button on its plate, Hit and Fold for the human, and the events of
:mod:`.handlers`.
"""

from __future__ import annotations

import pygame

from ...i18n import tr
from ...table.actions import ActionSpec
from ...table.log import Msg
from ...table.plate import Token
from ...table.secret_table import SecretHandTable
from . import panel
from .handlers import HawthornHandlers

BUTTON_COLOUR = (246, 214, 120)


class HawthornTable(SecretHandTable):
    action_rows = 1

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.events.register(HawthornHandlers(self).handlers())

    def reset_picture(self) -> None:
        super().reset_picture()
        self.button = None
        self.round_type = None

    def begin_hand(self, d) -> None:
        self.button = None
        self.round_type = None

    def action_specs(self) -> list[ActionSpec]:
        view = self.state.view(self.state.to_act) if self.human_to_act() else None
        fold = tr("Fold: −{n}  [F]", n=view["L"]) if view and view["L"] is not None else tr("Fold  [F]")
        return [ActionSpec("hit", tr("Hit  [H]"), pygame.K_h, "primary"),
                ActionSpec("fold", fold, pygame.K_f, "danger")]

    def plate_tokens(self, seat: int) -> list:
        tokens = super().plate_tokens(seat)
        if self.button == seat and not tokens:
            tokens.append(Token(tr("1st"), BUTTON_COLOUR))
        return tokens

    def no_card_reason(self) -> Msg:
        return Msg("This is a deck round: hit or fold.")

    def handover_hint(self, seat: int) -> str:
        if self.facts["phase"] == "choose":
            return tr("Choose your secret first card.")
        kind = tr("a deck round: hit or fold") if self.facts["round"] % 2 else tr("a hand round: play a card or fold")
        return tr("Round {n} is {kind}.", n=self.facts["round"], kind=kind)

    def status_lines(self) -> list:
        return panel.status_lines(self)
