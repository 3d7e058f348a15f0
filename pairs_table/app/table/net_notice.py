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
        imgs = [text.render(line, size if i else L.font_size(17), INK if i else GOLD, bold=not i)
                for i, line in enumerate(lines)]
        pad = L.px(14)
        w = min(L.felt.width - 2 * pad, max(img.get_width() for img in imgs) + 2 * pad)
        h = sum(img.get_height() + L.px(4) for img in imgs) + 2 * pad - L.px(4)
        pic = rounded_panel((w, h), (14, 20, 18), 255, L.px(12), (246, 200, 92, 170))
        y = pad
        for img in imgs:
            pic.blit(img, ((w - img.get_width()) // 2, y))
            y += img.get_height() + L.px(4)
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
        surface.blit(pic, rect)
        textlog.opaque(surface, panel_inside(rect, L.px(12)), "net notice")
