"""Forged and malformed traffic is refused without harm to the table: another seat's
action, an illegal action, bad JSON, deep nesting, a 1 MB message, 1,000 messages a second,
a client that says nothing, wrong codes and tokens. After each, the table plays on to its
end with the honest clients, and the offending seat can take its place again."""

import asyncio
import json

import pytest
from websockets.exceptions import ConnectionClosed

from pairs_table.engine.refusals import REFUSALS as ENGINE_REFUSALS
from pairs_table.net import protocol as P
from pairs_table.net.bot import play_bot
from pairs_table.net.host import Connection
from net_helpers import LOOPBACK, fast
from raw_client import Raw, honest_end, host_for


def test_another_seats_action_and_illegal_actions_are_refused_with_their_codes():
    host = host_for(hands=2)

    async def go():
        a, wa = await Raw.join(host)
        b, wb = await Raw.join(host)
        actor, other = (a, b) if wa["view"]["to_act"] == wa["seat"] else (b, a)
        mover = wa if actor is a else wb
        idle_seat = (wb if actor is a else wa)["seat"]
        step = mover["step"]
        actions = list(host.table.record.actions)
        # a forged action for the seat to act, from the other seat: refused, nothing leaks
        await other.send(P.act(mover["view"]["legal"][0], step, ref=1))
        r = await other.expect("refused")
        assert r["code"] == "not_your_turn" and r["params"] == {"seat": mover["seat"]}
        assert r["legal"] == [] and r["ref"] == 1
        # not a card the seat holds: the engine's refusal code, the seat's own legal actions
        held = {int(x.split()[1]) for x in mover["view"]["legal"]}
        missing = next(x for x in range(1, 11) if x not in held)
        await actor.send(P.act(f"choose {missing}", step, ref=2))
        r = await actor.expect("refused")
        assert r["code"] == "rank_not_held" and r["params"]["rank"] == missing
        assert r["code"] in ENGINE_REFUSALS and r["legal"] == mover["view"]["legal"]
        # an answer to an old view, a table action, and no action at all
        for text, ref, code in [(mover["view"]["legal"][0], 3, "stale"), ("end session", 4, "table_action"),
                                ("dance", 5, "unknown_action")]:
            await actor.send(P.act(text, step + 5 if code == "stale" else step, ref=ref))
            r = await actor.expect("refused")
            assert r["code"] == code and r["ref"] == ref
        assert host.table.record.actions == actions and host.table.step == step
        # a legal action of its own seat goes through
        await actor.send(P.act(mover["view"]["legal"][0], step, ref=6))
        u = await actor.expect("update")
        assert u["ref"] == 6 and u["step"] == step + 1
        assert idle_seat != mover["seat"]
        token_a, token_b = wa["token"], wb["token"]
        await a.ws.close()
        await b.ws.close()
        await asyncio.wait_for(asyncio.gather(
            play_bot(LOOPBACK, host.port, host.code, "easy", token=token_a, reconnect_for=5),
            play_bot(LOOPBACK, host.port, host.code, "easy", token=token_b, reconnect_for=5)), 60)
        host.thread.join(10)
        assert host.result["hands"] == 2

    asyncio.run(go())


@pytest.mark.parametrize("junk, code", [
    ("{not json", "bad_json"),
    ("[1, 2, 3]", "bad_json"),
    ('{"type": "act"}', "bad_message"),
    ('{"type": "act", "action": 7}', "bad_message"),
    ('{"type": "act", "action": "' + "x" * 200 + '"}', "bad_message"),
    ('{"type": "dance"}', "unknown_type"),
    ('{"type": "act", "action": "hit", "extra": ' + "[" * 40 + "]" * 40 + "}", "too_deep"),
    ("[" * 5000 + "]" * 5000, "too_deep"),
    (b"\xff\xfe\x00", "bad_json"),
    ('{"type": "ping", "t": NaN}', "bad_json"),
])
def test_malformed_messages_get_an_error_and_the_connection_and_table_go_on(junk, code):
    host = host_for(hands=2)

    async def go():
        raw, welcome = await Raw.join(host)
        await raw.send(junk)
        err = await raw.expect("error")
        assert err["code"] == code and err["message"] == P.ERRORS[code]
        await raw.send({"type": "ping", "t": 42})  # the connection still answers
        assert (await raw.expect("pong"))["t"] == 42
        await raw.ws.close()
        await honest_end(host, welcome["token"])

    asyncio.run(go())


def test_a_one_megabyte_message_closes_only_that_connection():
    host = host_for(hands=2)

    async def go():
        raw, welcome = await Raw.join(host)
        await raw.send(json.dumps({"type": "act", "action": "x" * (1 << 20)}))
        assert await raw.closed() == 1009  # the WebSocket layer: message too big
        assert host.thread.thread.is_alive()
        await honest_end(host, welcome["token"])

    asyncio.run(go())


def test_a_flood_of_a_thousand_messages_a_second_is_cut_off_while_the_table_plays_on():
    # no tokens come back with time here, so what is answered does not depend on the clock:
    # the burst and no more (the refill at the rate is checked with a clock of the test's below)
    host = host_for(hands=3, rate=0.0)

    async def go():
        raw, welcome = await Raw.join(host)
        honest = asyncio.ensure_future(play_bot(LOOPBACK, host.port, host.code, "easy", reconnect_for=5))
        sent = 0
        try:
            while sent < 3000:
                await raw.send({"type": "ping", "t": sent})
                sent += 1
                if sent % 10 == 0:
                    await asyncio.sleep(0.01)  # about 1,000 a second
        except ConnectionClosed:
            pass
        assert await raw.closed() == 1008
        assert "flooding" in raw.errors() and "rate_limited" in raw.errors()
        pongs = sum(1 for m in raw.seen if m["type"] == "pong")
        assert pongs == 40  # the burst, no more
        assert not honest.done()  # the honest client is still at the table
        token = welcome["token"]
        result = await asyncio.wait_for(asyncio.gather(
            honest, play_bot(LOOPBACK, host.port, host.code, "easy", token=token, reconnect_for=5)), 60)
        host.thread.join(10)
        assert result[0] == result[1] == host.result and host.result["hands"] == 3

    asyncio.run(go())


def test_the_rate_limit_refills_at_its_rate_warns_once_a_second_and_cuts_off_a_flood():
    """A connection's token bucket read against a clock the test moves: the burst at once,
    then one message per 1/rate seconds; a refused message is told ``rate_limited`` at most
    once a second; ``flood_limit`` refusals within ``flood_window`` seconds are a flood."""
    now = [100.0]
    Clocked = type("Clocked", (Connection,), {"clock": staticmethod(lambda: now[0])})
    conn = Clocked(None, 0, fast(rate=20.0, burst=40.0, flood_limit=5, flood_window=5.0))
    assert [conn.allow() for _ in range(40)] == [None] * 40  # the burst
    assert conn.allow() == "rate_limited"
    assert conn.allow() == ""  # refused, already warned this second
    now[0] += 0.5  # ten tokens back at 20 a second
    assert [conn.allow() for _ in range(10)] == [None] * 10
    assert conn.allow() == ""  # 0.5 s after the warning: refused without another
    now[0] += 0.5
    assert [conn.allow() for _ in range(10)] == [None] * 10
    assert conn.allow() == "rate_limited"  # a second after the last warning: warned again
    assert conn.allow() == "flooding"  # the fifth refusal within five seconds
    now[0] += 10.0  # the bucket is full again (no more than the burst) and old refusals forgotten
    assert [conn.allow() for _ in range(40)] == [None] * 40
    assert conn.allow() == "rate_limited"
    conn.refund()  # a message that moved the game on gives its token back
    assert conn.allow() is None and conn.allow() == ""


def test_a_client_that_says_nothing_is_closed_and_does_not_hold_up_the_table():
    # a long session (500 chips each), so that the table is still playing when the silent
    # connection's half second is up, however slowly the machine runs
    host = host_for(seats="remote,easy,easy", hello_timeout=0.5, options={"bankroll": 500})

    async def go():
        bot = asyncio.ensure_future(play_bot(LOOPBACK, host.port, host.code, "easy", reconnect_for=5))
        while host.table.step == 0:
            await asyncio.sleep(0.01)
        silent = await Raw.open(host)
        before = host.table.step
        assert await silent.closed() == 1008
        assert silent.errors() == ["hello_timeout"]
        assert host.table.step > before or host.result is not None  # the table played on meanwhile
        host.thread.stop()
        await asyncio.gather(bot, return_exceptions=True)

    asyncio.run(go())


@pytest.mark.parametrize("hello, code", [
    ({"code": "WRONG2"}, "wrong_code"),
    ({"token": "not-a-token-of-this-table"}, "bad_token"),
    ({"seat": 2}, "no_such_seat"),  # an AI seat
    ({"seat": 9}, "no_such_seat"),
])
def test_a_hello_the_table_cannot_take_is_refused_and_closed(hello, code):
    host = host_for(hands=1)

    async def go():
        raw = await Raw.open(host)
        await raw.send(P.hello(hello.pop("code", host.code), **hello))
        assert await raw.closed() == 1008 and raw.errors() == [code]
        assert all(t is None for t in host.tokens)  # no seat was given away
        await raw.ws.close()

    asyncio.run(go())
    host.thread.stop()


def test_versions_it_does_not_speak_and_a_full_table_are_refused():
    host = host_for(hands=1)

    async def go():
        raw = await Raw.open(host)
        await raw.send({"type": "hello", "protocol": 99, "code": host.code})
        assert await raw.closed() == 1008 and raw.errors() == ["version"]
        one, _ = await Raw.join(host)
        two, _ = await Raw.join(host)
        three = await Raw.open(host)
        await three.send(P.hello(host.code))
        assert await three.closed() == 1008 and three.errors() == ["table_full"]
        first = await Raw.open(host)
        await first.send({"type": "act", "action": "hit"})
        assert await first.closed() == 1008 and first.errors() == ["hello_first"]
        for r in (one, two):
            await r.ws.close()

    asyncio.run(go())
    host.thread.stop()


def test_one_connection_per_seat_the_newest_with_the_token_wins():
    host = host_for(hands=1)

    async def go():
        old, welcome = await Raw.join(host)
        new, again = await Raw.join(host, token=welcome["token"])
        assert again["seat"] == welcome["seat"] and "token" not in again
        assert await old.closed() == 1008 and "replaced" in old.errors()
        assert host.conns[welcome["seat"]].ws is not None and len(host.conns) == 1
        await new.ws.close()

    asyncio.run(go())
    host.thread.stop()
