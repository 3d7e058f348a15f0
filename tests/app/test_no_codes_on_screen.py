"""No action code and no card code ever reaches the screen: a game is played at every
table in four languages, with hints asked for, and every text drawn (panel, log, hint,
refusal, banner, plates, buttons) is read for the engine's codes ("4C", "place 0,0",
"seat 1")."""

import re

import pytest

from app_helpers import Rendered, button_texts
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import keys, table_class

CODES = (
    re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b"),  # a card's contract name
    re.compile(r"\bJOKER\d?\b"),
    re.compile(r"\bseat \d\b"),  # the engine's own log text
)
# a pyramid place's coordinates ("0,3"); elsewhere "0,6" is a number with a decimal comma
PLACE = re.compile(r"\b\d,\d\b")
SEATS = {"hasenpfeffer": 4, "pyramid_poker": 2}
LANGUAGES = ("en", "fr", "nl", "bg")


def codes_in(text: str, game: str = "pyramid_poker") -> list[str]:
    patterns = CODES + ((PLACE,) if game == "pyramid_poker" else ())
    return [m.group(0) for pattern in patterns for m in pattern.finditer(text)]


def shown_texts(table) -> list[str]:
    texts = [text for text, _c in table.log] + button_texts(table)
    texts += [table.assist.hint_text, table.toast]
    banner = table.announce.shown()
    if banner is not None:
        texts.append(banner[0])
    return texts


def walk_game(app, game: str, lang: str, actions: int) -> tuple[set, int]:
    """Play ``actions`` of the human's turns (the hint asked for on some), keeping every text
    drawn; returns the texts and the hints given."""
    app.set_language(lang)
    n = SEATS.get(game, 3)
    seats = [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai", "easy") for x in ("Ana", "Bo", "Cees")][:n - 1]
    table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=7)))
    submit = app.ai.submit
    app.ai.submit = lambda g, level, view, legal, seed, agent_kw=None, **kw: submit(g, "easy", view, legal, seed, **kw)
    texts: set = set()
    hints = 0
    try:
        with Rendered(app) as r:
            for turn in range(actions):
                for _ in range(3000):
                    if table.human_to_act() or app.stack.top is not table:
                        break
                    app.step(1 / 60)
                    texts.update(shown_texts(table))
                if app.stack.top is not table or not table.human_to_act():
                    break
                if turn % 4 == 0:
                    table.assist.request_hint()
                    for _ in range(20):
                        app.step(1 / 60)
                        if table.assist.hint_action is not None:
                            break
                    hints += table.assist.hint_action is not None
                app.step(1 / 60)
                texts.update(shown_texts(table))
                legal = table.state.legal_strings()
                table.human_action(legal[turn % len(legal)], confirmed=True)
                app.step(1 / 60)
                texts.update(shown_texts(table))
            texts |= r.texts
    finally:
        app.ai.submit = submit
    return texts, hints


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", keys())
def test_no_action_or_card_code_in_any_text_drawn(app, game, lang):
    texts, hints = walk_game(app, game, lang, 30 if game == "pyramid_poker" else 12)
    assert hints >= 1, "no hint was given"
    found = sorted({(code, text) for text in texts if text for code in codes_in(str(text), game)})
    assert not found, found[:8]
