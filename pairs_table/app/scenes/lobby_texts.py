"""The lobby's words: option names, helps and values from the game's descriptor (its
``option_texts``), options shared by several games, and whether an option does anything
under the other options' present values."""

from __future__ import annotations

from ...engine.base import Option
from ..games.descriptor import Game, OptionText
from ..i18n import plural, tr

# options of the engine's chip sessions, which several games share
SHARED = {
    "bankroll": OptionText(steps=(50, 100, 200, 500)),
    "max_hands": OptionText(label="Hand limit",
                            help="End the session after this many hands (no limit: play on until one player is left)",
                            steps=(None, 10, 20, 50)),
}
SPEED_LABELS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
LEVEL_LABELS = {"random": "random", "baseline": "baseline", "easy": "easy", "normal": "normal", "hard": "hard"}


def option_text(game: Game | None, name: str) -> OptionText:
    """The lobby's words for option ``name`` of ``game`` (none: the engine's)."""
    return (game.option_texts.get(name) if game is not None else None) or SHARED.get(name) or OptionText()


def option_choices(opt: Option, game: Game | None = None) -> list:
    """The values a lobby offers for an option of ``game``, the default among them: the
    steps of its words where it has them (within the option's range), else the engine's
    choices or short range."""
    steps = option_text(game, opt.name).steps
    if steps is not None:
        values = [v for v in steps if v is None and opt.nullable or v is not None and in_range(opt, v)]
    elif opt.switchable:
        low = opt.minimum if opt.minimum is not None else 1
        values = [False] + [v for v in (opt.on_value, 2, 3, 5, 10) if v is not None and v >= low
                            and (opt.maximum is None or v <= opt.maximum)]
    elif opt.choices is not None:
        values = list(opt.choices)
    elif isinstance(opt.default, bool):
        values = [False, True]
    elif isinstance(opt.default, int) and opt.minimum is not None and opt.maximum is not None \
            and opt.maximum - opt.minimum <= 12:
        values = list(range(opt.minimum, opt.maximum + 1))
    else:
        values = [opt.default]
    if opt.nullable and None not in values:
        values = [None] + values
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    if opt.default not in out:
        out.insert(0, opt.default)
    return out


def in_range(opt: Option, value) -> bool:
    return (opt.minimum is None or value >= opt.minimum) and (opt.maximum is None or value <= opt.maximum)


def label_key(game: Game, opt: Option) -> str:
    """The catalogue key of an option's name."""
    return option_text(game, opt.name).label or opt.name.replace("_", " ").capitalize()


def option_label(game: Game, opt: Option) -> str:
    return tr(label_key(game, opt))


def help_text(game: Game, opt: Option) -> str:
    """An option's help as a sentence in the lobby's words (the engine's own help, first
    letter raised, where the game has none of its own): a catalogue key."""
    own = option_text(game, opt.name).help
    return own if own is not None else opt.help[:1].upper() + opt.help[1:]


def value_label(game: Game, opt: Option, value) -> str:
    words = option_text(game, opt.name).values
    if value in words and not isinstance(value, bool):
        return tr(words[value])
    if value is False:
        return tr("off")
    if value is True:
        return tr("on")
    if value is None:
        return tr("no limit")
    if opt.switchable and isinstance(value, int):
        return plural("{n} chip", "{n} chips", value)
    return str(value)


def inactive_reason(game: Game, opt: Option, options: dict) -> str | None:
    """Why ``opt`` does nothing under the present ``options`` (a sentence), or None when it
    counts."""
    if game.option_matters(opt.name, options):
        return None
    return tr(option_text(game, opt.name).needs[2])


def catalogue_keys(game: Game, options) -> dict[str, str]:
    """Every text the lobby may show for ``game``'s ``options`` (engine Options): key ->
    where it comes from (for the catalogue tool)."""
    out = {}
    for opt in options:
        text = option_text(game, opt.name)
        out.setdefault(label_key(game, opt), f"game {game.key}: option {opt.name}")
        if opt.help or text.help:
            out.setdefault(help_text(game, opt), f"game {game.key}: help of {opt.name}")
        for word in text.values.values():
            out.setdefault(word, f"game {game.key}: a value of {opt.name}")
        if text.needs is not None:
            out.setdefault(text.needs[2], f"game {game.key}: why {opt.name} may not count")
    return out
