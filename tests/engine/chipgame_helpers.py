"""Helpers shared by the chip-game tests (Hawthorn, Goblin's Poker, Blackstone): scripted
states, running contract examples, and the random-session property check."""

from __future__ import annotations

import json
import pathlib
from collections import Counter

from pairs_table.engine.base import DealScript
from pairs_table.engine.cards import PAIRS_DECK
from pairs_table.engine.errors import IllegalAction
from pairs_table.engine.rng import Rng
from pairs_table.engine.scenario import run_scenario

SCENARIOS = pathlib.Path(__file__).resolve().parents[1] / "scenarios"
DECK = Counter(PAIRS_DECK)


def deal(hands, deck=(), shuffles=()):
    return DealScript([list(h) for h in hands], list(deck), [list(s) for s in shuffles])


def scripted(cls, players, deals, seed=0, **kw):
    """A new session of ``cls`` with scripted deals (lists of ``deal(...)``)."""
    return cls.new(players, kw.pop("options", {}), Rng(seed), deals=deals, **kw)


def play(state, *actions):
    """Apply action strings, dealing the next hand when one ended; returns all events."""
    events = []
    for a in actions:
        if state.hand_over:
            events += state.next_hand()
        events += state.apply(a)
    return events


def kinds(events):
    return [e.kind for e in events]


def example(name):
    """Run a fixture of tests/scenarios through the scenario runner; returns (result, expect)."""
    scn = json.loads((SCENARIOS / name).read_text())
    expect = scn.pop("expect")
    scn.pop("note")
    return run_scenario(scn), expect


def check_expect(out, expect):
    for k, v in expect.items():
        if k == "legal":
            assert sorted(map(str.lower, out[k])) == sorted(map(str.lower, v)), k
        else:
            assert out[k] == v, (k, out[k], v)


def rest(*used):
    """The deck minus the given cards, as a sorted list."""
    c = Counter(PAIRS_DECK)
    for cards in used:
        c.subtract(cards)
    assert min(c.values()) >= 0
    return sorted(c.elements())


# ---- hidden information ---------------------------------------------------------------


def perturb_hidden(state, seat, rng):
    """A copy of ``state`` in which everything ``seat`` cannot see is dealt differently:
    other seats' hands, pending choices and face-down centre cards (and who played them),
    the dead cards never shown and the draw pile order. ``seat``'s view must not change."""
    c = state.clone()
    hidden_hands = hasattr(c, "hands")
    pool = list(c.draw) + list(c.dead_hidden)
    slots = []
    if hidden_hands:
        for t in range(c.players):
            if t == seat:
                continue
            pool += c.hands[t]
            slots.append(("hand", t, len(c.hands[t])))
            if c.chosen[t] is not None:
                pool.append(c.chosen[t])
                slots.append(("chosen", t, 1))
        if hasattr(c, "played"):
            for t in range(c.players):
                if t != seat and c.played[t] is not None:
                    pool.append(c.played[t])
                    slots.append(("played", t, 1))
    rng.shuffle(pool)
    k = 0
    for what, t, size in slots:
        part, k = pool[k:k + size], k + size
        if what == "hand":
            c.hands[t] = part
        elif what == "chosen":
            c.chosen[t] = part[0]
        else:
            c.played[t] = part[0]
    nd = len(c.draw)
    c.draw[:] = pool[k:k + nd]
    k += nd
    c.dead_hidden[:] = pool[k:]
    if hasattr(c, "played"):
        own = [c.played[seat]] if c.played[seat] is not None else []
        c.centre = own + [p for t, p in enumerate(c.played) if t != seat and p is not None]
    return c


def assert_no_leak(state, rng):
    for seat in range(state.players):
        v = state.view(seat)
        json.dumps(v)
        other = perturb_hidden(state, seat, rng)
        assert other.view(seat) == v, f"the view of seat {seat} depends on hidden cards"
    for e in state.log:
        for seat in range(state.players):
            seen = e.for_seat(seat)
            if seat not in e.viewers:
                assert seen.secret is None
        if e.secret is not None:
            assert "rank" not in e.data and "cards" not in e.data, e


# ---- random sessions ------------------------------------------------------------------


def check_invariants(state):
    assert Counter(state.all_cards()) == DECK, "the 55 cards are not all accounted for"
    assert state.chips_conserved(), "chips are not conserved"
    if not state.hand_over:
        for s in range(state.players):
            if state.active[s]:
                st = state.stacks[s]
                assert len(st) == len(set(st)) or type(state).__name__ == "BlackstoneState"


def random_session(cls, players, seed, choices, options=None, check_all_legal=True, leak_every=5):
    """Play a session with random legal actions (indices from ``choices``), checking the
    invariants after every action. Returns (state, action strings applied)."""
    options = dict(options or {})
    state = cls.new(players, options, Rng(seed))
    rng = Rng(seed ^ 0x5EED)
    done = []
    check_invariants(state)
    codes = sorted({a for a in range(1, 160)})
    step = 0
    for pick in choices:
        if state.is_over:
            break
        if state.hand_over:
            state.next_hand()
            done.append(None)
            check_invariants(state)
        legal = state.legal_actions()
        assert legal and state.to_act is not None
        if check_all_legal and step % 3 == 0:
            for a in legal:
                c = state.clone(record=False)
                c.apply(a)
                check_invariants(c)
        if step % 4 == 1:
            bad = [a for a in codes if a not in legal]
            a = bad[pick % len(bad)]
            before = json.dumps(state.to_json(), sort_keys=True)
            try:
                state.apply(a)
            except IllegalAction as exc:
                assert str(exc)
            else:
                raise AssertionError(f"illegal action {a} was accepted")
            assert json.dumps(state.to_json(), sort_keys=True) == before
        a = legal[pick % len(legal)]
        done.append(state.action_to_string(a))
        state.apply(a)
        check_invariants(state)
        if step % leak_every == 0:
            assert_no_leak(state, rng)
        step += 1
    return state, done


def replay(cls, players, seed, done, options=None):
    state = cls.new(players, dict(options or {}), Rng(seed))
    for a in done:
        if a is None:
            state.next_hand()
        else:
            state.apply(a)
    return state


def check_replay_and_json(cls, players, seed, choices, options):
    """A random session replays the same from seed + actions and survives a JSON round trip."""
    s, done = random_session(cls, players, seed, choices, options)
    r = replay(cls, players, seed, done, options)
    assert r.to_json() == s.to_json()
    assert cls.from_json(json.loads(json.dumps(s.to_json()))).to_json() == s.to_json()
    return s


def play_hand_randomly(state, rng):
    """Random legal actions until the current hand is over."""
    while not state.hand_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


def play_session_randomly(state, rng):
    """Random legal actions, hand after hand, until the session is over."""
    while not state.is_over:
        if state.hand_over:
            state.next_hand()
        play_hand_randomly(state, rng)
