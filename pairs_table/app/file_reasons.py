"""Why a file could not be read, in the current language: the one place that words a
:class:`~..storage.safe_read.BadFile`'s reason code (and a damaged save's, as Saves lists
it) for every screen and command that shows one.

The storage layer gives a code with its fields (``storage/file_reasons.py``); its English
template is the key of ``tr()``. What only English can say (the JSON parser's "Expecting
property name...", an operating system's message) is the reason's ``detail`` and is never
shown in another language: the line and column of bad JSON are said in every language.
"""

from __future__ import annotations

import errno

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


# an operating system's error, said in every language by its number (its own message is English)
OS_ERRORS = {
    errno.ENOENT: "there is no such file or folder",
    errno.EACCES: "permission was refused",
    errno.EPERM: "permission was refused",
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the folder is read-only",
    errno.EEXIST: "a file of that name is already there",
    None: "the system refused it",  # any other
}


def os_error_words(exc: OSError) -> str:
    """Why the system refused, in the current language: its own message in English, else
    the words for its error number ("the system refused it" for one not listed)."""
    if language() == "en":
        return str(exc.strerror or exc)
    return tr(OS_ERRORS.get(exc.errno, OS_ERRORS[None]))


def _entry(player: str, game: str) -> str:
    from .saved_games import game_title

    return tr("{player} at {game}", player=player, game=game_title(game)) if game else player


def _listed(items: list[str], sep: str, most: int) -> str:
    return sep.join(items[:most]) + (sep + "…" if len(items) > most else "")


def notice_words(told) -> str:
    """What the title tells the player once about a settings or statistics file that was not
    used whole (a :class:`~..storage.file_reasons.Told`), in the current language."""
    if told.code is not None:
        reason = reason_words(told.code, told.fields, told.reason)
        if told.file == "settings":
            if told.kept:
                return tr("Your settings could not be read ({reason}); defaults are used and the old file "
                          "was kept as {file}.", reason=reason, file=told.kept)
            return tr("Your settings could not be read ({reason}); defaults are used and the file could not "
                      "be moved aside, so it is left as it is.", reason=reason)
        if told.kept:
            return tr("Your statistics could not be read ({reason}); a fresh record was started and the old "
                      "file was kept as {file}.", reason=reason, file=told.kept)
        return tr("Your statistics could not be read ({reason}); a fresh record was started and the file "
                  "could not be moved aside, so it is left as it is.", reason=reason)
    if told.file == "settings":
        keys = _listed(list(told.left_out), ", ", 6)
        if told.kept:
            return tr("Some settings were not valid and were reset: {keys}; the file as it was is kept as "
                      "{file}.", keys=keys, file=told.kept)
        return tr("Some settings were not valid and were reset: {keys}.", keys=keys)
    entries = _listed([_entry(*e) for e in told.left_out], "; ", 4)
    if told.kept:
        return tr("Some statistics were not valid and are left out ({entries}); the file as it was is kept "
                  "as {file}.", entries=entries, file=told.kept)
    return tr("Some statistics were not valid and are left out ({entries}); the file could not be kept "
              "aside, so it is left as it is.", entries=entries)


__all__ = ["OS_ERRORS", "bad_file_words", "notice_words", "os_error_words", "reason_words"]
