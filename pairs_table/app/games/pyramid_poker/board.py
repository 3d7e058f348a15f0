"""Drawing the Pyramid Poker table.

The resting picture (felt, foundation board, faint outlines of the base places and of every
hand position, the supplies and piles with their counts, every block at rest, each hand's
name) is drawn once into a layer and again only when a block starts or ends a movement
(:meth:`Board.layer`). A frame blits that layer, and on it the few moving blocks, the
glowing targets (the one with the keyboard focus or under the pointer brighter), the hands
that won their comparison and the joker's tray (:meth:`Board.draw_live`).
"""

from __future__ import annotations

import pygame

from ....engine import pyramid_poker as pp
from ....engine.poker import partial_code
from ...i18n import tr
from ...layout import scaled
from ...poker_names import hand_label
from ... import textlog
from ...render import GOLD, INK, INK_DIM, RED, box_at, glow, rounded_panel
from ...table.felt_label import felt_label
from .blocks import SEAT_COLOURS, WOOD_SIDE, WOOD_TOP, draw_block
from .geometry import front_rect
from .handlers import JOKER_GLOW, TIE

TARGET = (255, 236, 150)
PULSE_RATE = 4.0  # radians a second of the glow around targets and winning hands
OUTLINE = (200, 240, 210, 46)
ROW_INK = (200, 240, 210)  # the rows' numbers
# a pile's label may be as wide as three blocks: the felt beside the piles is free that far,
# and the longest label ("Apart gelegd 24") needs more than two blocks at every size
LABEL_BLOCKS = 3
DRAW_ORDER = {"removed": 0, "hand": 1, "own": 2, "slot": 3, "stage": 4, "tray": 5}


class Board:
    def __init__(self, table) -> None:
        self.t = table
        self._key = None
        self._layer = None
        self._base_key = None
        self._base = None
        self._glow = (None, None)
        self._labels: dict = {}
        self.builds = 0  # how often the resting picture was drawn again

    def forget(self) -> None:
        """The resting picture changed: drawn again when next shown."""
        self._key = None

    def clear(self) -> None:
        self._key = self._base_key = None
        self._labels.clear()

    # ---- the resting picture -------------------------------------------------------------------------
    def layer(self, felt) -> pygame.Surface:
        t = self.t
        L = t.layout
        key = (L.size, L.scale, t.seats.bottom_seat, t.app.settings.table_colour, t.deck)
        if self._layer is not None and self._key == key:
            return self._layer
        if self._base_key != key:
            self._base = felt.copy()
            self.draw_foundation(self._base)
            self._base_key = key
        surf = self._layer if self._layer is not None and self._layer.get_size() == L.size else None
        if surf is None:
            surf = textlog.copied(self._base)
        else:
            textlog.fresh(surf)
            textlog.place(surf, self._base, (0, 0))
        self.draw_counts(surf)
        for b in self.resting():
            self.block(surf, b, shadow=True)
        self.draw_labels(surf)
        self.draw_rows(surf)
        self._layer, self._key = surf, key
        self.builds += 1
        return surf

    def resting(self) -> list:
        """Blocks at rest, in drawing order: the pyramid bottom row first, left to right."""
        rest = [b for b in self.t.cards if not b.moving and b.home is not None and b.home[0] != "tray"]

        def order(b):
            h = b.home
            if h[0] == "slot":
                r, c = pp.SLOTS[h[1]]
                return (3, r, c)
            return (DRAW_ORDER[h[0]], h[-1] if isinstance(h[-1], int) else 0, 0)
        return sorted(rest, key=order)

    def draw_foundation(self, surf) -> None:
        t = self.t
        g = t.geo
        s = t.layout.scale
        fw, fh = g.block.front
        board = g.board
        pygame.draw.rect(surf, (60, 36, 20), board.move(0, scaled(2, s)), border_radius=scaled(4, s))
        pygame.draw.rect(surf, WOOD_SIDE, board, border_radius=scaled(4, s))
        pygame.draw.line(surf, WOOD_TOP, board.topleft, board.topright, max(1, scaled(2, s)))
        mark = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        rad = max(2, fh // 12)
        for c in range(8):
            pygame.draw.rect(mark, OUTLINE, g.slot_rect(pp.SLOT_INDEX[(0, c)]).inflate(-2, -2), 1, border_radius=rad)
        for side in (0, 1):
            for k in (1, 2, 3):
                for i in range(5):
                    x, y = g.hand_pos(side, k, i)
                    r = pygame.Rect(0, 0, fw, fh)
                    r.center = (int(x), int(y))
                    pygame.draw.rect(mark, OUTLINE, r, 1, border_radius=rad)
        surf.blit(mark, (0, 0))
        for side in (0, 1):
            for k in (1, 2, 3):
                r = g.hand_rect(side, k)
                size = t.layout.font_size(13)
                # the hand's number, on a marker in the margin left of the hand
                felt_label(t.app.text, surf, str(k), size, ROW_INK, bold=True, align="center", owner="pyramid.hand",
                           box=box_at((r.left - scaled(12, s), r.centery), scaled(20, s), t.app.text.height(size, True)))

    def rows_shown(self) -> int:
        """How many rows are numbered: every row with a block and the row above them."""
        filled = [pp.SLOTS[b.home[1]][0] for b in self.t.cards if b.home is not None and b.home[0] == "slot"]
        return min(pp.ROWS, max(filled, default=-1) + 2)

    def row_label_boxes(self, rows: int) -> list[tuple[pygame.Rect, str]]:
        """Where the numbers of the first ``rows`` rows go and how each is aligned: all at
        the rows' left; when a plate, a pile or a pile's label takes the left of one, all at
        their right; a row whose right is taken too keeps its left."""
        g = self.t.geo
        fw, fh = g.block.front
        s = self.t.layout.scale
        gap = scaled(5, s)
        taken = [pygame.Rect(p) for p in g.plates]
        room = LABEL_BLOCKS * fw
        reach = int(g.block.h + scaled(12, s) + self.t.app.text.height(self.t.layout.font_size(13)))
        for x, y in (*g.supply, *g.stage, g.setaside, g.removed):
            # the pile or block and the label under it
            taken.append(pygame.Rect(int(x - room / 2), int(y - fh / 2), room, reach))
        lefts, rights = [], []
        for r in range(rows):
            box = pygame.Rect(0, 0, scaled(24, s), fh // 2)
            box.midright = (g.slot_rect(pp.SLOT_INDEX[(r, 0)]).left - gap, int(g.slot_pos(pp.SLOT_INDEX[(r, 0)])[1]))
            lefts.append(box)
            box = box.copy()
            box.midleft = (g.slot_rect(pp.SLOT_INDEX[(r, pp.ROWS - 1 - r)]).right + g.block.depth + gap, box.centery)
            rights.append(box)
        if all(box.collidelist(taken) < 0 for box in lefts):
            return [(box, "right") for box in lefts]
        return [(right, "left") if right.collidelist(taken) < 0 or left.collidelist(taken) >= 0 else (left, "right")
                for left, right in zip(lefts, rights)]

    def draw_rows(self, surf) -> None:
        """Each row's number beside it, as the hints and the log name the rows ("row 2,
        block 6 from the left")."""
        t = self.t
        size = t.layout.font_size(13)
        for r, (box, align) in enumerate(self.row_label_boxes(self.rows_shown())):
            felt_label(t.app.text, surf, str(r + 1), size, ROW_INK, box=box, align=align, bold=True, owner="pyramid rows")

    def draw_counts(self, surf) -> None:
        """Supplies, the set-aside pile and the label of the blocks out of the game."""
        t = self.t
        g = t.geo
        text = t.app.text
        L = t.layout
        s = L.scale
        building = t.facts["phase"] == "build"
        room = LABEL_BLOCKS * g.block.front[0]

        def under(words: str, size: int, centre) -> None:
            felt_label(text, surf, words, size, INK_DIM, align="center", owner="pyramid.board",
                       box=box_at(centre, room, text.height(size)))

        for seat in range(2):
            n = t.pic.supply_n[seat]
            stage = t.pic.stage[seat]
            if stage is not None and not stage.moving:
                x, y = g.stage[t.side(seat)]
                under(tr("drawn") if building else tr("taken"), L.font_size(12), (x, y + g.block.h / 2 + scaled(9, s)))
            if (t.open_supply and t.seats.sees(seat) and t.pic.own) or (n == 0 and not building):
                continue
            pos = g.supply[t.side(seat)]
            self.pile(surf, pos, n)
            under(tr("Supply {n}", n=n), L.font_size(13), (pos[0], pos[1] + g.block.h / 2 + scaled(12, s)))
        self.pile(surf, g.setaside, t.pic.setaside_n)
        under(tr("Set aside {n}", n=t.pic.setaside_n), L.font_size(13),
              (g.setaside[0], g.setaside[1] + g.block.h / 2 + scaled(12, s)))
        if t.pic.out:
            x, y = g.removed
            # from the left of the blocks out of the game to the pyramid's board
            left = int(x - g.block.front[0] / 2)
            felt_label(text, surf, tr("Out of the game"), L.font_size(12), INK_DIM, align="left", valign="top",
                       owner="pyramid.board", box=(left, int(y + g.block.h / 2 + scaled(6, s) + g.fan * 0.3),
                                                  max(0, g.board.left - left), text.height(L.font_size(12))))

    def pile(self, surf, pos, n: int) -> None:
        g = self.t.geo
        if n <= 0:
            r = pygame.Rect(0, 0, *g.block.front)
            r.center = (int(pos[0]), int(pos[1]))
            pygame.draw.rect(surf, (190, 230, 200), r, 1, border_radius=4)
            return
        img = self.t.art.image(None, g.block)
        layers = min(5, 1 + n // 5)
        for k in range(layers):
            off = (layers - 1 - k) * 2
            surf.blit(img, img.get_rect(center=(int(pos[0] - off), int(pos[1] + off))))

    def draw_labels(self, surf) -> None:
        """Each hand's type (a partial hand: what it already shows) and, once the hands are
        compared, each position's verdict."""
        t = self.t
        g = t.geo
        L = t.layout
        text = t.app.text
        results = {d["position"]: d for d in t.pic.compares}
        for seat in range(2):
            side = t.side(seat)
            for k in (1, 2, 3):
                cards = [b.card for b in t.pic.hands[seat][k - 1] if b.card is not None and not b.moving]
                if not cards:
                    continue
                label = hand_label(partial_code([pp.parse_card(c) for c in cards]))
                colour = INK
                d = results.get(k)
                if d is not None:
                    if d["points"] is not None and t.advanced:
                        label += tr("  ({p:+d})", p=d["points"][seat])
                    colour = GOLD if d["winner"] == seat else (TIE if d["winner"] is None else INK_DIM)
                bold = d is not None and d["winner"] == seat
                text.draw(surf, label, L.font_size(14), colour, bold=bold, fit="none", align="center",
                          owner="pyramid.board",
                          box=box_at((g.hand_x[k - 1], g.label_y[side]), g.hand_rect(side, k).width,
                                     text.height(L.font_size(14), bold)))
        for k, d in results.items():
            w = d["winner"]
            verdict = tr("tie") if w is None else (tr("you win") if t.seats.you(w) else tr("{name} wins", name=t.name(w)))
            colour = TIE if w is None else SEAT_COLOURS[w]
            vw, vh = text.extent(verdict, L.font_size(15), colour, True)
            back = rounded_panel((vw + scaled(20, L.scale), vh + scaled(8, L.scale)), (8, 14, 12), 200,
                                 scaled(10, L.scale))
            r = back.get_rect(center=(int(g.hand_x[k - 1]), int(g.base_y - g.rise * 1.5)))
            surf.blit(back, r)
            text.draw(surf, verdict, L.font_size(15), colour, bold=True, fit="none", align="center", box=r,
                      owner="pyramid.verdict")

    def block(self, surf, b, shadow: bool = False) -> None:
        t = self.t
        marker = None
        if b.owner is not None and b.home is not None and b.home[0] in ("slot", "stage"):
            marker = SEAT_COLOURS[b.owner], "down" if t.side(b.owner) == 0 else "up"
        draw_block(surf, t.art, t.app.sprites, b, t.geo.block, marker, shadow)

    # ---- what changes from frame to frame ------------------------------------------------------------
    def draw_live(self, surface) -> None:
        t = self.t
        g = t.geo
        s = t.layout.scale
        pulse = t.pulse("targets", PULSE_RATE)
        targets = t.picks.targets()
        hot = {t.picks.focused()}
        if targets:
            hot.add(t.picks.hit(pygame.mouse.get_pos()))
        if t.pic.tray:
            self.draw_tray(surface)
        for _action, thing in targets:
            lit = thing in hot
            r = t.picks.rect(thing)
            filled = thing[1] in t.pic.pyr if thing[0] == "slot" else True
            gl = glow(r.size, TARGET, max(4, g.block.h // 12), max(6, g.block.h // 6))
            gl.set_alpha(int((150 if lit else 70) + 80 * pulse))
            surface.blit(gl, gl.get_rect(center=r.center))
            if thing[0] == "slot" and filled:
                self.block(surface, t.pic.pyr[thing[1]])
            elif thing[0] == "tray":
                self.block(surface, t.pic.tray[thing[1]])
            if not filled:
                pygame.draw.rect(surface, TARGET, r, max(1, scaled(2, s)), border_radius=max(2, r.height // 12))
            if lit:
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(4, 4), max(1, scaled(2, s)),
                                 border_radius=max(2, r.height // 12))
        if t.open_supply and t.picks.selected is not None:
            for b in t.pic.own:
                if b.card == t.picks.selected:
                    r = front_rect(g, b.x, b.y)
                    pygame.draw.rect(surface, TARGET, r.inflate(6, 6), max(2, scaled(3, s)), border_radius=6)
        for d in t.pic.compares:
            seat = d["winner"]
            if seat in (0, 1):
                r = g.hand_rect(t.side(seat), d["position"])
                gl = glow(r.size, SEAT_COLOURS[seat], max(4, g.block.h // 12), max(8, g.block.h // 5))
                gl.set_alpha(int(120 + 60 * pulse))
                surface.blit(gl, gl.get_rect(center=r.center))
                for b in t.pic.hands[seat][d["position"] - 1]:
                    self.block(surface, b)
        for b in t.cards:
            if b.moving or b.home is None:
                self.block(surface, b)
        self.draw_own_hint(surface)

    def glowing_area(self) -> pygame.Rect | None:
        """The area the pulsing glows cover: every target and every hand that won."""
        t = self.t
        targets = t.picks.targets()
        key = (t.picks._key, id(t.geo), t.state.to_act, tuple((d["position"], d["winner"]) for d in t.pic.compares))
        if key != self._glow[0]:
            g = t.geo
            spread = max(6, g.block.h // 6)  # as far as each glow reaches
            rects = [t.picks.rect(thing).inflate(2 * spread, 2 * spread) for _a, thing in targets]
            spread = max(8, g.block.h // 5)
            rects += [g.hand_rect(t.side(d["winner"]), d["position"]).inflate(2 * spread, 2 * spread)
                      for d in t.pic.compares if d["winner"] in (0, 1)]
            self._glow = (key, rects[0].unionall(rects[1:]) if rects else None)
        return self._glow[1]

    def draw_tray(self, surface) -> None:
        t = self.t
        g = t.geo
        L = t.layout
        chooser = t.state.to_act
        head_text = (t.phrase(chooser, "Joker! {name} keeps one block", "Joker! Keep one block").text()
                     if chooser is not None else tr("Joker!"))
        key = (g.tray_rect.size, head_text)
        back = self._labels.get(key)
        if back is None:
            s = L.scale
            hw, hh = t.app.text.extent(head_text, L.font_size(14), GOLD, True)
            w = max(g.tray_rect.width, hw + scaled(28, s))
            back = rounded_panel((w, g.tray_rect.height), (8, 14, 12), 225, scaled(14, s), JOKER_GLOW + (200,))
            t.app.text.draw(back, head_text, L.font_size(14), GOLD, bold=True, fit="none", align="center", valign="top",
                            box=(scaled(14, s), scaled(7, s), w - scaled(28, s), hh), owner="pyramid.tray")
            self._labels[key] = back
        textlog.place(surface, back, back.get_rect(center=g.tray_rect.center))
        for b in t.pic.tray:
            if not b.moving:
                self.block(surface, b)
            if b.card is not None and b.card.startswith("JOKER") and not b.moving:
                cross = front_rect(g, b.x, b.y)
                pygame.draw.line(surface, RED, cross.topleft, cross.bottomright, max(2, scaled(3, L.scale)))

    def draw_own_hint(self, surface) -> None:
        t = self.t
        if not (t.picks.choosing_own() and t.picks.selected is None):
            return
        size = t.layout.font_size(14)
        t.app.text.draw(surface, tr("Your supply: choose a block"), size, GOLD, fit="none", align="center",
                        owner="pyramid.hint", box=box_at((t.geo.cx, t.geo.label_y[0]), t.geo.board.width,
                                                         t.app.text.height(size)))
