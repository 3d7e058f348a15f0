"""Saved games as the player sees them: one line about each, and carrying on with one."""

from __future__ import annotations

from ..storage.paths import get_paths
from ..storage.saves import SaveStore
from . import games, shown, words
from .config import config_from_save
from .i18n import tr


def game_title(game: str) -> str:
    """A game's name in the player's language (a game this version does not know: as saved)."""
    return words.game(game)


def describe(record, state) -> str:
    """One line about a saved game: game, players, progress, when."""
    return " · ".join([game_title(record.game), players_text(record), progress_text(record, state),
                       when_text(record.updated)])


def players_text(record) -> str:
    names = [shown.text(s.name, 40) if s.kind == "human" else tr("{name} (AI)", name=shown.text(s.name, 40))
             for s in record.seats]
    return ", ".join(names)


def progress_text(record, state) -> str:
    summary = record.summary or {}
    moves = len(record.actions)
    if state.is_over:
        winners = state.result().get("winners") or []
        names = [shown.text(record.seats[w].name, 40) for w in winners
                 if isinstance(w, int) and 0 <= w < len(record.seats)]
        if names:
            return tr("finished, {names} won", names=", ".join(names))
        return tr("finished")
    hand = summary.get("hand")
    if isinstance(hand, int) and not isinstance(hand, bool) and 0 <= hand < 10 ** 9:
        return tr("hand {hand}, {n} moves", hand=hand, n=moves)
    return tr("{n} moves", n=moves)


def when_text(stamp: float) -> str:
    return shown.date(stamp)


def open_save(app, record, state, *, path=None, speed: str | None = None, ai_pace: str | None = None) -> str | None:
    """Carry on with a saved game at its table (pushed on the stack). Returns why not, or None.
    ``path``: the file it was read from, which then takes the game's id as its name (a copy
    or an id-less file gets a fresh id once, so the game never writes over another file)."""
    cls = games.table_class(record.game) if record.game in games.REGISTRY else None
    if cls is None:
        return tr("{game} cannot be played in this version.", game=shown.text(record.game, 40))
    if state.is_over:
        return tr("That game is finished.")
    if path is not None:
        try:
            SaveStore(get_paths()).claim(record, path)
        except OSError as exc:
            return tr("This game cannot go on: its file cannot be renamed ({reason}).",
                      reason=shown.text(exc.strerror or exc, 80))
    config = config_from_save(record, state, speed or app.settings.animation_speed,
                              ai_pace or app.settings.ai_pace)
    if any(s.is_ai for s in config.seats):
        app.ai.warm_up(record.game)
    app.stack.push(cls(app, config))
    return None
