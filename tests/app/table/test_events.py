"""One dispatcher: each event reaches its handler once, in order, as the viewer may see it."""

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.table.events import EventDispatcher
from pairs_table.app.table.seats import Seats
from pairs_table.engine.base import Event
from pairs_table.engine.hawthorn import HawthornState
from pairs_table.engine.rng import Rng


def seats(humans=1):
    cfg = TableConfig("hawthorn", [SeatConfig(f"P{i}", "human" if i < humans else "ai") for i in range(3)])
    return Seats(cfg, hidden_info=True)


def test_handlers_by_kind_in_order_and_secrets_only_for_the_viewer():
    s = seats()
    got = []
    d = EventDispatcher(s.private)
    d.register({"deal": lambda ev: got.append(("deal", ev.seat, ev.secret)), "pair": lambda ev: got.append(("pair",))})
    d.feed([Event("deal", 0, {}, "", {"cards": [1, 2]}, (0,)), Event("deal", 1, {}, "", {"cards": [3, 4]}, (1,)),
            Event("unknown", None), Event("pair", 1, {"rank": 3})])
    assert got == [("deal", 0, {"cards": [1, 2]}), ("deal", 1, None), ("pair",)]
    assert d.kinds == {"deal", "pair"}


def test_a_real_deal_shows_the_viewers_hand_only():
    s = seats()
    st = HawthornState.new(3, {}, Rng(5))
    hands = {}
    d = EventDispatcher(s.private)
    d.on("deal", lambda ev: hands.__setitem__(ev.seat, (ev.secret or {}).get("cards")))
    d.feed(st.log)
    assert hands[0] == st.view(0)["my_hand"] and hands[1] is None and hands[2] is None
    s.viewer = 1  # a hand-over: the next events show seat 1's cards
    d.feed(st.log)
    assert hands[0] is None and hands[1] == st.view(1)["my_hand"]


def test_pass_and_play_starts_without_a_viewer():
    s = seats(humans=2)
    assert s.pass_and_play and s.viewer is None and not s.sees(0) and s.bottom_seat == 0
    assert not seats(humans=1).pass_and_play
