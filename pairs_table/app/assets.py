"""Finding and loading the files of the app's assets (cards, fonts, sounds, theme,
translations).

Every lookup goes through :func:`assets_dir`. The folder is, in this order:

* in the packaged (PyInstaller) app: ``assets/`` inside the bundle;
* in an installed wheel: ``pairs_table/assets/``, the package data the wheel carries;
* from a source checkout (and an editable install of it): the repository's ``assets/``,
  found from this file, never from the working folder.
"""

from __future__ import annotations

import functools
import sys
from importlib import resources
from pathlib import Path

MARKER = "theme.json"  # a file every complete assets folder holds


class AssetsMissing(FileNotFoundError):
    """No assets folder was found: the installation is incomplete."""


def _candidates() -> list[Path]:
    out = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        out.append(Path(bundle) / "assets")
    packaged = resources.files("pairs_table") / "assets"
    if isinstance(packaged, Path):  # a package on disk (not inside a zip archive)
        out.append(packaged)
    out.append(Path(__file__).resolve().parents[2] / "assets")
    return out


def assets_dir() -> Path:
    """The folder of the app's assets. Raises :class:`AssetsMissing` (with every place
    looked at) when there is none."""
    places = _candidates()
    for place in places:
        if (place / MARKER).is_file():
            return place
    raise AssetsMissing("the app's assets (cards, fonts, theme) are missing; looked in "
                        + ", ".join(str(p) for p in places) + ". Reinstall Pairs Table.")


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
