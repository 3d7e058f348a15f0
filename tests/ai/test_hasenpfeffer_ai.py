"""Hasenpfeffer agents: legal and reproducible decisions at every level, no peeking, the
engine's view-only determinization, the double-dummy solver against brute force, hard's
play in endings it can deduce exactly, and normal against baseline and easy."""

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.ai import hasenpfeffer as ai
from pairs_table.ai.arena import run_tournament
from pairs_table.ai.base import available_levels, make_agent
from pairs_table.ai.hasenpfeffer_solver import Solver, card_values
from pairs_table.engine import hasenpfeffer as hp
from pairs_table.engine.cards import SUITS
from pairs_table.engine.rng import Rng

OPTION_SETS = [dict(auction_style=a, bid_scale=b, lone_hand=lone, defender_scoring=d)
               for a, b, lone, d in itertools.product(("open", "single_round"), ("numeric", "pepper"),
                                                      (False, True), ("none", "per_trick"))]
CHEAP = ("baseline", "easy", "normal")


def hard(samples=2, jobs=1):
    return make_agent("hasenpfeffer", "hard", samples=samples, jobs=jobs)


def random_positions(n_games, seed, options=None, every=1):
    """Positions (state copies) met while random agents play ``n_games`` deals."""
    rng = Rng(seed)
    out = []
    for g in range(n_games):
        opts = options if options is not None else OPTION_SETS[g % len(OPTION_SETS)]
        s = hp.HasenpfefferState.new(4, opts, Rng(seed * 1000 + g), record=False)
        while not s.hand_over:
            if rng.below(every) == 0:
                out.append(s.clone(record=False))
            acts = s.legal_actions()
            s._apply(acts[rng.below(len(acts))])
    return out


def all_cards(s):
    cards = [c for h in s.hands for c in h] + [c for _, c in s.played] + list(s.aside)
    if s.declarer >= 0 and s.discard >= 0:
        cards.append(s.discard)
    if s.declarer < 0:
        cards.append(s.widow)
    return sorted(cards)


# ---- the engine's determinize(view, rng) ----------------------------------------------

@settings(max_examples=30, deadline=None)
@given(st.sampled_from(OPTION_SETS), st.integers(0, 2**32))
def test_determinize_from_a_view_gives_the_same_view(options, seed):
    rng = Rng(seed)
    for s in random_positions(2, seed % 100000, options):
        for seat in range(4):
            v = s.view(seat)
            d = hp.determinize(v, rng)
            assert d.view(seat) == v
            assert all_cards(d) == list(range(25))
            if d.trump >= 0:  # known voids are kept
                voids = s.voids()
                for x in range(4):
                    assert not {hp.ESUIT[d.trump][c] for c in d.hands[x]} & voids[x]
            if s.forced and seat != s.declarer and hp.JOKER_I not in [c for _, c in s.played]:
                assert hp.JOKER_I in d.hands[s.declarer] + [d.discard]


def test_determinize_from_a_view_deals_the_hidden_cards_afresh():
    s = next(p for p in random_positions(1, 5, {}) if p.phase == hp.PLAY and len(p.played) == 5)
    seat = s.to_act
    v = s.view(seat)
    rng = Rng(3)
    layouts = {tuple(tuple(sorted(h)) for h in hp.determinize(v, rng).hands) for _ in range(30)}
    assert len(layouts) > 1
    assert all(lay[seat] == tuple(sorted(s.hands[seat])) for lay in layouts)
    fresh = hp.HasenpfefferState.new(4, {}, Rng(8))
    widows = {hp.determinize(fresh.view(0), rng).widow for _ in range(30)}
    assert len(widows) > 1 and not widows & set(fresh.hands[0])


def test_determinize_from_a_view_replays_a_finished_deal_and_an_annulled_one():
    for seed in range(40):
        s = hp.HasenpfefferState.new(4, {}, Rng(seed), scores=[3, -2])
        rng = Rng(seed)
        while not s.hand_over:
            acts = s.legal_actions()
            s.apply(acts[rng.below(len(acts))] if s.phase != hp.AUCTION else hp.PASS)
        for seat in range(4):
            v = s.view(seat)
            assert hp.determinize(v, rng).view(seat) == v


# ---- every level: legal, reproducible, no peeking ----------------------------------------

def test_all_levels_are_registered():
    assert available_levels("hasenpfeffer") == ["random", "baseline", "easy", "normal", "hard"]


def test_cheap_levels_choose_legal_actions_in_thousands_of_positions():
    positions = random_positions(240, 1)
    assert len(positions) > 3000
    agents = {lv: make_agent("hasenpfeffer", lv) for lv in CHEAP}
    rng = Rng(9)
    kinds = set()
    for s in positions:
        seat = s.to_act
        legal = s.legal_strings()
        v = s.view(seat)
        for lv, agent in agents.items():
            a = agent.choose(v, legal, rng)
            assert a in legal, (lv, a, legal)
            kinds.add(a.split()[0])
    assert kinds >= {"pass", "bid", "trump", "discard", "play", "partner"}


def test_hard_chooses_legal_actions():
    positions = random_positions(16, 2, every=5)
    agent = hard()
    rng = Rng(4)
    phases = set()
    for s in positions[:40]:
        seat = s.to_act
        legal = s.legal_strings()
        a = agent.choose(s.view(seat), legal, rng)
        assert a in legal
        phases.add(s.phase)
    assert {hp.AUCTION, hp.PLAY} <= phases


def test_hard_exchange_and_lone_choices_are_legal():
    rng = Rng(6)
    agent = hard(samples=2)
    seen = set()
    for seed in range(3):
        s = hp.HasenpfefferState.new(4, {"lone_hand": True}, Rng(seed), record=False)
        while s.phase in (hp.AUCTION, hp.TRUMP, hp.DISCARD, hp.LONE):
            legal = s.legal_strings()
            if s.phase == hp.AUCTION:
                a = "bid 1" if "bid 1" in legal else "pass"
            else:
                a = agent.choose(s.view(s.turn), legal, rng)
                assert a in legal
                seen.add(a.split()[0])
            s.apply(a)
    assert {"trump", "discard"} <= seen and seen & {"alone", "partner"}


@pytest.mark.parametrize("level", CHEAP + ("hard",))
def test_same_seed_same_decision(level):
    agent = hard() if level == "hard" else make_agent("hasenpfeffer", level)
    for s in random_positions(6, 3, every=4 if level == "hard" else 1)[:25]:
        v = s.view(s.to_act)
        legal = s.legal_strings()
        assert agent.choose(v, legal, Rng(77)) == agent.choose(v, legal, Rng(77))


@pytest.mark.parametrize("level", CHEAP + ("hard",))
def test_no_peeking(level):
    """Two full states with the same view for the seat to act (the hidden cards dealt
    differently) get the same decision for a fixed seed."""
    agent = hard() if level == "hard" else make_agent("hasenpfeffer", level)
    rng = Rng(5)
    compared = 0
    for s in random_positions(12, 4, every=3 if level == "hard" else 1)[:30 if level == "hard" else 400]:
        seat = s.to_act
        other = s.determinize(seat, rng, record=False)
        if other.hands == s.hands and other.widow == s.widow and other.discard == s.discard:
            continue
        v = s.view(seat)
        assert other.view(seat) == v
        assert agent.choose(v, s.legal_strings(), Rng(11)) == \
            agent.choose(other.view(seat), other.legal_strings(), Rng(11))
        compared += 1
    assert compared >= 15


def test_hard_splits_its_search_over_worker_processes():
    s = next(p for p in random_positions(1, 7) if p.phase == hp.PLAY and len(p.legal_actions()) > 2)
    v, legal = s.view(s.to_act), s.legal_strings()
    split = hard(samples=4, jobs=2).choose(v, legal, Rng(1))
    assert split in legal
    assert split == hard(samples=4, jobs=2).choose(v, legal, Rng(1))


# ---- the double-dummy solver ---------------------------------------------------------------

def minimax(s, me):
    """Exhaustive minimax over engine states: the best score difference (``me``'s side
    minus the other) of the deal, everybody seeing everything."""
    if s.hand_over:
        mine = me & 1
        return s.delta[mine] - s.delta[1 - mine]
    vals = []
    for a in s.legal_actions():
        c = s.clone(record=False)
        c._apply(a)
        vals.append(minimax(c, me))
    return max(vals) if (s.turn & 1) == (me & 1) else min(vals)


def brute_tricks(s, side):
    """Tricks ``side`` takes from now, by exhaustive minimax over engine states."""
    if s.hand_over:
        return 0
    vals = []
    for a in s.legal_actions():
        c = s.clone(record=False)
        before = c.tricks[side]
        c._apply(a)
        vals.append(c.tricks[side] - before + brute_tricks(c, side))
    return max(vals) if (s.turn & 1) == side else min(vals)


def endings(n, seed, max_left=3):
    """Random play positions with at most ``max_left`` tricks to go."""
    rng = Rng(seed)
    out = []
    g = 0
    while len(out) < n:
        s = hp.HasenpfefferState.new(4, OPTION_SETS[g % len(OPTION_SETS)], Rng(seed + g), record=False)
        g += 1
        while not s.hand_over:
            if s.phase == hp.PLAY and 6 - len(s.trick_winners) <= max_left and rng.below(3) == 0:
                out.append(s.clone(record=False))
                break
            acts = s.legal_actions()
            s._apply(acts[rng.below(len(acts))])
    return out


def on_table(s):
    return [c for _, c in s.played[len(s.played) - s.trick_n:]]


def test_solver_agrees_with_brute_force_on_random_endings():
    for s in endings(60, 10):
        side = s.turn & 1
        solver = Solver(s.trump, s.out)
        for who in (side, 1 - side):  # one solver, both sides (its table keeps them apart)
            assert solver.solve([h[:] for h in s.hands], s.leader, on_table(s), who) == brute_tricks(s, who)


def test_card_values_agree_with_brute_force_per_card():
    for s in endings(30, 20):
        side = s.declarer & 1
        vals = card_values([h[:] for h in s.hands], s.trump, s.out, s.leader, on_table(s), side,
                           s.legal_actions())
        for a, v in vals.items():
            c = s.clone(record=False)
            before = c.tricks[side]
            c._apply(a)
            assert v == c.tricks[side] - before + brute_tricks(c, side)


def test_solver_merges_equivalent_cards_only():
    solver = Solver(2)  # hearts trump
    card = hp.FROM_STD
    from pairs_table.engine.hasenpfeffer import parse_card
    ids = lambda names: [card[parse_card(x)] for x in names.split()]  # noqa: E731
    hands = [ids("AC KC 9C"), ids("QC 10S 9S"), ids("AS KS QS"), ids("JS JC 9D")]
    # N's AC and KC touch (QC is in E's hand, below them); 9C is separated by QC and JC
    got = {hp.card_name(hp.TO_STD[c]) for c in solver.moves(hands, 0, [])}
    assert got == {"AC", "9C"}


# ---- hard in endings it can deduce ------------------------------------------------------

def layouts(view, limit=2):
    """How many ways (counted up to ``limit``) the cards the view does not show can lie,
    given hand sizes, known voids and a forced declarer's Joker (written from the rules,
    not from the engine's determinization)."""
    seat = view["seat"]
    es = hp.ESUIT[SUITS.index(view["trump"])]
    played = [(s, hp.FROM_STD[c]) for t in view["tricks"] for s, c in t["cards"]]
    n = 3 if view["alone"] else 4
    void = [set(), set(), set(), set()]
    for i in range(0, len(played), n):
        led = es[played[i][1]]
        for s, c in played[i + 1:i + n]:
            if es[c] != led:
                void[s].add(led)
    seen = {hp.FROM_STD[c] for c in view["hand"]} | {c for _, c in played}
    if view["discard"] is not None:
        seen.add(hp.FROM_STD[view["discard"]])
    unknown = [c for c in range(25) if c not in seen]
    zones = [("hand", s, view["hand_sizes"][s]) for s in range(4) if s != seat and view["hand_sizes"][s]]
    if view["set_aside"]:
        zones.append(("aside", -1, view["set_aside"]))
    if view["discard"] is None:
        zones.append(("discard", -1, 1))
    joker_bound = view["forced"] and seat != view["declarer"]

    def ok(c, z):
        kind, s, _ = zones[z]
        if c == hp.JOKER_I and joker_bound and not (kind == "discard" or s == view["declarer"]):
            return False
        return kind != "hand" or es[c] not in void[s]

    room = [z[2] for z in zones]
    count = 0

    def place(i):
        nonlocal count
        if count >= limit:
            return
        if i == len(unknown):
            count += 1
            return
        for z in range(len(zones)):
            if room[z] and ok(unknown[i], z):
                room[z] -= 1
                place(i + 1)
                room[z] += 1

    place(0)
    return count


def known_endings(n, seed):
    rng = Rng(seed)
    out = []
    g = 0
    while len(out) < n and g < 6000:
        s = hp.HasenpfefferState.new(4, OPTION_SETS[g % len(OPTION_SETS)], Rng(seed + g), record=False)
        g += 1
        while not s.hand_over:
            if (s.phase == hp.PLAY and 2 <= 6 - len(s.trick_winners) <= 3 and len(s.legal_actions()) > 1
                    and layouts(s.view(s.turn)) == 1):
                out.append(s.clone(record=False))
                break
            acts = s.legal_actions()
            s._apply(acts[rng.below(len(acts))])
    return out


def test_hard_plays_optimally_when_the_ending_is_known():
    positions = known_endings(20, 30)
    assert len(positions) == 20
    agent = hard(samples=2)
    for s in positions:
        me = s.turn
        values = {}
        for a in s.legal_actions():
            c = s.clone(record=False)
            c._apply(a)
            values[s.action_to_string(a)] = minimax(c, me)
        pick = agent.choose(s.view(me), s.legal_strings(), Rng(3))
        assert values[pick] == max(values.values()), (pick, values)


# ---- hard's sampling reads the auction -----------------------------------------------------

def test_weighted_samples_give_a_bidder_stronger_hands():
    s = hp.HasenpfefferState.new(4, {}, Rng(12), dealer=3)
    s.apply("bid 5")  # N (seat 0) bids 5
    v = s.view(1)
    rng = Rng(2)

    def mean_strength(tries):
        return sum(ai.bid_estimate(ai.initial_hands(ai.sample_deal(v, rng, tries))[0])[0]
                   for _ in range(150)) / 150

    assert mean_strength(8) > mean_strength(1) + 0.2


# ---- strength ordering (duplicate deals through the arena) ---------------------------------

@pytest.mark.parametrize("other", ["baseline", "easy"])
def test_normal_beats_baseline_and_easy(other):
    res = run_tournament("hasenpfeffer", 4, ["normal", other], 300, seed=2024)
    normal = res["agents"]["A"]
    assert normal["n"] == 300
    assert normal["mean"] - normal["ci95"] > 0, normal


def test_a_timed_search_settles_only_when_every_rival_is_clearly_behind():
    agent = make_agent("hasenpfeffer", "hard", think_ms=1000)
    clear = [{"a": 4.0 + (i % 3), "b": 1.0 + (i % 2), "c": 4.0 + (i % 3)} for i in range(20)]

    def stats(each):
        sums = {k: sum(v[k] for v in each) for k in each[0]}
        return {"n": len(each), "sum": sums, "each": each}

    # "a" leads "b" by about 3.5 points in every deal and ties "c" in every deal
    assert agent._settled(stats(clear), usual="a")
    # too few deals to stop
    assert not agent._settled(stats(clear[:5]), usual="a")
    # a rival that is ahead in half the deals keeps the search going
    close = [{"a": 2.0 + (i % 2) * 2, "b": 3.0} for i in range(20)]
    assert not agent._settled(stats(close), usual="a")
