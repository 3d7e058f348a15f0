"""Pairs Table: six card games on one animated table."""

from __future__ import annotations

import os as _os

# pygame prints a banner to stdout on import; the JSON commands need a clean stdout.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("pairs-table")
    except Exception:  # noqa: BLE001 - not installed (frozen app or bare checkout)
        pass
    import pathlib
    import re

    here = pathlib.Path(__file__).resolve().parent
    for candidate in (here.parent / "pyproject.toml", here / "pyproject.toml"):
        try:
            m = re.search(r'^version\s*=\s*"([^"]+)"', candidate.read_text(encoding="utf-8"), re.M)
        except OSError:
            continue
        if m:
            return m.group(1)
    return "0.0.0"


__version__ = _version()
