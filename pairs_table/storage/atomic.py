"""Atomic JSON files: written to a temp file in the same folder, flushed, fsynced and
renamed over the target, so a crash leaves either the old file or the new one."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from .safe_read import BadFile, read_json  # noqa: F401 - the one reader, used through here too


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


def _free_name(folder: Path, name: str) -> Path:
    """``folder / name``, or a stamped variant of it when that name is taken (by anything:
    a file, a folder, a link, even a dangling one)."""
    target = folder / name
    if not os.path.lexists(target):
        return target
    stem, dot, suffix = name.rpartition(".")
    if not stem:
        stem, dot, suffix = name, "", ""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while True:
        target = folder / f"{stem}.{stamp}.{n}{dot}{suffix}"
        if not os.path.lexists(target):
            return target
        n += 1


def move_aside(path: Path, folder: Path) -> Path:
    """Move a bad entry into ``folder`` with its bytes untouched; never overwrite. A link is
    moved as a link (its target is never touched), a folder as a folder."""
    path = Path(path)
    folder.mkdir(parents=True, exist_ok=True)
    target = _free_name(folder, path.name)
    os.replace(path, target)
    return target


def keep_copy(raw: bytes, name: str, folder: Path) -> Path:
    """Keep ``raw`` (a file's bytes as they were read) as ``folder/name``, never overwriting
    anything; for a file the program goes on using with its bad parts left out."""
    folder.mkdir(parents=True, exist_ok=True)
    while True:
        target = _free_name(folder, name)
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        except FileExistsError:  # taken meanwhile: the next free name
            continue
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        return target
