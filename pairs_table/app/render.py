"""Drawing helpers shared by every scene: cached text, the felt background, panels, glows.

Everything costly is made once and cached: text surfaces by (text, size, weight, colour),
the felt by window size, glows by size and colour. A frame only blits.
"""

from __future__ import annotations

import functools
import math
import random
import re
from collections import OrderedDict

import pygame

from . import textlog
from .assets import font

# ---- colours ---------------------------------------------------------------------------

FELT_OUTER = (14, 58, 36)
FELT_INNER = (30, 112, 64)
FELT_CENTRE = (40, 132, 76)
RAIL = (92, 52, 28)
RAIL_LIGHT = (150, 96, 56)
RAIL_DARK = (48, 26, 14)
PANEL = (14, 20, 18)
INK = (236, 232, 220)
INK_DIM = (170, 180, 170)
INK_FAINT = (120, 134, 124)
GOLD = (246, 200, 92)
RED = (236, 110, 96)
GREEN = (120, 210, 140)
# the felt's (outer, inner, centre) colours for each table colour setting
FELT_COLOURS = {
    "green": (FELT_OUTER, FELT_INNER, FELT_CENTRE),
    "blue": ((12, 38, 66), (26, 76, 124), (34, 92, 146)),
    "red": ((62, 14, 20), (118, 30, 40), (138, 40, 50)),
    "grey": ((34, 38, 40), (70, 78, 80), (86, 94, 96)),
}
# the side panel's face as it lies on the felt (PANEL at 228 of 255 over the outer felt,
# with a margin for the felt's grain): what the panel's texts stand out from
PANEL_FACE = (20, 28, 26)
PLATE = (26, 30, 30)
PLATE_ACTIVE = (40, 36, 22)


def luminance(colour) -> float:
    """WCAG 2.1 relative luminance of an sRGB colour."""
    def channel(c):
        c = c / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(fg, bg) -> float:
    """How far two colours stand apart, WCAG 2.1 (1 to 21)."""
    a, b = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def dimmed(colour, factor: float, under, need: float = 4.5):
    """``colour`` darkened towards ``factor`` of itself, but no further than still stands
    out from ``under`` by ``need`` (WCAG's 4.5:1 for normal text)."""
    k = factor
    while k < 1 and contrast_ratio(tuple(int(c * k) for c in colour[:3]), under) < need:
        k = min(1.0, k + 0.02)
    return tuple(int(c * k) for c in colour[:3])


# a mark that belongs to the word before it even after a space ("29 %", "score :")
CLINGS = re.compile(r"^[%:;!?»)\]…]+[.,]?$")


def words_of(text: str) -> list[str]:
    """The words a line may break between: plain spaces and line breaks, except before a
    mark that clings to the word before it (French spacing: "29 %", "Attention !")."""
    out: list[str] = []
    for word in re.split(r"[ \t\r\n]+", text):
        if not word:
            continue
        if out and CLINGS.match(word):
            out[-1] = f"{out[-1]}\u00a0{word}"
        else:
            out.append(word)
    return out


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` in lines at most ``width`` pixels wide, broken only at plain spaces and line
    breaks (a no-break space keeps French punctuation with its word)."""
    f = font(int(size), bold)
    lines, line = [], ""
    for word in words_of(text):
        trial = f"{line} {word}" if line else word
        if line and f.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


class TextCache:
    """Rendered text, kept until the cache grows past ``limit`` entries."""

    def __init__(self, limit: int = 600) -> None:
        self._cache: OrderedDict = OrderedDict()
        self.limit = limit
        self.renders = 0  # how many times text was actually rendered (for tests)

    def render(self, text: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
        key = (text, int(size), tuple(colour), bold)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        f = font(int(size), bold)
        try:
            surf = f.render(text, True, colour)
        except pygame.error:  # text of only zero-width characters: nothing to draw
            surf = pygame.Surface((0, f.get_height()), pygame.SRCALPHA)
        self.renders += 1
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels (:func:`wrap`)."""
        return wrap(text, size, width, bold)

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text`` as it is if it is no wider than ``width`` pixels, else cut short with an
        ellipsis so that it is."""
        f = font(int(size), bold)
        if f.size(text)[0] <= width:
            return text
        cut = len(text)
        while cut > 0 and f.size(text[:cut].rstrip() + "…")[0] > width:
            cut -= 1
        return text[:cut].rstrip() + "…"

    def wrap_fit(self, text: str, size: int, width: int, lines: int, smallest: int = 9,
                 bold: bool = False) -> tuple[int, list[str]]:
        """(size, lines): ``text`` wrapped to ``width`` in at most ``lines`` lines, at the
        largest size from ``size`` down to ``smallest`` that needs no more; at ``smallest``
        the last line is cut short with an ellipsis if even that is too little (remembered:
        the lobby and the game chooser ask every frame)."""
        key = ("wrap_fit", text, int(size), int(width), lines, smallest, bold)
        got = self._cache.get(key)
        if got is None:
            got = self._cache[key] = self._wrap_fit(text, size, width, lines, smallest, bold)
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        return got

    def _wrap_fit(self, text, size, width, lines, smallest, bold) -> tuple[int, list[str]]:
        for k in range(int(size), int(min(size, smallest)) - 1, -1):
            out = self.wrap(text, k, width, bold)
            if len(out) <= lines:
                return k, out
        out = self.wrap(text, k, width, bold)
        rest = " ".join(out[lines - 1:])
        return k, out[:lines - 1] + [self.fit(rest + "…", k, width, bold)]

    def block(self, text: str, size: int, width: int, colour=INK, bold: bool = False) -> pygame.Surface:
        """``text`` in at most ``width`` pixels: on one line at ``size`` or a little smaller,
        else on two lines (smaller still if need be, cut short at the end if even that is too
        little)."""
        key = ("block", text, int(size), int(width), tuple(colour), bold)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        smallest = max(9, int(size * 0.7))
        for k in range(int(size), max(smallest, int(size) - 3) - 1, -1):
            if font(k, bold).size(text)[0] <= width:
                surf = self.render(text, k, colour, bold)
                break
        else:
            k, wrapped = self.wrap_fit(text, max(smallest, int(size) - 2), width, 2, smallest, bold)
            lines = [self.render(line, k, colour, bold) for line in wrapped]
            surf = pygame.Surface((max(x.get_width() for x in lines), sum(x.get_height() for x in lines)),
                                  pygame.SRCALPHA)
            y = 0
            for line in lines:
                surf.blit(line, (0, y))
                y += line.get_height()
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf

    def draw(self, surface: pygame.Surface, text: str, size: int, colour=INK, *, box,
             align: str = "left", valign: str = "middle", bold: bool = False, fit: str = "shrink",
             owner: str = "", alpha: int = 255, shadow=None, cut: bool = False) -> pygame.Rect:
        """Draw ``text`` on ``surface`` inside ``box`` (a rect), the one way the app draws a
        text: ``align`` is ``left``, ``center`` or ``right``, ``valign`` ``top``, ``middle``
        or ``bottom``; ``fit`` says what happens when it is too wide: ``shrink`` (a little
        smaller, then two lines, then cut short: :meth:`block`), ``cut`` (one line, cut
        short with an ellipsis), ``clip`` (one line, what passes the box's right edge left
        out) or ``none`` (drawn as it is). Returns where the glyphs are;
        while the audit records (:mod:`.textlog`), the draw is written down with its box.
        ``alpha`` below 255 draws it see-through (a number fading away); ``shadow``
        ``(dx, dy, alpha)`` first draws it in black that far down and right, part of the
        same text. ``cut`` says the caller already cut ``text`` short to fit (a line of a
        paragraph it fitted itself), for the record."""
        box = pygame.Rect(box)
        size = int(size)
        log_on = textlog.active() is not None
        if fit == "shrink":
            img = self.block(text, size, box.width, colour, bold)
            cut = cut or (log_on and self.block_cut(text, size, box.width, bold))
        elif fit == "cut":
            shown = self.fit(text, size, box.width, bold)
            cut = cut or shown != text
            img = self.render(shown, size, colour, bold)
        else:
            img = self.render(text, size, colour, bold)
            if fit == "clip" and img.get_width() > box.width:
                cut = True
                img = img.subsurface((0, 0, max(0, box.width), img.get_height()))
        r = aligned(img.get_size(), box, align, valign)
        if log_on:
            under = textlog.mean_colour(surface, r)
            seen = colour if alpha >= 255 or under is None else \
                tuple(round(c * alpha / 255 + b * (255 - alpha) / 255) for c, b in zip(colour[:3], under))
            textlog.note_text(surface, text, r, box, size, seen, bold=bold, cut=cut, background=under, owner=owner)
        if shadow is not None:
            dx, dy, shade_alpha = shadow
            shade = self.render(text, size, (0, 0, 0), bold)  # one line, as drawn with fit="none"
            shade.set_alpha(shade_alpha)
            surface.blit(shade, shade.get_rect(center=(r.centerx + dx, r.centery + dy)))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, r)
        return r

    def block_cut(self, text: str, size: int, width: int, bold: bool = False) -> bool:
        """Whether :meth:`block` has to cut ``text`` short to fit ``width``."""
        smallest = max(9, int(size * 0.7))
        if any(font(k, bold).size(text)[0] <= width for k in range(int(size), max(smallest, int(size) - 3) - 1, -1)):
            return False
        lines = self.wrap_fit(text, max(smallest, int(size) - 2), width, 2, smallest, bold)[1]
        return " ".join(lines).replace("\u00a0", " ") != " ".join(words_of(text)).replace("\u00a0", " ")

    def width(self, text: str, size: int, bold: bool = False) -> int:
        """How wide ``text`` is at ``size`` (as :meth:`render` would draw it)."""
        return font(int(size), bold).size(text)[0]

    def extent(self, text: str, size: int, colour=INK, bold: bool = False, width: int | None = None) -> tuple[int, int]:
        """The size of ``text``'s picture at ``size`` (the picture :meth:`draw` will use, made
        once and kept); with ``width``, the size it takes fitted to that width (``fit="shrink"``)."""
        if width is not None:
            return self.block(text, size, width, colour, bold).get_size()
        return self.render(text, size, colour, bold).get_size()

    def height(self, size: int, bold: bool = False) -> int:
        """The height of one line of text at ``size``."""
        return font(int(size), bold).get_height()

    def clear(self) -> None:
        self._cache.clear()


def aligned(size, box, align: str = "left", valign: str = "middle") -> pygame.Rect:
    """Where a picture of ``size`` lies in ``box`` aligned as :meth:`TextCache.draw` aligns."""
    box = pygame.Rect(box)
    w, h = int(size[0]), int(size[1])
    x = {"center": box.centerx - w // 2, "right": box.right - w}.get(align, box.x)
    y = {"top": box.y, "bottom": box.bottom - h}.get(valign, box.centery - h // 2)
    return pygame.Rect(x, y, w, h)


def box_at(center, width, height) -> pygame.Rect:
    """A ``width`` by ``height`` box centred on ``center``: a text drawn centred in it lands
    where :func:`blit_centered` would put it."""
    r = pygame.Rect(0, 0, int(width), int(height))
    r.center = (int(center[0]), int(center[1]))
    return r


def blit_centered(surface: pygame.Surface, img: pygame.Surface, center) -> pygame.Rect:
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    surface.blit(img, r)
    return r


# ---- the felt --------------------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def _noise_tile(size: int = 96, seed: int = 7) -> pygame.Surface:
    """The felt's texture (made once: every background tiles it)."""
    rnd = random.Random(seed)
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        for x in range(size):
            v = rnd.random()
            if v < 0.5:
                tile.set_at((x, y), (0, 0, 0, int(22 * (0.5 - v))))
            else:
                tile.set_at((x, y), (255, 255, 255, int(14 * (v - 0.5))))
    # a few short fibres
    for _ in range(size // 2):
        x, y = rnd.randrange(size), rnd.randrange(size)
        ang = rnd.random() * math.pi
        ln = rnd.randint(2, 5)
        colour = (255, 255, 255, 10) if rnd.random() < 0.5 else (0, 0, 0, 12)
        pygame.draw.line(tile, colour, (x, y), (x + ln * math.cos(ang), y + ln * math.sin(ang)))
    return tile


@functools.lru_cache(maxsize=2)
def _vignette(size, strength: int = 150) -> pygame.Surface:
    """The darkening towards the corners of a window ``size`` (the title's and the tables'
    backgrounds share it)."""
    w, h = size
    sw, sh = 64, 36
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            dx, dy = (x + 0.5) / sw * 2 - 1, (y + 0.5) / sh * 2 - 1
            d = min(1.0, math.sqrt(dx * dx + dy * dy) / 1.414)
            small.set_at((x, y), (0, 0, 0, int(strength * d ** 2.2)))
    return pygame.transform.smoothscale(small, (w, h))


def _radial_ellipse(rect: pygame.Rect, inner, outer, steps: int = 28, opaque: bool = False) -> pygame.Surface:
    """An ellipse filled with a gradient from ``outer`` at the edge to ``inner`` at the
    centre, drawn small and scaled up so the bands blur away (``opaque``: the corners
    outside the ellipse are ``outer`` too)."""
    k = 4
    sw, sh = max(8, rect.width // k), max(8, rect.height // k)
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    if opaque:
        small.fill(tuple(outer) + (255,))
    for i in range(steps):
        t = i / (steps - 1)
        c = tuple(int(o + (n - o) * t ** 0.8) for o, n in zip(outer, inner))
        ew, eh = sw * (1 - 0.8 * t), sh * (1 - 0.8 * t)
        r = pygame.Rect(0, 0, max(1, int(ew)), max(1, int(eh)))
        r.center = (sw // 2, sh // 2)
        pygame.draw.ellipse(small, c + (255,), r)
    return pygame.transform.smoothscale(small, rect.size)


def _rail_layer(size, rail: pygame.Rect, felt: pygame.Rect, scale: float) -> tuple[pygame.Surface, tuple]:
    """The wooden rail, drawn at twice the size and scaled down for smooth edges: the
    picture of the area it covers and where that area is in the window."""
    k = 2

    def kr(r: pygame.Rect, grow: float = 0) -> pygame.Rect:
        g = int(grow * k)
        return pygame.Rect(r.x * k - g, r.y * k - g, r.width * k + 2 * g, r.height * k + 2 * g)

    shadow = kr(rail, 6 * scale)
    shadow.y += int(6 * scale * k)
    # only the rail's area is drawn (from an even pixel: the same halving as the whole window)
    area = shadow.union(kr(rail)).clip(pygame.Rect(0, 0, size[0] * k, size[1] * k))
    x0, y0 = area.x // k * k, area.y // k * k
    w, h = (area.right - x0 + k - 1) // k, (area.bottom - y0 + k - 1) // k
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)

    def draw(colour, r: pygame.Rect, width: int = 0) -> None:
        pygame.draw.ellipse(big, colour, r.move(-x0, -y0), width=width)

    draw((0, 0, 0, 70), shadow)
    draw(RAIL_DARK + (255,), kr(rail))
    draw(RAIL + (255,), kr(rail, -3 * scale))
    # a lighter band on the upper half of the rail: the wood catches the light
    draw(RAIL_LIGHT + (255,), kr(rail, -6 * scale), max(1, int(3 * scale * k)))
    draw(RAIL + (255,), kr(rail, -8 * scale))
    draw(RAIL_DARK + (255,), kr(felt, 2 * scale))
    # the felt is punched out later: mark it fully transparent
    draw((0, 0, 0, 0), kr(felt))
    return pygame.transform.smoothscale(big, (w, h)), (x0 // k, y0 // k)


def rounded_panel(size, colour=PANEL, alpha: int = 225, radius: int = 14, border=None) -> pygame.Surface:
    w, h = int(size[0]), int(size[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, tuple(colour) + (alpha,), surf.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, surf.get_rect(), width=1, border_radius=radius)
    return surf


def panel_inside(rect, radius: int) -> pygame.Rect:
    """The part of a rounded panel ``rect`` that its corners (of ``radius``) and its border
    leave whole: a point ``radius * (1 - 1/sqrt 2)`` in from a corner along both edges
    lies on the corner's arc."""
    k = math.ceil(radius * (1 - 1 / math.sqrt(2))) + 1
    return pygame.Rect(rect).inflate(-2 * k, -2 * k)


def place_solid(surface, panel: pygame.Surface, rect, radius: int, owner: str = "") -> pygame.Rect:
    """Blit ``panel`` (an opaque :func:`rounded_panel` with ``radius``) at ``rect`` and name
    its inside as hiding what lies beneath (:func:`.textlog.opaque`)."""
    r = pygame.Rect(pygame.Rect(rect).topleft, panel.get_size())
    surface.blit(panel, r)
    textlog.opaque(surface, panel_inside(r, radius), owner)
    return r


_FELT_CACHE: dict = {}


def felt_background(size, rail: pygame.Rect | None = None, felt: pygame.Rect | None = None,
                    panel: pygame.Rect | None = None, scale: float = 1.0, colour: str = "green") -> pygame.Surface:
    """The whole static background of a scene for a window ``size``: felt with texture and
    vignette; with ``rail`` and ``felt`` an oval table, with ``panel`` the side panel;
    ``colour`` names the felt's colour (:data:`FELT_COLOURS`). Cached by its arguments."""
    outer, inner, centre = FELT_COLOURS.get(colour, FELT_COLOURS["green"])
    key = (tuple(size), tuple(rail) if rail else None, tuple(felt) if felt else None,
           tuple(panel) if panel else None, round(scale, 3), colour)
    surf = _FELT_CACHE.get(key)
    if surf is not None:
        return surf
    if len(_FELT_CACHE) > 6:
        _FELT_CACHE.clear()
    w, h = size
    surf = pygame.Surface((w, h))
    surf.fill(outer)
    glow = pygame.Rect(0, 0, int(w * 1.3), int(h * 1.3))
    glow.center = (felt.center if felt else (w // 2, h // 2))
    surf.blit(_radial_ellipse(glow, inner, outer, opaque=True), glow)
    if felt is not None:
        surf.blit(_radial_ellipse(felt.inflate(6, 6), centre, inner), felt.inflate(6, 6))
    tile = _noise_tile()
    for y in range(0, h, tile.get_height()):
        for x in range(0, w, tile.get_width()):
            surf.blit(tile, (x, y))
    if rail is not None and felt is not None:
        layer, at = _rail_layer((w, h), rail, felt, scale)
        surf.blit(layer, at)
        inner = felt.inflate(-int(22 * scale), -int(22 * scale))
        line = pygame.Surface(inner.size, pygame.SRCALPHA)  # the line's own area, not the window's
        pygame.draw.ellipse(line, (190, 230, 200, 38), line.get_rect(), width=max(1, int(2 * scale)))
        surf.blit(line, inner)
    surf.blit(_vignette((w, h)), (0, 0))
    if panel is not None:
        shade = rounded_panel((panel.width + 10, panel.height + 10), (0, 0, 0), 60, int(18 * scale))
        surf.blit(shade, (panel.x - 2, panel.y + 3))
        surf.blit(rounded_panel(panel.size, PANEL, 228, int(16 * scale), (70, 90, 80, 140)), panel)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _FELT_CACHE[key] = surf
    return surf


_GLOW_CACHE: dict = {}


def glow(size, colour, radius: int, spread: int) -> pygame.Surface:
    """A soft halo around a rounded rectangle of ``size`` (the returned surface is larger by
    ``spread`` on each side): the shape drawn small, then blurred by scaling down and up."""
    key = (tuple(size), tuple(colour), radius, spread)
    surf = _GLOW_CACHE.get(key)
    if surf is None:
        w, h = int(size[0]), int(size[1])
        full = (w + 2 * spread, h + 2 * spread)
        base = pygame.Surface(full, pygame.SRCALPHA)
        core = pygame.Rect(spread // 2, spread // 2, w + spread, h + spread)
        pygame.draw.rect(base, tuple(colour) + (190,), core, border_radius=radius + spread // 2)
        k = max(2, spread // 3)
        small = pygame.transform.smoothscale(base, (max(2, full[0] // k), max(2, full[1] // k)))
        smaller = pygame.transform.smoothscale(small, (max(2, small.get_width() // 2), max(2, small.get_height() // 2)))
        small = pygame.transform.smoothscale(smaller, small.get_size())
        surf = pygame.transform.smoothscale(small, full)
        _GLOW_CACHE[key] = surf
        if len(_GLOW_CACHE) > 64:
            _GLOW_CACHE.clear()
    return surf
