"""Speech: the queue and its log, voices that are missing or fail, the setting, and what a
table says (its log, turns, dialogs) in the table's language, driven in this process."""

import json
import re
import threading

import pygame
import pytest

from pairs_table.app import speech, speech_backends
from pairs_table.app.config import TableConfig, default_seats
from pairs_table.app.scenes.settings import SettingsScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.engine.registry import GAME_NAMES
from pairs_table.storage.settings import Settings

from app_helpers import click, press, until

CATALOGUES = {lang: json.loads(open(f"assets/locale/{lang}.json", encoding="utf-8").read()) for lang in ("en", "bg")}


def lines(path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


class Voice:
    """A backend that keeps what it is told, or fails where asked."""

    def __init__(self, fail_at=None):
        self.said, self.fail_at = [], fail_at
        self.done = threading.Event()

    def speak(self, text, interrupt=False):
        if self.fail_at is not None and len(self.said) == self.fail_at:
            raise speech_backends.VoiceFailed("the voice stopped")
        self.said.append(text)

    def close(self):
        self.done.set()


def present(monkeypatch):
    """Both voices' libraries seem installed."""
    monkeypatch.setattr(speech, "missing", lambda mode: None)


# ---- the queue and its log -----------------------------------------------------------------------------

def test_every_line_said_is_one_line_of_the_log_and_reaches_the_voice_in_order(tmp_path, monkeypatch):
    present(monkeypatch)
    voice = Voice()
    s = speech.Speech(make=lambda mode, lang: voice)
    s.open_log(tmp_path / "log.txt")
    assert s.use("voice", "bg") is None and s.mode == "voice"
    s.say("Ana hits\nand draws 7.")
    s.say("   ")  # nothing to say: no line
    s.say("Bo's turn")
    s.wait()
    assert voice.said == ["Ana hits and draws 7.", "Bo's turn"]
    s.repeat()  # the last line again (it interrupts what still waits, so only the log is sure to have it)
    s.close()
    assert lines(tmp_path / "log.txt") == ["Ana hits and draws 7.", "Bo's turn", "Bo's turn"]


def test_a_missing_library_leaves_speech_off_with_the_reason_and_the_log_still_written(tmp_path, monkeypatch):
    monkeypatch.setattr(speech_backends.importlib.util, "find_spec", lambda name: None)
    s = speech.Speech(make=lambda mode, lang: pytest.fail("a missing voice is never started"))
    s.open_log(tmp_path / "log.txt")
    assert s.use("screen_reader") == "missing" and s.use("voice") == "missing"
    assert s.mode == "off" and s.reason("voice") == "missing"
    s.say("Ana folds.")
    s.close()
    assert lines(tmp_path / "log.txt") == ["Ana folds."]


@pytest.mark.parametrize("fail", ["start", "speak"])
def test_a_voice_that_fails_never_crashes_and_says_why(tmp_path, monkeypatch, fail):
    present(monkeypatch)
    voice = Voice(fail_at=1)

    def make(mode, lang):
        if fail == "start":
            raise OSError("no audio device")
        return voice

    s = speech.Speech(make=make)
    s.open_log(tmp_path / "log.txt")
    s.use("voice")
    s.say("one")
    s.say("two")
    s._worker.join(5)
    s.say("three")  # after the failure: logged, not spoken, no error
    assert s.mode == "off"
    assert s.reason("voice") == ("no_start" if fail == "start" else "stopped")
    s.close()
    assert lines(tmp_path / "log.txt") == ["one", "two", "three"]


def test_a_screen_reader_library_without_a_reader_running_says_so(monkeypatch):
    class Auto:
        def get_first_available_output(self):
            return None

    import sys
    import types
    fake = types.ModuleType("accessible_output2.outputs.auto")
    fake.Auto = Auto
    monkeypatch.setitem(sys.modules, "accessible_output2", types.ModuleType("accessible_output2"))
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs", types.ModuleType("accessible_output2.outputs"))
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.auto", fake)
    present(monkeypatch)
    s = speech.Speech()
    s.use("screen_reader")
    s._worker.join(5)
    assert s.mode == "off" and s.reason("screen_reader") == "no_reader"


# ---- the setting ---------------------------------------------------------------------------------------

def test_the_setting_keeps_a_known_voice_and_refuses_another():
    assert Settings.from_json({"speech": "voice"})[0].speech == "voice"
    settings, bad = Settings.from_json({"speech": "loud"})
    assert settings.speech == "off" and bad == ["speech"]


def test_choosing_a_voice_whose_library_is_missing_stays_off_and_the_row_says_why(app, monkeypatch):
    monkeypatch.setattr(speech_backends.importlib.util, "find_spec", lambda name: None)
    from pairs_table.app.i18n import set_language
    app.set_language("bg")
    title = app.stack.push(TitleScene(app))
    app.step()
    click(app, title.settings_button)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    bg = CATALOGUES["bg"]
    click(app, scene.buttons[("speech", "voice")])
    scene = app.stack.top
    assert app.settings.speech == "off" and speech.get().mode == "off"
    label = [text for text, _, _ in scene._labels if text.startswith(bg["Speech"])][0]
    assert label == bg["Speech ({choice}: {reason})"].format(choice=bg["Built-in voice"], reason=bg["not installed"])
    assert scene.buttons[("speech", "off")].object_ids[-1].endswith("choice_on")
    set_language("en")


# ---- what a table says -----------------------------------------------------------------------------

CODE = re.compile(r"\{|\}|\bNone\b|\b[a-z]+_[a-z_]+\b|\b(?:[2-9TJQKA][SHDC])\b")


@pytest.mark.parametrize("lang", ["en", "bg"])
@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_table_of_computer_players_speaks_its_moves_in_the_language(heard, game, lang, monkeypatch, tmp_path):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    from pairs_table.app.main import App
    s, path = heard
    app = App((1280, 720), ai_mode="inline", settings=Settings(language=lang), save_settings=False)
    try:
        config = TableConfig(game, default_seats(game, humans=0), speed="fast", ai_pace="fast", seed=5, demo=True)
        app.screens.table(config)
        assert until(app, lambda: s.lines >= 8, frames=1500), f"{game} said only {s.lines} lines"
    finally:
        app.close()
    said = lines(path)
    assert len(said) >= 8
    bad = [line for line in said if CODE.search(line)]
    assert not bad, bad
    turn = CATALOGUES[lang]["{name}'s turn"].split("{name}")
    assert any(line.startswith(turn[0]) and line.endswith(turn[1]) for line in said), said
    if lang == "bg":
        assert all(re.search("[а-яА-Я]", line) for line in said if " " in line), said


def test_a_dialog_is_said_as_it_opens_and_f2_repeats_it(app, heard):
    s, path = heard
    title = app.stack.push(TitleScene(app))
    app.step()
    click(app, title.settings_button)
    said = lines(path)[-1]
    assert said.startswith("Settings ") and "Done [Esc]" in said and "Built-in voice" in said
    assert "Volume 70%" in said and "◀" not in said  # a slider's arrows say nothing
    press(app, pygame.K_F2)
    assert lines(path)[-1] == said


def test_the_focus_moving_to_a_button_says_its_label(app, heard):
    s, path = heard
    app.stack.push(TitleScene(app))
    app.step()
    press(app, pygame.K_TAB)
    focused = app.focus.current()
    assert focused is not None and lines(path)[-1] == " ".join(focused.text.split())


def test_a_hint_is_said_with_its_reason_and_a_refusal_is_said(app, heard, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_AI_WORKERS", "0")
    from pairs_table.app.games import table_class
    from pairs_table.app.table.scene import TableScene
    s, path = heard
    cfg = TableConfig("pairs", default_seats("pairs"), speed="instant", ai_pace="instant", seed=11)
    table = app.stack.push(table_class("pairs")(app, cfg))
    assert until(app, lambda: isinstance(app.stack.top, TableScene) and app.stack.top.human_to_act(), 600)
    table = app.stack.top
    press(app, pygame.K_i)
    assert until(app, lambda: table.assist.hint_text.startswith("Hint: "), 600)
    assert lines(path)[-1] == " ".join(table.assist.hint_text.split())
    table.refuse("The game is over.")  # a refusal, as the table shows it
    assert lines(path)[-1] == "The game is over."


def test_f4_reads_the_table_status_and_every_seat(app, heard):
    from pairs_table.app.games import table_class
    s, path = heard
    cfg = TableConfig("hawthorn", default_seats("hawthorn"), speed="instant", ai_pace="instant", seed=11)
    table = app.stack.push(table_class("hawthorn")(app, cfg))
    assert until(app, lambda: table.human_to_act(), 600)
    press(app, pygame.K_F4)
    said = lines(path)[-1]
    for seat in range(table.n):
        assert f"{table.name(seat)}: {table.plate_value(seat).text}" in said
    assert said.startswith(str(table.status_lines()[0].text))


# ---- the demo command ----------------------------------------------------------------------------

def _demo(*args):
    import os
    import subprocess
    import sys
    from pathlib import Path
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "pairs_table", "demo", *args], cwd=Path(__file__).parents[2],
                          env=env, capture_output=True, text=True, timeout=90)


def test_demo_writes_its_speech_log_in_the_language_asked_for_and_refuses_a_bad_file(tmp_path):
    log = tmp_path / "said.txt"
    res = _demo("--game", "hawthorn", "--seconds", "3", "--seed", "7", "--language", "bg", "--speech-log", str(log))
    assert res.returncode == 0, res.stderr
    said = lines(log)
    assert len(said) >= 3 and said[0].startswith("Всеки залага"), said
    res = _demo("--game", "pairs", "--seconds", "0", "--speech-log", str(tmp_path / "no" / "such" / "folder" / "x.txt"))
    assert res.returncode == 2 and "cannot write the speech log" in res.stderr and "Traceback" not in res.stderr
