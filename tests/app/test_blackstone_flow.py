"""The Blackstone table driven like a player would: real clicks and keys through pygame's
event queue, frame by frame, under the dummy video driver."""

import pygame
from app_helpers import click, deal_scripted, press

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games.blackstone.table import BlackstoneTable
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.overlays.standings import SessionResultScene
from pairs_table.engine.base import DealScript


def run_until(app, cond, frames=3000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def picture_matches_state(table):
    """At rest, the picture says what the engine says."""
    st = table.state
    view = st.view(st.to_act)
    res = st.result()
    assert table.pic.chips_shown == res["chips"]
    assert table.pic.pot_shown == res["pot"]
    assert table.pic.stakes == view["stakes"]
    assert table.pic.W == view["W"]
    assert max(1, table.pic.n_last) == view["M"]
    assert [sum(1 for c in row if c.tag == 10) for row in table.pic.rows] == view["stones"]
    assert all(c.tag == 10 for row in table.pic.rows for c in row)  # only black stones stay in front
    assert table.pic.draw_count == view["draw_size"]
    assert table.pic.passed == view["passed"]
    assert [p.plate_value(s)[0] for p in [table] for s in range(table.n)] == [f"{c} chips" for c in res["chips"]]


def shown_actions(table):
    """The actions the visible controls offer: Pass, and Take N for every N the spinner reaches."""
    shown = {a for a, b in table.action_buttons.items() if b.visible} - {"take n", "take fewer", "take more"}
    if table.take_button.visible:
        lo, hi = table.take_range()
        keep = table.take_n
        table.set_take(-10 ** 6)
        assert table.take_n == lo
        table.set_take(10 ** 6)
        assert table.take_n == hi
        table.set_take(keep)
        shown |= {f"take {n}" for n in range(lo, hi + 1)}
    return shown


def test_lobby_to_hands_to_the_end_of_the_session(app):
    app.stack.push(LobbyScene(app, "blackstone"))
    app.step()
    lobby = app.stack.top
    click(app, lobby.speed_buttons["instant"])
    click(app, lobby.pace_buttons["instant"])
    click(app, lobby.start_button)
    table = app.stack.top
    assert isinstance(table, BlackstoneTable) and table.n == 3

    turns = 0
    while len(table.chips.history) < 4 and turns < 200:
        assert run_until(app, lambda: table.human_to_act() or len(table.chips.history) >= 4)
        if len(table.chips.history) >= 4:
            break
        app.step()
        legal = table.state.legal_strings()
        assert shown_actions(table) == set(legal)
        picture_matches_state(table)
        view = table.state.view(0)
        # the spinner starts at the minimum take; its buttons stop at the ends
        assert table.take_n == view["M"]
        assert not table.minus_button.is_enabled
        before = len(table.state.log)
        how = turns % 4
        if how == 0:
            click(app, table.plus_button)
            assert table.take_n == view["M"] + 1
            click(app, table.take_button)
            expected = f"take {view['M'] + 1}"
        elif how == 1:
            press(app, pygame.K_RETURN)
            expected = f"take {view['M']}"
        elif how == 2:
            click(app, table.action_buttons["pass"])
            expected = "pass"
        else:
            press(app, pygame.K_p)
            expected = "pass"
        assert table.state.log[before].kind == expected.split()[0]
        if expected.startswith("take"):
            assert table.state.log[before].data["n"] == int(expected.split()[1])
        turns += 1
    assert len(table.chips.history) >= 4
    # nobody's controls while the computer plays
    assert run_until(app, lambda: not table.human_to_act() and table.idle and not table.state.hand_over)
    assert not table.take_button.visible and not any(b.visible for b in table.action_buttons.values())

    press(app, pygame.K_s)
    over = app.stack.top
    assert isinstance(over, SessionResultScene) and not over.final
    click(app, over.end_button)
    assert table.chips.session.stop_requested and app.stack.top is table
    for _ in range(3000):  # the hand in play is finished first
        if isinstance(app.stack.top, SessionResultScene):
            break
        if table.human_to_act():
            press(app, pygame.K_p)
        app.step(1 / 60)
    assert isinstance(app.stack.top, SessionResultScene) and app.stack.top.final
    st = table.state
    assert st.is_over and table.chips.history.last == st.session.chips and sum(st.session.chips) == 300
    assert table.pic.chips_shown == st.session.chips and table.pic.pot_shown == 0
    click(app, app.stack.top.lobby_button)
    assert isinstance(app.stack.top, LobbyScene)


def test_bx1_through_the_table(app):
    """BX-1 played by four humans at the table: a tie, a pass and a bust, the pot split."""
    seats = [SeatConfig(n, "human") for n in ("A", "B", "C", "D")]
    config = TableConfig("blackstone", seats, {}, "instant", "instant", seed=1)

    script = DealScript([[7], [3], [10], [3]], [6, 2, 4, 8, 10, 5, 10], [])
    table = deal_scripted(BlackstoneTable(app, config), script)
    app.stack.push(table)
    said = []
    say = table.say
    table.say = lambda text, *a: (said.append(None if text is None else str(text)), say(text, *a))
    assert run_until(app, table.human_to_act)
    assert table.state.to_act == 3 and table.pic.W == 5
    assert [len(r) for r in table.pic.rows] == [0, 0, 1, 0]
    picture_matches_state(table)
    press(app, pygame.K_RETURN)  # D takes 1
    assert run_until(app, table.human_to_act) and table.pic.W == 6
    press(app, pygame.K_2)  # A types 2 and takes
    assert table.take_n == 2
    press(app, pygame.K_RETURN)
    assert run_until(app, table.human_to_act)
    picture_matches_state(table)
    assert table.state.view(1)["pass_cost"] == 9
    assert table.action_buttons["pass"].text.startswith("Pass: pay 9")
    click(app, table.action_buttons["pass"])  # B passes: 9
    assert run_until(app, table.human_to_act)
    assert table.pic.pot_shown == 9 and table.pic.passed[1]
    assert table.take_n == 2 and table.take_range()[0] == 2  # a pass does not lower M
    press(app, pygame.K_RETURN)  # C takes 2 and busts
    assert run_until(app, lambda: len(table.chips.history) >= 2)
    assert table.chips.history.points[1] == [111, 91, 87, 111]
    assert "C busts!" in said
    assert any(s and s.endswith("split the pot: 11 each") for s in said), said
    texts = [t for t, _c in table.log]
    assert any("C busts and pays 13" in t for t in texts)
    assert any("B passes and pays 9" in t for t in texts)


def test_extra_tens_go_back_to_the_pile(app):
    """BX-3: all three tie on 10; the extra tens fly back and only black stones stay."""
    seats = [SeatConfig("You", "human"), SeatConfig("Ana", "ai", "easy"), SeatConfig("Bo", "ai", "easy")]
    config = TableConfig("blackstone", seats, {}, "instant", "instant", seed=1)
    from collections import Counter

    from pairs_table.engine.cards import PAIRS_DECK
    left = Counter(PAIRS_DECK)
    left.subtract([10] * 4 + [4])  # three tens held, the 4 in the middle
    order = [10] + sorted(left.elements())

    script = DealScript([[10], [10], [10]], [10, 4, 10], [order])
    table = deal_scripted(BlackstoneTable(app, config), script)
    app.stack.push(table)
    assert run_until(app, lambda: table.idle and (table.human_to_act() or table.state.hand_over
                                                  or table.thinking is not None), 600)
    texts = " ".join(t for t, _c in table.log)
    assert "extra ten" in texts and "shuffled" in texts
    # Ana's tie card 4 is lowest: she goes first; every player keeps exactly one black stone
    assert table.state.first == 1
    assert [sum(1 for c in r if c.tag == 10) for r in table.pic.rows] == [1, 1, 1]
    assert table.pic.W == 1 and table.pic.draw_count == 51


def test_demo_plays_on_its_own_and_frames_stay_cheap(app, monkeypatch):
    """Eight computer players play two hands by themselves. A frame's costly work is making
    pictures (a text, a scaled card or chip): counted per frame, most frames make none and
    95% make at most four, so the table draws from its caches (a count, not a clock: it holds
    on any machine however loaded)."""
    made = [0]
    smoothscale = pygame.transform.smoothscale

    def counted_smoothscale(*a, **k):
        made[0] += 1
        return smoothscale(*a, **k)

    monkeypatch.setattr(pygame.transform, "smoothscale", counted_smoothscale)
    seats = [SeatConfig(n, "ai", "easy") for n in ("Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke", "Georgi", "Hugo")]
    config = TableConfig("blackstone", seats, {"max_hands": 2}, "fast", "instant", seed=4, demo=True)
    table = BlackstoneTable(app, config)
    app.stack.push(table)
    per_frame = []
    for _ in range(6000):
        if isinstance(app.stack.top, SessionResultScene):
            break
        before = made[0] + app.text.renders
        app.step(1 / 60)
        per_frame.append(made[0] + app.text.renders - before)
    assert isinstance(app.stack.top, SessionResultScene)
    assert len(table.chips.history) == 3
    assert len(per_frame) > 300  # the hands were played frame by frame, not at once
    still = sum(1 for n in per_frame if n == 0)
    assert still >= len(per_frame) // 2, (still, len(per_frame))  # 65% with these seats and seed
    assert sorted(per_frame)[int(len(per_frame) * 0.95)] <= 4  # 2 with these seats and seed
