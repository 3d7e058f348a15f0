"""What a second window on a data folder says before it closes.

When the first window answered its doorbell (:mod:`~pairs_table.storage.doorbell`), it has
come forward and a line on the standard error stream says so. Otherwise the message goes to
the standard error stream and, when there is a screen to show it on, to a small window
(closed by a click, a key or after :data:`SHOW_SECONDS`)."""

from __future__ import annotations

import os
import sys
import time

from ..storage.paths import Paths
from ..storage.safe_read import BadFile, read_json
from .i18n import LANGUAGES, set_language, system_locale, tr

EXIT_IN_USE = 3  # the exit status of a window that found its data folder in use
SHOW_SECONDS = 20.0


def _language(paths: Paths) -> str:
    """The player's language, read without touching the files (the other window owns them)."""
    try:
        chosen = read_json(paths.settings_file).get("language")
    except (BadFile, AttributeError):
        chosen = None
    if chosen in LANGUAGES:
        return chosen
    from ..storage.settings import default_language

    return default_language(system_locale())


def message(paths: Paths, forward: bool = False) -> str:
    if forward:
        return tr("Pairs Table is already open with these saves ({folder}): that window has been brought "
                  "forward.", folder=str(paths.saves.parent))
    return tr("Pairs Table is already open with these saves ({folder}). Use that window, or close it "
              "and start again.", folder=str(paths.saves.parent))


def tell_in_use(paths: Paths, forward: bool = False) -> int:
    """Say that the folder is in use (and, with ``forward``, that its window came forward);
    returns the exit status."""
    set_language(_language(paths))
    text = message(paths, forward)
    print(f"pairs-table: {text}", file=sys.stderr)
    if not forward and os.environ.get("SDL_VIDEODRIVER", "") != "dummy":
        try:
            _show(text)
        except Exception:  # noqa: BLE001 - no screen: the line above said it
            pass
    return EXIT_IN_USE


def _show(text: str) -> None:
    import pygame

    from .render import GOLD, INK, TextCache, felt_background, wrap

    pygame.display.init()
    pygame.font.init()
    size = (560, 200)
    window = pygame.display.set_mode(size)
    pygame.display.set_caption(tr("Pairs Table"))
    window.blit(felt_background(size), (0, 0))
    texts = TextCache()
    y = 28
    room = size[0] - 48
    for line in wrap(text, 18, room):
        drawn = texts.draw(window, line, 18, INK, fit="none", valign="top", box=(24, y, room, texts.height(18)),
                           owner="in_use")
        y += drawn.height + 4
    texts.draw(window, tr("Press any key to close."), 14, GOLD, fit="none", valign="bottom", owner="in_use",
               box=(24, size[1] - 18 - texts.height(14), room, texts.height(14)))
    pygame.display.flip()
    end = time.monotonic() + SHOW_SECONDS
    while time.monotonic() < end:
        event = pygame.event.wait(200)
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            break
    pygame.display.quit()
