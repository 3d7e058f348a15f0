"""Pyramid Poker agents: legal moves, determinism, no peeking, the view-only
determinization, exact endings for the hard agent, and the strength order of the levels."""

import math
import time

import pytest
from hypothesis import given, settings, strategies as st

from pairs_table.ai import pyramid_poker as ai
from pairs_table.ai.base import make_agent
from pairs_table.engine import pyramid_poker as pp
from pairs_table.engine.poker import hand_value
from pairs_table.engine.rng import Rng

GAME = "pyramid_poker"
CHEAP = ("baseline", "easy", "normal")
OPTIONS = [{}, {"open_supply": True}, {"scoring": "advanced"},
           {"scoring": "advanced", "open_supply": True}]


@pytest.fixture(autouse=True)
def _no_workers(monkeypatch):
    """Searches run in this process unless a test asks for workers."""
    monkeypatch.setenv("PAIRS_TABLE_AI_WORKERS", "0")


def card(name):
    return pp.parse_card(name)


def cards(text):
    return [card(x) for x in text.split()]


def random_position(seed, options, steps):
    """A state after ``steps`` random legal actions of a seeded round."""
    s = pp.PyramidPokerState.new(2, options, Rng(seed), record=False)
    rng = Rng(seed + 1)
    for _ in range(steps):
        if s.hand_over:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    return s


# ---- determinize(view, rng) ------------------------------------------------------------------

@given(st.integers(0, 2**32), st.sampled_from(OPTIONS), st.integers(0, 100), st.sampled_from([0, 1]))
@settings(max_examples=60, deadline=None)
def test_determinize_from_the_view_gives_the_view_back(seed, options, steps, seat):
    s = random_position(seed, options, steps)
    view = s.view(seat)
    d = pp.determinize(view, Rng(seed))
    assert d.view(seat) == view
    assert sorted(d.all_blocks()) == list(range(54))
    assert d.record is False and d.log == []
    if s.to_act is not None:
        assert d.legal_strings() == s.legal_strings() or (s.open_supply and s.to_act != seat)


def test_determinize_redeals_only_the_hidden_blocks():
    s = random_position(4, {}, 40)  # building is over, picking has begun
    seat = s.to_act
    view = s.view(seat)
    a, b = pp.determinize(view, Rng(1)), pp.determinize(view, Rng(2))
    hidden = s.hidden_cards(seat)
    assert a.hidden_cards(seat) == b.hidden_cards(seat) == hidden  # the same unseen blocks ...
    opp_slots = [i for i, o in enumerate(s.owners) if o == 1 - seat]
    assert opp_slots and [a.cells[i] for i in opp_slots] != [b.cells[i] for i in opp_slots]  # ... moved
    mine = [i for i, o in enumerate(s.owners) if o == seat]
    assert [a.cells[i] for i in mine] == [s.cells[i] for i in mine]
    assert a.hands == s.hands and a.removed == s.removed


def test_determinized_state_plays_on_to_the_end():
    s = random_position(9, {"scoring": "advanced"}, 25)
    d = pp.determinize(s.view(0), Rng(3))
    ai.playout(d, Rng(5))
    assert d.hand_over and all(len(h) == 5 for hs in d.hands for h in hs)


def test_determinize_refuses_an_inconsistent_view():
    view = random_position(2, {}, 20).view(0)
    view["setaside"] += 1
    with pytest.raises(ValueError):
        pp.determinize(view, Rng(0))


# ---- every level plays legal moves, deterministically ------------------------------------------

def test_cheap_levels_play_legal_moves_in_thousands_of_positions():
    agents = {lv: make_agent(GAME, lv) for lv in CHEAP}
    positions = 0
    for game in range(32):
        options = OPTIONS[game % 4]
        s = pp.PyramidPokerState.new(2, options, Rng(100 + game), record=False)
        rng = Rng(game)
        while not s.hand_over:
            seat = s.to_act
            legal = s.legal_strings()
            view = s.view(seat)
            picks = {lv: ag.choose(view, legal, Rng(positions)) for lv, ag in agents.items()}
            for lv, a in picks.items():
                assert a in legal, (lv, a, legal)
            positions += 1
            # the levels take turns driving the game, with some random moves for variety
            driver = CHEAP[(positions + game) % 3]
            s.apply(picks[driver] if rng.below(4) else legal[rng.below(len(legal))])
    assert positions >= 2800


def test_hard_plays_legal_moves_and_finishes_rounds():
    hard = make_agent(GAME, "hard", iterations=2, jobs=1)
    normal = make_agent(GAME, "normal")
    for game, options in enumerate(OPTIONS[:2]):
        s = pp.PyramidPokerState.new(2, options, Rng(7 + game), record=False)
        rng = Rng(game)
        decisions = 0
        while not s.hand_over:
            seat = s.to_act
            legal = s.legal_strings()
            view = s.view(seat)
            if seat == 0 and decisions < 40 and len(legal) > 1:
                a = hard.choose(view, legal, rng)
                decisions += 1
            else:
                a = normal.choose(view, legal, rng)
            assert a in legal
            s.apply(a)
        assert decisions >= 30


@pytest.mark.parametrize("level", CHEAP + ("hard",))
def test_same_seed_same_decision(level):
    kw = {"iterations": ai.MIN_SAMPLES} if level == "hard" else {}
    for steps in (5, 33, 46, 71):
        s = random_position(11 + steps, {}, steps)
        view, legal = s.view(s.to_act), s.legal_strings()
        first = make_agent(GAME, level, **kw).choose(view, legal, Rng(steps))
        for _ in range(2):
            assert make_agent(GAME, level, **kw).choose(view, legal, Rng(steps)) == first


def test_hard_decision_does_not_depend_on_where_jobs_run(monkeypatch):
    s = random_position(21, {}, 40)
    view, legal = s.view(s.to_act), s.legal_strings()
    here = make_agent(GAME, "hard", iterations=ai.MIN_SAMPLES, jobs=2).choose(view, legal, Rng(8))
    monkeypatch.setenv("PAIRS_TABLE_AI_WORKERS", "1")
    split = make_agent(GAME, "hard", iterations=ai.MIN_SAMPLES, jobs=2).choose(view, legal, Rng(8))
    assert split == here


def test_hard_with_too_few_samples_plays_normals_choice():
    """Below MIN_SAMPLES the playouts are noise; hard's move is normal's, and with enough
    samples it is the search's own (which here differs from normal's at least once)."""
    normal = make_agent(GAME, "normal")
    few = make_agent(GAME, "hard", iterations=ai.MIN_SAMPLES - 1, jobs=1)
    many = make_agent(GAME, "hard", iterations=4 * ai.MIN_SAMPLES, jobs=1)
    differs = 0
    for steps in (4, 12, 24, 35, 47, 58, 66, 74):
        s = random_position(31 + steps, {}, steps)
        view, legal = s.view(s.to_act), s.legal_strings()
        if len(legal) < 2 or ai.exact_ending(ai.Seen(view), few.exact_picks):
            continue
        assert few.choose(view, legal, Rng(steps)) == normal.choose(view, legal, Rng(steps))
        differs += many.choose(view, legal, Rng(steps)) != normal.choose(view, legal, Rng(steps))
    assert differs >= 1


@pytest.mark.parametrize("level", CHEAP + ("hard",))
def test_no_peeking(level):
    """Two full states that look the same to the seat to act get the same decision."""
    kw = {"iterations": 3} if level == "hard" else {}
    agent = make_agent(GAME, level, **kw)
    checked = 0
    for steps in (3, 20, 31, 40, 52, 66, 80):
        s = random_position(50 + steps, {}, steps)
        seat = s.to_act
        other = s.determinize(seat, Rng(steps))
        assert other.view(seat) == s.view(seat)
        if any(other.cells[i] != s.cells[i] for i in range(36)) or other.supply != s.supply:
            checked += 1
        a = agent.choose(s.view(seat), s.legal_strings(), Rng(1))
        b = agent.choose(other.view(seat), other.legal_strings(), Rng(1))
        assert a == b
    assert checked >= 5  # the hidden blocks really differed


# ---- baseline rules, and the hand measures ------------------------------------------------------

def test_baseline_builds_on_the_lowest_slot_and_assigns_by_pairs_and_suits():
    base = make_agent(GAME, "baseline")
    s = pp.PyramidPokerState.new(2, {}, Rng(1), record=False)
    assert base.choose(s.view(s.to_act), s.legal_strings(), Rng(0)) == "place 0,0"
    view = s.view(0)
    view.update(phase="assign", holding="9H", hands=[[["9S", "2C"], ["3H", "5H"], []], [[], [], []]])
    # hand 1: one card of rank 9 (3) + none of hearts; hand 2: two hearts (2)
    assert base.choose(view, ["hand 1", "hand 2", "hand 3"], Rng(0)) == "hand 1"
    view.update(holding="QH")
    assert base.choose(view, ["hand 1", "hand 2", "hand 3"], Rng(0)) == "hand 2"


def test_quality_orders_made_hands():
    flush = cards("2S 7S 9S JS KS")
    straight = cards("5C 6D 7H 8S 9C")
    trips = cards("4C 4D 4H 9S KC")
    pair = cards("4C 4D 8H 9S KC")
    junk = cards("2C 5D 8H JS KC")
    q = [ai.quality(h) for h in (flush, straight, trips, pair, junk)]
    assert q == sorted(q, reverse=True) and len(set(q)) == 5
    assert ai.quality_gain(cards("9S 9D"), card("9H")) > ai.quality_gain(cards("9S 9D"), card("2H"))


def test_potential_of_full_hands_follows_the_ranking():
    w = [0.0] * 52
    wr, ws = [0.0] * 13, [0.0] * 4
    hands = ["2S 7S 9S JS KS", "5C 6D 7H 8S 9C", "4C 4D 4H 9S KC", "AC AD 8H 9S KC", "4C 4D 8H 9S KC"]
    vals = [ai.potential(cards(h), w, wr, ws) for h in hands]
    assert [v[0] for v in vals] == sorted((v[0] for v in vals), reverse=True)
    assert [hand_value(cards(h)) for h in hands] == sorted((hand_value(cards(h)) for h in hands), reverse=True)
    assert [v[1] for v in vals] == [1, 1, 0, 0, 0]
    assert ai.potential(cards("2C 5D 8H JS KC"), w, wr, ws)[1] == -1


def test_potential_counts_draws_from_the_available_cards():
    w = [0.0] * 52
    hand = cards("2S 7S 9S JS")
    dry = ai.potential(hand, w, [0.0] * 13, [0.0] * 4)[0]
    w[card("4S")] = 0.8
    wr = [w[4 * r] + w[4 * r + 1] + w[4 * r + 2] + w[4 * r + 3] for r in range(13)]
    ws = [sum(w[s::4]) for s in range(4)]
    wet = ai.potential(hand, w, wr, ws)[0]
    assert wet > dry + 1.0  # a likely flush


# ---- exact endings --------------------------------------------------------------------------

def brute_value(s, seat, memo):
    """Plain minimax over the remaining picks (no jokers left), for the seat: +1 win,
    0 draw, -1 loss in the basic game; the round total difference when advanced."""
    if s.hand_over:
        last = s.last
        if last["totals"] is not None:
            return last["totals"][seat] - last["totals"][1 - seat]
        return 0 if last["winner"] is None else (1 if last["winner"] == seat else -1)
    key = (tuple(s.cells), s.holding, s.turn, str(s.hands))
    if key not in memo:
        vals = []
        for a in s.legal_actions():
            t = s.clone()
            t.apply(a)
            vals.append(brute_value(t, seat, memo))
        memo[key] = max(vals) if s.turn == seat else min(vals)
    return memo[key]


def open_ending(seed, options, picks_left):
    """A round played by normal agents until ``picks_left`` picks remain, then every block
    left in the pyramid turned towards the player to act (jokers swapped for set-aside
    blocks), so that nothing hidden can matter any more."""
    s = pp.PyramidPokerState.new(2, options, Rng(seed), record=False)
    normal = make_agent(GAME, "normal")
    rng = Rng(seed)
    while not (s.phase == pp.PICK and s.picks == 30 - picks_left):
        s.apply(normal.choose(s.view(s.to_act), s.legal_strings(), rng))
    seat = s.turn
    spare = [c for c in s.setaside if c < 52]
    for i, c in enumerate(s.cells):
        if c != pp.EMPTY:
            s.owners[i] = seat
            if c >= 52:
                j = s.setaside.index(spare.pop())
                s.cells[i], s.setaside[j] = s.setaside[j], c
    return s


@pytest.mark.parametrize("options", [{}, {"scoring": "advanced"}])
def test_hard_finds_the_optimal_move_of_open_endings(options):
    hard = make_agent(GAME, "hard", iterations=2, jobs=1)
    decided = 0
    for seed in range(40):
        s = open_ending(seed, options, 6)
        seat = s.turn
        legal = s.legal_strings()
        memo = {}
        values = {}
        for text in legal:
            t = s.clone()
            t.apply(text)
            values[text] = brute_value(t, seat, memo)
        if len(set(values.values())) < 2:
            continue  # every move is as good: nothing to check
        choice = hard.choose(s.view(seat), legal, Rng(seed))
        assert values[choice] == max(values.values()), (seed, choice, values)
        # and the assignment that follows
        t = s.clone()
        t.apply(choice)
        if t.phase == pp.ASSIGN and len(t.legal_actions()) > 1:
            after = {x: brute_value(_after(t, x), seat, memo) for x in t.legal_strings()}
            pick = hard.choose(t.view(seat), t.legal_strings(), Rng(seed))
            assert after[pick] == max(after.values())
        decided += 1
        if decided == 6:
            break
    assert decided >= 4


def _after(s, action):
    t = s.clone()
    t.apply(action)
    return t


def test_exact_ending_past_its_deadline_gives_up_and_what_it_kept_stays_exact():
    s = open_ending(5, {}, 6)
    view, legal = s.view(s.turn), s.legal_strings()
    fresh = ai.exact_values(view, legal)
    with pytest.raises(TimeoutError):
        ai.exact_values(view, legal, deadline=time.perf_counter() - 1.0)
    kept = {}
    try:
        ai.exact_values(view, legal, deadline=time.perf_counter() + 0.002, memo=kept)
    except TimeoutError:
        pass
    assert ai.exact_values(view, legal, memo=kept) == fresh


def test_hard_leaves_an_ending_it_cannot_solve_in_time_to_the_sampling(monkeypatch):
    s = open_ending(5, {}, 6)
    view, legal = s.view(s.turn), s.legal_strings()
    roomy = make_agent(GAME, "hard", think_ms=20000)  # returns as soon as the ending is solved
    assert roomy.decide(view, legal, Rng(1)).reason.startswith("pp_solved")
    monkeypatch.setattr(ai, "EXACT_SHARE", 0.0)
    d = make_agent(GAME, "hard", think_ms=60).decide(view, legal, Rng(1))
    assert d.action in legal
    assert not d.reason.startswith("pp_solved") and d.fields["count"] >= 1


def test_search_job_with_no_time_left_plays_one_whole_sample():
    s = random_position(21, {}, 40)
    view, legal = s.view(s.to_act), s.legal_strings()
    sums, wins, n = ai.search_job(view, legal, 3, 0.0, None)
    assert n == 1 and len(sums) == len(wins) == len(legal)
    assert sums == ai.search_job(view, legal, 3, 0.0, 1)[0]


def test_exact_ending_needs_every_block_known():
    s = open_ending(3, {}, 6)
    seat = s.turn
    assert ai.exact_ending(ai.Seen(s.view(seat)), 8)
    assert not ai.exact_ending(ai.Seen(s.view(seat)), 4)  # too long for that limit
    occupied = [i for i, c in enumerate(s.cells) if c != pp.EMPTY]
    s.owners[occupied[0]] = 1 - seat
    assert not ai.exact_ending(ai.Seen(s.view(seat)), 8)


# ---- strength order ---------------------------------------------------------------------------

def duplicate_match(a, b, deals, start, options=None):
    """Each seeded deal played twice with the seats swapped; per deal, A's mean result
    (+1 win, 0 draw, -1 loss). Returns (mean, half-width of the 95% interval)."""
    agents = (make_agent(GAME, a), make_agent(GAME, b))
    results = []
    for seed in range(start, start + deals):
        total = 0
        for a_seat in (0, 1):
            seats = agents if a_seat == 0 else agents[::-1]
            s = pp.PyramidPokerState.new(2, options or {}, Rng(seed), record=False)
            rng = Rng(seed * 31 + a_seat)
            while not s.hand_over:
                p = s.to_act
                s.apply(seats[p].choose(s.view(p), s.legal_strings(), rng))
            w = s.last["winner"]
            total += 0 if w is None else (1 if w == a_seat else -1)
        results.append(total / 2)
    mean = sum(results) / deals
    sd = math.sqrt(sum((x - mean) ** 2 for x in results) / (deals - 1))
    return mean, 1.96 * sd / math.sqrt(deals)


@pytest.mark.parametrize("other, deals", [("baseline", 100), ("easy", 150)])
def test_normal_clearly_beats_the_lower_levels(other, deals):
    mean, half = duplicate_match("normal", other, deals, start=5000)
    assert mean - half > 0.1, (mean, half)
