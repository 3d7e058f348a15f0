"""Saved games as the player sees them: one line about each, and carrying on with one."""

from __future__ import annotations

from ..storage.paths import get_paths
from ..storage.saves import SaveStore
from . import games, names, shown, words
from .config import config_from_save
from .file_reasons import os_error_words
from .i18n import plural, tr


def game_title(game: str) -> str:
    """A game's name in the player's language (a game this version does not know: as saved)."""
    return words.game(game)


def describe(record, state) -> str:
    """One line about a saved game: game (hosted or not), players, progress, when."""
    return " · ".join([title_of(record), players_text(record), progress_text(record, state),
                       when_text(record.updated)])


def title_of(record) -> str:
    """The game's name, and whether it is a table hosted for other computers."""
    if record.hosted is None:
        return game_title(record.game)
    return tr("{game}, hosted for other computers", game=game_title(record.game))


def players_text(record) -> str:
    marks = record.hosted["seats"] if record.hosted is not None else [{}] * len(record.seats)
    out = []
    for i, (s, mark) in enumerate(zip(record.seats, marks)):
        name = shown.text(names.shown(record.seats, i), 40)
        if s.kind != "human":
            name = tr("{player} (AI)", player=name)
        elif mark.get("kind") == "remote":
            name = tr("{player} (another computer)", player=name)
        out.append(name)
    return ", ".join(out)


def hand_word(game: str, number: int) -> str:
    """"hand 3", "deal 2", "round 3": the hand in play in the game's own word."""
    key = games.get(game).hand_word if game in games.REGISTRY else "hand {n}"
    return tr(key, n=number)


def progress_text(record, state) -> str:
    """How far a saved game has gone: the hand in play (in the game's word) and the moves
    made, or who won a finished game."""
    moves = plural("{n} move", "{n} moves", len(record.actions))
    if state.is_over:
        return finished_text(record, state.result().get("winners") or [])
    try:
        hand = state.summary().get("hand_no")
    except Exception:  # noqa: BLE001 - a save the browser lists must never stop it
        hand = None
    if not whole(hand):
        return moves
    dealt = (record.summary or {}).get("hand") if isinstance(record.summary, dict) else None
    if state.hand_over and whole(dealt) and dealt == hand + 1:
        hand = dealt  # the next hand was dealt when the game was last saved (carried on, it is dealt again)
    return f"{hand_word(record.game, hand)}, {moves}"


def whole(n) -> bool:
    """A hand number as a save may hold it: a whole number from 1 up."""
    return isinstance(n, int) and not isinstance(n, bool) and 0 < n < 10 ** 9


def finished_text(record, winners) -> str:
    seats = record.seats
    winners = [w for w in winners if isinstance(w, int) and not isinstance(w, bool) and 0 <= w < len(seats)]
    humans = [i for i, s in enumerate(seats) if s.kind == "human"]
    lone = humans[0] if len(humans) == 1 else None
    if winners == [lone] and lone is not None:
        return tr("finished, you won")
    who = [tr("you") if w == lone else shown.text(names.shown(seats, w), 40) for w in winners]
    who.sort(key=lambda n: n == tr("you"))
    if not who:
        return tr("finished")
    if len(who) == 1:
        return tr("finished, {name} won", name=who[0])
    return tr("finished, {names} won", names=tr("{first} and {last}", first=", ".join(who[:-1]), last=who[-1]))


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
                      reason=shown.text(os_error_words(exc), 80))
    if record.hosted is not None:  # hosted for other computers: hosted again, with the same code
        from .scenes.remote_seats import resume_hosted

        return resume_hosted(app, record, speed or app.settings.animation_speed)
    config = config_from_save(record, state, speed or app.settings.animation_speed,
                              ai_pace or app.settings.ai_pace)
    if any(s.is_ai for s in config.seats):
        app.ai.warm_up(record.game)
    app.stack.push(cls(app, config))
    return None
