"""Full sessions of every game over loopback: the host's table and 2 to 8 headless clients."""

import pytest

from net_helpers import run_session, start_host

# game, seats, options, hands: every game to its own end, with 2 to 8 clients
CASES = [
    ("pairs", "remote,remote,remote,remote,remote,remote,remote,remote", {}, None),
    ("hawthorn", "remote,remote,remote,easy", {"bankroll": 12}, None),
    ("goblins_poker", "remote,remote,remote", {"bankroll": 15}, None),
    ("blackstone", "remote,remote,remote,remote,remote,baseline", {"bankroll": 20}, None),
    ("hasenpfeffer", "remote,easy,remote,easy", {"target": 6}, None),
    ("pyramid_poker", "remote,remote", {"scoring": "advanced", "target": 7}, None),
]


@pytest.mark.parametrize("game,seats,options,hands", CASES, ids=[c[0] for c in CASES])
def test_a_full_session_is_played_to_its_end_by_clients(game, seats, options, hands):
    host = start_host(game, seats, options=options, seed=7, hands=hands)
    remote = seats.split(",").count("remote")
    results = run_session(host, remote)
    assert host.result is not None and host.result["over"] is True
    assert all(r == host.result for r in results)
    state = host.table.state
    assert state.is_over
    assert host.result["hands"] == host.table.hands_done >= 1
    assert host.result.get("winners") == state.result()["winners"]
    # the host's record replays to the same end: every action went through the engine
    from pairs_table.engine.replay import replay

    assert replay(host.table.record.setup, host.table.record.actions).to_json() == state.to_json()


def test_a_table_ends_after_the_hands_asked_for_and_a_chip_session_is_closed():
    host = start_host("blackstone", "remote,remote,easy", options={"bankroll": 100}, seed=3, hands=4)
    results = run_session(host, 2)
    assert host.result["hands"] == 4 and results[0] == results[1] == host.result
    assert host.table.record.actions[-1] == "end session" and host.table.state.is_over
    assert sum(host.result["chips"]) + host.result["pot"] == 300


def test_a_game_without_table_actions_stops_after_the_hands_asked_for():
    host = start_host("hasenpfeffer", "remote,easy,easy,easy", seed=5, hands=2)
    run_session(host, 1)
    assert host.result["hands"] == 2 and host.result["over"] is False
    assert host.table.state.hand_over and not host.table.state.is_over
