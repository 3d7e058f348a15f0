"""The Hawthorn table: secret hands of five, the secret first card, the first-player button,
deck rounds (hit or fold) and hand rounds (play a card or fold), the fold cost ``L``.

A :class:`~...table.scene.TableScene` holding the kit's :class:`~...table.secret_table.SecretHand`
(hands, stacks, the piles) and :class:`~...table.chip_table.ChipPart` (the pot, the
session), with the button on its plate, Hit and Fold for the human, and the events of
:mod:`.handlers`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import tr
from ...table.actions import ActionSpec
from ...table.log import Msg
from ...table.plate import Token
from ...table.chip_table import ChipPicture
from ...table.picture import TablePicture
from ...table.scene import TableScene
from ...table.secret_table import SecretPicture, hold_secret_hands
from . import panel
from .handlers import HawthornHandlers

BUTTON_COLOUR = (246, 214, 120)


@dataclass
class HawthornPicture(SecretPicture, ChipPicture, TablePicture):
    button: int | None = None  # the first player's seat
    round_type: str | None = None  # "deck" or "hand"


class HawthornTable(TableScene):
    action_rows = 1

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.secret, self.chips = hold_secret_hands(self, new_hand=self.begin_hand)
        self.events.register(HawthornHandlers(self).handlers())
        self.reset_picture()

    def new_picture(self) -> HawthornPicture:
        return HawthornPicture(**self.chips.fresh(), **self.secret.fresh())

    def begin_hand(self, d) -> None:
        self.pic.button = None
        self.pic.round_type = None

    def action_specs(self) -> list[ActionSpec]:
        view = self.state.view(self.state.to_act) if self.human_to_act() else None
        fold = tr("Fold: −{n}  [F]", n=view["L"]) if view and view["L"] is not None else tr("Fold  [F]")
        return [ActionSpec("hit", tr("Hit  [H]"), pygame.K_h, "primary"),
                ActionSpec("fold", fold, pygame.K_f, "danger")]

    def plate_tokens(self, seat: int) -> list:
        tokens = self.secret.plate_tokens(seat)
        if self.pic.button == seat and not tokens:
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
