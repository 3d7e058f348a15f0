"""Every kind a game's engine produces is declared in the game's descriptor.

Seeded random games of every registered game (its rules only, found through the registry)
collect the event kinds and action kinds it really produces; each event kind must have a
declared sound (None, silent, is a declaration) and each action kind a history phrase and a
phrase after "You cannot ... now". A chip session is also ended between hands now and then
(the table's action, which is no seat's action kind). Shared code has no default for a kind: one a game forgot
would be heard as nothing and read as the typed action, so it fails here.
"""

from __future__ import annotations

import zlib

import pytest

from pairs_table.app import games
from pairs_table.app.sound import NAMES, event_sounds
from pairs_table.engine.registry import GAME_NAMES, get_game
from pairs_table.engine.rng import Rng

PLAYS = 6  # seeded games per player count
MOST_STEPS = 4000  # a game longer than this is cut (the kinds seen so far count)


def produced(game: str) -> tuple[set[str], set[str]]:
    """(event kinds, action kinds) of seeded random games of ``game``, with every player
    count and each option's every listed value."""
    info = get_game(game)
    variants = [{}] + [{o.name: c} for o in info.options for c in (o.choices or ()) if c != o.default]
    events, actions = set(), set()
    for players in range(info.min_players, info.max_players + 1):
        for options in variants:
            for play in range(PLAYS):
                seed = zlib.crc32(f"{game}/{players}/{sorted(options.items())}/{play}".encode())
                rng = Rng(seed)
                state = info.state_class.new(players, options, Rng(seed + 1))
                events |= {e.kind for e in state.log}
                for _ in range(MOST_STEPS):
                    if state.is_over:
                        break
                    if state.hand_over:
                        if "end session" in state.table_actions() and rng.below(3) == 0:
                            events |= {e.kind for e in state.apply("end session")}
                            continue
                        events |= {e.kind for e in state.next_hand()}
                        continue
                    legal = state.legal_actions()
                    action = legal[rng.below(len(legal))]
                    actions.add(state.decode_action(action)[0])
                    events |= {e.kind for e in state.apply(action)}
    return events, actions


@pytest.fixture(scope="module")
def kinds():
    return {game: produced(game) for game in GAME_NAMES}


@pytest.mark.parametrize("game", list(GAME_NAMES))
def test_every_event_kind_has_a_declared_sound(game, kinds):
    events, _ = kinds[game]
    sounds = games.get(game).sounds
    assert events, game
    assert sorted(events - set(sounds)) == [], f"{game}: event kinds without a declared sound"
    assert {s for s in sounds.values() if s is not None} <= set(NAMES), game


@pytest.mark.parametrize("game", list(GAME_NAMES))
def test_every_action_kind_has_its_history_move_and_refusal_phrase(game, kinds):
    _, actions = kinds[game]
    about = games.get(game)
    assert actions, game
    assert sorted(actions - set(about.moves)) == [], f"{game}: action kinds without a history move"
    assert sorted(actions - set(about.action_phrases)) == [], f"{game}: action kinds without a refusal phrase"
    assert set(about.drawn) <= set(about.moves), game


def test_the_games_do_not_disagree_on_a_shared_event_kinds_sound():
    """A batch of events whose game is not given sounds by every game's declarations
    together, which is only one sound per kind if no two games differ."""
    seen: dict = {}
    for game in GAME_NAMES:
        for kind, sound in games.get(game).sounds.items():
            assert seen.setdefault(kind, (sound, game))[0] == sound, (kind, game, seen[kind])
    assert event_sounds() == {kind: sound for kind, (sound, _) in seen.items()}


def test_a_game_that_forgets_a_kind_fails_the_check(kinds):
    """The check would catch a game that leaves an event kind out."""
    from dataclasses import replace

    game = GAME_NAMES[0]
    events, _ = kinds[game]
    kind = sorted(events)[0]
    about = replace(games.get(game), sounds={k: v for k, v in games.get(game).sounds.items() if k != kind})
    assert kind in events - set(about.sounds)


def test_a_game_registered_from_outside_declares_every_kind_it_produces(lucky_seven):
    """The same check over Lucky Seven, the game that lives in tests/ and is registered
    for this test only."""
    name = lucky_seven.ENTRY.name
    events, actions = produced(name)
    about = games.get(name)
    assert events and actions
    assert sorted(events - set(about.sounds)) == []
    assert sorted(actions - set(about.moves)) == [] and sorted(actions - set(about.action_phrases)) == []
