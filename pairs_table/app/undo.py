"""Taking back a move against the computer, from a table's save record.

A table's game is its :class:`~pairs_table.storage.saves.SaveRecord`: seed, set-up and the
action strings. Undo takes back the player's last action and every computer action after
it by cutting the list there and replaying the rest from the seed, so the state is exactly
the one the player had (no copy of an old state is kept or trusted).

A take-back is refused, with the reason, when it would let the player play the same spot
again knowing more: when the undone actions showed the player something that was hidden
from them before (a card drawn, a card played from a hidden hand, a new deal). The test is
made on the player's own view: the hidden cards of the earlier state are dealt again at
random a number of times (the engine's ``determinize``, later shuffles random too) and the
undone actions replayed on each copy; if the player's view after them comes out different
on any copy, those actions revealed hidden information. On a copy another seat's action
may be replaced by any action of that seat that the player could not tell from it (a
secret first card names a card the copy's hand may not hold). In practice mode the take-back is always allowed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.errors import IllegalAction
from ..engine.replay import deal_for, replay, steps
from ..engine.rng import Rng
from ..storage.saves import SaveRecord

SAMPLES = 12  # random deals of the hidden cards tried
# why undo is refused (catalogue keys, said after "You cannot undo:")
REASONS = {
    "scripted": "this game was dealt from a script and cannot be rebuilt",
    "no move": "you have not made a move in this game yet",
    "ended": "the session was ended after your last move",
}


class UndoRefused(Exception):
    """Undo is not possible now; ``str(exc)`` is the reason (one of :data:`REASONS`)."""


@dataclass
class UndoPlan:
    cut: int  # the actions kept: record.actions[:cut]
    undone: list  # the actions taken back, the player's first
    revealing: bool  # whether the undone actions showed the player hidden cards


def actors(record: SaveRecord) -> list:
    """The seat that took each action of ``record`` (None for a table action, such as the
    end of a session)."""
    st = record.setup.build(record=False)
    return [step.seat for step in steps(st, record.actions) if not step.dealt]


def state_after(record: SaveRecord, count: int):
    """The state after the first ``count`` actions of ``record``."""
    return replay(record.setup, record.actions, upto=count)


def _seen(state, seat: int) -> dict:
    v = state.view(seat)
    v.pop("log", None)
    return v


def _trajectory(state, seat: int, actions) -> list:
    return [_seen(state, seat) for step in steps(state, actions) if not step.dealt]


def _follows(state, seat: int, actions, truth) -> bool:
    """Whether ``state`` can go through the same views of ``seat`` as ``truth``: ``seat``'s
    own actions as they were, any other seat's action one that ``seat`` cannot tell from
    the real one (a secret choice names a card of a hand ``seat`` never saw)."""
    for act, seen in zip(actions, truth):
        table = state.table_action(act) is not None
        deal_for(state, act)
        if table or state.to_act == seat:
            tries = [act]
        else:
            legal = state.legal_strings()
            tries = [act] + [a for a in legal if a != act] if act in legal else legal
        for a in tries:
            nxt = state.clone() if len(tries) > 1 else state
            try:
                nxt.apply(a)
            except (IllegalAction, ValueError):
                continue
            if _seen(nxt, seat) == seen:
                state = nxt
                break
        else:
            return False
    return True


def reveals(record: SaveRecord, cut: int, seat: int, samples: int = SAMPLES, seed: int = 0) -> bool:
    """Whether the actions after the first ``cut`` showed ``seat`` something hidden from it
    before them (see the module's description)."""
    undone = record.actions[cut:]
    if not undone:
        return False
    before = state_after(record, cut)
    truth = _trajectory(before.clone(), seat, undone)
    rng = Rng(seed * 7919 + cut)
    for _ in range(samples):
        copy = before.determinize(seat, rng)
        copy.rng = Rng(rng.next_u64())  # later shuffles are hidden from the player too
        if not _follows(copy, seat, undone, truth):
            return True
    return False


def plan(record: SaveRecord | None, seat: int) -> UndoPlan:
    """What undo would take back for the player at ``seat``; :class:`UndoRefused` when
    there is nothing of theirs to take back."""
    if record is None:
        raise UndoRefused(REASONS["scripted"])
    who = actors(record)
    mine = [i for i, s in enumerate(who) if s == seat]
    if not mine:
        raise UndoRefused(REASONS["no move"])
    cut = mine[-1]
    undone = record.actions[cut:]
    if any(a is None for a in who[cut:]):
        raise UndoRefused(REASONS["ended"])
    return UndoPlan(cut, list(undone), reveals(record, cut, seat))


def cut_record(record: SaveRecord, cut: int) -> SaveRecord:
    """A copy of ``record`` with only its first ``cut`` actions."""
    return replace(record, actions=list(record.actions[:cut]))
