"""The Pyramid Poker table: the pyramid in the middle (seen from the side, base at the
bottom), each player's three hand areas along their edge of the table (hand k straight
opposite the opponent's hand k, B.7.1), the supplies and the drawn or taken block beside
the pyramid, the set-aside pile and the blocks out of the game on the other side.

Every movement comes from an engine event (``pyramid_poker`` docstring): a ``draw`` brings
a block from the supply to its owner's staging spot (face up only to its owner), ``place``
puts it in its slot facing the owner, ``take`` lifts a free block and turns it face up on
its way to the taker, ``joker_reveal`` / ``choose`` / ``discard`` run the joker rule in a
tray over the pyramid, ``to_hand`` drops the block into a hand, ``compare`` marks each
position's winner. Blocks in the pyramid face their owner: the viewer's own blocks show
their faces, the opponent's their backs, and a coloured edge on the owner's side says whom
each block faces.

Human input: click a highlighted empty slot (building), a glowing free block (picking), a
revealed block (joker rule) or a hand area (choice of hand); the arrow keys move a cursor
over the same targets and Enter takes it; 1, 2, 3 choose a hand or a revealed block. With
``open_supply`` the bottom edge shows your 15 blocks face up: click one (or Up / Down) and
then a slot.

The resting picture (felt, foundation, hand outlines, labels and every block at rest) is
drawn once into a cached layer and redrawn only when a block starts or ends a movement;
a frame blits that layer, the plates, the few moving blocks and the highlights.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from ...engine import pyramid_poker as pp
from ...engine.poker import partial_name
from ..anim import CardVis, Do, Settle, Wait
from ..i18n import tr
from ..layout import scaled
from ..poker_names import hand_label
from ..render import GOLD, INK, INK_DIM, RED, blit_centered, glow, rounded_panel
from ..overlays.result import ResultScene
from ..scene import Ambient
from .table import TableScene

DECK = "standard"
CARD_ASPECT = 200 / 280
SEAT_COLOURS = ((246, 186, 72), (96, 186, 255))  # seat 0 amber, seat 1 sky blue
WOOD_FRONT = (201, 156, 104)
WOOD_TOP = (228, 192, 140)
WOOD_SIDE = (146, 102, 62)
WOOD_EDGE = (92, 60, 34)
TARGET = (255, 236, 150)
JOKER_GLOW = (255, 110, 90)
TIE = (170, 200, 230)
LOG_DIM = (150, 170, 160)
HAND_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)
PULSE_RATE = 4.0  # radians a second of the glow around targets and winning hands


# ---- geometry -------------------------------------------------------------------------------


@dataclass(frozen=True)
class BlockSize:
    """A block: the card face inset in the front of a wooden block whose top and right side
    show ``depth`` pixels of wood."""

    w: int
    h: int
    depth: int
    pad: int
    card_h: int

    @classmethod
    def for_height(cls, h: int) -> "BlockSize":
        depth = max(2, round(h * 0.075))
        pad = max(2, round(h * 0.05))
        card_h = h - depth - 2 * pad
        card_w = max(1, round(card_h * CARD_ASPECT))
        return cls(card_w + 2 * pad + depth, h, depth, pad, card_h)

    @property
    def front(self) -> tuple[int, int]:
        return self.w - self.depth, self.h - self.depth


@dataclass(frozen=True)
class PyramidGeometry:
    """Where everything of the Pyramid Poker table goes, for one window size. Screen side 0
    is the bottom edge (the seat on screen at the bottom), side 1 the top edge."""

    block: BlockSize
    cx: float
    step: float  # between neighbouring slots of a row
    rise: float  # between rows
    base_y: float  # centre of row 0
    fan: float  # between the blocks of a hand
    hand_w: float
    hand_x: tuple[float, float, float]  # centre of hands 1, 2, 3 (both sides)
    hand_y: tuple[float, float]  # centre of the hand row of side 0 and side 1
    label_y: tuple[float, float]
    supply: tuple[tuple[int, int], tuple[int, int]]
    stage: tuple[tuple[int, int], tuple[int, int]]
    plates: tuple
    setaside: tuple[int, int]
    removed: tuple[int, int]
    tray: tuple[tuple[int, int], ...]
    tray_rect: pygame.Rect
    board: pygame.Rect

    def slot_pos(self, slot: int) -> tuple[float, float]:
        """Centre of a block's front face at slot index ``slot`` (x = c + r/2, B.3)."""
        r, c = pp.SLOTS[slot]
        return self.cx + (c + r / 2 - 3.5) * self.step, self.base_y - r * self.rise

    def slot_rect(self, slot: int) -> pygame.Rect:
        fw, fh = self.block.front
        x, y = self.slot_pos(slot)
        return pygame.Rect(int(x - fw / 2), int(y - fh / 2), fw, fh)

    def hand_pos(self, side: int, k: int, i: int) -> tuple[float, float]:
        """Centre of the ``i``-th block (0..4) of hand ``k`` (1..3) on screen side ``side``."""
        left = self.hand_x[k - 1] - self.hand_w / 2 + self.block.front[0] / 2
        return left + i * self.fan, self.hand_y[side]

    def hand_rect(self, side: int, k: int) -> pygame.Rect:
        fw, fh = self.block.front
        r = pygame.Rect(0, 0, int(self.hand_w), fh)
        r.center = (int(self.hand_x[k - 1]), int(self.hand_y[side]))
        return r

    def row_pos(self, side: int, i: int, count: int) -> tuple[float, float]:
        """The ``i``-th of ``count`` blocks spread over the whole hand row (an open supply)."""
        fw = self.block.front[0]
        left = self.hand_x[0] - self.hand_w / 2 + fw / 2
        right = self.hand_x[2] + self.hand_w / 2 - fw / 2
        step = 0.0 if count <= 1 else min(fw * 1.1, (right - left) / (count - 1))
        start = (left + right) / 2 - step * (count - 1) / 2
        return start + i * step, self.hand_y[side]


def _fits(ellipse: pygame.Rect, half_w: float, y_off: float) -> bool:
    a, b = ellipse.width / 2, ellipse.height / 2
    return (half_w / a) ** 2 + (y_off / b) ** 2 <= 1.0


def pyramid_geometry(L) -> PyramidGeometry:
    """The largest blocks for which both hand rows, the labels and six rows of the pyramid
    fit inside the felt of table layout ``L`` (a seventh row, rare, may reach into the
    opponent's labels)."""
    felt = L.felt
    s = L.scale
    cx, cy = felt.centerx, felt.centery
    a, b = felt.width / 2, felt.height / 2
    margin = scaled(12, s)
    label_h = L.font_size(15) + scaled(10, s)
    for h in range(max(30, int(felt.height * 0.15)), 23, -1):
        bs = BlockSize.for_height(h)
        fw, fh = bs.front
        fan = round(fw * 0.56)
        hand_w = fw + 4 * fan
        hgap = round(fw * 0.75)
        row_half = (3 * hand_w + 2 * hgap) / 2 + margin
        if row_half >= a:
            continue
        edge = b * math.sqrt(1 - (row_half / a) ** 2)  # the lowest the row's corners may go
        hand_off = edge - fh / 2 - margin
        label_off = hand_off - fh / 2 - label_h / 2
        board = max(3, round(h * 0.12))
        rise = fh
        step = fw + max(1, round(h * 0.03))
        base_off = hand_off - fh / 2 - label_h - board - fh / 2 - scaled(2, s)
        top_off = base_off - 5 * rise - fh / 2 - bs.depth
        if top_off < -(hand_off - fh / 2 - label_h):
            continue
        if not _fits(felt, 4 * step + margin, base_off + fh / 2 + board):
            continue
        hand_x = (cx - hand_w - hgap, cx, cx + hand_w + hgap)
        base_y = cy + base_off
        # plates on the left, supplies and the staging spots on the right, at mid height
        pw, ph = L.spot(0).plate.size
        side_off = b * 0.36
        plate_x = min(cx - 4 * step - margin - pw / 2, cx - 4 * step - scaled(24, s) - pw / 2)
        plate_x = max(plate_x, felt.left + a - a * math.sqrt(max(0.0, 1 - ((side_off + ph / 2) / b) ** 2))
                      + pw / 2 + margin)
        plates = []
        for sign in (1, -1):
            r = pygame.Rect(0, 0, pw, ph)
            r.center = (int(plate_x), int(cy + sign * side_off))
            plates.append(r)
        right_x = cx + 4 * step + margin + fw * 0.9
        supply = ((int(right_x + fw * 0.7), int(cy + side_off + fh * 0.15)),
                  (int(right_x + fw * 0.7), int(cy - side_off - fh * 0.15)))
        stage = ((int(right_x - fw * 0.55), int(cy + side_off * 0.42)),
                 (int(right_x - fw * 0.55), int(cy - side_off * 0.42)))
        setaside = (int(plate_x - pw * 0.18), int(cy))
        removed = (int(plate_x + pw * 0.3), int(cy))
        tray_gap = fw * 1.6
        tray = tuple((int(cx + (i - 1) * tray_gap), int(cy - fh * 0.1)) for i in range(3))
        tray_rect = pygame.Rect(0, 0, int(3 * tray_gap + fw * 0.8), int(fh * 1.9))
        tray_rect.center = (int(cx), int(cy - fh * 0.3))
        board_rect = pygame.Rect(0, 0, int(8 * step + fw * 0.5), board)
        board_rect.midtop = (int(cx), int(base_y + fh / 2))
        return PyramidGeometry(bs, cx, step, rise, base_y, fan, hand_w, hand_x,
                               (cy + hand_off, cy - hand_off), (cy + label_off, cy - label_off),
                               supply, stage, tuple(plates), setaside, removed, tray, tray_rect, board_rect)
    raise ValueError(f"the window {L.size} is too small for a pyramid")


# ---- block art ---------------------------------------------------------------------------------


class BlockArt:
    """Block images (card face or back on a wooden block, with an optional coloured edge on
    the side of the player it faces), made once per card, size and marker."""

    def __init__(self, sprites, deck: str = DECK) -> None:
        self.sprites = sprites
        self.deck = deck  # "standard" or its colour-blind-friendly "standard4"
        self._cache: dict = {}

    def image(self, card: str | None, bs: BlockSize, marker=None) -> pygame.Surface:
        """``card`` None is a back; ``marker`` is (colour, "down" or "up") or None."""
        key = (card, bs, marker, self.deck)
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) > 400:
                self._cache.clear()
            img = self._cache[key] = self._make(card, bs, marker)
        return img

    def _make(self, card, bs: BlockSize, marker) -> pygame.Surface:
        w, h, d = bs.w, bs.h, bs.depth
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        fw, fh = bs.front
        front = pygame.Rect(0, d, fw, fh)
        top = [front.topleft, front.topright, (front.right + d - 1, front.top - d), (front.left + d, front.top - d)]
        side = [front.topright, (front.right + d - 1, front.top - d), (front.right + d - 1, front.bottom - d),
                (front.right - 1, front.bottom - 1)]
        pygame.draw.polygon(surf, WOOD_TOP, top)
        pygame.draw.polygon(surf, WOOD_SIDE, side)
        pygame.draw.polygon(surf, WOOD_EDGE, top, width=1)
        pygame.draw.polygon(surf, WOOD_EDGE, side, width=1)
        rad = max(2, h // 22)
        pygame.draw.rect(surf, WOOD_FRONT, front, border_radius=rad)
        pygame.draw.rect(surf, WOOD_EDGE, front, width=1, border_radius=rad)
        face = self.sprites.card(self.deck, card or "back", bs.card_h)
        surf.blit(face, (front.x + (fw - face.get_width()) // 2, front.y + bs.pad))
        if marker is not None:
            colour, where = marker
            bar = pygame.Rect(0, 0, int(fw * 0.62), max(3, bs.pad + 2))
            if where == "down":
                bar.midbottom = (front.centerx, front.bottom - 1)
            else:
                bar.midtop = (front.centerx, front.top + 1)
            pygame.draw.rect(surf, colour, bar, border_radius=2)
            pygame.draw.rect(surf, WOOD_EDGE, bar, width=1, border_radius=2)
        return surf

    def flipping(self, front: pygame.Surface, back: pygame.Surface, t: float) -> pygame.Surface:
        """The block at progress ``t`` of turning from its back to its face."""
        src = back if t < 0.5 else front
        w, h = src.get_size()
        nw = max(1, int(round(w * abs(1.0 - 2.0 * t))))
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(pygame.transform.scale(src, (nw, h)), ((w - nw) // 2, 0))
        return out


class BlockVis(CardVis):
    """A block on the table: ``card`` (its name, or None while the viewer may not see it),
    ``owner`` (the seat it faces while in the pyramid, else None) and ``home`` (where it
    rests: ("slot", i), ("hand", seat, k, i), ("stage", seat), ("tray", i), ("own", i),
    ("removed", i))."""

    __slots__ = ("card", "owner", "home")

    def __init__(self, pos, card=None, owner=None) -> None:
        super().__init__(card or "back", pos, 0, face_up=card is not None)
        self.card = card
        self.owner = owner
        self.home = None


# ---- the table -------------------------------------------------------------------------------------


class PyramidTableScene(TableScene):
    deck = DECK

    def __init__(self, app, config) -> None:
        self.geo: PyramidGeometry | None = None
        self.art = BlockArt(app.sprites, self.deck)
        super().__init__(app, config)
        self.clear_picture()
        self.round_no = 0
        self.builder = self.picker = None
        self.vp = None
        self.history: list[dict] = []  # one entry per scored round
        self.cursor = 0
        self.selected: str | None = None  # open supply: the chosen block's name
        self._spec_keys = None
        self._static_key = None
        self._static = None
        self._base_key = None
        self._base = None
        self.static_builds = 0  # how often the resting picture was drawn again (for tests)
        self._label_cache: dict = {}
        self._targets_key = None
        self._glow_key = None  # what the glowing area was worked out for
        self._glow_area: pygame.Rect | None = None
        self._targets: list = []

    def use_deck_style(self) -> None:
        super().use_deck_style()
        if hasattr(self, "art"):  # the blocks follow the deck style setting
            self.art.deck = self.deck

    # ---- layout: the plates move beside the pyramid ---------------------------------------------
    @property
    def layout(self):
        return self._layout

    @layout.setter
    def layout(self, L) -> None:
        geo = pyramid_geometry(L)
        spots = list(L.seats)
        for seat in range(2):
            spots[seat] = replace(spots[seat], plate=geo.plates[self.side(seat, L)])
        self._layout = replace(L, seats=tuple(spots))
        self.geo = geo
        self._static_key = None

    def side(self, seat: int, L=None) -> int:
        """0 when ``seat`` sits at the bottom of the screen, 1 at the top."""
        L = L or self._layout
        return L.seats[seat].slot

    # ---- the game -----------------------------------------------------------------------------------
    @property
    def open_supply(self) -> bool:
        return bool(self.state.options["open_supply"])

    @property
    def advanced(self) -> bool:
        return self.state.options["scoring"] == "advanced"

    def clear_picture(self) -> None:
        self.cards.clear()
        self.pyr: dict[int, BlockVis] = {}
        self.hands = [[[], [], []], [[], [], []]]
        self.stage: list[BlockVis | None] = [None, None]
        self.tray: list[BlockVis] = []
        self.own: list[BlockVis] = []  # the viewer's open supply, face up
        self.out: list[BlockVis] = []  # blocks out of the game
        self.supply_n = [pp.SUPPLY, pp.SUPPLY]
        self.setaside_n = len(pp.DECK) - 2 * pp.SUPPLY
        self.compares: list[dict] = []
        self.round_result = None
        self.dirty()

    def reset_picture(self) -> None:
        self.clear_picture()
        self.history = []
        self.round_no = 0

    def dirty(self) -> None:
        """The resting picture changed: redraw the cached layer."""
        self._static_key = None
        self.touch()

    # ---- blocks and where they rest -----------------------------------------------------------------
    def block(self, pos, card=None, owner=None) -> BlockVis:
        b = BlockVis(pos, card, owner)
        b.h = self.geo.block.h
        self.cards.append(b)
        return b

    def home_pos(self, home) -> tuple[float, float]:
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
            x, y = g.row_pos(0, home[1], max(1, len(self.own)))
            i = home[1]
            lifted = i < len(self.own) and self.own[i].card == self.selected
            return x, y - (g.block.front[1] * 0.22 if lifted else 0)
        if kind == "removed":
            x, y = g.removed
            return x + (home[1] % 6) * g.fan * 0.45, y + (home[1] // 6) * g.fan * 0.3
        raise ValueError(home)

    def face_up_at(self, b: BlockVis) -> bool:
        return b.card is not None

    def move(self, b: BlockVis, home, duration: float, then=None) -> None:
        """Send ``b`` to rest at ``home`` (face up when its face is known to the viewer)."""
        b.home = home
        b.name = b.card or "back"

        def arrived(card):
            self.dirty()
            if then is not None:
                then(card)

        b.send(self.home_pos(home), self.geo.block.h, self.face_up_at(b), duration, arrived)
        self.dirty()

    def place_cards(self, duration: float = 0.0) -> None:
        for b in self.cards:
            if b.home is not None:
                b.send(self.home_pos(b.home), self.geo.block.h, self.face_up_at(b), duration)
        self.dirty()

    def view_changed(self, old, new) -> None:
        """Pass-and-play: the faces the new viewer may see, from their view only."""
        v = self.state.view(new)
        for item in v["pyramid"]:
            b = self.pyr.get(pp.SLOT_INDEX[(item["row"], item["col"])])
            if b is not None:
                b.card = item["card"]
        for seat in (0, 1):
            b = self.stage[seat]
            if b is not None and v["phase"] == "build":
                b.card = v["drawn"] if seat == new else None
        self._sync_own(v)
        self.place_cards(0.0)

    def _sync_own(self, v) -> None:
        for b in self.own:
            self.drop(b)
        self.own = []
        self.selected = None
        names = v.get("own_supply")
        if names and v["phase"] == "build":
            for i, name in enumerate(names):
                b = self.block(self.geo.supply[0], name)
                b.home = ("own", i)
                self.own.append(b)

    def _layout_own(self, duration: float) -> None:
        for i, b in enumerate(self.own):
            self.move(b, ("own", i), duration)

    # ---- events to steps ---------------------------------------------------------------------------------
    def feed(self, events) -> None:
        for ev in events:
            handler = getattr(self, f"_on_{ev.kind}", None)
            if handler is not None:
                handler(ev)

    def _secret(self, ev) -> str | None:
        """The event's secret card, only when the viewer may see it."""
        if ev.secret is None or not any(self.sees(s) for s in ev.viewers):
            return None
        return ev.secret.get("card")

    def _on_round_start(self, ev) -> None:
        d = ev.data

        def sweep():
            for b in list(self.cards):
                b.fade_out = True
                b.send(self.geo.setaside, None, False, self.t(0.35), self.drop)
            self.dirty()

        def begin():
            self.clear_picture()
            self.round_no = d["round"]
            self.builder, self.picker = d["builder"], d["picker"]
            self.vp = d["vp"]
            self.active = None
            if self.open_supply and self.viewer is not None:
                self._sync_own(self.state.view(self.viewer))
                self._layout_own(self.move_time)
            self.say(self.phrase(d["builder"], "Round {n}: {name} builds first", "Round {n}: you build first",
                                 n=d["round"]), GOLD)
            self.add_log(self.phrase(d["builder"], "Round {n}: {name} builds first; {other} picks first.",
                                     "Round {n}: you build first; {other} picks first.", n=d["round"],
                                     other=self.name(d["picker"])), GOLD)

        if self.cards:
            self.queue.add(Wait(self.t(0.4)), Do(sweep), Settle())
        self.queue.add(Do(begin), Settle(), Wait(self.t(0.5)), Do(lambda: self.say(None)))

    def _on_draw(self, ev) -> None:
        seat = ev.seat

        def go():
            self.active = seat
            self.supply_n[seat] = ev.data["left"]
            b = self.block(self.geo.supply[self.side(seat)], None, seat)
            b.card = self._secret(ev)
            self.stage[seat] = b
            self.move(b, ("stage", seat), self.move_time)

        self.queue.add(Do(go), Settle())

    def _on_place(self, ev) -> None:
        seat, d = ev.seat, ev.data
        slot = pp.SLOT_INDEX[(d["row"], d["col"])]

        def go():
            self.active = seat
            card = self._secret(ev)
            b = self.stage[seat]
            self.stage[seat] = None
            if b is None:  # open supply: straight from the supply
                b = next((x for x in self.own if card is not None and x.card == card), None)
                if b is not None:
                    self.own.remove(b)
                    self._layout_own(self.move_time)
                else:
                    b = self.block(self.geo.supply[self.side(seat)], None, seat)
            b.card = card
            b.owner = seat
            self.supply_n[seat] = d["left"]
            self.pyr[slot] = b
            self.move(b, ("slot", slot), self.move_time)
            where = f"{d['row']},{d['col']}"
            self.add_log(self.phrase(seat, "{name} places a block at {where}.", "You place {card} at {where}.",
                                     where=where, card=card or ""), LOG_DIM)

        self.queue.add(Do(go), Settle())

    def _on_build_done(self, ev) -> None:
        picker = ev.data["picker"]

        def show():
            self.say(self.phrase(picker, "The pyramid stands: {name} picks first",
                                 "The pyramid stands: you pick first"), GOLD)
            self.add_log(self.phrase(picker, "The pyramid is built; {name} picks first.",
                                     "The pyramid is built; you pick first."), GOLD)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.9)), Do(lambda: self.say(None)))

    def _on_take(self, ev) -> None:
        seat, d = ev.seat, ev.data
        slot = pp.SLOT_INDEX[(d["row"], d["col"])]

        def go():
            self.active = seat
            b = self.pyr.pop(slot, None)
            if b is None:
                b = self.block(self.geo.slot_pos(slot), None, d["owner"])
            b.card = d["card"]
            b.owner = None
            self.stage[seat] = b
            self.move(b, ("stage", seat), self.t(0.45))
            if d["owner"] == seat:
                text = self.phrase(seat, "{name} takes {card}.", "You take {card}.", card=d["card"])
            else:
                text = self.phrase(seat, "{name} takes a block facing {other}: {card}.",
                                   "You take a block facing {other}: {card}.", card=d["card"],
                                   other=tr("you") if self.you(d["owner"]) else self.name(d["owner"]))
            self.add_log(text, INK)

        self.queue.add(Do(go), Settle())

    def _on_joker_reveal(self, ev) -> None:
        seat, d = ev.seat, ev.data

        def show():
            b = self.stage[seat]
            if b is not None:
                b.glow = JOKER_GLOW
                self.dirty()
            self.say(tr("Joker! It leaves the game"), JOKER_GLOW)
            self.add_log(tr("{joker} leaves the game; the set-aside pile reveals {cards}.", joker=d["joker"],
                            cards=", ".join(d["cards"])), JOKER_GLOW)

        def reveal():
            b = self.stage[seat]
            self.stage[seat] = None
            if b is not None:
                b.glow = None
                self.out.append(b)
                self.move(b, ("removed", len(self.out) - 1), self.move_time)
            self.setaside_n = d["pile"]
            for i, name in enumerate(d["cards"]):
                t = self.block(self.geo.setaside, name)
                t.face = 0.0
                self.tray.append(t)
                self.move(t, ("tray", i), self.t(0.4 + 0.08 * i))
            self.say(None)

        self.queue.add(Do(show), Wait(self.t(0.8)), Do(reveal), Settle())

    def _on_choose(self, ev) -> None:
        seat, card = ev.seat, ev.data["card"]

        def go():
            b = next((x for x in self.tray if x.card == card), None)
            if b is None:
                b = self.block(self.geo.setaside, card)
            else:
                self.tray.remove(b)
            self.stage[seat] = b
            self.move(b, ("stage", seat), self.move_time)
            self.say(None)
            self.add_log(self.phrase(seat, "{name} keeps {card}.", "You keep {card}.", card=card), INK)

        self.queue.add(Do(go), Settle())

    def _on_discard(self, ev) -> None:
        def go():
            for name in ev.data["cards"]:
                b = next((x for x in self.tray if x.card == name), None)
                if b is None:
                    b = self.block(self.geo.setaside, name)
                else:
                    self.tray.remove(b)
                self.out.append(b)
                self.move(b, ("removed", len(self.out) - 1), self.move_time)

        self.queue.add(Do(go), Settle())

    def _on_to_hand(self, ev) -> None:
        seat, d = ev.seat, ev.data

        def go():
            b = self.stage[seat]
            self.stage[seat] = None
            if b is None:
                b = self.block(self.geo.stage[self.side(seat)], d["card"])
            b.card = d["card"]
            hand = self.hands[seat][d["hand"] - 1]
            hand.append(b)
            self.move(b, ("hand", seat, d["hand"], len(hand) - 1), self.move_time)
            self.add_log(self.phrase(seat, "{name} puts {card} into hand {k}.", "You put {card} into hand {k}.",
                                     card=d["card"], k=d["hand"]), LOG_DIM)

        self.queue.add(Do(go), Settle())

    def _on_compare(self, ev) -> None:
        d = ev.data

        def show():
            self.active = None
            self.compares.append(d)
            self.dirty()
            k, w = d["position"], d["winner"]
            if w is None:
                text = tr("Hand {k}: {a} against {b}: a tie.", k=k, a=hand_label(d["names"][0]),
                          b=hand_label(d["names"][1]))
            else:
                text = self.phrase(w, "Hand {k}: {name} wins with {mine} against {theirs}.",
                                   "Hand {k}: you win with {mine} against {theirs}.", k=k,
                                   mine=hand_label(d["names"][w]), theirs=hand_label(d["names"][1 - w]))
            self.add_log(text, TIE if w is None else SEAT_COLOURS[w])

        self.queue.add(Settle(), Do(show), Wait(self.t(0.9)))

    def _on_round_scored(self, ev) -> None:
        d = ev.data

        def show():
            self.round_result = d
            self.history.append(d)
            if d.get("vp") is not None:
                self.vp = d["vp"]
            self.say(self.outcome_text(d), GOLD if d["winner"] is not None else TIE)
            self.add_log(self.outcome_text(d, long=True), GOLD)
            self.dirty()

        self.queue.add(Do(show), Wait(self.t(1.6)))

    def _on_game_over(self, ev) -> None:
        self.queue.add(Do(lambda: self.add_log(self.headline(), GOLD)))

    # ---- words -------------------------------------------------------------------------------------------
    def outcome_text(self, d, long: bool = False) -> str:
        w = d["winner"]
        wins = d["wins"]
        if d.get("totals") is not None:
            t = d["totals"]
            if w is None:
                return tr("Totals {a} to {b}: no VP this round", a=t[0], b=t[1])
            text = self.phrase(w, "{name} gains {n} VP", "You gain {n} VP", n=d["gain"])
            if long:
                text += tr(" (totals {a} to {b}, hands won {wa}-{wb})", a=t[0], b=t[1], wa=wins[0], wb=wins[1])
            return text
        if w is None:
            return tr("A draw: hands won {a}-{b}", a=wins[0], b=wins[1])
        loser = self.name(1 - w) if not self.you(1 - w) else tr("you")
        if d["outcome"] == "crush":
            return self.phrase(w, "{name} crushes {other} 3-0", "You crush {other} 3-0", other=loser)
        return self.phrase(w, "{name} beats {other} {a}-{b}", "You beat {other} {a}-{b}", other=loser,
                           a=wins[w], b=wins[1 - w])

    def headline(self) -> str:
        winners = self.facts["winners"] or []
        if not winners:
            return tr("The game is a draw")
        return self.phrase(winners[0], "{name} wins the game", "You win the game")

    def handover_hint(self, seat: int) -> str:
        phase = self.state.view(None)["phase"]
        return {"build": tr("You place a block in the pyramid."),
                "pick": tr("You take a free block from the pyramid.")}.get(phase, "")

    # ---- what the human may do -------------------------------------------------------------------------
    def phase(self) -> str:
        return self.facts["phase"]

    def targets(self) -> list[tuple[str, object]]:
        """(action, thing clicked) of each action the human may take on the table now."""
        key = (self.version, self.selected, self.idle, len(self.tray), self.viewer)
        if key != self._targets_key:
            self._targets_key = key
            self._targets = self._find_targets()
        return self._targets

    def _find_targets(self) -> list[tuple[str, object]]:
        legal = self.legal_for_human()
        if not legal:
            return []
        out = []
        ph = self.facts["phase"]
        decoded = [(a, *self.match.decode(a)) for a in legal]
        if ph in ("build", "pick"):
            card = self.selected if ph == "build" and self.open_supply else None
            out = [(a, ("slot", pp.SLOT_INDEX[tuple(f["slot"])])) for a, _, f in decoded
                   if f.get("card") == card]
        elif ph == "assign":
            out = [(a, ("hand", f["hand"])) for a, _, f in decoded]
        elif ph == "choose":
            names = [b.card for b in self.tray]
            out = [(a, ("tray", names.index(f["card"]))) for a, _, f in decoded if f["card"] in names]
        return out

    def offered_actions(self) -> set[str]:
        """Every action the human can reach now: the highlighted targets and the visible
        buttons; with an open supply, each block shown face up in the supply against each
        slot that lights up once that block is chosen."""
        shown = {a for a, b in self.action_buttons.items() if b.visible}
        legal = self.legal_for_human()
        if self.facts["phase"] == "build" and self.open_supply and legal:
            cards = {b.card for b in self.own}
            return shown | {a for a in legal if self.match.decode(a)[1].get("card") in cards}
        return shown | {a for a, _ in self.targets()}

    def action_specs(self):
        if self.facts["phase"] == "choose" and self.human_to_act():
            specs = []
            for i, b in enumerate(self.tray):
                if b.card is not None and not b.card.startswith("JOKER"):
                    specs.append((f"choose {b.card}", tr("Keep {card}  [{k}]", card=b.card, k=i + 1), HAND_KEYS[i],
                                  "primary"))
            return specs if len(specs) == 2 else specs[::-1]  # the base stacks a column upwards
        return [(f"hand {k}", tr("Hand {k}  [{k}]", k=k), HAND_KEYS[k - 1], "primary") for k in (3, 2, 1)]

    def build_ui(self) -> None:
        super().build_ui()
        self._spec_keys = tuple(a for a, *_ in self.action_specs())

    def _refresh_buttons(self) -> None:
        keys = tuple(a for a, *_ in self.action_specs())
        if keys != self._spec_keys and self.root is not None:
            covered = not self.root.visible
            self._make_root()
            if covered:
                self.root.hide()
        super()._refresh_buttons()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):  # (Tab moves the keyboard focus)
                self.move_cursor(-1 if event.key == pygame.K_LEFT else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.open_supply:
                self.select_own(-1 if event.key == pygame.K_DOWN else 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                targets = self.targets()
                if targets:
                    self.human_action(targets[self.cursor % len(targets)][0])
                    self.cursor = 0
                elif self.open_supply and self.phase() == "build" and self.selected is None:
                    self.refuse(tr("Choose one of your blocks first (click it, or Up / Down)."))
                return True
        return super().handle(event)

    def move_cursor(self, step: int) -> None:
        targets = self.targets()
        if targets:
            self.cursor = (self.cursor + step) % len(targets)
            self.touch()

    def select_own(self, step: int) -> None:
        if not self.own or not self.legal_for_human():
            return
        names = [b.card for b in self.own]
        k = names.index(self.selected) if self.selected in names else (-1 if step > 0 else 0)
        self.selected = names[(k + step) % len(names)]
        self.cursor = 0
        self._layout_own(self.t(0.12))

    def hit(self, pos):
        """What is under the mouse: ("slot", i), ("hand", k), ("tray", i), ("own", i) or None."""
        g = self.geo
        x, y = pos
        for i, b in enumerate(self.tray):
            if _front_rect(g, b.x, b.y).collidepoint(x, y):
                return ("tray", i)
        for i in range(len(self.own) - 1, -1, -1):
            if _front_rect(g, self.own[i].x, self.own[i].y).collidepoint(x, y):
                return ("own", i)
        for slot in range(pp.NSLOTS):
            if g.slot_rect(slot).collidepoint(x, y):
                return ("slot", slot)
        bottom = self.side(self.state.to_act) if self.state.to_act is not None else 0
        for k in (1, 2, 3):
            if g.hand_rect(bottom, k).inflate(g.fan, g.fan).collidepoint(x, y):
                return ("hand", k)
        return None

    def click(self, pos) -> bool:
        thing = self.hit(pos)
        if thing is None:
            return False
        if thing[0] == "own":
            if self.legal_for_human():
                name = self.own[thing[1]].card
                self.selected = None if self.selected == name else name
                self.cursor = 0
                self._layout_own(self.t(0.12))
            return True
        for action, target in self.targets():
            if target == thing:
                self.human_action(action)
                self.cursor = 0
                return True
        if self.human_to_act() and self.open_supply and self.phase() == "build" and thing[0] == "slot":
            if self.selected is None:
                self.refuse(tr("Choose one of your blocks first, then a slot."))
                return True
        if self.human_to_act() and thing[0] == "slot":
            r, c = pp.SLOTS[thing[1]]
            verb = "place" if self.phase() == "build" else "take"
            if self.phase() in ("build", "pick"):
                card = f"{self.selected} " if verb == "place" and self.open_supply else ""
                self.human_action(f"{verb} {card}{r},{c}")  # refused with the engine's reason
                return True
        return False

    def apply(self, action: str) -> bool:
        ok = super().apply(action)
        if ok:
            self.selected = None
            self.dirty()
        return ok

    # ---- plates and panel ----------------------------------------------------------------------------
    def plate_value(self, seat: int):
        if self.vp is not None:
            return tr("{n} / {t} VP", n=self.vp[seat], t=self.state.options["target"]), None
        if self.round_result is not None:
            return tr("{n} won", n=self.round_result["wins"][seat]), None
        return tr("{n} left", n=self.supply_n[seat]) if self.phase() == "build" else "", None

    def status_lines(self):
        st = self.state
        title = tr("Pyramid Poker · round {n}", n=max(1, self.round_no)) if self.advanced else tr("Pyramid Poker")
        lines = [(title, GOLD, 19, True)]
        if self.advanced:
            lines.append((tr("Advanced scoring: first to {t} VP", t=st.options["target"]), INK_DIM, 14, False))
        else:
            lines.append((tr("Win 2 of the 3 hands; all 3 crushes"), INK_DIM, 14, False))
        if self.builder is not None:
            lines.append((tr("Builds first: {a} · picks first: {b}", a=self.name(self.builder),
                             b=self.name(self.picker)), INK_DIM, 14, False))
        if self.facts["phase"] == "build":
            lines.append((tr("Building: block {n} of 30", n=min(30, self.facts["placed"] + 1)), INK, 14, False))
        elif self.facts["phase"] in ("pick", "choose", "assign"):
            lines.append((tr("Taking apart: pick {n} of 30", n=min(30, self.facts["picks"] + 1)), INK, 14, False))
        if st.is_over and self.idle:
            lines.append((self.headline(), GOLD, 17, True))
        elif st.hand_over:
            lines.append((tr("Round over"), INK, 17, True))
        elif self.active is not None or self.idle:
            seat = st.to_act if self.idle else self.active
            if seat is None:
                pass
            elif self.human_to_act() and not self.handover_due():
                who = tr("Your turn") if self.n_humans == 1 else tr("{name}'s turn", name=self.name(seat))
                lines.append((who, GOLD, 18, True))
                lines.append((self.turn_hint(), INK, 14, False))
            elif self.thinking == seat:
                lines.append((tr("{name} is thinking…", name=self.name(seat)), INK, 17, True))
            else:
                lines.append((tr("{name} to play", name=self.name(seat)), INK, 17, True))
        return lines

    def turn_hint(self) -> str:
        ph = self.facts["phase"]
        if ph == "build":
            if self.open_supply:
                return tr("Choose one of your blocks, then a highlighted slot.")
            return tr("Place your block in a highlighted slot.")
        if ph == "pick":
            return tr("Take a free block: yours face you, the others are a surprise.")
        if ph == "choose":
            return tr("The joker revealed three blocks: keep one that is not a joker.")
        if ph == "assign":
            held = self.stage[self.state.to_act]
            card = held.card if held is not None else ""
            return tr("Put {card} into one of your hands (click it, or 1, 2, 3).", card=card)
        return ""

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        L = self.layout
        s = L.scale
        t = self.app.text
        size = L.font_size(13)
        for seat in range(2):
            pygame.draw.rect(surface, SEAT_COLOURS[seat], (x, y + size // 3, scaled(16, s), scaled(5, s)),
                             border_radius=2)
            label = tr("faces {name}", name=tr("you") if self.you(seat) else self.name(seat))
            surface.blit(t.render(label, size, INK_DIM), (x + scaled(22, s), y))
            y += size + scaled(5, s)
        if self.history and self.advanced:
            y += scaled(4, s)
            for d in self.history[-4:]:
                w = d["winner"]
                text = (tr("Round {n}: no VP", n=d["round"]) if w is None else
                        tr("Round {n}: {name} +{g} VP", n=d["round"], name=self.name(w), g=d["gain"]))
                surface.blit(t.render(text, size, INK if w is None else SEAT_COLOURS[w]), (x, y))
                y += size + scaled(4, s)
        y += scaled(6, s)
        pygame.draw.line(surface, (70, 90, 80), (x, y), (x + width, y))
        return y + scaled(10, s)

    # ---- results ---------------------------------------------------------------------------------------
    def result_scene(self):
        return PyramidResultScene(self.app, self)

    # ---- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(self._static_layer(), (0, 0))
        for seat in range(2):
            self.draw_plate(surface, seat)
            self._plate_marks(surface, seat)
        self.draw_table(surface)
        self.draw_banner(surface)
        if surface.get_clip().colliderect(self.layout.panel):
            self.draw_panel(surface)

    def _plate_marks(self, surface, seat: int) -> None:
        plate = self.layout.spot(seat).plate
        s = self.layout.scale
        bar = pygame.Rect(plate.x + scaled(4, s), plate.y + scaled(8, s), scaled(4, s), plate.height - scaled(16, s))
        pygame.draw.rect(surface, SEAT_COLOURS[seat], bar, border_radius=2)
        tags = []
        if seat == self.builder:
            tags.append(tr("builds first"))
        if seat == self.picker:
            tags.append(tr("picks first"))
        if tags:
            img = self._tag(tags[0])
            side = self.side(seat)
            r = img.get_rect(midtop=(plate.centerx, plate.bottom + scaled(3, s))) if side == 1 else \
                img.get_rect(midbottom=(plate.centerx, plate.top - scaled(3, s)))
            surface.blit(img, r)

    def _tag(self, text: str) -> pygame.Surface:
        key = ("tag", text, self.layout.scale)
        img = self._label_cache.get(key)
        if img is None:
            s = self.layout.scale
            t = self.app.text.render(text, self.layout.font_size(12), INK_DIM)
            img = rounded_panel((t.get_width() + scaled(14, s), t.get_height() + scaled(4, s)), (10, 16, 14), 170,
                                scaled(8, s))
            img.blit(t, (scaled(7, s), scaled(2, s)))
            self._label_cache[key] = img
        return img

    def _static_layer(self) -> pygame.Surface:
        """The resting picture: the board (made once per layout) with the counts, every
        block at rest and the hands' labels on it (made again only after a change)."""
        L = self.layout
        key = (L.size, L.scale, self.bottom_seat, self.app.settings.table_colour, self.deck)
        if self._static is not None and self._static_key == key:
            return self._static
        if self._base_key != key:
            self._base = self.felt_surface().copy()
            self._draw_board(self._base)
            self._base_key = key
        surf = self._static if self._static is not None and self._static.get_size() == L.size else None
        if surf is None:
            surf = self._base.copy()
        else:
            surf.blit(self._base, (0, 0))
        self._draw_counts(surf)
        for b in self._resting():
            self._blit_block(surf, b, shadow=True)
        self._draw_labels(surf)
        self._static, self._static_key = surf, key
        self.static_builds += 1
        return surf

    def _resting(self) -> list[BlockVis]:
        """Blocks at rest, in drawing order: the pyramid bottom row first, left to right."""
        rest = [b for b in self.cards if not b.moving and b.home is not None and b.home[0] != "tray"]
        order = {"removed": 0, "hand": 1, "own": 2, "slot": 3, "stage": 4, "tray": 5}

        def key(b):
            h = b.home
            if h[0] == "slot":
                r, c = pp.SLOTS[h[1]]
                return (3, r, c)
            return (order[h[0]], h[-1] if isinstance(h[-1], int) else 0, 0)
        return sorted(rest, key=key)

    def _draw_board(self, surf) -> None:
        g = self.geo
        s = self.layout.scale
        fw, fh = g.block.front
        # the foundation board under the base row
        board = g.board
        pygame.draw.rect(surf, (60, 36, 20), board.move(0, scaled(2, s)), border_radius=scaled(4, s))
        pygame.draw.rect(surf, WOOD_SIDE, board, border_radius=scaled(4, s))
        pygame.draw.line(surf, WOOD_TOP, board.topleft, board.topright, max(1, scaled(2, s)))
        # faint outlines of the base slots and of every hand position
        mark = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        line = (200, 240, 210, 46)
        rad = max(2, fh // 12)
        for c in range(8):
            pygame.draw.rect(mark, line, g.slot_rect(pp.SLOT_INDEX[(0, c)]).inflate(-2, -2), 1, border_radius=rad)
        for side in (0, 1):
            for k in (1, 2, 3):
                for i in range(5):
                    x, y = g.hand_pos(side, k, i)
                    r = pygame.Rect(0, 0, fw, fh)
                    r.center = (int(x), int(y))
                    pygame.draw.rect(mark, line, r, 1, border_radius=rad)
        surf.blit(mark, (0, 0))
        t = self.app.text
        for side in (0, 1):
            for k in (1, 2, 3):
                r = g.hand_rect(side, k)
                num = t.render(str(k), self.layout.font_size(13), (200, 240, 210), bold=True)
                num.set_alpha(120)
                pos = (r.left - scaled(12, s), r.centery)
                blit_centered(surf, num, pos)

    def _draw_counts(self, surf) -> None:
        """Supplies, the set-aside pile and the label of the blocks out of the game."""
        g = self.geo
        t = self.app.text
        L = self.layout
        s = L.scale
        building = self.facts["phase"] == "build"
        for seat in range(2):
            n = self.supply_n[seat]
            stage = self.stage[seat]
            if stage is not None and not stage.moving:
                text = tr("drawn") if building else tr("taken")
                label = t.render(text, L.font_size(12), INK_DIM)
                x, y = g.stage[self.side(seat)]
                blit_centered(surf, label, (x, y + g.block.h / 2 + scaled(9, s)))
            if (self.open_supply and self.sees(seat) and self.own) or (n == 0 and not building):
                continue
            pos = g.supply[self.side(seat)]
            self._pile(surf, pos, n)
            label = t.render(tr("Supply {n}", n=n), L.font_size(13), INK_DIM)
            blit_centered(surf, label, (pos[0], pos[1] + g.block.h / 2 + scaled(12, s)))
        self._pile(surf, g.setaside, self.setaside_n)
        label = t.render(tr("Set aside {n}", n=self.setaside_n), L.font_size(13), INK_DIM)
        blit_centered(surf, label, (g.setaside[0], g.setaside[1] + g.block.h / 2 + scaled(12, s)))
        if self.out:
            label = t.render(tr("Out of the game"), L.font_size(12), INK_DIM)
            x, y = g.removed
            surf.blit(label, (x - g.block.front[0] / 2, y + g.block.h / 2 + scaled(6, s) + g.fan * 0.3))

    def _pile(self, surf, pos, n: int) -> None:
        g = self.geo
        if n <= 0:
            r = pygame.Rect(0, 0, *g.block.front)
            r.center = (int(pos[0]), int(pos[1]))
            pygame.draw.rect(surf, (190, 230, 200), r, 1, border_radius=4)
            return
        img = self.art.image(None, g.block)
        layers = min(5, 1 + n // 5)
        for k in range(layers):
            off = (layers - 1 - k) * 2
            surf.blit(img, img.get_rect(center=(int(pos[0] - off), int(pos[1] + off))))

    def _draw_labels(self, surf) -> None:
        """Each hand's current type (partial hands: what they already show) and, once the
        hands are compared, each position's verdict."""
        g = self.geo
        L = self.layout
        t = self.app.text
        size = L.font_size(14)
        results = {d["position"]: d for d in self.compares}
        for seat in range(2):
            side = self.side(seat)
            for k in (1, 2, 3):
                cards = [b.card for b in self.hands[seat][k - 1] if b.card is not None and not b.moving]
                if not cards:
                    continue
                text = hand_label(partial_name([pp.parse_card(c) for c in cards]))
                colour = INK
                d = results.get(k)
                if d is not None:
                    if d["points"] is not None and self.advanced:
                        text += tr("  ({p:+d})", p=d["points"][seat])
                    colour = GOLD if d["winner"] == seat else (TIE if d["winner"] is None else INK_DIM)
                img = t.render(text, size, colour, bold=d is not None and d["winner"] == seat)
                blit_centered(surf, img, (g.hand_x[k - 1], g.label_y[side]))
        for k, d in results.items():
            w = d["winner"]
            text = tr("tie") if w is None else (tr("you win") if self.you(w) else tr("{name} wins", name=self.name(w)))
            img = t.render(text, L.font_size(15), TIE if w is None else SEAT_COLOURS[w], bold=True)
            back = rounded_panel((img.get_width() + scaled(20, L.scale), img.get_height() + scaled(8, L.scale)),
                                 (8, 14, 12), 200, scaled(10, L.scale))
            r = back.get_rect(center=(int(g.hand_x[k - 1]), int(g.base_y - g.rise * 1.5)))
            surf.blit(back, r)
            blit_centered(surf, img, r.center)

    def _marker(self, b: BlockVis):
        if b.owner is None or b.home is None or b.home[0] not in ("slot", "stage"):
            return None
        return SEAT_COLOURS[b.owner], "down" if self.side(b.owner) == 0 else "up"

    def _blit_block(self, surf, b: BlockVis, shadow: bool = False) -> None:
        g = self.geo
        bs = g.block
        marker = self._marker(b)
        if b.face >= 1.0 and b.card is not None:
            img = self.art.image(b.card, bs, marker)
        elif b.face <= 0.0 or b.card is None:
            img = self.art.image(None, bs, marker)
        else:
            img = self.art.flipping(self.art.image(b.card, bs, marker), self.art.image(None, bs, marker), b.face)
        # the block's front face is centred on (x, y); the depth sticks out up and right
        x = int(b.x - bs.front[0] / 2)
        y = int(b.y - bs.front[1] / 2) - bs.depth
        if b.fade < 1.0:
            img = img.copy()
            img.set_alpha(int(255 * max(0.0, b.fade)))
        elif shadow or b.moving:
            sh = self.app.sprites.shadow(bs.front)
            surf.blit(sh, (x - 2, y + bs.depth + 1))
        if b.glow is not None:
            gl = glow(bs.front, b.glow, max(4, bs.h // 12), max(6, bs.h // 7))
            surf.blit(gl, gl.get_rect(center=(int(b.x), int(b.y))))
        surf.blit(img, (x, y))

    def draw_table(self, surface) -> None:
        g = self.geo
        s = self.layout.scale
        pulse = self.pulse("targets", PULSE_RATE)
        targets = self.targets()
        mouse = self.hit(pygame.mouse.get_pos()) if targets else None
        if self.tray:
            self._draw_tray(surface)
        for i, (_action, thing) in enumerate(targets):
            hot = thing == mouse or i == self.cursor % len(targets)
            r = self._target_rect(thing)
            filled = thing[1] in self.pyr if thing[0] == "slot" else True
            gl = glow(r.size, TARGET, max(4, g.block.h // 12), max(6, g.block.h // 6))
            gl.set_alpha(int((150 if hot else 70) + 80 * pulse))
            surface.blit(gl, gl.get_rect(center=r.center))
            if thing[0] == "slot" and filled:
                self._blit_block(surface, self.pyr[thing[1]])
            elif thing[0] == "tray":
                self._blit_block(surface, self.tray[thing[1]])
            if not filled:
                pygame.draw.rect(surface, TARGET, r, max(1, scaled(2, s)), border_radius=max(2, r.height // 12))
            if hot:
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(4, 4), max(1, scaled(2, s)),
                                 border_radius=max(2, r.height // 12))
        if self.open_supply and self.selected is not None:
            for b in self.own:
                if b.card == self.selected:
                    r = _front_rect(g, b.x, b.y)
                    pygame.draw.rect(surface, TARGET, r.inflate(6, 6), max(2, scaled(3, s)), border_radius=6)
        for k, d in ((d["position"], d) for d in self.compares):
            for seat in range(2):
                if d["winner"] == seat:
                    r = g.hand_rect(self.side(seat), k)
                    gl = glow(r.size, SEAT_COLOURS[seat], max(4, g.block.h // 12), max(8, g.block.h // 5))
                    gl.set_alpha(int(120 + 60 * pulse))
                    surface.blit(gl, gl.get_rect(center=r.center))
                    for b in self.hands[seat][k - 1]:
                        self._blit_block(surface, b)
        for b in self.cards:
            if b.moving or b.home is None:
                self._blit_block(surface, b)
        self._draw_own_hint(surface)

    def _target_rect(self, thing) -> pygame.Rect:
        """Where a target of :meth:`targets` is: a pyramid slot, a hand, a tray block."""
        g = self.geo
        if thing[0] == "slot":
            return g.slot_rect(thing[1])
        if thing[0] == "hand":
            return g.hand_rect(self.side(self.state.to_act), thing[1])
        b = self.tray[thing[1]]
        return _front_rect(g, b.x, b.y)

    def ambient(self, ahead: float = 0.0):
        """Besides the active plate: the glow that pulses around every target and around
        each hand that won its comparison (one area, one strength)."""
        out = super().ambient(ahead)
        area = self._glowing_area()
        if area is not None:
            out.append(Ambient(area, 0.0, self.pulse("targets", PULSE_RATE, ahead), "targets", self))
        return out

    def _glowing_area(self) -> pygame.Rect | None:
        targets = self.targets()
        key = (self._targets_key, id(self.geo), self.state.to_act,
               tuple((d["position"], d["winner"]) for d in self.compares))
        if key != self._glow_key:
            self._glow_key = key
            g = self.geo
            rects = []
            spread = max(6, g.block.h // 6)  # as far as each glow reaches
            for _action, thing in targets:
                rects.append(self._target_rect(thing).inflate(2 * spread, 2 * spread))
            spread = max(8, g.block.h // 5)
            for d in self.compares:
                if d["winner"] in (0, 1):
                    rects.append(g.hand_rect(self.side(d["winner"]), d["position"]).inflate(2 * spread, 2 * spread))
            self._glow_area = rects[0].unionall(rects[1:]) if rects else None
        return self._glow_area

    def _draw_tray(self, surface) -> None:
        g = self.geo
        L = self.layout
        chooser = self.state.to_act
        text = self.phrase(chooser, "Joker! {name} keeps one block", "Joker! Keep one block") \
            if chooser is not None else tr("Joker!")
        key = ("tray", g.tray_rect.size, text)
        back = self._label_cache.get(key)
        if back is None:
            s = L.scale
            head = self.app.text.render(text, L.font_size(14), GOLD, bold=True)
            w = max(g.tray_rect.width, head.get_width() + scaled(28, s))
            back = rounded_panel((w, g.tray_rect.height), (8, 14, 12), 225, scaled(14, s), JOKER_GLOW + (200,))
            back.blit(head, ((w - head.get_width()) // 2, scaled(7, s)))
            self._label_cache[key] = back
        surface.blit(back, back.get_rect(center=g.tray_rect.center))
        for b in self.tray:
            if not b.moving:
                self._blit_block(surface, b)
            if b.card is not None and b.card.startswith("JOKER") and not b.moving:
                cross = _front_rect(g, b.x, b.y)
                pygame.draw.line(surface, RED, cross.topleft, cross.bottomright, max(2, scaled(3, L.scale)))

    def _draw_own_hint(self, surface) -> None:
        if not (self.open_supply and self.own and self.human_to_act() and self.selected is None):
            return
        g = self.geo
        img = self.app.text.render(tr("Your supply: choose a block"), self.layout.font_size(14), GOLD)
        blit_centered(surface, img, (g.cx, g.label_y[0]))


def _front_rect(g: PyramidGeometry, x: float, y: float) -> pygame.Rect:
    fw, fh = g.block.front
    return pygame.Rect(int(x - fw / 2), int(y - fh / 2), fw, fh)


class PyramidResultScene(ResultScene):
    """The winner (or a draw), the three positions with both hands' names, and the VP."""

    panel_size = (620, 470)

    def headline(self) -> str:
        winners = self.table.facts["winners"] or []
        if not winners:
            return tr("A draw")
        if self.table.you(winners[0]):
            return tr("You win!")
        return tr("{name} wins!", name=self.table.name(winners[0]))

    def draw(self, surface) -> None:
        from ..layout import ui_scale

        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        table = self.table
        blit_centered(surface, t.render(self.headline(), scaled(32, s), GOLD, bold=True),
                      (r.centerx, r.y + scaled(44, s)))
        last = table.history[-1] if table.history else None
        if last is not None:
            blit_centered(surface, t.render(table.outcome_text(last), scaled(16, s), INK),
                          (r.centerx, r.y + scaled(82, s)))
        y = r.y + scaled(118, s)
        x0, x1, x2 = r.x + scaled(34, s), r.x + scaled(90, s), r.x + scaled(350, s)
        size = scaled(14, s)
        surface.blit(t.render(tr("Hand"), size, GOLD, bold=True), (x0, y))
        surface.blit(t.render(table.name(0), size, SEAT_COLOURS[0], bold=True), (x1, y))
        surface.blit(t.render(table.name(1), size, SEAT_COLOURS[1], bold=True), (x2, y))
        y += scaled(26, s)
        mini = scaled(34, s)
        sp = self.app.sprites
        for d in table.compares:
            num = t.render(str(d["position"]), scaled(18, s), INK, bold=True)
            surface.blit(num, (x0 + scaled(10, s), y + mini // 3))
            for seat, x in ((0, x1), (1, x2)):
                for i, name in enumerate(d["hands"][seat]):
                    surface.blit(sp.card(table.deck, name, mini), (x + i * scaled(27, s), y))
                text = hand_label(d["names"][seat])
                if table.advanced:
                    text += f" ({d['points'][seat]:+d})"
                colour = GOLD if d["winner"] == seat else INK_DIM
                surface.blit(t.render(text, scaled(13, s), colour, bold=d["winner"] == seat),
                             (x, y + mini + scaled(2, s)))
            y += mini + scaled(24, s)
        if table.vp is not None:
            y += scaled(6, s)
            vp = tr("VP: {a} {x} · {b} {z} (target {t})", a=table.name(0), x=table.vp[0], b=table.name(1),
                    z=table.vp[1], t=table.state.options["target"])
            blit_centered(surface, t.render(vp, size, INK), (r.centerx, y + scaled(8, s)))
        games = tr("Game {n} of this session", n=table.games)
        blit_centered(surface, t.render(games, scaled(13, s), INK_DIM), (r.centerx, r.bottom - scaled(92, s)))
