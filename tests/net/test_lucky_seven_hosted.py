"""Lucky Seven (tests/lucky_seven/) at a hosted table: bots play a whole session against the
host's computer seat, and a seat in the window plays a hand there, as with the six games."""

from __future__ import annotations

from net_helpers import run_session, start_host
from test_net_window import app, play_at_a_remote_seat  # noqa: F401 - the window of these tests

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
    assert [c.name for s in table.stacks for c in s] == [str(c) for c in host.table.state.cards]
    assert table.chips == host.table.state.chips
    host.thread.join(10)
