"""Secret hands on the table: where they lie and how the ones nobody may see are drawn.

Every seat of a secret-hand game has a face-up stack, a hidden hand and, for a while, a
face-down first card. The viewer's hand lies face up along the bottom edge, beside its
plate; every other hand is a small fan of backs next to its plate with its size on a
badge. :func:`hidden_geometry` places all of it for a :class:`~.geometry.TableGeometry`
(pure, a frozen dataclass, made again on each resize); :class:`HiddenPainter` draws the
fans of backs, the badges and the label over the viewer's hand. A hidden card's picture
carries no rank unless its owner is the viewer (:data:`HIDDEN`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from ..i18n import tr
from ..render import GOLD, INK
from .felt_label import felt_label
from .fan import fan_step
from .geometry import rect_in_ellipse

HIDDEN = "back"  # the picture name of a card whose rank the viewer may not know
STACK_CARDS = 7  # stacks fan freely up to this many cards, then close up
MINI_STEP = 0.16  # the step of a fan of backs, as a share of its card's width


@dataclass(frozen=True)
class HiddenGeometry:
    slots: tuple  # the draw pile, the middle (the pot or a centre), the dead pile
    centre: Rect  # the three of them
    widths: tuple  # the room of each seat's stack
    zone: tuple  # (left, right) of the viewer's hand along the bottom
    hand_y: float
    hand_h: int
    mini: tuple  # the centre of each seat's fan of backs
    mini_h: int
    mini_w: int
    chip_r: int

    def mini_rect(self, seat: int, count: int) -> Rect:
        """The fan of ``count`` backs of ``seat``."""
        mx, my = self.mini[seat]
        w = self.mini_w + self.mini_w * MINI_STEP * max(0, count - 1)
        r = Rect(0, 0, int(w), self.mini_h)
        r.center = (int(mx), int(my))
        return r


def hidden_geometry(L, n: int, bottom: int, viewer_shown: bool) -> HiddenGeometry:
    """The places of a secret-hand table with ``n`` seats, ``bottom`` at the bottom edge;
    ``viewer_shown``: a viewer's hand lies along the bottom (nobody's in a pass-and-play
    table between players)."""
    cw, ch = L.card
    cx = L.felt.centerx
    y = L.draw_pile[1]
    gap = L.px(26)
    slots = ((cx - cw - gap, y), (cx, y), (cx + cw + gap, y))
    centre = Rect(0, 0, 3 * cw + 2 * gap + L.px(12), ch + L.px(30))
    centre.center = (cx, y + L.px(10))
    cap = int(cw * (1 + 0.4 * (STACK_CARDS - 1)))
    widths = tuple(min(L.spot(i).max_stack_width, cap) for i in range(n))
    boxes = []
    for i in range(n):
        bx, by = L.spot(i).stack_center(widths[i])
        r = Rect(0, 0, widths[i], ch)
        r.center = (int(bx), int(by))
        boxes.append(r)
    plate = L.spot(bottom).plate
    # the viewer's hand along the bottom edge, beside the plate and its stack
    hh = ch
    hy = L.size[1] - L.px(10) - hh / 2
    band = Rect(L.area.x, int(hy - hh / 2), L.area.width, hh)
    mine = [plate] + ([boxes[bottom]] if boxes[bottom].colliderect(band) else [])
    others = [L.spot(i).plate for i in range(n) if i != bottom] + [b for i, b in enumerate(boxes) if i != bottom]
    others = [r for r in others if r.colliderect(band)]
    margin = L.px(34)
    rx0 = max(r.right for r in mine) + L.px(14)
    rx1 = min([L.rail.right - margin] + [r.left - L.px(8) for r in others if r.left >= rx0])
    lx1 = min(r.left for r in mine) - L.px(14)
    lx0 = max([L.rail.left + margin] + [r.right + L.px(8) for r in others if r.right <= lx1])
    zone = (rx0, rx1) if rx1 - rx0 >= lx1 - lx0 else (lx0, lx1)
    zone_rect = Rect(int(zone[0]), int(hy - hh / 2), int(max(cw, zone[1] - zone[0])), hh)
    # the other hands: small fans of backs next to their plates, clear of every plate
    mini_h = max(24, int(ch * 0.5))
    mini_w = max(1, round(mini_h * cw / ch))
    fan_w = int(mini_w * (1 + MINI_STEP * 5))
    badge = L.px(12)  # the count badge reaches this far above and right of a fan
    blocked = [centre] + ([zone_rect] if viewer_shown else [])
    blocked += [L.spot(i).plate.inflate(L.px(4), L.px(4)) for i in range(n)] + boxes
    rim = L.rail.inflate(L.px(24), L.px(24))  # a fan may lie on the wooden rim
    minis = []
    for i in range(n):  # the bottom seat's too: in pass-and-play nobody may be looking
        p = L.spot(i).plate
        g = L.px(8) + badge
        side = [(p.right + g + fan_w / 2, p.centery), (p.left - g - fan_w / 2, p.centery),
                (p.centerx, p.bottom + g + mini_h / 2), (p.centerx, p.top - g - mini_h / 2)]
        side.sort(key=lambda q: -((q[0] - cx) ** 2 + (q[1] - y) ** 2))
        inward = 1 if y > p.centery else -1  # beside the plate, a little towards the middle
        cands = side + [(q[0], q[1] + inward * k * mini_h) for k in (0.5, 1.0) for q in side[:2]
                        if abs(q[1] - p.centery) < 1]
        pick = None
        for q in cands:
            r = Rect(0, 0, fan_w + badge, mini_h + badge)  # the fan and its badge
            r.bottomleft = (int(q[0] - fan_w / 2), int(q[1] + mini_h / 2))
            fan_rect = Rect(r.left, r.top + badge, fan_w, mini_h)
            if (rect_in_ellipse(fan_rect, rim) and L.area.contains(r)
                    and not any(r.colliderect(b) for b in blocked)):
                pick = q
                break
        if pick is None:
            pick = (p.right - fan_w / 2, p.top - mini_h * 0.25 - badge)
        minis.append(pick)
    return HiddenGeometry(slots, centre, widths, zone, hy, hh, tuple(minis), mini_h, mini_w, max(7, int(cw * 0.2)))


def stack_positions(L, g: HiddenGeometry, seat: int, count: int) -> list:
    """The centres of ``seat``'s face-up stack of ``count`` cards."""
    cw = L.card[0]
    if count <= 0:
        return []
    step = fan_step(count, cw, g.widths[seat])
    width = cw + step * (count - 1)
    x, y = L.spot(seat).stack_center(width)
    left = x - width / 2 + cw / 2
    return [(left + i * step, y) for i in range(count)]


def viewer_hand_positions(L, g: HiddenGeometry, count: int) -> list:
    cw = L.card[0]
    x0, x1 = g.zone
    step = min(cw * 0.72, max(4.0, (x1 - x0 - cw) / max(1, count - 1)))
    width = cw + step * (count - 1)
    left = (x0 + x1) / 2 - width / 2 + cw / 2
    return [(left + i * step, g.hand_y) for i in range(count)]


def mini_positions(g: HiddenGeometry, seat: int, count: int) -> list:
    mx, my = g.mini[seat]
    step = g.mini_w * MINI_STEP
    width = step * (count - 1)
    return [(mx - width / 2 + i * step, my) for i in range(count)]


class HiddenPainter:
    """The fans of backs (one cached picture per size), their count badges, and the label
    over the viewer's own hand."""

    def __init__(self, table) -> None:
        self.table = table
        self._fans: dict = {}

    def clear(self) -> None:
        self._fans.clear()

    def fan(self, surface, g: HiddenGeometry, seat: int, count: int) -> None:
        t = self.table
        h = g.mini_h
        key = (count, h, t.deck)
        img = self._fans.get(key)
        if img is None:
            sp = t.app.sprites
            back = sp.back(t.deck, h)
            shadow = sp.shadow(back.get_size())
            step = g.mini_w * MINI_STEP
            img = pygame.Surface((int(back.get_width() + step * (count - 1)) + 8, h + 8), pygame.SRCALPHA)
            for i in range(count):
                x = int(i * step) + 2
                img.blit(shadow, (x - 2, 3))
                img.blit(back, (x, 2))
            self._fans[key] = img
        r = g.mini_rect(seat, count)
        surface.blit(img, (r.left - 2, r.top - 2))

    def badge_rect(self, g: HiddenGeometry, seat: int, count: int) -> Rect:
        """Where the badge with the size of ``seat``'s hidden hand is drawn."""
        L = self.table.layout
        rad = max(self.table.app.text.extent(str(count), L.font_size(13), (20, 20, 20), True)) // 2 + L.px(3)
        r = g.mini_rect(seat, count)
        box = Rect(0, 0, 2 * rad, 2 * rad)
        box.center = r.topright
        return box

    def badge(self, surface, g: HiddenGeometry, seat: int, count: int) -> None:
        L = self.table.layout
        box = self.badge_rect(g, seat, count)
        pygame.draw.circle(surface, GOLD, box.center, box.width // 2)
        self.table.app.text.draw(surface, str(count), L.font_size(13), (20, 20, 20), bold=True, fit="none",
                                 align="center", box=box, owner="hidden.badge")

    def hand_label(self, surface, seat: int, hand) -> None:
        t = self.table
        L = t.layout
        left = min(c.x for c in hand) - L.card[0] / 2
        top = min(c.y - c.h / 2 for c in hand)
        text = (tr("Your hand (only you see it)") if t.seats.you(seat)
                else tr("{name}'s hand (only {name} sees it)", name=t.name(seat)))
        right = max(c.x for c in hand) + L.card[0] / 2
        line_h = t.app.text.height(L.font_size(14))
        # the label stands over the hand, as wide as the hand
        felt_label(t.app.text, surface, text, L.font_size(14), INK, align="left", valign="top", owner="hidden.label",
                   box=(int(left), int(top - line_h - L.px(4)), int(right - left), line_h))
