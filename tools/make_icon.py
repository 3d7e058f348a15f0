"""Draw the app icon into assets/icon/ (PNG, and an ICO that embeds the PNG).

Run from the repository folder:  python tools/make_icon.py
"""

from __future__ import annotations

import os
import pathlib
import struct
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icon"
SIZE = 256


def draw(size: int = SIZE) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    s = size * ss
    pygame.draw.ellipse(big, (92, 52, 28), (0, s * 0.12, s, s * 0.76))
    pygame.draw.ellipse(big, (24, 110, 66), (s * 0.05, s * 0.17, s * 0.9, s * 0.66))
    sprites = pygame.image.load(str(ROOT / "assets" / "cards" / "pairs.png"))
    import json

    cells = json.loads((ROOT / "assets" / "cards" / "pairs.json").read_text())["cells"]
    ch = int(s * 0.56)
    cw = int(ch * 200 / 280)
    for name, angle, dx in (("7", 14, -0.17), ("7", -10, 0.15)):
        card = pygame.transform.smoothscale(sprites.subsurface(pygame.Rect(cells[name])), (cw, ch))
        card = pygame.transform.rotozoom(card, angle, 1.0)
        big.blit(card, card.get_rect(center=(s * (0.5 + dx), s * 0.5)))
    return pygame.transform.smoothscale(big, (size, size))


def write_ico(png_bytes: bytes, path: pathlib.Path, size: int) -> None:
    """An ICO file holding one PNG image (supported by Windows Vista and later)."""
    dim = 0 if size >= 256 else size
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png_bytes), 6 + 16)
    path.write_bytes(header + entry + png_bytes)


def main() -> int:
    pygame.init()
    pygame.display.set_mode((1, 1))
    OUT.mkdir(parents=True, exist_ok=True)
    icon = draw()
    png = OUT / "pairs_table.png"
    pygame.image.save(icon, str(png))
    write_ico(png.read_bytes(), OUT / "pairs_table.ico", SIZE)
    print("wrote", png, "and", OUT / "pairs_table.ico")
    return 0


if __name__ == "__main__":
    sys.exit(main())
