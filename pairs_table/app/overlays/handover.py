"""The hand-over screen of pass-and-play.

When more than one human shares a table with hidden cards, the table is hidden whenever
the next human to act is not the one whose view is on screen: an opaque screen asks to
pass the device to that player, who confirms with a button (or Enter). Only then does the
table show that seat's private cards (:meth:`~..table.handover.Handover.show`).

A table needs nothing of its own for this: the table kit's hand-over rule
(:class:`~..table.handover.Handover`) opens the screen when it is due, and a table draws a
seat's private cards face up only when the seat is the viewer. A table may add a line of
what the player is about to do with its ``handover_hint``.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, box_at, felt_background, place_solid, rounded_panel
from ..scene import Scene
from ..widgets import button


class HandoverScene(Scene):
    """"Pass to <name>": hides the whole table until ``seat``'s player confirms."""

    transparent = False  # nothing of the table may show through

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.continue_button = None
        self.menu_button = None
        self.done = False

    @property
    def name(self) -> str:
        return self.table.name(self.seat)

    def _panel(self) -> pygame.Rect:
        w, h = self.app.size
        s = ui_scale((w, h))
        pw, ph = min(w - 40, scaled(560, s)), scaled(300, s)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def build_ui(self) -> None:
        r = self._panel()
        s = ui_scale(self.app.size)
        pad = scaled(36, s)
        bh = scaled(52, s)
        self.continue_button = button(
            self, (r.x + pad, r.bottom - pad - bh, r.width - 2 * pad, bh),
            tr("I am {player}: show my cards  [Enter]", player=self.name), "primary")
        mw, mh = scaled(150, s), scaled(36, s)
        self.menu_button = button(self, (self.app.size[0] - mw - scaled(16, s), scaled(16, s), mw, mh),
                                  tr("Menu  [Esc]"), "quiet")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.continue_button:
                self.confirm()
                return True
            if event.ui_element is self.menu_button:
                self.table.open_menu()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.confirm()
                return True
            if event.key == pygame.K_ESCAPE:
                self.table.open_menu()
                return True
        return False

    def confirm(self) -> None:
        """The named player has the device: show the table from their seat."""
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.table.handover.show(self.seat)

    def draw(self, surface) -> None:
        size = self.app.size
        s = ui_scale(size)
        surface.blit(felt_background(size), (0, 0))
        r = self._panel()
        key = r.size
        if getattr(self, "_panel_key", None) != key:
            self._panel_surf = rounded_panel(r.size, (14, 20, 18), 255, scaled(18, s), GOLD + (170,))
            self._panel_key = key
        place_solid(surface, self._panel_surf, r, scaled(18, s), "HandOverScene")
        t = self.app.text
        room = r.width - scaled(60, s)
        head_h = scaled(48, s)
        t.draw(surface, tr("Pass to {player}", player=self.name), scaled(34, s), GOLD, bold=True, align="center",
               owner="handover", box=(r.x + scaled(12, s), r.y + scaled(54, s) - head_h // 2, r.width - scaled(24, s), head_h))
        lines = [tr("Only {player} should look at the screen now.", player=self.name)]
        hint = self.table.handover_hint(self.seat)
        if hint:
            lines.append(hint)
        y = r.y + scaled(104, s)
        for i, line in enumerate(lines):
            for part in t.wrap(line, scaled(16, s), r.width - scaled(60, s)):
                t.draw(surface, part, scaled(16, s), INK if i == 0 else INK_DIM, fit="none", owner="handover",
                       align="center",
                       box=box_at((r.centerx, y), room, t.height(scaled(16, s))))
                y += scaled(24, s)
