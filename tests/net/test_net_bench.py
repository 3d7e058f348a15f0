"""The bench's network figure (the figures themselves are the bench command's business)."""

from pairs_table.bench import format_report
from pairs_table.bench.net import bench_net


def test_latency_is_measured_at_eight_clients_of_a_hosted_table():
    r = bench_net(actions=30, timeout=60)
    assert r["clients"] == 8 and r["actions"] == 30
    assert 0 < r["p50"] <= r["p99"] and 0 < r["actor_p50"] <= r["actor_p99"]


def test_the_report_marks_a_latency_over_budget():
    res = {
        "frame_ms": {"p50": 3.0, "p99": 5.0}, "sprites": 40, "frame_table": "x",
        "frame_ms_by_table": {"x": {"p50": 3.0, "p99": 5.0, "sprites": 40}},
        "playouts_per_s": {"pairs": 50000}, "ai_ms": {},
        "startup_s": {"title": 0.4, "table": 0.9, "floor": 0.25, "table_game": "goblins_poker"},
        "net_ms": {"clients": 8, "actions": 600, "p50": 4.0, "p99": 25.0, "actor_p50": 3.0, "actor_p99": 9.0},
    }
    text = format_report(res)
    assert "8 clients on loopback, action to update: p50 4.00 ms, p99 25.00 ms (budget p99 < 20 ms: OVER BUDGET)" in text
    res["net_ms"]["p99"] = 12.0
    assert "p99 12.00 ms (budget p99 < 20 ms: ok)" in format_report(res)
