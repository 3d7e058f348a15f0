"""The pause menu over a table: resume, settings, or leave the table."""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, box_at
from ..widgets import button
from .base import Overlay


class PauseScene(Overlay):
    panel_size = (440, 316)

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.resume_button = self.leave_button = self.settings_button = None

    def build_ui(self) -> None:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        bw, bh = r.width - scaled(80, s), scaled(48, s)
        x = r.x + scaled(40, s)
        self.resume_button = button(self, (x, r.y + scaled(86, s), bw, bh), tr("Resume  [Esc]"), "primary")
        self.settings_button = button(self, (x, r.y + scaled(86, s) + bh + scaled(14, s), bw, bh), tr("Settings"),
                                      "quiet", tr("Language, speed, sound, cards and table"))
        self.leave_button = button(self, (x, r.y + scaled(86, s) + 2 * (bh + scaled(14, s)), bw, bh),
                                   tr("Leave the table"), "danger", tr("Back to the title screen; this game ends"))

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.resume_button:
                self.app.stack.pop()
                return True
            if event.ui_element is self.leave_button:
                self.leave_table()
                return True
            if event.ui_element is self.settings_button:
                self.app.screens.open("settings")
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        return False

    def leave_table(self) -> None:
        self.app.screens.back_to("title")

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        room = self.inner_width(r)
        t.draw(surface, tr("Paused"), scaled(30, s), GOLD, bold=True, fit="none", owner="pause", align="center",
               box=box_at((r.centerx, r.y + scaled(44, s)), room, t.height(scaled(30, s), True)))
        invite = self.table.match.invite() if self.table.match.remote else ""
        if invite:  # a table this window hosts: how others join it
            t.draw(surface, invite, scaled(14, s), INK, fit="none", owner="pause", align="center",
                   box=box_at((r.centerx, r.bottom - scaled(22, s)), room, t.height(scaled(14, s))))
