"""The blocks of Pyramid Poker: a card face (or its back) on a wooden block, with a coloured
edge on the side of the player it faces while it stands in the pyramid; a block on the
table (:class:`BlockVis`) and how one is drawn."""

from __future__ import annotations

import pygame

from ...anim import CardVis
from ...render import glow
from .geometry import BlockSize

SEAT_COLOURS = ((246, 186, 72), (96, 186, 255))  # seat 0 amber, seat 1 sky blue
WOOD_FRONT = (201, 156, 104)
WOOD_TOP = (228, 192, 140)
WOOD_SIDE = (146, 102, 62)
WOOD_EDGE = (92, 60, 34)


class BlockArt:
    """Block images (card face or back on a wooden block, with an optional coloured edge on
    the side of the player it faces), made once per card, size and marker."""

    def __init__(self, sprites, deck: str = "standard") -> None:
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



def draw_block(surface, art: BlockArt, sprites, b: BlockVis, bs: BlockSize, marker=None,
               shadow: bool = False) -> None:
    """``b`` with its front face centred on its place (the wood's depth sticks out up and
    right), turning, fading, glowing or with its shadow as it is now."""
    if b.face >= 1.0 and b.card is not None:
        img = art.image(b.card, bs, marker)
    elif b.face <= 0.0 or b.card is None:
        img = art.image(None, bs, marker)
    else:
        img = art.flipping(art.image(b.card, bs, marker), art.image(None, bs, marker), b.face)
    x = int(b.x - bs.front[0] / 2)
    y = int(b.y - bs.front[1] / 2) - bs.depth
    if b.fade < 1.0:
        img = img.copy()
        img.set_alpha(int(255 * max(0.0, b.fade)))
    elif shadow or b.moving:
        sh = sprites.shadow(bs.front)
        surface.blit(sh, (x - 2, y + bs.depth + 1))
    if b.glow is not None:
        gl = glow(bs.front, b.glow, max(4, bs.h // 12), max(6, bs.h // 7))
        surface.blit(gl, gl.get_rect(center=(int(b.x), int(b.y))))
    surface.blit(img, (x, y))
