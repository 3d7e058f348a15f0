"""The Blackstone table: open information, no privacy screens.

In front of each player: their black stones (tens) and their 5-chip stake. In the middle:
the draw pile, the white stones with their count ``W``, and the pot. The side panel shows
the minimum take ``M``, the make-up of the draw pile, the pass cost ``5 + ceil(W/2)`` and
the bust cost ``5 + W`` (:mod:`.panel`); the action bar holds the take-N control
(:mod:`.take`) above *Pass*. A :class:`~...table.scene.TableScene` holding the kit's
:class:`~...table.chip_table.ChipPart`, with the events of :mod:`.handlers`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...i18n import tr
from ...render import INK, INK_DIM, INK_FAINT, box_at
from ...table.actions import ActionSpec
from ...table.chip_events import WIN_GLOW
from ...table.chip_table import ChipPart, ChipPicture
from ...table.chips import draw_pile
from ...table.felt_label import felt_label
from ...table.picture import TablePicture
from ...table.plate import Token
from ...table.scene import TableScene
from . import panel
from .geometry import stone_geometry
from .handlers import BUST_GLOW, FRESH_DECK, StoneHandlers
from .take import TakeControl

MIDDLE_SHOWN = 6  # white stones drawn on the middle heap
MIDDLE_ANGLES = (-9, 7, -4, 10, -7, 3, -11, 5)


@dataclass
class StonePicture(ChipPicture, TablePicture):
    rows: list = field(default_factory=list)  # per seat: its black stones
    middle: list = field(default_factory=list)  # ranks of the white stones on the middle heap
    W: int = 0
    draw_count: int = FRESH_DECK
    stakes: list = field(default_factory=list)
    passed: list = field(default_factory=list)
    busted: int | None = None
    n_last: int = 0


class BlackstoneTable(TableScene):
    def __init__(self, app, config) -> None:
        self._geo = (None, None)
        self._middle_cache: dict = {}
        super().__init__(app, config)
        self.chips = self.add_part(ChipPart(self, "stake", pot_point=self.pot_point, pot_rect=self.pot_rect,
                                            plate_point=self.plate_point))
        self.take = TakeControl(self)
        self.pile_facts = panel.PileFacts(self)
        self.events.register(StoneHandlers(self).handlers())
        self.reset_picture()

    def new_picture(self) -> StonePicture:
        n = self.n
        return StonePicture(**self.chips.fresh(), rows=[[] for _ in range(n)], stakes=[0] * n, passed=[False] * n)

    # ---- places ---------------------------------------------------------------------------------------
    def geo(self):
        key = (self.layout.size, self.layout.card, self.n)
        if self._geo[0] != key:
            self._geo = (key, stone_geometry(self.layout, self.chips.chip_r))
        return self._geo[1]

    def stake_spot(self, seat: int):
        return self.geo().stake_spot(seat, self.layout)

    def pot_point(self):
        return self.geo().pot_spot(self.layout)

    def pot_rect(self):
        return self.geo().pot

    def plate_point(self, seat: int):
        p = self.layout.spot(seat).plate
        return p.centerx, p.centery + self.chips.chip_r // 2

    @property
    def middle_pos(self):
        x, y = self.layout.discard_pile
        return x + self.layout.card[0] * 0.3, y

    def banner_avoid(self) -> list:
        out = super().banner_avoid()
        if self.active is not None:
            out.append(self.geo().rows[self.active])
        return out

    # ---- cards ---------------------------------------------------------------------------------------------
    def place_row(self, seat: int, duration: float) -> None:
        row = self.pic.rows[seat]
        positions = self.layout.spot(seat).stack_positions(len(row))
        ch = self.layout.card[1]
        for c, pos in zip(row, positions):
            if c.on_arrive is None or not c.moving:
                c.send(pos, ch, True, duration)

    def place_cards(self, duration: float = 0.0) -> None:
        self._geo = (None, None)
        for seat in range(self.n):
            self.place_row(seat, duration)

    def hand_words(self) -> list[str]:
        return [c.name for c in self.pic.rows[self.seats.bottom_seat]]  # the cards you took, in order

    def spawn_at_draw(self, rank: int):
        self.pic.draw_count = max(0, self.pic.draw_count - 1)
        c = self.card_vis(str(rank), self.layout.draw_pile, face_up=False)
        c.tag = rank
        return c

    def to_row(self, seat: int, rank: int, glow=None):
        c = self.spawn_at_draw(rank)
        c.glow = glow
        self.pic.rows[seat].append(c)
        self.place_row(seat, self.move_time)
        self.touch()
        return c

    def to_middle(self, c) -> None:
        def arrived(card):
            self.drop(card)
            self.pic.middle.append(card.tag)
            self.pic.W += 1
            self.touch()

        c.glow = None
        c.send(self.middle_pos, self.layout.card[1], True, self.move_time, arrived)

    def to_draw(self, c, duration=None) -> None:
        def arrived(card):
            self.drop(card)
            self.pic.draw_count += 1
            self.touch()

        c.glow = None
        c.send(self.layout.draw_pile, self.layout.card[1], False, self.move_time if duration is None else duration,
               arrived)

    # ---- the turn -----------------------------------------------------------------------------------------
    @property
    def take_n(self) -> int:
        return self.take.n

    def take_range(self):
        return self.take.range()

    def set_take(self, n: int) -> None:
        self.take.set(n)

    @property
    def take_button(self):
        return self.action_buttons.get("take n")

    @property
    def minus_button(self):
        return self.action_buttons.get("take fewer")

    @property
    def plus_button(self):
        return self.action_buttons.get("take more")

    def turn_view(self) -> dict | None:
        """The engine's view of the human to act (kept until the picture changes)."""
        if not self.human_to_act():
            return None
        key = (self.version, self.state.to_act)
        if getattr(self, "_view_key", None) != key:
            self._view = self.state.view(self.state.to_act)
            self._view_key = key
        return self._view

    def action_specs(self) -> list[ActionSpec]:
        view = self.turn_view()
        cost = view["pass_cost"] if view is not None else None
        label = tr("Pass: pay {n}  [P]", n=cost) if cost is not None else tr("Pass  [P]")
        return [ActionSpec("pass", label, pygame.K_p, "danger", width=1.0)] + self.take.specs()

    def action_pressed(self, spec) -> None:
        if not self.take.pressed(spec.action):
            super().action_pressed(spec)

    def after_action(self) -> None:
        super().after_action()
        if self.human_to_act():
            self.take.start_turn()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.take.key(event):
            return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        self.take.update()
        super().update(dt)

    # ---- what the panel and plates show -----------------------------------------------------------------
    def plate_tokens(self, seat: int) -> list:
        pic = self.pic
        tok = self.chips.status_token(seat)
        if tok is not None:
            return [Token(tok.text, INK_FAINT)]
        if pic.busted == seat:
            return [Token(tr("BUST"), BUST_GLOW)]
        if pic.passed[seat]:
            return [Token(tr("PASSED"), INK_DIM)]
        if seat in pic.winners:
            return [Token(tr("WINS"), WIN_GLOW)]
        return []

    def status_lines(self) -> list:
        return panel.status_lines(self)

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        y = self.pile_facts.draw(surface, x, y, width)
        return panel.draw_costs(self, surface, x, y, width)

    # ---- drawing -------------------------------------------------------------------------------------------
    def clear_caches(self) -> None:
        self._middle_cache.clear()
        super().clear_caches()

    def _middle_card(self, rank: int, angle: int):
        ch = self.layout.card[1]
        key = (rank, angle, ch, self.deck)
        img = self._middle_cache.get(key)
        if img is None:
            sp = self.app.sprites
            face = sp.card(self.deck, str(rank), ch)
            card = pygame.Surface((face.get_width() + 8, ch + 8), pygame.SRCALPHA)
            card.blit(sp.shadow(face.get_size()), (2, 5))
            card.blit(face, (4, 3))
            img = self._middle_cache[key] = pygame.transform.rotozoom(card, angle, 1.0)
        return img

    def draw_middle(self, surface) -> None:
        L = self.layout
        x, y = self.middle_pos
        cw, ch = L.card
        middle = self.pic.middle
        shown = middle[-MIDDLE_SHOWN:]
        if not shown:
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (int(x), int(y))
            pygame.draw.rect(surface, (190, 230, 200), r, width=max(1, L.px(2)), border_radius=max(3, ch // 14))
        start = len(middle) - len(shown)
        for i, rank in enumerate(shown):
            k = start + i
            dx = ((k * 7) % 5 - 2) * L.px(2)
            dy = ((k * 3) % 5 - 2) * L.px(2)
            img = self._middle_card(rank, MIDDLE_ANGLES[k % len(MIDDLE_ANGLES)])
            surface.blit(img, img.get_rect(center=(int(x + dx), int(y + dy))))
        # under the middle pile, in the width of two cards
        felt_label(self.app.text, surface, tr("White W = {w}", w=self.pic.W), L.font_size(15), INK, bold=True,
                   align="center", owner="blackstone.middle",
                           box=box_at((x, y + ch / 2 + L.px(14)), 2 * cw, self.app.text.height(L.font_size(15), True)))

    def draw_chips(self, surface) -> None:
        L = self.layout
        t = self.app.text
        for seat in range(self.n):
            amount = self.pic.stakes[seat]
            if amount:
                mb = self.stake_spot(seat)
                draw_pile(surface, amount, self.chips.chip_r, mb, ones=True)
                # under the stake's chips, in the width of three chips
                felt_label(t, surface, tr("stake {n}", n=amount), L.font_size(12), INK_DIM, align="center",
                           owner="blackstone.stake",
                       box=box_at((mb[0], mb[1] + L.px(9)), 6 * self.chips.chip_r, t.height(L.font_size(12))))
        self.chips.draw_pot(surface, label_below=False)
        self.chips.draw_moves(surface)

    def draw_table(self, surface) -> None:
        L = self.layout
        pic = self.pic
        self.painter.pile(surface, L.draw_pile, pic.draw_count, tr("Draw {n}", n=pic.draw_count), self.deck, L)
        self.draw_middle(surface)
        in_rows = {id(c) for row in pic.rows for c in row}
        resting, flying = [], []
        for row in pic.rows:
            for c in row:
                (flying if c.moving else resting).append(c)
        for c in resting:
            self.painter.card(surface, c, self.deck)
        self.draw_chips(surface)
        flying += [c for c in self.cards if id(c) not in in_rows]
        for c in flying:
            self.painter.card(surface, c, self.deck)


__all__ = ["BlackstoneTable"]
