"""Smoke-test a packaged Pairs Table: every subcommand and its exit codes, and the licence
texts inside the folder. Runs on Windows, macOS and Linux.

Usage: python tools/smoke_frozen.py build/dist/PairsTable        (Windows, Linux)
       python tools/smoke_frozen.py build/dist/PairsTable.app    (macOS)

Exit 0 when every check passes; otherwise 1, with the first failed check on stderr.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "scenarios"  # the scenario fixtures of the tests
TIMEOUT = 600  # seconds for any one command (the tournament is the slowest)

# a Pairs deal with its known result
PAIRS_SCENARIO = {"game": "pairs", "players": 4, "dealer": 3,
                  "deals": [{"hands": [["5"], ["3"], ["3"], ["8"]], "deck": ["3", "7", "6", "9", "8"]}],
                  "actions": ["hit", "hit"]}


class SmokeFailure(Exception):
    pass


def executables(folder: Path) -> tuple[Path, Path]:
    """(windowed program, program for the commands) of a packaged folder or macOS bundle.
    On Windows the commands use the console twin PairsTable-cli.exe."""
    if folder.suffix == ".app":
        program = folder / "Contents" / "MacOS" / "PairsTable"
        return program, program
    exe = ".exe" if os.name == "nt" else ""
    program = folder / f"PairsTable{exe}"
    console = folder / f"PairsTable-cli{exe}"
    return program, console if console.exists() else program


def licence_texts() -> list[tuple[str, ...]]:
    """Every licence text under this checkout's assets/ (assets/licenses/*.txt and the
    LICENSE files beside fonts and sounds), as paths under assets/: the folder must hold them all."""
    assets = ROOT / "assets"
    return sorted(p.relative_to(assets).parts for p in (*assets.glob("licenses/*.txt"), *assets.glob("*/LICENSE*")))


def folder_bytes(folder: Path) -> int:
    """The bytes of every file under ``folder`` (symbolic links counted as links)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_symlink() or p.is_file())


class Smoke:
    def __init__(self, folder: Path, tmp: Path) -> None:
        self.folder = folder
        self.tmp = tmp
        self.program, self.cli = executables(folder)
        self.env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                        PAIRS_TABLE_HOME=str(tmp / "home"))

    def run(self, *args: str, stdin: str = "", program: Path | None = None) -> subprocess.CompletedProcess:
        cmd = [str(program or self.cli), *args]
        try:
            return subprocess.run(cmd, input=stdin.encode("utf-8"), capture_output=True, env=self.env,
                                  timeout=TIMEOUT, check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise SmokeFailure(f"{' '.join(cmd)}: {exc}") from None

    def expect(self, result: subprocess.CompletedProcess, code: int, what: str) -> str:
        out = result.stdout.decode("utf-8", "replace")
        if result.returncode != code:
            err = result.stderr.decode("utf-8", "replace").strip()
            raise SmokeFailure(f"{what} exited {result.returncode}, not {code}: {out.strip()[:400]} {err[-400:]}")
        return out

    def json_line(self, result: subprocess.CompletedProcess, code: int, what: str) -> dict:
        out = self.expect(result, code, what)
        try:
            return json.loads(out)
        except ValueError:
            raise SmokeFailure(f"{what} printed no JSON: {out[:400]}") from None

    # ---- the checks ----------------------------------------------------------------------
    def version(self) -> None:
        out = self.expect(self.run("--version"), 0, "--version")
        if not out.startswith("pairs-table ") or len(out.split()) != 2:
            raise SmokeFailure(f"--version printed {out!r}")

    def scenarios(self) -> None:
        res = self.json_line(self.run("scenario", "-", stdin=json.dumps(PAIRS_SCENARIO)), 0, "scenario")
        if res.get("scores") != [0, 0, 0, 8]:
            raise SmokeFailure(f"scenario result: {res}")
        scn = json.loads((FIXTURES / "hawthorn-HX-1.json").read_text(encoding="utf-8"))
        scn.pop("note", None)
        scn.pop("expect", None)
        path = self.tmp / "hx1.json"
        path.write_text(json.dumps(scn), encoding="utf-8")
        if self.json_line(self.run("scenario", str(path)), 0, "HX-1 scenario").get("ok") is not True:
            raise SmokeFailure("HX-1 scenario")
        bad = self.json_line(self.run("scenario", "-", stdin='{"game": "chess", "players": 2}'), 2, "a bad scenario")
        if bad.get("ok") is not False:
            raise SmokeFailure(f"bad scenario output: {bad}")

    def demo(self) -> None:
        shot = self.tmp / "shot.png"
        self.expect(self.run("demo", "--game", "hawthorn", "--seconds", "3", "--screenshot", str(shot),
                             program=self.program), 0, "demo")
        if not shot.is_file() or shot.stat().st_size == 0:
            raise SmokeFailure("demo wrote no screenshot")
        self.expect(self.run("demo", "--game", "nosuchgame", "--seconds", "0", program=self.program), 2,
                    "demo of an unknown game")

    def rules(self) -> None:
        out = self.expect(self.run("rules", "--game", "pyramid_poker", "--lang", "bg"), 0, "rules in Bulgarian")
        if "ПИРАМИДАЛЕН ПОКЕР" not in out:
            raise SmokeFailure("rules in Bulgarian: no title")
        self.expect(self.run("rules", "--game", "chess"), 2, "rules of an unknown game")

    def paths(self) -> None:
        res = self.json_line(self.run("paths"), 0, "paths")
        if Path(res.get("saves", "")) != (self.tmp / "home").resolve() / "saves":
            raise SmokeFailure(f"paths: {res}")

    def tournament(self) -> None:
        res = self.json_line(self.run("tournament", "--game", "blackstone", "--players", "3", "--agents",
                                      "normal,baseline", "--deals", "2", "--seed", "1", "--json"), 0, "tournament")
        if "metric" not in res:
            raise SmokeFailure(f"tournament: {res}")

    def licences(self) -> None:
        wanted = licence_texts()
        if not wanted:
            raise SmokeFailure(f"no licence texts under {ROOT / 'assets'} to look for")
        held = {p.parts[-3:] for p in self.folder.rglob("*") if p.is_file()}
        for parts in wanted:
            if ("assets", *parts) not in held:
                raise SmokeFailure(f"assets/{'/'.join(parts)} is not in the folder")

    def all(self) -> None:
        for name in ("licences", "version", "scenarios", "demo", "rules", "paths", "tournament"):
            getattr(self, name)()
            print(f"  {name}: ok", flush=True)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python tools/smoke_frozen.py FOLDER (PairsTable, or PairsTable.app on macOS)", file=sys.stderr)
        return 2
    folder = Path(args[0]).resolve()
    if not executables(folder)[0].is_file():
        print(f"frozen smoke test failed: no program in {folder}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        try:
            Smoke(folder, Path(tmp)).all()
        except SmokeFailure as exc:
            print(f"frozen smoke test failed: {exc}", file=sys.stderr)
            return 1
    print(f"frozen smoke test passed: {folder_bytes(folder) / 2**20:.0f} MB folder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
