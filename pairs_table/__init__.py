"""Pairs Table: six card games on one animated table."""

from __future__ import annotations

import os as _os

# pygame prints a banner to stdout on import; the JSON commands need a clean stdout.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _version() -> str:
    """The version: from ``pyproject.toml`` in a source checkout (an editable install too),
    from the wheel's own metadata file beside the package, else as ``importlib.metadata``
    finds it (slower to load: a start-up pays for it), else 0.0.0 (a frozen app)."""
    import pathlib
    import re

    here = pathlib.Path(__file__).resolve().parent
    for candidate in (here.parent / "pyproject.toml", here / "pyproject.toml"):
        try:
            text = candidate.read_text(encoding="utf-8")
        except OSError:
            continue
        m = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M)
        if m and re.search(r'^name\s*=\s*"pairs[-_]table"', text, re.M):
            return m.group(1)
    for meta in sorted(here.parent.glob("pairs_table-*.dist-info/METADATA")):
        try:
            m = re.search(r"^Version:\s*(\S+)", meta.read_text(encoding="utf-8"), re.M)
        except OSError:
            continue
        if m:
            return m.group(1)
    try:
        from importlib.metadata import version

        return version("pairs-table")
    except Exception:  # noqa: BLE001 - not installed (frozen app or bare checkout)
        return "0.0.0"


__version__ = _version()
