"""`pairs-table demo --game G --seconds 12 --language L --speech-log FILE` says at least 8
lines for every game in English and Bulgarian. The demo's 12 seconds are run as frames of
a fixed step (the app's own clock), not waited for, and the computer players think in this
process, so what is said does not depend on the machine's speed."""

import re

import pytest

from pairs_table.__main__ import main
from pairs_table.app import speech
from pairs_table.app.main import App
from pairs_table.engine.registry import GAME_NAMES

SECONDS = 12
STEP = 1 / 30
CODE = re.compile(r"\{|\}|\bNone\b|\b[a-z]+_[a-z_]+\b")


@pytest.fixture
def demo(tmp_path, monkeypatch):
    """The demo command in this process, its run the demo's seconds in fixed frames."""
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setitem(App.__init__.__kwdefaults__, "ai_mode", "inline")

    def run(self, until=None):
        for _ in range(round(SECONDS / STEP)):
            self.step(STEP)

    monkeypatch.setattr(App, "run", run)
    before = speech.install(speech.Speech())
    yield
    speech.get().close()
    speech.install(before)


@pytest.mark.parametrize("lang", ["en", "bg"])
@pytest.mark.parametrize("game", GAME_NAMES)
def test_twelve_seconds_of_demo_say_eight_lines_or_more(demo, tmp_path, game, lang, capsys):
    log = tmp_path / "said.txt"
    code = main(["demo", "--game", game, "--seconds", str(SECONDS), "--seed", "3", "--size", "800x480",
                 "--language", lang, "--speech-log", str(log)])
    assert code == 0, capsys.readouterr().err
    said = log.read_text(encoding="utf-8").splitlines()
    assert len(said) >= 8, said
    assert not [line for line in said if CODE.search(line)]
    if lang == "bg":
        assert all(re.search("[а-яА-Я]", line) for line in said if " " in line), said
