"""The command line: the scenario contract's refusals, and clear errors for bad input."""

import json
import subprocess
import sys

import pytest


def run(args, stdin=None):
    p = subprocess.run([sys.executable, "-m", "pairs_table", *args], input=stdin,
                       capture_output=True, text=True, timeout=60)
    assert "Traceback" not in p.stderr, p.stderr
    return p


def refused(stdin_text):
    p = run(["scenario", "-"], stdin_text)
    assert p.returncode == 2, (p.returncode, p.stdout)
    out = json.loads(p.stdout)
    assert out["ok"] is False and set(out) == {"ok", "error", "at"}
    assert out["error"] and "\n" not in out["error"]
    return out


@pytest.mark.parametrize("text, words", [
    ("{not json", "not valid JSON"),
    ('{"game": "pairs", "players": 3', "not valid JSON"),  # truncated
    ("[1, 2]", "JSON object"),
    ('{"players": 3}', "no 'game'"),
    ('{"game": "pairs"}', "no 'players'"),
    ('{"game": "poker", "players": 3}', "not a game"),
    ('{"game": "pairs", "players": 9}', "2 to 8"),
    ('{"game": "pairs", "players": 3, "colour": 1}', "not a scenario key"),
    ('{"game": "pairs", "players": 3, "options": {"speed": 1}}', "not an option"),
    ('{"game": "pairs", "players": 3, "options": {"losing_score_mode": "fast"}}', "must be one of"),
    ('{"game": "pairs", "players": 3, "dealer": 3}', "'dealer'"),
    ('{"game": "pairs", "players": 2, "deals": [{"hands": [["1"], ["1"]]}]}', "copies of card 1"),
    ('{"game": "pairs", "players": 2, "deals": [{"hands": [["11"], ["3"]]}]}', "not a Pairs-deck card"),
    ('{"game": "pairs", "players": 2, "seed": "x"}', "'seed'"),
])
def test_malformed_scenarios_are_refused_with_one_sentence(text, words):
    out = refused(text)
    assert words in out["error"]
    assert out["at"] is None


def test_illegal_action_names_the_action_and_the_legal_ones():
    scn = {"game": "pairs", "players": 2, "dealer": 1,
           "deals": [{"hands": [["3"], ["5"]], "deck": ["7", "8"]}],
           "actions": ["hit", "take 3"]}
    out = refused(json.dumps(scn))
    assert out["at"] == 1
    assert "take 3" in out["error"] and "hit" in out["error"] and "fold" in out["error"]


def test_missing_file_is_a_clear_error():
    p = run(["scenario", "/nonexistent/scn.json"])
    assert p.returncode == 2
    out = json.loads(p.stdout)
    assert "cannot read" in out["error"] and "/nonexistent/scn.json" in out["error"]


def test_scenario_from_file_matches_stdin(tmp_path):
    scn = {"game": "pairs", "players": 3, "seed": 5, "actions": ["hit", "hit", "fold"]}
    f = tmp_path / "s.json"
    f.write_text(json.dumps(scn))
    a = run(["scenario", str(f)])
    b = run(["scenario", "-"], json.dumps(scn))
    assert a.returncode == b.returncode == 0
    assert json.loads(a.stdout) == json.loads(b.stdout)
    out = json.loads(a.stdout)
    assert out["ok"] is True and out["game"] == "pairs" and len(out["log"]) > 0


def test_unknown_command_exits_non_zero_with_usage():
    p = run(["fly"])
    assert p.returncode == 2
    assert "invalid choice" in p.stderr


def test_version_prints_the_package_version_and_exits_0():
    import tomllib
    from pathlib import Path

    from pairs_table import __version__

    project = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert __version__ == project["project"]["version"]
    p = run(["--version"])
    assert p.returncode == 0
    assert p.stdout == f"pairs-table {__version__}\n"
