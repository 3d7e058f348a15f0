"""The end of a game of Pyramid Poker over its table: the winner (or a draw), the three
positions with both hands and their names, and the VP with advanced scoring."""

from __future__ import annotations

from ...i18n import tr
from ...layout import scaled, ui_scale
from ...poker_names import hand_label
from ...render import GOLD, INK, INK_DIM, box_at
from .blocks import SEAT_COLOURS
from .phrases import outcome


class PyramidResult:
    """The face of the result overlay (:class:`~...overlays.result.ResultScene`) at the end of
    a game of Pyramid Poker."""

    panel_size = (620, 470)

    def __init__(self, table) -> None:
        self.table = table

    def headline(self) -> str:
        table = self.table
        winners = table.facts["winners"] or []
        if not winners:
            return tr("A draw")
        if table.seats.you(winners[0]):
            return tr("You win!")
        return tr("{name} wins!", name=table.name(winners[0]))

    def draw(self, scene, surface) -> None:
        r = scene.draw_panel(surface)
        s = ui_scale(scene.app.size)
        t = scene.app.text
        table = self.table
        room = scene.inner_width(r)

        def centred(text, size, colour, y, bold=False):
            t.draw(surface, text, size, colour, bold=bold, fit="none", align="center", owner="pyramid.result",
                   box=box_at((r.centerx, y), room, t.height(size, bold)))

        def at(text, size, colour, x, y, width, bold=False):
            t.draw(surface, text, size, colour, bold=bold, fit="none", valign="top", owner="pyramid.result",
                   box=(x, y, width, t.height(size, bold)))

        centred(self.headline(), scaled(32, s), GOLD, r.y + scaled(44, s), True)
        last = table.pic.history[-1] if table.pic.history else None
        if last is not None:
            centred(outcome(table, last).text(), scaled(16, s), INK, r.y + scaled(82, s))
        y = r.y + scaled(118, s)
        x0, x1, x2 = r.x + scaled(34, s), r.x + scaled(90, s), r.x + scaled(350, s)
        # the columns: the hand's number, then each seat's cards and hand
        widths = {x0: x1 - x0, x1: x2 - x1 - scaled(10, s), x2: r.right - scaled(34, s) - x2}
        size = scaled(14, s)
        at(tr("Hand"), size, GOLD, x0, y, widths[x0], True)
        at(table.name(0), size, SEAT_COLOURS[0], x1, y, widths[x1], True)
        at(table.name(1), size, SEAT_COLOURS[1], x2, y, widths[x2], True)
        y += scaled(26, s)
        mini = scaled(34, s)
        sp = scene.app.sprites
        for d in table.pic.compares:
            at(str(d["position"]), scaled(18, s), INK, x0 + scaled(10, s), y + mini // 3, widths[x0] - scaled(10, s),
               True)
            for seat, x in ((0, x1), (1, x2)):
                for i, name in enumerate(d["hands"][seat]):
                    surface.blit(sp.card(table.deck, name, mini), (x + i * scaled(27, s), y))
                text = hand_label(d["made"][seat])
                if table.advanced:
                    text += tr("  ({p:+d})", p=d["points"][seat])
                colour = GOLD if d["winner"] == seat else INK_DIM
                at(text, scaled(13, s), colour, x, y + mini + scaled(2, s), widths[x], d["winner"] == seat)
            y += mini + scaled(24, s)
        if table.pic.vp is not None:
            y += scaled(6, s)
            vp = tr("VP: {a} {x} · {b} {z} (target {t})", a=table.name(0), x=table.pic.vp[0], b=table.name(1),
                    z=table.pic.vp[1], t=table.facts["options"]["target"])
            centred(vp, size, INK, y + scaled(8, s))
        centred(tr("Game {n} of this session", n=table.games), scaled(13, s), INK_DIM, r.bottom - scaled(92, s))
