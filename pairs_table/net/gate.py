"""The host's door: the connections that have no seat yet, and the wrong guesses.

A connection that has not been given a seat waits in :class:`Waiting`, apart from the
seated ones: when more wait than the limit, the one that has waited longest is let go, so
strangers who open connections and say nothing never take a player's place (a player's
``hello`` is answered as soon as it arrives, and from then on the connection no longer
waits).

:class:`Guesses` counts the hellos the table refused (a wrong code, a token that is no
seat's, a full table...), for the table as a whole and for each address. Past either
limit within its window the table, or that address, cools down: until then only a hello
with a seat's own token is looked at; every other one is refused without its code being
compared.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Generic, Hashable, TypeVar

T = TypeVar("T", bound=Hashable)

MAX_ADDRESSES = 4096  # addresses whose guesses are remembered at once


class Waiting(Generic[T]):
    """Connections without a seat, oldest first, at most ``limit``."""

    def __init__(self, limit: int) -> None:
        self.limit = max(1, limit)
        self._items: dict[T, None] = {}

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, item: T) -> bool:
        return item in self._items

    def add(self, item: T) -> list[T]:
        """Let ``item`` wait; the ones that waited longest and must now go (oldest first)."""
        gone = []
        while len(self._items) >= self.limit:
            oldest = next(iter(self._items))
            del self._items[oldest]
            gone.append(oldest)
        self._items[item] = None
        return gone

    def discard(self, item: T) -> None:
        self._items.pop(item, None)


class Guesses:
    """Refused hellos, for the table and for each address (see the module's description).

    ``per_table`` refusals within ``window`` seconds cool the whole table down for
    ``cool_down`` seconds, ``per_address`` refusals from one address cool that address down."""

    clock = staticmethod(time.monotonic)

    def __init__(self, per_table: int, per_address: int, window: float, cool_down: float) -> None:
        self.per_table = per_table
        self.per_address = per_address
        self.window = window
        self.cool_down = cool_down
        self._table: deque[float] = deque()
        self._table_until = float("-inf")
        self._addresses: dict[str, tuple[deque[float], float]] = {}
        self.refused = 0  # every refusal counted, for a look from outside
        self.cool_downs = 0

    def cooling(self, address: str) -> bool:
        """Whether hellos from ``address`` are refused without a look at their code now."""
        now = self.clock()
        if now < self._table_until:
            return True
        entry = self._addresses.get(address)
        return entry is not None and now < entry[1]

    def miss(self, address: str) -> None:
        """Count one refused hello from ``address``."""
        now = self.clock()
        self.refused += 1
        if self._over(self._table, now, self.per_table):
            self._table_until = now + self.cool_down
            self.cool_downs += 1
        times, until = self._addresses.get(address) or (deque(), float("-inf"))
        if self._over(times, now, self.per_address):
            until = now + self.cool_down
            self.cool_downs += 1
        self._addresses.pop(address, None)  # the newest at the end: the stalest go first below
        self._addresses[address] = (times, until)
        while len(self._addresses) > MAX_ADDRESSES:
            del self._addresses[next(iter(self._addresses))]

    def _over(self, times: deque[float], now: float, limit: int) -> bool:
        """Record a refusal at ``now``; True (and the count starts afresh) when it is the
        ``limit``-th within the window."""
        while times and now - times[0] >= self.window:
            times.popleft()
        times.append(now)
        if len(times) >= limit:
            times.clear()
            return True
        return False
