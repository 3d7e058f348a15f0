"""The events every secret-hand chip game shares, as steps on a
:class:`~.secret_table.SecretHand`: a new hand (the cards swept up, the antes into the
pot), the deal (round after round from the dealer's left), the secret first cards chosen
and revealed, a tie for lowest broken with tie cards, a reshuffle of the dead cards, a
pair caught and paid for, a player out of the hand. Each log line and banner is a message
put into words when drawn."""

from __future__ import annotations

from ..anim import Do, Settle, Wait
from ..render import GOLD, INK
from .chip_table import pay_line
from .hidden import HIDDEN
from .log import Joined, Msg

PAIR_GLOW = (255, 96, 80)
FOLD_GLOW = (255, 204, 90)
TIE_GLOW = (140, 200, 255)
LOG_DIM = (150, 170, 160)
LOG_PAY = (240, 140, 120)
FRESH_DECK = 55  # cards in the deck of a new hand


class SecretEvents:
    def __init__(self, table) -> None:
        self.t = table  # a table holding a SecretHand (``table.secret``) and a ChipPart (``table.chips``)

    def handlers(self) -> dict:
        return {kind: getattr(self, kind) for kind in (
            "hand_start", "antes", "choose", "reveal", "tie", "tie_card", "tie_pair_discarded", "tie_no_card",
            "reshuffle", "pair", "out")}

    # ---- a new hand -------------------------------------------------------------------------------
    def hand_start(self, ev) -> None:
        t, d = self.t, ev.data

        def sweep():
            t.clear_glow()
            t.say(None)
            pic, secret = t.pic, t.secret
            for s in range(t.n):
                for c in pic.stacks[s] + pic.hands[s] + ([pic.chosen[s]] if pic.chosen[s] else []):
                    c.send(secret.draw_pos, t.layout.card[1], False, t.t(0.3),
                           lambda card: (t.drop(card), secret.release(card)))
                pic.stacks[s], pic.hands[s], pic.chosen[s] = [], [], None
            secret.sweep_centre()

        def begin():
            pic = t.pic
            pic.hand_no = d["hand"]
            pic.dealer = d["dealer"]
            pic.round_no = 0
            pic.winners = []
            pic.draw_count, pic.dead_count = FRESH_DECK, 0
            pic.out = [s not in d["seats"] for s in range(t.n)]
            t.secret.new_hand(d)
            t.add_log(t.phrase(d["dealer"], "Hand {n}: {name} deals.", "Hand {n}: you deal.", n=d["hand"]), GOLD)

        t.queue.add(Settle(), Do(sweep), Settle(), Do(begin))

    def antes(self, ev) -> None:
        t, d = self.t, ev.data

        def pay():
            for i, s in enumerate(d["seats"]):
                t.chips.to_pot(s, d["paid"][s], 0.04 * i)
            t.add_log(Msg("Everyone antes {n}; the pot holds {pot}.", n=d["amount"], pot=d["pot"]), LOG_DIM)

        def sync():
            t.pic.pot_shown = d["pot"]
            t.touch()

        t.queue.add(Do(pay), Settle(), Do(sync))

    def deal_hands(self, deals) -> None:
        """The hands dealt one card at a time, round after round, from the dealer's left
        (``deals``: the deal events, as the viewer may see them, in dealing order)."""
        t = self.t
        hands = [(ev.seat, (ev.secret or {}).get("cards")) for ev in deals]
        counts = {ev.seat: ev.data.get("count", 0) for ev in deals}
        size = max(counts.values(), default=0)

        def one(seat, rank):
            c = t.secret.from_draw(t.secret.card_name_for(seat, rank), rank if t.secret.sees(seat) else None)
            t.secret.private(c, seat)
            t.pic.hands[seat].append(c)
            t.secret.place_hand(seat, t.move_time)

        def sort():
            for seat, _cards in hands:
                if t.secret.sees(seat):
                    t.pic.hands[seat].sort(key=lambda c: c.tag)
                    t.secret.place_hand(seat, t.t(0.2))
            t.add_log(Msg("{n} cards are dealt to each player.", n=size), LOG_DIM)

        for rnd in range(size):
            for seat, cards in hands:
                if rnd >= counts[seat]:
                    continue
                rank = cards[rnd] if cards and rnd < len(cards) else None
                t.queue.add(Do(lambda seat=seat, rank=rank: one(seat, rank)), Wait(t.t(0.05)))
        t.queue.add(Settle(), Do(sort), Settle())

    # ---- the secret first cards -------------------------------------------------------------------------
    def choose(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, (ev.secret or {}).get("rank")

        def choose():
            c = t.secret.take_from_hand(seat, rank)
            if not t.secret.sees(seat):
                c.name, c.tag = HIDDEN, None
            t.secret.private(c, seat)
            t.pic.chosen[seat] = c
            t.secret.place_chosen(seat, t.move_time)
            t.add_log(t.phrase(seat, "{name} chooses a first card.", "You choose your first card: {rank}.", rank=rank),
                      LOG_DIM)

        t.queue.add(Do(choose), Settle())

    def reveal(self, ev) -> None:
        t, cards = self.t, ev.data["cards"]

        def flip():
            for s, r in enumerate(cards):
                c = t.pic.chosen[s]
                if r is None or c is None:
                    continue
                t.pic.chosen[s] = None
                c.send((c.x, c.y), None, False, 0.0)  # lies face down, then turns over with the others
                t.secret.to_stack(s, c, r)
                c.send(t.secret.stack_positions(s, 1)[0], t.layout.card[1], True, t.t(0.45))
            parts = [Msg("{name} {rank}", name=t.seats.ref(s), rank=r) for s, r in enumerate(cards) if r is not None]
            t.say(Msg("First cards revealed"), GOLD)
            t.add_log(Msg("First cards: {list}.", list=Joined(*parts, sep=", ")), INK)

        t.queue.add(Settle(), Wait(t.t(0.2)), Do(flip), Settle(), Wait(t.t(0.5)))

    # ---- ties for lowest ----------------------------------------------------------------------------------
    def tie(self, ev) -> None:
        t, seats = self.t, ev.data["seats"]

        def show():
            for s in seats:
                for c in t.pic.stacks[s]:
                    c.glow = TIE_GLOW
            names = t.seats.names(seats)
            t.say(Msg("Tie: {names}", names=names), TIE_GLOW)
            t.add_log(Msg("{names} tie for lowest: tie cards are dealt.", names=names), INK)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.7)), Do(t.clear_glow))

    def tie_card(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]

        def deal():
            c = t.secret.from_draw(str(rank))
            t.secret.to_stack(seat, c, rank)
            c.glow = TIE_GLOW
            t.add_log(t.phrase(seat, "{name} gets a tie card: {rank}.", "You get a tie card: {rank}.", rank=rank),
                      LOG_DIM)

        t.queue.add(Do(deal), Settle(), Wait(t.t(0.25)))

    def tie_pair_discarded(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]
        holder = {}

        def deal():
            c = holder["c"] = t.secret.from_draw(str(rank))
            t.secret.to_stack(seat, c, rank)
            c.glow = PAIR_GLOW
            t.add_log(t.phrase(seat, "{name}'s tie card {rank} pairs and is thrown away.",
                               "Your tie card {rank} pairs and is thrown away.", rank=rank), LOG_DIM)

        def away():
            c = holder["c"]
            if c in t.pic.stacks[seat]:
                t.pic.stacks[seat].remove(c)
            t.secret.to_dead(c)
            t.secret.place_stack(seat, t.move_time)

        t.queue.add(Do(deal), Settle(), Wait(t.t(0.45)), Do(away), Settle())

    def tie_no_card(self, ev) -> None:
        t = self.t
        winner = t.seats.ref(ev.data["winner"])
        t.queue.add(Do(lambda: t.add_log(Msg("No card is left to break the tie: {name} wins it.", name=winner), INK)))

    def reshuffle(self, ev) -> None:
        t, d = self.t, ev.data

        def gather():
            t.add_log(Msg("The draw pile is empty: {n} dead cards are shuffled into a new one.", n=d["count"]), GOLD)
            for i in range(min(8, d["count"])):
                c = t.card_vis(HIDDEN, t.secret.dead_pos, face_up=False)
                c.send(t.secret.draw_pos, None, None, t.t(0.3 + 0.04 * i), t.drop)
            t.pic.dead_count = 0
            t.pic.draw_count = d["count"]
            t.touch()

        t.queue.add(Settle(), Do(gather), Settle())

    # ---- pairs and players out -------------------------------------------------------------------------
    def pair(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        rank = d["rank"]

        def show():
            for c in t.pic.stacks[seat]:
                if c.tag == rank:
                    c.glow = PAIR_GLOW
            t.say(t.phrase(seat, "{name} catches a pair of {rank}s", "You catch a pair of {rank}s", rank=rank),
                  PAIR_GLOW)
            t.add_log(pay_line(t, seat, d["owed"], d["paid"], "{name} catches {what} and pays {paid}.",
                               "You catch {what} and pay {paid}.", what=Msg("a pair of {rank}s", rank=rank)), LOG_PAY)
            t.chips.to_pot(seat, d["paid"])
            t.chips.float_text(seat, f"-{d['paid']}", PAIR_GLOW)

        t.queue.add(Settle(), Do(show), Settle(), Wait(t.t(0.6)))

    def out(self, ev) -> None:
        t, seat = self.t, ev.seat

        def out():
            t.pic.out[seat] = True
            t.say(None)
            cards = t.pic.stacks[seat] + t.pic.hands[seat] + ([t.pic.chosen[seat]] if t.pic.chosen[seat] is not None else [])
            for i, c in enumerate(cards):
                t.secret.to_dead(c, t.t(0.35 + 0.03 * i))
            t.pic.stacks[seat], t.pic.hands[seat], t.pic.chosen[seat] = [], [], None
            t.touch()

        t.queue.add(Do(out), Settle())


__all__ = ["FOLD_GLOW", "LOG_DIM", "LOG_PAY", "PAIR_GLOW", "SecretEvents", "TIE_GLOW"]
