"""The bench command's parts (figures are the command's business, not the tests')."""

import pytest

from pairs_table.bench import format_report, percentile
from pairs_table.bench.ai_times import seeded_positions
from pairs_table.bench.frames import bench_table


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
    assert 0 < r["p50"] <= r["p99"]
    assert r["sprites"] >= 1  # cards are on the table
    assert 0 <= r["moving_share"] <= 1


def test_report_marks_figures_over_budget():
    res = {
        "frame_ms": {"p50": 3.0, "p99": 9.5}, "sprites": 40, "frame_table": "x",
        "frame_ms_by_table": {"x": {"p50": 3.0, "p99": 9.5, "sprites": 40}},
        "playouts_per_s": {"hasenpfeffer": 11000, "pairs": 50000},
        "ai_ms": {"pairs": {"easy": 1.0, "normal": 60.0, "hard": 900.0},
                  "hasenpfeffer": {"easy": 1.0, "normal": 150.0, "hard": None}},
        "startup_s": 0.4,
    }
    text = format_report(res)
    assert "p99 9.50 ms (budget p99 < 8 ms: OVER BUDGET)" in text
    assert "budget >= 12,000: OVER BUDGET" in text
    pairs_line = next(line for line in text.splitlines() if line.strip().startswith("pairs ") and "60.0" in line)
    assert "60.0!" in pairs_line
    hp_line = next(line for line in text.splitlines() if line.strip().startswith("hasenpfeffer") and "150.0" in line)
    assert "150.0!" not in hp_line
    assert "(budget < 1.5 s: ok)" in text
