"""The bench command's parts (figures are the command's business, not the tests')."""

import pytest

from pairs_table.bench import format_report, percentile
from pairs_table.bench.ai_times import seeded_positions
from pairs_table.bench.frames import bench_blit_floor, bench_table
from pairs_table.bench.idle import bench_idle
from pairs_table.bench.startup import bench_startup


def test_percentile_interpolates():
    assert percentile([3, 1, 2, 4, 5], 50) == 3
    assert percentile([1, 2], 99) == pytest.approx(1.99)


def test_positions_are_fixed_by_the_seed_and_hold_a_choice():
    a = seeded_positions("hawthorn", 4)
    b = seeded_positions("hawthorn", 4)
    assert a == b and len(a) == 4
    assert all(len(legal) >= 2 for _, legal in a)


def test_a_table_is_measured_mid_game():
    r = bench_table("pairs", frames=15)
    assert r["table"] == "pairs (8 seats)"
    assert 0 < r["p50"] <= r["p99"] <= r["max"]
    assert 0 < r["cpu_max"]
    assert r["sprites"] >= 1  # cards are on the table
    assert 0 <= r["moving_share"] <= 1


def test_the_bare_window_floor_is_a_frame_time():
    assert bench_blit_floor(sprites=20, card_h=90, frames=10) > 0


def test_idle_cpu_is_measured_per_screen_through_the_real_loop(tmp_path, monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    res = bench_idle(0.3, screens=["title", "pairs"], ai_mode="inline")
    assert list(res) == ["title", "pairs"]
    for r in res.values():
        assert r["pct"] >= 0 and r["wakes"] >= 1
    assert res["title"]["full_draws"] == 0  # the title is not drawn while nothing happens
    assert res["pairs"]["full_draws"] == 0 and res["pairs"]["region_draws"] >= 1  # only the glow is
    assert (tmp_path / "saves").exists() is False or not any((tmp_path / "saves").iterdir())


def test_startup_reports_the_title_a_table_and_the_bare_window():
    res = bench_startup(runs=1, games=("pairs",))
    assert set(res) == {"title", "table", "floor", "table_game"}
    assert res["table_game"] == "pairs"
    assert all(res[k] > 0 for k in ("title", "table", "floor"))  # each reported its first frame


def test_report_marks_figures_over_budget():
    res = {
        "frame_ms": {"p50": 3.0, "p99": 9.5}, "sprites": 40, "frame_table": "x",
        "frame_ms_by_table": {"x": {"p50": 3.0, "p99": 9.5, "sprites": 40}},
        "playouts_per_s": {"hasenpfeffer": 11000, "pairs": 50000},
        "ai_ms": {"pairs": {"easy": 1.0, "normal": 60.0, "hard": 900.0},
                  "hasenpfeffer": {"easy": 1.0, "normal": 150.0, "hard": None}},
        "startup_s": {"title": 0.4, "table": 0.9, "floor": 0.25, "table_game": "goblins_poker"},
        "idle_cpu_pct": {"title": 0.1, "hasenpfeffer": 2.5},
        "idle_how": {"seconds": 10.0, "driver": "x11", "cpu_counted": "process and live children"},
    }
    res["frame_ms"].update({"max": 40.0, "floor_p99": 4.0})
    text = format_report(res)
    assert "p99 9.50 ms (budget p99 < 8 ms: OVER BUDGET)" in text
    assert "the table 2.4x that (budget <= 3x: ok)" in text
    assert "worst frame of any table: 40.0 ms (budget < 33 ms: OVER BUDGET)" in text
    assert "budget >= 12,000: OVER BUDGET" in text
    pairs_line = next(line for line in text.splitlines() if line.strip().startswith("pairs ") and "60.0" in line)
    assert "60.0!" in pairs_line
    hp_line = next(line for line in text.splitlines() if line.strip().startswith("hasenpfeffer") and "150.0" in line)
    assert "150.0!" not in hp_line
    assert "0.40 s = 1.6x the bare window (budget <= 2x: ok)" in text
    assert "0.90 s = 3.6x the bare window (budget <= 3x: OVER BUDGET)" in text
    assert "(budget title < 1.5 s: ok)" in text
    idle = text.split("CPU while nothing moves", 1)[1].splitlines()[1:]
    assert idle[0].split() == ["title", "0.10", "%"]
    assert idle[1].split() == ["hasenpfeffer", "2.50", "%", "OVER", "BUDGET"]
