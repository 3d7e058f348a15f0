"""``pairs-table audit``: the arguments, the runs (one per language and size) in a data
folder of their own, and what is written. Exit status: 0 with no finding, 1 with findings
(or a screen that could not be shown), 2 on bad arguments."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

DEFAULT_SIZES = "800x480,1280x720,1920x1080"


class BadArguments(ValueError):
    pass


def add_audit_parser(sub, func) -> None:
    from ..app.i18n import LANGUAGES

    about = ("open every screen in each language and size and check what is drawn "
             "(texts cut or overlapping, see-through dialogs, contrast, untranslated texts, codes)")
    a = sub.add_parser("audit", help=about, description=f"The screen audit: {about}. Exit status: 0 with no "
                       "finding, 1 with findings or a screen that could not be shown, 2 on bad arguments.")
    a.add_argument("--out", required=True, metavar="DIR", help="where findings.json and the contact sheets are written")
    a.add_argument("--languages", default=",".join(LANGUAGES), help="comma-separated languages (default: all four)")
    a.add_argument("--sizes", default=DEFAULT_SIZES, help=f"comma-separated window sizes WIDTHxHEIGHT (default: {DEFAULT_SIZES})")
    a.add_argument("--screens", default=None, help="only these screens: comma-separated names or their beginnings "
                                                   "(table/pairs, lobby); default: every screen")
    a.add_argument("--shots", default=None, metavar="DIR", help="also save each screen's full-size picture here as a PNG")
    a.set_defaults(func=func)


def parse_languages(text: str) -> list[str]:
    from ..app.i18n import LANGUAGES

    out = [w.strip().lower() for w in str(text).split(",") if w.strip()]
    bad = [w for w in out if w not in LANGUAGES]
    if not out or bad:
        raise BadArguments(f"--languages takes some of {', '.join(LANGUAGES)} separated by commas, not '{text}'.")
    return list(dict.fromkeys(out))


def parse_sizes(text: str) -> list[tuple[int, int]]:
    from ..app.layout import MIN_WINDOW
    from ..app.main import _parse_size

    out = []
    for word in (w.strip() for w in str(text).split(",")):
        size = _parse_size(word) if word else None
        if size is None:
            raise BadArguments(f"--sizes takes sizes WIDTHxHEIGHT separated by commas, each at least "
                               f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}: '{word}' is not one.")
        out.append(size)
    return list(dict.fromkeys(out))


def parse_screens(text: str | None, known) -> list[str]:
    if text is None:
        return list(known)
    wanted = [w.strip().strip("/") for w in str(text).split(",") if w.strip()]
    chosen = []
    for w in wanted:
        match = [k for k in known if k == w or k.startswith(w + "/")]
        if not match:
            raise BadArguments(f"--screens: no screen is called '{w}' (the screens: {', '.join(known)}).")
        chosen += match
    if not chosen:
        raise BadArguments("--screens names no screen.")
    return [k for k in known if k in set(chosen)]


def folder(text: str, option: str) -> Path:
    path = Path(text)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BadArguments(f"{option}: the folder {text} cannot be made ({exc.strerror or exc}).") from None
    if not os.access(path, os.W_OK):
        raise BadArguments(f"{option}: the folder {text} cannot be written to.")
    return path


def run_audit(args) -> int:
    from .report import write_findings, write_sheet
    from .run import audit, seed_home
    from .screens import builders
    from ..storage.paths import HOME_VAR

    try:
        languages = parse_languages(args.languages)
        sizes = parse_sizes(args.sizes)
        names = parse_screens(args.screens, list(builders()))
        out = folder(args.out, "--out")
        shots = folder(args.shots, "--shots") if args.shots else None
    except BadArguments as exc:
        print(f"pairs-table audit: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    old_home = os.environ.get(HOME_VAR)
    findings, errors, frames = [], [], 0
    try:
        with tempfile.TemporaryDirectory(prefix="pairs-table-audit-") as tmp:
            for language in languages:
                for size in sizes:
                    home = Path(tmp) / f"{language}-{size[0]}x{size[1]}"
                    seed_home(home)
                    os.environ[HOME_VAR] = str(home)
                    done = audit(language, size, names, shots)
                    frames += done.frames
                    findings += done.findings
                    errors += [(language, size, name, why) for name, why in done.errors]
                    write_sheet(out, language, size, done.shots, done.findings)
                    print(f"audit {language} {size[0]}x{size[1]}: {done.frames} screens, "
                          f"{len(done.findings)} findings", flush=True)
    finally:
        if old_home is None:
            os.environ.pop(HOME_VAR, None)
        else:
            os.environ[HOME_VAR] = old_home
    write_findings(out, names, languages, sizes, frames, findings)
    for language, size, name, why in errors:
        print(f"pairs-table audit: the screen {name} ({language}, {size[0]}x{size[1]}) could not be shown: {why}",
              file=sys.stderr)
    counts = Counter(f.check for f in findings)
    summary = ", ".join(f"{c} {counts[c]}" for c in counts) or "none"
    print(f"audit: {frames} frames in {time.perf_counter() - start:.0f} s; findings: {summary}; "
          f"written to {out / 'findings.json'}")
    return 1 if findings or errors else 0
