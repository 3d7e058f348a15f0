"""The Pyramid Poker engine's events as steps on the table (``pyramid_poker`` docstring).

A ``draw`` brings a block from the supply to its owner's staging spot (face up only to its
owner), ``place`` puts it in its place facing the owner, ``take`` lifts a free block and
turns it face up on its way to the taker, ``joker_reveal`` / ``choose`` / ``discard`` run
the joker rule in a tray over the pyramid, ``to_hand`` drops the block into a hand,
``compare`` marks each position's winner. Every event arrives as the viewer may see it, so
a block's face is known here only when the viewer may see it. Every log line and banner is
a message put into words when drawn (:mod:`.phrases`).
"""

from __future__ import annotations

from ....engine import pyramid_poker as pp
from ...anim import Do, Settle, Wait
from ...render import GOLD, INK
from ...table.log import Msg
from .blocks import SEAT_COLOURS
from .phrases import card_word, cards_word, comparison, headline, outcome, place_word

JOKER_GLOW = (255, 110, 90)
TIE = (170, 200, 230)
LOG_DIM = (150, 170, 160)


def secret_card(ev):
    """The event's secret card (present only when the viewer may see it)."""
    return ev.secret.get("card") if ev.secret else None


class PyramidHandlers:
    def __init__(self, table) -> None:
        self.t = table

    def handlers(self) -> dict:
        return {kind: getattr(self, kind) for kind in (
            "round_start", "draw", "place", "build_done", "take", "joker_reveal", "choose", "discard", "to_hand",
            "compare", "round_scored", "game_over")}

    # ---- building ------------------------------------------------------------------------------------
    def round_start(self, ev) -> None:
        t, d = self.t, ev.data

        def sweep():
            for b in list(t.cards):
                b.fade_out = True
                b.send(t.geo.setaside, None, False, t.t(0.35), t.drop)
            t.dirty()

        def begin():
            t.clear_picture()
            t.pic.round_no = d["round"]
            t.pic.builder, t.pic.picker = d["builder"], d["picker"]
            t.pic.vp = d["vp"]
            t.pic.active = None
            if t.open_supply and t.seats.viewer is not None:
                t.sync_own(t.state.view(t.seats.viewer))
                t.layout_own(t.move_time)
            t.say(t.phrase(d["builder"], "Round {n}: {name} builds first", "Round {n}: you build first", n=d["round"]))
            t.add_log(t.phrase(d["builder"], "Round {n}: {name} builds first; {other} picks first.",
                               "Round {n}: you build first; {other} picks first.", n=d["round"],
                               other=t.seats.ref(d["picker"])), GOLD)

        if t.cards:
            t.queue.add(Wait(t.t(0.4)), Do(sweep), Settle())
        t.queue.add(Do(begin), Settle(), Wait(t.t(0.5)), Do(lambda: t.say(None)))

    def draw(self, ev) -> None:
        t, seat = self.t, ev.seat

        def go():
            t.pic.active = seat
            t.pic.supply_n[seat] = ev.data["left"]
            b = t.block(t.geo.supply[t.side(seat)], secret_card(ev), seat)
            t.pic.stage[seat] = b
            t.move(b, ("stage", seat), t.move_time)

        t.queue.add(Do(go), Settle())

    def place(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        slot = pp.SLOT_INDEX[(d["row"], d["col"])]

        def go():
            t.pic.active = seat
            card = secret_card(ev)
            b = t.pic.stage[seat]
            t.pic.stage[seat] = None
            if b is None:  # open supply: straight from the supply
                b = next((x for x in t.pic.own if card is not None and x.card == card), None)
                if b is not None:
                    t.pic.own.remove(b)
                    t.layout_own(t.move_time)
                else:
                    b = t.block(t.geo.supply[t.side(seat)], None, seat)
            b.card = card
            b.owner = seat
            t.pic.supply_n[seat] = d["left"]
            t.pic.pyr[slot] = b
            t.move(b, ("slot", slot), t.move_time)
            if card is not None and t.seats.you(seat):
                text = Msg("You place {card} at {where}.", card=card_word(card), where=place_word(slot))
            else:
                text = Msg("{name} places a block at {where}.", name=t.seats.ref(seat), where=place_word(slot))
            t.add_log(text, LOG_DIM)

        t.queue.add(Do(go), Settle())

    def build_done(self, ev) -> None:
        t, picker = self.t, ev.data["picker"]

        def show():
            t.say(t.phrase(picker, "The pyramid stands: {name} picks first", "The pyramid stands: you pick first"))
            t.add_log(t.phrase(picker, "The pyramid is built; {name} picks first.",
                               "The pyramid is built; you pick first."), GOLD)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.9)), Do(lambda: t.say(None)))

    # ---- taking apart ---------------------------------------------------------------------------------
    def take(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        slot = pp.SLOT_INDEX[(d["row"], d["col"])]

        def go():
            t.pic.active = seat
            b = t.pic.pyr.pop(slot, None)
            if b is None:
                b = t.block(t.geo.slot_pos(slot), None, d["owner"])
            b.card = d["card"]
            b.owner = None
            t.pic.stage[seat] = b
            t.move(b, ("stage", seat), t.t(0.45))
            card = card_word(d["card"])
            if d["owner"] == seat:
                text = t.phrase(seat, "{name} takes {card}.", "You take {card}.", card=card)
            else:
                text = t.phrase(seat, "{name} takes a block facing {other}: {card}.",
                                "You take a block facing {other}: {card}.", card=card,
                                other=t.seats.ref(d["owner"]))
            t.add_log(text, INK)

        t.queue.add(Do(go), Settle())

    def joker_reveal(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data

        def show():
            b = t.pic.stage[seat]
            if b is not None:
                b.glow = JOKER_GLOW
                t.dirty()
            t.say(Msg("Joker! It leaves the game"), JOKER_GLOW)
            t.add_log(Msg("{joker} leaves the game; the set-aside pile reveals {cards}.", joker=card_word(d["joker"]),
                          cards=cards_word(d["cards"])), JOKER_GLOW)

        def reveal():
            b = t.pic.stage[seat]
            t.pic.stage[seat] = None
            if b is not None:
                b.glow = None
                t.pic.out.append(b)
                t.move(b, ("removed", len(t.pic.out) - 1), t.move_time)
            t.pic.setaside_n = d["pile"]
            for i, name in enumerate(d["cards"]):
                shown = t.block(t.geo.setaside, name)
                shown.face = 0.0
                t.pic.tray.append(shown)
                t.move(shown, ("tray", i), t.t(0.4 + 0.08 * i))
            t.say(None)

        t.queue.add(Do(show), Wait(t.t(0.8)), Do(reveal), Settle())

    def choose(self, ev) -> None:
        t, seat, card = self.t, ev.seat, ev.data["card"]

        def go():
            b = next((x for x in t.pic.tray if x.card == card), None)
            if b is None:
                b = t.block(t.geo.setaside, card)
            else:
                t.pic.tray.remove(b)
            t.pic.stage[seat] = b
            t.move(b, ("stage", seat), t.move_time)
            t.say(None)
            t.add_log(t.phrase(seat, "{name} keeps {card}.", "You keep {card}.", card=card_word(card)), INK)

        t.queue.add(Do(go), Settle())

    def discard(self, ev) -> None:
        t = self.t

        def go():
            for name in ev.data["cards"]:
                b = next((x for x in t.pic.tray if x.card == name), None)
                if b is None:
                    b = t.block(t.geo.setaside, name)
                else:
                    t.pic.tray.remove(b)
                t.pic.out.append(b)
                t.move(b, ("removed", len(t.pic.out) - 1), t.move_time)

        t.queue.add(Do(go), Settle())

    def to_hand(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data

        def go():
            b = t.pic.stage[seat]
            t.pic.stage[seat] = None
            if b is None:
                b = t.block(t.geo.stage[t.side(seat)], d["card"])
            b.card = d["card"]
            hand = t.pic.hands[seat][d["hand"] - 1]
            hand.append(b)
            t.move(b, ("hand", seat, d["hand"], len(hand) - 1), t.move_time)
            t.add_log(t.phrase(seat, "{name} puts {card} into hand {k}.", "You put {card} into hand {k}.",
                               card=card_word(d["card"]), k=d["hand"]), LOG_DIM)

        t.queue.add(Do(go), Settle())

    # ---- scoring -------------------------------------------------------------------------------------
    def compare(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.active = None
            t.pic.compares.append(d)
            t.dirty()
            w = d["winner"]
            t.add_log(comparison(t, d), TIE if w is None else SEAT_COLOURS[w])

        t.queue.add(Settle(), Do(show), Wait(t.t(0.9)))

    def round_scored(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.round_result = d
            t.pic.history.append(d)
            if d.get("vp") is not None:
                t.pic.vp = d["vp"]
            t.say(outcome(t, d), GOLD if d["winner"] is not None else TIE)
            t.add_log(outcome(t, d, long=True), GOLD)
            t.dirty()

        t.queue.add(Do(show), Wait(t.t(1.6)))

    def game_over(self, ev) -> None:
        t = self.t
        t.queue.add(Do(lambda: t.add_log(headline(t), GOLD)))
