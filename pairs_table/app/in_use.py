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

    from .assets import font
    from .render import GOLD, INK, felt_background, wrap

    pygame.display.init()
    pygame.font.init()
    size = (560, 200)
    window = pygame.display.set_mode(size)
    pygame.display.set_caption(tr("Pairs Table"))
    window.blit(felt_background(size), (0, 0))
    y = 28
    for line in wrap(text, 18, size[0] - 48):
        img = font(18, False).render(line, True, INK)
        window.blit(img, (24, y))
        y += img.get_height() + 4
    hint = font(14, False).render(tr("Press any key to close."), True, GOLD)
    window.blit(hint, (24, size[1] - hint.get_height() - 18))
    pygame.display.flip()
    end = time.monotonic() + SHOW_SECONDS
    while time.monotonic() < end:
        event = pygame.event.wait(200)
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            break
    pygame.display.quit()
