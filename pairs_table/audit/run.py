"""The audit of one language at one window size: one app, every screen asked for reached
in turn, each frame recorded and checked.

The app runs in a data folder of its own (``PAIRS_TABLE_HOME``, set by the caller) that
holds a damaged save from the start; the tables played on the way leave saves and
statistics for the Saves, Statistics and Replay screens.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pygame

from .checks import check_texts
from .frame import capture
from .report import Finding, size_name, thumbnail
from .screens import Driver, builders
from .see_through import see_through

DAMAGED_SAVE = "{ this save was cut short"


@dataclass
class Outcome:
    frames: int = 0
    findings: list = field(default_factory=list)
    shots: list = field(default_factory=list)  # (screen, thumbnail)
    errors: list = field(default_factory=list)  # (screen, what went wrong)


def seed_home(home: Path) -> None:
    """A data folder with a save that cannot be read (the Saves screen lists it as damaged)."""
    saves = home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "damaged-example.json").write_text(DAMAGED_SAVE, encoding="utf-8")


def frame_findings(frame, language: str, size) -> list[Finding]:
    hits = check_texts(frame.texts, size, language, frame.covers) + see_through(frame)
    found = dict.fromkeys(Finding(frame.screen, language, size_name(size), check, text, tuple(int(v) for v in rect))
                          for check, text, rect in hits)
    return list(found)


def audit(language: str, size, names, shots_dir: Path | None = None) -> Outcome:
    """Every screen of ``names`` in ``language`` at ``size``."""
    from ..app import textlog
    from ..app.main import App
    from ..storage.settings import Settings

    settings = Settings(language=language, animation_speed="instant", ai_pace="instant", sound=False,
                        auto_continue=False)
    out = Outcome()
    table = builders()
    # the data folder is the audit's own: settings and statistics are written as a player's would be
    app = App(size, ai_mode="inline", settings=settings, save_settings=True)
    try:
        with textlog.recording() as log:
            driver = Driver(app)
            for name in names:
                try:
                    table[name](driver)
                    frame = capture(app, log, name)
                except Exception as exc:  # noqa: BLE001 - a screen that fails is told, the rest still run
                    out.errors.append((name, f"{type(exc).__name__}: {exc}"))
                    continue
                out.frames += 1
                out.findings += frame_findings(frame, language, size)
                out.shots.append((name, thumbnail(frame.image)))
                if shots_dir is not None:
                    file = f"{language}-{size_name(size)}-{name.replace('/', '-')}.png"
                    pygame.image.save(frame.image, str(shots_dir / file))
            app.stack.clear()
    finally:
        app.close()
    return out
