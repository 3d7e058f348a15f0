"""The last table hosted on another computer that this window joined, so the Join form
keeps what was written in it and the title can offer Rejoin after the window was closed or
killed.

The file (``last-join.json`` beside the saves folder, on this computer only) holds the
address as written, the table code, the name, and while the seat may still be taken back,
the seat's resume token and when it was last taken::

    {"format": 1, "address": "192.168.1.20:8642", "code": "K7P2QX", "name": "Ann",
     "seat": {"token": "...", "taken": 1764349000.5}}

**When Rejoin is offered.** While the file holds a seat taken less than
:data:`REJOIN_FOR` (a day) ago. The seat is dropped (the form is kept) when the game is seen
over at that table, or when the host answers that the table or the seat is no longer there
(see :data:`GONE`). A host that does not answer does not drop it: it may be hosted again.

The file is read as a stranger's file (:mod:`.safe_read`, then every field checked): one
that cannot be used is as no file at all (no Rejoin, an empty form), and the next join
writes over it. Writing is atomic; a disk that refuses is no error (only the memory is lost).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from .atomic import write_json_atomic
from .paths import Paths
from .safe_read import BadFile, clean_text, read_json

FORMAT = 1
REJOIN_FOR = 24 * 3600.0  # seconds after the seat was last taken that Rejoin is offered
CLOCK_SLACK = 3600.0  # a seat "taken" this far in the future still counts (a clock set back a little)
ADDRESS_LIMIT = 64  # as the Join form's fields
CODE_LIMIT = 24
NAME_LIMIT = 40
MAX_BYTES = 16 * 1024
_TOKEN = re.compile(r"[A-Za-z0-9_-]{8,128}")
# a host's refusals that say the table or the seat is gone for this computer (the protocol's
# error codes); any other failure (nobody answers, a flood refused) keeps Rejoin
GONE = frozenset({"bad_token", "wrong_code", "table_full", "no_such_seat", "table_closed", "version"})


@dataclass(frozen=True)
class LastJoin:
    address: str  # as written in the form: "192.168.1.20:8642"
    code: str
    name: str
    token: str | None = None  # the seat's resume token; None: only the form is remembered
    taken: float | None = None  # when the seat was last taken (seconds since 1970)

    def rejoinable(self, now: float) -> bool:
        """Whether the title offers Rejoin at ``now`` (see the module's description)."""
        return (self.token is not None and self.taken is not None
                and now - REJOIN_FOR < self.taken <= now + CLOCK_SLACK)

    def without_seat(self) -> "LastJoin":
        return replace(self, token=None, taken=None)


def _text(value, limit: int) -> str | None:
    if not isinstance(value, str) or len(value) > limit:
        return None
    text = clean_text(value, limit)
    return text if text == value else None


def _seat(value) -> tuple[str, float] | tuple[None, None]:
    if not isinstance(value, dict):
        return None, None
    token, taken = value.get("token"), value.get("taken")
    if not isinstance(token, str) or not _TOKEN.fullmatch(token):
        return None, None
    if isinstance(taken, bool) or not isinstance(taken, (int, float)) or not 0 <= taken < 253402300800:
        return None, None
    return token, float(taken)


class LastJoinStore:
    """Reads and writes the last join (see the module's description)."""

    def __init__(self, paths: Paths) -> None:
        self.path = Path(paths.saves.parent) / "last-join.json"

    def read(self) -> LastJoin | None:
        """The last join, or None when there is none or its file cannot be used."""
        try:
            data = read_json(self.path, MAX_BYTES)
        except BadFile:
            return None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        address = _text(data.get("address"), ADDRESS_LIMIT)
        code = _text(data.get("code"), CODE_LIMIT)
        name = _text(data.get("name"), NAME_LIMIT)
        if address is None or code is None or name is None:
            return None
        token, taken = _seat(data.get("seat"))
        return LastJoin(address, code, name, token, taken)

    def write(self, last: LastJoin) -> None:
        data = {"format": FORMAT, "address": last.address[:ADDRESS_LIMIT], "code": last.code[:CODE_LIMIT],
                "name": last.name[:NAME_LIMIT]}
        if last.token is not None and last.taken is not None:
            data["seat"] = {"token": last.token, "taken": last.taken}
        try:
            write_json_atomic(self.path, data)
        except OSError:
            pass

    def drop_seat(self, token: str | None = None) -> None:
        """Forget the seat (the form is kept); with ``token``, only if that is still the
        seat remembered (a later join elsewhere is kept)."""
        last = self.read()
        if last is None or last.token is None or (token is not None and last.token != token):
            return
        self.write(last.without_seat())
