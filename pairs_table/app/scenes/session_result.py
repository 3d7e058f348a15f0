"""The result of a chip session (Hawthorn, Goblin's Poker, Blackstone): final standings,
each player's net result, and a chart of every bankroll over the hands.

Three pieces, shared by the chip tables:

* :class:`ChipHistory`: each player's bankroll at the start and after every hand.
* :class:`ChipSessionMixin`: put it before :class:`~.table.TableScene` in a chip table's
  bases (``class HawthornTable(ChipSessionMixin, TableScene)``). It records the bankrolls
  from the engine's ``result()`` whenever a hand is over (after the session's end too, so
  the last point is the final standings), opens the standings with ``S`` or the
  *Standings* button, lets the players stop the session between hands (the engine's
  ``end_session()``, rule S-7) and shows :class:`SessionResultScene` when the session ends.
* :class:`SessionResultScene`: the overlay. During a session (``final=False``) it offers
  *Next hand* (carry on), *End session* and *Lobby*; when the session is over, *Rematch*
  and *Lobby*.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ..chips import seat_colour
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, GREEN, INK, INK_DIM, INK_FAINT, RED, blit_centered
from ..widgets import button
from .overlays import Overlay

END_REASONS = {
    "max_hands": "The hand limit was reached.",
    "too_few_players": "Too few players can still post the stake.",
    "stopped": "The players stopped the session.",
}
STATUS_LABELS = {"busted": "busted", "left": "left"}


class ChipHistory:
    """Bankroll per seat at the start of the session and after each hand."""

    def __init__(self, start) -> None:
        self.points: list[list[int]] = [list(start)]
        self.hands: list[int | None] = [None]  # the hand number each point closes

    @property
    def start(self) -> list[int]:
        return self.points[0]

    @property
    def last(self) -> list[int]:
        return self.points[-1]

    def record(self, hand, chips) -> bool:
        """The bankrolls after ``hand``; recording the same hand again replaces its point
        (the session's end shares out the pot after the last hand). True if it changed."""
        chips = list(chips)
        if hand is not None and self.hands[-1] == hand:
            if self.points[-1] == chips:
                return False
            self.points[-1] = chips
            return True
        self.points.append(chips)
        self.hands.append(hand)
        return True

    def __len__(self) -> int:
        return len(self.points)


def start_bankrolls(state) -> list[int]:
    """What each player brought to the session (S-8: final chips − result)."""
    return [r["chips"] - r["result"] for r in state.standings()]


class ChipSessionMixin:
    """Bankroll history, standings, stopping between hands and the session result for a
    :class:`~.table.TableScene` of a chip game."""

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.history = ChipHistory(start_bankrolls(self.state))
        self.stop_requested = False
        self.standings_button = None

    # ---- recording -------------------------------------------------------------------------
    def note_bankrolls(self) -> None:
        st = self.state
        if st.hand_over or st.is_over:
            if self.history.record(self.facts["hand_no"], st.result()["chips"]):
                self.touch()

    def _after_action(self) -> None:
        self.note_bankrolls()
        super()._after_action()

    # ---- stopping ----------------------------------------------------------------------------
    def request_stop(self) -> None:
        """End the session once the hand in play is over (at once if none is)."""
        st = self.state
        if st.is_over or self.finished:
            return
        self.stop_requested = True
        self.add_log(tr("The session ends after this hand."), GOLD)
        if st.hand_over and self.idle:
            self._deal_next()

    def _deal_next(self) -> None:
        st = self.state
        if st.is_over:
            return
        if not self.stop_requested:
            super()._deal_next()
            return
        events = self.match.act("end session")
        self.write_save()
        self.touch()
        self.feed(events)
        self.note_bankrolls()
        from ..anim import Do

        self.queue.add(Do(self._after_action))

    # ---- the overlay ---------------------------------------------------------------------------
    def open_standings(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.push(SessionResultScene(self.app, self, final=self.state.is_over))

    def show_result(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.note_bankrolls()
        self.touch()
        self.record_stats()
        if self.app.stack.top is self:
            self.app.stack.push(SessionResultScene(self.app, self, final=True))

    def rematch(self) -> None:
        self.stop_requested = False
        super().rematch()
        self.history = ChipHistory(start_bankrolls(self.state))

    # ---- widgets and keys ------------------------------------------------------------------------
    def build_ui(self) -> None:
        super().build_ui()
        m = self.menu_button
        if m is None:
            return
        r = m.relative_rect
        gap = scaled(8, self.layout.scale)
        half = (r.width - gap) // 2
        m.kill()  # built again at half the width (in a smaller type if its text needs it)
        self.menu_button = button(self, (r.x, r.y, half, r.height), m.text, "quiet")
        self.standings_button = button(self, (r.x + half + gap, r.y, r.width - half - gap, r.height),
                                       tr("Standings  [S]"), "quiet", tr("Bankrolls so far; end the session"))

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.standings_button \
                and self.standings_button is not None:
            self.open_standings()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.open_standings()
            return True
        return super().handle(event)


# ---- the chart --------------------------------------------------------------------------------


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick spacing (1, 2, 5, 10, 20, 50, ...) giving about ``ticks`` ticks."""
    raw = max(1.0, span / max(1, ticks))
    base = 1
    while True:
        for k in (1, 2, 5):
            if base * k >= raw:
                return base * k
        base *= 10


def chart_points(points, rect: pygame.Rect, top: int) -> list[list[tuple[int, int]]]:
    """Screen points of each seat's line: x by hand (0 = the start), y by chips (0 at the
    bottom of ``rect``, ``top`` chips at its top)."""
    n_hands = max(1, len(points) - 1)
    seats = len(points[0])
    lines = []
    for s in range(seats):
        line = []
        for i, chips in enumerate(points):
            x = rect.left + rect.width * i / n_hands
            y = rect.bottom - rect.height * min(chips[s], top) / max(1, top)
            line.append((int(round(x)), int(round(y))))
        lines.append(line)
    return lines


def bankroll_chart(size, history: ChipHistory, names, text, scale: float, highlight=None) -> pygame.Surface:
    """Each seat's bankroll over the hands as coloured lines, with the starting bankroll
    dashed, chip and hand axes, and the names at the lines' ends."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (8, 14, 12, 200), surf.get_rect(), border_radius=scaled(10, scale))
    fs = max(9, scaled(12, scale))
    points = history.points
    top_val = max(max(p) for p in points)
    step = nice_step(top_val, 4)
    top = max(step, -(-int(top_val * 1.05) // step) * step)
    label_w = max(text.render(str(v), fs, INK_DIM).get_width() for v in (0, top))
    name_w = min(int(w * 0.22), max(text.render(nm, fs, INK).get_width() for nm in names) + scaled(12, scale))
    pad = scaled(10, scale)
    plot = pygame.Rect(pad + label_w + scaled(6, scale), pad + fs // 2,
                       0, 0)
    plot.width = w - plot.left - name_w - pad
    plot.height = h - plot.top - fs - scaled(14, scale)
    # grid and chip axis
    for v in range(0, top + 1, step):
        y = plot.bottom - plot.height * v / top
        pygame.draw.line(surf, (70, 90, 80, 160), (plot.left, y), (plot.right, y))
        img = text.render(str(v), fs, INK_DIM)
        surf.blit(img, (plot.left - scaled(6, scale) - img.get_width(), y - img.get_height() / 2))
    # hand axis
    n_hands = len(points) - 1
    hstep = nice_step(max(1, n_hands), 6)
    for i in range(0, n_hands + 1, hstep):
        x = plot.left + plot.width * i / max(1, n_hands)
        pygame.draw.line(surf, (90, 110, 100), (x, plot.bottom), (x, plot.bottom + scaled(4, scale)))
        img = text.render(str(i), fs, INK_DIM)
        surf.blit(img, (x - img.get_width() / 2, plot.bottom + scaled(5, scale)))
    cap = text.render(tr("hands"), fs, INK_FAINT)
    surf.blit(cap, (plot.right + scaled(10, scale), plot.bottom + scaled(5, scale)))
    # the starting bankroll, dashed
    start = history.start
    if len(set(start)) == 1:
        y = plot.bottom - plot.height * start[0] / top
        dash = scaled(6, scale)
        for x in range(plot.left, plot.right, 2 * dash):
            pygame.draw.line(surf, (200, 200, 190, 150), (x, y), (min(x + dash, plot.right), y))
    # the lines (the highlighted seat last, so it is on top)
    lines = chart_points(points, plot, top)
    order = sorted(range(len(lines)), key=lambda s: s == highlight)
    width = max(2, scaled(2.5, scale))
    for s in order:
        line = lines[s]
        colour = seat_colour(s)
        thick = width + (1 if s == highlight else 0)
        if len(line) == 1:
            line = [line[0], (plot.right, line[0][1])]
        pygame.draw.lines(surf, colour, False, line, thick)
        if n_hands <= 40:
            for p in line[1:]:
                pygame.draw.circle(surf, colour, p, thick + 1)
        pygame.draw.circle(surf, colour, line[-1], thick + 3)
    # names at the ends, nudged apart
    ends = sorted(((lines[s][-1][1], s) for s in range(len(lines))))
    gap = fs + scaled(2, scale)
    placed = []
    for y, s in ends:
        y = max(y, placed[-1] + gap) if placed else y
        placed.append(y)
    overflow = placed[-1] + fs // 2 - (h - pad) if placed else 0
    if overflow > 0:
        placed = [y - overflow for y in placed]
    for (y0, s), y in zip(ends, placed):
        img = text.render(names[s], fs, seat_colour(s), bold=s == highlight)
        surf.blit(img, (plot.right + scaled(10, scale), y - img.get_height() / 2))
    return surf


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

    # ---- facts --------------------------------------------------------------------------------
    def rows(self) -> list[dict]:
        """One row per seat, best first: chips, net result and status. During a session
        the figures are those after the last finished hand."""
        t = self.table
        hist = t.history
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
            played = len(t.history) - 1
            return tr("Standings after {n} hands", n=played) if played != 1 else tr("Standings after 1 hand"), GOLD
        rows = self.rows()
        top = [r["seat"] for r in rows if r["place"] == 1]
        if len(top) == 1:
            if t.you(top[0]):
                return tr("You finish on top!"), GOLD
            return tr("{name} finishes on top", name=t.name(top[0])), GOLD
        return tr("{names} share the top", names=t.names_text(top)), GOLD

    def subline(self) -> str:
        t = self.table
        if not self.final:
            if t.stop_requested:
                return tr("The session ends after the hand in play.")
            return tr("The session goes on: next hand, or end it here.")
        reason = getattr(getattr(t.state, "session", None), "end_reason", None)
        hands = len(t.history) - 1
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
                     ("rematch_button", tr("Rematch  [R]"), "primary", tr("A new session with the same seats"))]
        else:
            specs = [("lobby_button", tr("Lobby  [L]"), "quiet", tr("Leave this session")),
                     ("end_button", tr("End session  [E]"), "danger",
                      tr("Stop after the hand in play; the pot is shared out")),
                     ("next_button", tr("Next hand  [Enter]"), "primary", tr("Back to the table"))]
        bw = (r.width - 2 * pad - (len(specs) - 1) * gap) // len(specs)
        for i, (attr, text, style, tip) in enumerate(specs):
            b = button(self, (r.x + pad + i * (bw + gap), y, bw, bh), text, style, tip)
            setattr(self, attr, b)
        if not self.final and (self.table.stop_requested or self.table.state.is_over):
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
            if self.final and k in (pygame.K_r, pygame.K_RETURN, pygame.K_KP_ENTER):
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
        if self.table.stop_requested or self.table.state.is_over:
            return
        self.app.stack.pop()
        self.table.request_stop()

    def rematch(self) -> None:
        self.app.stack.pop()
        self.table.rematch()

    def to_lobby(self) -> None:
        from .lobby import LobbyScene
        from .title import TitleScene

        game = self.table.config.game
        if self.app.stack.pop_to(TitleScene) is None:
            self.app.stack.push(TitleScene(self.app))
        self.app.stack.push(LobbyScene(self.app, game))

    # ---- drawing -------------------------------------------------------------------------------------
    def _render_content(self, r: pygame.Rect) -> pygame.Surface:
        s = ui_scale(self.app.size)
        t = self.app.text
        table = self.table
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        w = r.width
        head, colour = self.headline()
        blit_centered(surf, t.render(head, scaled(30, s), colour, bold=True), (w / 2, scaled(36, s)))
        blit_centered(surf, t.render(self.subline(), scaled(14, s), INK_DIM), (w / 2, scaled(68, s)))
        pad = scaled(28, s)
        top = scaled(92, s)
        bottom = r.height - scaled(24 + 44 + 16, s)
        # standings on the left
        size = scaled(15, s)
        list_w = int(w * 0.40)
        x0 = pad
        x_chips = pad + list_w - scaled(70, s)
        x_net = pad + list_w
        y = top
        for text, x, right in ((tr("Player"), x0 + scaled(26, s), False), (tr("Chips"), x_chips, True),
                               (tr("Net"), x_net, True)):
            img = t.render(text, size, GOLD, bold=True)
            surf.blit(img, (x - img.get_width() if right else x, y))
        y += scaled(28, s)
        rows = self.rows()
        row_h = min(scaled(34, s), (bottom - y) // max(1, len(rows)))
        for row in rows:
            seat = row["seat"]
            out = row["status"] in STATUS_LABELS
            ink = INK_FAINT if out else INK
            pl = t.render(str(row["place"]), scaled(13, s), INK_DIM)
            surf.blit(pl, (x0, y + scaled(2, s)))
            sw = scaled(10, s)
            pygame.draw.rect(surf, seat_colour(seat), (x0 + scaled(14, s), y + size // 2 - sw // 2 + scaled(2, s), sw, sw),
                             border_radius=max(1, sw // 3))
            name = tr("You") if table.you(seat) else table.name(seat)
            img = t.render(name, size, ink, bold=row["place"] == 1)
            surf.blit(img, (x0 + scaled(30, s), y))
            if out:
                tag = t.render(tr(STATUS_LABELS[row["status"]]), scaled(12, s), RED)
                surf.blit(tag, (x0 + scaled(34, s) + img.get_width(), y + scaled(3, s)))
            v = t.render(str(row["chips"]), size, ink, bold=True)
            surf.blit(v, (x_chips - v.get_width(), y))
            net = row["net"]
            ncol = GREEN if net > 0 else (RED if net < 0 else INK_DIM)
            v = t.render(f"{net:+d}" if net else "0", size, ncol, bold=True)
            surf.blit(v, (x_net - v.get_width(), y))
            y += row_h
        # the chart on the right
        cx = pad + list_w + scaled(24, s)
        chart_size = (w - cx - pad, bottom - top)
        if chart_size[0] > scaled(120, s) and chart_size[1] > scaled(80, s):
            names = [tr("You") if table.you(seat) else table.name(seat) for seat in range(table.n)]
            mine = table.config.bottom_seat if table.n_humans >= 1 else None
            chart = bankroll_chart(chart_size, table.history, names, t, s, highlight=mine)
            surf.blit(chart, (cx, top))
        return surf

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        t = self.table
        key = (r.size, len(t.history), tuple(t.history.last), t.stop_requested, self.final)
        if key != self._content_key:
            self._content = self._render_content(r)
            self._content_key = key
        surface.blit(self._content, r)
