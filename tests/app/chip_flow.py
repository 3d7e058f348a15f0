"""Driving a secret-hand chip table (Hawthorn, Goblin's Poker) from the lobby through whole
hands with one human seat, checking the picture against the engine at every human turn."""

from __future__ import annotations

import pygame
from app_helpers import click, press

from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.overlays.standings import SessionResultScene

KEYS = {"hit": pygame.K_h, "fold": pygame.K_f, "pass": pygame.K_p}


def start_from_lobby(app, game: str, players: int, table_cls):
    app.stack.push(LobbyScene(app, game))
    app.step()
    lobby = app.stack.top
    while len(lobby.seats) < players:
        click(app, lobby.add_button)
    while len(lobby.seats) > players:
        click(app, lobby.rows[-1]["remove"])
    assert [s.is_ai for s in lobby.seats] == [False] + [True] * (players - 1)
    for i in range(1, players):  # quick computer players
        while lobby.seats[i].level != "baseline":
            click(app, lobby.rows[i]["level"])
    click(app, lobby.speed_buttons["instant"])
    click(app, lobby.pace_buttons["instant"])
    click(app, lobby.start_button)
    table = app.stack.top
    assert isinstance(table, table_cls) and table.n == players
    return table


def card_actions(table) -> dict:
    """Action -> index of the card of the viewer's hand that takes it (when clickable)."""
    out = {}
    for i, c in enumerate(table.secret.viewer_hand()):
        a = table.secret.card_action(c)
        if a is not None:
            out.setdefault(a, i)
    return out


def check_picture(table) -> None:
    """At rest, the table shows what the engine holds (from seat 0's view)."""
    st = table.state
    r = st.result()
    assert table.pic.chips_shown == r["chips"]
    assert table.pic.pot_shown == r["pot"]
    view = st.view(0)
    for s in range(table.n):
        assert sorted(c.tag for c in table.pic.stacks[s]) == view["stacks"][s], f"seat {s}'s stack"
        assert len(table.pic.hands[s]) == view["hand_sizes"][s], f"seat {s}'s hand size"
        assert (table.pic.chosen[s] is not None) == view["chosen"][s]
        if s != 0:
            assert all(c.name == "back" for c in table.pic.hands[s])
    assert [c.tag for c in table.secret.viewer_hand()] == view["my_hand"]
    assert table.pic.draw_count == view["draw_size"]
    assert table.pic.dead_count == view["dead_size"]


def human_turn(app, table, step: int) -> str:
    """Check the offered actions, then take one through a click or a key."""
    legal = table.state.legal_strings()
    app.step()
    buttons = {a for a, b in table.action_buttons.items() if b.visible}
    cards = card_actions(table)
    assert buttons | set(cards) == set(legal), (buttons, cards, legal)
    assert not buttons & set(cards)
    check_picture(table)
    st = table.state
    if cards and ("hit" not in legal or step % 4 == 3):
        action = sorted(cards)[step % len(cards)]
        i = cards[action]
        if step % 2:
            press(app, pygame.K_1 + i, frames=1)
        else:
            c = table.secret.viewer_hand()[i]
            pos = (int(c.x), int(c.y + c.h * 0.3))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            app.step()
    else:
        action = "hit" if "hit" in legal and len(st.stacks[0]) < 3 else [a for a in legal if a in KEYS][-1]
        if step % 2:
            press(app, KEYS[action], frames=1)
        else:
            click(app, table.action_buttons[action], frames=1)
    return action


def play_hands(app, table, hands: int, max_frames: int = 20000) -> dict:
    """Play until ``hands`` hands are over, then stop the session from the standings; the
    final session result must appear. Returns counts of what happened."""
    seen = {"turns": 0, "hands": set(), "kinds": set()}
    stopped = False
    for _ in range(max_frames):
        top = app.stack.top
        if isinstance(top, SessionResultScene) and top.final:
            break
        st = table.state
        seen["hands"].add(st.hand_no)
        if not stopped and (st.hand_no > hands or st.is_over) and top is table:
            press(app, pygame.K_s)
            standings = app.stack.top
            assert isinstance(standings, SessionResultScene) and not standings.final
            click(app, standings.end_button)
            stopped = True
            continue
        if top is table and table.human_to_act():
            before = len(st.log)
            action = human_turn(app, table, seen["turns"])
            assert len(table.state.log) > before, f"{action} was not applied"
            seen["kinds"].add(action.split()[0])
            seen["turns"] += 1
        else:
            app.step()
            if not table.human_to_act():
                assert not any(b.visible for b in table.action_buttons.values())
    else:
        raise AssertionError("the session did not reach its result")
    return seen
