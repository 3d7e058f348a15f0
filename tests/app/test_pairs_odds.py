"""The figures of a Pairs hit said one way: the status line under "Your turn", the Hint and
the Odds box state the same quantities in the same words, percentages in each language's
own format, and the Odds box adds what the status line does not say, on your turn only."""

import pytest

from pairs_table.ai.base import make_agent
from pairs_table.ai.odds import view_odds
from pairs_table.app import i18n, words
from pairs_table.app.config import TableConfig, default_seats
from pairs_table.app.games import table_class
from pairs_table.app.games.pairs.panel import status_lines
from pairs_table.app.hints import hint_line, odds_lines
from pairs_table.engine.rng import Rng


@pytest.fixture(autouse=True)
def english_afterwards(monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_AI_WORKERS", "0")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang, whole, small, one_decimal", [
    ("en", "10%", "<1%", "12.3%"),
    ("nl", "10%", "<1%", "12,3%"),
    ("fr", "10\u00a0%", "<1\u00a0%", "12,3\u00a0%"),
    ("bg", "10%", "<1%", "12,3%"),
])
def test_one_percent_format_per_language(lang, whole, small, one_decimal):
    i18n.set_language(lang)
    assert words.percent(0.1) == whole
    assert words.percent(0.001) == small
    assert words.percent(0.1234, decimals=1) == one_decimal
    assert words.percent(0) == whole.replace("10", "0")


def your_turn(app, seed=11):
    cfg = TableConfig("pairs", default_seats("pairs"), speed="instant", ai_pace="instant", seed=seed)
    table = app.stack.push(table_class("pairs")(app, cfg))
    for _ in range(3000):
        app.step(1 / 60)
        st = table.state
        if table.human_to_act() and "hit" in st.legal_strings() and st.view(st.to_act)["stacks"][st.to_act]:
            return table
    raise AssertionError("no turn of yours with a hit and a stack")


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "bg"])
def test_the_status_line_and_the_hint_state_the_same_figures(app, lang):
    app.set_language(lang)
    table = your_turn(app)
    st = table.state
    view, legal = st.view(st.to_act), st.legal_strings()
    odds = view_odds(view, st.to_act)
    said = i18n.tr("A hit pairs you {p} of the time: {e} points expected.",
                   p=words.percent(odds["pair"]), e=words.decimal(odds["expected"]))
    assert said in [line.text for line in status_lines(table)]
    decision = make_agent("pairs", "hard", depth=2).decide(view, legal, Rng(1))
    line = hint_line(decision, st.decode_action(st.string_to_action(decision.action)))
    assert said.rstrip(".").lower() in line.lower(), (said, line)  # the same words and figures
    assert abs(decision.fields["hit_points"] - odds["expected"]) < 1e-9  # probability x points


def test_the_odds_box_adds_to_the_status_line_and_shows_on_your_turn_only(app):
    table = your_turn(app)
    table.config.show_odds = True
    seat = table.state.to_act
    view = table.state.view(seat)
    odds = view_odds(view, seat)
    box = table.assist.odds_now()
    assert box == odds_lines("pairs", view) and box
    status = " ".join(line.text for line in status_lines(table))
    for line in box:
        figure = line.rsplit(":", 1)[-1].strip()
        assert line not in status and not (figure and figure in status), (line, status)
    stack = set(view["stacks"][seat])
    assert sum("the next card pairs your" in line for line in box) == (len(stack) if len(stack) > 1 else 0)
    assert box[-1] == f"Points of a pair on average: {odds['expected'] / odds['pair']:.1f}"
    table.human_action("hit")
    for _ in range(600):
        app.step(1 / 60)
        st = table.state
        if st.to_act is not None and st.to_act != seat and not st.hand_over:
            assert table.assist.odds_now() == [], "odds shown during another player's turn"
            return
    raise AssertionError("no other player's turn came")


def test_the_odds_box_names_each_rank_that_pairs_you_when_there_are_several():
    from fractions import Fraction

    from pairs_table.ai.odds import next_card_counts
    from pairs_table.engine.pairs import PairsState

    rng = Rng(5)
    for seed in range(200):
        st = PairsState.new(3, {}, Rng(seed))
        while not st.is_over and not st.hand_over and st.to_act is not None:
            view = st.view(st.to_act)
            if "hit" in view["legal"] and len(set(view["stacks"][st.to_act])) > 1:
                break
            legal = st.legal_strings()
            st.apply(legal[rng.below(len(legal))])
        else:
            continue
        seat = st.to_act
        box = odds_lines("pairs", view)
        counts = next_card_counts(view)
        ranks = sorted(set(view["stacks"][seat]), reverse=True)
        expected = [f"Chance the next card pairs your {r}: {words.percent(Fraction(counts[r], sum(counts)))}"
                    for r in ranks]
        assert box[:len(ranks)] == expected
        assert len(box) == len(ranks) + 1
        return
    raise AssertionError("no stack of two ranks with a hit to come")
