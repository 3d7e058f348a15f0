"""Lucky Seven's events as steps on the table: a card to each seat, a swap sends the old
card face up to the discards and brings a new one from the deck, the showdown turns every
card face up, the chips go to the players nearest to 7."""

from __future__ import annotations

from pairs_table.app.anim import Do, Settle, Wait
from pairs_table.app.render import GOLD, INK
from pairs_table.app.table.log import Msg, Plural

NEAREST = (255, 204, 90)


class LuckySevenHandlers:
    def __init__(self, table) -> None:
        self.t = table

    def handlers(self) -> dict:
        return {kind: getattr(self, kind) for kind in (
            "hand_start", "deal", "keep", "swap", "showdown", "take", "session_over")}

    def hand_start(self, ev) -> None:
        t, d = self.t, ev.data

        def begin():
            t.sweep()
            t.pic.hand_no, t.pic.dealer, t.pic.active = d["hand"], d["dealer"], None
            t.say(None)
            t.add_log(Msg("Hand {n}: {name} deals.", n=d["hand"], name=t.seats.ref(d["dealer"])), INK)

        t.queue.add(Settle(), Do(begin))

    def deal(self, ev) -> None:
        t, rank = self.t, (ev.secret or {}).get("rank")
        t.queue.add(Do(lambda: t.deal_to(ev.seat, rank)), Wait(t.t(0.12)))

    def keep(self, ev) -> None:
        t, seat = self.t, ev.seat

        def show():
            t.pic.active = seat
            t.pic.spoken[seat] = True
            t.add_log(Msg("{name} keeps.", name=t.seats.ref(seat)), INK)

        t.queue.add(Settle(), Do(show))

    def swap(self, ev) -> None:
        t, seat, old = self.t, ev.seat, ev.data["old"]
        rank = (ev.secret or {}).get("rank")

        def show():
            t.pic.active = seat
            t.pic.spoken[seat] = True
            t.swap_card(seat, old, rank)
            t.add_log(Msg("{name} swaps a {rank}.", name=t.seats.ref(seat), rank=old), INK)

        t.queue.add(Settle(), Do(show), Settle())

    def showdown(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.active = None
            t.reveal(d["cards"], d["winners"], NEAREST)
            names = t.seats.names(d["winners"])
            t.say(Msg("Nearest to 7: {names}", names=names), NEAREST)
            t.add_log(Msg("The cards are shown. Nearest to 7: {names}.", names=names), GOLD)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.8)))

    def take(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data

        def show():
            t.pic.chips = list(d["chips"])
            t.add_log(Plural("{name} takes {n} chip.", "{name} takes {n} chips.", d["paid"][seat],
                             name=t.seats.ref(seat)), GOLD)
            t.touch()

        t.queue.add(Do(show))

    def session_over(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.chips = list(d["chips"])
            t.add_log(Msg("The session is over. Most chips: {names}.", names=t.seats.names(d["winners"])), GOLD)

        t.queue.add(Settle(), Do(show))
