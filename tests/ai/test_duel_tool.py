"""tools/duel.py: fixed-work duels play the tournament's deals and seats."""

import pytest

from pairs_table.ai.arena import run_tournament


@pytest.fixture
def duel(load_tool):
    return load_tool("duel")


def test_spec_parses_numbers_and_words(duel):
    assert duel.parse_spec("hard:samples=64,jobs=1,margin=inf,think_ms=2.5") == (
        "hard", {"samples": 64, "jobs": 1, "margin": float("inf"), "think_ms": 2.5})
    assert duel.parse_spec("Normal") == ("normal", {})
    with pytest.raises(ValueError, match="key=value"):
        duel.parse_spec("hard:samples")


def test_same_deals_as_the_tournament(duel):
    res = duel.duel("goblins_poker", 4, "normal", "easy", 6, 3)
    t = run_tournament("goblins_poker", 4, ["normal", "easy"], 6, 3)
    s = duel.summary(res)
    assert round(s["a"][0], 4) == t["agents"]["A"]["mean"]
    assert round(s["b"][0], 4) == t["agents"]["B"]["mean"]


def test_fixed_work_is_repeatable(duel):
    one = duel.duel("hawthorn", 4, "hard:samples=2,jobs=1,rounds=1", "normal", 2, 5)
    two = duel.duel("hawthorn", 4, "hard:samples=2,jobs=1,rounds=1", "normal", 2, 5)
    assert one == two


def test_bad_agent_is_a_message(duel, capsys):
    assert duel.main(["--game", "hawthorn", "--a", "hard:speed=3", "--b", "normal", "--deals", "2"]) == 2
    assert "duel:" in capsys.readouterr().err
