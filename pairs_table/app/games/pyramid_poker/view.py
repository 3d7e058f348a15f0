"""The Pyramid Poker table's picture on the kit's :class:`~...table.view.TableView`: its
background is the board's resting layer (felt, pyramid and every block at rest), and each
plate carries the colour of the edge its owner's blocks show and a tag for who builds or
picks first."""

from __future__ import annotations

import pygame

from ... import textlog
from ...i18n import tr
from ...layout import scaled
from ...render import INK_DIM, rounded_panel
from ...table.view import TableView
from .blocks import SEAT_COLOURS


class PyramidView(TableView):
    def __init__(self, table) -> None:
        super().__init__(table)
        self._tags: dict = {}

    def clear(self) -> None:
        super().clear()
        self._tags.clear()
        self.table.board.clear()

    def felt(self):
        return self.table.board.layer(super().felt())

    def plate(self, surface, seat: int) -> None:
        super().plate(surface, seat)
        t = self.table
        plate = t.layout.spot(seat).plate
        s = t.layout.scale
        bar = pygame.Rect(plate.x + scaled(4, s), plate.y + scaled(8, s), scaled(4, s), plate.height - scaled(16, s))
        pygame.draw.rect(surface, SEAT_COLOURS[seat], bar, border_radius=2)
        tag = tr("builds first") if seat == t.pic.builder else tr("picks first") if seat == t.pic.picker else None
        if tag is None:
            return
        img = self.tag(tag)
        if t.side(seat) == 1:
            r = img.get_rect(midtop=(plate.centerx, plate.bottom + scaled(3, s)))
        else:
            r = img.get_rect(midbottom=(plate.centerx, plate.top - scaled(3, s)))
        textlog.place(surface, img, r)

    def tag(self, text: str) -> pygame.Surface:
        L = self.table.layout
        key = (text, L.scale)
        img = self._tags.get(key)
        if img is None:
            s = L.scale
            text_cache = self.table.app.text
            ww, wh = text_cache.extent(text, L.font_size(12), INK_DIM)
            img = rounded_panel((ww + scaled(14, s), wh + scaled(4, s)), (10, 16, 14), 170, scaled(8, s))
            text_cache.draw(img, text, L.font_size(12), INK_DIM, fit="none", valign="top",
                            box=(scaled(7, s), scaled(2, s), ww, wh), owner="pyramid.tag")
            self._tags[key] = img
        return img
