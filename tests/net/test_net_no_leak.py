"""No hidden card leaves the host: every message every client receives, over hundreds of
hands of every game, checked against what the host knew at that step (see leak_check),
welcomes again after a cut connection included."""

import zlib

import pytest

from leak_check import Recorder, check_messages
from net_helpers import run_session, start_host

# game, players, options, hands per session, hands in all
CASES = [
    ("pairs", 5, {}, None, 40),
    ("hawthorn", 4, {"bankroll": 100}, 30, 60),
    ("goblins_poker", 4, {"bankroll": 100}, 20, 40),
    ("blackstone", 5, {"bankroll": 100}, 30, 60),
    ("hasenpfeffer", 4, {"target": 10}, None, 20),
    ("pyramid_poker", 2, {"scoring": "advanced", "target": 7}, None, 4),
]  # 224 hands or more in all


DROPS = (25, 60, 150)  # at these steps a client's connection is cut: it joins again mid-hand


def play_and_check(game, players, options, hands, seed):
    box = {}

    def observe(table, events):
        box["recorder"](table, events)
        if table.step in DROPS:  # in the host's loop: cut a connection, the bot comes back
            conn = box["host"].conns.get(table.step % players)
            if conn is not None:
                conn.ws.transport.abort()

    host = start_host(game, ",".join(["remote"] * players), options=options, seed=seed, hands=hands,
                      observer=observe)
    box["recorder"] = Recorder(host.table)  # the first snapshot: the table as it opened
    box["host"] = host
    inbox = [[] for _ in range(players)]
    run_session(host, players, "easy", recorders=inbox)
    checked = welcomes = 0
    for messages in inbox:
        seat = next(m["seat"] for m in messages if m["type"] == "welcome")
        problems, count = check_messages(box["recorder"], seat, messages)
        assert not problems, problems[:5]
        checked += count
        welcomes += sum(1 for m in messages if m["type"] == "welcome")
    if host.table.step > max(DROPS):
        assert welcomes >= players + len(DROPS)  # the cut clients were welcomed again
    return host.result["hands"], checked


def session_seed(game: str, session: int) -> int:
    """A session's seed: large (like a shuffled table's), the same on every run."""
    return zlib.crc32(f"{game}/{session}".encode()) | (1 << 61)


@pytest.mark.parametrize("game,players,options,hands,total", CASES, ids=[c[0] for c in CASES])
def test_no_message_to_a_seat_holds_what_the_seat_may_not_see(game, players, options, hands, total):
    played = checked = 0
    session = 0
    while played < total:
        seed = session_seed(game, session)
        try:
            n, c = play_and_check(game, players, options, hands, seed)
        except AssertionError as exc:
            raise AssertionError(f"{game} session {session}, seed {seed}: {exc}") from exc
        played += n
        checked += c
        session += 1
    assert checked > 100 * players
