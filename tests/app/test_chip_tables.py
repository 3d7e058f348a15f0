"""The three chip games' tables on the kit: the turn's controls survive a resize, Goblin's
Poker's banner and tokens cover nothing they must not, Blackstone's cost lines fit the
panel, no action code is ever drawn, and leaving a session records it once."""

import re

import pygame
import pygame_gui
import pytest
from app_helpers import click

from pairs_table.app import i18n
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.overlays.pause import PauseScene
from pairs_table.app.overlays.standings import SessionResultScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.app.table.plate import font_width

CHIP_GAMES = ("hawthorn", "goblins_poker", "blackstone")


def open_table(app, game, n=3, seed=5, speed="instant", options=None, practice=False):
    seats = [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai", "baseline") for x in ("Ana", "Bo", "Cees", "Dee")][:n - 1]
    cfg = TableConfig(game, seats, dict(options or {}), speed, "instant", seed=seed, practice=practice)
    return app.stack.push(table_class(game)(app, cfg))


def until(app, cond, frames=3000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def controls(table) -> list:
    """Every visible button of the table: its text and whether it can be pressed."""
    out = []

    def walk(container):
        for el in getattr(container, "elements", ()):
            if isinstance(el, pygame_gui.elements.UIButton) and el.visible:
                out.append((el.text, el.is_enabled))
            walk(el)
    walk(table.root)
    return sorted(out)


def play_one(table) -> None:
    """The human's first legal action that is not giving up (a card, a hit, a take)."""
    legal = table.legal_for_human()
    keep = [a for a in legal if a.split()[0] in ("choose", "play", "hit", "take")]
    table.human_action((keep or legal)[0], confirmed=True)


# ---- the controls of a turn -----------------------------------------------------------------------


@pytest.mark.parametrize("game", CHIP_GAMES)
def test_a_resize_keeps_the_same_controls_of_the_turn(app, game):
    table = open_table(app, game)
    assert until(app, lambda: table.human_to_act() and table.legal_for_human())
    if game == "blackstone":  # a chosen N must survive too
        if not table.plus_button.is_enabled:
            pytest.skip("no larger take is legal")
        click(app, table.plus_button)
    app.step(1 / 60)
    before = controls(table)
    assert any("[" in text for text, _on in before)  # the turn's own buttons are among them
    for size in ((800, 480), (1600, 900), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(1 / 60)
        app.step(1 / 60)
        assert table.human_to_act() and controls(table) == before, (game, size)
    if game == "blackstone":
        assert {t.split()[0] for t, _on in before} >= {"−", "+", "Take", "Pass:"}


# ---- Goblin's Poker: the banner, the low token -----------------------------------------------------------


def card_rect(table, c) -> pygame.Rect:
    r = pygame.Rect(0, 0, table.app.sprites.width_for(int(c.h), table.deck), int(c.h))
    r.center = (int(c.x), int(c.y))
    return r


@pytest.mark.parametrize("size", [(1280, 720), (800, 480)])
def test_goblins_first_cards_banner_keeps_off_the_pot_and_the_cards_of_the_player_to_act(app, size):
    app.resize(size)
    table = open_table(app, "goblins_poker", n=5, speed="normal")
    seen = 0
    for _ in range(4000):
        app.step(1 / 60)
        shown = table.announce.shown()
        if shown and shown[0] == i18n.tr("First cards revealed") and table.announce.rect is not None:
            seen += 1
            banner = table.announce.rect
            assert not banner.colliderect(table.chips.pot_drawn), (banner, table.chips.pot_drawn)
            to_act = [s for s in (table.active, table.state.to_act) if s is not None]
            for s in to_act:
                for c in table.pic.stacks[s] + (table.secret.viewer_hand() if s == 0 else []):
                    if not c.moving:
                        assert not banner.colliderect(card_rect(table, c)), (s, c.name)
        if table.human_to_act():
            play_one(table)
        if seen > 20 and table.state.phase == "turn":
            break
    assert seen > 20


@pytest.mark.parametrize("lang", ["en", "bg"])
def test_goblins_low_token_fits_and_covers_no_name_and_no_card_count(app, lang):
    app.set_language(lang)
    table = open_table(app, "goblins_poker", n=6)
    assert _drive(app, table, lambda: table.pic.smallest is not None and table.idle and not table.pic.out[table.pic.smallest])
    app.step(1 / 60)
    seat = table.pic.smallest
    assert i18n.tr("low") in [tok.text for tok in table.plate_tokens(seat)]
    L = table.layout
    value = table.plate_value(seat)
    pic, lay = table.view.plates.picture(L.spot(seat).plate, L.scale, table.name(seat), value,
                                         table.seats.subtitle(seat), tuple(table.plate_tokens(seat)),
                                         seat == table.active, table.thinking == seat, L.font_size)
    i = lay.token_texts.index(i18n.tr("low"))  # the whole word, not cut short
    token = lay.tokens[i]
    assert font_width(lay.token_texts[i], lay.token_size, True) <= token.width
    assert not token.colliderect(lay.name)
    screen_token = token.move(L.spot(seat).plate.topleft)
    g = table.secret.geo()
    for s in range(table.n):
        k = len(table.pic.hands[s])
        if k and s != 0:
            assert not screen_token.colliderect(table.secret.hidden.badge_rect(g, s, k)), s
    for s in range(table.n):  # no count badge lies on any plate
        k = len(table.pic.hands[s])
        if k and s != 0:
            badge = table.secret.hidden.badge_rect(g, s, k)
            assert not any(badge.colliderect(L.spot(p).plate) for p in range(table.n)), s


# ---- Blackstone: the cost lines fit the panel -----------------------------------------------------------


class Drawn:
    """Every text drawn while on, with the width of its picture."""

    def __init__(self, app):
        self.app = app
        self.items = []
        self._orig = app.text.render

    def __enter__(self):
        def render(text, *a, **k):
            img = self._orig(text, *a, **k)
            self.items.append((text, img.get_width()))
            return img

        self.app.text.render = render
        return self

    def __exit__(self, *exc):
        self.app.text.render = self._orig

    @property
    def texts(self):
        return [t for t, _w in self.items]


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "bg"])
@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_blackstone_bust_line_wraps_inside_the_panel(app, lang, size):
    app.set_language(lang)
    app.resize(size)
    table = open_table(app, "blackstone")
    assert until(app, lambda: table.human_to_act() and table.legal_for_human())
    view = table.state.view(0)
    full = i18n.tr("Bust: 5 + W ≥ {c} (W grows as whites come)", c=view["bust_cost"])
    table.clear_caches()
    with Drawn(app) as d:
        app.step(1 / 60)
    width = table.layout.panel.width - 2 * table.layout.px(16)
    pieces = [(t.replace("\xa0", " "), w) for t, w in d.items if t]
    pieces = [(t, w) for t, w in pieces if len(t) > 2 and t in full]
    assert " ".join(t for t, _w in pieces).split() == full.split()  # every word drawn, none cut
    assert all(w <= width for _t, w in pieces), (pieces, width)
    assert not any("…" in t for t in d.texts if t.startswith(full[:4]))


# ---- no action code on screen ----------------------------------------------------------------------------


def bare_code(text: str, codes) -> str | None:
    """An action string standing on its own in ``text`` (not the start of a longer phrase
    such as "take 3 cards")."""
    for code in codes:
        if re.search(rf"(?<![\w]){re.escape(code)}(?![\w]|\s+\w)", text):
            return code
    return None


@pytest.mark.parametrize("game", CHIP_GAMES)
def test_no_action_code_is_drawn_in_any_language(app, game):
    for lang in ("en", "fr", "nl", "bg"):
        app.set_language(lang)
        table = open_table(app, game, seed=7)
        table.hint_agent_kw = {"think_ms": None} if game == "blackstone" else {"samples": 8, "jobs": 1}
        table.config.show_odds = True
        codes = set()
        texts = set()
        turns = 0
        with Drawn(app) as d:
            for _ in range(4000):
                app.step(1 / 60)
                if table.human_to_act() and table.legal_for_human():
                    legal = table.legal_for_human()
                    codes |= {a for a in legal if re.search(r"\d", a)}
                    if turns < 2:  # a hint, and a refused card, through the real keys
                        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_i, mod=0, unicode="i",
                                                             scancode=0))
                        app.step(1 / 60)
                        until(app, lambda: table.assist.hint_future is None, 600)
                        app.step(1 / 60)
                        if game == "blackstone":
                            bad = "take 60"
                        else:  # a card of the hand with the verb the turn does not take
                            r = table.state.hands[0][0]
                            bad = next(a for a in (f"play {r}", f"choose {r}") if a not in legal)
                        codes.add(bad)
                        table.apply(bad)
                        app.step(1 / 60)
                    play_one(table)
                    turns += 1
                    if turns >= 6:
                        break
            app.step(1 / 60)
        texts = set(d.texts)
        assert turns >= 3, (game, lang)
        hint = i18n.tr("Hint: {action}: {why}.", action="", why="").split()[0]
        assert any(t.startswith(hint) for t in texts), (game, lang)  # a hint was drawn
        found = [(t, bare_code(t, codes)) for t in texts if bare_code(t, codes)]
        assert not found, (game, lang, found)
        app.stack.pop()


# ---- leaving a session --------------------------------------------------------------------------------


def play_to_second_hand(app, table):
    assert until(app, lambda: table.human_to_act() and len(table.chips.history) >= 2, 20000) or \
        _drive(app, table, lambda: table.human_to_act() and len(table.chips.history) >= 2)


def _drive(app, table, cond, frames=20000):
    for _ in range(frames):
        if cond():
            return True
        if table.human_to_act() and table.legal_for_human():
            play_one(table)
        app.step(1 / 60)
    return cond()


def sessions(app, game):
    return app.stats.entry("Mira", game)


@pytest.mark.parametrize("game", CHIP_GAMES)
def test_leaving_the_table_records_the_session_so_far_once(app, game):
    table = open_table(app, game)
    assert _drive(app, table, lambda: table.human_to_act() and len(table.chips.history) >= 2)
    expected = table.chips.history.last[0] - table.chips.history.start[0]
    before = dict(sessions(app, game))
    assert before["sessions"] == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, pause.leave_button)
    assert isinstance(app.stack.top, TitleScene)
    e = sessions(app, game)
    assert e["sessions"] == 1 and e["history"][-1] == expected
    assert e["sessions_won"] == int(expected == max(a - b for a, b in zip(table.chips.history.last, table.chips.history.start)))


def test_closing_the_window_records_the_session_and_an_ended_session_is_not_recorded_twice(app):
    table = open_table(app, "blackstone")
    assert _drive(app, table, lambda: table.human_to_act() and len(table.chips.history) >= 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0))
    app.step(1 / 60)
    standings = app.stack.top
    assert isinstance(standings, SessionResultScene)
    click(app, standings.end_button)
    assert _drive(app, table, lambda: isinstance(app.stack.top, SessionResultScene) and app.stack.top.final)
    final = app.stack.top
    assert sessions(app, "blackstone")["sessions"] == 1
    net = table.state.standings()[0]["result"]
    assert sessions(app, "blackstone")["history"] == [net]
    click(app, final.lobby_button)  # leaving after the end adds nothing
    assert sessions(app, "blackstone")["sessions"] == 1
    # a second session, left by closing the window in the middle of it
    table = open_table(app, "hawthorn")
    assert _drive(app, table, lambda: table.human_to_act() and len(table.chips.history) >= 2)
    expected = table.chips.history.last[0] - table.chips.history.start[0]
    app.stack.clear()
    e = sessions(app, "hawthorn")
    assert e["sessions"] == 1 and e["history"] == [expected]


def test_undo_carries_the_session_on_without_recording_it(app, monkeypatch):
    table = open_table(app, "hawthorn", practice=True)
    monkeypatch.setattr(type(table.stats), "active", property(lambda self: True))  # practice records nothing
    assert _drive(app, table, lambda: table.human_to_act() and len(table.chips.history) >= 2)
    play_one(table)
    assert until(app, lambda: table.human_to_act() or table.state.hand_over)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="",
                                         scancode=0))
    app.step(1 / 60)
    app.step(1 / 60)
    assert app.stack.top is not table and type(app.stack.top) is type(table)
    assert sessions(app, "hawthorn")["sessions"] == 0
    app.stack.clear()  # the table that carries on is left: now the session counts
    assert sessions(app, "hawthorn")["sessions"] == 1


# ---- a language switch ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", CHIP_GAMES)
def test_a_language_switch_says_the_chip_tables_log_again(app, game):
    table = open_table(app, game)
    assert _drive(app, table, lambda: table.human_to_act() and len(table.log) >= 6)
    english = [text for text, _c in table.log]
    app.set_language("nl")
    app.step(1 / 60)
    dutch = [text for text, _c in table.log]
    assert len(dutch) == len(english)
    changed = sum(1 for a, b in zip(english, dutch) if a != b)
    assert changed >= len(english) - 1, list(zip(english, dutch))  # every line said again (a bare number may stay)
    assert i18n.tr("{n} chips", n=table.pic.chips_shown[0]) == table.plate_value(0).text
