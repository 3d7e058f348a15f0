"""Hostile data folders, counted: for each kind of trouble, how many cases were tried, how
many the program survived (no crash, no hang) and how many lost something (a good save or
statistic gone, a bad file's bytes not kept).

Usage: ``SDL_VIDEODRIVER=dummy python tools/reliability_probe.py [--seed N] [--quick]``.
Each case is a fresh folder; the window is started in this process as the app starts it
(settings and statistics read, the title scanned), then Saves and Statistics are drawn and
the latest game resumed for a few frames. A case that takes longer than 20 seconds counts
as a hang.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pairs_table.engine.rng import Rng  # noqa: E402
from pairs_table.storage.paths import get_paths  # noqa: E402
from pairs_table.engine.replay import Setup
from pairs_table.storage.saves import DAMAGED_INDEX, SaveRecord, SaveStore, Seat, replay  # noqa: E402

CASE_SECONDS = 20
ROOT = Path(tempfile.mkdtemp(prefix="pairs-table-probe-"))  # every case's folder; removed at the end


class Hang(Exception):
    pass


def good_save(seed: int, save_id: str | None = None) -> dict:
    rec = SaveRecord(Setup("pairs", 3, seed=seed),
                     seats=[Seat("Ana"), Seat("Bot 1", "ai", "random"), Seat("Bot 2", "ai", "random")])
    if save_id:
        rec.id = save_id
    state, rng = replay(rec), Rng(seed)
    while len(rec.actions) < 3 and not state.hand_over:
        act = rng.choice(state.legal_strings())
        state.apply(act)
        rec.actions.append(act)
    rec.updated = rec.created
    return rec.to_json()


def fresh_home() -> tuple[Path, object]:
    home = Path(tempfile.mkdtemp(prefix="case-", dir=ROOT))
    paths = get_paths({"PAIRS_TABLE_HOME": str(home)})
    for folder in (paths.saves, paths.settings, paths.stats):
        folder.mkdir(parents=True)
    return home, paths


def all_bytes(folder: Path) -> list[bytes]:
    out = []
    for p in folder.rglob("*"):
        if p.is_file() and not p.is_symlink():
            out.append(p.read_bytes())
    return out


def run_window(home: Path) -> dict:
    """Start the app on ``home``, visit every screen, resume the latest game: what it saw."""
    os.environ["PAIRS_TABLE_HOME"] = str(home)
    from pairs_table.app.main import App
    from pairs_table.app.scenes.title import TitleScene

    app = App((1280, 720), ai_mode="inline")
    try:
        title = app.stack.push(TitleScene(app))
        app.step(1 / 60)
        app.notices.clear()
        title.open_saves()
        for _ in range(2):
            app.step(1 / 60)
        saves = app.stack.top
        seen = {"games": sorted(g.path.name for g in saves.games), "damaged": len(saves.damaged)}
        app.stack.pop()
        from pairs_table.app.scenes.statistics import StatisticsScene

        stats = app.stack.push(StatisticsScene(app))
        for name in list(stats.player_buttons):
            stats.choose(player=name)
            app.step(1 / 60)
        app.stack.pop()
        app.step(1 / 60)
        if title.latest is not None:
            title.continue_game(speed="instant", ai_pace="instant")
            for _ in range(5):
                app.step(1 / 60)
        seen["hands"] = {n: sum(e["hands"] for e in g.values()) for n, g in app.stats.data["players"].items()}
        return seen
    finally:
        app.close()


def guarded(fn, *args):
    def alarm(signum, frame):
        raise Hang()

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(CASE_SECONDS)
    try:
        return fn(*args)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


class Tally:
    def __init__(self) -> None:
        self.rows: dict[str, list[int]] = {}
        self.notes: dict[str, list[str]] = {}

    def case(self, cls: str, survived: bool, lost: bool, note: str = "") -> None:
        row = self.rows.setdefault(cls, [0, 0, 0])
        row[0] += 1
        row[1] += int(survived)
        row[2] += int(lost)
        if (not survived or lost) and note:
            self.notes.setdefault(cls, []).append(note)


def window_case(tally: Tally, cls: str, home: Path, paths, hostile: list[bytes], note: str,
                hostile_save: str | None = None) -> None:
    """One start on a folder holding one good save ("keep.json") and hostile files. Lost: the
    good save is not listed, or a hostile file refused was not kept byte for byte (one that
    loads as a good save is played on, so rewritten)."""
    try:
        seen = guarded(run_window, home)
    except Hang:
        tally.case(cls, False, False, f"{note}: hang")
        return
    except Exception as exc:  # noqa: BLE001 - counted, with its name
        tally.case(cls, False, False, f"{note}: {type(exc).__name__}: {str(exc)[:80]}")
        return
    kept = all_bytes(paths.saves.parent)
    if hostile_save in seen["games"]:
        hostile = []
    lost = "keep.json" not in seen["games"] or any(b not in kept for b in hostile)
    tally.case(cls, True, lost, f"{note}: lost {seen}")


# ---- the kinds of trouble ------------------------------------------------------------------------

def huge_numbers(tally: Tally, rng: random.Random, n: int) -> None:
    forms = ["9" * 4301, "-" + "9" * 5000, "1" * 100000, "1e400", "-1e400", "9" * 41, "1" + "0" * 40 + ".5e-3"]
    for i in range(n):
        home, paths = fresh_home()
        (paths.saves / "keep.json").write_text(json.dumps(good_save(1, "keep")))
        form = rng.choice(forms)
        place = rng.choice(["save", "settings", "stats", "index"])
        text = json.dumps(good_save(2 + i))
        field = rng.choice(["seed", "created", "updated", "players"])
        body = {
            "save": text.replace(f'"{field}": ', f'"{field}": {form}, "was": '),
            "settings": f'{{"version": 1, "volume": {form}}}',
            "stats": f'{{"version": 1, "players": {{"A": {{"pairs": {{"hands": {form}}}}}}}}}',
            "index": f'{{"x.json": {{"name": {form}}}}}',
        }[place].encode()
        target = {"save": paths.saves / "hostile.json", "settings": paths.settings_file,
                  "stats": paths.stats_file, "index": paths.saves / DAMAGED_INDEX}[place]
        target.write_bytes(body)
        window_case(tally, "1 huge numbers", home, paths, [body], f"{place} {field} {form[:12]}")


def unshowable_values(tally: Tally, rng: random.Random, n: int) -> None:
    for i in range(n):
        home, paths = fresh_home()
        (paths.saves / "keep.json").write_text(json.dumps(good_save(1, "keep")))
        data = good_save(3 + i, f"odd-{i}")
        kind = rng.choice(["stamp", "name", "nested", "stats", "summary"])
        if kind == "stamp":
            data[rng.choice(["created", "updated"])] = rng.choice([-1, -1e9, 1e20, 2 ** 62, 1e308, "soon", True])
        elif kind == "name":
            data["seats"][0]["name"] = rng.choice(["\x00", "a\x00b", "\x1b[2J", "\u202e\u202e", "x" * 5000, "\ud800"])
        elif kind == "nested":
            depth = rng.choice([33, 100, 900, 5000])
            data["setup"] = {"junk": json.loads("[" * depth + "]" * depth) if depth < 1000 else []}
            if depth >= 1000:
                text = json.dumps(data).replace('"junk": []', '"junk": ' + "[" * depth + "]" * depth)
        elif kind == "summary":
            data["summary"] = {"hand": rng.choice([10 ** 39, -5, "x", None, 1.5])}
        if kind == "stats":
            big = rng.choice([10 ** 13, 10 ** 30, -(10 ** 20)])
            body = json.dumps({"version": 1, "players": {"Ana": {"hawthorn": {"hands": 3, "won": 1, "net": big,
                                                                              "history": [big, -big]}}}})
            paths.stats_file.write_text(body)
            hostile = [body.encode()]
        else:
            if kind == "nested" and depth >= 1000:
                body = text
            else:
                body = json.dumps(data)
            (paths.saves / f"odd-{i}.json").write_bytes(body.encode("utf-8", "surrogatepass"))
            hostile = [body.encode("utf-8", "surrogatepass")]
        window_case(tally, "2 values no screen shows", home, paths, hostile, kind, f"odd-{i}.json")


def special_files(tally: Tally, rng: random.Random, n: int) -> None:
    kinds = ["fifo", "zero", "urandom", "folder", "dangling", "loop", "null"]
    for i in range(n):
        home, paths = fresh_home()
        (paths.saves / "keep.json").write_text(json.dumps(good_save(1, "keep")))
        kind = kinds[i % len(kinds)]
        place = rng.choice(["save", "settings", "stats", "index"])
        target = {"save": paths.saves / "special.json", "settings": paths.settings_file,
                  "stats": paths.stats_file, "index": paths.saves / DAMAGED_INDEX}[place]
        if kind == "fifo":
            os.mkfifo(target)
        elif kind in ("zero", "urandom", "null"):
            os.symlink(f"/dev/{kind}", target)
        elif kind == "folder":
            target.mkdir()
        elif kind == "dangling":
            os.symlink(paths.saves / "nowhere", target)
        else:
            os.symlink(target, target)
        window_case(tally, "3 special files", home, paths, [], f"{kind} as {place}")


STATS_WRITER = textwrap.dedent("""
    import sys
    from pairs_table.storage.paths import get_paths
    from pairs_table.storage.stats import StatsStore
    store = StatsStore(get_paths({"PAIRS_TABLE_HOME": sys.argv[1]})).load()
    for i in range(int(sys.argv[3])):
        store.record_hand(sys.argv[2], "pairs", won=False)
        store.save()
""")


def two_instances(tally: Tally, rng: random.Random, n: int) -> None:
    from pairs_table.storage.stats import StatsStore

    for i in range(n):
        home, paths = fresh_home()
        hands = rng.randint(5, 30)
        procs = [subprocess.Popen([sys.executable, "-c", STATS_WRITER, str(home), name, str(hands)])
                 for name in ("A", "B")]
        ok = all(p.wait(timeout=120) == 0 for p in procs)
        final = StatsStore(paths).load()
        got = [final.entry(name, "pairs")["hands"] for name in ("A", "B")]
        tally.case("4 two programs (statistics)", ok, got != [hands, hands], f"{got} of {hands} each")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PAIRS_TABLE_DRIVE="pairs")
    for i in range(max(1, n // 4)):
        home, paths = fresh_home()
        env["PAIRS_TABLE_HOME"] = str(home)
        first = subprocess.Popen([sys.executable, "-m", "pairs_table"], env=env, stdout=subprocess.PIPE, text=True)
        try:
            head = first.stdout.readline().split()
            second = subprocess.run([sys.executable, "-m", "pairs_table"], env=env, capture_output=True, text=True,
                                    timeout=120)
        finally:
            first.kill()
            first.wait()
        refused = second.returncode == 3 and "already open" in second.stderr
        saved = SaveStore(paths).scan()[0]
        tally.case("4 two windows", refused, not head or [g.record.id for g in saved] != [head[1]],
                   f"second exit {second.returncode}")


def names_and_ids(tally: Tally, rng: random.Random, n: int) -> None:
    variants = [None, "", "abc\n", "../x", "a" * 65, 7, "keep", "other-id", "ÄÖ"]
    for i in range(n):
        home, paths = fresh_home()
        original = good_save(1, "keep")
        original["updated"] = original["created"] + 10
        (paths.saves / "keep.json").write_text(json.dumps(original))
        copy = good_save(5 + i)
        bad_id = rng.choice(variants)
        if bad_id is None:
            copy.pop("id")
        else:
            copy["id"] = bad_id
        copy["updated"] = original["created"] + rng.choice([5, 20])
        name = rng.choice(["keep (conflicted copy).json", "copy.json", "x y.json"])
        (paths.saves / name).write_text(json.dumps(copy))
        store = SaveStore(paths)
        try:
            good, _ = store.scan()
            row = next(g for g in good if g.path.name == name)
            if rng.random() < 0.5:
                store.delete(row.path)
                left = sorted(p.name for p in paths.saves.glob("*.json"))
                lost = left != ["keep.json"]
            else:
                new = store.claim(row.record, row.path)
                again = {g.path.name: g.record for g in SaveStore(paths).scan()[0]}
                lost = (sorted(again) != sorted(["keep.json", new.name]) or again["keep.json"].actions != original["actions"]
                        or again[new.name].actions != copy["actions"] or again[new.name].id != new.stem)
            tally.case("5 file name and id", True, lost, f"{name} id {bad_id!r}")
        except Exception as exc:  # noqa: BLE001 - counted
            tally.case("5 file name and id", False, False, f"{name} id {bad_id!r}: {type(exc).__name__}")


def bad_statistics(tally: Tally, rng: random.Random, n: int) -> None:
    from pairs_table.storage.stats import StatsStore

    bads = [("hands", "40"), ("hands", -1), ("won", 99), ("net", 1.5), ("history", "1"), ("history", [None]),
            ("best_session", []), ("sessions", True), ("extra", 1)]
    for i in range(n):
        home, paths = fresh_home()
        good = {"hands": 4, "won": 2, "net": 3, "sessions": 1, "sessions_won": 1, "best_session": 3, "history": [3]}
        bad = dict(good)
        key, value = rng.choice(bads)
        bad[key] = value
        shape = rng.choice(["entry", "list", "name"])
        players = {"Keep": {"pairs": good}}
        if shape == "entry":
            players["Bad"] = {"pairs": bad}
        elif shape == "list":
            players["Bad"] = {"pairs": [22, 5]}
        else:
            players["Bad\x00"] = {"pairs": good}
        raw = json.dumps({"version": 1, "players": players}).encode()
        paths.stats_file.write_bytes(raw)
        try:
            store = StatsStore(paths).load()
            store.record_hand("Keep", "pairs", won=True)
            store.save()
            final = StatsStore(paths).load()
            lost = (final.entry("Keep", "pairs")["hands"] != 5 or raw not in all_bytes(paths.stats / "damaged")
                    or not store.notice)
            tally.case("6 bad statistics entries", True, lost, f"{shape} {key}")
        except Exception as exc:  # noqa: BLE001 - counted
            tally.case("6 bad statistics entries", False, False, f"{shape} {key}: {type(exc).__name__}")


WORKERS = textwrap.dedent("""
    import os, time
    if __name__ == "__main__":
        from pairs_table.ai import parallel
        from pairs_table.app.ai_worker import AIRunner
        runner = AIRunner("process")
        a = runner._get_pool().submit(os.getpid).result(timeout=120)
        b = parallel._pool().submit(os.getpid).result(timeout=120)
        print(a, b, flush=True)
        time.sleep(600)
""")


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def killed_window(tally: Tally, rng: random.Random, n: int) -> None:
    env = dict(os.environ, PAIRS_TABLE_AI_WORKERS="1")
    for _ in range(n):
        parent = subprocess.Popen([sys.executable, "-c", WORKERS], env=env, stdout=subprocess.PIPE, text=True)
        pids = [int(p) for p in parent.stdout.readline().split()]
        time.sleep(rng.random())
        parent.kill()
        parent.wait()
        end = time.monotonic() + 5
        while any(alive(p) for p in pids) and time.monotonic() < end:
            time.sleep(0.05)
        left = [p for p in pids if alive(p)]
        for p in left:
            os.kill(p, signal.SIGKILL)
        tally.case("7 workers of a killed window (gone within 5 s)", not left, False, f"{len(left)} left")


def read_only(tally: Tally, rng: random.Random, n: int) -> None:
    import pairs_table.storage.saves as saves
    import pairs_table.storage.stats as stats

    def refuse(*args):
        raise PermissionError(30, "Read-only file system")

    real = saves.move_aside, stats.move_aside, stats.keep_copy
    saves.move_aside = stats.move_aside = stats.keep_copy = refuse
    try:
        for i in range(n):
            home, paths = fresh_home()
            (paths.saves / "keep.json").write_text(json.dumps(good_save(1, "keep")))
            body = rng.choice([b"{cut", b"[1]", b'{"format": 99}'])
            (paths.saves / "bad.json").write_bytes(body)
            stats_body = rng.choice([b"{cut", b'{"version": 1, "players": {"A": {"pairs": {"hands": "4"}}}}'])
            paths.stats_file.write_bytes(stats_body)
            os.environ["PAIRS_TABLE_HOME"] = str(home)
            from pairs_table.app.main import App
            from pairs_table.app.scenes.title import TitleScene

            try:
                app = App((1280, 720), ai_mode="inline")
                try:
                    app.stack.push(TitleScene(app))
                    app.step(1 / 60)
                    honest = any("could not be moved aside" in t for t in app.notices)
                    app.stats.record_hand("A", "pairs", won=True)
                    try:
                        app.stats.save()
                    except OSError:
                        pass
                finally:
                    app.close()
                lost = (paths.saves / "bad.json").read_bytes() != body or paths.stats_file.read_bytes() != stats_body
                tally.case("8 read-only folder", honest, lost, f"{body!r} notices honest={honest}")
            except Exception as exc:  # noqa: BLE001 - counted
                tally.case("8 read-only folder", False, False, f"{type(exc).__name__}: {exc}")
    finally:
        saves.move_aside, stats.move_aside, stats.keep_copy = real


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="a tenth of the cases")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    scale = 0.1 if args.quick else 1.0
    tally = Tally()
    plan = [(huge_numbers, 120), (unshowable_values, 120), (special_files, 56), (two_instances, 20),
            (names_and_ids, 100), (bad_statistics, 100), (killed_window, 10), (read_only, 20)]
    start = time.perf_counter()
    try:
        for fn, n in plan:
            fn(tally, rng, max(1, int(n * scale)))
    finally:
        shutil.rmtree(ROOT, ignore_errors=True)
    print(f"{'kind of trouble':48} {'tried':>6} {'survived':>9} {'lost':>5}")
    for cls, (tried, survived, lost) in tally.rows.items():
        print(f"{cls:48} {tried:6d} {survived:9d} {lost:5d}")
    for cls, notes in tally.notes.items():
        print(f"  {cls}: {'; '.join(notes[:5])}")
    print(f"({time.perf_counter() - start:.0f} s, seed {args.seed})")
    return 0 if not tally.notes else 1


if __name__ == "__main__":
    raise SystemExit(main())
