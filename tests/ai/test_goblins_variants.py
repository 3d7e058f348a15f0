"""tools/goblins_variants.py: its variants change only what they name; the cross-entropy
search of tools/duel.py finds the best of a known function."""

from pairs_table.ai.base import make_agent
from pairs_table.ai.goblins_poker import Policy
from pairs_table.engine.rng import Rng


def test_the_policy_variant_plays_as_hards_policy_and_f_high_as_the_normal_level(easy_views, load_tool):
    tool = load_tool("goblins_variants")
    policy, normal = Policy(), make_agent("goblins_poker", "normal")
    as_policy = tool.Variant(**tool.VARIANTS["policy"])
    high = tool.Variant(**tool.VARIANTS["f_high"])
    rare = tool.Variant(**tool.VARIANTS["p_rare3"])
    low = tool.Variant(**tool.VARIANTS["f_low"])
    card_differs = first_differs = 0
    for view, legal in easy_views("goblins_poker", 400):
        want = policy.choose(view, legal, Rng(1))
        assert as_policy.choose(view, legal, Rng(1)) == want
        assert high.choose(view, legal, Rng(1)) == normal.choose(view, legal, Rng(1))
        got = rare.choose(view, legal, Rng(1))
        if view["phase"] == "choose":
            assert got == want
            first_differs += low.choose(view, legal, Rng(1)) != want
        else:
            card_differs += got != want
            assert low.choose(view, legal, Rng(1)) == want
    assert card_differs > 0 and first_differs > 0


def test_a_random_first_card_is_the_same_for_the_same_hand(easy_views, load_tool):
    tool = load_tool("goblins_variants")
    some = tool.Variant(random_first=0.5)
    firsts = [(v, lg) for v, lg in easy_views("goblins_poker", 300) if v["phase"] == "choose" and len(lg) > 1]
    picks = [some.choose(v, lg, Rng(1)) for v, lg in firsts]
    assert picks == [some.choose(v, lg, Rng(2)) for v, lg in firsts]
    assert any(p != Policy().choose(v, lg, Rng(1)) for p, (v, lg) in zip(picks, firsts))


def test_cross_entropy_finds_the_top_of_a_known_function(load_tool):
    duel = load_tool("duel")
    seen = []
    best = duel.cross_entropy(lambda w, gen: -(w[0] - 3.0) ** 2 - (w[1] + 1.0) ** 2, [0.0, 0.0], [2.0, 2.0],
                              30, 6, 12, 7, lambda *a: seen.append(a[0]))
    assert abs(best[0] - 3.0) < 0.2 and abs(best[1] + 1.0) < 0.2
    assert seen == list(range(12))
    assert best == duel.cross_entropy(lambda w, gen: -(w[0] - 3.0) ** 2 - (w[1] + 1.0) ** 2, [0.0, 0.0],
                                      [2.0, 2.0], 30, 6, 12, 7)


def test_an_unknown_variant_is_refused(capsys, load_tool):
    tool = load_tool("goblins_variants")
    assert tool.main(["--only", "p_rare,nonsense", "--deals", "5"]) == 2
    assert "unknown variant nonsense" in capsys.readouterr().err
