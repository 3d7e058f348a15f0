"""The package's structure, read from its source with ``ast`` (nothing is imported).

* One replay loop: only ``engine/replay.py`` turns an action log into positions.
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
