"""What the table says aloud, and the speech log.

One :class:`Speech` serves the whole app (:func:`get`). :func:`say` takes a line in the
language of the moment and returns at once: the line is written to the speech log (one
line of a file, when a log is open, whether or not a voice speaks) and put on a queue that
a worker thread hands to the voice, so a frame never waits for speech. ``interrupt`` drops
the lines still waiting (a focus that moved on makes the last one stale). A card written
with its suit's sign is said in words (:func:`aloud`).

The voice is the player's setting ``speech`` (``SPEECH_MODES``): off, the
screen reader (accessible-output2) or the built-in voice (pyttsx3), both from the optional
``speech`` extra. A voice whose library is missing, or that fails when it starts or speaks,
leaves speech off and says why (:meth:`Speech.reason`); nothing of it reaches the window as
an error.

The places that speak: a table's log (each new line), the table's turns (whose turn it is),
the hint, every dialog as it opens (:meth:`Speech.dialog`, the texts it draws) and the
keyboard focus moving to a button.
"""

from __future__ import annotations

import queue
import re
import sys
import threading

from ..storage.settings import SPEECH_MODES as MODES
from . import speech_backends
from .speech_backends import VoiceFailed, missing

REASONS = ("missing", "no_reader", "no_start", "stopped")  # why a voice is silent: codes the settings word


def one_line(text) -> str:
    """``text`` as one spoken line: runs of blanks and line breaks made one space."""
    return " ".join(str(text).split())


SUITED = re.compile(r"\b(10|[2-9JQKA])([\u2663\u2666\u2665\u2660])")
SUIT_SIGN = re.compile(r"\s*[\u2663\u2666\u2665\u2660]")


def aloud(line: str) -> str:
    """A line as it is said: a card written with its suit's sign ("Q\u2665") in words
    ("queen of hearts"), and a suit's sign beside its word left out."""
    from .words import SUIT_SYMBOLS, card_words

    letters = {sign: letter for letter, sign in SUIT_SYMBOLS.items()}
    line = SUITED.sub(lambda m: card_words(m.group(1) + letters[m.group(2)]), line)
    return one_line(SUIT_SIGN.sub("", line))


class Speech:
    def __init__(self, make=speech_backends.make) -> None:
        self.mode = "off"
        self.last = ""  # the last line said (repeated on request)
        self.lines = 0  # lines said since the start
        self._make = make
        self._reasons: dict[str, str] = {}
        self._log = None
        self._queue: queue.Queue | None = None
        self._worker: threading.Thread | None = None
        self._generation = 0

    # -- the log --------------------------------------------------------------------------
    def open_log(self, path) -> None:
        """Write every line said from now on to ``path`` (made afresh); raises OSError."""
        self.close_log()
        self._log = open(path, "w", encoding="utf-8", newline="\n")

    def close_log(self) -> None:
        if self._log is not None:
            try:
                self._log.close()
            except OSError:
                pass
            self._log = None

    @property
    def listening(self) -> bool:
        """Whether a line said now goes anywhere (a voice or the log)."""
        return self.mode != "off" or self._log is not None

    # -- saying ---------------------------------------------------------------------------
    def say(self, text, interrupt: bool = False) -> None:
        line = aloud(one_line(text))
        if not line:
            return
        self.last = line
        self.lines += 1
        if self._log is not None:
            try:
                self._log.write(line + "\n")
                self._log.flush()
            except OSError as exc:
                print(f"pairs-table: the speech log stopped: {exc}", file=sys.stderr)
                self.close_log()
        q = self._queue
        if q is not None and self.mode != "off":
            if interrupt:
                _drain(q)
            q.put((line, interrupt))

    def repeat(self) -> None:
        """Say the last line again."""
        if self.last:
            self.say(self.last, interrupt=True)

    def dialog(self, texts) -> None:
        """A dialog opened: its texts (in reading order) said as one line, before what waits."""
        self.say(" ".join(one_line(t) for t in texts if one_line(t)), interrupt=True)

    # -- the voice ------------------------------------------------------------------------
    def reason(self, mode: str) -> str | None:
        """Why ``mode`` is silent (one of :data:`REASONS`), or None when it speaks or may."""
        return self._reasons.get(mode)

    def use(self, mode: str, language: str = "en") -> str | None:
        """Speak through ``mode`` from now on, in ``language``; returns why it stays off
        (one of :data:`REASONS`), or None. Never raises."""
        self._stop()
        if mode not in MODES or mode == "off":
            return None
        why = missing(mode)
        if why is not None:
            self._reasons[mode] = "missing"
            return self._reasons[mode]
        self._reasons.pop(mode, None)
        self.mode = mode
        self._queue = queue.Queue()
        self._worker = threading.Thread(target=self._run, args=(mode, language, self._queue, self._generation),
                                        name="speech", daemon=True)
        self._worker.start()
        return None

    def _run(self, mode: str, language: str, q: queue.Queue, generation: int) -> None:
        try:
            voice = self._make(mode, language)
        except Exception as exc:  # noqa: BLE001 - a voice that cannot start leaves speech off
            self._failed(mode, generation, exc, "no_start")
            return
        try:
            while True:
                item = q.get()
                if item is None:
                    break
                voice.speak(*item)
        except Exception as exc:  # noqa: BLE001
            self._failed(mode, generation, exc, "stopped")
        finally:
            try:
                voice.close()
            except Exception:  # noqa: BLE001
                pass

    def _failed(self, mode: str, generation: int, exc: Exception, kind: str) -> None:
        text = str(exc) if isinstance(exc, VoiceFailed) else ""
        self._reasons[mode] = "no_reader" if "no screen reader" in text else kind
        if generation == self._generation:
            self.mode = "off"
            self._queue = None

    def _stop(self) -> None:
        self._generation += 1
        q, self._queue = self._queue, None
        if q is not None:
            _drain(q)
            q.put(None)
        self._worker = None
        self.mode = "off"

    def wait(self, timeout: float = 5.0) -> None:
        """Let the worker finish what it was given (tests)."""
        w = self._worker
        q = self._queue
        if q is not None:
            q.put(None)
            self._queue = None
        if w is not None:
            w.join(timeout)

    def close(self) -> None:
        self._stop()
        self.close_log()


def _drain(q: queue.Queue) -> None:
    try:
        while True:
            q.get_nowait()
    except queue.Empty:
        pass


_speech = Speech()


def get() -> Speech:
    return _speech


def install(speech: Speech) -> Speech:
    """Make ``speech`` the app's (a test's own); returns the one it replaces."""
    global _speech
    before, _speech = _speech, speech
    return before


def say(text, interrupt: bool = False) -> None:
    _speech.say(text, interrupt)
