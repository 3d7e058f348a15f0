"""tools/search_deviations.py: the true gain of the moves where hard leaves its policy."""

import importlib.util
import pathlib

from pairs_table.ai.base import make_agent
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import build_state

TOOL = pathlib.Path(__file__).resolve().parents[2] / "tools" / "search_deviations.py"


def load():
    spec = importlib.util.spec_from_file_location("search_deviations", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_a_move_against_itself_gains_nothing_and_another_move_is_played_out():
    tool = load()
    st = build_state({"game": "hawthorn", "players": 4, "seed": 3})
    agents = [make_agent("hawthorn", "normal") for _ in range(4)]
    legal = st.legal_strings()
    assert tool.true_gain(st, st.to_act, legal[0], legal[0], agents, Rng(1), 5) == (0.0, 0.0)
    mean, half = tool.true_gain(st, st.to_act, legal[0], legal[-1], agents, Rng(1), 20)
    assert half > 0.0 and mean != 0.0
    assert st.legal_strings() == legal  # the real state is left as it was


def test_deviations_are_repeatable_and_differ_from_the_reference():
    tool = load()
    one = tool.deviations("goblins_poker", 2, 3, 0.0, 2)
    assert one == tool.deviations("goblins_poker", 2, 3, 0.0, 2)
    assert one["decisions"] > 0 and one["deviations"]
    for phase, _round, ref, move, _gain in one["deviations"]:
        assert move != ref and phase in ("choose", "turn")
