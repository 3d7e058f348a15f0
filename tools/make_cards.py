"""Draw the card sprite sheets and their atlases into assets/cards/.

Run:  python tools/make_cards.py [--preview PATH] [--docs]
(--preview writes a contact sheet of every card at table size; --docs refreshes docs/cards.png)
The app loads the committed PNGs; this script is only needed to change the art.

Sheets:
* pairs.png     the Pairs deck: ranks 1..10 and a back (each rank its own colour and shape,
                n pips on a rank-n card)
* pairs_cb.png  the same deck for colour-blind players: dark ink, a shape per rank and a
                distinct pattern band per rank, so no colour is needed to tell ranks apart
* standard.png  the 52 cards, JOKER1, JOKER2 and a back (red and black suits)
* standard4.png the same with four suit colours (clubs green, diamonds blue)
Each sheet has an atlas JSON beside it: {"card": [w, h], "cells": {name: [x, y, w, h]}}.
"""

from __future__ import annotations

import json
import math
import os
import pathlib
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "cards"
FONT = ROOT / "assets" / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"

W, H = 200, 280  # card size in the sheet
SS = 2  # supersampling factor for smooth edges
RADIUS = 16
CREAM = (250, 245, 232)
EDGE = (120, 110, 95)
INK = (34, 34, 40)
RED = (196, 30, 45)

# One colour and one shape per Pairs rank: the hues run round the colour wheel with
# changing lightness, and every rank also has its own shape (corner index and pips), so
# no two ranks depend on colour alone.
PAIRS_STYLE = {
    1: ((204, 38, 52), "circle"),
    2: ((228, 118, 0), "triangle"),
    3: ((186, 146, 0), "square"),
    4: ((62, 146, 40), "diamond"),
    5: ((0, 143, 136), "star"),
    6: ((36, 132, 214), "crescent"),
    7: ((40, 56, 170), "plus"),
    8: ((128, 58, 186), "ring"),
    9: ((200, 46, 138), "bowtie"),
    10: ((96, 72, 56), "saltire"),
}
# The colour-blind style adds a fill pattern per rank behind the numeral.
PATTERNS = {1: "none", 2: "dots", 3: "hlines", 4: "vlines", 5: "diag", 6: "antidiag",
            7: "grid", 8: "checks", 9: "zigzag", 10: "solid"}

# Four-colour standard deck: clubs green, diamonds blue, hearts red, spades black.
FOUR_COLOUR = {"C": (20, 128, 60), "D": (24, 92, 200), "H": (196, 30, 45), "S": (34, 34, 40)}

SUIT_GLYPH = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

# Pip positions (fractions of the pip area) for 2..10, as on printed cards.
PIPS = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6),
         (0, 1), (1, 1)],
}


def font(size: int, bold: bool = False) -> pygame.freetype.Font:
    f = pygame.freetype.Font(str(FONT_BOLD if bold else FONT), size)
    f.antialiased = True
    return f


def text(surf, s, size, colour, center=None, topleft=None, bold=False, rotate=0):
    img, rect = font(size, bold).render(s, colour, rotation=rotate)
    if center is not None:
        rect.center = center
    else:
        rect.topleft = topleft
    surf.blit(img, rect)
    return rect


def _rotated(points, cx, cy, angle):
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points]


def polygon_points(kind: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    def regular(n, rot=-math.pi / 2, rr=r):
        return [(cx + rr * math.cos(rot + 2 * math.pi * i / n), cy + rr * math.sin(rot + 2 * math.pi * i / n))
                for i in range(n)]

    if kind == "triangle":
        return [(x, y + r * 0.18) for x, y in regular(3, rr=r * 1.22)]
    if kind == "square":
        return regular(4, rot=-math.pi / 4, rr=r * 1.2)
    if kind == "diamond":
        return [(cx, cy - r * 1.25), (cx + r * 0.9, cy), (cx, cy + r * 1.25), (cx - r * 0.9, cy)]
    if kind == "star":
        pts = []
        for i in range(10):
            rr = r * 1.3 if i % 2 == 0 else r * 0.55
            a = -math.pi / 2 + math.pi * i / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    if kind in ("plus", "saltire"):
        t, e = r * 0.36, r * 1.1
        pts = [(cx - t, cy - e), (cx + t, cy - e), (cx + t, cy - t), (cx + e, cy - t), (cx + e, cy + t),
               (cx + t, cy + t), (cx + t, cy + e), (cx - t, cy + e), (cx - t, cy + t), (cx - e, cy + t),
               (cx - e, cy - t), (cx - t, cy - t)]
        return pts if kind == "plus" else _rotated(pts, cx, cy, math.pi / 4)
    if kind == "bowtie":
        e, w = r * 1.05, r * 0.22
        return [(cx - e, cy - e), (cx, cy - w), (cx + e, cy - e), (cx + e, cy + e), (cx, cy + w), (cx - e, cy + e)]
    raise ValueError(kind)


def draw_shape(surf, kind: str, colour, cx: float, cy: float, r: float) -> None:
    """Draw one rank symbol centred at (cx, cy), about 2r across."""
    if kind == "circle":
        pygame.draw.circle(surf, colour, (cx, cy), r)
    elif kind == "ring":
        pygame.draw.circle(surf, colour, (cx, cy), r * 1.08, max(1, int(r * 0.45)))
    elif kind == "crescent":
        size = int(r * 3) + 2
        tmp = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        pygame.draw.circle(tmp, colour, (c, c), r * 1.1)
        pygame.draw.circle(tmp, (0, 0, 0, 0), (c + r * 0.55, c - r * 0.3), r * 0.9)
        surf.blit(tmp, tmp.get_rect(center=(round(cx), round(cy))))
    else:
        pygame.draw.polygon(surf, colour, polygon_points(kind, cx, cy, r))


def blank_face(fill=CREAM) -> pygame.Surface:
    s = pygame.Surface((W * SS, H * SS), pygame.SRCALPHA)
    rect = s.get_rect().inflate(-2 * SS, -2 * SS)
    pygame.draw.rect(s, EDGE, rect, border_radius=RADIUS * SS)
    pygame.draw.rect(s, fill, rect.inflate(-3 * SS, -3 * SS), border_radius=(RADIUS - 1) * SS)
    return s


def finish(big: pygame.Surface) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (W, H))


def pattern_band(surf, rect: pygame.Rect, pattern: str, colour) -> None:
    """Fill ``rect`` with a pattern that identifies a rank without colour."""
    clip = surf.get_clip()
    surf.set_clip(rect)
    step = 14 * SS
    lw = 3 * SS
    x0, y0, x1, y1 = rect.left, rect.top, rect.right, rect.bottom
    if pattern == "solid":
        surf.fill(colour, rect)
    elif pattern == "dots":
        for y in range(y0 + step // 2, y1, step):
            for x in range(x0 + step // 2, x1, step):
                pygame.draw.circle(surf, colour, (x, y), 3 * SS)
    elif pattern in ("hlines", "grid", "checks"):
        for y in range(y0 + step // 2, y1, step):
            pygame.draw.line(surf, colour, (x0, y), (x1, y), lw)
    if pattern in ("vlines", "grid"):
        for x in range(x0 + step // 2, x1, step):
            pygame.draw.line(surf, colour, (x, y0), (x, y1), lw)
    if pattern == "checks":
        surf.fill(CREAM, rect)
        for j, y in enumerate(range(y0, y1, step)):
            for i, x in enumerate(range(x0, x1, step)):
                if (i + j) % 2 == 0:
                    surf.fill(colour, (x, y, step, step))
    if pattern in ("diag", "antidiag"):
        span = (y1 - y0)
        for x in range(x0 - span, x1 + span, step):
            if pattern == "diag":
                pygame.draw.line(surf, colour, (x, y1), (x + span, y0), lw)
            else:
                pygame.draw.line(surf, colour, (x, y0), (x + span, y1), lw)
    if pattern == "zigzag":
        for y in range(y0 + step // 2, y1 + step, step):
            pts = [(x, y - (step // 3 if (x - x0) // step % 2 else 0)) for x in range(x0, x1 + step, step)]
            pygame.draw.lines(surf, colour, False, pts, lw)
    surf.set_clip(clip)


def pairs_face(rank: int, style: str) -> pygame.Surface:
    """A Pairs-deck face: corner index (numeral over the rank's shape), the numeral large
    in a panel, and one pip per copy of the rank in the deck along the bottom."""
    colour, shape = PAIRS_STYLE[rank]
    ink = colour if style == "classic" else INK
    s = blank_face()
    sw = s.get_width()
    text(s, str(rank), (46 if rank < 10 else 32) * SS, ink, center=(28 * SS, 34 * SS), bold=True)
    draw_shape(s, shape, ink, 28 * SS, 74 * SS, 11 * SS)
    panel = pygame.Rect(54 * SS, 36 * SS, 112 * SS, 140 * SS)
    if style == "classic":
        tint = tuple(int(c + (255 - c) * 0.84) for c in colour)
        pygame.draw.rect(s, tint, panel, border_radius=18 * SS)
        pygame.draw.rect(s, colour, panel, 4 * SS, border_radius=18 * SS)
    else:
        pattern_band(s, panel, PATTERNS[rank], (70, 70, 78))
        inner = panel.inflate(-30 * SS, -30 * SS)
        pygame.draw.rect(s, CREAM, inner, border_radius=12 * SS)
        pygame.draw.rect(s, INK, panel, 4 * SS, border_radius=18 * SS)
    text(s, str(rank), (100 if rank < 10 else 74) * SS, ink, center=panel.center, bold=True)
    # Pips: one shape per copy of the rank in the deck (rank n has n copies).
    rows = [rank] if rank <= 5 else [(rank + 1) // 2, rank // 2]
    ys = [224] if len(rows) == 1 else [208, 242]
    gap = 30 * SS
    for n, y in zip(rows, ys):
        x_start = sw / 2 - (n - 1) * gap / 2
        for i in range(n):
            draw_shape(s, shape, ink, x_start + i * gap, y * SS, 10 * SS)
    return finish(s)


def back_face(accent=(150, 28, 40)) -> pygame.Surface:
    s = blank_face(fill=(246, 240, 226))
    sw, sh = s.get_size()
    inner = s.get_rect().inflate(-20 * SS, -20 * SS)
    pygame.draw.rect(s, accent, inner, border_radius=10 * SS)
    dark = tuple(int(c * 0.72) for c in accent)
    light = tuple(min(255, int(c * 1.25) + 18) for c in accent)
    clip = s.get_clip()
    s.set_clip(inner.inflate(-8 * SS, -8 * SS))
    step = 22 * SS
    for x in range(inner.left - sh, inner.right + sh, step):
        pygame.draw.line(s, dark, (x, inner.top), (x + sh, inner.top + sh), 3 * SS)
        pygame.draw.line(s, dark, (x, inner.bottom), (x + sh, inner.bottom - sh), 3 * SS)
    for y in range(inner.top, inner.bottom, step):
        for x in range(inner.left, inner.right, step):
            pygame.draw.circle(s, light, (x + step // 2, y + step // 2), 2 * SS)
    s.set_clip(clip)
    pygame.draw.rect(s, (240, 226, 190), inner.inflate(-8 * SS, -8 * SS), 3 * SS, border_radius=8 * SS)
    medal = pygame.Rect(0, 0, 96 * SS, 96 * SS)
    medal.center = (sw // 2, sh // 2)
    pygame.draw.ellipse(s, (240, 226, 190), medal)
    pygame.draw.ellipse(s, dark, medal.inflate(-10 * SS, -10 * SS))
    text(s, "PT", 40 * SS, (240, 226, 190), center=medal.center, bold=True)
    return finish(s)


TWO_COLOUR = {"C": INK, "D": RED, "H": RED, "S": INK}


def standard_face(rank: str, suit: str, colours=TWO_COLOUR) -> pygame.Surface:
    """A standard face: corner indices, printed-card pip layouts, a large ace and framed
    court cards (letter and suit)."""
    s = blank_face()
    sw, sh = s.get_size()
    col = colours[suit]
    glyph = SUIT_GLYPH[suit]
    corner = pygame.Surface((48 * SS, 90 * SS), pygame.SRCALPHA)
    text(corner, rank, (40 if rank != "10" else 31) * SS, col, center=(24 * SS, 24 * SS), bold=True)
    text(corner, glyph, 34 * SS, col, center=(24 * SS, 64 * SS))
    s.blit(corner, (6 * SS, 6 * SS))
    s.blit(pygame.transform.rotate(corner, 180), (sw - 54 * SS, sh - 96 * SS))
    area = pygame.Rect(54 * SS, 40 * SS, sw - 108 * SS, sh - 80 * SS)
    if rank == "A":
        text(s, glyph, 130 * SS, col, center=area.center)
    elif rank in ("J", "Q", "K"):
        frame = area.inflate(-2 * SS, -2 * SS)
        tint = tuple(int(c + (255 - c) * 0.9) for c in col)
        gold = (204, 160, 52)
        pygame.draw.rect(s, tint, frame, border_radius=10 * SS)
        pygame.draw.rect(s, col, frame, 3 * SS, border_radius=10 * SS)
        pygame.draw.rect(s, gold, frame.inflate(-12 * SS, -12 * SS), 2 * SS, border_radius=7 * SS)
        text(s, rank, 88 * SS, col, center=(frame.centerx, frame.centery - 20 * SS), bold=True)
        text(s, glyph, 50 * SS, col, center=(frame.centerx, frame.centery + 54 * SS))
        for cx in (frame.left + 20 * SS, frame.right - 20 * SS):
            for cy in (frame.top + 20 * SS, frame.bottom - 20 * SS):
                pygame.draw.polygon(s, gold, polygon_points("diamond", cx, cy, 4 * SS))
    else:
        img, _ = font(48 * SS).render(glyph, col)
        flipped = pygame.transform.rotate(img, 180)
        inner = pygame.Rect(68 * SS, 64 * SS, 64 * SS, 152 * SS)
        for fx, fy in PIPS[int(rank)]:
            cx = inner.left + fx * inner.width
            cy = inner.top + fy * inner.height
            im = flipped if fy > 0.5 else img
            s.blit(im, im.get_rect(center=(cx, cy)))
    return finish(s)


def joker_face(n: int) -> pygame.Surface:
    s = blank_face()
    sw, sh = s.get_size()
    col = RED if n == 1 else INK
    for i, ch in enumerate("JOKER"):
        text(s, ch, 22 * SS, col, center=(24 * SS, 30 * SS + i * 24 * SS), bold=True)
        text(s, ch, 22 * SS, col, center=(sw - 24 * SS, sh - 30 * SS - (4 - i) * 24 * SS), bold=True, rotate=180)
    cx, cy = sw // 2, sh // 2
    for k, rr in enumerate((78, 58, 38)):
        c = col if k % 2 == 0 else (212, 170, 60)
        pygame.draw.polygon(s, c, polygon_points("star", cx, cy, rr * SS * 0.75))
    text(s, str(n), 26 * SS, CREAM, center=(cx, cy + 2 * SS), bold=True)
    return finish(s)


def write_sheet(name: str, cells: list[tuple[str, pygame.Surface]], columns: int) -> None:
    rows = math.ceil(len(cells) / columns)
    sheet = pygame.Surface((columns * W, rows * H), pygame.SRCALPHA)
    atlas = {}
    for i, (card_name, surf) in enumerate(cells):
        x, y = (i % columns) * W, (i // columns) * H
        sheet.blit(surf, (x, y))
        atlas[card_name] = [x, y, W, H]
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(OUT / f"{name}.png"))
    (OUT / f"{name}.json").write_text(json.dumps({"card": [W, H], "cells": atlas}, indent=1) + "\n")
    print(f"{name}.png: {len(cells)} cards, {(OUT / f'{name}.png').stat().st_size // 1024} KB")


ALL_SHEETS = ("pairs", "pairs_cb", "standard", "standard4")


def preview(path: pathlib.Path, height: int = 110, names=ALL_SHEETS) -> None:
    """A contact sheet of every card at table size on felt (for looking at the art)."""
    sheets = [(n, 11) for n in names]
    scale = height / H
    cw, ch = int(W * scale), height
    total_rows = sum(math.ceil(len(json.loads((OUT / f"{n}.json").read_text())["cells"]) / c) for n, c in sheets)
    img = pygame.Surface((11 * (cw + 8) + 8, total_rows * (ch + 8) + 8))
    img.fill((22, 92, 58))
    row = 0
    for name, cols in sheets:
        sheet = pygame.image.load(str(OUT / f"{name}.png"))
        cells = json.loads((OUT / f"{name}.json").read_text())["cells"]
        for i, rect in enumerate(cells.values()):
            card = pygame.transform.smoothscale(sheet.subsurface(pygame.Rect(rect)), (cw, ch))
            img.blit(card, (8 + (i % cols) * (cw + 8), 8 + (row + i // cols) * (ch + 8)))
        row += math.ceil(len(cells) / cols)
    pygame.image.save(img, str(path))


def main(argv: list[str]) -> int:
    pygame.init()
    pygame.freetype.init()
    pygame.display.set_mode((1, 1))
    write_sheet("pairs", [(str(r), pairs_face(r, "classic")) for r in range(1, 11)] + [("back", back_face())], 11)
    write_sheet("pairs_cb", [(str(r), pairs_face(r, "cb")) for r in range(1, 11)]
                + [("back", back_face((40, 70, 140)))], 11)
    std = [(r + s, standard_face(r, s)) for s in "CDHS" for r in RANKS]
    std += [("JOKER1", joker_face(1)), ("JOKER2", joker_face(2)), ("back", back_face((28, 60, 130)))]
    write_sheet("standard", std, 11)
    std4 = [(r + s, standard_face(r, s, FOUR_COLOUR)) for s in "CDHS" for r in RANKS]
    write_sheet("standard4", std4 + std[-3:], 11)
    if "--preview" in argv:
        target = pathlib.Path(argv[argv.index("--preview") + 1])
        preview(target)
        print("preview:", target)
    if "--docs" in argv:
        preview(ROOT / "docs" / "cards.png", names=ALL_SHEETS[:3])
        print("docs/cards.png:", (ROOT / "docs" / "cards.png").stat().st_size // 1024, "KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
