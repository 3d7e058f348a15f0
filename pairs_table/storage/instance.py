"""One window per data folder.

Two windows on one folder would each write the same saves and statistics. The window
holds an operating-system lock on ``pairs-table.lock`` in the data folder for as long as it
runs (``flock`` on Linux and macOS, ``LockFileEx`` on Windows, through ``filelock``); the
system lets go of it when the process ends in any way, so a killed or crashed window never
leaves the folder locked.
"""

from __future__ import annotations

from filelock import FileLock, Timeout

from .paths import Paths


class InstanceLock:
    def __init__(self, paths: Paths) -> None:
        self.path = paths.lock_file
        self._lock: FileLock | None = None

    def acquire(self) -> bool:
        """Take the folder: False if another running window holds it. A folder where no
        lock can be made (read-only) is taken without one: nothing can be written there."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock = FileLock(str(self.path), timeout=0)
            lock.acquire()
        except Timeout:
            return False
        except OSError:
            return True
        self._lock = lock
        return True

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None
