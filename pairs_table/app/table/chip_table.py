"""The chips of a chip game's table: bankrolls on the plates, a pot in the middle, chips
sliding between them, and the session around the hands.

:class:`ChipPart` is a part a table holds (``table.chips``), with a
:class:`~.chip_session.ChipSession` (standings with ``S`` or the *Standings* button beside
the menu, ending the session between hands, the result when it ends, the statistics when
the players leave before that) and :class:`~.chips.ChipMoves` (chips in flight, amounts
floating off a plate). What the plates and the pot show (the picture's ``chips_shown``,
``pot_shown``, :class:`ChipPicture`) follows the chips as they land, and is set from the
engine once they have (:meth:`ChipPart.sync`). A table says where its pot stands when it is
not over the middle (``pot_point``, ``pot_rect``, ``plate_point``, ``chip_r``), and the
part shows the shared session events of :mod:`.chip_events`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect

from ..i18n import tr
from ..render import GOLD, INK_DIM, RED
from .chip_events import ChipEvents
from .chip_session import ChipSession, start_bankrolls
from .chips import ChipMoves, draw_pile
from .felt_label import felt_label
from .log import Joined, Msg
from .part import TablePart
from .plate import PlateValue, Token


@dataclass
class ChipPicture:
    """The picture's fields of a chip game (see :mod:`.picture`)."""

    chips_shown: list = field(default_factory=list)  # each seat's chips as the plates show them
    pot_shown: int = 0
    status: list = field(default_factory=list)  # "in" the session, "busted" or "left"
    hand_no: int = 0
    winners: list = field(default_factory=list)  # who took the last pot


class ChipPart(TablePart):
    """The chips of ``table``; ``fee`` names what a player could not post ("ante", "stake");
    ``pot_point``, ``pot_rect``, ``plate_point`` and ``chip_r`` (callables) place the pot
    and the chips where the table has them."""

    def __init__(self, table, fee: str = "ante", *, pot_point=None, pot_rect=None, plate_point=None,
                 chip_r=None) -> None:
        self.table = table
        self.session = ChipSession(table)
        self.moves = ChipMoves()
        self.pot_point = pot_point or self.middle_top
        self.pot_rect = pot_rect or self.pot_box
        self.plate_point = plate_point or self.plate_low
        self._chip_r = chip_r
        self.pot_drawn: Rect | None = None
        table.events.register(ChipEvents(table, fee).handlers())

    def fresh(self) -> dict:
        st = self.table.state
        return {"chips_shown": start_bankrolls(st), "pot_shown": st.result()["pot"],
                "status": ["in"] * self.table.n, "hand_no": 0, "winners": []}

    def reset(self) -> None:
        self.moves.clear()

    # ---- the session -------------------------------------------------------------------------------
    @property
    def history(self):
        return self.session.history

    def after_action(self) -> None:
        self.session.note_bankrolls()

    def deal_next(self) -> bool:
        return self.session.deal_next()

    def show_result(self) -> bool:
        self.session.show_result()
        return True

    def rematch(self) -> None:
        self.session.rematch()

    def open_standings(self) -> None:
        t = self.table
        if t.app.stack.top is t:
            t.app.screens.open("standings", t, final=t.state.is_over)

    def extra_button(self):
        return tr("Standings  [S]"), "quiet", tr("Bankrolls so far; end the session")

    def extra_pressed(self) -> None:
        self.open_standings()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.open_standings()
            return True
        return False

    def leave(self) -> None:
        if getattr(self.table, "carried_on_by", None) is None:  # not a table that takes over (undo)
            self.session.leaving()

    # ---- where the chips are -----------------------------------------------------------------------------
    @property
    def chip_r(self) -> int:
        if self._chip_r is not None:
            return self._chip_r()
        return max(6, int(self.table.layout.card[0] * 0.2))

    def middle_top(self) -> tuple[float, float]:
        """The pot's chips over the middle of the table (their midbottom)."""
        x, y = self.table.layout.centre.midtop
        return x, y

    def pot_box(self) -> Rect:
        """The pot's chips and label (the banner keeps off it)."""
        L = self.table.layout
        x, y = self.pot_point()
        r = self.chip_r
        rect = Rect(0, 0, 6 * 2 * r + L.px(80), int(r * 1.1) + 10 * max(2, r // 4) + L.px(30))
        rect.midbottom = (int(x), int(y + L.px(24)))
        return rect

    def plate_low(self, seat: int) -> tuple[float, float]:
        p = self.table.layout.spot(seat).plate
        return p.centerx, p.centery + p.height * 0.3

    # ---- chips on the move ---------------------------------------------------------------------------------
    def to_pot(self, seat: int, amount: int, delay: float = 0.0, start=None) -> None:
        """``amount`` chips from ``seat``'s plate (or ``start``) into the pot."""
        t = self.table
        if amount <= 0:
            return
        if start is None:
            t.pic.chips_shown[seat] -= amount

        def arrived():
            t.pic.pot_shown += amount
            t.touch()

        self.moves.fly(amount, start or self.plate_point(seat), self.pot_point(), t.t(0.45 + delay), arrived)
        t.touch()

    def from_pot(self, seat: int, amount: int, duration: float = 0.6) -> None:
        t = self.table
        if amount <= 0:
            return
        t.pic.pot_shown -= amount

        def arrived():
            t.pic.chips_shown[seat] += amount
            t.touch()

        self.moves.fly(amount, self.pot_point(), self.plate_point(seat), t.t(duration), arrived)
        t.touch()

    def float_text(self, seat: int, text: str, colour) -> None:
        L = self.table.layout
        self.moves.float_text(text, colour, L.spot(seat).plate.midtop, L.font_size(24))

    def sync(self) -> None:
        """The plates and the pot as the engine has them (once the chips have landed)."""
        t = self.table
        r = t.state.result()
        t.pic.chips_shown = list(r["chips"])
        t.pic.pot_shown = r["pot"]
        t.touch()

    def sync_from_facts(self) -> None:
        """Drawn again from a hosted table's welcome (the hand's events alone): the plates,
        the pot and who is out of the session as the host has them now."""
        t = self.table
        self.moves.land()
        self.sync()
        status = t.facts.get("status")
        if isinstance(status, list) and len(status) == t.n:
            t.pic.status = [s if s in ("in", "busted", "left") else "in" for s in status]

    # ---- movement -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.moves.update(dt)

    def moving(self) -> bool:
        return self.moves.floating

    def cards_moving(self) -> bool:
        return self.moves.flying

    def settle_instant(self, dt: float) -> None:
        self.moves.update(dt)

    def settled(self) -> None:
        self.moves.settle()

    def resize(self, size) -> None:
        self.moves.land()

    # ---- plates ------------------------------------------------------------------------------------------------
    def plate_value(self, seat: int) -> PlateValue:
        pic = self.table.pic
        if pic.status[seat] == "busted":
            return PlateValue(tr("busted"))
        return PlateValue(tr("{n} chips", n=pic.chips_shown[seat]))

    def status_token(self, seat: int) -> Token | None:
        """BUSTED or LEFT on the plate of a seat out of the session."""
        status = self.table.pic.status[seat]
        if status == "busted":
            return Token(tr("BUSTED"), RED)
        if status == "left":
            return Token(tr("LEFT"), INK_DIM)
        return None

    def banner_avoid(self) -> list:
        return [self.pot_rect()] + ([self.pot_drawn] if self.pot_drawn is not None else [])

    # ---- drawing ---------------------------------------------------------------------------------------------------
    def draw_pot(self, surface, label_below: bool = True) -> None:
        """The pot's chips and "Pot N" (under the chips, or beside them)."""
        t = self.table
        L = t.layout
        x, y = self.pot_point()
        pot = t.pic.pot_shown
        pile = draw_pile(surface, pot, self.chip_r, (x, y))
        text = tr("Pot {n}", n=pot)
        size = L.font_size(16)
        # the label's box is its own size (its marker a little wider), under or beside the chips
        where = pygame.Rect((0, 0), t.app.text.extent(text, size, GOLD, True))
        if label_below or pile is None:
            where.center = (int(x), int(y + L.px(12)))
        else:
            where.bottomleft = (pile.right + L.px(14), int(y))
        label = felt_label(t.app.text, surface, text, size, GOLD, bold=True, box=where, owner="pot")
        self.pot_drawn = label.union(pile) if pile is not None else label

    def draw_moves(self, surface) -> None:
        t = self.table
        self.moves.draw(surface, self.chip_r, t.app.text, t.layout)


def pay_line(t, seat, owed: int, paid: int, third: str, second: str, **fields):
    """A payment's log line, with the part forgiven when the payer had too few chips."""
    line = t.phrase(seat, third, second, paid=paid, **fields)
    if paid < owed:
        return Joined(line, Msg("({n} forgiven: that was every chip.)", n=owed - paid))
    return line
