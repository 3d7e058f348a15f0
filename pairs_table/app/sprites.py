"""Card images from the sprite sheets in ``assets/cards/``, scaled once per size.

``CardSprites.card(deck, name, height)`` returns the face of a card by its contract name
("7", "10S", "JOKER", ...) at a height in pixels; the scaled surface is cached, so drawing a
frame never rescales. ``deck`` names a sheet: the decks are those the games' descriptors
name (each deck in its plain and its colour-blind-friendly style, :func:`decks`).
"""

from __future__ import annotations

import functools
import json

import pygame

from .assets import asset_path



@functools.lru_cache(maxsize=1)
def decks() -> tuple[str, ...]:
    """Every deck a game's table uses, plain and colour-blind-friendly, in a fixed order."""
    from . import games

    out: list[str] = []
    for key in games.keys():
        g = games.get(key)
        for deck in (g.deck, g.colour_blind_deck):
            if deck and deck not in out:
                out.append(deck)
    return tuple(out)

ALIASES = {"JOKER": "JOKER1"}  # a deck's single joker uses the first joker's art


class CardSprites:
    def __init__(self) -> None:
        self._sheets: dict[str, tuple[pygame.Surface, dict]] = {}
        self._cache: dict[tuple[str, str, int], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}

    def _sheet(self, deck: str):
        if deck not in self._sheets:
            if deck not in decks():
                raise ValueError(f"unknown deck {deck!r} (decks: {', '.join(decks())})")
            surf = pygame.image.load(str(asset_path("cards", f"{deck}.png")))
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            atlas = json.loads(asset_path("cards", f"{deck}.json").read_text(encoding="utf-8"))
            self._sheets[deck] = (surf, atlas)
        return self._sheets[deck]

    def names(self, deck: str) -> list[str]:
        return list(self._sheet(deck)[1]["cells"])

    def aspect(self, deck: str | None = None) -> float:
        w, h = self._sheet(deck or decks()[0])[1]["card"]
        return w / h

    def width_for(self, height: int, deck: str | None = None) -> int:
        return max(1, round(height * self.aspect(deck)))

    def card(self, deck: str, name: str, height: int) -> pygame.Surface:
        name = ALIASES.get(str(name), str(name))
        height = max(8, int(height))
        key = (deck, name, height)
        surf = self._cache.get(key)
        if surf is None:
            sheet, atlas = self._sheet(deck)
            rect = atlas["cells"].get(name)
            if rect is None:
                raise KeyError(f"no card {name!r} in the {deck} deck")
            src = sheet.subsurface(pygame.Rect(rect))
            surf = pygame.transform.smoothscale(src, (self.width_for(height, deck), height))
            self._cache[key] = surf
        return surf

    def back(self, deck: str, height: int) -> pygame.Surface:
        return self.card(deck, "back", height)

    def shadow(self, size: tuple[int, int], radius: int | None = None) -> pygame.Surface:
        """A soft translucent shadow for a card of ``size``: a blurred rounded rectangle on a
        surface 8 px larger each way, to blit a few pixels left of and below the card."""
        size = (int(size[0]), int(size[1]))
        surf = self._shadows.get(size)
        if surf is None:
            w, h = size
            r = radius if radius is not None else max(2, h // 16)
            surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, 110), pygame.Rect(3, 3, w + 2, h + 2), border_radius=r + 1)
            surf = pygame.transform.gaussian_blur(surf, 3)
            self._shadows[size] = surf
        return surf

    def clear(self) -> None:
        """Forget scaled images (e.g. after a window resize changes every card size)."""
        self._cache.clear()
        self._shadows.clear()


def flip_frame(front: pygame.Surface, back: pygame.Surface, t: float) -> pygame.Surface:
    """The card at progress ``t`` (0..1) of a flip from back to front: the width shrinks to
    zero showing the back, then grows again showing the front. Same size as the card."""
    t = min(1.0, max(0.0, t))
    w, h = front.get_size()
    src = back if t < 0.5 else front
    scale = abs(1.0 - 2.0 * t)
    nw = max(1, int(round(w * scale)))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(pygame.transform.smoothscale(src, (nw, h)), ((w - nw) // 2, 0))
    return out
