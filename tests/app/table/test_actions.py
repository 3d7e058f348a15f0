"""The action bar shows exactly the legal actions, also after it is built again; the tools
row never leaves a tool out."""

import pygame
import pytest

from app_helpers import press
from pairs_table.app import i18n
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.scene import Scene
from pairs_table.app.table.actions import ActionBar, ActionSpec, arrange, plan_tools


def test_specs_in_rows():
    a, b, c = (ActionSpec(x, x) for x in "abc")
    assert [[s.action for s, _w in row] for row in arrange([a, b])] == [["a", "b"]]  # two share a row
    assert [[s.action for s, _w in row] for row in arrange([a, b, c])] == [["a"], ["b"], ["c"]]
    minus, take, plus = ActionSpec("-", "−", width=0.2), ActionSpec("t", "Take", width=0.6), ActionSpec("+", "+", width=0.2)
    assert [[s.action for s, _w in row] for row in arrange([ActionSpec("p", "Pass"), minus, take, plus])] == \
        [["p"], ["-", "t", "+"]]


def test_a_row_too_narrow_for_its_labels_is_split_with_its_widest_alone():
    measure = lambda label, style: 10 * len(label)  # noqa: E731
    minus, take, plus = ActionSpec("-", "-", width=0.2), ActionSpec("t", "Take 1  [Enter]", width=0.6), ActionSpec("+", "+", width=0.2)
    rows = arrange([ActionSpec("p", "Pass"), minus, take, plus], 160, 10, measure)
    assert [[(s.action, w) for s, w in row] for row in rows] == [[("p", 1.0)], [("t", 1.0)], [("-", 0.5), ("+", 0.5)]]
    assert len(arrange([minus, take, plus], 400, 10, measure)) == 1  # room enough: one row
    hit, fold = ActionSpec("h", "Kaart pakken  [H]"), ActionSpec("f", "Passen (7)  [F]")
    assert [[s.action for s, _ in row] for row in arrange([hit, fold], 300, 10, measure)] == [["h"], ["f"]]


@pytest.mark.parametrize("width", [150, 200, 260, 400])
def test_the_tools_row_never_leaves_a_tool_out(width):
    tools = [("hint", "Indice  [?]", "quiet", ""), ("odds", "Probabilités  [O]", "quiet", ""),
             ("undo", "Annuler  [Ctrl+Z]", "quiet", "")]
    rows = plan_tools(tools, width, 6, lambda label, style: 8 * len(label))
    assert sorted(name for row in rows for name, *_ in row) == ["hint", "odds", "undo"]
    for row in rows:  # a label keeps its key wherever it fits a row of its own
        assert len(row) == 1 or sum(8 * len(label) for _n, label, *_ in row) + 6 * (len(row) - 1) <= width
        for _n, label, *_ in row:
            assert "[" in label or 8 * len(label) + 18 > width


class Bar(Scene):
    def build_ui(self):
        self.bar = ActionBar(self)
        self.bar.build(pygame.Rect(900, 500, 300, 100), SPECS, 46, 10)


SPECS = [ActionSpec("hit", "Hit  [H]", pygame.K_h), ActionSpec("fold", "Fold  [F]", pygame.K_f, "danger")]


def test_the_bar_shows_the_legal_actions_and_again_after_a_rebuild(app):
    scene = app.stack.push(Bar(app))
    scene.bar.sync(SPECS, ["fold"])
    assert [a for a, b in scene.bar.buttons.items() if b.visible] == ["fold"]
    scene.resize(app.size)  # built again: hidden buttons, the same legal actions
    scene.bar.sync(SPECS, ["fold"])
    assert [a for a, b in scene.bar.buttons.items() if b.visible] == ["fold"]
    scene.bar.sync([SPECS[0], ActionSpec("fold", "Fold (4)  [F]", pygame.K_f, "danger")], ["hit", "fold"])
    assert scene.bar.buttons["fold"].text == "Fold (4)  [F]" and scene.bar.buttons["hit"].visible
    assert scene.bar.keyed(pygame.K_f).action == "fold" and scene.bar.pressed(scene.bar.buttons["hit"]).action == "hit"


@pytest.mark.parametrize("lang", ["fr", "bg", "nl", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 480)])
def test_the_odds_button_stays_in_every_language(app, lang, size):
    app.resize(size)
    app.set_language(lang)
    seats = [SeatConfig("Mira", "human"), SeatConfig("Ana", "ai"), SeatConfig("Bo", "ai")]
    table = app.stack.push(table_class("pairs")(app, TableConfig("pairs", seats, {}, "instant", "instant", seed=3)))
    for _ in range(300):
        if table.human_to_act():
            break
        app.step(1 / 60)
    tools = table.panel_widgets.tools
    assert set(tools) == {"hint", "odds", "undo"}
    for b in tools.values():
        assert b.visible and table.layout.panel.contains(b.get_abs_rect())
        assert b.font.size(b.text)[0] <= b.relative_rect.width - 6, (lang, b.text)
    assert table.panel_widgets.tool("odds").text.startswith(i18n.tr("Odds"))
    press(app, pygame.K_o)
    assert table.assist.odds_now()
