"""Questions asked before something that cannot be taken back: :class:`QuestionScene` (a
question, Yes on Enter, No on Esc), as before quitting from the title, and
:func:`ConfirmFoldScene`, asked before a fold or pass gives up the hand (the "confirm
before folding" setting), whose second line is the table's own button text (what it costs)."""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, box_at
from ..widgets import button
from ..table.actions import as_spec, short
from .base import Overlay

# kind -> (question, Yes, No)
QUESTIONS = {
    "fold": ("Fold and give up this hand?", "Fold  [Enter]", "Keep playing  [Esc]"),
    "pass": ("Pass and give up this hand?", "Pass  [Enter]", "Keep playing  [Esc]"),
    "quit": ("Quit Pairs Table?", "Quit  [Enter]", "Stay  [Esc]"),
}


class QuestionScene(Overlay):
    """The question of ``kind`` (:data:`QUESTIONS`) with a No (Esc, N: nothing happens) and
    a Yes (Enter, Y: ``on_yes``)."""

    panel_size = (520, 230)

    def __init__(self, app, kind: str = "quit", on_yes=None, detail=None) -> None:
        super().__init__(app)
        self.kind = kind
        self.on_yes = on_yes
        self._detail = detail
        self.yes_button = self.no_button = None

    def labels(self) -> tuple[str, str, str]:
        """The question, the Yes button's and the No button's texts (catalogue keys)."""
        return QUESTIONS[self.kind]

    def detail(self) -> str:
        """A second line under the question (what giving up costs)."""
        return self._detail() if self._detail is not None else ""

    def build_ui(self) -> None:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(28, s)
        bw, bh = (r.width - 3 * pad) // 2, scaled(46, s)
        y = r.bottom - pad - bh
        _q, yes, no = self.labels()
        self.no_button = button(self, (r.x + pad, y, bw, bh), tr(no), "primary")
        self.yes_button = button(self, (r.right - pad - bw, y, bw, bh), tr(yes), "danger")

    def confirm(self) -> None:
        self.app.stack.pop()
        if self.on_yes is not None:
            self.on_yes()

    def cancel(self) -> None:
        self.app.stack.pop()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.yes_button:
                self.confirm()
                return True
            if event.ui_element is self.no_button:
                self.cancel()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self.confirm()
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_n):
                self.cancel()
                return True
        return False

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        room = self.inner_width(r)
        question = tr(self.labels()[0])
        # on one line: a longer language's question is set a little smaller (down to the
        # smallest large bold size) rather than run past the panel
        size = next((k for k in range(scaled(24, s), scaled(19, s) - 1, -1) if t.width(question, k, True) <= room),
                    scaled(19, s))
        t.draw(surface, question, size, GOLD, bold=True, fit="cut", owner="question", align="center",
               box=box_at((r.centerx, r.y + scaled(48, s)), room, t.height(size, True)))
        more = self.detail()
        if more:
            t.draw(surface, more, scaled(17, s), INK, fit="none", owner="question", align="center",
                   box=box_at((r.centerx, r.y + scaled(92, s)), room, t.height(scaled(17, s))))


def ConfirmFoldScene(app, table, action: str) -> QuestionScene:
    """Ask before a table's action that gives up the hand (fold, pass): its cost under the
    question, and Yes takes the action."""

    def cost_line() -> str:
        """The table's label of the action, without its key."""
        for spec in map(as_spec, table.action_specs()):
            if spec.action == action:
                return short(spec.label)
        return ""

    return QuestionScene(app, action.split()[0], lambda: table.human_action(action, confirmed=True), cost_line)
