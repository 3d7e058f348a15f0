"""Keyboard play: the focus ring's order and activation in a few scenes, and whole hands of
Hawthorn and Hasenpfeffer played from the title screen with key events alone."""

import pygame
import pytest

from pairs_table.app.focus import focusables
from pairs_table.app.render import GOLD
from pairs_table.app.scenes.choose_game import ChooseGameScene
from pairs_table.app.overlays.confirm import QuestionScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.scenes.saves import SavesScene
from pairs_table.app.table.scene import TableScene
from pairs_table.app.scenes.title import TitleScene


def key(app, k, mod=0, unicode="", frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


def focused_text(app):
    w = app.focus.current()
    return None if w is None else w.text


def tab_to(app, text, limit=60):
    """Tab until the focused widget says ``text`` (keys only; fails if it never does)."""
    for _ in range(limit):
        key(app, pygame.K_TAB, frames=1)
        if focused_text(app) == text:
            return
    raise AssertionError(f"no widget '{text}' in the focus order: {[w.text for w in focusables(app.stack.top)]}")


@pytest.fixture
def title(app):
    scene = app.stack.push(TitleScene(app))
    app.step(1 / 60)
    return scene


def test_tab_cycles_the_title_buttons_in_reading_order_and_shift_tab_goes_back(app, title):
    assert app.focus.current() is None  # nothing has the focus until a key asks for it
    seen = []
    for _ in range(7):
        key(app, pygame.K_TAB)
        seen.append(focused_text(app))
    assert seen == ["Play", "Join a table", "Saves", "Settings", "Statistics", "About", "Quit"]
    key(app, pygame.K_TAB)
    assert focused_text(app) == "Play"  # wraps around
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused_text(app) == "Quit"
    key(app, pygame.K_LEFT)  # an arrow key the title does not use moves the focus along the row
    assert focused_text(app) == "About"
    key(app, pygame.K_UP)  # the button above: Join a table
    assert focused_text(app) == "Join a table"


def test_enter_and_space_press_the_focused_button(app, title):
    tab_to(app, "Saves")
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SavesScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    assert focused_text(app) == "Saves"  # another scene came and went: the focus is back where it was
    tab_to(app, "Play")
    key(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, ChooseGameScene)


def test_the_focus_ring_is_drawn_around_the_focused_widget(app, title):
    tab_to(app, "Saves")
    app.step(1 / 60)
    r = app.focus.current().get_abs_rect().inflate(8, 8)
    assert tuple(app.window.get_at((r.centerx, r.top + 1)))[:3] == GOLD
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.step(1 / 60)
    assert app.focus.current() is None  # a mouse click drops it


def test_lobby_name_entry_takes_typing_and_buttons_keep_their_focus_after_a_rebuild(app):
    lobby = app.stack.push(LobbyScene(app, "hawthorn"))
    app.step(1 / 60)
    order = [w for w in focusables(lobby)]
    assert order[0] is lobby.rows[0]["name"]  # the first seat's name, top left
    key(app, pygame.K_TAB)
    assert app.focus.current() is lobby.rows[0]["name"] and lobby.rows[0]["name"].is_focused
    key(app, pygame.K_BACKSPACE, frames=1)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zo"))
    for _ in range(3):
        app.step(1 / 60)
    assert lobby.rows[0]["name"].get_text() == "YoZo"
    assert lobby.seats[0].name == "YoZo"
    key(app, pygame.K_TAB)  # on to the seat's Human / AI switch: the entry stops taking keys
    assert app.focus.current() is lobby.rows[0]["kind"]
    assert not lobby.rows[0]["name"].is_focused
    key(app, pygame.K_RETURN, frames=3)
    assert lobby.seats[0].kind == "remote"  # a human seat goes on to a player on another computer
    assert app.focus.current() is lobby.rows[0]["kind"]  # the rebuilt switch, in the same place
    key(app, pygame.K_SPACE, frames=3)
    assert lobby.seats[0].is_ai


def _into_lobby(app, game_index):
    """Title -> chooser -> lobby by keys, every setting of the table by keys too."""
    app.stack.push(TitleScene(app))
    app.step(1 / 60)
    tab_to(app, "Play")
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ChooseGameScene)
    for _ in range(game_index):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    for row in ("speed", "pace"):
        buttons = lobby.speed_buttons if row == "speed" else lobby.pace_buttons
        for _ in range(60):
            key(app, pygame.K_TAB, frames=1)
            if app.focus.current() is buttons["instant"]:
                break
        key(app, pygame.K_RETURN, frames=3)
    assert lobby.speed == "instant" and lobby.ai_pace == "instant"
    tab_to(app, "Start")
    key(app, pygame.K_RETURN, frames=3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def _settle(app, frames=4):
    for _ in range(frames):
        app.step(1 / 60)


def test_a_whole_hand_of_hawthorn_by_keys_alone(app):
    table = _into_lobby(app, 1)
    assert table.config.game == "hawthorn"
    me = table.config.bottom_seat
    actions = []
    for _ in range(400):
        _settle(app)
        top = app.stack.top
        if isinstance(top, QuestionScene):
            key(app, pygame.K_y)
            continue
        st = table.state
        if st.session.hands_played >= 1 or st.is_over:
            break
        if not table.human_to_act():
            continue
        legal = st.legal_strings()
        before = len(table.record.actions)
        if st.phase == "choose":
            key(app, pygame.K_1)  # the first card of my hand
        elif "hit" in legal:
            key(app, pygame.K_h if len(st.stacks[me]) < 3 else pygame.K_f)
        else:
            hand = table.secret.viewer_hand()
            safe = [i for i, c in enumerate(hand) if f"play {c.name}" in legal
                    and int(c.name) not in st.stacks[me]]
            key(app, pygame.K_1 + safe[0] if safe else pygame.K_f)
        _settle(app)
        if isinstance(app.stack.top, QuestionScene):
            key(app, pygame.K_y)
        assert len(table.record.actions) > before, table.toast
        actions.append(table.record.actions[before])
    else:
        raise AssertionError("the hand did not end")
    assert table.state.session.hands_played >= 1
    assert actions and actions[0].startswith("choose ")
    assert all(a.split()[0] in ("choose", "hit", "fold", "play") for a in actions)


def test_a_whole_deal_of_hasenpfeffer_by_keys_alone(app):
    table = _into_lobby(app, 4)
    assert table.config.game == "hasenpfeffer"
    mine = []
    for _ in range(600):
        _settle(app)
        st = table.state
        if st.hand_over or st.is_over or st.deal_no > 1:
            break
        if not table.human_to_act():
            continue
        legal = st.legal_strings()
        before = len(table.record.actions)
        phase = table.card_choice_phase()
        if phase is not None:
            hand = table.pic.hands[table.face_seat]
            i = next(i for i, c in enumerate(hand) if f"{phase} {c.name}" in legal)
            key(app, pygame.K_1 + i)
        else:
            act = legal[-1] if legal[0] == "pass" and len(legal) > 1 and "bid 3" in legal else legal[0]
            word, _, rest = act.partition(" ")
            if word == "pass":
                key(app, pygame.K_p)
            elif word == "bid":
                key(app, getattr(pygame, f"K_{rest}"))
            elif word == "trump":
                key(app, getattr(pygame, f"K_{rest.lower()}"))
            elif word in ("alone", "partner"):
                key(app, pygame.K_a if word == "alone" else pygame.K_w)
            else:
                raise AssertionError(f"no key for {act}")
        _settle(app)
        assert len(table.record.actions) > before, table.toast
        mine.append(table.record.actions[before])
    else:
        raise AssertionError("the deal did not end")
    st = table.state
    assert st.hand_over or st.deal_no > 1
    assert any(a.startswith("play ") for a in mine)


def test_practice_mode_is_switched_on_in_the_lobby_by_keys_and_said_at_the_table(app):
    lobby = app.stack.push(LobbyScene(app, "pairs"))
    app.step(1 / 60)
    for _ in range(60):
        key(app, pygame.K_TAB, frames=1)
        if app.focus.current() is lobby.practice_button:
            break
    key(app, pygame.K_RETURN, frames=3)
    assert lobby.practice and lobby.config().practice
    tab_to(app, "Start")
    key(app, pygame.K_RETURN, frames=3)
    table = app.stack.top
    assert table.config.practice
    assert any("undo is always allowed" in text for text, *_ in table.view.status_block())


def test_a_whole_hand_of_pyramid_poker_by_keys_alone_with_no_key_wasted(app):
    table = _into_lobby(app, 5)
    assert table.config.game == "pyramid_poker"
    presses = moves = 0
    for _ in range(800):
        _settle(app)
        st = table.state
        if st.hand_over or st.is_over or st.summary().get("hand_no", 1) > 1:
            break
        if not table.human_to_act() or table.moving():
            continue
        before = len(table.record.actions)
        key(app, pygame.K_RETURN)
        presses += 1
        _settle(app)
        if len(table.record.actions) > before:
            moves += 1
        else:  # only the very first Enter may bring the focus to the table before acting
            assert presses == 1, f"Enter {presses} made no move: the focus was on {app.focus.current()}"
    else:
        raise AssertionError("the hand did not end")
    assert moves >= 5 and presses - moves <= 1, (presses, moves)


def test_a_whole_hand_of_pairs_by_keys_alone_with_no_key_wasted(app):
    table = _into_lobby(app, 0)
    assert table.config.game == "pairs"
    for _ in range(300):
        if table.human_to_act() and not table.moving():
            break
        _settle(app)
    hit = table.panel_widgets.bar.buttons["hit"]
    tab_to(app, hit.text)  # the focus to Hit once; then Enter alone, turn after turn
    first = table.state.summary()["hand_no"]
    moves = 0
    for _ in range(1600):
        _settle(app)
        if table.state.summary()["hand_no"] != first or table.state.is_over:
            if moves >= 2 or table.state.is_over:
                break
            first = table.state.summary()["hand_no"]  # a round soon folded: play the next one too
        if not table.human_to_act() or table.moving():
            continue
        before = len(table.record.actions)
        key(app, pygame.K_RETURN)
        _settle(app)
        assert len(table.record.actions) > before, f"Enter made no move: the focus was on {focused_text(app)}"
        moves += 1
    else:
        raise AssertionError("the hand did not end")
    assert moves >= 2
