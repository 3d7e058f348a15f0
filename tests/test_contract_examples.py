"""Every fixture of tests/scenarios (the worked examples of the rules), run as a scenario
through the contract command and compared with its ``expect``."""

import json
import pathlib
import subprocess
import sys

import pytest

SCENARIOS = pathlib.Path(__file__).resolve().parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))
# The worked examples of the rules (69) and the fixtures of later rulings (S-5 when, L-T).
COUNT = 72


def test_every_fixture_is_present_with_a_note_and_an_expected_result():
    # Losing fixtures silently would turn this whole file into a no-op.
    assert len(FILES) == COUNT, f"expected {COUNT} fixtures in {SCENARIOS}, found {len(FILES)}"
    for path in FILES:
        scn = json.loads(path.read_text(encoding="utf-8"))
        note = scn.get("note")
        assert isinstance(note, str) and note.strip() and "\n" not in note, path.name
        assert isinstance(scn.get("expect"), dict) and scn["expect"], path.name


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_example(path):
    scn = json.loads(path.read_text(encoding="utf-8"))
    expect = scn.pop("expect")
    scn.pop("note")
    p = subprocess.run([sys.executable, "-m", "pairs_table", "scenario", "-"],
                       input=json.dumps(scn), capture_output=True, text=True, timeout=60)
    assert "Traceback" not in p.stderr, p.stderr
    out = json.loads(p.stdout)
    if expect.get("ok", True) is False:
        assert p.returncode == 2 and out["ok"] is False, out
        assert isinstance(out["error"], str) and out["error"]
    else:
        assert p.returncode == 0 and out["ok"] is True, out
        for k, v in expect.items():
            if k == "legal":
                assert sorted(map(str.lower, out[k])) == sorted(map(str.lower, v)), path.name
            else:
                assert out[k] == v, (path.name, k, out[k], v)
