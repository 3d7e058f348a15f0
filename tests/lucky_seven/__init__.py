"""Lucky Seven: a game that lives only in the tests, declared to the registry by one call.

Its four places: the rules (``engine``), the agents (``ai``), its folder in the window
(``app``) and its rule pages (``rules``: ``lucky_seven.<lang>.md`` in this folder).
:func:`register` declares it, :func:`unregister` forgets it again.
"""

from __future__ import annotations

from pairs_table.engine import registry

ENTRY = registry.Entry("lucky_seven", f"{__name__}.engine", f"{__name__}.ai", f"{__name__}.app", __name__)


def register() -> registry.Entry:
    return registry.register(ENTRY)


def unregister() -> None:
    registry.unregister(ENTRY.name)
