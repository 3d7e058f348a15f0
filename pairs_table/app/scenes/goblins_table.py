"""The Goblin's Poker table: secret hands of six, the secret first card, five rounds of
playing a card face down to the centre or passing for the pot plus ``L``; the centre is
shuffled and dealt back face up from the smallest stack.

The centre cards are always backs and carry no rank: nobody can tell which player played
which (the viewer's own card is named in the side panel only). Before the deal the cards
are gathered, shuffled in plain sight and replaced by fresh, anonymous pictures; each
``deal_back`` event turns one of them face up on its receiver's stack.
"""

from __future__ import annotations

import pygame

from ...engine.goblins_poker import GoblinsPokerState
from ..anim import Do, Settle, Wait
from ..i18n import tr
from ..layout import scaled
from ..render import GOLD, INK, INK_DIM
from .chip_table import FOLD_GLOW, HIDDEN, LOG_DIM, LOG_PAY, TIE_GLOW, ChipTable

SMALLEST_COLOUR = (140, 200, 255)


class GoblinsTable(ChipTable):
    state_class = GoblinsPokerState
    title = "Goblin's Poker"

    def reset_picture(self) -> None:
        super().reset_picture()
        self.centre: list = []
        self.smallest = None

    def begin_hand(self, d) -> None:
        self.smallest = None

    # ---- the centre ------------------------------------------------------------------------------
    def centre_point(self):
        return self.geo()["slots"][1]

    def centre_positions(self, count: int) -> list:
        """A loose heap: each card a little off the middle (fixed offsets, not by owner)."""
        x, y = self.centre_point()
        cw = self.layout.card[0]
        offs = ((0, 0), (0.16, -0.05), (-0.15, 0.04), (0.07, 0.09), (-0.08, -0.1), (0.2, 0.1), (-0.2, -0.04),
                (0.02, -0.14))
        return [(x + offs[i % 8][0] * cw, y + offs[i % 8][1] * cw) for i in range(count)]

    def place_extra(self, duration: float) -> None:
        h = self.layout.card[1] * 0.86
        for c, pos in zip(self.centre, self.centre_positions(len(self.centre))):
            if c.on_arrive is None or not c.moving:
                c.send(pos, h, False, duration)

    def is_extra(self, c) -> bool:
        return c in self.centre

    def sweep_extra(self) -> None:
        for c in self.centre:
            self.drop(c)
        self.centre = []

    def pot_point(self):
        """Below the centre cards, in front of the piles."""
        x, y = self.geo()["slots"][1]
        s = self.layout.scale
        return x, y + self.layout.card[1] / 2 + scaled(26, s) + self.geo()["chip_r"] * 1.6

    def pot_label_y(self) -> float:
        return self.pot_point()[1] + scaled(12, self.layout.scale)

    # ---- events ------------------------------------------------------------------------------------
    def _on_round(self, seat, d, sec) -> None:
        def show():
            self.round_no = d["round"]
            self.smallest = d["start"]
            self.clear_glow()
            self.add_log(self.phrase(d["start"], "Round {n} of 5: {name} has the smallest stack and starts.",
                                     "Round {n} of 5: you have the smallest stack and start.", n=d["round"]), GOLD)
            self.touch()

        self.queue.add(Settle(), Do(show))

    def _on_play(self, seat, d, sec) -> None:
        def play():
            self.active = seat
            c = self.take_from_hand(seat, sec.get("rank"))
            self.release(c)
            c.tag = None
            self.centre.append(c)
            pos = self.centre_positions(len(self.centre))[-1]

            def arrived(card):
                card.name = HIDDEN  # in the centre nobody can tell it from the others

            c.send(pos, self.layout.card[1] * 0.86, False, self.move_time, arrived)
            # the log stays on screen for the next player: only the one human hears the rank
            self.add_log(self.phrase(seat, "{name} plays a card face down.", "You play {rank} face down.",
                                     rank=sec.get("rank")), INK)
            self.touch()

        self.queue.add(Settle(), Do(play), Settle())

    def _on_pass(self, seat, d, sec) -> None:
        def pas():
            self.active = seat
            self.say(self.phrase(seat, "{name} passes: pays {n}", "You pass: you pay {n}", n=d["paid"]), FOLD_GLOW)
            what = tr("pot {pot} + L {low}", pot=d["pot"], low=d["L"])
            self.add_log(self.pay_text(seat, what, d["owed"], d["paid"], "{name} passes and pays {paid} ({what}).",
                                       "You pass and pay {paid} ({what})."), LOG_PAY)
            self.chips_to_pot(seat, d["paid"])
            self.float_text(seat, f"-{d['paid']}", FOLD_GLOW)

        self.queue.add(Settle(), Do(pas), Settle(), Wait(self.t(0.4)), Do(lambda: self.say(None)))

    def _on_centre_shuffle(self, seat, d, sec) -> None:
        order = d["order"]

        def gather():
            self.smallest = order[0]
            self.active = None
            self.say(tr("The centre is shuffled"), GOLD)
            x, y = self.centre_point()
            for c in self.centre:
                c.send((x, y), None, False, self.t(0.2))

        def swap(k):
            def go():
                x, y = self.centre_point()
                cw = self.layout.card[0]
                for i, c in enumerate(self.centre):
                    side = 1 if (i + k) % 2 else -1
                    dx = side * cw * (0.35 + 0.1 * self.fx_rng.random())
                    dy = (self.fx_rng.random() - 0.5) * cw * 0.2
                    c.send((x + dx, y + dy), None, False, self.t(0.12))
            return go

        def regroup():
            x, y = self.centre_point()
            for c in self.centre:
                self.drop(c)
            h = self.layout.card[1] * 0.86
            self.centre = []
            for i in range(d["count"]):  # fresh pictures: which card was whose is gone
                c = self.card_vis(HIDDEN, (x, y), face_up=False)
                c.h = h
                self.centre.append(c)
            self.place_extra(self.t(0.15))
            self.add_log(self.phrase(order[0], "The {n} centre cards are shuffled and dealt from {name} "
                                     "(smallest stack).", "The {n} centre cards are shuffled and dealt from you "
                                     "(smallest stack).", n=d["count"]), LOG_DIM)

        self.queue.add(Settle(), Do(gather), Settle())
        for k in range(3):
            self.queue.add(Do(swap(k)), Settle(), Do(gather), Settle())
        self.queue.add(Do(regroup), Settle(), Wait(self.t(0.2)), Do(lambda: self.say(None)))

    def _on_deal_back(self, seat, d, sec) -> None:
        def deal():
            if self.centre:
                c = self.centre.pop(0)
            else:
                c = self.card_vis(HIDDEN, self.centre_point(), face_up=False)
            c.glow = TIE_GLOW
            self.to_stack(seat, c, d["rank"])
            self.add_log(self.phrase(seat, "{name} is dealt {rank}.", "You are dealt {rank}.", rank=d["rank"]), INK)

        self.queue.add(Do(deal), Settle(), Wait(self.t(0.15)), Do(self.clear_glow))

    def _on_centre_discarded(self, seat, d, sec) -> None:
        def away():
            for c in self.centre:
                self.to_dead(c)
            self.centre = []
            self.add_log(tr("{n} undealt centre cards go to the dead cards unseen.", n=d["count"]), LOG_DIM)

        self.queue.add(Settle(), Do(away), Settle())

    # ---- what the panel shows ------------------------------------------------------------------------
    def action_specs(self):
        view = self.state.view(self.state.to_act) if self.human_to_act() else None
        cost = view.get("pass_cost") if view else None
        label = tr("Pass: −{n}  [P]", n=cost) if cost is not None else tr("Pass  [P]")
        return [("pass", label, pygame.K_p, "danger")]

    def handover_hint(self, seat: int) -> str:
        if self.facts["phase"] == "choose":
            return tr("Choose your secret first card.")
        return tr("Round {n} of 5: play a card face down or pass.", n=self.facts["round"])

    def status_lines(self):
        st = self.state
        head = tr("Goblin's Poker · hand {n}", n=max(1, self.hand_no))
        if self.round_no:
            head += " · " + tr("round {n} of 5", n=self.round_no)
        lines = [(head, GOLD, 19, True)]
        if self.smallest is not None:
            lines.append((tr("Smallest stack: {name}", name=self.name(self.smallest)), INK_DIM, 14, False))
        elif self.hand_no and self.facts["phase"] == "choose" and not st.hand_over:
            lines.append((tr("Everyone chooses a first card in secret."), INK_DIM, 14, False))
        lines.append(self.turn_line())
        if self.idle and not st.hand_over and self.facts["phase"] == "turn":
            view = self.view_now()
            if view["pass_cost"] is not None:
                if view["pass_cost_rule"] == "low_only":
                    text = tr("Passing now costs {n} (L).", n=view["pass_cost"])
                else:
                    text = tr("Passing now costs {n} (pot {pot} + L {low}).", n=view["pass_cost"], pot=view["pot"],
                              low=view["L"])
                lines.append((text, INK, 14, False))
            if view["centre_size"]:
                lines.append((tr("Face down in the centre: {n}", n=view["centre_size"]), INK_DIM, 14, False))
            if self.viewer is not None and view["my_played"] is not None:
                mine = self.phrase(self.viewer, "{name}'s card in the centre: {rank}", "Your card in the centre: {rank}",
                                   rank=view["my_played"])
                lines.append((mine, INK_DIM, 14, False))
        if self.human_to_act() and not self.handover_due():
            verb = tr("choose it as your first card") if self.facts["phase"] == "choose" else tr("play it face down")
            lines.append((tr("Click a card of your hand (or press 1–{k}) to {verb}.", k=len(self.viewer_hand()),
                             verb=verb), INK_DIM, 14, False))
        return lines

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw_centre(self, surface) -> None:
        for c in self.centre:
            self.draw_card(surface, c)
        L = self.layout
        if self.centre:
            x, y = self.centre_point()
            img = self.app.text.render(str(len(self.centre)), L.font_size(14), (20, 20, 20), bold=True)
            c = (int(x + L.card[0] * 0.42), int(y - L.card[1] * 0.42))
            pygame.draw.circle(surface, INK, c, max(img.get_width(), img.get_height()) // 2 + scaled(4, L.scale))
            surface.blit(img, img.get_rect(center=c))
        self.draw_pot(surface)

    def draw_markers(self, surface) -> None:
        if self.smallest is not None and not self.out[self.smallest]:
            self.marker(surface, self.smallest, tr("low"), SMALLEST_COLOUR)
