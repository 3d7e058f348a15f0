"""Lucky Seven (tests/lucky_seven/) at a hosted table: bots play a whole session against the
host's computer seat, a seat in the window plays a hand there and the bot command plays a
seat to the end, as with the six games."""

from __future__ import annotations

import json

from net_helpers import run_session, start_host, stop_host
from test_net_window import app, play_at_a_remote_seat  # noqa: F401 - the window of these tests

from pairs_table.__main__ import main
from pairs_table.engine.replay import replay


def test_bots_play_a_whole_session_at_a_hosted_table(lucky_seven):
    host = start_host("lucky_seven", "remote,remote,normal", options={"hands": 4}, seed=7)
    results = run_session(host, 2)
    state = host.table.state
    assert state.is_over and state.hand_no == 4
    assert host.result is not None and all(r == host.result for r in results)
    assert host.result["winners"] == state.result()["winners"] and host.result["chips"] == state.chips
    assert replay(host.table.record.setup, host.table.record.actions).to_json() == state.to_json()


def test_a_seat_in_the_window_plays_a_hand_at_a_hosted_table(lucky_seven, app):  # noqa: F811
    host = start_host("lucky_seven", "remote,easy,easy", options={"hands": 1}, seed=3)
    _client, table, acted = play_at_a_remote_seat(app, host, lambda legal: legal[-1])
    assert table.finished and acted == 1
    # the seat saw its own card only, until the showdown turned every card face up
    assert [c.name for s in table.pic.stacks for c in s] == [str(c) for c in host.table.state.cards]
    assert table.pic.chips == host.table.state.chips
    host.thread.join(10)


def test_the_bot_command_plays_a_seat_to_the_end(lucky_seven, capsys):
    host = start_host("lucky_seven", "remote,easy", options={"hands": 2}, seed=5)
    assert main(["bot", f"127.0.0.1:{host.port}", host.code, "--level", "hard"]) == 2
    assert "no 'hard' agent" in capsys.readouterr().err  # Lucky Seven's levels are easy and normal
    stop_host(host)
    host = start_host("lucky_seven", "remote,easy", options={"hands": 2}, seed=5)
    assert main(["bot", f"127.0.0.1:{host.port}", host.code, "--name", "Robo"]) == 0
    out = capsys.readouterr().out
    host.thread.join(10)
    assert host.table.state.is_over and host.result is not None
    assert json.loads(out.splitlines()[-1]) == host.result  # the result, as the host has it
