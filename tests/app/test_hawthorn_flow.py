"""Hawthorn through the real scenes: lobby, hands with one human seat by clicks and keys,
the picture checked against the engine at each human turn, the session result."""

import pygame
from app_helpers import click
from chip_flow import check_picture, play_hands, start_from_lobby

from pairs_table.app.overlays.handover import HandoverScene
from pairs_table.app.games.hawthorn.table import HawthornTable
from pairs_table.app.overlays.standings import SessionResultScene


def test_lobby_to_hands_to_the_session_result(app):
    table = start_from_lobby(app, "hawthorn", 4, HawthornTable)
    assert table.seats.viewer == 0 and not table.seats.pass_and_play
    seen = play_hands(app, table, hands=2)
    assert seen["turns"] >= 4
    assert {"choose", "fold"} <= seen["kinds"]
    assert len(seen["hands"] - {0}) >= 2
    result = app.stack.top
    assert isinstance(result, SessionResultScene) and result.final
    st = table.state
    assert st.is_over
    # the chart's last point and the plates agree with the engine's final bankrolls
    assert table.chips.history.last == st.result()["chips"] == table.pic.chips_shown
    assert sum(table.pic.chips_shown) == 400 and table.pic.pot_shown == 0
    assert not any(isinstance(s, HandoverScene) for s in app.stack.scenes)
    # a rematch starts a fresh session on the same table
    click(app, result.rematch_button)
    assert app.stack.top is table and not table.state.is_over and table.state.hand_no == 1


def test_a_card_click_outside_a_hand_round_is_refused_with_a_reason(app):
    table = start_from_lobby(app, "hawthorn", 3, HawthornTable)
    for _ in range(3000):  # to the first deck-round turn of the human
        st = table.state
        if table.human_to_act() and st.phase == "play" and st.round_no % 2 == 1:
            break
        if table.human_to_act():
            table.human_action(table.state.legal_strings()[0])
        app.step()
    else:
        raise AssertionError("no deck round reached")
    check_picture(table)
    before = table.state.to_json()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
    app.step()
    assert table.state.to_json() == before
    assert "deck round" in table.toast
    # the fold button names the price, which is the engine's L
    assert table.action_buttons["fold"].text.startswith(f"Fold: −{table.state.view(0)['L']}")


def test_resizing_mid_hand_keeps_every_card_on_the_table(app):
    table = start_from_lobby(app, "hawthorn", 6, HawthornTable)
    for _ in range(600):
        if table.human_to_act():
            break
        app.step()
    for size in ((1600, 900), (800, 480), (1280, 720)):
        app.resize(size)
        app.step()
        check_picture(table)
        w, h = app.size
        for c in table.cards:
            assert 0 <= c.x <= w and 0 <= c.y <= h, (c.name, c.x, c.y, size)
        hand = table.secret.viewer_hand()
        assert hand and all(c.y + c.h / 2 <= h for c in hand)
        assert max(c.x for c in hand) < table.layout.panel.left  # the hand stays off the side panel
