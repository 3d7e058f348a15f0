"""tools/ai_report.py writes docs/ai.md only from runs that cover every game."""

from __future__ import annotations

import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parents[1] / "tools" / "ai_report.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("ai_report_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_runs_of_some_games_leave_the_page_as_it_is(tmp_path, monkeypatch, capsys):
    tool = load_tool()
    page = tmp_path / "ai.md"
    page.write_text("the rows of every game\n", encoding="utf-8")
    monkeypatch.setattr(tool, "OUT", page)
    monkeypatch.setattr(tool, "CACHE", tmp_path / "ai_runs.json")
    one = next(iter(tool.GAMES))
    assert tool.write({one: {}}) is False
    assert page.read_text(encoding="utf-8") == "the rows of every game\n"
    assert "left as it is" in capsys.readouterr().err
    assert tool.main(["--render"]) == 2  # no runs kept at all
    assert page.read_text(encoding="utf-8") == "the rows of every game\n"
