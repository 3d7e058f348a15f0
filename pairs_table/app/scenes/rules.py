"""The rules of the games, for players: a scrollable page over the lobby or over a table.

The texts come from :mod:`pairs_table.rules_text` in the app's language
(``app.settings.language``); headings and paragraphs are laid out with the app's font and
the illustrations drawn with the real card art. A list of the six games on the left picks
the page. Keys: Up / Down, Page Up / Page Down, Home / End and the mouse wheel scroll,
Left / Right change the game, Esc (or F1 again) closes.

Opened over a table (F1) the page is a transparent overlay that pauses nothing: the table
below keeps its animations and computer players going. Should the table need a scene of
its own meanwhile (the result of a game, a hand-over screen), the rules give way to it.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import pygame
import pygame_gui

from ... import rules_text
from .. import games
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, wrap
from ..widgets import button
from ..overlays.base import Overlay


class TextPiece(NamedTuple):
    """A line of the page: drawn each frame in a box ``width`` wide."""

    text: str
    size: int
    colour: tuple
    bold: bool
    width: int
    align: str

# The few words of the page itself, in each language of the rules.
CHROME = {
    "en": {"rules": "Rules", "close": "Close  [Esc]",
           "keys": "↑\u00a0↓  PgUp PgDn  Home End: scroll.  ←\u00a0→: another game."},
    "nl": {"rules": "Spelregels", "close": "Sluiten  [Esc]",
           "keys": "↑\u00a0↓  PgUp PgDn  Home End: scrollen.  ←\u00a0→: een ander spel."},
    "fr": {"rules": "Règles", "close": "Fermer  [Échap]",
           "keys": "↑\u00a0↓  PgUp PgDn  Début Fin\u00a0: faire défiler.  ←\u00a0→\u00a0: un autre jeu."},
    "bg": {"rules": "Правила", "close": "Затвори  [Esc]",
           "keys": "↑\u00a0↓  PgUp PgDn  Home End: превъртане.  ←\u00a0→: друга игра."},
}

SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def short_title(title: str) -> str:
    """A game's name for the list: without a bracketed second name ("Пеърс (Pairs)")."""
    return re.sub(r"\s*\(.*\)\s*$", "", title) or title


class RulesScene(Overlay):
    """The rules of ``game``; ``under`` is the table it was opened over (kept running);
    ``section``: the page opens at that section (its place among the headings)."""

    def __init__(self, app, game: str | None = None, under=None, section: int | None = None) -> None:
        super().__init__(app)
        self.game = rules_text.check_game(game or games.first())
        self.under = under
        self.scroll = 0
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.close_button = None
        self._pieces: list = []  # (y, height, [(surface, dx, dy), ...]) of the page
        self._page_key = None
        self.page_height = 0
        self.headings: list[int] = []  # the y of each section's heading on the page
        self._section = section
        self._read_language()

    def _read_language(self) -> None:
        lang = getattr(self.app.settings, "language", "en")
        self.lang = lang if lang in rules_text.LANGUAGES else "en"
        self.words = CHROME[self.lang]
        self._titles = {g: rules_text.title(g, self.lang) for g in rules_text.GAME_NAMES}
        self._page_key = None

    def language_changed(self) -> None:
        """The app speaks another language now: the page and its words follow."""
        self._read_language()
        super().language_changed()

    # -- geometry ---------------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        s = ui_scale((w, h))
        pw = min(int(w * 0.94), scaled(1120, s))
        ph = min(int(h * 0.94), scaled(900, s))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def _side_rect(self) -> pygame.Rect:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(22, s)
        return pygame.Rect(r.x + pad, r.y + pad, scaled(230, s), r.height - 2 * pad)

    def viewport(self) -> pygame.Rect:
        """The part of the panel the page scrolls in."""
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(22, s)
        side = self._side_rect()
        x = side.right + scaled(26, s)
        return pygame.Rect(x, r.y + pad, r.right - pad - scaled(14, s) - x, r.height - 2 * pad)

    @property
    def max_scroll(self) -> int:
        self._layout()
        return max(0, self.page_height - self.viewport().height)

    def scroll_to(self, y: float) -> None:
        self.scroll = int(max(0, min(self.max_scroll, y)))

    # -- widgets ------------------------------------------------------------------------------
    def build_ui(self) -> None:
        s = ui_scale(self.app.size)
        side = self._side_rect()
        bh, gap = scaled(40, s), scaled(8, s)
        y = side.y + scaled(56, s)
        self.game_buttons = {}
        for g in rules_text.GAME_NAMES:
            self.game_buttons[g] = button(self, (side.x, y, side.width, bh), short_title(self._titles[g]),
                                          "choice_on" if g == self.game else "choice")
            y += bh + gap
        self.close_button = button(self, (side.x, side.bottom - scaled(46, s), side.width, scaled(46, s)),
                                   self.words["close"], "quiet")
        self._page_key = None

    def show_game(self, game: str) -> None:
        if game != self.game:
            self.game = rules_text.check_game(game or games.first())
            self.scroll = 0
            self._page_key = None
            for g, b in self.game_buttons.items():
                b.change_object_id(pygame_gui.core.ObjectID(object_id="#choice_on" if g == game else "#choice"))

    def step_game(self, delta: int) -> None:
        games = rules_text.GAME_NAMES
        self.show_game(games[(games.index(self.game) + delta) % len(games)])

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    # -- input ----------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.close_button:
                self.close()
                return True
            for g, b in self.game_buttons.items():
                if event.ui_element is b:
                    self.show_game(g)
                    return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * self._line_step())
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
            elif key in SCROLL_KEYS:
                page = int(self.viewport().height * 0.9)
                target = {pygame.K_UP: self.scroll - self._line_step(),
                          pygame.K_DOWN: self.scroll + self._line_step(),
                          pygame.K_PAGEUP: self.scroll - page, pygame.K_PAGEDOWN: self.scroll + page,
                          pygame.K_HOME: 0, pygame.K_END: self.max_scroll}[key]
                self.scroll_to(target)
            elif key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step_game(-1 if key == pygame.K_LEFT else 1)
            return True  # the table below gets no keys while the rules are open
        return False

    def _line_step(self) -> int:
        return scaled(60, ui_scale(self.app.size))

    # -- the table keeps running below ------------------------------------------------------
    def _runs_under(self) -> bool:
        stack = self.app.stack
        return (self.under is not None and stack.top is self and len(stack.scenes) >= 2
                and stack.scenes[-2] is self.under)

    def next_deadline(self) -> float | None:
        return self.under.next_deadline() if self._runs_under() else None

    def ambient(self, ahead: float = 0.0):
        return self.under.ambient(ahead) if self._runs_under() else []

    def update(self, dt: float) -> None:
        under, stack = self.under, self.app.stack
        if not self._runs_under():
            return
        stack.scenes.pop()  # the table runs as the top scene, so it may open a scene of its own
        try:
            under.update(dt)
        finally:
            if stack.top is under:
                stack.scenes.append(self)
                if under.root is not None:  # its buttons stay hidden under the page
                    for element in list(under.root.elements):
                        element.hide()
            else:
                self.leave()  # the table opened its result or a hand-over screen: give way

    # -- the page -------------------------------------------------------------------------------
    def _deck(self) -> str:
        """The deck of the game's pictures, in the settings' style."""
        colour_blind = bool(getattr(self.app.settings, "colour_blind_deck", False))
        if self.game in games.REGISTRY:
            return games.get(self.game).deck_for(colour_blind)
        return rules_text.deck_of(self.game)

    def _layout(self) -> None:
        view = self.viewport()
        s = ui_scale(self.app.size)
        key = (self.game, self.lang, view.width, round(s, 3), self._deck())
        if key == self._page_key:
            return
        self._page_key = key
        self._pieces = []
        self.headings = []
        width = view.width
        text = self.app.text
        y = 0

        def lines(txt, size, colour, bold=False, indent=0, spacing=1.4):
            nonlocal y
            for line in wrap(txt, size, width - indent, bold):
                h = text.extent(line, size, colour, bold)[1]
                # a text piece: drawn each frame through the text cache, in the page's width
                self._pieces.append((y, h, [(TextPiece(line, size, colour, bold, width - indent, "left"), indent, 0)]))
                y += int(size * spacing)

        body = scaled(16, s)
        for block in rules_text.rules(self.game, self.lang):
            if block.kind == "title":
                lines(block.text, scaled(32, s), GOLD, True, spacing=1.3)
                y += scaled(6, s)
            elif block.kind == "heading":
                y += scaled(16, s)
                self.headings.append(y)
                lines(block.text, scaled(21, s), GOLD, True, spacing=1.35)
                y += scaled(2, s)
            elif block.kind == "para":
                lines(block.text, body, INK)
                y += scaled(8, s)
            elif block.kind == "bullet":
                dot = pygame.Surface((scaled(8, s), scaled(8, s)), pygame.SRCALPHA)
                pygame.draw.circle(dot, GOLD, (dot.get_width() // 2, dot.get_height() // 2), max(2, scaled(3, s)))
                self._pieces.append((y, dot.get_height(), [(dot, scaled(4, s), int(body * 0.45))]))
                lines(block.text, body, INK, indent=scaled(22, s))
                y += scaled(5, s)
            else:
                y += scaled(8, s)
                figure = self._figure(block, width, s)
                self._pieces.append((y, figure.get_height(), [(figure, (width - figure.get_width()) // 2, 0)]))
                y += figure.get_height() + scaled(6, s)
                if block.text:
                    for line in wrap(block.text, scaled(14, s), width - scaled(40, s)):
                        h = text.extent(line, scaled(14, s), INK_DIM)[1]
                        # a caption under its figure, centred in the page less a margin each side
                        piece = TextPiece(line, scaled(14, s), INK_DIM, False, width - scaled(40, s), "center")
                        self._pieces.append((y, h, [(piece, scaled(40, s) // 2, 0)]))
                        y += int(scaled(14, s) * 1.4)
                y += scaled(12, s)
        self.page_height = y + scaled(20, s)
        if self._section is not None and 0 <= self._section < len(self.headings):
            self.scroll = self.headings[self._section] - scaled(8, s)
        self._section = None
        self.scroll = int(max(0, min(self.scroll, self.page_height - view.height)))

    def _figure(self, block, width: int, s: float) -> pygame.Surface:
        draw = games.figure(block.kind)  # a figure a game draws itself
        if draw is not None:
            return draw(self.app.sprites, width, s)
        return self._card_row(block.groups, width, s)

    def _card_row(self, groups, width: int, s: float) -> pygame.Surface:
        sp, deck = self.app.sprites, self._deck()
        h = scaled(96, s)
        gap, group_gap = scaled(6, s), scaled(30, s)
        n = sum(len(g) for g in groups)

        def row_width(height):
            cw = sp.width_for(height, deck)
            return n * cw + (n - len(groups)) * gap + (len(groups) - 1) * group_gap

        while h > 24 and row_width(h) > width - 8:
            h -= 2
        cw = sp.width_for(h, deck)
        surf = pygame.Surface((row_width(h) + 8, h + 8), pygame.SRCALPHA)
        x = 4
        for gi, group in enumerate(groups):
            if gi:
                x += group_gap - gap
            for name in group:
                img = sp.back(deck, h) if name == rules_text.BACK else sp.card(deck, name, h)
                surf.blit(sp.shadow((cw, h)), (x - 2, 3))
                surf.blit(img, (x, 2))
                x += cw + gap
        return surf

    # -- drawing --------------------------------------------------------------------------------
    def draw_panel(self, surface, dimming: int = 120) -> pygame.Rect:
        """The page is read, the scene below only glimpsed round it (dimmed less)."""
        return super().draw_panel(surface, dimming)

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        text = self.app.text
        side = self._side_rect()
        text.draw(surface, self.words["rules"], scaled(28, s), GOLD, bold=True, fit="none", valign="top",
                  box=(side.x, side.y, side.width, text.height(scaled(28, s), True)), owner="rules")
        hint_size = scaled(12, s)
        hy = side.bottom - scaled(58, s)
        hint = wrap(self.words["keys"], hint_size, side.width)
        hy -= len(hint) * int(hint_size * 1.4)
        for line in hint:
            text.draw(surface, line, hint_size, INK_DIM, fit="none", valign="top", owner="rules",
                      box=(side.x, hy, side.width, text.height(hint_size)))
            hy += int(hint_size * 1.4)
        line_x = side.right + scaled(12, s)
        pygame.draw.line(surface, (70, 90, 80), (line_x, r.y + scaled(18, s)), (line_x, r.bottom - scaled(18, s)))

        self._layout()
        view = self.viewport()
        old_clip = surface.get_clip()
        surface.set_clip(view.clip(old_clip))
        top = view.y - self.scroll
        for y, h, blits in self._pieces:
            if top + y + h < view.y or top + y > view.bottom:
                continue
            for img, dx, dy in blits:
                if isinstance(img, TextPiece):
                    text.draw(surface, img.text, img.size, img.colour, bold=img.bold, fit="none", align=img.align,
                              valign="top", box=(view.x + dx, top + y + dy, img.width, h), owner="rules.page")
                else:
                    surface.blit(img, (view.x + dx, top + y + dy))
        surface.set_clip(old_clip)
        self._draw_scrollbar(surface, view, s)

    def _draw_scrollbar(self, surface, view: pygame.Rect, s: float) -> None:
        if self.page_height <= view.height:
            return
        track = pygame.Rect(view.right + scaled(6, s), view.y, max(3, scaled(5, s)), view.height)
        pygame.draw.rect(surface, (50, 62, 56), track, border_radius=track.width // 2)
        thumb_h = max(scaled(30, s), int(view.height * view.height / self.page_height))
        span = view.height - thumb_h
        thumb_y = view.y + int(span * self.scroll / max(1, self.max_scroll))
        pygame.draw.rect(surface, GOLD, (track.x, thumb_y, track.width, thumb_h), border_radius=track.width // 2)
