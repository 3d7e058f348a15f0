"""Languages, the settings scene and the statistics, through the real app under the dummy
video driver: catalogues checked against every tr() key found in the source, language
switches without a restart, settings that persist and take effect, hands and sessions
recorded by played games and shown."""

import importlib.util
import json
import re

import pygame
import pytest
from app_helpers import Rendered, click, press

from pairs_table.app import i18n
from pairs_table.app.assets import FONT_REGULAR, asset_path
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.table.geometry import table_layout
from pairs_table.app.render import FELT_COLOURS
from pairs_table.app.overlays.confirm import QuestionScene
from pairs_table.app.overlays.pause import PauseScene
from pairs_table.app.scenes.settings import SettingsScene
from pairs_table.app.scenes.statistics import StatisticsScene, session_chart
from pairs_table.app.scenes.title import TitleScene
from pairs_table.storage.paths import get_paths
from pairs_table.storage.settings import SettingsStore, default_language

REPO = __import__("pathlib").Path(__file__).resolve().parents[2]
LOCALE = REPO / "assets" / "locale"


def extractor():
    spec = importlib.util.spec_from_file_location("i18n_extract", REPO / "tools" / "i18n_extract.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def catalogue(lang):
    return json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def run_until(app, cond, frames=900):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def button_with(scene, text):
    found = [b for b in scene.root.elements if getattr(b, "text", None) == text] if scene.root else []
    assert found, f"no button {text!r} in {type(scene).__name__}"
    return found[0]


def open_settings_from_title(app):
    title = app.stack.push(TitleScene(app))
    app.step()
    click(app, title.settings_button)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return title, scene


def pairs_config(seed=11, speed="instant", ai_pace="instant"):
    seats = [SeatConfig("Mira", "human"), SeatConfig("Ana", "ai"), SeatConfig("Bo", "ai")]
    return TableConfig("pairs", seats, {}, speed, ai_pace, seed=seed)


# ---- catalogues ----------------------------------------------------------------------------------


def test_every_tr_key_is_in_every_catalogue_with_the_same_fields():
    ex = extractor()
    keys, errors = ex.all_keys()
    assert errors == []
    assert len(keys) > 500
    # missing keys and field mismatches, every language (unused keys are only reported)
    assert [p for p in ex.check(keys) if "unused key" not in p] == []
    for lang in ("nl", "fr", "bg"):
        cat = catalogue(lang)
        assert set(keys) <= set(cat)
        for k, v in cat.items():
            assert v.strip(), (lang, k)
            assert ex.fields(v) - {"you"} == ex.fields(k) - {"you"}, (lang, k)  # a second-person form may drop {you}
            assert v.format(**{f: 1 for f in ex.fields(k)}) is not None
        # real translations: most texts differ from English, Bulgarian is written in Cyrillic
        differ = sum(1 for k, v in cat.items() if v != k)
        assert differ > 0.85 * len(cat), (lang, differ)
    cyrillic = sum(1 for v in catalogue("bg").values() if any("а" <= ch <= "я" or "А" <= ch <= "Я" for ch in v))
    assert cyrillic > 0.85 * len(keys)


def test_the_glossary_terms_are_used():
    nl, fr, bg = catalogue("nl"), catalogue("fr"), catalogue("bg")
    assert fr["Hawthorn"] == "L'Aubépine" and fr["Goblin's Poker"] == "Le Poker des Gobelins"
    assert bg["Pyramid Poker"] == "Пирамидален покер" and bg["Hasenpfeffer"] == "Хазенпфефер"
    trumps = "Trumps: {suit}"
    assert "troef" in nl[trumps].lower() and "atout" in fr[trumps].lower() and "коз" in bg[trumps].lower()
    assert "weduwe" in nl["widow"] and "veuve" in fr["widow"] and "вдовица" in bg["widow"]
    assert "slag" in nl["Play a card to the trick."] and "pli" in fr["Play a card to the trick."]
    assert "jetons" in fr["{n} chips"] and "чип" in bg["{n} chips"] and "fiches" in nl["{n} chips"]


def test_a_new_string_without_translations_is_found(tmp_path):
    """A tr() literal, a literal reaching tr() through a helper and a table's texts are all
    keys; an f-string given to tr() is an error."""
    ex = extractor()
    (tmp_path / "newscene.py").write_text(
        "LABELS = {'a': 'Shiny label'}\n"
        "def tr(t, **f):\n    return t\n"
        "class S:\n"
        "    def say(self, seat, third, second):\n        return tr(third) if seat else tr(second)\n"
        "    def shout(self, seat, a, b):\n        return self.say(seat, a, b)\n"
        "    def draw(self, x):\n"
        "        tr('Brand new text {x}', x=x)\n"
        "        self.shout(1, '{name} does it', 'You do it')\n"
        "        tr(LABELS[x].capitalize())\n"
        "        tr(f'bad {x}')\n", encoding="utf-8")
    keys, errors = ex.source_keys(tmp_path)
    assert {"Brand new text {x}", "{name} does it", "You do it", "Shiny label"} <= set(keys)
    assert len(errors) == 1 and "f-string" in errors[0]
    problems = ex.check(keys)
    assert any("nl: missing 'Brand new text {x}'" in p for p in problems)
    assert ex.fields("{name} has {n:+d} [{k}]") == {"name", "n", "k"}


def test_missing_key_falls_back_to_english_and_broken_fields_never_raise():
    i18n.set_language("nl")
    assert i18n.tr("A text no catalogue has, {n}", n=3) == "A text no catalogue has, 3"
    assert "A text no catalogue has, {n}" in i18n.misses
    assert i18n.tr("{n} chips", n=4) == "4 fiches"
    i18n.add_catalogue("nl", {"Odd {n}": "Vreemd {m}"})
    assert i18n.tr("Odd {n}", n=2) == "Odd 2"
    i18n.set_language("xx")
    assert i18n.language() == "en"


def test_the_font_draws_every_character_of_the_catalogues():
    pygame.font.init()
    font = pygame.font.Font(str(asset_path(*FONT_REGULAR)), 16)
    chars = {ch for lang in ("nl", "fr", "bg") for v in catalogue(lang).values() for ch in v if not ch.isspace()}
    missing = [ch for ch, m in zip(sorted(chars), font.metrics("".join(sorted(chars)))) if m is None]
    assert missing == []


# ---- the system language ------------------------------------------------------------------------


@pytest.mark.parametrize("env, lang", [
    ({"LANG": "nl_NL.UTF-8"}, "nl"), ({"LC_ALL": "bg_BG.UTF-8", "LANG": "en_GB.UTF-8"}, "bg"),
    ({"LANGUAGE": "fr_BE:fr", "LANG": "C.UTF-8"}, "fr"), ({"LANG": "C"}, "en"), ({"LANG": "de_DE.UTF-8"}, "en"), ({}, "en"),
])
def test_system_language(env, lang):
    assert default_language(i18n.system_locale(env)) == lang


def test_first_start_speaks_the_system_language(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    from pairs_table.app.main import App

    app = App((1280, 720), ai_mode="inline")
    try:
        assert app.settings.language == "fr"
        title = app.stack.push(TitleScene(app))
        with Rendered(app) as r:
            app.step()
        assert title.play_button.text == "Jouer"
        assert "Table de Paires" in r.texts
        # a saved choice wins over the system language afterwards
        app.settings.language = "nl"
        app.store_settings()
    finally:
        app.close()
    assert SettingsStore(get_paths()).load("fr_FR").language == "nl"


# ---- switching language without a restart -----------------------------------------------------


def test_switching_language_redraws_the_title(app):
    title, settings = open_settings_from_title(app)
    bg = catalogue("bg")
    click(app, button_with(settings, "Български"))
    assert i18n.language() == "bg" and app.settings.language == "bg"
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    assert settings.done_button.text == bg["Done  [Esc]"]  # the settings scene itself, rebuilt
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    with Rendered(app) as r:
        app.step()
    assert title.play_button.text == bg["Play"] and title.quit_button.text == bg["Quit"]
    assert title.settings_button.text == bg["Settings"]
    assert bg["Pairs Table"] in r.texts and bg["F11: full screen"] in r.texts
    assert "Pairs Table" not in r.texts and "F11: full screen" not in r.texts
    assert json.loads(get_paths().settings_file.read_text(encoding="utf-8"))["language"] == "bg"


def test_switching_language_redraws_a_table_from_its_pause_menu(app):
    table = app.stack.push(table_class("pairs")(app, pairs_config()))
    assert run_until(app, table.human_to_act)
    fr = catalogue("fr")
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, pause.settings_button)
    click(app, button_with(app.stack.top, "Français"))
    press(app, pygame.K_ESCAPE)  # settings
    assert app.stack.top is pause and pause.resume_button.text == fr["Resume  [Esc]"]
    press(app, pygame.K_ESCAPE)  # pause
    assert app.stack.top is table
    old_log = {text for text, _c in table.log}
    with Rendered(app) as r:
        for _ in range(3):
            app.step()
    shown = {b.text for b in table.action_buttons.values() if b.visible}
    fold = table.action_specs()[1][1]
    assert fold.startswith("Se coucher (") and fold.endswith("  [F]")
    # too long for half the panel with its key: the button takes a row of its own, key and all
    assert shown == {fr["Hit  [H]"], fold} and table.menu_button.text == fr["Menu  [Esc]"]
    assert table.action_buttons["fold"].object_ids[-1] == "#danger"  # in its full type
    english_only = {k for k, v in fr.items() if v != k and "{" not in k}
    assert not (r.texts - old_log) & english_only
    assert fr["Your turn"] in r.texts or any(t.startswith("Paires · manche") for t in r.texts)
    # the game goes on in French
    press(app, pygame.K_h)
    assert run_until(app, lambda: len(table.log) and table.log[-1][0] not in old_log)
    new = [text for text, _c in table.log if text not in old_log]
    assert any(text.startswith(("Vous piochez", "Vous attrapez", "Ana", "Bo", "Manche")) for text in new), new


def test_every_table_redraws_in_bulgarian(app):
    bg = catalogue("bg")
    app.set_language("bg")
    for game in ("hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker"):
        info = __import__("pairs_table.engine.registry", fromlist=["get_game"]).get_game(game)
        seats = [SeatConfig("Mira", "human")] + [SeatConfig(n, "ai") for n in ("Ana", "Bo", "Cees")][:info.min_players - 1 if info.min_players > 2 else 1]
        table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=3)))
        with Rendered(app) as r:
            for _ in range(5):
                app.step()
        assert table.menu_button.text == bg["Menu  [Esc]"]
        english_only = {k for k, v in bg.items() if v != k and "{" not in k}
        assert not r.texts & english_only, (game, r.texts & english_only)
        app.stack.pop()


# ---- settings persist and take effect ----------------------------------------------------------


def test_settings_persist_and_take_effect_at_a_table(app):
    title, settings = open_settings_from_title(app)
    click(app, settings.buttons[("card_size", "large")])
    click(app, app.stack.top.buttons[("table_colour", "blue")])
    click(app, app.stack.top.buttons[("colour_blind_deck", True)])
    click(app, app.stack.top.buttons[("confirm_fold", True)])
    click(app, app.stack.top.buttons[("animation_speed", "slow")])
    saved = json.loads(get_paths().settings_file.read_text(encoding="utf-8"))
    assert (saved["card_size"], saved["table_colour"], saved["colour_blind_deck"], saved["confirm_fold"],
            saved["animation_speed"]) == ("large", "blue", True, True, "slow")
    press(app, pygame.K_ESCAPE)

    table = app.stack.push(table_class("pairs")(app, pairs_config()))
    assert run_until(app, table.human_to_act)
    plain = table_layout(app.size, 3, table.seats.bottom_seat)
    assert table.layout.card[1] > plain.card[1] * 1.1
    assert table.deck == "pairs_cb"
    fx, fy = table.layout.felt.center
    r_, g_, b_, _ = app.window.get_at((fx, fy - table.layout.felt.height // 3))
    assert b_ > g_ and b_ > r_  # a blue felt
    # asked before folding: F opens the question, Esc keeps playing, Enter folds
    actions = len(table.record.actions)
    press(app, pygame.K_f)
    assert isinstance(app.stack.top, QuestionScene)
    assert len(table.record.actions) == actions
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table and len(table.record.actions) == actions
    press(app, pygame.K_f)
    press(app, pygame.K_RETURN)
    assert table.record.actions[actions] == "fold"

    # from the pause menu: a smaller card and the plain deck, at once at the same table
    assert run_until(app, lambda: app.stack.top is table and table.idle)
    press(app, pygame.K_ESCAPE)
    click(app, app.stack.top.settings_button)
    click(app, app.stack.top.buttons[("card_size", "small")])
    click(app, app.stack.top.buttons[("colour_blind_deck", False)])
    click(app, app.stack.top.buttons[("table_colour", "red")])
    click(app, app.stack.top.buttons[("animation_speed", "fast")])
    click(app, app.stack.top.buttons[("ai_pace", "slow")])
    assert table.layout.card[1] < plain.card[1] and table.deck == "pairs"
    assert (table.config.speed, table.config.ai_pace) == ("fast", "slow")
    r_, g_, b_ = FELT_COLOURS["red"][1]
    assert r_ > g_
    # a new app reads them back
    from pairs_table.app.main import App

    again = SettingsStore(get_paths()).load()
    assert (again.card_size, again.table_colour, again.colour_blind_deck, again.ai_pace) == ("small", "red", False, "slow")
    del App


def test_colour_blind_style_of_the_standard_deck_follows_at_the_pyramid(app):
    seats = [SeatConfig("Mira", "human"), SeatConfig("Ana", "ai")]
    table = app.stack.push(table_class("pyramid_poker")(app, TableConfig("pyramid_poker", seats, {}, "instant", "instant", seed=2)))
    app.step()
    assert table.deck == "standard" and table.art.deck == "standard"
    press(app, pygame.K_ESCAPE)
    click(app, app.stack.top.settings_button)
    click(app, app.stack.top.buttons[("colour_blind_deck", True)])
    assert table.deck == "standard4" and table.art.deck == "standard4"


def test_sound_and_volume(app):
    _title, settings = open_settings_from_title(app)
    table_sounds = app.sounds
    before = table_sounds.played
    click(app, settings.buttons[("sound", False)])
    assert app.sounds.play("card") is False and table_sounds.played == before
    click(app, app.stack.top.buttons[("sound", True)])
    slider = app.stack.top.slider
    slider.set_current_value(25)
    pygame.event.post(pygame.event.Event(pygame_gui_moved(), ui_element=slider, value=25))
    for _ in range(40):  # the volume is saved once the slider has rested
        app.step(1 / 60)
    assert app.settings.volume == pytest.approx(0.25)
    assert json.loads(get_paths().settings_file.read_text(encoding="utf-8"))["volume"] == pytest.approx(0.25)
    played = app.sounds.played
    if app.sounds.play("card"):  # an audio device (the dummy one) is there
        assert app.sounds.played == played + 1


def pygame_gui_moved():
    import pygame_gui

    return pygame_gui.UI_HORIZONTAL_SLIDER_MOVED


def test_fullscreen_setting_follows_the_window(app):
    _title, settings = open_settings_from_title(app)
    click(app, settings.buttons[("fullscreen", True)])
    assert app.settings.fullscreen == app.fullscreen
    click(app, app.stack.top.buttons[("fullscreen", False)])
    assert app.fullscreen is False and app.settings.fullscreen is False
    assert json.loads(get_paths().settings_file.read_text(encoding="utf-8"))["fullscreen"] is False


# ---- statistics ------------------------------------------------------------------------------------


def test_a_played_round_is_recorded_and_shown(app):
    table = app.stack.push(table_class("pairs")(app, pairs_config(seed=4)))
    for _ in range(3000):  # fold whenever it is Mira's turn, until the round is over
        if app.stats.entry("Mira", "pairs")["hands"]:
            break
        if table.human_to_act():
            press(app, pygame.K_f, frames=1)
        app.step(1 / 60)
    assert app.stats.entry("Mira", "pairs")["hands"] == 1
    on_disk = json.loads(get_paths().stats_file.read_text(encoding="utf-8"))
    assert on_disk["players"]["Mira"]["pairs"]["hands"] == 1
    assert "Ana" not in on_disk["players"]  # AI seats are not recorded
    app.stack.clear()
    scene = app.stack.push(StatisticsScene(app))
    with Rendered(app) as r:
        app.step()
    assert scene.player == "Mira" and scene.game == "pairs"
    assert ("Hands played", "1") in scene.figures()
    assert "Mira" in {b.text for b in scene.player_buttons.values()}
    assert "Hands played" in r.texts and "1" in r.texts


def test_chip_hands_and_sessions_match_the_engine(app):
    seats = [SeatConfig("Mira", "human"), SeatConfig("Ana", "ai"), SeatConfig("Bo", "ai")]
    config = TableConfig("blackstone", seats, {"max_hands": 2}, "instant", "instant", seed=9)
    table = app.stack.push(table_class("blackstone")(app, config))
    for _ in range(4000):
        if table.finished:
            break
        if table.human_to_act():
            press(app, pygame.K_p, frames=1)
        app.step(1 / 60)
    assert table.finished
    result = next(r["result"] for r in table.state.standings() if r["seat"] == 0)
    e = app.stats.entry("Mira", "blackstone")
    assert e["hands"] == 2 and e["sessions"] == 1
    assert e["net"] == result and e["history"] == [result] and e["best_session"] == result
    standings = [r["result"] for r in table.state.standings()]
    assert e["sessions_won"] == int(result == max(standings))
    app.stack.clear()
    scene = app.stack.push(StatisticsScene(app))
    scene.choose(player="Mira", game="blackstone")
    app.step()
    assert ("Net chips", f"{result:+d}" if result else "0") in scene.figures()
    assert scene._chart is not None


def test_session_chart_draws_gains_and_losses(app):
    img = session_chart((400, 200), [5, -8, 12], app.text, 1.0)
    colours = {img.get_at((x, y))[:3] for x in range(0, 400, 3) for y in range(0, 200, 3)}
    from pairs_table.app.render import GOLD, GREEN, RED

    assert GREEN in colours and RED in colours and GOLD in colours


def test_a_damaged_statistics_file_is_moved_aside_and_told_once(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    paths = get_paths()
    paths.stats.mkdir(parents=True)
    paths.stats_file.write_text("{ not json", encoding="utf-8")
    from pairs_table.app.main import App

    app = App((1280, 720), ai_mode="inline")
    try:
        assert len([n for n in app.notices if "statistics" in n]) == 1
        assert not paths.stats_file.exists() and list((paths.stats / "damaged").iterdir())
        assert app.stats.data["players"] == {}
    finally:
        app.close()
    app = App((1280, 720), ai_mode="inline")
    try:
        assert not [n for n in app.notices if "statistics" in n]
    finally:
        app.close()


def test_poker_hand_names_are_shown_in_the_players_language():
    from pairs_table.app.poker_names import hand_label
    from pairs_table.engine.cards import parse_card
    from pairs_table.engine.poker import HAND_CODES, hand_code, hand_value, hand_words, partial_code

    hands = ["KS 9H 7D 4C 2S", "QS QH 7D 4C 2S", "9S 9H 4D 4C 2S", "7S 7H 7D 4C 2S", "10S 9H 8D 7C 6S",
             "KS 9S 7S 4S 2S", "7S 7H 7D 4C 4S", "7S 7H 7D 7C 4S", "KS QS JS 10S 9S", "AS KS QS JS 10S"]
    codes = [hand_code(hand_value([parse_card(c) for c in h.split()])) for h in hands]
    codes += [partial_code([parse_card("JS"), parse_card("JD")]), partial_code([parse_card("AS")])]
    assert {c["hand"] for c in codes} == set(HAND_CODES)
    english = ("high", "Pair", "pair", "Three", "Four", "Straight", "Flush", "house", "Royal")
    try:
        i18n.set_language("en")
        assert [hand_label(c) for c in codes] == [hand_words(c) for c in codes]  # the contract's words
        assert hand_label(codes[0]) == "King high" and hand_label(codes[2]) == "Two pair, 9s and 4s"
        for lang in ("fr", "bg"):
            i18n.set_language(lang)
            shown = [hand_label(c) for c in codes]
            for c, text in zip(codes, shown):
                assert not set(text.replace(",", " ").replace("-", " ").split()) & set(english), (lang, c, text)
        i18n.set_language("nl")
        assert hand_label({"hand": "one_pair", "ranks": ["Q"]}) == "Paar Q"
        assert hand_label({"hand": "high_card", "ranks": ["K"]}) == "K hoog" and hand_label(None) == ""
    finally:
        i18n.set_language("en")


def test_engine_refusals_are_explained_in_the_players_language():
    from pairs_table.app.reasons import refusal_text
    from pairs_table.engine.errors import IllegalAction
    from pairs_table.engine.pyramid_poker import PyramidPokerState
    from pairs_table.engine.rng import Rng

    # every refusal the Pyramid Poker engine gives for a place is told in words, never codes
    st = PyramidPokerState.new(2, {}, Rng(4))
    refused = []
    for r in range(8):
        for c in range(8 - r):
            for verb in ("place", "take"):
                try:
                    st.clone().apply(f"{verb} {r},{c}")
                except IllegalAction as exc:
                    refused.append(exc)
    assert refused and all(e.kind in ("place", "take") for e in refused)
    names = ("Ana", "Bo", "Cy", "Di").__getitem__
    try:
        for code in ("fr", "bg", "nl"):
            i18n.set_language(code)
            for exc in refused:
                text = refusal_text(exc, names)
                assert exc.reason not in text and not re.search(r"\d,\d", text), (code, text)
        i18n.set_language("fr")
        exc = IllegalAction("hit", "hand_round", {"round": 3}, kind="hit", game="hawthorn")
        assert refusal_text(exc, names) == ("Vous ne pouvez pas piocher maintenant : le tour 3 est un tour de "
                                            "main : jouez une carte ou couchez-vous.")
        exc = IllegalAction("play 7", "rank_not_held", {"rank": 7, "seat": 1}, kind="play", fields={"rank": 7},
                            game="hawthorn")
        assert "jouer votre 7" in refusal_text(exc, names)
        exc = IllegalAction("play 9D", "must_follow", {"suit": "H", "seat": 3}, kind="play", fields={"card": "9D"},
                            game="hasenpfeffer")
        assert refusal_text(exc, names) == ("Vous ne pouvez pas jouer 9\u2666 maintenant : il faut fournir la "
                                            "couleur demandée (\u2665 cœur).")
        i18n.set_language("en")
        exc = IllegalAction("take 3,1", "block_not_free", {"slot": [3, 1]}, kind="take", fields={"slot": [3, 1]},
                            game="pyramid_poker")
        assert refusal_text(exc, names) == ("You cannot take the block at row 4, block 2 from the left now: the "
                                            "block at row 4, block 2 from the left is not free: a block rests on it.")
    finally:
        i18n.set_language("en")


# ---- long words in narrow places ------------------------------------------------------------------


def test_fit_cuts_text_short_with_an_ellipsis_only_when_it_is_too_wide(app):
    t = app.text
    assert t.fit("Dimitar", 16, 500, bold=True) == "Dimitar"
    short = t.fit("Dimitar Georgiev Ivanov", 16, 80, bold=True)
    assert short.endswith("…") and "Dimitar Georgiev Ivanov".startswith(short[:-1])
    assert t.render(short, 16, bold=True).get_width() <= 80 < t.render("Dimitar Georgiev Ivanov", 16, bold=True).get_width()


def test_wrap_breaks_at_spaces_but_never_at_a_no_break_space(app):
    text = "Tentez votre chance\u00a0: piochez pour agrandir votre pile\nvisible"
    for width in range(60, 400, 7):
        lines = app.text.wrap(text, 15, width)
        assert " ".join(lines) == text.replace("\n", " ")
        assert not any(line.startswith(":") for line in lines)
        assert all(app.text.render(line, 15).get_width() <= width for line in lines if " " in line)


def test_wrap_fit_takes_the_largest_size_that_needs_no_more_lines(app):
    t = app.text
    text = "Every round every player plays a card face down or passes against the pot plus the lowest card"
    size, lines = t.wrap_fit(text, 15, 300, 2, 9)
    assert len(lines) <= 2 and " ".join(lines) == text
    assert size == 15 or len(t.wrap(text, size + 1, 300)) > 2
    assert all(t.render(line, size).get_width() <= 300 for line in lines)
    size, lines = t.wrap_fit(text, 15, 120, 2, 9)  # too little room even at 9: the rest is cut
    assert size == 9 and len(lines) == 2 and lines[1].endswith("…")
    assert all(t.render(line, 9).get_width() <= 120 for line in lines)


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "bg"])
def test_names_chips_and_buttons_fit_at_the_fullest_table(app, lang):
    """Eight seats have the narrowest name plates: every name of up to 7 letters is shown
    whole beside its chips, and the panel's buttons hold their text in every language."""
    app.set_language(lang)
    names = ("Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke", "Georgi", "Hristov")
    seats = [SeatConfig(n, "ai") for n in names]
    table = app.stack.push(table_class("goblins_poker")(app, TableConfig("goblins_poker", seats, {}, "instant", "instant", seed=3)))
    app.step()
    with Rendered(app) as r:
        table.view.clear()
        for seat in range(len(names)):
            table.view.plate(app.window, seat)
    assert set(names) <= r.texts
    assert not any(text.endswith("…") for text in r.texts)
    for b in (table.menu_button, table.panel_widgets.extra):
        assert b.font.size(b.text)[0] <= b.relative_rect.width - 8, (lang, b.text, b.object_ids)
    app.stack.pop()


def test_the_lobby_names_the_player_in_their_language(app):
    from pairs_table.app.scenes.lobby import LobbyScene

    for lang, you in (("fr", "Vous"), ("bg", "Ти"), ("en", "You")):
        app.set_language(lang)
        assert LobbyScene(app, "pairs").seats[0].name == you


def test_the_volume_slider_has_room_for_its_arrows_in_a_small_window(app):
    """At 800x480 the volume slider is as tall as the other rows, so its arrow buttons hold
    their arrows (the audit's own overflow check on the frame)."""
    from pairs_table.app import textlog
    from pairs_table.audit import checks

    app.resize((800, 480))
    with textlog.recording() as log:
        scene = app.stack.push(SettingsScene(app))
        app.step()
        log.clear()
        app.draw()
    arrows = [d for d in log.texts if d.text in ("◀", "▶")]
    assert len(arrows) == 2
    assert checks.overflow(arrows, (800, 480)) == []
    assert scene.slider.rect.height == next(iter(scene.buttons.values())).rect.height


@pytest.mark.parametrize("lang, game, said", [
    ("fr", "goblins_poker", "Ana au Poker des Gobelins"), ("fr", "hawthorn", "Ana à l'Aubépine"),
    ("fr", "pairs", "Ana aux Paires"), ("nl", "goblins_poker", "Ana bij Goblin's Poker"),
    ("bg", "blackstone", "Ana в Черен камък"), ("en", "pyramid_poker", "Ana at Pyramid Poker")])
def test_the_statistics_heading_says_the_game_as_the_language_does(lang, game, said):
    """French joins "à" with the game's article ("au Poker des Gobelins", not "à Le Poker
    des Gobelins"); the player at this computer is "you" in each language."""
    from pairs_table.app.i18n import Viewer
    from pairs_table.app.scenes.statistics import heading

    i18n.set_language(lang)
    try:
        assert heading(game, "Ana") == said
        you = heading(game, Viewer("Ana"))
        assert "Ana" not in you and you.split()[0] in ("You", "Jij", "Vous", "Ти")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "bg"])
def test_every_question_fits_its_panel_on_one_line(app, lang):
    """Each question ("Se coucher et abandonner cette main ?") is set on one line inside
    its panel, a little smaller where the language is longer: the audit's overflow check."""
    from pairs_table.app import textlog
    from pairs_table.app.overlays.confirm import QUESTIONS, QuestionScene
    from pairs_table.audit import checks

    app.set_language(lang)
    for size in ((800, 480), (1280, 720)):
        app.resize(size)
        for kind in QUESTIONS:
            with textlog.recording() as log:
                app.stack.push(QuestionScene(app, kind))
                app.step()
                log.clear()
                app.draw()
            asked = [d for d in log.texts if d.owner == "question"]
            assert [d.text for d in asked] == [i18n.tr(QUESTIONS[kind][0])]
            assert checks.overflow(asked, size) == [], (kind, size)
            app.stack.pop()
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(800, 480), (1280, 720), (1920, 1080)])
def test_a_long_heading_keeps_clear_of_the_chart_caption(app, size):
    """"Vous au Poker des Gobelins" runs over the chart's column; the caption and the chart
    come under it, so no two texts cover each other (the audit's overlap check)."""
    from pairs_table.app import textlog
    from pairs_table.audit import checks

    app.resize(size)
    for result in (12, -30, 7):
        app.stats.record_session("Vous", "goblins_poker", result, won=result > 0)
    app.stats.record_hand("Vous", "goblins_poker", True, 5)
    app.set_language("fr")
    with textlog.recording() as log:
        scene = app.stack.push(StatisticsScene(app))
        scene.choose(player="Vous", game="goblins_poker")
        app.step()
        log.clear()
        app.draw()
    said = [d.text for d in log.texts]
    assert "Vous au Poker des Gobelins" in said and "Jetons nets des dernières sessions" in said
    assert checks.overlap(log.texts) == []
    i18n.set_language("en")
