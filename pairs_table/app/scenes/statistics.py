"""The statistics: for each player name and game, hands played and won, net chips, games
(sessions) played and won, the best session, and a chart of the net chips of the recent
sessions. Read from the app's :class:`~pairs_table.storage.stats.StatsStore`, which the
tables fill as hands and sessions end."""

from __future__ import annotations

import pygame
import pygame_gui

from ...engine.registry import get_game
from .. import games, shown, textlog, words
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, GREEN, INK, INK_DIM, INK_FAINT, RED, felt_background, rounded_panel
from ..scene import Scene
from ..charts import caption_box, label_box, nice_step
from ..widgets import button

CHART_SESSIONS = 30  # the chart shows this many recent sessions
GAME_COLUMNS = 3  # the game buttons a row (as many rows as the registered games need)


def heading(game: str, name) -> str:
    """``name`` at ``game``, as the heading of the player's figures."""
    if game in games.REGISTRY:  # the game's own sentence
        return tr(games.get(game).at_game, name=name, game=words.game(game))
    return tr("{name} at {game}", name=name, game=words.game(game))


def chip_game(game: str) -> bool:
    """Whether ``game`` is played for chips (its sessions have a net result)."""
    return game in games.REGISTRY and games.get(game).chips


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


def signed(n) -> str:
    return f"{n:+d}" if n else "0"


def session_chart(size, history: list[int], text, scale: float) -> pygame.Surface:
    """The net chips of each recent session as bars (gains green, losses red) with the
    running total over them as a gold line, a zero line and the chip axis."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (8, 14, 12, 200), surf.get_rect(), border_radius=scaled(10, scale))
    values = history[-CHART_SESSIONS:]
    fs = max(9, scaled(12, scale))
    pad = scaled(12, scale)
    if not values:
        text.draw(surf, tr("No finished sessions yet."), fs + 2, INK_DIM, box=surf.get_rect().inflate(-2 * pad, -2 * pad),
                  align="center", owner="chart")
        return surf
    running, total = [], 0
    for v in values:
        total += v
        running.append(total)
    hi = max([0] + values + running)
    lo = min([0] + values + running)
    step = nice_step(max(1, hi - lo), 4)
    top = -(-hi // step) * step if hi > 0 else 0
    bottom = (lo // step) * step if lo < 0 else 0
    if top == bottom:
        top = step
    label_w = max(text.width(str(v), fs) for v in (top, bottom))
    line = text.height(fs)
    caption = caption_box(text, tr("sessions (bars: net chips; line: running total)"), fs, w, h, pad)
    plot = pygame.Rect(pad + label_w + scaled(6, scale), pad + fs // 2, 0, 0)
    plot.width = w - plot.left - pad
    plot.height = caption.top - scaled(6, scale) - line - plot.top

    def y_of(v: float) -> int:
        return int(round(plot.bottom - plot.height * (v - bottom) / (top - bottom)))

    for v in range(bottom, top + 1, step):
        y = y_of(v)
        pygame.draw.line(surf, (70, 90, 80, 200) if v else (200, 200, 190, 200), (plot.left, y), (plot.right, y))
        text.draw(surf, str(v), fs, INK_DIM, box=(pad, y - line // 2, label_w, line), align="right", fit="none",
                  owner="chart")
    n = len(values)
    slot = plot.width / n
    bar = max(2, int(slot * 0.6))
    zero = y_of(0)
    points = []
    for i, v in enumerate(values):
        cx = plot.left + slot * (i + 0.5)
        y = y_of(v)
        rect = pygame.Rect(int(cx - bar / 2), min(y, zero), bar, max(1, abs(zero - y)))
        pygame.draw.rect(surf, GREEN if v > 0 else (RED if v < 0 else INK_FAINT), rect, border_radius=2)
        points.append((int(cx), y_of(running[i])))
    if len(points) > 1:
        pygame.draw.lines(surf, GOLD, False, points, max(2, scaled(2.5, scale)))
    for p in points:
        pygame.draw.circle(surf, GOLD, p, max(2, scaled(3, scale)))
    first = len(history) - n + 1
    for i in sorted({0, n - 1}):
        box = label_box(text, str(first + i), fs, (plot.left + slot * (i + 0.5), plot.bottom + scaled(4, scale)), w)
        text.draw(surf, str(first + i), fs, INK_DIM, box=box, fit="none", owner="chart")
    text.draw(surf, tr("sessions (bars: net chips; line: running total)"), fs, INK_FAINT, box=caption,
              align="center", owner="chart")
    return surf


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.player: str | None = None
        self.game = games.first()
        self.player_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.back_button = None
        self._chart = None
        self._chart_key = None
        self.chart_rect: pygame.Rect | None = None  # where the chart was drawn last
        self.pick_defaults()

    # ---- facts ---------------------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        return sorted(self.app.stats.data["players"], key=str.casefold)

    def entry(self, player=None, game=None) -> dict | None:
        played = self.app.stats.data["players"].get(player or self.player) or {}
        return played.get(game or self.game)

    def pick_defaults(self) -> None:
        """The player and game with the most hands recorded."""
        best = None
        for name, played in self.app.stats.data["players"].items():
            for game, e in played.items():
                if game in games.REGISTRY and (best is None or e["hands"] > best[0]):
                    best = (e["hands"], name, game)
        if best is not None:
            _, self.player, self.game = best

    def figures(self) -> list[tuple[str, str]]:
        """(label, value) rows for the chosen player and game."""
        e = self.entry() or {"hands": 0, "won": 0, "net": 0, "sessions": 0, "sessions_won": 0,
                             "best_session": None, "history": []}
        chips = chip_game(self.game)
        rows = [(tr("Hands played"), str(e["hands"])),
                (tr("Hands won"), f"{e['won']}  ({percent(e['won'], e['hands'])})")]
        if chips:
            rows.append((tr("Net chips"), signed(e["net"])))
            rows.append((tr("Sessions played"), str(e["sessions"])))
            rows.append((tr("Sessions finished on top"), str(e.get("sessions_won", 0))))
            best = e["best_session"]
            rows.append((tr("Best session"), signed(best) if best is not None else "–"))
        else:
            rows.append((tr("Games played"), str(e["sessions"])))
            rows.append((tr("Games won"), f"{e.get('sessions_won', 0)}  ({percent(e.get('sessions_won', 0), e['sessions'])})"))
        return rows

    # ---- widgets ---------------------------------------------------------------------------------
    def _geometry(self):
        w, h = self.app.size
        s = ui_scale((w, h))
        pw = min(int(w * 0.94), scaled(1140, s))
        ph = min(int(h * 0.92), scaled(660, s))
        return s, pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def build_ui(self) -> None:
        s, panel = self._geometry()
        pad = scaled(24, s)
        row_h = scaled(34, s)
        gap = scaled(8, s)
        left_w = int(panel.width * 0.24)
        y = panel.y + scaled(96, s)
        self.player_buttons = {}
        room = (panel.bottom - pad - scaled(56, s) - y) // (row_h + gap)
        for name in self.players[:max(1, room)]:
            self.player_buttons[name] = button(self, (panel.x + pad, y, left_w, row_h), shown.text(name, 40),
                                               "choice_on" if name == self.player else "choice")
            y += row_h + gap
        rx = panel.x + pad + left_w + scaled(24, s)
        rw = panel.right - pad - rx
        self.game_buttons = {}
        cols = GAME_COLUMNS
        bw = (rw - gap * (cols - 1)) // cols
        for i, game in enumerate(games.keys()):
            col, row = i % cols, i // cols
            self.game_buttons[game] = button(self, (rx + col * (bw + gap), panel.y + scaled(96, s) + row * (row_h + gap),
                                                    bw, row_h), tr(get_game(game).title),
                                             "choice_on" if game == self.game else "choice")
        bw, bh = scaled(190, s), scaled(44, s)
        self.back_button = button(self, (panel.x + pad, panel.bottom - pad - bh, bw, bh), tr("Back  [Esc]"), "quiet")
        self._chart_key = None

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.app.stack.pop()
                return True
            for name, b in self.player_buttons.items():
                if event.ui_element is b:
                    self.choose(player=name)
                    return True
            for game, b in self.game_buttons.items():
                if event.ui_element is b:
                    self.choose(game=game)
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        return False

    def choose(self, player: str | None = None, game: str | None = None) -> None:
        if player is not None:
            self.player = player
        if game is not None:
            self.game = game
        self._make_root()

    # ---- drawing -----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        size = surface.get_size()
        s, panel = self._geometry()
        surface.blit(felt_background(size, scale=s), (0, 0))
        key = ("stats-panel", panel.size)
        if getattr(self, "_panel_key", None) != key:
            self._panel_surf = rounded_panel(panel.size, (14, 20, 18), 232, scaled(18, s), (80, 100, 90, 160))
            self._panel_key = key
        surface.blit(self._panel_surf, panel)
        t = self.app.text
        pad = scaled(24, s)

        def at(text, size, colour, x, y, width, bold=False, align="left"):
            return t.draw(surface, text, size, colour, bold=bold, fit="none", align=align, valign="top",
                          box=(x, y, width, t.height(size, bold)), owner="statistics")

        at(tr("Statistics"), scaled(34, s), GOLD, panel.x + pad, panel.y + scaled(18, s), panel.width - 2 * pad, True)
        head = scaled(17, s)
        left_w = int(panel.width * 0.24)
        rx = panel.x + pad + left_w + scaled(24, s)
        rw = panel.right - pad - rx
        at(tr("Players"), head, GOLD, panel.x + pad, panel.y + scaled(68, s), left_w, True)
        at(tr("Game"), head, GOLD, rx, panel.y + scaled(68, s), rw, True)
        if self.player is None:
            msg = tr("No games recorded yet: every hand you play at a table is counted here.")
            for k, line in enumerate(t.wrap(msg, scaled(16, s), rw)):
                at(line, scaled(16, s), INK_DIM, rx, panel.y + scaled(200, s) + k * scaled(22, s), rw)
            return
        rows = -(-len(self.game_buttons) // GAME_COLUMNS)  # the game buttons' rows (34 high, 8 apart)
        y = panel.y + scaled(96 + rows * 42 + 18, s)
        name = at(heading(self.game, shown.text(self.player, 40)), scaled(20, s), INK, rx, y, rw, True)
        y += name.height + scaled(10, s)
        fs = scaled(16, s)
        col_w = int(rw * 0.36)
        for label, value in self.figures():
            # the label from the left of the column, its value ending at the column's right
            at(label, fs, INK_DIM, rx, y, col_w)
            at(value, fs, INK, rx, y, col_w, True, "right")
            y += fs + scaled(10, s)
        if chip_game(self.game):
            cx = rx + col_w + scaled(24, s)
            # the caption under the heading (a long heading runs over the chart's column), the
            # chart under the caption
            caption_y = name.bottom + scaled(8, s)
            top = caption_y + t.height(scaled(14, s), True) + scaled(6, s)
            chart_size = (panel.right - pad - cx, panel.bottom - pad - top)
            e = self.entry()
            history = tuple(e["history"]) if e else ()
            key = (chart_size, history, s, tr("Net chips"))
            if key != self._chart_key and chart_size[0] > 60 and chart_size[1] > 60:
                self._chart = session_chart(chart_size, list(history), t, s)
                self._chart_key = key
            if self._chart is not None and self._chart_key == key:
                at(tr("Net chips over the recent sessions"), scaled(14, s), GOLD, cx, caption_y, chart_size[0], True)
                self.chart_rect = textlog.place(surface, self._chart, (cx, top))
        else:
            chip_games = [words.game(g) for g in games.keys() if games.get(g).chips]
            note = tr("Net chips and the chart are kept for the games played for chips: {games}.",
                      games=", ".join(chip_games))
            for k, line in enumerate(t.wrap(note, scaled(14, s), rw)):
                at(line, scaled(14, s), INK_FAINT, rx, y + scaled(8, s) + k * scaled(19, s), rw)
