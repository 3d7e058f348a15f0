"""Saves through the app's own autosave, resumed tables, the example saves in ``saves/``
and a stopped chip session in the action log."""

import json
import os
import pathlib
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pairs_table.engine.registry import GAME_NAMES  # noqa: E402
from pairs_table.engine.rng import Rng  # noqa: E402
from pairs_table.storage.paths import get_paths  # noqa: E402
from pairs_table.engine.replay import Setup  # noqa: E402
from pairs_table.storage.saves import (FORMAT_VERSION, SaveRecord, SaveStore, Seat,  # noqa: E402
                                       load_file, new_state, replay)

REPO = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "saves").glob("format-*/*.json"))
PLAYERS = {"hasenpfeffer": 4, "pyramid_poker": 2}


# ---- the example saves -----------------------------------------------------------------------

def test_every_game_has_an_example_of_the_current_format():
    games = {p.stem for p in EXAMPLES if p.parent.name == f"format-{FORMAT_VERSION}"}
    assert games == set(GAME_NAMES)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_save_loads_and_replays_mid_hand(path):
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert path.parent.name == f"format-{raw['format']}"
    rec, state = load_file(path)  # upgraded to the current format if it is an older one
    assert rec.game == path.stem
    assert not state.is_over and not state.hand_over and state.to_act is not None
    assert state.legal_strings()
    assert len(rec.actions) == rec.summary["actions"]
    assert state.to_act == rec.summary["to_act"]
    assert replay(rec).to_json() == state.to_json()  # the same every time
    # the example was written by the format's own writer: the file is a record's JSON
    if raw["format"] == FORMAT_VERSION:
        assert rec.to_json()["actions"] == raw["actions"] and rec.seats[0].kind == "human"


EXPECTED = json.loads((REPO / "saves" / "expected.json").read_text(encoding="utf-8"))


def test_every_example_has_its_expected_result():
    assert sorted(EXPECTED) == sorted(f"{p.parent.name}/{p.name}" for p in EXAMPLES)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_save_reaches_its_recorded_result(path):
    """A change of the rules that changes an old game shows here (saves/expected.json)."""
    _rec, state = load_file(path)
    got = state.result()
    got["hand"] = state.summary()["hand_no"]
    assert got == EXPECTED[f"{path.parent.name}/{path.name}"]


def test_a_format_1_save_is_upgraded_with_its_set_up_and_session_end():
    raw = json.loads((REPO / "saves" / "format-1" / "blackstone.json").read_text(encoding="utf-8"))
    raw["setup"] = {"dealer": 1, "chips": [50, 60, 70]}
    raw["actions"] = raw["actions"][:1]
    from pairs_table.storage.saves import UPGRADERS

    up = UPGRADERS[1](dict(raw))
    assert up["format"] == 2 and "game" not in up and "seed" not in up
    assert up["setup"] == {"game": "blackstone", "players": 3, "options": raw["options"], "seed": raw["seed"],
                           "dealer": 1, "chips": [50, 60, 70]}
    raw["actions"] = ["(end session)"]
    assert UPGRADERS[1](dict(raw))["actions"] == ["end session"]


# ---- a stopped chip session --------------------------------------------------------------------

@pytest.mark.parametrize("game", ["blackstone", "hawthorn"])
def test_a_stopped_session_replays_as_stopped(game):
    seats = [Seat("A", "human"), Seat("B", "ai", "random"), Seat("C", "ai", "random")]
    rec = SaveRecord(Setup(game, 3, seed=4), seats=seats)
    live = new_state(rec)
    rng = Rng(9)
    while not live.hand_over:
        action = rng.choice(live.legal_strings())
        live.apply(action)
        rec.actions.append(action)
    live.end_session()
    rec.actions.append("end session")
    again = replay(rec)
    assert again.is_over and again.to_json() == live.to_json()
    assert again.result()["chips"] == live.result()["chips"]


def test_a_session_marker_in_a_game_without_sessions_is_refused(tmp_path):
    rec = SaveRecord(Setup("pairs", 2, seed=1), seats=[Seat("A"), Seat("B")], actions=["end session"])
    path = tmp_path / "x.json"
    path.write_text(json.dumps(rec.to_json()), encoding="utf-8")
    from pairs_table.storage.atomic import BadFile

    with pytest.raises(BadFile, match="not an action of Pairs"):
        load_file(path)


# ---- round trips through the app's autosave -----------------------------------------------------

@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "home"))
    from pairs_table.app.main import App

    a = App((1280, 720), ai_mode="inline")
    a.settings.auto_continue = True  # hands follow one another without waiting on their summaries
    yield a
    a.close()


def picture(table):
    return sorted((c.name, round(c.x), round(c.y), round(c.face, 2), round(c.h)) for c in table.cards)


def play_to(app, table, actions: int, rng: Rng, between_hands: bool = False, frames: int = 4000) -> None:
    """Human moves chosen by ``rng``, until at least ``actions`` are saved and the table is
    at rest in the middle of a hand; the save then ends in that hand, or (``between_hands``)
    with the action that ended the hand before it, the next hand already dealt."""
    checked = None
    for _ in range(frames):
        app.step(1 / 60)
        st = table.state
        n = len(table.record.actions)
        if (n >= actions and n != checked and table.idle and not st.hand_over and not st.is_over
                and st.to_act is not None):
            checked = n  # the save changes only with an action: replay it once per action
            if replay(table.record).hand_over == between_hands:
                return
        if table.human_to_act() and not table.handover_due():
            table.human_action(rng.choice(st.legal_strings()))
    raise AssertionError(f"no resting point after {actions} actions")


def open_table(app, game: str, seed: int, options=None):
    from pairs_table.app.config import SeatConfig, TableConfig
    from pairs_table.app.games import table_class

    n = PLAYERS.get(game, 3)
    seats = [SeatConfig("You", "human")] + [SeatConfig(f"AI {i}", "ai", "random") for i in range(1, n)]
    table = table_class(game)(app, TableConfig(game, seats, dict(options or {}), "instant", "instant", seed=seed))
    app.stack.push(table)
    return table


@pytest.mark.parametrize("game", GAME_NAMES)
def test_round_trip_mid_hand_through_the_autosave(app, game):
    from pairs_table.app.config import config_from_save
    from pairs_table.app.games import playable, table_class

    if not playable(game):
        pytest.skip(f"{game} has no table yet")
    table = open_table(app, game, seed=5)
    play_to(app, table, 6, Rng(3))
    store = SaveStore(get_paths())
    files = sorted(p.name for p in get_paths().saves.glob("*.json"))
    assert files == [f"{table.record.id}.json"]

    rec, saved = store.load(table.record.id)
    live = table.state
    assert rec.actions == table.record.actions and len(rec.actions) >= 6
    assert [s.kind for s in rec.seats] == ["human"] + ["ai"] * (table.n - 1)
    assert saved.to_json() == live.to_json()
    assert saved.to_act == live.to_act and saved.legal_strings() == live.legal_strings()
    for seat in range(table.n):
        assert saved.view(seat) == live.view(seat)
    assert rec.summary["actions"] == len(rec.actions) and rec.summary["over"] is False

    # Resume it at a new table: same state, same picture at once, nothing in flight.
    before = picture(table)
    resumed = table_class(game)(app, config_from_save(rec, saved, "instant", "instant"))
    app.stack.replace(resumed)
    assert resumed.record.id == rec.id and resumed.state.to_json() == live.to_json()
    assert resumed.state.to_act == live.to_act
    assert not any(c.moving for c in resumed.cards)
    app.step(1 / 60)
    assert picture(resumed) == before
    if hasattr(table, "chips"):  # a chip session's bankroll chart too
        assert resumed.chips.history.points == table.chips.history.points

    # Play on: the same save grows, and still replays to the table's state.
    first = list(rec.actions)
    n0 = len(first)
    play_to(app, resumed, n0 + 3, Rng(4))
    rec2, saved2 = store.load(rec.id)
    assert rec2.actions[:n0] == first and len(rec2.actions) == len(resumed.record.actions) >= n0 + 3
    assert saved2.to_json() == resumed.state.to_json()
    assert len(list(get_paths().saves.glob("*.json"))) == 1


def test_a_game_made_by_a_table_is_made_through_the_save(app):
    """Every table makes its state through the save's set-up (its record replays it)."""
    from pairs_table.app.games import playable

    for game in GAME_NAMES:
        if not playable(game):
            continue
        table = open_table(app, game, seed=21)
        assert table.record is not None, game
        assert new_state(table.record).to_json() == table.state.to_json(), game
        app.stack.clear()


def test_a_rematch_is_a_new_save_and_the_finished_game_stays_finished(app):
    table = open_table(app, "pairs", seed=8)
    rng = Rng(2)
    for _ in range(20000):
        app.step(1 / 60)
        if table.finished:
            break
        if table.human_to_act():
            table.human_action(rng.choice(table.state.legal_strings()))
    assert table.finished
    first = table.record
    dealer = table.state.dealer
    table.rematch()
    assert table.record.id != first.id and table.record.actions == []
    assert table.state.dealer == (dealer + 1) % table.n  # the game's own next game, saved
    assert new_state(table.record).to_json() == table.state.to_json()
    good, damaged = SaveStore(get_paths()).scan()
    by_id = {r.id: s for r, s in good}
    assert by_id[first.id].is_over and not by_id[table.record.id].is_over and not damaged
    assert by_id[table.record.id].to_json() == table.state.to_json()


@pytest.mark.parametrize("game,options", [("pairs", {}), ("hawthorn", {}),
                                          ("pyramid_poker", {"scoring": "advanced"})])
def test_a_save_that_ends_with_a_hand_deals_the_same_next_hand(app, game, options):
    """Killed after the action that ended a hand: the resumed table deals the very hand the
    live table dealt."""
    from pairs_table.app.config import config_from_save
    from pairs_table.app.games import table_class

    table = open_table(app, game, seed=6, options=options)
    play_to(app, table, 4, Rng(5), between_hands=True)
    rec, saved = SaveStore(get_paths()).load(table.record.id)
    assert saved.hand_over and not table.state.hand_over
    live = table.state.to_json()
    resumed = table_class(game)(app, config_from_save(rec, saved, "instant", "instant"))
    app.stack.replace(resumed)
    for _ in range(50):
        app.step(1 / 60)
        if resumed.idle and not resumed.state.hand_over:
            break
    assert resumed.state.to_json() == live
    assert len(resumed.record.actions) == len(rec.actions)


def test_every_action_goes_through_the_match_and_is_saved_at_once(app):
    """The table's match applies and records each action and the save is written at once;
    the AI's copies of the state save nothing; a refused action changes nothing."""
    table = open_table(app, "hasenpfeffer", seed=3)
    for _ in range(200):
        app.step(1 / 60)
        if table.idle and table.state.to_act is not None:
            break
    st = table.state
    copy = st.clone()
    copy.apply(copy.legal_strings()[0])
    assert table.record.actions == []
    action = st.legal_strings()[-1]
    assert table.apply(action.upper())  # recorded in the engine's own form
    rec, saved = SaveStore(get_paths()).load(table.record.id)
    assert rec.actions == [action] and saved.to_json() == table.state.to_json()
    assert not table.apply("nonsense")
    assert SaveStore(get_paths()).load(table.record.id)[0].actions == [action]


def test_a_write_cut_short_leaves_only_a_temp_file_that_is_tidied_later(tmp_path):
    paths = get_paths({"PAIRS_TABLE_HOME": str(tmp_path)})
    store = SaveStore(paths)
    rec = SaveRecord(Setup("pairs", 2, seed=1), seats=[Seat("A"), Seat("B")])
    store.write(rec, new_state(rec))
    old = paths.saves / f".{rec.id}.json.abc123.tmp"
    fresh = paths.saves / f".{rec.id}.json.def456.tmp"
    for tmp in (old, fresh):
        tmp.write_text('{"format": 1, "ga')
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    good, damaged = store.scan()
    assert [r.id for r, _s in good] == [rec.id] and damaged == []
    assert not old.exists() and fresh.exists()  # a fresh one may be another app's write in progress


def test_practice_mode_is_kept_in_the_save_and_comes_back_on_resume(app):
    from pairs_table.app.config import SeatConfig, TableConfig, config_from_save
    from pairs_table.app.games import table_class

    seats = [SeatConfig("You", "human"), SeatConfig("AI 1", "ai", "random"), SeatConfig("AI 2", "ai", "random")]
    for practice in (True, False):
        table = table_class("pairs")(app, TableConfig("pairs", seats, {}, "instant", "instant", seed=9,
                                                      practice=practice))
        app.stack.push(table)
        play_to(app, table, 3, Rng(2))
        rec, saved = SaveStore(get_paths()).load(table.record.id)
        assert rec.practice is practice
        data = json.loads((get_paths().saves / f"{rec.id}.json").read_text())
        assert data["practice"] is practice
        assert config_from_save(rec, saved).practice is practice
        app.stack.clear()


def test_a_save_without_the_practice_field_loads_as_a_normal_game(tmp_path):
    from pairs_table.storage.saves import load_file

    src = sorted((pathlib.Path(__file__).resolve().parents[2] / "saves" / "format-1").glob("*.json"))[0]
    data = json.loads(src.read_text())
    data.pop("practice", None)
    path = tmp_path / src.name
    path.write_text(json.dumps(data))
    rec, _ = load_file(path)
    assert rec.practice is False
