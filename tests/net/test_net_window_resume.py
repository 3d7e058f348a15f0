"""A table hosted from the window is saved as it goes and hosted again from the saved games,
with the same code, its players on other computers back at their own seats (loopback only)."""

import json
import shutil
import time

import pygame
import pytest

from net_helpers import LOOPBACK
from pairs_table.app.i18n import tr
from pairs_table.engine.errors import IllegalAction
from pairs_table.net.client import JoinRefused, RemoteMatch
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import SaveStore, load_file
from test_net_window import app, click, frames_until, past_summary, press  # noqa: F401 - the window fixture

WAIT = 40.0


class Friend:
    """A headless player on another computer: plays the first legal action on its turns and
    is ready after every hand."""

    def __init__(self, port, code, *, token=None, name="Cees") -> None:
        self.match = RemoteMatch(LOOPBACK, port, code, token=token, name=name, reconnect_for=WAIT).start()
        self.readied = -1

    def step(self) -> str | None:
        """Act if it is this seat's turn: the action played (None if none)."""
        m = self.match
        m.poll()
        if m.legal:
            action = m.legal[0]
            try:
                m.act(action)
            except IllegalAction:  # the table moved on meanwhile: the next view answers
                return None
            return action
        if m.hand_over and not m.is_over and self.readied != m.step:
            self.readied = m.step
            m.ready()
        return None


def my_turn(table) -> list[str]:
    return table.legal_for_human()


def host_from_lobby(app, monkeypatch, game="pairs"):
    from pairs_table.app.scenes import remote_seats

    monkeypatch.setattr(remote_seats, "HOST_BIND", LOOPBACK)
    monkeypatch.setattr(remote_seats, "HOST_PORT", 0)
    app.seed = 21
    app.screens.open("title")
    lobby = app.screens.open("lobby", game)
    app.step(1 / 60)
    click(app, lobby.rows[1]["kind"])  # AI -> a player here
    click(app, lobby.rows[1]["kind"])  # -> a player on another computer
    assert [s.kind for s in lobby.seats][:2] == ["human", "remote"]
    click(app, lobby.start_button)
    table = app.stack.top
    assert table.match.remote and table.match.hosting is not None
    return table, table.match.hosting.host


def test_a_table_hosted_from_the_window_is_saved_and_hosted_again_with_its_friends(app, monkeypatch):
    from pairs_table.app.scenes.saves import SavesScene

    table, host = host_from_lobby(app, monkeypatch)
    store = SaveStore(get_paths())
    save_id = host.table.record.id
    friend = Friend(host.port, host.code)
    assert friend.match.seat == 1
    token = friend.match.token
    # the friend's every move is on disk before the host tells anyone of it
    friend_moves = 0
    end = time.monotonic() + WAIT
    while time.monotonic() < end and (friend_moves < 2 or host.table.hands_done < 1 or not my_turn(table)):
        before = len(host.table.record.actions)
        if friend.step() is not None and len(host.table.record.actions) > before:
            friend_moves += 1
            disk, _state = store.load(save_id)
            assert disk.actions[:before + 1] == host.table.record.actions[:before + 1]
        past_summary(app)
        legal = my_turn(table)
        if legal and (friend_moves < 2 or host.table.hands_done < 1):
            press(app, pygame.K_h if "hit" in legal else pygame.K_f)
        app.step(1 / 60)
    assert my_turn(table) and friend_moves >= 2 and host.table.hands_done >= 1
    # the window's seat is to act: nothing moves now; this is the position to come back to
    position = host.table.state.summary()
    actions = list(host.table.record.actions)
    raw = json.loads(store.path_of(save_id).read_text(encoding="utf-8"))
    mark = raw["hosted"]
    assert mark["code"] == host.code and mark["port"] == host.port
    assert [m["kind"] for m in mark["seats"]] == ["here", "remote", "ai"]
    from pairs_table.net.store import digest

    assert mark["seats"][1]["token_sha256"] == digest(token) and mark["seats"][0]["token_sha256"] is None
    text = json.dumps(raw)
    assert token not in text and all(t not in text for t in host.here_tokens.values())
    # besides what any save of the window holds, only the mark: no token, only digests of them
    from pairs_table.storage.saves import SaveRecord

    assert set(raw) - {"hosted"} == set(SaveRecord(host.table.record.setup, host.table.record.seats).to_json())
    assert set(mark) == {"code", "port", "seats"}
    assert all(set(m) == {"kind", "name", "token_sha256"} for m in mark["seats"])

    # the host's window closes the table (the friend is told), and it is hosted again from Saves
    app.screens.back_to("title")
    assert not table.match.hosting.thread.is_alive()
    assert frames_until(app, lambda: friend.match.status == "reconnecting" and friend.match.closed_by_host)
    friend.match.close()  # the friend's window is closed meanwhile: it comes back with its token
    assert store.load(save_id)[0].actions == actions
    saves = app.screens.open("saves")
    app.step(1 / 60)
    assert isinstance(saves, SavesScene)
    loaded = saves.find(save_id)
    assert loaded is not None and loaded.record.hosted["code"] == host.code
    from pairs_table.app.saved_games import players_text, title_of

    assert title_of(loaded.record) == tr("{game}, hosted for other computers", game=tr("Pairs"))
    assert tr("{player} (another computer)", player="Cees") in players_text(loaded.record)
    click(app, saves.button_for("resume", save_id))
    again = app.stack.top
    assert again.match.remote and again.match.hosting is not None
    host2 = again.match.hosting.host
    assert host2 is not host and host2.code == host.code and host2.table.record.id == save_id
    assert host2.table.state.summary() == position and host2.table.record.actions == actions
    # until the friend is back, the table says so, with the address and the code
    assert frames_until(app, lambda: again.idle and again.net_notice.lines())
    lines = again.net_notice.lines()
    assert tr("Waiting for {n} player to come back.", n=1) in lines and again.match.invite() in lines
    assert host2.code in again.match.invite()
    # the friend's token takes its own seat again, at the same position
    back = Friend(host2.port, host2.code, token=token)
    assert back.match.seat == 1 and back.match.token == token
    assert back.match.facts == position
    assert frames_until(app, lambda: again.net_notice.lines() == [] and my_turn(again))
    assert again.state.facts == position
    # and the game goes on: a move here is saved under the same id
    legal = my_turn(again)
    press(app, pygame.K_h if "hit" in legal else pygame.K_f)
    assert frames_until(app, lambda: len(host2.table.record.actions) > len(actions))
    assert store.load(save_id)[0].actions[:len(actions) + 1] == host2.table.record.actions[:len(actions) + 1]
    back.match.close()


def test_a_killed_hosted_table_comes_back_from_its_save(app, monkeypatch, tmp_path):
    """The file a killed window leaves (its last change, written before any seat was shown
    it) is carried on with like any save: hosted again, the friend's token takes its seat,
    and a stranger finds no free one."""
    table, host = host_from_lobby(app, monkeypatch)
    store = SaveStore(get_paths())
    save_id = host.table.record.id
    friend = Friend(host.port, host.code, name="Di")
    end = time.monotonic() + WAIT

    def mid_round():  # a card drawn since the deal (a deal is no action: a save holds none)
        st = host.table.state.summary()
        return sum(map(len, st["stacks"])) > st["players"]

    while time.monotonic() < end and not (len(host.table.record.actions) >= 3 and my_turn(table) and mid_round()):
        friend.step()
        past_summary(app)
        legal = my_turn(table)
        if legal and (len(host.table.record.actions) < 3 or not mid_round()):
            press(app, pygame.K_h)
        app.step(1 / 60)
    assert my_turn(table)
    killed = tmp_path / "at-the-kill.json"
    shutil.copyfile(store.path_of(save_id), killed)  # the disk at the moment the window dies
    position = host.table.state.summary()
    token = friend.match.token
    welcomes = friend.match._client.known.generation
    app.screens.back_to("title")
    # the friend is told the host closed the table, and waits for it to be hosted again
    assert frames_until(app, lambda: friend.match.status == "reconnecting" and friend.match.closed_by_host)
    shutil.copyfile(killed, store.path_of(save_id))
    record, state = load_file(store.path_of(save_id))
    assert state.summary() == position and record.hosted["seats"][1]["token_sha256"]
    from pairs_table.app.saved_games import open_save

    assert open_save(app, record, state, path=store.path_of(save_id)) is None
    again = app.stack.top
    host2 = again.match.hosting.host
    assert host2.port == host.port and host2.code == host.code
    # the friend's client comes back by itself with its token, to its own seat
    assert frames_until(app, lambda: friend.match._client.known.generation > welcomes
                        and friend.match.status == "playing")
    assert friend.match.seat == 1 and friend.match.token == token and friend.match.facts == position
    # a stranger without the token gets no seat: both are taken
    with pytest.raises(JoinRefused) as refused:
        RemoteMatch(LOOPBACK, host2.port, host2.code, reconnect_for=1).start(timeout=10)
    assert refused.value.code == "table_full"
    friend.match.close()


@pytest.mark.parametrize("game", ["hawthorn", "goblins_poker", "blackstone"])
def test_a_resumed_chip_table_shows_what_each_player_brought_and_has(app, game):
    """A chip table set up with other chips than the bankroll option, a hand played, hosted
    again: the seat on another computer shows the host's chips on the plates, and each
    player's result against what they brought, not against the bankroll option."""
    from pairs_table.app.table import remote
    from pairs_table.engine.replay import Setup
    from pairs_table.net.host import Host, HostThread
    from pairs_table.net.table import SeatPlan, Table
    from net_helpers import FAST

    brought = [31, 17, 24]
    setup = Setup(game, 3, {"bankroll": 20}, seed=9, chips=brought)
    first = Table.new(setup, [SeatPlan("remote"), SeatPlan("ai", "easy"), SeatPlan("ai", "easy")])
    state = first.state
    while not (state.hand_over and first.hands_done >= 1):  # a hand and a bit, as the log of a save
        legal = state.legal_strings()
        first.act(state.to_act, legal[0])
    first.deal()
    first.act(first.state.to_act, first.state.legal_strings()[0])
    table = Table.resume(first.record, first.plans)
    host = Host(table, settings=FAST)
    thread = HostThread(host)
    thread.start()
    client = remote.join(LOOPBACK, host.port, host.code, name="Ann")
    scene = app.screens.table(remote.table_config(client, "Ann", speed="fast"))
    assert frames_until(app, lambda: scene.idle and scene.state.step == host.table.step)
    chips = host.table.state.result()["chips"]
    assert chips != brought  # the first hand moved chips
    assert client.start_chips == brought
    assert scene.pic.chips_shown == chips and scene.pic.pot_shown == host.table.state.result()["pot"]
    assert scene.state.standings() == host.table.state.standings()
    assert [r["result"] for r in scene.state.standings()] == [c - b for c, b in zip(chips, brought)]
    assert scene.chips.history.start == brought
    app.stack.pop()
    thread.stop()


def test_joining_the_same_table_again_takes_the_same_seat(app):
    """The window remembers the seat it took at a table on another computer: after leaving
    (or after the host hosted it again), Join a table takes that seat again, not a new one."""
    from net_helpers import start_host, stop_host
    from test_net_window import open_join, type_into

    host = start_host("pairs", "remote,remote,easy", seed=12)

    def join_once():
        join = open_join(app)
        type_into(app, join.address_entry, f"{LOOPBACK}:{host.port}")
        type_into(app, join.code_entry, host.code.lower())
        type_into(app, join.name_entry, "Ann")
        click(app, join.join_button)
        assert frames_until(app, lambda: getattr(app.stack.top, "match", None) is not None)
        return app.stack.top.match

    first = join_once()
    assert first.seat == 0
    token = first.client.token
    app.screens.back_to("title")  # the window leaves the table; the seat stays its own
    again = join_once()
    assert again.seat == 0 and again.client.token == token
    assert host.seat_list()[1]["joined"] is False  # no second seat was taken
    kept = json.loads((get_paths().saves.parent / "seats.json").read_text(encoding="utf-8"))
    assert kept["seats"] == [{"address": LOOPBACK, "port": host.port, "code": host.code, "token": token}]
    app.screens.back_to("title")
    stop_host(host)
