"""About Pairs Table: the version, the licences of the program, its fonts and the libraries
inside it, and the folders of saves, settings and statistics, with buttons that show the
files' folder and the licence texts (``assets/licenses``) in the system's file manager.
Opened from the title screen, drawn over it."""

from __future__ import annotations

import pygame
import pygame_gui

from ... import __version__
from ...storage.paths import get_paths
from ..assets import asset_path
from ..desktop import open_folder
from ..file_reasons import os_error_words
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, RED, box_at
from ..widgets import button
from ..overlays.base import Overlay

OPENER_POLL = 0.25  # seconds between looks at the file manager being started

# (name, licence, its text under assets/) of the program, its type and the libraries inside
# the app; the program's own text is LICENSE beside the package.
LICENCES = (
    ("Pairs Table", "MIT", None),
    ("DejaVu Sans", "Bitstream Vera (free)", ("fonts", "LICENSE-DejaVu.txt")),
    ("Python", "PSF License", ("licenses", "Python.txt")),
    ("pygame-ce", "GNU LGPL 2.1", ("licenses", "pygame-ce.txt")),
    ("SDL 2", "zlib", ("licenses", "SDL.txt")),
    ("pygame_gui", "MIT", ("licenses", "pygame_gui.txt")),
    ("platformdirs", "MIT", ("licenses", "platformdirs.txt")),
    ("filelock", "MIT", ("licenses", "filelock.txt")),
    ("websockets", "BSD 3-Clause", ("licenses", "websockets.txt")),
    ("python-i18n", "MIT", ("licenses", "python-i18n.txt")),
)
ROLES = {
    "Pairs Table": "the program",
    "DejaVu Sans": "the type",
    "Python": "the language it is written in",
    "pygame-ce": "window, drawing and sound",
    "SDL 2": "what pygame-ce runs on",
    "pygame_gui": "buttons and panels",
    "platformdirs": "the folders of your files",
    "filelock": "one window per folder of your files",
    "websockets": "tables across computers",
    "python-i18n": "the translations of pygame_gui",
}


def licence_rows() -> list[tuple[str, str, str]]:
    """(name, what it does, licence) of each part, as shown."""
    return [(name, tr(ROLES[name]), licence) for name, licence, _text in LICENCES]


def file_rows(paths) -> list[tuple[str, str]]:
    return [(tr("Saves"), str(paths.saves)), (tr("Settings"), str(paths.settings)),
            (tr("Statistics"), str(paths.stats))]


class AboutScene(Overlay):
    panel_size = (820, 640)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.paths = get_paths()
        self.files_button = self.licences_button = self.done_button = None
        self.message = ""
        self._opener = None  # the file manager's hand-over process, until it ends
        self._opened = None  # the folder it was asked to show

    @property
    def files_folder(self):
        """The folder of saves and statistics (settings too on Windows and macOS)."""
        return self.paths.saves.parent

    def build_ui(self) -> None:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad, gap, bh = scaled(28, s), scaled(12, s), scaled(44, s)
        bw = (r.width - 2 * pad - 2 * gap) // 3
        y = r.bottom - pad - bh
        self.files_button = button(self, (r.x + pad, y, bw, bh), tr("Open the folder"), "quiet",
                                   tr("Show the folder of your saves and statistics"))
        self.licences_button = button(self, (r.x + pad + bw + gap, y, bw, bh), tr("Licence texts"), "quiet",
                                      tr("Show the folder of the licence texts"))
        self.done_button = button(self, (r.right - pad - bw, y, bw, bh), tr("Done  [Esc]"), "primary")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.done_button:
                self.app.stack.pop()
                return True
            if event.ui_element is self.files_button:
                self.show(self.files_folder)
                return True
            if event.ui_element is self.licences_button:
                self.show(asset_path("licenses"))
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        return False

    def show(self, folder) -> None:
        """Open ``folder`` in the file manager (made first if the app has not written there
        yet); a failure is told on the panel."""
        self.message = ""
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self._opener = open_folder(folder)
        except FileNotFoundError:  # no file manager to hand the folder to (xdg-open missing)
            self._opener = None
            self.message = tr("No file manager was found to open {folder}.", folder=str(folder))
        except OSError as exc:
            self._opener = None
            self.message = tr("The folder could not be opened: {reason}", reason=os_error_words(exc))
        self._opened = folder

    def update(self, dt: float) -> None:
        if self._opener is not None and self._opener.poll() is not None:
            if self._opener.returncode != 0:
                self.message = tr("The file manager could not open {folder}.", folder=str(self._opened))
            self._opener = None

    def next_deadline(self) -> float | None:
        return OPENER_POLL if self._opener is not None else None  # a failure is told when it ends

    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        pad = scaled(28, s)
        inner = r.width - 2 * pad

        def centred(text, size, colour, y, bold=False, fit="none"):
            t.draw(surface, text, size, colour, bold=bold, fit=fit, align="center", owner="about",
                   box=box_at((r.centerx, y), inner, t.height(size, bold)))

        def at(text, size, colour, x, width, bold=False, fit="none", align="left", dy=0):
            return t.draw(surface, text, size, colour, bold=bold, fit=fit, align=align, valign="top", owner="about",
                          box=(x, y + dy, width, t.height(size, bold)))

        centred(tr("About Pairs Table"), scaled(30, s), GOLD, r.y + scaled(38, s), True)
        centred(tr("Version {version}", version=__version__), scaled(16, s), INK_DIM, r.y + scaled(72, s))
        size, row = scaled(15, s), scaled(24, s)
        x0, x1, right = r.x + pad, r.x + pad + int(r.width * 0.2), r.right - pad
        y = r.y + scaled(100, s)
        at(tr("Licences"), scaled(17, s), GOLD, x0, inner, True)
        y += scaled(28, s)
        for name, role, licence in licence_rows():
            lic_w = t.width(licence, size)
            at(name, size, INK, x0, x1 - x0, True)
            at(role, size, INK_DIM, x1, right - lic_w - scaled(16, s) - x1, fit="cut")
            at(licence, size, INK, right - lic_w, lic_w)
            y += row
        note = tr("Their full texts ship with the program: Licence texts shows them.")
        at(note, scaled(13, s), INK_DIM, x0, right - x0, fit="cut", dy=scaled(4, s))
        y += scaled(40, s)
        at(tr("Your files"), scaled(17, s), GOLD, x0, inner, True)
        y += scaled(28, s)
        for label, path in file_rows(self.paths):
            at(label, size, INK, x0, x1 - x0, True)
            at(path, size, INK_DIM, x1, right - x1, fit="cut")
            y += row
        if self.message:
            centred(self.message, size, RED, r.bottom - pad - scaled(44, s) - scaled(18, s), fit="cut")
