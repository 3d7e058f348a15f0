"""The guided first hand of Pairs at the table, played as a player would: offered by the
lobby on the game's first opening, a prompt over the table at each decision with its
suggestion and a link to its section of the rules, the other seats playing the script, a
suggestion ignored without a dead end, and a waiting table that draws nothing."""

import json

import pygame

from app_helpers import click, press
from pairs_table.app import guide_offer, i18n
from pairs_table.app.games.pairs.guide import LESSON
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.scenes.rules import RulesScene
from pairs_table.app.table.guide import script_of, section_index
from pairs_table.storage.paths import get_paths
from pairs_table.storage.settings import Settings, SettingsStore


def until(app, cond, frames=2000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def open_guided(app, speed="instant"):
    app.settings.animation_speed = speed
    app.settings.ai_pace = "instant"
    table = guide_offer.start(app, "pairs", "Mira", replace=False)
    app.step(1 / 60)
    return table


def at_decision(table):
    return table.human_to_act() and table.ready


def callout(table) -> str:
    return " ".join(text for text, *_ in table.guide.parts())


def test_the_lobby_offers_the_guided_hand_once_per_computer_and_starts_it(app):
    lobby = app.stack.push(LobbyScene(app, "pairs"))
    app.step(1 / 60)
    offer = lobby.guide_offer
    assert offer.first and offer.button.visible
    assert "pairs" in app.settings.guide_offered
    stored = json.loads(get_paths().settings_file.read_text(encoding="utf-8"))
    assert stored["guide_offered"] == ["pairs"]  # remembered on this computer
    app.stack.pop()
    again = app.stack.push(LobbyScene(app, "pairs"))
    app.step(1 / 60)
    assert not again.guide_offer.first and again.guide_offer.button.visible  # still there, no longer offered
    click(app, again.guide_offer.button)
    table = app.stack.top
    assert table.guide is not None and table.config.guide
    assert [s.name for s in table.config.seats][1:] == ["Ana", "Bo"]
    assert table.record.setup is LESSON.setup
    assert not isinstance(app.stack.scenes[-2] if len(app.stack.scenes) > 1 else None, LobbyScene)


def test_the_remembered_offers_are_checked_on_load(app, tmp_path):
    store = SettingsStore(get_paths())
    path = get_paths().settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "guide_offered": ["pairs", "chess"]}), encoding="utf-8")
    loaded = store.load()
    assert loaded.guide_offered == [] and "guide_offered" in store.notice
    path.write_text(json.dumps({"version": 1, "guide_offered": ["pairs", "pairs", "hawthorn"]}), encoding="utf-8")
    assert SettingsStore(get_paths()).load().guide_offered == ["pairs", "hawthorn"]
    assert Settings().guide_offered == []


def test_following_the_suggestions_plays_the_lessons_hand(app):
    table = open_guided(app)
    moves = script_of(LESSON)
    seen = []
    for _ in range(len(LESSON.steps)):
        assert until(app, lambda: at_decision(table))
        step = LESSON.steps[len(seen)]
        text = callout(table)
        assert step.msg.text() in text and "Try: " in text
        assert table.guide.link_button.visible and "Your turn" in table.guide.link_button.text
        key = {"hit": pygame.K_h, "fold": pygame.K_f}[step.suggest]
        press(app, key)
        seen.append(step.suggest)
    assert until(app, lambda: table.guide.script.hand_done(table.state, table.record.actions) and table.idle)
    assert table.record.actions[:len(moves)] == [m.action for m in moves]  # the others played the script
    assert callout(table) == LESSON.closing.msg.text()
    assert table.guide.close_button.text.startswith("Done")
    click(app, table.guide.close_button)
    assert table.guide.prompt() is None and table.guide.close_button is None and table.guide.rect() is None


def test_the_link_opens_the_rules_at_the_section_and_closing_them_returns_to_the_table(app):
    table = open_guided(app)
    assert until(app, lambda: at_decision(table))
    click(app, table.guide.link_button)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game == "pairs"
    rules._layout()
    want = section_index("pairs", "Your turn")
    assert want == 2 and rules.scroll > 0
    assert rules.headings[want] - rules.scroll < rules.viewport().height // 3  # the section's heading is at the top
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.guide.link_button.visible
    press(app, pygame.K_F1)  # F1 opens the rules at the prompt's section too
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.scroll == rules.scroll


def test_a_suggestion_ignored_is_told_and_the_guide_goes_on(app):
    table = open_guided(app)
    assert until(app, lambda: at_decision(table))
    press(app, pygame.K_f)  # fold where the guide suggests a hit
    if app.stack.top is not table:  # asked first when the settings say so
        press(app, pygame.K_RETURN)
    assert table.record.actions == ["fold"]
    text = callout(table)
    assert "You chose" in text and "hit" in text
    # the round is over at once: the closing words, and the game goes on with a new round
    assert until(app, lambda: table.guide.script.hand_done(table.state, table.record.actions) and table.idle)
    assert LESSON.closing.msg.text() in callout(table)
    assert until(app, lambda: at_decision(table))
    assert table.state.summary()["hand_no"] == 2 or table.state.summary()["round"] == 2
    assert table.legal_for_human()  # never a dead end: the player acts as in any game


def test_off_the_script_every_decision_names_its_rule_and_the_others_play_for_themselves(app):
    table = open_guided(app)
    for key in (pygame.K_h, pygame.K_h):  # on the script
        assert until(app, lambda: at_decision(table))
        press(app, key)
    assert until(app, lambda: at_decision(table))
    press(app, pygame.K_h)  # off it: hit where the guide suggests a fold
    assert not table.guide.script.on_script(table.record.actions)
    assert table.guide.script.note(table.record.actions) == (6, "hit", "fold")
    assert "You chose hit rather than fold" in callout(table)
    free = LESSON.phases["play"].msg.text()
    decisions = 0
    while not table.guide.script.hand_done(table.state, table.record.actions):
        assert until(app, lambda: at_decision(table) or table.guide.script.hand_done(table.state, table.record.actions))
        if at_decision(table):
            assert free in callout(table) and "Try: " not in callout(table)
            assert table.guide.scripted() is None  # nobody follows the script any more
            decisions += 1
            press(app, pygame.K_h)
    assert until(app, lambda: table.idle)
    assert LESSON.closing.msg.text() in callout(table)
    assert len(table.record.actions) > len(script_of(LESSON))


def test_a_waiting_guided_table_draws_nothing_and_wakes_for_nothing(app):
    table = open_guided(app, speed="normal")
    assert until(app, lambda: at_decision(table) and not table.queue.busy and not table.moving())
    for _ in range(5):
        app.step(1 / 60)
    assert table.next_deadline() is None
    version = table.version
    for _ in range(30):
        app.step(1 / 60)
    assert table.version == version  # the callout changes nothing by itself


def test_the_callout_speaks_the_language_of_the_moment(app):
    table = open_guided(app)
    assert until(app, lambda: at_decision(table))
    english = callout(table)
    i18n.set_language("fr")
    app.settings.language = "fr"
    try:
        table.language_changed()
        app.step(1 / 60)
        french = callout(table)
        assert french != english and "4" in french
        assert table.guide.link_button.text.startswith("Règles")
    finally:
        i18n.set_language("en")
        app.settings.language = "en"


def test_the_callout_covers_no_plate_and_no_stack(app):
    table = open_guided(app)
    assert until(app, lambda: at_decision(table))
    app.step(1 / 60)
    r = table.guide.rect()
    assert r is not None and table.layout.felt.contains(r)
    for seat in range(table.n):
        spot = table.layout.spot(seat)
        assert not r.colliderect(spot.plate) and not r.colliderect(spot.stack_box)
    assert not r.colliderect(table.layout.centre)


def test_the_next_prompt_waits_until_the_cards_have_moved(app):
    table = open_guided(app, speed="normal")
    assert until(app, lambda: at_decision(table))
    press(app, pygame.K_h)
    assert table.queue.busy  # the card is on its way
    text = callout(table)
    assert LESSON.steps[0].msg.text() in text and "Try: " not in text
    assert until(app, lambda: at_decision(table))
    assert LESSON.steps[1].msg.text() in callout(table) and "Try: hit" in callout(table)


def test_a_rematch_is_a_game_of_its_own_without_the_guide(app):
    table = open_guided(app)
    assert until(app, lambda: at_decision(table))
    guide = table.guide
    link = guide.link_button
    table.rematch()
    assert table.guide is None and not link.alive()
    assert table.record.setup != LESSON.setup
    assert guide.prompt() is None and guide.scripted() is None  # nothing of the lesson reaches the new game
    assert until(app, lambda: table.human_to_act() or table.state.to_act not in (None, 0))


def test_the_guided_hand_is_offered_where_the_table_shows_it(app):
    from pairs_table.app import games

    for game in games.keys():
        on_kit = games.table_class(game).__module__.startswith("pairs_table.app.games.")
        assert guide_offer.has_lesson(game) == on_kit
    assert guide_offer.has_lesson("pairs")
