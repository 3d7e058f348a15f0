"""The Goblin's Poker table: secret hands of six, the secret first card, five rounds of
playing a card face down to the centre or passing for the pot plus ``L``; the centre is
shuffled and dealt back face up from the smallest stack.

A :class:`~...table.scene.TableScene` holding the kit's :class:`~...table.secret_table.SecretHand`
and :class:`~...table.chip_table.ChipPart`, with the centre (:class:`Centre`) between the
piles and the pot below it. The centre cards are always backs and carry no rank: nobody can tell
which player played which (the viewer's own card is named in the side panel only).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...i18n import tr
from ...render import INK, box_at
from ...table.actions import ActionSpec
from ...table.log import Msg
from ...table.plate import Token
from ...table.chip_table import ChipPicture
from ...table.picture import TablePicture
from ...table.scene import TableScene
from ...table.secret_table import SecretPicture, hold_secret_hands
from . import panel
from .handlers import GoblinsHandlers

SMALLEST_COLOUR = (140, 200, 255)
CENTRE_OFFSETS = ((0, 0), (0.16, -0.05), (-0.15, 0.04), (0.07, 0.09), (-0.08, -0.1), (0.2, 0.1), (-0.2, -0.04),
                  (0.02, -0.14))


@dataclass
class GoblinsPicture(SecretPicture, ChipPicture, TablePicture):
    centre: list = field(default_factory=list)  # the cards face down in the centre
    smallest: int | None = None  # the seat with the smallest stack, who starts the round


class Centre:
    """The cards played face down to the centre, between the piles (``table.pic.centre``)."""

    def __init__(self, table) -> None:
        self.table = table

    def point(self):
        return self.table.secret.geo().slots[1]

    def positions(self, count: int) -> list:
        """A loose heap: each card a little off the middle (fixed offsets, not by owner)."""
        x, y = self.point()
        cw = self.table.layout.card[0]
        return [(x + CENTRE_OFFSETS[i % 8][0] * cw, y + CENTRE_OFFSETS[i % 8][1] * cw) for i in range(count)]

    def place(self, duration: float) -> None:
        t = self.table
        h = t.layout.card[1] * 0.86
        for c, pos in zip(t.pic.centre, self.positions(len(t.pic.centre))):
            if c.on_arrive is None or not c.moving:
                c.send(pos, h, False, duration)

    def holds(self, c) -> bool:
        return c in self.table.pic.centre

    def sweep(self) -> None:
        t = self.table
        for c in t.pic.centre:
            t.drop(c)
        t.pic.centre = []

    def pot_point(self):
        """Below the centre cards, in front of the piles."""
        t = self.table
        x, y = self.point()
        return x, y + t.layout.card[1] / 2 + t.layout.px(26) + t.chips.chip_r * 1.6

    def draw(self, surface) -> None:
        t = self.table
        centre = t.pic.centre
        for c in centre:
            t.secret.draw_card(surface, c)
        L = t.layout
        if centre:
            x, y = self.point()
            count = str(len(centre))
            c = (int(x + L.card[0] * 0.42), int(y - L.card[1] * 0.42))
            rad = max(t.app.text.extent(count, L.font_size(14), (20, 20, 20), True)) // 2 + L.px(4)
            pygame.draw.circle(surface, INK, c, rad)
            t.app.text.draw(surface, count, L.font_size(14), (20, 20, 20), bold=True, fit="none", align="center",
                            box=box_at(c, 2 * rad, 2 * rad), owner="goblins_poker.centre")


class GoblinsTable(TableScene):
    action_rows = 1

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.centre = Centre(self)
        self.secret, self.chips = hold_secret_hands(self, centre=self.centre, new_hand=self.begin_hand,
                                                    pot_point=self.centre.pot_point)
        self.events.register(GoblinsHandlers(self).handlers())
        self.reset_picture()

    def new_picture(self) -> GoblinsPicture:
        return GoblinsPicture(**self.chips.fresh(), **self.secret.fresh())

    def begin_hand(self, d) -> None:
        self.pic.smallest = None

    def no_card_reason(self) -> Msg:
        return Msg("You cannot play a card from your hand now.")

    # ---- what the panel and plates show -------------------------------------------------------------
    def action_specs(self) -> list[ActionSpec]:
        view = self.state.view(self.state.to_act) if self.human_to_act() else None
        cost = view.get("pass_cost") if view else None
        label = tr("Pass: −{n}  [P]", n=cost) if cost is not None else tr("Pass  [P]")
        return [ActionSpec("pass", label, pygame.K_p, "danger")]

    def plate_tokens(self, seat: int) -> list:
        tokens = self.secret.plate_tokens(seat)
        if self.pic.smallest == seat and not self.pic.out[seat] and not tokens:
            tokens.append(Token(tr("low"), SMALLEST_COLOUR))
        return tokens

    def handover_hint(self, seat: int) -> str:
        if self.facts["phase"] == "choose":
            return tr("Choose your secret first card.")
        return tr("Round {n} of 5: play a card face down or pass.", n=self.facts["round"])

    def status_lines(self) -> list:
        return panel.status_lines(self)
