"""The one reader of the files the program keeps (saves, settings, statistics, the list of
damaged files).

A file someone else made may be anything: a folder, a named pipe, a link to a device,
gigabytes of digits, JSON nested ten thousand deep. :func:`read_json` takes only what a
file written by this program can be, and raises :class:`BadFile` with the reason otherwise
(a code of :data:`.file_reasons.REASONS` with its fields, worded per language by the app):

* a regular file (checked on the open descriptor, so a pipe never blocks the start and a
  link to a device is never read), of at most :data:`MAX_BYTES`;
* UTF-8 text holding JSON without NaN or Infinity, no number of more than
  :data:`MAX_INT_DIGITS` digits and no float that overflows;
* nested at most :data:`MAX_DEPTH` deep (checked without recursion), every string valid
  Unicode (no lone surrogates, which could never be written back).

Each file's own fields (their types and ranges) are then checked by its store.
"""

from __future__ import annotations

import json
import math
import os
import stat
import unicodedata
from pathlib import Path

from .file_reasons import english

# A save of a long chip session is some tens of kilobytes: 4 MiB leaves a wide margin and
# still reads and parses in well under a second.
MAX_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 32  # the program's own files nest 4 deep at most
MAX_INT_DIGITS = 40  # seeds are 64-bit; chips, scores and counts far smaller
_CHUNK = 1 << 16


class BadFile(Exception):
    """A file that cannot be used: ``code`` (a key of :data:`.file_reasons.REASONS`) with
    ``fields``; ``detail``, what only English says (an operating system's message);
    ``reason``, the English sentence for the command line and logs (``text`` when given,
    a rule's own wording, else the code's template with the detail)."""

    def __init__(self, path: Path, code: str, fields: dict | None = None, *, detail: str | None = None,
                 text: str | None = None) -> None:
        self.path = Path(path)
        self.code = code
        self.fields = dict(fields or {})
        self.detail = detail
        self.reason = text or english(code, self.fields, detail)
        super().__init__(f"{self.path.name}: {self.reason}")


class _Refused(ValueError):
    """A value the JSON parser must not turn into a Python object: ``args`` are the reason
    code and its fields."""


def _kind(mode: int) -> str:
    """The reason code of a file that is not a regular file."""
    if stat.S_ISDIR(mode):
        return "is_folder"
    if stat.S_ISFIFO(mode):
        return "is_pipe"
    if stat.S_ISSOCK(mode):
        return "is_socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is_device"
    return "is_special"


def read_limited(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or :class:`BadFile`.

    The file is opened without blocking (a named pipe with no writer opens at once) and
    checked on its descriptor, so what is read is what was checked."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError as exc:
        raise BadFile(path, "missing", detail=str(exc.strerror or exc)) from None
    except PermissionError as exc:
        raise BadFile(path, "no_permission", detail=str(exc.strerror or exc)) from None
    except OSError as exc:
        raise BadFile(path, "cannot_read", detail=str(exc.strerror or exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BadFile(path, _kind(info.st_mode))
        if info.st_size > limit:
            raise BadFile(path, "too_large", {"size": info.st_size, "limit": limit})
        chunks, total = [], 0
        while True:
            try:
                chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            except BlockingIOError:  # not seen on a regular file; never wait for one
                raise BadFile(path, "locked") from None
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # it grew while being read
                raise BadFile(path, "grew", {"limit": limit})
        return b"".join(chunks)
    except OSError as exc:
        raise BadFile(path, "cannot_read", detail=str(exc.strerror or exc)) from None
    finally:
        os.close(fd)


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused("long_number", {"digits": len(text.lstrip("-"))})
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused("huge_number", {})
    return value


def _parse_constant(name: str):
    raise _Refused("not_a_number", {"token": name})


def check_tree(value, path: Path, max_depth: int = MAX_DEPTH) -> None:
    """:class:`BadFile` if ``value`` nests deeper than ``max_depth`` or holds a string
    that is not valid Unicode; walked with a stack, never recursion."""
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, str):
            try:
                v.encode("utf-8")
            except UnicodeEncodeError:
                raise BadFile(path, "bad_unicode") from None
        elif isinstance(v, (dict, list)):
            if depth > max_depth:
                raise BadFile(path, "too_deep", {"levels": max_depth})
            items = v.items() if isinstance(v, dict) else enumerate(v)
            for key, item in items:
                if isinstance(key, str):
                    stack.append((key, depth))
                stack.append((item, depth + 1))


def parse_json(raw: bytes, path: Path):
    """The JSON value in ``raw`` (see the module's rules), or :class:`BadFile`."""
    path = Path(path)
    if not raw.strip():
        raise BadFile(path, "empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile(path, "not_utf8") from None
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except _Refused as exc:
        raise BadFile(path, *exc.args) from None
    except RecursionError:
        raise BadFile(path, "too_deep", {"levels": MAX_DEPTH}) from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise BadFile(path, "cut_short") from None
        # the parser's own words are English only: the line and column are said in every language
        raise BadFile(path, "not_json", {"line": exc.lineno, "column": exc.colno}, detail=exc.msg) from None
    except ValueError as exc:  # any other number the parser refuses
        raise BadFile(path, "not_json", {"line": 1, "column": 1}, detail=str(exc)) from None
    check_tree(data, path)
    return data


def read_json(path: Path, limit: int = MAX_BYTES):
    """Parse a file the program keeps, or raise :class:`BadFile` with the reason."""
    return parse_json(read_limited(path, limit), path)


def clean_text(value: str, limit: int | None = None) -> str:
    """``value`` without control characters and lone surrogates (which no font draws and
    no file can hold), cut to ``limit`` characters."""
    out = "".join(ch for ch in value if unicodedata.category(ch) not in ("Cc", "Cs"))
    return out[:limit] if limit is not None else out
