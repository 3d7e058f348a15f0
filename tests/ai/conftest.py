"""Fixtures of the AI tests."""

import importlib.util
import pathlib

import pytest

from pairs_table.ai.base import make_agent
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import build_state


def _easy_views(game: str, count: int) -> list:
    """Views and legal moves of seats in 4-player hands of ``game`` played by the easy
    policy (varied play)."""
    rng = Rng(4)
    easy = make_agent(game, "easy")
    out = []
    seed = 0
    while len(out) < count:
        st = build_state({"game": game, "players": 4, "seed": seed, "options": {"max_hands": 1}})
        seed += 1
        while not st.hand_over:
            seat, legal = st.to_act, st.legal_strings()
            view = st.view(seat)
            out.append((view, legal))
            st.apply(easy.choose(view, legal, rng))
    return out


@pytest.fixture
def easy_views():
    return _easy_views


TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"


def _load_tool(name: str):
    """The module of ``tools/<name>.py``."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture
def load_tool():
    return _load_tool
