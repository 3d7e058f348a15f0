"""The Hasenpfeffer engine's events as steps on the table (the ``hasenpfeffer`` module's
docstring lists them and their fields).

``deal`` gathers the last deal's cards and deals backs in packets of three, then the viewer
picks up their hand face up and sorted; ``bid``/``pass`` put a token on the bidder's plate;
``widow_taken`` brings the widow into the declarer's hand (face up only for the viewer, from
the event's secret); ``trump`` shows the suit in the middle and sorts the hand again;
``play`` sends a card to the trick in front of its player; ``trick`` lights the winner and
sweeps the cards to the winner's pile; ``score`` shows the deal's summary. Every log line
and banner is a message, put into words when drawn.
"""

from __future__ import annotations

from ...anim import Do, Settle, Wait
from ...render import GOLD, INK, RED
from ...table.log import Msg
from ...words import SUIT_SYMBOLS
from . import said
from .said import SIDE_COLOURS, side_of

BACK = "back"  # the name of every card whose face this viewer may not see
WIN_GLOW = (255, 214, 96)
WIDOW_GLOW = (140, 200, 255)
LOG_DIM = (150, 170, 160)


class HasenHandlers:
    def __init__(self, table) -> None:
        self.t = table

    def handlers(self) -> dict:
        return {kind: getattr(self, "pass_" if kind == "pass" else kind) for kind in (
            "deal", "bid", "pass", "forced_bid", "annulled", "auction_won", "widow_taken", "trump", "discard",
            "alone", "partner", "play", "trick", "score", "game_won")}

    # ---- the deal and the auction --------------------------------------------------------------------
    def deal(self, ev) -> None:
        t, d = self.t, ev.data

        def begin():
            spot = t.layout.spot(d["dealer"]).plate.center
            for c in list(t.cards):  # the dealer gathers every card, face down
                c.name, c.tag, c.face, c.glow = BACK, None, 0.0, None
                c.fade_out = True
                c.send(spot, t.geo.pile_card[1], False, t.t(0.3), t.drop)
            t.pic = t.new_picture()
            t.pic.dealing = True
            t.pic.dealer = d["dealer"]
            t.pic.deal_no = d["deal"]
            t.pic.active = None
            t.pic.show_last = False
            t.say(None)
            t.add_log(t.phrase(d["dealer"], "Deal {n}: {name} deals.", "Deal {n}: you deal.", n=d["deal"]), GOLD)

        t.queue.add(Settle(), Do(begin), Settle())
        first = (d["dealer"] + 1) % 4
        for _packet in range(2):
            for k in range(4):
                s = (first + k) % 4
                t.queue.add(Do(lambda s=s: self.packet(s, d["dealer"])), Wait(t.t(0.09)))
        t.queue.add(Do(lambda: self.widow(d["dealer"])), Settle(), Do(t.pick_up_hand))

    def packet(self, seat: int, dealer: int) -> None:
        t = self.t
        start = t.layout.spot(dealer).plate.center
        for _ in range(3):
            c = t.new_card(BACK, None, False, start)
            c.h = t.geo.back_card[1]
            t.pic.hands[seat].add(c)
        t.place_hand(seat, t.move_time)
        t.touch()

    def widow(self, dealer: int) -> None:
        t = self.t
        c = t.new_card(BACK, None, False, t.layout.spot(dealer).plate.center)
        c.h = t.geo.back_card[1]
        c.send(t.geo.centre, t.layout.card[1], False, t.move_time)
        t.pic.widow_vis = c

    def bid(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data

        def show():
            t.pic.active = seat
            t.pic.bubbles[seat] = d["bid"]
            t.pic.high = (d["bid"], seat)
            t.add_log(t.phrase(seat, "{name} bids {bid}.", "You bid {bid}.", bid=said.bid(d["bid"])), INK)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.45)))

    def pass_(self, ev) -> None:
        t, seat = self.t, ev.seat

        def show():
            t.pic.active = seat
            t.pic.bubbles[seat] = "pass"
            t.add_log(t.phrase(seat, "{name} passes.", "You pass."), LOG_DIM)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.35)))

    def forced_bid(self, ev) -> None:
        t, seat = self.t, ev.seat

        def show():
            t.pic.active = seat
            t.pic.forced = True
            t.pic.bubbles[seat] = "3"
            t.pic.high = ("3", seat)
            t.say(t.phrase(seat, "Everybody passed: {name} holds the Joker and must bid 3",
                           "Everybody passed: you hold the Joker and must bid 3"), WIDOW_GLOW)
            t.add_log(t.phrase(seat, "Everybody passed: {name} holds the Joker and is forced to bid 3.",
                               "Everybody passed: you hold the Joker and are forced to bid 3."), GOLD)

        t.queue.add(Settle(), Do(show), Wait(t.t(1.6)), Do(lambda: t.say(None)))

    def annulled(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.active = None
            c = t.pic.widow_vis
            if c is not None:
                c.name, c.tag = t.card_art(d["widow"]), d["widow"]
                c.send(t.geo.centre, t.layout.card[1], True, t.t(0.35))
                c.glow = WIDOW_GLOW
            t.say(Msg("Deal annulled: the widow is the Joker"), WIDOW_GLOW)
            t.add_log(Msg("Everybody passed and the widow is the Joker: the deal is annulled."), GOLD)
            t.add_log(t.phrase(d["next_dealer"], "{name} deals next.", "You deal next."), LOG_DIM)

        t.queue.add(Settle(), Do(show), Settle(), Wait(t.t(2.0)), Do(lambda: t.say(None)))

    def auction_won(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data

        def show():
            t.pic.active = seat
            t.pic.declarer = seat
            t.pic.contract = d["contract"]
            t.pic.contract_size = d["size"]
            t.pic.high = (d["contract"], seat)
            t.pic.bubbles = {seat: d["contract"]}
            contract = said.bid(d["contract"])
            t.say(t.phrase(seat, "{name} wins the auction: {contract}", "You win the auction: {contract}",
                           contract=contract), SIDE_COLOURS[side_of(seat)])
            t.add_log(t.phrase(seat, "{name} wins the auction with {contract} and takes the widow.",
                               "You win the auction with {contract} and take the widow.", contract=contract), GOLD)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.9)))

    # ---- the widow, trumps, the discard, the lone hand ------------------------------------------------
    def widow_taken(self, ev) -> None:
        t, seat, secret = self.t, ev.seat, ev.secret

        def take():
            c, t.pic.widow_vis = t.pic.widow_vis, None
            if c is None:
                return
            hand = t.pic.hands[seat]
            hand.add(c)
            if secret is not None and seat == t.face_seat:
                card = secret["card"]
                c.name, c.tag = t.card_art(card), card
                c.glow = WIDOW_GLOW
                t.sort_hand(t.move_time * 1.6)
                if t.seats.you(seat):  # never in pass-and-play: the log stays on screen for the next player
                    t.add_log(Msg("You take the widow: {card}.", card=said.card(card)), WIDOW_GLOW)
            else:
                c.name, c.tag = BACK, None
                t.place_hand(seat, t.move_time * 1.6)
            t.touch()

        t.queue.add(Settle(), Do(take), Settle(), Do(lambda: t.say(None)))

    def trump(self, ev) -> None:
        t, seat, suit = self.t, ev.seat, ev.data["suit"]

        def show():
            t.pic.trump = suit
            t.pic.trump_clock = t.clock
            t.pic.active = seat
            t.say(t.phrase(seat, "{name} names {suit} as trumps", "You name {suit} as trumps", suit=said.suit(suit)),
                  GOLD)
            t.add_log(t.phrase(seat, "{name} names {suit} {symbol} as trumps.", "You name {suit} {symbol} as trumps.",
                               suit=said.suit(suit), symbol=SUIT_SYMBOLS[suit]), GOLD)
            t.sort_hand(t.move_time * 1.5)

        t.queue.add(Settle(), Do(show), Settle(), Wait(t.t(0.8)), Do(lambda: t.say(None)))

    def discard(self, ev) -> None:
        t, seat, secret = self.t, ev.seat, ev.secret

        def away():
            hand = t.pic.hands[seat]
            mine = secret is not None and seat == t.face_seat
            c = hand.find(secret["card"]) if mine else None
            if c is None and len(hand):
                c = hand[len(hand) - 1]
            if c is None:
                return
            hand.remove(c)
            for v in hand:
                v.glow = None
            c.glow = None
            c.send(t.geo.discard_spot(seat), t.geo.pile_card[1], False, t.move_time * 1.4, hide_face)
            t.pic.discard_vis = c
            t.place_hand(seat, t.move_time)
            if mine and t.seats.you(seat):  # in pass-and-play the log stays on screen for the next player
                t.add_log(Msg("You discard {card} face down (only you know it).", card=said.card(secret["card"])),
                          LOG_DIM)
            else:
                t.add_log(t.phrase(seat, "{name} discards one card face down.", "You discard one card face down."),
                          LOG_DIM)

        t.queue.add(Settle(), Do(away), Settle())

    def alone(self, ev) -> None:
        t, seat, partner = self.t, ev.seat, ev.data["partner"]

        def show():
            t.pic.alone = True
            t.pic.out = partner
            hand = t.pic.hands[partner]
            for c in hand:
                c.fade = 0.6
            f = t.geo.backs(partner, len(hand), aside=True)
            for c, pos in zip(hand, f.positions):
                c.send(pos, f.card[1], False, t.move_time * 1.5, hide_face)
            t.say(t.phrase(seat, "{name} plays alone!", "You play alone!"), GOLD)
            t.add_log(t.phrase(seat, "{name} plays alone for double stakes; {partner} sits out.",
                               "You play alone for double stakes; {partner} sits out.", partner=t.who(partner)), GOLD)

        t.queue.add(Settle(), Do(show), Settle(), Wait(t.t(1.0)), Do(lambda: t.say(None)))

    def partner(self, ev) -> None:
        t, seat = self.t, ev.seat

        def show():
            t.pic.alone = False
            t.add_log(t.phrase(seat, "{name} plays with {partner}.", "You play with {partner}.",
                               partner=t.who(ev.data["partner"])), LOG_DIM)

        t.queue.add(Do(show))

    # ---- tricks and the score ---------------------------------------------------------------------------
    def play(self, ev) -> None:
        t, seat, card = self.t, ev.seat, ev.data["card"]

        def play():
            t.pic.active = seat
            t.pic.bubbles = {}
            t.pic.show_last = False
            hand = t.pic.hands[seat]
            c = hand.find(card) if seat == t.face_seat else None
            if c is None and len(hand):
                c = hand[len(hand) // 2]
            if c is None:
                c = t.new_card(BACK, None, False, t.layout.spot(seat).plate.center)
            else:
                hand.remove(c)
            c.name, c.tag = t.card_art(card), card
            c.glow = None
            c.fade = 1.0
            t.pic.trick.append((seat, c))
            c.send(t.geo.trick_spot(seat), t.layout.card[1], True, t.move_time * 1.3)
            t.place_hand(seat, t.move_time)
            t.add_log(t.phrase(seat, "{name} plays {card}.", "You play {card}.", card=said.card(card)), INK)

        t.queue.add(Settle(), Do(play), Settle(), Wait(t.t(0.12)))

    def trick(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        colour = SIDE_COLOURS[side_of(seat)]

        def show():
            t.pic.active = None
            for s, c in t.pic.trick:
                if s == seat:
                    c.glow = WIN_GLOW
            t.say(t.phrase(seat, "{name} wins the trick", "You win the trick"), colour)
            t.add_log(t.phrase(seat, "{name} wins trick {n}.", "You win trick {n}.", n=d["trick"] + 1), colour)
            t.pic.last_trick = (d["cards"], seat)

        def sweep():
            t.say(None)
            cards, t.pic.trick = t.pic.trick, []
            spot = t.geo.pile_spot(seat)
            for _s, c in cards:
                c.glow = None
                c.send(spot, t.geo.pile_card[1], False, t.t(0.35), t.drop)
            t.pic.piles[seat] += 1
            t.pic.side_tricks = list(d["tricks"])
            t.touch()

        t.queue.add(Settle(), Do(show), Wait(t.t(0.9)), Do(sweep), Settle())

    def score(self, ev) -> None:
        t, d = self.t, ev.data

        def show():
            t.pic.scores = list(d["scores"])
            t.pic.summary = dict(d)
            t.pic.show_last = False
            t.pic.last_trick = None
            side = d["side"]
            fields = dict(side=said.side(t, side), contract=said.bid(d["contract"]), points=d["delta"][side])
            if d["made"]:
                t.say(Msg("{side} made {contract}: +{points}", **fields), SIDE_COLOURS[side])
            else:
                t.say(Msg("{side} failed {contract}: {points}", **fields), RED)
            fields = dict(side=said.side(t, side), t=d["tricks"], contract=said.bid(d["contract"]), ns=said.side(t, 0),
                          ew=said.side(t, 1), a=d["delta"][0], b=d["delta"][1], x=d["scores"][0], y=d["scores"][1])
            if d["made"]:
                t.add_log(Msg("{side} took {t} of 6 tricks and made {contract}: {ns} {a:+d}, {ew} {b:+d} "
                              "({ns} {x}, {ew} {y}).", **fields), GOLD)
            else:
                t.add_log(Msg("{side} took {t} of 6 tricks and failed {contract}: {ns} {a:+d}, {ew} {b:+d} "
                              "({ns} {x}, {ew} {y}).", **fields), RED)

        t.queue.add(Settle(), Do(show), Wait(t.t(2.6)))

    def game_won(self, ev) -> None:
        t, d = self.t, ev.data
        side = d["side"]

        def show():
            fields = dict(side=said.side(t, side), a=d["scores"][side], b=d["scores"][1 - side])
            t.say(Msg("{side} wins the game {a} to {b}!", **fields), SIDE_COLOURS[side])
            t.add_log(Msg("{side} ({names}) wins the game {a} to {b}.", names=t.seats.names(d["winners"]), **fields),
                      GOLD)

        t.queue.add(Settle(), Do(show))


def hide_face(card) -> None:
    """A card that has gone face down no longer shows (or keeps) what it was."""
    card.name, card.tag = BACK, None

