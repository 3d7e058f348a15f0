"""The Hint line of every game, from random positions: the hard agent's move and its own
reason (a catalogued code with every field filled), phrased in each of the four languages
with cards and suits in that language's words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pairs_table.ai.arena import arena_rules
from pairs_table.ai.base import make_agent
from pairs_table.ai.reasons import REASONS, template_fields
from pairs_table.app import i18n, words
from pairs_table.app.hints import hint_line
from pairs_table.engine.registry import get_game
from pairs_table.engine.rng import Rng

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"
LANGUAGES = ("en", "fr", "nl", "bg")

# fixed work per decision, so that the hints do not depend on the machine's speed
HARD = {
    "pairs": ({"depth": 2}, 3),
    "hawthorn": ({"samples": 8, "jobs": 1}, 4),
    "goblins_poker": ({"samples": 8, "jobs": 1}, 4),
    "blackstone": ({"think_ms": None}, 4),
    "hasenpfeffer": ({"samples": 4, "jobs": 1}, 4),
    "pyramid_poker": ({"iterations": 2, "jobs": 1}, 2),
}
CARD_CODE = re.compile(r"\b(?:[2-9TJQKA][CDHS]|JOKER)\b")  # a contract card name left unphrased


def random_positions(game: str, count: int, seed: int):
    """``count`` positions of ``game`` reached by random play: (state, view, legal) with a
    real choice to make."""
    kw, players = HARD[game]
    rng = Rng(seed)
    out = []
    for deal in range(50):
        state = get_game(game).state_class.new(players, dict(arena_rules(game).options), Rng(seed * 100 + deal))
        stop = rng.below(30)
        for _ in range(stop):
            if state.is_over:
                break
            if state.hand_over:
                state.next_hand()
                continue
            legal = state.legal_strings()
            state.apply(legal[rng.below(len(legal))])
        if state.is_over or state.hand_over or len(state.legal_strings()) < 2:
            continue
        out.append((state, state.view(state.to_act), state.legal_strings()))
        if len(out) == count:
            break
    return out


@pytest.fixture(scope="module")
def catalogues():
    return {lang: json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGUAGES}


@pytest.mark.parametrize("game", sorted(HARD))
def test_every_hint_has_the_agents_reason_in_every_language(game, catalogues):
    kw, _ = HARD[game]
    agent = make_agent(game, "hard", **kw)
    positions = random_positions(game, 6, seed=len(game))
    assert len(positions) >= 4
    codes = set()
    for state, view, legal in positions:
        decision = agent.decide(view, legal, Rng(7))
        assert decision.action in legal
        assert decision.reason in REASONS and decision.reason not in ("usual", "only_move"), (game, decision)
        assert template_fields(REASONS[decision.reason]) <= set(decision.fields)
        assert all(v is not None and v != "" for v in decision.fields.values()), decision
        codes.add(decision.reason)
        template = REASONS[decision.reason]
        decoded = state.decode_action(state.string_to_action(decision.action))
        lines = {}
        i18n.misses.clear()
        try:
            for lang in LANGUAGES:
                assert template in catalogues[lang], (lang, decision.reason)
                if lang != "en":
                    assert catalogues[lang][template] != template, (lang, decision.reason)
                i18n.set_language(lang)
                line = hint_line(decision, decoded, game)
                assert "{" not in line and "\n" not in line
                assert not CARD_CODE.search(line.replace(decision.action, "")), (lang, line)
                for name, value in decision.fields.items():  # cards in the language's words
                    if name == "cards":
                        assert all(words.card(c) in line for c in value), (lang, line)
                    elif name.startswith("card"):
                        assert words.card(value) in line, (lang, line)
                lines[lang] = line
        finally:
            i18n.set_language("en")
        assert not i18n.misses, i18n.misses
        assert len(set(lines.values())) == len(LANGUAGES)  # each language says it its own way
    assert codes


def test_the_lobby_notes_end_with_the_measured_word_on_the_levels(catalogues):
    """Where the measured ladder does not show every step apart, the lobby's notes of that
    game say so, in every language; elsewhere they are the how-to lines alone."""
    from pairs_table.ai.levels import level_notes, level_note
    from pairs_table.app import games

    for key in games.keys():
        about = games.get(key)
        note = level_note(key)
        if note is None:
            assert about.lobby_notes == about.how_to
            continue
        assert about.lobby_notes == about.how_to + (note,)
        for lang in LANGUAGES:
            assert note in catalogues[lang] and (lang == "en" or catalogues[lang][note] != note)
    assert set(level_notes()) <= set(games.keys())
