"""What a table may call on a state is one declared protocol (``app/table/state.py``): every
game's engine state implements it, and so does the view of a seat at a hosted table, with
no ``__getattr__`` standing in for a game's state."""

from __future__ import annotations

import inspect

import pytest

from pairs_table.app.table.remote import ChipViewState, ViewState
from pairs_table.app.table.state import ChipTableState, TableState
from pairs_table.engine.registry import GAME_NAMES, get_game
from pairs_table.engine.rng import Rng
from pairs_table.net.client import Update


def members(protocol) -> set[str]:
    """The names a protocol declares (its own and those of the protocols it extends)."""
    out = set()
    for cls in protocol.__mro__:
        if cls in (object,) or not getattr(cls, "_is_protocol", False) or cls.__name__ == "Protocol":
            continue
        out |= set(getattr(cls, "__annotations__", {}))
        out |= {n for n, v in vars(cls).items() if not n.startswith("_") and (callable(v) or isinstance(v, property))}
    return out


def engine_state(game: str):
    info = get_game(game)
    return info.state_class.new(info.min_players, rng=Rng(7))


def view_state(chips: bool):
    facts = {"to_act": 0, "hand_over": False, "over": False, "chips": [90, 110], "status": ["in", "in"]}
    up = Update(step=0, events=[], view={"to_act": 0, "legal": ["hit"]}, facts=facts)
    if chips:
        return ChipViewState(0, 2, {}, up, [100, 100])
    return ViewState(0, 2, {}, up)


def missing(state, protocol) -> list[str]:
    out = []
    for name in sorted(members(protocol)):
        if not hasattr(state, name):
            out.append(name)
            continue
        declared = inspect.getattr_static(protocol, name, None)
        if inspect.isfunction(declared) and not callable(getattr(state, name)):
            out.append(name)
    return out


def test_the_protocols_declare_what_a_table_calls():
    assert {"to_act", "hand_over", "is_over", "log", "legal_strings", "view", "summary", "result",
            "table_actions"} <= members(TableState)
    assert members(ChipTableState) == members(TableState) | {"standings"}


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_games_engine_state_is_a_table_state(game):
    state = engine_state(game)
    assert not missing(state, TableState), missing(state, TableState)
    assert isinstance(state, TableState)
    if get_game(game).chips:
        assert not missing(state, ChipTableState), missing(state, ChipTableState)


@pytest.mark.parametrize("chips", [False, True])
def test_a_seats_view_is_a_table_state_without_getattr(chips):
    state = view_state(chips)
    for cls in type(state).__mro__:
        assert "__getattr__" not in vars(cls), cls
    protocol = ChipTableState if chips else TableState
    assert not missing(state, protocol), missing(state, protocol)
    assert state.to_act == 0 and state.legal_strings() == ["hit"] and state.table_actions() == []


def test_a_chip_sessions_view_declares_its_standings():
    assert view_state(True).standings() == [{"seat": 0, "chips": 90, "result": -10, "status": "in"},
                                            {"seat": 1, "chips": 110, "result": 10, "status": "in"}]
    assert not hasattr(view_state(False), "standings")


def test_a_missing_member_is_seen():
    class Half:
        log: list = []

        def view(self, seat):
            return {}

    assert "legal_strings" in missing(Half(), TableState) and "log" not in missing(Half(), TableState)
