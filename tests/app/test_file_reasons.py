"""Why a file could not be read is said in the player's language: every reason code of the
storage layer has words in every catalogue, the Saves screen lists a damaged save with no
English in Dutch, French and Bulgarian, and ``history`` says why in the language asked for."""

import json
import string
from pathlib import Path

import pytest

from pairs_table.app import textlog
from pairs_table.app.file_reasons import reason_words
from pairs_table.app.i18n import set_language
from pairs_table.audit import checks
from pairs_table.storage.file_reasons import REASONS, english, template_fields
from pairs_table.storage.safe_read import BadFile, parse_json

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"
OTHERS = ("nl", "fr", "bg")
# the JSON parser's own English words: "Expecting property name enclosed in double quotes"
NOT_JSON = '{"format": 2, "game": "pairs",\n  oops: 1}'


def fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def catalogue(lang: str) -> dict:
    return json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", OTHERS)
def test_every_reason_code_has_words_in_every_language(lang):
    cat, en = catalogue(lang), catalogue("en")
    for code, template in REASONS.items():
        assert template in en, code
        words = cat.get(template)
        assert words and words != template, f"{lang}: {code}"
        assert fields(words) == template_fields(code), f"{lang}: {code}"


def test_bad_json_is_a_code_with_its_line_and_column_and_the_parser_words_in_english_only():
    with pytest.raises(BadFile) as info:
        parse_json(NOT_JSON.encode(), Path("x.json"))
    exc = info.value
    assert exc.code == "not_json" and exc.fields == {"line": 2, "column": 3}
    assert "Expecting property name" in exc.reason  # the English text for logs keeps it
    set_language("fr")
    try:
        words = reason_words(exc.code, exc.fields)
    finally:
        set_language("en")
    assert words == "ce n'est pas du JSON valide (ligne 2, colonne 3)"
    assert reason_words("no_such_code", {}) == english("unknown", {})
    assert reason_words("not_json", {"line": "x" * 500, "column": 1}) == english("unknown", {})


def test_a_damaged_index_from_before_codes_is_listed_as_could_not_be_read(tmp_path, monkeypatch):
    from pairs_table.storage.paths import get_paths
    from pairs_table.storage.saves import DAMAGED_INDEX, SaveStore

    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    paths = get_paths()
    paths.damaged.mkdir(parents=True)
    (paths.damaged / "a.json").write_text("{")
    (paths.saves / DAMAGED_INDEX).write_text(json.dumps({"a.json": {"name": "a.json", "reason": "it is odd"}}))
    [listed] = SaveStore(paths).damaged_files()
    assert listed.reason == "it is odd" and (listed.code, listed.fields) == ("unknown", {})


@pytest.mark.parametrize("lang", OTHERS)
def test_saves_lists_a_damaged_save_without_english(lang, tmp_path, monkeypatch):
    from pairs_table.app.main import App
    from pairs_table.app.scenes.saves import SavesScene
    from pairs_table.audit.frame import capture
    from pairs_table.storage.settings import Settings

    home = tmp_path / "home"
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(home))
    (home / "saves").mkdir(parents=True)
    (home / "saves" / "broken.json").write_text(NOT_JSON, encoding="utf-8")
    (home / "saves" / "folder.json").mkdir()
    app = App((1280, 720), ai_mode="inline", save_settings=False,
              settings=Settings(language=lang, animation_speed="instant", sound=False))
    try:
        with textlog.recording() as log:
            app.stack.push(SavesScene(app))
            app.step(1 / 60)
            frame = capture(app, log, "saves")
    finally:
        app.close()
        set_language("en")
    shown = " | ".join(d.text for d in frame.texts)
    assert "broken.json" in shown and "folder.json" in shown
    assert "Expecting" not in shown and "not valid JSON" not in shown and "not a file" not in shown
    assert checks.untranslated(frame.texts, lang) == []
    assert checks.placeholder(frame.texts, lang) == []


def test_history_says_why_in_the_language_asked_for(tmp_path, capsys):
    from pairs_table.__main__ import main

    bad = tmp_path / "bad.json"
    bad.write_text(NOT_JSON, encoding="utf-8")
    try:
        code = main(["history", str(bad), "--language", "nl"])
    finally:
        set_language("en")
    err = capsys.readouterr().err
    assert code == 2 and "is geen opgeslagen spel dat gelezen kan worden" in err
    assert "geen geldige JSON (regel 2, kolom 3)" in err and "Expecting" not in err


def test_in_english_the_reason_keeps_what_only_english_says(tmp_path, capsys):
    from pairs_table.__main__ import main

    bad = tmp_path / "bad.json"
    bad.write_text(NOT_JSON, encoding="utf-8")
    assert main(["history", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "is not a saved game that can be read: it is not valid JSON (line 2, column 3) (Expecting property name" in err


@pytest.mark.parametrize("lang", OTHERS)
def test_the_title_tells_of_bad_settings_and_statistics_without_english(lang, tmp_path, monkeypatch):
    from pairs_table.app.main import App
    from pairs_table.app.scenes.title import TitleScene
    from pairs_table.audit.frame import capture
    from pairs_table.storage.paths import get_paths

    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    paths = get_paths()
    for file, text in ((paths.settings_file, json.dumps({"version": 1, "language": lang, "volume": "loud"})),
                       (paths.stats_file, NOT_JSON)):
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
    app = App((1280, 720), ai_mode="inline")
    try:
        assert len(app.notices) == 2 and "volume" in app.notices[0]
        cat = catalogue(lang)
        reset = cat["Some settings were not valid and were reset: {keys}; the file as it was is kept as {file}."]
        fresh = cat["Your statistics could not be read ({reason}); a fresh record was started and the old file "
                    "was kept as {file}."]
        not_json = cat[REASONS["not_json"]].format(line=2, column=3)
        assert app.notices[0].startswith(reset.split("{")[0])
        assert app.notices[1].startswith(fresh.split("{")[0]) and not_json in app.notices[1]
        assert "Expecting" not in app.notices[1] and "(2, 3)" not in app.notices[1]
        with textlog.recording() as log:
            for _ in app.notices[:]:
                app.stack.clear()
                app.stack.push(TitleScene(app))
                app.step(1 / 60)
                frame = capture(app, log, "title")
                assert checks.untranslated(frame.texts, lang) == [], app.notices[0]
                app.notices.pop(0)
    finally:
        app.close()
        set_language("en")


def test_a_statistics_entry_left_out_is_named_with_its_game_in_the_language(tmp_path, monkeypatch):
    from pairs_table.app.file_reasons import notice_words
    from pairs_table.storage.file_reasons import Told

    set_language("nl")
    try:
        words = notice_words(Told("stats", kept=None, left_out=(("Ana", "pairs"), ("Bo", ""))))
    finally:
        set_language("en")
    assert words.startswith("Sommige statistieken waren niet geldig en zijn weggelaten (Ana bij ")
    assert "; Bo)" in words and " at " not in words


def test_an_operating_system_error_is_said_by_its_number_outside_english():
    import errno

    from pairs_table.app.file_reasons import os_error_words

    refused, odd = PermissionError(errno.EACCES, "Permission denied"), OSError(errno.ENOTDIR, "Not a directory")
    assert os_error_words(refused) == "Permission denied"
    set_language("fr")
    try:
        assert os_error_words(refused) == "l'autorisation a été refusée"
        assert os_error_words(odd) == "le système l'a refusé"
    finally:
        set_language("en")


def test_about_tells_a_folder_that_cannot_be_made_without_english(app, tmp_path):
    from pairs_table.app.scenes.about import AboutScene

    set_language("nl")
    try:
        scene = app.stack.push(AboutScene(app))
        blocker = tmp_path / "file"
        blocker.write_text("", encoding="utf-8")
        scene.show(blocker / "folder")  # a folder inside a file: "Not a directory"
    finally:
        set_language("en")
    assert scene.message == "De map kon niet worden geopend: het systeem weigerde het"


def test_replay_says_why_in_the_language_asked_for(tmp_path, capsys):
    from pairs_table.__main__ import main

    bad = tmp_path / "bad.json"
    bad.mkdir()
    try:
        code = main(["replay", str(bad), "--language", "bg", "--screenshot", str(tmp_path / "shot.png")])
    finally:
        set_language("en")
    err = capsys.readouterr().err
    assert code == 2 and "не е запис на игра, който може да се прочете: това е папка, а не файл." in err


def test_a_save_that_cannot_be_written_is_told_in_the_language():
    import errno

    from pairs_table.app.autosave import Autosaver

    class Full:
        def write(self, record, state):
            raise OSError(errno.ENOSPC, "No space left on device")

    saver = Autosaver(True)
    saver.store = Full()
    set_language("nl")
    try:
        assert saver.write(None, None) == "de schijf is vol"
    finally:
        set_language("en")
