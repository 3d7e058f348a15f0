"""The rules of every game for players, in every language of the app, as small text files.

One file per game and language, ``<game>.<lang>.md`` in the folder of the package its
registry entry names (``rules``; the games of this package keep theirs beside this module),
in a tiny subset of Markdown:

* ``# Title`` once, at the top (the game's name in that language);
* ``## Heading`` for each section;
* paragraphs: consecutive lines, joined; a blank line ends them;
* ``- item`` bullets, one line each;
* illustrations, alone on a line, drawn by the app with the real card art:
  ``[cards: 3 7 7]`` a row of cards (``/`` splits it into groups, ``back`` is a face-down
  card) and ``[pyramid]`` a Pyramid Poker pyramid; either may end with ``| caption``.

:func:`load` reads a file, :func:`parse` turns it into :class:`Block` s and :func:`plain`
lays them out as plain text for the terminal. Nothing here needs pygame.
"""

from __future__ import annotations

import importlib
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

from ..engine.registry import GAME_NAMES, entry, get_game

LANGUAGES = ("en", "nl", "fr", "bg")
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "fr": "Français", "bg": "Български"}
FOLDER = Path(__file__).resolve().parent

ILLUSTRATIONS = ("cards", "pyramid")
BACK = "back"

# The pyramid illustration: a finished 30-block pyramid (rows from the base up) and the
# blocks that are free in it (nothing rests on them).
PYRAMID_ROWS = (8, 7, 6, 5, 3, 1)
PYRAMID_FREE = ((3, 4), (4, 2), (5, 0))

_MARKER = re.compile(r"^\[(?P<kind>[a-z]+)\s*(?::(?P<cards>[^|\]]*))?(?:\|(?P<caption>[^\]]*))?\]$")


class RulesError(ValueError):
    """An unknown game or language, or a rules file that does not follow the format."""


@dataclass(frozen=True)
class Block:
    kind: str  # "title", "heading", "para", "bullet", "cards" or "pyramid"
    text: str = ""  # the words (or an illustration's caption)
    groups: tuple[tuple[str, ...], ...] = ()  # "cards": card names, in groups


def deck_of(game: str) -> str:
    """The sprite deck the illustrations of ``game`` use: the deck it is played with
    (its ``GameInfo.deck``)."""
    return get_game(game).deck


def check_game(game: str) -> str:
    if game not in GAME_NAMES:
        raise RulesError(f"'{game}' is not a game (the games are: {', '.join(GAME_NAMES)}).")
    return game


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise RulesError(f"'{lang}' is not a language of the rules (the languages are: {', '.join(LANGUAGES)}).")
    return lang


def folder_of(game: str) -> Path:
    """The folder that holds ``game``'s rule pages (its registry entry's ``rules`` package)."""
    package = entry(check_game(game)).rules
    if package == __name__:
        return FOLDER
    module = importlib.import_module(package)
    where = list(getattr(module, "__path__", ()))  # a package's folder (a namespace package has no file)
    return Path(where[0]).resolve() if where else Path(module.__file__).resolve().parent


def path_of(game: str, lang: str) -> Path:
    return folder_of(game) / f"{check_game(game)}.{check_language(lang)}.md"


def load(game: str, lang: str = "en") -> str:
    """The text of ``game``'s rules in ``lang``."""
    path = path_of(game, lang)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulesError(f"the rules of {game} in {lang} cannot be read ({exc.strerror or exc}).") from None


def parse(text: str) -> list[Block]:
    """The blocks of a rules text (see the module's description of the format)."""
    blocks: list[Block] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("para", " ".join(para)))
            para.clear()

    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(Block("heading", line[3:].strip()))
        elif line.startswith("# "):
            flush()
            blocks.append(Block("title", line[2:].strip()))
        elif line.startswith("- "):
            flush()
            blocks.append(Block("bullet", line[2:].strip()))
        elif line.startswith("["):
            flush()
            blocks.append(_illustration(line, n))
        else:
            para.append(line)
    flush()
    return blocks


def _illustration(line: str, n: int) -> Block:
    m = _MARKER.match(line)
    if m is None or m["kind"] not in ILLUSTRATIONS:
        raise RulesError(f"line {n}: '{line}' is not an illustration (write [cards: 3 7 7] or [pyramid]).")
    caption = (m["caption"] or "").strip()
    if m["kind"] == "pyramid":
        if m["cards"] is not None:
            raise RulesError(f"line {n}: [pyramid] takes no cards.")
        return Block("pyramid", caption)
    groups = tuple(tuple(g.split()) for g in (m["cards"] or "").split("/"))
    if not groups or any(not g for g in groups):
        raise RulesError(f"line {n}: '{line}' names no cards (or has an empty group).")
    return Block("cards", caption, groups)


def card_names(blocks: list[Block]) -> list[str]:
    """Every card named by the illustrations (face-down cards left out)."""
    return [c for b in blocks if b.kind == "cards" for g in b.groups for c in g if c != BACK]


def check_cards(game: str, blocks: list[Block]) -> None:
    """Every card an illustration names is a card of ``game`` (as the engine reads names)."""
    info = get_game(game)
    for name in card_names(blocks):
        try:
            info.parse_card(name)
        except Exception as exc:  # noqa: BLE001 - the engine's own refusal, reworded
            raise RulesError(f"the rules of {game} show '{name}', which is not a card of the game ({exc}).") from None


def rules(game: str, lang: str = "en") -> list[Block]:
    """The parsed rules of ``game`` in ``lang``, their cards checked."""
    blocks = parse(load(game, lang))
    check_cards(game, blocks)
    return blocks


def title(game: str, lang: str = "en") -> str:
    """The game's name in ``lang`` (the title of its rules)."""
    for b in rules(game, lang):
        if b.kind == "title":
            return b.text
    return get_game(game).title


# ---- plain text --------------------------------------------------------------------------


def _card_row(groups) -> str:
    return "   ".join(" ".join("[##]" if c == BACK else f"[{c}]" for c in g) for g in groups)


def _pyramid_lines() -> list[str]:
    lines = []
    for r in range(len(PYRAMID_ROWS) - 1, -1, -1):
        cells = "".join("[**]" if (r, c) in PYRAMID_FREE else "[  ]" for c in range(PYRAMID_ROWS[r]))
        lines.append(" " * (2 * r) + cells)
    return lines


def plain(blocks: list[Block], width: int = 78) -> str:
    """The rules laid out as plain text, ``width`` characters wide."""
    out: list[str] = []
    wrap = textwrap.TextWrapper(width=width, break_on_hyphens=False)
    bullet = textwrap.TextWrapper(width=width, initial_indent="  • ", subsequent_indent="    ",
                                  break_on_hyphens=False)
    for b in blocks:
        if b.kind == "title":
            out += [b.text.upper(), "=" * len(b.text), ""]
        elif b.kind == "heading":
            if out and out[-1] != "":
                out.append("")
            out += [b.text, "-" * len(b.text)]
        elif b.kind == "para":
            if out and out[-1] != "":
                out.append("")
            out += wrap.wrap(b.text) + [""]
        elif b.kind == "bullet":
            out += bullet.wrap(b.text)
        else:
            if out and out[-1] != "":
                out.append("")
            figure = _pyramid_lines() if b.kind == "pyramid" else [_card_row(b.groups)]
            out += ["    " + line for line in figure]
            if b.text:
                out += ["    " + line for line in textwrap.wrap(b.text, width - 4)]
            out.append("")
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"
