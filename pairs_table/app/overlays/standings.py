"""The standings of a chip session: final standings, each player's net result, and a chart
of every bankroll over the hands (:func:`~..charts.bankroll_chart`). During a session
(``final=False``) it offers *Next hand* (carry on), *End session* and *Lobby*; when the
session is over, *Rematch* and *Lobby*.
"""

from __future__ import annotations

import pygame
import pygame_gui

from .. import textlog
from ..charts import bankroll_chart
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, GREEN, INK, INK_DIM, INK_FAINT, RED, box_at
from ..table.chips import seat_colour
from ..widgets import button
from .base import Overlay

END_REASONS = {
    "max_hands": "The hand limit was reached.",
    "too_few_players": "Too few players can still post the stake.",
    "stopped": "The players stopped the session.",
}
STATUS_LABELS = {"busted": "busted", "left": "left"}


# ---- the overlay ---------------------------------------------------------------------------------


class SessionResultScene(Overlay):
    """Standings, net results and the bankroll chart of a chip session."""

    panel_size = (820, 600)
    AUTO_REMATCH = 5.0  # seconds, in demo mode

    def __init__(self, app, table, final: bool = True) -> None:
        super().__init__(app)
        self.table = table
        self.final = final
        self.elapsed = 0.0
        self.next_button = self.end_button = self.rematch_button = self.lobby_button = None
        self._content = None
        self._content_key = None
        self.chart_rect: pygame.Rect | None = None  # the chart's place on the panel

    # ---- facts --------------------------------------------------------------------------------
    def rows(self) -> list[dict]:
        """One row per seat, best first: chips, net result and status. During a session
        the figures are those after the last finished hand."""
        t = self.table
        hist = t.chips.history
        status = {r["seat"]: r["status"] for r in t.state.standings()}
        chips = hist.last
        rows = [{"seat": s, "chips": chips[s], "net": chips[s] - hist.start[s], "status": status[s]}
                for s in range(t.n)]
        rows.sort(key=lambda r: (-r["chips"], r["seat"]))
        place = 0
        for i, r in enumerate(rows):
            if i == 0 or r["chips"] != rows[i - 1]["chips"]:
                place = i + 1
            r["place"] = place
        return rows

    def headline(self) -> tuple[str, tuple]:
        t = self.table
        if not self.final:
            played = len(t.chips.history) - 1
            return tr("Standings after {n} hands", n=played) if played != 1 else tr("Standings after 1 hand"), GOLD
        rows = self.rows()
        top = [r["seat"] for r in rows if r["place"] == 1]
        if len(top) == 1:
            if t.seats.you(top[0]):
                return tr("You finish on top!"), GOLD
            return tr("{name} finishes on top", name=t.name(top[0])), GOLD
        return tr("{names} share the top", names=t.seats.names(top)), GOLD

    def subline(self) -> str:
        t = self.table
        if not self.final:
            if t.chips.session.stop_requested:
                return tr("The session ends after the hand in play.")
            return tr("The session goes on: next hand, or end it here.")
        reason = getattr(getattr(t.state, "session", None), "end_reason", None)
        hands = len(t.chips.history) - 1
        text = tr("{n} hands played.", n=hands) if hands != 1 else tr("1 hand played.")
        if reason in END_REASONS:
            text = tr(END_REASONS[reason]) + " " + text
        return text

    # ---- widgets ---------------------------------------------------------------------------------
    def build_ui(self) -> None:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(24, s)
        bh = scaled(44, s)
        y = r.bottom - pad - bh
        gap = scaled(14, s)
        if self.final:
            specs = [("lobby_button", tr("Lobby  [L]"), "quiet", tr("Choose the game and the seats again")),
                     ("rematch_button", tr("Rematch  [R]"), None, tr("A new session with the same seats"))]
        else:
            specs = [("lobby_button", tr("Lobby  [L]"), "quiet", tr("Leave this session")),
                     ("end_button", tr("End session  [E]"), "danger",
                      tr("Stop after the hand in play; the pot is shared out")),
                     ("next_button", tr("Next hand  [Enter]"), "primary", tr("Back to the table"))]
        bw = (r.width - 2 * pad - (len(specs) - 1) * gap) // len(specs)
        for i, (attr, text, style, tip) in enumerate(specs):
            b = button(self, (r.x + pad + i * (bw + gap), y, bw, bh), text, style, tip)
            setattr(self, attr, b)
        if not self.final and (self.table.chips.session.stop_requested or self.table.state.is_over):
            self.end_button.disable()
        self._content_key = None

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            for b, fn in ((self.next_button, self.carry_on), (self.end_button, self.end_session),
                          (self.rematch_button, self.rematch), (self.lobby_button, self.to_lobby)):
                if b is not None and el is b:
                    fn()
                    return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_l:
                self.to_lobby()
                return True
            if self.final and k == pygame.K_r:  # Enter starts nothing new: the result stays
                self.rematch()
                return True
            if not self.final:
                if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_s, pygame.K_n):
                    self.carry_on()
                    return True
                if k == pygame.K_e:
                    self.end_session()
                    return True
        return False

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.final and self.table.config.demo and self.elapsed >= self.AUTO_REMATCH:
            self.rematch()

    def next_deadline(self) -> float | None:
        return max(0.0, self.AUTO_REMATCH - self.elapsed) if self.final and self.table.config.demo else None

    # ---- choices ----------------------------------------------------------------------------------
    def carry_on(self) -> None:
        self.app.stack.pop()

    def end_session(self) -> None:
        if self.table.chips.session.stop_requested or self.table.state.is_over:
            return
        self.app.stack.pop()
        self.table.chips.session.request_stop()

    def rematch(self) -> None:
        self.app.stack.pop()
        self.table.rematch()

    def to_lobby(self) -> None:
        """The game's lobby over this table: Back comes back here, Start leaves the table."""
        self.app.screens.open("lobby", self.table.config.game, over_table=True)

    # ---- drawing -------------------------------------------------------------------------------------
    def _render_content(self, r: pygame.Rect) -> pygame.Surface:
        s = ui_scale(self.app.size)
        t = self.app.text
        table = self.table
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        w = r.width
        head, colour = self.headline()
        pad = scaled(28, s)
        t.draw(surf, head, scaled(30, s), colour, bold=True, fit="none", owner="standings", align="center",
               box=box_at((w / 2, scaled(36, s)), w - 2 * pad, t.height(scaled(30, s), True)))
        t.draw(surf, self.subline(), scaled(14, s), INK_DIM, fit="none", owner="standings", align="center",
               box=box_at((w / 2, scaled(68, s)), w - 2 * pad, t.height(scaled(14, s))))
        top = scaled(92, s)
        bottom = r.height - scaled(24 + 44 + 16, s)
        # standings on the left
        size = scaled(15, s)
        list_w = int(w * 0.40)
        x0 = pad
        x_chips = pad + list_w - scaled(70, s)
        x_net = pad + list_w
        y = top
        # the columns: a place and a colour, the name, chips ending at x_chips, net ending at x_net
        gap = scaled(8, s)
        # the chips' column is as wide as its heading needs ("Чипове"), taken from the names'
        chips_w, net_w = max(scaled(60, s), t.width(tr("Chips"), size, True)), x_net - x_chips - gap
        name_x = x0 + scaled(30, s)
        name_w = x_chips - chips_w - gap - name_x
        line_h = t.height(size, True)

        def cell(text, x, cell_w, ink, bold=True, align="right", text_size=size, dy=0):
            t.draw(surf, text, text_size, ink, bold=bold, fit="none", owner="standings", align=align, valign="top",
                   box=(x, y + dy, cell_w, line_h))

        cell(tr("Player"), x0 + scaled(26, s), name_w + scaled(4, s), GOLD, align="left")
        cell(tr("Chips"), x_chips - chips_w, chips_w, GOLD)
        cell(tr("Net"), x_net - net_w, net_w, GOLD)
        y += scaled(28, s)
        rows = self.rows()
        row_h = min(scaled(34, s), (bottom - y) // max(1, len(rows)))
        for row in rows:
            seat = row["seat"]
            out = row["status"] in STATUS_LABELS
            ink = INK_FAINT if out else INK
            cell(str(row["place"]), x0, scaled(14, s), INK_DIM, False, "left", scaled(13, s), scaled(2, s))
            sw = scaled(10, s)
            pygame.draw.rect(surf, seat_colour(seat), (x0 + scaled(14, s), y + size // 2 - sw // 2 + scaled(2, s), sw, sw),
                             border_radius=max(1, sw // 3))
            name = tr("You") if table.seats.you(seat) else table.name(seat)
            drawn = t.draw(surf, name, size, ink, bold=row["place"] == 1, fit="none", owner="standings", valign="top",
                           box=(name_x, y, name_w, line_h))
            if out:
                tag_x = drawn.right + scaled(4, s)
                cell(tr(STATUS_LABELS[row["status"]]), tag_x, name_x + name_w - tag_x, RED, False, "left",
                     scaled(12, s), scaled(3, s))
            cell(str(row["chips"]), x_chips - chips_w, chips_w, ink)
            net = row["net"]
            ncol = GREEN if net > 0 else (RED if net < 0 else INK_DIM)
            cell(f"{net:+d}" if net else "0", x_net - net_w, net_w, ncol)
            y += row_h
        # the chart on the right
        cx = pad + list_w + scaled(24, s)
        chart_size = (w - cx - pad, bottom - top)
        if chart_size[0] > scaled(120, s) and chart_size[1] > scaled(80, s):
            names = [tr("You") if table.seats.you(seat) else table.name(seat) for seat in range(table.n)]
            mine = table.config.bottom_seat if table.seats.n_humans >= 1 else None
            chart = bankroll_chart(chart_size, table.chips.history, names, t, s, highlight=mine)
            self.chart_rect = textlog.place(surf, chart, (cx, top)).move(r.topleft)
        return surf

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        t = self.table
        key = (r.size, len(t.chips.history), tuple(t.chips.history.last), t.chips.session.stop_requested, self.final)
        if key != self._content_key:
            self._content = self._render_content(r)
            self._content_key = key
        textlog.place(surface, self._content, r)

