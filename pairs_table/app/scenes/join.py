"""Join a table hosted on another computer: its address and table code (as the host's window
shows them) and your name; Join takes a seat and opens the table. The fields start as they
were at the last table joined (:mod:`~...storage.last_join`). Joining runs beside the
window (the window stays alive meanwhile); why it failed is said in words under the fields
(a wrong code, a full table, nobody answering at that address)."""

from __future__ import annotations

import pygame
import pygame_gui

from ...storage.last_join import LastJoinStore
from ...storage.paths import get_paths
from ..i18n import tr
from ..join_command import JOIN_POLL, BadRequest, Joining, finished, open_table, seat_request
from ..layout import scaled, ui_scale
from ..overlays.base import Overlay
from ..render import GOLD, INK, INK_DIM, RED, box_at
from ..table import remote
from ..widgets import button, text_entry


class JoinScene(Overlay):
    panel_size = (620, 420)

    def __init__(self, app) -> None:
        super().__init__(app)
        last = LastJoinStore(get_paths()).read()
        self.address = last.address if last is not None else ""
        self.code = last.code if last is not None else ""
        self.name = last.name if last is not None else ""
        self.message = ""
        self.joining: Joining | None = None
        self.asked = ("", "", "")  # the address, code and name of the join under way
        self.address_entry = self.code_entry = self.name_entry = None
        self.join_button = self.back_button = None

    # ---- widgets ---------------------------------------------------------------------------------------
    def _rows(self):
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        label_w = int(r.width * 0.36)
        x = r.x + scaled(32, s) + label_w
        w = r.right - scaled(32, s) - x
        h = scaled(38, s)
        ys = [r.y + scaled(86, s) + k * (h + scaled(14, s)) for k in range(3)]
        return s, r, x, w, h, ys

    def build_ui(self) -> None:
        s, r, x, w, h, ys = self._rows()
        self.address_entry = text_entry(self, (x, ys[0], w, h), self.address, limit=64)
        self.code_entry = text_entry(self, (x, ys[1], w, h), self.code, limit=24)
        self.name_entry = text_entry(self, (x, ys[2], w, h), self.name, limit=40)
        bw, bh = scaled(180, s), scaled(48, s)
        by = r.bottom - scaled(28, s) - bh
        self.back_button = button(self, (r.x + scaled(32, s), by, bw, bh), tr("Back"), "quiet")
        self.join_button = button(self, (r.right - scaled(32, s) - bw, by, bw, bh), tr("Join"), "primary",
                                  tr("Take a seat at that table"))
        if self.joining is not None:
            self.join_button.disable()

    # ---- input -------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for attr, entry in (("address", self.address_entry), ("code", self.code_entry), ("name", self.name_entry)):
                if event.ui_element is entry:
                    setattr(self, attr, event.text)
                    return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:  # Enter in a field
            self.join()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.join_button:
                self.join()
                return True
            if event.ui_element is self.back_button:
                self.back()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.join()
                return True
        return False

    def back(self) -> None:
        if self.joining is not None:
            self.joining.abandon()
        self.app.stack.pop()

    def join(self) -> None:
        """Take a seat at the table the fields name (answered in :meth:`update`)."""
        if self.joining is not None:
            return
        if not self.address.strip() or not self.code.strip():
            self.message = tr("Write the host's address and the table code, as the host's window shows them.")
            self.invalidate()
            return
        try:
            host, port, code, name = seat_request(self.address, self.code, self.name)
        except BadRequest:
            self.message = tr("That is not an address and a table code: an address is like 192.168.1.20:8642, "
                              "a code like K7P2QX.")
            self.invalidate()
            return
        self.message = tr("Joining the table…")
        self.asked = (self.address.strip(), code, name)  # remembered once the seat is taken
        self.joining = Joining(host, port, code, name)
        self._make_root()

    # ---- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        j = finished(self)
        if j is None:
            return
        if j.error is not None:
            self.message = remote.refusal_words(j.error)
            self._make_root()
            return
        open_table(self.app, j.client, *self.asked, replace=True)

    def next_deadline(self) -> float | None:
        return JOIN_POLL if self.joining is not None else None

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s, r, x, w, h, ys = self._rows()
        t = self.app.text
        inner = r.width - scaled(64, s)
        t.draw(surface, tr("Join a table"), scaled(30, s), GOLD, bold=True, fit="none", align="center", owner="join",
               box=box_at((r.centerx, r.y + scaled(42, s)), inner, t.height(scaled(30, s), True)))
        labels = (tr("Host's address"), tr("Table code"), tr("Your name"))
        label_x = r.x + scaled(32, s)
        for label_text, y in zip(labels, ys):
            label_h = t.extent(label_text, scaled(16, s), INK)[1]
            t.draw(surface, label_text, scaled(16, s), INK, fit="none", valign="top", owner="join",
                   box=(label_x, y + (h - label_h) // 2, x - label_x - scaled(8, s), label_h))
        if self.message:
            colour = INK_DIM if self.joining is not None else RED
            y = ys[-1] + h + scaled(18, s)
            for line in t.wrap(self.message, scaled(15, s), inner):
                line_h = t.height(scaled(15, s))
                drawn = t.draw(surface, line, scaled(15, s), colour, fit="none", align="center", valign="top",
                               box=box_at((r.centerx, y + line_h // 2), inner, line_h), owner="join")
                y += drawn.height + scaled(3, s)
