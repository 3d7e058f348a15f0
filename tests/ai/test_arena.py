"""The duplicate tournament and its command-line contract."""

import json
import subprocess
import sys

import pytest

from pairs_table.ai.arena import percentile, run_tournament, seat_plan


@pytest.mark.parametrize("players, k", [(2, 2), (3, 2), (4, 2), (5, 3), (8, 3)])
def test_every_agent_plays_every_seat_once_per_deal(players, k):
    plans = [seat_plan(players, k, r) for r in range(k)]
    for seat in range(players):
        assert sorted(p[seat] for p in plans) == list(range(k))


def test_hasenpfeffer_partnerships_are_seats_0_2_and_1_3():
    assert seat_plan(4, 2, 0) == [0, 1, 0, 1]
    assert seat_plan(4, 2, 1) == [1, 0, 1, 0]


@pytest.mark.parametrize("game, players", [("pairs", 2), ("pairs", 4), ("hasenpfeffer", 4)])
def test_identical_agents_tie_exactly_because_luck_cancels(game, players):
    # Both sides play the same deterministic agent on the same deals, each from every seat:
    # the duplicate format must give them exactly the same mean.
    res = run_tournament(game, players, ["random", "random"], deals=6, seed=3)
    a, b = res["agents"]["A"], res["agents"]["B"]
    assert a["n"] == b["n"] == 6
    if game == "hasenpfeffer":
        assert a["mean"] == pytest.approx(-b["mean"]) and a["mean"] == pytest.approx(0.0)
    else:
        assert a["mean"] == pytest.approx(b["mean"])


def test_results_are_reproducible_for_a_seed():
    a = run_tournament("blackstone", 3, ["random", "random"], deals=5, seed=9)
    b = run_tournament("blackstone", 3, ["random", "random"], deals=5, seed=9)
    assert a["agents"] == b["agents"]


def test_percentile():
    xs = [1.0, 2.0, 3.0, 4.0, 5.0]
    assert percentile(xs, 50) == 3.0
    assert percentile(xs, 100) == 5.0
    assert percentile(xs, 95) == pytest.approx(4.8)


def cli(*args):
    return subprocess.run([sys.executable, "-m", "pairs_table", "tournament", *args],
                          capture_output=True, text=True, timeout=120)


def test_cli_json_contract():
    p = cli("--game", "hawthorn", "--players", "3", "--agents", "random,random",
            "--deals", "4", "--seed", "2", "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert set(out) == {"game", "deals", "metric", "agents", "order", "decision_ms"}
    assert out["game"] == "hawthorn" and out["deals"] == 4
    # keyed by place (A, B) and by name; a repeated level gets a numbered name
    assert out["order"] == ["random", "random-2"]
    assert set(out["agents"]) == {"A", "B", "random", "random-2"}
    assert out["agents"]["random"] == out["agents"]["A"] and out["agents"]["random-2"] == out["agents"]["B"]
    for s in out["agents"].values():
        assert set(s) == {"mean", "ci95", "n", "name"} and s["n"] == 4 and s["ci95"] >= 0
    assert set(out["decision_ms"]) == {"random", "random-2"}


def test_cli_json_keyed_by_the_agents_names():
    p = cli("--game", "pairs", "--players", "3", "--agents", "normal,easy", "--deals", "3", "--seed", "4", "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["order"] == ["normal", "easy"]
    assert out["agents"]["normal"]["name"] == "normal" and out["agents"]["normal"] == out["agents"]["A"]
    assert out["agents"]["easy"] == out["agents"]["B"] and out["agents"]["easy"]["name"] == "easy"


@pytest.mark.parametrize("args, words", [
    (["--game", "chess", "--players", "2", "--agents", "random,random", "--deals", "1", "--seed", "1"], "not a game"),
    (["--game", "pairs", "--players", "9", "--agents", "random,random", "--deals", "1", "--seed", "1"], "2 to 8"),
    (["--game", "pairs", "--players", "3", "--agents", "random,genius", "--deals", "1", "--seed", "1"], "not an agent"),
    (["--game", "pairs", "--players", "3", "--agents", "random", "--deals", "1", "--seed", "1"], "at least two"),
    (["--game", "pairs", "--players", "3", "--agents", "random,random", "--deals", "0", "--seed", "1"], "at least 1"),
])
def test_cli_errors_say_what_to_fix(args, words):
    p = cli(*args)
    assert p.returncode == 2
    assert words in p.stderr and "Traceback" not in p.stderr
