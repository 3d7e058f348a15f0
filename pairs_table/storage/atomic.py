"""Atomic JSON files: written to a temp file in the same folder, flushed, fsynced and
renamed over the target, so a crash leaves either the old file or the new one."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path


class BadFile(Exception):
    """A file that cannot be used; ``reason`` is one sentence for the player."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path.name}: {reason}")
        self.path = path
        self.reason = reason


def write_json_atomic(path: Path, data) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable where the platform allows it
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def read_json(path: Path):
    """Parse a JSON file or raise :class:`BadFile` with the reason."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise BadFile(path, f"it cannot be read ({exc.strerror or exc})") from None
    if not raw.strip():
        raise BadFile(path, "it is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile(path, "it is not text (not UTF-8)") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise BadFile(path, "it is nested too deeply") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise BadFile(path, "it is cut short (truncated JSON)") from None
        raise BadFile(path, f"it is not valid JSON ({exc.msg} at line {exc.lineno})") from None


def move_aside(path: Path, folder: Path) -> Path:
    """Move a bad file into ``folder`` with its bytes untouched; never overwrite."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    if target.exists():
        stamp = time.strftime("%Y%m%d-%H%M%S")
        n = 1
        while True:
            target = folder / f"{path.stem}.{stamp}.{n}{path.suffix}"
            if not target.exists():
                break
            n += 1
    os.replace(path, target)
    return target
