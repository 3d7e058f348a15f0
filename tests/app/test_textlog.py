"""The record of what is drawn where: every text of a frame with its box, the widgets'
texts, opaque panels, texts carried along by textlog.place, and one place that draws text."""

import ast
import pathlib

import pygame
import pytest
from app_helpers import until

from pairs_table.app import games, textlog
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.render import INK, TextCache
from pairs_table.engine.registry import get_game

APP = pathlib.Path(__file__).resolve().parents[2] / "pairs_table" / "app"


def frame(app, log) -> list:
    """The texts of one frame drawn now."""
    log.clear()
    app.draw()
    return list(log.texts)


def check_sane(app, texts) -> None:
    window = pygame.Rect((0, 0), app.size)
    assert texts
    for d in texts:
        box = pygame.Rect(d.box)
        assert d.text.strip(), d
        assert box.width > 0 and box.height > 0, d
        assert window.contains(box), d
        assert d.rect[2] > 0 and d.rect[3] > 0, d


def texts_of(texts, owner_prefix: str) -> list[str]:
    return [d.text for d in texts if d.owner.startswith(owner_prefix)]


def table_config(game: str) -> TableConfig:
    info = get_game(game)
    n = 4 if game == "hasenpfeffer" else min(info.max_players, 3)
    seats = [SeatConfig("Ana", "human")] + [SeatConfig(f"AI {i}", "ai", "easy") for i in range(1, n)]
    return TableConfig(game, seats, {}, "instant", "instant", seed=7)


def test_the_title_records_its_texts_and_its_buttons(app):
    with textlog.recording() as log:
        app.screens.open("title")
        app.step()
        texts = frame(app, log)
    check_sane(app, texts)
    assert "Pairs Table" in texts_of(texts, "title")
    assert "Play" in texts_of(texts, "widget:")
    assert all(d.owner for d in texts)


@pytest.mark.parametrize("game", [g for g in games.keys() if games.playable(g)])
def test_a_lobby_a_table_and_the_pause_of_each_game_record_sane_boxes(app, game):
    with textlog.recording() as log:
        app.screens.open("lobby", game)
        app.step()
        lobby = frame(app, log)
        check_sane(app, lobby)
        assert texts_of(lobby, "lobby") and texts_of(lobby, "widget:")
        app.stack.pop()
        table = games.table_class(game)(app, table_config(game))
        app.stack.push(table)
        for _ in range(60):
            app.step(1 / 60)
        texts = frame(app, log)
        check_sane(app, texts)
        # the plates are pictures made once and placed: their names come along
        assert "Ana" in texts_of(texts, "plate")
        assert texts_of(texts, "widget:")
        assert not log.panels
        app.screens.open("pause", table)
        app.step()
        paused = frame(app, log)
        check_sane(app, paused)
        assert "Paused" in texts_of(paused, "pause")
        assert [owner for _rect, owner in log.panels] == ["PauseScene"]
        panel = pygame.Rect(log.panels[0][0])
        assert all(panel.contains(d.box) for d in paused if d.owner == "pause")


def test_an_overlay_names_its_panel_and_a_cached_panel_carries_its_texts(app):
    with textlog.recording() as log:
        table = games.table_class("hawthorn")(app, table_config("hawthorn"))
        app.stack.push(table)
        app.step()
        app.screens.open("standings", table)
        app.step()
        first = frame(app, log)
        again = frame(app, log)  # the content is cached now: its texts are still placed
    assert [owner for _r, owner in log.panels] == ["SessionResultScene"]
    standings = texts_of(first, "standings")
    assert standings and texts_of(again, "standings") == standings
    panel = pygame.Rect(log.panels[0][0])
    assert all(panel.contains(d.box) for d in again if d.owner == "standings")


def test_a_tooltip_on_show_is_recorded(app):
    with textlog.recording() as log:
        app.screens.open("lobby", "hawthorn")
        app.step()
        tipped = [e for e in app.manager.get_sprite_group().sprites()
                  if getattr(e, "tool_tip_text", None) and e.visible and hasattr(e, "text")]
        assert tipped
        b = tipped[0]
        pygame.mouse.set_pos(b.get_abs_rect().center)  # the widgets follow the mouse's position
        assert until(app, lambda: getattr(b, "tool_tip", None) is not None, 600)
        texts = frame(app, log)
    tips = [d for d in texts if "tool_tip" in d.owner]
    assert tips and tips[0].text.split()[0] in b.tool_tip_text


def test_widgets_record_the_width_their_text_needs(app):
    import pygame_gui

    with textlog.recording() as log:
        app.screens.open("title")
        app.step()
        scene = app.stack.top
        narrow = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 40, 30), "A label far too long for this",
                                              manager=app.manager, container=scene.root)
        texts = frame(app, log)
    (d,) = [d for d in texts if d.text == "A label far too long for this"]
    assert d.box == tuple(narrow.get_abs_rect()) and d.rect[2] > d.box[2] and d.cut
    assert not any(x.cut for x in texts if x.text == "Play")


def test_place_carries_texts_moved_and_drops_what_its_area_leaves_out():
    text = TextCache()
    window = pygame.Surface((400, 300))
    panel = pygame.Surface((200, 100), pygame.SRCALPHA)
    with textlog.recording(window) as log:
        text.draw(panel, "Left", 14, INK, box=(10, 10, 80, 20), fit="none", owner="t")
        text.draw(panel, "Right", 14, INK, box=(110, 60, 80, 20), fit="none", owner="t")
        assert log.texts == []  # held by the panel until it is placed
        textlog.place(window, panel, (50, 40))
        assert [(d.text, d.box) for d in log.texts] == [("Left", (60, 50, 80, 20)), ("Right", (160, 100, 80, 20))]
        log.clear()
        textlog.place(window, panel, (0, 0), pygame.Rect(0, 0, 100, 50))
        assert [d.text for d in log.texts] == ["Left"]
        log.clear()
        textlog.place(window, textlog.copied(panel), (0, 0))
        assert [d.text for d in log.texts] == ["Left", "Right"]
        log.clear()
        textlog.fresh(panel)
        textlog.place(window, panel, (0, 0))
        assert log.texts == []


def test_draw_records_cut_and_clipped_texts_and_a_shadow_is_one_text():
    text = TextCache()
    window = pygame.Surface((400, 300))
    long = "A sentence much too long for its narrow box"
    with textlog.recording(window) as log:
        text.draw(window, long, 14, INK, box=(0, 0, 60, 20), fit="cut")
        text.draw(window, long, 14, INK, box=(0, 30, 60, 20), fit="clip")
        text.draw(window, "Fits", 14, INK, box=(0, 60, 200, 20), fit="clip")
        text.draw(window, "Title", 30, INK, box=(0, 90, 200, 40), fit="none", shadow=(3, 4, 110))
    cut, clipped, fits, title = log.texts
    assert cut.cut and clipped.cut and not fits.cut
    assert clipped.rect[2] == 60
    assert title.text == "Title" and len(log.texts) == 4


def test_without_a_log_a_draw_measures_nothing_for_the_record(monkeypatch):
    def refuse(*a, **k):
        raise AssertionError("recorded without a log")

    monkeypatch.setattr(textlog, "mean_colour", refuse)
    monkeypatch.setattr(TextCache, "block_cut", refuse)
    text = TextCache()
    surface = pygame.Surface((200, 100))
    text.draw(surface, "A few words to fit", 14, INK, box=(0, 0, 40, 30))
    textlog.place(surface, pygame.Surface((10, 10)), (0, 0))
    assert textlog.active() is None


# ---- one place draws text -----------------------------------------------------------------------

def _text_caches(tree) -> set[str]:
    """Names bound to a text cache in a module (``text = self.app.text``, ``t = TextCache()``)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            source = ast.unparse(node.value)
            if source.endswith(".text") or source.startswith("TextCache("):
                names.add(node.targets[0].id)
    return names


def _draws_text_itself(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    caches = _text_caches(tree)
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        receiver = ast.unparse(node.func.value)
        if node.func.attr == "render":  # a font's or the text cache's picture of a text
            found.append(f"{path.name}:{node.lineno}: {receiver}.render(")
        elif node.func.attr == "block" and (receiver in caches or receiver.endswith((".text", "text_cache"))):
            found.append(f"{path.name}:{node.lineno}: {receiver}.block(")
    return found


def test_only_render_py_turns_text_into_pictures():
    """Every text goes through TextCache.draw, so the record sees it with its box."""
    offenders = []
    for path in sorted(APP.rglob("*.py")):
        if path.name == "render.py" and path.parent == APP:
            continue
        offenders += _draws_text_itself(path)
    assert offenders == []


def test_the_structure_check_finds_a_text_drawn_aside(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f(self, surface):\n"
                   "    t = self.app.text\n"
                   "    surface.blit(t.block('x', 12, 40), (0, 0))\n"
                   "    surface.blit(font(12).render('y', True, (0, 0, 0)), (0, 0))\n", encoding="utf-8")
    assert len(_draws_text_itself(bad)) == 2


def test_the_side_panel_records_a_word_it_had_to_cut():
    from pairs_table.app.table.panel import SidePanel

    panel = SidePanel(TextCache())
    window = pygame.Surface((400, 300))
    with textlog.recording(window) as log:
        panel.lines(window, "Unbreakablewordthatnevercanfit", 0, 0, 40, 14, INK)
        cut = list(log.texts)
        log.clear()
        panel.lines(window, "Short words wrap… and fit", 0, 0, 200, 14, INK)
        whole = list(log.texts)
    assert cut and cut[-1].cut and cut[-1].text.endswith("…")
    assert whole and not any(d.cut for d in whole)


def test_every_text_draw_names_who_draws_it():
    """The audit tells a finding's place by the owner of the text."""
    nameless = []
    for path in sorted(APP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "draw":
                keywords = {k.arg for k in node.keywords}
                if "box" in keywords and "owner" not in keywords and None not in keywords:
                    nameless.append(f"{path.name}:{node.lineno}")
    assert nameless == []


def test_a_widget_records_the_colours_of_the_state_it_is_drawn_in(app):
    """A selected choice is drawn on the theme's selected background, a primary button on
    its own, a see-through label on what lies around it: the record says so."""
    import pygame_gui

    with textlog.recording() as log:
        app.screens.open("title")
        app.step()
        scene = app.stack.top
        chosen = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 120, 30), "Chosen", manager=app.manager,
                                              container=scene.root, object_id="#choice")
        chosen.select()
        label = pygame_gui.elements.UILabel(pygame.Rect(10, 60, 120, 30), "Loose", manager=app.manager,
                                            container=scene.root)
        texts = frame(app, log)
    theme = app.manager.get_theme()
    (c,) = [d for d in texts if d.text == "Chosen"]
    selected = theme.get_colour_or_gradient("selected_bg", chosen.combined_element_ids)
    assert c.background == (selected.r, selected.g, selected.b)
    assert c.colour == tuple(theme.get_colour_or_gradient("selected_text", chosen.combined_element_ids))[:3]
    (l,) = [d for d in texts if d.text == "Loose"]
    ring = pygame.Rect(label.get_abs_rect()).inflate(4, 4)
    around = {tuple(app.window.get_at((x, y)))[:3] for x in range(ring.left, ring.right) for y in (ring.top, ring.bottom - 1)}
    assert l.background in around
    normal = theme.get_colour_or_gradient("normal_bg", label.combined_element_ids)
    assert l.background != (normal.r, normal.g, normal.b)


def test_every_button_state_of_the_theme_reads_as_wcag_asks():
    """Each state's text against the same state's background, for every kind of button the
    theme styles (4.5:1: widget texts are normal-sized)."""
    import json

    from pairs_table.audit.checks import contrast_ratio
    from pairs_table.app.assets import asset_path

    theme = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    base = theme["defaults"]["colours"]

    def rgb(s):
        return tuple(int(s[i:i + 2], 16) for i in (1, 3, 5))

    weak = []
    for name, block in theme.items():
        if not (name == "button" or name.startswith("#")):
            continue
        colours = {**base, **(block.get("colours") or {})}
        for state in ("normal", "hovered", "selected", "active", "disabled"):
            ratio = contrast_ratio(rgb(colours[f"{state}_text"]), rgb(colours[f"{state}_bg"]))
            if ratio < 4.5:
                weak.append((name, state, round(ratio, 2)))
    assert not weak


def test_a_see_through_text_is_recorded_in_the_colour_it_shows():
    """A text drawn at part opacity is recorded in its blend with what lies under it, so the
    audit's contrast check judges what the player sees, not the ink it was drawn with."""
    from pairs_table.audit.checks import contrast

    felt = pygame.Surface((200, 60))
    felt.fill((35, 120, 70))
    cache = TextCache()
    with textlog.recording(window=felt) as log:
        cache.draw(felt, "faint", 16, (240, 240, 230), box=(10, 10, 120, 40), alpha=120, owner="test")
        cache.draw(felt, "solid", 16, (255, 255, 255), box=(10, 10, 120, 40), owner="test")
    faint, solid = log.texts
    assert faint.colour != (240, 240, 230) and all(abs(a - b) < 130 for a, b in zip(faint.colour, (35, 120, 70)))
    assert solid.colour == (255, 255, 255)
    assert [hit[1].split(" (")[0] for hit in contrast([faint, solid])] == ["faint"]
