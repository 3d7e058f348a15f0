"""The ``replay`` command: one position of a saved game drawn by its replay scene, saved as
a picture (or the window opened there). Bad input gets one line saying what to fix and a
non-zero exit."""

from __future__ import annotations

import os
import sys


def _error(msg: str) -> int:
    print(f"pairs-table replay: {msg}", file=sys.stderr)
    return 2


def run_replay(args) -> int:
    from ..engine.registry import GAME_NAMES
    from ..storage.settings import LANGUAGES, Settings
    from .history import Unreadable, read_save
    from .i18n import set_language
    from .main import App, _parse_size
    from .timeline import PositionError, Timeline, replayable

    size = _parse_size(args.size)
    if size is None:
        return _error(f"--size must be WIDTHxHEIGHT such as 1280x720, not '{args.size}'.")
    language = str(args.language or "en").strip().lower()
    if language not in LANGUAGES:
        return _error(f"--language must be one of {', '.join(LANGUAGES)}, not '{args.language}'.")
    set_language(language)  # a file that cannot be read is said in the language asked for
    try:
        record, _state = read_save(args.file)
    except Unreadable as exc:
        return _error(f"{exc}.")
    if record.game not in GAME_NAMES or not replayable(record.game):
        return _error(f"replays of {record.game} are not available in this version.")
    timeline = Timeline(record)
    try:
        position = timeline.find(args.step, args.hand)
    except PositionError as exc:
        return _error(f"{exc}.")
    viewer = args.viewer
    if viewer is not None and not 0 <= viewer < record.players:
        return _error(f"--viewer must be a seat from 0 to {record.players - 1}, not {viewer}.")
    if viewer is not None and record.seats[viewer].kind != "human":
        return _error(f"--viewer must be a human seat; seat {viewer} is a computer player.")
    app = App(size, save_settings=False, settings=Settings(language=language, sound=False))
    code = 0
    try:
        scene = app.screens.open("replay", record, position, viewer)
        for _ in range(20):
            app.step(1 / 60)
        scene.finish()
        app.step(1 / 60)
        if args.screenshot:
            try:
                folder = os.path.dirname(os.path.abspath(args.screenshot))
                os.makedirs(folder, exist_ok=True)
                import pygame

                pygame.image.save(app.window, args.screenshot)
            except (OSError, Exception) as exc:  # noqa: BLE001 - pygame.error or the file system
                print(f"pairs-table replay: cannot save the screenshot to {args.screenshot}: {exc}", file=sys.stderr)
                code = 1
        else:
            app.run()
    finally:
        app.close()
    return code
