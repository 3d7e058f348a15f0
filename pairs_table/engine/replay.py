"""A game as data: its set-up and its action log, and the one function that replays them.

A :class:`Setup` is everything a game starts from (the scenario contract's keys without the
actions): game, players, options, seed, and where given the first dealer, chips, pot,
scores and scripted deals. :meth:`Setup.build` makes the state; :func:`replay` plays an
action log on it. Saves, undo, resumed tables and the scenario command all go through
:func:`replay` and :func:`play`, so a log means the same thing everywhere.

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


def play(state: GameState, action: str) -> list[Event]:
    """Apply one action of a log: the next hand is dealt first when the last one is over
    (unless ``action`` is a table action, taken between hands). Returns every event."""
    events: list[Event] = []
    if state.hand_over and not state.is_over and state.table_action(action) is None:
        events += state.next_hand()
    events += state.apply(action)
    return events


def replay(setup: Setup, actions, *, record: bool = True, upto: int | None = None) -> GameState:
    """The state after the first ``upto`` (default: all) ``actions`` of a game. An action
    that is not legal raises :class:`IllegalAction` with its index in the reason."""
    state = setup.build(record)
    for i, act in enumerate(actions if upto is None else actions[:upto]):
        if not isinstance(act, str):
            raise IllegalAction(shown(act), "not_now", {}, [], reason=f"action {i} is not an action string")
        try:
            play(state, act)
        except IllegalAction as exc:
            raise exc.at(i) from None
    return state
