"""The end of a game of Pyramid Poker over its table: the winner (or a draw), the three
positions with both hands and their names, and the VP with advanced scoring."""

from __future__ import annotations

from ...i18n import tr
from ...layout import scaled, ui_scale
from ...overlays.result import ResultScene
from ...poker_names import hand_label
from ...render import GOLD, INK, INK_DIM, blit_centered
from .blocks import SEAT_COLOURS
from .phrases import outcome


class PyramidResult(ResultScene):
    panel_size = (620, 470)

    def headline(self) -> str:
        table = self.table
        winners = table.facts["winners"] or []
        if not winners:
            return tr("A draw")
        if table.seats.you(winners[0]):
            return tr("You win!")
        return tr("{name} wins!", name=table.name(winners[0]))

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        table = self.table
        blit_centered(surface, t.render(self.headline(), scaled(32, s), GOLD, bold=True),
                      (r.centerx, r.y + scaled(44, s)))
        last = table.history[-1] if table.history else None
        if last is not None:
            blit_centered(surface, t.render(outcome(table, last).text(), scaled(16, s), INK),
                          (r.centerx, r.y + scaled(82, s)))
        y = r.y + scaled(118, s)
        x0, x1, x2 = r.x + scaled(34, s), r.x + scaled(90, s), r.x + scaled(350, s)
        size = scaled(14, s)
        surface.blit(t.render(tr("Hand"), size, GOLD, bold=True), (x0, y))
        surface.blit(t.render(table.name(0), size, SEAT_COLOURS[0], bold=True), (x1, y))
        surface.blit(t.render(table.name(1), size, SEAT_COLOURS[1], bold=True), (x2, y))
        y += scaled(26, s)
        mini = scaled(34, s)
        sp = self.app.sprites
        for d in table.compares:
            num = t.render(str(d["position"]), scaled(18, s), INK, bold=True)
            surface.blit(num, (x0 + scaled(10, s), y + mini // 3))
            for seat, x in ((0, x1), (1, x2)):
                for i, name in enumerate(d["hands"][seat]):
                    surface.blit(sp.card(table.deck, name, mini), (x + i * scaled(27, s), y))
                text = hand_label(d["names"][seat])
                if table.advanced:
                    text += tr("  ({p:+d})", p=d["points"][seat])
                colour = GOLD if d["winner"] == seat else INK_DIM
                surface.blit(t.render(text, scaled(13, s), colour, bold=d["winner"] == seat),
                             (x, y + mini + scaled(2, s)))
            y += mini + scaled(24, s)
        if table.vp is not None:
            y += scaled(6, s)
            vp = tr("VP: {a} {x} · {b} {z} (target {t})", a=table.name(0), x=table.vp[0], b=table.name(1),
                    z=table.vp[1], t=table.facts["options"]["target"])
            blit_centered(surface, t.render(vp, size, INK), (r.centerx, y + scaled(8, s)))
        games = tr("Game {n} of this session", n=table.games)
        blit_centered(surface, t.render(games, scaled(13, s), INK_DIM), (r.centerx, r.bottom - scaled(92, s)))
