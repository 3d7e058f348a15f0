"""The numbers and captions of the charts (Statistics' sessions, a chip session's
standings) never cover one another and stay inside the chart, at every size and in every
language."""

import pygame
import pytest

from pairs_table.app import textlog
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.overlays.standings import SessionResultScene
from pairs_table.app.scenes.statistics import StatisticsScene

SIZES = [(800, 480), (1280, 720), (1920, 1080)]
LANGUAGES = ["en", "nl", "fr", "bg"]


def chart_texts(app, scene) -> tuple[pygame.Rect, list]:
    """The chart's place and the texts drawn on it in one frame of ``scene``."""
    app.invalidate()
    with textlog.recording() as log:
        app.step(1 / 60)
    assert scene.chart_rect is not None, "no chart drawn"
    return scene.chart_rect, [d for d in log.texts if d.owner == "chart"]


def check(rect, texts, where) -> list[str]:
    bad = []
    if len(texts) < 4:
        bad.append(f"{where}: {len(texts)} texts on the chart")
    for i, a in enumerate(texts):
        if not rect.contains(pygame.Rect(a.rect)):
            bad.append(f"{where}: {a.text!r} at {a.rect} runs out of the chart {tuple(rect)}")
        for b in texts[i + 1:]:
            if pygame.Rect(a.rect).colliderect(pygame.Rect(b.rect)):
                bad.append(f"{where}: {a.text!r} {a.rect} covers {b.text!r} {b.rect}")
    return bad


@pytest.mark.parametrize("size", SIZES)
def test_the_statistics_chart_keeps_its_labels_apart(app, size):
    app.resize(size)
    for result in (12, -30, 7, 45, -8, 3, 0, 21):
        app.stats.record_session("Mira", "hawthorn", result, won=result > 20)
    app.stats.record_hand("Mira", "hawthorn", True, 5)
    bad = []
    for lang in LANGUAGES:
        app.set_language(lang)
        scene = app.stack.push(StatisticsScene(app))
        scene.choose(player="Mira", game="hawthorn")
        bad += check(*chart_texts(app, scene), f"{lang} {size}")
        app.stack.pop()
    assert not bad, bad


@pytest.mark.parametrize("size", SIZES)
def test_the_standings_chart_keeps_its_labels_apart(app, size):
    app.resize(size)
    seats = [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai") for x in ("Ana", "Bo", "Cees")]
    table = app.stack.push(table_class("hawthorn")(app, TableConfig("hawthorn", seats, {}, "instant", "instant",
                                                                     seed=3)))
    app.step(1 / 60)
    chips = list(table.chips.history.start)
    for hand in range(1, 13):
        chips = [c + (hand * 7 + 3 * s) % 11 - 5 for s, c in enumerate(chips)]
        table.chips.history.record(hand, chips)
    bad = []
    for lang in LANGUAGES:
        app.set_language(lang)
        scene = app.stack.push(SessionResultScene(app, table, final=False))
        bad += check(*chart_texts(app, scene), f"{lang} {size}")
        app.stack.pop()
    assert not bad, bad
