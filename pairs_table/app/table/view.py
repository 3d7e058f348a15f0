"""Drawing a table: the felt and rail, the name plates, the table's own picture
(:meth:`~.scene.TableScene.draw_table`), the banner, the side panel. And the hooks of a
window that sleeps while nothing changes: when the picture changes by itself
(:meth:`TableView.next_deadline`) and what pulses (:meth:`TableView.pulse`, the active
plate's glow)."""

from __future__ import annotations

import math

from .. import textlog
from ..i18n import tr
from ..render import GOLD, felt_background
from ..scene import Ambient
from .key_labels import draw_key_labels
from .panel import SidePanel
from .plate import NamePlates, PlateValue, Token

DOT_STEPS = 3  # the thinking dots move three times a second
ANSWER_POLL = 1.0  # seconds between looks at a pending AI answer


class TableView:
    def __init__(self, table) -> None:
        self.table = table
        self.plates = NamePlates(table.app.text)
        self.panel = SidePanel(table.app.text)
        self.forced_levels: dict = {}  # decorations drawn at a fixed strength
        self._status = (None, [])

    def clear(self) -> None:
        self.plates.clear()
        self.panel.clear()
        self._status = (None, [])

    # ---- the whole picture -----------------------------------------------------------------------------
    def felt(self):
        L = self.table.layout
        return felt_background(L.size, L.rail, L.felt, L.panel, L.scale, colour=self.table.app.settings.table_colour)

    def draw(self, surface) -> None:
        t = self.table
        textlog.place(surface, self.felt(), (0, 0))  # a game's felt may carry texts of its own
        for seat in range(t.n):
            self.plate(surface, seat)
        t.draw_table(surface)
        draw_key_labels(t, surface)
        if t.guide is not None:
            t.guide.draw(surface)
        self.banner(surface)
        if surface.get_clip().colliderect(t.layout.panel):  # the panel is text: skip it when not shown
            self.side_panel(surface)

    # ---- plates -------------------------------------------------------------------------------------------
    def plate(self, surface, seat: int) -> None:
        t = self.table
        L = t.layout
        rect = L.spot(seat).plate
        if not surface.get_clip().colliderect(self.plates.glow_rect(rect, L.scale)):
            return
        value = t.plate_value(seat)
        value = value if isinstance(value, PlateValue) else PlateValue(*value)
        tokens = list(t.plate_tokens(seat))
        if seat == t.dealer:
            tokens.append(Token("D", (120, 110, 90), True))
        thinking = t.thinking == seat
        pic, lay = self.plates.picture(rect, L.scale, t.name(seat), value, t.seats.subtitles(seat), tuple(tokens),
                                       seat == t.active, thinking, L.font_size)
        glow = self.plate_glow_alpha() if seat == t.active else None
        dots = int(t.clock * DOT_STEPS) % 3 if thinking else None
        self.plates.draw(surface, rect, L.scale, pic, lay, glow, dots)

    def plate_glow_alpha(self, ahead: float = 0.0) -> int:
        """The opacity of the active plate's glow now (150..255 as it pulses)."""
        forced = self.forced_levels.get("plate")
        if forced is not None:
            return round(255 * forced)
        return int(150 + 105 * (0.55 + 0.45 * math.sin((self.table.clock + ahead) * 3.2)))

    def pulse(self, key: str, rate: float, ahead: float = 0.0) -> float:
        """The strength (0..1) of the decoration ``key``, looping at ``rate`` radians a
        second, or the level it is forced to."""
        forced = self.forced_levels.get(key)
        if forced is not None:
            return forced
        return 0.5 + 0.5 * math.sin((self.table.clock + ahead) * rate)

    # ---- banner and panel ------------------------------------------------------------------------------------
    def banner(self, surface) -> None:
        t = self.table
        avoid = t.banner_avoid()
        if t.guide is not None and t.guide.rect() is not None:
            avoid = avoid + [t.guide.rect()]
        t.announce.draw(surface, t.app.text, t.layout, avoid, t.banner_anchor())

    def status_block(self) -> list:
        t = self.table
        key = (t.version, t.active, t.thinking, t.log.version)
        if self._status[0] != key:
            lines = list(t.status_lines())
            if t.config.practice:
                lines.append((tr("Practice: undo is always allowed."), GOLD, 13, False))
            self._status = (key, lines)
        return self._status[1]

    def side_panel(self, surface) -> None:
        t = self.table
        L = t.layout
        p = L.panel
        pad = L.px(16)
        x, y, width = p.x + pad, p.y + pad, p.width - 2 * pad
        panel = self.panel
        y = panel.status(surface, self.status_block(), x, y, width, L)
        y = panel.odds(surface, t.assist.odds_now(), x, y, width, L)
        y = t.draw_panel_extra(surface, x, y, width)
        bottom = panel.notes(surface, t.assist.hint_text, t.toast, x, t.panel_widgets.log_bottom, width, L, top=y)
        panel.log(surface, t.log, x, y, bottom, width, L)

    def ambient(self, ahead: float = 0.0) -> list[Ambient]:
        """The glow that pulses around the active seat's plate (with the dots of a thinking
        seat inside it), and a thinking seat's dots elsewhere."""
        t = self.table
        L = t.layout
        out = []
        dots = t.thinking
        step = 1.0 / DOT_STEPS
        if t.active is not None:
            k = int((t.clock + ahead) * DOT_STEPS) % 3 if dots == t.active else None
            out.append(Ambient(self.plates.glow_rect(L.spot(t.active).plate, L.scale), 0.0,
                               self.plate_glow_alpha(ahead) / 255, "plate", t, (t.active, k)))
        if dots is not None and dots != t.active:
            out.append(Ambient(L.spot(dots).plate, step - math.fmod(t.clock + ahead, step)))
        return out

    # ---- when the picture changes by itself ----------------------------------------------------------------
    def next_deadline(self) -> float | None:
        """Seconds until the table must be updated without any input: 0 while something
        moves, the time left on a timer, None when only input changes it."""
        t = self.table
        if t.queue.busy or t.moving():
            return 0.0
        due = []
        if t.toast_time > 0:
            due.append(t.toast_time)
        for fut in (t.turns.ai_future, t.assist.hint_future):
            if fut is not None and not fut.done():
                due.append(ANSWER_POLL)
        if t.assist.hint_future is not None and t.assist.hint_future.done():
            due.append(0.0)
        answer = t.turns.answer_due()
        if answer is not None:
            due.append(answer)
        return min(due) if due else None
