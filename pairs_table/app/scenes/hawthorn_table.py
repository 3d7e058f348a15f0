"""The Hawthorn table: secret hands of five, the secret first card, the first-player button,
deck rounds (hit or fold) and hand rounds (play a card or fold), the fold cost ``L``.

Events of :mod:`...engine.hawthorn` besides the shared ones (:mod:`.chip_table`):
``button`` moves the first-player button, ``round`` starts a deck or hand round, ``hit``
sends a card from the draw pile to a stack, ``play`` a card from a hand to its stack
(face up on the way), ``fold`` pays ``L`` into the pot.
"""

from __future__ import annotations

import pygame

from ...engine.hawthorn import HawthornState
from ..anim import Do, Settle, Wait
from ..i18n import tr
from ..render import GOLD, INK, INK_DIM
from .chip_table import FOLD_GLOW, LOG_PAY, ChipTable

BUTTON_COLOUR = (246, 214, 120)


class HawthornTable(ChipTable):
    state_class = HawthornState
    title = "Hawthorn"

    def reset_picture(self) -> None:
        super().reset_picture()
        self.button = None
        self.round_type = None

    def begin_hand(self, d) -> None:
        self.button = None
        self.round_type = None

    # ---- events ------------------------------------------------------------------------------
    def _on_button(self, seat, d, sec) -> None:
        def show():
            self.button = d["seat"]
            self.say(self.phrase(d["seat"], "{name} is the first player", "You are the first player"), GOLD)
            self.add_log(self.phrase(d["seat"], "{name} has the lowest first card and takes the button.",
                                     "You have the lowest first card and take the button."), INK)
            self.touch()

        self.queue.add(Settle(), Do(show), Wait(self.t(0.8)), Do(lambda: self.say(None)))

    def _on_round(self, seat, d, sec) -> None:
        def show():
            self.round_no = d["round"]
            self.round_type = d["type"]
            self.clear_glow()
            kind = tr("deck round: hit or fold") if d["type"] == "deck" else tr("hand round: play a card or fold")
            self.add_log(tr("Round {n}, {kind}.", n=d["round"], kind=kind), GOLD)
            self.touch()

        self.queue.add(Settle(), Do(show))

    def _on_hit(self, seat, d, sec) -> None:
        def hit():
            self.active = seat
            self.to_stack(seat, self.from_draw(str(d["rank"])), d["rank"])
            self.add_log(self.phrase(seat, "{name} hits and draws {rank}.", "You hit and draw {rank}.",
                                     rank=d["rank"]), INK)

        self.queue.add(Settle(), Do(hit), Settle())

    def _on_play(self, seat, d, sec) -> None:
        def play():
            self.active = seat
            c = self.take_from_hand(seat, d["rank"])
            self.to_stack(seat, c, d["rank"])
            self.add_log(self.phrase(seat, "{name} plays {rank} from their hand.", "You play {rank} from your hand.",
                                     rank=d["rank"]), INK)

        self.queue.add(Settle(), Do(play), Settle())

    def _on_fold(self, seat, d, sec) -> None:
        def fold():
            self.active = seat
            for s_ in range(self.n):
                for c in self.stacks[s_]:
                    if c.tag == d["L"]:
                        c.glow = FOLD_GLOW
            self.say(self.phrase(seat, "{name} folds: pays {n}", "You fold: you pay {n}", n=d["paid"]), FOLD_GLOW)
            self.add_log(self.pay_text(seat, d["L"], d["owed"], d["paid"],
                                       "{name} folds and pays {paid} (L = {what}).",
                                       "You fold and pay {paid} (L = {what})."), LOG_PAY)
            self.chips_to_pot(seat, d["paid"])
            self.float_text(seat, f"-{d['paid']}", FOLD_GLOW)

        self.queue.add(Settle(), Do(fold), Settle(), Wait(self.t(0.5)), Do(self.clear_glow))

    # ---- what the panel shows ----------------------------------------------------------------
    def action_specs(self):
        view = self.state.view(self.state.to_act) if self.human_to_act() else None
        fold = tr("Fold: −{n}  [F]", n=view["L"]) if view and view["L"] is not None else tr("Fold  [F]")
        return [("hit", tr("Hit  [H]"), pygame.K_h, "primary"), ("fold", fold, pygame.K_f, "danger")]

    def no_card_reason(self) -> str:
        return tr("This is a deck round: hit or fold.")

    def handover_hint(self, seat: int) -> str:
        if self.facts["phase"] == "choose":
            return tr("Choose your secret first card.")
        kind = tr("a deck round: hit or fold") if self.facts["round"] % 2 else tr("a hand round: play a card or fold")
        return tr("Round {n} is {kind}.", n=self.facts["round"], kind=kind)

    def status_lines(self):
        st = self.state
        head = tr("Hawthorn · hand {n}", n=max(1, self.hand_no))
        if self.round_no:
            kind = tr("deck") if self.round_type == "deck" else tr("hand")
            head += " · " + tr("round {n} ({kind})", n=self.round_no, kind=kind)
        lines = [(head, GOLD, 19, True)]
        if self.button is not None:
            lines.append((tr("Button (first player): {name}", name=self.name(self.button)), INK_DIM, 14, False))
        elif self.hand_no and self.facts["phase"] == "choose" and not st.hand_over:
            lines.append((tr("Everyone chooses a first card in secret."), INK_DIM, 14, False))
        lines.append(self.turn_line())
        if self.idle and not st.hand_over and self.facts["phase"] == "play":
            view = self.view_now()
            if view["L"] is not None:
                lines.append((tr("Folding now costs {n} (L, the lowest face-up card).", n=view["L"]), INK, 14, False))
        if self.human_to_act() and not self.handover_due():
            if self.facts["phase"] == "choose":
                lines.append((tr("Click a card of your hand (or press 1–{k}) to choose it as your first card.",
                                 k=len(self.viewer_hand())), INK_DIM, 14, False))
            elif self.facts["round"] % 2 == 0:
                lines.append((tr("Click a card of your hand (or press 1–{k}) to play it, or fold.",
                                 k=len(self.viewer_hand())), INK_DIM, 14, False))
        return lines

    # ---- drawing ----------------------------------------------------------------------------------
    def draw_markers(self, surface) -> None:
        if self.button is not None:
            self.marker(surface, self.button, tr("1st"), BUTTON_COLOUR)
