"""The result of a game over its table: who lost, the final scores and the session's tally;
Rematch [R] or Title. Enter does nothing here: a result stays until the player picks one, so
a press meant for the last hand's summary never starts a new game unseen."""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, RED, blit_centered
from ..widgets import button
from .base import Overlay


class ResultScene(Overlay):
    """The loser announced, the final scores and the session's tally; Rematch or Title."""

    panel_size = (560, 470)
    AUTO_REMATCH = 4.0  # seconds, in demo mode

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.rematch_button = self.title_button = None
        self.elapsed = 0.0

    @property
    def loser(self):
        return self.table.facts.get("loser")

    def headline(self) -> str:
        loser = self.loser
        if loser is None:
            return tr("The game is over")
        if self.table.seats.you(loser):
            return tr("You lose this one")
        return tr("{name} loses!", name=self.table.name(loser))

    def build_ui(self) -> None:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(28, s)
        bw, bh = (r.width - 3 * pad) // 2, scaled(48, s)
        y = r.bottom - pad - bh
        self.title_button = button(self, (r.x + pad, y, bw, bh), tr("Title"), "quiet")
        self.rematch_button = button(self, (r.right - pad - bw, y, bw, bh), tr("Rematch  [R]"), None,
                                     tr("Play again with the same seats"))
        if not self.table.can_rematch:
            self.rematch_button.disable()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.rematch_button:
                self.rematch()
                return True
            if event.ui_element is self.title_button:
                self.to_title()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r:
                self.rematch()
                return True
            if event.key == pygame.K_ESCAPE:
                self.to_title()
                return True
        return False

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.table.config.demo and self.elapsed >= self.AUTO_REMATCH:
            self.rematch()

    def next_deadline(self) -> float | None:
        return max(0.0, self.AUTO_REMATCH - self.elapsed) if self.table.config.demo else None

    def rematch(self) -> None:
        if not self.table.can_rematch:
            return
        self.app.stack.pop()
        self.table.rematch()

    def to_title(self) -> None:
        self.app.screens.back_to("title")

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        table = self.table
        facts = table.facts
        blit_centered(surface, t.render(self.headline(), scaled(32, s), RED, bold=True),
                      (r.centerx, r.y + scaled(44, s)))
        loser = self.loser
        if loser is not None:
            sub = tr("{score} points reached the losing score of {losing}.", score=facts["scores"][loser],
                     losing=facts["losing_score"])
            blit_centered(surface, t.render(sub, scaled(15, s), INK_DIM), (r.centerx, r.y + scaled(82, s)))
        y = r.y + scaled(116, s)
        x0, x1, x2 = r.x + scaled(40, s), r.right - scaled(190, s), r.right - scaled(40, s)
        size = scaled(15, s)
        surface.blit(t.render(tr("Player"), size, GOLD, bold=True), (x0, y))
        head = t.render(tr("Points"), size, GOLD, bold=True)
        surface.blit(head, (x1 - head.get_width(), y))
        head = t.render(tr("Games lost"), size, GOLD, bold=True)
        surface.blit(head, (x2 - head.get_width(), y))
        y += scaled(28, s)
        row_h = min(scaled(30, s), (r.bottom - scaled(100, s) - y) // max(1, table.n))
        for seat in range(table.n):
            colour = RED if seat == loser else INK
            surface.blit(t.render(table.name(seat), size, colour, bold=seat == loser), (x0, y))
            v = t.render(str(facts["scores"][seat]), size, colour, bold=True)
            surface.blit(v, (x1 - v.get_width(), y))
            v = t.render(str(table.session_losses[seat]), size, colour)
            surface.blit(v, (x2 - v.get_width(), y))
            y += row_h
        games = tr("Game {n} of this session", n=table.games)
        blit_centered(surface, t.render(games, scaled(13, s), INK_DIM), (r.centerx, r.bottom - scaled(92, s)))
