"""Choosing the game: six tiles, each with the game's name, player range and one line on
how it plays; a click (or the arrow keys and Enter, or the digit keys 1-6) opens that
game's lobby."""

from __future__ import annotations

from typing import NamedTuple

import pygame
import pygame_gui

from ...engine.registry import get_game
from .. import games, words
from ..assets import font
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, box_at, felt_background, rounded_panel, words_of, wrap
from ..scene import Scene
from ..widgets import button

COLUMNS = 3


class Flow(NamedTuple):
    """Where a tile's blurb may run: from ``top``, ``narrow`` wide while a line starts above
    ``wide_from`` (beside the card), ``wide`` below it, down to ``bottom``; ``lead`` between
    lines."""

    top: int
    narrow: int
    wide: int
    wide_from: int
    bottom: int
    lead: int


def flow_lines(text: str, size: int, room: Flow) -> tuple[list[tuple[str, int, int]], list[str]]:
    """``text`` at ``size`` laid into ``room``: its lines as (line, y, width), and the words
    that did not fit."""
    rest = words_of(text)
    height = font(int(size)).get_height()
    out, y = [], room.top
    while rest and y + height <= room.bottom:
        width = room.narrow if y < room.wide_from else room.wide
        first = wrap(" ".join(rest), size, width)[0]
        taken = max(1, len(words_of(first)))
        out.append((" ".join(rest[:taken]), y, width))
        rest = rest[taken:]
        y += height + room.lead
    return out, rest


class ChooseGameScene(Scene):
    def __init__(self, app, selected: str | None = None) -> None:
        super().__init__(app)
        self.games = games.keys()
        self.selected = self.games.index(selected) if selected in self.games else 0
        self.hover: int | None = None
        self.back_button = None
        self._blurbs: dict = {}  # (text, sizes, room) -> (size, lines, cut): laid out once

    # -- geometry ------------------------------------------------------------------------
    @property
    def columns(self) -> int:
        """Tiles a row: three, or as many as keep the games on two rows."""
        return max(COLUMNS, (len(self.games) + 1) // 2)

    def tiles(self) -> list[pygame.Rect]:
        cols = self.columns
        w, h = self.app.size
        s = ui_scale((w, h))
        gap = scaled(18, s)
        top = scaled(120, s)
        bottom = h - scaled(100, s)
        rows = (len(self.games) + cols - 1) // cols
        tw = min(scaled(360, s), (w - scaled(80, s) - gap * (cols - 1)) // cols)
        th = min(scaled(260, s), (bottom - top - gap * (rows - 1)) // rows)
        x0 = (w - (cols * tw + (cols - 1) * gap)) // 2
        return [pygame.Rect(x0 + (i % cols) * (tw + gap), top + (i // cols) * (th + gap), tw, th)
                for i in range(len(self.games))]

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        bw, bh = scaled(190, s), scaled(46, s)
        self.back_button = button(self, ((w - bw) // 2, h - scaled(76, s), bw, bh), tr("Back"), "quiet")

    # -- input ----------------------------------------------------------------------------
    def open(self, index: int) -> None:
        self.selected = index
        self.app.screens.open("lobby", self.games[index])

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button:
            self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.tiles()) if r.collidepoint(event.pos)), None)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.tiles()):
                if r.collidepoint(event.pos):
                    self.open(i)
                    return True
        if event.type == pygame.KEYDOWN:
            n = len(self.games)
            moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -self.columns, pygame.K_DOWN: self.columns}
            if event.key in moves:
                self.selected = (self.selected + moves[event.key]) % n
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open(self.selected)
                return True
            if pygame.K_1 <= event.key < pygame.K_1 + n:
                self.open(event.key - pygame.K_1)
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
                return True
        return False

    # -- drawing --------------------------------------------------------------------------
    def _blurb(self, text: str, size: int, smallest: int, room: Flow):
        """(size, [(line, y, width)], cut): ``text`` at the largest size from ``size`` down to
        ``smallest`` that fits ``room``; at ``smallest`` its last line ends in an ellipsis
        when even that is too little."""
        key = (text, size, smallest, room)
        got = self._blurbs.get(key)
        if got is None:
            for k in range(size, min(size, smallest) - 1, -1):
                lines, rest = flow_lines(text, k, room)
                if not rest:
                    break
            cut = bool(rest) and bool(lines)
            if cut:
                line, ly, lw = lines[-1]
                lines[-1] = (self.app.text.fit(" ".join([line, *rest]) + "…", k, lw), ly, lw)
            got = self._blurbs[key] = (k, lines, cut)
        return got

    def draw(self, surface) -> None:
        size = surface.get_size()
        w, h = size
        s = ui_scale(size)
        surface.blit(felt_background(size, scale=s), (0, 0))
        text = self.app.text
        pad = scaled(16, s)
        text.draw(surface, tr("Choose a game"), scaled(40, s), GOLD, bold=True, fit="none", align="center",
                  owner="choose_game",
                  box=box_at((w / 2, scaled(62, s)), w - 2 * pad, text.height(scaled(40, s), True)))
        for i, (game, r) in enumerate(zip(self.games, self.tiles())):
            info = get_game(game)
            on = i == self.selected or i == self.hover
            border = GOLD if i == self.selected else ((200, 200, 190) if on else None)
            surface.blit(rounded_panel(r.size, (14, 22, 18), 235 if on else 205, scaled(14, s), border), r)
            deck, name = games.get(game).card
            ch = min(scaled(96, s), r.height - 2 * pad)
            card = self.app.sprites.card(deck, name, ch)
            surface.blit(card, (r.right - pad - card.get_width(), r.y + pad))
            tx = r.x + pad
            title_w = r.width - 3 * pad - card.get_width()
            y = r.y + pad
            title_size = scaled(24, s)
            for line in text.wrap(tr(info.title), title_size, title_w, bold=True):
                drawn = text.draw(surface, line, title_size, INK, bold=True, fit="none", valign="top",
                                  box=(tx, y, title_w, text.height(title_size, True)), owner="choose_game")
                y += drawn.height
            players = words.players(info.min_players, info.max_players)
            text.draw(surface, f"{players}   [{i + 1}]", scaled(15, s), GOLD, fit="none", valign="top",
                      box=(tx, y + scaled(4, s), title_w, text.height(scaled(15, s))), owner="choose_game")
            # the blurb runs on beside the card (narrow) and below it (the tile's width), at the
            # largest size that lets it all fit; cut short with an ellipsis only at the smallest
            blurb = tr(info.blurb)
            top = y + scaled(4, s) + text.height(scaled(15, s)) + scaled(6, s)
            beside = Flow(top, title_w, r.width - 2 * pad, r.y + pad + ch + scaled(4, s), r.bottom - pad // 2,
                          scaled(2, s))
            size_b, lines, blurb_cut = self._blurb(blurb, scaled(14, s), max(9, scaled(12, s)), beside)
            for k, (line, ly, lw) in enumerate(lines):
                text.draw(surface, line, size_b, INK_DIM, fit="none", valign="top", owner="choose_game",
                          box=(tx, ly, lw, text.height(size_b)), cut=blurb_cut and k == len(lines) - 1)
