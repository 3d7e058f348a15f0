"""The host and bot commands: full sessions of the six games end to end in processes, and
bad arguments refused with exit code 2 and one line."""

import json

import pytest

import subprocess

from net_helpers import LOOPBACK, cli, finish, host_args, read_line, start

# game, seats (remote seats are played by bot commands), options, --hands
GAMES = [
    ("pairs", "remote,remote,easy", {}, None),
    ("hawthorn", "remote,remote,easy", {"bankroll": 15}, None),
    ("goblins_poker", "remote,easy,remote", {"bankroll": 100}, 3),
    ("blackstone", "remote,remote,remote,baseline", {"bankroll": 100}, 4),
    ("hasenpfeffer", "remote,easy,remote,easy", {"target": 5}, None),
    ("pyramid_poker", "remote,remote", {}, None),
]


@pytest.mark.parametrize("game,seats,options,hands", GAMES, ids=[g[0] for g in GAMES])
def test_host_and_bots_play_a_table_to_its_end(tmp_path, game, seats, options, hands):
    more = ["--options", json.dumps(options)] + (["--hands", str(hands)] if hands else [])
    host = start(host_args(game, seats, *more), tmp_path)
    opened = read_line(host)
    assert set(opened) == {"address", "port", "code", "save"} and opened["address"] == LOOPBACK
    bots = [start(["bot", f"{LOOPBACK}:{opened['port']}", opened["code"], "--level", "easy"], tmp_path)
            for _ in range(seats.split(",").count("remote"))]
    code, lines, err = finish(host)
    assert code == 0 and len(lines) == 1, err
    assert "not encrypted" in err and "home or office network" in err  # said once it listens
    result = lines[0]
    assert result["game"] == game and result["hands"] >= 1
    assert ("chips" in result) != ("scores" in result)
    assert result["over"] is True or result["hands"] == hands
    seats_taken = set()
    for b in bots:
        bcode, blines, berr = finish(b)
        assert bcode == 0, berr
        seated, final = blines
        seats_taken.add(seated["seat"])
        assert final == result
    assert len(seats_taken) == len(bots)
    saved = json.loads((tmp_path / "saves" / f"{opened['save']}.json").read_text())
    assert saved["setup"]["game"] == game and saved["summary"]["over"] == result["over"]


def run(*args):
    p = subprocess.run(cli(*args), capture_output=True, text=True, timeout=60)
    assert "Traceback" not in p.stderr, p.stderr
    return p


@pytest.mark.parametrize("args, words", [
    (["host", "--game", "poker", "--seats", "remote,easy"], "not a game"),
    (["host", "--game", "pairs", "--seats", "remote,genius"], "'genius' is not a seat"),
    (["host", "--game", "pairs", "--seats", "easy,easy"], "no 'remote' seat"),
    (["host", "--game", "pyramid_poker", "--seats", "remote,easy,easy"], "2"),
    (["host", "--game", "pairs", "--seats", "remote,easy", "--options", "{bad"], "JSON object"),
    (["host", "--game", "pairs", "--seats", "remote,easy", "--options", '{"speed": 1}'], "not an option"),
    (["host", "--game", "pairs", "--seats", "remote,easy", "--port", "70000"], "--port"),
    (["host", "--game", "pairs", "--seats", "remote,easy", "--hands", "0"], "--hands"),
    (["host", "--game", "pairs", "--seats", "remote,easy", "--code", "no!"], "not a table code"),
    (["host", "--game", "pairs", "--seats", "remote,easy", "--bind", "every"], "--bind must be an IP address"),
    (["host", "--seats", "remote,easy"], "--game and --seats"),
    (["host", "--resume", "no-such-save"], "no hosted table"),
    (["host", "--resume", "../x"], "not a save id"),
    (["bot", "127.0.0.1:80", "ABCDEF", "--level", "genius"], "not an AI level"),
    (["bot", "127.0.0.1:99999", "ABCDEF"], "not a port"),
    (["bot", "127.0.0.1", "a b c"], "not a table code"),
    (["bot", "", "ABCDEF"], "not an address"),
])
def test_bad_arguments_exit_2_with_one_line(tmp_path, args, words, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    p = run(*args)
    assert p.returncode == 2, p.stderr
    assert words in p.stderr and p.stderr.count("\n") == 1 and p.stdout == ""


def test_a_bot_that_cannot_reach_a_table_exits_1_with_a_reason(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    import socket

    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
    p = run("bot", f"{LOOPBACK}:{port}", "ABCDEF", "--wait", "0.3")
    assert p.returncode == 1 and "could not be reached" in p.stderr


@pytest.mark.parametrize("command, words", [
    ("host", "Host a table for players on other computers"),
    ("bot", "play it with the computer at an AI level"),
    ("join", "Open the window straight at a table"),
])
def test_each_command_says_what_it_does_in_its_help(command, words):
    p = run(command, "--help")
    assert p.returncode == 0 and words in " ".join(p.stdout.split())
    if command == "host":
        assert "not encrypted" in " ".join(p.stdout.split())
