"""A saved game's history as text, hand by hand, in the player's language.

The save's set-up and action log are replayed through the engine (:func:`..engine.replay.steps`),
one action at a time: each action is written as "who: what" in the words the tables use
(:func:`.reasons.action_phrase`), each hand ends with its result (the points or chips of
every player after it, with the change), and the game with who won or how far it has gone.
While a hand is still in play, a move that put a hidden card somewhere is written without
the card; a card that only its player ever sees (a descriptor's ``kept_secret`` kinds, such
as a card played face down to the centre in a game that keeps it secret) is written with the card only for
the one human at a table of computer players, who played it.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.errors import IllegalAction, shown as quoted
from ..engine.registry import get_game
from ..engine.replay import steps
from . import games, names, shown
from .i18n import Viewer, plural, tr
from .reasons import field_text
from .saved_games import game_title, hand_word, players_text, progress_text


# a move whose card is not told: while its hand is in play, and to everyone but its player
HIDDEN = ("{name} makes a hidden move (shown once the hand is over)",
          "You make a hidden move (shown once the hand is over)")
FACE_DOWN = ("{name} plays a card face down", "You play a card face down")


class History:
    """The lines of one saved game's history (:meth:`lines`)."""

    def __init__(self, record) -> None:
        self.record = record
        self.seats = record.seats
        self.about = games.get(record.game)  # the words of its moves and events
        self.kept_secret = self.about.kept_secret

    def name(self, seat) -> str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            return tr("the table")
        name = names.shown(self.seats, seat)
        return name if isinstance(name, Viewer) else shown.text(name, 40)  # "you" stays the player here

    def lines(self) -> list[str]:
        rec = self.record
        state = rec.setup.build()
        out = [f"{game_title(rec.game)}: {players_text(rec)}"]
        hand = self._open_hand(state, out)
        before = self._start(state)
        pending: list[tuple[list, list]] = []  # the hand in play: each move's lines, and as hidden
        for step in steps(state, rec.actions):
            if step.dealt:
                hand = self._open_hand(state, out)
                continue
            pending.append(self._move(step.seat, step.action, step.events, state))
            if state.hand_over or state.is_over:
                out += [line for lines, _hidden in pending for line in lines]
                pending = []
                out += self._result(before, state, hand)
                before = self._standing(state)
        out += [line for _lines, hidden in pending for line in hidden]
        if not state.is_over:
            out += ["", tr("In play: {progress}", progress=progress_text(rec, state))]
        return out

    # ---- parts ---------------------------------------------------------------------------
    def _open_hand(self, state, out: list[str]) -> int:
        hand = state.summary().get("hand_no") or 1
        word = hand_word(self.record.game, hand)
        out.append("")
        out.append(word[:1].upper() + word[1:])
        return hand

    def lone(self, seat) -> bool:
        """Whether ``seat`` is the one human at a table of computer players ("you")."""
        humans = [i for i, s in enumerate(self.seats) if s.kind == "human"]
        return humans == [seat]

    def say(self, phrases: tuple[str, str], seat, **fields) -> str:
        third, second = phrases
        return tr(second, **fields) if self.lone(seat) else tr(third, name=self.name(seat), **fields)

    def _move(self, seat, action: str, events, state) -> tuple[list[str], list[str]]:
        """One action in words, with what its events told everyone; and the same while its
        hand is in play (a move that hid a card, without the card)."""
        try:
            kind, fields = state.decode_action(state.string_to_action(action))
        except (IllegalAction, ValueError, KeyError, TypeError):
            kind, fields = None, {}
        words = {k: field_text(k, v, self.name, self.record.game) for k, v in fields.items()}
        if "rank" in words and "card" not in words:
            words["card"] = words["rank"]
        secret = kind in self.kept_secret  # its card is its player's alone
        phrases = FACE_DOWN if secret and not self.lone(seat) else self.about.moves.get(kind)
        try:
            line = self.say(phrases, seat, **words) if phrases is not None else \
                tr("{name}: {action}", name=self.name(seat), action=shown.text(action, 40))
        except (KeyError, IndexError):
            line = tr("{name}: {action}", name=self.name(seat), action=shown.text(action, 40))
        public = [e.for_seat(None) for e in events]
        drawn = [e for e in public if e.kind == kind and e.seat == seat and kind in self.about.drawn]
        for e in drawn[:1]:
            cards = e.data.get("cards") if isinstance(e.data.get("cards"), list) else [e.data.get("rank")]
            if all(c is not None for c in cards) and cards:
                line += " → " + ", ".join(field_text("card", c, self.name, self.record.game) for c in cards)
        lines = ["  " + line] + ["    " + text for text in self._outcomes(public)]
        hidden = any(k in fields for k in ("card", "rank")) and any(e.secret for e in events)
        unknown = FACE_DOWN if secret else HIDDEN
        return lines, (["  " + self.say(unknown, seat)] + lines[1:] if hidden else lines)

    def _outcomes(self, events) -> list[str]:
        out = []
        for e in events:
            d = e.data
            if e.kind in self.about.counted:
                out.append(plural(*self.about.counted[e.kind], d.get("count", 0)))
            if e.kind not in self.about.outcomes:
                continue
            seat = d.get("winner", d.get("seat", e.seat))
            out.append(self.say(self.about.outcomes[e.kind], seat, rank=d.get("rank"),
                                card=field_text("card", d.get("rank"), self.name, self.record.game),
                                n=d.get("amount", (d.get("trick") or 0) + 1)))
        return out

    def _standing(self, state) -> tuple[str, list] | None:
        res = state.result()
        for key in ("chips", "scores"):
            values = res.get(key)
            if isinstance(values, list) and values:
                return key, list(values)
        return None

    def _start(self, state) -> tuple[str, list] | None:
        """The standing before the first hand was dealt (its antes not yet paid)."""
        now = self._standing(state)
        setup = self.record.setup
        if now is None or now[0] != "chips":
            return now
        if setup.chips is not None:
            return "chips", list(setup.chips)
        bankroll = next((o.default for o in get_game(setup.game).options if o.name == "bankroll"), None)
        bankroll = setup.options.get("bankroll", bankroll)
        return ("chips", [bankroll] * len(now[1])) if isinstance(bankroll, int) else now

    def _holders(self, k: int, count: int) -> str:
        """Who holds value ``k`` of ``count``: a seat, or a partnership in a game scored by side."""
        n = len(self.seats)
        if count == n:
            return self.name(k)
        members = [self.name(s) for s in range(k, n, count)]
        return tr("{first} and {last}", first=", ".join(members[:-1]), last=members[-1])

    def _result(self, before, state, hand: int) -> list[str]:
        after = self._standing(state)
        out = []
        if after is not None:
            key, values = after
            old = before[1] if before is not None and before[0] == key and len(before[1]) == len(values) else None
            parts = []
            for k, v in enumerate(values):
                change = "" if old is None or old[k] == v else f" ({v - old[k]:+d})"
                parts.append(f"{self._holders(k, len(values))} {v}{change}")
            label = tr("Chips") if key == "chips" else tr("Points")
            word = hand_word(self.record.game, hand)
            out.append("  " + tr("After {hand}: {standing}", hand=word, standing=f"{label}: " + ", ".join(parts)))
        if state.is_over:
            out.append("")
            out.append(progress_text(self.record, state)[:1].upper() + progress_text(self.record, state)[1:])
        return out


def history_text(record) -> str:
    """The whole history of ``record`` (a :class:`~..storage.saves.SaveRecord`) as text."""
    return "\n".join(History(record).lines()) + "\n"


class Unreadable(Exception):
    """A saved game a command cannot use; the message is one sentence in the current
    language naming why (no such file, a folder, a named pipe, a device, damaged JSON, an
    illegal move...)."""


def read_save(path):
    """``(record, state)`` of the saved game at ``path`` for a command (``history``,
    ``replay``), read by the one careful reader (a named pipe is never waited on, a link to
    a device never read), or :class:`Unreadable`."""
    from ..storage.safe_read import BadFile
    from ..storage.saves import load_file
    from .file_reasons import bad_file_words, reason_words

    try:
        return load_file(Path(path))
    except BadFile as exc:
        reason = bad_file_words(exc)
    except OSError:
        reason = reason_words("cannot_read", {})
    raise Unreadable(tr("{file} is not a saved game that can be read: {reason}",
                        file=quoted(str(path)), reason=reason))
