"""The package's structure, read from its source with ``ast`` (nothing is imported).

* Imports point down: the engine imports no other part of the package and nothing that
  reads a clock, the global ``random``, a file or the screen; ai, storage and net never
  import the app; the table kit (``app/table/``) imports no game's folder.
* One replay loop: only ``engine/replay.py`` turns an action log into positions.

Every import counts, a function's own included; a module loaded by a name made at run time
(``importlib.import_module`` of a descriptor's entry) is not an import here.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "pairs_table"
REPLAY = PACKAGE / "engine" / "replay.py"
ENGINE = PACKAGE / "engine"
APPLYING = {"apply", "play", "play_logged", "act"}  # calls that apply an action to a state
LOGGED = {"play", "play_logged"}  # calls that apply one action of a log (dealing first)


def sources():
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def imports(path: Path, root: Path = PACKAGE.parent) -> list[tuple[int, str]]:
    """``(line, module)`` of every import in ``path`` (a file under ``root``), relative ones
    made absolute; for ``from X import a`` both ``X`` and ``X.a`` (``a`` may be a module)."""
    package = list(path.relative_to(root).parts[:-1])
    out = []
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.append((node.lineno, module))
            out += [(node.lineno, f"{module}.{a.name}") for a in node.names]
    return out


def under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def offending(folder: Path, forbidden) -> list[str]:
    """``file:line module`` for each import in ``folder`` that ``forbidden(module)`` refuses."""
    return [f"{p.relative_to(PACKAGE)}:{line} {module}" for p in sources() if folder in p.parents
            for line, module in imports(p) if forbidden(module)]


ABOVE_THE_ENGINE = ("pairs_table.ai", "pairs_table.app", "pairs_table.net", "pairs_table.storage",
                    "pairs_table.bench", "pairs_table.audit", "pairs_table.rules_text", "pairs_table.__main__")
IMPURE = ("pygame", "pygame_gui", "time", "random", "secrets", "datetime", "os", "pathlib", "io", "socket",
          "threading", "asyncio", "subprocess", "platformdirs")


def engine_may_not(module: str) -> bool:
    return any(under(module, m) for m in ABOVE_THE_ENGINE + IMPURE)


def test_the_engine_imports_nothing_above_it_and_nothing_impure():
    """The engine is pure: no other layer, no pygame, no clock, no global random, no I/O."""
    assert not offending(PACKAGE / "engine", engine_may_not)


def test_ai_storage_and_net_never_import_the_app():
    for layer in ("ai", "storage", "net"):
        assert not offending(PACKAGE / layer, lambda m: under(m, "pairs_table.app")), layer


def game_folders() -> set[str]:
    return {p.name for p in (PACKAGE / "app" / "games").iterdir() if (p / "__init__.py").is_file()}


def a_game(module: str, folders: set[str]) -> bool:
    """Whether ``module`` is (in) a game's folder under ``app/games/``."""
    rest = module.split(".")[3:] if under(module, "pairs_table.app.games") else []
    return bool(rest) and rest[0] in folders


def test_the_table_kit_imports_no_game():
    """The kit's parts are shared by every game: they may read the registry
    (``app/games/__init__.py``) and the descriptor type, never a game's own folder."""
    folders = game_folders()
    assert {"pairs", "pyramid_poker"} <= folders
    assert not offending(PACKAGE / "app" / "table", lambda m: a_game(m, folders))


def test_the_import_reader_sees_what_the_layer_tests_refuse(tmp_path):
    engine = tmp_path / "pairs_table" / "engine"
    kit = tmp_path / "pairs_table" / "app" / "table"
    engine.mkdir(parents=True)
    kit.mkdir(parents=True)
    (engine / "bad.py").write_text("import time\nfrom . import rng\n\ndef f():\n    from ..app import i18n\n")
    (kit / "bad.py").write_text("from ..games import REGISTRY, pairs\nfrom ..games.pyramid_poker.board import B\n")
    seen = imports(engine / "bad.py", tmp_path)
    assert (1, "time") in seen and (2, "pairs_table.engine.rng") in seen and (5, "pairs_table.app.i18n") in seen
    assert [m for _l, m in seen if engine_may_not(m)] == ["time", "pairs_table.app", "pairs_table.app.i18n"]
    kit_seen = [m for _l, m in imports(kit / "bad.py", tmp_path) if a_game(m, game_folders())]
    assert kit_seen == ["pairs_table.app.games.pairs", "pairs_table.app.games.pyramid_poker.board",
                        "pairs_table.app.games.pyramid_poker.board.B"]


def called(node: ast.AST) -> set[str]:
    """The names of the functions and methods called anywhere inside ``node``."""
    out = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            f = sub.func
            out.add(f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", ""))
    return out


def replay_loops(module: ast.Module) -> list[int]:
    """The lines of ``for`` loops that deal (``next_hand()``) and apply actions in their body:
    a loop over a list of actions that replays it. Agents playing a game on (``while``
    loops that deal and ask for the next action) are not replays and are not counted."""
    return [node.lineno for node in ast.walk(module)
            if isinstance(node, ast.For)
            and "next_hand" in (names := set().union(*(called(b) for b in node.body)))
            and names & APPLYING]


def log_loops(module: ast.Module) -> list[int]:
    """The lines of ``for`` loops that apply a log's actions one by one with ``play``."""
    return [node.lineno for node in ast.walk(module)
            if isinstance(node, ast.For) and set().union(*(called(b) for b in node.body)) & LOGGED]


def deal_rules(module: ast.Module) -> list[int]:
    """The lines of conditions that spell out when a log's action waits for a deal: a hand
    is over (``hand_over``) and the action is not a table action (``table_action(...)``)."""
    return [node.lineno for node in ast.walk(module)
            if isinstance(node, ast.BoolOp)
            and any(isinstance(s, ast.Attribute) and s.attr == "hand_over" for s in ast.walk(node))
            and "table_action" in called(node)]


def test_only_the_engines_replay_replays_a_log():
    """A proxy for "every place that rebuilds a position from a set-up and actions calls
    engine/replay.py": outside that module no ``for`` loop both deals the next hand and
    applies actions, no condition restates the rule of when a log's action is dealt for
    (``deals_first``), and outside the engine no ``for`` loop applies a log with ``play``
    (the scenario command plays its actions one by one for its own error messages). Loops
    that step through a log take ``replay.steps``."""
    found = [f"{p.relative_to(PACKAGE)}:{line}" for p in sources() if p != REPLAY
             for line in replay_loops(tree(p)) + deal_rules(tree(p))
             + (log_loops(tree(p)) if ENGINE not in p.parents else [])]
    assert not found, found


def test_the_replay_proxies_see_the_loops_they_stand_for():
    loop = ast.parse("for act in actions:\n    if st.hand_over:\n        st.next_hand()\n    st.apply(act)\n")
    rule = ast.parse("x = st.hand_over and not st.is_over and st.table_action(act) is None\n")
    agents = ast.parse("while not st.is_over:\n    if st.hand_over:\n        st.next_hand()\n    st.apply(a)\n")
    logged = ast.parse("for act in record.actions[:n]:\n    play(st, act)\n")
    assert replay_loops(loop) == [1] and deal_rules(rule) == [1] and log_loops(logged) == [1]
    assert log_loops(loop) == []
    assert replay_loops(agents) == [] and deal_rules(loop) == []
    assert replay_loops(tree(REPLAY)) and deal_rules(tree(REPLAY))


def test_the_app_words_poker_hands_from_codes_without_parsing_english():
    """The engine gives a poker hand as a code and fields; the app's wording of it reads no
    English back (no regular expressions)."""
    words = PACKAGE / "app" / "poker_names.py"
    assert not [m for _l, m in imports(words) if under(m, "re")]
    assert "hand_name" not in {m.rsplit(".", 1)[-1] for p in sources() if PACKAGE / "app" in p.parents
                               for _l, m in imports(p)}
