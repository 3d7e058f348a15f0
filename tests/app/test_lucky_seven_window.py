"""Lucky Seven, the game that lives in tests/lucky_seven/, in the window: found by the game
chooser, seated in the lobby, played at its table through every hand's summary to the result,
saved and resumed, shown by the replay, and counted in the statistics, with nothing of it in
pairs_table/."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, click_at, press, until

from pairs_table.app import textlog
from pairs_table.app.overlays.handover import HandoverScene
from pairs_table.app.overlays.result import ResultScene
from pairs_table.app.overlays.summary import SummaryScene
from pairs_table.app.scenes.choose_game import ChooseGameScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.scenes.title import TitleScene


def open_lobby(app):
    app.stack.push(TitleScene(app))
    app.step()
    click(app, app.stack.top.play_button)  # Play: the chooser, the registered game among its tiles
    chooser = app.stack.top
    assert isinstance(chooser, ChooseGameScene) and chooser.games[-1] == "lucky_seven"
    click_at(app, chooser.tiles()[chooser.games.index("lucky_seven")].center)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.game == "lucky_seven"
    return lobby


def play_to_the_result(app, table, choose=lambda legal, i: legal[i % len(legal)], on_turn=None):
    """Play the humans' turns (by the buttons, every third by its key), pass the device at
    each hand-over and continue every summary; ``on_turn()`` looks at the table before each
    move. Returns the summaries seen, the actions taken and the hand-overs passed."""
    summaries, actions, handovers = [], 0, 0
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, (SummaryScene, HandoverScene)):
            summaries += [top.summary] if isinstance(top, SummaryScene) else []
            handovers += isinstance(top, HandoverScene)
            click(app, top.continue_button)
            continue
        if top is table and table.human_to_act() and not table.handover_due():
            legal = table.state.legal_strings()
            app.step()
            assert {a for a, b in table.action_buttons.items() if b.visible} == set(legal)
            if on_turn is not None:
                on_turn()
            before = len(table.state.log)
            choice = choose(legal, actions)
            if actions % 3 == 2:
                press(app, pygame.K_k if choice == "keep" else pygame.K_s)
            else:
                click(app, table.action_buttons[choice])
            assert table.state.log[before].kind == choice
            actions += 1
        else:
            app.step()
    return summaries, actions, handovers


def test_the_chooser_lobby_table_summaries_and_result_of_a_registered_game(lucky_seven, app):
    app.settings.auto_continue = False
    lobby = open_lobby(app)
    assert [s.kind for s in lobby.seats][:1] == ["human"]
    click(app, lobby.option_buttons["hands"])  # the game's own option, from its own words
    assert lobby.options["hands"] != 3
    while lobby.options["hands"] != 2:
        click(app, lobby.option_buttons["hands"])
    click(app, lobby.speed_buttons["instant"])
    click(app, lobby.pace_buttons["instant"])
    click(app, lobby.start_button)
    table = app.stack.top
    assert type(table).__module__ == "lucky_seven.app.table"
    summaries, actions, _handovers = play_to_the_result(app, table)
    assert isinstance(app.stack.top, ResultScene), "the session did not reach its result"
    assert actions >= 2 and len(summaries) == 2
    st = table.state
    assert st.is_over and st.hand_no == 2
    assert table.pic.chips == st.chips and sum(st.chips) == 5 * table.n
    last = summaries[-1]
    assert [r.total for r in last.rows] == st.chips
    assert sum(r.change for r in last.rows) == 0
    result = app.stack.top
    assert result.column() == ("Chips", st.chips)
    with textlog.recording() as log:
        app.draw()
    drawn = {d.text for d in log.texts}
    assert "Chips" in drawn and "Games lost" not in drawn  # nobody loses a game of Lucky Seven
    top = max(st.chips)
    assert any(table.name(s) in result.headline() or (s == 0 and "You" in result.headline())
               for s in range(table.n) if st.chips[s] == top)


def test_the_table_speaks_the_game_s_own_words_in_each_language(lucky_seven, app):
    from pairs_table.app import i18n
    from pairs_table.app.config import SeatConfig, TableConfig

    i18n.set_language("nl")
    missed = set(i18n.misses)
    config = TableConfig("lucky_seven", [SeatConfig("Ana", "human"), SeatConfig("Bo", "ai", "easy")], seed=3,
                         speed="instant", ai_pace="instant")
    app.screens.table(config)
    table = app.stack.top
    until(app, lambda: table.human_to_act(), 600)
    assert table.action_buttons["keep"].text.startswith("Houden")
    assert table.status_lines()[0].text.startswith("Lucky Seven · hand 1 van 3")
    _summaries, actions, _handovers = play_to_the_result(app, table)
    assert isinstance(app.stack.top, ResultScene) and actions >= 3
    app.step()
    assert i18n.misses == missed  # every text of the table is in a catalogue, the game's own among them


def test_the_rules_scene_shows_its_pages_from_its_table(lucky_seven, app):
    from pairs_table.app.config import SeatConfig, TableConfig

    config = TableConfig("lucky_seven", [SeatConfig("Ana", "human"), SeatConfig("Bo", "ai", "easy")], seed=3,
                         speed="instant", ai_pace="instant")
    app.screens.table(config)
    table = app.stack.top
    until(app, lambda: table.human_to_act(), 600)
    table.open_rules()
    app.step()
    assert type(app.stack.top).__name__ == "RulesScene" and app.stack.top.game == "lucky_seven"


def test_the_chooser_keeps_seven_games_on_two_rows(lucky_seven, app):
    from pairs_table.app.scenes.choose_game import ChooseGameScene

    app.resize((800, 480))
    chooser = app.stack.push(ChooseGameScene(app))
    app.step()
    tiles = chooser.tiles()
    assert len(tiles) == 7 and len({r.y for r in tiles}) == 2 and chooser.columns == 4
    assert all(app.window.get_rect().contains(r) for r in tiles)
    assert not any(a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    assert min(r.height for r in tiles) > 100  # three rows would leave each tile about 75 pixels


def test_a_hint_comes_from_the_strongest_agent_the_game_has(lucky_seven, app):
    from pairs_table.app.config import SeatConfig, TableConfig

    config = TableConfig("lucky_seven", [SeatConfig("Ana", "human"), SeatConfig("Bo", "ai", "easy")], seed=5,
                         speed="instant", ai_pace="instant")
    app.screens.table(config)
    table = app.stack.top
    until(app, lambda: table.human_to_act() and table.idle, 600)
    assert table.assist.hint_level() == "normal"  # Lucky Seven has no hard agent
    assert table.assist.tools()[0][3] == "What the strongest computer player would do, and why (key: ?)"
    assert table.assist.request_hint()
    until(app, lambda: table.assist.hint_future is None, 100)
    assert table.assist.hint_action in table.state.legal_strings()
    assert not table.assist.hint_text.startswith("No hint")


def test_the_statistics_heading_stays_below_a_third_row_of_game_buttons(lucky_seven, app):
    app.stats.record_hand("You", "lucky_seven", True, 0)
    for size in ((1280, 720), (800, 480)):
        app.resize(size)
        app.stack.clear()
        scene = app.screens.open("statistics")
        scene.choose(player="You", game="lucky_seven")
        with textlog.recording() as log:
            app.step()
            log.clear()
            app.draw()
        heading = next(d for d in log.texts if d.owner == "statistics" and "Lucky Seven" in d.text)
        buttons = [b.get_abs_rect() for b in scene.game_buttons.values()]
        assert len({r.y for r in buttons}) == 3
        assert not any(pygame.Rect(heading.rect).colliderect(r) for r in buttons), size


def test_the_ai_worker_process_plays_a_game_registered_after_the_program_started(lucky_seven):
    from pairs_table.app.ai_worker import AIRunner
    from pairs_table.engine.replay import Setup

    state = Setup("lucky_seven", 3, {}, 4).build()
    runner = AIRunner("process")
    try:
        fut = runner.submit("lucky_seven", "normal", state.view(state.to_act), state.legal_strings(), 1)
        assert fut.result(timeout=60) in state.legal_strings() and runner.mode == "process"
    finally:
        runner.shutdown()


def test_pass_and_play_shows_each_player_their_own_card_only(lucky_seven, app):
    from pairs_table.app.config import SeatConfig, TableConfig

    config = TableConfig("lucky_seven", [SeatConfig("Ana", "human"), SeatConfig("Bo", "human"),
                                         SeatConfig("Cy", "ai", "easy")], {"hands": 2}, speed="instant",
                         ai_pace="instant", seed=8)
    app.screens.table(config)
    table = app.stack.top
    checked = set()

    def own_card_only():
        viewer, st = table.seats.viewer, table.state
        faces = {s: [c.tag for c in table.pic.stacks[s]] for s in range(table.n)}
        assert faces[viewer] == [st.cards[viewer]]  # your own card, face up
        assert all(faces[s] == [None] for s in range(table.n) if s != viewer)  # every other a back
        checked.add((st.hand_no, st.to_act))

    _summaries, _actions, handovers = play_to_the_result(app, table, lambda legal, i: "keep", own_card_only)
    assert isinstance(app.stack.top, ResultScene) and checked == {(h, s) for h in (1, 2) for s in (0, 1)}
    assert handovers >= 3
