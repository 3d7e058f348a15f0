"""Labels on the felt read on every felt colour: each lies on its dark marker and stands out
from it by WCAG's 4.5:1, measured with the screen audit's own checks; real tables drawn
with the audit's driver show no felt label too dim, cut, past its room or over another, and
the tables' result columns, the hosting notice, the fold question and the side panel on a
large window fit their room."""

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pairs_table.app import textlog  # noqa: E402
from pairs_table.app.render import FELT_COLOURS, GOLD, INK, INK_DIM, PANEL_FACE, RED, TextCache, dimmed  # noqa: E402
from pairs_table.app.table.felt_label import felt_label  # noqa: E402
from pairs_table.audit import checks  # noqa: E402

WINDOW = (400, 200)
CARD_WHITE = (244, 240, 230)
# what draws the texts that lie on the felt of a table
FELT_OWNERS = ("pile", "pot", "chips.float", "pyramid.board", "pyramid rows", "blackstone.middle",
               "blackstone.stake", "hasenpfeffer", "hidden.label")


@pytest.fixture(scope="module")
def surface():
    pygame.font.init()
    return pygame.Surface(WINDOW)


def _record(surface, under, draw):
    surface.fill(under)
    with textlog.recording(window=surface) as log:
        draw(TextCache())
    return log.texts


@pytest.mark.parametrize("under", [c for felt in FELT_COLOURS.values() for c in felt] + [CARD_WHITE])
@pytest.mark.parametrize("colour", [INK_DIM, INK, GOLD, RED])
def test_a_felt_label_stands_out_from_its_marker_on_any_felt(surface, under, colour):
    texts = _record(surface, under, lambda t: felt_label(t, surface, "Discards 7", 12, colour, box=(20, 20, 120, 20)))
    assert len(texts) == 1
    assert checks.contrast(texts) == []


def test_bare_dim_ink_on_the_felt_centre_is_too_faint(surface):
    """What the marker is for: the same label drawn straight on the felt fails."""
    centre = FELT_COLOURS["green"][2]
    texts = _record(surface, centre, lambda t: t.draw(surface, "Discards 7", 12, INK_DIM, box=(20, 20, 120, 20),
                                                     fit="none"))
    assert checks.contrast(texts) != []


def test_a_fading_label_is_judged_at_full_strength_and_lies_on_its_marker(surface):
    centre = FELT_COLOURS["green"][2]
    marker = []
    texts = _record(surface, centre, lambda t: marker.append(
        felt_label(t, surface, "-4", 20, RED, bold=True, box=(60, 60, 40, 30), alpha=90)))
    assert [d.text for d in texts] == ["-4"]
    assert checks.contrast(texts) == []
    assert marker[0].contains(pygame.Rect(texts[0].rect))


def test_older_log_lines_are_dimmed_no_further_than_still_reads():
    for colour in ((150, 170, 160), INK_DIM, RED, (240, 140, 120)):
        assert checks.contrast_ratio(dimmed(colour, 0.75, PANEL_FACE), PANEL_FACE) >= 4.5
    assert dimmed(INK, 0.75, PANEL_FACE) == tuple(int(c * 0.75) for c in INK)  # bright ink still dims


def _table_findings(language, size, screens, owners=FELT_OWNERS):
    from pairs_table.audit.frame import capture
    from pairs_table.audit.screens import Driver, builders
    from pairs_table.app.main import App
    from pairs_table.storage.settings import Settings

    settings = Settings(language=language, animation_speed="instant", ai_pace="instant", sound=False,
                        auto_continue=False)
    app = App(size, ai_mode="inline", settings=settings, save_settings=False)
    found = []
    try:
        with textlog.recording() as log:
            driver = Driver(app)
            table = builders()
            for name in screens:
                table[name](driver)
                frame = capture(app, log, name)
                felt = [d for d in frame.texts if d.owner in owners]
                assert felt, name  # the screen has felt labels to judge
                hits = checks.contrast(felt) + checks.overflow(felt, size) + checks.overlap(felt, frame.covers)
                found += [(name, check, text) for check, text, _ in hits]
    finally:
        app.close()
    return found


@pytest.mark.parametrize("language, size, screens", [
    ("nl", (800, 480), ["table/pyramid_poker/turn", "table/hawthorn/turn"]),
    ("bg", (800, 480), ["table/goblins_poker/turn"]),
    ("en", (1280, 720), ["table/pairs/ai", "table/blackstone/ai", "table/hasenpfeffer/turn"]),
])
def test_felt_labels_on_real_tables_read_and_fit(tmp_path, monkeypatch, language, size, screens):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    assert _table_findings(language, size, screens) == []


@pytest.mark.parametrize("language, size, screens, owners", [
    ("nl", (1920, 1080), ["table/hasenpfeffer/result"], ("hasenpfeffer.result",)),
    ("bg", (1280, 720), ["table/hawthorn/result"], ("standings",)),
    ("fr", (800, 480), ["hosting", "confirm/fold"], ("net_notice", "question")),
    ("en", (2560, 1440), ["table/hasenpfeffer/ai", "table/pairs/turn"], ("hasenpfeffer score", "pairs.panel")),
])
def test_result_columns_and_notices_fit(tmp_path, monkeypatch, language, size, screens, owners):
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path))
    assert _table_findings(language, size, screens, owners) == []
