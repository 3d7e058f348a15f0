"""What a host keeps on disk: the table file and the saves written beside the game."""

import json
import os
import subprocess

import pytest

from pairs_table.engine.replay import Setup
from pairs_table.net.store import SaveWriter, TableFile, TableFiles, digest
from pairs_table.net.table import SeatPlan, Table
from pairs_table.storage.paths import get_paths
from pairs_table.storage.safe_read import BadFile
from pairs_table.storage.saves import SaveStore

from net_helpers import cli


def paths_in(tmp_path):
    return get_paths({"PAIRS_TABLE_HOME": str(tmp_path)})


def test_a_table_file_keeps_code_port_seats_and_token_digests(tmp_path):
    files = TableFiles(paths_in(tmp_path))
    plans = [SeatPlan("remote", name="Ann"), SeatPlan("here"), SeatPlan("ai", "hard")]
    tf = TableFile("20260101-120000-abcdef", "K7P2QX", 8642, plans, [digest("t1"), None, None], hands=5)
    files.write(tf)
    back = files.load(tf.save_id)
    assert back.to_json() == tf.to_json()
    assert back.tokens[0] == digest("t1") != "t1"  # the token itself is never kept


@pytest.mark.parametrize("change", [
    {"format": 2}, {"code": "0O0O"}, {"port": 70000}, {"hands": 0}, {"seats": []},
    {"seats": [{"kind": "robot", "name": "x", "level": None, "token_sha256": None}] * 2},
    {"seats": [{"kind": "remote", "name": "x", "level": None, "token_sha256": "short"}] * 2},
])
def test_a_damaged_table_file_is_refused_with_a_reason(tmp_path, change):
    files = TableFiles(paths_in(tmp_path))
    tf = TableFile("20260101-120000-abcdef", "K7P2QX", 8642, [SeatPlan("remote"), SeatPlan("ai", "easy")],
                   [None, None])
    data = dict(tf.to_json(), **change)
    path = files.path_of(tf.save_id)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    with pytest.raises(BadFile):
        files.load(tf.save_id)


def test_the_save_writer_writes_the_newest_record_and_it_replays(tmp_path):
    store = SaveStore(paths_in(tmp_path))
    writer = SaveWriter(store)
    table = Table.new(Setup("pairs", 3, {}, seed=12), [SeatPlan("remote"), SeatPlan("ai", "easy"), SeatPlan("remote")])
    for _ in range(12):
        st = table.state
        if st.is_over:
            break
        if st.hand_over:
            table.deal()
        else:
            table.act(st.to_act, st.legal_strings()[0])
        writer.submit(table.record, table.state)
    assert writer.flush(10) and writer.error is None
    writer.close()
    record, state = store.load(table.record.id)
    assert record.actions == table.record.actions and state.to_json() == table.state.to_json()
    assert record.summary["actions"] == len(table.record.actions)
    assert [s.kind for s in record.seats] == ["human", "ai", "human"]


def test_resuming_a_table_whose_file_is_damaged_exits_2(tmp_path):
    folder = tmp_path / "tables"
    folder.mkdir()
    (folder / "20260101-120000-abcdef.json").write_text("{not json")
    p = subprocess.run(cli("host", "--resume", "20260101-120000-abcdef"), capture_output=True, text=True,
                       timeout=60, env={**os.environ, "PAIRS_TABLE_HOME": str(tmp_path)})
    assert p.returncode == 2 and "no hosted table 20260101-120000-abcdef can be resumed" in p.stderr
    assert "Traceback" not in p.stderr


def hosted_save(tmp_path, mark_change=None):
    """A save of a table hosted from the window, with its mark changed as given."""
    from pairs_table.net.host import Host

    plans = [SeatPlan("here"), SeatPlan("remote", name="Cees"), SeatPlan("ai", "easy")]
    table = Table.new(Setup("pairs", 3, {}, seed=5), plans)
    host = Host(table, tokens=[None, digest("friend"), None], code="K7P2QX", marked=True)
    table.record.hosted = host.hosted_mark()
    table.record.hosted.update(mark_change or {})
    store = SaveStore(paths_in(tmp_path))
    store.write(table.record, table.state)
    return store, table.record


def test_a_hosted_tables_save_holds_its_mark_and_no_token(tmp_path):
    store, record = hosted_save(tmp_path)
    back, _state = store.load(record.id)
    assert back.hosted == {"code": "K7P2QX", "port": 0, "seats": [
        {"kind": "here", "name": "", "token_sha256": None},
        {"kind": "remote", "name": "Cees", "token_sha256": digest("friend")},
        {"kind": "ai", "name": "", "token_sha256": None}]}
    assert "friend" not in store.path_of(record.id).read_text(encoding="utf-8")


@pytest.mark.parametrize("change", [
    {"code": "0O0O"}, {"port": -1}, {"port": True}, {"seats": []},
    {"seats": [{"kind": "here", "name": ""}, {"kind": "here", "name": ""}, {"kind": "ai", "name": ""}]},
    {"seats": [{"kind": "here", "name": ""}, {"kind": "remote", "token_sha256": "friend"}, {"kind": "ai"}]},
    {"seats": [{"kind": "here"}, {"kind": "remote"}, {"kind": "remote"}]},  # the AI seat is no player's
])
def test_a_hosted_save_with_a_bad_mark_is_reported_and_kept_aside(tmp_path, change):
    store, record = hosted_save(tmp_path, change)
    good, damaged = store.scan()
    assert good == [] and len(damaged) == 1
    assert "hosted table" in damaged[0].reason and damaged[0].moved and damaged[0].moved_to.is_file()
    assert not store.path_of(record.id).exists()
