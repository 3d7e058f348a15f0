"""Chip sessions (rule book, section 6): SX-1, table stakes, eligibility, minimum players,
max_hands, the end-of-session split, standings and chip conservation, for all three chip
games; and the random-playout throughput helper."""

import json

import pytest

from pairs_table.engine.base import DISCARD, EventSink
from pairs_table.engine.blackstone import BlackstoneState
from pairs_table.engine.errors import IllegalAction, ScenarioError
from pairs_table.engine.goblins_poker import GoblinsPokerState
from pairs_table.engine.hawthorn import GAME as HAWTHORN, HawthornState
from pairs_table.bench.playouts import random_hands_per_second
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import build_state
from pairs_table.engine.session import BUSTED, IN, LEFT, Session

from chipgame_helpers import SCENARIOS, deal, play, random_session


def session(n=4, **kw):
    args = dict(ante=1, stake_mode=False, min_players=2, bankroll=100, max_hands=None)
    args.update(kw)
    return Session.start(n, **args)


# ---- SX-1 ---------------------------------------------------------------------------------


def test_sx1_short_fold_busts_and_the_hand_goes_on():
    s = HawthornState.new(3, {}, Rng(0), chips=[100, 2, 100], deals=[
        deal([[5, 2, 7, 10, 10], [4, 8, 9, 10, 7], [6, 3, 9, 10, 8]], [8, 9, 6]),
        deal([[3, 5, 7, 9, 10], [], [4, 6, 8, 9, 10]])])
    assert s.session.chips == [99, 1, 99]
    play(s, "choose 5", "choose 4", "choose 6")
    assert s.view(1)["L"] == 4
    ev = play(s, "fold")
    assert ev[0].data == {"seat": 1, "L": 4, "owed": 4, "paid": 1}
    assert ev[0].text == "seat 1 folded and paid 1 (all it had; 3 forgiven)"
    assert s.session.chips[1] == 0 and s.session.status[1] == IN  # busted only at the end of the hand
    assert not s.hand_over and s.to_act == 2
    ev = play(s, "hit", "hit", "play 3", "play 2", "hit")
    assert s.hand_over and s.session.status[1] == BUSTED
    assert [e.seat for e in ev if e.kind == "busted_out"] == [1]
    assert s.session.chips == [109, 0, 93]
    s.next_hand()
    assert s.seats_in == [0, 2] and s.session.pot == 2 and s.to_act == 0
    play(s, "choose 3", "choose 4")
    assert s.result()["active"] == [True, False, True] and s.result()["chips"] == [108, 0, 92]


# ---- Session unit tests ----------------------------------------------------------------


def test_pay_is_table_stakes():
    s = session(2, chips=[3, 10])
    assert s.pay(0, 5) == 3 and s.chips == [3 - 3, 10] and s.pot == 3
    assert s.pay(1, 4) == 4 and s.pot == 7
    assert s.conserved()


def test_antes_stakes_and_eligibility():
    s = session(3, chips=[1, 0, 7])
    assert s.begin_hand(DISCARD) == [0, 2]
    assert s.status == [IN, BUSTED, IN] and s.pot == 2 and s.chips == [0, 0, 6]
    b = session(3, ante=5, stake_mode=True, chips=[5, 4, 9])
    assert b.begin_hand(DISCARD) == [0, 2]
    assert b.status == [IN, LEFT, IN] and b.stakes == [5, 0, 5] and b.pot == 0 and b.chips == [0, 4, 4]
    assert b.conserved()
    assert b.standings()[1] == {"seat": 1, "chips": 4, "result": 4 - 4, "status": "left"}


def test_too_few_players_ends_the_session_before_a_hand():
    s = session(3, min_players=3, chips=[5, 0, 5], pot=4)
    ev = EventSink()
    assert s.begin_hand(ev) is None and s.over and s.end_reason == "too_few_players"
    # the pot goes to the players still in the session, one chip each from the dealer's left
    assert s.chips == [7, 0, 7] and s.pot == 0
    assert [e.kind for e in ev] == ["busted_out", "session_over"]


def test_end_of_session_split_gives_leftovers_clockwise_from_the_dealer_left():
    s = session(4, dealer=1, chips=[10, 10, 10, 10], pot=5)
    s.status[3] = LEFT
    s.finish("max_hands", DISCARD)
    # 5 among seats 0, 1, 2: 1 each and 2 left over, to seats 2 and 0 (left of dealer 1)
    assert s.chips == [12, 11, 12, 10] and s.pot == 0 and s.conserved()


def test_split_pot_keeps_the_remainder():
    s = session(4, pot=23)
    assert s.split_pot([0, 2, 3]) == (7, 2)
    assert s.chips == [107, 100, 107, 107] and s.pot == 2


def test_dealer_moves_to_the_next_seat_in_the_session():
    s = session(4, dealer=0)
    s.status[1] = BUSTED
    s.move_dealer()
    assert s.dealer == 2
    s.move_dealer()
    s.move_dealer()
    assert s.dealer == 0


def test_end_hand_with_max_hands():
    s = session(2, max_hands=2)
    s.begin_hand(DISCARD)
    s.take_pot(0)
    assert not s.end_hand([0], DISCARD) and s.chips == [101, 99]
    s.begin_hand(DISCARD)
    s.pay(1, 1)
    assert s.split_pot([0, 1]) == (1, 1)  # one chip stays in the pot
    assert s.end_hand([0, 1], DISCARD) and s.over
    # the last dealer is seat 1 (no move here), so the odd chip goes to seat 0
    assert s.pot == 0 and s.chips == [102, 98] and s.winners == [0, 1] and s.conserved()


def test_a_short_player_leaves_before_the_last_split_of_a_max_hands_session():
    # S-5 (when): the end of the last hand judges eligibility first; seat 2 (3 chips, short
    # of the 5-chip stake) leaves and takes no share of the pot split when the session ends.
    s = session(4, ante=5, stake_mode=True, max_hands=1, dealer=1, chips=[20, 20, 8, 20], pot=5)
    assert s.begin_hand(DISCARD) == [0, 1, 2, 3]
    for seat in (0, 1, 3):
        s.return_stake(seat)
    s.forfeit_stake(2)
    ev = EventSink()
    assert s.end_hand([0], ev) and s.over and s.end_reason == "max_hands"
    assert s.status == [IN, IN, LEFT, IN]
    assert [e.kind for e in ev] == ["left_session", "session_over"]
    # 10 among seats 3, 0 and 1 (clockwise from the dealer's left, seat 2 skipped)
    assert ev[1].data["shares"] == [3, 3, 0, 4] and s.chips == [23, 23, 3, 24] and s.conserved()
    assert s.standings()[2]["status"] == "left"


def test_a_short_player_leaves_before_too_few_players_end_the_session():
    s = session(2, ante=5, stake_mode=True, chips=[20, 9], pot=3)
    s.begin_hand(DISCARD)
    s.return_stake(0)
    s.forfeit_stake(1)
    ev = EventSink()
    assert s.end_hand([0], ev) and s.end_reason == "too_few_players"
    assert s.status == [IN, LEFT] and ev[-1].data["shares"] == [8, 0] and s.chips == [28, 4]


def test_a_player_who_left_takes_no_share_when_the_session_is_stopped():
    scn = json.loads((SCENARIOS / "blackstone-S5-when.json").read_text())
    scn.pop("note"), scn.pop("expect")
    scn["options"] = {}  # no hand limit: the session goes on after the hand
    st = build_state(scn)
    play(st, *scn["actions"])
    assert st.hand_over and not st.is_over
    assert st.session.status == [IN, IN, LEFT, IN] and st.session.pot == 1
    st.next_hand()  # the dealer moves past nobody: seat 2 is no longer in the session
    assert st.session.dealer == 3 and st.seats_in == [0, 1, 3]
    st = build_state(scn)
    play(st, *scn["actions"])
    ev = st.end_session()
    assert ev[0].data["shares"] == [0, 0, 0, 1]  # left of dealer 1, seat 2 skipped: seat 3
    assert st.session.chips == [108, 108, 1, 91]


def test_session_json_and_clone():
    s = session(3, chips=[4, 5, 6], pot=2)
    c = s.clone()
    c.chips[0] = 0
    assert s.chips[0] == 4
    assert Session.from_json(s.to_json()).to_json() == s.to_json()


def test_options():
    opts = HAWTHORN.resolve_options({})
    assert opts == {"bankroll": 100, "max_hands": None}
    assert HAWTHORN.resolve_options({"max_hands": 3, "bankroll": 20}) == {"bankroll": 20, "max_hands": 3}
    with pytest.raises(ScenarioError):
        HAWTHORN.resolve_options({"max_hands": 0})
    with pytest.raises(ScenarioError):
        HAWTHORN.resolve_options({"bankroll": "lots"})
    with pytest.raises(ScenarioError, match="not an option"):
        HAWTHORN.resolve_options({"goblin_pass_cost": "low_only"})


# ---- sessions through the games -----------------------------------------------------------


def test_max_hands_ends_a_goblins_session_and_splits_the_remainder():
    hands = [[1, 2, 3, 4, 5, 6], [9, 9, 10, 8, 7, 6], [10, 2, 3, 4, 5, 6], [8, 3, 4, 5, 6, 7]]
    shuffles = [[2, 9, 2, 3], [3, 3, 4], [4, 4, 5], [5, 5, 6], [6, 6, 7]]
    s = GoblinsPokerState.new(4, {"max_hands": 1}, Rng(0), pot=10, deals=[deal(hands, [], shuffles)])
    ev = play(s, "choose 1", "choose 9", "choose 10", "choose 8", "play 2", "play 9", "play 2", "play 3",
              "play 3", "play 3", "play 4", "play 4", "play 4", "play 5", "play 5", "play 5", "play 6",
              "play 6", "play 6", "play 7")
    assert s.is_over and s.hand_over and s.result()["over"]
    # 23 split 7 each to A, C, D leave 2 in the pot; at the end of the session they go one
    # each to the players still in it (B too), clockwise from the dealer's (D) left: A, B
    over = [e for e in ev if e.kind == "session_over"][0]
    assert over.data["shares"] == [1, 1, 0, 0] and s.session.pot == 0
    assert s.session.chips == [107, 91, 106, 106]
    assert s.result()["winners"] == [0, 2, 3]
    with pytest.raises(IllegalAction, match="over"):
        s.next_hand()
    with pytest.raises(IllegalAction, match="session is over"):
        s.apply("pass")


def test_standings_after_a_session():
    s = BlackstoneState.new(3, {"max_hands": 1}, Rng(0), deals=[deal([[4], [9], [6]], [2, 5, 6])], pot=2)
    play(s, "take 3", "pass", "pass")
    assert s.is_over
    assert [(r["chips"], r["result"]) for r in s.standings()] == [(118, 18), (92, -8), (92, -8)]


@pytest.mark.parametrize("cls,players", [(HawthornState, 2), (HawthornState, 5), (GoblinsPokerState, 3),
                                         (GoblinsPokerState, 7), (BlackstoneState, 2), (BlackstoneState, 6)])
def test_long_sessions_with_small_bankrolls_end_and_conserve_chips(cls, players):
    for seed in range(4):
        rng = Rng(seed + 100)
        s, _ = random_session(cls, players, seed, [rng.below(1 << 16) for _ in range(600)],
                              {"bankroll": 8, "max_hands": 40}, check_all_legal=False, leak_every=17)
        if s.is_over:
            assert s.session.pot == 0 and sum(s.session.chips) == 8 * players
            assert sum(st == IN for st in s.session.status) >= 1


@pytest.mark.parametrize("game,players", [("hawthorn", 3), ("goblins_poker", 4), ("blackstone", 4)])
def test_random_hands_per_second(game, players):
    rate = random_hands_per_second(game, players, 0.2, seed=1)
    assert rate > 0  # hands were played to the end (speed is measured by the bench command)


@pytest.mark.parametrize("cls,players", [(HawthornState, 4), (GoblinsPokerState, 5), (BlackstoneState, 3)])
def test_determinize_keeps_the_view_and_the_cards(cls, players):
    from collections import Counter

    from pairs_table.engine.cards import PAIRS_DECK

    changed = 0
    for seed in range(6):
        rng = Rng(seed)
        s = cls.new(players, {}, Rng(seed))
        for step in range(rng.below(25)):
            if s.hand_over:
                break
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
        for seat in range(players):
            d = s.determinize(seat, Rng(seed * 7 + seat))
            want = {k: v for k, v in s.view(seat).items() if k != "log"}
            assert {k: v for k, v in d.view(seat).items() if k != "log"} == want
            assert Counter(d.all_cards()) == Counter(PAIRS_DECK) and not d.record
            changed += d.draw != s.draw or getattr(d, "hands", None) != getattr(s, "hands", None)
            while not d.hand_over:
                legal = d.legal_actions()
                d.apply(legal[rng.below(len(legal))])
                assert d.chips_conserved()
    assert changed  # the hidden cards really were dealt again
