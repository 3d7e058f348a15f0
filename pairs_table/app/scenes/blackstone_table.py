"""The Blackstone table: open information, no privacy screens.

In front of each player: their black stones (tens) and their 5-chip stake. In the middle:
the draw pile, the white stones with their count ``W``, and the pot. The side panel shows
the minimum take ``M``, the pass cost ``5 + ceil(W/2)`` and the bust cost ``5 + W`` beside
a take-N control (``-`` / ``+`` buttons or the arrow keys, digits to type N; it offers only
the engine's legal N, from ``M`` to ``max(M, D)``) and the Pass button.

Every movement comes from an engine event (``blackstone`` module docstring): the stakes
slide out, the first cards are dealt, a LOW-TIE deals its tie cards (pairs kept), extra
tens go back into the pile, the white stones go to the middle; a take deals its cards one
at a time (white to the middle, black to the taker), a bust is held up with a glow, and
the stakes, fines and pot slide between the players and the pot.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ...ai.odds import bust_probabilities
from ..anim import Do, Settle, Wait
from ..table.chips import ChipFlight, draw_pile as draw_chips
from ..i18n import tr
from ..layout import scaled
from ..table.geometry import inside_ellipse
from ..render import GOLD, INK, INK_DIM, INK_FAINT, RED, blit_centered, rounded_panel
from ..widgets import button, retext
from ..table.chip_session import ChipSessionMixin, start_bankrolls
from .table import TableScene

BUST_GLOW = (255, 80, 70)
TIE_GLOW = (140, 200, 255)
FIRST_GLOW = (255, 204, 90)
WIN_GLOW = (130, 230, 150)
LOG_DIM = (150, 170, 160)
LOG_PAY = (246, 206, 120)
LOG_BUST = (240, 140, 120)
LOG_WIN = (150, 225, 165)
BLACK = 10
MIDDLE_SHOWN = 6  # white stones drawn on the middle heap
MIDDLE_ANGLES = (-9, 7, -4, 10, -7, 3, -11, 5)


class BlackstoneTableScene(ChipSessionMixin, TableScene):
    def __init__(self, app, config) -> None:
        if getattr(app.settings, "colour_blind_deck", False):
            self.deck = "pairs_cb"
        self.take_n = 1
        self._digits = ""
        self._digit_time = 0.0
        self.minus_button = self.plus_button = self.take_button = None
        self._geo = None
        self._geo_key = None
        self.flights: list[ChipFlight] = []
        self._pile_version = 0
        super().__init__(app, config)
        self.reset_picture()

    # ---- the game ------------------------------------------------------------------------------
    def reset_picture(self) -> None:
        super().reset_picture()
        n = self.n
        self.rows: list[list] = [[] for _ in range(n)]
        self.middle: list[int] = []  # ranks of the white stones on the middle heap
        self.W = 0
        self.draw_count = 55
        self.chips = start_bankrolls(self.state)
        self.stakes = [0] * n
        self.pot = self.state.result()["pot"]
        self.passed = [False] * n
        self.busted: int | None = None
        self.out = [False] * n  # left the session (busted or could not post the stake)
        self.in_hand = [False] * n
        self.n_last = 0
        self.hand_no = 0
        self.dealer = None
        self.flights = []
        self.winners: list[int] = []

    # ---- geometry ------------------------------------------------------------------------------------
    @property
    def chip_r(self) -> int:
        return max(6, int(self.layout.card[0] * 0.2))

    def geo(self) -> dict:
        """Where the stakes and the pot sit for this layout (free felt near each plate)."""
        L = self.layout
        key = (L.size, self.n)
        if self._geo_key == key:
            return self._geo
        cw, ch = L.card
        s = L.scale
        r = self.chip_r
        gap = scaled(10, s)
        pw, ph = 2 * r + 6, int(r * 1.1) + 6 * max(2, r // 4) + scaled(18, s)
        rows = []
        for spot in L.seats:
            width = int(cw + cw * 0.4 * 2)
            cx, cy = spot.stack_center(width)
            box = pygame.Rect(0, 0, width, ch)
            box.center = (int(cx), int(cy))
            rows.append(box)
        plates = [spot.plate for spot in L.seats]
        centre = L.centre.inflate(scaled(12, s), scaled(12, s))
        # the pot: above the middle, else beside it
        pot_size = (6 * (2 * r) + scaled(70, s), ph + scaled(6, s))
        pot_candidates = [(centre.centerx, centre.top - gap - pot_size[1] // 2),
                          (centre.right + gap + pot_size[0] // 2, centre.centery),
                          (centre.left - gap - pot_size[0] // 2, centre.centery)]
        obstacles = plates + rows + [centre]
        pot_rect = self._first_free(pot_candidates, pot_size, obstacles, L.felt)
        stakes = []
        obstacles = obstacles + [pot_rect]
        for i, spot in enumerate(L.seats):
            p = spot.plate
            row = rows[i]
            cands = [(row.right + gap + pw // 2, row.centery), (row.left - gap - pw // 2, row.centery),
                     (p.right + gap + pw // 2, p.centery), (p.left - gap - pw // 2, p.centery),
                     (p.centerx, p.top - gap - ph // 2), (p.centerx, p.bottom + gap + ph // 2)]
            rect = self._first_free(cands, (pw, ph), obstacles, L.felt)
            stakes.append(rect)
            obstacles = obstacles + [rect]
        self._geo = {"pot": pot_rect, "stakes": stakes, "rows": rows}
        self._geo_key = key
        return self._geo

    @staticmethod
    def _first_free(candidates, size, obstacles, felt) -> pygame.Rect:
        rects = []
        for c in candidates:
            r = pygame.Rect(0, 0, int(size[0]), int(size[1]))
            r.center = (int(c[0]), int(c[1]))
            rects.append(r)
            corners = (r.topleft, r.topright, r.bottomleft, r.bottomright)
            if all(inside_ellipse(p, felt) for p in corners) and not any(r.colliderect(o) for o in obstacles):
                return r
        return rects[0]

    def stake_spot(self, seat: int) -> tuple[int, int]:
        """Midbottom of a seat's stake pile."""
        r = self.geo()["stakes"][seat]
        return r.centerx, r.bottom - scaled(18, self.layout.scale)

    def pot_spot(self) -> tuple[int, int]:
        r = self.geo()["pot"]
        return r.centerx, r.bottom - scaled(4, self.layout.scale)

    def plate_spot(self, seat: int) -> tuple[int, int]:
        p = self.layout.spot(seat).plate
        return p.centerx, p.centery + self.chip_r // 2

    @property
    def middle_pos(self):
        x, y = self.layout.discard_pile
        return x + self.layout.card[0] * 0.3, y

    # ---- cards ---------------------------------------------------------------------------------
    def place_row(self, seat: int, duration: float) -> None:
        positions = self.layout.spot(seat).stack_positions(len(self.rows[seat]))
        ch = self.layout.card[1]
        for c, pos in zip(self.rows[seat], positions):
            if c.on_arrive is None or not c.moving:
                c.send(pos, ch, True, duration)

    def place_cards(self, duration: float = 0.0) -> None:
        self._geo_key = None
        for seat in range(self.n):
            self.place_row(seat, duration)

    def spawn_at_draw(self, rank: int):
        self.draw_count = max(0, self.draw_count - 1)
        c = self.card_vis(str(rank), self.layout.draw_pile, face_up=False)
        c.tag = rank
        return c

    def to_row(self, seat: int, rank: int, glow=None):
        c = self.spawn_at_draw(rank)
        c.glow = glow
        self.rows[seat].append(c)
        self.place_row(seat, self.move_time)
        self.touch()
        return c

    def to_middle(self, c) -> None:
        def arrived(card):
            self.drop(card)
            self.middle.append(card.tag)
            self.W += 1
            self.touch()

        c.glow = None
        c.send(self.middle_pos, self.layout.card[1], True, self.move_time, arrived)

    def to_draw(self, c, duration=None) -> None:
        def arrived(card):
            self.drop(card)
            self.draw_count += 1
            self.touch()

        c.glow = None
        c.send(self.layout.draw_pile, self.layout.card[1], False,
               self.move_time if duration is None else duration, arrived)

    def clear_glow(self) -> None:
        for c in self.cards:
            c.glow = None

    # ---- chips -----------------------------------------------------------------------------------
    def fly(self, amount: int, start, end, on_arrive=None, duration=None) -> None:
        if amount <= 0:
            if on_arrive is not None:
                on_arrive()
            return
        d = self.t(0.45) if duration is None else duration
        self.flights.append(ChipFlight(amount, start, end, d, on_arrive))
        self.touch()

    def _cards_moving(self) -> bool:
        return any(f.moving for f in getattr(self, "flights", ())) or super()._cards_moving()

    def update(self, dt: float) -> None:
        if self.flights:
            for f in list(self.flights):
                f.update(dt)
            self.flights = [f for f in self.flights if f.moving]
        if self._digits and self.clock - self._digit_time > 1.2:
            self._digits = ""
        super().update(dt)

    def _settle_instant(self, dt: float) -> None:
        super()._settle_instant(dt)
        for f in list(self.flights):
            f.update(dt)
        self.flights = [f for f in self.flights if f.moving]

    # ---- events to steps ---------------------------------------------------------------------------
    def feed(self, events) -> None:
        for ev in events:
            handler = getattr(self, f"_on_{ev.kind}", None)
            if handler is not None:
                handler(ev.seat, ev.data)

    def _on_stakes(self, seat, d) -> None:
        seats, amount = d["seats"], d["amount"]

        def sweep():
            self.clear_glow()
            self.say(None)
            self.active = None
            for s_ in range(self.n):
                for c in self.rows[s_]:
                    self.to_draw(c, self.t(0.35))
                self.rows[s_] = []
            if self.middle:
                for i, rank in enumerate(self.middle[-4:]):
                    c = self.card_vis(str(rank), self.middle_pos, face_up=True)
                    c.send(self.layout.draw_pile, None, False, self.t(0.35 + 0.05 * i), self.drop)
            self.middle = []
            self.W = 0
            self.draw_count = 55 - sum(len(r) for r in self.rows)
            self.passed = [False] * self.n
            self.busted = None
            self.winners = []
            self.n_last = 0
            self.in_hand = [s_ in seats for s_ in range(self.n)]
            self.touch()

        def stake():
            for s_ in seats:
                self.chips[s_] -= amount

                def arrived(s_=s_):
                    self.stakes[s_] = amount
                    self.touch()
                self.fly(amount, self.plate_spot(s_), self.stake_spot(s_), arrived, self.t(0.4))

        def sync():
            self.draw_count = 55
            self.touch()

        self.queue.add(Settle(), Do(sweep), Settle(), Do(sync), Do(stake), Settle())

    def _on_hand_start(self, seat, d) -> None:
        def begin():
            self.hand_no = d["hand"]
            self.dealer = d["dealer"]
            self.add_log(self.phrase(d["dealer"], "Hand {n}: {name} deals.", "Hand {n}: you deal.", n=d["hand"]),
                         LOG_DIM)

        self.queue.add(Do(begin))

    def _on_deal(self, seat, d) -> None:
        self.queue.add(Do(lambda: self.to_row(seat, d["rank"])), Wait(self.t(0.14)))

    def _on_tie(self, seat, d) -> None:
        seats = d["seats"]

        def show():
            for s_ in seats:
                for c in self.rows[s_]:
                    c.glow = TIE_GLOW
            names = self.names_text(seats)
            self.say(tr("Tie for low: {names}", names=names), TIE_GLOW)
            self.add_log(tr("{names} tie for the lowest card: tie cards are dealt (pairs are kept).", names=names), INK)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.7)))

    def _on_tie_card(self, seat, d) -> None:
        def deal():
            for c in self.rows[seat]:
                c.glow = None
            self.to_row(seat, d["rank"], TIE_GLOW)
            self.add_log(self.phrase(seat, "{name} gets a tie card: {rank}.", "You get a tie card: {rank}.",
                                     rank=d["rank"]), LOG_DIM)

        self.queue.add(Do(deal), Settle(), Wait(self.t(0.25)))

    def _on_tie_no_card(self, seat, d) -> None:
        self.queue.add(Do(lambda: self.add_log(
            tr("No card is left to break the tie: {name} wins it.", name=self.name(d["winner"])), INK)))

    def _on_first_player(self, seat, d) -> None:
        def show():
            self.clear_glow()
            if self.rows[seat]:
                self.rows[seat][-1].glow = FIRST_GLOW
            self.say(self.phrase(seat, "{name} goes first", "You go first"), GOLD)
            self.add_log(self.phrase(seat, "{name} has the lowest card and goes first.",
                                     "You have the lowest card and go first."), INK)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.7)))

    def _on_tens_returned(self, seat, d) -> None:
        returned = d["returned"]

        def back():
            for s_, k in enumerate(returned):
                if not k:
                    continue
                tens = [c for c in self.rows[s_] if c.tag == BLACK]
                for c in tens[1:1 + k]:
                    self.rows[s_].remove(c)
                    self.to_draw(c, self.t(0.45))
                self.place_row(s_, self.move_time)
                self.add_log(self.phrase(s_, "{name} holds {k} extra ten(s): back into the draw pile.",
                                         "You hold {k} extra ten(s): back into the draw pile.", k=k), LOG_DIM)
            self.say(tr("Extra tens go back into the pile"), GOLD)

        self.queue.add(Settle(), Do(back), Settle(), Wait(self.t(0.3)))

    def _on_draw_shuffle(self, seat, d) -> None:
        def shuffle():
            self.add_log(tr("The draw pile is shuffled."), LOG_DIM)
            x, y = self.layout.draw_pile
            cw = self.layout.card[0]
            for i in range(4):
                c = self.card_vis("1", (x, y), face_up=False)
                side = -1 if i % 2 else 1
                c.send((x + side * cw * 0.55, y - 4 * i), None, None, self.t(0.18),
                       lambda card: card.send((x, y), None, None, self.t(0.2), self.drop))

        def sync():
            self.draw_count = d["count"]
            self.touch()

        self.queue.add(Do(shuffle), Settle(), Do(sync))

    def _on_white_stones(self, seat, d) -> None:
        def move():
            self.clear_glow()
            self.say(None)
            k = 0
            for s_ in range(self.n):
                whites = [c for c in self.rows[s_] if c.tag != BLACK]
                for c in whites:
                    self.rows[s_].remove(c)
                    self.to_middle(c)
                    k += 1
                self.place_row(s_, self.move_time)
            self.add_log(tr("The white stones go to the middle: W = {w}.", w=d["W"]), LOG_DIM)

        def sync():
            self.W = d["W"]
            self.touch()

        self.queue.add(Settle(), Do(move), Settle(), Do(sync), Wait(self.t(0.2)))

    def _on_take(self, seat, d) -> None:
        n, cards, bust = d["n"], d["cards"], d["bust"]

        def announce():
            self.active = seat
            self.clear_glow()
            self.say(self.phrase(seat, "{name} takes {n}", "You take {n}", n=n), GOLD)
            dealt = ", ".join(str(c) for c in cards)
            text = self.phrase(seat, "{name} takes {n}: {cards}.", "You take {n}: {cards}.", n=n, cards=dealt)
            if bust:
                text += " " + tr("({k} of {n} dealt: a second black stone.)", k=len(cards), n=n)
            self.add_log(text, INK)

        steps = [Settle(), Do(announce), Wait(self.t(0.25))]
        for rank in cards:
            def one(rank=rank):
                if rank == BLACK:
                    self.to_row(seat, rank)
                else:
                    c = self.spawn_at_draw(rank)
                    self.to_middle(c)
            steps += [Do(one), Wait(self.t(0.2 if len(cards) < 8 else 0.12))]
        steps.append(Settle())
        if bust:
            def show_bust():
                for c in self.rows[seat]:
                    if c.tag == BLACK:
                        c.glow = BUST_GLOW
                self.busted = seat
                self.say(self.phrase(seat, "{name} busts!", "You bust!"), BUST_GLOW)
            steps += [Do(show_bust), Wait(self.t(1.0))]
        else:
            def done():
                self.n_last = n
                self.say(None)
            steps.append(Do(done))
        self.queue.add(*steps)

    def _pay_steps(self, seat, d, what: str) -> None:
        stake, paid, fine = d["stake"], d["paid"], d["fine"]

        def pay():
            self.active = seat
            if what == "pass":
                self.passed[seat] = True
                self.say(self.phrase(seat, "{name} passes: {cost}", "You pass: {cost}", cost=stake + paid), GOLD)
                text = self.phrase(seat, "{name} passes and pays {total} (stake {stake} + fine {fine}).",
                                   "You pass and pay {total} (stake {stake} + fine {fine}).",
                                   total=stake + paid, stake=stake, fine=paid)
            else:
                text = self.phrase(seat, "{name} busts and pays {total} (stake {stake} + {fine} for the white stones).",
                                   "You bust and pay {total} (stake {stake} + {fine} for the white stones).",
                                   total=stake + paid, stake=stake, fine=paid)
            if paid < fine:
                text += " " + tr("({k} forgiven: no chips left.)", k=fine - paid)
            self.add_log(text, LOG_BUST if what == "bust" else LOG_PAY)
            self.stakes[seat] = 0
            self.chips[seat] -= paid

            def landed(k):
                def arrive():
                    self.pot += k
                    self.touch()
                return arrive
            self.fly(stake, self.stake_spot(seat), self.pot_spot(), landed(stake))
            self.fly(paid, self.plate_spot(seat), self.pot_spot(), landed(paid), self.t(0.55))

        self.queue.add(Settle(), Do(pay), Settle(), Wait(self.t(0.3)))

    def _on_pass(self, seat, d) -> None:
        self._pay_steps(seat, d, "pass")

    def _on_bust(self, seat, d) -> None:
        self._pay_steps(seat, d, "bust")

    def _on_stakes_returned(self, seat, d) -> None:
        def back():
            for s_ in d["seats"]:
                amount = self.stakes[s_]
                self.stakes[s_] = 0

                def arrive(s_=s_, amount=amount):
                    self.chips[s_] += amount
                    self.touch()
                self.fly(amount, self.stake_spot(s_), self.plate_spot(s_), arrive)

        self.queue.add(Settle(), Do(back), Settle())

    def _on_pot_won(self, seat, d) -> None:
        amount = d["amount"]

        def win():
            self.winners = [seat]
            self.clear_glow()
            self.say(self.phrase(seat, "{name} wins the pot: {n}", "You win the pot: {n}", n=amount), WIN_GLOW)
            self.add_log(self.phrase(seat, "{name} is the last player in and takes the pot of {n}.",
                                     "You are the last player in and take the pot of {n}.", n=amount), LOG_WIN)
            self.pot = max(0, self.pot - amount)

            def arrive():
                self.chips[seat] += amount
                self.touch()
            self.fly(amount, self.pot_spot(), self.plate_spot(seat), arrive, self.t(0.7))

        self.queue.add(Settle(), Do(win), Settle(), Wait(self.t(1.0)))

    def _on_pot_split(self, seat, d) -> None:
        seats, share, rest = d["seats"], d["share"], d["remainder"]

        def split():
            self.winners = list(seats)
            names = self.names_text(seats)
            self.say(tr("{names} split the pot: {n} each", names=names, n=share), WIN_GLOW)
            text = tr("{names} share the pot: {n} each.", names=names, n=share)
            if rest:
                text += " " + tr("{k} stay in the pot for the next hand.", k=rest)
            self.add_log(text, LOG_WIN)
            self.pot = rest
            for s_ in seats:
                def arrive(s_=s_):
                    self.chips[s_] += share
                    self.touch()
                self.fly(share, self.pot_spot(), self.plate_spot(s_), arrive, self.t(0.7))

        self.queue.add(Settle(), Do(split), Settle(), Wait(self.t(1.2)))

    def _on_busted_out(self, seat, d) -> None:
        def out():
            self.out[seat] = True
            self.add_log(self.phrase(seat, "{name} has no chips left and is out of the session.",
                                     "You have no chips left and are out of the session."), RED)
        self.queue.add(Do(out))

    def _on_left_session(self, seat, d) -> None:
        def left():
            self.out[seat] = True
            self.add_log(self.phrase(seat, "{name} cannot post the stake and leaves with {n} chips.",
                                     "You cannot post the stake and leave with {n} chips.", n=d["chips"]), RED)
        self.queue.add(Do(left))

    def _on_session_over(self, seat, d) -> None:
        def over():
            self.active = None
            self.say(tr("The session is over"), GOLD)
            self.add_log(tr("The session is over."), GOLD)
            for s_, k in enumerate(d["shares"]):
                if k:
                    self.add_log(self.phrase(s_, "{name} gets {n} from the pot.", "You get {n} from the pot.", n=k),
                                 LOG_WIN)
                    self.fly(k, self.pot_spot(), self.plate_spot(s_))

        def sync():
            self.chips = list(d["chips"])
            self.pot = 0
            self.touch()

        self.queue.add(Settle(), Do(over), Settle(), Do(sync))

    # ---- the take control ----------------------------------------------------------------------------
    def take_range(self) -> tuple[int, int] | None:
        """The smallest and largest legal N for the human to act (from the engine's legal
        actions), or None."""
        decoded = (self.match.decode(a) for a in self.legal_for_human())
        ns = [fields["count"] for kind, fields in decoded if kind == "take"]
        return (min(ns), max(ns)) if ns else None

    def turn_view(self) -> dict | None:
        """The engine's view of the human to act (cached until the picture changes)."""
        if not self.human_to_act():
            return None
        key = (self.version, self.state.to_act)
        if getattr(self, "_view_key", None) != key:
            self._view = self.state.view(self.state.to_act)
            self._view_key = key
        return self._view

    def action_specs(self):
        view = self.turn_view()
        cost = view["pass_cost"] if view is not None else None
        label = tr("Pass: pay {n}  [P]", n=cost) if cost is not None else tr("Pass  [P]")
        return [("pass", label, pygame.K_p, "danger")]

    def build_ui(self) -> None:
        super().build_ui()
        L = self.layout
        s = L.scale
        p = L.panel
        pad = scaled(16, s)
        bh = scaled(46, s)
        gap = scaled(10, s)
        top = self._buttons_top
        y = top - gap - bh
        small = scaled(46, s)
        x = p.x + pad
        width = p.width - 2 * pad
        self.minus_button = button(self, (x, y, small, bh), "−", "quiet", tr("One card fewer  [←]"))
        self.take_button = button(self, (x + small + gap, y, width - 2 * (small + gap), bh), tr("Take"), "primary",
                                  tr("Take N cards  [Enter]"))
        self.plus_button = button(self, (x + width - small, y, small, bh), "+", "quiet", tr("One card more  [→]"))
        for b in (self.minus_button, self.take_button, self.plus_button):
            b.hide()
        self._take_row_top = y
        self._costs_top = y - scaled(48, s)
        self._buttons_top = self._costs_top
        self._ui_key = None
        self._take_key = None  # the row is new and hidden: show it as the turn is now

    def _refresh_buttons(self) -> None:
        super()._refresh_buttons()
        rng = self.take_range()
        key = ("take", rng, self.take_n)
        if key == getattr(self, "_take_key", None):
            return
        self._take_key = key
        row = (self.minus_button, self.take_button, self.plus_button)
        if rng is None or self.take_button is None:
            for b in row:
                if b is not None:
                    b.hide()
            return
        lo, hi = rng
        clamped = min(max(self.take_n, lo), hi)
        if clamped != self.take_n:
            self.take_n = clamped
            self.touch()
        for b in row:
            b.show()
        retext(self, self.take_button, tr("Take {n}  [Enter]", n=self.take_n), "primary")
        (self.minus_button.enable if self.take_n > lo else self.minus_button.disable)()
        (self.plus_button.enable if self.take_n < hi else self.plus_button.disable)()

    def set_take(self, n: int) -> None:
        rng = self.take_range()
        if rng is None:
            return
        self.take_n = min(max(n, rng[0]), rng[1])
        self.touch()

    def _start_turn_choice(self) -> None:
        """At a human's turn the control starts at the minimum take."""
        rng = self.take_range()
        if rng is not None:
            self.take_n = rng[0]

    def _after_action(self) -> None:
        super()._after_action()
        if self.human_to_act():
            self._start_turn_choice()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.minus_button:
                self.set_take(self.take_n - 1)
                return True
            if el is self.plus_button:
                self.set_take(self.take_n + 1)
                return True
            if el is self.take_button:
                self.human_action(f"take {self.take_n}")
                return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_LEFT, pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set_take(self.take_n - 1)
                return True
            if k in (pygame.K_RIGHT, pygame.K_UP, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set_take(self.take_n + 1)
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_t):
                n = self.take_n
                if self.take_range() is not None and self._digits:
                    n = int(self._digits)
                self._digits = ""
                self.human_action(f"take {n}")
                return True
            if pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
                digit = (k - pygame.K_0) if k <= pygame.K_9 else (k - pygame.K_KP0)
                self._digits = (self._digits + str(digit))[-2:]
                self._digit_time = self.clock
                rng = self.take_range()
                if rng is not None and int(self._digits) >= 1:
                    self.take_n = min(max(int(self._digits), rng[0]), rng[1])
                    self.touch()
                return True
        return super().handle(event)

    # ---- what the panel and plates show -----------------------------------------------------------------
    def plate_value(self, seat: int):
        return tr("{n} chips", n=self.chips[seat]), None

    def status_lines(self):
        st = self.state
        lines = [(tr("Blackstone · hand {n}", n=max(1, self.hand_no)), GOLD, 19, True)]
        if self.dealer is not None:
            lines.append((tr("Dealer: {name}", name=self.name(self.dealer)), INK_DIM, 14, False))
        lines.append((tr("White stones in the middle: W = {w}", w=self.W), INK, 14, False))
        lines.append((tr("Minimum take: M = {m}", m=max(1, self.n_last)), INK, 14, False))
        if st.is_over and self.idle:
            lines.append((tr("The session is over."), GOLD, 17, True))
        elif self.active is not None and not st.hand_over:
            seat = self.active
            if self.human_to_act():
                lines.append((tr("Your turn") if self.n_humans == 1 else tr("{name}'s turn", name=self.name(seat)),
                              GOLD, 18, True))
                view = self.turn_view()
                d = view["draw_size"]
                tens = view["draw_counts"][BLACK]
                lines.append((tr("The draw pile holds {d} cards, {t} of them black stones.", d=d, t=tens),
                              INK_DIM, 14, False))
                stones = view["stones"][seat]
                n = self.take_n
                odds = bust_probabilities(view["draw_counts"], stones, n)
                lines.append((tr("Taking {n} busts you {p:.0f}% of the time.", n=n, p=100 * odds[n]),
                              INK_DIM, 14, False))
            elif self.thinking == seat:
                lines.append((tr("{name} is thinking…", name=self.name(seat)), INK, 17, True))
            else:
                lines.append((tr("{name} to play", name=self.name(seat)), INK, 17, True))
        elif st.hand_over and not st.is_over:
            lines.append((tr("Hand over"), INK, 17, True))
        else:
            lines.append((tr("Dealing…"), INK_DIM, 17, True))
        return lines

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        """The make-up of the draw pile (public): a bar of white and black stones."""
        L = self.layout
        s = L.scale
        t = self.app.text
        key = ("pile", self.version if self.idle else self._pile_version)
        if self.idle:
            self._pile_version = self.version
        facts = self._panel_cache.get(key)
        if facts is None:
            v = self.state.view(self.bottom_seat)
            facts = (v["draw_size"], v["draw_counts"][BLACK])
            self._panel_cache = {k: val for k, val in self._panel_cache.items() if k[0] != "pile"}
            self._panel_cache[key] = facts
        d, tens = self.draw_count, facts[1]
        tens = min(tens, d)
        head = t.render(tr("Draw pile: {d} cards, {t} black stones", d=d, t=tens), L.font_size(13), INK_DIM)
        surface.blit(head, (x, y))
        y += head.get_height() + scaled(5, s)
        bar = pygame.Rect(x, y, width, scaled(10, s))
        pygame.draw.rect(surface, (226, 222, 206), bar, border_radius=scaled(4, s))
        if d:
            black = bar.copy()
            black.width = max(2, int(bar.width * tens / d)) if tens else 0
            black.x = bar.right - black.width
            if black.width:
                pygame.draw.rect(surface, (30, 30, 34), black, border_radius=scaled(4, s))
        y = bar.bottom + scaled(10, s)
        pygame.draw.line(surface, (70, 90, 80), (x, y), (x + width, y))
        return y + scaled(10, s)

    def draw_panel(self, surface) -> None:
        super().draw_panel(surface)
        view = self.turn_view()
        if view is None:
            return
        L = self.layout
        s = L.scale
        t = self.app.text
        x = L.panel.x + scaled(16, s)
        y = self._costs_top + scaled(4, s)
        size = L.font_size(14)
        line1 = tr("Pass: 5 + ⌈W/2⌉ = {c}", c=view["pass_cost"])
        line2 = tr("Bust: 5 + W ≥ {c} (W grows as whites come)", c=view["bust_cost"])
        surface.blit(t.render(line1, size, GOLD), (x, y))
        surface.blit(t.render(line2, size, (240, 150, 130)), (x, y + size + scaled(6, s)))

    def draw_plate(self, surface, seat: int) -> None:
        super().draw_plate(surface, seat)
        tag = None
        if self.out[seat]:
            tag = (tr("OUT"), INK_FAINT)
        elif self.busted == seat:
            tag = (tr("BUST"), BUST_GLOW)
        elif self.passed[seat]:
            tag = (tr("PASSED"), INK_DIM)
        elif seat in self.winners:
            tag = (tr("WINS"), WIN_GLOW)
        if tag is None:
            return
        L = self.layout
        s = L.scale
        plate = L.spot(seat).plate
        key = ("tag", tag, L.size)
        img = self._panel_cache.get(key)
        if img is None:
            text = self.app.text.render(tag[0], L.font_size(12), tag[1], bold=True)
            pad = scaled(6, s)
            img = rounded_panel((text.get_width() + 2 * pad, text.get_height() + scaled(2, s)), (10, 12, 12), 230,
                                scaled(6, s), tag[1] + (220,))
            img.blit(text, (pad, scaled(1, s)))
            self._panel_cache[key] = img
        surface.blit(img, img.get_rect(midbottom=(plate.centerx, plate.top + scaled(6, s))))

    # ---- drawing -------------------------------------------------------------------------------------------
    def _middle_card(self, rank: int, angle: int):
        ch = self.layout.card[1]
        key = ("mid", rank, angle, ch, self.deck)
        img = self._panel_cache.get(key)
        if img is None:
            sp = self.app.sprites
            face = sp.card(self.deck, str(rank), ch)
            card = pygame.Surface((face.get_width() + 8, ch + 8), pygame.SRCALPHA)
            card.blit(sp.shadow(face.get_size()), (2, 5))
            card.blit(face, (4, 3))
            img = self._panel_cache[key] = pygame.transform.rotozoom(card, angle, 1.0)
        return img

    def draw_middle(self, surface) -> None:
        L = self.layout
        x, y = self.middle_pos
        cw, ch = L.card
        s = L.scale
        shown = self.middle[-MIDDLE_SHOWN:]
        if not shown:
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (int(x), int(y))
            pygame.draw.rect(surface, (190, 230, 200), r, width=max(1, int(2 * s)), border_radius=max(3, ch // 14))
        start = len(self.middle) - len(shown)
        for i, rank in enumerate(shown):
            k = start + i
            angle = MIDDLE_ANGLES[k % len(MIDDLE_ANGLES)]
            dx = ((k * 7) % 5 - 2) * scaled(2, s)
            dy = ((k * 3) % 5 - 2) * scaled(2, s)
            img = self._middle_card(rank, angle)
            surface.blit(img, img.get_rect(center=(int(x + dx), int(y + dy))))
        label = self.app.text.render(tr("White W = {w}", w=self.W), L.font_size(15), INK, bold=True)
        blit_centered(surface, label, (x, y + ch / 2 + scaled(14, s)))

    def draw_chips(self, surface) -> None:
        L = self.layout
        s = L.scale
        r = self.chip_r
        t = self.app.text
        for seat in range(self.n):
            amount = self.stakes[seat]
            if amount:
                mb = self.stake_spot(seat)
                draw_chips(surface, amount, r, mb, ones=True)
                img = t.render(tr("stake {n}", n=amount), L.font_size(12), INK_DIM)
                blit_centered(surface, img, (mb[0], mb[1] + scaled(9, s)))
        mb = self.pot_spot()
        pile = draw_chips(surface, self.pot, r, mb)
        label = t.render(tr("Pot {n}", n=self.pot), L.font_size(16), GOLD, bold=True)
        if pile is None:
            blit_centered(surface, label, (mb[0], mb[1] - label.get_height() // 2))
        else:
            surface.blit(label, (pile.right + scaled(8, s), mb[1] - label.get_height()))
        for f in self.flights:
            f.draw(surface, r)

    def draw_table(self, surface) -> None:
        L = self.layout
        self.draw_pile(surface, L.draw_pile, self.draw_count, tr("Draw {n}", n=self.draw_count))
        self.draw_middle(surface)
        in_rows = {id(c) for row in self.rows for c in row}
        resting, flying = [], []
        for row in self.rows:
            for c in row:
                (flying if c.moving else resting).append(c)
        for c in resting:
            self.draw_card(surface, c)
        self.draw_chips(surface)
        for c in self.cards:
            if id(c) not in in_rows:
                flying.append(c)
        for c in flying:
            self.draw_card(surface, c)
