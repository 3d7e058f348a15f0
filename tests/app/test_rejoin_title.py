"""The title's Rejoin and the Join form's memory, from the last-join file alone (no host):
a damaged file leaves the title working without Rejoin; a seat older than a day is not
offered; the form starts with what the file holds."""

from __future__ import annotations

import os
import time

import pytest

from pairs_table.app.i18n import tr
from pairs_table.storage.last_join import REJOIN_FOR, LastJoin, LastJoinStore
from pairs_table.storage.paths import get_paths
from test_replay_bad_files import make

TOKEN = "abcdefghijklmnopqrstuvwx"


def title(app):
    scene = app.screens.open("title")
    for _ in range(3):
        app.step(1 / 60)
    return scene


def labels(scene) -> list[str]:
    return [b.text for b in (scene.continue_button, scene.rejoin_button, scene.play_button, scene.join_button)
            if b is not None]


def damage(path, kind: str) -> None:
    if kind in ("fifo", "folder", "device"):
        make(kind, path.parent, path.name)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes({"junk": b"\xff\xfe{{{", "cut": b'{"format": 1, "address": "h:1", "co',
                      "deep": b"[" * 5000 + b"]" * 5000}[kind])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX things")
@pytest.mark.parametrize("kind", ["junk", "cut", "deep", "fifo", "folder", "device"])
def test_a_damaged_last_join_leaves_the_title_working_without_rejoin(app, kind):
    store = LastJoinStore(get_paths())
    damage(store.path, kind)
    scene = title(app)
    assert scene.rejoin_button is None and scene.last_join is None
    assert labels(scene) == [tr("Play"), tr("Join a table")]
    join = app.screens.open("join")
    app.step(1 / 60)
    assert (join.address, join.code, join.name) == ("", "", "")
    assert join.address_entry.get_text() == ""


def test_a_remembered_seat_is_offered_for_a_day(app):
    store = LastJoinStore(get_paths())
    store.write(LastJoin("192.168.1.20:8642", "K7P2QX", "Ann", TOKEN, time.time()))
    scene = title(app)
    assert labels(scene) == [tr("Rejoin"), tr("Play"), tr("Join a table")]
    assert scene.rejoin_button.tool_tip_text == tr("Take your seat again at {address}, table {code}",
                                                   address="192.168.1.20:8642", code="K7P2QX")
    app.stack.pop()
    store.write(LastJoin("192.168.1.20:8642", "K7P2QX", "Ann", TOKEN, time.time() - REJOIN_FOR - 60))
    scene = title(app)
    assert scene.rejoin_button is None
    join = app.screens.open("join")  # the form still remembers the table
    app.step(1 / 60)
    assert (join.address, join.code, join.name) == ("192.168.1.20:8642", "K7P2QX", "Ann")
    assert [e.get_text() for e in (join.address_entry, join.code_entry, join.name_entry)] == \
        ["192.168.1.20:8642", "K7P2QX", "Ann"]


def test_a_remembered_seat_that_is_no_address_is_dropped_when_pressed(app):
    store = LastJoinStore(get_paths())
    store.write(LastJoin("no address at all", "K7P2QX", "Ann", TOKEN, time.time()))
    scene = title(app)
    scene.rejoin()
    assert scene.joining is None and scene.rejoin_button is None
    assert store.read() == LastJoin("no address at all", "K7P2QX", "Ann")


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "bg"])
def test_rejoin_fits_the_title_in_every_language_at_the_smallest_window(app, lang):
    from test_text_fits import MIN_WINDOW, overflowing

    LastJoinStore(get_paths()).write(LastJoin("192.168.1.20:8642", "K7P2QX", "Ann", TOKEN, time.time()))
    app.resize(MIN_WINDOW)
    app.set_language(lang)
    scene = title(app)
    assert scene.rejoin_button is not None and scene.rejoin_button.text == tr("Rejoin")
    assert overflowing(app, scene) == []
    w = app.size[0]
    row = (scene.rejoin_button, scene.play_button, scene.join_button)
    rects = [b.get_abs_rect() for b in row]
    assert rects[0].left >= 0 and rects[-1].right <= w
    assert all(a.right < b.left for a, b in zip(rects, rects[1:]))  # side by side, none over another


class FakeClient:
    def __init__(self, status="playing", error=None, result=None):
        self.token, self.status, self.error, self.result = TOKEN, status, error, result


class FakeMatch:
    """What watch_seat reads of a hosted table's match."""

    def __init__(self, client, over=False):
        self.client = client
        self.state = type("State", (), {"is_over": over})()
        self.closed = False

    def close(self):
        self.closed = True


@pytest.mark.parametrize("client, over, kept", [
    (FakeClient(), False, True),  # left mid-game: the table goes on without this seat
    (FakeClient(), True, False),  # the game was seen over
    (FakeClient(result={"winners": [0]}), False, False),  # the table's result came in
    (FakeClient("failed", "bad_token"), False, False),  # the host refused the seat
    (FakeClient("failed", "table_closed"), False, False),
    (FakeClient("failed", None), False, True),  # the host could not be reached again: it may come back
])
def test_leaving_a_table_forgets_its_seat_only_when_over_or_gone(client, over, kept, tmp_path, monkeypatch):
    from types import SimpleNamespace

    from pairs_table.app.join_command import watch_seat
    from pairs_table.net.errors import JoinRefused, TableLost

    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    client.error = JoinRefused(client.error) if client.error else TableLost("gone for 60 seconds")
    store = LastJoinStore(get_paths())
    store.write(LastJoin("h:1", "ABCD", "Ann", TOKEN, time.time()))
    match = FakeMatch(client, over)
    watch_seat(SimpleNamespace(remote=match))
    match.close()
    assert match.closed
    assert (store.read().token == TOKEN) is kept and store.read().address == "h:1"
