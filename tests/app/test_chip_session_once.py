"""A chip session left, carried on from its save and then ended or left again is one session
in the statistics, with the chips its player actually won."""

import pytest

from pairs_table.app.games import table_class
from pairs_table.app.saved_games import open_save
from pairs_table.app.table.chip_table import ChipPart
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import SaveStore
from pairs_table.storage.stats import StatsStore

from test_chip_tables import CHIP_GAMES, _drive, open_table, play_one, until


def entry(game):
    """Mira's figures at ``game`` as the statistics file on disk holds them."""
    return StatsStore(get_paths()).load().entry("Mira", game)


def leave_mid_hand(app, table, hands):
    """Play on to the human's turn after ``hands`` more finished hands, then close the table."""
    goal = len(table.chips.history) + hands
    assert _drive(app, table, lambda: table.human_to_act() and len(table.chips.history) >= goal)
    app.stack.clear()


def resume(app, save_id):
    record, state = SaveStore(get_paths()).load(save_id)
    assert open_save(app, record, state) is None
    table = app.stack.top
    assert isinstance(getattr(table, "chips", None), ChipPart) and table.record.id == save_id
    return table


def won_so_far(table):
    """The chips seat 0 has won in the session, from its finished hands."""
    return table.chips.history.last[0] - table.chips.history.start[0]


@pytest.mark.parametrize("game", CHIP_GAMES)
def test_left_then_resumed_then_ended_is_one_session(app, game):
    table = open_table(app, game)
    save_id = table.record.id
    leave_mid_hand(app, table, 1)
    first = entry(game)
    assert first["sessions"] == 1 and first["history"] == [won_so_far(table)]
    assert SaveStore(get_paths()).load(save_id)[0].session_recorded[0] == won_so_far(table)

    table = resume(app, save_id)
    assert _drive(app, table, lambda: table.human_to_act() and len(table.chips.history) >= 3)
    play_one(table)
    table.chips.session.request_stop()
    assert _drive(app, table, lambda: table.finished)
    net = table.state.standings()[0]["result"]
    results = [r["result"] for r in table.state.standings()]
    e = entry(game)
    assert e["sessions"] == 1, "the part before leaving is not counted again"
    assert e["history"] == [net] and e["best_session"] == net
    assert e["sessions_won"] == int(net == max(results))
    assert e["net"] == net, "the statistics' chips are the chips won"
    assert e["hands"] == len(table.chips.history) - 1, "each hand counted once"


@pytest.mark.parametrize("game", CHIP_GAMES)
def test_left_resumed_and_left_again_is_one_session_at_its_latest_result(app, game):
    table = open_table(app, game, seed=9)
    save_id = table.record.id
    leave_mid_hand(app, table, 1)
    assert entry(game)["sessions"] == 1
    table = resume(app, save_id)
    leave_mid_hand(app, table, 2)
    latest = won_so_far(table)
    e = entry(game)
    assert e["sessions"] == 1 and e["history"] == [latest] and e["best_session"] == latest
    assert e["net"] == latest, "the statistics' chips are the chips won"
    assert SaveStore(get_paths()).load(save_id)[0].session_recorded[0] == latest
