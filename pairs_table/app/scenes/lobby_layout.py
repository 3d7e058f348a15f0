"""The lobby's layout (where its widgets go, :class:`LobbyLayout`) and its picture
(:class:`LobbyPainter`): seats on the left, the game's options and the pace on the right,
how to play wherever it fits, Back, Rules and Start along the bottom."""

from __future__ import annotations

from html import escape

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ...storage.settings import SPEEDS
from .. import games, words
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..names import NAME_LIMIT
from ..render import GOLD, INK, INK_DIM, felt_background, rounded_panel
from ..widgets import button, fits, text_entry
from .lobby_texts import LEVEL_LABELS, SPEED_LABELS, help_text, option_label, value_label
from . import remote_seats

ERROR = (236, 110, 96)


def geometry(size):
    """The lobby's scale and its panel."""
    w, h = size
    s = ui_scale((w, h))
    pw = min(int(w * 0.9), scaled(1080, s))
    ph = min(int(h * 0.92), scaled(660, s))
    return s, pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)


class LobbyLayout:
    """Builds the lobby's widgets into the scene (its ``rows``, ``option_buttons`` and the
    rest), and remembers where the painter writes their labels."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.option_label_pos: list = []
        self.pace_label_pos: list = []
        self.practice_pos = self.partners_pos = None
        self.howto_rooms: list = []
        self.howto = None  # ((x, y, width), wrapped notes or None when the text box shows them)

    def build(self) -> None:
        sc = self.scene
        s, panel = geometry(sc.app.size)
        pad = scaled(26, s)
        gap = scaled(8, s)
        top = panel.y + scaled(150, s)
        left = panel.x + pad
        col_w = int(panel.width * 0.56)
        info = sc.info
        row_h = min(scaled(36, s), int((panel.bottom - scaled(130, s) - top) / (info.max_players + 1)) - gap)
        name_w, kind_w, level_w = int(col_w * 0.40), int(col_w * 0.19), int(col_w * 0.22)
        self._seats(s, top, left, row_h, gap, (name_w, kind_w, level_w))
        # the practice switch comes right under the seats there are (and the add button), so
        # that the room below is left whole for the notes on how to play
        y = top + (len(sc.seats) + 1) * (row_h + gap) + scaled(8, s)
        lx = left + scaled(30, s)
        px = lx + name_w + gap
        self.practice_pos = (lx, y + row_h // 2, px - gap - lx)
        sc.practice_button = button(sc, (px, y, kind_w, row_h), tr("on") if sc.practice else tr("off"),
                                    "choice_on" if sc.practice else "choice",
                                    tr("Take back any move against the computer, even after seeing new cards"))
        sc.partners_button = None
        if sc.about.partnerships:
            y += row_h + gap
            self.partners_pos = (lx, y + row_h // 2, px - gap - lx)
            sc.partners_button = button(
                sc, (px, y, kind_w + gap + level_w, row_h),
                tr("drawn at random") if sc.random_partners else tr("as listed: 1+3, 2+4"),
                "choice_on" if sc.random_partners else "choice",
                tr("Draw the partnerships at random, or seat 1 with 3 and 2 with 4"))
        rx = panel.x + col_w + pad * 2
        rw = panel.right - pad - rx
        y = self._options(s, rx, rw, top, row_h, gap)
        y = self._pace(s, rx, rw, y, row_h, gap)
        bw, bh = scaled(190, s), scaled(48, s)
        by = panel.bottom - pad - bh
        # "How to play" goes in the right column under the options, or, when it is longer
        # than that room, in the left column under the seats if there is more room there
        left_top = (sc.partners_button or sc.practice_button).get_abs_rect().bottom + scaled(18, s)
        self.howto_rooms = [(rx, y + scaled(6, s), rw, by - scaled(10, s)),
                            (lx, left_top, col_w - scaled(30, s), by - scaled(10, s))]
        self._plan_how_to(s)
        sc.back_button = button(sc, (panel.x + pad, by, bw, bh), tr("Back"), "quiet")
        sc.rules_button = button(sc, (panel.x + pad + bw + scaled(12, s), by, bw, bh), tr("Rules  [F1]"), "quiet",
                                 tr("The rules of the game"))
        sc.start_button = button(sc, (panel.right - pad - bw, by, bw, bh), tr("Start"), "primary",
                                 tr("Sit down at the table"))
        if not games.playable(sc.game):
            sc.start_button.disable()
        sc.guide_offer.build((panel.right - pad - 2 * bw - scaled(12, s), by, bw, bh))

    def _seats(self, s, top, left, row_h, gap, widths) -> None:
        sc = self.scene
        name_w, kind_w, level_w = widths
        sc.rows = []
        n = len(sc.seats)
        for i, seat in enumerate(sc.seats):
            y = top + i * (row_h + gap)
            x = left + scaled(30, s)
            row = {"name": text_entry(sc, (x, y, name_w, row_h), seat.name, limit=NAME_LIMIT)}
            x += name_w + gap
            row["kind"] = button(sc, (x, y, kind_w, row_h), remote_seats.kind_label(seat),
                                 remote_seats.kind_style(seat), remote_seats.kind_tooltip())
            x += kind_w + gap
            row["level"] = button(sc, (x, y, level_w, row_h), tr(LEVEL_LABELS.get(seat.level, seat.level)),
                                  "choice", tr("Computer level: click to change"))
            if not seat.is_ai:
                row["level"].hide()
            x += level_w + gap
            row["remove"] = button(sc, (x, y, row_h, row_h), "✕", "quiet", tr("Remove this seat"))
            if n <= sc.info.min_players:  # no seat can go: none offers to
                row["remove"].hide()
            row["y"] = y
            sc.rows.append(row)
        y = top + n * (row_h + gap)
        sc.add_button = button(sc, (left + scaled(30, s), y, name_w, row_h), tr("+ Add a seat"), "quiet")
        if n >= sc.info.max_players:
            sc.add_button.disable()
            if sc.info.min_players == sc.info.max_players:  # the game is played by so many, always
                sc.add_button.hide()

    def _options(self, s, rx, rw, y, row_h, gap) -> int:
        """The game's options, one row each; an option that does nothing now is greyed
        with the reason under its name."""
        sc = self.scene
        sc.option_buttons = {}
        self.option_label_pos = []
        half = int(rw * 0.48)
        for opt in sc.info.options:
            why = sc.inactive(opt)
            self.option_label_pos.append((opt, (rx, y + row_h // 2, rw - half - gap), why))
            tip = tr(help_text(sc.about, opt)) if opt.help or why else None
            b = button(sc, (rx + rw - half, y, half, row_h), value_label(sc.about, opt, sc.options[opt.name]),
                       "choice", f"{why}. {tip}" if why and tip else tip)
            if why:
                b.disable()
            sc.option_buttons[opt.name] = b
            y += row_h + gap + (scaled(12, s) if why else 0)
        return y + scaled(8, s)

    def _pace(self, s, rx, rw, y, row_h, gap) -> int:
        sc = self.scene
        self.pace_label_pos = []
        for key, store in (("speed", sc.speed_buttons), ("pace", sc.pace_buttons)):
            store.clear()
            self.pace_label_pos.append((key, (rx, y, rw)))
            y += scaled(24, s)
            cols = len(SPEEDS)
            bw = (rw - gap * (cols - 1)) // cols
            if not all(fits(sc, tr(SPEED_LABELS[sp]), bw, "choice_on") for sp in SPEEDS):
                cols = (cols + 1) // 2  # a longer language in a small window: two rows
                bw = (rw - gap * (cols - 1)) // cols
            current = sc.speed if key == "speed" else sc.ai_pace
            for j, sp in enumerate(SPEEDS):
                r, c = divmod(j, cols)
                store[sp] = button(sc, (rx + c * (bw + gap), y + r * (row_h + gap), bw, row_h),
                                   tr(SPEED_LABELS[sp]), "choice_on" if sp == current else "choice")
            y += (len(SPEEDS) + cols - 1) // cols * (row_h + gap) - gap + scaled(14, s)
        return y

    def _plan_how_to(self, s: float) -> None:
        """Where the "How to play" notes go: the first room they fit in, drawn with bullets;
        if none is tall enough, a scrolling text box in the roomier one."""
        sc = self.scene
        sc.howto_box = None
        self.howto = None
        items = sc.about.lobby_notes
        if not items:
            return
        t = sc.app.text
        size = scaled(14, s)
        line_h = size + scaled(5, s)
        title_h = scaled(26, s)
        best = None
        for x, y, w, bottom in self.howto_rooms:
            notes = [t.wrap(tr(item), size, w - scaled(16, s)) for item in items]
            need = title_h + sum(len(n) * line_h + scaled(4, s) for n in notes)
            if need <= bottom - y:
                self.howto = ((x, y, w), notes)
                return
            if best is None or bottom - y > best[3] - best[1]:
                best = (x, y, w, bottom)
        x, y, w, bottom = best
        self.howto = ((x, y, w), None)
        html = "<br>".join(f"• {escape(tr(item))}" for item in items)
        sc.howto_box = pygame_gui.elements.UITextBox(
            html, pygame.Rect(x, y + title_h, w, bottom - y - title_h), manager=sc.app.manager,
            container=sc.root, object_id=ObjectID(object_id="#howto"))


class LobbyPainter:
    """Draws the lobby under its widgets: the panel, the game's name and blurb, the column
    heads, the seat numbers and every label the layout placed."""

    def __init__(self, scene, layout: LobbyLayout) -> None:
        self.scene = scene
        self.layout = layout
        self._panel_key = None
        self._panel_surf = None

    def draw(self, surface) -> None:
        sc = self.scene
        s, panel = geometry(surface.get_size())
        surface.blit(felt_background(surface.get_size(), scale=s), (0, 0))
        if self._panel_key != panel.size:
            self._panel_surf = rounded_panel(panel.size, (14, 20, 18), 232, scaled(18, s), (80, 100, 90, 160))
            self._panel_key = panel.size
        surface.blit(self._panel_surf, panel)
        t = sc.app.text
        pad = scaled(26, s)
        inner = panel.width - 2 * pad

        def at(text, size, colour, x, y, width, bold=False, **more):
            return t.draw(surface, text, size, colour, bold=bold, fit="none", valign="top", owner="lobby",
                          box=(x, y, width, t.height(size, bold)), **more)

        title = at(tr(sc.info.title), scaled(34, s), GOLD, panel.x + pad, panel.y + scaled(18, s), inner, True)
        px = title.right + scaled(16, s)
        at(words.players(sc.info.min_players, sc.info.max_players), scaled(16, s), INK_DIM, px,
           panel.y + scaled(34, s), panel.right - pad - px)
        blurb = tr(sc.info.blurb)
        # two lines, or a third (it still ends above the seats' heading) for a blurb that
        # two lines at the smallest size cannot hold
        for most in (2, 3):
            size, lines = t.wrap_fit(blurb, scaled(15, s), inner, most, max(9, scaled(11, s)))
            if not lines[-1].endswith("…") or blurb.endswith("…"):
                break
        for k, line in enumerate(lines):
            at(line, size, INK_DIM, panel.x + pad, panel.y + scaled(64, s) + k * scaled(20, s), inner,
               cut=k == len(lines) - 1 and line.endswith("…") and not blurb.endswith("…"))
        head = scaled(17, s)
        top = panel.y + scaled(150, s)
        seats_w = int(panel.width * 0.56)
        seats_head = at(tr("Seats"), head, GOLD, panel.x + pad, top - scaled(26, s), seats_w, True)
        if len(sc.seating.humans) > 1:  # pass-and-play: the names are asked for
            room = seats_w - seats_head.width - scaled(14, s)
            ask = tr("Each player at this computer types a name")
            ask_h = t.extent(ask, scaled(13, s), INK_DIM, False, room)[1]
            t.draw(surface, ask, scaled(13, s), INK_DIM, valign="top", owner="lobby",
                   box=(seats_head.right + scaled(14, s), top - scaled(26, s) + (seats_head.height - ask_h) // 2,
                        room, ask_h))
        num_x = panel.x + pad + scaled(4, s)
        for i, row in enumerate(sc.rows):
            rect = row["name"].get_abs_rect()
            num_h = t.height(scaled(16, s), True)
            box = pygame.Rect(num_x, 0, rect.x - num_x, num_h)
            box.centery = rect.centery
            t.draw(surface, str(i + 1), scaled(16, s), INK_DIM, bold=True, fit="none", box=box, owner="lobby")
        rx = panel.x + int(panel.width * 0.56) + pad * 2
        at(tr("Options"), head, GOLD, rx, top - scaled(26, s), panel.right - pad - rx, True)
        self._labels(surface, s)
        self._draw_how_to(surface, s, head)
        if sc.message:
            at(sc.message, scaled(15, s), ERROR, panel.x + pad, panel.bottom - scaled(100, s), inner, align="center")
        sc.guide_offer.draw(surface)

    def _labels(self, surface, s: float) -> None:
        sc, lay = self.scene, self.layout
        t = sc.app.text
        def label(text, size, colour, x, y, w, valign="middle"):
            """``text`` in at most two lines of width ``w``, centred on ``y`` (or from ``y`` down)."""
            box = pygame.Rect(x, y, w, 2 * t.height(size))
            if valign == "middle":
                box.centery = y
            return t.draw(surface, text, size, colour, valign=valign, box=box, owner="lobby")

        for opt, (x, y, w), why in lay.option_label_pos:
            drawn = label(option_label(sc.about, opt), scaled(15, s), INK_DIM if why else INK, x, y, w)
            if why:
                label(why, scaled(12, s), INK_DIM, x, y + drawn.height // 2, w, "top")
        names = {"speed": tr("Animation speed"), "pace": tr("Computer players' pace")}
        for key, (x, y, w) in lay.pace_label_pos:
            t.draw(surface, names[key], scaled(15, s), INK, fit="none", valign="top", owner="lobby",
                   box=(x, y, w, t.height(scaled(15, s))))
        x, y, w = lay.practice_pos
        label(tr("Practice (undo always allowed)"), scaled(15, s), INK, x, y, w)
        if sc.partners_button is not None:
            x, y, w = lay.partners_pos
            label(tr("Partners"), scaled(15, s), INK, x, y, w)

    def _draw_how_to(self, surface, s: float, head: int) -> None:
        if self.layout.howto is None:
            return
        t = self.scene.app.text
        (hx, hy, hw), notes = self.layout.howto
        t.draw(surface, tr("How to play"), head, GOLD, bold=True, fit="none", valign="top", owner="lobby",
               box=(hx, hy, hw, t.height(head, True)))
        if notes is None:
            return  # the text box shows them
        hy += scaled(26, s)
        size = scaled(14, s)
        for note in notes:
            for j, line in enumerate(note):
                if j == 0:
                    pygame.draw.circle(surface, GOLD, (hx + scaled(4, s), hy + size // 2 + 1), max(2, scaled(3, s)))
                t.draw(surface, line, size, INK_DIM, fit="none", valign="top", owner="lobby",
                       box=(hx + scaled(16, s), hy, hw - scaled(16, s), size + scaled(5, s)))
                hy += size + scaled(5, s)
            hy += scaled(4, s)
