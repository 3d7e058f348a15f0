"""The window remembers the last table it joined (loopback only, dummy video driver): the
Join form is filled in again, the title offers Rejoin, which takes the same seat back with
its token in a new window; a token the host refuses drops Rejoin, said once; a game seen
over drops it too."""

import time

import pytest

from net_helpers import LOOPBACK, start_host, stop_host
from pairs_table.app.i18n import tr
from pairs_table.app.table import remote
from pairs_table.storage.last_join import LastJoin, LastJoinStore
from pairs_table.storage.paths import get_paths
from test_net_window import app, bot_in_thread, click, frames_until, open_join, play_my_turns, type_into  # noqa: F401

WAIT = 30.0


def join_from_the_form(app, host, name="Ann"):
    from pairs_table.app.games.pairs.table import PairsTable

    join = open_join(app)
    type_into(app, join.address_entry, f"{LOOPBACK}:{host.port}")
    type_into(app, join.code_entry, host.code.lower())
    type_into(app, join.name_entry, name)
    click(app, join.join_button)
    assert frames_until(app, lambda: isinstance(app.stack.top, PairsTable), WAIT)
    return app.stack.top


def title_of(app):
    from pairs_table.app.scenes.title import TitleScene

    scene = app.stack.top
    assert isinstance(scene, TitleScene)
    return scene


@pytest.fixture
def host():
    h = start_host("pairs", "remote,remote", seed=7, hands=1)
    yield h
    stop_host(h)


def test_the_form_is_filled_in_again_after_a_join(app, host):
    join_from_the_form(app, host)
    app.screens.back_to("title")
    join = open_join(app)
    typed = (f"{LOOPBACK}:{host.port}", host.code, "Ann")  # the code typed in lower case: kept as the host writes it
    assert (join.address, join.code, join.name) == typed
    assert tuple(e.get_text() for e in (join.address_entry, join.code_entry, join.name_entry)) == typed


def test_rejoin_from_a_new_window_takes_the_same_seat_back(app, host, tmp_path):
    from pairs_table.app.main import App

    table = join_from_the_form(app, host)
    token = table.match.client.token
    assert table.match.seat == 0 and token
    assert LastJoinStore(get_paths()).read().token == token
    app.screens.back_to("title")
    assert title_of(app).rejoin_button is not None  # offered at once, as the table is still running
    app.close()  # the window closed (killed, in the real check): the seat stays this computer's

    again = App((1280, 720), ai_mode="inline")
    try:
        again.settings.animation_speed = "fast"
        title = again.screens.open("title")
        again.step(1 / 60)
        assert title.rejoin_button is not None and title.rejoin_button.text == tr("Rejoin")
        click(again, title.rejoin_button)
        assert frames_until(again, lambda: again.stack.top is not title, WAIT)
        table = again.stack.top
        assert table.match.remote and table.match.seat == 0 and table.match.client.token == token
        assert table.config.seats[0].name == "Ann"
        # the same seat, not a new one: the table still waits for its second player
        assert len(table.match.missing()) == 1 and table.match.missing()[0]["seat"] == 1
        assert frames_until(again, lambda: any(s["seat"] == 0 and s.get("connected")
                                               for s in table.match.client.seats), WAIT)
    finally:
        for _ in list(again.stack.scenes):
            again.stack.pop()
        again.close()


def test_a_refused_token_drops_rejoin_and_says_why_once(app, host):
    store = LastJoinStore(get_paths())
    store.write(LastJoin(f"{LOOPBACK}:{host.port}", host.code, "Ann", "notatokenofthistable0000", time.time()))
    title = app.screens.open("title")
    app.step(1 / 60)
    title.rejoin()
    assert title.joining is not None and title.message == tr("Taking your seat again…")
    assert frames_until(app, lambda: title.joining is None, WAIT)
    why = tr(remote.JOIN_REFUSALS["bad_token"])
    assert title.message == tr("You cannot rejoin that table: {why}", why=why)
    assert title.rejoin_button is None and app.stack.top is title
    assert store.read() == LastJoin(f"{LOOPBACK}:{host.port}", host.code, "Ann")  # the form is kept
    assert host.table.record.seats[0].name != "Ann"  # no seat was taken
    app.stack.pop()
    title = app.screens.open("title")  # said once: a new title neither offers nor says it again
    app.step(1 / 60)
    assert title.rejoin_button is None and title.message == ""


def test_the_title_is_drawn_again_when_a_rejoin_is_refused(app, host, monkeypatch):
    """The window sleeps while the seat is asked for; the frame the answer wakes draws the
    reason and the title without Rejoin."""
    import threading

    asked = threading.Event()
    real_join = remote.join

    def join_when_asked(*args, **kw):
        assert asked.wait(WAIT)
        return real_join(*args, **kw)

    monkeypatch.setattr(remote, "join", join_when_asked)
    LastJoinStore(get_paths()).write(LastJoin(f"{LOOPBACK}:{host.port}", host.code, "Ann",
                                              "notatokenofthistable0000", time.time()))
    title = app.screens.open("title")
    app.step(1 / 60)
    title.rejoin()
    for _ in range(3):  # the window settles while the seat is asked for
        app.wait_step(until=time.perf_counter() + 0.2)
    drawn = app.loop.full_draws
    asked.set()
    end = time.monotonic() + WAIT
    while title.joining is not None and time.monotonic() < end:
        drawn = app.loop.full_draws
        app.wait_step(until=time.perf_counter() + 1.0)
    assert title.joining is None and title.rejoin_button is None
    assert app.loop.full_draws > drawn  # the frame that took the answer in drew it


def test_nobody_answering_keeps_rejoin(app):
    h = start_host("pairs", "remote,remote", seed=2, hands=1)
    address, code = f"{LOOPBACK}:{h.port}", h.code
    stop_host(h)
    LastJoinStore(get_paths()).write(LastJoin(address, code, "Ann", "abcdefghijklmnopqrstuvwx", time.time()))
    title = app.screens.open("title")
    app.step(1 / 60)
    click(app, title.rejoin_button)
    assert frames_until(app, lambda: title.joining is None, WAIT)
    assert title.message.startswith(tr("No table answers at that address"))
    assert title.rejoin_button is not None  # the host may come back with the table
    assert LastJoinStore(get_paths()).read().token is not None


def test_a_game_seen_over_drops_rejoin(app):
    from pairs_table.app.overlays.result import ResultScene

    host = start_host("pairs", "remote,remote", seed=11, hands=1)
    table = join_from_the_form(app, host)
    bot, _out = bot_in_thread(host.port, host.code)
    play_my_turns(app, table, lambda: isinstance(app.stack.top, ResultScene))
    bot.join(10)
    assert frames_until(app, lambda: table.match.client.result is not None, WAIT)
    app.screens.back_to("title")
    assert title_of(app).rejoin_button is None
    assert LastJoinStore(get_paths()).read() == LastJoin(f"{LOOPBACK}:{host.port}", host.code, "Ann")
    host.thread.join(10)


def test_the_join_command_remembers_its_seat_too(host, tmp_path, monkeypatch):
    from argparse import Namespace

    from pairs_table.app import join_command
    from pairs_table.app.main import App

    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    seen = {}

    def a_few_frames(self):  # the window's loop, cut short: the table opened, then closed
        for _ in range(3):
            self.step(1 / 60)
        seen["top"] = self.stack.top

    monkeypatch.setattr(App, "run", a_few_frames)
    args = Namespace(address=f"{LOOPBACK}:{host.port}", code=host.code.lower(), name=" Ann  Lee ")
    assert join_command.run_join(args) == 0
    assert seen["top"].match.remote and seen["top"].match.seat == 0
    last = LastJoinStore(get_paths()).read()
    assert (last.address, last.code, last.name) == (f"{LOOPBACK}:{host.port}", host.code, "Ann Lee")
    assert last.token and last.rejoinable(time.time())  # closing the window mid-game keeps the seat
