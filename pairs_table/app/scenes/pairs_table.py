"""The Pairs table: stacks in front of each seat, the draw and discard piles in the middle,
scores against the losing score on the plates, Hit and Fold for the human.

Every card movement comes from an engine event (``pairs.EVENT_DATA``): a deal or a hit
sends a card from the draw pile to a stack, a pair or a fold sends a card to the scorer's
plate, the end of a round sweeps the stacks to the discard pile, a reshuffle moves the
discards back. The pair or fold that ends a round is held up with a glow, a banner and a
pause before the next deal.
"""

from __future__ import annotations

import pygame

from ...ai.odds import view_odds
from ...engine.replay import Setup
from ..anim import Do, Settle, Wait
from ..i18n import tr
from ..layout import scaled
from ..render import GOLD, INK, INK_DIM, RED
from .table import TableScene

PAIR_GLOW = (255, 96, 80)
FOLD_GLOW = (255, 204, 90)
TIE_GLOW = (140, 200, 255)
LOG_DIM = (150, 170, 160)
LOG_PAIR = (240, 140, 120)
LOG_FOLD = (246, 206, 120)


class PairsTableScene(TableScene):
    def __init__(self, app, config) -> None:
        if getattr(app.settings, "colour_blind_deck", False):
            self.deck = "pairs_cb"
        super().__init__(app, config)
        self.stacks: list[list] = [[] for _ in range(self.n)]
        self.scores = [0] * self.n
        self.losing = self.facts["losing_score"]
        self.draw_count = 55
        self.discard_count = 0
        self.round_no = 0
        self.dealer = None
        self._unseen = None
        self._unseen_version = -1

    # ---- the game ------------------------------------------------------------------------------
    def next_setup(self, seed: int) -> Setup:
        """The next game of a session (2.10): the dealer moves on, the chips carry over."""
        facts = self.state.summary()
        return Setup("pairs", self.n, dict(self.state.options), seed, dealer=(facts["dealer"] + 1) % self.n,
                     chips=facts["chips"])

    def reset_picture(self) -> None:
        super().reset_picture()
        self.stacks = [[] for _ in range(self.n)]
        self.scores = [0] * self.n
        self.draw_count, self.discard_count = 55, 0
        self.round_no = 0

    # ---- places on the table --------------------------------------------------------------------
    def place_stack(self, seat: int, duration: float) -> None:
        positions = self.layout.spot(seat).stack_positions(len(self.stacks[seat]))
        ch = self.layout.card[1]
        for c, pos in zip(self.stacks[seat], positions):
            if c.on_arrive is None or not c.moving:
                c.send(pos, ch, True, duration)

    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(self.n):
            self.place_stack(seat, duration)

    def spawn_at_draw(self, rank: int):
        self.draw_count = max(0, self.draw_count - 1)
        c = self.card_vis(str(rank), self.layout.draw_pile, face_up=False)
        c.tag = rank
        return c

    def to_stack(self, seat: int, rank: int):
        """A card from the draw pile to ``seat``'s stack, turning face up on the way."""
        c = self.spawn_at_draw(rank)
        self.stacks[seat].append(c)
        self.place_stack(seat, self.move_time)
        self.touch()
        return c

    def to_discard(self, c, duration: float | None = None) -> None:
        def arrived(card):
            self.drop(card)
            self.discard_count += 1
            self.touch()

        c.glow = None
        c.send(self.layout.discard_pile, self.layout.card[1], False,
               self.move_time if duration is None else duration, arrived)

    def to_score(self, seat: int, c, score: int) -> None:
        def arrived(card):
            self.drop(card)
            self.scores[seat] = score
            self.touch()

        spot = self.layout.spot(seat)
        c.fade_out = True
        c.send(spot.score_spot, self.layout.card[1] * 0.55, True, self.t(0.42), arrived)

    def find(self, seat: int, rank: int, last: bool = False):
        cards = [c for c in self.stacks[seat] if c.tag == rank]
        if not cards:
            return None
        return cards[-1] if last else cards[0]

    def clear_glow(self) -> None:
        for c in self.cards:
            c.glow = None

    # ---- events to steps ------------------------------------------------------------------------------
    def feed(self, events) -> None:
        for ev in events:
            handler = getattr(self, f"_on_{ev.kind}", None)
            if handler is not None:
                handler(ev.seat, ev.data)

    def _on_game_start(self, seat, d) -> None:
        burned = d["burned"]

        def begin():
            self.losing = d["losing_score"]
            self.draw_count = d["draw"] + burned
            self.discard_count = 0
            self.add_log(tr("New game: {n} players, losing score {score}.", n=d["players"], score=d["losing_score"]), GOLD)
            self.add_log(tr("The deck is shuffled and {n} cards are burned.", n=burned), LOG_DIM)

        self.queue.add(Do(begin))
        self._burn(burned)

    def _burn(self, count: int) -> None:
        for _ in range(count):
            self.queue.add(Do(lambda: self.to_discard(self.spawn_at_draw(0), self.t(0.3))), Wait(self.t(0.06)))
        self.queue.add(Settle())

    def _on_round_start(self, seat, d) -> None:
        def begin():
            self.round_no = d["round"]
            self.dealer = d["dealer"]
            self.active = None
            self.say(None)
            self.add_log(self.phrase(d["dealer"], "Round {n}: {name} deals.", "Round {n}: you deal.", n=d["round"]),
                         LOG_DIM)

        self.queue.add(Settle(), Do(begin))

    def _on_deal(self, seat, d) -> None:
        self.queue.add(Do(lambda: self.to_stack(seat, d["rank"])), Wait(self.t(0.12)))

    def _on_tie(self, seat, d) -> None:
        seats = d["seats"]

        def show():
            for s_ in seats:
                c = self.find(s_, d["rank"])
                if c is not None:
                    c.glow = TIE_GLOW
            names = self.names_text(seats)
            self.say(tr("Tie for low: {names}", names=names), TIE_GLOW)
            self.add_log(tr("{names} tie for low with {rank}: tie cards are dealt.", names=names, rank=d["rank"]), INK)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.7)))

    def _on_tie_card(self, seat, d) -> None:
        def deal():
            c = self.to_stack(seat, d["rank"])
            c.glow = TIE_GLOW
            self.add_log(self.phrase(seat, "{name} gets a tie card: {rank}.", "You get a tie card: {rank}.", rank=d["rank"]), LOG_DIM)

        self.queue.add(Do(deal), Settle(), Wait(self.t(0.2)))

    def _on_tie_pair_discarded(self, seat, d) -> None:
        holder = {}

        def deal():
            holder["card"] = self.to_stack(seat, d["rank"])

        def show():
            c = holder["card"]
            c.glow = PAIR_GLOW
            partner = self.find(seat, d["rank"])
            if partner is not None and partner is not c:
                partner.glow = PAIR_GLOW
            self.add_log(self.phrase(seat, "{name}'s tie card {rank} pairs and is thrown away.", "Your tie card {rank} pairs and is thrown away.", rank=d["rank"]),
                         LOG_DIM)

        def away():
            c = holder["card"]
            partner = self.find(seat, d["rank"])
            if partner is not None:
                partner.glow = None
            if c in self.stacks[seat]:
                self.stacks[seat].remove(c)
            self.to_discard(c)
            self.place_stack(seat, self.move_time)

        self.queue.add(Do(deal), Settle(), Do(show), Wait(self.t(0.5)), Do(away), Settle())

    def _on_tie_no_card(self, seat, d) -> None:
        self.queue.add(Do(lambda: self.add_log(
            tr("No card is left to break the tie: {name} wins it.", name=self.name(d["winner"])), INK)))

    def _on_start(self, seat, d) -> None:
        def show():
            self.clear_glow()
            self.say(self.phrase(seat, "{name} starts", "You start"), GOLD)
            self.active = seat
            c = self.find(seat, d["rank"]) if d.get("rank") is not None else None
            if c is not None:
                c.glow = FOLD_GLOW
            if d.get("rank") is not None:
                self.add_log(self.phrase(seat, "{name} has the lowest card ({rank}) and starts.", "You have the lowest card ({rank}) and start.", rank=d["rank"]), INK)

        def done():
            self.clear_glow()
            self.say(None)

        self.queue.add(Settle(), Do(show), Wait(self.t(0.6)), Do(done))

    def _on_reshuffle(self, seat, d) -> None:
        def gather():
            self.add_log(tr("The draw pile is empty: {n} discards are shuffled into a new one.", n=d["shuffled"]), GOLD)
            flying = min(8, d["shuffled"])
            self.discard_count = 0
            for i in range(flying):
                c = self.card_vis("1", self.layout.discard_pile, face_up=False)
                last = i == flying - 1

                def arrived(card, last=last):
                    self.drop(card)
                    if last:
                        self.draw_count = d["shuffled"]
                        self.touch()
                c.send(self.layout.draw_pile, None, None, self.t(0.3 + 0.04 * i), arrived)
            if flying == 0:
                self.draw_count = d["shuffled"]

        self.queue.add(Settle(), Do(gather), Settle())
        self._burn(d["burned"])

        def sync():
            self.draw_count, self.discard_count = d["draw"], d["burned"]
            self.touch()

        self.queue.add(Do(sync))

    def _on_hit(self, seat, d) -> None:
        def hit():
            self.active = seat
            self.to_stack(seat, d["rank"])
            self.add_log(self.phrase(seat, "{name} hits and draws {rank}.", "You hit and draw {rank}.", rank=d["rank"]), INK)

        self.queue.add(Settle(), Do(hit), Settle())

    def _on_pair(self, seat, d) -> None:
        rank = d["rank"]

        def show():
            drawn = self.find(seat, rank, last=True)
            partner = self.find(seat, rank)
            for c in (drawn, partner):
                if c is not None:
                    c.glow = PAIR_GLOW
            self.say(self.phrase(seat, "{name} catches a pair of {rank}s: +{points}", "You catch a pair of {rank}s: +{points}",
                                 rank=rank, points=d["points"]), PAIR_GLOW)
            self.add_log(self.phrase(seat, "{name} catches a pair of {rank}s and scores {points} ({score} in all).",
                                     "You catch a pair of {rank}s and score {points} ({score} in all).",
                                     rank=rank, points=d["points"], score=d["score"]), LOG_PAIR)

        def score():
            drawn = self.find(seat, rank, last=True)
            if drawn is not None:
                self.stacks[seat].remove(drawn)
                self.to_score(seat, drawn, d["score"])
            else:
                self.scores[seat] = d["score"]

        self.queue.add(Settle(), Do(show), Wait(self.t(1.0)), Do(score), Settle())

    def _on_fold(self, seat, d) -> None:
        rank, src = d["rank"], d["from_seat"]

        def show():
            self.active = seat
            c = self.find(src, rank) if src is not None else None
            if c is not None:
                c.glow = FOLD_GLOW
            if rank is None:
                text = self.phrase(seat, "{name} folds with no card on the table.", "You fold with no card on the table.")
            elif src == seat:
                text = self.phrase(seat, "{name} folds and takes the {rank} from their own stack: +{points} ({score} in all).",
                                   "You fold and take the {rank} from your own stack: +{points} ({score} in all).",
                                   rank=rank, points=d["points"], score=d["score"])
            elif self.you(src):
                text = tr("{name} folds and takes your {rank}: +{points} ({score} in all).", name=self.name(seat),
                          rank=rank, points=d["points"], score=d["score"])
            else:
                text = self.phrase(seat, "{name} folds and takes {other}'s {rank}: +{points} ({score} in all).",
                                   "You fold and take {other}'s {rank}: +{points} ({score} in all).",
                                   other=self.name(src), rank=rank, points=d["points"], score=d["score"])
            self.say(self.phrase(seat, "{name} folds: +{points}", "You fold: +{points}", points=d["points"]), FOLD_GLOW)
            self.add_log(text, LOG_FOLD)

        def score():
            c = self.find(src, rank) if src is not None else None
            if c is not None:
                self.stacks[src].remove(c)
                self.to_score(seat, c, d["score"])
                self.place_stack(src, self.move_time)
            else:
                self.scores[seat] = d["score"]

        self.queue.add(Settle(), Do(show), Wait(self.t(0.9)), Do(score), Settle())

    def _on_round_end(self, seat, d) -> None:
        def sweep():
            self.clear_glow()
            self.say(None)
            for s_ in range(self.n):
                for c in self.stacks[s_]:
                    self.to_discard(c, self.t(0.3))
                self.stacks[s_] = []
            self.touch()

        def sync():
            self.scores = list(d["scores"])
            self.touch()

        self.queue.add(Wait(self.t(0.3)), Do(sweep), Settle(), Do(sync))

    def _on_game_lost(self, seat, d) -> None:
        def show():
            self.active = None
            self.scores[seat] = d["score"]
            self.say(self.phrase(seat, "{name} reaches {score} and loses!", "You reach {score} and lose!", score=d["score"]), PAIR_GLOW)
            self.add_log(self.phrase(seat, "{name} reaches {score} points (losing score {losing}) and loses the game.",
                                     "You reach {score} points (losing score {losing}) and lose the game.",
                                     score=d["score"], losing=d["losing_score"]), RED)

        self.queue.add(Settle(), Do(show))

    def _on_stake(self, seat, d) -> None:
        self.queue.add(Do(lambda: self.add_log(
            self.phrase(seat, "{name} pays {n} chips to the others.", "You pay {n} chips to the others.", n=-d["paid"][seat]), LOG_FOLD)))

    # ---- what the panel and plates show ---------------------------------------------------------------
    def action_specs(self):
        low = self.facts["lowest"] if self.human_to_act() else None
        fold = tr("Fold ({rank})  [F]", rank=low) if low is not None else tr("Fold  [F]")
        return [("hit", tr("Hit  [H]"), pygame.K_h, "primary"), ("fold", fold, pygame.K_f, "danger")]

    def plate_value(self, seat: int):
        score = self.scores[seat]
        return f"{score} / {self.losing}", score / self.losing if self.losing else None

    def status_lines(self):
        st = self.state
        lines = [(tr("Pairs · round {n}", n=max(1, self.round_no)), GOLD, 19, True),
                 (tr("Losing score {score}", score=self.losing), INK_DIM, 14, False)]
        if self.dealer is not None:
            lines.append((tr("Dealer: {name}", name=self.name(self.dealer)), INK_DIM, 14, False))
        if st.is_over and self.idle:
            loser = st.loser
            lines.append((self.phrase(loser, "{name} loses the game.", "You lose the game."), RED, 17, True))
        elif self.active is not None:
            seat = self.active
            if self.is_human(seat) and self.human_to_act():
                lines.append((tr("Your turn") if self.n_humans == 1 else tr("{name}'s turn", name=self.name(seat)),
                              GOLD, 18, True))
                view = st.view(seat)
                odds = view_odds(view, seat)
                if view["lowest"] is not None:
                    lines.append((tr("Folding now costs {n} points.", n=view["lowest"]), INK, 14, False))
                if "hit" in view["legal"]:
                    lines.append((tr("A hit pairs you {p:.0f}% of the time ({e:.1f} points expected).",
                                     p=100 * odds["pair"], e=odds["expected"]), INK_DIM, 14, False))
                else:
                    lines.append((tr("No card can be drawn: you must fold."), INK_DIM, 14, False))
            elif self.thinking == seat:
                lines.append((tr("{name} is thinking…", name=self.name(seat)), INK, 17, True))
            elif self.is_human(seat) and self.n_humans == 1:
                lines.append((tr("Your turn"), GOLD, 18, True))
            else:
                lines.append((tr("{name} to play", name=self.name(seat)), INK, 17, True))
        elif st.hand_over and not st.is_over:
            lines.append((tr("Round over"), INK, 17, True))
        else:
            lines.append((tr("Dealing…"), INK_DIM, 17, True))
        return lines

    # ---- drawing ----------------------------------------------------------------------------------------
    def unseen_counts(self) -> list[int]:
        """Per rank, the cards nobody has seen since the last reshuffle (the engine's public
        view), refreshed when the table is at rest so it never runs ahead of the cards."""
        if self._unseen is None or (self.idle and self._unseen_version != self.version):
            self._unseen = self.state.view(self.config.bottom_seat)["unseen"]
            self._unseen_version = self.version
        return self._unseen

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        L = self.layout
        s = L.scale
        t = self.app.text
        head = t.render(tr("Cards not yet seen"), L.font_size(13), INK_DIM)
        surface.blit(head, (x, y))
        y += head.get_height() + scaled(6, s)
        unseen = self.unseen_counts()
        cols = 5
        cell_w = width // cols
        mini_h = min(scaled(40, s), int(cell_w * 0.62 / 0.714))
        mini_w = self.app.sprites.width_for(mini_h)
        for r in range(1, 11):
            col, row = (r - 1) % cols, (r - 1) // cols
            cx = x + col * cell_w
            cy = y + row * (mini_h + scaled(8, s))
            card = self.app.sprites.card(self.deck, str(r), mini_h)
            if unseen[r] == 0:
                card = self._dimmed(card)
            surface.blit(card, (cx, cy))
            colour = INK if unseen[r] else (110, 120, 114)
            num = t.render(str(unseen[r]), L.font_size(14), colour, bold=True)
            surface.blit(num, (cx + mini_w + scaled(3, s), cy + (mini_h - num.get_height()) // 2))
        y += 2 * (mini_h + scaled(8, s)) + scaled(4, s)
        pygame.draw.line(surface, (70, 90, 80), (x, y), (x + width, y))
        return y + scaled(10, s)

    def _dimmed(self, card):
        key = ("dim", card.get_size())
        cache = self._panel_cache
        img = cache.get((key, id(card)))
        if img is None:
            img = card.copy()
            img.fill((120, 120, 120, 150), special_flags=pygame.BLEND_RGBA_MULT)
            cache[(key, id(card))] = img
        return img

    def _felt_mark(self):
        """The game's name and losing score printed faintly on the felt above the piles
        (None when a seat's cards need that room)."""
        L = self.layout
        key = ("mark", L.size, self.n, self.losing)
        if key in self._panel_cache:
            return self._panel_cache[key]
        t = self.app.text
        s = L.scale
        title = t.render(tr("P A I R S"), L.font_size(30), (200, 240, 210), bold=True)
        sub = t.render(tr("losing score {n}", n=self.losing).upper(), L.font_size(12), (200, 240, 210), bold=True)
        w = max(title.get_width(), sub.get_width())
        h = title.get_height() + sub.get_height() + scaled(2, s)
        mark = pygame.Surface((w, h), pygame.SRCALPHA)
        mark.blit(title, ((w - title.get_width()) // 2, 0))
        mark.blit(sub, ((w - sub.get_width()) // 2, title.get_height() + scaled(2, s)))
        mark.set_alpha(46)
        rect = mark.get_rect(midbottom=(L.centre.centerx, L.centre.top - scaled(10, s)))
        clear = rect.inflate(scaled(8, s), scaled(8, s))
        if any(clear.colliderect(sp.stack_box) or clear.colliderect(sp.plate) for sp in L.seats):
            result = None
        else:
            result = (mark, rect)
        self._panel_cache[key] = result
        return result

    def draw_table(self, surface) -> None:
        L = self.layout
        mark = self._felt_mark()
        if mark is not None:
            surface.blit(*mark)
        self.draw_pile(surface, L.draw_pile, self.draw_count, tr("Draw {n}", n=self.draw_count))
        self.draw_pile(surface, L.discard_pile, self.discard_count, tr("Discards {n}", n=self.discard_count),
                       messy=True)
        resting, flying = [], []
        for seat in range(self.n):
            for c in self.stacks[seat]:
                (flying if c.moving else resting).append(c)
        in_stacks = {id(c) for st in self.stacks for c in st}
        for c in self.cards:
            if id(c) not in in_stacks:
                flying.append(c)
        for c in resting:
            self.draw_card(surface, c)
        for c in flying:
            self.draw_card(surface, c)
