"""Texts kept as their catalogue key and fields, put into words when they are drawn.

A table never stores a finished sentence: a log line, the banner and a refusal are a
:class:`Msg` (the English key of :func:`~..i18n.tr` and its fields) and become text only
when drawn, so a language switch shows every one of them, earlier log lines included, in
the new language. A field may itself be put into words late: a :class:`Msg`, a
:class:`Literal`, a :class:`Said`, or anything with a ``text()`` method (a seat's name, which may be "you").
A seat's name is handed to :func:`~..i18n.tr` as it is made, so the name of the player at this
computer (a :class:`~..i18n.Viewer`) makes the sentence its second-person form.
"""

from __future__ import annotations

from collections import deque
from typing import Iterator

from ..i18n import language, plural, tr
from ..render import INK

LOG_KEEP = 80  # log entries a table keeps


def words(value):
    """A field's value as shown now: a late text is put into words, anything else as is."""
    text = getattr(value, "text", None)
    return text() if callable(text) else value


class Msg:
    """``tr(key, **fields)``, made when shown."""

    __slots__ = ("key", "fields")

    def __init__(self, key: str, **fields) -> None:
        self.key = key
        self.fields = fields

    def text(self) -> str:
        return tr(self.key, **{k: words(v) for k, v in self.fields.items()})

    def __str__(self) -> str:
        return self.text()

    def __format__(self, spec: str) -> str:
        return format(self.text(), spec)

    def __eq__(self, other) -> bool:
        return isinstance(other, Msg) and (self.key, self.fields) == (other.key, other.fields)

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {self.fields!r})"


class Plural:
    """:func:`~..i18n.plural` of ``one`` and ``many`` for the count ``n``, made when shown."""

    __slots__ = ("one", "many", "n", "fields")

    def __init__(self, one: str, many: str, n: int, /, **fields) -> None:
        self.one, self.many, self.n, self.fields = one, many, n, fields

    def text(self) -> str:
        return plural(self.one, self.many, self.n, **{k: words(v) for k, v in self.fields.items()})

    def __str__(self) -> str:
        return self.text()


class Literal:
    """A text already in words (a name typed by a player, a reason from the system)."""

    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = str(value)

    def text(self) -> str:
        return self.value

    def __str__(self) -> str:
        return self.value

    def __eq__(self, other) -> bool:
        return isinstance(other, Literal) and other.value == self.value

    def __hash__(self) -> int:
        return hash(self.value)


class Later:
    """Words made by ``make()`` each time they are shown (a refusal phrased from its code)."""

    __slots__ = ("make",)

    def __init__(self, make) -> None:
        self.make = make

    def text(self) -> str:
        return self.make()

    def __str__(self) -> str:
        return self.text()


class Joined:
    """Texts put into words one after the other, joined by ``sep`` (a sentence and its
    aside, a list of names and cards)."""

    __slots__ = ("parts", "sep")

    def __init__(self, *parts, sep: str = " ") -> None:
        self.parts, self.sep = parts, sep

    def text(self) -> str:
        return self.sep.join(str(words(p)) for p in self.parts)

    def __str__(self) -> str:
        return self.text()


class Said(Later):
    """``fn(*args)`` each time it is shown: a card, a suit, a bid put into words late
    (``Said(words.card, "QS")``); equal when made from the same function and arguments."""

    __slots__ = ("fn", "args")

    def __init__(self, fn, *args) -> None:
        super().__init__(lambda: fn(*args))
        self.fn, self.args = fn, args

    def __eq__(self, other) -> bool:
        return isinstance(other, Said) and (self.fn, self.args) == (other.fn, other.args)

    def __hash__(self) -> int:
        return hash(self.args)


def sentence(value) -> str:
    """A log entry in words, starting with a capital in every language ("the Joker leaves
    the game" -> "The Joker leaves the game")."""
    text = str(words(value))
    return text[:1].upper() + text[1:]


def as_msg(text, **fields):
    """``text`` as something to show later: a string is a catalogue key (with ``fields``),
    anything with a ``text()`` method (:class:`Msg`, :class:`Literal`...) is kept as it is."""
    if callable(getattr(text, "text", None)):
        return text
    return Msg(text, **fields)


class TableLog:
    """The table's log, newest last: entries of (message, colour), shown as
    ``(text, colour)`` in the current language (iterating, indexing), each a sentence
    starting with a capital (:func:`sentence`)."""

    def __init__(self, keep: int = LOG_KEEP) -> None:
        self.entries: deque = deque(maxlen=keep)
        self.version = 0  # bumped on every change
        self._said = (None, [])  # the entries in words, for the version and language they were said in

    def add(self, text, colour=INK, **fields) -> None:
        entry = (as_msg(text, **fields), tuple(colour))
        self.entries.append(entry)
        self.version += 1
        key, said = self._said
        if key is not None and key[1] == language() and key[0] == self.version - 1:
            said = said[-(self.entries.maxlen - 1):] + [(sentence(entry[0]), entry[1])]  # only the new one is said
            self._said = ((self.version, key[1]), said)

    def clear(self) -> None:
        self.entries.clear()
        self.version += 1

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[tuple[str, tuple]]:
        for msg, colour in list(self.entries):
            yield sentence(msg), colour

    def __getitem__(self, i) -> tuple[str, tuple]:
        msg, colour = self.entries[i]
        return sentence(msg), colour

    def said(self) -> list[tuple[str, tuple]]:
        """Every entry in words now, oldest first (said again after a change or a new language)."""
        key = (self.version, language())
        if self._said[0] != key:
            self._said = (key, [(sentence(msg), colour) for msg, colour in self.entries])
        return self._said[1]

    def newest_first(self) -> Iterator[tuple[str, tuple]]:
        return reversed(self.said())
