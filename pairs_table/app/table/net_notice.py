"""The connection's words over a hosted table: who is still to join (and, on the host, the
address and table code to give them), "reconnecting…", or why the table is gone. Drawn at
the middle of the felt, under the piles, while there is something to say; nothing otherwise."""

from __future__ import annotations

from .. import textlog
from ..render import GOLD, INK, panel_inside, rounded_panel


class NetNotice:
    def __init__(self, table) -> None:
        self.table = table
        self._cache = (None, None)

    def lines(self) -> list[str]:
        match = self.table.match
        return match.notice() if match.remote else []

    def picture(self, lines: list[str]):
        t = self.table
        L = t.layout
        key = (tuple(lines), L.size)
        if self._cache[0] == key:
            return self._cache[1]
        text = t.app.text
        size = L.font_size(15)
        styles = [(size if i else L.font_size(17), INK if i else GOLD, not i) for i in range(len(lines))]
        pad = L.px(14)
        room = L.felt.width - 4 * pad  # a line longer than the felt is wide takes two lines
        extents = [text.extent(line, k, colour, bold, width=room) for line, (k, colour, bold) in zip(lines, styles)]
        w = min(L.felt.width - 2 * pad, max(e[0] for e in extents) + 2 * pad)
        h = sum(e[1] + L.px(4) for e in extents) + 2 * pad - L.px(4)
        pic = rounded_panel((w, h), (14, 20, 18), 255, L.px(12), (246, 200, 92, 170))
        y = pad
        for line, (k, colour, bold), (_w, line_h) in zip(lines, styles, extents):
            text.draw(pic, line, k, colour, bold=bold, align="center", valign="top",
                      box=(pad, y, w - 2 * pad, line_h), owner="net_notice")
            y += line_h + L.px(4)
        self._cache = (key, pic)
        return pic

    def draw(self, surface) -> None:
        lines = self.lines()
        if not lines:
            return
        L = self.table.layout
        pic = self.picture(lines)
        rect = pic.get_rect(midtop=(L.centre.centerx, L.centre.bottom + L.px(8)))
        rect.bottom = min(rect.bottom, L.felt.bottom - L.px(8))
        textlog.opaque(surface, panel_inside(rect, L.px(12)), "net notice")
        textlog.place(surface, pic, rect)
