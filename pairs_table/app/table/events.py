"""One event dispatcher: a table registers a handler per event kind; every event reaches
its handler as the viewer may see it (:meth:`~.seats.Seats.private`), one at a time, in
order. A handler takes the event (``kind``, ``seat``, ``data`` and the ``secret`` fields
only when the viewer may see them) and queues the steps that show it. Kinds without a
handler change nothing on screen."""

from __future__ import annotations

from typing import Callable, Iterable


class EventDispatcher:
    def __init__(self, private: Callable) -> None:
        self._private = private
        self._handlers: dict[str, Callable] = {}

    def on(self, kind: str, handler: Callable) -> None:
        """``handler(event)`` shows each event of ``kind`` from now on."""
        self._handlers[kind] = handler

    def register(self, handlers: dict[str, Callable]) -> None:
        for kind, handler in handlers.items():
            self.on(kind, handler)

    @property
    def kinds(self) -> set[str]:
        return set(self._handlers)

    def feed(self, events: Iterable) -> None:
        for event in events:
            handler = self._handlers.get(event.kind)
            if handler is not None:
                handler(self._private(event))
