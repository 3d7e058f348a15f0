"""The voices speech can go to: a screen reader, the system's built-in voice, or none.

Both voices come from the optional ``speech`` extra of the package: accessible-output2
speaks through the screen reader that runs (NVDA, JAWS, VoiceOver, Speech Dispatcher on
Linux) and pyttsx3 through the system's own voice (SAPI5, NSSpeechSynthesizer, eSpeak NG).
:func:`missing` says, without importing anything, why a backend cannot be used (it is not
installed); a backend that fails when it starts or speaks raises :class:`VoiceFailed`,
which the speech queue turns into a reason and silence.

Each backend is made and used in the speech queue's own thread (pyttsx3 must speak from
the thread that made its engine), never in the window's.
"""

from __future__ import annotations

import importlib.util

MODULES = {"screen_reader": "accessible_output2", "voice": "pyttsx3"}


class VoiceFailed(Exception):
    """A voice could not start or speak; ``str()`` is the reason in English words."""


def missing(mode: str) -> str | None:
    """Why ``mode`` cannot speak here ("not installed"), or None when its library is there."""
    module = MODULES.get(mode)
    if module is None:
        return None
    try:
        found = importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        found = False
    return None if found else "not installed"


class Silent:
    """No voice: every line goes only to the speech log."""

    def speak(self, text: str, interrupt: bool = False) -> None:
        pass

    def close(self) -> None:
        pass


class ScreenReader:
    """The screen reader that runs, through accessible-output2's automatic choice."""

    def __init__(self) -> None:
        try:
            from accessible_output2.outputs.auto import Auto
            self.out = Auto()
        except Exception as exc:  # noqa: BLE001 - any failure of a third-party library is a reason, not a crash
            raise VoiceFailed(f"the screen reader library could not start ({type(exc).__name__})") from exc
        if self.out.get_first_available_output() is None:
            raise VoiceFailed("no screen reader is running")

    def speak(self, text: str, interrupt: bool = False) -> None:
        try:
            self.out.speak(text, interrupt=interrupt)
        except Exception as exc:  # noqa: BLE001
            raise VoiceFailed(f"the screen reader did not answer ({type(exc).__name__})") from exc

    def close(self) -> None:
        pass


class BuiltInVoice:
    """The system's own voice through pyttsx3, in ``language`` where it has a voice for it."""

    def __init__(self, language: str) -> None:
        try:
            import pyttsx3
            self.engine = pyttsx3.init()
        except Exception as exc:  # noqa: BLE001
            raise VoiceFailed(f"the built-in voice could not start ({type(exc).__name__})") from exc
        self.language(language)

    def language(self, code: str) -> None:
        """Choose a voice of ``code`` ("bg", "fr"...) when the system has one; else keep the default."""
        try:
            for voice in self.engine.getProperty("voices") or ():
                langs = [str(x).lower().lstrip("\x05") for x in (getattr(voice, "languages", None) or ())]
                ident = str(getattr(voice, "id", "")).lower()
                if any(x.startswith(code) for x in langs) or ident.endswith("/" + code) or f"_{code}" in ident:
                    self.engine.setProperty("voice", voice.id)
                    return
        except Exception:  # noqa: BLE001 - a voice list that cannot be read leaves the default voice
            pass

    def speak(self, text: str, interrupt: bool = False) -> None:
        try:
            self.engine.say(text)
            self.engine.runAndWait()
        except Exception as exc:  # noqa: BLE001
            raise VoiceFailed(f"the built-in voice stopped ({type(exc).__name__})") from exc

    def close(self) -> None:
        try:
            self.engine.stop()
        except Exception:  # noqa: BLE001
            pass


def make(mode: str, language: str):
    """The backend of ``mode``; raises :class:`VoiceFailed` when it cannot start."""
    if mode == "screen_reader":
        return ScreenReader()
    if mode == "voice":
        return BuiltInVoice(language)
    return Silent()
