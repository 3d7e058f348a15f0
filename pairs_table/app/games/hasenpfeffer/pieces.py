"""The Hasenpfeffer table's own pieces on the felt: the trump marker, each seat's pile of
won tricks with its count, the declarer's discard lying crosswise, the side's colour on
each plate, the labels of the widow and the viewer's hand, the last trick on request and
the summary of a scored deal. Pictures are kept until the size or the language changes."""

from __future__ import annotations

import pygame

from ...i18n import tr
from ... import textlog
from ...render import GOLD, INK, INK_DIM, RED, blit_centered, box_at, glow, rounded_panel
from ...table.felt_label import felt_label
from ...table.log import words
from .handlers import WIN_GLOW
from .said import SIDE_COLOURS, SUIT_INK, bid, side_of
from ...words import SUIT_SYMBOLS

PANEL_BACK = (10, 16, 14)
HOVER_GLOW = (255, 240, 180)
TRUMP_GROW = 0.35  # seconds the trump marker takes to grow to its size
LAST_TRICK_OFFSETS = ((0, 0.5), (-1.05, 0), (0, -0.5), (1.05, 0))  # by screen slot


class Pieces:
    def __init__(self, table) -> None:
        self.t = table
        self._cache: dict = {}

    def clear(self) -> None:
        self._cache.clear()

    def _kept(self, key, make):
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) > 80:
                self._cache.clear()
            img = self._cache[key] = make()
        return img

    # ---- pictures ---------------------------------------------------------------------------------
    def emblem(self, suit: str) -> pygame.Surface:
        """The trump marker: the suit on a cream disc."""
        d = self.t.geo.emblem

        def make():
            k = 3  # drawn large, scaled down for smooth edges
            big = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
            c = d * k // 2
            pygame.draw.circle(big, (0, 0, 0, 70), (c, c + k * 2), c - k)
            pygame.draw.circle(big, GOLD + (255,), (c, c), c - 2 * k)
            pygame.draw.circle(big, (250, 246, 232, 255), (c, c), c - 5 * k)
            img = pygame.transform.smoothscale(big, (d, d))
            text = self.t.app.text
            text.draw(img, SUIT_SYMBOLS[suit], int(d * 0.62), SUIT_INK[suit], bold=True, fit="none", align="center",
                      box=box_at((d / 2, d / 2 + d * 0.03), d, text.height(int(d * 0.62), True)),
                      owner="hasenpfeffer.trump")
            return img

        return self._kept(("emblem", suit, d), make)

    def badge(self, text: str, colour) -> pygame.Surface:
        """A small round count in a side's colour."""
        L = self.t.layout

        def make():
            cache = self.t.app.text
            d = max(cache.extent(text, L.font_size(13), (20, 20, 20), True)) + L.px(6)
            img = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(img, colour, (d // 2, d // 2), d // 2)
            pygame.draw.circle(img, (20, 20, 20), (d // 2, d // 2), d // 2, width=1)
            cache.draw(img, text, L.font_size(13), (20, 20, 20), bold=True, fit="none", align="center",
                       box=img.get_rect(), owner="hasenpfeffer.badge")
            return img

        return self._kept(("badge", text, colour, L.scale), make)

    def crosswise(self) -> pygame.Surface:
        """The discard: a back lying across under the declarer's tricks."""
        t = self.t
        h = t.geo.pile_card[1]

        def make():
            back = t.app.sprites.back(t.deck, h)
            card = pygame.Surface((back.get_width() + 6, h + 6), pygame.SRCALPHA)
            card.blit(t.app.sprites.shadow(back.get_size()), (1, 3))
            card.blit(back, (3, 2))
            return pygame.transform.rotate(card, 90)

        return self._kept(("cross", t.deck, h), make)

    def dimmed(self, name: str, h: int) -> pygame.Surface:
        """A card of the hand that may not be chosen now, greyed."""
        t = self.t

        def make():
            img = t.app.sprites.card(t.deck, name, h).copy()
            img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            return img

        return self._kept(("dim", t.deck, name, h), make)

    # ---- drawing -----------------------------------------------------------------------------------
    def trump_marker(self, surface) -> None:
        t = self.t
        img = self.emblem(t.pic.trump)
        age = t.clock - t.pic.trump_clock
        if age < TRUMP_GROW and t.speed > 0:
            k = 0.6 + 0.4 * (age / TRUMP_GROW)
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * k)),) * 2)
        textlog.place(surface, img, img.get_rect(center=(int(t.geo.centre[0]), int(t.geo.centre[1]))))

    def side_stripes(self, surface) -> None:
        L = self.t.layout
        for seat in range(4):
            plate = L.spot(seat).plate
            stripe = pygame.Rect(plate.x + L.px(3), plate.y + L.px(7), L.px(4), plate.height - L.px(14))
            pygame.draw.rect(surface, SIDE_COLOURS[side_of(seat)], stripe, border_radius=2)

    def piles(self, surface) -> None:
        """Each seat's won tricks, squared, with their count; the discard beside the declarer's."""
        t = self.t
        L = t.layout
        d = t.pic.discard_vis
        drect = None
        if d is not None and not d.moving:
            drect = blit_centered(surface, self.crosswise(), (d.x, d.y))
        back = t.app.sprites.back(t.deck, t.geo.pile_card[1])
        for seat in range(4):
            n = t.pic.piles[seat]
            if n <= 0:
                continue
            x, y = t.geo.pile_spot(seat)
            r = None
            for k in range(n):
                r = surface.blit(back, back.get_rect(center=(int(x + k * 2 * L.scale), int(y - k * 2 * L.scale))))
            badge = self.badge(str(n), SIDE_COLOURS[side_of(seat)])
            textlog.place(surface, badge, badge.get_rect(center=r.topright))
        if drect is not None:
            t.app.text.draw(surface, tr("discard"), L.font_size(11), INK_DIM, fit="none", align="center",
                            owner="hasenpfeffer.discard",
                            box=box_at((drect.centerx, drect.bottom + L.px(7)), drect.width,
                                       t.app.text.height(L.font_size(11))))

    def cards(self, surface) -> None:
        """Every card: the hands in their own order (the viewer's raised as it stands), then
        the trick and the widow, then whatever is on its way."""
        t = self.t
        in_hands = set()
        face = t.face_seat
        chosen = t.card_choice_phase() is not None
        legal = t.my_cards_legal()
        flying = []
        for seat, hand in enumerate(t.pic.hands):
            for c in hand:
                in_hands.add(id(c))
            if seat == face and t.holds_faces(seat):
                hand.draw(surface, lambda s, c: self.held(s, c, chosen, legal, flying))
            else:
                self.resting(surface, hand, flying)
        d = t.pic.discard_vis
        self.resting(surface, [c for c in t.cards if id(c) not in in_hands and (c is not d or c.moving)], flying)
        for c in flying:
            t.painter.card(surface, c, t.deck)

    def resting(self, surface, cards, flying: list) -> None:
        """``cards`` at rest now, in order; those on their way join ``flying`` (drawn last)."""
        t = self.t
        for c in cards:
            if c.moving:
                flying.append(c)
            else:
                t.painter.card(surface, c, t.deck)

    def held(self, surface, c, chosen: bool, legal, flying: list) -> None:
        """A card of the viewer's hand: lit under the pointer, greyed when it may not be chosen."""
        t = self.t
        if c.moving:
            flying.append(c)
            return
        if chosen and c.tag not in legal:
            h = int(c.h)
            img = self.dimmed(c.name, h)
            x, y = int(c.x - img.get_width() / 2), int(c.y - h / 2)
            surface.blit(t.app.sprites.shadow(img.get_size()), (x - 2, y + 1))
            surface.blit(img, (x, y))
            return
        hover = c is t.pic.hands[t.face_seat].hover and c.tag in legal and c.glow is None
        if hover:
            c.glow = HOVER_GLOW
        t.painter.card(surface, c, t.deck)
        if hover:
            c.glow = None

    def labels(self, surface) -> None:
        """"widow" under the widow; whose hand the face-up hand is, above it."""
        t = self.t
        L = t.layout
        text = t.app.text
        if t.pic.widow_vis is not None and not t.pic.widow_vis.moving and t.pic.declarer is None:
            cx, cy = t.geo.centre
            # under the widow, in the width of two cards
            felt_label(text, surface, tr("widow"), L.font_size(12), INK_DIM, align="center", owner="hasenpfeffer",
                      box=box_at((cx, cy + L.card[1] / 2 + L.px(10)), 2 * L.card[0], text.height(L.font_size(12))))
        face = t.face_seat
        hand = t.pic.hands[face] if face is not None else None
        if hand and face != t.pic.out and t.geo.slot(face) == 0 and not hand[0].moving:
            if t.seats.n_humans == 1 and t.seats.is_human(face):
                line = tr("Your hand (only you see it)")
            else:
                line = tr("{name}'s hand", name=t.name(face))
            top = min(c.y - c.h / 2 for c in hand) - t.geo.rise - L.px(4)
            # over the hand, as wide as the hand
            box = pygame.Rect(0, 0, int(max(c.x for c in hand) - min(c.x for c in hand) + L.card[0]),
                              text.height(L.font_size(13)))
            box.midbottom = (int(t.geo.centre[0]), int(top))
            felt_label(text, surface, line, L.font_size(13), INK_DIM, align="center", valign="bottom", box=box,
                       owner="hasenpfeffer")

    def last_trick(self, surface) -> None:
        t = self.t
        L = t.layout
        cards, winner = t.pic.last_trick
        cw, ch = L.card
        w, h = int(cw * 3.6), int(ch * 2.5)
        panel = self._kept(("last", w, h), lambda: rounded_panel((w, h), PANEL_BACK, 235, L.px(14), GOLD + (200,)))
        r = panel.get_rect(center=tuple(map(int, t.geo.centre)))
        surface.blit(panel, r)
        textlog.opaque(surface, r, "hasenpfeffer.last_trick")
        head = pygame.Rect(0, r.top + L.px(6), r.width - 2 * L.px(10), t.app.text.height(L.font_size(14), True))
        head.centerx = r.centerx
        t.app.text.draw(surface, tr("Last trick: {name} won it", name=words(t.who(winner))), L.font_size(14), GOLD,
                        bold=True, fit="none", align="center", valign="top", box=head, owner="hasenpfeffer.last_trick")
        mh = int(ch * 0.72)
        for seat, card in cards:
            ox, oy = LAST_TRICK_OFFSETS[t.geo.slot(seat)]
            img = t.app.sprites.card(t.deck, t.card_art(card), mh)
            centre = (int(r.centerx + ox * img.get_width()), int(r.centery + L.px(10) + oy * mh * 0.9))
            if seat == winner:
                g = glow(img.get_size(), WIN_GLOW, max(4, mh // 14), max(6, mh // 9))
                surface.blit(g, g.get_rect(center=centre))
            blit_centered(surface, img, centre)

    def summary(self, surface) -> None:
        """The scored deal in the middle of the felt until the next deal is dealt."""
        t = self.t
        L = t.layout
        d = t.pic.summary
        side = d["side"]
        colour = SIDE_COLOURS[side]
        k, j = t.sides_in_order()  # NS first
        ns, ew = t.side_word(k), t.side_word(j)
        fields = dict(side=t.side_word(side), name=words(t.who(d["declarer"])), contract=words(bid(d["contract"])),
                      t=d["tricks"])
        result = (tr("{side} ({name}) bid {contract}, took {t} tricks and made it", **fields) if d["made"] else
                  tr("{side} ({name}) bid {contract}, took {t} tricks and failed", **fields))
        lines = [
            (tr("Deal {n} over", n=t.pic.deal_no), GOLD, 17, True),
            (result, colour if d["made"] else RED, 14, True),
            (tr("Tricks  {ns} {a} · {ew} {b}", ns=ns, ew=ew, a=t.pic.side_tricks[k], b=t.pic.side_tricks[j]), INK, 14, False),
            (tr("Points  {ns} {a:+d} · {ew} {b:+d}", ns=ns, ew=ew, a=d["delta"][k], b=d["delta"][j]), INK, 14, False),
            (tr("Score  {ns} {a} · {ew} {b}  (first to {n})", ns=ns, ew=ew, a=d["scores"][k], b=d["scores"][j],
                n=t.pic.target), INK, 15, True),
        ]
        width = int(t.layout.felt.width * 0.7)
        text = t.app.text
        sizes = [text.extent(words_, L.font_size(size), c, bold, width) for words_, c, size, bold in lines]
        pad = L.px(16)
        w = max(iw for iw, _ih in sizes) + 2 * pad
        h = sum(ih + L.px(4) for _iw, ih in sizes) + 2 * pad
        box = self._kept(("summary", w, h, colour),
                         lambda: rounded_panel((w, h), PANEL_BACK, 232, L.px(14), colour + (200,)))
        r = box.get_rect(center=tuple(map(int, t.geo.centre)))
        surface.blit(box, r)
        textlog.opaque(surface, r, "hasenpfeffer.summary")
        y = r.y + pad
        for (words_, c, size, bold), (_iw, ih) in zip(lines, sizes):
            text.draw(surface, words_, L.font_size(size), c, bold=bold, align="center", valign="top",
                      box=box_at((r.centerx, y + ih // 2), width, ih), owner="hasenpfeffer.summary")
            y += ih + L.px(4)
