"""A hosted table: the one engine state, its save record and its seats.

Everything that changes the game goes through :class:`Table`, in one thread (the host's
event loop). It decides whether a seat may act now, applies the action, and builds each
seat's messages from that seat's view and the events as that seat may see them
(``Event.for_seat``): no other data of the state ever goes into a message. The set-up (its
seed, any scripted deal) stays in the save record on the host.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.base import LEVELS
from ..engine.base import Event, parse_words
from ..engine.errors import IllegalAction
from ..engine.refusals import english
from ..engine.registry import get_game
from ..engine.replay import steps
from ..storage.saves import SaveRecord, Seat
from .protocol import REFUSALS

SEAT_KINDS = ("remote", "here", "ai")  # a player on another computer, at the host's, the computer


@dataclass
class SeatPlan:
    """Who plays a seat: ``remote`` (a client joins it), ``here`` (a player at the host's
    own window, through a client of its own) or ``ai`` at ``level``."""

    kind: str
    level: str | None = None
    name: str = ""

    @property
    def human(self) -> bool:
        return self.kind != "ai"

    def to_json(self) -> dict:
        return {"kind": self.kind, "level": self.level, "name": self.name}


def parse_seats(text: str) -> list[SeatPlan]:
    """``remote,easy,normal`` as seat plans; ValueError with a sentence for anything else."""
    plans = []
    for word in str(text).split(","):
        word = word.strip().lower()
        if word == "remote":
            plans.append(SeatPlan("remote"))
        elif word in LEVELS:
            plans.append(SeatPlan("ai", word))
        else:
            raise ValueError(f"'{word}' is not a seat: a seat is 'remote' or an AI level "
                             f"({', '.join(LEVELS)})")
    return plans


def seat_record(plan: SeatPlan, seat: int) -> Seat:
    """The seat as the save record keeps it."""
    if plan.kind == "ai":
        return Seat(plan.name or f"Computer ({plan.level})", "ai", plan.level)
    return Seat(plan.name or f"Seat {seat + 1}", "human", None)


def canonical(state, action: str) -> str:
    """The engine's own text of ``action`` (any case and spacing is accepted)."""
    if state.table_action(action) is not None:
        return " ".join(parse_words(action))
    return state.action_to_string(state.string_to_action(action))


def replay_marked(record: SaveRecord):
    """The state after the record's actions, and the index in its log where the hand in
    play (or the last one, when it is over) began."""
    state = record.setup.build()
    mark = 0
    for step in steps(state, record.actions):
        if step.dealt:
            mark = step.start
    return state, mark


def hands_done(state, facts: dict | None = None) -> int:
    """How many hands (rounds, deals) of the game are finished (``facts``: the state's
    summary, when it is at hand)."""
    number = (facts if facts is not None else state.summary()).get("hand_no") or 0
    return number if state.hand_over else max(0, number - 1)


class Table:
    """One hosted game. ``step`` counts every change (an action or a deal) since the table
    was opened in this program; a client tags its action with the step it answers."""

    def __init__(self, record: SaveRecord, state, plans: list[SeatPlan], *, hands: int | None = None,
                 mark: int = 0) -> None:
        if len(plans) != state.players:
            raise ValueError(f"{state.info.title} here has {state.players} seats, not {len(plans)}")
        self.record = record
        self.state = state
        self.plans = plans
        self.hands = hands  # end the table after this many hands (None: the game's own end)
        self.mark = mark  # index in state.log where the current hand's events begin
        self.step = 0
        self._facts = None

    @classmethod
    def new(cls, setup, plans: list[SeatPlan], *, hands: int | None = None) -> "Table":
        record = SaveRecord(setup=setup, seats=[seat_record(p, i) for i, p in enumerate(plans)])
        return cls(record, setup.build(), plans, hands=hands)

    @classmethod
    def resume(cls, record: SaveRecord, plans: list[SeatPlan], *, hands: int | None = None) -> "Table":
        state, mark = replay_marked(record)
        return cls(record, state, plans, hands=hands, mark=mark)

    # -- what the table is ----------------------------------------------------------
    @property
    def info(self):
        return self.state.info

    @property
    def facts(self) -> dict:
        """The public summary of the position (the same for every seat)."""
        if self._facts is None:
            self._facts = self.state.summary()
        return self._facts

    @property
    def hands_done(self) -> int:
        return hands_done(self.state, self.facts)

    @property
    def finished(self) -> bool:
        """The game is over, or the hands asked for are played."""
        st = self.state
        return st.is_over or (self.hands is not None and st.hand_over and self.hands_done >= self.hands)

    def describe(self) -> dict:
        """The table's public description: the game, its seats and options, and in a chip
        session the chips each player brought to it (``start_chips``, which need not be
        the bankroll option: a table set up with other chips)."""
        info = get_game(self.record.game)
        out = {"game": info.name, "title": info.title, "players": self.state.players,
               "options": dict(self.state.options), "hands": self.hands}
        standings = getattr(self.state, "standings", None)
        if callable(standings):
            out["start_chips"] = [r["chips"] - r["result"] for r in standings()]
        return out

    def seat_names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    def name_seat(self, seat: int, name: str) -> None:
        if name and self.plans[seat].human:
            self.record.seats[seat].name = name

    # -- acting ---------------------------------------------------------------------
    def refusal(self, text: str, code: str, params: dict | None = None) -> IllegalAction:
        params = dict(params or {})
        reason = REFUSALS.get(code) or english(code, params, self.info.seat_name)
        return IllegalAction(text, code, params, [], reason=reason)

    def act(self, seat: int, action: str, step: int | None = None) -> list[Event]:
        """Apply ``seat``'s action; :class:`IllegalAction` (the state unchanged) when the
        seat may not act now or the action is not legal. A refusal names only what the
        seat itself may know: its own legal actions, never another seat's."""
        st = self.state
        if st.table_action(action) is not None:
            raise self.refusal(action, "table_action", {})
        if st.to_act != seat:
            if st.to_act is None:
                code, params = st.why_illegal(None)
                raise self.refusal(action, code, params)
            raise self.refusal(action, "not_your_turn", {"seat": st.to_act})
        if step is not None and step != self.step:
            raise self.refusal(action, "stale", {})
        text = canonical(st, action)  # IllegalAction for text that is no action of the game
        events = st.apply(text)
        self._changed()
        self.record.actions.append(text)
        return events

    def deal(self) -> list[Event]:
        """Deal the next hand (not an action of the log: a replay deals it by itself)."""
        self.mark = len(self.state.log)
        events = self.state.next_hand()
        self._changed()
        return events

    def end_session(self) -> list[Event]:
        """End a chip session between hands (the table action, recorded in the log)."""
        events = self.state.apply("end session")
        self._changed()
        self.record.actions.append("end session")
        return events

    def can_end_session(self) -> bool:
        return "end session" in self.state.table_actions()

    def _changed(self) -> None:
        self.step += 1
        self._facts = None

    # -- messages -------------------------------------------------------------------
    def view(self, seat: int) -> dict:
        return self.state.view(seat)

    def history(self, seat: int) -> list[dict]:
        """The events of the hand in play as ``seat`` may see them."""
        return [e.for_seat(seat).to_json() for e in self.state.log[self.mark:]]

    def update(self, seat: int, events: list[Event]) -> dict:
        """The ``update`` message for ``seat`` after a change."""
        return {"type": "update", "step": self.step, "hands_done": self.hands_done,
                "events": [e.for_seat(seat).to_json() for e in events],
                "view": self.state.view(seat), "facts": self.facts}

    def result(self) -> dict:
        """The final result: ``chips`` (and ``pot``) of a chip game or ``scores`` of the
        others (Pyramid Poker: victory points with advanced scoring, else the hands each
        player won in the round), ``winners`` and the number of ``hands`` played."""
        res = self.state.result()
        out = {"game": self.record.game, "over": bool(res.get("over")), "hands": self.hands_done}
        for key in ("chips", "pot", "scores", "winners"):
            if res.get(key) is not None:
                out[key] = res[key]
        if "chips" not in out and "scores" not in out:
            facts = self.facts
            last = facts.get("last_round") or {}
            scores = facts.get("vp") if facts.get("vp") is not None else last.get("wins")
            if scores is not None:
                out["scores"] = scores
        return out
