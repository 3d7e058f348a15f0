"""The guided first hand of every game, checked against the engine: the fixed deal replays,
each prompt's decision is reached when the player follows the suggestions, every prompt
names a section of the game's rules page and is said in every language, and a player who
ignores a suggestion is never left without a prompt."""

import json
import string
from pathlib import Path

import pytest

from pairs_table import rules_text
from pairs_table.app.autosave import canonical
from pairs_table.app.games import get, keys
from pairs_table.app.table.guide import GuideScript, covers_hand, script_of, sections, walk
from pairs_table.engine.replay import play, replay

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"
GAMES = keys()


def lesson(game):
    got = get(game).lesson()
    assert got is not None, f"{game} has no guided hand"
    return got


def fields_of(text):
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("game", GAMES)
def test_the_fixed_deal_replays_the_same_game(game):
    les = lesson(game)
    actions = [m.action for m in walk(les)]
    first = replay(les.setup, actions)
    again = replay(les.setup, actions)
    assert first.to_json() == again.to_json()
    assert les.setup.deals, "the deal is fixed card by card"
    # no scripted shuffle: one would not match the cards once a player leaves the script
    assert all(not d.shuffles for d in les.setup.deals)
    assert json.loads(json.dumps(les.setup.to_json()))["deals"]  # a scenario's deal, as the contract writes it


@pytest.mark.parametrize("game", GAMES)
def test_every_step_is_reached_at_the_players_turn_and_suggests_a_legal_action(game):
    les = lesson(game)
    state = les.setup.build()
    steps_seen = []
    for move in walk(les):
        assert state.to_act == move.seat
        if move.seat == les.human:
            steps_seen.append(move.step)
            prompt = les.steps[move.step]
            assert prompt.suggest in state.legal_strings()
            assert canonical(state, prompt.suggest) == prompt.suggest  # as the table records it
        play(state, move.action)
    assert steps_seen == list(range(len(les.steps)))
    assert len(les.steps) >= 2
    if covers_hand(les):
        assert state.hand_over


@pytest.mark.parametrize("game", GAMES)
def test_the_script_gives_each_decision_its_own_prompt(game):
    les = lesson(game)
    script = GuideScript(les)
    moves = script_of(les)
    state = les.setup.build()
    played = []
    for move in moves:
        shown = script.prompt(state, played)
        if move.seat == les.human:
            assert shown is les.steps[move.step]
            assert script.scripted(state, played) is None
        else:
            assert shown is None
            assert script.scripted(state, played) == move.action
        play(state, move.action)
        played.append(move.action)
    if covers_hand(les):
        assert script.hand_done(state, played) and script.prompt(state, played) is les.closing


@pytest.mark.parametrize("game", GAMES)
def test_every_prompt_names_a_section_of_the_rules_page(game):
    les = lesson(game)
    english = sections(game, "en")
    for lang in rules_text.LANGUAGES:
        assert len(sections(game, lang)) == len(english), f"{game} in {lang} has other sections"
    for prompt in les.prompts():
        assert prompt.section in english, f"{prompt.section!r} is not a section of the {game} rules"


@pytest.mark.parametrize("game", GAMES)
def test_every_prompt_is_catalogued_in_every_language(game):
    cats = {lang: json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8")) for lang in ("en", "fr", "nl", "bg")}
    for prompt in lesson(game).prompts():
        key = prompt.msg.key
        assert fields_of(key) == set(prompt.msg.fields), f"{key!r}: its fields are not the ones given"
        for lang, cat in cats.items():
            assert key in cat, f"{key!r} is missing in {lang}"
            assert fields_of(cat[key]) == fields_of(key), f"{key!r} in {lang} has other fields"
            if lang != "en":
                assert cat[key] != key, f"{key!r} is not translated into {lang}"


def free_play(state, les, script, played, limit=400):
    """Play on with the first legal action of every seat until the hand is over; every
    decision of the player has a prompt without a suggestion."""
    for _ in range(limit):
        if state.hand_over or state.is_over:
            return True
        if state.to_act == les.human:
            prompt = script.prompt(state, played)
            assert prompt is not None and prompt.suggest is None
            assert prompt in les.phases.values()
        assert script.scripted(state, played) is None
        action = state.legal_strings()[0]
        play(state, action)
        played.append(action)
    return False


@pytest.mark.parametrize("game", GAMES)
def test_a_suggestion_ignored_is_told_and_the_hand_goes_on(game):
    les = lesson(game)
    script = GuideScript(les)
    moves = script_of(les)
    left = 0
    for i, move in enumerate(moves):
        if move.seat != les.human:
            continue
        state = les.setup.build()
        played = [m.action for m in moves[:i]]
        for act in played:
            play(state, act)
        others = [a for a in state.legal_strings() if a != move.action]
        if not others:
            continue  # no choice at this decision
        other = others[0]
        play(state, other)
        played.append(other)
        assert not script.on_script(played)
        assert script.note(played) == (i, other, move.action)
        assert free_play(state, les, script, played), f"{game}: the hand did not end after leaving step {move.step}"
        assert script.hand_done(state, played) and script.prompt(state, played) is les.closing
        left += 1
    assert left >= 2


@pytest.mark.parametrize("game", GAMES)
def test_a_script_that_covers_the_start_of_a_hand_leaves_the_rest_to_the_phases(game):
    les = lesson(game)
    script = GuideScript(les)
    state = les.setup.build()
    played = []
    for move in script_of(les):
        play(state, move.action)
        played.append(move.action)
    if covers_hand(les):
        assert state.hand_over
        return
    assert not state.hand_over and script.on_script(played) and script.note(played) is None
    assert free_play(state, les, script, played)
