"""The rules for players: six games in four languages, printed by ``pairs-table rules``."""

import re
import subprocess
import sys

import pytest

from pairs_table import rules_text as R
from pairs_table.__main__ import main
from pairs_table.engine.registry import GAME_NAMES, get_game

PAIRS = [(g, lang) for g in GAME_NAMES for lang in R.LANGUAGES]

# Common small words of each language: a text in that language uses several of them.
FUNCTION_WORDS = {
    "en": {"the", "and", "you", "your", "of", "to", "is"},
    "nl": {"de", "het", "een", "je", "en", "van", "is", "niet"},
    "fr": {"le", "la", "les", "des", "vous", "une", "et", "est"},
    "bg": {"и", "на", "в", "от", "се", "е", "за", "не"},
}

# Names and terms from the rules glossary that each text must use.
TITLES = {
    ("pairs", "fr"): "Paires", ("pairs", "bg"): "Пеърс",
    ("hawthorn", "fr"): "L'Aubépine", ("hawthorn", "bg"): "Глог",
    ("goblins_poker", "fr"): "Le Poker des Gobelins", ("goblins_poker", "bg"): "Гоблински покер",
    ("blackstone", "bg"): "Черен камък",
    ("hasenpfeffer", "bg"): "Хазенпфефер",
    ("pyramid_poker", "bg"): "Пирамидален покер",
}
TERMS = {
    "pairs": {"en": ["pair", "fold", "hit"], "nl": ["paar", "passen", "een kaart pakken"],
              "fr": ["paire", "se coucher", "piocher"], "bg": ["чифт", "пас", "тегля карта"]},
    "hawthorn": {"en": ["deck round", "hand round", "ante", "pot", "first player"],
                 "nl": ["stapelronde", "handronde", "inleg", "pot", "eerste speler"],
                 "fr": ["tour de paquet", "tour de main", "ante", "jetons", "premier joueur", "bouton"],
                 "bg": ["тур от тестето", "тур от ръката", "анте", "чип", "пръв играч", "бутон"]},
    "goblins_poker": {"en": ["pass", "pot", "chips"], "nl": ["passen", "pot", "fiches", "inleg"],
                      "fr": ["passer", "pot", "jetons"], "bg": ["пас", "пот", "чип", "анте"]},
    "blackstone": {"en": ["black stone", "white stone", "stake"], "nl": ["black stone", "white stone", "inleg"],
                   "fr": ["pierre noire", "pierre blanche", "mise"],
                   "bg": ["черен камък", "бял камък", "залог"]},
    "hasenpfeffer": {"en": ["trump", "trick", "widow", "right bower", "left bower", "little pepper"],
                     "nl": ["troef", "slag", "weduwe", "rechter boer", "linker boer", "kleine peper", "bieden"],
                     "fr": ["atout", "pli", "veuve", "valet droit", "valet gauche", "petit poivre", "équipe"],
                     "bg": ["коз", "взятк", "вдовица", "десен валет", "ляв валет", "малък пипер", "отбор"]},
    "pyramid_poker": {"en": ["pyramid", "block", "royal flush", "victory points"],
                      "nl": ["piramide", "blok", "royal flush", "overwinningspunten", "4 dezelfde", "3 dezelfde"],
                      "fr": ["pyramide", "bloc", "quinte flush royale", "points de victoire", "carré", "brelan"],
                      "bg": ["пирамида", "блок", "роял флош", "победни точки", "каре", "тройка", "кента"]},
}

TWO_MINUTES = 530  # words: two minutes of reading at an unhurried pace, with the illustrations


def printed(capsys, *args):
    code = main(["rules", *args])
    out, err = capsys.readouterr()
    return code, out, err


def words(text):
    return re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)?", text.lower())


def prose(blocks):
    """The words of a text a player reads (illustrations give only their captions)."""
    return " ".join(b.text for b in blocks)


# ---- the command ----------------------------------------------------------------------------


@pytest.mark.parametrize("game, lang", PAIRS)
def test_every_game_prints_its_rules_in_every_language(capsys, game, lang):
    code, out, err = printed(capsys, "--game", game, "--lang", lang)
    assert code == 0 and err == ""
    assert len(out.splitlines()) > 30
    title = R.title(game, lang)
    assert out.startswith(title.upper() + "\n")
    found = set(words(out)) & FUNCTION_WORDS[lang]
    assert len(found) >= 4, (lang, found)
    if lang != "en":
        assert not set(words(out)) & {"the", "and", "your", "with"}  # no English left in it


def test_english_is_the_default(capsys):
    assert printed(capsys, "--game", "blackstone")[1] == printed(capsys, "--game", "blackstone", "--lang", "en")[1]


@pytest.mark.parametrize("game, lang", [p for p in PAIRS if p[1] != "en"])
def test_each_language_is_its_own_text(game, lang):
    blocks, english = R.rules(game, lang), R.rules(game, "en")
    def sentences(bs):  # paragraphs, bullets and captions (a heading may be one shared word: "Tips")
        return {b.text for b in bs if b.text and b.kind not in ("title", "heading")}

    assert not sentences(blocks) & sentences(english)  # not one paragraph left in English
    text = prose(blocks)
    letters = [c for c in text if c.isalpha()]
    cyrillic = sum(1 for c in letters if "\u0400" <= c <= "\u04ff")
    if lang == "bg":
        assert cyrillic / len(letters) > 0.85
    else:
        assert cyrillic == 0
    # the same structure as the English text: as many sections and illustrations
    for kind in ("heading", "cards", "pyramid"):
        assert sum(b.kind == kind for b in blocks) == sum(b.kind == kind for b in english), kind


@pytest.mark.parametrize("game, lang", PAIRS)
def test_the_glossary_terms_and_names_are_used(game, lang):
    text = prose(R.rules(game, lang)).lower()
    for term in TERMS[game][lang]:
        assert term.lower() in text, (game, lang, term)
    title = R.title(game, lang)
    assert TITLES.get((game, lang), get_game(game).title) in title


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_language_gives_the_same_figures(game):
    """Costs, limits and examples are numbers: every translation states the same ones."""
    def figures(lang):
        return set(re.findall(r"\d+", prose(R.rules(game, lang))))

    english = figures("en")
    assert english
    for lang in R.LANGUAGES[1:]:
        assert figures(lang) == english, (lang, figures(lang) ^ english)


@pytest.mark.parametrize("game, lang", PAIRS)
def test_a_summary_for_players_readable_in_two_minutes(game, lang):
    blocks = R.rules(game, lang)
    assert [b.kind for b in blocks].count("title") == 1 and blocks[0].kind == "title"
    headings = [i for i, b in enumerate(blocks) if b.kind == "heading"]
    assert len(headings) >= 4
    tips = [b for b in blocks[headings[-1] + 1:] if b.kind == "bullet"]
    assert 2 <= len(tips) <= 4  # the last section: a few tips
    assert len(words(prose(blocks))) <= TWO_MINUTES
    assert any(b.kind in ("cards", "pyramid") for b in blocks)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_rulings_of_the_spec_are_stated(game):
    """A few DECISIONs of the rule book, checked in the English text."""
    text = prose(R.rules(game, "en"))
    must = {
        "pairs": ["31 with 2 players, 21 with 3, 16 with 4, 13 with 5 and 11 with 6, 7 or 8",  # P-1
                  "burn the top 5", "including your own"],  # P-4, P-6
        "hawthorn": ["nothing is burned", "your own stack included", "never shown", "never cheaper"],  # H-7, H-1, H-8, H-9
        "goblins_poker": ["the pot plus L", "2 3 6, then 2 3", "stay in the pot", "discarded unseen"],  # G-1, 4.6, G-6, G-5
        "blackstone": ["pairs are kept", "rounded up", "does not lower the minimum", "5 + 8 = 13"],  # B-3, B-4, B-2, B-5
        "hasenpfeffer": ["A pass is final", "plays a bid of 3", "the deal is void", "no no-trump",
                         "lose the bid", "the bidding side wins", "left of the dealer leads"],  # H-D1..H-D11
        "pyramid_poker": ["by position and not by strength", "Suits never break a tie", "low in A-2-3-4-5",
                          "Winning exactly two positions adds 3, all three adds 4", "other player picks first"],
    }[game]
    for phrase in must:
        assert phrase in text, phrase


# ---- illustrations ------------------------------------------------------------------------------


@pytest.mark.parametrize("game, lang", PAIRS)
def test_every_illustration_names_real_cards(game, lang):
    blocks = R.parse(R.load(game, lang))
    figures = [b for b in blocks if b.kind in ("cards", "pyramid")]
    assert figures
    info = get_game(game)
    for name in R.card_names(blocks):
        info.parse_card(name)  # the engine's own reading of a card name
    # the same pictures in every language, only the captions differ
    english = [(b.kind, b.groups) for b in R.parse(R.load(game, "en")) if b.kind in ("cards", "pyramid")]
    assert [(b.kind, b.groups) for b in figures] == english


@pytest.mark.parametrize("line, words_", [
    ("[cards: 3 7 7]", [("3", "7", "7")]),
    ("[cards: 2 9 / 4 6 | B folds]", [("2", "9"), ("4", "6")]),
    ("[cards: back back / 2]", [("back", "back"), ("2",)]),
])
def test_card_markers_parse(line, words_):
    (block,) = R.parse(line)
    assert block.kind == "cards" and [list(g) for g in block.groups] == [list(g) for g in words_]
    assert block.text == ("B folds" if "|" in line else "")


def test_the_pyramid_marker_parses():
    (block,) = R.parse("[pyramid | free blocks]")
    assert block.kind == "pyramid" and block.text == "free blocks"
    assert sum(R.PYRAMID_ROWS) == 30
    for r, c in R.PYRAMID_FREE:  # free: a block with nothing on it
        assert c < R.PYRAMID_ROWS[r]
        above = r + 1 < len(R.PYRAMID_ROWS)
        assert not above or all(not (0 <= cc < R.PYRAMID_ROWS[r + 1]) for cc in (c - 1, c))


@pytest.mark.parametrize("line", ["[cards: ]", "[cards: 3 / / 4]", "[dice: 3 4]", "[pyramid: 3]", "[cards 3 4"])
def test_bad_markers_are_refused(line):
    with pytest.raises(R.RulesError):
        R.parse(line)


@pytest.mark.parametrize("game, card", [("pairs", "11"), ("hasenpfeffer", "2C"), ("pyramid_poker", "7"),
                                        ("blackstone", "10H")])
def test_a_card_of_another_deck_is_refused(game, card):
    with pytest.raises(R.RulesError, match=card):
        R.check_cards(game, R.parse(f"[cards: {card}]"))


def test_plain_text_draws_the_figures():
    out = R.plain(R.parse("# T\n\n[cards: 3 7 / back | a caption]\n\n[pyramid]"))
    assert "[3] [7]   [##]" in out and "a caption" in out
    assert out.count("[**]") == len(R.PYRAMID_FREE)


# ---- errors --------------------------------------------------------------------------------------


def run(*args):
    p = subprocess.run([sys.executable, "-m", "pairs_table", "rules", *args], capture_output=True, text=True,
                       encoding="utf-8", timeout=60)
    assert "Traceback" not in p.stderr, p.stderr
    return p


@pytest.mark.parametrize("args, words_", [
    (["--game", "poker"], "'poker' is not a game"),
    (["--game", "pairs", "--lang", "de"], "'de' is not a language"),
    (["--game", "Pairs", "--lang", "en"], "is not a game"),
])
def test_unknown_game_or_language_exits_2(args, words_):
    p = run(*args)
    assert p.returncode == 2 and p.stdout == ""
    assert words_ in p.stderr and len(p.stderr.strip().splitlines()) == 1


def test_the_real_command_prints_bulgarian():
    p = run("--game", "pyramid_poker", "--lang", "bg")
    assert p.returncode == 0 and p.stdout.startswith("ПИРАМИДАЛЕН ПОКЕР")


def test_a_missing_game_argument_is_a_usage_error():
    p = run()
    assert p.returncode == 2 and "--game" in p.stderr


# ---- packaging -------------------------------------------------------------------------------------


def test_the_frozen_app_collects_every_rules_file():
    hooks = pytest.importorskip("PyInstaller.utils.hooks")
    collected = {(p.replace("\\", "/").rsplit("/", 1)[-1], dest.replace("\\", "/"))
                 for p, dest in hooks.collect_data_files("pairs_table")}
    for game, lang in PAIRS:
        assert (f"{game}.{lang}.md", "pairs_table/rules_text") in collected
    spec = (R.FOLDER.parents[1] / "build.spec").read_text(encoding="utf-8")
    assert 'collect_data_files("pairs_table")' in spec
