"""Player settings, kept in the config folder as JSON.

A value of the wrong kind or an unknown key falls back to its default (the file as it was
is kept in ``damaged/`` beside it), and a file that cannot be read at all is moved there
and replaced by the defaults; ``notice`` then holds one sentence to tell the player once.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

import os

from .atomic import keep_copy, move_aside, write_json_atomic
from .safe_read import BadFile, clean_text, parse_json, read_limited
from .paths import Paths

LANGUAGES = ("en", "nl", "fr", "bg")
SPEEDS = ("instant", "fast", "normal", "slow")
CARD_SIZES = ("small", "medium", "large")
TABLE_COLOURS = ("green", "blue", "red", "grey")
SETTINGS_VERSION = 1


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
    auto_continue: bool = False  # a hand's summary closes by itself after a few seconds

    _CHOICES = {"language": LANGUAGES, "animation_speed": SPEEDS, "card_size": CARD_SIZES,
                "table_colour": TABLE_COLOURS, "ai_pace": SPEEDS}

    @classmethod
    def from_json(cls, data: dict) -> tuple["Settings", list[str]]:
        """Settings from a dict, and the names of the keys that were unusable."""
        out, bad = cls(), []
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(out, f.name)
            choices = cls._CHOICES.get(f.name)
            ok = (
                (choices is not None and value in choices)
                or (choices is None and isinstance(default, bool) and isinstance(value, bool))
                or (isinstance(default, float) and isinstance(value, (int, float))
                    and not isinstance(value, bool) and 0.0 <= value <= 1.0)
            )
            if ok:
                setattr(out, f.name, float(value) if isinstance(default, float) else value)
            else:
                bad.append(f.name)
        return out, bad

    def to_json(self) -> dict:
        d = asdict(self)
        d["version"] = SETTINGS_VERSION
        return d


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
        self.notice: str | None = None

    def load(self, system_locale: str | None = None) -> Settings:
        path = self.paths.settings_file
        damaged = self.paths.settings / "damaged"
        if not os.path.lexists(path):
            return Settings(language=default_language(system_locale))
        try:
            raw = read_limited(path)
            data = parse_json(raw, path)
            if not isinstance(data, dict):
                raise BadFile(path, "it is not a settings object")
            version = data.get("version", SETTINGS_VERSION)
            if not isinstance(version, int) or isinstance(version, bool) or version < 1:
                raise BadFile(path, "it has no valid version")
            if version > SETTINGS_VERSION:
                raise BadFile(path, "it was written by a newer version of Pairs Table")
        except BadFile as exc:
            try:
                moved = move_aside(path, damaged)
                kept = f"the old file was kept as {moved}"
            except OSError as err:
                kept = f"the file could not be moved aside ({err.strerror or err}) and is left as it is"
            self.notice = f"Your settings could not be read ({exc.reason}); defaults are used and {kept}."
            return Settings(language=default_language(system_locale))
        settings, bad = Settings.from_json(data)
        bad += sorted(k for k in data if k != "version" and k not in {f.name for f in fields(Settings)})
        if bad:
            try:
                kept = f"; the file as it was is kept as {keep_copy(raw, path.name, damaged)}"
                self.save(settings)  # told once: the next start reads the settings in use
            except OSError:
                kept = ""
            shown = ", ".join(clean_text(k, 40) for k in bad[:6]) + (", …" if len(bad) > 6 else "")
            self.notice = f"Some settings were not valid and were reset: {shown}{kept}."
        return settings

    def save(self, settings: Settings) -> None:
        write_json_atomic(self.paths.settings_file, settings.to_json())
