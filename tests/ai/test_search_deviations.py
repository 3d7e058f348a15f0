"""tools/search_deviations.py: the true gain of the moves where hard leaves its policy."""

from pairs_table.ai.base import make_agent
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import build_state

def test_a_move_against_itself_gains_nothing_and_another_move_is_played_out(load_tool):
    tool = load_tool("search_deviations")
    st = build_state({"game": "hawthorn", "players": 4, "seed": 3})
    agents = [make_agent("hawthorn", "normal") for _ in range(4)]
    legal = st.legal_strings()
    assert tool.true_gain(st, st.to_act, legal[0], legal[0], agents, Rng(1), 5) == (0.0, 0.0)
    mean, half = tool.true_gain(st, st.to_act, legal[0], legal[-1], agents, Rng(1), 20)
    assert half > 0.0 and mean != 0.0
    assert st.legal_strings() == legal  # the real state is left as it was


def test_deviations_are_repeatable_and_differ_from_the_reference(load_tool):
    tool = load_tool("search_deviations")
    one = tool.deviations("goblins_poker", 2, 3, 0.0, 2)
    assert one == tool.deviations("goblins_poker", 2, 3, 0.0, 2)
    assert one["decisions"] > 0 and one["deviations"]
    for phase, _round, ref, move, _gain in one["deviations"]:
        assert move != ref and phase in ("choose", "turn")
