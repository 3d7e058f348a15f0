"""Blackstone's events as steps on its table (the session's shared ones are the kit's
:mod:`~...table.chip_events`): the stakes slide out, the first cards are dealt, a tie for
the lowest card deals its tie cards (pairs kept), extra tens go back into the pile, the
white stones go to the middle; a take deals its cards one at a time (white to the middle,
black to the taker), a bust is held up with a glow, and the stakes, fines and pot slide
between the players and the pot."""

from __future__ import annotations

from ...anim import Do, Settle, Wait
from ...render import GOLD, INK
from ...table.log import Joined, Msg, Plural

BLACK = 10
BUST_GLOW = (255, 80, 70)
TIE_GLOW = (140, 200, 255)
FIRST_GLOW = (255, 204, 90)
LOG_DIM = (150, 170, 160)
LOG_PAY = (246, 206, 120)
LOG_BUST = (240, 140, 120)
FRESH_DECK = 55  # cards in the deck of a new hand


def counted(t, seat: int, n: int, third_one: str, third_other: str, second_one: str, second_other: str,
            **fields) -> Plural:
    """A sentence about ``n`` cards of ``seat`` (by name, or "you"), singular or plural."""
    if t.seats.you(seat):
        return Plural(second_one, second_other, n, **fields)
    return Plural(third_one, third_other, n, name=t.seats.ref(seat), **fields)


class StoneHandlers:
    def __init__(self, table) -> None:
        self.t = table

    def handlers(self) -> dict:
        return {kind: getattr(self, kind) for kind in (
            "stakes", "hand_start", "deal", "tie", "tie_card", "tie_no_card", "first_player", "tens_returned",
            "draw_shuffle", "white_stones", "take", "bust", "stakes_returned")} | {"pass": self.pass_}

    # ---- a new hand ---------------------------------------------------------------------------------
    def stakes(self, ev) -> None:
        t, d = self.t, ev.data
        seats, amount = d["seats"], d["amount"]

        def sweep():
            t.clear_glow()
            t.say(None)
            t.pic.active = None
            for s in range(t.n):
                for c in t.pic.rows[s]:
                    t.to_draw(c, t.t(0.35))
                t.pic.rows[s] = []
            for i, rank in enumerate(t.pic.middle[-4:]):
                c = t.card_vis(str(rank), t.middle_pos, face_up=True)
                c.send(t.layout.draw_pile, None, False, t.t(0.35 + 0.05 * i), t.drop)
            t.pic.middle = []
            t.pic.W = 0
            t.pic.passed = [False] * t.n
            t.pic.busted = None
            t.pic.winners = []
            t.pic.n_last = 0
            t.touch()

        def stake():
            for s in seats:
                t.pic.chips_shown[s] -= amount

                def arrived(s=s):
                    t.pic.stakes[s] = amount
                    t.touch()
                t.chips.moves.fly(amount, t.chips.plate_point(s), t.stake_spot(s), t.t(0.4), arrived)
            t.touch()

        def sync():
            t.pic.draw_count = FRESH_DECK
            t.touch()

        t.queue.add(Settle(), Do(sweep), Settle(), Do(sync), Do(stake), Settle())

    def hand_start(self, ev) -> None:
        t, d = self.t, ev.data

        def begin():
            t.pic.hand_no = d["hand"]
            t.pic.dealer = d["dealer"]
            t.add_log(t.phrase(d["dealer"], "Hand {n}: {name} deals.", "Hand {n}: you deal.", n=d["hand"]), LOG_DIM)

        t.queue.add(Do(begin))

    def deal(self, ev) -> None:
        t = self.t
        t.queue.add(Do(lambda: t.to_row(ev.seat, ev.data["rank"])), Wait(t.t(0.14)))

    # ---- the first player ------------------------------------------------------------------------------
    def tie(self, ev) -> None:
        t, seats = self.t, ev.data["seats"]

        def show():
            for s in seats:
                for c in t.pic.rows[s]:
                    c.glow = TIE_GLOW
            names = t.seats.names(seats)
            t.say(Msg("Tie for low: {names}", names=names), TIE_GLOW)
            t.add_log(Msg("{names} tie for the lowest card: tie cards are dealt (pairs are kept).", names=names), INK)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.7)))

    def tie_card(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]

        def deal():
            for c in t.pic.rows[seat]:
                c.glow = None
            t.to_row(seat, rank, TIE_GLOW)
            t.add_log(t.phrase(seat, "{name} gets a tie card: {rank}.", "You get a tie card: {rank}.", rank=rank),
                      LOG_DIM)

        t.queue.add(Do(deal), Settle(), Wait(t.t(0.25)))

    def tie_no_card(self, ev) -> None:
        t = self.t
        winner = t.seats.ref(ev.data["winner"])
        t.queue.add(Do(lambda: t.add_log(Msg("No card is left to break the tie: {name} wins it.", name=winner), INK)))

    def first_player(self, ev) -> None:
        t, seat = self.t, ev.seat

        def show():
            t.clear_glow()
            if t.pic.rows[seat]:
                t.pic.rows[seat][-1].glow = FIRST_GLOW
            t.say(t.phrase(seat, "{name} goes first", "You go first"), GOLD)
            t.add_log(t.phrase(seat, "{name} has the lowest card and goes first.",
                               "You have the lowest card and go first."), INK)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.7)))

    def tens_returned(self, ev) -> None:
        t, returned = self.t, ev.data["returned"]

        def back():
            for s, k in enumerate(returned):
                if not k:
                    continue
                tens = [c for c in t.pic.rows[s] if c.tag == BLACK]
                for c in tens[1:1 + k]:
                    t.pic.rows[s].remove(c)
                    t.to_draw(c, t.t(0.45))
                t.place_row(s, t.move_time)
                t.add_log(t.phrase(s, "{name} holds {k} extra ten(s): back into the draw pile.",
                                   "You hold {k} extra ten(s): back into the draw pile.", k=k), LOG_DIM)
            t.say(Msg("Extra tens go back into the pile"), GOLD)

        t.queue.add(Settle(), Do(back), Settle(), Wait(t.t(0.3)))

    def draw_shuffle(self, ev) -> None:
        t = self.t

        def shuffle():
            t.add_log(Msg("The draw pile is shuffled."), LOG_DIM)
            x, y = t.layout.draw_pile
            cw = t.layout.card[0]
            for i in range(4):
                c = t.card_vis("1", (x, y), face_up=False)
                side = -1 if i % 2 else 1
                c.send((x + side * cw * 0.55, y - 4 * i), None, None, t.t(0.18),
                       lambda card: card.send((x, y), None, None, t.t(0.2), t.drop))

        def sync():
            t.pic.draw_count = ev.data["count"]
            t.touch()

        t.queue.add(Do(shuffle), Settle(), Do(sync))

    def white_stones(self, ev) -> None:
        t = self.t

        def move():
            t.clear_glow()
            t.say(None)
            for s in range(t.n):
                for c in [c for c in t.pic.rows[s] if c.tag != BLACK]:
                    t.pic.rows[s].remove(c)
                    t.to_middle(c)
                t.place_row(s, t.move_time)
            t.add_log(Msg("The white stones go to the middle: W = {w}.", w=ev.data["W"]), LOG_DIM)

        def sync():
            t.pic.W = ev.data["W"]
            t.touch()

        t.queue.add(Settle(), Do(move), Settle(), Do(sync), Wait(t.t(0.2)))

    # ---- a turn -------------------------------------------------------------------------------------------
    def take(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        n, cards, bust = d["n"], d["cards"], d["bust"]

        def announce():
            t.pic.active = seat
            t.clear_glow()
            t.say(counted(t, seat, n, "{name} takes {n} card", "{name} takes {n} cards", "You take {n} card",
                          "You take {n} cards"), GOLD)
            dealt = ", ".join(str(c) for c in cards)
            text = counted(t, seat, n, "{name} takes {n} card: {cards}.", "{name} takes {n} cards: {cards}.",
                           "You take {n} card: {cards}.", "You take {n} cards: {cards}.", cards=dealt)
            if bust:
                text = Joined(text, Msg("({k} of {n} dealt: a second black stone.)", k=len(cards), n=n))
            t.add_log(text, INK)

        steps = [Settle(), Do(announce), Wait(t.t(0.25))]
        for rank in cards:
            def one(rank=rank):
                if rank == BLACK:
                    t.to_row(seat, rank)
                else:
                    t.to_middle(t.spawn_at_draw(rank))
            steps += [Do(one), Wait(t.t(0.2 if len(cards) < 8 else 0.12))]
        steps.append(Settle())
        if bust:
            def show_bust():
                for c in t.pic.rows[seat]:
                    if c.tag == BLACK:
                        c.glow = BUST_GLOW
                t.pic.busted = seat
                t.say(t.phrase(seat, "{name} busts!", "You bust!"), BUST_GLOW)
            steps += [Do(show_bust), Wait(t.t(1.0))]
        else:
            def done():
                t.pic.n_last = n
                t.say(None)
            steps.append(Do(done))
        t.queue.add(*steps)

    def pay(self, ev, what: str) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        stake, paid, fine = d["stake"], d["paid"], d["fine"]

        def pay():
            t.pic.active = seat
            fields = dict(total=stake + paid, stake=stake, fine=paid)
            if what == "pass":
                t.pic.passed[seat] = True
                t.say(t.phrase(seat, "{name} passes: {cost}", "You pass: {cost}", cost=stake + paid), GOLD)
                text = t.phrase(seat, "{name} passes and pays {total} (stake {stake} + fine {fine}).",
                                "You pass and pay {total} (stake {stake} + fine {fine}).", **fields)
            else:
                text = t.phrase(seat, "{name} busts and pays {total} (stake {stake} + {fine} for the white stones).",
                                "You bust and pay {total} (stake {stake} + {fine} for the white stones).", **fields)
            if paid < fine:
                text = Joined(text, Msg("({k} forgiven: no chips left.)", k=fine - paid))
            t.add_log(text, LOG_BUST if what == "bust" else LOG_PAY)
            t.pic.stakes[seat] = 0
            t.chips.to_pot(seat, stake, start=t.stake_spot(seat))
            t.chips.to_pot(seat, paid, 0.1)

        t.queue.add(Settle(), Do(pay), Settle(), Wait(t.t(0.3)))

    def pass_(self, ev) -> None:
        self.pay(ev, "pass")

    def bust(self, ev) -> None:
        self.pay(ev, "bust")

    def stakes_returned(self, ev) -> None:
        t = self.t

        def back():
            for s in ev.data["seats"]:
                amount = t.pic.stakes[s]
                t.pic.stakes[s] = 0

                def arrive(s=s, amount=amount):
                    t.pic.chips_shown[s] += amount
                    t.touch()
                t.chips.moves.fly(amount, t.stake_spot(s), t.chips.plate_point(s), t.t(0.45), arrive)

        t.queue.add(Settle(), Do(back), Settle())
