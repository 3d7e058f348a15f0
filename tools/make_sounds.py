"""Write the table's sound effects to ``assets/sounds/`` as small 16-bit mono WAV files.

Every sound is synthesised here (decaying sine partials, filtered noise, short note
sequences) with the standard library only, from fixed seeds, so running the script again
gives the same bytes. Run from the repository root::

    python tools/make_sounds.py
"""

from __future__ import annotations

import array
import math
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


class Noise:
    """A small linear congruential generator: the same noise on every run."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def __call__(self) -> float:
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state / 0x3FFFFFFF - 1.0


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def tone(freqs, seconds: float, decay: float, attack: float = 0.004) -> list[float]:
    """Decaying sine partials (the k-th one at 1/(k+1) of the loudness)."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * decay) * min(1.0, t / attack)
        out.append(env * sum(math.sin(2 * math.pi * f * t) / (k + 1) for k, f in enumerate(freqs)))
    return out


def swish(seconds: float, decay: float, seed: int, smooth: float = 0.35, rise: float = 0.01) -> list[float]:
    """Low-passed noise with a quick rise and an exponential fall (a card sliding)."""
    rnd = Noise(seed)
    n = int(RATE * seconds)
    out, y = [], 0.0
    for i in range(n):
        t = i / RATE
        y += smooth * (rnd() - y)
        out.append(y * math.exp(-t * decay) * min(1.0, t / rise))
    return out


def mix(*parts) -> list[float]:
    """Sum of (offset seconds, samples, gain) parts."""
    n = max(int(off * RATE) + len(s) for off, s, _ in parts)
    out = [0.0] * n
    for off, s, gain in parts:
        k = int(off * RATE)
        for i, v in enumerate(s):
            out[k + i] += v * gain
    return out


def deal() -> list[float]:
    """A card slid off the deck: a soft swish with a tap at its end."""
    return mix((0.0, swish(0.12, 30, 7, 0.3, 0.02), 0.9), (0.07, tone((2100, 3300), 0.04, 90), 0.25))


def flip() -> list[float]:
    """A card turned over: a short bright snap."""
    return mix((0.0, swish(0.05, 80, 11, 0.7, 0.002), 0.8), (0.0, tone((1800, 2600), 0.06, 70), 0.45))


def chips() -> list[float]:
    """Two or three clay chips clicking onto a stack."""
    click = lambda f: tone((f, f * 1.51, f * 2.03), 0.09, 55, 0.001)  # noqa: E731
    return mix((0.0, click(3100), 0.5), (0.045, click(3500), 0.4), (0.085, click(2900), 0.3),
               (0.0, swish(0.03, 120, 5, 0.9, 0.001), 0.25))


def pair() -> list[float]:
    """A pair (or a bust): two low notes falling, a little dull."""
    return mix((0.0, tone((392, 784, 1176), 0.28, 9), 0.5), (0.16, tone((311, 622, 933), 0.38, 7), 0.55))


def trick() -> list[float]:
    """A trick gathered: a quick swish and a wooden knock."""
    return mix((0.0, swish(0.14, 22, 23, 0.25, 0.03), 0.7), (0.1, tone((180, 410, 770), 0.12, 30, 0.002), 0.6))


def win() -> list[float]:
    """A hand or game won: a rising major arpeggio with a soft bell tail."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    parts = [(0.09 * i, tone((f, 2 * f, 3 * f), 0.5 if i == 3 else 0.3, 6 if i == 3 else 11), 0.4)
             for i, f in enumerate(notes)]
    return mix(*parts)


SOUNDS = {"deal": deal, "flip": flip, "chips": chips, "pair": pair, "trick": trick, "win": win}


def to_pcm(samples: list[float], peak: float = 0.6) -> bytes:
    """16-bit little-endian PCM, normalised to ``peak`` of full scale, with 5 ms fades."""
    top = max(1e-9, max(abs(v) for v in samples))
    fade = int(RATE * 0.005)
    n = len(samples)
    pcm = array.array("h")
    for i, v in enumerate(samples):
        g = min(1.0, (n - 1 - i) / fade) if fade else 1.0
        pcm.append(int(round(max(-1.0, min(1.0, v / top * peak * g)) * 32767)))
    if sys.byteorder != "little":
        pcm.byteswap()
    return pcm.tobytes()


def write(name: str, samples: list[float], folder: Path = OUT) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm(samples))
    return path


def main(folder: Path = OUT) -> list[Path]:
    return [write(name, make(), folder) for name, make in SOUNDS.items()]


if __name__ == "__main__":
    for p in main():
        print(f"{p.relative_to(OUT.parents[1])}  {p.stat().st_size} bytes")
