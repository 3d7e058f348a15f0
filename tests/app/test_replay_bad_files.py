"""`pairs-table replay` on a save that is not a regular file names the real reason, in the
same words as `history` (one reader for both), exits 2 and never waits on a named pipe."""

from __future__ import annotations

import os

import pytest

from pairs_table.__main__ import main


def make(kind: str, folder, name: str = "game.json"):
    """``folder/name`` made a named pipe, a folder or a link to /dev/zero (or left missing)."""
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        os.symlink("/dev/zero", path)
    return path


CASES = [("fifo", "it is a named pipe, not a file"), ("folder", "it is a folder, not a file"),
         ("device", "it is a device, not a file"), ("missing", "No such file")]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX things")
@pytest.mark.parametrize("kind, reason", CASES)
def test_replay_names_why_a_save_cannot_be_read(capsys, tmp_path, kind, reason):
    path = make(kind, tmp_path)
    code = main(["replay", str(path), "--screenshot", str(tmp_path / "shot.png")])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("pairs-table replay: ") and reason in err and err.count("\n") == 1
    assert "no save file" not in err and not (tmp_path / "shot.png").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX things")
@pytest.mark.parametrize("kind", [k for k, _ in CASES])
def test_replay_and_history_give_the_same_reason(capsys, tmp_path, kind):
    path = make(kind, tmp_path)
    main(["replay", str(path)])
    replay_err = capsys.readouterr().err
    main(["history", str(path)])
    history_err = capsys.readouterr().err
    assert replay_err.removeprefix("pairs-table replay: ") == history_err.removeprefix("pairs-table history: ")
