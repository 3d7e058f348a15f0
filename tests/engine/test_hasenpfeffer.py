"""Hasenpfeffer (rules part A): the worked examples H-X1..H-X6, rule by rule, and property
tests of random legal games over every option combination."""

import itertools
import json

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.engine import hasenpfeffer as hp
from pairs_table.engine.base import DealScript
from pairs_table.engine.errors import IllegalAction, ScenarioError
from pairs_table.engine.hasenpfeffer import GAME, HasenpfefferState
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import ScenarioFailure, run_scenario

# ---- an independent model of the ranking (written from the rule book, not the engine) --------

SISTER = {"C": "S", "S": "C", "D": "H", "H": "D"}
PLAIN = ["A", "K", "Q", "J", "10", "9"]


def eff(name, trump):
    if name == "JOKER" or name == "J" + SISTER[trump]:
        return trump
    return name[-1]


def trump_order(trump):
    return ["JOKER", "J" + trump, "J" + SISTER[trump]] + [r + trump for r in ("A", "K", "Q", "10", "9")]


def power(name, trump, led):
    if eff(name, trump) == trump:
        return 100 - trump_order(trump).index(name)
    if eff(name, trump) == led:
        return 10 - PLAIN.index(name[:-1])
    return -1


def names(ids):
    return [GAME.card_name(c) for c in ids]


# ---- helpers --------------------------------------------------------------------------


def make(hands, widow, dealer=0, scores=None, more=(), **options):
    """A state whose first deal is ``hands`` (N, E, S, W, card names) and ``widow``."""
    deals = [DealScript([[GAME.parse_card(c) for c in h] for h in hands], [GAME.parse_card(widow)], [])]
    for h, w in more:
        deals.append(DealScript([[GAME.parse_card(c) for c in x] for x in h], [GAME.parse_card(w)], []))
    return HasenpfefferState.new(4, options, Rng(0), dealer=dealer, scores=scores, deals=deals)


def play(state, actions):
    for a in actions.split(",") if isinstance(actions, str) else actions:
        state.apply(a.strip())


def legal(state):
    return sorted(state.legal_strings())


def trick_winners(state):
    return [t["winner"] for t in state.view(None)["tricks"]]


# H-X4's deal (dealer N); also used by H-X5 and the game-end examples.
X4_HANDS = [["QH", "10H", "AD", "KD", "9D", "JS"], ["JH", "AH", "KS", "QS", "10D", "9H"],
            ["JOKER", "AC", "KC", "QD", "10C", "9S"], ["JD", "KH", "AS", "10S", "JC", "QC"]]
X4_AUCTION = "bid 2, bid 3, pass, pass, bid 4, pass"
X4_PLAY = ("play JH, play JOKER, play KH, play 10H, play AC, play JC, play 9D, play 9H, "
           "play AH, play 9S, play JD, play QH, play AS, play JS, play QS, play 10C, "
           "play 10S, play AD, play KS, play QD, play 10D, play KC, play QC, play KD")


# ---- H-X1 ------------------------------------------------------------------------------

def ids(text):
    return [GAME.parse_card(c) for c in text.split()]


def test_hx1_hearts_trump_card_order():
    H, D, C, S = (hp.SUITS.index(x) for x in "HDCS")
    assert hp.suit_ranking(H, H) == ids("JOKER JH JD AH KH QH 10H 9H")
    assert hp.suit_ranking(D, H) == ids("AD KD QD 10D 9D")
    assert hp.suit_ranking(C, H) == ids("AC KC QC JC 10C 9C")
    assert hp.suit_ranking(S, H) == ids("AS KS QS JS 10S 9S")
    assert hp.effective_suit(GAME.parse_card("JD"), H) == H
    assert hp.effective_suit(GAME.parse_card("JOKER"), H) == H
    assert hp.effective_suit(GAME.parse_card("JC"), H) == C


def test_hx1_spades_trump_card_order():
    C, S = hp.SUITS.index("C"), hp.SUITS.index("S")
    assert hp.suit_ranking(S, S) == ids("JOKER JS JC AS KS QS 10S 9S")
    assert hp.suit_ranking(C, S) == ids("AC KC QC 10C 9C")
    assert hp.effective_suit(GAME.parse_card("JC"), S) == S


def test_count_check_and_model_agree_for_every_trump():
    for t in range(4):
        sizes = sorted(len(hp.suit_ranking(s, t)) for s in range(4))
        assert sizes == [5, 6, 6, 8]
        for c in hp.DECK_STD:
            assert hp.SUITS[hp.effective_suit(c, t)] == eff(GAME.card_name(c), hp.SUITS[t])


# ---- H-X2 and H-X3 (through states) ------------------------------------------------------

X2_HANDS = [["AD", "JOKER", "QH", "10S", "KC", "9D"], ["KD", "9H", "QS", "KS", "QD", "KH"],
            ["JD", "9C", "AS", "JC", "9S", "AH"], ["10D", "JH", "JS", "QC", "10C", "10H"]]
X2_FIRST = ("bid 2, pass, pass, pass, trump H, discard 9H, play KH, play AH, play 10H, play JOKER, "
            "play KC, play AC, play JC, play QC, play QS, play 9S, play JS, play 10S")


def test_hx2_left_bower_is_not_a_diamond():
    s = make(X2_HANDS, "AC")
    play(s, X2_FIRST)
    assert trick_winners(s) == [0, 1, 1]
    play(s, "play KD")  # E leads KD
    assert s.to_act == 2
    assert legal(s) == sorted(["play JD", "play 9C", "play AS"])
    play(s, "play JD")
    assert s.to_act == 3 and legal(s) == ["play 10D"]  # W must follow diamonds
    with pytest.raises(IllegalAction):
        s.apply("play JH")
    play(s, "play 10D, play AD")
    t = s.view(None)["tricks"][3]
    assert names(c for _, c in t["cards"]) == ["KD", "JD", "10D", "AD"]
    assert t["winner"] == 2  # JD, the only trump, beats AD
    assert s.to_act == 2 and legal(s) == ["play 9C", "play AS"]


X3_HANDS = [["AS", "JS", "9H", "QS", "KC", "10D"], ["JOKER", "QH", "QD", "KS", "9D", "AC"],
            ["JC", "AH", "KH", "10H", "10S", "9C"], ["AD", "KD", "9S", "JD", "QC", "JH"]]
X3_FIRST = ("bid 2, pass, pass, pass, trump S, discard KS, play AC, play 9C, play QC, play KC, "
            "play 10C, play 10S, play 9S, play 10D, play 10H, play JH, play 9H, play QH")


def test_hx3_led_joker_is_a_trump_lead():
    s = make(X3_HANDS, "10C")
    play(s, X3_FIRST)
    play(s, "play JOKER")
    assert s.to_act == 2 and legal(s) == ["play JC"]  # left bower, S's only trump
    play(s, "play JC")
    assert legal(s) == ["play AD", "play JD", "play KD"]  # W has no trump: anything
    play(s, "play AD, play AS")
    t = s.view(None)["tricks"][3]
    assert names(c for _, c in t["cards"]) == ["JOKER", "JC", "AD", "AS"]
    assert t["winner"] == 1
    assert s.to_act == 1


# ---- H-X4 ------------------------------------------------------------------------------

def test_hx4_auction():
    s = make(X4_HANDS, "9C")
    order = []
    for a in [x.strip() for x in X4_AUCTION.split(",")]:
        order.append(s.to_act)
        s.apply(a)
    assert order == [1, 2, 3, 0, 1, 2]
    v = s.view(None)
    assert v["declarer"] == 1 and v["contract"] == "4" and v["high_bidder"] == 1
    assert [b["bid"] for b in v["bids"]] == ["2", "3", "pass", "pass", "4", "pass"]
    assert s.to_act == 1 and legal(s) == ["trump C", "trump D", "trump H", "trump S"]
    assert GAME.card_name(s.view(1)["widow"]) == "9C" and len(s.view(1)["hand"]) == 7
    assert all(s.view(x)["widow"] is None for x in (0, 2, 3))
    play(s, "trump H")
    assert len(legal(s)) == 7
    play(s, "discard 9C")
    assert sorted(names(s.view(1)["hand"])) == sorted("JH AH KS QS 10D 9H".split())
    assert GAME.card_name(s.view(1)["discard"]) == "9C"
    assert all(s.view(x)["discard"] is None for x in (0, 2, 3))
    assert s.to_act == 1  # first lead: left of the dealer


def test_hx4_complete_deal():
    s = make(X4_HANDS, "9C")
    play(s, X4_AUCTION + ", trump H, discard 9C")
    # trick 1: S's only trump is the Joker and it must be played
    play(s, "play JH")
    assert legal(s) == ["play JOKER"]
    play(s, X4_PLAY.split(", ", 1)[1])
    v = s.view(None)
    assert [t["leader"] for t in v["tricks"]] == [1, 2, 1, 3, 3, 1]
    assert trick_winners(s) == [2, 1, 3, 3, 1, 0]
    assert v["tricks_won"] == [2, 4]
    assert s.hand_over and not s.is_over and s.to_act is None and s.legal_actions() == []
    assert s.scores == [0, 4]
    r = s.result()
    assert r["winners"] is None and r["active"] == [True] * 4 and r["chips"] is None
    s.next_hand()
    assert s.dealer == 1 and s.to_act == 2 and s.scores == [0, 4]


def test_hx4_per_trick():
    s = make(X4_HANDS, "9C", defender_scoring="per_trick")
    play(s, X4_AUCTION + ", trump H, discard 9C, " + X4_PLAY)
    assert s.scores == [2, 4]


# ---- H-X5 ------------------------------------------------------------------------------

def test_hx5a_forced_bid():
    s = make(X4_HANDS, "9C")
    play(s, "pass, pass, pass, pass")
    v = s.view(None)
    assert v["declarer"] == 2 and v["forced"] and v["contract"] == "3"
    assert s.to_act == 2 and legal(s) == ["trump C", "trump D", "trump H", "trump S"]
    kinds = [e.kind for e in s.log]
    assert kinds[-3:] == ["forced_bid", "auction_won", "widow_taken"]
    # NS takes 2 tricks, so the forced 3 fails: -3
    play(s, "trump S, discard 9S, play JH, play QD, play KH, play 10H, play QC, play JS, play AH, "
            "play 10C, play 9D, play 10D, play KC, play JD, play JC, play QH, play QS, play JOKER, "
            "play AC, play 10S, play KD, play KS, play 9H, play 9C, play AS, play AD")
    assert s.scores == [-3, 0] and s.view(None)["tricks_won"] == [2, 4]


def test_hx5b_annulled_deal_passes_the_deal_left():
    annulled = [h[:] for h in X4_HANDS]
    annulled[2][0] = "9C"
    s = make(annulled, "JOKER", more=[(X4_HANDS, "9C")])
    play(s, "pass, pass, pass, pass")
    assert s.hand_over and not s.is_over and s.scores == [0, 0]
    assert s.view(None)["annulled"] and s.view(None)["declarer"] is None
    assert GAME.card_name(s.view(3)["widow"]) == "JOKER"  # made public
    assert s.log[-1].kind == "annulled"
    s.next_hand()
    assert s.dealer == 1 and s.to_act == 2 and s.deal_no == 2
    play(s, "pass")
    assert s.to_act == 3 and legal(s) == sorted(["pass"] + [f"bid {i}" for i in range(1, 7)])


def test_hx5c_single_round_and_open():
    s = make(X4_HANDS, "9C", auction_style="single_round")
    play(s, "pass, bid 2, bid 3, pass")
    assert s.view(None)["declarer"] == 3 and s.to_act == 3
    o = make(X4_HANDS, "9C")
    play(o, "pass, bid 2, bid 3, pass")
    assert o.to_act == 2 and legal(o) == sorted(["pass", "bid 4", "bid 5", "bid 6"])
    play(o, "pass")  # S passes: W alone holds the high bid
    assert o.view(None)["declarer"] == 3


def test_single_round_nobody_bids_is_forced():
    s = make(X4_HANDS, "9C", auction_style="single_round")
    play(s, "pass, pass, pass, pass")
    assert s.view(None)["forced"] and s.view(None)["declarer"] == 2


def test_open_last_player_may_still_bid_after_three_passes():
    s = make(X4_HANDS, "9C")
    play(s, "pass, pass, pass")
    assert s.to_act == 0 and "bid 1" in legal(s)
    play(s, "bid 1")
    assert s.view(None)["declarer"] == 0 and not s.view(None)["forced"]


def test_passed_player_is_skipped():
    s = make(X4_HANDS, "9C")
    play(s, "bid 1, pass, bid 2, bid 3")  # E 1, S passes, W 2, N 3
    assert s.to_act == 1
    play(s, "bid 4")
    assert s.to_act == 3  # S has passed and is skipped


def test_hx5d_big_pepper_ends_the_auction():
    s = make(X4_HANDS, "9C", bid_scale="pepper")
    assert "bid little pepper" in s.legal_strings() and "bid 6" not in s.legal_strings()
    play(s, "bid 3, bid big pepper")
    v = s.view(None)
    assert v["declarer"] == 2 and v["contract"] == "big pepper" and v["big_pepper"] and v["contract_size"] == 6


def test_hx5e_big_pepper_over_little_pepper():
    s = make(X4_HANDS, "9C", bid_scale="pepper")
    play(s, "bid little pepper, pass")
    assert legal(s) == ["bid big pepper", "pass"]
    play(s, "bid big pepper")
    assert s.view(None)["declarer"] == 3 and s.to_act == 3


def test_numeric_six_ends_the_auction():
    s = make(X4_HANDS, "9C")
    play(s, "bid 6")
    assert s.view(None)["declarer"] == 1 and s.to_act == 1


# ---- H-X6 ------------------------------------------------------------------------------

@pytest.mark.parametrize("case,level,t,lone,own,defend", [
    ("a", 3, 5, False, 5, 1),
    ("b", 4, 2, False, -4, 4),
    ("c", 6, 6, False, 6, 0),
    ("c-pepper", 6, 6, False, 6, 0),
    ("d", 6, 5, False, -6, 1),
    ("e", 7, 6, False, 12, 0),
    ("f", 7, 4, False, -12, 2),
    ("g", 3, 4, True, 8, 2),
    ("h", 7, 5, True, -24, 1),
])
def test_hx6_scoring_table(case, level, t, lone, own, defend):
    assert hp.deal_score(level, t, lone, False) == (own, 0)
    assert hp.deal_score(level, t, lone, True) == (own, defend)


def test_hx6a_through_a_state():
    hands = [["KD", "9S", "KC", "QD", "9C", "JC"], ["10S", "10D", "9H", "10C", "JOKER", "AH"],
             ["AC", "JS", "10H", "QC", "AS", "JD"], ["KS", "QS", "QH", "JH", "KH", "9D"]]
    acts = ("bid 3, pass, pass, pass, trump H, discard AD, play 10C, play QC, play JH, play 9C, "
            "play QH, play 9S, play JOKER, play JD, play 9H, play 10H, play KH, play KC, play QS, "
            "play KD, play 10S, play JS, play KS, play QD, play 10D, play AS, play AC, play 9D, "
            "play JC, play AH")
    for opt, want in (("none", [0, 5]), ("per_trick", [1, 5])):
        s = make(hands, "AD", defender_scoring=opt)
        play(s, acts)
        assert s.view(None)["tricks_won"] == [1, 5] and s.scores == want


LONE_HANDS = [["10C", "JD", "QC", "9D", "10H", "QD"], ["KD", "KC", "9S", "KS", "JC", "AD"],
              ["QH", "QS", "9C", "AC", "AH", "9H"], ["AS", "JOKER", "10D", "KH", "JS", "10S"]]
LONE_PLAY = ("play QD, play AC, play 10D, play 10H, play QH, play JH, play 9H, play KH, play QC, "
             "play JS, play 9D, play QS, play JOKER, play JD, play AH, play AS, play 10C, play 9C")


def test_hx6g_lone_hand():
    s = make(LONE_HANDS, "JH", lone_hand=True, defender_scoring="per_trick")
    play(s, "pass, pass, bid 3, pass, trump S, discard 10S")
    assert s.to_act == 3 and legal(s) == ["alone", "partner"]
    play(s, "alone")
    assert s.result()["active"] == [True, False, True, True]
    assert s.view(1)["hand"] == [] and s.view(1)["sitting_out"] == 1
    assert s.to_act == 0  # left of the declarer leads
    play(s, "play QD, play AC")
    assert s.to_act == 3  # E is skipped
    play(s, LONE_PLAY.split(", ", 2)[2])
    v = s.view(None)
    assert all(len(t["cards"]) == 3 and 1 not in [x for x, _ in t["cards"]] for t in v["tricks"])
    assert v["tricks_won"] == [2, 4] and s.scores == [2, 8]


def test_lone_hand_declined_plays_normally():
    s = make(LONE_HANDS, "JH", lone_hand=True)
    play(s, "pass, pass, bid 3, pass, trump S, discard 10S, partner")
    assert s.to_act == 1 and s.result()["active"] == [True] * 4 and len(s.view(1)["hand"]) == 6


def _game_end(scores, hands, widow, actions, **options):
    s = make(hands, widow, scores=scores, **options)
    play(s, actions)
    return s


def test_hx6i_contracting_side_wins():
    # H-X4's deal: EW bids 4 and takes 4
    s = _game_end([8, 7], X4_HANDS, "9C", X4_AUCTION + ", trump H, discard 9C, " + X4_PLAY)
    assert s.is_over and s.scores == [8, 11] and s.result()["winners"] == [1, 3]
    assert s.log[-1].kind == "game_won"
    with pytest.raises(IllegalAction):
        s.next_hand()
    s = _game_end([8, 7], X4_HANDS, "9C", X4_AUCTION + ", trump H, discard 9C, " + X4_PLAY,
                  defender_scoring="per_trick")
    assert s.is_over and s.scores == [10, 11] and s.result()["winners"] == [1, 3]  # H-D11


def test_hx6j_game_goes_on_below_target():
    hands = [["9H", "JS", "QS", "AH", "10S", "AC"], ["KH", "10C", "KD", "10D", "QH", "9S"],
             ["AD", "AS", "KS", "JC", "10H", "JH"], ["QD", "9D", "JD", "9C", "KC", "QC"]]
    acts = ("pass, bid 5, pass, pass, trump D, discard AS, play KH, play 10H, play KC, play AH, "
            "play 9H, play QH, play KS, play QC, play 10D, play JOKER, play QD, play JS, play JH, "
            "play JD, play 10S, play KD, play 9D, play AC, play 9S, play AD, play JC, play 9C, "
            "play QS, play 10C")
    s = _game_end([9, -3], hands, "JOKER", acts)
    assert s.view(None)["tricks_won"] == [4, 2]
    assert not s.is_over and s.scores == [4, -3] and s.result()["winners"] is None


def test_hx6k_reaching_target_wins():
    hands = [["JS", "AS", "KS", "10S", "9C", "QC"], ["QS", "QD", "9S", "10D", "KD", "JD"],
             ["KC", "9D", "JC", "JH", "QH", "AH"], ["KH", "AC", "9H", "10C", "AD", "JOKER"]]
    acts = ("pass, pass, pass, bid 2, trump H, discard 10S, play JD, play JH, play JOKER, play 10H, "
            "play AD, play QC, play 10D, play 9D, play AC, play 9C, play QS, play KC, play KH, "
            "play JS, play QD, play AH, play QH, play 9H, play AS, play 9S, play JC, play 10C, "
            "play KS, play KD")
    s = _game_end([7, 9], hands, "10H", acts)
    assert s.view(None)["tricks_won"] == [3, 3]
    assert s.is_over and s.scores == [10, 9] and s.result()["winners"] == [0, 2]


def test_target_option():
    s = make(X4_HANDS, "9C", target=4)
    play(s, X4_AUCTION + ", trump H, discard 9C, " + X4_PLAY)
    assert s.is_over and s.result()["winners"] == [1, 3]


# ---- input, setup and info --------------------------------------------------------------

def test_game_info_and_cards():
    assert GAME.hidden_info and GAME.blurb and GAME.state_class is HasenpfefferState
    assert GAME.parse_card("JOKER") == 52 and GAME.card_name(52) == "JOKER"
    assert GAME.card_name(GAME.parse_card("10h")) == "10H"
    with pytest.raises(ScenarioError):
        GAME.parse_card("2C")
    assert len(set(hp.TO_STD)) == 25 and sorted(hp.TO_STD) == list(hp.DECK_STD)


def test_random_first_dealer_from_the_state_rng():
    dealers = {HasenpfefferState.new(4, {}, Rng(seed)).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert HasenpfefferState.new(4, {}, Rng(5)).dealer == HasenpfefferState.new(4, {}, Rng(5)).dealer


def test_action_text_forms():
    s = make(X4_HANDS, "9C", bid_scale="pepper")
    assert s.string_to_action("  BID   Little  Pepper ") == s.string_to_action("bid little pepper")
    for bad in ("bid 6", "bid 0", "bid seven", "trump X", "play 2C", "dance", "discard"):
        with pytest.raises(IllegalAction):
            s.string_to_action(bad)
    n = make(X4_HANDS, "9C")
    with pytest.raises(IllegalAction):
        n.string_to_action("bid big pepper")
    for a in range(hp.PARTNER + 1):
        assert s.string_to_action(s.action_to_string(a)) == a
        if a == hp.BID0 + 7:  # Big Pepper does not exist on the numeric scale
            with pytest.raises(ValueError):
                n.action_to_string(a)
        else:
            assert n.string_to_action(n.action_to_string(a)) == a


@pytest.mark.parametrize("actions,why", [
    ("play JH", "auction"),
    ("bid 2, bid 2", "higher"),
    ("bid 6, play JH", "trump"),
    ("bid 6, trump H, discard AS", "hand"),
])
def test_illegal_actions_explain_and_change_nothing(actions, why):
    s = make(X4_HANDS, "9C")
    acts = [a.strip() for a in actions.split(",")]
    play(s, acts[:-1])
    before = json.dumps(s.to_json())
    with pytest.raises(IllegalAction) as err:
        s.apply(acts[-1])
    assert why in str(err.value)
    assert json.dumps(s.to_json()) == before


def test_scenario_errors_are_refused():
    base = {"game": "hasenpfeffer", "players": 4, "dealer": 0}
    for deals in ([{"hands": [["9C"] * 1, [], [], []], "deck": ["9C"]}],
                  [{"hands": [["9C", "10C", "JC", "QC", "KC", "AC", "9D"], [], [], []]}],
                  [{"hands": [[], [], [], []], "deck": ["9C", "10C"]}],
                  [{"hands": [["2C"], [], [], []]}]):
        with pytest.raises(ScenarioFailure):
            run_scenario(dict(base, deals=deals))
    with pytest.raises(ScenarioFailure):
        run_scenario(dict(base, players=3))
    with pytest.raises(ScenarioFailure):
        run_scenario(dict(base, options={"bid_scale": "loud"}))
    out = run_scenario(dict(base, actions=["pass"]))
    assert out["ok"] and out["to_act"] == 2


def test_partial_deal_is_filled_from_the_seed():
    def partial():
        return [DealScript([[GAME.parse_card("JOKER")], [], [], []], [], [])]
    s = HasenpfefferState.new(4, {}, Rng(3), dealer=0, deals=partial())
    t = HasenpfefferState.new(4, {}, Rng(3), dealer=0, deals=partial())
    assert s.hands == t.hands and s.hands[0][0] == hp.JOKER_I
    assert sorted(sum(s.hands, []) + [s.widow]) == list(range(25))


def test_events_and_log_keep_secrets():
    s = make(X4_HANDS, "9C")
    play(s, X4_AUCTION + ", trump H, discard 9C, " + X4_PLAY)
    kinds = [e.kind for e in s.log]
    for k in ("deal", "bid", "pass", "auction_won", "widow_taken", "trump", "discard", "play", "trick", "score"):
        assert k in kinds
    assert kinds.count("trick") == 6 and kinds.count("play") == 24
    for e in s.log:
        if e.kind in ("widow_taken", "discard"):
            assert e.secret == {"card": GAME.parse_card("9C")} and e.viewers == (1,)
            assert "card" not in e.data and e.for_seat(0).secret is None and e.for_seat(1).secret
    assert not any("9C" in line for line in s.public_log())
    json.dumps([e.to_json() for e in s.log])


# ---- property tests ------------------------------------------------------------------------

OPTION_SETS = [dict(auction_style=a, bid_scale=b, lone_hand=l, defender_scoring=d)
               for a, b, l, d in itertools.product(("open", "single_round"), ("numeric", "pepper"),
                                                   (False, True), ("none", "per_trick"))]


def all_cards(s):
    cards = [c for h in s.hands for c in h] + list(s.aside) + [c for _, c in s.played]
    if s.discard >= 0:
        cards.append(s.discard)
    if s.declarer < 0:  # the widow is not taken (auction, or annulled deal)
        cards.append(s.widow)
    return cards


def hidden_permuted(s, seat, rng):
    """A copy of ``s`` where every card ``seat`` cannot see is dealt again at random."""
    c = s.clone()
    slots = [(c.hands, x) for x in range(4) if x != seat]
    pool = [card for lst, x in slots for card in lst[x]]
    pool += c.aside
    widow = c.declarer < 0 and not c.annulled
    if widow:
        pool.append(c.widow)
    disc = c.discard >= 0 and seat != c.declarer
    if disc:
        pool.append(c.discard)
    rng.shuffle(pool)
    for lst, x in slots:
        n = len(lst[x])
        lst[x] = pool[:n]
        del pool[:n]
    n = len(c.aside)
    c.aside = pool[:n]
    del pool[:n]
    if widow:
        c.widow = pool.pop()
    if disc:
        c.discard = pool.pop()
    assert not pool
    return c


def check_view(s, seat, rng):
    v = s.view(seat)
    json.dumps(v)
    own = [] if seat == s.out else sorted(hp.TO_STD[c] for c in s.hands[seat])
    assert v["hand"] == own
    if seat != s.declarer or s.phase == hp.AUCTION:
        assert v["discard"] is None
        assert v["widow"] is None or s.annulled
    assert hidden_permuted(s, seat, rng).view(seat) == v


def check_trick_rules(s):
    """Every completed trick has one winner, the one the rule book's ranking gives."""
    v = s.view(None)
    if v["trump"] is None:
        return
    done = [t for t in v["tricks"] if t["winner"] is not None]
    assert len(done) == len(s.trick_winners) == sum(v["tricks_won"])
    for t in done:
        cards = names(c for _, c in t["cards"])
        led = eff(cards[0], v["trump"])
        powers = [power(c, v["trump"], led) for c in cards]
        assert powers.count(max(powers)) == 1
        assert t["cards"][powers.index(max(powers))][0] == t["winner"]


def expected_plays(s):
    v = s.view(s.to_act)
    hand = names(v["hand"])
    cur = v["tricks"][-1] if v["tricks"] and v["tricks"][-1]["winner"] is None else None
    if cur:
        led = eff(GAME.card_name(cur["cards"][0][1]), v["trump"])
        follow = [c for c in hand if eff(c, v["trump"]) == led]
        if follow:
            return sorted("play " + c for c in follow)
    return sorted("play " + c for c in hand)


def random_game(options, seed, max_deals, check=None, bias=False):
    """Play random legal actions (through ``apply``) for up to ``max_deals`` deals.
    Returns the state and the action strings played."""
    rng = Rng(seed)
    s = HasenpfefferState.new(4, options, Rng(seed + 1))
    acts = []
    deals = 1
    while True:
        while not s.hand_over:
            legal_ids = s.legal_actions()
            if bias and s.phase == hp.AUCTION:
                a = hp.PASS if rng.below(4) or len(legal_ids) == 1 else legal_ids[1]
            else:
                a = legal_ids[rng.below(len(legal_ids))]
            text = s.action_to_string(a)
            if check:
                check(s, a, text, rng)
            s.apply(text)
            acts.append(text)
        if check:
            check(s, None, None, rng)
        if s.is_over or deals >= max_deals:
            return s, acts
        s.next_hand()
        acts.append("next")
        deals += 1


def full_check(s, a, text, rng):
    assert sorted(all_cards(s)) == list(range(25))
    assert s.tricks[0] + s.tricks[1] == len(s.trick_winners) <= 6
    check_trick_rules(s)
    for seat in range(4):
        check_view(s, seat, rng)
    if a is None:
        return
    if s.phase == hp.PLAY:
        assert sorted(s.legal_strings()) == expected_plays(s)
        assert s.result()["active"] == [x != s.out for x in range(4)]
    legal_ids = s.legal_actions()
    assert [x for x in range(-2, hp.PARTNER + 3) if s.is_legal(x)] == sorted(legal_ids)
    assert not s.is_legal(True) and not s.is_legal("pass")
    # an illegal action is refused and changes nothing
    illegal = [x for x in range(hp.PARTNER + 1) if x not in s.legal_actions()]
    bad = illegal[rng.below(len(illegal))]
    before = json.dumps(s.to_json())
    with pytest.raises(IllegalAction):
        s.apply(bad)
    assert json.dumps(s.to_json()) == before


@settings(max_examples=32, deadline=None)
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32))
def test_random_games_keep_every_rule(options, seed):
    random_game(options, seed, max_deals=2, check=full_check)


@settings(max_examples=32, deadline=None)
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32))
def test_seed_and_actions_replay_the_same(options, seed):
    s, acts = random_game(options, seed, max_deals=3)
    r = HasenpfefferState.new(4, options, Rng(seed + 1))
    for a in acts:
        if a == "next":
            r.next_hand()
        else:
            r.apply(a)
    assert r.to_json() == s.to_json()
    assert r.public_log() == s.public_log()


@settings(max_examples=32, deadline=None)
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32), st.integers(0, 80))
def test_json_round_trip_mid_game(options, seed, cut):
    s, acts = random_game(options, seed, max_deals=3)
    r = HasenpfefferState.new(4, options, Rng(seed + 1))
    for a in acts[:cut]:
        r.next_hand() if a == "next" else r.apply(a)
    data = json.loads(json.dumps(r.to_json()))
    back = HasenpfefferState.from_json(data)
    assert back.to_json() == r.to_json()
    for seat in (None, 0, 1, 2, 3):
        assert back.view(seat) == r.view(seat)
    # both play on identically
    for a in acts[cut:]:
        for x in (r, back):
            x.next_hand() if a == "next" else x.apply(a)
    assert back.to_json() == r.to_json() == s.to_json()


@settings(max_examples=32, deadline=None)
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32))
def test_games_end(options, seed):
    s, _ = random_game(options, seed, max_deals=200, bias=True)
    assert s.is_over and s.hand_over
    w = s.result()["winners"]
    side = w[0]
    assert w == [side, side + 2] and s.scores[side] >= 10
    assert s.log[-1].kind == "game_won"


@settings(max_examples=32, deadline=None)
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32))
def test_playout_and_clone(options, seed):
    root = HasenpfefferState.new(4, options, Rng(seed))
    snapshot = json.dumps(root.to_json())
    a = root.clone(record=False)
    b = root.clone(record=False)
    a.playout(Rng(seed))
    b.playout(Rng(seed))
    assert json.dumps(root.to_json()) == snapshot  # clones share nothing mutable
    assert a.to_json() == b.to_json()
    assert a.hand_over and a.log == [] and not a.record  # no events built
    assert sorted(all_cards(a)) == list(range(25))
    if not a.annulled:
        assert len(a.trick_winners) == 6
        side = a.declarer & 1
        own, other = hp.deal_score(a.level, a.tricks[side], a.out >= 0, options["defender_scoring"] == "per_trick")
        assert a.scores[side] == own and a.scores[1 - side] == other


def test_views_are_public_to_no_one_but_the_owner():
    s = make(X4_HANDS, "9C")
    v = s.view(None)
    assert v["hand"] == [] and v["legal"] == [] and v["hand_sizes"] == [6, 6, 6, 6]
    assert v["widow"] is None and v["discard"] is None
    assert s.view(1)["legal"] == s.legal_strings() and s.view(2)["legal"] == []
    assert sorted(names(s.view(3)["hand"])) == sorted(X4_HANDS[3])


def check_determinize(s, a, text, rng):
    voids = s.voids()
    for seat in range(4):
        d = s.determinize(seat, rng)
        assert d.view(seat) == s.view(seat)
        assert sorted(all_cards(d)) == list(range(25))
        if s.trump >= 0:
            for x in range(4):
                assert not {hp.ESUIT[s.trump][c] for c in d.hands[x]} & voids[x]
        if s.forced and hp.JOKER_I not in [c for _, c in s.played]:
            assert hp.JOKER_I in d.hands[s.declarer] + [d.discard]
        if not d.hand_over:
            d.playout(rng)
            assert d.hand_over


@settings(max_examples=24, deadline=None)
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32))
def test_determinize_keeps_the_view_and_the_known_voids(options, seed):
    random_game(options, seed, max_deals=2, check=check_determinize)


def test_determinize_redeals_hidden_cards():
    s = make(X4_HANDS, "9C")
    play(s, X4_AUCTION + ", trump H, discard 9C, play JH, play JOKER, play KH, play 10H, play AC")
    rng = Rng(1)
    seen = {tuple(sorted(s.determinize(0, rng).hands[1])) for _ in range(20)}
    assert len(seen) > 1
    assert all(s.determinize(0, rng).hands[0] == s.hands[0] for _ in range(5))
    assert len({s.determinize(0, rng).discard for _ in range(30)}) > 1  # hidden from N
    assert {s.determinize(1, rng).discard for _ in range(5)} == {s.discard}  # E discarded it
    fresh = make(X4_HANDS, "9C")
    assert len({fresh.determinize(0, rng).widow for _ in range(30)}) > 1
    # trick 2: S leads AC, W follows with JC, N (9D) and E (9H) have no club
    play(s, "play JC, play 9D, play 9H")
    assert s.voids() == [{0}, {0}, set(), set()]
    clubs = {GAME.parse_card(c) for c in ("AC", "KC", "QC", "JC", "10C", "9C")}
    for _ in range(20):
        d = s.determinize(2, rng)
        assert not clubs & {hp.TO_STD[c] for c in d.hands[0] + d.hands[1]}


def test_forced_declarer_keeps_the_joker_in_every_determinization():
    s = make(X4_HANDS, "9C")
    play(s, "pass, pass, pass, pass, trump S, discard 9S")
    rng = Rng(4)
    for seat in (0, 1, 3):
        for _ in range(10):
            d = s.determinize(seat, rng)
            assert hp.JOKER_I in d.hands[2] + [d.discard]
