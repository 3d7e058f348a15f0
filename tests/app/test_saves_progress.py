"""What Saves says of a game's progress: the hand in play in the game's own word, from the
engine, and the moves counted by each language's plural rule; who won a finished game."""

from __future__ import annotations

from pathlib import Path

import pytest

from pairs_table.app import games
from pairs_table.app.i18n import LANGUAGES, set_language, tr
from pairs_table.app.saved_games import hand_word, progress_text
from pairs_table.engine.replay import Setup, play
from pairs_table.storage.saves import SaveRecord, Seat, load_file, replay

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "saves").glob("format-*/*.json"))


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_saves_say_the_engines_hand_in_the_games_word(path):
    rec, state = load_file(path)
    hand = state.summary()["hand_no"]
    for lang in LANGUAGES:
        set_language(lang)
        text = progress_text(rec, state)
        assert text.startswith(tr(games.get(rec.game).hand_word, n=hand) + ", ")
        assert text.endswith(tr("{n} moves", n=len(rec.actions)))


def record(game: str, players: int, actions: list[str], seed: int = 3) -> SaveRecord:
    return SaveRecord(Setup(game, players, {}, seed), [Seat("You")] + [Seat(f"AI {i}", "ai", "easy")
                                                                        for i in range(players - 1)], actions)


def played_until(game: str, players: int, done) -> SaveRecord:
    """A game played with the first legal action until ``done(state)``."""
    rec = record(game, players, [])
    state = replay(rec)
    while not done(state):
        ahead = state
        if state.hand_over:  # the next hand is dealt by the log's next action
            ahead = state.clone()
            ahead.next_hand()
        action = ahead.legal_strings()[0]
        play(state, action)
        rec.actions.append(action)
    return rec


def test_hasenpfeffer_in_its_second_deal_says_deal_2():
    rec = played_until("hasenpfeffer", 4, lambda s: s.summary()["hand_no"] == 2 and not s.hand_over)
    state = replay(rec)
    assert progress_text(rec, state) == f"deal 2, {len(rec.actions)} moves"
    set_language("fr")
    assert progress_text(rec, state).startswith("donne 2, ")


def test_one_move_is_singular_in_every_language_and_zero_is_singular_in_french():
    rec = record("pairs", 3, [])
    state = replay(rec)
    first = state.legal_strings()[0]
    one = record("pairs", 3, [first])
    expected = {"en": "round 1, 1 move", "nl": "ronde 1, 1 zet", "fr": "manche 1, 1 coup", "bg": "рунд 1, 1 ход"}
    for lang, text in expected.items():
        set_language(lang)
        assert progress_text(one, replay(one)) == text
    set_language("fr")
    assert progress_text(rec, state) == "manche 1, 0 coup"
    set_language("nl")
    assert progress_text(rec, state) == "ronde 1, 0 zetten"


def test_a_finished_game_says_who_won_and_you_for_the_lone_human():
    rec = played_until("pyramid_poker", 2, lambda s: s.is_over)
    state = replay(rec)
    winners = state.result()["winners"]
    text = progress_text(rec, state)
    if winners == [0]:
        assert text == "finished, you won"
    else:
        assert text == "finished, AI 0 won"
    assert "You won" not in text
    assert hand_word("pyramid_poker", 3) == "round 3" and hand_word("blackstone", 2) == "hand 2"
