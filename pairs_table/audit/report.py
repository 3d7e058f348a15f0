"""What the audit writes: ``findings.json`` and one contact sheet per language and size
(every screen as a thumbnail, named, with its findings outlined)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

import pygame

from . import CHECKS

THUMB_W = 320
COLUMNS = 6
CAPTION = 18
COLOURS = {"overflow": (230, 40, 40), "overlap": (255, 140, 0), "see_through": (200, 0, 200),
           "contrast": (40, 120, 255), "untranslated": (0, 190, 190), "placeholder": (240, 220, 0)}


@dataclass(frozen=True)
class Finding:
    screen: str
    language: str
    size: str
    check: str
    text: str
    rect: tuple[int, int, int, int]


def size_name(size) -> str:
    return f"{size[0]}x{size[1]}"


def write_findings(out: Path, screens, languages, sizes, frames: int, findings) -> Path:
    data = {"screens": list(screens), "languages": list(languages), "sizes": [size_name(s) for s in sizes],
            "frames": frames, "checks": list(CHECKS),
            "findings": [dict(asdict(f), rect=list(f.rect)) for f in findings]}
    path = out / "findings.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


def thumbnail(image: pygame.Surface) -> pygame.Surface:
    """A screen's picture as the contact sheet shows it: THUMB_W wide, in proportion."""
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (THUMB_W, max(1, round(h * THUMB_W / w))))


def contact_sheet(shots, findings, size) -> pygame.Surface:
    """``shots``: (screen name, :func:`thumbnail`) in order; ``findings`` of this language
    and size, outlined on the thumbnails."""
    from ..app.render import TextCache

    w, h = size
    tw = THUMB_W
    th = max(1, round(h * tw / w))
    scale = tw / w
    cols = max(1, min(COLUMNS, len(shots)))
    rows = max(1, -(-len(shots) // cols))
    sheet = pygame.Surface((cols * (tw + 8) + 8, rows * (th + CAPTION + 12) + 8))
    sheet.fill((24, 24, 24))
    text = TextCache()
    by_screen: dict = {}
    for f in findings:
        by_screen.setdefault(f.screen, []).append(f)
    for i, (name, image) in enumerate(shots):
        x = 8 + (i % cols) * (tw + 8)
        y = 8 + (i // cols) * (th + CAPTION + 12)
        sheet.blit(image, (x, y))
        found = by_screen.get(name, [])
        for f in found:
            r = pygame.Rect(f.rect)
            r = pygame.Rect(x + int(r.x * scale), y + int(r.y * scale), max(2, int(r.w * scale)), max(2, int(r.h * scale)))
            pygame.draw.rect(sheet, COLOURS.get(f.check, (255, 0, 0)), r.clip(pygame.Rect(x, y, tw, th)), 1)
        label = f"{name} ({len(found)})" if found else name
        colour = (255, 150, 150) if found else (220, 220, 220)
        text.draw(sheet, label, 13, colour, box=(x, y + th + 2, tw, CAPTION), fit="cut")
    return sheet


def write_sheet(out: Path, language: str, size, shots, findings) -> Path:
    path = out / f"contact-{language}-{size_name(size)}.png"
    pygame.image.save(contact_sheet(shots, findings, size), str(path))
    return path
