"""Whether a dialog or panel lets the screen beneath show: inside the panel, the frame
drawn over the real screen and the frame drawn over a plain fill must be equal, pixel for
pixel. The panel's rounded corners and its border line are left out of the comparison."""

from __future__ import annotations

import pygame


def _difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """|a - b| channel by channel."""
    d1 = a.copy()
    d1.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d2 = b.copy()
    d2.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d1.blit(d2, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return d1


def compared_areas(rect: pygame.Rect) -> list[pygame.Rect]:
    """The parts of a panel compared: all of it but the corners and a border line."""
    corner = max(8, min(28, min(rect.w, rect.h) // 6))
    line = 3
    return [r for r in (rect.inflate(-2 * line, -2 * corner), rect.inflate(-2 * corner, -2 * line))
            if r.w > 0 and r.h > 0]


def shows_through(image: pygame.Surface, plain: pygame.Surface, rect) -> pygame.Rect | None:
    """The bounding box of the pixels of ``rect`` that differ between the two frames, or
    None when they are equal there."""
    found = None
    bounds = image.get_rect()
    for area in compared_areas(pygame.Rect(rect).clip(bounds)):
        diff = _difference(image.subsurface(area).copy(),
                           plain.subsurface(area))
        mask = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
        mask.invert()
        for r in mask.get_bounding_rects():
            r = r.move(area.topleft)
            found = r if found is None else found.union(r)
    return found


def see_through(frame) -> list:
    """``(check, text, rect)`` for each panel of ``frame`` that lets something show; the text
    names the texts beneath that show (or the panel's owner when no text does)."""
    if frame.plain is None:
        return []
    out = []
    for rect, owner in frame.panels:
        area = shows_through(frame.image, frame.plain, rect)
        if area is None:
            continue
        beneath = [d.text for d in frame.below if pygame.Rect(d.rect).colliderect(area)
                   and pygame.Rect(d.rect).colliderect(pygame.Rect(rect))]
        text = " | ".join(dict.fromkeys(beneath)) if beneath else f"({owner or 'panel'})"
        out.append(("see_through", text, tuple(area)))
    return out
