"""Text, dates and numbers read from files, made safe to draw.

A file may hold anything: a name with a NUL in it (no font draws one), a time stamp a
clock cannot show, a number too large for a chart. The scenes draw such values only
through these functions, which never raise.
"""

from __future__ import annotations

import time
import unicodedata

from ..storage.safe_read import clean_text

TEXT_LIMIT = 200  # characters of one value shown on a line


def text(value, limit: int = TEXT_LIMIT) -> str:
    """``value`` as text a font can draw: no control characters or lone surrogates, cut to
    ``limit`` characters (with an ellipsis); "?" for text of only invisible characters
    (format marks, combining marks), which a font renders at zero width and refuses."""
    out = clean_text(str(value))
    if out and not any(unicodedata.category(ch)[0] in "LNPS" for ch in out):
        return "?"
    return out if len(out) <= limit else out[:max(0, limit - 1)] + "…"


def date(stamp) -> str:
    """A time stamp as day, month, year and time of day; "" when there is none or the
    clock cannot show it."""
    if isinstance(stamp, bool) or not isinstance(stamp, (int, float)) or not stamp:
        return ""
    try:
        return time.strftime("%d %b %Y %H:%M", time.localtime(stamp))
    except (OverflowError, OSError, ValueError):
        return ""
