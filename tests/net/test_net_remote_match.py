"""RemoteMatch: what a table scene reads from a seat at a hosted table."""

import time

import pytest

from pairs_table.engine.errors import IllegalAction
from pairs_table.net.client import JoinRefused, NetError, RemoteMatch
from net_helpers import LOOPBACK, start_host


def wait_for(check, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return
        time.sleep(0.01)
    raise AssertionError("timed out")


def test_a_remote_match_plays_a_seat_with_the_calls_of_a_local_match():
    host = start_host("pyramid_poker", "remote,easy", seed=9)
    m = RemoteMatch(LOOPBACK, host.port, host.code, name="Bo").start()
    assert (m.game, m.players, m.seat) == ("pyramid_poker", 2, 0)
    assert m.options == host.table.state.options and m.token
    assert [s["kind"] for s in m.seats] == ["remote", "ai"] and m.seats[0]["connected"]
    fed = []
    for up in m.poll():
        fed += up.events
    refused_once = False
    while not m.is_over:
        wait_for(lambda: m.my_turn or m.is_over)
        if m.is_over:
            break
        assert m.view == host.table.state.view(0) and m.facts == host.table.state.summary()
        if not refused_once:
            with pytest.raises(IllegalAction) as err:
                m.act("place 9,9")
            assert err.value.code == "no_slot" and err.value.params["slot"] == [9, 9]
            assert err.value.legal == m.legal
            refused_once = True
        action = m.legal[0]
        kind, fields = m.decode(action)
        assert kind in ("place", "take", "choose", "hand") and isinstance(fields, dict)
        updates = m.act(action)
        assert updates[-1].ref is not None and updates[-1].step == m.step or m.step > updates[-1].step
        for up in updates:
            fed += up.events
    wait_for(lambda: m.result is not None)
    for up in m.poll():
        fed += up.events
    # the events fed are exactly the seat's share of the game's events, each once, in order
    assert [e.to_json() for e in fed] == [e.for_seat(0).to_json() for e in host.table.state.log]
    assert m.result == host.result and m.status == "ended"
    with pytest.raises(NetError):
        m.act("take 0,0")
    m.close()


def test_not_your_turn_is_the_engines_refusal_code_with_the_seat_to_act():
    host = start_host("hasenpfeffer", "remote,remote,easy,easy", seed=2, hands=1)
    a = RemoteMatch(LOOPBACK, host.port, host.code).start()
    b = RemoteMatch(LOOPBACK, host.port, host.code).start()
    wait_for(lambda: host.table.state.to_act in (a.seat, b.seat) and a.step == b.step == host.table.step)
    waiting = a if host.table.state.to_act != a.seat else b
    with pytest.raises(IllegalAction) as err:
        waiting.act("pass")
    assert err.value.code == "not_your_turn" and err.value.legal == []
    assert err.value.params == {"seat": host.table.state.to_act}
    for m in (a, b):
        m.close()
    host.thread.stop()


def test_joining_with_a_wrong_code_or_a_dead_address_fails_with_a_reason():
    host = start_host("pairs", "remote,easy", seed=2, hands=1)
    with pytest.raises(JoinRefused) as err:
        RemoteMatch(LOOPBACK, host.port, "ZZZZZZ").start()
    assert err.value.code == "wrong_code"
    host.thread.stop()
    with pytest.raises(NetError):
        RemoteMatch(LOOPBACK, host.port, host.code, reconnect_for=0.3).start(timeout=5)


def test_a_seat_at_the_hosts_own_computer_plays_through_a_client_with_its_own_token():
    from pairs_table.engine.replay import Setup
    from pairs_table.net.host import Host, HostThread
    from pairs_table.net.table import SeatPlan, Table
    from net_helpers import FAST

    table = Table.new(Setup("goblins_poker", 3, {"bankroll": 100}, seed=4),
                      [SeatPlan("here", name="Host player"), SeatPlan("remote"), SeatPlan("ai", "easy")], hands=1)
    host = Host(table, settings=FAST)
    thread = HostThread(host)
    thread.start()
    assert list(host.here_tokens) == [0]
    with pytest.raises(JoinRefused) as err:  # the table code alone gives the remote seat only
        RemoteMatch(LOOPBACK, host.port, host.code, seat=0).start()
    assert err.value.code == "no_such_seat"
    mine = RemoteMatch(LOOPBACK, host.port, host.code, token=host.here_tokens[0]).start()
    theirs = RemoteMatch(LOOPBACK, host.port, host.code).start()
    assert (mine.seat, theirs.seat) == (0, 1) and mine.seats[0]["name"] == "Host player"
    while not (mine.is_over and theirs.is_over):
        for m in (mine, theirs):
            if m.my_turn:
                try:
                    m.act(m.legal[0])
                except IllegalAction as exc:
                    assert exc.code == "stale"  # the table moved on: choose again
            elif m.hand_over and not m.is_over:
                m.ready()
        time.sleep(0.005)
    # the last update says the game is over; the result follows in the table's last message
    wait_for(lambda: mine.result is not None and theirs.result is not None)
    assert mine.result == theirs.result == host.result and host.result["hands"] == 1
    for m in (mine, theirs):
        m.close()
    thread.join(10)
