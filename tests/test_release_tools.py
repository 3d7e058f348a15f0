"""The release steps' own parts (tools/release.py, tools/smoke_frozen.py) on small folders
made here: the names of the zips, the zip itself (executable bits and symbolic links kept,
one top folder), the checksum file, and where the smoke test finds the programs. The build
itself is run by .ci/run."""

import hashlib
import importlib.util
import os
import stat
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


_spec = importlib.util.spec_from_file_location("release", ROOT / "tools" / "release.py")
release = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(release)
smoke = release.smoke_frozen


@pytest.mark.parametrize("plat, machine, expected", [
    ("win32", "AMD64", "windows-x64"), ("darwin", "arm64", "macos-arm64"), ("darwin", "x86_64", "macos-x64"),
    ("linux", "x86_64", "linux-x64"), ("linux", "aarch64", "linux-arm64"),
])
def test_zip_names_tell_version_system_and_arch(plat, machine, expected):
    assert release.target(plat, machine) == expected
    assert release.zip_name("0.1.0", expected) == f"PairsTable-0.1.0-{expected}.zip"


def test_the_version_is_the_projects():
    import tomllib

    assert release.version() == tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes and symbolic links")
def test_the_zip_keeps_one_top_folder_executable_bits_and_links(tmp_path):
    app = tmp_path / "PairsTable"
    (app / "_internal" / "assets").mkdir(parents=True)
    (app / "PairsTable").write_bytes(b"\x7fELF program")
    (app / "PairsTable").chmod(0o755)
    (app / "_internal" / "libSDL2.so.0").write_bytes(b"library")
    (app / "_internal" / "libSDL2.so").symlink_to("libSDL2.so.0")
    (app / "_internal" / "assets" / "theme.json").write_text("{}", encoding="utf-8")
    archive = tmp_path / "out.zip"
    release.zip_folder(app, archive)
    with zipfile.ZipFile(archive) as zf:
        infos = {i.filename: i for i in zf.infolist()}
        assert all(name.startswith("PairsTable/") for name in infos)
        assert stat.S_IMODE(infos["PairsTable/PairsTable"].external_attr >> 16) == 0o755
        link = infos["PairsTable/_internal/libSDL2.so"]
        assert stat.S_ISLNK(link.external_attr >> 16) and zf.read(link) == b"libSDL2.so.0"
        assert zf.read("PairsTable/_internal/assets/theme.json") == b"{}"
        assert "PairsTable/_internal/assets/" in infos  # folders are entries too


def test_checksums_are_sha256sum_lines_of_every_zip(tmp_path):
    (tmp_path / "b.zip").write_bytes(b"second")
    (tmp_path / "a.zip").write_bytes(b"first")
    (tmp_path / "notes.txt").write_text("not a zip", encoding="utf-8")
    sums = release.write_checksums(tmp_path)
    assert sums.name == "SHA256SUMS.txt"
    assert sums.read_bytes().decode("ascii").splitlines() == [
        f"{hashlib.sha256(b'first').hexdigest()}  a.zip", f"{hashlib.sha256(b'second').hexdigest()}  b.zip"]


def test_checksums_of_no_zip_fail(tmp_path):
    with pytest.raises(release.StepFailed):
        release.write_checksums(tmp_path)


def test_the_smoke_test_finds_the_programs(tmp_path):
    bundle = tmp_path / "PairsTable.app"
    assert smoke.executables(bundle) == (bundle / "Contents" / "MacOS" / "PairsTable",) * 2
    folder = tmp_path / "PairsTable"
    folder.mkdir()
    exe = ".exe" if os.name == "nt" else ""
    assert smoke.executables(folder) == (folder / f"PairsTable{exe}",) * 2
    (folder / f"PairsTable-cli{exe}").write_bytes(b"")  # the console twin, as on Windows
    assert smoke.executables(folder) == (folder / f"PairsTable{exe}", folder / f"PairsTable-cli{exe}")


def test_the_smoke_test_looks_for_every_licence_text():
    texts = smoke.licence_texts()
    assert ("fonts", "LICENSE-DejaVu.txt") in texts and ("licenses", "pygame-ce.txt") in texts
    assert len(texts) == len(list((ROOT / "assets" / "licenses").glob("*.txt"))) + len(
        list((ROOT / "assets").glob("*/LICENSE*")))


def test_a_folder_without_a_program_fails_the_smoke_test(tmp_path, capsys):
    assert smoke.main([str(tmp_path)]) == 1
    assert "no program" in capsys.readouterr().err
