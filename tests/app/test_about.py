"""The About screen through the real app under the dummy video driver: opened from the title
screen, it shows the version, the licences and the folders of the player's files, in every
language; its buttons hand a folder to the system's file manager (a stand-in ``xdg-open``
or ``open`` on PATH here) and tell a failure on the panel."""

import os
import stat
import sys
from pathlib import Path

import pygame
import pytest
from app_helpers import click, press
from test_i18n_settings_stats import Rendered

from pairs_table import __version__
from pairs_table.app import i18n
from pairs_table.app.assets import asset_path
from pairs_table.app.desktop import open_folder
from pairs_table.app.scenes.about import LICENCES, AboutScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.storage.paths import get_paths

needs_sh = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in file managers are shell scripts")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def fake_opener(folder: Path, name: str, code: int = 0) -> Path:
    """An executable ``name`` in ``folder`` that writes its arguments to ``<name>.args`` and
    exits with ``code``; returns that file."""
    folder.mkdir(parents=True, exist_ok=True)
    log = folder / f"{name}.args"
    script = folder / name
    script.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{log}"\nexit {code}\n', encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return log


def open_about(app) -> AboutScene:
    title = app.stack.push(TitleScene(app))
    app.step()
    click(app, title.about_button)
    scene = app.stack.top
    assert isinstance(scene, AboutScene)
    return scene


def wait_for_opener(app, scene, frames=300):
    for _ in range(frames):
        app.step(1 / 60)
        if scene._opener is None:
            return
    raise AssertionError("the file manager's process did not end")


def test_about_shows_the_version_licences_and_folders(app):
    open_about(app)
    with Rendered(app) as seen:
        app.step()
    assert "Version " + __version__ in seen.texts
    for name in ("Pairs Table", "DejaVu Sans", "Python", "pygame-ce", "SDL 2", "pygame_gui", "platformdirs"):
        assert name in seen.texts
    for licence in ("GNU LGPL 2.1", "zlib", "MIT", "PSF License"):
        assert licence in seen.texts
    paths = get_paths()
    for folder in (paths.saves, paths.settings, paths.stats):  # a long path may be cut short with "…"
        assert any(t == str(folder) or (t.endswith("…") and str(folder).startswith(t[:-1])) for t in seen.texts)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_about_in_bulgarian(app):
    app.set_language("bg")
    scene = open_about(app)
    with Rendered(app) as seen:
        app.step()
    assert "За Маса за Пеърс" in seen.texts and "Версия " + __version__ in seen.texts
    assert "прозорец, рисуване и звук" in seen.texts
    assert scene.files_button.text == "Отвори папката"
    click(app, scene.done_button)
    assert isinstance(app.stack.top, TitleScene)


def test_every_licence_text_ships_in_assets_and_is_that_licence():
    words = {"GNU LGPL 2.1": "GNU LESSER GENERAL PUBLIC LICENSE", "zlib": "This software is provided 'as-is'",
             "MIT": "Permission is hereby granted, free of charge", "PSF License": "PYTHON SOFTWARE FOUNDATION LICENSE",
             "Bitstream Vera (free)": "Bitstream Vera",
             "BSD 3-Clause": "Redistribution and use in source and binary forms, with or without"}
    for name, licence, text in LICENCES:
        if text is None:  # the program's own: LICENSE at the top of the repository
            text_path = Path(__file__).resolve().parents[2] / "LICENSE"
        else:
            text_path = asset_path(*text)
            assert text_path.name in os.listdir(text_path.parent), (name, text)  # the exact case
        assert words[licence] in text_path.read_text(encoding="utf-8"), (name, licence)


@needs_sh
def test_open_the_folder_hands_it_to_the_file_manager(app, tmp_path, monkeypatch):
    log = fake_opener(tmp_path / "bin", "xdg-open")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.setattr(sys, "platform", "linux")
    scene = open_about(app)
    assert not scene.files_folder.exists()  # nothing saved yet: the folder is made first
    click(app, scene.files_button)
    wait_for_opener(app, scene)
    assert scene.files_folder.is_dir()
    assert log.read_text(encoding="utf-8").splitlines() == [str(scene.files_folder)]
    assert scene.message == ""
    click(app, scene.licences_button)
    wait_for_opener(app, scene)
    assert log.read_text(encoding="utf-8").splitlines() == [str(asset_path("licenses"))]


@needs_sh
def test_a_file_manager_that_fails_is_told_on_the_panel(app, tmp_path, monkeypatch):
    fake_opener(tmp_path / "bin", "xdg-open", code=4)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.setattr(sys, "platform", "linux")
    scene = open_about(app)
    click(app, scene.files_button)
    wait_for_opener(app, scene)
    assert scene.message == f"The file manager could not open {scene.files_folder}."
    with Rendered(app) as seen:
        app.step()
    assert any(t.startswith("The file manager could not open") for t in seen.texts)


@needs_sh
def test_no_file_manager_at_all_is_a_message_not_a_crash(app, tmp_path, monkeypatch):
    (tmp_path / "empty").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(sys, "platform", "linux")
    scene = open_about(app)
    click(app, scene.files_button)
    assert scene.message == f"No file manager was found to open {scene.files_folder}."
    assert scene._opener is None
    app.step()
    assert app.stack.top is scene


@needs_sh
def test_each_system_has_its_own_file_manager(tmp_path, monkeypatch):
    log = fake_opener(tmp_path / "bin", "open")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    proc = open_folder(tmp_path, platform="darwin")
    assert proc.wait(timeout=10) == 0
    assert log.read_text(encoding="utf-8").splitlines() == [str(tmp_path)]
    started = []
    monkeypatch.setattr(os, "startfile", started.append, raising=False)
    assert open_folder(tmp_path, platform="win32") is None
    assert started == [str(tmp_path)]


def test_a_folder_that_cannot_be_made_is_told_with_the_reason(app, tmp_path):
    scene = open_about(app)
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    scene.show(blocker / "folder")  # a folder inside a file
    assert scene.message.startswith("The folder could not be opened: ")
    assert scene._opener is None


def runtime_dependencies() -> list[str]:
    """The names of pyproject.toml's runtime dependencies, as written there."""
    import re
    import tomllib
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    deps = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["dependencies"]
    return [re.match(r"[A-Za-z0-9_.-]+", d).group(0) for d in deps]


# libraries the program folder ships because a dependency needs them (pygame_gui: python-i18n)
BROUGHT_ALONG = ["python-i18n"]


def test_every_shipped_library_has_a_licence_text_and_an_about_entry(app):
    def key(name):
        return name.lower().replace("_", "-")
    listed = {key(name): (licence, text) for name, licence, text in LICENCES}
    open_about(app)
    with Rendered(app) as seen:
        app.step()
    shown = {key(text) for text in seen.texts}
    for dep in runtime_dependencies() + BROUGHT_ALONG:
        assert key(dep) in listed and key(dep) in shown, dep
        licence, text = listed[key(dep)]
        assert text is not None and text[0] == "licenses", dep
        assert asset_path(*text).is_file(), (dep, text)


def test_the_new_licence_texts_are_those_of_their_libraries():
    texts = {name: asset_path(*text).read_text(encoding="utf-8") for name, _licence, text in LICENCES if text}
    assert "Copyright (c) Aymeric Augustin and contributors" in texts["websockets"]
    assert "Neither the name of the copyright holder" in texts["websockets"]
    assert "Copyright (c) 2025 Bernát Gábor and contributors" in texts["filelock"]
    assert "Copyright (c) 2012 Daniel Perez" in texts["python-i18n"]
