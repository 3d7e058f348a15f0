"""Seats whose players are away or slow: the computer plays for them after a while, the
player takes the seat back with its token, and a table with no player connected waits."""

import asyncio
import time

from pairs_table.net import protocol as P
from pairs_table.net.bot import play_bot
from net_helpers import LOOPBACK, fast, start_host
from test_net_hostile import Raw


def test_an_away_player_is_stood_in_for_and_takes_the_seat_back():
    host = start_host("hawthorn", "remote,remote,easy", options={"bankroll": 100}, seed=5, hands=3,
                      settings=fast(takeover_after=0.2))
    seen = []
    gone = {}

    async def go():
        raw, welcome = await Raw.join(host)
        gone["seat"] = welcome["seat"]
        seated = asyncio.Event()
        honest = asyncio.ensure_future(play_bot(LOOPBACK, host.port, host.code, "easy", listener=seen.append,
                                                reconnect_for=5, on_seated=lambda seat, token: seated.set()))
        await asyncio.wait_for(seated.wait(), 20)  # the other player is at the table to be told
        await raw.ws.close()  # gone: after 0.2 s the computer plays the seat
        end = time.monotonic() + 20
        while welcome["seat"] not in host.stand_ins and host.result is None and time.monotonic() < end:
            await asyncio.sleep(0.01)
        assert welcome["seat"] in host.stand_ins
        back = await asyncio.wait_for(asyncio.gather(
            honest, play_bot(LOOPBACK, host.port, host.code, "easy", token=welcome["token"], reconnect_for=5)), 60)
        assert back[0] == back[1] == host.result and host.result["hands"] == 3

    asyncio.run(go())
    stood_in = [m for m in seen if m["type"] == "seats" and any(s["stand_in"] for s in m["seats"])]
    assert stood_in  # the other players were told
    row = next(s for s in stood_in[0]["seats"] if s["stand_in"])
    assert row["seat"] == gone["seat"] and not row["connected"]
    assert not host.stand_ins  # the player came back


def test_a_table_with_no_player_connected_waits_for_its_players():
    host = start_host("hawthorn", "remote,easy,easy", options={"bankroll": 100}, seed=5,
                      settings=fast(takeover_after=0.05, turn_timeout=0.05))

    async def go():
        raw, welcome = await Raw.join(host)
        assert welcome["view"]["to_act"] == welcome["seat"] == 0  # the first secret choice is seat 0's
        await raw.ws.close()
        await asyncio.sleep(0.5)
        assert host.table.step == 0 and not host.stand_ins
        again, _ = await Raw.join(host, token=welcome["token"])
        await again.expect("update", timeout=5)  # connected again, but idle: the turn is played for it
        assert host.table.step >= 1 and host.table.record.actions
        await again.ws.close()

    asyncio.run(go())
    host.thread.stop()


def test_a_connected_player_who_does_not_act_in_time_has_the_turn_played():
    # when the host made each change (its own clock, from which it times the turn), by the
    # step the change led to; step 0 from the host's start (nothing moves before the player joins)
    since = {}
    box = {}
    host = box["host"] = start_host("pairs", "remote,easy", seed=8, settings=fast(turn_timeout=0.4),
                                    observer=lambda t, events: since.update({t.step: box["host"]._turn_since}))
    since[0] = host._turn_since

    async def go():
        raw, welcome = await Raw.join(host)
        msg = welcome
        while msg["view"]["to_act"] != welcome["seat"]:
            msg = await raw.expect("update")
        update = await raw.expect("update")
        assert update["events"] and update["events"][0]["seat"] == welcome["seat"]
        # not before the turn time: the host's own times of the change that gave the player
        # the turn and of the change the computer made for them
        assert since[update["step"]] >= since[msg["step"]] + 0.4
        assert host.conns and welcome["seat"] not in host.stand_ins  # still the player's seat
        await raw.send(P.act("hit", update["step"] - 1, ref=1))
        refused = await raw.expect("refused")
        assert refused["code"] in ("stale", "not_your_turn", "round_over", "hand_over", "game_over")
        await raw.ws.close()

    asyncio.run(go())
    host.thread.stop()
