"""Errors raised by the rules engine. Each message is one clear sentence."""

from __future__ import annotations


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
        msg = f"'{action}' is not legal: {reason}"
        if self.legal:
            msg += " (legal now: " + ", ".join(self.legal) + ")"
        elif legal is not None:
            msg += " (no action is expected now)"
        super().__init__(msg)
