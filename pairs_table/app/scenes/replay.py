"""A saved game replayed at its own table: step forward (with the same animations as when it
was played) and back (the cards gliding back to where they were), jump from hand to hand
(or to hand 1 to 9 by its number), and choose whose eyes to see it with.

The picture is the game's kit table (its descriptor's ``table``), built from the save cut
to the position and marked ``watching``: nobody acts, nothing is dealt, saved or counted.
A step forward plays the next action (or the next deal) through that table; a step back
builds the table at the earlier position and starts its cards from where the later picture
had them (:mod:`..table.rewind`); a jump builds the table again at the new position at
once. While a hand is live the table shows what the viewing seat saw then (the player of a
one-human game, the chosen player of a pass-and-play game); once the hand is over every
card is shown.

The scene draws the table and its own controls in the table's panel, where the table's
buttons would be; at rest it draws nothing and wakes for nothing.
"""

from __future__ import annotations

import dataclasses

import pygame
import pygame_gui

from ...engine.replay import deals_first
from .. import games
from ..config import config_from_save
from ..i18n import tr
from ..render import GOLD, INK_DIM
from ..scene import Scene
from ..table.rewind import rewind
from ..timeline import Timeline
from ..widgets import button

KEYS = {pygame.K_RIGHT: "forward", pygame.K_LEFT: "back", pygame.K_PAGEDOWN: "next_hand",
        pygame.K_PAGEUP: "previous_hand", pygame.K_DOWN: "next_hand", pygame.K_UP: "previous_hand",
        pygame.K_HOME: "first", pygame.K_END: "last"}


CONTROL_ROWS = 2  # rows of the table's action bar the replay's controls take (with the menu's)


class ReplayScene(Scene):
    def __init__(self, app, record, position: int | None = None, viewer: int | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.timeline = Timeline(record)
        self.position = len(self.timeline) - 1 if position is None else position
        humans = [i for i, s in enumerate(record.seats) if s.kind == "human"]
        self.humans = humans or [0]
        self.viewer = viewer if viewer is not None else self.humans[0]
        self.table = None
        self.buttons: dict = {}  # button -> what it does
        self.table_cls = games.table_class(record.game)

    # ---- the table at a position ------------------------------------------------------------------------
    def build_table(self, reveal: bool | None = None) -> None:
        """The table at :attr:`position`, shown at once; every card face up when the hand
        is over (unless ``reveal`` says otherwise)."""
        pos = self.timeline[self.position]
        record = dataclasses.replace(self.record, actions=list(self.record.actions[:pos.step]))
        config = config_from_save(record, record.setup.build(), "instant", "instant")
        config.autosave = False
        config.practice = False
        table = self.table_cls(self.app, config)
        table.watching = True
        table.action_rows = max(CONTROL_ROWS, table.action_rows or 1)  # room for the controls
        seats = table.seats
        seats.viewer = self.viewer if seats.pass_and_play else seats.viewer
        seats.reveal_all = pos.over if reveal is None else reveal
        table.layout = table.make_layout(self.app.size)
        if self.table is not None:
            self.table.leave()
        self.table = table
        table.enter()  # replays the cut save through the table at instant speed
        if pos.dealt:
            turns = table.turns
            turns.hand_start = len(table.state.log)
            turns.replaying = True
            try:
                turns.settle_now(table.match.deal_next())
            finally:
                turns.replaying = False
        table.config.speed = self.app.settings.animation_speed
        if table.root is not None:
            table.root.hide()  # the replay's controls stand where the table's buttons are
        self._make_root()

    def go(self, index: int) -> None:
        self.position = max(0, min(len(self.timeline) - 1, index))
        self.build_table()

    def forward(self) -> None:
        """The next action (or deal) played through the table, animated."""
        if self.position >= len(self.timeline) - 1:
            return
        if self.table.queue.busy:
            self.finish()
        nxt = self.timeline[self.position + 1]
        if self.table.seats.reveal_all and not nxt.over:
            self.build_table(reveal=False)  # the next hand is live: dealt as the viewer saw it
        t = self.table
        if nxt.dealt:
            t.turns.hand_start = len(t.state.log)
            events = t.match.deal_next()
        else:
            act = self.record.actions[nxt.step - 1]
            if deals_first(t.state, act):
                t.turns.hand_start = len(t.state.log)
            events = t.match.play_logged(act)
        self.position += 1
        t.turns.show(events)
        self._make_root()

    def finish(self) -> None:
        """Every queued step of the table shown at once."""
        self.table.turns.settle()

    def back(self) -> None:
        """The position before, reached with motion: the table is built there and its
        cards (and chips) glide from where the later picture had them."""
        if self.position <= 0:
            return
        old = self.table
        self.go(self.position - 1)
        rewind(old, self.table)

    def hand_of(self, index: int) -> int:
        return self.timeline[index].hand

    def next_hand(self) -> None:
        hand = self.hand_of(self.position)
        if hand < self.timeline.hands:
            self.go(self.timeline.hand_start(hand + 1))
        else:
            self.go(len(self.timeline) - 1)

    def previous_hand(self) -> None:
        hand = self.hand_of(self.position)
        start = self.timeline.hand_start(hand)
        self.go(self.timeline.hand_start(hand - 1) if self.position == start and hand > 1 else start)

    def to_hand(self, hand: int) -> None:
        """The start of hand ``hand`` (keys 1 to 9), when the game has it."""
        if 1 <= hand <= self.timeline.hands:
            self.go(self.timeline.hand_start(hand))

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.timeline) - 1)

    def next_viewer(self) -> None:
        """Whose eyes the live hands are seen with (pass-and-play: each human in turn)."""
        i = self.humans.index(self.viewer) if self.viewer in self.humans else -1
        self.viewer = self.humans[(i + 1) % len(self.humans)]
        self.build_table()

    def leave_replay(self) -> None:
        self.app.stack.pop()

    # ---- lifetime ----------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.build_table()

    def leave(self) -> None:
        if self.table is not None:
            self.table.leave()
        super().leave()

    def resize(self, size) -> None:
        if self.table is not None:
            self.finish()  # every card in place first (the cards a step back sends away too)
            self.table.resize(size)
        super().resize(size)

    def language_changed(self) -> None:
        if self.table is not None:
            self.table.language_changed()
        super().language_changed()

    def settings_changed(self, key: str) -> None:
        if self.table is not None:
            self.finish()
            self.table.settings_changed(key)

    # ---- widgets -----------------------------------------------------------------------------------------
    def controls_area(self) -> pygame.Rect:
        t = self.table
        g = t.panel_widgets.geometry
        L = t.layout
        if g is None:
            p = L.panel
            return pygame.Rect(p.x + L.px(16), p.bottom - L.px(150), p.width - L.px(32), L.px(134))
        top = g.actions.top
        return pygame.Rect(g.actions.x, top, g.actions.width, g.rect.bottom - g.pad - top)

    def control_rows(self, area: pygame.Rect) -> tuple[int, int, pygame.Rect]:
        """(button height, gap, the room of the position's two lines) in ``area``: two rows
        of step buttons at its top, the lines, a row with Leave at its foot."""
        L = self.table.layout
        gap = L.px(6)
        lines = int(1.3 * (L.font_size(14) + L.font_size(12))) + L.px(4)
        h = min(L.px(40), (area.height - lines - 3 * gap) // 3)
        top = area.y + 2 * (h + gap)
        return h, gap, pygame.Rect(area.x, top, area.width, area.bottom - h - gap - top)

    def build_ui(self) -> None:
        if self.table is None:
            return
        self.buttons = {}
        area = self.controls_area()
        h, gap, _lines = self.control_rows(area)
        w2 = (area.width - gap) // 2
        at_start, at_end = self.position == 0, self.position >= len(self.timeline) - 1
        grid = [("back", tr("‹ Back"), tr("One step back  [←]"), at_start),
                ("forward", tr("Next ›"), tr("One step forward  [→]"), at_end),
                ("previous_hand", tr("« Hand"), tr("The start of this hand, or of the one before  [PgUp]"), at_start),
                ("next_hand", tr("Hand »"), tr("The start of the next hand  [PgDn]"), at_end)]
        for i, (what, label, tip, off) in enumerate(grid):
            rect = (area.x + i % 2 * (w2 + gap), area.y + i // 2 * (h + gap), w2, h)
            b = button(self, rect, label, "primary" if what == "forward" else "quiet", tip)
            if off:
                b.disable()
            self.buttons[b] = what
        y = area.bottom - h
        if len(self.humans) > 1 and self.table.seats.pass_and_play:
            b = button(self, (area.x, y, w2, h), tr("Seen by {name}", name=self.table.name(self.viewer)), "quiet",
                       tr("Whose cards the live hands show"))
            self.buttons[b] = "next_viewer"
        b = button(self, (area.right - w2, y, w2, h), tr("Leave  [Esc]"), "quiet")
        self.buttons[b] = "leave_replay"

    # ---- input -------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            getattr(self, self.buttons[event.ui_element])()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave_replay()
                return True
            what = KEYS.get(event.key)
            if what is not None:
                getattr(self, what)()
                return True
            if pygame.K_1 <= event.key <= pygame.K_9:
                self.to_hand(event.key - pygame.K_0)
                return True
        return False

    # ---- per frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        t = self.table
        t.update(dt)
        pos = self.timeline[self.position]
        if pos.over and not t.seats.reveal_all and not t.queue.busy:
            self.build_table()  # the hand is over: its cards face up

    def next_deadline(self) -> float | None:
        t = self.table
        if t is None:
            return None
        pos = self.timeline[self.position]
        if pos.over and not t.seats.reveal_all:
            return 0.0
        return t.next_deadline()

    @property
    def status(self) -> str:
        pos = self.timeline[self.position]
        return tr("Step {n} of {m} · hand {h} of {k}", n=pos.step, m=len(self.record.actions),
                  h=pos.hand, k=self.timeline.hands)

    def draw(self, surface) -> None:
        t = self.table
        t.draw(surface)
        area = self.controls_area()
        L = t.layout
        size = L.font_size(14)
        text = self.app.text
        mid = self.control_rows(area)[2].centery
        line_h = text.height(size, True)
        text.draw(surface, self.status, size, GOLD, bold=True, fit="cut", valign="bottom", owner="replay",
                  box=(area.x, mid - line_h, area.width, line_h))
        pos = self.timeline[self.position]
        note = tr("Every card of this hand is shown.") if pos.over else \
            tr("As {name} saw it.", name=t.name(self.viewer if t.seats.pass_and_play else t.seats.bottom_seat))
        text.draw(surface, note, L.font_size(12), INK_DIM, fit="cut", valign="top", owner="replay",
                  box=(area.x, mid + L.px(2), area.width, text.height(L.font_size(12))))
