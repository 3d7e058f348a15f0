"""The release steps of the packaged app, the same on Windows, macOS and Linux.

    python tools/release.py build smoke package

* ``build``: the one-folder app with PyInstaller and ``build.spec`` into ``build/dist/``
  (``PairsTable/``; on macOS also ``PairsTable.app``);
* ``smoke``: ``tools/smoke_frozen.py`` on it (the ``.app`` on macOS);
* ``package``: checks the folder stays under :data:`MAX_MB`, zips it into ``build/release/``
  as ``PairsTable-<version>-<system>-<arch>.zip`` (the ``.app`` with ``ditto`` on macOS,
  keeping its symbolic links) and writes ``SHA256SUMS.txt`` there;
* ``checksums``: only the ``SHA256SUMS.txt`` of the zips in ``--out`` (the release job runs
  it over the zips of every system);
* ``version``: prints the version from ``pyproject.toml``.

Steps run in the order given; the first that fails stops the run with exit code 1.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import stat
import subprocess
import sys
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "build" / "dist"
WORK = ROOT / "build" / "work"
OUT = ROOT / "build" / "release"
MAX_MB = 80  # the largest folder a player downloads (the README promises it)
SYSTEMS = {"win32": "windows", "darwin": "macos", "linux": "linux"}
ARCHES = {"amd64": "x64", "x86_64": "x64", "arm64": "arm64", "aarch64": "arm64"}
SUMS = "SHA256SUMS.txt"

sys.path.insert(0, str(Path(__file__).resolve().parent))
import smoke_frozen  # noqa: E402


class StepFailed(Exception):
    pass


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def target(platform_name: str | None = None, machine: str | None = None) -> str:
    """``<system>-<arch>`` of this machine: ``windows-x64``, ``macos-arm64``, ``linux-x64``..."""
    plat = platform_name or sys.platform
    system = SYSTEMS.get(plat, plat)
    mach = (machine or platform.machine()).lower()
    return f"{system}-{ARCHES.get(mach, mach)}"


def zip_name(ver: str, tgt: str) -> str:
    return f"PairsTable-{ver}-{tgt}.zip"


def bundle(dist: Path = DIST) -> Path:
    """What a player gets: the ``.app`` on macOS, else the ``PairsTable`` folder."""
    return dist / ("PairsTable.app" if sys.platform == "darwin" else "PairsTable")


def zip_folder(folder: Path, archive: Path) -> None:
    """``folder`` and everything in it into ``archive``, under the folder's own name, with
    each file's permissions (the executable bit) and symbolic links stored as links."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted([folder, *folder.rglob("*")]):
            name = path.relative_to(folder.parent).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.create_system = 3  # Unix, so unzip reads the mode
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, os.readlink(path))
            elif path.is_dir():
                zf.write(path, name + "/")
            else:
                zf.write(path, name)


def write_checksums(folder: Path) -> Path:
    """``SHA256SUMS.txt`` in ``folder``: one ``<hex>  <name>`` line per zip (as ``sha256sum``
    writes them, so ``sha256sum -c`` checks them)."""
    lines = []
    for archive in sorted(folder.glob("*.zip")):
        digest = hashlib.sha256()
        with archive.open("rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
        lines.append(f"{digest.hexdigest()}  {archive.name}\n")
    if not lines:
        raise StepFailed(f"no zip in {folder}")
    sums = folder / SUMS
    sums.write_text("".join(lines), encoding="utf-8", newline="\n")
    return sums


# ---- the steps ------------------------------------------------------------------------------
def step_build(args) -> None:
    start = time.monotonic()
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(args.dist), "--workpath", str(WORK), str(ROOT / "build.spec")]
    if subprocess.run(cmd, cwd=ROOT, check=False).returncode != 0:
        raise StepFailed("PyInstaller failed")
    print(f"pyinstaller build: {time.monotonic() - start:.0f} s")


def step_smoke(args) -> None:
    if smoke_frozen.main([str(bundle(args.dist))]) != 0:
        raise StepFailed("the smoke test failed")


def step_package(args) -> None:
    app = bundle(args.dist)
    if not app.is_dir():
        raise StepFailed(f"nothing to package: no {app} (run the build step first)")
    mb = smoke_frozen.folder_bytes(app) / 2**20
    print(f"{app.name}: {mb:.1f} MB")
    if mb > MAX_MB:
        raise StepFailed(f"{app.name} is {mb:.1f} MB, over the {MAX_MB} MB a download may take")
    args.out.mkdir(parents=True, exist_ok=True)
    archive = args.out / zip_name(version(), target())
    archive.unlink(missing_ok=True)
    if sys.platform == "darwin":
        cmd = ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(archive)]
        if subprocess.run(cmd, check=False).returncode != 0:
            raise StepFailed("ditto failed")
    else:
        zip_folder(app, archive)
    print(f"{archive.name}: {archive.stat().st_size / 2**20:.1f} MB")
    step_checksums(args)


def step_checksums(args) -> None:
    sums = write_checksums(args.out)
    print(sums.read_text(encoding="utf-8"), end="")


def step_version(args) -> None:
    print(version())


STEPS = {"build": step_build, "smoke": step_smoke, "package": step_package, "checksums": step_checksums,
         "version": step_version}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="release.py", description="Build, smoke-test and package the app.")
    p.add_argument("steps", nargs="+", choices=list(STEPS), metavar="STEP", help=", ".join(STEPS))
    p.add_argument("--dist", type=Path, default=DIST, help="where the build lands (default build/dist)")
    p.add_argument("--out", type=Path, default=OUT, help="where the zips go (default build/release)")
    args = p.parse_args(argv)
    args.dist, args.out = args.dist.resolve(), args.out.resolve()
    for name in args.steps:
        try:
            STEPS[name](args)
        except StepFailed as exc:
            print(f"release.py {name}: {exc}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
