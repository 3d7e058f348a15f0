"""The game protocol shared by every rules module.

A game module exposes a ``GameState`` subclass and a module-level ``GAME`` :class:`GameInfo`.
The shape follows OpenSpiel's game API, with the random generator injected (RLCard):

* actions are small ints; ``action_to_string`` / ``string_to_action`` give their stable text
  form (the strings of the scenario contract);
* ``apply(action)`` returns the list of :class:`Event` it caused (including every automatic
  step up to the next decision or the end of the hand);
* ``view(seat)`` is a JSON-able dict of exactly what that seat may see;
* a hand (deal, round) ends with ``hand_over`` true; ``next_hand()`` deals the next one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .errors import IllegalAction, ScenarioError, shown
from .refusals import english
from .rng import Rng


# ---- options ---------------------------------------------------------------------


@dataclass(frozen=True)
class Option:
    """One configuration option of a game, as the rule book names it."""

    name: str
    default: Any
    choices: tuple | None = None  # allowed values for a choice / on-off option
    minimum: int | None = None  # for numbers
    maximum: int | None = None
    nullable: bool = False  # ``None`` allowed (e.g. ``max_hands`` unlimited)
    help: str = ""
    # A whole number that can also be switched off (e.g. ``pairs_stake``): ``false`` or 0
    # mean off (stored as ``False``), ``true`` means ``on_value``, else a number >= minimum.
    switchable: bool = False
    on_value: Any = None

    def check(self, value):
        if value is None and self.nullable:
            return None
        if self.switchable:
            return self._check_switchable(value)
        if self.choices is not None:
            if isinstance(self.default, bool):
                if not isinstance(value, bool):
                    raise ScenarioError(f"option '{self.name}' must be true or false, not {shown(value)}")
                return value
            if value not in self.choices:
                names = ", ".join(repr(c) for c in self.choices)
                raise ScenarioError(f"option '{self.name}' must be one of {names}, not {shown(value)}")
            return value
        if isinstance(self.default, int) or self.minimum is not None:
            if not isinstance(value, int) or isinstance(value, bool):
                raise ScenarioError(f"option '{self.name}' must be a whole number, not {shown(value)}")
            if self.minimum is not None and value < self.minimum:
                raise ScenarioError(f"option '{self.name}' must be at least {self.minimum}, not {shown(value)}")
            if self.maximum is not None and value > self.maximum:
                raise ScenarioError(f"option '{self.name}' must be at most {self.maximum}, not {shown(value)}")
            return value
        return value

    def _check_switchable(self, value):
        if value is False or (type(value) is int and value == 0):
            return False
        if value is True:
            return self.on_value
        low = self.minimum if self.minimum is not None else 1
        if (type(value) is not int or value < low
                or (self.maximum is not None and value > self.maximum)):
            top = f" and at most {self.maximum}" if self.maximum is not None else ""
            raise ScenarioError(
                f"option '{self.name}' must be false (off) or a whole number of at least {low}{top}, not {shown(value)}"
            )
        return value


def _seat_label(seat: int) -> str:
    return f"seat {seat}"


@dataclass(frozen=True)
class GameInfo:
    """What the scenario runner, the lobby and the CLI need to know about a game."""

    name: str  # contract name (the registry's)
    title: str  # display name: "Pairs", "Goblin's Poker", ...
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    state_class: type
    chips: bool = False  # a chip game (session bankrolls and a pot)
    hidden_info: bool = False  # needs hand-over screens in pass-and-play
    blurb: str = ""
    parse_card: Callable = None  # card name -> card id (scenario decks)
    card_name: Callable = str  # card id -> contract name
    seat_name: Callable = None  # a seat in English text (default "seat N")
    sides: int | None = None  # scores are kept per side (a partnership game's sides), not per player
    deck: str = "pairs"  # the cards it is played with: the Pairs deck, or "standard" (52 cards and jokers)

    def __post_init__(self) -> None:
        if self.seat_name is None:
            object.__setattr__(self, "seat_name", _seat_label)

    def resolve_options(self, given: Mapping | None) -> dict:
        given = dict(given or {})
        out = {}
        known = {o.name: o for o in self.options}
        for key in given:
            if key not in known:
                names = ", ".join(known) or "none"
                raise ScenarioError(f"{shown(key)} is not an option of {self.name} (its options: {names})")
        for o in self.options:
            out[o.name] = o.check(given[o.name]) if o.name in given else o.default
        return out

    def score_slots(self, players: int) -> int:
        """How many scores a set-up of ``players`` gives: one per side or per player."""
        return self.sides or players

    def check_players(self, players) -> int:
        if not isinstance(players, int) or isinstance(players, bool):
            raise ScenarioError(f"'players' must be a whole number, not {shown(players)}")
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                raise ScenarioError(f"{self.title} is played by exactly {self.min_players} players, not {shown(players)}")
            raise ScenarioError(
                f"{self.title} takes {self.min_players} to {self.max_players} players, not {shown(players)}"
            )
        return players


# ---- scripted random events (scenarios and tests) ---------------------------------


@dataclass
class DealScript:
    """Fixed outcomes of one fresh shuffle (a scenario's ``deals`` entry), as card ids."""

    hands: list[list[int]] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    shuffles: list[list[int]] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"hands": [list(h) for h in self.hands], "deck": list(self.deck),
                "shuffles": [list(s) for s in self.shuffles]}

    @classmethod
    def from_json(cls, d: dict) -> "DealScript":
        return cls([list(h) for h in d["hands"]], list(d["deck"]), [list(s) for s in d["shuffles"]])


class Shuffler:
    """Gives every random event of a game its outcome: from the script while it has one,
    else from the state's generator. Kept in the state, so clones and saves carry it."""

    __slots__ = ("deals", "current")

    def __init__(self, deals: list[DealScript] | None = None) -> None:
        self.deals: list[DealScript] = list(deals or [])
        self.current: DealScript | None = None

    def next_deal(self) -> DealScript | None:
        """Call at every fresh shuffle of a whole deck: the next scripted deal, or None."""
        self.current = self.deals.pop(0) if self.deals else None
        return self.current

    def shuffle(self, cards: list, rng: Rng, name: Callable = str) -> None:
        """Shuffle ``cards`` in place (a mid-deal random event): the current deal's next
        scripted ``shuffles`` entry if there is one, else the generator."""
        cur = self.current
        if cur is not None and cur.shuffles:
            order = cur.shuffles.pop(0)
            if sorted(order) != sorted(cards):
                raise ScenarioError(
                    "a scripted shuffle lists " + ", ".join(name(c) for c in order)
                    + " but the cards shuffled are " + ", ".join(name(c) for c in sorted(cards))
                )
            cards[:] = order
        else:
            rng.shuffle(cards)

    def clone(self) -> "Shuffler":
        s = Shuffler.__new__(Shuffler)
        s.deals = [DealScript([list(h) for h in d.hands], list(d.deck), [list(x) for x in d.shuffles])
                   for d in self.deals]
        c = self.current
        s.current = None if c is None else DealScript([list(h) for h in c.hands], list(c.deck),
                                                      [list(x) for x in c.shuffles])
        return s

    def to_json(self) -> dict:
        return {"deals": [d.to_json() for d in self.deals],
                "current": None if self.current is None else self.current.to_json()}

    @classmethod
    def from_json(cls, d: dict) -> "Shuffler":
        s = cls([DealScript.from_json(x) for x in d["deals"]])
        s.current = None if d["current"] is None else DealScript.from_json(d["current"])
        return s


# ---- events ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, for the log and the animations.

    ``data`` is public. ``secret`` holds the values only ``viewers`` may see (for example
    the rank of a card a player drew into a hidden hand); ``for_seat`` strips it for other
    seats. ``text`` is the public English log line (it never reveals ``secret``).
    """

    kind: str
    seat: int | None = None
    data: Mapping = field(default_factory=dict)
    text: str = ""
    secret: Mapping | None = None
    viewers: tuple = ()

    def for_seat(self, seat: int | None) -> "Event":
        if self.secret is None or (seat is not None and seat in self.viewers):
            return self
        return Event(self.kind, self.seat, self.data, self.text, None, ())

    def to_json(self) -> dict:
        d = {"kind": self.kind, "seat": self.seat, "data": dict(self.data), "text": self.text}
        if self.secret is not None:
            d["secret"] = dict(self.secret)
            d["viewers"] = list(self.viewers)
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Event":
        return cls(d["kind"], d["seat"], d.get("data", {}), d.get("text", ""),
                   d.get("secret"), tuple(d.get("viewers", ())))


class EventSink(list):
    """The events of one step, in order: :meth:`add` records one. A state that records
    nothing (an AI's search copy) writes into :data:`DISCARD` instead, which keeps nothing,
    so rules code adds its events the same way whether or not anyone reads them.

    The English ``text`` may be a template over the event's ``data`` (and ``seat``): it is
    filled in only when the event is kept, so a search copy never formats a sentence."""

    __slots__ = ()
    recording = True  # False for the discarding sink: guard only work done for events alone

    def add(self, kind: str, seat: int | None = None, data: Mapping | None = None, text: str = "",
            secret: Mapping | None = None, viewers: tuple = ()) -> None:
        data = {} if data is None else data
        if "{" in text:
            fields = dict(data)
            fields.setdefault("seat", seat)
            text = text.format(**fields)
        self.append(Event(kind, seat, data, text, secret, viewers))


class _Discard(EventSink):
    __slots__ = ()
    recording = False

    def add(self, kind, seat=None, data=None, text="", secret=None, viewers=()) -> None:
        pass

    def append(self, event) -> None:
        pass

    def extend(self, events) -> None:
        pass

    def __iadd__(self, events):
        return self


DISCARD = _Discard()


# ---- the state protocol ------------------------------------------------------------


class GameState:
    """Base class of every game's state: the one protocol all six games implement.

    Attributes every state has: ``players``, ``options`` (resolved dict), ``rng``
    (:class:`Rng`), ``shuffler`` (:class:`Shuffler`), ``record`` and ``log`` (list of
    :class:`Event`, all events so far; empty when ``record`` is False, as in AI search
    clones).

    Each game implements, with these signatures:

    * ``new(players, options=None, rng=None, *, dealer=None, chips=None, pot=None,
      scores=None, deals=None, record=True)`` (classmethod): a new game, its first hand dealt;
    * ``to_act`` (the seat to act, ``None`` when nobody), ``hand_over``, ``is_over``;
    * ``legal_actions()`` (ints), ``_apply(action)`` (a legal action, already checked; returns
      the events up to the next decision or the end of the hand), ``_next_hand()``;
    * ``action_to_string`` / ``string_to_action`` (the scenario contract's text forms) and
      ``decode_action(action) -> (kind, fields)`` (the same action as a kind and typed fields,
      named as in :mod:`.refusals`, for front ends);
    * ``why_illegal(action) -> (code, params)``: the reason a refused action is refused;
    * ``view(seat)``: exactly what ``seat`` may see; ``summary()``: the public facts of the
      position (see each game's docstring); ``result()``: the scenario contract's keys;
    * ``clone(record=None)``, ``determinize(seat, rng)`` (a copy consistent with
      ``view(seat)``, hidden cards dealt again), ``to_json()`` / ``from_json(data)``.

    Between hands a game may also offer *table actions* (:attr:`TABLE_ACTIONS`: text ->
    action), taken by the players together rather than by a seat: ending a chip session.
    They are applied with :meth:`apply` like any action and never appear in
    ``legal_actions()``.
    """

    info: GameInfo  # set by each subclass
    TABLE_ACTIONS: Mapping[str, int] = {}

    # -- to implement ------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        raise NotImplementedError

    @property
    def hand_over(self) -> bool:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list[int]:
        raise NotImplementedError

    def _apply(self, action: int) -> list[Event]:
        """Apply a legal action (already checked) and advance to the next decision."""
        raise NotImplementedError

    def _next_hand(self) -> list[Event]:
        raise NotImplementedError

    def _apply_table(self, action: int) -> list[Event]:
        """Apply a table action (already checked)."""
        raise NotImplementedError

    def action_to_string(self, action: int) -> str:
        raise NotImplementedError

    def string_to_action(self, text: str) -> int:
        """Parse an action string (any case, any spacing). Raise IllegalAction when it is
        not an action of this game at all."""
        raise NotImplementedError

    def decode_action(self, action: int) -> tuple[str, dict]:
        raise NotImplementedError

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see; ``seat=None`` gives what every seat sees (the public view)."""
        raise NotImplementedError

    def summary(self) -> dict:
        """The public facts of the position, for front ends: the public view without its log
        and legal actions. Every game's view has ``game``, ``players``, ``hand_no`` (the
        number of the hand, deal or round in play, from 1), ``phase``, ``to_act``,
        ``hand_over`` and ``over`` besides its own keys (see the game's ``view``)."""
        v = self.view(None)
        for key in ("log", "legal", "seat"):
            v.pop(key, None)
        return v

    def result(self) -> dict:
        """The contract's result keys: over, hand_over, to_act, legal, chips, pot, scores,
        active, winners."""
        raise NotImplementedError

    def clone(self, record: bool | None = None) -> "GameState":
        raise NotImplementedError

    def determinize(self, seat: int, rng: Rng) -> "GameState":
        raise NotImplementedError

    def to_json(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: dict) -> "GameState":
        raise NotImplementedError

    # -- shared -------------------------------------------------------------------
    def events(self) -> EventSink:
        """A sink for the events of one step: :data:`DISCARD` when nothing records."""
        return EventSink() if self.record else DISCARD

    def legal_strings(self) -> list[str]:
        return [self.action_to_string(a) for a in self.legal_actions()]

    def is_legal(self, action: int) -> bool:
        """``action in legal_actions()``; games may answer faster."""
        return action in self.legal_actions()

    def table_actions(self) -> list[str]:
        """The table actions open now (none while a hand is being played)."""
        return []

    def table_action(self, text) -> int | None:
        """The table action ``text`` names, or None."""
        if not self.TABLE_ACTIONS or not isinstance(text, str):
            return None
        return self.TABLE_ACTIONS.get(" ".join(parse_words(text)))

    def apply(self, action) -> list[Event]:
        """Apply an action (int or text). Raise :class:`IllegalAction`, leaving the state
        unchanged, if it is not legal now."""
        if action.__class__ is int and self.is_legal(action):  # the common case, in one call
            events = self._apply(action)
        else:
            events = self._apply_checked(action)
        if self.record:
            self.log.extend(events)
        return events

    def _apply_checked(self, action) -> list[Event]:
        """The events of a table action or of an action given as text (or an int that is
        not legal now), after checking it; the refusal, with its reason, otherwise."""
        text = action if isinstance(action, str) else None
        table = self.table_action(text)
        if table is not None:
            words = " ".join(parse_words(text))
            if words not in self.table_actions():
                exc = self.refusal(text, *self.why_table_illegal(table))
                exc.kind, exc.fields = words.replace(" ", "_"), {}
                raise exc
            return self._apply_table(table)
        if text is not None:
            action = self.string_to_action(text)
        if not self.is_legal(action):
            try:
                known = self.action_to_string(action)
            except (ValueError, TypeError, IndexError, KeyError):  # no action of this game
                raise self.refusal(text if text is not None else str(action), "not_now") from None
            raise self.refusal(text if text is not None else known, *self.why_illegal(action), action=action)
        return self._apply(action)

    def apply_known(self, action: int) -> list[Event]:
        """Apply ``action``, an int taken from this very state's :meth:`legal_actions`,
        without checking it again (search playouts, where every action comes from there)."""
        events = self._apply(action)
        if self.record:
            self.log.extend(events)
        return events

    def next_hand(self) -> list[Event]:
        """Deal the next hand (deal, round) after ``hand_over``."""
        if self.is_over:
            raise self.refusal("next hand", *self.why_illegal(None))
        if not self.hand_over:
            raise IllegalAction("next hand", "not_now", {}, self.legal_strings(),
                                reason="the current hand is still being played")
        events = self._next_hand()
        if self.record:
            self.log.extend(events)
        return events

    def why_illegal(self, action) -> tuple[str, dict]:
        """Why ``action`` is refused now: a code of :data:`.refusals.REFUSALS` and its
        fields. Games override it for precise reasons."""
        if self.is_over:
            return "game_over", {}
        if self.hand_over:
            return "hand_over", {}
        return "not_now", {}

    def why_table_illegal(self, action: int) -> tuple[str, dict]:
        if self.is_over:
            return "game_over", {}
        return "mid_hand", {}

    def refusal(self, text, code: str, params: dict | None = None, *, action: int | None = None) -> IllegalAction:
        """The :class:`IllegalAction` for refusing ``text`` now, its reason in this game's
        English (seats by this game's names)."""
        params = dict(params or {})
        kind = fields = None
        if action is not None:
            try:
                kind, fields = self.decode_action(action)
            except (ValueError, IndexError, KeyError, NotImplementedError):
                pass
        return IllegalAction(str(text).strip(), code, params, self.legal_strings(),
                             reason=english(code, params, self.info.seat_name), kind=kind, fields=fields,
                             game=self.info.name)

    def public_log(self) -> list[str]:
        return [e.text for e in self.log if e.text]

    def events_for(self, seat: int | None) -> list[Event]:
        return [e.for_seat(seat) for e in self.log]


def parse_words(text: str) -> list[str]:
    """Split an action string into lower-case words (any spacing)."""
    return str(text).strip().lower().split()


TOO_BIG = 10 ** 9  # stands for any number written with more digits than a game could use


def whole_number(word: str) -> int | None:
    """The number ``word`` writes with the digits 0-9 alone, else None. A number of more
    than nine digits counts as :data:`TOO_BIG`, so range checks refuse it (and no digit
    string is ever too long to read)."""
    if not (word.isascii() and word.isdigit()):
        return None
    digits = word.lstrip("0") or "0"
    return int(digits) if len(digits) <= 9 else TOO_BIG
