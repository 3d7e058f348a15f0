"""The end of a game of Hasenpfeffer: the winning side, both sides' points and the
session's tally of games won; Rematch or Title."""

from __future__ import annotations

import pygame

from ...i18n import plural, tr
from ...layout import scaled
from ...render import GOLD, INK, INK_DIM, box_at
from .said import SIDE_COLOURS


class HasenResult:
    """The face of the result overlay (:class:`~...overlays.result.ResultScene`) at the end of
    a game of Hasenpfeffer."""

    panel_size = (560, 400)

    def __init__(self, table) -> None:
        self.table = table

    def headline(self) -> str:
        t = self.table
        side = t.winner_side()
        if side < 0:
            return tr("The game is over")
        if t.seats.n_humans == 1 and (t.seats.is_human(side) or t.seats.is_human(side + 2)):
            return tr("Your side wins!")
        return tr("{side} wins: {names}", side=t.side_word(side), names=t.seats.names([side, side + 2]).text())

    def draw(self, scene, surface) -> None:
        r = scene.draw_panel(surface)
        table = self.table
        s = table.layout.scale
        t = scene.app.text
        side = table.winner_side()
        colour = SIDE_COLOURS[side] if side >= 0 else GOLD
        width = r.width - scaled(40, s)
        t.draw(surface, self.headline(), scaled(28, s), colour, bold=True, align="center", owner="hasenpfeffer.result",
               box=box_at((r.centerx, r.y + scaled(44, s)), width, 2 * t.height(scaled(28, s), True)))
        sub = plural("First side to 1 point", "First side to {n} points", table.facts["target"])
        t.draw(surface, sub, scaled(15, s), INK_DIM, fit="none", align="center", owner="hasenpfeffer.result",
               box=box_at((r.centerx, r.y + scaled(80, s)), width, t.height(scaled(15, s))))
        y = r.y + scaled(116, s)
        size = scaled(15, s)
        # the columns: the side from x0, points ending at x1, games won ending at x2; the
        # numbers' columns as wide as their headings need ("Gewonnen spellen"), taken from the sides'
        col_w = max(scaled(60, s), t.width(tr("Points"), size, True))
        games_w = max(scaled(138, s), t.width(tr("Games won"), size, True))
        x0, x2 = r.x + scaled(40, s), r.right - scaled(40, s)
        x1 = x2 - games_w - scaled(12, s)

        def cell(text, left, w, bold, colour=INK, align="right", fit="none"):
            t.draw(surface, text, size, colour, bold=bold, fit=fit, align=align, valign="top",
                   box=(left, y, max(0, w), t.height(size, bold)), owner="hasenpfeffer.result")

        cell(tr("Side"), x0, x1 - col_w - x0, True, GOLD, "left")
        cell(tr("Points"), x1 - col_w, col_w, True, GOLD)
        cell(tr("Games won"), x1 + scaled(12, s), x2 - x1 - scaled(12, s), True, GOLD)
        y += scaled(30, s)
        scores = table.facts["scores"]
        for k in table.sides_in_order():
            pygame.draw.rect(surface, SIDE_COLOURS[k], (x0, y + scaled(3, s), scaled(8, s), scaled(16, s)),
                             border_radius=2)
            room = x1 - col_w - (x0 + scaled(16, s))
            cell(f"{table.side_word(k)} · {table.seats.names([k, k + 2]).text()}", x0 + scaled(16, s), room, k == side,
                 align="left", fit="cut")
            cell(str(scores[k]), x1 - col_w, col_w, True)
            cell(str(table.session_wins[k]), x1 + scaled(12, s), x2 - x1 - scaled(12, s), False)
            y += scaled(34, s)
        games = tr("Game {n} of this session", n=table.games)
        t.draw(surface, games, scaled(13, s), INK_DIM, fit="none", align="center", owner="hasenpfeffer.result",
               box=box_at((r.centerx, r.bottom - scaled(92, s)), width, t.height(scaled(13, s))))
