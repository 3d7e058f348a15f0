"""The rules scene: opened from the lobby and over a table (F1), scrolled with keys and the
wheel, closed with Esc; real events through pygame's queue under the dummy video driver."""

import pygame
import pytest
from app_helpers import click, press

from pairs_table import rules_text
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.scene import Scene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.games.pairs.table import PairsTable as PairsTableScene
from pairs_table.app.scenes.rules import RulesScene, TextPiece


def lobby(app, game="pairs"):
    scene = app.stack.push(LobbyScene(app, game))
    app.step()
    return scene


def rules_on_top(app) -> RulesScene:
    top = app.stack.top
    assert isinstance(top, RulesScene)
    return top


def wheel(app, dy, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                         precise_y=float(dy)))
    for _ in range(frames):
        app.step(1 / 60)


def viewport_pixels(app, scene):
    return pygame.image.tobytes(app.window.subsurface(scene.viewport()), "RGB")


# ---- from the lobby ---------------------------------------------------------------------------


def test_the_lobby_button_opens_the_rules_of_its_game_and_esc_closes_them(app):
    lb = lobby(app, "blackstone")
    assert lb.rules_button.visible
    click(app, lb.rules_button)
    scene = rules_on_top(app)
    assert scene.game == "blackstone" and scene.lang == "en" and scene.under is None
    assert app.stack.scenes[-2] is lb and scene.transparent
    # the page is the game's rules, drawn: a title, sections and card figures
    kinds = [b.kind for b in rules_text.rules("blackstone", "en")]
    assert scene.page_height > scene.viewport().height  # longer than the window: it scrolls
    assert kinds.count("cards") == 2
    assert scene.game_buttons["blackstone"].text == "Blackstone"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is lb
    assert lb.rules_button.visible and lb.start_button.visible  # the lobby's widgets are back


def test_f1_in_the_lobby_opens_the_rules_and_f1_closes_them(app):
    lb = lobby(app, "hawthorn")
    press(app, pygame.K_F1)
    assert rules_on_top(app).game == "hawthorn"
    press(app, pygame.K_F1)
    assert app.stack.top is lb


@pytest.mark.parametrize("lang, words", [("nl", "Spelregels"), ("fr", "Règles"), ("bg", "Правила")])
def test_the_rules_come_in_the_language_of_the_settings(app, lang, words):
    app.settings.language = lang
    lb = lobby(app, "pairs")
    click(app, lb.rules_button)
    scene = rules_on_top(app)
    assert scene.lang == lang and scene.words["rules"] == words
    assert scene.game_buttons["pairs"].text == {"nl": "Pairs", "fr": "Paires", "bg": "Пеърс"}[lang]
    assert scene.game_buttons["goblins_poker"].text == rules_text.title("goblins_poker", lang)
    assert scene.close_button.text.startswith({"nl": "Sluiten", "fr": "Fermer", "bg": "Затвори"}[lang])


def test_an_unknown_language_setting_shows_english(app):
    app.settings.language = "xx"
    lobby(app)
    press(app, pygame.K_F1)
    assert rules_on_top(app).lang == "en"


# ---- scrolling and choosing a game -----------------------------------------------------------------


def test_keys_and_the_wheel_scroll_the_page(app):
    lobby(app, "pyramid_poker")
    press(app, pygame.K_F1)
    scene = rules_on_top(app)
    top_picture = viewport_pixels(app, scene)
    assert scene.scroll == 0 and scene.max_scroll > 0
    press(app, pygame.K_UP)
    assert scene.scroll == 0  # no further than the top
    press(app, pygame.K_DOWN)
    line = scene.scroll
    assert line > 0
    assert viewport_pixels(app, scene) != top_picture  # the page moved on screen
    press(app, pygame.K_PAGEDOWN)
    assert scene.scroll > line + scene.viewport().height // 2 or scene.scroll == scene.max_scroll
    press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    press(app, pygame.K_PAGEDOWN)
    press(app, pygame.K_DOWN)
    assert scene.scroll == scene.max_scroll  # no further than the end
    press(app, pygame.K_PAGEUP)
    assert scene.scroll < scene.max_scroll
    press(app, pygame.K_HOME)
    assert scene.scroll == 0
    assert viewport_pixels(app, scene) == top_picture
    wheel(app, -2)
    assert scene.scroll == 2 * line
    wheel(app, 1)
    assert scene.scroll == line


def test_the_game_list_and_left_right_change_the_page(app):
    lobby(app, "pairs")
    press(app, pygame.K_F1)
    scene = rules_on_top(app)
    press(app, pygame.K_END)
    click(app, scene.game_buttons["hasenpfeffer"])
    assert scene.game == "hasenpfeffer" and scene.scroll == 0  # a new page starts at its top
    press(app, pygame.K_RIGHT)
    assert scene.game == "pyramid_poker"
    press(app, pygame.K_RIGHT)
    assert scene.game == "pairs"  # round to the first
    press(app, pygame.K_LEFT)
    assert scene.game == "pyramid_poker"


@pytest.mark.parametrize("lang", rules_text.LANGUAGES)
def test_every_page_lays_out_and_draws(app, lang):
    app.settings.language = lang
    lobby(app)
    press(app, pygame.K_F1)
    scene = rules_on_top(app)
    for game in rules_text.GAME_NAMES:
        scene.show_game(game)
        app.step()
        view = scene.viewport()
        assert scene.page_height > view.height
        for y, h, blits in scene._pieces:  # nothing sticks out at the sides
            for img, dx, _dy in blits:
                if isinstance(img, TextPiece):  # a line: its box and its glyphs inside the page
                    w = app.text.width(img.text, img.size, img.bold)
                    left = dx + ((img.width - w) // 2 if img.align == "center" else 0)
                    assert dx >= 0 and dx + img.width <= view.width, (game, lang)
                    assert left >= 0 and left + w <= view.width, (game, lang, img.text)
                else:
                    assert dx >= 0 and dx + img.get_width() <= view.width, (game, lang)
        press(app, pygame.K_END)
        assert scene.scroll == scene.page_height - view.height


def test_the_page_follows_a_resize(app):
    lobby(app, "hasenpfeffer")
    press(app, pygame.K_F1)
    scene = rules_on_top(app)
    press(app, pygame.K_END)
    wide = scene.viewport().width
    app.resize((900, 560))
    app.step()
    assert scene.viewport().width < wide
    assert scene.scroll <= scene.max_scroll
    assert app.window.get_rect().contains(scene.close_button.get_abs_rect())
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LobbyScene)


# ---- over a table ----------------------------------------------------------------------------------


def table(app, humans=1, ais=2):
    seats = [SeatConfig("You", "human")] * humans + [SeatConfig(n, "ai", "easy") for n in ("Ana", "Bo", "Cees")[:ais]]
    scene = app.stack.push(PairsTableScene(app, TableConfig("pairs", seats, {}, "instant", "instant", seed=11)))
    app.step()
    return scene


def test_f1_over_a_table_shows_the_rules_of_that_game_over_it(app):
    tb = table(app)
    for _ in range(120):
        if tb.human_to_act():
            break
        app.step()
    assert tb.human_to_act()
    shown = [b for b in tb.action_buttons.values() if b.visible]
    assert shown
    press(app, pygame.K_F1)
    scene = rules_on_top(app)
    assert scene.game == "pairs" and scene.under is tb
    assert app.stack.visible() == [tb, scene]  # drawn over the table
    assert not any(b.visible for b in tb.action_buttons.values())  # the table's buttons stay hidden
    press(app, pygame.K_DOWN)
    assert scene.scroll > 0
    log = len(tb.state.log)
    press(app, pygame.K_h)  # the table's keys do nothing while the page is open
    assert len(tb.state.log) == log
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is tb
    assert [b for b in tb.action_buttons.values() if b.visible] == shown


def test_the_game_goes_on_under_the_rules(app):
    tb = table(app, humans=0, ais=3)
    press(app, pygame.K_F1)
    scene = rules_on_top(app)
    log, clock = len(tb.state.log), tb.clock
    for _ in range(90):
        app.step(1 / 30)
    assert tb.clock > clock  # animations run
    assert len(tb.state.log) > log  # the computer players keep playing
    assert app.stack.top is scene or scene.root is None  # still open, unless the table opened a scene


class SceneOpener(Scene):
    """A stand-in for a table that opens a scene of its own (its result) after a while."""

    def __init__(self, app):
        super().__init__(app)
        self.frames = 0
        self.result = None

    def update(self, dt):
        self.frames += 1
        if self.frames == 3:
            self.result = self.app.stack.push(Scene(self.app))


def test_the_rules_give_way_when_the_table_opens_its_result(app):
    below = app.stack.push(SceneOpener(app))
    scene = app.stack.push(RulesScene(app, "pairs", under=below))
    app.step()
    assert app.stack.top is scene and below.frames == 1  # the table below runs
    app.step()
    app.step()
    assert app.stack.top is below.result and scene not in app.stack.scenes
    assert scene.root is None  # its widgets are gone


def test_over_the_lobby_nothing_below_is_run(app):
    lb = lobby(app)
    calls = []
    lb.update = lambda dt: calls.append(dt)
    press(app, pygame.K_F1)
    for _ in range(5):
        app.step()
    assert calls == []


def test_the_page_follows_a_change_of_language(app):
    lobby(app, "blackstone")
    press(app, pygame.K_F1)
    scene = rules_on_top(app)
    english = viewport_pixels(app, scene)
    app.set_language("fr")
    app.step()
    assert scene.lang == "fr" and app.stack.top is scene
    assert scene.close_button.text.startswith("Fermer")
    assert scene.game_buttons["goblins_poker"].text == "Le Poker des Gobelins"
    assert viewport_pixels(app, scene) != english  # the page itself is the French text now
    fresh = RulesScene(app, "blackstone")
    fresh._layout()
    assert scene.page_height == fresh.page_height


@pytest.mark.parametrize("lang", ["nl", "fr", "bg"])
def test_the_game_list_names_each_game_as_the_rest_of_the_app_does(app, lang):
    """The list's names are the catalogue's (the lobby's and the chooser's), so none is left
    in English where the language has its own name for the game."""
    from pairs_table.app import textlog
    from pairs_table.app.i18n import tr
    from pairs_table.audit import checks
    from pairs_table.engine.registry import get_game

    app.set_language(lang)
    lobby(app)
    with textlog.recording() as log:
        press(app, pygame.K_F1)
        scene = rules_on_top(app)
        log.clear()
        app.draw()
    for game, b in scene.game_buttons.items():
        assert b.text == tr(get_game(game).title)
    listed = [d for d in log.texts if d.owner.startswith("widget:") and d.text in {b.text for b in scene.game_buttons.values()}]
    assert len(listed) == len(scene.game_buttons)
    assert checks.untranslated(listed, lang) == []
