"""Goblin's Poker's own events as steps on its table (the shared ones are the kit's
:mod:`~...table.secret_events` and :mod:`~...table.chip_events`): ``round`` (the smallest
stack starts), ``play`` (a card face down to the centre), ``pass`` (the pot plus ``L``
paid), ``centre_shuffle`` (the centre gathered, shuffled in plain sight and replaced by
fresh, anonymous pictures), ``deal_back`` (one centre card face up onto its receiver's
stack) and ``centre_discarded``."""

from __future__ import annotations

from ...anim import Do, Settle, Wait
from ...render import GOLD, INK
from ...table.chip_table import pay_line
from ...table.hidden import HIDDEN
from ...table.log import Msg, Plural
from ...table.secret_events import FOLD_GLOW, LOG_DIM, LOG_PAY, TIE_GLOW


class GoblinsHandlers:
    def __init__(self, table) -> None:
        self.t = table

    def handlers(self) -> dict:
        return {"round": self.round, "play": self.play, "pass": self.pass_, "centre_shuffle": self.centre_shuffle,
                "deal_back": self.deal_back, "centre_discarded": self.centre_discarded}

    def round(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.round_no = d["round"]
            t.say(None)  # a new round: the last announcement is over
            t.pic.smallest = d["start"]
            t.clear_glow()
            t.add_log(t.phrase(d["start"], "Round {n} of 5: {name} has the smallest stack and starts.",
                               "Round {n} of 5: you have the smallest stack and start.", n=d["round"]), GOLD)
            t.touch()

        t.queue.add(Settle(), Do(show))

    def play(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, (ev.secret or {}).get("rank")

        def play():
            t.pic.active = seat
            c = t.secret.take_from_hand(seat, rank)
            t.secret.release(c)
            c.tag = None
            t.pic.centre.append(c)
            pos = t.centre.positions(len(t.pic.centre))[-1]

            def arrived(card):
                card.name = HIDDEN  # in the centre nobody can tell it from the others

            c.send(pos, t.layout.card[1] * 0.86, False, t.move_time, arrived)
            # the log stays on screen for the next player: only the one human hears the rank
            t.add_log(t.phrase(seat, "{name} plays a card face down.", "You play {rank} face down.", rank=rank), INK)
            t.touch()

        t.queue.add(Settle(), Do(play), Settle())

    def pass_(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data

        def pas():
            t.pic.active = seat
            t.say(t.phrase(seat, "{name} passes: pays {n}", "You pass: you pay {n}", n=d["paid"]), FOLD_GLOW)
            what = Msg("pot {pot} + L {low}", pot=d["pot"], low=d["L"])
            t.add_log(pay_line(t, seat, d["owed"], d["paid"], "{name} passes and pays {paid} ({what}).",
                               "You pass and pay {paid} ({what}).", what=what), LOG_PAY)
            t.chips.to_pot(seat, d["paid"])
            t.chips.float_text(seat, f"-{d['paid']}", FOLD_GLOW)

        t.queue.add(Settle(), Do(pas), Settle(), Wait(t.t(0.4)), Do(lambda: t.say(None)))

    def centre_shuffle(self, ev) -> None:
        t, d = self.t, ev.data
        order = d["order"]

        def gather():
            t.pic.smallest = order[0]
            t.pic.active = None
            t.say(Msg("The centre is shuffled"), GOLD)
            x, y = t.centre.point()
            for c in t.pic.centre:
                c.send((x, y), None, False, t.t(0.2))

        def swap(k):
            def go():
                x, y = t.centre.point()
                cw = t.layout.card[0]
                for i, c in enumerate(t.pic.centre):
                    side = 1 if (i + k) % 2 else -1
                    dx = side * cw * (0.35 + 0.1 * t.secret.fx_rng.random())
                    dy = (t.secret.fx_rng.random() - 0.5) * cw * 0.2
                    c.send((x + dx, y + dy), None, False, t.t(0.12))
            return go

        def regroup():
            x, y = t.centre.point()
            for c in t.pic.centre:
                t.drop(c)
            h = t.layout.card[1] * 0.86
            t.pic.centre = []
            for _ in range(d["count"]):  # fresh pictures: which card was whose is gone
                c = t.card_vis(HIDDEN, (x, y), face_up=False)
                c.h = h
                t.pic.centre.append(c)
            t.centre.place(t.t(0.15))
            t.add_log(t.phrase(order[0], "The {n} centre cards are shuffled and dealt from {name} (smallest stack).",
                               "The {n} centre cards are shuffled and dealt from you (smallest stack).",
                               n=d["count"]), LOG_DIM)

        t.queue.add(Settle(), Do(gather), Settle())
        for k in range(3):
            t.queue.add(Do(swap(k)), Settle(), Do(gather), Settle())
        t.queue.add(Do(regroup), Settle(), Wait(t.t(0.2)), Do(lambda: t.say(None)))

    def deal_back(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]

        def deal():
            c = t.pic.centre.pop(0) if t.pic.centre else t.card_vis(HIDDEN, t.centre.point(), face_up=False)
            c.glow = TIE_GLOW
            t.secret.to_stack(seat, c, rank)
            t.add_log(t.phrase(seat, "{name} is dealt {rank}.", "You are dealt {rank}.", rank=rank), INK)

        t.queue.add(Do(deal), Settle(), Wait(t.t(0.15)), Do(t.clear_glow))

    def centre_discarded(self, ev) -> None:
        t = self.t

        def away():
            for c in t.pic.centre:
                t.secret.to_dead(c)
            t.pic.centre = []
            t.add_log(Plural("{n} undealt centre card goes to the dead cards unseen.",
                             "{n} undealt centre cards go to the dead cards unseen.", ev.data["count"]), LOG_DIM)

        t.queue.add(Settle(), Do(away), Settle())
