"""Sentences about the player at this computer are said in the second person, in every
language: each key that names seats by ``{name}`` has a second-person form for each seat field
it holds, and every one is rendered here both ways in all four languages. Then the sentences
a player met in the third person ("You is the nearest to the losing score"), a count said in
the plural for one card, and a log line starting in lower case."""

from __future__ import annotations

import importlib.util
import json
import re
import string
from pathlib import Path
from types import SimpleNamespace

import pytest

from pairs_table.app import i18n, names
from pairs_table.app.anim import Do
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.i18n import LANGUAGES, Viewer, second_person, tr
from pairs_table.app.table.log import Msg, TableLog
from pairs_table.app.table.seats import Seats

REPO = Path(__file__).resolve().parents[2]
LOCALE = REPO / "assets" / "locale"
SAMPLE_NAMES = {"name": "Ana", "other": "Bo", "partner": "Cees", "names": "Ana and Bo", "team": "Bo and Dee"}
PLAYER_HERE = "Zed"  # the viewer's name as rendered: a second-person form never shows it
# keys that are a piece of a sentence, not a sentence: "First cards: Ana 7, you 3."
PIECES = {"{name} {rank}"}
# a third-person verb or pronoun beside "you" in English: "You is", "You folds", "won by You"
ENGLISH_MISMATCH = re.compile(r"\b[Yy]ou (is|has|was|[a-z]*[^s\W]s)\b|\bby You\b|\bAs You\b|\b[Yy]ou's\b|\btheir own\b")


def extractor():
    spec = importlib.util.spec_from_file_location("i18n_extract", REPO / "tools" / "i18n_extract.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


EX = extractor()
KEYS, _ERRORS = EX.all_keys()
SECONDS = EX.second_forms(KEYS)  # second-person key -> the key it is said for
CATALOGUES = {lang: json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGUAGES}
CASES = sorted((source, form) for form, source in SECONDS.items())


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def sample_fields(key: str) -> dict:
    """A value for every field of ``key``: seat names for the seat fields, 3 for the rest."""
    out = {}
    for _lit, name, _spec, _conv in string.Formatter().parse(key):
        if name is not None:
            out[name] = SAMPLE_NAMES.get(name, 3)
    return out


def viewer_field(source: str, form: str) -> str:
    return next(f for f in i18n.SEAT_FIELDS + i18n.GROUP_FIELDS
                if "{" + f + "}" in source and second_person(source, f) == form)


def test_every_sentence_naming_a_seat_has_its_second_person_forms():
    assert len(SECONDS) >= 150
    sources = {s for s in KEYS if "{name}" in s}
    assert sources <= set(SECONDS.values())
    # a group or a partnership as the subject, the player among them: "Ana et vous partagez la tête"
    assert "{you} share the top" in SECONDS and "{you} reached {score} points and won the game." in SECONDS
    # a key naming two seats has a form for each of them
    assert "{name} beats {you} {a}-{b}" in SECONDS and "{you} beats {other} {a}-{b}" in SECONDS
    for lang in LANGUAGES:
        missing = [form for form in SECONDS if form not in CATALOGUES[lang]]
        assert not missing, (lang, missing[:5])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("source,form", CASES, ids=[f"{s}|{f}" for s, f in CASES])
def test_each_sentence_is_said_both_ways(lang, source, form):
    i18n.set_language(lang)
    field = viewer_field(source, form)
    fields = sample_fields(source)
    # about another player, by name
    third = tr(source, **fields)
    assert third == CATALOGUES[lang][source].format(**fields)
    assert SAMPLE_NAMES[field] in third and "{" not in third and "}" not in third
    # to the player at this computer
    fields[field] = Viewer(PLAYER_HERE)
    second = tr(source, **fields)
    assert second == CATALOGUES[lang][form].format(you=PLAYER_HERE, **fields)
    assert "{" not in second and "}" not in second
    if field in i18n.GROUP_FIELDS:
        assert PLAYER_HERE in second, "the group is left out"
    else:
        assert PLAYER_HERE not in second, "the player here is named as a third person"
    if third[0].isupper() and source not in PIECES:  # a sentence starts with a capital either way
        assert second[0].isupper(), second
    if lang == "en":
        assert not ENGLISH_MISMATCH.search(second), second


def test_second_person_forms_per_language_are_written_not_copied():
    """English differs from its key ("{you} folds" -> "You fold"; a group's verb is the same in
    English), and the other languages are real translations, not the English text."""
    persons = [form for form, source in SECONDS.items() if not EX.is_group_form(form, source)]
    for form in persons:
        assert CATALOGUES["en"][form] != form
    for lang in ("nl", "fr", "bg"):
        same = [form for form in SECONDS if CATALOGUES[lang][form] == CATALOGUES["en"][form]]
        assert not same, (lang, same)


# ---- the player named through the seats -----------------------------------------------------------------------


def seats_with_you(game="pairs", others=("Ana", "Bo")):
    config = TableConfig(game, [SeatConfig("You", "human")] + [SeatConfig(n, "ai") for n in others], {})
    return Seats(config, hidden_info=True)


def test_the_one_human_is_the_viewer_and_a_typed_name_is_not():
    seats = seats_with_you()
    assert isinstance(seats.name(0), Viewer) and not isinstance(seats.name(1), Viewer)
    assert Msg("{name} folds", name=seats.ref(0)).text() == "You fold"
    assert Msg("{name} folds", name=seats.ref(1)).text() == "Ana folds"
    # pass-and-play: two humans are named as players, in the third person
    config = TableConfig("pairs", [SeatConfig("You", "human"), SeatConfig("You", "human"), SeatConfig("Ana", "ai")])
    two = Seats(config, hidden_info=True)
    assert Msg("{name} folds", name=two.ref(1)).text() == "Player 2 folds"
    # a saved name "You" read without seats (a save's summary, the history) is the player here
    assert isinstance(names.translated("You"), Viewer) and names.translated("Ana") == "Ana"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sentence_switches_person_with_the_language_shown(lang):
    seats = seats_with_you()
    line = Msg("{name} beats {other} {a}-{b}", name=seats.ref(1), other=seats.ref(0), a=2, b=1)
    i18n.set_language(lang)
    text = line.text()
    assert text == CATALOGUES[lang]["{name} beats {you} {a}-{b}"].format(name="Ana", a=2, b=1)
    assert tr("You") not in text


# ---- the sentences a player met -------------------------------------------------------------------------------


def event(kind, seat, **data):
    return SimpleNamespace(kind=kind, seat=seat, data=data)


def test_the_pairs_summary_speaks_to_the_player():
    from pairs_table.app.games.pairs.summary import hand_summary

    seats = seats_with_you()
    events = [event("fold", 0, points=2, from_seat=0, rank="2")]
    summary = hand_summary(events, {"losing_score": 25, "hand_no": 2}, {"scores": [20, 3, 5], "over": False},
                           seats.ref)
    lines = [str(line) for line in summary.lines]
    assert lines == ["You folded and took your own 2, the lowest card: it costs 2 points.",
                     "You are the nearest to the losing score: 5 points from it."]
    i18n.set_language("nl")
    assert str(summary.lines[1]) == "Jij zit het dichtst bij de verliesscore: nog 5 punten."


def test_a_card_taken_from_you_is_yours():
    from pairs_table.app.games.pairs.summary import hand_summary

    seats = seats_with_you()
    events = [event("fold", 1, points=4, from_seat=0, rank="4")]
    summary = hand_summary(events, {"losing_score": 25}, {"scores": [0, 4, 0], "over": False}, seats.ref)
    assert str(summary.lines[0]) == "Ana folded and took the lowest card, a 4 of yours: it costs 4 points."


def test_the_pyramid_summary_says_won_by_you():
    from pairs_table.app.games.pyramid_poker.summary import hand_summary

    seats = seats_with_you("pyramid_poker", ("Ana",))
    made = [{"hand": "one_pair", "ranks": ["K"]}, {"hand": "high_card", "ranks": ["Q"]}]
    events = [event("compare", None, position=1, made=made, winner=0),
              event("round_scored", None, wins=[2, 1], winner=0, outcome="beat", vp=None)]
    summary = hand_summary(events, {"hand_no": 1}, {"scores": None}, seats.ref)
    first, second = (str(line) for line in summary.lines)
    assert first.endswith(", won by you.") and "You" not in first
    assert second == "You won 2 of the 3 hands: a win."


def test_the_replay_says_as_you_saw_it(app):
    from app_helpers import Rendered

    from pairs_table.app.scenes.replay import ReplayScene
    from pairs_table.engine.replay import Setup
    from pairs_table.storage.saves import SaveRecord, Seat

    setup = Setup("pairs", 3, {}, 5)
    state = setup.build()
    actions = [state.legal_strings()[0]]
    seats = [Seat("You", "human", None), Seat("Ana", "ai", "easy"), Seat("Bo", "ai", "easy")]
    scene = ReplayScene(app, SaveRecord(setup=setup, seats=seats, actions=actions), 0)
    app.stack.push(scene)
    with Rendered(app) as seen:
        app.step(1 / 60)
    assert "As you saw it." in seen.texts and "As You saw it." not in seen.texts


def test_one_undealt_centre_card_is_one_card():
    from pairs_table.app.games.goblins_poker.handlers import GoblinsHandlers

    log = TableLog()

    def add(*steps):
        for step in steps:
            if isinstance(step, Do):
                step.fn()

    table = SimpleNamespace(pic=SimpleNamespace(centre=[]), secret=SimpleNamespace(to_dead=lambda card: None),
                            add_log=log.add, queue=SimpleNamespace(add=add))
    GoblinsHandlers(table).centre_discarded(SimpleNamespace(data={"count": 1}))
    GoblinsHandlers(table).centre_discarded(SimpleNamespace(data={"count": 2}))
    assert [text for text, _colour in log] == ["1 undealt centre card goes to the dead cards unseen.",
                                               "2 undealt centre cards go to the dead cards unseen."]
    i18n.set_language("fr")
    assert log[0][0] == "1 carte du centre non distribuée va aux cartes mortes sans être vue."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_log_line_starts_with_a_capital(lang):
    log = TableLog()
    log.add(Msg("{joker} leaves the game; the set-aside pile reveals {cards}.", joker=Msg("the Joker"), cards="7♠"))
    i18n.set_language(lang)
    text = log[0][0]
    assert text[0].isupper() and text[1:] == tr("{joker} leaves the game; the set-aside pile reveals {cards}.",
                                                joker=tr("the Joker"), cards="7♠")[1:]
    assert [t for t, _c in log.said()] == [text] and [t for t, _c in log] == [text]


@pytest.mark.parametrize("lang", ("fr", "bg"))
def test_a_group_with_you_takes_a_plural_verb_of_the_second_person(lang):
    from pairs_table.app.games.hasenpfeffer.summary import hand_summary

    config = TableConfig("hasenpfeffer", [SeatConfig("You", "human")] + [SeatConfig(n, "ai") for n in ("Ana", "Bo", "Cees")])
    seats = Seats(config, hidden_info=True)
    tie = Msg("{names} tie for lowest: tie cards are dealt.", names=seats.names([0, 2]))
    events = [event("game_won", None, side=0, scores=[10, 4])]
    won = hand_summary(events, {}, {"scores": [10, 4]}, seats.ref).lines[0]
    i18n.set_language(lang)
    expect = {"fr": ("Bo et vous êtes à égalité", "Vous et Bo avez atteint 10 points"),
              "bg": ("Bo и ти сте наравно", "Ти и Bo стигнахте 10 точки")}[lang]
    assert str(tie).startswith(expect[0]) and str(won).startswith(expect[1])


def test_a_drawn_pyramid_round_counts_hands_and_speaks_to_you():
    from pairs_table.app.games.pyramid_poker.summary import hand_summary

    seats = seats_with_you("pyramid_poker", ("Ana",))
    events = [event("round_scored", None, wins=[1, 1], winner=None, outcome="draw", vp=None)]
    line = hand_summary(events, {"hand_no": 1}, {"scores": None}, seats.ref).lines[0]
    assert str(line) == "You and Ana won 1 hand each: the round is a draw."
    i18n.set_language("fr")
    assert str(line) == "Vous et Ana avez gagné 1 main chacun : la manche est nulle."


def test_one_chip_paid_is_one_chip():
    from pairs_table.app.games.hawthorn.summary import say

    seats = seats_with_you("hawthorn")
    assert str(say(event("fold", 1, paid=1), seats.ref)) == "Ana folded and paid 1 chip."
    assert str(say(event("fold", 0, paid=1), seats.ref)) == "You folded and paid 1 chip."
    assert str(say(event("fold", 0, paid=4), seats.ref)) == "You folded and paid 4 chips."
    i18n.set_language("bg")
    assert str(say(event("fold", 1, paid=1), seats.ref)) == "Ana се отказа и плати 1 чип."


@pytest.mark.parametrize("lang,said", [("en", "Ana beats you 2-1"), ("fr", "Ana vous bat 2-1"),
                                       ("bg", "Ana те бие с 2-1"), ("nl", "Ana verslaat jou met 2-1")])
def test_the_pyramid_banner_beats_you_as_an_object(lang, said):
    from pairs_table.app.games.pyramid_poker.phrases import outcome

    seats = seats_with_you("pyramid_poker", ("Ana",))
    table = SimpleNamespace(seats=seats, phrase=seats.phrase)
    line = outcome(table, {"winner": 1, "wins": [1, 2], "outcome": "beat"})
    i18n.set_language(lang)
    assert str(line) == said


def test_a_banner_starts_with_a_capital():
    from pairs_table.app.table.banner import Banner

    banner = Banner()
    banner.say(Msg("{joker} leaves the game; the set-aside pile reveals {cards}.", joker=Msg("the Joker"), cards="7♠"))
    assert banner.shown()[0].startswith("The Joker leaves the game")
