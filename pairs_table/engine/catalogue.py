"""A catalogue of codes (code -> English template) that is partly shared and partly each
game's own: the refusals of the rules (``engine/refusals.py``), the reasons of the agents
(``ai/reasons.py``).

:class:`Catalogue` holds the shared codes and, when first read, adds the codes of every
registered game (the named table of the game's module of one layer, found through the
registry; a game without one adds none). It is built again when the registry has changed (a
game a test registers for itself). A code is looked up first among the games whose module is
imported already, so that a refusal or a reason does not import every other game. A code two places spell differently is a ValueError: a
code means one thing. The registry is imported only then, so a module of the engine can
hold a catalogue without importing anything above it.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping


class Catalogue(Mapping):
    def __init__(self, shared: dict[str, str], layer: str, table: str) -> None:
        self.shared = shared
        self.layer = layer  # "engine" or "ai": the module of each game's entry that holds...
        self.table = table  # ... its own codes under this name
        self._key = None
        self._codes: dict[str, str] = {}

    def _built(self, loaded_only: bool = False) -> dict[str, str]:
        """The codes: the shared ones and every registered game's; with ``loaded_only``
        those of the games whose module is imported already (looking a code up does not
        import every game's module when the one that gives the code is there)."""
        from .registry import entries

        found = [(e, getattr(e, self.layer)) for e in entries()]
        if loaded_only:
            found = [(e, name) for e, name in found if name in sys.modules]
        key = tuple(found)
        if key != self._key:
            codes = dict(self.shared)
            for e, name in found:
                for code, text in getattr(importlib.import_module(name), self.table, {}).items():
                    if codes.setdefault(code, text) != text:
                        raise ValueError(f"the code '{code}' of {e.name} is already '{codes[code]}'")
            self._key, self._codes = key, codes
        return self._codes

    def __getitem__(self, code: str) -> str:
        codes = self._built(loaded_only=True)
        return codes[code] if code in codes else self._built()[code]

    def __iter__(self):
        return iter(self._built())

    def __len__(self) -> int:
        return len(self._built())


__all__ = ["Catalogue"]
