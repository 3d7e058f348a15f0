"""Dialogs, overlays and the panels over the felt that carry text hide what lies beneath
them: drawn over their real scene and over a plain fill, they are the same inside."""

import pytest

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.overlays.confirm import QuestionScene
from pairs_table.app.overlays.pause import PauseScene
from pairs_table.app.overlays.summary import SummaryScene
from pairs_table.app.scenes.about import AboutScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.scenes.settings import SettingsScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.app.table.log import Literal
from pairs_table.app.table.summary import HandSummary, Standing

from app_helpers import click
from see_through import overlay_see_through, see_through

NAMES = ("Ana", "Bo", "Cees", "Dimitar", "Elise", "Femke")


def open_table(app, game: str, n: int):
    seats = [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai") for x in NAMES[:n - 1]]
    table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=3)))
    for _ in range(600):
        if table.human_to_act():
            break
        app.step(1 / 60)
    return table


def test_about_hides_the_title(app):
    app.stack.push(TitleScene(app))
    app.stack.push(AboutScene(app))
    assert overlay_see_through(app) == []


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_pause_and_settings_over_a_table(app, size):
    app.resize(size)
    table = open_table(app, "hawthorn", 4)
    table.say(Literal("You reach 27 and lose!"))
    app.stack.push(PauseScene(app, table))
    assert overlay_see_through(app) == []
    app.stack.push(SettingsScene(app))
    assert overlay_see_through(app) == []
    app.stack.push(QuestionScene(app))
    assert overlay_see_through(app) == []


def test_a_deal_summary_hides_the_table(app):
    table = open_table(app, "hasenpfeffer", 4)
    app.settings.auto_continue = False
    lines = (Literal("NS bid 5 and take 3 tricks."), Literal("Tricks NS 3 · EW 3"))
    rows = (Standing(Literal("NS"), -5, 12), Standing(Literal("EW"), 3, 9))
    app.stack.push(SummaryScene(app, table, HandSummary(Literal("Deal 2"), lines, Literal("Points"), rows),
                                lambda: None))
    assert overlay_see_through(app) == [] and isinstance(app.stack.top, SummaryScene)
    assert overlay_see_through(app) == []


def test_the_guide_callout_and_the_standings_over_it(app):
    lobby = app.stack.push(LobbyScene(app, "hawthorn"))
    app.step(1 / 60)
    click(app, lobby.guide_offer.button)
    table = app.stack.top
    for _ in range(600):
        if table.guide.rect() is not None:
            break
        app.step(1 / 60)
    assert table.guide.rect() is not None
    assert see_through(app.size, table.draw, table.guide.draw) == []
    table.chips.open_standings()
    assert overlay_see_through(app) == []


def test_a_banner_hides_the_felt_beneath(app):
    table = open_table(app, "hawthorn", 4)
    table.say(Literal("Ana beats you 2-1"))
    app.step(1 / 60)
    assert see_through(app.size, table.draw, table.view.banner) == []
