"""What the Hasenpfeffer table writes in the side panel: the deal and the target, whose turn
it is and what to do, then the score board of the two sides (points against the target,
the contract, trumps, tricks so far, and the declarer's own discard for their eyes only)."""

from __future__ import annotations

import pygame

from ...i18n import plural, tr
from ...render import GOLD, INK, INK_DIM
from ...table.log import words
from ...table.panel import RULE, StatusLine
from ...words import SUIT_SYMBOLS
from .said import SIDE_COLOURS, bid, card_word, side_of, suit_word

BAR_BACK = (56, 64, 60)
RED_SUIT = (250, 110, 110)
BLACK_SUIT = (236, 236, 236)


def status_lines(t) -> list[StatusLine]:
    st = t.state
    lines = [StatusLine(tr("Hasenpfeffer · deal {n}", n=max(1, t.pic.deal_no)), GOLD, 19, True)]
    sub = plural("First side to 1 point", "First side to {n} points", t.pic.target)
    if t.dealer is not None:
        sub += " · " + tr("dealer {name}", name=words(t.who(t.dealer)))
    lines.append(StatusLine(sub, INK_DIM, 14))
    if st.is_over and t.idle:
        side = t.winner_side()
        lines.append(StatusLine(tr("{side} wins the game.", side=t.side_word(side)), SIDE_COLOURS[side], 17, True))
        return lines
    seat = t.turns.seat_to_name() if t.active is not None else (st.to_act if t.idle else None)
    if seat is None:
        if t.pic.summary is not None or (st.hand_over and t.idle):
            text = tr("Deal over")
        elif t.pic.dealing:
            text = tr("Dealing…")
        elif t.pic.last_trick is not None:
            text = tr("{name} won the trick", name=words(t.who(t.pic.last_trick[1])))
        else:
            return lines
        lines.append(StatusLine(text, INK_DIM, 17, True))
        return lines
    if t.human_to_act() and st.to_act == seat:
        mine = tr("Your turn") if t.seats.n_humans == 1 else tr("{name}'s turn", name=t.name(seat))
        lines.append(StatusLine(mine, GOLD, 18, True))
        lines.append(StatusLine(prompt(t), INK, 14))
    elif t.thinking == seat:
        lines.append(StatusLine(tr("{name} is thinking…", name=t.name(seat)), INK, 17, True))
    else:
        lines.append(StatusLine(tr("{name} to play", name=words(t.who(seat))), INK, 17, True))
    return lines


def prompt(t) -> str:
    """What the player at turn is asked to do, with the keys."""
    ph = t.facts["phase"]
    if ph == "auction":
        keys = tr("keys 1-5, L, B, P") if t.pepper else tr("keys 1-6, P")
        if t.pic.high is None:
            return tr("Bid the tricks your side will take if you name trumps, or pass ({keys}).", keys=keys)
        return tr("Bid higher than {bid} or pass; a pass is final ({keys}).", bid=words(bid(t.pic.high[0])), keys=keys)
    if ph == "trump":
        return tr("Name the trump suit (keys C, D, H, S).")
    if ph == "discard":
        return tr("Click the card to discard face down (or press 1-7).")
    if ph == "lone":
        return tr("Play alone for double stakes, or with your partner.")
    if t.pic.trick:
        return tr("Click a raised card to play it (or press its number).")
    return tr("Lead any card: click it (or press its number).")


class ScoreBoard:
    """The two sides' points, the contract, trumps and tricks, drawn under the status."""

    def __init__(self, table) -> None:
        self.t = table

    def draw(self, surface, x: int, y: int, width: int) -> int:
        t = self.t
        L = t.layout
        text = t.app.text
        row = L.px(26)
        bar_w = int(width * 0.30)
        for k in t.sides_in_order():  # NS (the bottom seat's side) first
            colour = SIDE_COLOURS[k]
            pygame.draw.rect(surface, colour, (x, y + L.px(4), L.px(6), row - L.px(8)), border_radius=2)
            bx = x + width - bar_w
            name = text.draw(surface, t.side_word(k), L.font_size(14), INK, box=(x + L.px(12), y, L.px(40), row),
                             bold=True, owner="hasenpfeffer score")
            score = text.draw(surface, str(t.pic.scores[k]), L.font_size(17), colour, bold=True, align="right",
                              box=(x, y, bx - L.px(8) - x, row), owner="hasenpfeffer score")
            names = pygame.Rect(name.right + L.px(6), y, max(0, score.left - L.px(6) - name.right - L.px(6)), row)
            text.draw(surface, t.seats.names([k, k + 2]).text(), L.font_size(13), INK_DIM, box=names, fit="cut",
                      owner="hasenpfeffer score")
            bar = pygame.Rect(bx, y + row // 2 - L.px(3), bar_w, L.px(6))
            pygame.draw.rect(surface, BAR_BACK, bar, border_radius=3)
            frac = max(0.0, min(1.0, t.pic.scores[k] / max(1, t.pic.target)))
            if frac > 0:
                pygame.draw.rect(surface, colour, (bar.x, bar.y, int(bar.width * frac), bar.height), border_radius=3)
            y += row
        y += L.px(8)
        panel = t.view.panel
        size = L.font_size(14)
        for line, colour in self.lines():
            y = panel.lines(surface, line, x, y, width, size, colour, step=L.px(2)) + L.px(4)
        y += L.px(4)
        pygame.draw.line(surface, RULE, (x, y), (x + width, y))
        return y + L.px(10)

    def lines(self) -> list[tuple[str, tuple]]:
        t = self.t
        out = []
        if t.pic.declarer is not None:
            line = tr("Contract: {side} · {name} · {contract}", side=t.side_word(side_of(t.pic.declarer)),
                      name=words(t.who(t.pic.declarer)), contract=words(bid(t.pic.contract)))
            if t.pic.alone:
                line += " · " + tr("alone")
            out.append((line, INK))
        elif t.pic.high is not None:
            out.append((tr("High bid: {bid} ({name})", bid=words(bid(t.pic.high[0])), name=words(t.who(t.pic.high[1]))), INK))
        else:
            out.append((tr("No bid yet"), INK_DIM))
        if t.pic.trump:
            out.append((tr("Trumps: {suit}", suit=f"{SUIT_SYMBOLS[t.pic.trump]} {suit_word(t.pic.trump)}"),
                        RED_SUIT if t.pic.trump in "DH" else BLACK_SUIT))
        else:
            out.append((tr("Trumps: not named yet"), INK_DIM))
        k, j = t.sides_in_order()  # NS first
        tricks = tr("Tricks: {ns} {a} · {ew} {b}", ns=t.side_word(k), a=t.pic.side_tricks[k], ew=t.side_word(j),
                    b=t.pic.side_tricks[j])
        if t.pic.declarer is not None:
            tricks += "  " + tr("({side} needs {n})", side=t.side_word(side_of(t.pic.declarer)), n=t.pic.contract_size)
        out.append((tricks, INK))
        face = t.discard_face()
        if face is not None:
            out.append((tr("Your discard (only you see it): {card}", card=card_word(face)), INK_DIM))
        return out
