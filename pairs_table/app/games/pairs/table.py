"""The Pairs table: a face-up stack in front of each seat, the draw and discard piles in the
middle, scores against the losing score on the plates, Hit and Fold for the human.

Made of kit parts: a :class:`~...table.cards.Stack` per seat (fanned so every index shows),
the piles, the plates, the side panel (with the cards not yet seen, :mod:`.panel`), the
banner and the action bar. The engine's events become steps in :mod:`.handlers`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ... import textlog
from ....engine.replay import Setup
from ...i18n import tr
from ...table.actions import ActionSpec
from ...table.cards import Stack
from ...table.picture import TablePicture
from ...table.plate import PlateValue
from ...table.scene import TableScene
from . import panel
from .handlers import PairsHandlers

FRESH_DECK = 55  # cards in a Pairs deck


@dataclass
class PairsPicture(TablePicture):
    stacks: list = field(default_factory=list)  # per seat: its Stack
    scores: list = field(default_factory=list)
    losing: int = 0  # the losing score
    draw_count: int = FRESH_DECK
    discard_count: int = 0
    round_no: int = 0


class PairsTable(TableScene):
    action_rows = 1

    def __init__(self, app, config) -> None:
        super().__init__(app, config)
        self.unseen = panel.Unseen(self)
        self.events.register(PairsHandlers(self).handlers())
        self.reset_picture()

    def new_picture(self) -> PairsPicture:
        n = self.n
        return PairsPicture(stacks=[Stack() for _ in range(n)], scores=[0] * n, losing=self.facts["losing_score"])

    # ---- the game ---------------------------------------------------------------------------------------
    def next_setup(self, seed: int) -> Setup:
        """The next game of a session: the dealer moves on, the chips carry over."""
        facts = self.facts
        return Setup(self.config.game, self.n, dict(self.state.options), seed,
                     dealer=(facts["dealer"] + 1) % self.n, chips=facts["chips"])

    def sync_from_facts(self) -> None:
        f = self.facts
        pic = self.pic
        pic.scores = list(f["scores"])
        pic.losing = f["losing_score"]
        pic.draw_count, pic.discard_count = f["draw_size"], f["discard_size"]
        pic.round_no, pic.dealer = f["round"], f["dealer"]

    # ---- cards on the move ------------------------------------------------------------------------------
    def place_stack(self, seat: int, duration: float) -> None:
        self.pic.stacks[seat].place(self.layout.spot(seat), duration)

    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(self.n):
            self.place_stack(seat, duration)

    def spawn_at_draw(self, rank: int):
        self.pic.draw_count = max(0, self.pic.draw_count - 1)
        c = self.card_vis(str(rank), self.layout.draw_pile, face_up=False)
        c.tag = rank
        return c

    def to_stack(self, seat: int, rank: int):
        """A card from the draw pile to ``seat``'s stack, turning face up on the way."""
        c = self.pic.stacks[seat].add(self.spawn_at_draw(rank))
        self.place_stack(seat, self.move_time)
        self.touch()
        return c

    def to_discard(self, c, duration: float | None = None) -> None:
        def arrived(card):
            self.drop(card)
            self.pic.discard_count += 1
            self.touch()

        c.glow = None
        c.send(self.layout.discard_pile, self.layout.card[1], False,
               self.move_time if duration is None else duration, arrived)

    def to_score(self, seat: int, c, score: int) -> None:
        def arrived(card):
            self.drop(card)
            self.pic.scores[seat] = score
            self.touch()

        c.fade_out = True
        c.send(self.layout.spot(seat).score_spot, self.layout.card[1] * 0.55, True, self.t(0.42), arrived)

    # ---- what the panel and plates show ---------------------------------------------------------------------
    def action_specs(self) -> list[ActionSpec]:
        low = self.facts["lowest"] if self.human_to_act() else None
        fold = tr("Fold ({rank})  [F]", rank=low) if low is not None else tr("Fold  [F]")
        return [ActionSpec("hit", tr("Hit  [H]"), pygame.K_h, "primary"),
                ActionSpec("fold", fold, pygame.K_f, "danger")]

    def hand_words(self) -> list[str]:
        return [c.name for c in self.pic.stacks[self.seats.bottom_seat]]  # your stack, in the order drawn

    def plate_value(self, seat: int) -> PlateValue:
        score = self.pic.scores[seat]
        return PlateValue(f"{score} / {self.pic.losing}", score / self.pic.losing if self.pic.losing else None)

    def status_lines(self) -> list:
        return panel.status_lines(self)

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        return self.unseen.draw(surface, x, y, width)

    def banner_avoid(self) -> list:
        """The piles, the acting seat's plate and stack, and the felt mark's place."""
        return super().banner_avoid() + [self.layout.spot(s).stack_box for s in range(self.n) if len(self.pic.stacks[s])]

    # ---- drawing ------------------------------------------------------------------------------------------------
    def _felt_mark(self):
        """The game's name and losing score printed faintly on the felt above the piles
        (None when a seat's cards need that room)."""
        L = self.layout
        key = (L.size, self.n, self.pic.losing)
        cached = getattr(self, "_mark", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        t = self.app.text
        ink = (200, 240, 210)
        lines = [(tr("P A I R S"), L.font_size(30)), (tr("losing score {n}", n=self.pic.losing).upper(), L.font_size(12))]
        sizes = [t.extent(words_, k, ink, True) for words_, k in lines]
        w = max(lw for lw, _lh in sizes)
        h = sizes[0][1] + sizes[1][1] + L.px(2)
        mark = pygame.Surface((w, h), pygame.SRCALPHA)
        y = 0
        for (words_, k), (lw, lh) in zip(lines, sizes):
            # each line centred in the mark (placed where its own width puts it)
            t.draw(mark, words_, k, ink, bold=True, fit="none", valign="top", box=((w - lw) // 2, y, lw, lh),
                   owner="pairs.felt_mark")
            y += lh + L.px(2)
        mark.set_alpha(46)
        rect = mark.get_rect(midbottom=(L.centre.centerx, L.centre.top - L.px(10)))
        clear = rect.inflate(L.px(8), L.px(8))
        free = not any(clear.colliderect(sp.stack_box) or clear.colliderect(sp.plate) for sp in L.seats)
        result = (mark, rect) if free else None
        self._mark = (key, result)
        return result

    def clear_caches(self) -> None:
        self._mark = None
        super().clear_caches()

    def draw_table(self, surface) -> None:
        L = self.layout
        mark = self._felt_mark()
        if mark is not None:
            textlog.place(surface, *mark)
        paint = self.painter
        paint.pile(surface, L.draw_pile, self.pic.draw_count, tr("Draw {n}", n=self.pic.draw_count), self.deck, L)
        paint.pile(surface, L.discard_pile, self.pic.discard_count, tr("Discards {n}", n=self.pic.discard_count), self.deck,
                   L, messy=True)
        resting, flying = [], []
        in_stacks = set()
        for stack in self.pic.stacks:
            for c in stack:
                in_stacks.add(id(c))
                (flying if c.moving else resting).append(c)
        flying += [c for c in self.cards if id(c) not in in_stacks]
        for c in resting + flying:
            paint.card(surface, c, self.deck)
