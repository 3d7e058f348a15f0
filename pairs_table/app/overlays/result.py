"""The result of a game over its table: who lost, the final scores and the session's tally;
Rematch [R] or Title. Enter does nothing here: a result stays until the player picks one, so
a press meant for the last hand's summary never starts a new game unseen."""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, RED, box_at
from ..widgets import button
from .base import Overlay


class ResultScene(Overlay):
    """The loser announced, the final scores and the session's tally; Rematch or Title. A
    game whose end reads otherwise gives its own ``face``: its ``panel_size``, ``headline()``
    and ``draw(scene, surface)`` take the place of the loser's."""

    panel_size = (560, 470)
    AUTO_REMATCH = 4.0  # seconds, in demo mode

    def __init__(self, app, table, face=None) -> None:
        super().__init__(app)
        self.table = table
        self.face = face
        if face is not None:
            self.panel_size = face.panel_size
        self.rematch_button = self.title_button = None
        self.elapsed = 0.0

    @property
    def loser(self):
        return self.table.facts.get("loser")

    def headline(self) -> str:
        if self.face is not None:
            return self.face.headline()
        loser = self.loser
        if loser is None:
            winners = self.table.facts.get("winners") or []
            if len(winners) == 1:  # a game won by one player rather than lost by one
                return tr("{name} wins!", name=self.table.name(winners[0]))
            return tr("The game is over")
        if self.table.seats.you(loser):
            return tr("You lose this one")
        return tr("{name} loses!", name=self.table.name(loser))

    def column(self) -> tuple[str, list]:
        """The heading and figures of the players' column: the scores, or the chips of a
        game that keeps no scores."""
        facts = self.table.facts
        if facts.get("scores") is not None:
            return tr("Points"), facts["scores"]
        return tr("Chips"), facts.get("chips") or [""] * self.table.n

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
        if self.face is not None:
            self.face.draw(self, surface)
            return
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        table = self.table
        facts = table.facts
        room = self.inner_width(r)
        t.draw(surface, self.headline(), scaled(32, s), RED, bold=True, fit="none", owner="result", align="center",
               box=box_at((r.centerx, r.y + scaled(44, s)), room, t.height(scaled(32, s), True)))
        loser = self.loser
        if loser is not None:
            sub = tr("{score} points reached the losing score of {losing}.", score=facts["scores"][loser],
                     losing=facts["losing_score"])
            t.draw(surface, sub, scaled(15, s), INK_DIM, fit="none", owner="result", align="center",
                   box=box_at((r.centerx, r.y + scaled(82, s)), room, t.height(scaled(15, s))))
        y = r.y + scaled(116, s)
        x0, x1, x2 = r.x + scaled(40, s), r.right - scaled(190, s), r.right - scaled(40, s)
        size = scaled(15, s)
        gap = scaled(12, s)
        # the columns: names from x0, points ending at x1, games lost ending at x2
        name_w, col_w = x1 - x0 - scaled(90, s) - gap, x2 - x1 - gap
        line_h = t.height(size, True)

        def cell(text, x, w, colour, bold=False, align="left"):
            t.draw(surface, text, size, colour, bold=bold, fit="none", owner="result", align=align, valign="top",
                   box=(x, y, w, line_h))

        cell(tr("Player"), x0, name_w, GOLD, True)
        heading, figures = self.column()
        cell(heading, x1 - scaled(90, s), scaled(90, s), GOLD, True, "right")
        losers = "loser" in facts  # a game someone loses: the games each has lost this session
        if losers:
            cell(tr("Games lost"), x1 + gap, col_w, GOLD, True, "right")
        y += scaled(28, s)
        row_h = min(scaled(30, s), (r.bottom - scaled(100, s) - y) // max(1, table.n))
        for seat in range(table.n):
            colour = RED if seat == loser else INK
            cell(table.name(seat), x0, name_w, colour, seat == loser)
            cell(str(figures[seat]), x1 - scaled(90, s), scaled(90, s), colour, True, "right")
            if losers:
                cell(str(table.session_losses[seat]), x1 + gap, col_w, colour, False, "right")
            y += row_h
        games = tr("Game {n} of this session", n=table.games)
        t.draw(surface, games, scaled(13, s), INK_DIM, fit="none", owner="result", align="center",
               box=box_at((r.centerx, r.bottom - scaled(92, s)), room, t.height(scaled(13, s))))
