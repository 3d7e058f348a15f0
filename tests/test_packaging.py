"""The wheel's contents as pyproject.toml declares them: every package of the source tree,
every file of assets/ and every rules text. (CI builds the wheel itself, installs it in a
fresh virtual environment and runs the program from there.)"""

import pathlib
import tomllib

REPO = pathlib.Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def _shipped(package: str, folder: pathlib.Path) -> set[pathlib.Path]:
    return {p for pattern in CONFIG["package-data"].get(package, []) for p in folder.glob(pattern) if p.is_file()}


def test_every_package_of_the_source_tree_is_listed():
    found = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "pairs_table").rglob("__init__.py")}
    listed = set(CONFIG["packages"])
    assert found <= listed, f"add {sorted(found - listed)} to [tool.setuptools] packages"
    assert listed - found == {"pairs_table.assets"}


def test_the_assets_folder_ships_whole_as_package_data():
    assets = REPO / CONFIG["package-dir"]["pairs_table.assets"]
    assert assets == REPO / "assets" and (assets / "theme.json").is_file()
    every = {p for p in assets.rglob("*") if p.is_file()}
    missing = sorted(str(p.relative_to(assets)) for p in every - _shipped("pairs_table.assets", assets))
    assert not missing, f"these assets would not be in the wheel: {missing}"


def test_the_rules_texts_ship_as_package_data():
    package = REPO / "pairs_table"
    texts = set((package / "rules_text").glob("*.md"))
    assert len(texts) == 24  # six games in four languages
    assert texts <= _shipped("pairs_table", package)
