"""Cards on the table: how a card and a pile are drawn, and a stack (a seat's row of cards).

:class:`CardPainter` draws a :class:`~..anim.CardVis` (face, back, or a frame of its flip;
its shadow and glow) and a face-down pile whose thickness follows its count. A
:class:`Stack` is the cards of one place in order; :meth:`Stack.place` sends each card to
its spot in the seat's fan (:meth:`~.geometry.SeatSpot.stack`), so every index shows.
"""

from __future__ import annotations

import pygame

from ..anim import CardVis
from ..render import INK_DIM, box_at, glow
from ..sprites import flip_frame
from .felt_label import felt_label

EMPTY_PILE = (190, 230, 200)
ASKEW = ((-7, -2, 1), (5, 2, -1), (-2, 0, 0))  # (angle, dx, dy) of the top cards of a messy pile


class CardPainter:
    def __init__(self, sprites, text_cache) -> None:
        self.sprites = sprites
        self.text = text_cache
        self._askew: dict = {}

    def clear(self) -> None:
        self._askew.clear()

    def card(self, surface, c: CardVis, deck: str) -> None:
        sp = self.sprites
        h = int(round(c.h / 2) * 2) if c.moving else int(c.h)
        reach = h // 2 + max(6, h // 9) + 4  # a card is narrower than high; its glow and shadow
        if not surface.get_clip().colliderect((int(c.x) - reach, int(c.y) - reach, 2 * reach, 2 * reach)):
            return  # outside the area being drawn
        if c.face >= 1.0:
            img = sp.card(deck, c.name, h)
        elif c.face <= 0.0:
            img = sp.back(deck, h)
        else:
            img = flip_frame(sp.card(deck, c.name, h), sp.back(deck, h), c.face)
        w = img.get_width()
        x, y = int(c.x - w / 2), int(c.y - h / 2)
        if c.fade < 1.0:
            img = img.copy()
            img.set_alpha(int(255 * max(0.0, c.fade)))
        else:
            surface.blit(sp.shadow((w, h)), (x - 2, y + 1))
        if c.glow is not None:
            g = glow((w, h), c.glow, max(4, h // 14), max(6, h // 9))
            surface.blit(g, g.get_rect(center=(int(c.x), int(c.y))))
        surface.blit(img, (x, y))

    def pile(self, surface, pos, count: int, label: str, deck: str, L, messy: bool = False) -> None:
        """A face-down pile whose thickness follows ``count``, with its label below
        (``messy``: a few cards askew, as a discard pile lies)."""
        cw, ch = L.card
        sp = self.sprites
        x, y = pos
        s = L.scale
        if not surface.get_clip().colliderect((int(x) - ch, int(y) - ch, 2 * ch, 2 * ch + L.px(40))):
            return  # the pile, askew cards and label lie well inside this square
        if count > 0 and messy:
            for angle, dx, dy in ASKEW[-min(3, count):]:
                key = (deck, ch, angle)
                img = self._askew.get(key)
                if img is None:
                    back = sp.back(deck, ch)
                    card = pygame.Surface((back.get_width() + 8, ch + 8), pygame.SRCALPHA)
                    card.blit(sp.shadow(back.get_size()), (2, 5))
                    card.blit(back, (4, 3))
                    img = self._askew[key] = pygame.transform.rotozoom(card, angle, 1.0)
                surface.blit(img, img.get_rect(center=(int(x + dx * s), int(y + dy * s))))
        elif count > 0:
            layers = min(6, 1 + count // 9)
            back = sp.back(deck, ch)
            surface.blit(sp.shadow(back.get_size()), (int(x - cw / 2) - 2, int(y - ch / 2) + 2))
            for k in range(layers):
                off = (layers - 1 - k) * max(1, int(1.5 * s))
                surface.blit(back, (int(x - cw / 2) - off, int(y - ch / 2) + off))
        else:
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (int(x), int(y))
            pygame.draw.rect(surface, EMPTY_PILE, r, width=max(1, int(2 * s)), border_radius=max(3, ch // 14))
        # the label under the pile has the width of two cards
        felt_label(self.text, surface, label, L.font_size(14), INK_DIM, align="center", owner="pile",
                   box=box_at((x, y + ch / 2 + L.px(14)), 2 * cw, self.text.height(L.font_size(14))))


class Stack:
    """The cards of one place in order (a seat's stack), each tagged with what it is."""

    def __init__(self) -> None:
        self.cards: list[CardVis] = []

    def __iter__(self):
        return iter(list(self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, i) -> CardVis:
        return self.cards[i]

    def __contains__(self, c) -> bool:
        return c in self.cards

    def add(self, c: CardVis) -> CardVis:
        self.cards.append(c)
        return c

    def remove(self, c: CardVis) -> None:
        if c in self.cards:
            self.cards.remove(c)

    def clear(self) -> list[CardVis]:
        out, self.cards = self.cards, []
        return out

    def find(self, tag, last: bool = False) -> CardVis | None:
        found = [c for c in self.cards if c.tag == tag]
        if not found:
            return None
        return found[-1] if last else found[0]

    def place(self, spot, duration: float, face_up: bool = True) -> None:
        """Every card to its spot in ``spot``'s fan (a card on its way with a task on
        arrival keeps going)."""
        f = spot.stack(len(self.cards))
        for c, pos in zip(self.cards, f.positions):
            if c.on_arrive is None or not c.moving:
                c.send(pos, f.card[1], face_up, duration)
