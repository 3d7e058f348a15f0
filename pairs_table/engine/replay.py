"""A game as data: its set-up and its action log, and the one function that replays them.

A :class:`Setup` is everything a game starts from (the scenario contract's keys without the
actions): game, players, options, seed, and where given the first dealer, chips, pot,
scores and scripted deals. :meth:`Setup.build` makes the state; :func:`replay` plays an
action log on it. Saves, undo, resumed and hosted tables, the history, the replay's timeline
and the scenario command all go through :func:`steps`, :func:`replay` and :func:`play`, so a
log means the same thing everywhere.

Between two hands the log holds no "deal" step: :func:`play` deals the next hand by itself
before a seat's action, and table actions (ending a chip session) are taken as they come.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .base import DealScript, Event, GameState
from .errors import IllegalAction, shown
from .registry import get_game
from .rng import Rng

SETUP_KEYS = ("dealer", "chips", "pot", "scores")


@dataclass(frozen=True)
class Setup:
    """The set-up of one game. Build it with :func:`.scenario.parse_setup` from untrusted
    data (it checks every field), or directly from values the program made itself."""

    game: str
    players: int
    options: dict = field(default_factory=dict)
    seed: int = 0
    dealer: int | None = None
    chips: list | None = None
    pot: int | None = None
    scores: list | None = None
    deals: tuple = ()  # DealScript per fresh shuffle, as card ids

    def __post_init__(self) -> None:
        object.__setattr__(self, "deals", tuple(d if isinstance(d, DealScript) else DealScript.from_json(d)
                                                for d in self.deals))

    def build(self, record: bool = True) -> GameState:
        """The state before the first action (its first hand dealt)."""
        info = get_game(self.game)
        return info.state_class.new(
            self.players, dict(self.options), Rng(self.seed), dealer=self.dealer,
            chips=None if self.chips is None else list(self.chips), pot=self.pot,
            scores=None if self.scores is None else list(self.scores),
            deals=[DealScript([list(h) for h in d.hands], list(d.deck), [list(s) for s in d.shuffles])
                   for d in self.deals],
            record=record)

    def to_json(self) -> dict:
        """The scenario keys of this set-up (card names in deals)."""
        out = {"game": self.game, "players": self.players, "options": dict(self.options), "seed": self.seed}
        for key in SETUP_KEYS:
            value = getattr(self, key)
            if value is not None:
                out[key] = list(value) if isinstance(value, list) else value
        if self.deals:
            name = get_game(self.game).card_name
            out["deals"] = [{"hands": [[name(c) for c in h] for h in d.hands],
                             "deck": [name(c) for c in d.deck],
                             "shuffles": [[name(c) for c in s] for s in d.shuffles]} for d in self.deals]
        return out


@dataclass(frozen=True)
class Step:
    """One step of a replayed log: the deal before action ``index`` (``dealt``) or that
    action itself. ``seat`` is who took the action (None for a deal or a table action),
    ``events`` what the step added to the state's log from its position ``start`` on."""

    index: int
    action: str
    dealt: bool
    seat: int | None
    events: list
    start: int


def deals_first(state: GameState, action: str) -> bool:
    """Whether ``action`` of a log waits for the next hand to be dealt: the last hand is
    over, the game is not, and ``action`` is not a table action (taken between hands)."""
    return state.hand_over and not state.is_over and state.table_action(action) is None


def deal_for(state: GameState, action: str) -> list[Event]:
    """Deal the next hand when ``action`` waits for it (:func:`deals_first`); its events."""
    return state.next_hand() if deals_first(state, action) else []


def play(state: GameState, action: str) -> list[Event]:
    """Apply one action of a log: the next hand is dealt first when the last one is over
    (unless ``action`` is a table action, taken between hands). Returns every event."""
    return [*deal_for(state, action), *state.apply(action)]


def steps(state: GameState, actions):
    """Play ``actions`` on ``state`` one by one, yielding a :class:`Step` for each deal and
    each action (the state has moved on when a step is seen). The one loop that turns a log
    into positions: :func:`replay`, the history, the replay's timeline, a hosted table and a
    resumed table all walk a log through it. An action that is not legal raises
    :class:`IllegalAction` with its index in the reason."""
    for i, act in enumerate(actions):
        if not isinstance(act, str):
            raise IllegalAction(shown(act), "not_now", {}, [], reason=f"action {i} is not an action string")
        if deals_first(state, act):
            start = len(state.log)
            yield Step(i, act, True, None, state.next_hand(), start)
        start, seat = len(state.log), state.to_act
        try:
            events = state.apply(act)
        except IllegalAction as exc:
            raise exc.at(i) from None
        yield Step(i, act, False, seat, events, start)


def replay(setup: Setup, actions, *, record: bool = True, upto: int | None = None) -> GameState:
    """The state after the first ``upto`` (default: all) ``actions`` of a game. An action
    that is not legal raises :class:`IllegalAction` with its index in the reason."""
    state = setup.build(record)
    for _step in steps(state, actions if upto is None else actions[:upto]):
        pass
    return state
