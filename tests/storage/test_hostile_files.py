"""Files made by someone else, however made: every reader takes them without a crash, a hang
or a silent loss. One group of tests per kind of hostile file; a hypothesis fuzz suite over
every reader at the end."""

import json
import os
import subprocess
import sys
import textwrap

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from pairs_table.storage.atomic import BadFile, read_json
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import DAMAGED_INDEX, SaveStore, load_file
from pairs_table.storage.settings import Settings, SettingsStore
from pairs_table.storage.stats import StatsStore
from test_storage import pairs_record, play_random

HUGE = "9" * 5000  # more digits than Python turns into an int from text


@pytest.fixture
def paths(tmp_path):
    p = get_paths({"PAIRS_TABLE_HOME": str(tmp_path / "home")})
    for folder in (p.saves, p.settings, p.stats):
        folder.mkdir(parents=True, exist_ok=True)
    return p


def good_save(seed=11, moves=5, save_id=None) -> dict:
    rec = pairs_record(seed=seed)
    if save_id:
        rec.id = save_id
    play_random(rec, moves, seed)
    rec.updated = rec.created
    return rec.to_json()


def write(path, data) -> None:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")


def stats_data(**games) -> dict:
    return {"version": 1, "players": {"Ana": games}}


def entry(**kw) -> dict:
    e = {"hands": 3, "won": 1, "net": 5, "sessions": 1, "sessions_won": 1, "best_session": 5, "history": [5]}
    e.update(kw)
    return e


# ---- 1. numbers too long to read ------------------------------------------------------------

def test_one_huge_number_in_any_file_is_refused_with_its_reason(paths):
    save = json.dumps(good_save())
    (paths.saves / "huge-seed.json").write_text(save.replace('"seed": 11', f'"seed": {HUGE}'))
    (paths.saves / "huge-created.json").write_text(save.replace('"created": ', '"created": 1e400, "x": '))
    (paths.saves / "huge-list.json").write_text(save.replace('"actions": [', f'"actions": [{HUGE}, '))
    (paths.saves / DAMAGED_INDEX).write_text(f'{{"a.json": {{"name": {HUGE}}}}}')
    write(paths.settings_file, f'{{"version": 1, "volume": {HUGE}}}')
    write(paths.stats_file, f'{{"version": 1, "players": {{"Ana": {{"pairs": {{"hands": {HUGE}}}}}}}}}')
    good, damaged = SaveStore(paths).scan()
    assert good == [] and sorted(d.name for d in damaged) == ["huge-created.json", "huge-list.json", "huge-seed.json"]
    reasons = {d.name: d.reason for d in damaged}
    assert "5,000 digits" in reasons["huge-seed.json"] and "too large" in reasons["huge-created.json"]
    settings_store = SettingsStore(paths)
    assert settings_store.load() == Settings() and "5,000 digits" in settings_store.notice
    stats = StatsStore(paths).load()
    assert stats.data["players"] == {} and "5,000 digits" in stats.notice
    assert len(SaveStore(paths).damaged_files()) == 3  # the index could not be read: the files are still listed


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1e999", "-1e999"])
def test_numbers_that_are_not_finite_are_refused(tmp_path, text):
    f = tmp_path / "x.json"
    f.write_text(f'{{"v": {text}}}')
    with pytest.raises(BadFile):
        read_json(f)


# ---- 2. files that load but hold values no screen can show --------------------------------------

@pytest.mark.parametrize("change, words", [
    ({"updated": -5.0}, "time stamp"),
    ({"updated": 1e300}, "time stamp"),
    ({"created": 10 ** 30}, "time stamp"),
    ({"created": "yesterday"}, "time stamp"),
    ({"setup": {"junk": json.loads("[" * 40 + "]" * 40)}}, "nested too deeply"),
    ({"setup": {"chips": [10 ** 30, 5, 5]}}, "set-up 'chips'"),
    ({"setup": {"pot": -1.5}}, "set-up 'pot'"),
    ({"seed": 2 ** 70}, "seed"),
    ({"actions": ["x" * 500]}, "action log"),
])
def test_values_out_of_range_are_refused(paths, change, words):
    f = paths.saves / "x.json"
    data = good_save()
    for key, value in change.items():  # the set-up's fields (and its seed) change inside it
        if key in ("setup", "seed"):
            data["setup"] = dict(data["setup"], **(value if key == "setup" else {"seed": value}))
        else:
            data[key] = value
    write(f, data)
    with pytest.raises(BadFile) as info:
        load_file(f)
    assert words in info.value.reason


def test_control_characters_and_lone_surrogates_never_reach_a_name(paths):
    data = good_save()
    data["seats"][0]["name"] = "An\x00a\x1b[31m\u202e"
    write(paths.saves / "named.json", data)
    rec, _state = load_file(paths.saves / "named.json")
    assert rec.seats[0].name == "Ana[31m\u202e"
    (paths.saves / "surrogate.json").write_text(json.dumps(data).replace("Bot 1", "Bot \\ud800"))
    with pytest.raises(BadFile, match="not valid Unicode"):
        load_file(paths.saves / "surrogate.json")


# ---- 3. special files ------------------------------------------------------------------------

def run_with_timeout(home, code: str, timeout: float = 60.0) -> str:
    """``code`` in a fresh interpreter with ``paths`` bound to ``home``'s; a hang fails."""
    script = textwrap.dedent("""
        import sys
        from pairs_table.storage.paths import get_paths
        paths = get_paths({"PAIRS_TABLE_HOME": sys.argv[1]})
    """) + textwrap.dedent(code)
    proc = subprocess.run([sys.executable, "-c", script, str(home)], capture_output=True, text=True,
                          timeout=timeout)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_pipes_devices_folders_and_links_never_hang_or_fill_memory(paths):
    os.mkfifo(paths.saves / "pipe.json")
    os.symlink("/dev/zero", paths.saves / "zero.json")
    os.symlink(paths.saves / "nowhere", paths.saves / "dangling.json")
    (paths.saves / "folder.json").mkdir()
    (paths.saves / "folder.json" / "inside").write_text("kept")
    write(paths.saves / "real.json", good_save())
    os.symlink(paths.saves / "real.json", paths.saves / "link-to-real.json")
    os.mkfifo(paths.settings_file)
    os.symlink("/dev/zero", paths.stats_file)
    os.symlink("/dev/zero", paths.saves / DAMAGED_INDEX)
    out = run_with_timeout(paths.saves.parent, """
        from pairs_table.storage.saves import SaveStore
        from pairs_table.storage.settings import SettingsStore
        from pairs_table.storage.stats import StatsStore
        s = SettingsStore(paths); s.load(); print("settings", bool(s.notice))
        t = StatsStore(paths).load(); print("stats", bool(t.notice))
        good, damaged = SaveStore(paths).scan()
        print("good", sorted(g.path.name for g in good))
        for d in damaged:
            print("damaged", d.name, "|", d.reason)
    """)
    lines = out.splitlines()
    assert "settings True" in lines and "stats True" in lines
    assert "good ['link-to-real.json', 'real.json']" in lines
    reasons = dict(line[len("damaged "):].split(" | ") for line in lines if line.startswith("damaged "))
    assert reasons["pipe.json"] == "it is a named pipe, not a file"
    assert reasons["zero.json"] == "it is a device, not a file"
    assert reasons["folder.json"] == "it is a folder, not a file"
    assert "cannot be read" in reasons["dangling.json"]
    listed = {d.name: d.moved_to for d in SaveStore(paths).damaged_files()}
    assert set(listed) == {"pipe.json", "zero.json", "folder.json", "dangling.json"}
    assert os.readlink(listed["zero.json"]) == "/dev/zero"  # the link was moved, not its target
    assert (listed["folder.json"] / "inside").read_text() == "kept"
    assert os.path.islink(paths.settings / "damaged" / "settings.json") is False
    assert os.readlink(paths.stats / "damaged" / "stats.json") == "/dev/zero"


def test_a_file_over_the_size_limit_is_refused_without_reading_it_all(paths, monkeypatch):
    import pairs_table.storage.safe_read as safe_read

    monkeypatch.setattr(safe_read, "MAX_BYTES", 1000)
    monkeypatch.setattr(safe_read.read_limited, "__defaults__", (1000,))
    monkeypatch.setattr(safe_read.read_json, "__defaults__", (1000,))
    write(paths.saves / "small.json", json.dumps(good_save(moves=2)))
    load_file(paths.saves / "small.json")
    write(paths.saves / "big.json", json.dumps(good_save(moves=2)) + " " * 1000)
    with pytest.raises(BadFile, match="too large"):
        load_file(paths.saves / "big.json")


# ---- 5. saves keyed by their file -------------------------------------------------------------

def test_a_copy_of_a_save_is_its_own_row_and_deleting_it_keeps_the_original(paths):
    store = SaveStore(paths)
    newer = good_save(moves=21, save_id="game-1")
    newer["updated"] = newer["created"] + 100
    write(paths.saves / "game-1.json", newer)
    write(paths.saves / "game-1 (conflicted copy).json", good_save(moves=5, save_id="game-1"))
    good, _ = store.scan()
    assert sorted(g.path.name for g in good) == ["game-1 (conflicted copy).json", "game-1.json"]
    older = next(g for g in good if g.path.name != "game-1.json")
    store.delete(older.path)
    assert [p.name for p in paths.saves.glob("*.json")] == ["game-1.json"]
    assert store.load("game-1")[0].actions == newer["actions"] and len(newer["actions"]) > 5


@pytest.mark.parametrize("bad_id", [None, "", "abc\n", "../up", "a" * 65, 7])
def test_a_save_without_a_valid_id_can_be_deleted_and_is_claimed_once(paths, bad_id):
    store = SaveStore(paths)
    data = good_save()
    if bad_id is None:
        data.pop("id")
    else:
        data["id"] = bad_id
    write(paths.saves / "odd name.json", data)
    (row,), damaged = store.scan()
    assert damaged == [] and row.path.name == "odd name.json"
    new_path = store.claim(row.record, row.path)
    assert new_path == store.path_of(row.record.id) and not (paths.saves / "odd name.json").exists()
    assert [p.name for p in paths.saves.glob("*.json")] == [new_path.name]  # renamed, never forked
    (again,), _ = store.scan()
    assert again.record.id == row.record.id and store.claim(again.record, again.path) == new_path
    assert again.record.actions == data["actions"]
    store.delete(again.path)
    assert list(paths.saves.glob("*.json")) == []


def test_an_id_with_a_trailing_newline_is_not_an_id(paths):
    with pytest.raises(ValueError):
        SaveStore(paths).path_of("abc\n")
    with pytest.raises(ValueError):
        SaveStore(paths).delete("../settings/settings.json")


# ---- 6. statistics: nothing dropped silently --------------------------------------------------

def test_bad_statistics_entries_are_named_and_their_file_kept_as_it_was(paths):
    data = {"version": 1, "players": {
        "Ana": {"pairs": entry(hands="40"), "hawthorn": entry(net=-7)},
        "Bo": {"blackstone": [22, 5]},
        "Cy\x00": {"pairs": entry()},
    }}
    raw = json.dumps(data).encode()
    paths.stats_file.write_bytes(raw)
    store = StatsStore(paths).load()
    assert "Ana at pairs" in store.notice and "Bo at blackstone" in store.notice and "Cy" in store.notice
    assert store.data["players"] == {"Ana": {"hawthorn": entry(net=-7)}, "Bo": {}}
    kept = list((paths.stats / "damaged").iterdir())
    assert [k.read_bytes() for k in kept] == [raw]
    store.record_hand("Ana", "pairs", won=True)
    store.save()
    assert [k.read_bytes() for k in (paths.stats / "damaged").iterdir()] == [raw]  # never written over
    again = StatsStore(paths).load()
    assert again.notice is None and again.entry("Ana", "hawthorn") == entry(net=-7)


@pytest.mark.parametrize("bad", [
    {"hands": -1}, {"hands": True}, {"won": 9}, {"net": 10 ** 16}, {"best_session": 1.5},
    {"history": [1] * 201}, {"history": "1,2"}, {"sessions_won": 2}, {"extra": 1},
])
def test_each_bad_statistics_figure_is_caught(paths, bad):
    write(paths.stats_file, stats_data(pairs=entry(**bad)))
    store = StatsStore(paths).load()
    assert store.data["players"] == {"Ana": {}} and "Ana at pairs" in store.notice


def test_two_programs_writing_statistics_to_one_folder_lose_nothing(paths):
    script = textwrap.dedent("""
        import sys
        from pairs_table.storage.paths import get_paths
        from pairs_table.storage.stats import StatsStore
        paths = get_paths({"PAIRS_TABLE_HOME": sys.argv[1]})
        store = StatsStore(paths).load()
        for i in range(int(sys.argv[3])):
            store.record_hand(sys.argv[2], "pairs", won=i % 2 == 0, net=1)
            store.record_hand("Both", "pairs", won=False)
            store.save()
        store.record_session("Both", "hawthorn", 3)
        store.save()
    """)
    n = 40
    procs = [subprocess.Popen([sys.executable, "-c", script, str(paths.saves.parent), name, str(n)])
             for name in ("Ana", "Bo")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    final = StatsStore(paths).load()
    assert final.notice is None
    assert final.entry("Ana", "pairs")["hands"] == n and final.entry("Bo", "pairs")["hands"] == n
    assert final.entry("Both", "pairs")["hands"] == 2 * n
    assert final.entry("Both", "hawthorn")["history"] == [3, 3]


# ---- 8. a folder that cannot be written --------------------------------------------------------

def test_bad_files_that_cannot_be_moved_are_listed_where_they_are(paths, monkeypatch):
    import pairs_table.storage.saves as saves

    def refuse(path, folder):
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(saves, "move_aside", refuse)
    (paths.saves / "bad.json").write_bytes(b"{nope")
    store = SaveStore(paths)
    _good, damaged = store.scan()
    assert [(d.name, d.moved, d.moved_to) for d in damaged] == [("bad.json", False, paths.saves / "bad.json")]
    assert [(d.name, d.moved) for d in store.damaged_files()] == [("bad.json", False)]
    assert (paths.saves / "bad.json").read_bytes() == b"{nope"


def test_statistics_that_cannot_be_kept_aside_are_never_written_over(paths, monkeypatch):
    import pairs_table.storage.stats as stats

    def refuse(*args):
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(stats, "move_aside", refuse)
    monkeypatch.setattr(stats, "keep_copy", refuse)
    for raw in (b"{broken", json.dumps(stats_data(pairs=entry(hands="4"))).encode()):
        paths.stats_file.write_bytes(raw)
        store = StatsStore(paths).load()
        assert "left as it is" in store.notice
        store.record_hand("Ana", "pairs", won=True)
        with pytest.raises(OSError):
            store.save()
        assert paths.stats_file.read_bytes() == raw


# ---- the fuzz suite: every reader --------------------------------------------------------------

JSON_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-(10 ** 45), 10 ** 45), st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12), st.sampled_from(["\x00", "\ud800x", "\u202e", "9" * 50, "NaN"]),
)
JSON_VALUES = st.recursive(JSON_LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)), max_leaves=20)
RAW_TEXTS = st.one_of(
    st.binary(max_size=200),
    st.sampled_from(["[" * 5000, '{"a":' * 3000, "1" * 5000, "NaN", "-Infinity", "1e400", '"\\ud800"', "\ufeff{}"]),
)


def dump(value) -> bytes:
    return json.dumps(value, allow_nan=True).encode("utf-8", "surrogatepass")


def nested(depth: int):
    value = []
    for _ in range(depth):
        value = [value]
    return value


FUZZ = hsettings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(raw=RAW_TEXTS)
def test_fuzz_read_json_raises_only_badfile(tmp_path_factory, raw):
    f = tmp_path_factory.mktemp("r") / "f.json"
    f.write_bytes(raw if isinstance(raw, bytes) else raw.encode("utf-8", "surrogatepass"))
    try:
        read_json(f)
    except BadFile as exc:
        assert exc.reason


@FUZZ
@given(data=st.data())
def test_fuzz_saves_load_cleanly_or_are_refused(tmp_path_factory, data):
    good = good_save(moves=4)
    key = data.draw(st.sampled_from(sorted(good) + ["setup", "summary"]))
    value = data.draw(st.one_of(JSON_VALUES, st.just(nested(60)), st.integers(-(10 ** 40), 10 ** 40)))
    where = data.draw(st.sampled_from(["field", "seat name", "seat"]))
    mutated = json.loads(json.dumps(good))
    if where == "field":
        mutated[key] = value
    elif where == "seat name":
        mutated["seats"][0]["name"] = value
    else:
        mutated["seats"][1] = value
    folder = tmp_path_factory.mktemp("s")
    paths = get_paths({"PAIRS_TABLE_HOME": str(folder)})
    paths.saves.mkdir(parents=True)
    (paths.saves / "m.json").write_bytes(dump(mutated))
    good_rows, damaged = SaveStore(paths).scan()
    assert len(good_rows) + len(damaged) == 1
    for rec, _state in good_rows:
        for seat in rec.seats:
            assert "\x00" not in seat.name and len(seat.name) <= 40
            seat.name.encode("utf-8")
        assert 0 <= rec.created <= 253402300799 and 0 <= rec.updated <= 253402300799
        json.dumps(rec.to_json(), ensure_ascii=False).encode("utf-8")  # the next autosave can write it


@FUZZ
@given(value=JSON_VALUES, raw=RAW_TEXTS, as_raw=st.booleans())
def test_fuzz_settings_always_load(tmp_path_factory, value, raw, as_raw):
    folder = tmp_path_factory.mktemp("t")
    paths = get_paths({"PAIRS_TABLE_HOME": str(folder)})
    paths.settings.mkdir(parents=True)
    body = (raw if isinstance(raw, bytes) else raw.encode("utf-8", "surrogatepass")) if as_raw else \
        dump({"version": 1, "language": value, "volume": value, "sound": value})
    paths.settings_file.write_bytes(body)
    store = SettingsStore(paths)
    s = store.load()
    assert isinstance(s, Settings) and 0.0 <= s.volume <= 1.0


@FUZZ
@given(players=st.one_of(JSON_VALUES, st.dictionaries(st.text(max_size=6), st.dictionaries(
    st.sampled_from(["pairs", "hawthorn", "x"]), st.one_of(JSON_VALUES, st.fixed_dictionaries(
        {}, optional={k: JSON_LEAVES for k in ("hands", "won", "net", "history", "best_session")}))),
    max_size=3)))
def test_fuzz_statistics_always_load_and_keep_the_file(tmp_path_factory, players):
    folder = tmp_path_factory.mktemp("u")
    paths = get_paths({"PAIRS_TABLE_HOME": str(folder)})
    paths.stats.mkdir(parents=True)
    raw = dump({"version": 1, "players": players})
    paths.stats_file.write_bytes(raw)
    store = StatsStore(paths).load()
    for name, games in store.data["players"].items():
        assert isinstance(name, str) and "\x00" not in name
        for e in games.values():
            assert all(isinstance(e[k], int) and abs(e[k]) <= 10 ** 15 for k in ("hands", "won", "net"))
    if store.notice is not None:  # something was left out: the file as it was is kept
        kept = list((paths.stats / "damaged").iterdir())
        assert len(kept) == 1 and kept[0].read_bytes() == raw


@FUZZ
@given(index=st.one_of(JSON_VALUES, RAW_TEXTS))
def test_fuzz_the_damaged_index_never_stops_the_list(tmp_path_factory, index):
    folder = tmp_path_factory.mktemp("v")
    paths = get_paths({"PAIRS_TABLE_HOME": str(folder)})
    paths.damaged.mkdir(parents=True)
    (paths.damaged / "a.json").write_bytes(b"x")
    body = index if isinstance(index, bytes) else (index.encode("utf-8", "surrogatepass") if isinstance(index, str)
                                                   else dump({"a.json": {"name": index, "reason": index}}))
    (paths.saves / DAMAGED_INDEX).write_bytes(body)
    (listed,) = SaveStore(paths).damaged_files()
    assert isinstance(listed.name, str) and isinstance(listed.reason, str) and "\x00" not in listed.name
