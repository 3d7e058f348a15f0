"""The secret hands of a secret-hand chip game: secret hands, a secret first card, face-up
stacks, the draw and dead piles, and a pot in the middle.

:class:`SecretHand` is a part a table holds (``table.secret``) beside its
:class:`~.chip_table.ChipPart`. The hand of the seat whose view is on screen
(:meth:`~.seats.Seats.sees`) lies face up along the bottom edge and its cards are clicked
(or numbered 1..9 on the keyboard) to choose or play them; every other hand is a small fan
of backs (:mod:`.hidden`). When a hidden card leaves a hidden hand it is taken from the
middle of the fan, so its position tells nothing. The shared events of these games are shown
by :mod:`.secret_events`; a game's table adds its own handlers, its action specs and its
status lines, and may lay cards of its own in the middle (``centre``: ``place``, ``sweep``,
``holds``, ``draw``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...engine.rng import Rng
from ..i18n import tr
from ..render import GOLD, INK, INK_DIM
from .hidden import (HIDDEN, HiddenPainter, hidden_geometry, mini_positions, stack_positions,
                     viewer_hand_positions)
from .chip_table import ChipPart
from .hand_input import HandInput
from .panel import StatusLine
from .part import TablePart
from .plate import Token
from .secret_events import FRESH_DECK, SecretEvents

PLAY_GLOW = (120, 220, 150)
OUT_TOKEN = ("OUT", INK_DIM)


@dataclass
class SecretPicture:
    """The picture's fields of the secret hands (see :mod:`.picture`)."""

    stacks: list = field(default_factory=list)  # per seat: its face-up cards
    hands: list = field(default_factory=list)  # per seat: its hand's cards
    chosen: list = field(default_factory=list)  # per seat: its secret first card, or None
    owner: dict = field(default_factory=dict)  # id(card) -> seat, for hidden cards
    draw_count: int = FRESH_DECK
    dead_count: int = 0
    out: list = field(default_factory=list)  # per seat: out of this hand
    round_no: int = 0


def hold_secret_hands(table, *, centre=None, new_hand=None, pot_point=None) -> tuple:
    """Give ``table`` its secret hands and their chips (a pot fed by antes, over the middle
    or at ``pot_point``): ``(SecretHand, ChipPart)``, both held as parts."""
    secret = table.add_part(SecretHand(table, centre=centre, new_hand=new_hand))
    chips = table.add_part(ChipPart(table, "ante", pot_point=pot_point or secret.pot_point, chip_r=secret.chip_r))
    return secret, chips


class SecretHand(TablePart):
    """The secret hands of ``table`` (a table that holds a :class:`~.chip_table.ChipPart` as
    ``table.chips``); ``centre``: the game's own cards in the middle, if any; ``new_hand(d)``:
    called as a new hand starts (the game's own facts of a hand start again)."""

    def __init__(self, table, *, centre=None, new_hand=None) -> None:
        self.table = table
        self.centre = centre
        self.new_hand = new_hand or (lambda d: None)
        self.hover = None  # the hand card under the pointer (set by the hand's input)
        self._geo = (None, None)
        self.fx_rng = Rng((table.seed * 7919 + 5) % (1 << 63))  # only for how the cards look
        self.hidden = HiddenPainter(table)
        self.hand_input = HandInput(table, self)
        self.events = SecretEvents(table)
        table.events.register(self.events.handlers())

    def fresh(self) -> dict:
        n = self.table.n
        return {"stacks": [[] for _ in range(n)], "hands": [[] for _ in range(n)], "chosen": [None] * n,
                "owner": {}, "draw_count": FRESH_DECK, "dead_count": 0, "out": [False] * n, "round_no": 0}

    def feed(self, events) -> bool:
        """The events in order; the cards of a deal go round the table one at a time."""
        t = self.table
        deals = []
        for ev in events:
            if ev.kind == "deal":
                deals.append(t.seats.private(ev))
                continue
            if deals:
                self.events.deal_hands(deals)
                deals = []
            t.events.feed([ev])
        if deals:
            self.events.deal_hands(deals)
        return True

    # ---- whose cards are face up ------------------------------------------------------------
    def sees(self, seat) -> bool:
        return self.table.seats.sees(seat)

    def private(self, c, seat: int) -> None:
        self.table.pic.owner[id(c)] = seat

    def release(self, c) -> None:
        self.table.pic.owner.pop(id(c), None)

    def card_name_for(self, seat: int, rank) -> str:
        return str(rank) if self.sees(seat) and rank is not None else HIDDEN

    def view_changed(self, old, new) -> None:
        """Name the new viewer's hidden cards from their view; everyone else's become backs."""
        t = self.table
        pic = t.pic
        view = t.state.view(new)
        for seat in range(t.n):
            cards = pic.hands[seat]
            if seat == new and len(view["my_hand"]) == len(cards):
                for c, r in zip(cards, view["my_hand"]):
                    c.name, c.tag = str(r), r
            else:
                for c in cards:
                    c.name, c.tag = HIDDEN, None
            ch = pic.chosen[seat]
            if ch is not None:
                mine = seat == new and view["my_choice"] is not None
                ch.name = str(view["my_choice"]) if mine else HIDDEN

    # ---- places --------------------------------------------------------------------------------
    def geo(self):
        t = self.table
        L = t.layout
        viewer = t.seats.viewer
        key = (L.size, L.card, t.n, t.seats.bottom_seat, viewer is None)
        if self._geo[0] != key:
            self._geo = (key, hidden_geometry(L, t.n, t.seats.bottom_seat, viewer is not None))
        return self._geo[1]

    def chip_r(self) -> int:
        return self.geo().chip_r

    @property
    def draw_pos(self):
        return self.geo().slots[0]

    @property
    def dead_pos(self):
        return self.geo().slots[2]

    def pot_point(self) -> tuple[float, float]:
        x, y = self.geo().slots[1]
        return x, y + self.table.layout.card[1] * 0.28

    def stack_positions(self, seat: int, count: int) -> list:
        return stack_positions(self.table.layout, self.geo(), seat, count)

    def hand_positions(self, seat: int, count: int) -> tuple[list, float, bool]:
        """Centres, height and facing of ``seat``'s hand cards."""
        g = self.geo()
        if count <= 0:
            return [], g.hand_h, False
        if seat == self.table.seats.bottom_seat and self.sees(seat):
            return viewer_hand_positions(self.table.layout, g, count), g.hand_h, True
        return mini_positions(g, seat, count), g.mini_h, False

    def viewer_hand(self) -> list:
        seat = self.table.seats.bottom_seat
        return self.table.pic.hands[seat] if self.sees(seat) else []

    def key_labels(self) -> list:
        """1 to 9 over the cards of the player's hand while a card of it may be chosen or played."""
        if not any(a.startswith(("choose ", "play ")) for a in self.table.legal_for_human()):
            return []
        return [(str(i + 1), self.card_rect(c)) for i, c in enumerate(self.viewer_hand()[:9])]

    def card_rect(self, c) -> pygame.Rect:
        t = self.table
        r = pygame.Rect(0, 0, t.app.sprites.width_for(int(c.h), t.deck), int(c.h))
        r.center = (int(c.x), int(c.y))
        return r

    def acting_cards(self) -> list:
        """The rectangles of the cards of the seat acting or to act (its stack, and its hand
        when on screen)."""
        t = self.table
        out = []
        for seat in {s for s in (t.active, t.state.to_act) if s is not None}:
            out += self.seat_cards(seat)
        return out

    def seat_cards(self, seat: int) -> list:
        t = self.table
        pic = t.pic
        out = []
        for c in pic.stacks[seat] + (self.viewer_hand() if seat == t.seats.bottom_seat else []):
            out.append(self.card_rect(c))
        if pic.hands[seat] and not (seat == t.seats.bottom_seat and self.sees(seat)):
            out.append(self.geo().mini_rect(seat, len(pic.hands[seat])))
        return out

    def banner_avoid(self) -> list:
        """The middle, the cards of the player acting or to act, and every other plate and card
        in front of a player too (when the felt has room for that)."""
        t = self.table
        others = [r for s in range(t.n) for r in self.seat_cards(s)] + [sp.plate for sp in t.layout.seats]
        return [self.geo().centre] + self.acting_cards() + others

    # ---- placing cards ------------------------------------------------------------------------------
    def place_stack(self, seat: int, duration: float) -> None:
        t = self.table
        stack = t.pic.stacks[seat]
        ch = t.layout.card[1]
        for c, pos in zip(stack, self.stack_positions(seat, len(stack))):
            if c.on_arrive is None or not c.moving:
                c.send(pos, ch, True, duration)

    def place_hand(self, seat: int, duration: float) -> None:
        t = self.table
        cards = t.pic.hands[seat]
        positions, h, up = self.hand_positions(seat, len(cards))
        for i, (c, pos) in enumerate(zip(cards, positions)):
            if c.on_arrive is None or not c.moving:
                if up and self.hover == i and self.card_action(c) is not None:
                    pos = (pos[0], pos[1] - h * 0.12)
                c.send(pos, h, up, duration)

    def place_chosen(self, seat: int, duration: float) -> None:
        t = self.table
        c = t.pic.chosen[seat]
        if c is not None and (c.on_arrive is None or not c.moving):
            c.send(self.stack_positions(seat, 1)[0], t.layout.card[1], self.sees(seat), duration)

    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(self.table.n):
            self.place_stack(seat, duration)
            self.place_hand(seat, duration)
            self.place_chosen(seat, duration)
        if self.centre is not None:
            self.centre.place(duration)

    def sweep_centre(self) -> None:
        """A new hand: the game's own cards leave the table."""
        if self.centre is not None:
            self.centre.sweep()

    # ---- card movements ------------------------------------------------------------------------------
    def from_draw(self, name: str, tag=None):
        t = self.table
        t.pic.draw_count = max(0, t.pic.draw_count - 1)
        c = t.card_vis(name, self.draw_pos, face_up=False)
        c.tag = tag
        t.touch()
        return c

    def to_stack(self, seat: int, c, rank: int) -> None:
        t = self.table
        self.release(c)
        c.name, c.tag = str(rank), rank
        t.pic.stacks[seat].append(c)
        self.place_stack(seat, t.move_time)
        t.touch()

    def take_from_hand(self, seat: int, rank):
        """The card of ``rank`` leaving ``seat``'s hand (the viewer's own card; for a hidden
        hand the middle card of the fan, whatever it is)."""
        t = self.table
        cards = t.pic.hands[seat]
        if not cards:
            return t.card_vis(HIDDEN, self.hand_positions(seat, 1)[0][0], face_up=False)
        pick = None
        if self.sees(seat) and rank is not None:
            pick = next((c for c in cards if c.tag == rank), None)
        if pick is None:
            pick = cards[len(cards) // 2]
        cards.remove(pick)
        self.hover = None
        self.place_hand(seat, t.move_time)
        return pick

    def to_dead(self, c, duration: float | None = None) -> None:
        t = self.table

        def arrived(card):
            t.drop(card)
            self.release(card)
            t.pic.dead_count += 1
            t.touch()

        c.glow = None
        c.fade_out = True  # dead cards sink into the pile
        c.send(self.dead_pos, t.layout.card[1], False, t.move_time if duration is None else duration, arrived)

    def resize(self, size) -> None:
        self._geo = (None, None)
        self.hidden.clear()

    # ---- human input ---------------------------------------------------------------------------------------
    def card_action(self, c) -> str | None:
        return self.hand_input.card_action(c)

    def handle(self, event) -> bool:
        return self.hand_input.handle(event)

    def focus_targets(self) -> list:
        return self.hand_input.focus_targets()

    def hand_words(self) -> list[str]:
        return self.hand_input.hand_words()

    # ---- what the panel and plates show ----------------------------------------------------------------------
    def plate_tokens(self, seat: int) -> list:
        t = self.table
        tok = t.chips.status_token(seat)
        if tok is not None:
            return [tok]
        if t.pic.out[seat] and t.pic.hand_no:
            return [Token(tr(OUT_TOKEN[0]), OUT_TOKEN[1])]
        return []

    def opening_lines(self, head: str, marker: str | None) -> list[StatusLine]:
        """The status block's first lines: the game and hand, who holds the game's marker
        (else, while first cards are chosen, that they are), whose turn it is."""
        t = self.table
        lines = [StatusLine(head, GOLD, 19, True)]
        if marker is not None:
            lines.append(StatusLine(marker, INK_DIM, 14))
        elif t.pic.hand_no and t.facts.get("phase") == "choose" and not t.state.hand_over:
            lines.append(StatusLine(tr("Everyone chooses a first card in secret."), INK_DIM, 14))
        lines.append(self.turn_line())
        return lines

    def turn_line(self) -> StatusLine:
        """Whose turn, as the first status line under the title."""
        t = self.table
        st = t.state
        seat = t.turns.seat_to_name()
        seats = t.seats
        if st.is_over and t.idle:
            return StatusLine(tr("The session is over."), GOLD, 17, True)
        if seat is None:
            if st.hand_over or st.is_over:
                return StatusLine(tr("Hand over"), INK, 17, True)
            return StatusLine(tr("Dealing…"), INK_DIM, 17, True)
        if seats.is_human(seat) and t.human_to_act() and not t.handover_due():
            return StatusLine(tr("Your turn") if seats.n_humans == 1 else tr("{name}'s turn", name=t.name(seat)),
                              GOLD, 18, True)
        if t.thinking == seat:
            return StatusLine(tr("{name} is thinking…", name=t.name(seat)), INK, 17, True)
        return StatusLine(t.phrase(seat, "{name} to play", "Your turn").text(), INK, 17, True)

    def view_now(self) -> dict:
        """The view on screen (the bottom seat's when nobody's is)."""
        t = self.table
        viewer = t.seats.viewer
        return t.state.view(viewer if viewer is not None else t.seats.bottom_seat)

    # ---- drawing ----------------------------------------------------------------------------------------------------
    def draw_card(self, surface, c) -> None:
        t = self.table
        if c.glow is not None and c.moving:
            g, c.glow = c.glow, None
            self.draw_card(surface, c)
            c.glow = g
            return
        seat = t.pic.owner.get(id(c))
        if seat is not None and not self.sees(seat) and c.face > 0.0:
            face, c.face = c.face, 0.0  # a hidden card of another seat is only ever a back
            t.painter.card(surface, c, t.deck)
            c.face = face
            return
        t.painter.card(surface, c, t.deck)

    def draw(self, surface) -> None:
        t = self.table
        pic = t.pic
        g = self.geo()
        paint = t.painter
        L = t.layout
        paint.pile(surface, self.draw_pos, pic.draw_count, tr("Deck {n}", n=pic.draw_count), t.deck, L)
        paint.pile(surface, self.dead_pos, pic.dead_count, tr("Dead {n}", n=pic.dead_count), t.deck, L,
                   messy=True)
        if self.centre is not None:
            self.centre.draw(surface)
        t.chips.draw_pot(surface)
        mine_ids = set(map(id, self.viewer_hand()))
        resting, flying, mine, placed, fans = [], [], [], set(), []
        for seat in range(t.n):
            hand = pic.hands[seat]
            if hand and not mine_ids & set(map(id, hand)) and not any(c.moving for c in hand):
                self.hidden.fan(surface, g, seat, len(hand))  # one cached picture of the backs
                fans.append(seat)
                placed.update(map(id, hand))
                hand = []
            for c in pic.stacks[seat] + hand + ([pic.chosen[seat]] if pic.chosen[seat] else []):
                placed.add(id(c))
                (flying if c.moving else mine if id(c) in mine_ids else resting).append(c)
        extra = self.centre.holds if self.centre is not None else (lambda c: False)
        flying += [c for c in t.cards if id(c) not in placed and not extra(c)]
        for c in resting:
            self.draw_card(surface, c)
        for seat in fans:
            self.hidden.badge(surface, g, seat, len(pic.hands[seat]))
        playable = t.human_to_act() and not t.handover_due()
        for c in mine:
            if playable and self.card_action(c) is not None:
                c.glow = PLAY_GLOW
            elif c.glow == PLAY_GLOW:
                c.glow = None
            self.draw_card(surface, c)
        if mine:
            self.hidden.hand_label(surface, t.seats.bottom_seat, self.viewer_hand())
        for c in flying:
            self.draw_card(surface, c)
        t.chips.draw_moves(surface)
