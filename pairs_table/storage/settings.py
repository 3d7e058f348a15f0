"""Player settings, kept in the config folder as JSON.

A value of the wrong kind or an unknown key falls back to its default (the file as it was
is kept in ``damaged/`` beside it), and a file that cannot be read at all is moved there
and replaced by the defaults; ``notice`` then holds one sentence to tell the player once.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

import os
import re
import unicodedata

from .atomic import keep_copy, move_aside, write_json_atomic
from .file_reasons import Told
from .safe_read import BadFile, clean_text, parse_json, read_limited
from .paths import Paths
from ..engine.registry import GAME_NAMES

LANGUAGES = ("en", "nl", "fr", "bg")
SPEEDS = ("instant", "fast", "normal", "slow")
CARD_SIZES = ("small", "medium", "large")
TABLE_COLOURS = ("green", "blue", "red", "grey")
SPEECH_MODES = ("off", "screen_reader", "voice")  # no speech, the screen reader, the built-in voice
SETTINGS_VERSION = 1
NAME_LIMIT = 40  # characters of a remembered name (the lobby cuts typed names shorter)
MAX_NAMES = 16  # remembered player names
MAX_SEATS = 16  # seats of a remembered lobby
MAX_OPTIONS = 32  # options of a remembered lobby
_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")


def clean_name(value, limit: int = NAME_LIMIT) -> str:
    """A name fit to show: control, format and private characters removed, runs of blanks
    made one space, cut to ``limit`` characters ("" for anything that is not text)."""
    if not isinstance(value, str):
        return ""
    kept = "".join(" " if ch.isspace() else ch for ch in value[:limit * 4]
                   if ch.isspace() or unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn"))
    return " ".join(kept.split())[:limit].strip()


def _names(value) -> list[str] | None:
    """Remembered player names: a list of texts, each cleaned; None when not a list."""
    if not isinstance(value, list):
        return None
    out = []
    for item in value[:MAX_NAMES]:
        name = clean_name(item)
        if name and name not in out:
            out.append(name)
    return out


def _scalar(value) -> bool:
    return (value is None or isinstance(value, bool)
            or (isinstance(value, int) and abs(value) <= 10 ** 9)
            or (isinstance(value, str) and len(value) <= NAME_LIMIT and clean_name(value) == value))


def _table(value) -> dict | None:
    """One game's remembered lobby, its parts checked for shape (the lobby checks them
    against the game): seats, options, practice, partners drawn at random."""
    if not isinstance(value, dict):
        return None
    out: dict = {}
    seats = value.get("seats")
    if isinstance(seats, list) and 1 <= len(seats) <= MAX_SEATS:
        kept = []
        for seat in seats:
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "ai", "remote"):
                kept = None
                break
            level = seat.get("level")
            kept.append({"name": clean_name(seat.get("name")), "kind": seat["kind"],
                         "level": level if isinstance(level, str) and _GAME_KEY.fullmatch(level) else None})
        if kept:
            out["seats"] = kept
    options = value.get("options")
    if isinstance(options, dict):
        out["options"] = {k: v for k, v in list(options.items())[:MAX_OPTIONS]
                          if isinstance(k, str) and _GAME_KEY.fullmatch(k) and _scalar(v)}
    for key in ("practice", "random_partners"):
        if isinstance(value.get(key), bool):
            out[key] = value[key]
    return out


def _lobbies(value) -> dict | None:
    """The remembered lobby of each game, by game key; None when not a mapping."""
    if not isinstance(value, dict):
        return None
    out = {}
    for game, table in list(value.items())[:MAX_OPTIONS]:
        if isinstance(game, str) and _GAME_KEY.fullmatch(game):
            kept = _table(table)
            if kept:
                out[game] = kept
    return out


# settings made of parts, each checked (and cleaned) by its own function
_CLEANED = {"player_names": _names, "lobbies": _lobbies}


@dataclass
class Settings:
    language: str = "en"
    animation_speed: str = "normal"
    sound: bool = True
    volume: float = 0.7
    fullscreen: bool = False
    card_size: str = "medium"
    colour_blind_deck: bool = False
    table_colour: str = "green"
    confirm_fold: bool = False
    ai_pace: str = "normal"
    player_names: list = field(default_factory=list)  # names typed for human seats, latest first
    lobbies: dict = field(default_factory=dict)  # game -> its last seating and options (_table)
    guide_offered: list = field(default_factory=list)  # games whose guided first hand was offered
    auto_continue: bool = False  # a hand's summary closes by itself after a few seconds
    speech: str = "off"  # where the table's lines are spoken (SPEECH_MODES)

    _CHOICES = {"language": LANGUAGES, "animation_speed": SPEEDS, "card_size": CARD_SIZES,
                "table_colour": TABLE_COLOURS, "ai_pace": SPEEDS, "speech": SPEECH_MODES}

    @classmethod
    def from_json(cls, data: dict) -> tuple["Settings", list[str]]:
        """Settings from a dict, and the names of the keys that were unusable."""
        out, bad = cls(), []
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(out, f.name)
            if f.name in _CLEANED:
                kept = _CLEANED[f.name](value)
                if kept is None:
                    bad.append(f.name)
                else:
                    setattr(out, f.name, kept)
                continue
            choices = cls._CHOICES.get(f.name)
            ok = (
                (isinstance(default, list) and _game_list(value))
                or (choices is not None and value in choices)
                or (choices is None and isinstance(default, bool) and isinstance(value, bool))
                or (isinstance(default, float) and isinstance(value, (int, float))
                    and not isinstance(value, bool) and 0.0 <= value <= 1.0)
            )
            if ok and isinstance(default, list):
                setattr(out, f.name, list(dict.fromkeys(value)))
            elif ok:
                setattr(out, f.name, float(value) if isinstance(default, float) else value)
            else:
                bad.append(f.name)
        return out, bad

    def to_json(self) -> dict:
        d = asdict(self)
        d["version"] = SETTINGS_VERSION
        return d


def _game_list(value) -> bool:
    """Whether ``value`` is a list of game names (the games a guided hand was offered for)."""
    return isinstance(value, list) and all(isinstance(g, str) and g in GAME_NAMES for g in value)


def default_language(locale_name: str | None) -> str:
    """The app language for a system locale name like ``nl_NL.UTF-8`` (English otherwise)."""
    if locale_name:
        code = locale_name.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


class SettingsStore:
    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        self.notice: str | None = None  # in English
        self.told: Told | None = None  # the same, for the app to word

    def load(self, system_locale: str | None = None) -> Settings:
        path = self.paths.settings_file
        damaged = self.paths.settings / "damaged"
        if not os.path.lexists(path):
            return Settings(language=default_language(system_locale))
        try:
            raw = read_limited(path)
            data = parse_json(raw, path)
            if not isinstance(data, dict):
                raise BadFile(path, "not_settings")
            version = data.get("version", SETTINGS_VERSION)
            if not isinstance(version, int) or isinstance(version, bool) or version < 1:
                raise BadFile(path, "no_version")
            if version > SETTINGS_VERSION:
                raise BadFile(path, "newer_version")
        except BadFile as exc:
            try:
                moved = str(move_aside(path, damaged))
                kept = f"the old file was kept as {moved}"
            except OSError as err:
                moved, kept = None, f"the file could not be moved aside ({err.strerror or err}) and is left as it is"
            self.notice = f"Your settings could not be read ({exc.reason}); defaults are used and {kept}."
            self.told = Told("settings", exc.code, exc.fields, exc.reason, moved)
            return Settings(language=default_language(system_locale))
        settings, bad = Settings.from_json(data)
        bad += sorted(k for k in data if k != "version" and k not in {f.name for f in fields(Settings)})
        if bad:
            copy = None
            try:
                copy = str(keep_copy(raw, path.name, damaged))
                self.save(settings)  # told once: the next start reads the settings in use
            except OSError:
                pass
            kept = f"; the file as it was is kept as {copy}" if copy else ""
            shown = ", ".join(clean_text(k, 40) for k in bad[:6]) + (", …" if len(bad) > 6 else "")
            self.notice = f"Some settings were not valid and were reset: {shown}{kept}."
            self.told = Told("settings", kept=copy, left_out=tuple(clean_text(k, 40) for k in bad))
        return settings

    def save(self, settings: Settings) -> None:
        write_json_atomic(self.paths.settings_file, settings.to_json())
