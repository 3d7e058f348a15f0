"""The Pyramid Poker table on the kit: one keyboard focus over its places and the panel's
buttons, Enter on a focused place or hand acts on it, a resize keeps the focus and the
buttons of the turn, and every card and place is said in words in every language."""

import re

import pygame

from app_helpers import button_texts, click_at, press
from pairs_table.app import i18n, words
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.focus import FocusTarget
from pairs_table.app.games import table_class
from pairs_table.app.games.pyramid_poker import panel
from pairs_table.engine import pyramid_poker as pp


def open_table(app, seed=3, options=None, practice=False):
    seats = [SeatConfig("You", "human"), SeatConfig("Ana", "ai", "easy")]
    config = TableConfig("pyramid_poker", seats, dict(options or {}), "instant", "instant", seed=seed,
                         practice=practice)
    return app.stack.push(table_class("pyramid_poker")(app, config))


def until(app, cond, frames=3000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def until_phase(app, table, phase):
    """Play the human's first legal action until the human must act in ``phase``."""
    for _ in range(200):
        assert until(app, table.human_to_act)
        if table.phase() == phase:
            return
        table.human_action(table.state.legal_strings()[0])
    raise AssertionError(phase)


def tab_to_target(app):
    for _ in range(80):
        press(app, pygame.K_TAB, frames=1)
        if isinstance(app.focus.current(), FocusTarget):
            return app.focus.current()
    raise AssertionError("Tab never reached a place of the table")


def shown_buttons(scene):
    return sorted(button_texts(scene))


def test_tab_and_the_arrows_move_one_focus_and_enter_places_the_block_there(app):
    table = open_table(app)
    until_phase(app, table, "build")
    app.step(1 / 60)
    lit = {thing for _a, thing in table.targets()}
    first = tab_to_target(app)
    assert first.key in lit and table.picks.focused() == first.key
    press(app, pygame.K_RIGHT)  # the arrows move the same focus, over places and buttons alike
    focused = app.focus.current()
    assert isinstance(focused, FocusTarget) and focused.key in lit and focused.key != first.key
    assert table.picks.focused() == focused.key  # the place drawn brighter is the focused one
    st = table.state
    before = len(st.log)
    press(app, pygame.K_RETURN)
    assert app.stack.top is table  # Enter placed the block: no menu opened
    placed = [e for e in st.log[before:] if e.kind == "place" and e.seat == 0]
    assert [(e.data["row"], e.data["col"]) for e in placed] == [pp.SLOTS[focused.key[1]]]


def test_enter_on_a_focused_hand_puts_the_block_into_that_hand(app):
    table = open_table(app)
    until_phase(app, table, "assign")
    app.step(1 / 60)
    for _ in range(80):
        press(app, pygame.K_TAB, frames=1)
        cur = app.focus.current()
        if isinstance(cur, FocusTarget) and cur.key[0] == "hand":
            break
    k = cur.key[1]
    st = table.state
    before = len(st.log)
    press(app, pygame.K_RETURN)
    assert app.stack.top is table
    assert [e.data["hand"] for e in st.log[before:] if e.kind == "to_hand" and e.seat == 0] == [k]


def test_a_resize_keeps_the_focused_place_and_the_buttons_of_the_turn(app):
    table = open_table(app)
    until_phase(app, table, "assign")
    app.step(1 / 60)
    before = shown_buttons(table)
    assert sum(b.startswith("Hand") for b in before) == len(table.state.legal_strings())
    focused = tab_to_target(app)
    for size in ((1000, 640), (1440, 900), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(1 / 60)
        app.step(1 / 60)
        assert table.human_to_act() and shown_buttons(table) == before, size
        now = app.focus.current()
        assert isinstance(now, FocusTarget) and now.key == focused.key, size
        assert now.rect == table.picks.rect(focused.key)  # where the place is drawn at this size


def test_cards_and_places_are_words_in_the_log_panel_and_refusals_in_every_language(app):
    table = open_table(app)
    until_phase(app, table, "pick")
    st = table.state
    mine = [e for e in st.log if e.kind == "place" and e.seat == 0]
    first = mine[0]
    card = first.secret["card"]
    where = words.place((first.data["row"], first.data["col"]))
    entry = next(i for i, (text, _c) in enumerate(table.log)
                 if text == i18n.tr("You place {card} at {where}.", card=words.card(card), where=where))
    # a place the human cannot take now: refused in words, not in coordinates
    free = {pp.action_slot(pp.parse_legal(a)) for a in st.legal_strings()}
    stuck = next(i for i in range(pp.NSLOTS) if st.cells[i] != pp.EMPTY and i not in free)
    click_at(app, table.geo.slot_rect(stuck).center)
    for lang in ("en", "fr", "nl", "bg"):
        app.set_language(lang)
        app.step(1 / 60)
        line = table.log[entry][0]
        where = i18n.tr("row {row}, block {col} from the left", row=first.data["row"] + 1, col=first.data["col"] + 1)
        assert line == i18n.tr("You place {card} at {where}.", card=words.card(card), where=where), lang
        assert words.place(pp.SLOTS[stuck]) in table.toast, (lang, table.toast)
        assert not re.search(r"\b\d,\d\b", table.toast + line)
    app.set_language("en")
    until_phase(app, table, "assign")
    held = table.pic.stage[0].card
    hint = panel.turn_hint(table)
    assert words.card(held) in hint and held not in hint.split()


def test_undo_takes_back_the_place_and_the_table_shows_the_pyramid_as_it_was(app):
    table = open_table(app, seed=5, practice=True)  # the next block drawn was hidden: practice allows it
    until_phase(app, table, "build")
    table.human_action(table.state.legal_strings()[0])
    assert until(app, table.human_to_act)
    placed = sum(1 for e in table.state.log if e.kind == "place")
    mine = len([e for e in table.state.log if e.kind == "place" and e.seat == 0])
    again = table.assist.undo()
    assert again is not None and app.stack.top is again, table.toast
    st = again.state
    assert sum(1 for e in st.log if e.kind == "place") < placed
    assert len([e for e in st.log if e.kind == "place" and e.seat == 0]) == mine - 1
    assert set(again.pic.pyr) == {i for i, c in enumerate(st.cells) if c != pp.EMPTY}
    for slot, b in again.pic.pyr.items():  # your blocks face you, the computer's show their backs
        assert b.card == (pp.card_name(st.cells[slot]) if st.owners[slot] == 0 else None)


def test_the_target_option_matters_only_with_advanced_scoring():
    from pairs_table.app import games
    from pairs_table.engine.registry import get_game

    pyramid = games.get("pyramid_poker")
    assert not pyramid.option_matters("target", {"scoring": "basic", "target": 7})
    assert pyramid.option_matters("target", {"scoring": "advanced", "target": 7})
    assert pyramid.option_matters("open_supply", {"scoring": "basic"})
    for key in games.keys():  # every option named needs a real option's real value
        options = {o.name: o for o in get_game(key).options}
        for name, text in games.get(key).option_texts.items():
            if text.needs is not None:
                other, value, _reason = text.needs
                assert name in options and value in options[other].choices, (key, name)


def test_each_row_is_numbered_at_its_left_as_the_hint_and_the_log_name_it(app):
    from pairs_table.app import textlog
    from pairs_table.app.hints import hint_line
    from pairs_table.ai.base import make_agent
    from pairs_table.engine.rng import Rng

    table = open_table(app)
    until_phase(app, table, "build")
    for _ in range(6):  # a few blocks on the pyramid, both players'
        table.human_action(table.state.legal_strings()[0])
        assert until(app, table.human_to_act)
    g = table.geo
    fw, fh = g.block.front
    filled = {pp.SLOTS[b.home[1]][0] for b in table.cards if b.home is not None and b.home[0] == "slot"}
    assert len(filled) >= 2
    with textlog.recording(window=pygame.Surface(app.size)) as log:
        table.board.forget()
        layer = table.board.layer(pygame.Surface(app.size))
        drawn = {d.text: d for d in log.held(layer) if d.owner == "pyramid rows"}
    assert sorted(drawn) == [str(r + 1) for r in range(max(filled) + 2)]  # each row with a block, and the next
    for r in range(max(filled) + 2):
        label = pygame.Rect(drawn[str(r + 1)].rect)
        first, last = (g.slot_rect(pp.SLOT_INDEX[(r, c)]) for c in (0, pp.ROWS - 1 - r))
        assert label.right <= first.left or label.left >= last.right, r  # beside the row
        assert abs(label.centery - first.centery) <= 2, r
        assert not any(label.colliderect(g.slot_rect(i)) for i in range(pp.NSLOTS))
        assert label.collidelist([pygame.Rect(p) for p in g.plates]) < 0
    st = table.state
    decision = make_agent("pyramid_poker", "hard", iterations=2, jobs=1).decide(st.view(st.to_act), st.legal_strings(), Rng(2))
    line = hint_line(decision, st.decode_action(st.string_to_action(decision.action)))
    row, col = re.search(r"row (\d+), block (\d+) from the left", line).groups()
    assert row in drawn and 1 <= int(col) <= pp.ROWS - int(row) + 1, line
