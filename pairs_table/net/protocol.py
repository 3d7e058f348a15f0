"""The table protocol: JSON messages over a WebSocket, one object per text frame.

Every message is a JSON object with a ``type``. A client sends ``hello`` first (protocol
version, table code, and a resume token when it had a seat), then ``act``, ``ready``,
``ping`` and ``bye``; the host answers ``welcome`` and then sends ``update``, ``seats``,
``refused``, ``error``, ``pong`` and finally ``end``. docs/protocol.md describes each one
with examples.

This module builds the host's messages and checks every message a client sends before
anything else reads it: its size, that it is UTF-8 JSON, its nesting depth, its type and
the type and length of each field. Nothing here touches the network.
"""

from __future__ import annotations

import json
import math
import secrets
from dataclasses import dataclass

PROTOCOL = 1  # the version this program speaks
DEFAULT_PORT = 8642  # where a host listens unless told otherwise
SUPPORTED = (1,)  # the versions a host accepts in a client's hello

MAX_CLIENT_MESSAGE = 16 * 1024  # bytes: the largest message a host reads from a client
MAX_HOST_MESSAGE = 4 * 1024 * 1024  # bytes: the largest message a client reads from a host
MAX_DEPTH = 4  # nesting of a client's message (its fields are flat)
ACTION_LENGTH = 80
NAME_LENGTH = 40
TOKEN_LENGTH = 64
REF_LENGTH = 32

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud without doubt
CODE_LENGTH = 6
TOKEN_BYTES = 18  # a resume token: 24 URL-safe characters

CLIENT_TYPES = ("hello", "act", "ready", "ping", "bye")
HOST_TYPES = ("welcome", "update", "seats", "refused", "error", "pong", "end")

# Codes of ``error`` messages. A fatal one is followed by the host closing the connection.
ERRORS = {
    "bad_json": "the message is not a JSON object in UTF-8 text",
    "too_deep": "the message is nested too deeply",
    "bad_message": "the message has a missing or malformed field",
    "unknown_type": "the message type is not one of the protocol's",
    "version": "the host does not speak this protocol version",
    "wrong_code": "the table code is not this table's",
    "bad_token": "the resume token is not one of this table's seats",
    "table_full": "every seat of this table is taken",
    "too_many_guesses": "too many refused hellos: for a while only a seat's own token is taken",
    "no_such_seat": "the seat asked for is not a free seat for a player on another computer",
    "hello_first": "the first message must be hello",
    "hello_timeout": "no hello came in time",
    "rate_limited": "too many messages: some were dropped",
    "flooding": "far too many messages: the connection is closed",
    "too_slow": "the connection did not keep up with the table",
    "replaced": "the seat was taken up by a newer connection with its token",
    "table_closed": "the host closed the table",
}
FATAL = {"bad_json", "too_deep", "version", "wrong_code", "bad_token", "table_full", "too_many_guesses", "no_such_seat",
         "hello_first", "hello_timeout", "flooding", "too_slow", "replaced", "table_closed"}

# Refusal codes of the protocol itself (the others are the engine's, engine/refusals.py).
REFUSALS = {
    "stale": "the table moved on since the view this action answers",
    "table_action": "only the host takes table actions such as ending the session",
}


class ProtocolError(Exception):
    """A message that breaks the protocol: ``code`` is a key of :data:`ERRORS`."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code = code
        self.detail = detail
        super().__init__(f"{ERRORS.get(code, code)}{': ' + detail if detail else ''}")


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text) -> str:
    """A table code as typed (any case, spaces and dashes ignored), in its written form."""
    return "".join(ch for ch in str(text).upper() if ch not in " -\t")


def valid_code(text) -> bool:
    return isinstance(text, str) and 1 <= len(text) <= 16 and all(ch in CODE_ALPHABET for ch in text)


def new_token() -> str:
    """A resume token: URL-safe base64 of random bytes that never starts with "-", so that it
    can follow ``--token`` on a command line as it is."""
    while True:
        token = secrets.token_urlsafe(TOKEN_BYTES)
        if not token.startswith("-"):
            return token


# ---- reading ------------------------------------------------------------------------


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON value")


def _tree_fault(value, limit: int) -> str | None:
    """``too_deep`` when ``value`` nests more than ``limit`` levels, ``bad_message`` when
    a key or string in it is not valid Unicode (a lone surrogate, which JSON's ``\\ud800``
    escapes can make and no text can be written with); None when it is sound. Walked
    with a stack, never recursion, as the program's own files are."""
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, str):
            if not v.isascii():
                try:
                    v.encode("utf-8")
                except UnicodeEncodeError:
                    return "bad_message"
        elif isinstance(v, (dict, list)):
            if depth > limit:
                return "too_deep"
            if isinstance(v, dict):
                stack.extend((k, depth) for k in v)
                stack.extend((x, depth + 1) for x in v.values())
            else:
                stack.extend((x, depth + 1) for x in v)
    return None


def loads(raw, *, limit: int, depth: int | None = None) -> dict:
    """The JSON object in ``raw`` (text or bytes), or :class:`ProtocolError`; when ``depth``
    is given, nested at most that many levels and holding only valid Unicode (the parser
    refuses absurd nesting anyway)."""
    if isinstance(raw, (bytes, bytearray)):
        if len(raw) > limit:
            raise ProtocolError("bad_json", f"more than {limit} bytes")
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad_json", "not UTF-8") from None
    if not isinstance(raw, str):
        raise ProtocolError("bad_json")
    if len(raw) > limit:
        raise ProtocolError("bad_json", f"more than {limit} characters")
    try:
        value = json.loads(raw, parse_constant=_no_constant)
    except RecursionError:
        raise ProtocolError("too_deep") from None
    except ValueError as exc:  # JSONDecodeError, huge numbers, NaN
        raise ProtocolError("bad_json", str(exc)[:80]) from None
    if not isinstance(value, dict):
        raise ProtocolError("bad_json", "not an object")
    fault = _tree_fault(value, depth) if depth is not None else None
    if fault == "too_deep":
        raise ProtocolError("too_deep")
    if fault is not None:
        raise ProtocolError(fault, "text that is not valid Unicode (a lone surrogate)")
    return value


def _text(msg: dict, key: str, limit: int, *, required: bool = False, default=None):
    value = msg.get(key)
    if value is None:
        if required:
            raise ProtocolError("bad_message", f"'{key}' is missing")
        return default
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError("bad_message", f"'{key}' must be text of at most {limit} characters")
    return value


def _int(msg: dict, key: str, *, required: bool = False, low: int = 0, high: int = 1 << 53):
    value = msg.get(key)
    if value is None:
        if required:
            raise ProtocolError("bad_message", f"'{key}' is missing")
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProtocolError("bad_message", f"'{key}' must be a whole number from {low} to {high}")
    return value


def _ref(msg: dict):
    value = msg.get("ref")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ProtocolError("bad_message", "'ref' must be a number or text")
    if isinstance(value, str) and len(value) > REF_LENGTH:
        raise ProtocolError("bad_message", f"'ref' text is at most {REF_LENGTH} characters")
    if isinstance(value, int) and abs(value) > 1 << 53:
        raise ProtocolError("bad_message", "'ref' is too large")
    return value


@dataclass(frozen=True)
class Hello:
    protocol: int
    code: str
    token: str | None
    name: str
    seat: int | None


@dataclass(frozen=True)
class Act:
    action: str
    step: int | None
    ref: int | str | None


@dataclass(frozen=True)
class Ready:
    step: int | None


@dataclass(frozen=True)
class Ping:
    t: float | int | str | None


@dataclass(frozen=True)
class Bye:
    pass


def parse_client(raw):
    """A client's message as a :class:`Hello`, :class:`Act`, :class:`Ready`, :class:`Ping`
    or :class:`Bye`; :class:`ProtocolError` for anything else (a binary frame too: the
    protocol's messages are text frames)."""
    if not isinstance(raw, str):
        raise ProtocolError("bad_json", "a binary frame: messages are text frames")
    msg = loads(raw, limit=MAX_CLIENT_MESSAGE, depth=MAX_DEPTH)
    kind = msg.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", "'type' is missing")
    if kind == "hello":
        version = _int(msg, "protocol", required=True, high=1 << 20)
        code = normal_code(_text(msg, "code", 32, required=True))
        token = _text(msg, "token", TOKEN_LENGTH)
        name = _text(msg, "name", 200, default="")
        name = "".join(ch for ch in name if ch.isprintable())[:NAME_LENGTH].strip()
        return Hello(version, code, token, name, _int(msg, "seat", high=63))
    if kind == "act":
        action = _text(msg, "action", ACTION_LENGTH, required=True)
        return Act(action, _int(msg, "step"), _ref(msg))
    if kind == "ready":
        return Ready(_int(msg, "step"))
    if kind == "ping":
        t = msg.get("t")
        if isinstance(t, bool) or not (t is None or isinstance(t, (int, str))
                                       or (isinstance(t, float) and math.isfinite(t))):
            raise ProtocolError("bad_message", "'t' must be a number or text")
        if isinstance(t, str) and len(t) > REF_LENGTH:
            raise ProtocolError("bad_message", f"'t' text is at most {REF_LENGTH} characters")
        return Ping(t)
    if kind == "bye":
        return Bye()
    raise ProtocolError("unknown_type", kind[:40])


def parse_host(raw) -> dict:
    """A host's message (for clients): a JSON object with a known ``type``."""
    msg = loads(raw, limit=MAX_HOST_MESSAGE)
    if msg.get("type") not in HOST_TYPES:
        raise ProtocolError("unknown_type", str(msg.get("type"))[:40])
    return msg


# ---- writing ------------------------------------------------------------------------


def dumps(msg: dict) -> str:
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


def hello(code: str, *, token: str | None = None, name: str = "", seat: int | None = None) -> dict:
    msg = {"type": "hello", "protocol": PROTOCOL, "code": code}
    if token:
        msg["token"] = token
    if name:
        msg["name"] = name
    if seat is not None:
        msg["seat"] = seat
    return msg


def act(action: str, step: int | None = None, ref=None) -> dict:
    msg = {"type": "act", "action": action}
    if step is not None:
        msg["step"] = step
    if ref is not None:
        msg["ref"] = ref
    return msg


def error(code: str, detail: str = "") -> dict:
    msg = {"type": "error", "code": code, "message": ERRORS.get(code, code)}
    if detail:
        msg["detail"] = detail
    return msg


def refused(exc, ref=None) -> dict:
    """A refusal from an :class:`~pairs_table.engine.errors.IllegalAction`."""
    msg = {"type": "refused", "action": exc.action, "code": exc.code, "params": dict(exc.params),
           "reason": exc.reason, "legal": list(exc.legal)}
    if exc.kind is not None:
        msg["kind"], msg["fields"] = exc.kind, dict(exc.fields)
    if ref is not None:
        msg["ref"] = ref
    return msg

