import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True, scope="session")
def own_data_folder(tmp_path_factory):
    """The tests' saves, settings and statistics go to a folder of this test run (each
    worker of a parallel run has its own), never to the user's: a test that sets its own
    folder (the app fixture, PAIRS_TABLE_HOME for a command) still does."""
    before = os.environ.get("PAIRS_TABLE_HOME")
    os.environ["PAIRS_TABLE_HOME"] = str(tmp_path_factory.mktemp("home"))
    yield
    if before is None:
        os.environ.pop("PAIRS_TABLE_HOME", None)
    else:
        os.environ["PAIRS_TABLE_HOME"] = before


@pytest.fixture(autouse=True)
def english_first():
    """Each test starts in English, whatever language an earlier test in the same process
    (a worker of a parallel run runs many) left the app in."""
    from pairs_table.app import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def lucky_seven():
    """Lucky Seven, the game that lives in tests/lucky_seven/, registered for this test
    alone: forgotten again after it, so that no other test sees a seventh game."""
    import lucky_seven as game

    game.register()
    yield game
    game.unregister()
