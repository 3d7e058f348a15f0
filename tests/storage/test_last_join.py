"""The last join (storage/last_join.py): written atomically, read as a stranger's file, and
offered for Rejoin for a day after the seat was taken."""

from __future__ import annotations

import json
import os

import pytest

from pairs_table.storage.last_join import REJOIN_FOR, LastJoin, LastJoinStore
from pairs_table.storage.paths import get_paths

TOKEN = "abcdefghijklmnopqrstuvwx"
NOW = 1_800_000_000.0


@pytest.fixture
def store(tmp_path):
    return LastJoinStore(get_paths({"PAIRS_TABLE_HOME": str(tmp_path)}))


def test_a_join_is_read_back_as_written(store):
    last = LastJoin("192.168.1.20:8642", "K7P2QX", "Ann", TOKEN, NOW)
    store.write(last)
    assert store.read() == last
    assert not list(store.path.parent.glob(".*.tmp"))  # written through a temp file, renamed


def test_rejoin_is_offered_for_a_day_after_the_seat_was_taken():
    last = LastJoin("h:1", "ABCD", "", TOKEN, NOW)
    assert last.rejoinable(NOW) and last.rejoinable(NOW + REJOIN_FOR - 1)
    assert not last.rejoinable(NOW + REJOIN_FOR + 1)
    assert not last.rejoinable(NOW - 2 * 3600)  # taken two hours "after now": a clock far off
    assert not last.without_seat().rejoinable(NOW)


def test_dropping_the_seat_keeps_the_form(store):
    store.write(LastJoin("h:1", "ABCD", "Ann", TOKEN, NOW))
    store.drop_seat("another-token-of-24-chars")  # a seat no longer remembered: nothing changes
    assert store.read().token == TOKEN
    store.drop_seat(TOKEN)
    assert store.read() == LastJoin("h:1", "ABCD", "Ann")


def good() -> dict:
    return {"format": 1, "address": "h:1", "code": "ABCD", "name": "Ann", "seat": {"token": TOKEN, "taken": NOW}}


def with_(**kw) -> str:
    return json.dumps({**good(), **kw})


@pytest.mark.parametrize("content", [
    "", "{not json", "[1, 2]", "null", with_(format=2), with_(address=7), with_(code=None),
    with_(name="Ann\u0007"), with_(address="x" * 65), '{"format": 1, "address": "\\ud800", "code": "A", "name": ""}',
    "[" * 100 + "]" * 100, with_(name=["Ann"]), json.dumps({"format": 1}),
])
def test_a_file_that_cannot_be_used_is_as_no_file(store, content):
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(content, encoding="utf-8")
    assert store.read() is None


@pytest.mark.parametrize("seat", [
    None, "x", {"token": "short", "taken": NOW}, {"token": "ab cd" * 5, "taken": NOW},
    {"token": TOKEN, "taken": "yesterday"}, {"token": TOKEN, "taken": True}, {"token": TOKEN, "taken": -1},
    {"token": TOKEN, "taken": 1e30}, {"token": TOKEN},
])
def test_a_bad_seat_keeps_the_form_without_rejoin(store, seat):
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(with_(seat=seat), encoding="utf-8")
    assert store.read() == LastJoin("h:1", "ABCD", "Ann")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX things")
@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_a_file_that_is_not_a_file_is_as_no_file_and_is_replaced_by_the_next_join(store, kind):
    store.path.parent.mkdir(parents=True, exist_ok=True)
    {"fifo": os.mkfifo, "folder": os.mkdir, "device": lambda p: os.symlink("/dev/zero", p)}[kind](store.path)
    assert store.read() is None  # never waits on the pipe, never reads the device
    store.write(LastJoin("h:1", "ABCD", "Ann", TOKEN, NOW))  # a folder in the way refuses quietly
    assert store.read() == (None if kind == "folder" else LastJoin("h:1", "ABCD", "Ann", TOKEN, NOW))
