"""A chip session recorded when it was left, amended when it is carried on: one session,
its latest result, its best and its win as they now stand; the save remembers it."""

import json

import pytest

from pairs_table.storage.atomic import BadFile
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import load_file
from pairs_table.storage.stats import StatsStore
from test_storage import pairs_record, play_random


@pytest.fixture
def paths(tmp_path):
    return get_paths({"PAIRS_TABLE_HOME": str(tmp_path / "home")})


def test_an_amended_session_is_still_one_with_its_new_result(paths):
    s = StatsStore(paths).load()
    s.record_session("Ana", "hawthorn", 30, won=True)
    s.record_session("Ana", "hawthorn", 12, won=True)  # left before its end
    s.save()
    s2 = StatsStore(paths).load()  # carried on later, from another start of the program
    s2.amend_session("Ana", "hawthorn", 12, True, -7, won=False)
    s2.save()
    e = StatsStore(paths).load().entry("Ana", "hawthorn")
    assert (e["sessions"], e["sessions_won"], e["history"], e["best_session"]) == (2, 1, [30, -7], 30)


def test_an_amended_best_session_gives_way_to_the_best_left(paths):
    s = StatsStore(paths).load()
    s.record_session("Ana", "blackstone", 5)
    s.record_session("Ana", "blackstone", 40, won=True)
    s.amend_session("Ana", "blackstone", 40, True, 9, won=True)
    e = s.entry("Ana", "blackstone")
    assert (e["sessions"], e["sessions_won"], e["history"], e["best_session"]) == (2, 1, [5, 9], 9)


def test_an_amendment_the_file_has_no_session_for_counts_it_once(paths):
    s = StatsStore(paths).load()
    s.amend_session("Bo", "hawthorn", 4, False, 11, won=True)
    e = s.entry("Bo", "hawthorn")
    assert (e["sessions"], e["sessions_won"], e["history"], e["best_session"]) == (1, 1, [11], 11)


def test_a_save_remembers_the_recorded_session_and_refuses_a_bad_one(paths, tmp_path):
    rec = pairs_record(seed=3)
    play_random(rec, 4, 3)
    f = tmp_path / "s.json"
    rec.session_recorded = [4, -2, -2]
    f.write_text(json.dumps(rec.to_json()), encoding="utf-8")
    assert load_file(f)[0].session_recorded == [4, -2, -2]
    for bad in ([1, 2], "4", [1.5, 0, 0], [True, 0, 0]):
        f.write_text(json.dumps(dict(rec.to_json(), session_recorded=bad)), encoding="utf-8")
        with pytest.raises(BadFile, match="recorded session"):
            load_file(f)
