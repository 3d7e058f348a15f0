"""Finding and loading the files under ``assets/``.

From source the folder is the repository's ``assets/`` (found from this file, never from
the working folder); in the packaged app it is ``assets/`` inside the PyInstaller bundle.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path


def assets_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


FONT_REGULAR = ("fonts", "DejaVuSans.ttf")
FONT_BOLD = ("fonts", "DejaVuSans-Bold.ttf")


@functools.lru_cache(maxsize=64)
def font(size: int, bold: bool = False):
    """A ``pygame.font.Font`` of the shipped sans font (Latin, Cyrillic, suit symbols)."""
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path(*(FONT_BOLD if bold else FONT_REGULAR))), max(6, int(size)))


@functools.lru_cache(maxsize=32)
def image(*parts: str):
    """An image under assets/, converted for fast blits once a display exists."""
    import pygame

    surf = pygame.image.load(str(asset_path(*parts)))
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf
