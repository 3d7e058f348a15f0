"""The project's own seedable pseudo-random generator.

Python only promises ``random.random()`` for a given seed, not ``shuffle`` or
``randrange``, so saves (seed + action log) would not replay identically across
Python versions with the standard library.  This generator is SplitMix64: tiny,
fast in pure Python, and its whole state is one integer that JSON can hold.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SMALL = 257  # bounds below this have their rejection limit looked up, not computed
_LIMITS = [0, 0] + [_MASK - ((_MASK + 1) % n) for n in range(2, _SMALL)]


class Rng:
    """SplitMix64 generator with unbiased bounded integers and a Fisher-Yates shuffle."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an integer")
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias).

        The same numbers as drawing ``next_u64()`` until one is at most ``limit``, written out
        in one function: shuffles and search playouts call it for every card and action."""
        if n <= 1:
            if n <= 0:
                raise ValueError("below() needs a positive bound")
            return 0
        limit = _LIMITS[n] if n < _SMALL else _MASK - ((_MASK + 1) % n)
        s = self.state
        while True:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x <= limit:
                self.state = s
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``[lo, hi]``."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, from the end)."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items, k: int) -> list:
        pool = list(items)
        out = []
        for _ in range(k):
            out.append(pool.pop(self.below(len(pool))))
        return out

    def spawn(self) -> "Rng":
        """An independent generator seeded from this one (advances this one)."""
        return Rng(self.next_u64())

    def clone(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Rng(state={self.state:#x})"
