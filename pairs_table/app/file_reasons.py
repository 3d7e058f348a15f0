"""Why a file could not be read, in the current language: the one place that words a
:class:`~..storage.safe_read.BadFile`'s reason code (and a damaged save's, as Saves lists
it) for every screen and command that shows one.

The storage layer gives a code with its fields (``storage/file_reasons.py``); its English
template is the key of ``tr()``. What only English can say (the JSON parser's "Expecting
property name...", an operating system's message) is the reason's ``detail`` and is never
shown in another language: the line and column of bad JSON are said in every language.
"""

from __future__ import annotations

from ..storage.file_reasons import REASONS, checked
from .i18n import language, tr


def reason_words(code: str, fields: dict, english: str | None = None) -> str:
    """The reason ``code`` with ``fields`` in the current language (an unknown code or
    fields that do not fit it: "it could not be read"). In English, ``english`` (the
    reason's full English text, with what only English says) when it is given."""
    if english and language() == "en":
        return english
    code, fields = checked(code, fields)
    return tr(REASONS[code], **fields)


def bad_file_words(exc) -> str:
    """A :class:`~..storage.safe_read.BadFile`'s reason in the current language."""
    return reason_words(exc.code, exc.fields, exc.reason)


__all__ = ["bad_file_words", "reason_words"]
