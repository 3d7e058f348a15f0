"""The doorbell a second window rings to bring the first one forward."""

from __future__ import annotations

import json
import socket
import threading

from pairs_table.storage.doorbell import Doorbell, door, ring
from pairs_table.storage.paths import get_paths


def paths_in(tmp_path):
    paths = get_paths({"PAIRS_TABLE_HOME": str(tmp_path / "home")})
    paths.saves.mkdir(parents=True)
    return paths


def test_a_ring_with_the_key_reaches_the_first_window_and_closing_takes_the_file_away(tmp_path):
    paths = paths_in(tmp_path)
    rung = threading.Event()
    bell = Doorbell(paths, rung.set)
    assert bell.open()
    try:
        port, key = door(paths)
        assert key == bell.key and port > 0
        assert ring(paths) is True
        assert rung.wait(5) and bell.rings == 1
        assert ring(paths) is True and bell.rings == 2
    finally:
        bell.close()
    assert not paths.door_file.exists()
    assert ring(paths, timeout=0.5) is False  # nobody is listening any more


def test_a_wrong_key_or_a_stranger_rings_nothing(tmp_path):
    paths = paths_in(tmp_path)
    calls = []
    bell = Doorbell(paths, lambda: calls.append(1))
    assert bell.open()
    try:
        port, key = door(paths)
        for junk in (b"GET / HTTP/1.0\r\n\r\n", "ключ\n".encode(), b"\xff\xfe\x00" * 40, key.encode()[:-1]):
            with socket.create_connection(("127.0.0.1", port), timeout=2) as conn:
                conn.sendall(junk)
                try:
                    answer = conn.recv(16)
                except ConnectionResetError:  # closed with bytes still unread: no answer either
                    answer = b""
                assert answer == b""  # dropped without an answer
        assert ring(paths) is True and bell.rings == 1  # and the bell still works after them
        calls.clear()
        bell.rings = 0
        paths.door_file.write_text(json.dumps({"port": port, "key": "0" * len(key)}))
        assert ring(paths) is False
        assert calls == [] and bell.rings == 0
    finally:
        bell.close()
    # the file now holds another key than this bell's: closing leaves it for its writer
    assert paths.door_file.exists()


def test_a_door_file_written_by_a_stranger_is_refused_without_an_error(tmp_path):
    paths = paths_in(tmp_path)
    assert door(paths) is None and ring(paths) is False  # no file at all
    bad = [b"", b"\x00\xff", b"[1, 2]", b'{"port": "80", "key": "ab"}', b'{"port": 0, "key": "ab"}',
           b'{"port": 70000, "key": "ab"}', b'{"port": true, "key": "ab"}', b'{"port": 5, "key": ""}',
           b'{"port": 5, "key": "a b"}', b'{"port": 5, "key": "' + b"a" * 100 + b'"}', b"1" * 3_000_000]
    for raw in bad:
        paths.door_file.write_bytes(raw)
        assert door(paths) is None, raw[:40]
        assert ring(paths, timeout=0.5) is False
    paths.door_file.unlink()
    paths.door_file.mkdir()  # a folder where the file should be
    assert door(paths) is None and ring(paths) is False


def test_a_folder_where_the_door_file_cannot_be_written_opens_no_bell(tmp_path):
    paths = paths_in(tmp_path)
    paths.door_file.mkdir()  # the rename onto it fails
    bell = Doorbell(paths, lambda: None)
    assert bell.open() is False
    bell.close()  # nothing to close


def test_silent_connections_do_not_hold_up_a_ring(tmp_path):
    """Forty local connections that say nothing (more than the bell answers at once): a ring
    with the key is still answered within its own wait, and the silent ones are dropped."""
    paths = paths_in(tmp_path)
    bell = Doorbell(paths, lambda: None)
    assert bell.open()
    silent = []
    try:
        port, _ = door(paths)
        silent = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(40)]
        assert ring(paths) is True and bell.rings == 1
        for conn in silent:  # each was dropped: the oldest for newer ones, the rest after their time
            assert conn.recv(16) == b""
    finally:
        for conn in silent:
            conn.close()
        bell.close()
