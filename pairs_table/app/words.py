"""How the app names the things of the games in the player's language: cards, suits,
places on a board, steps of a deal, bids and games. Everything a player reads about a card or
a place goes through here, so no engine code (``"QS"``, ``0,3``) ever reaches the screen.
"""

from __future__ import annotations

from ..engine.errors import ScenarioError
from ..engine.registry import get_game
from .i18n import language, tr

NBSP = "\u00a0"  # a space a line is never broken at ("29 %" stays on one line in French)
DECIMAL_COMMA = ("nl", "fr", "bg")  # the languages that write 0,6 rather than 0.6
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_WORDS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack"}


def decimal(x) -> str:
    """A number with one decimal, with the decimal comma where the language writes one."""
    text = f"{float(x):.1f}".replace("-0.0", "0.0")
    return text.replace(".", ",") if language() in DECIMAL_COMMA else text


def percent(p, decimals: int = 0) -> str:
    """A probability as a percentage in the language's own format ("10%" in English,
    "10 %" with a no-break space in French), whole or with one decimal; "<1%" for a small
    non-zero one. The number and its sign are never split over two lines."""
    p = float(p)
    if decimals:
        n = decimal(100 * p)
    else:
        n = "<1" if 0 < p < 0.005 else str(int(round(100 * p)))
    return tr("{n}%", n=n).replace(" ", NBSP)


def card(name: str) -> str:
    """A card's contract name as the player reads it: ``"QS"`` -> ``"Q♠"``, a joker by its
    word, a Pairs-deck rank as its number."""
    name = str(name)
    if name.upper().startswith("JOKER"):
        return tr("the Joker")
    if name and name[-1].upper() in SUIT_SYMBOLS and len(name) >= 2:
        return name[:-1].upper() + SUIT_SYMBOLS[name[-1].upper()]
    return name


def card_words(name: str) -> str:
    """A card as it is said aloud: ``"QH"`` -> ``"queen of hearts"``, ``"10S"`` -> ``"10 of
    spades"``, a joker by its word, a Pairs-deck rank as its number."""
    name = str(name)
    if name.upper().startswith("JOKER"):
        return tr("the Joker")
    letter = name[-1:].upper()
    if len(name) >= 2 and letter in SUIT_WORDS:
        rank = name[:-1].upper().replace("T", "10")
        rank = tr(RANK_WORDS[rank]) if rank in RANK_WORDS else rank
        return tr("{rank} of {suit}", rank=rank, suit=tr(SUIT_WORDS[letter]))
    return name


def hand_card(name: str, i: int, n: int, playable: bool = True) -> str:
    """A card of the player's hand as the focus reaches it: "queen of hearts, card 3 of 6,
    playable" (``i`` counted from 0)."""
    if playable:
        return tr("{card}, card {i} of {n}, playable", card=card_words(name), i=i + 1, n=n)
    return tr("{card}, card {i} of {n}", card=card_words(name), i=i + 1, n=n)


def suit(letter: str) -> str:
    """A suit as a symbol and a word: ``"H"`` -> ``"♥ hearts"``."""
    letter = str(letter).upper()
    if letter not in SUIT_SYMBOLS:
        return letter
    return f"{SUIT_SYMBOLS[letter]} {tr(SUIT_WORDS[letter])}"


def place(slot) -> str:
    """A place ``[row, column]`` (row 0 is the base) in words, counted from 1 and
    from the left, as the table numbers its rows: ``[2, 1]`` -> ``"row 3, block 2 from
    the left"``."""
    return tr("row {row}, block {col} from the left", row=int(slot[0]) + 1, col=int(slot[1]) + 1)


def step(key: str, game: str | None = None) -> str:
    """A step of a deal of ``game`` in words (its descriptor's ``steps``)."""
    from . import games

    steps = games.get(game).steps if game is not None else {}
    return tr(steps[key]) if key in steps else str(key)


def bid(text: str) -> str:
    """A bid's text (``"3"``, ``"little pepper"``)."""
    text = str(text)
    return text if text.isdigit() else tr(text.title())


def game(key: str) -> str:
    """A game's name in the player's language (a name no game has: as it is)."""
    try:
        return tr(get_game(key).title)
    except ScenarioError:
        return str(key)


def players(low: int, high: int) -> str:
    """"2 players", "2–8 players": how many may sit at a game's table."""
    if low == high:
        return tr("{n} players", n=low)
    return tr("{lo}–{hi} players", lo=low, hi=high)
