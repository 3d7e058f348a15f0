"""Pyramid Poker (docs/rules/pyramid_poker.md): geometry, building, picking, the joker rule, scoring,
information model, and property tests of random games."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.engine import pyramid_poker as pp
from pairs_table.engine.errors import IllegalAction
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import ScenarioFailure, build_state, run_scenario

SLOT = pp.SLOT_INDEX


def rc(*pairs):
    return sorted(SLOT[p] for p in pairs)


# ---- P-X1: geometry -------------------------------------------------------------------------

def test_slots_and_supports():
    assert len(pp.SLOTS) == 36
    assert [sum(1 for r, _ in pp.SLOTS if r == row) for row in range(8)] == [8, 7, 6, 5, 4, 3, 2, 1]
    assert pp.BELOW[SLOT[(1, 2)]] == (SLOT[(0, 2)], SLOT[(0, 3)])
    assert sorted(pp.ABOVE[SLOT[(0, 3)]]) == rc((1, 2), (1, 3))
    assert pp.ABOVE[SLOT[(0, 0)]] == (SLOT[(1, 0)],)
    assert pp.ABOVE[SLOT[(7, 0)]] == ()


def test_px1a_placement():
    cells = pp.cells_from([(0, 2), (0, 3), (0, 5)])
    assert pp.can_place(cells, SLOT[(1, 2)])
    assert not pp.can_place(cells, SLOT[(1, 3)])
    assert not pp.can_place(cells, SLOT[(1, 4)])
    assert pp.can_place(cells, SLOT[(0, 4)])
    assert not pp.can_place(cells, SLOT[(0, 2)])  # occupied
    cells[SLOT[(1, 2)]] = 0
    assert pp.free_blocks(cells) == rc((0, 5), (1, 2))


PX1B = [(r, c) for r in range(4) for c in range(8 - r)] + [(4, 0), (4, 1), (4, 2), (5, 0)]


def test_px1b_finished_pyramid():
    cells = pp.cells_from([])
    for p in PX1B:  # every placement legal in that order
        assert pp.can_place(cells, SLOT[p]), p
        cells[SLOT[p]] = 0
    assert len(PX1B) == 30
    assert pp.free_blocks(cells) == rc((3, 4), (4, 2), (5, 0))
    assert pp.legal_slots(cells) == rc((4, 3), (5, 1))


def test_px1c_after_taking_the_top():
    cells = pp.cells_from(PX1B)
    cells[SLOT[(5, 0)]] = pp.EMPTY
    assert pp.free_blocks(cells) == rc((3, 4), (4, 0), (4, 1), (4, 2))


def test_building_never_gets_stuck():
    rng = Rng(3)
    for _ in range(50):
        cells = pp.cells_from([])
        for _ in range(35):
            slots = pp.legal_slots(cells)
            assert slots
            cells[rng.choice(slots)] = 0


# ---- scenario helpers -------------------------------------------------------------------------

ORDER = [(r, c) for r in range(4) for c in range(8 - r)] + [(4, 0), (4, 1), (4, 2), (4, 3)]


def round_scenario(a_hands, b_hands, scoring="basic", **extra):
    """A scenario in which A (seat 0, the starting builder) ends with hands ``a_hands`` and
    B (seat 1) with ``b_hands``: both place in ORDER, then each takes back their own
    blocks (B picks first) from the top down, block i of a supply into hand i // 5 + 1."""
    supplies = [sum((h.split() for h in a_hands), []), sum((h.split() for h in b_hands), [])]
    actions = [f"place {r},{c}" for r, c in ORDER]
    for n, (r, c) in enumerate(reversed(ORDER)):
        seat = 1 - n % 2  # B first
        index = 14 - n // 2  # each takes their own blocks, last placed first
        assert ORDER.index((r, c)) % 2 == seat
        actions += [f"take {r},{c}", f"hand {index // 5 + 1}"]
    scn = {"game": "pyramid_poker", "players": 2, "dealer": 0, "options": {"scoring": scoring},
           "deals": [{"hands": supplies, "deck": []}], "actions": actions}
    scn.update(extra)
    return scn


def state_after(scn):
    state = build_state(scn)
    for a in scn["actions"]:
        if state.hand_over:
            state.next_hand()
        state.apply(a)
    return state


def events(state, kind):
    return [e for e in state.log if e.kind == kind]


PX3 = (["KC JD 8S 5H 3C", "QH 10H 7H 4H 2H", "8D 8C AS 9D 6C"],
       ["7S 7D 7C 4S 4D", "AD QC 10S 6D 3D", "9S 9H 9C KD 2S"])
PX4 = (["10S JS QS KS AS", "6C 6D 6H 6S 2D", "7C 8D 9H 10C JD"],
       ["AH 2H 3H 4H 5H", "KH KD KC 9S 9D", "QH QD QC 7S 3C"])
PX5 = (["KC 9C 7C 4C 2C", "QC QD 10S 7H 3D", "JS JH 5C 5D AD"],
       ["AS JC 9H 6D 4S", "QH QS 10D 7S 3S", "8S 8H 8D KH 6C"])


def test_helper_builds_the_hands_it_promises():
    s = state_after(round_scenario(*PX3))
    got = [[sorted(h) for h in hs] for hs in s.view(None)["hands"]]
    assert got == [[sorted(h.split()) for h in hands] for hands in PX3]


# ---- P-X3, P-X4, P-X5: scoring ---------------------------------------------------------------

def test_px3_basic():
    s = state_after(round_scenario(*PX3))
    cmp = events(s, "compare")
    assert [e.data["winner"] for e in cmp] == [1, 0, 1]
    assert [e.data["made"] for e in cmp] == [
        [{"hand": "high_card", "ranks": ["K"]}, {"hand": "full_house", "ranks": []}],
        [{"hand": "flush", "ranks": []}, {"hand": "high_card", "ranks": ["A"]}],
        [{"hand": "one_pair", "ranks": ["8"]}, {"hand": "three_of_a_kind", "ranks": []}]]
    assert [e.text.split(": ")[1] for e in cmp] == ["King high against Full house", "Flush against Ace high",
                                                    "Pair of 8s against Three of a kind"]
    last = s.view(0)["last_round"]
    assert last["made"] == [[e.data["made"][seat] for e in cmp] for seat in (0, 1)]
    assert "names" not in last and not any("names" in e.data for e in cmp)
    scored = events(s, "round_scored")[0].data
    assert scored["wins"] == [1, 2] and scored["outcome"] == "beat" and scored["winner"] == 1
    r = s.result()
    assert r["over"] and r["hand_over"] and r["winners"] == [1] and r["scores"] is None
    with pytest.raises(IllegalAction):
        s.next_hand()  # a basic game is one round


def test_px3_advanced():
    s = state_after(round_scenario(*PX3, scoring="advanced"))
    scored = events(s, "round_scored")[0].data
    assert [e.data["points"] for e in events(s, "compare")] == [[-1, 2], [1, -1], [0, 0]]
    assert [e.data["categories"] for e in events(s, "compare")] == [[0, 6], [5, 0], [1, 3]]
    assert scored["bonus"] == [0, 3] and scored["totals"] == [0, 4]
    assert scored["gain"] == 4 and scored["winner"] == 1
    r = s.result()
    assert r["scores"] == [0, 4] and not r["over"] and r["hand_over"] and r["winners"] is None


def test_px4_basic_crush_and_advanced_win():
    s = state_after(round_scenario(*PX4))
    assert events(s, "round_scored")[0].data["outcome"] == "crush"
    assert s.result()["winners"] == [0]
    s = state_after(round_scenario(*PX4, scoring="advanced"))
    scored = events(s, "round_scored")[0].data
    assert scored["totals"] == [13, 6] and scored["gain"] == 7
    assert [e.data["points"] for e in events(s, "compare")] == [[5, 4], [3, 2], [1, 0]]
    r = s.result()
    assert r["scores"] == [7, 0] and r["over"] and r["winners"] == [0]
    assert events(s, "game_over")[0].data["winners"] == [0]


def test_px4_long_game_goes_on():
    s = state_after(round_scenario(*PX4, scoring="advanced") | {"options": {"scoring": "advanced", "target": 11}})
    assert s.result()["scores"] == [7, 0] and not s.is_over


def test_px5_tie_position():
    s = state_after(round_scenario(*PX5))
    assert [e.data["winner"] for e in events(s, "compare")] == [0, None, 1]
    assert s.result()["winners"] == [] and s.is_over
    assert events(s, "round_scored")[0].data["outcome"] == "draw"
    s = state_after(round_scenario(*PX5, scoring="advanced"))
    scored = events(s, "round_scored")[0].data
    assert scored["bonus"] == [0, 0] and scored["totals"] == [1, -1] and scored["gain"] == 2
    assert s.result()["scores"] == [2, 0]


TIES_A = ["2C 3C 4C 5C 6C", "KC KD 7H 8S 9C", "JC 10D 4H 3S 2S"]
TIES_B = ["2D 3D 4D 5D 6D", "KH KS 7S 8H 9D", "JD 10H 4S 3H 2H"]


def test_three_ties_draw_and_equal_totals_give_no_vp():
    s = state_after(round_scenario(TIES_A, TIES_B))
    assert [e.data["winner"] for e in events(s, "compare")] == [None, None, None]
    assert s.result()["winners"] == [] and s.is_over
    s = state_after(round_scenario(TIES_A, TIES_B, scoring="advanced", scores=[3, 5]))
    scored = events(s, "round_scored")[0].data
    assert scored["totals"] == [3, 3] and scored["gain"] == 0 and scored["winner"] is None  # P-D15
    assert s.result()["scores"] == [3, 5] and not s.is_over


def test_one_win_and_two_ties_beats_without_bonus():
    b = TIES_B[:2] + ["JD JH 4S 3H 2H"]
    s = state_after(round_scenario(TIES_A, b))
    assert [e.data["winner"] for e in events(s, "compare")] == [None, None, 1]
    assert s.result()["winners"] == [1]  # P-D8
    assert events(s, "round_scored")[0].data["outcome"] == "beat"
    s = state_after(round_scenario(TIES_A, b, scoring="advanced"))
    scored = events(s, "round_scored")[0].data
    assert scored["bonus"] == [0, 0] and scored["totals"] == [3, 4] and s.result()["scores"] == [0, 1]


def test_two_wins_and_a_tie_get_the_two_win_bonus():
    b = TIES_B[:1] + ["KH KS 7S 8H 10S", "JD JH 4S 3H 2H"]
    s = state_after(round_scenario(TIES_A, b, scoring="advanced"))
    assert [e.data["winner"] for e in events(s, "compare")] == [None, 1, 1]
    scored = events(s, "round_scored")[0].data
    assert scored["bonus"] == [0, 3] and scored["totals"] == [3, 7]  # P-D9
    assert s.result()["scores"] == [0, 4]


def test_advanced_rounds_alternate_the_builder_until_the_target():
    s = pp.PyramidPokerState.new(2, {"scoring": "advanced"}, Rng(11), dealer=1, record=False)
    rng = Rng(4)
    builders = []
    while True:
        builders.append(s.builder)
        assert s.to_act == s.builder and s.picker == 1 - s.builder
        while not s.hand_over:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
        if s.is_over:
            break
        s.next_hand()
    assert builders == [(1 + i) % 2 for i in range(len(builders))]
    assert max(s.vp) >= 7 and s.winners == [s.vp.index(max(s.vp))] and min(s.vp) < 7


def test_random_starting_builder_when_no_dealer():
    seen = set()
    for seed in range(30):
        s = pp.PyramidPokerState.new(2, {}, Rng(seed))
        seen.add(s.builder)
        assert s.to_act == s.builder
    assert seen == {0, 1}


# ---- P-X6: the joker rule ------------------------------------------------------------------------

PX6_PLACES = [f"place 0,{c}" for c in range(8)] + [f"place 1,{c}" for c in range(7)] + [
    "place 2,0", "place 2,2", "place 2,1", "place 2,3", "place 2,4", "place 2,5"] + [
    f"place 3,{c}" for c in range(5)] + [f"place 4,{c}" for c in range(4)]
PX6_PICKS = []
for i, spot in enumerate(["4,0", "4,1", "4,2", "4,3", "3,0", "3,1", "3,2", "3,3", "3,4", "2,0", "2,1",
                          "2,3", "2,4", "2,5", "1,0", "1,1", "1,4", "1,5", "1,6", "0,5", "0,6", "0,7"]):
    PX6_PICKS += [f"take {spot}", f"hand {1 if i < 10 else 2 if i < 16 else 3}"]


def px6(b_supply_tail, deck, more=()):
    return {"game": "pyramid_poker", "players": 2, "dealer": 1,
            "deals": [{"hands": [[], "2C 4C 6C 9C JC KC 2D 4D JOKER2".split() + b_supply_tail],
                       "deck": deck}],
            "actions": PX6_PLACES + PX6_PICKS + ["take 2,2"] + list(more)}


def test_px6_joker_rule():
    scn = px6([], ["JOKER1", "7C", "QD"])
    before = state_after(scn | {"actions": scn["actions"][:-1]})
    block = [b for b in before.view(0)["pyramid"] if (b["row"], b["col"]) == (2, 2)][0]
    assert block["owner"] == 1 and block["card"] is None and block["free"]  # A cannot see it
    assert [b for b in before.view(1)["pyramid"] if (b["row"], b["col"]) == (2, 2)][0]["card"] == "JOKER2"
    s = state_after(scn)
    v = s.view(0)
    assert [len(x) for x in v["hands"][0]] == [5, 3, 3]
    take = events(s, "take")[-1].data
    assert take["card"] == "JOKER2" and take["owner"] == 1 and (take["row"], take["col"]) == (2, 2)
    assert v["reveal"] == ["JOKER1", "7C", "QD"] and v["removed"] == ["JOKER2"]
    assert sorted(s.legal_strings()) == ["choose 7C", "choose QD"]
    with pytest.raises(IllegalAction, match="joker cannot be chosen"):
        s.apply("choose JOKER1")
    s.apply("choose QD")
    assert sorted(s.legal_strings()) == ["hand 2", "hand 3"]
    with pytest.raises(IllegalAction, match="hand 1 is full"):
        s.apply("hand 1")
    s.apply("hand 2")
    v = s.view(1)
    assert v["hands"][0][1][-1] == "QD" and len(v["hands"][0][1]) == 4
    assert sorted(v["removed"]) == ["7C", "JOKER1", "JOKER2"] and v["reveal"] == []
    assert v["setaside"] == 21 and s.to_act == 1
    assert sum(len(x) for x in v["hands"][0]) == 12
    assert sorted(s.legal_strings()) == ["take 0,0", "take 0,1", "take 1,2", "take 1,3"]
    kinds = [e.kind for e in s.log[-5:]]
    assert kinds == ["take", "joker_reveal", "choose", "discard", "to_hand"]
    assert events(s, "discard")[-1].data["cards"] == ["JOKER1", "7C"]


def test_px6_variant_no_joker_in_reveal():
    s = state_after(px6([], ["4S", "4H", "KD", "JOKER1"]))
    assert sorted(s.legal_strings()) == ["choose 4H", "choose 4S", "choose KD"]
    s.apply("choose KD")
    assert sorted(s.removed) == sorted([pp.parse_card(x) for x in ("JOKER2", "4S", "4H")])


def test_joker_pick_counts_and_round_finishes():
    s = state_after(px6([], ["JOKER1", "7C", "QD"], ["choose 7C", "hand 3"]))
    rng = Rng(9)
    while not s.hand_over:
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    assert all(len(h) == 5 for hs in s.hands for h in hs)
    assert len(s.setaside) + len(s.removed) == 24


# ---- building and the information model -------------------------------------------------------------

def test_blind_draw_is_seen_only_by_its_owner():
    scn = {"game": "pyramid_poker", "players": 2, "dealer": 0,
           "deals": [{"hands": [["AS", "KS"], ["2C", "3C"]], "deck": []}]}
    s = build_state(scn)
    assert s.view(0)["drawn"] == "AS" and s.view(0)["drawing"] == 0
    assert s.view(1)["drawn"] is None and s.view(1)["drawing"] == 0
    assert s.view(None)["drawn"] is None
    assert s.view(0)["own_supply"] is None  # blind: not even the owner sees the supply
    draw = s.log[-1]
    assert draw.kind == "draw" and "AS" not in draw.text
    assert draw.for_seat(1).secret is None and draw.for_seat(0).secret == {"card": "AS"}
    s.apply("place 0,3")
    assert [b["card"] for b in s.view(0)["pyramid"]] == ["AS"]
    assert [b["card"] for b in s.view(1)["pyramid"]] == [None]
    assert s.view(1)["pyramid"][0] | {"card": None} == {"row": 0, "col": 3, "owner": 0, "card": None,
                                                         "free": True}
    assert s.view(1)["drawn"] == "2C" and s.view(0)["drawn"] is None
    assert s.view(0)["supply"] == [14, 14]  # the drawn block is out of the supply


def test_open_supply():
    scn = {"game": "pyramid_poker", "players": 2, "dealer": 1, "options": {"open_supply": True},
           "deals": [{"hands": [["AS"] + [], ["2C", "3C"]], "deck": []}]}
    s = build_state(scn)
    v = s.view(1)
    assert v["drawn"] is None and len(v["own_supply"]) == 15 and "2C" in v["own_supply"]
    assert s.view(0)["own_supply"] and "2C" not in s.view(0)["own_supply"]
    assert len(s.legal_actions()) == 15 * 8
    assert "place 3C 0,4" in s.legal_strings()
    s.apply("PLACE 3c  0 , 4")
    assert s.view(1)["supply"] == [15, 14] and "3C" not in s.view(1)["own_supply"]
    with pytest.raises(IllegalAction, match="not in your supply"):
        s.apply("place 3C 0,5")
    with pytest.raises(IllegalAction, match="name the block"):
        s.apply("place 0,5")


def test_action_strings_and_refusals():
    s = build_state({"game": "pyramid_poker", "players": 2, "dealer": 0})
    before = json.dumps(s.to_json())
    for bad, code, params in [
            ("place 1,0", "slot_unsupported", {"slot": [1, 0], "below_left": [0, 0], "below_right": [0, 1]}),
            ("take 0,0", "time_to_place", {}), ("place 8,0", "no_slot", {"slot": [8, 0]}),
            ("hand 4", "hand_numbers", {}), ("place AS 0,1", "blind_supply", {}),
            ("jump", "unknown_action", {"game": "pyramid_poker",
                                        "forms": ["place R,C", "take R,C", "choose CARD", "hand K"]}),
            ("choose JOKER", "not_a_card", {"text": "joker", "game": "pyramid_poker"}),
            ("take 0", "write_coords", {"form": "take R,C", "word": "take"})]:
        with pytest.raises(IllegalAction) as err:
            s.apply(bad)
        assert (err.value.code, err.value.params) == (code, params), bad
        assert json.dumps(s.to_json()) == before
    with pytest.raises(IllegalAction, match="needs blocks at 0,0 and 0,1"):
        s.apply("place 1,0")
    s.apply("Place  0 ,0")
    with pytest.raises(IllegalAction, match="already holds a block") as err:
        s.apply("place 0,0")
    assert err.value.kind == "place" and err.value.fields == {"slot": [0, 0]}
    assert s.action_to_string(s.string_to_action(" TAKE 3,4 ")) == "take 3,4"


def test_taking_a_covered_block_is_refused():
    s = state_after({"game": "pyramid_poker", "players": 2, "dealer": 0,
                     "actions": [f"place {r},{c}" for r, c in PX1B]})
    with pytest.raises(IllegalAction, match="not free"):
        s.apply("take 4,0")
    with pytest.raises(IllegalAction, match="no block at 4,3"):
        s.apply("take 4,3")


@pytest.mark.parametrize("scn, msg", [
    ({"deals": [{"hands": [["AS"], ["AS"]], "deck": []}]}, "copies of card AS"),
    ({"deals": [{"hands": [[f"{r}C" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
                                             "A")] + ["2D", "3D", "4D"], []], "deck": []}]}, "a supply holds 15"),
    ({"deals": [{"hands": [[], []], "deck": ["JOKER"]}]}, "two jokers"),
    ({"deals": [{"hands": [[], []], "deck": [], "shuffles": [["AS"]]}]}, "no 'shuffles'"),
    ({"players": 3}, "exactly 2 players"),
    ({"chips": [1, 2]}, "not played for chips"),
    ({"options": {"target": 9}}, "'target' must be one of"),
    ({"options": {"scoring": "advanced"}, "scores": [7, 0]}, "already reach the target"),
])
def test_scenario_refusals(scn, msg):
    full = {"game": "pyramid_poker", "players": 2} | scn
    with pytest.raises(ScenarioFailure, match=msg):
        run_scenario(full)


def test_scenario_deals_fill_in_unlisted_blocks_from_the_seed():
    scn = {"game": "pyramid_poker", "players": 2, "dealer": 0, "seed": 5,
           "deals": [{"hands": [["AS"], []], "deck": ["JOKER1"]}]}
    a, b = build_state(scn), build_state(scn)
    assert a.to_json() == b.to_json()
    assert a.drawn == pp.parse_card("AS") and a.setaside[0] == pp.JOKER1
    assert sorted(a.all_blocks()) == list(range(54))
    assert len(a.supply[0]) == 14 and len(a.supply[1]) == 15 and len(a.setaside) == 24


def test_next_round_takes_the_next_deal_entry():
    scn = round_scenario(*PX3, scoring="advanced")
    scn["deals"].append({"hands": [["2S"], ["3S"]], "deck": []})
    s = state_after(scn)
    s.next_hand()
    assert s.round == 2 and s.builder == 1 and s.to_act == 1
    assert s.drawn == pp.parse_card("3S") and s.vp == [0, 4]
    assert sorted(s.all_blocks()) == list(range(54))


def test_game_info():
    g = pp.GAME
    assert g.name == "pyramid_poker" and g.hidden_info and g.min_players == g.max_players == 2
    assert g.card_name(53) == "JOKER2" and g.parse_card("joker1") == 52
    assert {o.name: o.default for o in g.options} == {"open_supply": False, "scoring": "basic", "target": 7}
    assert g.blurb


# ---- property tests: random legal games -------------------------------------------------------------

ALL_ACTIONS = ([pp.PLACE + i for i in range(36)] + [pp.TAKE + i for i in range(36)]
               + [pp.CHOOSE + c for c in range(54)] + [pp.HAND + k for k in (1, 2, 3)]
               + [pp.PLACE_CARD + c * 100 + i for c in range(0, 54, 5) for i in range(0, 36, 4)])


def strings_in(x, out):
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for v in x.values():
            strings_in(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            strings_in(v, out)
    return out


def check_invariants(s):
    assert sorted(s.all_blocks()) == list(range(54))
    if s.phase == pp.BUILD and not s.open_supply:
        assert s.legal_actions() == pp.legal_slots(s.cells)
    if s.phase == pp.PICK:
        assert s.legal_actions() == [pp.TAKE + i for i in pp.free_blocks(s.cells)]
    for i, c in enumerate(s.cells):
        if c != pp.EMPTY:
            assert all(s.cells[b] != pp.EMPTY for b in pp.BELOW[i])
            assert s.owners[i] in (0, 1)
        else:
            assert s.owners[i] == pp.EMPTY
    for seat in (0, 1, None):
        hidden = {pp.card_name(c) for c in s.hidden_cards(seat)}
        view = s.view(seat)
        assert json.loads(json.dumps(view)) == view  # plain JSON
        shown = strings_in(view, set())
        assert not hidden & shown, (seat, hidden & shown)


def check_events(s, evs):
    public_hidden = {pp.card_name(c) for c in s.hidden_cards(None)}
    for e in evs:
        assert not any(name in e.text.replace(",", " ").split() for name in public_hidden), e.text
        for seat in (0, 1):
            hidden = {pp.card_name(c) for c in s.hidden_cards(seat)}
            seen = e.for_seat(seat)
            assert not hidden & strings_in([seen.data, seen.secret or {}], set()), (seat, e)


def play(seed, options, choices, steps=None, check=True):
    s = pp.PyramidPokerState.new(2, options, Rng(seed))
    rng = Rng(choices)
    played = []
    while not s.hand_over and (steps is None or len(played) < steps):
        legal = s.legal_actions()
        a = legal[rng.below(len(legal))]
        if check and rng.below(8) == 0:  # now and then, an illegal action is refused cleanly
            wrong = [x for x in ALL_ACTIONS if x not in legal]
            before = json.dumps(s.to_json())
            with pytest.raises(IllegalAction):
                s.apply(wrong[rng.below(len(wrong))])
            assert json.dumps(s.to_json()) == before
        if check and a >= pp.TAKE and a < pp.TAKE + 36:
            assert pp.is_free(s.cells, a - pp.TAKE)
        evs = s.apply(a)
        played.append(a)
        if check:
            check_invariants(s)
            check_events(s, evs)
    return s, played


OPTIONS = st.sampled_from([{}, {"open_supply": True}, {"scoring": "advanced"},
                           {"scoring": "advanced", "open_supply": True, "target": 11}])
SEEDS = st.integers(0, 2**32)


@given(SEEDS, SEEDS, OPTIONS)
@settings(max_examples=40, deadline=None)
def test_random_games_keep_every_invariant(seed, choices, options):
    s, played = play(seed, options, choices)
    kinds = [e.kind for e in s.log]
    assert len(played) == 90 + kinds.count("joker_reveal")  # place, take, hand (+ choose)
    assert s.hand_over and s.picks == 30 and s.placed == 30
    assert all(len(h) == 5 for hs in s.hands for h in hs)
    assert s.cells == [pp.EMPTY] * 36
    assert kinds.count("place") == 30 and kinds.count("to_hand") == 30 and kinds.count("compare") == 3


@given(SEEDS, SEEDS, OPTIONS, st.integers(0, 95))
@settings(max_examples=40, deadline=None)
def test_replay_json_round_trip_and_clone(seed, choices, options, steps):
    s, played = play(seed, options, choices, steps=steps, check=False)
    # seed + actions replay the same
    r = pp.PyramidPokerState.new(2, options, Rng(seed))
    for a in played:
        r.apply(r.action_to_string(a))
    assert r.to_json() == s.to_json()
    # JSON round trip, through text, and play goes on identically
    data = json.loads(json.dumps(s.to_json()))
    t = pp.PyramidPokerState.from_json(data)
    assert t.to_json() == s.to_json()
    c = s.clone()
    assert c.to_json() == s.to_json()
    rng = Rng(choices + 1)
    while not s.hand_over:
        legal = s.legal_actions()
        assert t.legal_actions() == legal and c.legal_actions() == legal
        a = legal[rng.below(len(legal))]
        for x in (s, t, c):
            x.apply(a)
    assert t.to_json() == s.to_json() == c.to_json()


@given(SEEDS, SEEDS, st.integers(0, 95))
@settings(max_examples=20, deadline=None)
def test_clone_is_independent(seed, choices, steps):
    s, _ = play(seed, {"scoring": "advanced"}, choices, steps=steps, check=False)
    before = s.to_json()
    c = s.clone()
    rng = Rng(choices)
    while not c.is_over:
        if c.hand_over:
            c.next_hand()
        legal = c.legal_actions()
        c.apply(legal[rng.below(len(legal))])
    assert s.to_json() == before


@given(SEEDS, SEEDS, st.sampled_from([{}, {"open_supply": True}]), st.integers(0, 95), st.sampled_from([0, 1]))
@settings(max_examples=40, deadline=None)
def test_determinization_matches_the_view(seed, choices, options, steps, seat):
    s, _ = play(seed, options, choices, steps=steps, check=False)
    d = s.determinize(seat, Rng(choices))
    assert d.view(seat) == s.view(seat)
    assert sorted(d.all_blocks()) == list(range(54))
    if s.to_act == seat or not s.open_supply:  # else they name the opponent's hidden blocks
        assert d.legal_actions() == s.legal_actions()
