"""How a second window on a data folder brings the first one forward.

The window that holds the folder (:mod:`.instance`) listens on a loopback port and writes
``pairs-table.door`` in the data folder: the port and a random key. A second window started
on the same folder reads that file, connects, sends the key and gets ``ok`` back; the first
window then raises itself (the second one closes). Only the key rings the bell: anything
else that connects is answered with nothing and dropped. Each connection is answered in a
thread of its own and given :data:`ANSWER_TIMEOUT` to send the key, and at most
:data:`MAX_OPEN` are open at once (the oldest is dropped for a newer one), so connections
that say nothing never hold up a second window's ring. The file may have been written by
anyone, so it is read with the same care as a save (:func:`.safe_read.read_json`).
"""

from __future__ import annotations

import secrets
import socket
import threading
from collections import deque
from collections.abc import Callable

from .atomic import write_json_atomic
from .paths import Paths
from .safe_read import BadFile, read_json

HOST = "127.0.0.1"
KEY_BYTES = 16
RING_TIMEOUT = 2.0  # seconds a second window waits for the first to answer
MAX_MESSAGE = 128
ANSWER_TIMEOUT = 1.0  # seconds a connection has to send the key
MAX_OPEN = 16  # connections answered at once


class Doorbell:
    """The first window's side: listens until :meth:`close`, calling ``on_ring`` (from its own
    thread) each time a second window rings with the key."""

    def __init__(self, paths: Paths, on_ring: Callable[[], None]) -> None:
        self.path = paths.door_file
        self.on_ring = on_ring
        self.key = secrets.token_hex(KEY_BYTES)
        self.rings = 0
        self._server: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._open: deque[socket.socket] = deque()
        self._lock = threading.Lock()

    def open(self) -> bool:
        """Start listening and write the door file; False (and no bell) when either fails."""
        try:
            server = socket.create_server((HOST, 0))
        except OSError:
            return False
        port = server.getsockname()[1]
        try:
            write_json_atomic(self.path, {"port": port, "key": self.key})
        except OSError:
            server.close()
            return False
        self._server = server
        self._thread = threading.Thread(target=self._serve, name="doorbell", daemon=True)
        self._thread.start()
        return True

    def _serve(self) -> None:
        server = self._server
        while server is not None:
            try:
                conn, _ = server.accept()
            except OSError:  # closed
                return
            with self._lock:
                self._open.append(conn)
                oldest = self._open.popleft() if len(self._open) > MAX_OPEN else None
            if oldest is not None:
                _drop(oldest)  # its thread's wait ends at once
            threading.Thread(target=self._answer, args=(conn,), name="doorbell-ring", daemon=True).start()

    def _answer(self, conn: socket.socket) -> None:
        """Read the key from one connection; ring when it is this bell's."""
        with conn:
            try:
                conn.settimeout(ANSWER_TIMEOUT)
                got = conn.recv(MAX_MESSAGE).strip()  # bytes: any bytes at all are compared safely
                if secrets.compare_digest(got, self.key.encode("ascii")):
                    with self._lock:
                        self.rings += 1
                    self.on_ring()
                    conn.sendall(b"ok\n")  # after the ring is handed on: "ok" means it was
            except OSError:
                pass
            finally:
                with self._lock:
                    if conn in self._open:
                        self._open.remove(conn)

    def close(self) -> None:
        """Stop listening; the door file goes too, unless another window has written its own."""
        server, self._server = self._server, None
        if server is None:
            return
        try:
            server.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        server.close()
        if self._thread is not None:
            self._thread.join(timeout=RING_TIMEOUT)
        try:
            if read_json(self.path).get("key") == self.key:
                self.path.unlink()
        except (BadFile, AttributeError, OSError):
            pass


def _drop(conn: socket.socket) -> None:
    try:
        conn.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


def door(paths: Paths) -> tuple[int, str] | None:
    """(port, key) from the door file, or None when it is missing or not one."""
    try:
        data = read_json(paths.door_file)
    except BadFile:
        return None
    if not isinstance(data, dict):
        return None
    port, key = data.get("port"), data.get("key")
    if type(port) is not int or not 0 < port < 65536:
        return None
    if not isinstance(key, str) or not 0 < len(key) <= 2 * KEY_BYTES or not key.isalnum():
        return None
    return port, key


def ring(paths: Paths, timeout: float = RING_TIMEOUT) -> bool:
    """Ask the window that holds the folder to come forward; True when it said it would."""
    found = door(paths)
    if found is None:
        return False
    port, key = found
    try:
        with socket.create_connection((HOST, port), timeout=timeout) as conn:
            conn.settimeout(timeout)
            conn.sendall(key.encode("ascii") + b"\n")
            return conn.recv(16).startswith(b"ok")
    except OSError:
        return False


__all__ = ["Doorbell", "door", "ring"]
