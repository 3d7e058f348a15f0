"""Every text the app passes to ``tr()``, found from the source, and a check of the catalogues.

Keys come from four places:

* ``tr("literal", ...)`` anywhere under ``pairs_table/app``;
* literals handed to a function that passes one of its parameters to ``tr`` (a table's
  ``phrase(seat, "third person", "second person")``), followed through functions that hand
  such a parameter on (to a fixed point);
* the string values of a module-level table (dict or tuple) named inside a ``tr(...)``
  argument (``tr(SPEED_LABELS[sp])``; with ``.capitalize()`` / ``.title()`` applied when the
  argument does so), plus the tables in :data:`TABLES` that reach ``tr`` through a loop;
* the games' own texts shown through ``tr``: titles, blurbs, option labels and helps, the
  engine's refusal templates, the agents' reason templates and hand categories and the
  notes on the levels (:func:`registry_keys`), and :data:`DATA_KEYS` (texts made from engine data).

``tr(f"...")`` is an error: a key must be fixed text with ``{fields}``.

A key about seats by name (a ``{name}`` field) has a second-person form for each seat field
it holds (``{name}``, ``{other}``, ``{partner}``): the key with that field written ``{you}``,
said when the field is the player at this computer (``app/i18n.py``). Every catalogue, English
included, holds each with its own text ("{you} folds": "You fold"), which never holds ``{you}``
(the player is not named in the third person). A sentence whose subject is a group of seats
(starting with ``{names}``) or a partnership (``{team}``) has one too, which keeps ``{you}``
("{you} partagez la tête"). ``--check`` reports a missing form and one that breaks these rules.

Usage: ``python tools/i18n_extract.py`` lists the keys; ``--check`` reports keys missing from
a catalogue, unused catalogue keys and field mismatches (exit 1 if any); ``--sync`` adds
missing keys to ``en.json`` (English = the key) and drops unused keys everywhere.
"""

from __future__ import annotations

import os
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import ast
import json
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "pairs_table" / "app"
LOCALE = ROOT / "assets" / "locale"
LANGUAGES = ("en", "nl", "fr", "bg")

# module-level tables whose texts reach tr() through a variable (module stem -> names)
TABLES = {"settings": ("SWITCH",), "undo": ("REASONS",),
          "words": ("SUIT_WORDS",), "lobby_texts": ("LEVEL_LABELS", "SPEED_LABELS"), "confirm": ("QUESTIONS",),
          "history": ("HIDDEN", "FACE_DOWN"),
          "vocab": ("MOVES", "SESSION_MOVES", "ACTION_PHRASES", "SESSION_PHRASES", "RANK_PHRASES", "OUTCOMES")}
# texts kept as keys and put into words later: the callable and the positions of its keys
KEY_FUNCS = {"Msg": {0}, "Plural": {0, 1}, "plural": {0, 1}}
# texts made from engine data before tr() sees them
DATA_KEYS = ("Little pepper", "Big pepper", "Little Pepper", "Big Pepper")


def fields(text: str) -> set[str]:
    """The ``{name}`` fields of a text (format specs and conversions ignored)."""
    out = set()
    for _lit, name, _spec, _conv in string.Formatter().parse(text):
        if name is not None:
            out.add(name.split(".")[0].split("[")[0])
    return out


def _is_tr(node) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr"


def _call_name(node: ast.Call) -> str | None:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return None


def _strings(node) -> list[str]:
    """Every string constant inside a table's value (dict values, tuple items, nested)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Dict):
        return [s for v in node.values for s in _strings(v)]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for v in node.elts for s in _strings(v)]
    if isinstance(node, ast.JoinedStr):
        return []
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):  # "a" "b" spread over lines
        left, right = _strings(node.left), _strings(node.right)
        return [left[0] + right[0]] if len(left) == 1 and len(right) == 1 else left + right
    return []


def _transforms(arg) -> list:
    """The case changes a tr() argument applies to a table's text."""
    out = [lambda s: s]
    node = arg
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr == "capitalize":
            out.append(str.capitalize)
        elif node.func.attr == "title":
            out.append(str.title)
        node = node.func.value
    return out


class Source:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        self.tables = {}
        for node in self.tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                self.tables[node.targets[0].id] = node.value

    @property
    def name(self) -> str:
        try:
            return str(self.path.relative_to(ROOT))
        except ValueError:
            return str(self.path)

    def where(self, node) -> str:
        return f"{self.name}:{node.lineno}"


def _forwarders(sources) -> dict[str, set]:
    """function name -> parameter positions/names whose value reaches tr()."""
    funcs = []
    for src in sources:
        for node in ast.walk(src.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                params = [a.arg for a in node.args.args]
                funcs.append((node, params))
    fwd: dict[str, set] = {name: set(pos) for name, pos in KEY_FUNCS.items()}
    changed = True
    while changed:
        changed = False
        for node, params in funcs:
            for call in ast.walk(node):
                if not isinstance(call, ast.Call):
                    continue
                name = _call_name(call)
                targets = set()
                if _is_tr(call) and call.args:
                    targets = {0}
                elif name in fwd:
                    targets = fwd[name]
                else:
                    continue
                for pos, arg in enumerate(call.args):
                    if pos in targets and isinstance(arg, ast.Name) and arg.id in params:
                        k = params.index(arg.id) - (1 if params[:1] == ["self"] else 0)
                        entry = fwd.setdefault(node.name, set())
                        if k not in entry:
                            entry.add(k)
                            changed = True
    return fwd


def source_keys(app_dir: Path = APP) -> tuple[dict[str, str], list[str]]:
    """{key: where it was first seen} and a list of errors (f-strings given to tr)."""
    sources = [Source(p) for p in sorted(app_dir.rglob("*.py"))]
    fwd = _forwarders(sources)
    keys: dict[str, str] = {}
    errors: list[str] = []

    def add(text: str, where: str) -> None:
        keys.setdefault(text, where)

    for src in sources:
        for name in TABLES.get(src.path.stem, ()):
            for s in _strings(src.tables.get(name)):
                add(s, f"{src.name}:{name}")
        for node in ast.walk(src.tree):
            if not isinstance(node, ast.Call):
                continue
            name = _call_name(node)
            if _is_tr(node) and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    add(arg.value, src.where(node))
                elif isinstance(arg, ast.JoinedStr):
                    errors.append(f"{src.where(node)}: tr() of an f-string; use tr(\"... {{name}} ...\", name=...)")
                else:
                    for sub in ast.walk(arg):
                        if isinstance(sub, ast.Name) and sub.id in src.tables:
                            for s in _strings(src.tables[sub.id]):
                                for t in _transforms(arg):
                                    add(t(s), f"{src.name}:{sub.id}")
            elif name in fwd:
                for pos, arg in enumerate(node.args):
                    if pos in fwd[name] and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        add(arg.value, src.where(node))
    return keys, errors


def registry_keys() -> dict[str, str]:
    """The games' texts the app shows through tr(): titles, blurbs, option labels, helps, the
    descriptors' how-to lines, the engine's refusal templates (translated from their codes),
    the agents' reasons (from theirs) with the hand categories they name, and the reasons a
    file could not be read (``storage/file_reasons.py``)."""
    sys.path.insert(0, str(ROOT))
    from pairs_table.app import games
    from pairs_table.app.scenes import lobby_texts
    from pairs_table.engine.registry import GAME_NAMES, get_game

    from pairs_table.ai.levels import level_notes
    from pairs_table.ai.reasons import CATEGORIES, REASONS
    from pairs_table.engine.refusals import REFUSALS
    from pairs_table.storage.file_reasons import REASONS as FILE_REASONS

    out = {text: f"refusal {code}" for code, text in REFUSALS.items()}
    for code, text in REASONS.items():
        out.setdefault(text, f"reason {code}")
    for code, text in CATEGORIES.items():
        out.setdefault(text, f"hand category {code}")
    for code, text in FILE_REASONS.items():
        out.setdefault(text, f"file reason {code}")
    for game, text in level_notes().items():
        out.setdefault(text, f"level note of {game}")
    for game in GAME_NAMES:
        info = get_game(game)
        out.setdefault(info.title, f"game {game}: title")
        if info.blurb:
            out.setdefault(info.blurb, f"game {game}: blurb")
        if game in games.keys():
            for key, where in lobby_texts.catalogue_keys(games.get(game), info.options).items():
                out.setdefault(key, where)
    for game in games.keys():
        out.setdefault(games.get(game).hand_word, f"game {game}: its hand in play")
        out.setdefault(games.get(game).at_game, f"game {game}: a player at it")
        for line in games.get(game).how_to:
            out.setdefault(line, f"game {game}: how to play")
        for table in ("moves", "action_phrases", "outcomes", "counted", "steps"):
            for value in getattr(games.get(game), table).values():
                for text in (value,) if isinstance(value, str) else value:
                    out.setdefault(text, f"game {game}: its {table}")
    return out


def all_keys() -> tuple[dict[str, str], list[str]]:
    keys, errors = source_keys()
    for k, where in registry_keys().items():
        keys.setdefault(k, where)
    for k in DATA_KEYS:
        keys.setdefault(k, "DATA_KEYS")
    return keys, errors


def second_forms(keys) -> dict[str, str]:
    """{second-person key: its sentence} for every key that names seats by ``{name}`` (a form
    for each seat field it holds), and every sentence whose subject is a group of seats
    (it starts with ``{names}``) or a partnership (``{team}``)."""
    sys.path.insert(0, str(ROOT))
    from pairs_table.app.i18n import SEAT_FIELDS, second_person

    out = {}
    for k in keys:
        present = fields(k)
        if "name" in present:
            for f in SEAT_FIELDS:
                if f in present:
                    out.setdefault(second_person(k, f), k)
        if k.startswith("{names}"):
            out.setdefault(second_person(k, "names"), k)
        if "team" in present:
            out.setdefault(second_person(k, "team"), k)
    return out


def is_group_form(form: str, source: str) -> bool:
    """Whether ``form`` is said for a group with the player among them (it keeps ``{you}``)."""
    from pairs_table.app.i18n import GROUP_FIELDS, second_person

    return any(second_person(source, f) == form for f in GROUP_FIELDS if "{" + f + "}" in source)


def load(lang: str) -> dict[str, str]:
    path = LOCALE / f"{lang}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def check(keys) -> list[str]:
    problems = []
    seconds = second_forms(keys)
    for lang in LANGUAGES:
        cat = load(lang)
        for k in keys:
            if k not in cat:
                problems.append(f"{lang}: missing {k!r} ({keys[k]})")
            elif fields(cat[k]) != fields(k):
                problems.append(f"{lang}: fields {sorted(fields(cat[k]))} of {k!r} differ from {sorted(fields(k))}")
        for k, source in seconds.items():
            if k not in cat:
                problems.append(f"{lang}: missing the second-person form {k!r} of {source!r}")
            elif fields(cat[k]) - {"you"} != fields(k) - {"you"}:
                problems.append(f"{lang}: fields {sorted(fields(cat[k]))} of {k!r} differ from {sorted(fields(k))}")
            elif ("you" in fields(cat[k])) != is_group_form(k, source):
                problems.append(f"{lang}: the second-person form {k!r} names the player as a third person"
                                if "you" in fields(cat[k]) else f"{lang}: the second-person form {k!r} drops the group")
        for k in cat:
            if k not in keys and k not in seconds:
                problems.append(f"{lang}: unused key {k!r}")
    return problems


def sync(keys) -> None:
    for lang in LANGUAGES:
        cat = load(lang)
        seconds = second_forms(keys)
        out = {k: v for k, v in cat.items() if k in keys or k in seconds}
        if lang == "en":
            for k in keys:
                out.setdefault(k, k)
        LOCALE.mkdir(parents=True, exist_ok=True)
        (LOCALE / f"{lang}.json").write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                                             encoding="utf-8")


def main(argv) -> int:
    keys, errors = all_keys()
    for e in errors:
        print(e, file=sys.stderr)
    if "--sync" in argv:
        sync(keys)
    if "--check" in argv or "--sync" in argv:
        problems = check(keys)
        for p in problems:
            print(p)
        print(f"{len(keys)} keys; {len(problems)} problems", file=sys.stderr)
        return 1 if problems or errors else 0
    for k, where in sorted(keys.items(), key=lambda kv: kv[1]):
        print(f"{where}\t{k}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
