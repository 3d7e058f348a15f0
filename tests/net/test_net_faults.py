"""Faults: a client killed mid-hand takes its seat again with its token; a dropped
connection is joined again by the client library by itself; a host killed mid-game is
started again from its autosave and the same clients play the table to its end."""

import json
import signal
import socket
import time

from pairs_table.engine.replay import replay
from pairs_table.net.client import RemoteMatch
from net_helpers import LOOPBACK, fast, finish, host_args, read_line, start, start_host

WAIT = 30.0


def wait_until(check, timeout: float = WAIT, what: str = "the condition"):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"{what} did not happen in {timeout} s")


def test_a_client_killed_mid_hand_takes_its_seat_again_with_its_token(tmp_path):
    host = start_host("hasenpfeffer", "remote,remote,easy,easy", seed=21, hands=3,
                      settings=fast(takeover_after=60.0))
    where = f"{LOOPBACK}:{host.port}"
    victim = start(["bot", where, host.code, "--level", "easy", "--wait", "10"], tmp_path)
    other = start(["bot", where, host.code, "--level", "easy", "--wait", "10"], tmp_path)
    seated = read_line(victim)
    wait_until(lambda: host.table.step > 8 and not host.table.state.hand_over
               and host.table.state.to_act != seated["seat"], what="a hand under way")
    victim.send_signal(signal.SIGKILL)
    victim.wait(10)
    wait_until(lambda: seated["seat"] not in host.conns, what="the host noticing the loss")
    step = host.table.step
    back = start(["bot", where, host.code, "--level", "easy", "--token", seated["token"]], tmp_path)
    again = read_line(back)
    assert again["seat"] == seated["seat"]
    code, lines, _ = finish(back)
    assert code == 0 and lines[-1] == host.result and host.result["hands"] == 3
    code, lines, _ = finish(other)
    assert code == 0 and lines[-1] == host.result
    assert host.table.step > step and seated["seat"] not in host.stand_ins
    t = host.table
    assert replay(t.record.setup, t.record.actions).to_json() == t.state.to_json()


def test_the_client_library_joins_again_by_itself_after_a_dropped_connection():
    host = start_host("hawthorn", "remote,easy,easy", options={"bankroll": 100}, seed=4, hands=2)
    match = RemoteMatch(LOOPBACK, host.port, host.code, name="Ann", reconnect_for=10).start()
    seat = match.seat
    assert match.seats[seat]["name"] == "Ann" and match.status == "playing"
    first = match.poll()
    assert first and first[0].resync and first[0].view == match.view
    # the connection is cut from the host's side, mid-hand
    wait_until(lambda: match.my_turn, what="the seat's turn")
    host._loop.call_soon_threadsafe(lambda: host.conns[seat].ws.transport.abort())
    wait_until(lambda: any(u.resync for u in match.poll()), what="a new welcome")
    assert match.seat == seat and match.status == "playing"
    while not match.is_over:
        wait_until(lambda: match.my_turn or match.hand_over or match.is_over, what="a turn")
        if match.my_turn:
            match.act(match.legal[0])
        elif match.hand_over and not match.is_over:
            match.ready()
            wait_until(lambda: not match.hand_over or match.is_over, what="the next hand")
    wait_until(lambda: match.result is not None, what="the end")
    assert match.result == host.result and host.result["hands"] == 2
    match.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def test_a_killed_host_resumes_its_table_from_the_autosave_with_the_same_clients(tmp_path):
    port = free_port()
    host = start(host_args("goblins_poker", "remote,remote,easy", "--port", str(port), "--hands", "30",
                           "--options", json.dumps({"bankroll": 1000})), tmp_path)
    opened = read_line(host)
    assert opened["port"] == port and opened["address"] == LOOPBACK
    where = f"{LOOPBACK}:{port}"
    bots = [start(["bot", where, opened["code"], "--level", "easy", "--wait", "30"], tmp_path) for _ in range(2)]
    for b in bots:
        read_line(b)
    save = tmp_path / "saves" / f"{opened['save']}.json"

    def saved_actions():
        try:
            return json.loads(save.read_text())["actions"]
        except (OSError, ValueError, KeyError):
            return None

    wait_until(lambda: len(saved_actions() or []) >= 12, what="a save with a dozen actions")
    host.send_signal(signal.SIGKILL)
    host.wait(10)
    before = saved_actions()
    assert before and all(b.poll() is None for b in bots)  # the clients wait for the table
    resumed = start(["host", "--resume", opened["save"], "--bind", LOOPBACK], tmp_path)
    again = read_line(resumed)
    assert again == opened  # same address, port, code and save
    code, lines, _ = finish(resumed)
    assert code == 0 and lines[-1]["hands"] == 30
    for b in bots:
        bcode, blines, _ = finish(b)
        assert bcode == 0 and blines[-1] == lines[-1]
    after = saved_actions()
    assert after[:len(before)] == before and len(after) > len(before)
