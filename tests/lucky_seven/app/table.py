"""The Lucky Seven table: one card in front of each seat (yours face up, the others' backs
until the showdown), the deck and the discards in the middle, the chips on the plates, Keep
and Swap for the player to act. Made of kit parts only, like the Pairs table."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from pairs_table.app.i18n import tr
from pairs_table.app.render import GOLD, INK, INK_DIM
from pairs_table.app.table.actions import ActionSpec
from pairs_table.app.table.cards import Stack
from pairs_table.app.table.panel import StatusLine
from pairs_table.app.table.picture import TablePicture
from pairs_table.app.table.plate import PlateValue
from pairs_table.app.table.scene import TableScene

from .handlers import LuckySevenHandlers

BACK = "1"  # the name a face-down card is drawn with (its face is never shown)


@dataclass
class LuckySevenPicture(TablePicture):
    stacks: list = field(default_factory=list)  # per seat: its Stack (one card)
    chips: list = field(default_factory=list)
    spoken: list = field(default_factory=list)  # per seat: has kept or swapped this hand
    hand_no: int = 0
    discard_count: int = 0


class LuckySevenTable(TableScene):
    action_rows = 1

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.events.register(LuckySevenHandlers(self).handlers())
        self.reset_picture()

    def new_picture(self) -> LuckySevenPicture:
        n = self.n
        return LuckySevenPicture(stacks=[Stack() for _ in range(n)], chips=list(self.facts["chips"]),
                                 spoken=[False] * n)

    # ---- the game ---------------------------------------------------------------------------
    def sync_from_facts(self) -> None:
        f, pic = self.facts, self.pic
        pic.chips, pic.hand_no, pic.dealer = list(f["chips"]), f["hand_no"], f["dealer"]

    # ---- cards on the move ----------------------------------------------------------------------
    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(self.n):
            self.pic.stacks[seat].place(self.layout.spot(seat), duration, face_up=self.seen(seat))

    def seen(self, seat: int) -> bool:
        """Whether ``seat``'s card shows its face now (the viewer's own, every card after the showdown)."""
        card = next(iter(self.pic.stacks[seat]), None)
        return card is not None and card.tag is not None

    def deal_to(self, seat: int, rank) -> None:
        c = self.card_vis(BACK if rank is None else str(rank), self.layout.draw_pile)
        c.tag = rank
        self.pic.stacks[seat].add(c)
        self.pic.stacks[seat].place(self.layout.spot(seat), self.move_time, face_up=rank is not None)
        self.touch()

    def sweep(self) -> None:
        """The last hand's cards go to the discards."""
        for seat, stack in enumerate(self.pic.stacks):
            for c in stack.clear():
                self.to_discard(c)
        self.pic.spoken = [False] * self.n

    def to_discard(self, c) -> None:
        def arrived(card):
            self.drop(card)
            self.pic.discard_count += 1
            self.touch()

        c.glow = None
        c.send(self.layout.discard_pile, self.layout.card[1], True, self.move_time, arrived)  # discards lie face up

    def swap_card(self, seat: int, old: int, rank) -> None:
        for c in self.pic.stacks[seat].clear():
            c.name, c.tag = str(old), old
            self.to_discard(c)
        self.deal_to(seat, rank)

    def reveal(self, cards, winners, glow) -> None:
        for seat, rank in enumerate(cards):
            for c in self.pic.stacks[seat]:
                c.name, c.tag = str(rank), rank
                c.glow = glow if seat in winners else None
        self.place_cards(self.move_time)

    def view_changed(self, old, new) -> None:
        """Pass-and-play: every card again as the new viewer may see it (their own, or every
        card once the hand is over); the others are backs."""
        for seat, rank in enumerate(self.state.view(new)["cards"]):
            for c in self.pic.stacks[seat]:
                c.name, c.tag = (BACK, None) if rank is None else (str(rank), rank)
        self.place_cards(0.0)

    # ---- what the panel and plates show ---------------------------------------------------------
    def action_specs(self) -> list[ActionSpec]:
        return [ActionSpec("keep", tr("Keep  [K]"), pygame.K_k, "primary"),
                ActionSpec("swap", tr("Swap  [S]"), pygame.K_s, "danger")]

    def plate_value(self, seat: int) -> PlateValue:
        return PlateValue(tr("{n} chips", n=self.pic.chips[seat]), None)

    def status_lines(self) -> list:
        f = self.facts
        lines = [StatusLine(tr("Lucky Seven · hand {n} of {total}", n=max(1, self.pic.hand_no), total=f["hands"]),
                            GOLD, 19, True)]
        if self.dealer is not None:
            lines.append(StatusLine(tr("Dealer: {name}", name=self.name(self.dealer)), INK_DIM, 14))
        seat = self.turns.seat_to_name()
        if self.state.is_over and self.idle:
            lines.append(StatusLine(tr("The game is over"), INK, 17, True))
        elif seat is not None and self.thinking == seat:
            lines.append(StatusLine(tr("{name} is thinking…", name=self.name(seat)), INK, 17, True))
        elif seat is not None and self.human_to_act():
            lines.append(StatusLine(tr("Your turn") if self.seats.n_humans == 1 else
                                    tr("{name}'s turn", name=self.name(seat)), GOLD, 18, True))
        elif seat is not None:
            lines.append(StatusLine(tr("{name} to play", name=self.name(seat)), INK, 17, True))
        return lines

    # ---- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface) -> None:
        L, paint = self.layout, self.painter
        deck = self.facts["deck_size"]
        paint.pile(surface, L.draw_pile, deck, tr("Deck {n}", n=deck), self.deck, L)
        paint.pile(surface, L.discard_pile, self.pic.discard_count, tr("Discards {n}", n=self.pic.discard_count), self.deck,
                   L, messy=True)
        for c in sorted(self.cards, key=lambda c: c.moving):
            paint.card(surface, c, self.deck)
