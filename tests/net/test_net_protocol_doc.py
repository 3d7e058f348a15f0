"""docs/protocol.md: its minimal client plays a table, and its examples are JSON."""

import asyncio
import json
import re
from pathlib import Path

from pairs_table.net import protocol as P
from net_helpers import LOOPBACK, start_host

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_minimal_client_of_the_document_plays_a_table_to_its_end():
    code = blocks("python")[-1]
    space = {}
    exec(compile(code, str(DOC), "exec"), space)  # noqa: S102 - the document's own example
    host = start_host("pairs", "remote,easy", seed=3, hands=3)
    result = asyncio.run(asyncio.wait_for(space["play"](LOOPBACK, host.port, host.code), 60))
    host.thread.join(10)
    assert result == host.result and result["hands"] == 3


def test_every_json_example_is_json_and_each_message_type_has_one():
    seen = set()
    for block in blocks("json"):
        for line in _messages(block):
            msg = json.loads(line)
            seen.add(msg["type"])
    assert seen == set(P.CLIENT_TYPES) | set(P.HOST_TYPES)


def test_every_error_code_is_in_the_document():
    text = DOC.read_text(encoding="utf-8")
    assert all(f"`{code}`" in text for code in P.ERRORS)
    assert all(f"`{code}`" in text for code in P.REFUSALS)


def _messages(block: str):
    """The JSON values of an example block: one per line, or one spread over lines."""
    text = block.strip()
    try:
        json.loads(text)
        yield text
        return
    except ValueError:
        pass
    buf = ""
    for line in text.splitlines():
        buf += line
        try:
            json.loads(buf)
        except ValueError:
            continue
        yield buf
        buf = ""
    assert not buf.strip(), buf


def test_a_resume_token_can_follow_its_option_on_a_command_line(monkeypatch):
    """A token starting with "-" would read as an option after ``--token``: none is made."""
    import secrets

    from pairs_table.net import protocol

    made = iter(["-starts-with-a-dash", "_fine_token"])
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n: next(made))
    assert protocol.new_token() == "_fine_token"
    monkeypatch.undo()
    assert all(not protocol.new_token().startswith("-") for _ in range(2000))
