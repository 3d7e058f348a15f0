"""The table of a chip game: bankrolls on the plates, a pot in the middle, chips sliding
between them, and the session around the hands.

:class:`ChipTableScene` is a :class:`~.scene.TableScene` with a :class:`~.chip_session.ChipSession`
(standings with ``S`` or the *Standings* button beside the menu, ending the session between
hands, the result when it ends, the statistics when the players leave before that) and
:class:`~.chips.ChipMoves` (chips in flight, amounts floating off a plate). What the plates
and the pot show (``chips_shown``, ``pot_shown``) follows the chips as they land, and is set
from the engine once they have (:meth:`ChipTableScene.sync_chips`). A game's table says
where its pot stands (:meth:`pot_point`, :meth:`pot_rect`) and registers the shared
session events of :mod:`.chip_events` beside its own.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from ..i18n import tr
from ..render import GOLD, INK_DIM, RED
from .chip_session import ChipSession, start_bankrolls
from .chips import ChipMoves, draw_pile
from .felt_label import felt_label
from .log import Joined, Msg
from .plate import PlateValue, Token
from .scene import TableScene


class ChipTableScene(TableScene):
    fresh_deck = 55  # cards in the deck of a new hand

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.session = ChipSession(self)
        self.chip_moves = ChipMoves()
        self.reset_picture()

    # ---- the session -------------------------------------------------------------------------------
    @property
    def history(self):
        return self.session.history

    @property
    def stop_requested(self) -> bool:
        return self.session.stop_requested

    def request_stop(self) -> None:
        self.session.request_stop()

    def after_action(self) -> None:
        self.session.note_bankrolls()
        super().after_action()

    def deal_next(self) -> None:
        if not self.session.deal_next():
            super().deal_next()

    def show_result(self) -> None:
        self.session.show_result()

    def rematch(self) -> None:
        super().rematch()
        self.session.rematch()

    def open_standings(self) -> None:
        if self.app.stack.top is self:
            self.app.screens.open("standings", self, final=self.state.is_over)

    def extra_button(self):
        return tr("Standings  [S]"), "quiet", tr("Bankrolls so far; end the session")

    def extra_pressed(self) -> None:
        self.open_standings()

    @property
    def standings_button(self):
        return self.panel_widgets.extra

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.open_standings()
            return True
        return super().handle(event)

    def leave(self) -> None:
        if getattr(self, "carried_on_by", None) is None:  # not a table that takes over (undo)
            self.session.leaving()
        super().leave()

    # ---- the picture's chips ---------------------------------------------------------------------------
    def reset_picture(self) -> None:
        super().reset_picture()
        n = self.n
        self.chips_shown = start_bankrolls(self.state)
        self.pot_shown = self.state.result()["pot"]
        self.status = ["in"] * n  # in the session, "busted" or "left"
        self.hand_no = 0
        self.dealer = None
        if hasattr(self, "chip_moves"):
            self.chip_moves.clear()

    @property
    def chip_r(self) -> int:
        return max(6, int(self.layout.card[0] * 0.2))

    def pot_point(self) -> tuple[float, float]:
        """Where the pot's chips stand (their midbottom)."""
        x, y = self.layout.centre.midtop
        return x, y

    def pot_rect(self) -> Rect:
        """The pot's chips and label (the banner keeps off it)."""
        x, y = self.pot_point()
        r = self.chip_r
        rect = Rect(0, 0, 6 * 2 * r + self.layout.px(80), int(r * 1.1) + 10 * max(2, r // 4) + self.layout.px(30))
        rect.midbottom = (int(x), int(y + self.layout.px(24)))
        return rect

    def plate_point(self, seat: int) -> tuple[float, float]:
        p = self.layout.spot(seat).plate
        return p.centerx, p.centery + p.height * 0.3

    def chips_to_pot(self, seat: int, amount: int, delay: float = 0.0, start=None) -> None:
        """``amount`` chips from ``seat``'s plate (or ``start``) into the pot."""
        if amount <= 0:
            return
        if start is None:
            self.chips_shown[seat] -= amount

        def arrived():
            self.pot_shown += amount
            self.touch()

        self.chip_moves.fly(amount, start or self.plate_point(seat), self.pot_point(), self.t(0.45 + delay), arrived)
        self.touch()

    def chips_from_pot(self, seat: int, amount: int, duration: float = 0.6) -> None:
        if amount <= 0:
            return
        self.pot_shown -= amount

        def arrived():
            self.chips_shown[seat] += amount
            self.touch()

        self.chip_moves.fly(amount, self.pot_point(), self.plate_point(seat), self.t(duration), arrived)
        self.touch()

    def float_text(self, seat: int, text: str, colour) -> None:
        self.chip_moves.float_text(text, colour, self.layout.spot(seat).plate.midtop, self.layout.font_size(24))

    def sync_chips(self) -> None:
        """The plates and the pot as the engine has them (once the chips have landed)."""
        r = self.state.result()
        self.chips_shown = list(r["chips"])
        self.pot_shown = r["pot"]
        self.touch()

    def sync_from_facts(self) -> None:
        """Drawn again from a hosted table's welcome (the hand's events alone): the plates,
        the pot and who is out of the session as the host has them now."""
        super().sync_from_facts()
        self.chip_moves.land()
        self.sync_chips()
        status = self.facts.get("status")
        if isinstance(status, list) and len(status) == self.n:
            self.status = [s if s in ("in", "busted", "left") else "in" for s in status]

    # ---- movement -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.chip_moves.update(dt)
        super().update(dt)

    def moving(self) -> bool:
        return self.chip_moves.floating or super().moving()

    def cards_moving(self) -> bool:
        return super().cards_moving() or self.chip_moves.flying

    def settle_instant(self, dt: float) -> None:
        super().settle_instant(dt)
        self.chip_moves.update(dt)

    def settled(self) -> None:
        self.chip_moves.settle()

    def resize(self, size) -> None:
        self.chip_moves.land()
        super().resize(size)

    # ---- plates ------------------------------------------------------------------------------------------------
    def plate_value(self, seat: int) -> PlateValue:
        if self.status[seat] == "busted":
            return PlateValue(tr("busted"))
        return PlateValue(tr("{n} chips", n=self.chips_shown[seat]))

    def status_token(self, seat: int) -> Token | None:
        """BUSTED or LEFT on the plate of a seat out of the session."""
        if self.status[seat] == "busted":
            return Token(tr("BUSTED"), RED)
        if self.status[seat] == "left":
            return Token(tr("LEFT"), INK_DIM)
        return None

    def banner_avoid(self) -> list:
        drawn = getattr(self, "pot_drawn", None)
        return super().banner_avoid() + [self.pot_rect()] + ([drawn] if drawn is not None else [])

    # ---- drawing ---------------------------------------------------------------------------------------------------
    def draw_pot(self, surface, label_below: bool = True) -> None:
        """The pot's chips and "Pot N" (under the chips, or beside them)."""
        L = self.layout
        x, y = self.pot_point()
        pile = draw_pile(surface, self.pot_shown, self.chip_r, (x, y))
        text = tr("Pot {n}", n=self.pot_shown)
        size = L.font_size(16)
        # the label's box is its own size (its marker a little wider), under or beside the chips
        where = pygame.Rect((0, 0), self.app.text.extent(text, size, GOLD, True))
        if label_below or pile is None:
            where.center = (int(x), int(y + L.px(12)))
        else:
            where.bottomleft = (pile.right + L.px(14), int(y))
        label = felt_label(self.app.text, surface, text, size, GOLD, bold=True, box=where, owner="pot")
        self.pot_drawn = label.union(pile) if pile is not None else label

    def draw_chip_moves(self, surface) -> None:
        self.chip_moves.draw(surface, self.chip_r, self.app.text, self.layout)


def pay_line(t, seat, owed: int, paid: int, third: str, second: str, **fields):
    """A payment's log line, with the part forgiven when the payer had too few chips."""
    line = t.phrase(seat, third, second, paid=paid, **fields)
    if paid < owed:
        return Joined(line, Msg("({n} forgiven: that was every chip.)", n=owed - paid))
    return line
