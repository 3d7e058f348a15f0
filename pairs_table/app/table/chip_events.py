"""The session events every chip game shares, as steps on a chip game's table (its picture
and its :class:`~.chip_table.ChipPart`):
a pot won by the last player in, a pot split between survivors, a player busted or gone
for want of chips, the session's end with the pot shared out. The chip part registers
:meth:`ChipEvents.handlers`; ``fee`` names what a player could not post
(an ante, a stake)."""

from __future__ import annotations

from ..anim import Do, Settle, Wait
from ..render import GOLD, RED
from .log import Joined, Msg, Plural

LOG_WIN = (150, 230, 160)
WIN_GLOW = (130, 230, 150)


class ChipEvents:
    def __init__(self, table, fee: str = "ante") -> None:
        self.t = table
        self.fee = fee

    def handlers(self) -> dict:
        return {"pot_won": self.pot_won, "pot_split": self.pot_split, "busted_out": self.busted_out,
                "left_session": self.left_session, "session_over": self.session_over}

    def pot_won(self, ev) -> None:
        t, seat, amount = self.t, ev.seat, ev.data["amount"]

        def win():
            t.clear_glow()
            t.pic.active = None
            t.pic.winners = [seat]
            t.say(t.phrase(seat, "{name} wins the pot: {n}", "You win the pot: {n}", n=amount), WIN_GLOW)
            t.add_log(t.phrase(seat, "{name} is the last one in and wins {n} chips.",
                               "You are the last one in and win {n} chips.", n=amount), LOG_WIN)
            t.chips.from_pot(seat, amount, 0.7)
            t.chips.float_text(seat, f"+{amount}", LOG_WIN)

        t.queue.add(Settle(), Do(win), Settle(), Do(t.chips.sync), Wait(t.t(1.2)))

    def pot_split(self, ev) -> None:
        t, d = self.t, ev.data

        def split():
            t.pic.active = None
            t.pic.winners = list(d["seats"])
            names = t.seats.names(d["seats"])
            t.say(Msg("{names} split the pot: {n} each", names=names, n=d["share"]), WIN_GLOW)
            text = Msg("{names} survive and split the pot: {n} each.", names=names, n=d["share"])
            if d["remainder"]:
                text = Joined(text, Plural("{n} chip stays in the pot for the next hand.",
                                           "{n} chips stay in the pot for the next hand.", d["remainder"]))
            t.add_log(text, LOG_WIN)
            for s in d["seats"]:
                t.chips.from_pot(s, d["share"], 0.7)
                t.chips.float_text(s, f"+{d['share']}", LOG_WIN)

        t.queue.add(Settle(), Do(split), Settle(), Do(t.chips.sync), Wait(t.t(1.2)))

    def busted_out(self, ev) -> None:
        t, seat = self.t, ev.seat

        def bust():
            t.pic.status[seat] = "busted"
            t.add_log(t.phrase(seat, "{name} has no chips left and is out of the session.",
                               "You have no chips left and are out of the session."), RED)
            t.touch()

        t.queue.add(Settle(), Do(bust))

    def left_session(self, ev) -> None:
        t, seat, n = self.t, ev.seat, ev.data["chips"]
        if self.fee == "ante":
            line = t.phrase(seat, "{name} cannot post the ante and leaves with {n} chips.",
                            "You cannot post the ante and leave with {n} chips.", n=n)
        else:
            line = t.phrase(seat, "{name} cannot post the stake and leaves with {n} chips.",
                            "You cannot post the stake and leave with {n} chips.", n=n)

        def left():
            t.pic.status[seat] = "left"
            t.add_log(line, RED)
            t.touch()

        t.queue.add(Settle(), Do(left))

    def session_over(self, ev) -> None:
        t, d = self.t, ev.data

        def over():
            t.pic.active = None
            t.say(Msg("The session is over"), GOLD)
            t.add_log(Msg("The session is over."), GOLD)
            for s, k in enumerate(d["shares"]):
                if k:
                    t.add_log(t.phrase(s, "{name} gets {n} from the pot.", "You get {n} from the pot.", n=k), LOG_WIN)
                    t.chips.from_pot(s, k)

        t.queue.add(Settle(), Do(over), Settle(), Do(t.chips.sync))
