"""Write the pictures of the documentation (``docs/screenshots/`` and ``docs/screenshot.png``)
from the screen audit's screens: the real scenes, driven with seeded games.

    python tools/make_screenshots.py [--out docs] [--only NAME,...]

Each picture is one audit screen in one language at one window size (:data:`SHOTS`), so
running the script again gives the same pictures for the same program.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# picture (under the output folder) -> (audit screen, language, window size)
SHOTS = {
    "screenshot.png": ("table/pairs/turn", "en", (1280, 720)),
    "screenshots/hawthorn.png": ("table/hawthorn/turn", "en", (1280, 720)),
    "screenshots/goblins_poker.png": ("table/goblins_poker/turn", "en", (1280, 720)),
    "screenshots/blackstone.png": ("table/blackstone/turn", "en", (1280, 720)),
    "screenshots/hasenpfeffer.png": ("table/hasenpfeffer/turn", "en", (1280, 720)),
    "screenshots/pyramid_poker.png": ("table/pyramid_poker/turn", "en", (1280, 720)),
    "screenshots/rules.png": ("rules/hawthorn", "en", (1280, 720)),
    "screenshots/odds.png": ("odds", "en", (1280, 720)),
    "screenshots/table-bg.png": ("table/hawthorn/turn", "bg", (1280, 720)),
    "screenshots/summary.png": ("table/hawthorn/summary", "en", (1280, 720)),
    "screenshots/replay.png": ("replay", "en", (1280, 720)),
    "screenshots/settings.png": ("settings", "en", (1280, 720)),
    "screenshots/guide.png": ("guide/pairs", "en", (1280, 800)),
    "screenshots/join.png": ("join", "en", (1280, 800)),
    "screenshots/hosted.png": ("hosting", "en", (1280, 800)),
}


def make(out: Path, only=None) -> list[Path]:
    from pairs_table.audit.report import size_name
    from pairs_table.audit.run import audit, seed_home
    from pairs_table.audit.screens import builders
    from pairs_table.storage.paths import HOME_VAR

    chosen = {k: v for k, v in SHOTS.items() if not only or k in only or Path(k).stem in only}
    groups: dict = {}
    for picture, (screen, language, size) in chosen.items():
        groups.setdefault((language, size), []).append((picture, screen))
    known = list(builders())
    written = []
    old_home = os.environ.get(HOME_VAR)
    with tempfile.TemporaryDirectory(prefix="pairs-table-shots-") as tmp:
        for (language, size), pictures in groups.items():
            home = Path(tmp) / f"home-{language}-{size_name(size)}"
            seed_home(home)
            os.environ[HOME_VAR] = str(home)
            shots = Path(tmp) / "shots"
            shots.mkdir(exist_ok=True)
            wanted = {screen for _, screen in pictures}
            done = audit(language, size, [n for n in known if n in wanted], shots)
            for name, why in done.errors:
                print(f"make_screenshots: {name} ({language}, {size_name(size)}) could not be shown: {why}",
                      file=sys.stderr)
            for picture, screen in pictures:
                source = shots / f"{language}-{size_name(size)}-{screen.replace('/', '-')}.png"
                if source.exists():
                    target = out / picture
                    target.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(source, target)
                    written.append(target)
    if old_home is None:
        os.environ.pop(HOME_VAR, None)
    else:
        os.environ[HOME_VAR] = old_home
    return written


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Write the documentation's pictures from the screen audit.")
    p.add_argument("--out", default=str(ROOT / "docs"), help="the folder to write into (default: docs)")
    p.add_argument("--only", default=None, help="comma-separated pictures (hawthorn, odds, screenshot...)")
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    only = {w.strip() for w in args.only.split(",")} if args.only else None
    written = make(Path(args.out), only)
    for path in written:
        print(path)
    return 0 if len(written) == len([k for k in SHOTS if not only or k in only or Path(k).stem in only]) else 1


if __name__ == "__main__":
    sys.exit(main())
