"""Atomic files, folders, settings, statistics and saves (with every kind of bad file)."""

import json

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from pairs_table.engine.rng import Rng
from pairs_table.storage.atomic import BadFile, read_json, write_json_atomic
from pairs_table.storage.paths import get_paths
from pairs_table.engine.replay import Setup
from pairs_table.storage.saves import FORMAT_VERSION, SaveRecord, SaveStore, Seat, load_file, replay
from pairs_table.storage.settings import Settings, SettingsStore, default_language
from pairs_table.storage.stats import StatsStore


@pytest.fixture
def paths(tmp_path):
    return get_paths({"PAIRS_TABLE_HOME": str(tmp_path / "home")})


def play_random(record, n, seed=1):
    """Append ``n`` random legal actions to ``record`` (dealing on between hands)."""
    state = replay(record)
    rng = Rng(seed)
    for _ in range(n):
        if state.is_over:
            break
        if state.hand_over:
            state.next_hand()
        act = rng.choice(state.legal_strings())
        state.apply(act)
        record.actions.append(act)
    return state


def pairs_record(**kw):
    seats = [Seat("Ana"), Seat("Bot 1", "ai", "normal"), Seat("Bot 2", "ai", "easy")]
    return SaveRecord(Setup("pairs", 3, seed=kw.pop("seed", 11)), seats=seats, **kw)


def test_home_variable_moves_every_folder(tmp_path):
    p = get_paths({"PAIRS_TABLE_HOME": str(tmp_path)})
    for folder in (p.saves, p.settings, p.stats):
        assert tmp_path in folder.parents


def test_atomic_write_replaces_and_leaves_no_temp_files(tmp_path):
    f = tmp_path / "a" / "x.json"
    write_json_atomic(f, {"v": 1})
    write_json_atomic(f, {"v": 2})
    assert read_json(f) == {"v": 2}
    assert [p.name for p in f.parent.iterdir()] == ["x.json"]


@pytest.mark.parametrize("content, words", [
    (b"", "empty"),
    (b'{"format": 1, "game": "pa', "cut short"),
    (b"\xff\xfe\x00garbage", "not text"),
    (b"{]", "not valid JSON"),
])
def test_read_json_names_the_problem(tmp_path, content, words):
    f = tmp_path / "bad.json"
    f.write_bytes(content)
    with pytest.raises(BadFile) as ei:
        read_json(f)
    assert words in ei.value.reason


def test_save_round_trip_mid_hand(paths):
    store = SaveStore(paths)
    rec = pairs_record()
    state = play_random(rec, 7)
    store.write(rec, state)
    rec2, state2 = store.load(rec.id)
    assert rec2.actions == rec.actions and rec2.seats == rec.seats
    assert state2.to_json() == state.to_json()
    for seat in range(3):
        assert state2.view(seat) == state.view(seat)
    assert state2.to_act == state.to_act


def bad_variants(good: dict):
    newer = dict(good, format=FORMAT_VERSION + 1)
    no_setup = {k: v for k, v in good.items() if k != "setup"}
    illegal = dict(good, actions=good["actions"] + ["take 3"])
    wrong_seats = dict(good, seats=good["seats"][:2])
    unknown_game = dict(good, setup=dict(good["setup"], game="chess"))
    return {
        "not-json": b"this is not json",
        "truncated": json.dumps(good).encode()[:-15],
        "newer": json.dumps(newer).encode(),
        "no-setup": json.dumps(no_setup).encode(),
        "illegal": json.dumps(illegal).encode(),
        "seats": json.dumps(wrong_seats).encode(),
        "game": json.dumps(unknown_game).encode(),
        "list": b"[1, 2, 3]",
    }


def test_every_kind_of_bad_file_is_moved_aside_untouched(paths):
    store = SaveStore(paths)
    rec = pairs_record()
    state = play_random(rec, 5)
    store.write(rec, state)
    good = json.loads(store.path_of(rec.id).read_text())
    variants = bad_variants(good)
    for name, data in variants.items():
        (paths.saves / f"{name}.json").write_bytes(data)
    ok, damaged = store.scan()
    assert [r.id for r, _ in ok] == [rec.id]
    assert sorted(d.name for d in damaged) == sorted(f"{n}.json" for n in variants)
    reasons = {d.name: d.reason for d in damaged}
    assert "newer version" in reasons["newer.json"]
    assert "cut short" in reasons["truncated.json"]
    assert "illegal move" in reasons["illegal.json"]
    assert "setup" in reasons["no-setup.json"]
    assert "chess" in reasons["game.json"]
    for d in damaged:
        assert d.moved_to.parent == paths.damaged
        assert d.moved_to.read_bytes() == variants[d.name[:-5]]
        assert not (paths.saves / d.name).exists()
    # A second scan finds nothing new to move and never touches damaged/.
    ok2, damaged2 = store.scan()
    assert len(ok2) == 1 and damaged2 == []
    assert len(list(paths.damaged.iterdir())) == len(variants)


def test_a_damaged_file_never_overwrites_an_earlier_one(paths):
    store = SaveStore(paths)
    for content in (b"one", b"two"):
        paths.saves.mkdir(parents=True, exist_ok=True)
        (paths.saves / "x.json").write_bytes(content)
        store.scan()
    assert sorted(p.read_bytes() for p in paths.damaged.iterdir()) == [b"one", b"two"]


def test_latest_unfinished_and_delete(paths):
    store = SaveStore(paths)
    a, b = pairs_record(seed=1), pairs_record(seed=2)
    store.write(a, play_random(a, 3))
    store.write(b, play_random(b, 4))
    rec, _ = store.latest_unfinished()
    assert rec.id == b.id
    store.delete(b.id)
    rec, _ = store.latest_unfinished()
    assert rec.id == a.id


@given(st.binary(max_size=300))
@hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_garbage_never_raises_out_of_the_loader(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("g")
    f = folder / "g.json"
    f.write_bytes(data)
    with pytest.raises(BadFile):
        load_file(f)


@given(st.data())
@hsettings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_mutated_saves_load_or_are_refused_cleanly(tmp_path_factory, data):
    rec = pairs_record()
    play_random(rec, 6)
    good = rec.to_json()
    key = data.draw(st.sampled_from(sorted(good)))
    value = data.draw(st.one_of(st.none(), st.integers(-5, 10**20), st.text(max_size=8),
                                st.lists(st.integers(-3, 12), max_size=4), st.booleans(),
                                st.dictionaries(st.text(max_size=4), st.integers(), max_size=2)))
    mutated = dict(good, **{key: value})
    f = tmp_path_factory.mktemp("m") / "m.json"
    f.write_text(json.dumps(mutated))
    try:
        rec2, state = load_file(f)
    except BadFile as exc:
        assert exc.reason
    else:
        assert rec2.game == "pairs" and state is not None


def test_settings_defaults_bad_values_and_bad_file(paths):
    store = SettingsStore(paths)
    s = store.load(system_locale="fr_FR.UTF-8")
    assert s.language == "fr" and store.notice is None
    s.volume = 0.3
    s.animation_speed = "fast"
    store.save(s)
    assert SettingsStore(paths).load() == s
    data = s.to_json() | {"volume": "loud", "language": "xx", "stray": 1}
    paths.settings_file.write_text(json.dumps(data))
    store2 = SettingsStore(paths)
    s2 = store2.load()
    assert s2.volume == Settings().volume and s2.language == "en" and s2.animation_speed == "fast"
    assert "volume" in store2.notice and "language" in store2.notice
    paths.settings_file.write_bytes(b"\x00\x01 not json")
    store3 = SettingsStore(paths)
    assert store3.load() == Settings()
    assert "could not be read" in store3.notice
    kept = sorted(k.read_bytes() for k in (paths.settings / "damaged").iterdir())
    assert kept == sorted([b"\x00\x01 not json", json.dumps(data).encode()])  # both, as they were


def test_default_language_from_locale():
    assert default_language("nl_NL.UTF-8") == "nl"
    assert default_language("bg_BG") == "bg"
    assert default_language("de_DE") == "en"
    assert default_language(None) == "en"


def test_statistics_accumulate_and_survive_a_bad_file(paths):
    st_ = StatsStore(paths).load()
    st_.record_hand("Ana", "hawthorn", won=True, net=12)
    st_.record_hand("Ana", "hawthorn", won=False, net=-4)
    st_.record_session("Ana", "hawthorn", 8)
    st_.record_session("Ana", "hawthorn", -3)
    st_.save()
    e = StatsStore(paths).load().entry("Ana", "hawthorn")
    assert (e["hands"], e["won"], e["net"], e["sessions"], e["best_session"]) == (2, 1, 8, 2, 8)
    assert e["history"] == [8, -3]
    paths.stats_file.write_text('{"version": 1, "players": ')
    st2 = StatsStore(paths).load()
    assert st2.data["players"] == {} and "could not be read" in st2.notice
    assert len(list((paths.stats / "damaged").iterdir())) == 1
