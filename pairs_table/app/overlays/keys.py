"""Every key of the table, listed over it (F3): the keys of the focus, the keys shown on the
table's buttons as they are now, the number keys of the hand, and the function keys (F5
says your cards). As a dialog it is spoken when it opens."""

from __future__ import annotations

import re

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK
from ..widgets import button
from .base import Overlay

KEYS_KEY = pygame.K_F3
LABEL_KEY = re.compile(r"^(.*\S)\s+\[([^\]]+)\]$")  # "Fold (4)  [F]": the label and its key


def button_keys(table) -> list[tuple[str, str]]:
    """(key, what) of each button of the table's panel that shows a key, in reading order."""
    pw = table.panel_widgets
    buttons = [b for b in pw.bar.buttons.values() if b.visible] + list(pw.tools.values())
    buttons += [b for b in (pw.menu, pw.extra) if b is not None]
    out = []
    for b in buttons:
        m = LABEL_KEY.match(b.text)
        if m is not None and (m.group(2), m.group(1)) not in out:
            out.append((m.group(2), m.group(1)))
    return out


def table_keys(table) -> list[tuple[str, str]]:
    rows = [(tr("Tab, Shift+Tab"), tr("The next or previous group: cards, actions, tools")),
            (tr("Arrow keys"), tr("The nearest card, place or button of the group that way")),
            (tr("Enter, Space"), tr("Press the focused button, or take the focused card or place"))]
    if table.key_labels():
        rows.append(("1–9", tr("The card of that number in your hand")))
    rows += button_keys(table)
    rows += [("F1", tr("The rules of this game")), ("F2", tr("Say the last spoken line again")),
             ("F3", tr("This list of keys")), ("F4", tr("Say the table: its status and every seat")),
             ("F5", tr("Say your cards")),
             ("F11", tr("Full screen on and off"))]
    return rows


class KeysScene(Overlay):
    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.rows = table_keys(table)
        self.panel_size = (760, 120 + 26 * len(self.rows))
        self.close_button = None

    def geometry(self):
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        row_h = (r.height - scaled(120, s)) // max(1, len(self.rows))
        return r, s, row_h

    def build_ui(self) -> None:
        r, s, _row_h = self.geometry()
        bw, bh = scaled(200, s), scaled(36, s)
        self.close_button = button(self, (r.centerx - bw // 2, r.bottom - bh - scaled(12, s), bw, bh),
                                   tr("Close  [Esc]"), "primary")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.app.stack.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, KEYS_KEY):
            self.app.stack.pop()
            return True
        return False

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        r, s, row_h = self.geometry()
        t = self.app.text
        pad = scaled(20, s)
        t.draw(surface, tr("Keys"), scaled(24, s), GOLD, bold=True, fit="shrink", owner="keys", align="center",
               box=pygame.Rect(r.x + pad, r.y + scaled(12, s), r.width - 2 * pad, scaled(40, s)))
        size = max(9, min(scaled(14, s), int(row_h * 0.62)))
        key_w = (r.width - 2 * pad) // 4
        y = r.y + scaled(60, s)
        for key, what in self.rows:
            t.draw(surface, key, size, GOLD, bold=True, fit="shrink", owner="keys", align="left",
                   box=pygame.Rect(r.x + pad, y, key_w - scaled(8, s), row_h))
            t.draw(surface, what, size, INK, fit="cut", owner="keys", align="left",
                   box=pygame.Rect(r.x + pad + key_w, y, r.width - 2 * pad - key_w, row_h))
            y += row_h
