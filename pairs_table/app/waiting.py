"""Sleeping until the window has something to do.

:class:`EventWaiter` blocks until an event is queued (input, a window event, a wake-up
posted from another thread) or a timeout passes, without taking the CPU meanwhile.

``pygame.event.wait`` cannot do that: it looks at the queue every millisecond. SDL itself
can really sleep (``SDL_WaitEventTimeout`` wakes on the windowing system's own events and
on events posted from other threads), so the waiter calls it on the SDL library pygame has
loaded, asking it only to wait (a null event: the event stays queued for
``pygame.event.get``). Where that library cannot be found for certain, or the video driver
has nothing to wait on (the ``dummy`` and ``offscreen`` drivers), the waiter looks at the
queue every :data:`POLL` seconds and sleeps in between.
"""

from __future__ import annotations

import ctypes
import sys
import time
from pathlib import Path

import pygame

POLL = 0.01  # seconds between looks at the queue when SDL cannot sleep for us
SDL_INIT_VIDEO = 0x20
NO_WAIT_DRIVERS = ("dummy", "offscreen")

WAKE = pygame.event.custom_type()  # "look again": posted when a worker's answer is ready


SHOW = pygame.event.custom_type()  # "come forward": a second window was started on our folder


def post_show() -> None:
    """Ask the frame loop to bring the window forward (safe to call from any thread)."""
    try:
        pygame.event.post(pygame.event.Event(SHOW))
    except pygame.error:  # no window yet, or closed
        pass


def post_wake() -> None:
    """Wake the frame loop (safe to call from any thread)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:  # the window is closed: nobody is waiting
        pass


class _Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint8), ("minor", ctypes.c_uint8), ("patch", ctypes.c_uint8)]


def _candidates() -> list[str]:
    """Paths where the SDL2 library pygame uses may be, most certain first."""
    paths = []
    if sys.platform.startswith("linux"):
        try:
            with open(Path("/proc", "self", "maps"), encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    path = line.rstrip("\n").split(maxsplit=5)[-1]
                    if Path(path).name.startswith("libSDL2-2") and path not in paths:
                        paths.append(path)
        except OSError:
            pass
    here = Path(pygame.__file__).parent
    places = ((here, "SDL2.dll"), (here / ".dylibs", "libSDL2-2*.dylib"), (here, "libSDL2-2*.dylib"),
              (here.parent / "pygame_ce.libs", "libSDL2-2*"))
    for folder, pattern in places:
        paths.extend(str(p) for p in sorted(folder.glob(pattern)) if str(p) not in paths)
    if sys.platform == "win32":
        paths.append("SDL2.dll")  # by name: the module already loaded in this process
    return paths


def _loaded_sdl():
    """The SDL library pygame is running on, or None. A library counts only when it is the
    same copy: the version pygame reports, with the video subsystem already started."""
    want = tuple(pygame.get_sdl_version())
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            get_version, was_init, wait = lib.SDL_GetVersion, lib.SDL_WasInit, lib.SDL_WaitEventTimeout
        except (OSError, AttributeError):
            continue
        v = _Version()
        get_version.argtypes, get_version.restype = [ctypes.POINTER(_Version)], None
        get_version(ctypes.byref(v))
        was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
        if (v.major, v.minor, v.patch) != want or not was_init(SDL_INIT_VIDEO):
            continue
        wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
        return wait
    return None


class EventWaiter:
    """``wait(timeout)``: return when an event is queued or ``timeout`` seconds (None: no
    limit) have passed. Made after the display is started."""

    def __init__(self) -> None:
        self._sdl_wait = None
        if pygame.display.get_driver() not in NO_WAIT_DRIVERS:
            try:
                self._sdl_wait = _loaded_sdl()
            except (OSError, ValueError, pygame.error):
                self._sdl_wait = None

    @property
    def sleeps(self) -> bool:
        """True when SDL sleeps for us; False when the queue is looked at every POLL."""
        return self._sdl_wait is not None

    def wait(self, timeout: float | None) -> None:
        if timeout is not None and timeout <= 0:
            return
        if self._sdl_wait is not None:
            ms = -1 if timeout is None else max(1, int(timeout * 1000 + 0.999))
            self._sdl_wait(None, ms)
            return
        end = None if timeout is None else time.perf_counter() + timeout
        while not pygame.event.peek():
            left = POLL if end is None else end - time.perf_counter()
            if left <= 0:
                return
            time.sleep(min(POLL, left))
