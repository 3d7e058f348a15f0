"""The end of a game of Hasenpfeffer: the winning side, both sides' points and the
session's tally of games won; Rematch or Title."""

from __future__ import annotations

import pygame

from ...i18n import tr
from ...layout import scaled
from ...overlays.result import ResultScene
from ...render import GOLD, INK, INK_DIM, blit_centered
from .said import SIDE_COLOURS


class HasenResult(ResultScene):
    panel_size = (560, 400)

    @property
    def loser(self):
        return None

    def headline(self) -> str:
        t = self.table
        side = t.winner_side()
        if side < 0:
            return tr("The game is over")
        if t.seats.n_humans == 1 and (t.seats.is_human(side) or t.seats.is_human(side + 2)):
            return tr("Your side wins!")
        return tr("{side} wins: {names}", side=t.side_word(side), names=t.seats.names([side, side + 2]).text())

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        table = self.table
        s = table.layout.scale
        t = self.app.text
        side = table.winner_side()
        colour = SIDE_COLOURS[side] if side >= 0 else GOLD
        width = r.width - scaled(40, s)
        blit_centered(surface, t.block(self.headline(), scaled(28, s), width, colour, bold=True),
                      (r.centerx, r.y + scaled(44, s)))
        sub = tr("First side to {target} points", target=table.facts["target"])
        blit_centered(surface, t.render(sub, scaled(15, s), INK_DIM), (r.centerx, r.y + scaled(80, s)))
        y = r.y + scaled(116, s)
        x0, x1, x2 = r.x + scaled(40, s), r.right - scaled(190, s), r.right - scaled(40, s)
        size = scaled(15, s)
        surface.blit(t.render(tr("Side"), size, GOLD, bold=True), (x0, y))
        for text, right in ((tr("Points"), x1), (tr("Games won"), x2)):
            head = t.render(text, size, GOLD, bold=True)
            surface.blit(head, (right - head.get_width(), y))
        y += scaled(30, s)
        scores = table.state.scores
        for k in table.sides_in_order():
            pygame.draw.rect(surface, SIDE_COLOURS[k], (x0, y + scaled(3, s), scaled(8, s), scaled(16, s)),
                             border_radius=2)
            room = pygame.Rect(x0 + scaled(16, s), y, max(0, x1 - scaled(60, s) - (x0 + scaled(16, s))), scaled(22, s))
            t.draw(surface, f"{table.side_word(k)} · {table.seats.names([k, k + 2]).text()}", size, INK, box=room,
                   valign="top", bold=k == side, fit="cut", owner="hasenpfeffer result")
            for value, right, bold in ((scores[k], x1, True), (table.session_wins[k], x2, False)):
                v = t.render(str(value), size, INK, bold=bold)
                surface.blit(v, (right - v.get_width(), y))
            y += scaled(34, s)
        games = tr("Game {n} of this session", n=table.games)
        blit_centered(surface, t.render(games, scaled(13, s), INK_DIM), (r.centerx, r.bottom - scaled(92, s)))
