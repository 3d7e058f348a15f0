"""The Pyramid Poker table: the pyramid in the middle (seen from the side, base at the
bottom), each player's three hands along their edge of the table (hand k straight opposite
the opponent's hand k), the supplies and the drawn or taken block beside the pyramid, the
set-aside pile and the blocks out of the game on the other side, the plates beside it.

Made of kit parts (seats and privacy, turns, assist, the side panel, the banner, the
action bar, the log of messages) and its own pieces: the geometry (:mod:`.geometry`), the
blocks (:mod:`.blocks`), the drawing (:mod:`.board`, :mod:`.view`), what may be acted on
(:mod:`.picks`), the engine's events as steps (:mod:`.handlers`) and the panel
(:mod:`.panel`). Blocks in the pyramid face their owner: the viewer's own blocks show
their faces, the opponent's their backs, and a coloured edge on the owner's side says
whom each block faces.

Input: click (or focus with Tab or the arrow keys and press Enter) a highlighted empty
place while building, a glowing free block while taking apart, a revealed block under the
joker rule or a hand for the block taken; 1, 2, 3 choose a hand or a revealed block. With
an open supply the bottom edge shows your 15 blocks face up: choose one, then a place.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from ....engine import pyramid_poker as pp
from ...i18n import tr
from ...scene import Ambient
from ...table.actions import ActionSpec
from ...table.picture import TablePicture
from ...table.plate import PlateValue
from ...table.scene import TableScene
from ... import words
from . import panel
from .blocks import BlockArt, BlockVis
from .board import PULSE_RATE, Board
from .geometry import pyramid_geometry
from .handlers import PyramidHandlers
from .picks import Picks
from .view import PyramidView

HAND_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class PyramidPicture(TablePicture):
    pyr: dict = field(default_factory=dict)  # slot -> BlockVis
    hands: list = field(default_factory=lambda: [[[], [], []], [[], [], []]])  # per seat, per hand: blocks
    stage: list = field(default_factory=lambda: [None, None])  # per seat: the block drawn or taken
    tray: list = field(default_factory=list)
    own: list = field(default_factory=list)  # the viewer's open supply, face up
    out: list = field(default_factory=list)  # blocks out of the game
    supply_n: list = field(default_factory=lambda: [pp.SUPPLY, pp.SUPPLY])
    setaside_n: int = len(pp.DECK) - 2 * pp.SUPPLY
    compares: list = field(default_factory=list)
    round_result: dict | None = None
    history: list = field(default_factory=list)  # one entry per scored round
    round_no: int = 0
    builder: int | None = None
    picker: int | None = None
    vp: list | None = None


ROUND_FIELDS = ("pyr", "hands", "stage", "tray", "own", "out", "supply_n", "setaside_n", "compares", "round_result")


class PyramidTable(TableScene):
    action_rows = 3  # the three hands' buttons; the joker's two choices take one row of them

    def __init__(self, app, config) -> None:
        self.geo = None
        self.art = BlockArt(app.sprites)
        self.board = Board(self)
        super().__init__(app, config)
        self.view = PyramidView(self)
        self.picks = Picks(self)
        self.reset_picture()
        self.events.register(PyramidHandlers(self).handlers())

    def use_deck_style(self) -> None:
        super().use_deck_style()
        self.art.deck = self.deck  # the blocks follow the deck style setting

    # ---- layout: the plates move beside the pyramid ----------------------------------------------------
    def make_layout(self, size):
        L = super().make_layout(size)
        geo = pyramid_geometry(L)
        spots = [replace(sp, plate=geo.plates[sp.slot]) if sp.seat in (0, 1) else sp for sp in L.seats]
        self.geo = geo
        self.board.forget()
        return replace(L, seats=tuple(spots))

    def side(self, seat: int) -> int:
        """0 when ``seat`` sits at the bottom of the screen, 1 at the top."""
        return self.layout.seats[seat].slot

    # ---- the game --------------------------------------------------------------------------------------------
    @property
    def open_supply(self) -> bool:
        return bool(self.facts["options"]["open_supply"])

    @property
    def advanced(self) -> bool:
        return self.facts["options"]["scoring"] == "advanced"

    @property
    def selected(self) -> str | None:
        return self.picks.selected

    def phase(self) -> str:
        return self.facts["phase"]

    def new_picture(self) -> PyramidPicture:
        return PyramidPicture()

    def clear_picture(self) -> None:
        """No block on the table (a new round): the round's part of the picture afresh, the
        game's (the rounds scored, the VP) kept."""
        self.cards.clear()
        fresh, pic = self.new_picture(), self.pic
        for name in ROUND_FIELDS:
            setattr(pic, name, getattr(fresh, name))
        self.picks.selected = None
        self.dirty()

    def dirty(self) -> None:
        """The resting picture changed: its layer is drawn again."""
        self.board.forget()
        self.touch()

    def apply(self, action: str) -> bool:
        ok = super().apply(action)
        if ok:
            self.picks.selected = None
            self.dirty()
        return ok

    # ---- blocks and where they rest ------------------------------------------------------------------------
    def block(self, pos, card=None, owner=None) -> BlockVis:
        b = BlockVis(pos, card, owner)
        b.h = self.geo.block.h
        self.cards.append(b)
        return b

    def home_pos(self, home) -> tuple[float, float]:
        """Where a block rests: ("slot", i), ("hand", seat, k, i), ("stage", seat),
        ("tray", i), ("own", i) or ("removed", i)."""
        g = self.geo
        kind = home[0]
        if kind == "slot":
            return g.slot_pos(home[1])
        if kind == "hand":
            return g.hand_pos(self.side(home[1]), home[2], home[3])
        if kind == "stage":
            return g.stage[self.side(home[1])]
        if kind == "tray":
            return g.tray[home[1]]
        if kind == "own":
            x, y = g.row_pos(0, home[1], max(1, len(self.pic.own)))
            i = home[1]
            lifted = i < len(self.pic.own) and self.pic.own[i].card == self.picks.selected
            return x, y - (g.block.front[1] * 0.22 if lifted else 0)
        if kind == "removed":
            x, y = g.removed
            return x + (home[1] % 6) * g.fan * 0.45, y + (home[1] // 6) * g.fan * 0.3
        raise ValueError(home)

    def move(self, b: BlockVis, home, duration: float, then=None) -> None:
        """Send ``b`` to rest at ``home`` (face up when its face is known to the viewer)."""
        b.home = home
        b.name = b.card or "back"

        def arrived(card):
            self.dirty()
            if then is not None:
                then(card)

        b.send(self.home_pos(home), self.geo.block.h, b.card is not None, duration, arrived)
        self.dirty()

    def place_cards(self, duration: float = 0.0) -> None:
        for b in self.cards:
            if b.home is not None:
                b.send(self.home_pos(b.home), self.geo.block.h, b.card is not None, duration)
        self.dirty()

    def view_changed(self, old, new) -> None:
        """Pass-and-play: the faces the new viewer may see, from their view only."""
        v = self.state.view(new)
        for item in v["pyramid"]:
            b = self.pic.pyr.get(pp.SLOT_INDEX[(item["row"], item["col"])])
            if b is not None:
                b.card = item["card"]
        for seat in (0, 1):
            b = self.pic.stage[seat]
            if b is not None and v["phase"] == "build":
                b.card = v["drawn"] if seat == new else None
        self.sync_own(v)
        self.place_cards(0.0)

    def sync_own(self, v) -> None:
        """The open supply of ``v``'s seat along the bottom edge, face up."""
        for b in self.pic.own:
            self.drop(b)
        self.pic.own = []
        self.picks.selected = None
        names = v.get("own_supply")
        if names and v["phase"] == "build":
            for i, name in enumerate(names):
                b = self.block(self.geo.supply[0], name)
                b.home = ("own", i)
                self.pic.own.append(b)

    def layout_own(self, duration: float) -> None:
        for i, b in enumerate(self.pic.own):
            self.move(b, ("own", i), duration)

    # ---- what the human may do -------------------------------------------------------------------------------
    def targets(self) -> list[tuple[str, tuple]]:
        return self.picks.targets()

    def offered_actions(self) -> set[str]:
        return self.picks.offered()

    def focus_targets(self) -> list:
        return self.picks.focus_targets()

    def action_specs(self) -> list[ActionSpec]:
        if self.facts["phase"] == "choose" and self.human_to_act():
            names = [b.card for b in self.pic.tray]
            specs = []
            for text in self.legal_for_human():
                card = pp.card_name(pp.action_card(pp.parse_legal(text)))
                if card in names:
                    k = names.index(card)
                    specs.append(ActionSpec(text, tr("Keep {card}  [{k}]", card=words.card(card), k=k + 1),
                                            HAND_KEYS[k], "primary"))
            return specs
        state = self.state
        return [ActionSpec(pp.action_string(pp.hand_action(k)), tr("Hand {k}  [{k}]", k=k), HAND_KEYS[k - 1],
                           "primary") for k in (3, 2, 1)]

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.picks.click(event.pos)
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE:
            return self.picks.enter()
        return super().handle(event)

    def handover_hint(self, seat: int) -> str:
        return {"build": tr("You place a block in the pyramid."),
                "pick": tr("You take a free block from the pyramid.")}.get(self.facts["phase"], "")

    # ---- plates, panel, result ----------------------------------------------------------------------------
    def decision_words(self) -> str:
        """The block you are to place, when you may see it ("9 of spades (to place)")."""
        staged = self.pic.stage[self.side(self.seats.bottom_seat)]
        return tr("{card} (to place)", card=words.card_words(staged.card)) if staged is not None and staged.card else ""

    def hand_words(self) -> list[str]:
        """Your blocks: the one you are to place, the open supply's, then each of your three hands."""
        mine = self.pic.hands[self.side(self.seats.bottom_seat)]
        out = [self.decision_words()] if self.decision_words() else []
        out += [words.card_words(b.card) for b in self.pic.own]
        return out + [tr("Hand {k}: {cards}", k=k + 1, cards=", ".join(words.card_words(b.card) for b in hand))
                      for k, hand in enumerate(mine) if hand]

    def plate_value(self, seat: int) -> PlateValue:
        if self.pic.vp is not None:
            return PlateValue(tr("{n} / {t} VP", n=self.pic.vp[seat], t=self.facts["options"]["target"]))
        if self.pic.round_result is not None:
            return PlateValue(tr("{n} won", n=self.pic.round_result["wins"][seat]))
        return PlateValue(tr("{n} left", n=self.pic.supply_n[seat]) if self.facts["phase"] == "build" else "")

    def status_lines(self) -> list:
        return panel.status_lines(self)

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        return panel.draw_extra(self, surface, x, y, width)

    def result_scene(self):
        from .result import PyramidResult

        return self.app.screens.make("result", self, PyramidResult(self))

    # ---- drawing -----------------------------------------------------------------------------------------------
    def banner_avoid(self) -> list:
        """The middle of the table, and the acting seat's plate and hands."""
        out = [self.layout.centre]
        if self.active is not None:
            side = self.side(self.active)
            out += [self.layout.spot(self.active).plate] + [self.geo.hand_rect(side, k) for k in (1, 2, 3)]
        return out

    def card_places(self) -> list:
        """Both players' three hands."""
        return [self.geo.hand_rect(side, k) for side in (0, 1) for k in (1, 2, 3)]

    def draw_table(self, surface) -> None:
        self.board.draw_live(surface)

    def ambient(self, ahead: float = 0.0) -> list:
        """Besides the active plate: the glow that pulses around every target and around
        each hand that won its comparison (one area, one strength)."""
        out = super().ambient(ahead)
        area = self.board.glowing_area()
        if area is not None:
            out.append(Ambient(area, 0.0, self.pulse("targets", PULSE_RATE, ahead), "targets", self))
        return out

    @property
    def static_builds(self) -> int:
        return self.board.builds
