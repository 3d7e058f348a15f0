"""tools/hawthorn_variants.py: its variants change only what they name."""

from pairs_table.ai.base import make_agent
from pairs_table.ai.hawthorn import Policy
from pairs_table.engine.rng import Rng

def test_the_variants_play_as_the_policy_and_the_normal_level_and_late_differs_only_in_the_first_card(
        easy_views, load_tool):
    tool = load_tool("hawthorn_variants")
    policy, normal = Policy(), make_agent("hawthorn", "normal")
    as_policy = tool.Variant(**tool.VARIANTS["policy"])
    as_normal = tool.Variant(**tool.VARIANTS["normal"])
    late = tool.Variant(**tool.VARIANTS["late"])
    first_differs = timid = 0
    for view, legal in easy_views("hawthorn", 400):
        want = policy.choose(view, legal, Rng(1))
        assert as_policy.choose(view, legal, Rng(1)) == want
        got = late.choose(view, legal, Rng(1))
        assert as_normal.choose(view, legal, Rng(1)) == normal.choose(view, legal, Rng(1))
        timid += as_normal.choose(view, legal, Rng(1)) != got
        if view["phase"] != "choose":
            assert got == want
        else:
            first_differs += got != want
    assert first_differs > 0 and timid > 0


def test_an_unknown_variant_is_refused_with_the_known_ones(capsys, load_tool):
    tool = load_tool("hawthorn_variants")
    assert tool.main(["--only", "late,nonsense", "--deals", "5"]) == 2
    err = capsys.readouterr().err
    assert "unknown variant nonsense" in err and "floor3" in err
    assert tool.against_policy(tool.VARIANTS["policy"], 6, 1) == (0.0, 0.0)


def test_the_tuned_numbers_at_their_start_are_the_late_variant(easy_views, load_tool):
    tool = load_tool("hawthorn_variants")
    start = tool.tuned([4.0, 0.0, 0.0, 0.05, 0.25, 2.0])
    late = tool.Variant(**tool.VARIANTS["late"])
    also = tool.Variant(**start)
    for view, legal in easy_views("hawthorn", 200):
        assert also.choose(view, legal, Rng(1)) == late.choose(view, legal, Rng(1))
    changed = tool.Variant(**tool.tuned([6.0, 0.0, 0.0, 0.05, 0.25, 2.0]))
    assert any(changed.choose(v, lg, Rng(1)) != late.choose(v, lg, Rng(1)) for v, lg in easy_views("hawthorn", 200))
