"""The question asked before a fold or pass gives up the hand (the "confirm before folding"
setting): the table's own button text says what it costs."""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, blit_centered
from ..widgets import button
from ..table.actions import as_spec, short
from .base import Overlay

QUESTIONS = {
    "fold": ("Fold and give up this hand?", "Fold  [Enter]"),
    "pass": ("Pass and give up this hand?", "Pass  [Enter]"),
}


class ConfirmFoldScene(Overlay):
    panel_size = (520, 230)

    def __init__(self, app, table, action: str) -> None:
        super().__init__(app)
        self.table = table
        self.action = action
        self.word = action.split()[0]
        self.yes_button = self.no_button = None

    def cost_line(self) -> str:
        """The table's label of the action, without its key."""
        for spec in map(as_spec, self.table.action_specs()):
            if spec.action == self.action:
                return short(spec.label)
        return ""

    def build_ui(self) -> None:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(28, s)
        bw, bh = (r.width - 3 * pad) // 2, scaled(46, s)
        y = r.bottom - pad - bh
        self.no_button = button(self, (r.x + pad, y, bw, bh), tr("Keep playing  [Esc]"), "primary")
        self.yes_button = button(self, (r.right - pad - bw, y, bw, bh), tr(QUESTIONS[self.word][1]), "danger")

    def confirm(self) -> None:
        self.app.stack.pop()
        self.table.human_action(self.action, confirmed=True)

    def cancel(self) -> None:
        self.app.stack.pop()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.yes_button:
                self.confirm()
                return True
            if event.ui_element is self.no_button:
                self.cancel()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self.confirm()
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_n):
                self.cancel()
                return True
        return False

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        blit_centered(surface, t.render(tr(QUESTIONS[self.word][0]), scaled(24, s), GOLD, bold=True),
                      (r.centerx, r.y + scaled(48, s)))
        cost = self.cost_line()
        if cost:
            blit_centered(surface, t.render(cost, scaled(17, s), INK), (r.centerx, r.y + scaled(92, s)))
