"""What the Blackstone table writes in the side panel: the hand, the dealer, ``W`` and
``M``, whose turn it is with the odds of a bust, the make-up of the draw pile (a bar of
white and black stones), and at a human's turn what passing and busting cost. Every line
fits the panel: it wraps, then shrinks, never runs past the edge."""

from __future__ import annotations

import pygame

from ....ai.odds import bust_probabilities
from ...i18n import tr
from ...render import GOLD, INK, INK_DIM
from ...table.panel import RULE, StatusLine
from ...words import percent
from .handlers import BLACK

BUST_INK = (240, 150, 130)


def status_lines(t) -> list[StatusLine]:
    st = t.state
    lines = [StatusLine(tr("Blackstone · hand {n}", n=max(1, t.pic.hand_no)), GOLD, 19, True)]
    if t.dealer is not None:
        lines.append(StatusLine(tr("Dealer: {name}", name=t.name(t.dealer)), INK_DIM, 14))
    lines.append(StatusLine(tr("White stones in the middle: W = {w}", w=t.pic.W), INK, 14))
    lines.append(StatusLine(tr("Minimum take: M = {m}", m=max(1, t.pic.n_last)), INK, 14))
    seats = t.seats
    if st.is_over and t.idle:
        lines.append(StatusLine(tr("The session is over."), GOLD, 17, True))
    elif t.turns.seat_to_name() is not None:
        seat = t.turns.seat_to_name()
        if t.human_to_act():
            lines.append(StatusLine(tr("Your turn") if seats.n_humans == 1 else tr("{name}'s turn", name=t.name(seat)),
                                    GOLD, 18, True))
            view = t.turn_view()
            lines.append(StatusLine(tr("The draw pile holds {d} cards, {t} of them black stones.",
                                       d=view["draw_size"], t=view["draw_counts"][BLACK]), INK_DIM, 14))
            n = t.take_n
            odds = bust_probabilities(view["draw_counts"], view["stones"][seat], n)
            lines.append(StatusLine(tr("Taking {n} busts you {p} of the time.", n=n, p=percent(odds[n])),
                                    INK_DIM, 14))
        elif t.thinking == seat:
            lines.append(StatusLine(tr("{name} is thinking…", name=t.name(seat)), INK, 17, True))
        else:
            lines.append(StatusLine(tr("{name} to play", name=t.name(seat)), INK, 17, True))
    elif st.hand_over or st.is_over:
        lines.append(StatusLine(tr("Hand over"), INK, 17, True))
    else:
        lines.append(StatusLine(tr("Dealing…"), INK_DIM, 17, True))
    return lines


def cost_lines(t) -> list[tuple[str, tuple]]:
    """What passing and busting cost the human to act ([] when nobody human acts)."""
    view = t.turn_view()
    if view is None:
        return []
    return [(tr("Pass: 5 + ⌈W/2⌉ = {c}", c=view["pass_cost"]), GOLD),
            (tr("Bust: 5 + W ≥ {c} (W grows as whites come)", c=view["bust_cost"]), BUST_INK)]


def draw_costs(t, surface, x: int, y: int, width: int) -> int:
    lines = cost_lines(t)
    if not lines:
        return y
    L = t.layout
    for text, colour in lines:
        y = t.view.panel.lines(surface, text, x, y, width, L.font_size(14), colour, step=L.px(2)) + L.px(4)
    pygame.draw.line(surface, RULE, (x, y + L.px(4)), (x + width, y + L.px(4)))
    return y + L.px(14)


class PileFacts:
    """The make-up of the draw pile (public), taken from the engine only when the table is
    at rest so it never runs ahead of the cards."""

    def __init__(self, table) -> None:
        self.table = table
        self.tens = 0
        self.version = -1

    def now(self) -> int:
        t = self.table
        if self.version < 0 or (t.idle and self.version != t.version):
            self.tens = t.state.view(t.seats.bottom_seat)["draw_counts"][BLACK]
            self.version = t.version
        return self.tens

    def draw(self, surface, x: int, y: int, width: int) -> int:
        t = self.table
        L = t.layout
        d = t.pic.draw_count
        tens = min(self.now(), d)
        y = t.view.panel.lines(surface, tr("Draw pile: {d} cards, {t} black stones", d=d, t=tens), x, y, width,
                               L.font_size(13), INK_DIM) + L.px(3)
        bar = pygame.Rect(x, y, width, L.px(10))
        pygame.draw.rect(surface, (226, 222, 206), bar, border_radius=L.px(4))
        if d and tens:
            black = bar.copy()
            black.width = max(2, int(bar.width * tens / d))
            black.x = bar.right - black.width
            pygame.draw.rect(surface, (30, 30, 34), black, border_radius=L.px(4))
        y = bar.bottom + L.px(10)
        pygame.draw.line(surface, RULE, (x, y), (x + width, y))
        return y + L.px(10)
