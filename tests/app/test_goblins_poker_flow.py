"""Goblin's Poker through the real scenes: lobby, hands with one human seat by clicks and
keys, the picture checked against the engine at each human turn, the session result."""

from chip_flow import check_picture, play_hands, start_from_lobby

from pairs_table.app.games.goblins_poker.table import GoblinsTable
from pairs_table.app.overlays.standings import SessionResultScene


def test_lobby_to_hands_to_the_session_result(app):
    table = start_from_lobby(app, "goblins_poker", 5, GoblinsTable)
    assert table.seats.viewer == 0 and not table.seats.pass_and_play
    seen = play_hands(app, table, hands=2)
    assert seen["turns"] >= 4
    assert {"choose", "play"} <= seen["kinds"]
    result = app.stack.top
    assert isinstance(result, SessionResultScene) and result.final
    st = table.state
    assert table.chips.history.last == st.result()["chips"] == table.pic.chips_shown
    assert sum(table.pic.chips_shown) == 500 and table.pic.pot_shown == 0


def test_centre_cards_are_anonymous_backs(app):
    table = start_from_lobby(app, "goblins_poker", 4, GoblinsTable)
    for _ in range(3000):  # until cards lie in the centre with the human to act
        st = table.state
        if table.human_to_act() and st.phase == "turn" and st.centre:
            break
        if table.human_to_act():
            table.human_action(sorted(a for a in st.legal_strings() if a != "pass")[0])
        app.step()
    else:
        raise AssertionError("no centre cards reached")
    check_picture(table)
    assert len(table.pic.centre) == len(table.state.centre) > 0
    # no centre card carries a rank or an owner
    assert all(c.name == "back" and c.tag is None for c in table.pic.centre)
    assert not any(id(c) in table.pic.owner for c in table.pic.centre)
    assert table.action_buttons["pass"].text.startswith(f"Pass: −{table.state.view(0)['pass_cost']}")
