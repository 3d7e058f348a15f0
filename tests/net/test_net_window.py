"""The window at a hosted table (loopback only, dummy video driver): joined from the title's
"Join a table", hosted from the lobby's seats on other computers, and the ``join`` command."""

import asyncio
import os
import subprocess
import threading
import time

import pygame
import pytest

from net_helpers import LOOPBACK, cli, env, start_host, stop_host
from pairs_table.app.i18n import tr
from pairs_table.app.table import remote
from pairs_table.net.bot import play_bot
from pairs_table.net.client import NetError, TableLost

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    from pairs_table.app.main import App

    a = App((1280, 720), ai_mode="inline")
    a.settings.animation_speed = "fast"
    yield a
    for scene in list(a.stack.scenes):  # a table left open leaves its seat (and stops its host)
        a.stack.pop()
    a.close()


def click(app, element, frames=3):
    pos = element.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.step(1 / 60)


def type_into(app, entry, text):
    """Write ``text`` in place of what the field held (the Join form starts as last written)."""
    entry.set_text("")
    click(app, entry)
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    for _ in range(3):
        app.step(1 / 60)


def press(app, key, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


def frames_until(app, check, timeout=30.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return True
        app.step(1 / 60)
        time.sleep(0.001)
    return check()


def bot_in_thread(port, code, name="Bot", reconnect_for=5.0):
    out = {}

    def run():
        try:
            out["result"] = asyncio.run(play_bot(LOOPBACK, port, code, "easy", name=name, reconnect_for=reconnect_for))
        except NetError as exc:  # the table was closed under it
            out["error"] = exc

    th = threading.Thread(target=run, daemon=True)
    th.start()
    return th, out


def past_summary(app) -> bool:
    """Continue past a hand's summary when one is shown (True if one was)."""
    from pairs_table.app.overlays.summary import SummaryScene

    top = app.stack.top
    if isinstance(top, SummaryScene):
        top.go_on()
        return True
    return False


def play_my_turns(app, table, until, timeout=40.0):
    """Hit or fold with the keys whenever it is this seat's turn (and continue past each
    hand's summary), until ``until()``."""
    acted = 0
    end = time.monotonic() + timeout
    while time.monotonic() < end and not until():
        past_summary(app)
        legal = table.legal_for_human()
        if legal:
            press(app, pygame.K_h if "hit" in legal and acted % 3 != 2 else pygame.K_f)
            acted += 1
        app.step(1 / 60)
        time.sleep(0.001)
    return acted


def open_join(app):
    from pairs_table.app.scenes.title import TitleScene

    title = app.screens.open("title")
    app.step(1 / 60)
    assert isinstance(title, TitleScene)
    click(app, title.join_button)
    return app.stack.top


def test_the_title_joins_a_hosted_table_and_plays_a_hand_against_a_bot(app):
    from pairs_table.app.games.pairs.table import PairsTable
    from pairs_table.app.overlays.result import ResultScene
    from pairs_table.app.scenes.join import JoinScene

    host = start_host("pairs", "remote,remote", seed=11, hands=1)
    join = open_join(app)
    assert isinstance(join, JoinScene)
    type_into(app, join.address_entry, f"{LOOPBACK}:{host.port}")
    type_into(app, join.code_entry, host.code.lower())  # any case is the same code
    type_into(app, join.name_entry, "Ann")
    click(app, join.join_button)
    assert frames_until(app, lambda: isinstance(app.stack.top, PairsTable))
    table = app.stack.top
    assert table.match.remote and table.match.seat == 0 and table.config.seats[0].name == "Ann"
    assert host.table.record.seats[0].name == "Ann"
    # nobody in seat 2 yet: the table says so, and draws nothing while it waits
    assert frames_until(app, lambda: table.idle)
    assert table.net_notice.lines() == [tr("Waiting for {n} more player to join.", n=1)]
    assert table.next_deadline() is None
    answers = app.loop.answers
    bot, out = bot_in_thread(host.port, host.code)
    start = time.perf_counter()
    while app.loop.answers == answers and time.perf_counter() - start < 20:
        app.wait_step(until=start + 20)  # asleep until the host's message wakes the window
    assert app.loop.answers > answers  # the message itself woke the window
    assert frames_until(app, lambda: table.net_notice.lines() == [] and table.config.seats[1].name == "Bot")
    acted = play_my_turns(app, table, lambda: isinstance(app.stack.top, ResultScene))
    assert isinstance(app.stack.top, ResultScene) and acted >= 1
    bot.join(10)
    # the picture ends where the host's game ended, and the seat's result is the table's
    # (it comes in the table's last message, after the update that ends the game)
    assert frames_until(app, lambda: table.match.client.result is not None)
    assert table.pic.scores == host.table.state.scores
    assert table.match.client.result == host.result == out["result"]
    assert not app.stack.top.rematch_button.is_enabled
    stats = app.stats.entry("Ann", "pairs")
    assert stats["hands"] == 1 and stats["sessions"] == 1
    app.screens.back_to("title")  # leaving an ended table is quiet
    host.thread.join(10)
    assert not host.thread.thread.is_alive()


def test_a_wrong_code_and_a_dead_address_are_told_in_words(app):
    from pairs_table.app.scenes.join import JoinScene

    host = start_host("pairs", "remote,easy", seed=3, hands=1)
    join = open_join(app)
    type_into(app, join.address_entry, f"{LOOPBACK}:{host.port}")
    type_into(app, join.code_entry, "ZZZZZZ")
    press(app, pygame.K_RETURN)
    assert frames_until(app, lambda: join.joining is None)
    assert app.stack.top is join and join.message == tr(remote.JOIN_REFUSALS["wrong_code"])
    stop_host(host)
    join.code = host.code
    click(app, join.join_button)
    assert frames_until(app, lambda: join.joining is None)
    assert app.stack.top is join and join.message.startswith(tr("No table answers at that address"))
    join.address = "no address at all"
    click(app, join.join_button)
    assert join.joining is None and "192.168.1.20:8642" in join.message


def test_the_lobby_hosts_a_table_when_a_seat_is_on_another_computer(app, monkeypatch):
    from pairs_table.app.overlays.pause import PauseScene
    from pairs_table.app.scenes import remote_seats
    from pairs_table.app.scenes.lobby import LobbyScene

    monkeypatch.setattr(remote_seats, "HOST_BIND", LOOPBACK)
    monkeypatch.setattr(remote_seats, "HOST_PORT", 0)
    app.seed = 5
    app.screens.open("title")
    lobby = app.screens.open("lobby", "pairs")
    app.step(1 / 60)
    assert [s.kind for s in lobby.seats] == ["human", "ai", "ai"]
    click(app, lobby.rows[1]["kind"])  # AI -> a player here
    click(app, lobby.rows[1]["kind"])  # -> a player on another computer
    assert lobby.seats[1].kind == "remote" and lobby.rows[1]["kind"].text == tr("Remote")
    click(app, lobby.start_button)
    table = app.stack.top
    assert not isinstance(table, LobbyScene) and table.match.remote
    thread = table.match.hosting
    assert thread is not None and thread.thread.is_alive()
    host = thread.host
    assert [p.kind for p in host.table.plans] == ["here", "remote", "ai"]
    assert host.table.record.seats[0].name != "You"  # a default name is not sent as a name
    invite = table.match.invite()
    assert host.code in invite and f":{host.port}" in invite
    assert frames_until(app, lambda: table.idle)
    assert invite in table.net_notice.lines()
    assert tr("Play here is not encrypted: host only on a home or office network you trust.") in table.net_notice.lines()
    bot, out = bot_in_thread(host.port, host.code, name="Cees", reconnect_for=1.0)
    assert frames_until(app, lambda: table.net_notice.lines() == [] and table.config.seats[1].name == "Cees")
    assert table.seats.subtitle(1) == tr("Another computer")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    hands_before = host.table.hands_done
    play_my_turns(app, table, lambda: host.table.hands_done > hands_before and table.idle
                  and table.facts.get("round", 0) > 1)
    assert app.stats.entry("You", "pairs")["hands"] >= 1
    # leaving the table stops the host; the bot is told the table closed, waits a while for
    # it to be hosted again, and gives up
    app.screens.back_to("title")
    assert not thread.thread.is_alive()
    bot.join(20)
    assert isinstance(out["error"], TableLost)


def test_a_dropped_connection_keeps_the_seat_and_a_gone_host_is_no_dead_end(app):
    from pairs_table.app.games.pairs.table import PairsTable

    host = start_host("pairs", "remote,easy", seed=8)
    client = remote.join(LOOPBACK, host.port, host.code, name="Di")
    table = app.screens.table(remote.table_config(client, "Di", speed="instant"))
    assert isinstance(table, PairsTable)
    assert frames_until(app, lambda: past_summary(app) and False or table.legal_for_human())
    client._client.known.step -= 1  # as if the move answered an older view of the table
    assert not table.human_action(table.legal_for_human()[0])
    assert table.toast == tr("The table moved on meanwhile: your move was not played.")
    client._client.known.step += 1
    play_my_turns(app, table, lambda: host.table.step >= 6)
    welcomes = client._client.known.generation
    ws = client._client._ws
    asyncio.run_coroutine_threadsafe(ws.close(), client._loop)  # the connection drops
    seen = []
    assert frames_until(app, lambda: seen.append(table.net_notice.lines()) or (
        client._client.known.generation > welcomes and table.idle))
    assert [tr("The connection to the table was lost: reconnecting…")] in seen
    # the host's messages reach the window a frame or more after the host moved: the picture
    # catches up with the host's scores rather than matching them at any one instant
    assert client.seat == 0
    assert frames_until(app, lambda: table.idle and table.pic.scores == host.table.state.scores)
    rounds = host.table.hands_done
    play_my_turns(app, table, lambda: host.table.hands_done > rounds and table.idle)
    assert frames_until(app, lambda: table.idle and table.pic.scores == list(host.table.facts["scores"]))
    stop_host(host)  # the host closes the table: said in words, and the menu leads away
    assert frames_until(app, lambda: table.net_notice.lines() == [
        tr("The host closed the table: waiting for it to be hosted again…"),
        tr("Leave the table through the menu (Esc).")])
    press(app, pygame.K_ESCAPE)
    app.stack.top.leave_table()
    assert type(app.stack.top).__name__ == "TitleScene" and client.status in ("ended", "failed")


def test_the_join_command_says_why_it_cannot_join(tmp_path):
    host = start_host("pairs", "remote,easy", seed=4, hands=1)
    run = subprocess.run(cli("join", f"{LOOPBACK}:{host.port}", "WRNGCD"), env=env(tmp_path), capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.strip() == "pairs-table join: The table code is wrong: ask the host for it again."
    stop_host(host)
    run = subprocess.run(cli("join", f"{LOOPBACK}:70000", host.code), env=env(tmp_path), capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 2 and "'70000' is not a port" in run.stderr and "Traceback" not in run.stderr


def play_at_a_remote_seat(app, host, choose):
    """Ann joins ``host``'s table from the window and plays her turns with ``choose(legal)``
    until the table is finished; the client, the table and how many times she acted."""
    client = remote.join(LOOPBACK, host.port, host.code, name="Ann")
    table = app.screens.table(remote.table_config(client, "Ann", speed="instant"))
    acted = 0
    end = time.monotonic() + 60
    while time.monotonic() < end and not table.finished:
        app.step(1 / 60)
        past_summary(app)
        legal = table.legal_for_human()
        if legal:
            assert legal == client.legal and table.state.to_act == client.seat
            assert table.human_action(choose(legal))
            acted += 1
        time.sleep(0.001)
    return client, table, acted


@pytest.mark.parametrize("game", ["hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker"])
def test_every_table_plays_a_hand_at_a_remote_seat(app, game):
    """A secret-hand game too: the table gets its own seat's view and events only, acts,
    and ends where the host's table ends."""
    from pairs_table.engine.registry import get_game

    app.settings.confirm_fold = False
    n = 4 if game == "hasenpfeffer" else get_game(game).min_players
    host = start_host(game, ",".join(["remote"] + ["easy"] * (n - 1)), seed=3, hands=1)
    client, table, acted = play_at_a_remote_seat(app, host, lambda legal: legal[0])
    assert table.finished and acted >= 1
    # the table's result comes in its last message, after the update that ends the game
    assert frames_until(app, lambda: table.state.ended is not None)
    assert client.result == host.result == table.state.ended
    host.thread.join(10)


def test_the_lobby_says_why_it_cannot_host(app, monkeypatch):
    from pairs_table.app.scenes import remote_seats

    monkeypatch.setattr(remote_seats, "HOST_BIND", LOOPBACK)
    monkeypatch.setattr(remote_seats, "HOST_PORT", 0)
    lobby = app.screens.open("lobby", "pairs")
    app.step(1 / 60)
    click(app, lobby.rows[1]["kind"])  # AI -> human
    click(app, lobby.rows[1]["kind"])  # human -> remote
    click(app, lobby.rows[2]["kind"])  # AI -> human: two players at this computer
    assert [s.kind for s in lobby.seats] == ["human", "remote", "human"]
    click(app, lobby.start_button)
    assert app.stack.top is lobby and lobby.message == tr(
        "With players on other computers, one player sits at this computer: make the other seats Remote or AI.")
    for _ in range(2):
        click(app, lobby.rows[0]["kind"])  # human -> remote -> AI
        click(app, lobby.rows[2]["kind"])  # human -> remote -> AI: nobody left at this computer
    click(app, lobby.start_button)
    assert app.stack.top is lobby
    assert lobby.message == tr("Keep one seat for yourself (Human) to host a table for other computers.")


def test_every_refusal_that_ends_a_join_has_a_sentence_of_its_own():
    """A fatal error the host can answer a hello with is said in words, not as its code."""
    from pairs_table.net.protocol import FATAL

    said_at_hello = FATAL - {"bad_json", "too_deep", "hello_first", "hello_timeout"}
    assert said_at_hello <= set(remote.JOIN_REFUSALS), sorted(said_at_hello - set(remote.JOIN_REFUSALS))
