"""A hand's summary at a seat on another computer: made from what that seat was shown (the
hand's events as it saw them, the public facts), it says what the host's own summary of the
hand says (loopback only)."""

import time

import pytest

from net_helpers import LOOPBACK, fast, start_host
from pairs_table.app.table import remote
from pairs_table.app.table.summary import summary_of
from test_net_window import app, frames_until  # noqa: F401 - the window fixture

WAIT = 60.0


def shape(summary):
    """What a summary says, without the names (each side names the seats its own way)."""
    return {"title": summary.title.key, "lines": [getattr(x, "key", None) for x in summary.lines],
            "rows": [(r.change, r.total, tuple(r.seats), getattr(r.note, "key", None)) for r in summary.rows],
            "numbers": summary.numbers}


@pytest.mark.parametrize("game, others, seed, options", [
    ("pairs", ["easy", "easy"], 4, {}),
    ("hawthorn", ["easy", "easy"], 6, {}),
    ("hasenpfeffer", ["easy", "easy", "easy"], 2, {}),
    ("goblins_poker", ["easy", "easy"], 3, {}),
    ("blackstone", ["easy", "easy"], 5, {}),
    ("pyramid_poker", ["easy"], 1, {}),
    ("pyramid_poker", ["easy"], 2, {"scoring": "advanced"}),
])
def test_a_hands_summary_at_a_remote_seat_says_what_the_hosts_says(app, game, others, seed, options):
    from pairs_table.app import games
    from pairs_table.app.overlays.summary import SummaryScene

    at_host = []

    def observe(table, events):  # on the host, before any seat is told of the change
        if table.state.hand_over and not at_host:
            make = summary_of(games.get(game))
            hand = list(table.state.log[table.mark:])
            at_host.append(make(hand, table.facts, table.state.result(), lambda s: f"seat {s}"))

    host = start_host(game, ",".join(["remote"] + others), seed=seed, options=options, observer=observe,
                      settings=fast(deal_wait=WAIT))
    client = remote.join(LOOPBACK, host.port, host.code, name="Ann")
    table = app.screens.table(remote.table_config(client, "Ann", speed="instant"))
    end = time.monotonic() + WAIT
    while time.monotonic() < end and not isinstance(app.stack.top, SummaryScene):
        app.step(1 / 60)
        legal = table.legal_for_human()
        if legal:
            table.human_action(legal[0])
        time.sleep(0.001)
    shown = app.stack.top
    assert isinstance(shown, SummaryScene) and at_host
    assert host.table.state.hand_over  # the host waits for this seat before it deals
    assert shape(shown.summary) == shape(at_host[0])
    assert shown.summary.rows and shown.summary.lines
    first = table.facts.get("hand_no")
    shown.go_on()
    if host.table.state.is_over:  # the game's last hand: the result follows its summary
        assert frames_until(app, lambda: table.finished)
    else:  # continuing tells the host this seat has seen the hand: the next one is dealt, and
        # the seat's log of the hand starts afresh with it
        assert frames_until(app, lambda: table.facts.get("hand_no") == first + 1)
        assert all(e.seat is None or 0 <= e.seat < table.n for e in table.state.hand_events())
        assert len(table.state.hand_events()) < len(host.table.state.log)
    app.stack.pop()
    host.thread.stop()
