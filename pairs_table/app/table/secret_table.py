"""The table of a secret-hand chip game: secret hands, a secret first card, face-up stacks,
the draw and dead piles, and a pot in the middle.

The hand of the seat whose view is on screen (:meth:`~.seats.Seats.sees`) lies face up
along the bottom edge and its cards are clicked (or numbered 1..9 on the keyboard) to
choose or play them; every other hand is a small fan of backs (:mod:`.hidden`). When a
hidden card leaves a hidden hand it is taken from the middle of the fan, so its position
tells nothing. The shared events of these games are shown by :mod:`.secret_events`; a
game's table adds its own handlers, its action specs and its status lines.
"""

from __future__ import annotations

import pygame

from ...engine.rng import Rng
from ..i18n import tr
from ..render import GOLD, INK, INK_DIM
from .chip_events import ChipEvents
from .chip_table import ChipTableScene
from .hidden import (HIDDEN, HiddenPainter, hidden_geometry, mini_positions, stack_positions,
                     viewer_hand_positions)
from .hand_input import HandInput
from .log import Msg
from .panel import StatusLine
from .plate import Token
from .secret_events import SecretEvents

PLAY_GLOW = (120, 220, 150)
OUT_TOKEN = ("OUT", INK_DIM)


class SecretHandTable(ChipTableScene):
    def __init__(self, app, config) -> None:
        self.hover = None
        self._geo = (None, None)
        super().__init__(app, config)
        self.fx_rng = Rng((self.seed * 7919 + 5) % (1 << 63))  # only for how the cards look
        self.hidden = HiddenPainter(self)
        self.hand_input = HandInput(self)
        self.secret_events = SecretEvents(self)
        self.events.register(self.secret_events.handlers())
        self.events.register(ChipEvents(self, "ante").handlers())

    def reset_picture(self) -> None:
        super().reset_picture()
        n = self.n
        self.stacks: list[list] = [[] for _ in range(n)]
        self.hands: list[list] = [[] for _ in range(n)]
        self.chosen: list = [None] * n
        self.owner: dict[int, int] = {}  # id(card) -> seat, for hidden cards
        self.draw_count = self.fresh_deck
        self.dead_count = 0
        self.out = [False] * n  # out of this hand
        self.round_no = 0
        self.winners: list[int] = []

    def feed(self, events) -> None:
        """The events in order; the cards of a deal go round the table one at a time."""
        deals = []
        for ev in events:
            if ev.kind == "deal":
                deals.append(self.seats.private(ev))
                continue
            if deals:
                self.secret_events.deal_hands(deals)
                deals = []
            self.events.feed([ev])
        if deals:
            self.secret_events.deal_hands(deals)

    # ---- whose cards are face up ------------------------------------------------------------
    @property
    def viewer(self):
        return self.seats.viewer

    def sees(self, seat) -> bool:
        return self.seats.sees(seat)

    def private(self, c, seat: int) -> None:
        self.owner[id(c)] = seat

    def release(self, c) -> None:
        self.owner.pop(id(c), None)

    def card_name_for(self, seat: int, rank) -> str:
        return str(rank) if self.sees(seat) and rank is not None else HIDDEN

    def view_changed(self, old, new) -> None:
        """Name the new viewer's hidden cards from their view; everyone else's become backs."""
        view = self.state.view(new)
        for seat in range(self.n):
            cards = self.hands[seat]
            if seat == new and len(view["my_hand"]) == len(cards):
                for c, r in zip(cards, view["my_hand"]):
                    c.name, c.tag = str(r), r
            else:
                for c in cards:
                    c.name, c.tag = HIDDEN, None
            ch = self.chosen[seat]
            if ch is not None:
                mine = seat == new and view["my_choice"] is not None
                ch.name = str(view["my_choice"]) if mine else HIDDEN
        self.place_cards(0.0)

    # ---- places --------------------------------------------------------------------------------
    def geo(self):
        L = self.layout
        key = (L.size, L.card, self.n, self.seats.bottom_seat, self.viewer is None)
        if self._geo[0] != key:
            self._geo = (key, hidden_geometry(L, self.n, self.seats.bottom_seat, self.viewer is not None))
        return self._geo[1]

    @property
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
        return x, y + self.layout.card[1] * 0.28

    def stack_positions(self, seat: int, count: int) -> list:
        return stack_positions(self.layout, self.geo(), seat, count)

    def hand_positions(self, seat: int, count: int) -> tuple[list, float, bool]:
        """Centres, height and facing of ``seat``'s hand cards."""
        g = self.geo()
        if count <= 0:
            return [], g.hand_h, False
        if seat == self.seats.bottom_seat and self.sees(seat):
            return viewer_hand_positions(self.layout, g, count), g.hand_h, True
        return mini_positions(g, seat, count), g.mini_h, False

    def viewer_hand(self) -> list:
        seat = self.seats.bottom_seat
        return self.hands[seat] if self.sees(seat) else []

    def key_labels(self) -> list:
        """1 to 9 over the cards of the player's hand while a card of it may be chosen or played."""
        if not any(a.startswith(("choose ", "play ")) for a in self.legal_for_human()):
            return []
        return [(str(i + 1), self.card_rect(c)) for i, c in enumerate(self.viewer_hand()[:9])]

    def card_rect(self, c) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.app.sprites.width_for(int(c.h), self.deck), int(c.h))
        r.center = (int(c.x), int(c.y))
        return r

    def acting_cards(self) -> list:
        """The rectangles of the cards of the seat acting or to act (its stack, and its hand
        when on screen)."""
        out = []
        for seat in {s for s in (self.active, self.state.to_act) if s is not None}:
            out += self.seat_cards(seat)
        return out

    def seat_cards(self, seat: int) -> list:
        out = []
        for c in self.stacks[seat] + (self.viewer_hand() if seat == self.seats.bottom_seat else []):
            out.append(self.card_rect(c))
        if self.hands[seat] and not (seat == self.seats.bottom_seat and self.sees(seat)):
            out.append(self.geo().mini_rect(seat, len(self.hands[seat])))
        return out

    def banner_avoid(self) -> list:
        """The pot, the middle, the cards of the player acting or to act, and every other
        plate and card in front of a player too (when the felt has room for that)."""
        others = [r for s in range(self.n) for r in self.seat_cards(s)] + [sp.plate for sp in self.layout.seats]
        return super().banner_avoid() + [self.geo().centre] + self.acting_cards() + others

    # ---- placing cards ------------------------------------------------------------------------------
    def place_stack(self, seat: int, duration: float) -> None:
        ch = self.layout.card[1]
        for c, pos in zip(self.stacks[seat], self.stack_positions(seat, len(self.stacks[seat]))):
            if c.on_arrive is None or not c.moving:
                c.send(pos, ch, True, duration)

    def place_hand(self, seat: int, duration: float) -> None:
        cards = self.hands[seat]
        positions, h, up = self.hand_positions(seat, len(cards))
        for i, (c, pos) in enumerate(zip(cards, positions)):
            if c.on_arrive is None or not c.moving:
                if up and self.hover == i and self.card_action(c) is not None:
                    pos = (pos[0], pos[1] - h * 0.12)
                c.send(pos, h, up, duration)

    def place_chosen(self, seat: int, duration: float) -> None:
        c = self.chosen[seat]
        if c is not None and (c.on_arrive is None or not c.moving):
            c.send(self.stack_positions(seat, 1)[0], self.layout.card[1], self.sees(seat), duration)

    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(self.n):
            self.place_stack(seat, duration)
            self.place_hand(seat, duration)
            self.place_chosen(seat, duration)
        self.place_extra(duration)

    def place_extra(self, duration: float) -> None:
        """Cards of the game's own places (a centre)."""

    def sweep_extra(self) -> None:
        """A new hand: the game's own cards leave the table."""

    def begin_hand(self, d) -> None:
        """A new hand starts (the game's own facts of a hand start again)."""

    # ---- card movements ------------------------------------------------------------------------------
    def from_draw(self, name: str, tag=None):
        self.draw_count = max(0, self.draw_count - 1)
        c = self.card_vis(name, self.draw_pos, face_up=False)
        c.tag = tag
        self.touch()
        return c

    def to_stack(self, seat: int, c, rank: int) -> None:
        self.release(c)
        c.name, c.tag = str(rank), rank
        self.stacks[seat].append(c)
        self.place_stack(seat, self.move_time)
        self.touch()

    def take_from_hand(self, seat: int, rank):
        """The card of ``rank`` leaving ``seat``'s hand (the viewer's own card; for a hidden
        hand the middle card of the fan, whatever it is)."""
        cards = self.hands[seat]
        if not cards:
            return self.card_vis(HIDDEN, self.hand_positions(seat, 1)[0][0], face_up=False)
        pick = None
        if self.sees(seat) and rank is not None:
            pick = next((c for c in cards if c.tag == rank), None)
        if pick is None:
            pick = cards[len(cards) // 2]
        cards.remove(pick)
        self.hover = None
        self.place_hand(seat, self.move_time)
        return pick

    def to_dead(self, c, duration: float | None = None) -> None:
        def arrived(card):
            self.drop(card)
            self.release(card)
            self.dead_count += 1
            self.touch()

        c.glow = None
        c.fade_out = True  # dead cards sink into the pile
        c.send(self.dead_pos, self.layout.card[1], False, self.move_time if duration is None else duration, arrived)

    def clear_glow(self) -> None:
        for c in self.cards:
            c.glow = None

    def resize(self, size) -> None:
        self._geo = (None, None)
        self.hidden.clear()
        super().resize(size)

    # ---- human input ---------------------------------------------------------------------------------------
    def card_action(self, c) -> str | None:
        return self.hand_input.card_action(c)

    def handle(self, event) -> bool:
        return self.hand_input.handle(event) or super().handle(event)

    def focus_targets(self) -> list:
        return self.hand_input.focus_targets()

    def hand_words(self) -> list[str]:
        return self.hand_input.hand_words()

    def no_card_reason(self) -> Msg:
        """Why a card of the hand cannot be played now (a game says more)."""
        return Msg("You cannot play a card from your hand now.")

    # ---- what the panel and plates show ----------------------------------------------------------------------
    def plate_tokens(self, seat: int) -> list:
        tok = self.status_token(seat)
        if tok is not None:
            return [tok]
        if self.out[seat] and self.hand_no:
            return [Token(tr(OUT_TOKEN[0]), OUT_TOKEN[1])]
        return []

    def opening_lines(self, head: str, marker: str | None) -> list[StatusLine]:
        """The status block's first lines: the game and hand, who holds the game's marker
        (else, while first cards are chosen, that they are), whose turn it is."""
        lines = [StatusLine(head, GOLD, 19, True)]
        if marker is not None:
            lines.append(StatusLine(marker, INK_DIM, 14))
        elif self.hand_no and self.facts.get("phase") == "choose" and not self.state.hand_over:
            lines.append(StatusLine(tr("Everyone chooses a first card in secret."), INK_DIM, 14))
        lines.append(self.turn_line())
        return lines

    def turn_line(self) -> StatusLine:
        """Whose turn, as the first status line under the title."""
        st = self.state
        seat = self.turns.seat_to_name()
        seats = self.seats
        if st.is_over and self.idle:
            return StatusLine(tr("The session is over."), GOLD, 17, True)
        if seat is None:
            if st.hand_over or st.is_over:
                return StatusLine(tr("Hand over"), INK, 17, True)
            return StatusLine(tr("Dealing…"), INK_DIM, 17, True)
        if seats.is_human(seat) and self.human_to_act() and not self.handover_due():
            return StatusLine(tr("Your turn") if seats.n_humans == 1 else tr("{name}'s turn", name=self.name(seat)),
                              GOLD, 18, True)
        if self.thinking == seat:
            return StatusLine(tr("{name} is thinking…", name=self.name(seat)), INK, 17, True)
        return StatusLine(self.phrase(seat, "{name} to play", "Your turn").text(), INK, 17, True)

    def view_now(self) -> dict:
        """The view on screen (the bottom seat's when nobody's is)."""
        return self.state.view(self.viewer if self.viewer is not None else self.seats.bottom_seat)

    def handover_hint(self, seat: int) -> str:
        return tr("Choose your secret first card.") if self.facts.get("phase") == "choose" else ""

    # ---- drawing ----------------------------------------------------------------------------------------------------
    def draw_card(self, surface, c) -> None:
        if c.glow is not None and c.moving:
            g, c.glow = c.glow, None
            self.draw_card(surface, c)
            c.glow = g
            return
        seat = self.owner.get(id(c))
        if seat is not None and not self.sees(seat) and c.face > 0.0:
            face, c.face = c.face, 0.0  # a hidden card of another seat is only ever a back
            self.painter.card(surface, c, self.deck)
            c.face = face
            return
        self.painter.card(surface, c, self.deck)

    def is_extra(self, c) -> bool:
        """Cards a game draws itself in :meth:`draw_centre`."""
        return False

    def draw_centre(self, surface) -> None:
        self.draw_pot(surface)

    def draw_table(self, surface) -> None:
        g = self.geo()
        paint = self.painter
        L = self.layout
        paint.pile(surface, self.draw_pos, self.draw_count, tr("Deck {n}", n=self.draw_count), self.deck, L)
        paint.pile(surface, self.dead_pos, self.dead_count, tr("Dead {n}", n=self.dead_count), self.deck, L,
                   messy=True)
        self.draw_centre(surface)
        mine_ids = set(map(id, self.viewer_hand()))
        resting, flying, mine, placed, fans = [], [], [], set(), []
        for seat in range(self.n):
            hand = self.hands[seat]
            if hand and not mine_ids & set(map(id, hand)) and not any(c.moving for c in hand):
                self.hidden.fan(surface, g, seat, len(hand))  # one cached picture of the backs
                fans.append(seat)
                placed.update(map(id, hand))
                hand = []
            for c in self.stacks[seat] + hand + ([self.chosen[seat]] if self.chosen[seat] else []):
                placed.add(id(c))
                (flying if c.moving else mine if id(c) in mine_ids else resting).append(c)
        flying += [c for c in self.cards if id(c) not in placed and not self.is_extra(c)]
        for c in resting:
            self.draw_card(surface, c)
        for seat in fans:
            self.hidden.badge(surface, g, seat, len(self.hands[seat]))
        playable = self.human_to_act() and not self.handover_due()
        for c in mine:
            if playable and self.card_action(c) is not None:
                c.glow = PLAY_GLOW
            elif c.glow == PLAY_GLOW:
                c.glow = None
            self.draw_card(surface, c)
        if mine:
            self.hidden.hand_label(surface, self.seats.bottom_seat, self.viewer_hand())
        for c in flying:
            self.draw_card(surface, c)
        self.draw_chip_moves(surface)
