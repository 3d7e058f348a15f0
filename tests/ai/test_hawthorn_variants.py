"""tools/hawthorn_variants.py: its variants change only what they name."""

import importlib.util
import pathlib

from pairs_table.ai.base import make_agent
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import build_state

TOOL = pathlib.Path(__file__).resolve().parents[2] / "tools" / "hawthorn_variants.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("hawthorn_variants", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def views(count: int):
    """Views and legal moves of seats in hands played by the easy policy (varied play)."""
    rng = Rng(4)
    easy = make_agent("hawthorn", "easy")
    out = []
    seed = 0
    while len(out) < count:
        st = build_state({"game": "hawthorn", "players": 4, "seed": seed, "options": {"max_hands": 1}})
        seed += 1
        while not st.hand_over:
            seat, legal = st.to_act, st.legal_strings()
            view = st.view(seat)
            out.append((view, legal))
            st.apply(easy.choose(view, legal, rng))
    return out


def test_the_normal_variant_plays_as_the_normal_agent_and_the_late_one_differs_only_in_the_first_card():
    tool = load_tool()
    normal = make_agent("hawthorn", "normal")
    as_normal = tool.Variant(**tool.VARIANTS["normal"])
    late = tool.Variant(**tool.VARIANTS["late"])
    first_differs = 0
    for view, legal in views(400):
        want = normal.choose(view, legal, Rng(1))
        assert as_normal.choose(view, legal, Rng(1)) == want
        got = late.choose(view, legal, Rng(1))
        if view["phase"] != "choose":
            assert got == want
        else:
            first_differs += got != want
    assert first_differs > 0


def test_an_unknown_variant_is_refused_with_the_known_ones(capsys):
    tool = load_tool()
    assert tool.main(["--only", "late,nonsense", "--deals", "5"]) == 2
    err = capsys.readouterr().err
    assert "unknown variant nonsense" in err and "floor3" in err
    assert tool.against_normal(tool.VARIANTS["normal"], 6, 1) == (0.0, 0.0)
