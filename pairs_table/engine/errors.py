"""Errors raised by the rules engine. Each message is one clear sentence."""

from __future__ import annotations

import reprlib


class EngineError(Exception):
    """Base class of every error the engine raises on bad input."""


class ScenarioError(EngineError):
    """A set-up (scenario, options, deal) that the rules cannot accept."""


class IllegalAction(EngineError):
    """An action that is not legal now. The state is left unchanged.

    ``action`` is the text that was tried, ``reason`` why it is refused and ``legal``
    the legal action strings at that moment.
    """

    def __init__(self, action: str, reason: str, legal: list[str] | None = None) -> None:
        self.action = action
        self.reason = reason
        self.legal = list(legal or [])
        msg = f"{shown(action)} is not legal: {reason}"
        if self.legal:
            msg += " (legal now: " + ", ".join(self.legal) + ")"
        elif legal is not None:
            msg += " (no action is expected now)"
        super().__init__(msg)


_SHOWN = reprlib.Repr()
_SHOWN.maxlevel = 2
_SHOWN.maxstring = 60
_SHOWN.maxother = 60
_SHOWN.maxlong = 24


def shown(value, limit: int = 80) -> str:
    """``value`` as an error message quotes something it was given: written as Python
    writes it (quotes, escaped control characters and line breaks), on one line, and cut
    to about ``limit`` characters."""
    try:
        text = _SHOWN.repr(value)
    except Exception:  # noqa: BLE001 - a value that cannot be written at all
        text = f"<{type(value).__name__}>"
    if len(text) > limit:
        text = text[:limit - 3] + "..."
    return text
