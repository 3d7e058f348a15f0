"""Every worked example of the rules specs, as a scenario through the contract command."""

import json
import pathlib
import subprocess
import sys

import pytest

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "shared" / "contract" / "examples"
SCENARIOS = pathlib.Path(__file__).resolve().parent / "scenarios"
FILES = sorted(EXAMPLES.glob("*.json")) + sorted(SCENARIOS.glob("*.json"))


def test_examples_are_present():
    # 69 worked-example scenarios ship with the contract; losing them silently would
    # turn this whole file into a no-op.
    assert len(FILES) >= 60, f"expected the contract examples beside the repo, found {len(FILES)}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_example(path):
    scn = json.loads(path.read_text())
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
