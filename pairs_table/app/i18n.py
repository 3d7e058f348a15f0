"""The one translation function of the app: every visible string goes through :func:`tr`.

English is the source language: a key is the English text, with its ``{name}`` fields.
The catalogues are ``assets/locale/<code>.json`` (``en``, ``nl``, ``fr``, ``bg``), each a
map from key to text in that language keeping the same fields; they are read the first
time a language is used. A game may bring words of its own: the catalogues
``locale/<code>.json`` in its folder (the package its registry entry names as ``app``) add
the keys the shared catalogues do not hold, for as long as the game is registered. A key missing from a catalogue falls back to English (and is
remembered in :data:`misses`, for tests). ``tools/i18n_extract.py`` finds every key in the
source and checks the catalogues.

**The player at this computer is spoken to.** A seat's name that is the one player at this
computer (the one human at a table of computer players) is a :class:`Viewer`, made by the
seats' naming (``app/names.py``). A sentence that names seats does so in the fields
:data:`SEAT_FIELDS`; when such a field holds a :class:`Viewer`, :func:`tr` says the
sentence's second-person form instead: the key with that field written ``{you}``
("{name} folds" -> "{you} folds", "{name} beats {other} {a}-{b}" -> "{name} beats {you} {a}-{b}"),
whose text in every catalogue, English too, is the sentence said to the player ("You fold",
"{name} beats you {a}-{b}"). Every key with a ``{name}`` has its second-person forms in all
four catalogues (``tools/i18n_extract.py --check``). A group of seats with the player here
among them (:data:`GROUP_FIELDS`: "Ana and you", a partnership) is a :class:`Viewer` too, and
a sentence with the group as its subject has a second-person form that keeps ``{you}`` (the
group's words) with the verb in the second person plural. A name that can never be the player at
this computer (a player handed the screen in pass-and-play, a computer seat) is the field
``{player}``, and a file's name ``{file}``.
"""

from __future__ import annotations

import functools
import json

from ..engine import registry

LANGUAGES = ("en", "nl", "fr", "bg")
# each language by its own name, as the settings screen offers it
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "fr": "Français", "bg": "Български"}

_CATALOGUES: dict[str, dict[str, str]] = {}  # the shared catalogues (and what was added to them)
_MERGED: dict[str, dict[str, str]] = {}  # the same with the registered games' own words
_MERGED_AT = [-1]  # the registry's revision _MERGED was made for
_language = "en"
misses: set[str] = set()  # keys asked for that the English catalogue does not hold

SEAT_FIELDS = ("name", "other", "partner")  # the fields of a sentence that hold a seat's name
# fields that hold several seats ("Ana and you", a partnership): with the player here among
# them, the second-person form keeps them and makes the verb agree ("Ana et vous partagez")
GROUP_FIELDS = ("names", "team")
YOU = "{you}"  # where the player at this computer stands in a key's second-person form


class Viewer(str):
    """The name of the player at this computer ("You" in the current language): a sentence
    with it in a seat field is said in the second person."""

    __slots__ = ()


def second_person(key: str, field: str = "name") -> str:
    """The key of ``key``'s second-person form when ``field`` holds the player at this computer."""
    return key.replace("{" + field + "}", YOU)


def _viewer_field(fields) -> str | None:
    for field in SEAT_FIELDS + GROUP_FIELDS:
        if type(fields.get(field)) is Viewer:
            return field
    return None


def _read_catalogue(path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # a missing or broken catalogue: English throughout
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _shared(code: str) -> dict[str, str]:
    cat = _CATALOGUES.get(code)
    if cat is None:
        from .assets import asset_path

        cat = _CATALOGUES[code] = _read_catalogue(asset_path("locale", f"{code}.json"))
    return cat


def game_catalogues(code: str) -> list:
    """The files of the games' own words in ``code``: ``locale/<code>.json`` in the folder
    of each registered game that has one."""
    import importlib.util
    from pathlib import Path

    out = []
    for entry in registry.entries():
        try:
            spec = importlib.util.find_spec(entry.app)
        except (ImportError, ValueError):
            continue
        for folder in (spec.submodule_search_locations or []) if spec is not None else []:
            path = Path(folder) / "locale" / f"{code}.json"
            if path.is_file():
                out.append(path)
    return out


def _catalogue(code: str) -> dict[str, str]:
    if _MERGED_AT[0] != registry.revision():  # a game registered or forgotten since
        _MERGED.clear()
        _MERGED_AT[0] = registry.revision()
        translations.cache_clear()
    cat = _MERGED.get(code)
    if cat is None:
        cat = {}
        for path in game_catalogues(code):
            cat.update(_read_catalogue(path))
        cat.update(_shared(code))  # a game's words never change another's
        _MERGED[code] = cat
    return cat


def set_language(code: str) -> None:
    global _language
    _language = code if code in LANGUAGES else "en"


def language() -> str:
    return _language


def add_catalogue(code: str, entries: dict[str, str]) -> None:
    _shared(code).update(entries)
    _MERGED.pop(code, None)
    translations.cache_clear()


def tr(text: str, **fields) -> str:
    """``text`` in the current language, with ``fields`` filled in; said to the player at
    this computer when a seat field holds a :class:`Viewer` (its second-person form)."""
    english = _catalogue("en")
    if not fields:
        if text not in english:
            misses.add(text)
        return _catalogue(_language).get(text, text) if _language != "en" else english.get(text, text)
    field = _viewer_field(fields)
    key = text if field is None else second_person(text, field)
    if key not in english:
        if field is None or field in SEAT_FIELDS:  # a group has a form only where it is the subject
            misses.add(key)
        key = text  # no second-person form: the sentence as it is
    elif field is not None:
        fields = {**fields, "you": fields[field]}
    out = _catalogue(_language).get(key) or english.get(key, key)
    try:
        return out.format(**fields)
    except (KeyError, IndexError, ValueError):  # a broken translation must not stop the game
        return text.format(**fields)


def plural(one: str, many: str, n: int, /, **fields) -> str:
    """The text for a count ``n``: ``one`` (a key for a single thing) or ``many`` (the key
    for any other count), by the current language's rule (French counts 0 as single too);
    ``n`` is passed on as a field (and any field may be called ``other``)."""
    single = n in (0, 1) if _language == "fr" else n == 1
    return tr(one if single else many, n=n, **fields)


@functools.lru_cache(maxsize=64)
def translations(key: str) -> frozenset[str]:
    """``key`` in every language (what a text made in one language may say)."""
    return frozenset({_catalogue(code).get(key, key) for code in LANGUAGES} | {key})


def system_locale(environ=None) -> str | None:
    """The user's language as a locale name (``nl_NL.UTF-8``, ``bg_BG``...), or None.

    The environment's language variables come first (as on Linux and macOS terminals),
    then the process locale, then on Windows the user's interface language."""
    import locale
    import os
    import sys

    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = (env.get(var) or "").split(":")[0]
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return value
    if environ is not None:
        return None
    try:
        name = locale.getlocale()[0]
    except ValueError:
        name = None
    if name and name not in ("C", "POSIX"):
        return name
    if sys.platform == "win32":  # pragma: no cover - Windows only
        try:
            import ctypes

            return locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage())
        except (AttributeError, OSError):
            return None
    return None
