"""The title screen: the name of the app over a fan of cards, Play and Quit."""

from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK_DIM, blit_centered, felt_background
from ..scene import Scene
from ..widgets import button


class TitleScene(Scene):
    game = "pairs"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.play_button = None
        self.quit_button = None
        self._fan = None
        self._fan_key = None

    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        bw, bh = scaled(260, s), scaled(52, s)
        x = (w - bw) // 2
        y = int(h * 0.66)
        self.play_button = button(self, (x, y, bw, bh), tr("Play"), "primary", tr("Set up a game of Pairs"))
        self.quit_button = button(self, (x, y + bh + scaled(14, s), bw, bh), tr("Quit"), "quiet")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.play_button:
                self.play()
                return True
            if event.ui_element is self.quit_button:
                self.app.quit()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.play()
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_q):
                self.app.quit()
                return True
        return False

    def play(self) -> None:
        from .lobby import LobbyScene

        self.app.stack.push(LobbyScene(self.app, self.game))

    def _card_fan(self, size) -> pygame.Surface:
        """Ten cards fanned in an arc, made once per window size."""
        if self._fan_key == size:
            return self._fan
        w, h = size
        s = ui_scale(size)
        ch = scaled(150, s)
        cw = self.app.sprites.width_for(ch)
        fan = pygame.Surface((int(w * 0.8), int(ch * 2.0)), pygame.SRCALPHA)
        fw, fh = fan.get_size()
        for i, rank in enumerate(range(1, 11)):
            t = (i - 4.5) / 4.5
            angle = -t * 26
            card = self.app.sprites.card("pairs", str(rank), ch)
            shadow = self.app.sprites.shadow((cw, ch))
            x = fw / 2 + t * cw * 2.6
            y = fh * 0.45 + (t * t) * ch * 0.30
            rs = pygame.transform.rotozoom(shadow, angle, 1.0)
            fan.blit(rs, rs.get_rect(center=(x + 3, y + 6)))
            rc = pygame.transform.rotozoom(card, angle, 1.0)
            fan.blit(rc, rc.get_rect(center=(x, y)))
        self._fan, self._fan_key = fan, size
        return fan

    def draw(self, surface) -> None:
        size = surface.get_size()
        w, h = size
        s = ui_scale(size)
        surface.blit(felt_background(size, scale=s), (0, 0))
        blit_centered(surface, self._card_fan(size), (w / 2, h * 0.36))
        text = self.app.text
        title = text.render(tr("Pairs Table"), scaled(64, s), GOLD, bold=True)
        shade = text.render(tr("Pairs Table"), scaled(64, s), (0, 0, 0), bold=True)
        shade.set_alpha(110)
        blit_centered(surface, shade, (w / 2 + 3, h * 0.12 + 4))
        blit_centered(surface, title, (w / 2, h * 0.12))
        sub = text.render(tr("Press your luck at the felt table. Catch a pair and it counts against you."),
                          scaled(19, s), INK_DIM)
        blit_centered(surface, sub, (w / 2, h * 0.60))
        foot = text.render(tr("F11: full screen"), scaled(13, s), (120, 150, 130))
        blit_centered(surface, foot, (w / 2, h - scaled(18, s)))
