"""Draw the app icon into assets/icon/: a PNG (the window and Linux icon), an ICO for
Windows and an ICNS for macOS, each holding PNG images of the icon drawn at several sizes.

Run from the repository folder:  python tools/make_icon.py
"""

from __future__ import annotations

import json
import os
import pathlib
import struct
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icon"
SIZE = 256  # the PNG
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding a PNG, and the pixel size of each (the "@2x" types ic11-ic14
# are the Retina versions of 16, 32, 128 and 256 points).
ICNS_TYPES = {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
              "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}


def draw(size: int = SIZE) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    s = size * ss
    pygame.draw.ellipse(big, (92, 52, 28), (0, s * 0.12, s, s * 0.76))
    pygame.draw.ellipse(big, (24, 110, 66), (s * 0.05, s * 0.17, s * 0.9, s * 0.66))
    sprites = pygame.image.load(str(ROOT / "assets" / "cards" / "pairs.png"))
    cells = json.loads((ROOT / "assets" / "cards" / "pairs.json").read_text(encoding="utf-8"))["cells"]
    ch = int(s * 0.56)
    cw = int(ch * 200 / 280)
    for name, angle, dx in (("7", 14, -0.17), ("7", -10, 0.15)):
        card = pygame.transform.smoothscale(sprites.subsurface(pygame.Rect(cells[name])), (cw, ch))
        card = pygame.transform.rotozoom(card, angle, 1.0)
        big.blit(card, card.get_rect(center=(s * (0.5 + dx), s * 0.5)))
    return pygame.transform.smoothscale(big, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    """``surface`` encoded as PNG (pygame writes PNG to a file name only)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "icon.png"
        pygame.image.save(surface, str(path))
        return path.read_bytes()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images (Windows Vista and later), ``pngs`` by pixel size: the
    header, one 16-byte directory entry per image (width and height 0 meaning 256), then
    the images."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return head + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' and the file's length, then one element per type of
    :data:`ICNS_TYPES` (four-letter type, length with its 8-byte head, the PNG), big-endian."""
    body = b""
    for kind, size in ICNS_TYPES.items():
        data = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    OUT.mkdir(parents=True, exist_ok=True)
    pngs = {size: png_bytes(draw(size)) for size in sorted(set(ICO_SIZES) | set(ICNS_TYPES.values()))}
    targets = {"pairs_table.png": pngs[SIZE], "pairs_table.ico": ico_bytes({s: pngs[s] for s in ICO_SIZES}),
               "pairs_table.icns": icns_bytes(pngs)}
    for name, data in targets.items():
        (OUT / name).write_bytes(data)
        print(f"wrote {OUT / name} ({len(data) // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
