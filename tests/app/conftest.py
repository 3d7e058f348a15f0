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
    yield a
    a.close()
