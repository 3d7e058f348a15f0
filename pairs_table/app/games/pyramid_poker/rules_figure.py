"""The rules page's picture of a pyramid (the page's "pyramid" figure)."""

from __future__ import annotations

import pygame

from .... import rules_text
from ...layout import scaled
from ...render import GOLD, glow


def pyramid_figure(sp, width: int, s: float) -> pygame.Surface:
    """The pyramid of the rules page: every block face down, the free ones outlined."""
    rows = rules_text.PYRAMID_ROWS
    h = scaled(62, s)
    bw = sp.width_for(h, "standard")
    step_x = bw + scaled(4, s)
    while h > 20 and rows[0] * step_x > width - 16:
        h -= 2
        bw = sp.width_for(h, "standard")
        step_x = bw + scaled(4, s)
    step_y = int(h * 0.58)
    edge = scaled(10, s)
    w_total = rows[0] * step_x + 2 * edge
    h_total = (len(rows) - 1) * step_y + h + 2 * edge
    surf = pygame.Surface((w_total, h_total), pygame.SRCALPHA)
    back = sp.back("standard", h)
    base_y = h_total - edge - h
    for r, count in enumerate(rows):
        for c in range(count):
            x = edge + int((c + r / 2) * step_x)
            y = base_y - r * step_y
            if (r, c) in rules_text.PYRAMID_FREE:
                g = glow((bw, h), GOLD, max(3, scaled(4, s)), max(5, scaled(8, s)))
                surf.blit(g, g.get_rect(center=(x + bw // 2, y + h // 2)))
            surf.blit(sp.shadow((bw, h)), (x - 2, y + 2))
            surf.blit(back, (x, y))
            if (r, c) in rules_text.PYRAMID_FREE:
                pygame.draw.rect(surf, GOLD, (x, y, bw, h), width=max(2, scaled(3, s)),
                                 border_radius=max(3, h // 12))
    return surf
