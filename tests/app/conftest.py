import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The real app in the dummy video driver, AI thinking in this process."""
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    from pairs_table.app.main import App

    a = App((1280, 720), ai_mode="inline")
    a.seed = 20240501
    # games played through here go on after each hand by themselves, as with the setting on
    # (tests of the end-of-hand summary turn it off and press Continue)
    a.settings.auto_continue = True
    yield a
    a.close()


@pytest.fixture
def heard(tmp_path):
    """A speech of the test's own, writing its log to a file; the app's put back after."""
    from pairs_table.app import speech

    s = speech.Speech()
    path = tmp_path / "speech.txt"
    s.open_log(path)
    before = speech.install(s)
    yield s, path
    s.close()
    speech.install(before)
