"""Choosing the game: six tiles, each with the game's name, player range and one line on
how it plays; a click (or the arrow keys and Enter, or the digit keys 1-6) opens that
game's lobby."""

from __future__ import annotations

import pygame
import pygame_gui

from ...engine.registry import get_game
from .. import games, words
from ..assets import font
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, box_at, felt_background, rounded_panel
from ..scene import Scene
from ..widgets import button

COLUMNS = 3


class ChooseGameScene(Scene):
    def __init__(self, app, selected: str | None = None) -> None:
        super().__init__(app)
        self.games = games.keys()
        self.selected = self.games.index(selected) if selected in self.games else 0
        self.hover: int | None = None
        self.back_button = None

    # -- geometry ------------------------------------------------------------------------
    def tiles(self) -> list[pygame.Rect]:
        w, h = self.app.size
        s = ui_scale((w, h))
        gap = scaled(18, s)
        top = scaled(120, s)
        bottom = h - scaled(100, s)
        rows = (len(self.games) + COLUMNS - 1) // COLUMNS
        tw = min(scaled(360, s), (w - scaled(80, s) - gap * (COLUMNS - 1)) // COLUMNS)
        th = min(scaled(230, s), (bottom - top - gap * (rows - 1)) // rows)
        x0 = (w - (COLUMNS * tw + (COLUMNS - 1) * gap)) // 2
        return [pygame.Rect(x0 + (i % COLUMNS) * (tw + gap), top + (i // COLUMNS) * (th + gap), tw, th)
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
            moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLUMNS, pygame.K_DOWN: COLUMNS}
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
            y = max(y + scaled(28, s), r.y + pad + ch + scaled(8, s))
            # as many lines as the tile holds; a blurb longer than that is made smaller, and
            # cut short with an ellipsis only at the smallest size
            size_b = scaled(14, s)
            step = font(size_b).get_linesize() + scaled(2, s)
            room = max(1, (r.bottom - pad // 2 - y) // step)
            size_b, lines = text.wrap_fit(tr(info.blurb), size_b, r.width - 2 * pad, room, max(9, scaled(12, s)))
            blurb_cut = bool(lines) and lines[-1].endswith("…") and not tr(info.blurb).endswith("…")
            for k, line in enumerate(lines):
                drawn = text.draw(surface, line, size_b, INK_DIM, fit="none", valign="top", owner="choose_game",
                                  box=(tx, y, r.width - 2 * pad, text.height(size_b)),
                                  cut=blurb_cut and k == len(lines) - 1)
                y += drawn.height + scaled(2, s)
