"""One protocol, six games: the same checks over every game's state.

Random legal playouts (hands dealt on, chip sessions ended between hands now and then) and,
after every step: who acts and what is legal agree; every view is JSON and a determinization
for a seat shows that seat exactly the same view; secrets of events stay out of their public
parts; clones and JSON round trips are equal; refused actions carry a catalogued code and
leave the state unchanged; and the action log replays to the same state.
"""

from __future__ import annotations

import json
import zlib

import pytest

from pairs_table.engine.errors import IllegalAction
from pairs_table.engine.refusals import REFUSALS
from pairs_table.engine.registry import GAME_NAMES, get_game, part
from pairs_table.engine.replay import Setup, play, replay, steps
from pairs_table.engine.rng import Rng

CASES = [("pairs", 2, {}), ("pairs", 5, {"pairs_stake": 2}), ("hawthorn", 3, {}), ("hawthorn", 6, {}),
         ("goblins_poker", 4, {}), ("blackstone", 3, {}), ("blackstone", 8, {}),
         ("hasenpfeffer", 4, {}), ("hasenpfeffer", 4, {"bid_scale": "pepper", "lone_hand": True}),
         ("pyramid_poker", 2, {}), ("pyramid_poker", 2, {"open_supply": True, "scoring": "advanced"})]
# games registered by the tests themselves (tests/lucky_seven/), run by the same checks
REGISTERED_CASES = [("lucky_seven", 2, {}), ("lucky_seven", 4, {"hands": 5})]
COMMON_KEYS = {"game", "players", "hand_no", "phase", "to_act", "hand_over", "over"}


def case_seed(game: str, players: int, options: dict) -> int:
    """The playout's seed: the same on every run and every Python (no ``hash``), and in the
    test's id, so a failure is replayed with that id alone."""
    return zlib.crc32(json.dumps([game, players, options], sort_keys=True).encode()) & 0xFFFF


GARBAGE = ["", "dance", "hit 3", "play", "take -1", "bid 99", "place 9,9", "choose", "end session now"]


def without_log(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "log"}


def catalogued(game: str, code: str) -> bool:
    """Whether ``code`` is a refusal every game shares or one of ``game``'s own
    (its rules module's ``REFUSALS``)."""
    return code in REFUSALS or code in getattr(part(game, "engine"), "REFUSALS", {})


def check_position(state, rng: Rng, pool: list[str]) -> None:
    info = state.info
    n = state.players
    to_act = state.to_act
    legal = state.legal_actions()
    assert to_act is None or (type(to_act) is int and 0 <= to_act < n)
    assert (to_act is None) == (not legal)
    if state.hand_over:
        assert to_act is None
    assert all(state.is_legal(a) for a in legal)
    assert [state.action_to_string(a) for a in legal] == state.legal_strings()
    for a in legal:
        assert state.string_to_action(state.action_to_string(a)) == a
        kind, fields = state.decode_action(a)
        assert isinstance(kind, str) and json.loads(json.dumps(fields)) == fields

    facts = state.summary()
    assert COMMON_KEYS <= set(facts), info.name
    assert facts["to_act"] == to_act and facts["hand_over"] == state.hand_over and facts["over"] == state.is_over
    json.dumps(facts)
    for seat in range(n):
        view = state.view(seat)
        json.dumps(view)
        if not state.is_over:
            seen = state.determinize(seat, Rng(rng.next_u64()))
            assert without_log(seen.view(seat)) == without_log(view), (info.name, seat)

    copy = state.clone()
    assert copy.to_json() == state.to_json()
    assert state.clone(record=False).log == []
    assert type(state).from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()

    before = json.dumps(state.to_json())
    tries = GARBAGE + [rng.choice(pool) for _ in range(4)] if pool else GARBAGE
    for text in tries:
        if text in state.legal_strings() or text in state.table_actions():
            continue
        with pytest.raises(IllegalAction) as err:
            state.apply(text)
        assert catalogued(info.name, err.value.code), (info.name, text, err.value.code)
        assert json.dumps(state.to_json()) == before, (info.name, text)
    for a in {x + d for x in legal for d in (-1, 1)} - set(legal):
        with pytest.raises(IllegalAction) as err:
            state.apply(a)
        assert catalogued(info.name, err.value.code)
        assert json.dumps(state.to_json()) == before


def check_events(events) -> None:
    for e in events:
        json.dumps(e.to_json())
        if e.secret is not None:
            assert e.viewers, e.kind
            assert not set(e.secret) & set(e.data), e.kind
            hidden = e.for_seat(None)
            assert hidden.secret is None and hidden.data == e.data


@pytest.mark.parametrize("game,players,options", CASES,
                         ids=[f"{g}-{p}-{len(o)}-seed{case_seed(g, p, o)}" for g, p, o in CASES])
def test_every_game_keeps_the_protocol_in_random_playouts(game, players, options):
    seed = case_seed(game, players, options)
    try:
        play_out(game, players, options, seed)
    except AssertionError as exc:
        raise AssertionError(f"{game} {players} {options} with seed {seed}: {exc}") from exc


@pytest.mark.parametrize("game,players,options", REGISTERED_CASES,
                         ids=[f"{g}-{p}-{len(o)}-seed{case_seed(g, p, o)}" for g, p, o in REGISTERED_CASES])
def test_a_game_registered_from_outside_keeps_the_protocol(lucky_seven, game, players, options):
    assert game in GAME_NAMES
    test_every_game_keeps_the_protocol_in_random_playouts(game, players, options)


def test_the_playout_seeds_are_fixed_and_distinct():
    seeds = [case_seed(g, p, o) for g, p, o in CASES + REGISTERED_CASES]
    assert seeds == [case_seed(g, p, dict(o)) for g, p, o in CASES + REGISTERED_CASES]
    assert len(set(seeds)) == len(seeds)
    assert case_seed("pairs", 2, {}) == zlib.crc32(b'["pairs", 2, {}]') & 0xFFFF


def play_out(game, players, options, seed):
    rng = Rng(seed)
    setup = Setup(game, players, options, seed=rng.below(1 << 30))
    state = setup.build()
    check_events(state.log)
    log: list[str] = []
    pool: set[str] = set()
    for _ in range(90):
        if state.is_over:
            break
        if state.hand_over and state.table_actions() and rng.below(6) == 0:
            action = rng.choice(state.table_actions())
        else:
            if state.hand_over:
                check_events(state.next_hand())
            check_position(state, rng, sorted(pool))
            legal = state.legal_strings()
            pool.update(legal)
            action = rng.choice(legal)
        check_events(play(state, action))
        log.append(action)
    check_position(state, rng, sorted(pool))
    assert replay(setup, log).to_json() == state.to_json()


def test_every_game_is_in_the_protocol_test():
    assert {g for g, _p, _o in CASES} == set(GAME_NAMES)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_new_takes_the_same_arguments_in_every_game(game):
    info = get_game(game)
    a = info.state_class.new(info.max_players, None, Rng(3))
    b = info.state_class.new(info.max_players, {}, Rng(3), record=True)
    assert a.to_json() == b.to_json()
    assert Setup(game, info.max_players, {}, 3).build().to_json() == a.to_json()


def test_a_chip_session_ends_only_between_hands_through_its_table_action():
    state = Setup("blackstone", 3, {}, 5).build()
    with pytest.raises(IllegalAction) as err:
        state.apply("end session")
    assert err.value.code == "mid_hand" and err.value.kind == "end_session"
    rng = Rng(1)
    while not state.hand_over:
        state.apply(rng.choice(state.legal_strings()))
    assert state.table_actions() == ["end session"]
    events = state.apply("End  Session")
    assert state.is_over and events[-1].kind == "session_over"
    with pytest.raises(IllegalAction) as err:
        state.apply("end session")
    assert err.value.code == "session_over"
    assert Setup("pairs", 2).build().table_actions() == []


@pytest.mark.parametrize("game", ["pairs", "blackstone"])
def test_steps_walk_a_log_deal_by_deal_as_play_does(game):
    setup = Setup(game, 3, {}, 11)
    state, rng, log = setup.build(), Rng(4), []
    while len(log) < 60 and not state.is_over:
        if state.hand_over and state.table_actions() and rng.below(5) == 0:
            action = rng.choice(state.table_actions())
        else:
            probe = state.clone()  # what the next hand deals, to choose its first action
            if probe.hand_over:
                probe.next_hand()
            action = rng.choice(probe.legal_strings())
        play(state, action)
        log.append(action)
    walked = setup.build()
    seen = list(steps(walked, log))
    assert walked.to_json() == replay(setup, log).to_json()
    assert [s.index for s in seen if not s.dealt] == list(range(len(log)))
    assert sum(s.dealt for s in seen) == walked.summary()["hand_no"] - 1 > 0
    assert [e.to_json() for s in seen for e in s.events] == [e.to_json() for e in walked.log[len(setup.build().log):]]
    for s in seen:
        assert walked.log[s.start:s.start + len(s.events)] == s.events
    with pytest.raises(IllegalAction) as err:
        list(steps(setup.build(), log[:3] + ["dance"]))
    assert err.value.reason.startswith("action 3:")
