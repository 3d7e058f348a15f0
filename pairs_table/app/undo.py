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
from ..engine.rng import Rng
from ..storage.saves import END_SESSION, SaveRecord, new_state

SAMPLES = 12  # random deals of the hidden cards tried


class UndoRefused(Exception):
    """Undo is not possible now; ``str(exc)`` is the reason, one sentence for the player."""


@dataclass
class UndoPlan:
    cut: int  # the actions kept: record.actions[:cut]
    undone: list  # the actions taken back, the player's first
    revealing: bool  # whether the undone actions showed the player hidden cards


def _step(state, action: str):
    if action == END_SESSION:
        return state.end_session()
    if state.hand_over:
        state.next_hand()
    return state.apply(action)


def actors(record: SaveRecord) -> list:
    """The seat that took each action of ``record`` (None for the end of a session)."""
    st = new_state(record)
    out = []
    for act in record.actions:
        if act == END_SESSION:
            out.append(None)
            st.end_session()
            continue
        if st.hand_over:
            st.next_hand()
        out.append(st.to_act)
        st.apply(act)
    return out


def state_after(record: SaveRecord, count: int):
    """The state after the first ``count`` actions of ``record``."""
    st = new_state(record)
    for act in record.actions[:count]:
        _step(st, act)
    return st


def _seen(state, seat: int) -> dict:
    v = state.view(seat)
    v.pop("log", None)
    return v


def _trajectory(state, seat: int, actions) -> list:
    out = []
    for act in actions:
        _step(state, act)
        out.append(_seen(state, seat))
    return out


def _follows(state, seat: int, actions, truth) -> bool:
    """Whether ``state`` can go through the same views of ``seat`` as ``truth``: ``seat``'s
    own actions as they were, any other seat's action one that ``seat`` cannot tell from
    the real one (a secret choice names a card of a hand ``seat`` never saw)."""
    for act, seen in zip(actions, truth):
        if act != END_SESSION and state.hand_over:
            state.next_hand()
        if act == END_SESSION or state.to_act == seat:
            tries = [act]
        else:
            legal = state.legal_strings()
            tries = [act] + [a for a in legal if a != act] if act in legal else legal
        for a in tries:
            nxt = state.clone() if len(tries) > 1 else state
            try:
                if a == END_SESSION:
                    nxt.end_session()
                else:
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
    if not hasattr(before, "determinize"):
        return True  # nothing to compare with: assume the worst
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
        raise UndoRefused("this game was dealt from a script and cannot be rebuilt")
    who = actors(record)
    mine = [i for i, s in enumerate(who) if s == seat]
    if not mine:
        raise UndoRefused("you have not made a move in this game yet")
    cut = mine[-1]
    undone = record.actions[cut:]
    if END_SESSION in undone:
        raise UndoRefused("the session was ended after your last move")
    return UndoPlan(cut, list(undone), reveals(record, cut, seat))


def cut_record(record: SaveRecord, cut: int) -> SaveRecord:
    """A copy of ``record`` with only its first ``cut`` actions."""
    return replace(record, actions=list(record.actions[:cut]))
