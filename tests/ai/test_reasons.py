"""Every decision of the hard agents comes with a reason: a code of REASONS whose template the
fields fill exactly, naming only what the deciding seat could see, phrased in every language."""

from __future__ import annotations

import json

import pytest

from pairs_table.ai.arena import arena_rules
from pairs_table.ai.base import Agent, make_agent
from pairs_table.ai.reasons import CATEGORIES, REASONS, Decision, english, template_fields
from pairs_table.engine import hasenpfeffer as hp
from pairs_table.engine.registry import get_game
from pairs_table.engine.rng import Rng

# fixed work per decision, so that the tests do not depend on the machine's speed
HARD = {
    "pairs": ({"depth": 2}, 4),
    "hawthorn": ({"samples": 8, "jobs": 1}, 4),
    "goblins_poker": ({"samples": 8, "jobs": 1}, 4),
    "blackstone": ({"think_ms": None}, 3),
    "hasenpfeffer": ({"samples": 4, "jobs": 1}, 4),
    "pyramid_poker": ({"iterations": 2, "jobs": 1}, 2),
}


def strings_in(obj) -> set[str]:
    """Every string and number anywhere in a view (as text); a Hasenpfeffer view's cards
    are numbers, read back as their names by :func:`visible`."""
    if isinstance(obj, dict):
        return set().union(*(strings_in(v) for v in obj.values())) if obj else set()
    if isinstance(obj, (list, tuple)):
        return set().union(*(strings_in(v) for v in obj)) if obj else set()
    return {str(obj)}


def visible(game: str, view: dict) -> set[str]:
    """What a reason may name: everything in the view (Hasenpfeffer's cards by name)."""
    out = strings_in(view)
    if game == "hasenpfeffer":
        cards = list(view["hand"]) + [c for t in view["tricks"] for _, c in t["cards"]]
        out |= {hp.card_name(c) for c in cards} | ({hp.card_name(view["discard"])} if view["discard"] is not None else set())
    return out


def decisions(game: str, steps: int, seed: int = 3):
    """(view, legal, decision) of the hard agent at every decision of a game it plays with
    every seat, for ``steps`` decisions (hands dealt on as needed)."""
    kw, players = HARD[game]
    state = get_game(game).state_class.new(players, dict(arena_rules(game).options), Rng(seed))
    agent = make_agent(game, "hard", **kw)
    rng = Rng(seed + 1)
    out = []
    while len(out) < steps and not state.is_over:
        if state.hand_over:
            state.next_hand()
            continue
        view, legal = state.view(state.to_act), state.legal_strings()
        d = agent.decide(view, legal, rng)
        out.append((view, legal, d))
        state.apply(d.action)
    return out


@pytest.fixture(scope="module", params=sorted(HARD))
def played(request):
    steps = {"pyramid_poker": 40, "hasenpfeffer": 40}.get(request.param, 30)
    return request.param, decisions(request.param, steps)


def test_every_decision_is_legal_and_has_a_reason_that_fills_its_template(played):
    game, seen = played
    assert seen
    for view, legal, d in seen:
        assert isinstance(d, Decision) and d.action in legal
        assert d.reason in REASONS
        assert template_fields(REASONS[d.reason]) == set(d.fields), (d.reason, d.fields)
        text = english(d.reason, d.fields)
        assert "{" not in text and text.strip()
        if len(legal) > 1:  # a real choice is explained by the search, not by habit
            assert d.reason not in ("usual", "only_move"), (game, d)


def test_reasons_name_only_what_the_seat_could_see(played):
    game, seen = played
    for view, legal, d in seen:
        seen_here = visible(game, view)
        for name, value in d.fields.items():
            if name.startswith("card"):
                cards = value if name == "cards" else [value]
                assert all(c in seen_here for c in cards), (game, name, value)
            if name.startswith("rank"):
                assert str(value) in seen_here
            if name.startswith("category"):
                assert value in CATEGORIES
            if name.endswith(("_pct", "_pct1")):
                assert 0.0 <= value <= 1.0


def test_the_reasons_differ_with_the_position(played):
    """The reasons are the agent's own figures for each position, not one fixed sentence."""
    game, seen = played
    chosen = [(d.reason, json.dumps(d.fields, sort_keys=True)) for _, legal, d in seen if len(legal) > 1]
    assert len(set(chosen)) > len(chosen) // 2


def test_a_hasenpfeffer_lead_that_draws_trumps_names_the_cards_it_sets_up():
    for seed in range(3, 40):
        for view, legal, d in decisions("hasenpfeffer", 40, seed):
            if d.reason == "hp_draw_trumps":
                assert d.fields["count"] >= 1 and d.fields["cards"]
                assert all(c in {hp.card_name(x) for x in view["hand"]} for c in d.fields["cards"])
                assert d.action.split()[1] not in d.fields["cards"]
                return
    pytest.fail("no trump-drawing lead in the games played")


def test_blackstone_reason_is_the_solution_it_played():
    from pairs_table.ai import blackstone as bs

    for view, legal, d in decisions("blackstone", 30):
        if len(legal) == 1:
            continue
        pos = bs.Pos.from_view(view)
        action, acts = bs.solve(pos)
        values = dict(acts)
        assert d.action == bs._action(action, legal)
        if d.reason in ("blackstone_take", "blackstone_take_last"):
            n = int(d.action.split()[1])
            assert d.fields["take_chips"] == pytest.approx(values[n])
            assert d.fields["bust_pct"] == pytest.approx(bs.bust_chance(pos, n))
            assert d.fields["pass_cost"] == view["pass_cost"]


def test_an_agent_that_does_not_explain_gives_its_usual_reason():
    agent = make_agent("pairs", "baseline")
    state = get_game("pairs").state_class.new(3, {}, Rng(1))
    d = agent.decide(state.view(state.to_act), state.legal_strings(), Rng(1))
    assert d.action in state.legal_strings() and d.reason == "usual"


def test_an_agent_must_implement_choose_or_decide():
    with pytest.raises(NotImplementedError):
        Agent().choose({}, ["hit", "fold"], Rng(1))


def test_a_decision_refuses_an_unknown_reason():
    with pytest.raises(ValueError):
        Decision("hit", "because")
