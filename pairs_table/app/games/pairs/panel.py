"""What the Pairs table writes in the side panel: the round, the losing score, the dealer,
whose turn it is with the odds of a hit, and the cards nobody has seen yet."""

from __future__ import annotations

import pygame

from ....ai.odds import view_odds
from ...i18n import plural, tr
from ...render import GOLD, INK, INK_DIM, RED
from ...table.panel import RULE, StatusLine
from ...words import decimal, percent

SEEN_OUT = (110, 120, 114)


def status_lines(t) -> list[StatusLine]:
    st = t.state
    lines = [StatusLine(tr("Pairs · round {n}", n=max(1, t.pic.round_no)), GOLD, 19, True),
             StatusLine(tr("Losing score {score}", score=t.pic.losing), INK_DIM, 14)]
    if t.dealer is not None:
        lines.append(StatusLine(tr("Dealer: {name}", name=t.name(t.dealer)), INK_DIM, 14))
    seats = t.seats
    if st.is_over and t.idle:
        loser = t.facts["loser"]
        if loser is None:  # a hosted table that ended after the hands it was to play
            lines.append(StatusLine(tr("The game is over"), INK, 17, True))
        else:
            lines.append(StatusLine(t.phrase(loser, "{name} loses the game.", "You lose the game.").text(), RED, 17, True))
    elif t.turns.seat_to_name() is not None:
        seat = t.turns.seat_to_name()
        if seats.is_human(seat) and t.human_to_act():
            mine = tr("Your turn") if seats.n_humans == 1 else tr("{name}'s turn", name=t.name(seat))
            lines.append(StatusLine(mine, GOLD, 18, True))
            view = st.view(seat)
            if view["lowest"] is not None:
                lines.append(StatusLine(plural("Folding now costs {n} point.", "Folding now costs {n} points.",
                                               view["lowest"]), INK, 14))
            if "hit" in view["legal"]:
                odds = view_odds(view, seat)
                lines.append(StatusLine(tr("A hit pairs you {p} of the time: {e} points expected.",
                                           p=percent(odds["pair"]), e=decimal(odds["expected"])), INK_DIM, 14))
            else:
                lines.append(StatusLine(tr("No card can be drawn: you must fold."), INK_DIM, 14))
        elif t.thinking == seat:
            lines.append(StatusLine(tr("{name} is thinking…", name=t.name(seat)), INK, 17, True))
        elif seats.you(seat):
            lines.append(StatusLine(tr("Your turn"), GOLD, 18, True))
        else:
            lines.append(StatusLine(tr("{name} to play", name=t.name(seat)), INK, 17, True))
    elif st.hand_over or st.is_over:  # the game's end is told once its last moves are shown
        lines.append(StatusLine(tr("Round over"), INK, 17, True))
    else:
        lines.append(StatusLine(tr("Dealing…"), INK_DIM, 17, True))
    return lines


class Unseen:
    """The ten ranks as small cards, each with how many of it nobody has seen since the
    last reshuffle (the engine's public view), refreshed only when the table is at rest so
    it never runs ahead of the cards."""

    def __init__(self, table) -> None:
        self.table = table
        self.counts = None
        self.version = -1
        self._dim: dict = {}

    def now(self) -> list[int]:
        t = self.table
        if self.counts is None or (t.idle and self.version != t.version):
            self.counts = t.state.view(None)["unseen"]
            self.version = t.version
        return self.counts

    def _dimmed(self, card):
        img = self._dim.get(id(card))
        if img is None:
            if len(self._dim) > 40:
                self._dim.clear()
            img = card.copy()
            img.fill((120, 120, 120, 150), special_flags=pygame.BLEND_RGBA_MULT)
            self._dim[id(card)] = img
        return img

    def draw(self, surface, x: int, y: int, width: int) -> int:
        t = self.table
        L = t.layout
        text = t.app.text
        head = text.draw(surface, tr("Cards not yet seen"), L.font_size(13), INK_DIM, fit="none", valign="top",
                         box=(x, y, width, text.height(L.font_size(13))), owner="pairs.panel")
        y += head.height + L.px(6)
        unseen = self.now()
        cols = 5
        cell_w = width // cols
        mini_h = min(L.px(40), int(cell_w * 0.62 / 0.714))
        mini_w = t.app.sprites.width_for(mini_h)
        for r in range(1, 11):
            col, row = (r - 1) % cols, (r - 1) // cols
            cx = x + col * cell_w
            cy = y + row * (mini_h + L.px(8))
            card = t.app.sprites.card(t.deck, str(r), mini_h)
            if unseen[r] == 0:
                card = self._dimmed(card)
            surface.blit(card, (cx, cy))
            colour = INK if unseen[r] else SEEN_OUT
            num_h = text.extent(str(unseen[r]), L.font_size(14), colour, True)[1]
            # the count beside its card, in what is left of the card's cell
            text.draw(surface, str(unseen[r]), L.font_size(14), colour, bold=True, fit="none", valign="top",
                      owner="pairs.panel", box=(cx + mini_w + L.px(3), cy + (mini_h - num_h) // 2,
                                                cell_w - mini_w - L.px(3), num_h))
        y += 2 * (mini_h + L.px(8)) + L.px(4)
        pygame.draw.line(surface, RULE, (x, y), (x + width, y))
        return y + L.px(10)
