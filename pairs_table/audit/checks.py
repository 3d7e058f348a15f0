"""The checks of one frame's texts, each a function of the texts drawn (``textlog.Drawn``)
that returns ``(check, text, rect)`` triples for what it finds.

A glyph rect is the rendered line's picture, which is taller than the letters (the font's
ascent and descent); :func:`slack` is how far such a picture may reach past its box, or
into its neighbour's, before the letters themselves do.
"""

from __future__ import annotations

import functools
import re

import pygame

from ..app.render import contrast_ratio, luminance  # noqa: F401 - the checks' measure, named here too

Hit = tuple[str, str, tuple[int, int, int, int]]

# texts that read the same in every language by nature: the seat names the app deals
# out, the app's own name, and card and suit words that are symbols
SAME_EVERYWHERE = frozenset({
    "Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke", "Georgi", "Hugo", "Pairs Table",
    "OK", "AI", "VP", "NS", "EW", "Joker", "A", "K", "Q", "J",
})

LARGE_PX = 24  # 18 pt: large text for WCAG
LARGE_BOLD_PX = 19  # 14 pt bold


def slack(d) -> int:
    """Pixels a text's picture may reach past its box vertically (the line's padding above
    and below the letters)."""
    return max(2, d.size // 4)


def _inner(d) -> pygame.Rect:
    """The glyph rect without the line's vertical padding."""
    r = pygame.Rect(d.rect)
    s = slack(d)
    return r.inflate(0, -2 * s) if r.height > 2 * s + 2 else r


def overflow(texts, window) -> list[Hit]:
    """A text drawn outside its box (wider than the box, or past its top or bottom by more
    than the line's padding), cut short to fit, or outside the window."""
    out = []
    win = pygame.Rect((0, 0), window)
    for d in texts:
        r, box, inner = pygame.Rect(d.rect), pygame.Rect(d.box), _inner(d)
        letters = pygame.Rect(r.x, inner.y, r.width, inner.height)
        if d.cut or not box.inflate(2, 2).contains(letters) or not win.contains(letters):
            out.append(("overflow", d.text, d.rect))
    return out


def _tooltip(d) -> bool:
    """A tooltip's text: a tooltip lies over everything for as long as it shows."""
    return "tool_tip" in d.owner


def _same_label(a, b) -> bool:
    """``a`` and ``b`` are one label drawn in layers (a shadow, an outline, a glow)."""
    ra, rb = pygame.Rect(a.rect), pygame.Rect(b.rect)
    if a.text == b.text and abs(ra.x - rb.x) <= 3 and abs(ra.y - rb.y) <= 3:
        return True
    return bool(a.owner) and a.owner == b.owner and a.box == b.box and a.text == b.text


def _covered(area: pygame.Rect, after: int, upto: int, covers) -> bool:
    """Whether an opaque panel named after text ``after`` was drawn and by text ``upto``
    covers ``area``."""
    return any(after < n <= upto and pygame.Rect(rect).contains(area) for rect, n in covers)


def visible(texts, covers=()) -> list:
    """``texts`` without those an opaque panel drawn later hides (``covers``: (rect, n), a
    panel drawn after the first n texts)."""
    return [d for i, d in enumerate(texts) if not _covered(_inner(d), i, len(texts), covers)]


def overlap(texts, covers=()) -> list[Hit]:
    """Two texts whose letters cover each other (a text with its own shadow aside, and a
    text on an opaque panel drawn over the other)."""
    out = []
    rects = [_inner(d) for d in texts]
    for i, a in enumerate(texts):
        for j in range(i + 1, len(texts)):
            b = texts[j]
            if rects[i].colliderect(rects[j]) and not _same_label(a, b) and not (_tooltip(a) or _tooltip(b)) \
                    and not _covered(rects[i].clip(rects[j]), i, j, covers):
                both = rects[i].union(rects[j])
                out.append(("overlap", f"{a.text} | {b.text}", tuple(both)))
    return out


def needed_ratio(d) -> float:
    large = d.size >= LARGE_PX or (d.bold and d.size >= LARGE_BOLD_PX)
    return 3.0 if large else 4.5


def contrast(texts) -> list[Hit]:
    """A text whose colour stands out from what lay under it by less than WCAG 2.1 asks
    (4.5:1, or 3:1 for large text)."""
    out = []
    for d in texts:
        if d.background is None:
            continue
        ratio = contrast_ratio(d.colour, d.background)
        if ratio < needed_ratio(d):
            out.append(("contrast", f"{d.text} ({ratio:.1f}:1)", d.rect))
    return out


_FIELD = re.compile(r"\{[^{}]*\}")


def _template_regex(key: str) -> str:
    parts = _FIELD.split(key)
    return ".+?".join(re.escape(p) for p in parts)


@functools.lru_cache(maxsize=8)
def english_only(language: str):
    """The English texts that should not be seen in ``language``: the English of every key
    whose translation differs or is missing. Returns (exact texts, a regex of templates)."""
    from ..app import i18n

    en = i18n._catalogue("en")
    cat = i18n._catalogue(language)
    exact, templates = set(), []
    for key, english in en.items():
        if cat.get(key) == english or not re.search(r"[A-Za-z]{2}", _FIELD.sub("", english)):
            continue
        if _FIELD.search(english):
            literal = _FIELD.sub("", english).strip()
            if len(re.findall(r"[A-Za-z]", literal)) >= 4:
                templates.append(_template_regex(english))
        else:
            exact.add(english)
    pattern = re.compile("|".join(f"(?:{t})" for t in sorted(templates, key=len, reverse=True))) if templates else None
    return frozenset(exact), pattern


@functools.lru_cache(maxsize=20000)
def is_english(text: str, language: str) -> bool:
    if language == "en" or text.strip() in SAME_EVERYWHERE:
        return False
    exact, pattern = english_only(language)
    t = text.strip()
    if t in exact:
        return True
    return bool(pattern is not None and pattern.fullmatch(t))


def untranslated(texts, language: str) -> list[Hit]:
    """In a language other than English, a text that is the English of a key translated
    otherwise (or not translated at all)."""
    if language == "en":
        return []
    return [("untranslated", d.text, d.rect) for d in texts if is_english(d.text, language)]


CARD = r"(?:10|[2-9TJQKA])[SHDC]"
PLACEHOLDERS = (
    re.compile(r"\{[A-Za-z_][^{}]*\}"),  # a template field left in
    re.compile(r"\bNone\b|\bnan\b|\bNaN\b"),
    re.compile(r"\b[a-z]+_[a-z0-9_]+\b"),  # a snake_case id (a reason, refusal or option code)
    re.compile(r"(?:^|[(:] ?)[a-z]+ (?:\d+,\d+|" + CARD + r")(?:$|[).])"),  # an action code: "take 3,1", "play QS"
)
# an unfilled slot or position; in Dutch, French and Bulgarian "0,0" is also how zero reads
# with a decimal comma, so it counts in English only
ZERO_SLOT = re.compile(r"(?<![\d.,])0,0(?![\d.,])")
# words that look like codes but are names (a library the About screen credits)
NOT_CODES = frozenset({"pygame_gui"})


def _path(word: str) -> bool:
    """Whether ``word`` is a file path ("/tmp/x_y/saves", "C:\\Users\\x", "damaged/a_b.json")."""
    return "/" in word or "\\" in word


def placeholder(texts, language: str = "en") -> list[Hit]:
    """A template or a code left in a text: ``{name}``, ``None``, ``nan``, a snake_case id,
    an action code (``take 3,1``, ``play QS``), ``0,0``."""
    out = []
    for d in texts:
        # a file path is the name the system gave a folder, not a code left in (a temporary
        # folder's random part may read like a snake_case id)
        text = " ".join(w for w in d.text.split(" ") if w.strip(".,;:()") not in NOT_CODES and not _path(w))
        if any(p.search(text) for p in PLACEHOLDERS) or (language == "en" and ZERO_SLOT.search(text)):
            out.append(("placeholder", d.text, d.rect))
    return out


def check_texts(texts, window, language: str, covers=()) -> list[Hit]:
    """Every check of one frame's texts but see-through (which needs the pixels); texts
    hidden under an opaque panel drawn after them are not looked at."""
    shown = visible(texts, covers)
    return (overflow(shown, window) + overlap(texts, covers) + contrast(shown) + untranslated(shown, language)
            + placeholder(shown, language))
