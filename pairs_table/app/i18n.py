"""The one translation function of the app: every visible string goes through :func:`tr`.

English is the source language; catalogues map an English text to its translation and
keep the ``{name}`` fields. A text missing from a catalogue falls back to English.
"""

from __future__ import annotations

_CATALOGUES: dict[str, dict[str, str]] = {"en": {}}
_language = "en"


def set_language(code: str) -> None:
    global _language
    _language = code if code in _CATALOGUES else "en"


def language() -> str:
    return _language


def add_catalogue(code: str, entries: dict[str, str]) -> None:
    _CATALOGUES.setdefault(code, {}).update(entries)


def tr(text: str, **fields) -> str:
    """``text`` in the current language, with ``fields`` filled in."""
    out = _CATALOGUES.get(_language, {}).get(text, text)
    return out.format(**fields) if fields else out
