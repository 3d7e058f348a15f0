"""What keeps the app working on Windows and macOS file systems (case-insensitive, with '\\'
as the separator, with names Windows refuses), checked from Linux: the repository's file
names, the exact case of every asset and rules file the code asks for, and file paths
built with pathlib rather than by gluing strings with '/'."""

import ast
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from pairs_table.app.assets import FONT_BOLD, FONT_REGULAR, assets_dir
from pairs_table.app.i18n import LANGUAGES
from pairs_table.app.sound import NAMES as SOUND_NAMES
from pairs_table.app.sprites import decks
from pairs_table.engine.registry import GAME_NAMES
from pairs_table.rules_text import folder_of as rules_folder
from pairs_table.rules_text import LANGUAGES as RULES_LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pairs_table"
WINDOWS_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


def tracked_files() -> list[str]:
    """The repository's files as git lists them (a fresh clone's files)."""
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [name for name in out.decode("utf-8").split("\0") if name]


def exists_exactly(path: Path, base: Path) -> bool:
    """Whether ``path`` exists under ``base`` with every part spelled in exactly this case
    (``Path.exists`` says yes to any case on Windows and macOS)."""
    here = base
    for part in path.relative_to(base).parts:
        if part not in os.listdir(here):
            return False
        here = here / part
    return True


def case_clashes(names) -> set[tuple[str, str]]:
    """Pairs of files or folders whose paths differ only by case (one file on Windows and macOS)."""
    seen: dict[str, str] = {}
    clashes = set()
    for name in names:
        for i in range(1, name.count("/") + 2):  # the file and every folder above it
            prefix = "/".join(name.split("/")[:i])
            other = seen.setdefault(prefix.lower(), prefix)
            if other != prefix:
                clashes.add((other, prefix))
    return clashes


def test_no_two_files_differ_only_by_case():
    assert case_clashes(tracked_files()) == set()
    assert case_clashes(["assets/Cards/a.png", "assets/cards/b.png", "x/README", "x/readme"]) == {
        ("assets/Cards", "assets/cards"), ("x/README", "x/readme")}


def test_every_file_name_is_allowed_on_windows():
    bad = []
    for name in tracked_files():
        for part in name.split("/"):
            if (re.search(r'[<>:"\\|?*\x00-\x1f]', part) or part.endswith((".", " "))
                    or part.split(".")[0].upper() in WINDOWS_RESERVED):
                bad.append(name)
    assert bad == []


def asset_names() -> list[tuple[str, ...]]:
    """Every asset the code asks for by name: fonts (the theme's too), catalogues, sounds,
    card sheets and their atlases, the licence texts, the icons."""
    from pairs_table.app.scenes.about import LICENCES

    theme = json.loads((assets_dir() / "theme.json").read_text(encoding="utf-8"))
    fonts = {tuple(v.split("/")) for block in theme.values() if isinstance(block, dict)
             for k, v in (block.get("font") or {}).items() if k.endswith("_path")}
    names = [FONT_REGULAR, FONT_BOLD, *sorted(fonts), ("theme.json",)]
    names += [("locale", f"{code}.json") for code in LANGUAGES]
    names += [("sounds", f"{name}.wav") for name in SOUND_NAMES]
    names += [("cards", f"{deck}.{ext}") for deck in decks() for ext in ("png", "json")]
    names += [text for _name, _licence, text in LICENCES if text is not None]
    spec = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    icons = next(node.value for node in ast.walk(spec) if isinstance(node, ast.Assign)
                 and getattr(node.targets[0], "id", None) == "ICONS")
    names += [("icon", v.value) for v in icons.values]
    return names


def test_every_asset_the_code_names_exists_in_exactly_that_case():
    base = assets_dir()
    missing = [parts for parts in asset_names() if not exists_exactly(base.joinpath(*parts), base)]
    assert len(asset_names()) > 30 and missing == []


def test_every_rules_file_exists_in_exactly_that_case():
    for game in GAME_NAMES:
        for lang in RULES_LANGUAGES:
            folder = rules_folder(game)
            assert exists_exactly(folder / f"{game}.{lang}.md", folder), (game, lang)


def test_the_checker_sees_a_wrong_case(tmp_path):
    (tmp_path / "Fonts").mkdir()
    (tmp_path / "Fonts" / "a.ttf").write_bytes(b"")
    assert exists_exactly(tmp_path / "Fonts" / "a.ttf", tmp_path)
    assert not exists_exactly(tmp_path / "fonts" / "a.ttf", tmp_path)
    assert not exists_exactly(tmp_path / "Fonts" / "A.ttf", tmp_path)


FILE_CALLS = {"open", "Path", "asset_path", "joinpath", "load", "save", "Font", "Sound", "read_text", "write_text"}


def glued_paths(source: str) -> list[int]:
    """Lines where a file function gets a path glued from strings with a slash or backslash
    (``"a/" + b``, ``f"{a}/{b}"``, ``os.path.join``) instead of pathlib's ``/`` or parts."""
    lines = []

    def glued(node) -> bool:
        if isinstance(node, ast.JoinedStr):
            return any(isinstance(v, ast.Constant) and re.search(r"[/\\]", str(v.value)) for v in node.values)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return any(isinstance(s, ast.Constant) and isinstance(s.value, str) and re.search(r"[/\\]", s.value)
                       for s in (node.left, node.right)) or glued(node.left) or glued(node.right)
        return False

    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name == "join" and isinstance(func, ast.Attribute) and getattr(func.value, "attr", "") == "path":
            lines.append(node.lineno)
        elif name in FILE_CALLS and any(glued(a) for a in node.args):
            lines.append(node.lineno)
    return lines


def test_no_file_path_is_glued_from_strings_with_slashes():
    found = {str(p.relative_to(ROOT)): glued_paths(p.read_text(encoding="utf-8"))
             for p in sorted(PACKAGE.rglob("*.py"))}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_glue_finder_finds_glue():
    assert glued_paths('open(folder + "/" + name)\nPath(f"{a}/{b}.json")\nos.path.join(a, b)\n') == [1, 2, 3]
    assert glued_paths('open(folder / name)\nasset_path("cards", f"{deck}.png")\ntr(f"{a}/{b}")\n') == []
