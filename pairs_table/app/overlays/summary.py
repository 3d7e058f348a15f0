"""The end of a hand over its table: who won what and why, and each seat's standing; the
next hand is dealt on Continue (Enter), or by itself after a few seconds when the settings
say so or no human sits at the table.

What it shows is a :class:`~..table.summary.HandSummary` (the game's own ``summary.py``);
this overlay only lays it out. While it waits for the player it draws nothing and wakes for
nothing; counting down, it asks for one update when the time is up.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..reasons import action_words
from ..render import GOLD, INK, INK_DIM, box_at
from ..table.log import words
from ..widgets import button
from .base import Overlay

CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def signed(n) -> str:
    """A change as shown: "+3", "−2", "0", "" when there is none."""
    if n is None:
        return ""
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"\u2212{-n}")


class SummaryScene(Overlay):
    panel_size = (640, 500)
    LINE_H, ROW_H = 20, 24  # at scale 1

    def __init__(self, app, table, summary, then) -> None:
        super().__init__(app)
        self.table = table
        self.summary = summary
        self.then = then
        self.elapsed = 0.0
        self.done = False
        self.auto = table.turns.auto_continue()
        self.delay = table.turns.summary_time()
        self.continue_button = None
        self.table_buttons: dict = {}  # button -> a table action (ending a chip session)

    # ---- widgets -----------------------------------------------------------------------------------
    def fit_height(self) -> None:
        """The panel as tall as the summary needs (at scale 1; the overlay scales it)."""
        width = self.panel_size[0] - 56
        lines = sum(len(self.app.text.wrap(words(x), 15, width)) for x in self.summary.lines)
        h = 64 + lines * self.LINE_H + 4 * len(self.summary.lines) + 16 + self.ROW_H * (len(self.summary.rows) + 1) + 92
        self.panel_size = (self.panel_size[0], max(300, min(620, h)))

    def build_ui(self) -> None:
        self.fit_height()
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(24, s)
        bh = scaled(46, s)
        bw = scaled(220, s)
        y = r.bottom - pad - bh
        self.continue_button = button(self, (r.right - pad - bw, y, bw, bh), tr("Continue  [Enter]"), "primary",
                                      tr("Deal the next hand"))
        self.table_buttons = {}
        x = r.x + pad
        for action in self.table_actions():
            label = action_words(self.table.match, action, self.table.name)
            b = button(self, (x, y, bw, bh), label[:1].upper() + label[1:], "quiet")
            self.table_buttons[b] = action
            x += bw + scaled(10, s)

    def table_actions(self) -> list[str]:
        st = self.table.state
        return [] if st.is_over else list(st.table_actions())

    # ---- input ------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.continue_button:
                self.go_on()
                return True
            action = self.table_buttons.get(event.ui_element)
            if action is not None:
                self.take(action)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in CONTINUE_KEYS:
                self.go_on()
                return True
            if event.key == pygame.K_ESCAPE:
                self.table.open_menu()
                return True
        return False

    def close(self) -> bool:
        if self.done:
            return False
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        return True

    def go_on(self) -> None:
        """Continue: the next hand (or the result of the game)."""
        if self.close():
            self.then()

    def take(self, action: str) -> None:
        """A table action instead of the next hand (ending a chip session)."""
        if self.close():
            self.table.apply(action)

    # ---- time ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.auto and self.elapsed >= self.delay:
            self.go_on()

    def next_deadline(self) -> float | None:
        return max(0.0, self.delay - self.elapsed) if self.auto and not self.done else None

    # ---- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        sm = self.summary
        pad = scaled(28, s)
        width = r.width - 2 * pad
        t.draw(surface, words(sm.title), scaled(26, s), GOLD, bold=True, fit="cut", owner="summary", align="center",
               box=box_at((r.centerx, r.y + scaled(34, s)), width, t.height(scaled(26, s), True)))
        y = r.y + scaled(64, s)
        x = r.x + pad
        bottom = r.bottom - scaled(84, s)
        rows_h = scaled(24, s) * (len(sm.rows) + 1) + scaled(10, s)
        size = scaled(15, s)
        for line in sm.lines:
            for part in t.wrap(words(line), size, width):
                if y + scaled(self.LINE_H, s) > bottom - rows_h:
                    break
                t.draw(surface, part, size, INK, fit="none", owner="summary", valign="top",
                       box=(x, y, width, scaled(self.LINE_H, s)))
                y += scaled(self.LINE_H, s)
            y += scaled(4, s)
        self.draw_rows(surface, x, min(y + scaled(12, s), bottom - rows_h), width, s)
        if self.auto:
            note = tr("The next hand starts by itself.")
            t.draw(surface, note, scaled(13, s), INK_DIM, fit="none", owner="summary", valign="top",
                   box=(x, r.bottom - scaled(24, s) - scaled(13, s), width, t.height(scaled(13, s))))

    def draw_rows(self, surface, x: int, y: int, width: int, s: float) -> None:
        t = self.app.text
        sm = self.summary
        size = scaled(15, s)
        c_change, c_total = x + int(width * 0.62), x + width
        # the columns: names in the first 45 %, this hand's change ending at 62 %, the total at the end
        name_w, change_w, total_w = int(width * 0.45), c_change - x - int(width * 0.45), c_total - c_change
        line_h = t.height(size, True)

        def cell(text, left, w, colour, bold=True, align="right", fit="none"):
            t.draw(surface, text, size, colour, bold=bold, fit=fit, align=align, owner="summary", valign="top",
                   box=(left, y, w, line_h))

        cell(tr("Player"), x, name_w, GOLD, align="left")
        cell(tr("This hand"), c_change - change_w, change_w, GOLD)
        cell(words(sm.unit), c_change, total_w, GOLD)
        y += scaled(24, s)
        for row in sm.rows:
            name = words(row.who)
            if row.note is not None:
                name = f"{name} · {words(row.note)}"
            cell(name, x, name_w, INK, row.note is not None, "left", "cut")
            cell(signed(row.change), c_change - change_w, change_w, INK_DIM if not row.change else INK)
            cell("" if row.total is None else str(row.total), c_change, total_w, INK)
            y += scaled(24, s)
