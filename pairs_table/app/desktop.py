"""Showing a folder in the system's file manager: Explorer on Windows, the Finder on macOS,
the desktop's own on Linux (through ``xdg-open``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def open_folder(folder: Path, platform: str | None = None) -> subprocess.Popen | None:
    """Ask the file manager to show ``folder``. Returns the process that hands it over
    (``open`` or ``xdg-open``), whose exit code tells whether that worked, or None on Windows,
    where the shell takes the folder at once. Raises OSError when nothing could be started.
    ``platform`` is ``sys.platform`` unless given."""
    platform = platform or sys.platform
    if platform == "win32":
        os.startfile(str(folder))  # type: ignore[attr-defined]  # noqa: S606 - a folder, no shell line
        return None
    opener = "open" if platform == "darwin" else "xdg-open"
    return subprocess.Popen([opener, str(folder)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
