"""Errors raised by the rules engine. Each message is one clear sentence."""

from __future__ import annotations

import reprlib


class EngineError(Exception):
    """Base class of every error the engine raises on bad input."""


class ScenarioError(EngineError):
    """A set-up (scenario, options, deal) that the rules cannot accept."""


class IllegalAction(EngineError):
    """An action that is not legal now. The state is left unchanged.

    ``code`` names the reason (a key of :data:`.refusals.REFUSALS`) and ``params`` its fields
    (typed by name: see :mod:`.refusals`); ``reason`` is the English sentence built from
    them, ``action`` the text that was tried and ``legal`` the legal action strings at that
    moment. ``kind`` and ``fields`` decode the action when it was understood (see
    :meth:`~.base.GameState.decode_action`), so a front end can phrase it in any language;
    ``game`` is the contract name of the game that refused it, when known.
    """

    def __init__(self, action: str, code: str, params: dict | None = None, legal: list[str] | None = None,
                 *, reason: str | None = None, kind: str | None = None, fields: dict | None = None,
                 game: str | None = None) -> None:
        from .refusals import english

        self.action = action
        self.code = code
        self.params = dict(params or {})
        self.reason = reason if reason is not None else english(code, self.params)
        self.legal = list(legal or [])
        self.kind = kind
        self.fields = dict(fields or {})
        self.game = game
        msg = f"{shown(action)} is not legal: {self.reason}"
        if self.legal:
            msg += " (legal now: " + ", ".join(self.legal) + ")"
        elif legal is not None:
            msg += " (no action is expected now)"
        super().__init__(msg)

    def at(self, index: int) -> "IllegalAction":
        """The same refusal, its reason prefixed with the index of the failing action."""
        return IllegalAction(self.action, self.code, self.params, self.legal,
                             reason=f"action {index}: {self.reason}", kind=self.kind, fields=self.fields,
                             game=self.game)

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
