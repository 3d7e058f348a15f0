"""The Hasenpfeffer table: two partnerships (NS and EW, partners opposite, plates coloured by
side), the auction by each player's plate, the widow, trumps named in the middle of the
felt, six tricks played to the centre, tricks and scores per side against the target.

Only the viewing seat's hand is drawn face up (the one human, or in pass-and-play the seat
that confirmed the hand-over screen); every other hand is a row of backs whose cards get
their faces only when the engine's ``play`` event makes them public. The widow and the
discard stay backs on the felt; the declarer sees the widow join their hand through the
``widow_taken`` event's secret, and their discard's face in the panel from their view.

Every movement comes from an engine event (``hasenpfeffer`` module docstring): ``deal``
deals backs in packets of three and turns the viewer's hand up sorted, ``bid``/``pass``
put a bubble by the player, ``trump`` shows the suit in the middle and re-sorts the hand,
``play`` sends a card to the centre in front of its player, ``trick`` lights the winner
and sweeps the cards to the winner's pile, ``score`` shows the deal's summary.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pygame_gui

from ...engine import hasenpfeffer as hp
from ...engine.cards import SUITS
from ..anim import CardVis, Do, Settle, Wait
from ..i18n import tr
from ..layout import scaled
from ..table.geometry import CARD_ASPECT, table_layout
from ..render import GOLD, INK, INK_DIM, RED, blit_centered, glow, rounded_panel
from ..widgets import button, retext
from ..overlays.result import ResultScene
from .table import TableScene

SIDE_NAMES = ("NS", "EW")  # north-south and east-west, said in the player's language
SIDE_COLOURS = ((104, 168, 240), (240, 150, 88))  # NS blue, EW orange
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
SUIT_INK = {"C": (34, 36, 40), "D": (206, 44, 52), "H": (206, 44, 52), "S": (34, 36, 40)}
WIN_GLOW = (255, 214, 96)
WIDOW_GLOW = (140, 200, 255)
LOG_DIM = (150, 170, 160)
BACK = "back"  # the name of every card whose face this viewer may not see
TRUMP_GROW = 0.35  # seconds the trump emblem takes to grow to its size


def side_of(seat: int) -> int:
    return seat & 1


def suit_order(trump: str | None) -> list[str]:
    """Suits left to right in a sorted hand, colours alternating, trumps first."""
    if trump is None:
        return ["S", "H", "C", "D"]
    sister = {"C": "S", "S": "C", "D": "H", "H": "D"}[trump]
    others = [s for s in ("S", "H", "C", "D") if s not in (trump, sister)]
    return [trump, others[0], sister, others[1]]


def hand_order(cards: list[int], trump: str | None) -> list[int]:
    """The viewer's hand sorted for display: by effective suit (the engine's ranking for
    the trump suit) and rank, high cards left. Before trumps: printed suits, Joker first."""
    if trump is None:
        rank = {name: i for i, name in enumerate(("A", "K", "Q", "J", "10", "9"))}
        order = suit_order(None)

        def key(c):
            name = hp.card_name(c)
            if c == hp.JOKER:
                return (-1, 0)
            return (order.index(name[-1]), rank[name[:-1]])

        return sorted(cards, key=key)
    t = SUITS.index(trump)
    ranking = [c for s in suit_order(trump) for c in hp.suit_ranking(SUITS.index(s), t)]
    return sorted(cards, key=ranking.index)


class Geometry:
    """Where things go for one layout (screen slots: 0 bottom, 1 left, 2 top, 3 right)."""

    def __init__(self, L) -> None:
        s = L.scale
        cw, ch = L.card
        felt = L.felt
        self.cx, self.cy = felt.centerx, felt.centery - scaled(8, s)
        self.hand_h = int(ch * 1.12)
        self.hand_w = max(1, round(self.hand_h * CARD_ASPECT))
        self.back_h = int(ch * 0.72)
        self.back_w = max(1, round(self.back_h * CARD_ASPECT))
        self.pile_h = int(ch * 0.5)
        self.pile_w = max(1, round(self.pile_h * CARD_ASPECT))
        self.hand_y = L.size[1] - scaled(10, s) - self.hand_h / 2
        self.hand_max = min(felt.width * 0.48, self.hand_w * (1 + 6 * 0.66))
        self.raise_px = int(self.hand_h * 0.16)
        dx, dy = cw * 1.5, ch * 0.75  # room in the middle for the trump marker
        self.trick = [(self.cx, self.cy + dy), (self.cx - dx, self.cy), (self.cx, self.cy - dy),
                      (self.cx + dx, self.cy)]
        self.widow = (self.cx, self.cy)


class HasenResultScene(ResultScene):
    """The winning side, the final scores per side and the session's tally."""

    panel_size = (560, 400)

    @property
    def loser(self):
        return None

    def headline(self) -> str:
        t = self.table
        side = t.winner_side()
        if side < 0:
            return tr("The game is over")
        if t.n_humans == 1 and t.is_human(side) or t.n_humans == 1 and t.is_human(side + 2):
            return tr("Your side wins!")
        return tr("{side} wins: {names}", side=tr(SIDE_NAMES[side]), names=t.names_text([side, side + 2]))

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = self.table.layout.scale
        t = self.app.text
        table = self.table
        st = table.state
        side = table.winner_side()
        colour = SIDE_COLOURS[side] if side >= 0 else GOLD
        blit_centered(surface, t.render(self.headline(), scaled(28, s), colour, bold=True),
                      (r.centerx, r.y + scaled(44, s)))
        sub = tr("First side to {target} points", target=table.facts["target"])
        blit_centered(surface, t.render(sub, scaled(15, s), INK_DIM), (r.centerx, r.y + scaled(80, s)))
        y = r.y + scaled(116, s)
        x0, x1, x2 = r.x + scaled(40, s), r.right - scaled(190, s), r.right - scaled(40, s)
        size = scaled(15, s)
        surface.blit(t.render(tr("Side"), size, GOLD, bold=True), (x0, y))
        head = t.render(tr("Points"), size, GOLD, bold=True)
        surface.blit(head, (x1 - head.get_width(), y))
        head = t.render(tr("Games won"), size, GOLD, bold=True)
        surface.blit(head, (x2 - head.get_width(), y))
        y += scaled(30, s)
        for k in (0, 1):
            c = SIDE_COLOURS[k]
            pygame.draw.rect(surface, c, (x0, y + scaled(3, s), scaled(8, s), scaled(16, s)), border_radius=2)
            label = f"{tr(SIDE_NAMES[k])} · {table.names_text([k, k + 2])}"
            surface.blit(t.render(label, size, INK, bold=k == side), (x0 + scaled(16, s), y))
            v = t.render(str(st.scores[k]), size, INK, bold=True)
            surface.blit(v, (x1 - v.get_width(), y))
            v = t.render(str(table.session_wins[k]), size, INK)
            surface.blit(v, (x2 - v.get_width(), y))
            y += scaled(34, s)
        games = tr("Game {n} of this session", n=table.games)
        blit_centered(surface, t.render(games, scaled(13, s), INK_DIM), (r.centerx, r.bottom - scaled(92, s)))


class HasenpfefferTableScene(TableScene):
    deck = "standard"

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.session_wins = [0, 0]
        self.reset_facts()
        self.hover = None
        self.show_last = False
        self.last_button = None
        self._raise: dict[int, float] = {}
        self._rising = False  # a card of the hand is still on its way up or down
        self._img_cache: dict = {}

    # ---- layout: the table's own places on top of the shared layout ----------------------------
    @property
    def layout(self):
        return self._layout

    @layout.setter
    def layout(self, base) -> None:
        bottom = self.bottom_seat
        if base.spot(bottom).slot != 0:
            base = table_layout(base.size, self.n, bottom)
        g = Geometry(base)
        s = base.scale
        # the bottom plate moves left of the hand, which takes the bottom edge
        spot = base.spot(bottom)
        plate = spot.plate.copy()
        plate.right = int(g.cx - g.hand_max / 2 - scaled(14, s))
        plate.centery = int(g.hand_y + scaled(6, s))
        if plate.left < base.area.left + scaled(8, s):
            plate.left = base.area.left + scaled(8, s)
        seats = list(base.seats)
        seats[bottom] = replace(spot, plate=plate)
        # the banner goes under the trick, above the viewer's hand
        ch = base.card[1]
        centre = pygame.Rect(0, 0, int(base.card[0] * 3), int(ch * 2.1))
        centre.midbottom = (int(g.cx), int(g.cy + ch * 1.25 + scaled(4, s)))
        self._layout = replace(base, seats=tuple(seats), centre=centre)
        self.geo = g

    def slot(self, seat: int) -> int:
        return self.layout.spot(seat).slot

    # ---- the game -------------------------------------------------------------------------------------
    def reset_facts(self) -> None:
        """The picture's facts, kept in step with the animations (not with the state)."""
        self.hands: list[list[CardVis]] = [[] for _ in range(4)]
        self.trick: list[tuple[int, CardVis]] = []
        self.piles = [0, 0, 0, 0]  # tricks won per seat
        self.side_tricks = [0, 0]
        self.widow_vis: CardVis | None = None
        self.discard_vis: CardVis | None = None
        self.bubbles: dict[int, str] = {}
        self.scores = list(self.facts["scores"])  # per side, NS and EW
        self.target = self.facts["target"]
        self.dealer = None
        self.deal_no = 0
        self.declarer = None
        self.contract = None
        self.high = None  # (bid text, seat)
        self.forced = False
        self.trump: str | None = None
        self.trump_clock = 0.0
        self.alone = None
        self.out = None
        self.last_trick = None  # (cards [[seat, card]], winner)
        self.summary = None  # the scored deal, shown until the next deal
        self.dealing = False

    def reset_picture(self) -> None:
        super().reset_picture()
        self.reset_facts()

    @property
    def face_seat(self) -> int | None:
        """The seat whose hand is drawn face up (None: every hand is backs)."""
        return self.viewer if self.sees(self.viewer) else None

    def view_changed(self, old, new) -> None:
        """After a hand-over: every hand drawn again from the new viewer's view (the
        table has already turned that seat to the bottom); a declarer about to name
        trumps or discard sees which card the widow was."""
        self._img_cache.clear()
        self._raise.clear()
        self.rebuild_hands()
        self.place_cards(0.0)
        view = self.state.view(self.face_seat)
        if view["widow"] is not None and view["phase"] in ("trump", "discard"):
            for c in self.hands[new]:
                if c.tag == view["widow"]:
                    c.glow = WIDOW_GLOW

    def handover_hint(self, seat: int) -> str:
        ph = self.facts["phase"]
        if ph == "auction":
            return tr("Bid or pass.")
        if ph == "trump":
            return tr("You won the auction: take the widow and name trumps.")
        if ph == "discard":
            return tr("Discard one card face down.")
        if ph == "lone":
            return tr("Decide whether to play alone.")
        return tr("Play a card to the trick.")

    def fast_forward(self, events) -> None:
        """A resumed game: the public picture from the events, the hands from the view."""
        super().fast_forward(events)
        self.rebuild_hands()
        self.place_cards(0.0)

    def rebuild_hands(self) -> None:
        """The hands as the current view says (only when the table is at rest)."""
        view = self.state.view(self.face_seat)
        for seat in range(4):
            for c in self.hands[seat]:
                self.drop(c)
            self.hands[seat] = []
            if seat == self.face_seat and self.out != seat:
                for card in hand_order(view["hand"], self.trump):
                    self.hands[seat].append(self._vis(hp.card_name(card), card, True))
            else:
                n = view["hand_sizes"][seat] if self.out != seat else view["set_aside"]
                for _ in range(n):
                    self.hands[seat].append(self._vis(BACK, None, False))
        if self.widow_vis is not None:
            self.widow_vis.name = BACK if not view["annulled"] else "JOKER"
            self.widow_vis.face = 1.0 if view["annulled"] else 0.0

    def _vis(self, name: str, tag, face_up: bool, pos=None) -> CardVis:
        c = self.card_vis(name, pos or (self.geo.cx, self.geo.cy), face_up)
        c.tag = tag
        return c

    # ---- places ------------------------------------------------------------------------------------------
    def hand_positions(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, height) of each card of a hand: the viewer's large fan along the bottom
        edge, the others small fans of backs by their plates (a set-aside hand squared up)."""
        g = self.geo
        if count <= 0:
            return []
        if seat == self.face_seat and self.slot(seat) == 0 and self.out != seat:
            step = min(g.hand_w * 0.66, (g.hand_max - g.hand_w) / max(1, count - 1))
            width = g.hand_w + step * (count - 1)
            left = g.cx - width / 2 + g.hand_w / 2
            return [(left + i * step, g.hand_y, g.hand_h) for i in range(count)]
        spot = self.layout.spot(seat)
        aside = self.out == seat
        step = 2.0 if aside else min(g.back_w * 0.3, (spot.max_stack_width - g.back_w) / max(1, count - 1))
        width = g.back_w + step * (count - 1)
        if spot.slot == 0:
            cx, cy = g.cx, g.hand_y + (g.hand_h - g.back_h) / 2
        else:  # the fan's near edge stays by the plate
            cx, cy = spot.stack_center(width)
            shift = (self.layout.card[1] - g.back_h) / 2
            cy += -shift if cy > spot.plate.centery else shift
        left = cx - width / 2 + g.back_w / 2
        return [(left + i * step, cy, g.back_h) for i in range(count)]

    def place_hand(self, seat: int, duration: float) -> None:
        for c, (x, y, h) in zip(self.hands[seat], self.hand_positions(seat, len(self.hands[seat]))):
            c.send((x, y), h, None, duration, c.on_arrive if c.moving else None)

    def pile_spot(self, seat: int):
        """Where ``seat``'s tricks pile up: just past the inner end of its hand (to the
        right, for the right-hand seat to the left), the declarer's discard crosswise
        under them."""
        g = self.geo
        gap = scaled(12, self.layout.scale) + g.pile_w / 2
        if self.slot(seat) == 0:
            return g.cx + g.hand_max / 2 + gap, g.hand_y - g.pile_h * 0.15
        width = g.back_w * (1 + 6 * 0.3)
        x, y = self.layout.spot(seat).stack_center(width)
        x = (x - width / 2 - gap) if self.slot(seat) == 3 else (x + width / 2 + gap)
        return x, y

    def discard_spot(self, seat: int):
        """The discard lies across, half under the declarer's trick pile, further out."""
        x, y = self.pile_spot(seat)
        out = self.geo.pile_w * 0.75
        return (x - out if self.slot(seat) == 3 else x + out), y

    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(4):
            self.place_hand(seat, duration)
        ch = self.layout.card[1]
        for seat, c in self.trick:
            c.send(self.geo.trick[self.slot(seat)], ch, None, duration)
        if self.widow_vis is not None:
            self.widow_vis.send(self.geo.widow, ch, None, duration)
        if self.discard_vis is not None and self.declarer is not None:
            self.discard_vis.send(self.discard_spot(self.declarer), self.geo.pile_h, False, duration)

    def sort_hand(self, duration: float) -> None:
        seat = self.face_seat
        if seat is None:
            return
        hand = self.hands[seat]
        order = hand_order([c.tag for c in hand if c.tag is not None], self.trump)
        hand.sort(key=lambda c: order.index(c.tag) if c.tag in order else 99)
        self.place_hand(seat, duration)

    # ---- events to steps ------------------------------------------------------------------------------------
    def feed(self, events) -> None:
        for ev in events:
            ev = ev.for_seat(self.face_seat)
            handler = getattr(self, f"_on_{ev.kind}", None)
            if handler is not None:
                handler(ev.seat, ev.data, ev.secret)

    def who(self, seat: int) -> str:
        return tr("you") if self.you(seat) else self.name(seat)

    def _on_deal(self, seat, d, secret) -> None:
        def begin():
            spot = self.layout.spot(d["dealer"]).plate.center
            for c in list(self.cards):  # the dealer gathers every card, face down
                c.name, c.tag, c.face, c.glow = BACK, None, 0.0, None
                c.fade_out = True
                c.send(spot, self.geo.pile_h, False, self.t(0.3), self.drop)
            self.reset_facts()
            self.dealing = True
            self.dealer = d["dealer"]
            self.deal_no = d["deal"]
            self.active = None
            self.show_last = False
            self.say(None)
            self.add_log(self.phrase(d["dealer"], "Deal {n}: {name} deals.", "Deal {n}: you deal.", n=d["deal"]), GOLD)

        self.queue.add(Settle(), Do(begin), Settle())
        first = (d["dealer"] + 1) % 4
        for _packet in range(2):
            for k in range(4):
                s = (first + k) % 4
                self.queue.add(Do(lambda s=s: self._deal_packet(s, d["dealer"])), Wait(self.t(0.09)))
        self.queue.add(Do(lambda: self._deal_widow(d["dealer"])), Settle(), Do(self._turn_up_hand))

    def _deal_packet(self, seat: int, dealer: int) -> None:
        start = self.layout.spot(dealer).plate.center
        for _ in range(3):
            c = self._vis(BACK, None, False, start)
            c.h = self.geo.back_h
            self.hands[seat].append(c)
        self.place_hand(seat, self.move_time)
        self.touch()

    def _deal_widow(self, dealer: int) -> None:
        c = self._vis(BACK, None, False, self.layout.spot(dealer).plate.center)
        c.h = self.geo.back_h
        c.send(self.geo.widow, self.layout.card[1], False, self.move_time)
        self.widow_vis = c

    def _turn_up_hand(self) -> None:
        """The viewer picks up the dealt cards: their faces, sorted, at hand size."""
        self.dealing = False
        seat = self.face_seat
        if seat is not None:
            cards = hand_order(self.state.view(seat)["hand"], self.trump)
            for c, card in zip(self.hands[seat], cards):
                c.name, c.tag = hp.card_name(card), card
            for c, (x, y, h) in zip(self.hands[seat], self.hand_positions(seat, len(cards))):
                c.send((x, y), h, True, self.t(0.3))
        self.touch()

    def _on_bid(self, seat, d, secret) -> None:
        def show():
            self.active = seat
            self.bubbles[seat] = d["bid"]
            self.high = (d["bid"], seat)
            text = self._contract_text(d["bid"])
            self.add_log(self.phrase(seat, "{name} bids {bid}.", "You bid {bid}.", bid=text), INK)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.45)))

    def _on_pass(self, seat, d, secret) -> None:
        def show():
            self.active = seat
            self.bubbles[seat] = "pass"
            self.add_log(self.phrase(seat, "{name} passes.", "You pass."), LOG_DIM)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.35)))

    def _on_forced_bid(self, seat, d, secret) -> None:
        def show():
            self.active = seat
            self.forced = True
            self.bubbles[seat] = "3"
            self.high = ("3", seat)
            self.say(self.phrase(seat, "Everybody passed: {name} holds the Joker and must bid 3",
                                 "Everybody passed: you hold the Joker and must bid 3"), WIDOW_GLOW)
            self.add_log(self.phrase(seat, "Everybody passed: {name} holds the Joker and is forced to bid 3.",
                                     "Everybody passed: you hold the Joker and are forced to bid 3."), GOLD)

        self.queue.add(Settle(), Do(show), Wait(self.t(1.6)), Do(lambda: self.say(None)))

    def _on_annulled(self, seat, d, secret) -> None:
        def show():
            self.active = None
            if self.widow_vis is not None:
                self.widow_vis.name = hp.card_name(d["widow"])
                self.widow_vis.send(self.geo.widow, self.layout.card[1], True, self.t(0.35))
                self.widow_vis.glow = WIDOW_GLOW
            self.say(tr("Deal annulled: the widow is the Joker"), WIDOW_GLOW)
            self.add_log(tr("Everybody passed and the widow is the Joker: the deal is annulled."), GOLD)
            self.add_log(self.phrase(d["next_dealer"], "{name} deals next.", "You deal next."), LOG_DIM)

        self.queue.add(Settle(), Do(show), Settle(), Wait(self.t(2.0)), Do(lambda: self.say(None)))

    def _on_auction_won(self, seat, d, secret) -> None:
        def show():
            self.active = seat
            self.declarer = seat
            self.contract = d["contract"]
            self.high = (d["contract"], seat)
            self.bubbles = {seat: d["contract"]}
            text = self._contract_text(d["contract"])
            self.say(self.phrase(seat, "{name} wins the auction: {contract}", "You win the auction: {contract}",
                                 contract=text), SIDE_COLOURS[side_of(seat)])
            self.add_log(self.phrase(seat, "{name} wins the auction with {contract} and takes the widow.",
                                     "You win the auction with {contract} and take the widow.", contract=text), GOLD)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.9)))

    def _on_widow_taken(self, seat, d, secret) -> None:
        def take():
            c = self.widow_vis
            self.widow_vis = None
            if c is None:
                return
            hand = self.hands[seat]
            if secret is not None and seat == self.face_seat:
                card = secret["card"]
                c.name, c.tag = hp.card_name(card), card
                c.glow = WIDOW_GLOW
                hand.append(c)
                self.sort_hand(self.move_time * 1.6)
                self._flip_to_hand(c, seat)
                if not self.pass_and_play:  # the log stays on screen for the next player
                    self.add_log(tr("You take the widow: {card}.", card=self._card_text(card)), WIDOW_GLOW)
            else:
                c.name, c.tag = BACK, None
                hand.append(c)
                self.place_hand(seat, self.move_time * 1.6)
            self.touch()

        self.queue.add(Settle(), Do(take), Settle(), Do(lambda: self.say(None)))

    def _flip_to_hand(self, c: CardVis, seat: int) -> None:
        """Send ``c`` (already in ``seat``'s hand list) to its place, turning face up."""
        hand = self.hands[seat]
        pos = self.hand_positions(seat, len(hand))[hand.index(c)]
        c.send(pos[:2], pos[2], True, self.move_time * 1.8)

    def _on_trump(self, seat, d, secret) -> None:
        def show():
            self.trump = d["suit"]
            self.trump_clock = self.clock
            self.active = seat
            self.say(self.phrase(seat, "{name} names {suit} as trumps", "You name {suit} as trumps",
                                 suit=tr(SUIT_WORDS[d["suit"]])), GOLD)
            self.add_log(self.phrase(seat, "{name} names {suit} {symbol} as trumps.", "You name {suit} {symbol} as trumps.",
                                     suit=tr(SUIT_WORDS[d["suit"]]), symbol=SUIT_SYMBOLS[d["suit"]]), GOLD)
            self.sort_hand(self.move_time * 1.5)
            self._plate_cache.clear()

        self.queue.add(Settle(), Do(show), Settle(), Wait(self.t(0.8)), Do(lambda: self.say(None)))

    def _on_discard(self, seat, d, secret) -> None:
        def away():
            hand = self.hands[seat]
            c = None
            if secret is not None and seat == self.face_seat:
                c = next((v for v in hand if v.tag == secret["card"]), None)
            if c is None and hand:
                c = hand[-1]
            if c is None:
                return
            hand.remove(c)
            for v in hand:
                v.glow = None
            c.glow = None
            c.send(self.discard_spot(seat), self.geo.pile_h, False, self.move_time * 1.4,
                   lambda card: self._hide_face(card))
            self.discard_vis = c
            self.place_hand(seat, self.move_time)
            self.add_log(self.phrase(seat, "{name} discards one card face down.",
                                     "You discard {card} face down (only you know it).",
                                     card=self._card_text(secret["card"]) if secret else ""), LOG_DIM)

        self.queue.add(Settle(), Do(away), Settle())

    @staticmethod
    def _hide_face(card: CardVis) -> None:
        card.name, card.tag = BACK, None

    def _on_alone(self, seat, d, secret) -> None:
        partner = d["partner"]

        def show():
            self.alone = True
            self.out = partner
            hand = self.hands[partner]
            for c, (x, y, h) in zip(hand, self.hand_positions(partner, len(hand))):
                c.fade = 0.6
                c.send((x, y), h, False, self.move_time * 1.5, self._hide_face)
            self.say(self.phrase(seat, "{name} plays alone!", "You play alone!"), GOLD)
            self.add_log(self.phrase(seat, "{name} plays alone for double stakes; {partner} sits out.",
                                     "You play alone for double stakes; {partner} sits out.",
                                     partner=self.who(partner)), GOLD)
            self._plate_cache.clear()

        self.queue.add(Settle(), Do(show), Settle(), Wait(self.t(1.0)), Do(lambda: self.say(None)))

    def _on_partner(self, seat, d, secret) -> None:
        def show():
            self.alone = False
            self.add_log(self.phrase(seat, "{name} plays with {partner}.", "You play with {partner}.",
                                     partner=self.who(d["partner"])), LOG_DIM)

        self.queue.add(Do(show))

    def _on_play(self, seat, d, secret) -> None:
        card = d["card"]

        def play():
            self.active = seat
            self.bubbles = {}
            self.show_last = False
            hand = self.hands[seat]
            c = next((v for v in hand if v.tag == card), None) if seat == self.face_seat else None
            if c is None and hand:
                c = hand[len(hand) // 2]
            if c is None:
                c = self._vis(BACK, None, False, self.layout.spot(seat).plate.center)
            else:
                hand.remove(c)
            c.name, c.tag = hp.card_name(card), card
            c.glow = None
            c.fade = 1.0
            self.trick.append((seat, c))
            c.send(self.geo.trick[self.slot(seat)], self.layout.card[1], True, self.move_time * 1.3)
            self.place_hand(seat, self.move_time)
            self.add_log(self.phrase(seat, "{name} plays {card}.", "You play {card}.", card=self._card_text(card)),
                         INK)

        self.queue.add(Settle(), Do(play), Settle(), Wait(self.t(0.12)))

    def _on_trick(self, seat, d, secret) -> None:
        def show():
            self.active = None
            for s, c in self.trick:
                if s == seat:
                    c.glow = WIN_GLOW
            self.say(self.phrase(seat, "{name} wins the trick", "You win the trick"), SIDE_COLOURS[side_of(seat)])
            self.add_log(self.phrase(seat, "{name} wins trick {n}.", "You win trick {n}.", n=d["trick"] + 1),
                         SIDE_COLOURS[side_of(seat)])
            self.last_trick = (d["cards"], seat)

        def sweep():
            self.say(None)
            cards, self.trick = self.trick, []
            spot = self.pile_spot(seat)

            def arrived(card):
                self.drop(card)

            for _s, c in cards:
                c.glow = None
                c.send(spot, self.geo.pile_h, False, self.t(0.35), arrived)
            self.piles[seat] += 1
            self.side_tricks = list(d["tricks"])
            self.touch()

        self.queue.add(Settle(), Do(show), Wait(self.t(0.9)), Do(sweep), Settle())

    def _on_score(self, seat, d, secret) -> None:
        def show():
            self.scores = list(d["scores"])
            self.summary = dict(d)
            self.show_last = False
            self.last_trick = None
            side = d["side"]
            text = self._contract_text(d["contract"])
            if d["made"]:
                head = tr("{side} made {contract}: +{points}", side=tr(SIDE_NAMES[side]), contract=text, points=d["delta"][side])
            else:
                head = tr("{side} failed {contract}: {points}", side=tr(SIDE_NAMES[side]), contract=text, points=d["delta"][side])
            self.say(head, SIDE_COLOURS[side] if d["made"] else RED)
            self.add_log(tr("{side} took {t} of 6 tricks and {result} {contract}: NS {a:+d}, EW {b:+d} (NS {x}, EW {y}).",
                            side=tr(SIDE_NAMES[side]), t=d["tricks"], result=tr("made") if d["made"] else tr("failed"),
                            contract=text, a=d["delta"][0], b=d["delta"][1], x=d["scores"][0], y=d["scores"][1]),
                         GOLD if d["made"] else RED)
            self._plate_cache.clear()

        self.queue.add(Settle(), Do(show), Wait(self.t(2.6)))

    def _on_game_won(self, seat, d, secret) -> None:
        def show():
            side = d["side"]
            self.say(tr("{side} wins the game {a} to {b}!", side=tr(SIDE_NAMES[side]), a=d["scores"][side],
                        b=d["scores"][1 - side]), SIDE_COLOURS[side])
            self.add_log(tr("{side} ({names}) wins the game {a} to {b}.", side=tr(SIDE_NAMES[side]),
                            names=self.names_text(d["winners"]), a=d["scores"][side], b=d["scores"][1 - side]), GOLD)

        self.queue.add(Settle(), Do(show))

    # ---- facts of the game ------------------------------------------------------------------------------------
    @property
    def pepper(self) -> bool:
        return self.facts["options"]["bid_scale"] == "pepper"

    def winner_side(self) -> int:
        """0 (NS) or 1 (EW) once a side has won the game, else -1."""
        winners = self.facts["winners"]
        return winners[0] % 2 if winners else -1

    # ---- texts ---------------------------------------------------------------------------------------------
    def _contract_text(self, contract: str) -> str:
        if contract.isdigit():
            return contract
        return tr(contract.title())

    def _card_text(self, card: int) -> str:
        name = hp.card_name(card)
        if card == hp.JOKER:
            return tr("the Joker")
        return name[:-1] + SUIT_SYMBOLS[name[-1]]

    # ---- actions: buttons, keys and cards ----------------------------------------------------------------------
    def action_specs(self):
        pepper = self.pepper
        specs = [("pass", tr("Pass  [P]"), pygame.K_p, "quiet")]
        for level in range(1, 6 if pepper else 7):
            specs.append((f"bid {level}", str(level), getattr(pygame, f"K_{level}"), "primary"))
        if pepper:
            specs.append(("bid little pepper", tr("Little Pepper  [L]"), pygame.K_l, "primary"))
            specs.append(("bid big pepper", tr("Big Pepper, double  [B]"), pygame.K_b, "danger"))
        for s in ("C", "D", "H", "S"):
            specs.append((f"trump {s}", f"{SUIT_SYMBOLS[s]} {tr(SUIT_WORDS[s].capitalize())}  [{s}]",
                          getattr(pygame, f"K_{s.lower()}"), "choice"))
        specs.append(("alone", tr("Play alone  [A]"), pygame.K_a, "danger"))
        specs.append(("partner", tr("With partner  [W]"), pygame.K_w, "primary"))
        return specs

    def build_ui(self) -> None:
        super().build_ui()
        L = self.layout
        s = L.scale
        p = L.panel
        pad = scaled(16, s)
        bh = scaled(36, s)
        y = self.menu_button.get_relative_rect().top - scaled(8, s) - bh
        self.last_button = button(self, (p.x + pad, y, p.width - 2 * pad, bh), tr("Last trick  [T]"), "quiet",
                                  tr("Show the trick just played"))
        self.last_button.hide()
        self._grid_bottom = y - scaled(8, s)
        self._buttons_top = self._grid_bottom
        self._ui_key = None

    def uncover(self) -> None:
        super().uncover()  # shows every widget of the scene: hide what is not legal now
        self._ui_key = None
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        if self.app.stack.top is not self:
            return  # covered (hand-over screen, menu): no widget may show through
        legal = self.legal_for_human()
        has_last = self.last_trick is not None
        key = (tuple(legal), has_last, self.show_last)
        if key == self._ui_key:
            return
        self._ui_key = key
        if self.last_button is not None:
            if has_last:
                retext(self, self.last_button, tr("Hide last trick  [T]") if self.show_last else tr("Last trick  [T]"),
                       "quiet")
                self.last_button.show()
            else:
                self.last_button.hide()
        shown = [a for a in self.action_buttons if a in legal]
        for action, b in self.action_buttons.items():
            if action not in legal:
                b.hide()
        L = self.layout
        s = L.scale
        p = L.panel
        pad = scaled(16, s)
        gap = scaled(8, s)
        bh = scaled(40, s)
        width = p.width - 2 * pad
        rows: list[list[str]] = []
        bids = [a for a in shown if a.startswith("bid ") and self.match.decode(a)[1]["bid"].isdigit()]
        pepper = [a for a in shown if a in ("bid little pepper", "bid big pepper")]
        trumps = [a for a in shown if a.startswith("trump ")]
        lone = [a for a in shown if a in ("alone", "partner")]
        for i in range(0, len(bids), 3):
            rows.append(bids[i:i + 3])
        rows.extend([a] for a in pepper)
        if "pass" in shown:
            rows.append(["pass"])
        for i in range(0, len(trumps), 2):
            rows.append(trumps[i:i + 2])
        rows.extend([a] for a in lone)
        y = self._grid_bottom - len(rows) * (bh + gap) + gap
        top = y
        for row in rows:
            bw = (width - (len(row) - 1) * gap) // len(row)
            for k, action in enumerate(row):
                b = self.action_buttons[action]
                b.set_relative_position((p.x + pad + k * (bw + gap), y))
                if b.get_relative_rect().size != (bw, bh):
                    b.set_dimensions((bw, bh))
                    b.rebuild()  # lays the label out again for the new width
                b.show()
            y += bh + gap
        self._buttons_top = top if rows else self._grid_bottom
        self.touch()

    def my_cards_legal(self) -> dict[int, str]:
        """Card id -> action string of the viewer's cards that may be played or discarded
        now (empty when it is not the viewer's turn to choose a card)."""
        st = self.state
        seat = self.face_seat
        if seat is None or st.to_act != seat or not self.human_to_act():
            return {}
        out = {}
        for a in st.legal_strings():
            verb, _, name = a.partition(" ")
            if verb in ("play", "discard"):
                out[hp.parse_card(name)] = a
        return out

    def card_choice_phase(self) -> str | None:
        """"play" or "discard" when the viewer must choose one of their cards."""
        seat = self.face_seat
        st = self.state
        if seat is None or not self.human_to_act() or st.to_act != seat:
            return None
        if self.facts["phase"] == "play":
            return "play"
        if self.facts["phase"] == "discard":
            return "discard"
        return None

    def click_card(self, c: CardVis) -> bool:
        """The viewer clicked one of their cards: play or discard it, or say why not."""
        phase = self.card_choice_phase()
        if phase is None:
            self.human_action("play " + c.name)  # refused with the reason (not your turn, ...)
            return False
        action = f"{phase} {c.name}"
        if action not in self.state.legal_strings():
            self.refuse(self._why_not(c.tag))
            return False
        return self.apply(action)

    def _why_not(self, card: int) -> str:
        """Why the viewer may not play ``card`` now, from the engine's legal list."""
        view = self.state.view(self.face_seat)
        trick = view["tricks"][-1] if view["tricks"] else None
        legal = sorted(self.my_cards_legal())
        names = ", ".join(self._card_text(c) for c in hand_order(legal, self.trump))
        if trick and trick["winner"] is None and view["trump"]:
            led = SUITS[hp.effective_suit(trick["cards"][0][1], SUITS.index(view["trump"]))]
            word = tr(SUIT_WORDS[led])
            if led == view["trump"]:
                word = tr("{suit} (trumps)", suit=word)
            return tr("You must follow the led suit, {suit}: play {cards}.", suit=word, cards=names)
        return tr("You cannot play {card} now: play {cards}.", card=self._card_text(card), cards=names)

    def card_at(self, pos) -> CardVis | None:
        seat = self.face_seat
        if seat is None:
            return None
        for c in reversed(self.hands[seat]):
            if c.tag is None:
                continue
            w = round(c.h * CARD_ASPECT)
            r = pygame.Rect(0, 0, w, int(c.h))
            r.center = (int(c.x), int(c.y - self._raise.get(id(c), 0.0)))
            if r.collidepoint(pos):
                return c
        return None

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.last_button:
            self.toggle_last()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            c = self.card_at(event.pos)
            if c is not None:
                self.click_card(c)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_t:
                self.toggle_last()
                return True
            phase = self.card_choice_phase()
            if phase is not None and pygame.K_1 <= event.key <= pygame.K_9:
                hand = self.hands[self.face_seat]
                i = event.key - pygame.K_1
                if i < len(hand):
                    self.click_card(hand[i])
                return True
        return super().handle(event)

    def toggle_last(self) -> None:
        if self.last_trick is None:
            self.refuse(tr("No trick has been played yet in this deal."))
            return
        self.show_last = not self.show_last
        self.touch()

    # ---- per frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        legal = self.my_cards_legal()
        seat = self.face_seat
        self._rising = False
        if seat is None:
            return
        k = min(1.0, dt * 14) if self.speed > 0 else 1.0
        for c in self.hands[seat]:
            target = self.geo.raise_px if c.tag in legal else 0.0
            if c is self.hover and c.tag in legal:
                target += self.geo.raise_px * 0.35
            cur = self._raise.get(id(c), 0.0)
            now = cur + (target - cur) * k
            if abs(target - now) <= 0.25:  # within a quarter pixel: there
                now = target
            self._raise[id(c)] = now
            self._rising = self._rising or now != target

    def moving(self) -> bool:
        """Cards still rising or sinking in the hand; the trump emblem still growing in."""
        growing = self.trump and self.speed > 0 and self.clock - self.trump_clock < TRUMP_GROW
        return self._rising or bool(growing) or super().moving()

    # ---- what the plates and the panel show -----------------------------------------------------------
    def plate_value(self, seat: int):
        side = side_of(seat)
        return f"{tr(SIDE_NAMES[side])} {self.scores[side]}", None

    def draw_plate(self, surface, seat: int) -> None:
        super().draw_plate(surface, seat)
        L = self.layout
        s = L.scale
        plate = L.spot(seat).plate
        colour = SIDE_COLOURS[side_of(seat)]
        stripe = pygame.Rect(plate.x + scaled(3, s), plate.y + scaled(7, s), scaled(4, s), plate.height - scaled(14, s))
        pygame.draw.rect(surface, colour, stripe, border_radius=2)
        if seat == self.declarer and self.contract is not None:
            self._draw_contract_tag(surface, plate)
        bubble = self.bubbles.get(seat)
        if bubble is not None and self.declarer is None:
            self._draw_bubble(surface, seat, bubble)
        elif bubble is not None and seat == self.declarer and self.trump is None:
            self._draw_bubble(surface, seat, bubble)

    def _draw_contract_tag(self, surface, plate) -> None:
        L = self.layout
        s = L.scale
        text = self._contract_text(self.contract)
        if self.trump:
            text += " " + SUIT_SYMBOLS[self.trump]
        if self.alone:
            text += " " + tr("alone")
        key = ("tag", text, s)
        img = self._img_cache.get(key)
        if img is None:
            label = self.app.text.render(text, L.font_size(13), (40, 30, 10), bold=True)
            pad = scaled(7, s)
            img = rounded_panel((label.get_width() + 2 * pad, label.get_height() + scaled(4, s)), GOLD, 255,
                                scaled(8, s))
            img.blit(label, (pad, scaled(2, s)))
            self._img_cache[key] = img
        surface.blit(img, img.get_rect(midbottom=(plate.centerx, plate.top + scaled(6, s))))

    def bubble_spot(self, seat: int):
        L = self.layout
        s = L.scale
        plate = L.spot(seat).plate
        slot = self.slot(seat)
        if slot == 0:
            return plate.centerx, plate.top - scaled(20, s)
        if slot == 3:
            return plate.left - scaled(44, s), plate.centery
        return plate.right + scaled(44, s), plate.centery

    def _draw_bubble(self, surface, seat: int, text: str) -> None:
        L = self.layout
        s = L.scale
        high = self.high is not None and self.high[1] == seat
        label = tr("Pass") if text == "pass" else self._contract_text(text)
        key = ("bubble", label, high, s)
        img = self._img_cache.get(key)
        if img is None:
            colour = (40, 30, 10) if high else (INK_DIM if text == "pass" else INK)
            t = self.app.text.render(label, L.font_size(16 if text != "pass" else 14), colour, bold=True)
            pad = scaled(10, s)
            back = GOLD if high else (30, 36, 34)
            img = rounded_panel((max(t.get_width() + 2 * pad, scaled(44, s)), t.get_height() + scaled(8, s)), back,
                                245, scaled(12, s), (255, 255, 255, 60))
            blit_centered(img, t, (img.get_width() / 2, img.get_height() / 2))
            self._img_cache[key] = img
        surface.blit(img, img.get_rect(center=self.bubble_spot(seat)))

    def status_lines(self):
        st = self.state
        lines = [(tr("Hasenpfeffer · deal {n}", n=max(1, self.deal_no)), GOLD, 19, True)]
        sub = tr("First side to {n} points", n=self.target)
        if self.dealer is not None:
            sub += " · " + tr("dealer {name}", name=self.who(self.dealer))
        lines.append((sub, INK_DIM, 14, False))
        if st.is_over and self.idle:
            side = self.winner_side()
            lines.append((tr("{side} wins the game.", side=tr(SIDE_NAMES[side])), SIDE_COLOURS[side], 17, True))
            return lines
        seat = self.active if self.active is not None else (st.to_act if self.idle else None)
        if seat is None:
            if self.summary is not None or (st.hand_over and self.idle):
                text = tr("Deal over")
            elif self.dealing:
                text = tr("Dealing…")
            elif self.last_trick is not None:
                who = self.who(self.last_trick[1])
                text = tr("{name} won the trick", name=who[:1].upper() + who[1:])
            else:
                return lines
            lines.append((text, INK_DIM, 17, True))
            return lines
        if self.human_to_act() and st.to_act == seat:
            who = tr("Your turn") if self.n_humans == 1 else tr("{name}'s turn", name=self.name(seat))
            lines.append((who, GOLD, 18, True))
            lines.append((self._prompt(), INK, 14, False))
        elif self.thinking == seat:
            lines.append((tr("{name} is thinking…", name=self.name(seat)), INK, 17, True))
        else:
            who = self.who(seat)
            lines.append((tr("{name} to play", name=who[:1].upper() + who[1:]), INK, 17, True))
        return lines

    def _prompt(self) -> str:
        ph = self.facts["phase"]
        if ph == "auction":
            keys = tr("keys 1-5, L, B, P") if self.pepper else tr("keys 1-6, P")
            if self.high is None:
                return tr("Bid the tricks your side will take if you name trumps, or pass ({keys}).", keys=keys)
            return tr("Bid higher than {bid} or pass; a pass is final ({keys}).",
                      bid=self._contract_text(self.high[0]), keys=keys)
        if ph == "trump":
            return tr("Name the trump suit (keys C, D, H, S).")
        if ph == "discard":
            return tr("Click the card to discard face down (or press 1-7).")
        if ph == "lone":
            return tr("Play alone for double stakes, or with your partner.")
        if self.trick:
            return tr("Click a raised card to play it (or press its number).")
        return tr("Lead any card: click it (or press its number).")

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        key = ("board", width, tuple(self.scores), tuple(self.side_tricks), self.declarer, self.contract, self.trump,
                self.alone, self.target, self.high, self._discard_face(), self.layout.scale)
        img = self._img_cache.get(key)
        if img is None:
            self._img_cache = {k: v for k, v in self._img_cache.items() if k[0] != "board"}
            img = self._img_cache[key] = self._scoreboard(width)
        surface.blit(img, (x, y))
        return y + img.get_height()

    def _discard_face(self):
        """The discarded card if the viewer is the declarer (their view shows it)."""
        seat = self.face_seat
        if seat is None or seat != self.declarer or self.discard_vis is None:
            return None
        return self.state.view(seat)["discard"]

    def _scoreboard(self, width: int) -> pygame.Surface:
        L = self.layout
        s = L.scale
        t = self.app.text
        row = scaled(26, s)
        rows_h = 2 * row + scaled(8, s) + 3 * scaled(22, s) + scaled(40, s)
        surf = pygame.Surface((width, rows_h), pygame.SRCALPHA)
        y = 0
        bar_w = int(width * 0.30)
        for k in (0, 1):
            colour = SIDE_COLOURS[k]
            pygame.draw.rect(surf, colour, (0, y + scaled(4, s), scaled(6, s), row - scaled(8, s)), border_radius=2)
            side = t.render(tr(SIDE_NAMES[k]), L.font_size(14), INK, bold=True)
            surf.blit(side, (scaled(12, s), y + (row - side.get_height()) // 2))
            score = t.render(f"{self.scores[k]}", L.font_size(17), colour, bold=True)
            bx = width - bar_w
            sx = bx - scaled(8, s) - score.get_width()
            surf.blit(score, (sx, y + (row - score.get_height()) // 2))
            nx = scaled(18, s) + side.get_width()
            names = t.render(self.names_text([k, k + 2]), L.font_size(13), INK_DIM)
            room = sx - scaled(6, s) - nx
            surf.blit(names, (nx, y + (row - names.get_height()) // 2), pygame.Rect(0, 0, max(0, room), names.get_height()))
            bar = pygame.Rect(bx, y + row // 2 - scaled(3, s), bar_w, scaled(6, s))
            pygame.draw.rect(surf, (56, 64, 60), bar, border_radius=3)
            frac = max(0.0, min(1.0, self.scores[k] / max(1, self.target)))
            if frac > 0:
                pygame.draw.rect(surf, colour, (bar.x, bar.y, int(bar.width * frac), bar.height), border_radius=3)
            y += row
        y += scaled(8, s)
        small = L.font_size(14)
        if self.declarer is not None:
            side = side_of(self.declarer)
            text = tr("Contract: {side} · {name} · {contract}", side=tr(SIDE_NAMES[side]), name=self.who(self.declarer),
                      contract=self._contract_text(self.contract))
            if self.alone:
                text += " · " + tr("alone")
            surf.blit(t.render(text, small, INK), (0, y))
        elif self.high is not None:
            surf.blit(t.render(tr("High bid: {bid} ({name})", bid=self._contract_text(self.high[0]),
                                  name=self.who(self.high[1])), small, INK), (0, y))
        else:
            surf.blit(t.render(tr("No bid yet"), small, INK_DIM), (0, y))
        y += scaled(22, s)
        if self.trump:
            lab = t.render(tr("Trumps:"), small, INK)
            surf.blit(lab, (0, y))
            sym = t.render(f"{SUIT_SYMBOLS[self.trump]} {tr(SUIT_WORDS[self.trump])}", L.font_size(16),
                           (250, 110, 110) if self.trump in "DH" else (236, 236, 236), bold=True)
            surf.blit(sym, (lab.get_width() + scaled(6, s), y - scaled(2, s)))
        else:
            surf.blit(t.render(tr("Trumps: not named yet"), small, INK_DIM), (0, y))
        y += scaled(22, s)
        tricks = tr("Tricks: NS {a} · EW {b}", a=self.side_tricks[0], b=self.side_tricks[1])
        if self.declarer is not None:
            side = side_of(self.declarer)
            size = 6 if not self.contract.isdigit() else int(self.contract)
            tricks += "  " + tr("({side} needs {n})", side=tr(SIDE_NAMES[side]), n=size)
        surf.blit(t.render(tricks, small, INK), (0, y))
        y += scaled(22, s)
        face = self._discard_face()
        if face is not None:
            line = t.render(tr("Your discard (only you see it): {card}", card=self._card_text(face)),
                            L.font_size(13), INK_DIM)
            surf.blit(line, (0, y))
        y += t.render("Ag", L.font_size(13), INK_DIM).get_height() + scaled(6, s)
        pygame.draw.line(surf, (70, 90, 80), (0, y), (width, y))
        return surf.subsurface((0, 0, width, min(rows_h, y + 2)))

    # ---- drawing -------------------------------------------------------------------------------------------------
    def _emblem(self, suit: str) -> pygame.Surface:
        """The trump marker in the middle of the trick: the suit on a cream disc."""
        L = self.layout
        key = ("emblem", suit, L.card)
        img = self._img_cache.get(key)
        if img is None:
            d = int(L.card[1] * 0.62)
            k = 3  # drawn large, scaled down for smooth edges
            big = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
            c = d * k // 2
            pygame.draw.circle(big, (0, 0, 0, 70), (c, c + k * 2), c - k)
            pygame.draw.circle(big, GOLD + (255,), (c, c), c - 2 * k)
            pygame.draw.circle(big, (250, 246, 232, 255), (c, c), c - 5 * k)
            img = pygame.transform.smoothscale(big, (d, d))
            sym = self.app.text.render(SUIT_SYMBOLS[suit], int(d * 0.62), SUIT_INK[suit], bold=True)
            blit_centered(img, sym, (d / 2, d / 2 + d * 0.03))
            self._img_cache[key] = img
        return img

    def _badge(self, text: str, colour) -> pygame.Surface:
        """A small round count in a side's colour."""
        L = self.layout
        key = ("badge", text, colour, L.scale)
        img = self._img_cache.get(key)
        if img is None:
            label = self.app.text.render(text, L.font_size(13), (20, 20, 20), bold=True)
            d = max(label.get_height(), label.get_width()) + scaled(6, L.scale)
            img = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(img, colour, (d // 2, d // 2), d // 2)
            pygame.draw.circle(img, (20, 20, 20), (d // 2, d // 2), d // 2, width=1)
            blit_centered(img, label, (d / 2, d / 2))
            self._img_cache[key] = img
        return img

    def _crosswise(self) -> pygame.Surface:
        """The discard: a back lying across under the declarer's tricks."""
        h = self.geo.pile_h
        key = ("cross", h)
        img = self._img_cache.get(key)
        if img is None:
            back = self.app.sprites.back(self.deck, h)
            card = pygame.Surface((back.get_width() + 6, h + 6), pygame.SRCALPHA)
            card.blit(self.app.sprites.shadow(back.get_size()), (1, 3))
            card.blit(back, (3, 2))
            img = self._img_cache[key] = pygame.transform.rotate(card, 90)
        return img

    def _dim(self, c: CardVis, h: int) -> pygame.Surface:
        key = ("dim", c.name, h)
        img = self._img_cache.get(key)
        if img is None:
            img = self.app.sprites.card(self.deck, c.name, h).copy()
            img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._img_cache[key] = img
        return img

    def draw_table(self, surface) -> None:
        L = self.layout
        g = self.geo
        s = L.scale
        t = self.app.text
        if self.trump:
            img = self._emblem(self.trump)
            age = self.clock - self.trump_clock
            if age < TRUMP_GROW and self.speed > 0:
                k = 0.6 + 0.4 * (age / TRUMP_GROW)
                img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * k)),) * 2)
            blit_centered(surface, img, (g.cx, g.cy))
        d = self.discard_vis
        if d is not None and not d.moving:
            drect = blit_centered(surface, self._crosswise(), (d.x, d.y))
        # tricks won by each seat: small squared piles with their count
        for seat in range(4):
            n = self.piles[seat]
            if n <= 0:
                continue
            x, y = self.pile_spot(seat)
            back = self.app.sprites.back(self.deck, g.pile_h)
            for k in range(n):
                r = surface.blit(back, back.get_rect(center=(int(x + k * 2 * s), int(y - k * 2 * s))))
            badge = self._badge(str(n), SIDE_COLOURS[side_of(seat)])
            surface.blit(badge, badge.get_rect(center=r.topright))
        if d is not None and not d.moving:
            lab = t.render(tr("discard"), L.font_size(11), INK_DIM)
            blit_centered(surface, lab, (drect.centerx, drect.bottom + scaled(7, s)))
        legal = self.my_cards_legal()
        choosing = self.card_choice_phase() is not None
        resting, flying = [], []
        hands = {id(c) for h in self.hands for c in h}
        for c in self.cards:
            (flying if c.moving or id(c) not in hands else resting).append(c)
        face = self.face_seat
        for c in resting:
            if c is d and not c.moving:
                continue
            if face is not None and c in self.hands[face] and not c.moving:
                self._draw_hand_card(surface, c, legal, choosing)
            else:
                self.draw_card(surface, c)
        for c in flying:
            if c is d and not c.moving:
                continue
            self.draw_card(surface, c)
        if self.widow_vis is not None and not self.widow_vis.moving and self.declarer is None:
            lab = t.render(tr("widow"), L.font_size(12), INK_DIM)
            blit_centered(surface, lab, (g.widow[0], g.widow[1] + L.card[1] / 2 + scaled(10, s)))
        if (face is not None and face != self.out and self.hands[face] and self.slot(face) == 0
                and not self.hands[face][0].moving):
            self._draw_hand_label(surface)
        if self.out is not None and self.hands[self.out] and not self.hands[self.out][-1].moving:
            self._draw_sits_out(surface, self.hands[self.out][-1])
        if self.show_last and self.last_trick is not None:
            self._draw_last_trick(surface)
        if self.summary is not None:
            self._draw_summary(surface)

    def _draw_sits_out(self, surface, top: CardVis) -> None:
        """A label across a set-aside hand."""
        L = self.layout
        key = ("sits out", L.scale)
        img = self._img_cache.get(key)
        if img is None:
            label = self.app.text.render(tr("sits out"), L.font_size(12), INK, bold=True)
            pad = scaled(6, L.scale)
            img = rounded_panel((label.get_width() + 2 * pad, label.get_height() + pad), (10, 16, 14), 220,
                                scaled(8, L.scale))
            blit_centered(img, label, (img.get_width() / 2, img.get_height() / 2))
            self._img_cache[key] = img
        surface.blit(img, img.get_rect(center=(int(top.x), int(top.y))))

    def _draw_hand_label(self, surface) -> None:
        L = self.layout
        s = L.scale
        g = self.geo
        text = tr("Your hand (only you see it)") if self.n_humans == 1 else tr("{name}'s hand", name=self.name(self.face_seat))
        if self.n_humans == 0:
            text = tr("{name}'s hand", name=self.name(self.face_seat))
        img = self.app.text.render(text, L.font_size(13), INK_DIM)
        top = g.hand_y - g.hand_h / 2 - g.raise_px - scaled(4, s)
        surface.blit(img, img.get_rect(midbottom=(g.cx, top)))

    def _draw_hand_card(self, surface, c: CardVis, legal, choosing: bool) -> None:
        lift = self._raise.get(id(c), 0.0)
        if not choosing or c.tag in legal:
            if lift:
                y0 = c.y
                c.y = y0 - lift
                if c is self.hover and c.tag in legal:
                    c.glow = c.glow or (255, 240, 180)
                    self.draw_card(surface, c)
                    c.glow = None if c.glow == (255, 240, 180) else c.glow
                else:
                    self.draw_card(surface, c)
                c.y = y0
            else:
                self.draw_card(surface, c)
            return
        h = int(c.h)
        img = self._dim(c, h)
        x, y = int(c.x - img.get_width() / 2), int(c.y - h / 2)
        surface.blit(self.app.sprites.shadow(img.get_size()), (x - 2, y + 1))
        surface.blit(img, (x, y))

    def _draw_last_trick(self, surface) -> None:
        L = self.layout
        s = L.scale
        g = self.geo
        cards, winner = self.last_trick
        cw, ch = L.card
        w, h = int(cw * 3.6), int(ch * 2.5)
        panel = rounded_panel((w, h), (10, 16, 14), 235, scaled(14, s), GOLD + (200,))
        r = panel.get_rect(center=(g.cx, g.cy))
        surface.blit(panel, r)
        head = self.app.text.render(tr("Last trick: {name} won it", name=self.who(winner)), L.font_size(14), GOLD, bold=True)
        surface.blit(head, head.get_rect(midtop=(r.centerx, r.top + scaled(6, s))))
        mh = int(ch * 0.72)
        offs = [(0, 0.5), (-1.05, 0), (0, -0.5), (1.05, 0)]
        for seat, card in cards:
            ox, oy = offs[self.slot(seat)]
            img = self.app.sprites.card(self.deck, hp.card_name(card), mh)
            center = (r.centerx + ox * img.get_width(), r.centery + scaled(10, s) + oy * mh * 0.9)
            if seat == winner:
                gl = glow(img.get_size(), WIN_GLOW, max(4, mh // 14), max(6, mh // 9))
                surface.blit(gl, gl.get_rect(center=(int(center[0]), int(center[1]))))
            blit_centered(surface, img, center)

    def _draw_summary(self, surface) -> None:
        """The scored deal in the middle of the felt until the next deal is dealt."""
        L = self.layout
        s = L.scale
        d = self.summary
        key = ("summary", id(d), s)
        img = self._img_cache.get(key)
        if img is None:
            t = self.app.text
            side = d["side"]
            colour = SIDE_COLOURS[side]
            contract = self._contract_text(d["contract"])
            lines = [
                (tr("Deal {n} over", n=self.deal_no), GOLD, 17, True),
                (tr("{side} ({name}) bid {contract} and took {t} tricks: {result}", side=tr(SIDE_NAMES[side]),
                    name=self.who(d["declarer"]), contract=contract, t=d["tricks"],
                    result=tr("made") if d["made"] else tr("failed")), colour if d["made"] else RED, 14, True),
                (tr("Tricks  NS {a} · EW {b}", a=self.side_tricks[0], b=self.side_tricks[1]), INK, 14, False),
                (tr("Points  NS {a:+d} · EW {b:+d}", a=d["delta"][0], b=d["delta"][1]), INK, 14, False),
                (tr("Score  NS {a} · EW {b}  (first to {n})", a=d["scores"][0], b=d["scores"][1], n=self.target),
                 INK, 15, True),
            ]
            imgs = [t.render(text, L.font_size(size), c, bold) for text, c, size, bold in lines]
            pad = scaled(16, s)
            w = max(i.get_width() for i in imgs) + 2 * pad
            h = sum(i.get_height() + scaled(4, s) for i in imgs) + 2 * pad
            img = rounded_panel((w, h), (10, 16, 14), 232, scaled(14, s), colour + (200,))
            y = pad
            for i in imgs:
                img.blit(i, ((w - i.get_width()) // 2, y))
                y += i.get_height() + scaled(4, s)
            self._img_cache = {k: v for k, v in self._img_cache.items() if k[0] != "summary"}
            self._img_cache[key] = img
        g = self.geo
        surface.blit(img, img.get_rect(center=(g.cx, g.cy)))

    # ---- the end of a game -----------------------------------------------------------------------------------
    def show_result(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.touch()
        side = self.winner_side()
        if side >= 0:
            self.session_wins[side] += 1
        self.record_stats()
        if self.app.stack.top is self:
            self.app.stack.push(HasenResultScene(self.app, self))
