"""What the Hawthorn and Goblin's Poker tables share: secret hands, the secret first-card
choice, face-up stacks, chips sliding into and out of the pot, and the session around them.

Every seat has a face-up stack (its public cards), a hidden hand and, during the secret
choice, a face-down first card. The hand of the seat whose view is on screen
(:meth:`~.table.TableScene.sees`) lies face up along the bottom edge and its cards are
clicked (or numbered 1..6 on the keyboard) to choose or play them; every other hand is a
small fan of backs with its size beside it. A hidden card's picture carries no rank at
all unless its owner is the viewer (its name is ``"back"``), so nothing private can be
drawn for another seat, and when a hidden card leaves a hidden hand it is taken from the
middle of the fan, so its position tells nothing either.

Chips are :mod:`..chips` piles: antes and payments slide from a plate into the pot, the pot
slides to its winner(s). Every movement comes from an engine event (see the module
docstrings of :mod:`...engine.chipgame`, :mod:`...engine.hawthorn` and
:mod:`...engine.goblins_poker`); a game's table adds its own kinds as ``_on_<kind>``.
"""

from __future__ import annotations

import pygame

from ...engine.rng import Rng
from ..anim import Do, Settle, Wait
from ..table.chips import ChipFlight, draw_pile as draw_chip_pile
from ..i18n import tr
from ..layout import scaled
from ..table.fan import fan_step
from ..table.geometry import rect_in_ellipse
from ..render import GOLD, INK, INK_DIM, RED, blit_centered, glow, rounded_panel
from ..table.chip_session import ChipSessionMixin
from .table import TableScene

PAIR_GLOW = (255, 96, 80)
FOLD_GLOW = (255, 204, 90)
TIE_GLOW = (140, 200, 255)
PLAY_GLOW = (120, 220, 150)
LOG_DIM = (150, 170, 160)
LOG_PAY = (240, 140, 120)
LOG_WIN = (150, 230, 160)
HIDDEN = "back"  # the picture name of a card whose rank the viewer may not know
STACK_CARDS = 7  # stacks fan freely up to this many cards, then close up
FLOAT_TIME = 1.8


class ChipTable(ChipSessionMixin, TableScene):
    """The table of a secret-hand chip game (Hawthorn, Goblin's Poker)."""

    state_class = None
    title = ""

    def __init__(self, app, config) -> None:
        if getattr(app.settings, "colour_blind_deck", False):
            self.deck = "pairs_cb"
        super().__init__(app, config)
        self.fx_rng = Rng((self.seed * 7919 + 5) % (1 << 63))  # only for how the cards look
        self.hover = None
        self._geo = None
        self._geo_key = None
        self.reset_picture()

    # ---- the game ------------------------------------------------------------------------------
    def reset_picture(self) -> None:
        super().reset_picture()
        n = self.n
        self.stacks: list[list] = [[] for _ in range(n)]
        self.hands: list[list] = [[] for _ in range(n)]
        self.chosen: list = [None] * n
        self.owner: dict[int, int] = {}  # id(card) -> seat, for hidden cards
        self.flights: list[ChipFlight] = []
        self.floats: list[list] = []  # [text, colour, (x, y), age]
        self.draw_count = 55
        self.dead_count = 0
        hist = getattr(self, "history", None)
        self.chips_shown = list(hist.start) if hist is not None else list(self.state.result()["chips"])
        self.pot_shown = 0
        self.out = [False] * n  # out of this hand
        self.status = ["in"] * n  # in the session, busted or left
        self.dealer = None
        self.hand_no = 0
        self.round_no = 0

    # ---- whose cards are face up ------------------------------------------------------------
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

    # ---- geometry --------------------------------------------------------------------------------
    def geo(self) -> dict:
        L = self.layout
        key = (L.size, self.n, self.bottom_seat, self.viewer is None)
        if self._geo_key != key:
            self._geo = self._make_geometry()
            self._geo_key = key
        return self._geo

    def _make_geometry(self) -> dict:
        L = self.layout
        s = L.scale
        cw, ch = L.card
        cx = L.felt.centerx
        y = L.draw_pile[1]
        gap = scaled(26, s)
        slots = [(cx - cw - gap, y), (cx, y), (cx + cw + gap, y)]
        centre = pygame.Rect(0, 0, 3 * cw + 2 * gap + scaled(12, s), ch + scaled(30, s))
        centre.center = (cx, y + scaled(10, s))
        cap = int(cw * (1 + 0.4 * (STACK_CARDS - 1)))
        widths = [min(L.spot(i).max_stack_width, cap) for i in range(self.n)]
        boxes = []
        for i in range(self.n):
            sp = L.spot(i)
            bx, by = sp.stack_center(widths[i])
            r = pygame.Rect(0, 0, widths[i], ch)
            r.center = (int(bx), int(by))
            boxes.append(r)
        me = self.bottom_seat
        plate = L.spot(me).plate
        # the viewer's hand along the bottom edge, beside the plate and its stack
        hh = ch
        hy = L.size[1] - scaled(10, s) - hh / 2
        band = pygame.Rect(L.area.x, int(hy - hh / 2), L.area.width, hh)
        mine = [plate] + ([boxes[me]] if boxes[me].colliderect(band) else [])
        others = [L.spot(i).plate for i in range(self.n) if i != me] + [b for i, b in enumerate(boxes) if i != me]
        others = [r for r in others if r.colliderect(band)]
        margin = scaled(34, s)
        rx0 = max(r.right for r in mine) + scaled(14, s)
        rx1 = min([L.rail.right - margin] + [r.left - scaled(8, s) for r in others if r.left >= rx0])
        lx1 = min(r.left for r in mine) - scaled(14, s)
        lx0 = max([L.rail.left + margin] + [r.right + scaled(8, s) for r in others if r.right <= lx1])
        zone = (rx0, rx1) if rx1 - rx0 >= lx1 - lx0 else (lx0, lx1)
        zone_rect = pygame.Rect(int(zone[0]), int(hy - hh / 2), int(max(cw, zone[1] - zone[0])), hh)
        # the other hands: small fans of backs next to their plates
        mini_h = max(24, int(ch * 0.5))
        mini_w = max(1, round(mini_h * cw / ch))
        fan_w = int(mini_w * (1 + 0.16 * 5))
        minis = {}
        blocked = [centre] + ([zone_rect] if self.viewer is not None else [])
        blocked += [L.spot(i).plate for i in range(self.n)] + boxes
        for i in range(self.n):  # the bottom seat's too: in pass-and-play nobody may be looking
            p = L.spot(i).plate
            g = scaled(8, s)
            cands = [(p.right + g + fan_w / 2, p.centery), (p.left - g - fan_w / 2, p.centery),
                     (p.centerx, p.bottom + g + mini_h / 2), (p.centerx, p.top - g - mini_h / 2)]
            cands.sort(key=lambda q: -((q[0] - cx) ** 2 + (q[1] - y) ** 2))
            pick = None
            for q in cands:
                r = pygame.Rect(0, 0, fan_w, mini_h)
                r.center = (int(q[0]), int(q[1]))
                if rect_in_ellipse(r, L.rail) and not any(r.colliderect(b) for b in blocked):
                    pick = q
                    break
            if pick is None:
                pick = (p.right - fan_w / 2, p.top - mini_h * 0.25)
            minis[i] = pick
        return {"slots": slots, "centre": centre, "widths": widths, "zone": zone, "hand_y": hy,
                "hand_h": hh, "mini": minis, "mini_h": mini_h, "mini_w": mini_w,
                "chip_r": max(7, int(cw * 0.2))}

    def stack_positions(self, seat: int, count: int) -> list:
        g = self.geo()
        cw = self.layout.card[0]
        if count <= 0:
            return []
        step = fan_step(count, cw, g["widths"][seat])
        width = cw + step * (count - 1)
        x, y = self.layout.spot(seat).stack_center(width)
        left = x - width / 2 + cw / 2
        return [(left + i * step, y) for i in range(count)]

    def hand_positions(self, seat: int, count: int) -> tuple[list, float, bool]:
        """Centres, height and facing of ``seat``'s hand cards."""
        g = self.geo()
        if count <= 0:
            return [], g["hand_h"], False
        if seat == self.bottom_seat and self.sees(seat):
            cw = self.layout.card[0]
            x0, x1 = g["zone"]
            step = min(cw * 0.72, max(4.0, (x1 - x0 - cw) / max(1, count - 1)))
            width = cw + step * (count - 1)
            left = (x0 + x1) / 2 - width / 2 + cw / 2
            return [(left + i * step, g["hand_y"]) for i in range(count)], g["hand_h"], True
        mx, my = g["mini"][seat]
        step = g["mini_w"] * 0.16
        width = step * (count - 1)
        return [(mx - width / 2 + i * step, my) for i in range(count)], g["mini_h"], False

    def pot_point(self) -> tuple[float, float]:
        """Where the pot's chips stand (midbottom)."""
        x, y = self.geo()["slots"][1]
        return x, y + self.layout.card[1] * 0.28

    def plate_point(self, seat: int) -> tuple[float, float]:
        p = self.layout.spot(seat).plate
        return p.centerx, p.centery + p.height * 0.3

    @property
    def draw_pos(self):
        return self.geo()["slots"][0]

    @property
    def dead_pos(self):
        return self.geo()["slots"][2]

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
            pos = self.stack_positions(seat, 1)[0]
            c.send(pos, self.layout.card[1], self.sees(seat), duration)

    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(self.n):
            self.place_stack(seat, duration)
            self.place_hand(seat, duration)
            self.place_chosen(seat, duration)
        self.place_extra(duration)

    def place_extra(self, duration: float) -> None:
        """Cards of the game's own places (Goblin's Poker's centre)."""

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
            c = self.card_vis(HIDDEN, self.hand_positions(seat, 1)[0][0], face_up=False)
            return c
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

    def find(self, seat: int, rank: int, last: bool = False):
        cards = [c for c in self.stacks[seat] if c.tag == rank]
        if not cards:
            return None
        return cards[-1] if last else cards[0]

    # ---- chips -------------------------------------------------------------------------------------------
    def chips_to_pot(self, seat: int, amount: int, delay: float = 0.0) -> None:
        if amount <= 0:
            return
        self.chips_shown[seat] -= amount

        def arrived():
            self.pot_shown += amount
            self.touch()

        self.flights.append(ChipFlight(amount, self.plate_point(seat), self.pot_point(),
                                       self.t(0.45 + delay), arrived))
        self.touch()

    def chips_from_pot(self, seat: int, amount: int) -> None:
        if amount <= 0:
            return
        self.pot_shown -= amount

        def arrived():
            self.chips_shown[seat] += amount
            self.touch()

        self.flights.append(ChipFlight(amount, self.pot_point(), self.plate_point(seat), self.t(0.6), arrived))
        self.touch()

    def float_text(self, seat: int, text: str, colour) -> None:
        p = self.layout.spot(seat).plate
        self.floats.append([text, colour, (p.centerx, p.top), 0.0])

    def resize(self, size) -> None:
        for f in list(self.flights):  # chips in the air land at once (their places move)
            f.update(1e9)
        self.flights.clear()
        self._geo_key = None
        super().resize(size)

    def _cards_moving(self) -> bool:
        return super()._cards_moving() or any(f.moving for f in self.flights)

    def sync_chips(self) -> None:
        """The picture's bankrolls and pot from the engine (after the chips have landed)."""
        r = self.state.result()
        self.chips_shown = list(r["chips"])
        self.pot_shown = r["pot"]
        self.touch()

    # ---- events to steps -----------------------------------------------------------------------------------
    def feed(self, events) -> None:
        deals = []
        for ev in events:
            if ev.kind == "deal":
                deals.append((ev.seat, (ev.secret or {}).get("cards")))
                continue
            if deals:
                self.deal_hands(deals)
                deals = []
            handler = getattr(self, f"_on_{ev.kind}", None)
            if handler is not None:
                handler(ev.seat, ev.data, ev.secret or {})
        if deals:
            self.deal_hands(deals)

    def _on_hand_start(self, seat, d, sec) -> None:
        def sweep():
            self.clear_glow()
            self.say(None)
            for s_ in range(self.n):
                for c in self.stacks[s_] + self.hands[s_] + ([self.chosen[s_]] if self.chosen[s_] else []):
                    c.send(self.draw_pos, self.layout.card[1], False, self.t(0.3),
                           lambda card: (self.drop(card), self.release(card)))
                self.stacks[s_], self.hands[s_], self.chosen[s_] = [], [], None
            self.sweep_extra()

        def begin():
            self.hand_no = d["hand"]
            self.dealer = d["dealer"]
            self.round_no = 0
            self.draw_count, self.dead_count = 55, 0
            self.out = [s_ not in d["seats"] for s_ in range(self.n)]
            self.begin_hand(d)
            self.add_log(self.phrase(d["dealer"], "Hand {n}: {name} deals.", "Hand {n}: you deal.", n=d["hand"]), GOLD)

        self.queue.add(Settle(), Do(sweep), Settle(), Do(begin))

    def sweep_extra(self) -> None:
        pass

    def begin_hand(self, d) -> None:
        pass

    def _on_antes(self, seat, d, sec) -> None:
        def pay():
            for i, s_ in enumerate(d["seats"]):
                self.chips_to_pot(s_, d["paid"][s_], 0.04 * i)
            self.add_log(tr("Everyone antes {n}; the pot holds {pot}.", n=d["amount"], pot=d["pot"]), LOG_DIM)

        def sync():
            self.pot_shown = d["pot"]
            self.touch()

        self.queue.add(Do(pay), Settle(), Do(sync))

    def deal_hands(self, deals) -> None:
        """0.5: the hands dealt one card at a time, round after round, from the dealer's
        left (``deals``: (seat, cards or None) in dealing order)."""
        size = max((len(cards) for _s, cards in deals if cards), default=0)

        def one(seat, rank):
            c = self.from_draw(self.card_name_for(seat, rank), rank if self.sees(seat) else None)
            self.private(c, seat)
            self.hands[seat].append(c)
            self.place_hand(seat, self.move_time)

        def sort():
            for seat, _cards in deals:
                if self.sees(seat):
                    self.hands[seat].sort(key=lambda c: c.tag)
                    self.place_hand(seat, self.t(0.2))
            self.add_log(tr("{n} cards are dealt to each player.", n=size), LOG_DIM)

        for rnd in range(size):
            for seat, cards in deals:
                rank = cards[rnd] if cards and rnd < len(cards) else None
                self.queue.add(Do(lambda seat=seat, rank=rank: one(seat, rank)), Wait(self.t(0.05)))
        self.queue.add(Settle(), Do(sort), Settle())

    def _on_choose(self, seat, d, sec) -> None:
        def choose():
            c = self.take_from_hand(seat, sec.get("rank"))
            if not self.sees(seat):
                c.name, c.tag = HIDDEN, None
            self.private(c, seat)
            self.chosen[seat] = c
            self.place_chosen(seat, self.move_time)
            self.add_log(self.phrase(seat, "{name} chooses a first card.", "You choose your first card: {rank}.",
                                     rank=sec.get("rank")), LOG_DIM)

        self.queue.add(Do(choose), Settle())

    def _on_reveal(self, seat, d, sec) -> None:
        cards = d["cards"]

        def flip():
            for s_, r in enumerate(cards):
                c = self.chosen[s_]
                if r is None or c is None:
                    continue
                self.chosen[s_] = None
                c.send((c.x, c.y), None, False, 0.0)  # lies face down, then turns over with the others
                self.to_stack(s_, c, r)
                c.send(self.stack_positions(s_, 1)[0], self.layout.card[1], True, self.t(0.45))
            parts = [tr("{name} {rank}", name=self.name(s_), rank=r) for s_, r in enumerate(cards) if r is not None]
            self.say(tr("First cards revealed"), GOLD)
            self.add_log(tr("First cards: {list}.", list=", ".join(parts)), INK)

        self.queue.add(Settle(), Wait(self.t(0.2)), Do(flip), Settle(), Wait(self.t(0.5)))

    def _on_tie(self, seat, d, sec) -> None:
        seats = d["seats"]

        def show():
            for s_ in seats:
                for c in self.stacks[s_]:
                    c.glow = TIE_GLOW
            names = self.names_text(seats)
            self.say(tr("Tie: {names}", names=names), TIE_GLOW)
            self.add_log(tr("{names} tie for lowest: tie cards are dealt.", names=names), INK)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.7)), Do(self.clear_glow))

    def _on_tie_card(self, seat, d, sec) -> None:
        def deal():
            c = self.from_draw(str(d["rank"]))
            self.to_stack(seat, c, d["rank"])
            c.glow = TIE_GLOW
            self.add_log(self.phrase(seat, "{name} gets a tie card: {rank}.", "You get a tie card: {rank}.",
                                     rank=d["rank"]), LOG_DIM)

        self.queue.add(Do(deal), Settle(), Wait(self.t(0.25)))

    def _on_tie_pair_discarded(self, seat, d, sec) -> None:
        holder = {}

        def deal():
            c = holder["c"] = self.from_draw(str(d["rank"]))
            self.to_stack(seat, c, d["rank"])
            c.glow = PAIR_GLOW
            self.add_log(self.phrase(seat, "{name}'s tie card {rank} pairs and is thrown away.",
                                     "Your tie card {rank} pairs and is thrown away.", rank=d["rank"]), LOG_DIM)

        def away():
            c = holder["c"]
            if c in self.stacks[seat]:
                self.stacks[seat].remove(c)
            self.to_dead(c)
            self.place_stack(seat, self.move_time)

        self.queue.add(Do(deal), Settle(), Wait(self.t(0.45)), Do(away), Settle())

    def _on_tie_no_card(self, seat, d, sec) -> None:
        self.queue.add(Do(lambda: self.add_log(
            tr("No card is left to break the tie: {name} wins it.", name=self.name(d["winner"])), INK)))

    def _on_reshuffle(self, seat, d, sec) -> None:
        def gather():
            self.add_log(tr("The draw pile is empty: {n} dead cards are shuffled into a new one.", n=d["count"]), GOLD)
            flying = min(8, d["count"])
            self.dead_count = 0
            for i in range(flying):
                c = self.card_vis(HIDDEN, self.dead_pos, face_up=False)
                c.send(self.draw_pos, None, None, self.t(0.3 + 0.04 * i), self.drop)
            self.draw_count = d["count"]
            self.touch()

        self.queue.add(Settle(), Do(gather), Settle())

    def _on_pair(self, seat, d, sec) -> None:
        rank = d["rank"]

        def show():
            for c in self.stacks[seat]:
                if c.tag == rank:
                    c.glow = PAIR_GLOW
            self.say(self.phrase(seat, "{name} catches a pair of {rank}s", "You catch a pair of {rank}s", rank=rank),
                     PAIR_GLOW)
            self.add_log(self.pay_text(seat, tr("a pair of {rank}s", rank=rank), d["owed"], d["paid"],
                                       "{name} catches {what} and pays {paid}.", "You catch {what} and pay {paid}."),
                         LOG_PAY)
            self.chips_to_pot(seat, d["paid"])
            self.float_text(seat, f"-{d['paid']}", PAIR_GLOW)

        self.queue.add(Settle(), Do(show), Settle(), Wait(self.t(0.6)))

    def pay_text(self, seat, what, owed, paid, third, second) -> str:
        text = self.phrase(seat, third, second, what=what, paid=paid)
        if paid < owed:
            text += " " + tr("({n} forgiven: that was every chip.)", n=owed - paid)
        return text

    def _on_out(self, seat, d, sec) -> None:
        def out():
            self.out[seat] = True
            self.say(None)
            cards = self.stacks[seat] + self.hands[seat]
            if self.chosen[seat] is not None:
                cards.append(self.chosen[seat])
            for i, c in enumerate(cards):
                self.to_dead(c, self.t(0.35 + 0.03 * i))
            self.stacks[seat], self.hands[seat], self.chosen[seat] = [], [], None
            self.touch()

        self.queue.add(Do(out), Settle())

    def _on_pot_won(self, seat, d, sec) -> None:
        def win():
            self.clear_glow()
            self.active = None
            for c in self.stacks[seat]:
                c.glow = GOLD
            self.say(self.phrase(seat, "{name} wins the pot: {n}", "You win the pot: {n}", n=d["amount"]), GOLD)
            self.add_log(self.phrase(seat, "{name} is the last one in and wins {n} chips.",
                                     "You are the last one in and win {n} chips.", n=d["amount"]), LOG_WIN)
            self.chips_from_pot(seat, d["amount"])
            self.float_text(seat, f"+{d['amount']}", LOG_WIN)

        self.queue.add(Settle(), Do(win), Settle(), Do(self.sync_chips), Wait(self.t(1.2)))

    def _on_pot_split(self, seat, d, sec) -> None:
        def split():
            self.active = None
            names = self.names_text(d["seats"])
            self.say(tr("{names} split the pot", names=names), GOLD)
            text = tr("{names} survive and split the pot: {n} each.", names=names, n=d["share"])
            if d["remainder"]:
                text += " " + tr("{n} stay in the pot for the next hand.", n=d["remainder"])
            self.add_log(text, LOG_WIN)
            for s_ in d["seats"]:
                self.chips_from_pot(s_, d["share"])
                self.float_text(s_, f"+{d['share']}", LOG_WIN)

        self.queue.add(Settle(), Do(split), Settle(), Do(self.sync_chips), Wait(self.t(1.2)))

    def _on_busted_out(self, seat, d, sec) -> None:
        def bust():
            self.status[seat] = "busted"
            self.add_log(self.phrase(seat, "{name} has no chips left and is out of the session.",
                                     "You have no chips left and are out of the session."), RED)
            self.touch()

        self.queue.add(Settle(), Do(bust))

    def _on_left_session(self, seat, d, sec) -> None:
        def left():
            self.status[seat] = "left"
            self.add_log(self.phrase(seat, "{name} cannot post the ante and leaves with {n} chips.",
                                     "You cannot post the ante and leave with {n} chips.", n=d["chips"]), RED)
            self.touch()

        self.queue.add(Settle(), Do(left))

    def _on_session_over(self, seat, d, sec) -> None:
        def over():
            for s_, k in enumerate(d["shares"]):
                if k:
                    self.chips_from_pot(s_, k)
            self.add_log(tr("The session is over."), GOLD)

        self.queue.add(Settle(), Do(over), Settle(), Do(self.sync_chips))

    # ---- human input ---------------------------------------------------------------------------------------
    def card_action(self, c) -> str | None:
        """The action a click on the viewer's hand card ``c`` takes, if legal now."""
        if c.tag is None:
            return None
        legal = self.legal_for_human()
        for word in ("choose", "play"):
            a = f"{word} {c.tag}"
            if a in legal:
                return a
        return None

    def viewer_hand(self) -> list:
        seat = self.bottom_seat
        return self.hands[seat] if self.sees(seat) else []

    def hand_card_at(self, pos):
        for i in range(len(self.viewer_hand()) - 1, -1, -1):
            c = self.viewer_hand()[i]
            w = self.app.sprites.width_for(int(c.h), self.deck)
            r = pygame.Rect(0, 0, w, int(c.h))
            r.center = (int(c.x), int(c.y))
            if r.collidepoint(pos):
                return i
        return None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            i = self.hand_card_at(event.pos)
            if i != self.hover:
                self.hover = i
                if self.idle:
                    self.place_hand(self.bottom_seat, self.t(0.08))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.hand_card_at(event.pos)
            if i is not None:
                self.click_card(i)
                return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.viewer_hand()):
                self.click_card(i)
                return True
        return super().handle(event)

    def click_card(self, i: int) -> None:
        hand = self.viewer_hand()
        c = hand[i]
        action = self.card_action(c)
        if action is None:
            legal = self.state.legal_strings() if self.human_to_act() else []
            if any(a.startswith(("choose", "play")) for a in legal) or not self.human_to_act():
                self.human_action(f"{self.card_verb()} {c.tag}")
            else:
                self.refuse(self.no_card_reason())
            return
        self.human_action(action)

    def card_verb(self) -> str:
        return "choose" if getattr(self.state, "phase", "") == "choose" else "play"

    def no_card_reason(self) -> str:
        return tr("You cannot play a card from your hand now.")

    # ---- per frame ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for f in list(self.flights):
            f.update(dt)
            if not f.moving:
                self.flights.remove(f)
        for fl in list(self.floats):
            fl[3] += dt
            if fl[3] >= FLOAT_TIME:
                self.floats.remove(fl)
        super().update(dt)

    def moving(self) -> bool:
        """Chip amounts still floating off the plates."""
        return bool(self.floats) or super().moving()

    # ---- what the panel and plates show ----------------------------------------------------------------------
    def plate_value(self, seat: int):
        if self.status[seat] == "busted":
            return tr("busted"), None
        return tr("{n} chips", n=self.chips_shown[seat]), None

    def turn_line(self):
        """Whose turn, as the first status line under the title."""
        st = self.state
        seat = self.active
        if st.is_over and self.idle:
            return (tr("The session is over."), GOLD, 17, True)
        if seat is None:
            if st.hand_over:
                return (tr("Hand over"), INK, 17, True)
            return (tr("Dealing…"), INK_DIM, 17, True)
        if self.is_human(seat) and self.human_to_act() and not self.handover_due():
            return ((tr("Your turn") if self.n_humans == 1 else tr("{name}'s turn", name=self.name(seat))),
                    GOLD, 18, True)
        if self.thinking == seat:
            return (tr("{name} is thinking…", name=self.name(seat)), INK, 17, True)
        return (self.phrase(seat, "{name} to play", "Your turn"), INK, 17, True)

    def view_now(self):
        """The viewer's view of the engine state (None when nobody's view is on screen)."""
        return self.state.view(self.viewer) if self.viewer is not None else self.state.view(self.bottom_seat)

    def handover_hint(self, seat: int) -> str:
        if getattr(self.state, "phase", "") == "choose":
            return tr("Choose your secret first card.")
        return ""

    # ---- drawing ----------------------------------------------------------------------------------------------------
    def draw_card(self, surface, c, deck=None) -> None:
        if c.glow is not None and c.moving:
            g, c.glow = c.glow, None
            self.draw_card(surface, c, deck)
            c.glow = g
            return
        seat = self.owner.get(id(c))
        if seat is not None and not self.sees(seat) and c.face > 0.0:
            face, c.face = c.face, 0.0  # a hidden card of another seat is only ever a back
            super().draw_card(surface, c, deck)
            c.face = face
            return
        super().draw_card(surface, c, deck)

    def draw_pot(self, surface) -> None:
        L = self.layout
        r = self.geo()["chip_r"]
        x, y = self.pot_point()
        draw_chip_pile(surface, self.pot_shown, r, (x, y))
        label = self.app.text.render(tr("Pot {n}", n=self.pot_shown), L.font_size(16), GOLD, bold=True)
        blit_centered(surface, label, (x, self.pot_label_y()))

    def pot_label_y(self) -> float:
        return self.geo()["slots"][1][1] + self.layout.card[1] / 2 + scaled(14, self.layout.scale)

    def draw_plate_marks(self, surface) -> None:
        """Out, busted and left tags over the plates."""
        L = self.layout
        s = L.scale
        for seat in range(self.n):
            tag = None
            if self.status[seat] == "busted":
                tag = (tr("BUSTED"), RED)
            elif self.status[seat] == "left":
                tag = (tr("LEFT"), INK_DIM)
            elif self.out[seat] and self.hand_no:
                tag = (tr("OUT"), INK_DIM)
            if tag is None:
                continue
            p = L.spot(seat).plate
            key = ("dimplate", p.size)
            shade = self._panel_cache.get(key)
            if shade is None:
                shade = self._panel_cache[key] = rounded_panel(p.size, (0, 0, 0), 120, scaled(10, s))
            surface.blit(shade, p)
            img = self.app.text.render(tag[0], L.font_size(12), tag[1], bold=True)
            box = img.get_rect(midbottom=(p.centerx, p.top + scaled(2, s)))
            bg = box.inflate(scaled(10, s), scaled(4, s))
            pygame.draw.rect(surface, (20, 22, 22), bg, border_radius=scaled(6, s))
            pygame.draw.rect(surface, tag[1], bg, width=1, border_radius=scaled(6, s))
            surface.blit(img, box)

    def draw_mini_fan(self, surface, seat: int, count: int) -> None:
        """A hidden hand at rest: ``count`` backs fanned as :meth:`hand_positions` places them."""
        g = self.geo()
        h = g["mini_h"]
        key = ("fan", count, h, self.deck)
        img = self._panel_cache.get(key)
        if img is None:
            sp = self.app.sprites
            back = sp.back(self.deck, h)
            shadow = sp.shadow(back.get_size())
            step = g["mini_w"] * 0.16
            w = int(back.get_width() + step * (count - 1)) + 8
            img = pygame.Surface((w, h + 8), pygame.SRCALPHA)
            for i in range(count):
                x = int(i * step) + 2
                img.blit(shadow, (x - 2, 3))
                img.blit(back, (x, 2))
            self._panel_cache[key] = img
        mx, my = g["mini"][seat]
        left = mx - g["mini_w"] * 0.16 * (count - 1) / 2 - g["mini_w"] / 2
        surface.blit(img, (int(left) - 2, int(my - h / 2) - 2))

    def draw_hand_counts(self, surface) -> None:
        L = self.layout
        g = self.geo()
        for seat in range(self.n):
            k = len(self.hands[seat])
            if k == 0 or (seat == self.bottom_seat and self.sees(seat)):
                continue
            mx, my = g["mini"][seat]
            img = self.app.text.render(str(k), L.font_size(13), (20, 20, 20), bold=True)
            rad = max(img.get_width(), img.get_height()) // 2 + scaled(3, L.scale)
            cx = int(mx + (g["mini_w"] * 0.16 * (k - 1)) / 2 + g["mini_w"] / 2)
            cy = int(my - g["mini_h"] / 2)
            pygame.draw.circle(surface, GOLD, (cx, cy), rad)
            blit_centered(surface, img, (cx, cy))

    def draw_hand_label(self, surface) -> None:
        seat = self.bottom_seat
        hand = self.hands[seat]
        if not hand or not self.sees(seat):
            return
        L = self.layout
        left = min(c.x for c in hand) - L.card[0] / 2
        top = min(c.y - c.h / 2 for c in hand)
        text = (tr("Your hand (only you see it)") if self.you(seat)
                else tr("{name}'s hand (only {name} sees it)", name=self.name(seat)))
        img = self.app.text.render(text, L.font_size(14), INK)
        surface.blit(img, (int(left), int(top - img.get_height() - scaled(4, L.scale))))

    def draw_table(self, surface) -> None:
        L = self.layout
        g = self.geo()
        self.draw_pile(surface, self.draw_pos, self.draw_count, tr("Deck {n}", n=self.draw_count))
        self.draw_pile(surface, self.dead_pos, self.dead_count, tr("Dead {n}", n=self.dead_count), messy=True)
        self.draw_centre(surface)
        self.draw_plate_marks(surface)
        viewer_hand = set(map(id, self.viewer_hand()))
        resting, flying, mine = [], [], []
        placed = set()
        for seat in range(self.n):
            hand = self.hands[seat]
            if hand and hand is not self.viewer_hand() and not any(c.moving for c in hand):
                self.draw_mini_fan(surface, seat, len(hand))  # one cached picture of the backs
                placed.update(map(id, hand))
                hand = []
            for c in self.stacks[seat] + hand + ([self.chosen[seat]] if self.chosen[seat] else []):
                placed.add(id(c))
                if c.moving:
                    flying.append(c)
                elif id(c) in viewer_hand:
                    mine.append(c)
                else:
                    resting.append(c)
        for c in self.cards:
            if id(c) not in placed and not self.is_extra(c):
                flying.append(c)
        for c in resting:
            self.draw_card(surface, c)
        self.draw_hand_counts(surface)
        self.draw_markers(surface)
        playable = self.human_to_act() and not self.handover_due()
        for c in mine:
            if playable and self.card_action(c) is not None:
                c.glow = PLAY_GLOW
            elif c.glow == PLAY_GLOW:
                c.glow = None
            self.draw_card(surface, c)
        self.draw_hand_label(surface)
        for c in flying:
            self.draw_card(surface, c)
        r = g["chip_r"]
        for f in self.flights:
            f.draw(surface, r)
        for text, colour, (x, y), age in self.floats:
            img = self.app.text.render(text, L.font_size(20), colour, bold=True)
            k = age / FLOAT_TIME
            img2 = img.copy()
            img2.set_alpha(int(255 * (1 - k * k)))
            blit_centered(surface, img2, (x, y - scaled(8, L.scale) - k * scaled(36, L.scale)))

    def is_extra(self, c) -> bool:
        """Cards a game draws itself in :meth:`draw_centre` (Goblin's Poker's centre)."""
        return False

    def draw_centre(self, surface) -> None:
        self.draw_pot(surface)

    def draw_markers(self, surface) -> None:
        """A game's markers on the table (the first-player button, the smallest stack)."""

    def marker(self, surface, seat: int, text: str, colour) -> None:
        """A round badge on the top edge of ``seat``'s plate."""
        L = self.layout
        s = L.scale
        p = L.spot(seat).plate
        img = self.app.text.render(text, L.font_size(11), (30, 26, 18), bold=True)
        rad = max(scaled(12, s), img.get_width() // 2 + scaled(4, s))
        c = (p.left - rad // 2, p.top)
        key = ("marker", rad, colour)
        g = self._panel_cache.get(key)
        if g is None:
            g = self._panel_cache[key] = glow((2 * rad, 2 * rad), colour, scaled(4, s), scaled(8, s))
        surface.blit(g, g.get_rect(center=c))
        pygame.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 2), rad)
        pygame.draw.circle(surface, colour, c, rad)
        pygame.draw.circle(surface, (90, 70, 30), c, rad, width=1)
        blit_centered(surface, img, c)
