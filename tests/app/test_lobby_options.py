"""The lobby's options: their words come from each game's descriptor, and an option that
does nothing under the others is greyed with the reason."""

from __future__ import annotations

from pathlib import Path

from app_helpers import click

from pairs_table.app import games
from pairs_table.app.i18n import set_language, tr
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.engine.registry import get_game

APP = Path(__file__).resolve().parents[2] / "pairs_table" / "app"


def test_pyramid_target_is_greyed_with_basic_scoring_and_counts_with_advanced(app):
    lobby = app.stack.push(LobbyScene(app, "pyramid_poker"))
    app.step(1 / 60)
    assert lobby.options["scoring"] == "basic"
    target = lobby.option_buttons["target"]
    assert not target.is_enabled
    assert tr("Counts only with advanced scoring") in (target.tool_tip_text or "")
    assert {why for _o, _p, why in lobby.layout.option_label_pos} == {None, tr("Counts only with advanced scoring")}
    click(app, target)
    assert lobby.options["target"] == 7  # a greyed option does not change
    click(app, lobby.option_buttons["scoring"])
    assert lobby.options["scoring"] == "advanced" and lobby.option_buttons["target"].is_enabled
    click(app, lobby.option_buttons["target"])
    assert lobby.options["target"] == 11
    click(app, lobby.option_buttons["scoring"])
    assert not lobby.option_buttons["target"].is_enabled


def test_option_words_come_from_the_descriptors_in_every_language(app):
    lobby = app.stack.push(LobbyScene(app, "goblins_poker"))
    app.step(1 / 60)
    assert lobby.option_buttons["goblin_pass_cost"].text == "pot plus L"
    lobby = app.stack.push(LobbyScene(app, "pyramid_poker"))
    app.step(1 / 60)
    assert lobby.option_buttons["scoring"].text == "basic"
    set_language("fr")
    try:
        lobby._make_root()
        assert lobby.option_buttons["scoring"].text == tr("basic") == "base"
    finally:
        set_language("en")


def test_only_a_games_folder_names_its_options():
    """The lobby, the kit and the app's shared modules name no option of one game only."""
    own = {}
    for game in games.keys():
        for opt in get_game(game).options:
            own.setdefault(opt.name, set()).add(game)
    single = {name for name, where in own.items() if len(where) == 1 and "_" in name}
    assert "goblin_pass_cost" in single
    shared = [*APP.glob("*.py"), *APP.glob("scenes/lobby*.py"), *APP.glob("table/*.py"), *APP.glob("overlays/*.py")]
    assert len(shared) > 20
    for path in shared:
        text = path.read_text(encoding="utf-8")
        for name in single:
            assert f'"{name}"' not in text, f"{path.relative_to(APP)} names {name}"


CHIP_GAMES = ("hawthorn", "goblins_poker", "blackstone")


def test_bankroll_and_hand_limit_are_real_choices_kept_per_game_and_given_to_the_table(app):
    for game in CHIP_GAMES:
        lobby = app.stack.push(LobbyScene(app, game))
        app.step(1 / 60)
        assert (lobby.options["bankroll"], lobby.options["max_hands"]) == (100, None)
        seen = []
        for _ in range(4):
            click(app, lobby.option_buttons["bankroll"])
            seen.append(lobby.options["bankroll"])
        assert seen == [200, 500, 50, 100]
        limits = []
        for _ in range(4):
            click(app, lobby.option_buttons["max_hands"])
            limits.append((lobby.options["max_hands"], lobby.option_buttons["max_hands"].text))
        assert limits == [(10, "10"), (20, "20"), (50, "50"), (None, tr("no limit"))]
        click(app, lobby.option_buttons["bankroll"])  # 200
        click(app, lobby.option_buttons["max_hands"])  # 10
        click(app, lobby.speed_buttons["instant"])
        click(app, lobby.start_button)
        table = app.stack.top
        assert table is not lobby and table.config.game == game
        assert table.state.session.initial == [200] * table.n
        assert table.facts["max_hands"] == 10
        app.screens.back_to("title")
    for game in CHIP_GAMES:  # each game's lobby opens with its own choices again
        lobby = app.stack.push(LobbyScene(app, game))
        app.step(1 / 60)
        assert (lobby.options["bankroll"], lobby.options["max_hands"]) == (200, 10)
        app.stack.pop()


def test_a_session_with_a_hand_limit_from_the_lobby_ends_at_the_limit(app):
    from pairs_table.engine.replay import Setup
    from pairs_table.engine.rng import Rng

    for game in CHIP_GAMES:
        lobby = app.stack.push(LobbyScene(app, game))
        app.step(1 / 60)
        click(app, lobby.option_buttons["bankroll"])
        click(app, lobby.option_buttons["bankroll"])  # 500: nobody runs short in ten hands
        click(app, lobby.option_buttons["max_hands"])  # 10
        config = lobby.config()
        assert (config.options["bankroll"], config.options["max_hands"]) == (500, 10)
        state = Setup(game, config.players, config.options, seed=7).build()
        rng, steps = Rng(11), 0
        while not state.is_over and steps < 20000:  # random legal moves to the end of the session
            steps += 1
            moves = None if state.hand_over else state.legal_strings()
            state.next_hand() if moves is None else state.apply(moves[rng.below(len(moves))])
        assert state.is_over, game
        assert (state.session.end_reason, state.session.hands_played) == ("max_hands", 10), game
        app.stack.pop()


def test_a_seat_goes_from_the_computer_to_a_player_here_before_another_computer(app):
    lobby = app.stack.push(LobbyScene(app, "hawthorn"))
    app.step(1 / 60)
    assert lobby.seats[1].kind == "ai"
    kinds = []
    for _ in range(3):
        click(app, lobby.rows[1]["kind"])
        kinds.append((lobby.seats[1].kind, lobby.rows[1]["kind"].text))
    assert kinds == [("human", tr("Human")), ("remote", tr("Remote")), ("ai", tr("AI"))]


def test_no_remove_buttons_where_no_seat_can_go(app):
    lobby = app.stack.push(LobbyScene(app, "hasenpfeffer"))
    app.step(1 / 60)
    assert len(lobby.seats) == 4
    assert not any(row["remove"].visible for row in lobby.rows)
    assert not lobby.add_button.visible  # always four: no seat to add either
    lobby = app.stack.push(LobbyScene(app, "pairs"))
    app.step(1 / 60)
    assert len(lobby.seats) > get_game("pairs").min_players
    assert all(row["remove"].visible for row in lobby.rows)
    while len(lobby.seats) > get_game("pairs").min_players:
        click(app, lobby.rows[-1]["remove"])
    assert not any(row["remove"].visible for row in lobby.rows)


def test_the_lobby_says_what_the_levels_do_without_figures_of_measurement():
    import re

    from pairs_table.ai.levels import level_note

    notes = 0
    for key in games.keys():
        note = level_note(key)
        if note is None:
            continue
        for lang in ("en", "nl", "fr", "bg"):
            set_language(lang)
            try:
                said = tr(note)
            finally:
                set_language("en")
            assert not re.search(r"\d", said), (key, lang, said)
            assert not re.search(r"\b(runs?|measured|reeksen|séries|серии)\b", said), (key, lang, said)
            notes += 1
    assert notes >= 5 * 4


def test_a_first_lobby_fits_its_words_in_the_smallest_window_in_every_language(app):
    """At 800x480, a game's first lobby in each language: the guided hand's offer, the
    blurb and the notes on how to play fit their boxes, and the notes' scroll bar has the
    room for its two arrows (the audit's own overflow and overlap checks on the frame)."""
    from pairs_table.app import textlog
    from pairs_table.audit import checks

    app.resize((800, 480))
    for lang in ("en", "nl", "fr", "bg"):
        app.set_language(lang)
        for game in ("goblins_poker", "pairs"):
            app.settings.guide_offered = []
            with textlog.recording() as log:
                lobby = app.stack.push(LobbyScene(app, game))
                app.step()
                log.clear()
                app.draw()
            assert lobby.guide_offer.first
            texts = log.texts
            assert any(d.owner == "guide_offer" for d in texts), (lang, game)
            assert checks.overflow(texts, (800, 480)) == [], (lang, game)
            assert checks.overlap(log.texts) == [], (lang, game)
            app.stack.pop()
    set_language("en")
