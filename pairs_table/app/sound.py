"""The table's few sounds, made in code (no sound files): a soft card snap for every action
and a chip click. The player's settings switch them off or set their volume.

The mixer is opened on the first sound; where there is no audio device the app stays
silent and goes on. :attr:`Sounds.played` counts the sounds started (for tests).
"""

from __future__ import annotations

import math
import struct

import pygame

RATE = 22050


def _tone(freqs, seconds: float, decay: float, noise: float = 0.0) -> bytes:
    """16-bit mono samples: a few decaying sine partials with a little noise on the attack."""
    n = int(RATE * seconds)
    seed = 12345
    out = bytearray()
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * decay)
        v = sum(math.sin(2 * math.pi * f * t) / (k + 1) for k, f in enumerate(freqs))
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        v += noise * ((seed / 0x3FFFFFFF) - 1.0) * math.exp(-t * decay * 4)
        out += struct.pack("<h", int(max(-1.0, min(1.0, v * env * 0.35)) * 32767))
    return bytes(out)


RECIPES = {
    "card": lambda: _tone((1800, 2600), 0.07, 70, noise=0.9),
    "chip": lambda: _tone((3100, 4700, 6200), 0.12, 38, noise=0.2),
}


class Sounds:
    def __init__(self, app) -> None:
        self.app = app  # its settings are read at each sound
        self._sounds: dict = {}
        self._ready: bool | None = None
        self.played = 0

    def _open(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(RATE, -16, 1, 512)
                self._ready = pygame.mixer.get_init() is not None
            except pygame.error:
                self._ready = False
        return self._ready

    def _sound(self, name: str):
        snd = self._sounds.get(name)
        if snd is None:
            freq, _size, channels = pygame.mixer.get_init()
            raw = RECIPES[name]()
            if channels == 2:
                raw = b"".join(raw[i:i + 2] * 2 for i in range(0, len(raw), 2))
            snd = self._sounds[name] = pygame.mixer.Sound(buffer=raw)
        return snd

    def play(self, name: str = "card") -> bool:
        """Play ``name`` at the settings' volume; False when sound is off or unavailable."""
        settings = self.app.settings
        if not settings.sound or settings.volume <= 0 or not self._open():
            return False
        try:
            snd = self._sound(name)
            snd.set_volume(max(0.0, min(1.0, settings.volume)))
            snd.play()
        except pygame.error:
            return False
        self.played += 1
        return True
