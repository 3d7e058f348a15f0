"""The Goblin's Poker table: secret hands of six, the secret first card, five rounds of
playing a card face down to the centre or passing for the pot plus ``L``; the centre is
shuffled and dealt back face up from the smallest stack.

A :class:`~...table.secret_table.SecretHandTable` with the centre between the piles and
the pot below it. The centre cards are always backs and carry no rank: nobody can tell
which player played which (the viewer's own card is named in the side panel only).
"""

from __future__ import annotations

import pygame

from ...i18n import tr
from ...render import INK, box_at
from ...table.actions import ActionSpec
from ...table.plate import Token
from ...table.secret_table import SecretHandTable
from . import panel
from .handlers import GoblinsHandlers

SMALLEST_COLOUR = (140, 200, 255)
CENTRE_OFFSETS = ((0, 0), (0.16, -0.05), (-0.15, 0.04), (0.07, 0.09), (-0.08, -0.1), (0.2, 0.1), (-0.2, -0.04),
                  (0.02, -0.14))


class GoblinsTable(SecretHandTable):
    action_rows = 1

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.events.register(GoblinsHandlers(self).handlers())

    def reset_picture(self) -> None:
        super().reset_picture()
        self.centre: list = []
        self.smallest = None

    def begin_hand(self, d) -> None:
        self.smallest = None

    # ---- the centre and the pot ------------------------------------------------------------------
    def centre_point(self):
        return self.geo().slots[1]

    def centre_positions(self, count: int) -> list:
        """A loose heap: each card a little off the middle (fixed offsets, not by owner)."""
        x, y = self.centre_point()
        cw = self.layout.card[0]
        return [(x + CENTRE_OFFSETS[i % 8][0] * cw, y + CENTRE_OFFSETS[i % 8][1] * cw) for i in range(count)]

    def place_extra(self, duration: float) -> None:
        h = self.layout.card[1] * 0.86
        for c, pos in zip(self.centre, self.centre_positions(len(self.centre))):
            if c.on_arrive is None or not c.moving:
                c.send(pos, h, False, duration)

    def is_extra(self, c) -> bool:
        return c in self.centre

    def sweep_extra(self) -> None:
        for c in self.centre:
            self.drop(c)
        self.centre = []

    def pot_point(self):
        """Below the centre cards, in front of the piles."""
        x, y = self.geo().slots[1]
        return x, y + self.layout.card[1] / 2 + self.layout.px(26) + self.chip_r * 1.6

    # ---- what the panel and plates show -------------------------------------------------------------
    def action_specs(self) -> list[ActionSpec]:
        view = self.state.view(self.state.to_act) if self.human_to_act() else None
        cost = view.get("pass_cost") if view else None
        label = tr("Pass: −{n}  [P]", n=cost) if cost is not None else tr("Pass  [P]")
        return [ActionSpec("pass", label, pygame.K_p, "danger")]

    def plate_tokens(self, seat: int) -> list:
        tokens = super().plate_tokens(seat)
        if self.smallest == seat and not self.out[seat] and not tokens:
            tokens.append(Token(tr("low"), SMALLEST_COLOUR))
        return tokens

    def handover_hint(self, seat: int) -> str:
        if self.facts["phase"] == "choose":
            return tr("Choose your secret first card.")
        return tr("Round {n} of 5: play a card face down or pass.", n=self.facts["round"])

    def status_lines(self) -> list:
        return panel.status_lines(self)

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw_centre(self, surface) -> None:
        for c in self.centre:
            self.draw_card(surface, c)
        L = self.layout
        if self.centre:
            x, y = self.centre_point()
            count = str(len(self.centre))
            c = (int(x + L.card[0] * 0.42), int(y - L.card[1] * 0.42))
            rad = max(self.app.text.extent(count, L.font_size(14), (20, 20, 20), True)) // 2 + L.px(4)
            pygame.draw.circle(surface, INK, c, rad)
            self.app.text.draw(surface, count, L.font_size(14), (20, 20, 20), bold=True, fit="none", align="center",
                               box=box_at(c, 2 * rad, 2 * rad), owner="goblins_poker.centre")
        self.draw_pot(surface)
