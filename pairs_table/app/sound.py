"""The table's sound effects: deal, flip, chips, pair, trick and win.

The sounds are small WAV files under ``assets/sounds/`` (made by ``tools/make_sounds.py``).
:func:`sound_for` picks the one sound that fits a batch of engine events (the most telling
one: a win over a pair over a trick over chips over a card turned over over a deal), and
the tables play it when the events arrive. What an event kind sounds like is its game's
declaration (the descriptor's ``sounds``). The player's settings switch sound off or set
its volume, read at every sound.

The mixer is opened once the window's first frame is on screen (opening it takes a tenth
of a second on some systems, while the first screen is still), or, when sound was off
then, after the first frame drawn once it is switched on; a sound asked for before it is
open starts then. Where there is no audio device (or the files cannot be read) the
app stays silent and goes on. :attr:`Sounds.played` counts the sounds
started and :attr:`Sounds.history` names the sounds asked for (for tests).
"""

from __future__ import annotations

from collections import deque

import pygame

from . import games
from .assets import asset_path

NAMES = ("deal", "flip", "chips", "pair", "trick", "win")
ALIASES = {"card": "flip", "chip": "chips"}  # older names

PRIORITY = ("win", "pair", "trick", "chips", "flip", "deal")


def event_sounds(game: str | None = None) -> dict:
    """Event kind -> sound of ``game`` (its descriptor's ``sounds``); without a game, every
    registered game's declarations together (a test keeps them from disagreeing)."""
    if game is not None:
        return games.get(game).sounds
    out: dict = {}
    for key in games.keys():
        out.update(games.get(key).sounds)
    return out


def sound_for(events, game: str | None = None) -> str | None:
    """The sound of a batch of events (each with a ``kind``) of ``game``, or None."""
    sounds = event_sounds(game)
    found = {sounds.get(getattr(e, "kind", None)) for e in events}
    return next((name for name in PRIORITY if name in found), None)


class Sounds:
    def __init__(self, app) -> None:
        self.app = app  # its settings are read at each sound
        self._sounds: dict = {}
        self._ready: bool | None = None
        self._pending: str | None = None  # asked for before the mixer was opened
        self.played = 0
        self.history: deque = deque(maxlen=200)

    def _open(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(22050, -16, 1, 512)
                self._ready = pygame.mixer.get_init() is not None
            except (pygame.error, OSError, NotImplementedError):
                self._ready = False
        return self._ready

    def _sound(self, name: str):
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            except (pygame.error, OSError, FileNotFoundError):
                self._sounds[name] = None  # a missing file: that sound stays silent
        return self._sounds[name]

    def play(self, name: str = "flip") -> bool:
        """Play ``name`` at the settings' volume (before the mixer is open: once the next
        frame is on screen, see :meth:`after_frame`); False when sound is off or unavailable."""
        name = ALIASES.get(name, name)
        self.history.append(name)
        settings = self.app.settings
        if not settings.sound or settings.volume <= 0:
            return False
        if self._ready is None:
            self._pending = name
            return True
        return self._start(name)

    def after_frame(self) -> None:
        """A frame is on screen: open the mixer if it is not open yet and sound is on, and
        start a sound asked for before it was open."""
        if self._ready is None and self.app.settings.sound:
            self._open()
        if self._pending is not None:
            name, self._pending = self._pending, None
            self._start(name)

    def _start(self, name: str) -> bool:
        settings = self.app.settings
        if not settings.sound or settings.volume <= 0 or not self._open():
            return False
        try:
            snd = self._sound(name)
            if snd is None:
                return False
            snd.set_volume(max(0.0, min(1.0, settings.volume)))
            snd.play()
        except pygame.error:
            return False
        self.played += 1
        return True

    def events(self, events, game: str | None = None) -> str | None:
        """Play the sound of a batch of engine events of ``game``; returns its name (or None)."""
        name = sound_for(events, game)
        if name is not None:
            self.play(name)
        return name
