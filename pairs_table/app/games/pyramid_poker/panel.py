"""What the Pyramid Poker table writes in the side panel: the game and its scoring, who
builds and picks first, how far the building or the taking apart has come, whose turn it
is with what to do (the block to place into a hand as "4♥"), which edge colour faces whom,
and with advanced scoring the VP of the last rounds."""

from __future__ import annotations

import pygame

from ...i18n import tr
from ...render import GOLD, INK, INK_DIM
from ...table.panel import RULE, StatusLine
from ... import words
from .blocks import SEAT_COLOURS
from .phrases import headline


def status_lines(t) -> list[StatusLine]:
    st = t.state
    facts = t.facts
    options = facts["options"]
    title = tr("Pyramid Poker · round {n}", n=max(1, t.pic.round_no)) if t.advanced else tr("Pyramid Poker")
    lines = [StatusLine(title, GOLD, 19, True)]
    if t.advanced:
        lines.append(StatusLine(tr("Advanced scoring: first to {t} VP", t=options["target"]), INK_DIM, 14))
    else:
        lines.append(StatusLine(tr("Win 2 of the 3 hands; all 3 crushes"), INK_DIM, 14))
    if t.pic.builder is not None:
        lines.append(StatusLine(tr("Builds first: {a} · picks first: {b}", a=t.name(t.pic.builder), b=t.name(t.pic.picker)),
                                INK_DIM, 14))
    if facts["phase"] == "build":
        lines.append(StatusLine(tr("Building: block {n} of 30", n=min(30, facts["placed"] + 1)), INK, 14))
    elif facts["phase"] in ("pick", "choose", "assign"):
        lines.append(StatusLine(tr("Taking apart: pick {n} of 30", n=min(30, facts["picks"] + 1)), INK, 14))
    if st.is_over and t.idle:
        lines.append(StatusLine(headline(t).text(), GOLD, 17, True))
    elif st.hand_over:
        lines.append(StatusLine(tr("Round over"), INK, 17, True))
    elif t.active is not None or t.idle:
        seat = st.to_act if t.idle else t.turns.seat_to_name()
        if seat is None:
            pass
        elif t.human_to_act() and not t.handover_due():
            mine = tr("Your turn") if t.seats.n_humans == 1 else tr("{name}'s turn", name=t.name(seat))
            lines.append(StatusLine(mine, GOLD, 18, True))
            lines.append(StatusLine(turn_hint(t), INK, 14))
        elif t.thinking == seat:
            lines.append(StatusLine(tr("{name} is thinking…", name=t.name(seat)), INK, 17, True))
        else:
            lines.append(StatusLine(tr("{name} to play", name=t.name(seat)), INK, 17, True))
    return lines


def turn_hint(t) -> str:
    phase = t.facts["phase"]
    if phase == "build":
        if t.open_supply:
            return tr("Choose one of your blocks, then a highlighted slot.")
        return tr("Place your block in a highlighted slot.")
    if phase == "pick":
        return tr("Take a free block: yours face you, the others are a surprise.")
    if phase == "choose":
        return tr("The joker revealed three blocks: keep one that is not a joker.")
    if phase == "assign":
        held = t.pic.stage[t.state.to_act]
        if held is None or held.card is None:
            return ""
        return tr("Put {card} into one of your hands (click it, or 1, 2, 3).", card=words.card(held.card))
    return ""


def draw_extra(t, surface, x: int, y: int, width: int) -> int:
    """Which edge colour faces whom, and the VP of the last rounds (advanced scoring)."""
    L = t.layout
    text = t.app.text
    size = L.font_size(13)
    for seat in range(2):
        pygame.draw.rect(surface, SEAT_COLOURS[seat], (x, y + size // 3, L.px(16), L.px(5)), border_radius=2)
        label = tr("faces {name}", name=t.name(seat))
        text.draw(surface, label, size, INK_DIM, fit="none", valign="top", owner="pyramid.panel",
                  box=(x + L.px(22), y, width - L.px(22), text.height(size)))
        y += size + L.px(5)
    if t.pic.history and t.advanced:
        y += L.px(4)
        for d in t.pic.history[-4:]:
            w = d["winner"]
            line = (tr("Round {n}: no VP", n=d["round"]) if w is None else
                    tr("Round {n}: {name} +{g} VP", n=d["round"], name=t.name(w), g=d["gain"]))
            text.draw(surface, line, size, INK if w is None else SEAT_COLOURS[w], fit="none", valign="top",
                      owner="pyramid.panel", box=(x, y, width, text.height(size)))
            y += size + L.px(4)
    y += L.px(6)
    pygame.draw.line(surface, RULE, (x, y), (x + width, y))
    return y + L.px(10)
