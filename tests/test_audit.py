"""The screen audit: each check finds a defect planted on a synthetic screen drawn through
the app's text drawing, and is silent on a clean one; the command keeps its contract on a
small run (one language, one size, a few screens)."""

import dataclasses
import json
import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pairs_table.app import textlog  # noqa: E402
from pairs_table.app.render import TextCache  # noqa: E402
from pairs_table.audit import CHECKS, checks  # noqa: E402
from pairs_table.audit.frame import Frame  # noqa: E402
from pairs_table.audit.see_through import see_through  # noqa: E402

WINDOW = (640, 360)
DARK = (20, 60, 40)
INK = (240, 236, 222)


@pytest.fixture(scope="module")
def surface():
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode(WINDOW)
    pygame.display.quit()


def drawn(surface, *texts, language="en", fill=DARK):
    """Draw ``texts`` (``(text, box, options)``) on ``surface`` while recording; the texts
    as the audit sees them."""
    surface.fill(fill)
    cache = TextCache()
    with textlog.recording() as log:
        for text, box, options in texts:
            cache.draw(surface, text, options.pop("size", 16), options.pop("colour", INK), box=box, **options)
    return log.texts


def found(texts, language="en"):
    return [(check, text) for check, text, _ in checks.check_texts(texts, WINDOW, language)]


CLEAN = [("Your turn", (20, 20, 200, 30), {}), ("Ana wins the pot: 12", (20, 60, 300, 30), {}),
         ("Continue [Enter]", (20, 100, 200, 40), {"bold": True})]


def test_a_clean_screen_has_no_finding(surface):
    assert found(drawn(surface, *[(t, b, dict(o)) for t, b, o in CLEAN])) == []


def test_a_clean_dutch_screen_has_no_finding(surface):
    texts = drawn(surface, ("Jij bent aan de beurt", (20, 20, 300, 30), {}), ("Ana", (20, 60, 100, 30), {}),
                  ("21", (20, 100, 100, 30), {}))
    assert found(texts, "nl") == []


def test_overflow_finds_a_text_drawn_past_its_box_and_a_cut_text(surface):
    texts = drawn(surface, ("A sentence far too long for its little box", (20, 20, 60, 20), {"fit": "none"}),
                  ("Cut short to fit the box it was given", (20, 60, 80, 20), {"fit": "cut"}),
                  ("Off the window", (600, 300, 200, 20), {"fit": "none"}))
    hits = [t for c, t in found(texts) if c == "overflow"]
    assert hits == ["A sentence far too long for its little box", "Cut short to fit the box it was given",
                    "Off the window"]


def test_overlap_finds_two_texts_over_each_other_but_not_a_shadow(surface):
    texts = drawn(surface, ("-10", (100, 100, 60, 30), {}), ("-8", (110, 102, 60, 30), {}),
                  ("Title", (20, 20, 200, 30), {"colour": (0, 0, 0)}), ("Title", (18, 18, 200, 30), {}))
    assert [t for c, t in found(texts) if c == "overlap"] == ["-10 | -8"]


def test_a_text_hidden_by_an_opaque_panel_drawn_over_it_is_not_looked_at(surface):
    from pairs_table.audit.frame import watch_panels

    surface.fill(DARK)
    cache = TextCache()
    panel = pygame.Rect(40, 40, 300, 120)
    with textlog.recording() as log:
        watch_panels(log)
        cache.draw(surface, "Bo to play", 16, (40, 90, 60), box=(60, 60, 200, 30))  # dim, and under the panel
        surface.fill((14, 20, 18), panel)
        textlog.opaque(surface, panel)
        cache.draw(surface, "Paused", 16, INK, box=(70, 62, 200, 30))
        covers = list(zip(log.panels, log.panels.at))
        texts = list(log.texts)
    covers = [(rect, n) for (rect, _), n in covers]
    assert covers == [(tuple(panel), 1)]
    assert checks.check_texts(texts, WINDOW, "en", covers) == []
    assert {c for c, _, _ in checks.check_texts(texts, WINDOW, "en")} == {"overlap", "contrast"}


def test_contrast_finds_text_too_close_to_its_background(surface):
    texts = drawn(surface, ("Dim words", (20, 20, 200, 30), {"colour": (40, 90, 60)}),
                  ("Big and gold", (20, 80, 300, 40), {"size": 28, "colour": (246, 200, 92)}))
    hits = [t for c, t in found(texts) if c == "contrast"]
    assert len(hits) == 1 and hits[0].startswith("Dim words (")


def test_contrast_follows_wcag():
    assert round(checks.contrast_ratio((255, 255, 255), (0, 0, 0)), 1) == 21.0
    assert round(checks.contrast_ratio((118, 118, 118), (255, 255, 255)), 1) == 4.5


def test_untranslated_finds_english_in_a_dutch_screen(surface):
    texts = drawn(surface, ("Your turn", (20, 20, 200, 30), {}), ("Ana", (20, 60, 100, 30), {}),
                  ("Ana wins the pot: 12", (20, 100, 300, 30), {}))
    assert [t for c, t in found(texts, "nl") if c == "untranslated"] == ["Your turn", "Ana wins the pot: 12"]
    assert [c for c, _ in found(texts, "en")] == []


@pytest.mark.parametrize("text", ["Hello {name}", "Score: None", "nan points", "take 3,1", "play QS",
                                  "reason: low_card_first", "0,0"])
def test_placeholder_finds_a_template_or_code_left_in(surface, text):
    assert ("placeholder", text) in found(drawn(surface, (text, (20, 20, 400, 30), {})))


@pytest.mark.parametrize("text, language", [("gemiddeld 7,0 punten; je kans", "nl"), ("0,0 punten", "nl"),
                                            ("de 32,6 % si vous piochez", "fr"), ("pygame_gui 0.6", "en"),
                                            ("Hand 2 of 5", "en"),
                                            ("Saved in /tmp/pairs-table-audit-ymzk_b13/en/settings", "en"),
                                            (r"C:\Users\a_b\saves", "en")])
def test_placeholder_leaves_decimal_commas_and_names_alone(surface, text, language):
    assert found(drawn(surface, (text, (20, 20, 400, 30), {})), language) == []


def test_a_tooltip_over_texts_is_no_overlap(surface):
    texts = drawn(surface, ("Hit  [H]", (100, 100, 120, 30), {}),
                  ("What the hard computer player would do", (110, 105, 300, 30), {"owner": "widget:#tool_tip"}))
    assert found(texts) == []
    assert found([dataclasses.replace(d, owner="") for d in texts])[0][0] == "overlap"


def _overlay_frame(surface, alpha: int) -> Frame:
    """A dialog panel (alpha ``alpha``) drawn over a screen with a text, and over a plain fill."""
    panel = pygame.Rect(120, 80, 400, 200)

    def draw(fill_texts: bool):
        surface.fill(DARK)
        beneath = drawn(surface, ("Paused", (200, 150, 240, 60), {"size": 40}), fill=DARK) if fill_texts else []
        if not fill_texts:
            surface.fill((255, 0, 255))
        layer = pygame.Surface(panel.size, pygame.SRCALPHA)
        layer.fill((14, 20, 18, alpha))
        surface.blit(layer, panel)
        return surface.copy(), beneath

    image, below = draw(True)
    plain, _ = draw(False)
    return Frame("dialog", image, [], below, [(tuple(panel), "Dialog")], plain)


def test_see_through_finds_a_panel_that_lets_the_screen_beneath_show(surface):
    hits = see_through(_overlay_frame(surface, 240))
    assert [(c, t) for c, t, _ in hits] == [("see_through", "Paused")]


def test_see_through_is_silent_on_an_opaque_panel(surface):
    assert see_through(_overlay_frame(surface, 255)) == []


# ---- the command ---------------------------------------------------------------------------------------------

def audit(tmp_path, monkeypatch, *args):
    import tempfile

    from pairs_table.__main__ import main

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setenv("PAIRS_TABLE_HOME", str(tmp_path / "never-used"))
    return main(["audit", *args])


@pytest.mark.parametrize("args, says", [
    (["--sizes", "100x100"], "--sizes"),
    (["--sizes", "1280by720"], "--sizes"),
    (["--languages", "en,xx"], "--languages"),
    (["--screens", "nowhere"], "--screens"),
])
def test_bad_arguments_exit_2_with_what_to_fix(tmp_path, monkeypatch, capsys, args, says):
    assert audit(tmp_path, monkeypatch, "--out", str(tmp_path / "out"), *args) == 2
    err = capsys.readouterr().err
    assert err.startswith("pairs-table audit: ") and says in err and "Traceback" not in err


def test_out_is_required(tmp_path, monkeypatch, capsys):
    with pytest.raises(SystemExit) as exc:
        audit(tmp_path, monkeypatch)
    assert exc.value.code == 2 and "--out" in capsys.readouterr().err


def test_a_small_run_writes_findings_and_a_contact_sheet(tmp_path, monkeypatch):
    out = tmp_path / "out"
    code = audit(tmp_path, monkeypatch, "--out", str(out), "--languages", "nl", "--sizes", "800x480",
                 "--screens", "title,confirm/quit,table/pairs/turn", "--shots", str(tmp_path / "shots"))
    data = json.loads((out / "findings.json").read_text(encoding="utf-8"))
    assert set(data) == {"screens", "languages", "sizes", "frames", "checks", "findings"}
    assert data["screens"] == ["title", "confirm/quit", "table/pairs/turn"]
    assert data["languages"] == ["nl"] and data["sizes"] == ["800x480"] and data["frames"] == 3
    assert data["checks"] == list(CHECKS)
    for f in data["findings"]:
        assert set(f) == {"screen", "language", "size", "check", "text", "rect"}
        assert f["check"] in CHECKS and f["screen"] in data["screens"] and len(f["rect"]) == 4
    assert code == (1 if data["findings"] else 0)
    sheet = pygame.image.load(str(out / "contact-nl-800x480.png"))
    assert sheet.get_width() > 3 * 300
    assert sorted(p.name for p in (tmp_path / "shots").iterdir()) == [
        "nl-800x480-confirm-quit.png", "nl-800x480-table-pairs-turn.png", "nl-800x480-title.png"]
    assert not (tmp_path / "never-used").exists()  # the player's data folder is never touched


def test_every_documentation_picture_is_an_audit_screen():
    import importlib.util
    from pathlib import Path

    from pairs_table.app.i18n import LANGUAGES
    from pairs_table.audit.screens import builders

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("make_screenshots", root / "tools" / "make_screenshots.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    known = set(builders())
    for picture, (screen, language, size) in tool.SHOTS.items():
        assert screen in known, picture
        assert language in LANGUAGES and min(size) >= 480, picture
        assert (root / "docs" / picture).is_file(), picture  # the pictures the documentation shows


def test_every_kind_of_screen_the_player_reaches_is_audited():
    from pairs_table.app import games
    from pairs_table.audit.screens import MOMENTS, builders

    names = set(builders())
    for name in ("title", "choose_game", "settings", "about", "join", "confirm/quit", "confirm/fold", "pause",
                 "handover", "odds", "tooltip", "hosting", "saves", "replay"):
        assert name in names, name
    for g in games.keys():
        for prefix in ("lobby", "rules", "statistics", "guide"):
            assert f"{prefix}/{g}" in names, (prefix, g)
        for m in MOMENTS:
            assert f"table/{g}/{m}" in names, (g, m)
