"""The lobby: seats (human or AI, AI level, names), the game's options and the table pace.

Everything comes from the game's :class:`~pairs_table.engine.base.GameInfo` (title, players
range, options with choices and defaults, blurb) and :func:`available_levels`, so one
lobby serves every game.
"""

from __future__ import annotations

import random
from html import escape

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...ai.base import available_levels
from ...engine.base import Option
from ...engine.registry import get_game
from ...storage.settings import SPEEDS
from .. import games, words
from ..config import AI_NAMES, DEFAULT_LEVEL, SeatConfig, TableConfig, default_seats
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, felt_background, rounded_panel
from ..scene import Scene
from ..widgets import button, fits, retext, text_entry

# Friendly names of options and their values; anything missing is shown plainly.
OPTION_LABELS = {
    "losing_score_mode": "Losing score",
    "pairs_stake": "Loser pays each player",
    "goblin_pass_cost": "Pass cost",
    "max_hands": "Hand limit",
}
VALUE_LABELS = {
    ("losing_score_mode", "table"): "printed table",
    ("losing_score_mode", "formula"): "60 ÷ players + 1",
    ("goblin_pass_cost", "pot_plus_low"): "pot plus L",
    ("goblin_pass_cost", "low_only"): "L only",
    ("auction_style", "open"): "open",
    ("auction_style", "single_round"): "one round",
    ("bid_scale", "numeric"): "numbers",
    ("bid_scale", "pepper"): "pepper",
    ("defender_scoring", "none"): "none",
    ("defender_scoring", "per_trick"): "per trick",
    ("scoring", "basic"): "basic",
    ("scoring", "advanced"): "advanced",
}
# The help of options whose engine help names values as the engine writes them.
OPTION_HELP = {
    "losing_score_mode": "Losing score from the printed table, or 60 ÷ players + 1",
    "max_hands": "End the session after this many hands (no limit: play on until one player is left)",
    "goblin_pass_cost": "What a pass costs: the pot plus L (the rules), or only L (a playtest option)",
    "auction_style": "Open: bid round and round, a pass is final; one round: one turn each",
    "bid_scale": "Numbers: bids 1 to 6; pepper: 1 to 5, Little Pepper, Big Pepper (double stakes)",
    "defender_scoring": "None: the defenders score nothing; per trick: one point per trick they win",
}
SPEED_LABELS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
LEVEL_LABELS = {"random": "random", "baseline": "baseline", "easy": "easy", "normal": "normal", "hard": "hard"}


def option_choices(opt: Option) -> list:
    """The values a lobby offers for an option, the default among them."""
    if opt.switchable:
        low = opt.minimum if opt.minimum is not None else 1
        values = [False] + [v for v in (opt.on_value, 2, 3, 5, 10) if v is not None and v >= low
                            and (opt.maximum is None or v <= opt.maximum)]
    elif opt.choices is not None:
        values = list(opt.choices)
    elif isinstance(opt.default, bool):
        values = [False, True]
    elif isinstance(opt.default, int) and opt.minimum is not None and opt.maximum is not None \
            and opt.maximum - opt.minimum <= 12:
        values = list(range(opt.minimum, opt.maximum + 1))
    else:
        values = [opt.default]
    if opt.nullable and None not in values:
        values = [None] + values
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    if opt.default not in out:
        out.insert(0, opt.default)
    return out


def option_label(name: str) -> str:
    return tr(OPTION_LABELS.get(name, name.replace("_", " ").capitalize()))


def help_text(opt: Option) -> str:
    """An option's help as a sentence in the lobby's words (the engine's own help, first
    letter raised, where the lobby has none of its own)."""
    own = OPTION_HELP.get(opt.name)
    return own if own is not None else opt.help[:1].upper() + opt.help[1:]


def value_label(opt: Option, value) -> str:
    if (opt.name, value) in VALUE_LABELS:
        return tr(VALUE_LABELS[(opt.name, value)])
    if value is False:
        return tr("off")
    if value is True:
        return tr("on")
    if value is None:
        return tr("no limit")
    if opt.switchable and isinstance(value, int):
        return tr("{n} chip", n=value) if value == 1 else tr("{n} chips", n=value)
    return str(value)


class LobbyScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        game = game or games.first()
        self.game = game
        self.about = games.get(game)
        self.info = get_game(game)
        self.levels = [lv for lv in available_levels(game) if lv != "random"] or ["random"]
        self.seats: list[SeatConfig] = default_seats(game)
        self.options = {o.name: o.default for o in self.info.options}
        self.speed = app.settings.animation_speed
        self.ai_pace = app.settings.ai_pace
        self.practice = False  # undo always allowed at the table
        self.practice_button = None
        # partnerships drawn at random, or as listed (1+3, 2+4)
        self.random_partners = True
        self.partners_button = None
        self.rows: list[dict] = []
        self.option_buttons: dict = {}
        self.speed_buttons: dict = {}
        self.pace_buttons: dict = {}
        self.add_button = self.start_button = self.back_button = self.rules_button = None
        self.message = ""
        self._panel = None

    # -- layout -------------------------------------------------------------------------
    def _geometry(self):
        w, h = self.app.size
        s = ui_scale((w, h))
        pw = min(int(w * 0.9), scaled(1080, s))
        ph = min(int(h * 0.92), scaled(660, s))
        panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        return s, panel

    def build_ui(self) -> None:
        s, panel = self._geometry()
        self._panel = panel
        pad = scaled(26, s)
        row_h = scaled(36, s)
        gap = scaled(8, s)
        top = panel.y + scaled(150, s)
        left = panel.x + pad
        col_w = int(panel.width * 0.56)
        self.rows = []
        n = len(self.seats)
        row_h = min(row_h, int((panel.bottom - scaled(130, s) - top) / (self.info.max_players + 1)) - gap)
        name_w = int(col_w * 0.40)
        kind_w = int(col_w * 0.19)
        level_w = int(col_w * 0.22)
        x_w = row_h
        for i, seat in enumerate(self.seats):
            y = top + i * (row_h + gap)
            x = left + scaled(30, s)
            row = {"name": text_entry(self, (x, y, name_w, row_h), seat.name, limit=14)}
            x += name_w + gap
            row["kind"] = button(self, (x, y, kind_w, row_h), tr("Human") if not seat.is_ai else tr("AI"),
                                 "choice_on" if not seat.is_ai else "choice",
                                 tr("Switch this seat between a human player and the computer"))
            x += kind_w + gap
            row["level"] = button(self, (x, y, level_w, row_h), tr(LEVEL_LABELS.get(seat.level, seat.level)),
                                  "choice", tr("Computer level: click to change"))
            if not seat.is_ai:
                row["level"].hide()
            x += level_w + gap
            row["remove"] = button(self, (x, y, x_w, row_h), "✕", "quiet", tr("Remove this seat"))
            if n <= self.info.min_players:
                row["remove"].disable()
            row["y"] = y
            self.rows.append(row)
        y = top + n * (row_h + gap)
        self.add_button = button(self, (left + scaled(30, s), y, name_w, row_h), tr("+ Add a seat"), "quiet")
        if n >= self.info.max_players:
            self.add_button.disable()
        y = top + (self.info.max_players + 1) * (row_h + gap) + scaled(8, s)
        px = left + scaled(30, s) + name_w + gap
        self._practice_pos = (left + scaled(30, s), y + row_h // 2, px - gap - left - scaled(30, s))
        self.practice_button = button(self, (px, y, kind_w, row_h), tr("on") if self.practice else tr("off"),
                                      "choice_on" if self.practice else "choice",
                                      tr("Take back any move against the computer, even after seeing new cards"))
        self.partners_button = None
        if self.about.partnerships:
            y += row_h + gap
            self._partners_pos = (left + scaled(30, s), y + row_h // 2, px - gap - left - scaled(30, s))
            self.partners_button = button(
                self, (px, y, kind_w + gap + level_w, row_h),
                tr("drawn at random") if self.random_partners else tr("as listed: 1+3, 2+4"),
                "choice_on" if self.random_partners else "choice",
                tr("Draw the partnerships at random, or seat 1 with 3 and 2 with 4"))

        # right column: options and pace
        rx = panel.x + col_w + pad * 2
        rw = panel.right - pad - rx
        y = top
        self.option_buttons = {}
        self._option_label_pos = []
        half = int(rw * 0.48)
        for opt in self.info.options:
            self._option_label_pos.append((opt, (rx, y + row_h // 2, rw - half - gap)))
            self.option_buttons[opt.name] = button(self, (rx + rw - half, y, half, row_h),
                                                   value_label(opt, self.options[opt.name]),
                                                   "choice", tr(help_text(opt)) if opt.help else None)
            y += row_h + gap
        y += scaled(8, s)
        self._pace_label_pos = []
        for key, store in (("speed", self.speed_buttons), ("pace", self.pace_buttons)):
            store.clear()
            self._pace_label_pos.append((key, (rx, y)))
            y += scaled(24, s)
            cols = len(SPEEDS)
            bw = (rw - gap * (cols - 1)) // cols
            if not all(fits(self, tr(SPEED_LABELS[sp]), bw, "choice_on") for sp in SPEEDS):
                cols = (cols + 1) // 2  # a longer language in a small window: two rows
                bw = (rw - gap * (cols - 1)) // cols
            current = self.speed if key == "speed" else self.ai_pace
            for j, sp in enumerate(SPEEDS):
                r, c = divmod(j, cols)
                store[sp] = button(self, (rx + c * (bw + gap), y + r * (row_h + gap), bw, row_h),
                                   tr(SPEED_LABELS[sp]), "choice_on" if sp == current else "choice")
            y += (len(SPEEDS) + cols - 1) // cols * (row_h + gap) - gap + scaled(14, s)
        bw, bh = scaled(190, s), scaled(48, s)
        by = panel.bottom - pad - bh
        # "How to play" goes in the right column under the options, or, when it is longer
        # than that room, in the left column under the seats if there is more room there
        left_top = (self.partners_button or self.practice_button).get_abs_rect().bottom + scaled(18, s)
        self._howto_rooms = [(rx, y + scaled(6, s), rw, by - scaled(10, s)),
                             (left + scaled(30, s), left_top, col_w - scaled(30, s), by - scaled(10, s))]
        self._plan_how_to(s)
        self.back_button = button(self, (panel.x + pad, by, bw, bh), tr("Back"), "quiet")
        self.rules_button = button(self, (panel.x + pad + bw + scaled(12, s), by, bw, bh), tr("Rules  [F1]"), "quiet",
                                   tr("The rules of the game"))
        self.start_button = button(self, (panel.right - pad - bw, by, bw, bh), tr("Start"), "primary",
                                   tr("Sit down at the table"))
        if not games.playable(self.game):
            self.start_button.disable()

    # -- input --------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for i, row in enumerate(self.rows):
                if event.ui_element is row["name"]:
                    self.seats[i].name = event.text
                    return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if event.type == pygame.KEYDOWN:
            focused = any(row["name"].is_focused for row in self.rows)
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not focused:
                self.start()
                return True
        return False

    def _pressed(self, el) -> bool:
        if el is self.start_button:
            self.start()
            return True
        if el is self.back_button:
            self.back()
            return True
        if el is self.rules_button:
            self.open_rules()
            return True
        if el is self.add_button:
            self.add_seat()
            return True
        if el is self.practice_button:
            self.practice = not self.practice
            self._make_root()
            return True
        if el is not None and el is self.partners_button:
            self.random_partners = not self.random_partners
            self._make_root()
            return True
        for i, row in enumerate(self.rows):
            if el is row["kind"]:
                self.toggle_kind(i)
                return True
            if el is row["level"]:
                self.cycle_level(i)
                return True
            if el is row["remove"]:
                self.remove_seat(i)
                return True
        for name, b in self.option_buttons.items():
            if el is b:
                self.cycle_option(name)
                return True
        for sp, b in self.speed_buttons.items():
            if el is b:
                self.speed = sp
                self._make_root()
                return True
        for sp, b in self.pace_buttons.items():
            if el is b:
                self.ai_pace = sp
                self._make_root()
                return True
        return False

    # -- model changes ----------------------------------------------------------------------
    def _free_ai_name(self) -> str:
        used = {s.name for s in self.seats}
        for name in AI_NAMES:
            if name not in used:
                return name
        return tr("Seat {n}", n=len(self.seats) + 1)

    def add_seat(self) -> None:
        if len(self.seats) < self.info.max_players:
            self.seats.append(SeatConfig(self._free_ai_name(), "ai", DEFAULT_LEVEL))
            self._make_root()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) > self.info.min_players:
            del self.seats[i]
            self._make_root()

    def toggle_kind(self, i: int) -> None:
        seat = self.seats[i]
        seat.kind = "human" if seat.is_ai else "ai"
        if seat.level not in self.levels:
            seat.level = DEFAULT_LEVEL if DEFAULT_LEVEL in self.levels else self.levels[-1]
        self._make_root()

    def cycle_level(self, i: int) -> None:
        seat = self.seats[i]
        k = self.levels.index(seat.level) if seat.level in self.levels else -1
        seat.level = self.levels[(k + 1) % len(self.levels)]
        retext(self, self.rows[i]["level"], tr(LEVEL_LABELS.get(seat.level, seat.level)), "choice")

    def cycle_option(self, name: str) -> None:
        opt = next(o for o in self.info.options if o.name == name)
        values = option_choices(opt)
        cur = self.options[name]
        k = values.index(cur) if cur in values else -1
        self.options[name] = values[(k + 1) % len(values)]
        retext(self, self.option_buttons[name], value_label(opt, self.options[name]), "choice")

    def config(self) -> TableConfig:
        seats = []
        for i, s in enumerate(self.seats):
            name = s.name.strip() or tr("Seat {n}", n=i + 1)
            seats.append(SeatConfig(name, s.kind, s.level))
        if self.about.partnerships and self.random_partners:
            random.Random(self.app.seed).shuffle(seats)  # partners sit opposite: seats 1+3, 2+4
        return TableConfig(self.game, seats, dict(self.options), self.speed, self.ai_pace, seed=self.app.seed,
                           practice=self.practice)

    def start(self) -> None:
        if not games.playable(self.game):
            self.message = tr("{game} cannot be played in this version yet.", game=tr(self.info.title))
            return
        self.app.settings.animation_speed = self.speed
        self.app.settings.ai_pace = self.ai_pace
        self.app.store_settings()
        if any(s.is_ai for s in self.seats):
            self.app.ai.warm_up(self.game)
        self.app.screens.table(self.config(), replace=True)

    def back(self) -> None:
        self.app.stack.pop()

    def open_rules(self) -> None:
        self.app.screens.open("rules", self.game)

    # -- drawing ----------------------------------------------------------------------------
    def _plan_how_to(self, s: float) -> None:
        """Where the "How to play" notes go: the first room they fit in, drawn with bullets;
        if none is tall enough, a scrolling text box in the roomier one."""
        self.howto_box = None
        self._howto = None
        items = self.about.lobby_notes
        if not items:
            return
        t = self.app.text
        size = scaled(14, s)
        line_h = size + scaled(5, s)
        title_h = scaled(26, s)
        best = None
        for x, y, w, bottom in self._howto_rooms:
            notes = [t.wrap(tr(item), size, w - scaled(16, s)) for item in items]
            need = title_h + sum(len(n) * line_h + scaled(4, s) for n in notes)
            if need <= bottom - y:
                self._howto = ((x, y), notes)
                return
            if best is None or bottom - y > best[3] - best[1]:
                best = (x, y, w, bottom)
        x, y, w, bottom = best
        self._howto = ((x, y), None)
        html = "<br>".join(f"• {escape(tr(item))}" for item in items)
        self.howto_box = pygame_gui.elements.UITextBox(
            html, pygame.Rect(x, y + title_h, w, bottom - y - title_h), manager=self.app.manager,
            container=self.root, object_id=ObjectID(object_id="#howto"))

    def _draw_how_to(self, surface, s: float, head: int) -> None:
        if self._howto is None:
            return
        t = self.app.text
        (hx, hy), notes = self._howto
        surface.blit(t.render(tr("How to play"), head, GOLD, bold=True), (hx, hy))
        if notes is None:
            return  # the text box shows them
        hy += scaled(26, s)
        size = scaled(14, s)
        for note in notes:
            for j, line in enumerate(note):
                if j == 0:
                    pygame.draw.circle(surface, GOLD, (hx + scaled(4, s), hy + size // 2 + 1), max(2, scaled(3, s)))
                surface.blit(t.render(line, size, INK_DIM), (hx + scaled(16, s), hy))
                hy += size + scaled(5, s)
            hy += scaled(4, s)

    def draw(self, surface) -> None:
        size = surface.get_size()
        s, panel = self._geometry()
        surface.blit(felt_background(size, scale=s), (0, 0))
        key = ("lobby-panel", panel.size)
        if getattr(self, "_panel_key", None) != key:
            self._panel_surf = rounded_panel(panel.size, (14, 20, 18), 232, scaled(18, s), (80, 100, 90, 160))
            self._panel_key = key
        surface.blit(self._panel_surf, panel)
        t = self.app.text
        pad = scaled(26, s)
        surface.blit(t.render(tr(self.info.title), scaled(34, s), GOLD, bold=True), (panel.x + pad, panel.y + scaled(18, s)))
        players = words.players(self.info.min_players, self.info.max_players)
        title_w = t.render(tr(self.info.title), scaled(34, s), GOLD, bold=True).get_width()
        surface.blit(t.render(players, scaled(16, s), INK_DIM),
                     (panel.x + pad + title_w + scaled(16, s), panel.y + scaled(34, s)))
        blurb_w = panel.width - 2 * pad
        size, lines = t.wrap_fit(tr(self.info.blurb), scaled(15, s), blurb_w, 2, max(9, scaled(11, s)))
        for k, line in enumerate(lines):
            surface.blit(t.render(line, size, INK_DIM), (panel.x + pad, panel.y + scaled(64, s) + k * scaled(20, s)))
        head = scaled(17, s)
        top = panel.y + scaled(150, s)
        surface.blit(t.render(tr("Seats"), head, GOLD, bold=True), (panel.x + pad, top - scaled(26, s)))
        for i, row in enumerate(self.rows):
            num = t.render(str(i + 1), scaled(16, s), INK_DIM, bold=True)
            rect = row["name"].get_abs_rect()
            surface.blit(num, (panel.x + pad + scaled(4, s), rect.centery - num.get_height() // 2))
        rx = panel.x + int(panel.width * 0.56) + pad * 2
        surface.blit(t.render(tr("Options"), head, GOLD, bold=True), (rx, top - scaled(26, s)))
        for opt, (x, y, w) in self._option_label_pos:
            img = self.app.text.block(option_label(opt.name), scaled(15, s), w)
            surface.blit(img, (x, y - img.get_height() // 2))
        names = {"speed": tr("Animation speed"), "pace": tr("Computer players' pace")}
        for key, (x, y) in self._pace_label_pos:
            surface.blit(t.render(names[key], scaled(15, s), INK), (x, y))
        x, y, w = self._practice_pos
        img = self.app.text.block(tr("Practice (undo always allowed)"), scaled(15, s), w)
        surface.blit(img, (x, y - img.get_height() // 2))
        if self.partners_button is not None:
            x, y, w = self._partners_pos
            img = self.app.text.block(tr("Partners"), scaled(15, s), w)
            surface.blit(img, (x, y - img.get_height() // 2))
        self._draw_how_to(surface, s, head)
        if self.message:
            m = t.render(self.message, scaled(15, s), (236, 110, 96))
            surface.blit(m, (panel.centerx - m.get_width() // 2, panel.bottom - scaled(100, s)))
