"""What can go wrong at a table on another computer, as exceptions.

Kept apart from the client so that a table played on this computer alone can catch them
without loading the network modules."""

from __future__ import annotations

from . import protocol as P


class NetError(Exception):
    """The table cannot be reached or was left."""


class JoinRefused(NetError):
    """The host refused this client: ``code`` is one of :data:`.protocol.ERRORS`."""

    def __init__(self, code: str, message: str = "") -> None:
        self.code = code
        super().__init__(message or P.ERRORS.get(code, code))


class TableLost(NetError):
    """The connection dropped and the table could not be reached again in time."""
