"""Hawthorn's own events as steps on its table (the shared ones are the kit's
:mod:`~...table.secret_events` and :mod:`~...table.chip_events`): ``button`` moves the
first-player button, ``round`` starts a deck or hand round, ``hit`` sends a card from the
draw pile to a stack, ``play`` a card from a hand to its stack (face up on the way),
``fold`` pays ``L`` into the pot."""

from __future__ import annotations

from ...anim import Do, Settle, Wait
from ...render import GOLD, INK
from ...table.chip_table import pay_line
from ...table.log import Msg
from ...table.secret_events import FOLD_GLOW, LOG_PAY


class HawthornHandlers:
    def __init__(self, table) -> None:
        self.t = table

    def handlers(self) -> dict:
        return {kind: getattr(self, kind) for kind in ("button", "round", "hit", "play", "fold")}

    def button(self, ev) -> None:
        t, seat = self.t, ev.data["seat"]

        def show():
            t.pic.button = seat
            t.say(t.phrase(seat, "{name} is the first player", "You are the first player"), GOLD)
            t.add_log(t.phrase(seat, "{name} has the lowest first card and takes the button.",
                               "You have the lowest first card and take the button."), INK)
            t.touch()

        t.queue.add(Settle(), Do(show), Wait(t.t(0.8)), Do(lambda: t.say(None)))

    def round(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.round_no = d["round"]
            t.say(None)  # a new round: the last announcement is over
            t.pic.round_type = d["type"]
            t.clear_glow()
            kind = Msg("deck round: hit or fold") if d["type"] == "deck" else Msg("hand round: play a card or fold")
            t.add_log(Msg("Round {n}, {kind}.", n=d["round"], kind=kind), GOLD)
            t.touch()

        t.queue.add(Settle(), Do(show))

    def hit(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]

        def hit():
            t.pic.active = seat
            t.secret.to_stack(seat, t.secret.from_draw(str(rank)), rank)
            t.add_log(t.phrase(seat, "{name} hits and draws {rank}.", "You hit and draw {rank}.", rank=rank), INK)

        t.queue.add(Settle(), Do(hit), Settle())

    def play(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]

        def play():
            t.pic.active = seat
            t.secret.to_stack(seat, t.secret.take_from_hand(seat, rank), rank)
            t.add_log(t.phrase(seat, "{name} plays {rank} from their hand.", "You play {rank} from your hand.",
                               rank=rank), INK)

        t.queue.add(Settle(), Do(play), Settle())

    def fold(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data

        def fold():
            t.pic.active = seat
            for s in range(t.n):
                for c in t.pic.stacks[s]:
                    if c.tag == d["L"]:
                        c.glow = FOLD_GLOW
            t.say(t.phrase(seat, "{name} folds: pays {n}", "You fold: you pay {n}", n=d["paid"]), FOLD_GLOW)
            t.add_log(pay_line(t, seat, d["owed"], d["paid"], "{name} folds and pays {paid} (L = {what}).",
                               "You fold and pay {paid} (L = {what}).", what=d["L"]), LOG_PAY)
            t.chips.to_pot(seat, d["paid"])
            t.chips.float_text(seat, f"-{d['paid']}", FOLD_GLOW)

        t.queue.add(Settle(), Do(fold), Settle(), Wait(t.t(0.5)), Do(t.clear_glow))
