"""Strangers at the door of a hosted table, with a raw client of the tests' own: silent
connections, a join cut before its welcome, lone surrogates, binary frames and a thousand
wrong codes. None of them keeps a player out of a seat or prints on the host's standard
error, and after each the table plays to its end with its chips all there."""

import asyncio
import json
import logging
import time
from collections import Counter

from pairs_table.net import protocol as P
from pairs_table.net.client import RemoteMatch
from pairs_table.net.gate import Guesses, Waiting
from pairs_table.net.host import Connection
from net_helpers import LOOPBACK
from raw_client import Raw, honest_end, host_for

WAIT = 10.0
SURROGATE = "\\ud800"  # a lone surrogate as JSON writes it: valid JSON, not valid Unicode


async def wait_until(check, timeout: float = WAIT) -> None:
    """Poll the host (in its thread) until ``check()`` holds; fails after ``timeout``."""
    async def poll():
        while not check():
            await asyncio.sleep(0.01)
    await asyncio.wait_for(poll(), timeout)


def test_silent_connections_never_keep_players_out_of_their_seats():
    """150 connections that never say hello: the longest waiting make room for newer ones
    (at most ``max_waiting`` wait), and two players joining with the code and a third
    resuming with its token are all served at once. The bound of ``WAIT`` seconds on each
    join is only there so that a failure fails instead of hanging."""
    host = host_for(seats="remote,remote,remote,easy", hands=2, hello_timeout=60.0)

    async def go():
        third, welcome = await Raw.join(host)
        await third.ws.close()
        silent = [await Raw.open(host) for _ in range(150)]
        await wait_until(lambda: len(host.waiting) == host.settings.max_waiting)
        a, wa = await Raw.join(host)
        b, wb = await Raw.join(host)
        c, wc = await Raw.join(host, token=welcome["token"])
        assert {wa["seat"], wb["seat"], wc["seat"]} == {0, 1, 2} and wc["seat"] == welcome["seat"]
        # the ones let go were told to try again later (1013); 64 still wait beside the players
        await wait_until(lambda: sum(r.ws.close_code is not None for r in silent) >= 150 - host.settings.max_waiting)
        assert all(r.ws.close_code == 1013 for r in silent if r.ws.close_code is not None)
        assert len(host.waiting) <= host.settings.max_waiting
        for r in (a, b, c):
            await r.ws.close()
        await honest_end(host, wa["token"], wb["token"], welcome["token"], bots=0)
        for r in silent:
            await r.ws.close()

    asyncio.run(go())


def test_a_hello_cut_before_its_welcome_arrived_leaves_the_seat_free():
    host = host_for(hands=1)

    async def go():
        ghost = await Raw.open(host)
        ghost.ws.transport.pause_reading()  # it reads nothing more: neither the welcome nor a ping
        await ghost.send(P.hello(host.code, name="ghost"))
        # the seat is given (with the name), not yet known to have arrived
        await wait_until(lambda: host.table.record.seats[0].name == "ghost")
        assert host.tokens[0] is not None and 0 in host.unconfirmed
        ghost.ws.transport.abort()  # the connection is reset
        await wait_until(lambda: host.table.record.seats[0].name == "Seat 1")  # freed: the name goes last
        assert host.tokens[0] is None and not host.unconfirmed
        a, wa = await Raw.join(host)
        b, wb = await Raw.join(host)
        assert {wa["seat"], wb["seat"]} == {0, 1}
        await wait_until(lambda: not host.unconfirmed)  # both welcomes arrived: both seats taken
        assert all(t is not None for t in host.tokens[:2])
        for r in (a, b):
            await r.ws.close()
        await honest_end(host, wa["token"], wb["token"], bots=0)

    asyncio.run(go())


def test_the_client_library_asks_for_its_seat_again_when_the_host_freed_it(monkeypatch):
    """The connection drops after the welcome but before the host knew it had arrived: the
    host frees the seat, and the program's client, told ``bad_token`` for the token it was
    just given, joins again asking for that seat and plays the table to its end."""
    real = Connection.ask_receipt
    asked = []

    def first_unanswered(conn, on_receipt):
        asked.append(conn.seat)
        if len(asked) > 1:
            real(conn, on_receipt)

    monkeypatch.setattr(Connection, "ask_receipt", first_unanswered)
    host = host_for(seats="remote,easy", hands=2)
    match = RemoteMatch(LOOPBACK, host.port, host.code, name="Ann", reconnect_for=10).start()
    try:
        assert match.seat == 0 and 0 in host.unconfirmed
        first = host.tokens[0]
        host._loop.call_soon_threadsafe(lambda: host.conns[0].ws.transport.abort())
        while not match.is_over:
            assert match.status in ("playing", "reconnecting", "ended"), match.error
            if match.my_turn:
                match.act(match.legal[0])
            elif match.hand_over and not match.is_over:
                match.ready()
            time.sleep(0.01)
        host.thread.join(10)
        assert asked == [0, 0] and host.tokens[0] not in (None, first) and match.seat == 0
        assert match.result == host.result and host.result["hands"] == 2
    finally:
        match.close()


def _with_surrogate(field: str) -> list[str]:
    """Messages of every client type with a lone surrogate in ``field`` (as a key, too)."""
    return [
        '{"type": "ping", "t": "%s"}' % field,
        '{"type": "act", "action": "hit %s", "step": 0}' % field,
        '{"type": "act", "action": "hit", "ref": "%s"}' % field,
        '{"type": "ready", "step": 0, "note": "%s"}' % field,
        '{"type": "hello", "protocol": 1, "code": "%s"}' % field,
        '{"type": "hello", "protocol": 1, "code": "ABCDEF", "token": "%s"}' % field,
        '{"type": "hello", "protocol": 1, "code": "ABCDEF", "name": "Ann%s"}' % field,
        '{"type": "bye", "%s": 1}' % field,
        '{"type": "%s"}' % field,
    ]


def test_lone_surrogates_in_any_field_are_bad_messages_and_the_connection_stays(caplog, capfd):
    caplog.set_level(logging.DEBUG)
    host = host_for(hands=1)

    async def go():
        raw, welcome = await Raw.join(host)
        for i, text in enumerate(_with_surrogate(SURROGATE)):
            await raw.send(text)
            err = await raw.expect("error")
            assert err["code"] == "bad_message", text
            await raw.send({"type": "ping", "t": i})  # the connection still answers
            assert (await raw.expect("pong"))["t"] == i
        # in place of a hello, a bad message is refused as any bad hello: an error, then a close
        for text in _with_surrogate(SURROGATE)[4:7]:
            first = await Raw.open(host)
            await first.send(text.replace("ABCDEF", host.code))
            assert await first.closed() == 1008 and first.errors() == ["bad_message"]
        assert all(t is None for t in host.tokens[1:])
        await raw.ws.close()
        await honest_end(host, welcome["token"])

    asyncio.run(go())
    out, err = capfd.readouterr()
    assert "Traceback" not in err and "Error" not in err, err
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], caplog.text


def test_binary_frames_are_refused_and_only_text_frames_are_read():
    host = host_for(hands=1)

    async def go():
        first = await Raw.open(host)
        await first.send(json.dumps(P.hello(host.code)).encode("utf-8"))  # a binary hello
        assert await first.closed() == 1008 and first.errors() == ["bad_json"]
        assert all(t is None for t in host.tokens)
        raw, welcome = await Raw.join(host)
        await raw.send(b'{"type": "ping", "t": 1}')
        err = await raw.expect("error", "pong")
        assert err["type"] == "error" and err["code"] == "bad_json" and "binary" in err["detail"]
        await raw.send({"type": "ping", "t": 2})
        assert (await raw.expect("pong", "error"))["t"] == 2  # no pong for the binary ping came
        await raw.ws.close()
        await honest_end(host, welcome["token"])

    asyncio.run(go())


async def _guess(host, code: str, source: str | None = None) -> str:
    """One hello with ``code`` on a connection of its own; the error it was refused with."""
    r = await Raw.open(host, source)
    await r.send(P.hello(code))
    await r.closed()
    return r.errors()[0] if r.errors() else "none"


def test_a_thousand_wrong_codes_from_fifty_addresses_at_once_are_slowed_for_all():
    """The 100th refused hello cools the whole table down: the other 900 wrong codes are not
    even compared, a right code without a token is not served either (a guesser cannot
    find it meanwhile), and a seat's own token still is. The cool-down's end is read from a
    clock of the test's."""
    now = [1000.0]
    host = host_for(hands=2, guesses_per_table=100, guesses_per_address=10_000, cool_down=60.0)
    host.guesses.clock = lambda: now[0]
    wrong = "".join("A" if ch != "A" else "B" for ch in host.code)

    async def go():
        a, wa = await Raw.join(host)

        async def guesser(source):
            return [await _guess(host, wrong, source) for _ in range(20)]

        sources = [f"127.0.0.{10 + i}" for i in range(50)]  # fifty addresses
        answers = Counter(x for got in await asyncio.gather(*map(guesser, sources)) for x in got)
        assert answers == {"wrong_code": 100, "too_many_guesses": 900}
        # the right code from an address that never guessed is not looked at either
        assert await _guess(host, host.code, "127.0.0.200") == "too_many_guesses"
        assert all(t is None for t in host.tokens[1:])
        await a.ws.close()
        again, w_again = await Raw.join(host, token=wa["token"])  # a seat's token still takes it
        assert w_again["seat"] == wa["seat"]
        now[0] += 60.0  # the cool-down is over
        b, wb = await Raw.join(host)
        assert wb["seat"] != wa["seat"]
        for r in (again, b):
            await r.ws.close()
        await honest_end(host, wa["token"], wb["token"], bots=0)

    asyncio.run(go())
    assert host.guesses.refused == 100


def test_wrong_codes_from_one_address_cool_that_address_down_and_no_other():
    host = host_for(hands=1, guesses_per_address=10, guesses_per_table=1000)
    wrong = "".join("A" if ch != "A" else "B" for ch in host.code)

    async def go():
        guesses = [await _guess(host, wrong, "127.0.0.2") for _ in range(12)]
        assert guesses == ["wrong_code"] * 10 + ["too_many_guesses"] * 2
        assert await _guess(host, host.code, "127.0.0.2") == "too_many_guesses"
        a, wa = await Raw.join(host, source="127.0.0.3")  # another address joins as ever
        b, wb = await Raw.join(host)
        for r in (a, b):
            await r.ws.close()
        await honest_end(host, wa["token"], wb["token"], bots=0)

    asyncio.run(go())


def test_a_right_code_at_a_full_table_is_answered_no_sooner_than_a_wrong_one():
    """Every refused hello is answered after ``refusal_delay``: the times are lower bounds
    (a sleep never ends early), so a slow machine cannot make this fail."""
    host = host_for(hands=1, refusal_delay=0.3)

    async def go():
        a, _ = await Raw.join(host)
        b, _ = await Raw.join(host)
        loop = asyncio.get_running_loop()
        for code, answer in ((host.code, "table_full"), ("WRONG2", "wrong_code")):
            start = loop.time()
            assert await _guess(host, code) == answer
            assert loop.time() - start >= 0.3
        for r in (a, b):
            await r.ws.close()

    asyncio.run(go())
    host.thread.stop()


def test_refused_hellos_cool_down_one_address_or_the_whole_table():
    now = [0.0]
    g = Guesses(per_table=5, per_address=3, window=10.0, cool_down=30.0)
    g.clock = lambda: now[0]
    for _ in range(3):
        assert not g.cooling("10.0.0.1")
        g.miss("10.0.0.1")
    assert g.cooling("10.0.0.1") and not g.cooling("10.0.0.2")  # that address only
    now[0] = 29.0
    assert g.cooling("10.0.0.1")
    now[0] = 30.0
    assert not g.cooling("10.0.0.1")  # cooled down
    g.miss("10.0.0.2")
    now[0] = 45.0  # past the window: the miss at 30 no longer counts
    for address in ("10.0.0.2", "10.0.0.3", "10.0.0.4", "10.0.0.5"):
        g.miss(address)
    assert not g.cooling("10.0.0.6")
    g.miss("10.0.0.5")  # the fifth within the window for the table
    assert g.cooling("10.0.0.6") and g.cooling("10.0.0.2")
    assert g.refused == 9 and g.cool_downs == 2


def test_the_longest_waiting_connections_make_room():
    w = Waiting(3)
    assert [w.add(x) for x in "abc"] == [[], [], []]
    w.discard("a")  # it said hello
    assert w.add("d") == [] and w.add("e") == ["b"] and len(w) == 3
    assert "b" not in w and "e" in w
