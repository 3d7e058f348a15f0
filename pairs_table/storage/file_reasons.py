"""Why a file the program keeps could not be used: a reason code with typed fields.

A :class:`~.safe_read.BadFile` carries one of the codes of :data:`REASONS` and the fields
its template names (whole numbers, or a JSON key, which reads the same in every language).
The template is the English sentence (for the command line and logs, and the key the
window translates through ``tr()``, see ``app/file_reasons.py``). What only English can say
(an operating system's or the JSON parser's message, a rule's own wording) is kept apart as
``detail``: part of the English text, never of the translated one.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field

#: code -> English template (its ``{fields}`` filled from the reason's fields)
REASONS = {
    # the one reader (safe_read.py)
    "cannot_read": "it cannot be read",
    "missing": "it cannot be read: there is no such file",
    "no_permission": "it cannot be read: there is no permission to read it",
    "locked": "it cannot be read now (it is locked)",
    "is_folder": "it is a folder, not a file",
    "is_pipe": "it is a named pipe, not a file",
    "is_socket": "it is a socket, not a file",
    "is_device": "it is a device, not a file",
    "is_special": "it is a special file, not a file",
    "too_large": "it is too large ({size:,} bytes; at most {limit:,} are read)",
    "grew": "it is too large (more than {limit:,} bytes)",
    "long_number": "it holds a number of {digits:,} digits",
    "huge_number": "it holds a number too large to use",
    "not_a_number": "it holds {token}, which is not a number",
    "bad_unicode": "it holds text that is not valid Unicode",
    "too_deep": "it is nested too deeply (more than {levels} levels)",
    "empty": "it is empty",
    "not_utf8": "it is not text (not UTF-8)",
    "cut_short": "it is cut short (truncated JSON)",
    "not_json": "it is not valid JSON (line {line}, column {column})",
    # saves (saves.py)
    "not_save": "it is not a saved game (not a JSON object)",
    "no_format": "it has no valid format version",
    "newer_save": "it was saved by a newer version of Pairs Table (save format {version}; this version reads up to {latest})",
    "old_format": "format {version} cannot be upgraded",
    "bad_field": "its field '{field}' is not valid",
    "bad_setup": "its game set-up is not valid",
    "illegal_move": "it replays into an illegal move",
    # settings, statistics and table files
    "not_settings": "it is not a settings object",
    "not_stats": "it is not a statistics file",
    "not_table": "it is not a table file of this version",
    "no_version": "it has no valid version",
    "newer_version": "it was written by a newer version of Pairs Table",
    # a file in damaged/ whose reason was not recorded (or not recorded as a code)
    "unknown": "it could not be read",
}


def template_fields(code: str) -> set[str]:
    """The field names of ``code``'s template."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(REASONS[code]) if name}


def english(code: str, fields: dict, detail: str | None = None) -> str:
    """A reason's English sentence, with its ``detail`` in brackets when there is one."""
    text = REASONS[code].format(**fields)
    return f"{text} ({detail})" if detail else text


def checked(code, fields) -> tuple[str, dict]:
    """``(code, fields)`` as read back from a file (the list of damaged files): a known code
    with exactly its fields, each a whole number or short text; ``("unknown", {})`` else."""
    if not isinstance(code, str) or code not in REASONS or not isinstance(fields, dict):
        return "unknown", {}
    if set(fields) != template_fields(code):
        return "unknown", {}
    for value in fields.values():
        whole = isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10 ** 15
        text = isinstance(value, str) and len(value) <= 40 and value.isprintable()
        if not (whole or text):
            return "unknown", {}
    return code, dict(fields)


@dataclass(frozen=True)
class Told:
    """What the player is told once about a settings or statistics file that was not used
    whole, for the app to word (``app/file_reasons.py``); the store's ``notice`` says it in
    English."""

    file: str  # "settings" or "stats"
    code: str | None = None  # why the whole file could not be read; None: some parts were bad
    fields: dict = field(default_factory=dict)
    reason: str = ""  # the reason in English (what only English says included)
    kept: str | None = None  # where the file as it was is kept; None: it could not be kept aside
    left_out: tuple = ()  # settings: the keys reset; statistics: (player, game or "") left out


__all__ = ["REASONS", "Told", "checked", "english", "template_fields"]
