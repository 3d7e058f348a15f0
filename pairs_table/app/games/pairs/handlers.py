"""The Pairs engine's events as steps on the table (``pairs.EVENT_DATA``).

A deal or a hit sends a card from the draw pile to a stack, a pair or a fold sends a card
to the scorer's plate, the end of a round sweeps the stacks to the discard pile, a
reshuffle moves the discards back. The pair or fold that ends a round is held up with a
glow, a banner and a pause before the next deal. Every log line and banner is a message,
put into words when drawn.
"""

from __future__ import annotations

from ...anim import Do, Settle, Wait
from ...render import GOLD, INK, RED
from ...table.log import Msg

PAIR_GLOW = (255, 96, 80)
FOLD_GLOW = (255, 204, 90)
TIE_GLOW = (140, 200, 255)
LOG_DIM = (150, 170, 160)
LOG_PAIR = (240, 140, 120)
LOG_FOLD = (246, 206, 120)


class PairsHandlers:
    def __init__(self, table) -> None:
        self.t = table

    def handlers(self) -> dict:
        return {kind: getattr(self, kind) for kind in (
            "game_start", "round_start", "deal", "tie", "tie_card", "tie_pair_discarded", "tie_no_card", "start",
            "reshuffle", "hit", "pair", "fold", "round_end", "game_lost", "stake")}

    # ---- a game and its rounds ------------------------------------------------------------------------
    def game_start(self, ev) -> None:
        t, d = self.t, ev.data
        burned = d["burned"]

        def begin():
            t.pic.losing = d["losing_score"]
            t.pic.draw_count = d["draw"] + burned
            t.pic.discard_count = 0
            t.add_log(Msg("New game: {n} players, losing score {score}.", n=d["players"], score=d["losing_score"]), GOLD)
            t.add_log(Msg("The deck is shuffled and {n} cards are burned.", n=burned), LOG_DIM)

        t.queue.add(Do(begin))
        self.burn(burned)

    def burn(self, count: int) -> None:
        t = self.t
        for _ in range(count):
            t.queue.add(Do(lambda: t.to_discard(t.spawn_at_draw(0), t.t(0.3))), Wait(t.t(0.06)))
        t.queue.add(Settle())

    def round_start(self, ev) -> None:
        t, d = self.t, ev.data

        def begin():
            t.pic.round_no = d["round"]
            t.pic.dealer = d["dealer"]
            t.pic.active = None
            t.say(None)
            t.add_log(t.phrase(d["dealer"], "Round {n}: {name} deals.", "Round {n}: you deal.", n=d["round"]), LOG_DIM)

        t.queue.add(Settle(), Do(begin))

    def deal(self, ev) -> None:
        t = self.t
        t.queue.add(Do(lambda: t.to_stack(ev.seat, ev.data["rank"])), Wait(t.t(0.12)))

    def reshuffle(self, ev) -> None:
        t, d = self.t, ev.data

        def gather():
            t.add_log(Msg("The draw pile is empty: {n} discards are shuffled into a new one.", n=d["shuffled"]), GOLD)
            flying = min(8, d["shuffled"])
            t.pic.discard_count = 0
            for i in range(flying):
                c = t.card_vis("1", t.layout.discard_pile, face_up=False)
                last = i == flying - 1

                def arrived(card, last=last):
                    t.drop(card)
                    if last:
                        t.pic.draw_count = d["shuffled"]
                        t.touch()
                c.send(t.layout.draw_pile, None, None, t.t(0.3 + 0.04 * i), arrived)
            if flying == 0:
                t.pic.draw_count = d["shuffled"]

        def sync():
            t.pic.draw_count, t.pic.discard_count = d["draw"], d["burned"]
            t.touch()

        t.queue.add(Settle(), Do(gather), Settle())
        self.burn(d["burned"])
        t.queue.add(Do(sync))

    def round_end(self, ev) -> None:
        t, d = self.t, ev.data

        def sweep():
            t.clear_glow()
            t.say(None)
            for stack in t.pic.stacks:
                for c in stack.clear():
                    t.to_discard(c, t.t(0.3))
            t.touch()

        def sync():
            t.pic.scores = list(d["scores"])
            t.touch()

        t.queue.add(Wait(t.t(0.3)), Do(sweep), Settle(), Do(sync))

    def game_lost(self, ev) -> None:
        t, d, seat = self.t, ev.data, ev.seat

        def show():
            t.pic.active = None
            t.pic.scores[seat] = d["score"]
            t.say(t.phrase(seat, "{name} reaches {score} and loses!", "You reach {score} and lose!", score=d["score"]),
                  PAIR_GLOW)
            t.add_log(t.phrase(seat, "{name} reaches {score} points (losing score {losing}) and loses the game.",
                               "You reach {score} points (losing score {losing}) and lose the game.",
                               score=d["score"], losing=d["losing_score"]), RED)

        t.queue.add(Settle(), Do(show))

    def stake(self, ev) -> None:
        t, seat = self.t, ev.seat
        paid = -ev.data["paid"][seat]
        t.queue.add(Do(lambda: t.add_log(
            t.phrase(seat, "{name} pays {n} chips to the others.", "You pay {n} chips to the others.", n=paid), LOG_FOLD)))

    # ---- the tie for low and the first player ------------------------------------------------------------
    def tie(self, ev) -> None:
        t, d = self.t, ev.data
        seats = d["seats"]

        def show():
            for s in seats:
                c = t.pic.stacks[s].find(d["rank"])
                if c is not None:
                    c.glow = TIE_GLOW
            names = t.seats.names(seats)
            t.say(Msg("Tie for low: {names}", names=names), TIE_GLOW)
            t.add_log(Msg("{names} tie for low with {rank}: tie cards are dealt.", names=names, rank=d["rank"]), INK)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.7)))

    def tie_card(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]

        def deal():
            c = t.to_stack(seat, rank)
            c.glow = TIE_GLOW
            t.add_log(t.phrase(seat, "{name} gets a tie card: {rank}.", "You get a tie card: {rank}.", rank=rank), LOG_DIM)

        t.queue.add(Do(deal), Settle(), Wait(t.t(0.2)))

    def tie_pair_discarded(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]
        holder = {}

        def deal():
            holder["card"] = t.to_stack(seat, rank)

        def show():
            c = holder["card"]
            c.glow = PAIR_GLOW
            partner = t.pic.stacks[seat].find(rank)
            if partner is not None and partner is not c:
                partner.glow = PAIR_GLOW
            t.add_log(t.phrase(seat, "{name}'s tie card {rank} pairs and is thrown away.",
                               "Your tie card {rank} pairs and is thrown away.", rank=rank), LOG_DIM)

        def away():
            c = holder["card"]
            partner = t.pic.stacks[seat].find(rank)
            if partner is not None:
                partner.glow = None
            t.pic.stacks[seat].remove(c)
            t.to_discard(c)
            t.place_stack(seat, t.move_time)

        t.queue.add(Do(deal), Settle(), Do(show), Wait(t.t(0.5)), Do(away), Settle())

    def tie_no_card(self, ev) -> None:
        t = self.t
        winner = t.seats.ref(ev.data["winner"])
        t.queue.add(Do(lambda: t.add_log(Msg("No card is left to break the tie: {name} wins it.", name=winner), INK)))

    def start(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data.get("rank")

        def show():
            t.clear_glow()
            t.say(t.phrase(seat, "{name} starts", "You start"), GOLD)
            t.pic.active = seat
            c = t.pic.stacks[seat].find(rank) if rank is not None else None
            if c is not None:
                c.glow = FOLD_GLOW
            if rank is not None:
                t.add_log(t.phrase(seat, "{name} has the lowest card ({rank}) and starts.",
                                   "You have the lowest card ({rank}) and start.", rank=rank), INK)

        def done():
            t.clear_glow()
            t.say(None)

        t.queue.add(Settle(), Do(show), Wait(t.t(0.6)), Do(done))

    # ---- a turn --------------------------------------------------------------------------------------------
    def hit(self, ev) -> None:
        t, seat, rank = self.t, ev.seat, ev.data["rank"]

        def draw():
            t.pic.active = seat
            t.to_stack(seat, rank)
            t.add_log(t.phrase(seat, "{name} hits and draws {rank}.", "You hit and draw {rank}.", rank=rank), INK)

        t.queue.add(Settle(), Do(draw), Settle())

    def pair(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        rank = d["rank"]

        def show():
            for c in (t.pic.stacks[seat].find(rank, last=True), t.pic.stacks[seat].find(rank)):
                if c is not None:
                    c.glow = PAIR_GLOW
            t.say(t.phrase(seat, "{name} catches a pair of {rank}s: +{points}", "You catch a pair of {rank}s: +{points}",
                           rank=rank, points=d["points"]), PAIR_GLOW)
            t.add_log(t.phrase(seat, "{name} catches a pair of {rank}s and scores {points} ({score} in all).",
                               "You catch a pair of {rank}s and score {points} ({score} in all).",
                               rank=rank, points=d["points"], score=d["score"]), LOG_PAIR)

        def score():
            drawn = t.pic.stacks[seat].find(rank, last=True)
            if drawn is not None:
                t.pic.stacks[seat].remove(drawn)
                t.to_score(seat, drawn, d["score"])
            else:
                t.pic.scores[seat] = d["score"]

        t.queue.add(Settle(), Do(show), Wait(t.t(1.0)), Do(score), Settle())

    def fold(self, ev) -> None:
        t, seat, d = self.t, ev.seat, ev.data
        rank, src = d["rank"], d["from_seat"]

        def show():
            t.pic.active = seat
            c = t.pic.stacks[src].find(rank) if src is not None else None
            if c is not None:
                c.glow = FOLD_GLOW
            t.say(t.phrase(seat, "{name} folds: +{points}", "You fold: +{points}", points=d["points"]), FOLD_GLOW)
            t.add_log(self.fold_line(seat, src, d), LOG_FOLD)

        def score():
            c = t.pic.stacks[src].find(rank) if src is not None else None
            if c is not None:
                t.pic.stacks[src].remove(c)
                t.to_score(seat, c, d["score"])
                t.place_stack(src, t.move_time)
            else:
                t.pic.scores[seat] = d["score"]

        t.queue.add(Settle(), Do(show), Wait(t.t(0.9)), Do(score), Settle())

    def fold_line(self, seat: int, src, d) -> Msg:
        """The log line of a fold: whose card the folder took."""
        t = self.t
        fields = dict(rank=d["rank"], points=d["points"], score=d["score"])
        if d["rank"] is None:
            return t.phrase(seat, "{name} folds with no card on the table.", "You fold with no card on the table.")
        if src == seat:
            return t.phrase(seat, "{name} folds and takes the {rank} from their own stack: +{points} ({score} in all).",
                            "You fold and take the {rank} from your own stack: +{points} ({score} in all).", **fields)
        if t.seats.you(src):
            return Msg("{name} folds and takes your {rank}: +{points} ({score} in all).", name=t.seats.ref(seat), **fields)
        return t.phrase(seat, "{name} folds and takes {other}'s {rank}: +{points} ({score} in all).",
                        "You fold and take {other}'s {rank}: +{points} ({score} in all).",
                        other=t.seats.ref(src), **fields)
