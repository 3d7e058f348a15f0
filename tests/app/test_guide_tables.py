"""The guided first hand of Hawthorn, Goblin's Poker, Blackstone, Hasenpfeffer and Pyramid
Poker at their real tables, played as a player would: opened from the lobby's offer, each
suggestion taken through the table's own input (a card or a place clicked, a button, a key),
and at every decision the prompt of that decision on show, naming a rule whose section the
link opens, clear of everything the player must click; the hand ends as the lesson says,
with its closing words and the end-of-hand summary. Every prompt is said and fits its
callout in English, Dutch, French and Bulgarian, and no other seat's hidden card is shown,
in the callout or on the table, with one human or in pass-and-play.

One app serves the whole module (a table at a time; each test leaves the stack as it
found it), at instant speeds."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, click_at, press, until

from pairs_table.app import guide_offer
from pairs_table.app.config import SeatConfig
from pairs_table.app.games import get
from pairs_table.app.layout import MIN_WINDOW
from pairs_table.app.overlays.handover import HandoverScene
from pairs_table.app.overlays.summary import SummaryScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.scenes.rules import RulesScene
from pairs_table.app.render import font, wrap
from pairs_table.app.table.banner import overlap
from pairs_table.app.table.guide import Card, covers_hand, script_of, section_index
from pairs_table.app.table.log import words
from pairs_table.app.widgets import fits

GAMES = ("hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker")
LANGS = ("en", "nl", "fr", "bg")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PAIRS_TABLE_HOME", str(tmp_path_factory.mktemp("home")))
        from pairs_table.app.main import App

        a = App((1280, 720), ai_mode="inline")
        a.seed = 20240501
        yield a
        a.close()


@pytest.fixture(autouse=True)
def fresh(app):
    """Every test runs in English at 1280x720 and instant speeds, with the end-of-hand
    summary waiting for Continue, and leaves the app's screens as it found them."""
    base = len(app.stack.scenes)
    app.settings.animation_speed = "instant"
    app.settings.ai_pace = "instant"
    app.settings.auto_continue = False
    yield
    while len(app.stack.scenes) > base:
        app.stack.pop()
    if app.size != (1280, 720):
        app.resize((1280, 720))
    app.set_language("en")


# ---- what the player clicks ---------------------------------------------------------------------------


def places(table) -> dict:
    """Action -> (the rectangle the player clicks for it, the point clicked): the buttons
    on show, the cards of the player's hand, the places of the pyramid."""
    out = {}
    for action, b in table.action_buttons.items():
        if b.visible:
            out[action] = (b.get_abs_rect(), b.get_abs_rect().center)
    game = table.config.game
    if game in ("hawthorn", "goblins_poker"):
        for c in table.secret.viewer_hand():
            action = table.secret.card_action(c)
            if action is not None:
                r = pygame.Rect(0, 0, table.app.sprites.width_for(int(c.h), table.deck), int(c.h))
                r.center = (int(c.x), int(c.y))
                out[action] = (r, (int(c.x), int(c.y + c.h * 0.3)))
    elif game == "hasenpfeffer":
        hand = table.pic.hands[table.face_seat] if table.face_seat is not None else []
        legal = table.my_cards_legal()
        for target in table.focus_targets():
            c = next(v for v in hand if v.tag == target.key[1])
            out[legal[c.tag]] = (target.rect, (int(c.x - c.h * 0.18), int(c.y - hand.raised(c))))
    elif game == "pyramid_poker":
        for action, thing in table.targets():
            r = table.picks.rect(thing)
            out.setdefault(action, (r, r.center))
    elif game == "blackstone" and table.take_button is not None and table.take_button.visible:
        lo, hi = table.take_range()
        for n in range(lo, hi + 1):
            out[f"take {n}"] = out["take n"]
    return out


def act(app, table, action) -> None:
    """Take ``action`` as a player would: Blackstone's count set with − and + then Take,
    else the button or the thing on the table that takes it."""
    if table.config.game == "blackstone" and action.startswith("take "):
        n = int(action.split()[1])
        while table.take_n < n:
            click(app, table.plus_button, frames=1)
        while table.take_n > n:
            click(app, table.minus_button, frames=1)
        press(app, pygame.K_RETURN, frames=1)
        return
    got = places(table).get(action)
    assert got is not None, f"nothing on the table takes {action}"
    b = table.action_buttons.get(action)
    if b is not None and b.visible:
        click(app, b, frames=1)
    else:
        click_at(app, got[1], frames=1)


# ---- what the player must not be shown -------------------------------------------------------------------


def hidden_faces_drawn(table, viewer=0) -> list:
    """The faces of other seats' hidden cards the table holds face up."""
    game = table.config.game
    out = []
    if game in ("hawthorn", "goblins_poker"):
        for s in range(table.n):
            if s != viewer:
                out += [c.name for c in table.pic.hands[s] if c.name != "back"]
    elif game == "hasenpfeffer":
        for s in range(table.n):
            if s != viewer:
                out += [c.tag for c in table.pic.hands[s] if c.face > 0 or c.tag is not None]
    elif game == "pyramid_poker":
        out += [b.card for b in table.pic.pyr.values() if b.owner != viewer and b.card is not None]
    return out


def seen_cards(game, view) -> set:
    """The names of the cards a seat's view shows it (its hand, the stacks, its blocks)."""
    if game in ("hawthorn", "goblins_poker"):
        out = {str(c) for c in view["my_hand"]} | {str(c) for s in view["stacks"] for c in s}
        return out | ({str(view["my_choice"])} if view.get("my_choice") is not None else set())
    if game == "hasenpfeffer":
        from pairs_table.engine import hasenpfeffer as hp

        cards = list(view["hand"]) + [c for t in view["tricks"] for _s, c in t["cards"]]
        return {hp.card_name(c) for c in cards}
    if game == "pyramid_poker":
        return {view["drawn"]} | {c for h in view["hands"] for hand in h for c in hand}
    raise AssertionError(game)


def names_only_seen_cards(table, prompt, seat) -> bool:
    """Whether every card a prompt names is one ``seat`` may see (in its own view)."""
    named = {f.name for f in prompt.msg.fields.values() if isinstance(f, Card)}
    if not table.info.hidden_info or not named:
        return True
    return named <= seen_cards(table.config.game, table.state.view(seat))


# ---- at a decision ------------------------------------------------------------------------------------------


def at_decision(table):
    return table.human_to_act() and table.ready and not table.handover_due()


def callout(table) -> str:
    return " ".join(text for text, *_ in table.guide.parts())


def check_decision(app, table, prompt) -> None:
    """The prompt of this decision is on show, names its rule, and covers nothing the
    player needs: the cards and places of the legal actions, the buttons."""
    guide = table.guide
    app.step(1 / 60)
    assert guide.prompt() is prompt
    text = callout(table)
    assert words(prompt.msg) in text
    if prompt.suggest is not None:
        assert "Try: " in text
    assert section_index(table.config.game, prompt.section) is not None
    assert guide.link_button.visible and guide.link_button.text == guide.words.rules_link(prompt.section)
    r = guide.rect()
    assert r is not None and table.layout.felt.contains(r)
    for b in (guide.link_button, guide.close_button):
        assert r.contains(b.get_abs_rect())
    need = places(table)
    assert set(table.legal_for_human()) <= set(need), "an action the player cannot reach"
    for action, (rect, _pt) in need.items():
        assert not r.colliderect(rect), f"the callout covers {action} at {rect}"
    assert not hidden_faces_drawn(table)
    assert names_only_seen_cards(table, prompt, table.guide.lesson.human)


def open_from_lobby(app, game):
    lobby = app.stack.push(LobbyScene(app, game))
    app.step(1 / 60)
    assert lobby.guide_offer.first and lobby.guide_offer.button.visible
    click(app, lobby.guide_offer.button)
    table = app.stack.top
    assert table.guide is not None and table.record.setup is get(game).lesson().setup
    return table


def expected_end(game, state) -> bool:
    """What each lesson says of its hand's end, from the engine's result."""
    facts = state.summary()
    if game in ("hawthorn", "goblins_poker"):  # the others fold or pass: the player takes the pot
        return state.hand_over and state.result()["winners"] == [0]
    if game == "blackstone":  # Bo busts with a second 10, the player takes the pot
        return state.hand_over and facts["busted"] == 2 and state.result()["winners"] == [0]
    if game == "hasenpfeffer":  # all six tricks, six points for the player's side
        return state.hand_over and facts["scores"] == [6, 0]
    return state.hand_over or state.is_over  # the round is the player's to play


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_hand_at_the_table(app, game):
    table = open_from_lobby(app, game)
    les = table.guide.lesson
    for k, step in enumerate(les.steps):
        assert until(app, lambda: at_decision(table)), f"step {k} never came"
        check_decision(app, table, step)
        if k == 1:  # the link opens the rules at the section; closing them comes back here
            before = list(table.record.actions)
            click(app, table.guide.link_button)
            rules = app.stack.top
            assert isinstance(rules, RulesScene) and rules.game == game
            rules._layout()
            want = section_index(game, step.section)
            assert 0 <= rules.headings[want] - rules.scroll < rules.viewport().height // 3
            press(app, pygame.K_ESCAPE)
            assert app.stack.top is table and table.record.actions == before
            check_decision(app, table, step)
        n = len(table.record.actions)
        act(app, table, step.suggest)
        until(app, lambda: len(table.record.actions) > n, frames=3)
        assert table.record.actions[n:n + 1] == [step.suggest], (step.suggest, table.toast)
    moves = script_of(les)
    if not covers_hand(les):  # the rest of the hand is the player's, each decision with its rule
        assert until(app, lambda: len(table.record.actions) >= len(moves))
        assert table.record.actions[:len(moves)] == [m.action for m in moves]
        while not (table.state.hand_over or table.state.is_over):
            assert until(app, lambda: at_decision(table) or table.state.hand_over or table.state.is_over)
            if at_decision(table):
                prompt = les.free_prompt(table.facts.get("phase"))
                check_decision(app, table, prompt)
                assert "Try: " not in callout(table)
                n = len(table.record.actions)
                act(app, table, sorted(table.legal_for_human())[0])
                assert until(app, lambda: len(table.record.actions) > n, frames=3)
    assert until(app, lambda: app.stack.top is not table)
    summary = app.stack.top
    assert table.record.actions[:len(moves)] == [m.action for m in moves]  # the others played the script
    assert expected_end(game, table.state)
    assert isinstance(summary, SummaryScene), type(summary).__name__
    assert summary.summary.rows and not summary.auto  # the hand in figures, waiting for Continue
    assert table.guide.prompt() is les.closing
    assert words(les.closing.msg) in callout(table)
    assert table.guide.close_button.text == "Done"


# ---- in four languages ----------------------------------------------------------------------------------------


def check_fits(table, prompt, parts, plan, labels, clear=True) -> None:
    """The callout of ``prompt`` holds its text and its buttons' labels, on the felt, and
    (``clear``) covers nothing the player needs."""
    guide = table.guide
    L = table.layout
    r = plan.rect
    assert L.felt.contains(r), f"{r} is off the felt {L.felt}"
    width = r.right - plan.text_at[0] - (plan.text_at[0] - r.x)
    y = plan.text_at[1]
    for text, _colour, size, bold in plan.parts:
        for line in wrap(text, L.font_size(size), width, bold):
            assert font(L.font_size(size), bold).size(line)[0] <= width, f"{line!r} is wider than {width}"
    assert [p[0] for p in plan.parts] == [p[0] for p in parts]
    for img in guide.box.lines(L, plan.parts, width):
        y += img.get_height()
    assert y <= min(plan.link.top, plan.close.top), f"the text runs under the buttons: {parts[0][0]!r}"
    for (text, style), b in zip(labels, (plan.link, plan.close)):
        assert r.contains(b) and fits(table, text, b.width, style), f"{text!r} does not fit {b.width} px"
    assert not clear or not overlap(r, guide.keep()), f"the callout of {parts[0][0]!r} covers what the player needs"


@pytest.mark.parametrize("game", GAMES)
def test_every_prompt_is_said_and_fits_its_callout_in_four_languages(app, game):
    table = guide_offer.start(app, game, "Mira", replace=False)
    guide = table.guide
    les = guide.lesson
    assert until(app, lambda: at_decision(table))
    first = les.steps[0]
    other = next(a for a in table.legal_for_human() if a != first.suggest)
    english = {}
    # the smallest window has room for the text, not always beside everything on the felt
    for size in (MIN_WINDOW, (1280, 720)):
        app.resize(size)
        for lang in LANGS:
            app.set_language(lang)
            app.step(1 / 60)
            shown = [(guide.parts_for(p, suggest=True), p) for p in les.prompts()]
            shown.append((guide.parts_for(first, note=(0, other, first.suggest)), first))
            for parts, p in shown:
                said = parts[0][0]
                if lang == "en":
                    english[said] = p
                else:
                    assert said not in english, f"{said!r} is not translated into {lang}"
                plan, labels = guide.plan_for(p, parts)
                check_fits(table, p, parts, plan, labels, clear=size != MIN_WINDOW)
            # the callout on show, as built: its buttons say their labels in full
            assert guide.prompt() is first
            for b, (text, _style) in zip((guide.link_button, guide.close_button), guide.labels(first)):
                assert b.text == text and b.font.size(b.text)[0] <= b.relative_rect.width - 6, (lang, size, text)


# ---- what another seat hides ------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["hawthorn", "hasenpfeffer"])
def test_a_pass_and_play_guided_hand_speaks_only_to_its_player(app, game):
    config = guide_offer.guided_config(app, game, "Mira")
    config.seats[1] = SeatConfig("Ana", "human")
    table = app.screens.table(config)
    guide = table.guide
    les = guide.lesson
    moves = script_of(les)
    handovers = 0
    for _ in range(4000):
        if table.state.hand_over:
            break
        top = app.stack.top
        if isinstance(top, HandoverScene):
            assert not any(b.visible for b in (guide.link_button, guide.close_button) if b is not None)
            handovers += 1
            click(app, top.continue_button, frames=1)
            continue
        if top is table and at_decision(table):
            seat = table.state.to_act
            assert table.seats.viewer == seat and not hidden_faces_drawn(table, seat)
            n = len(table.record.actions)
            move = moves[n]
            assert move.seat == seat
            if seat == les.human:
                check_decision(app, table, les.steps[move.step])
            else:  # another player's view: nothing of the lesson's player is said to it
                app.step(1 / 60)
                assert guide.prompt() is None and guide.parts() == [] and guide.rect() is None
                assert guide.link_button is None
            act(app, table, move.action)
            assert until(app, lambda: len(table.record.actions) > n, frames=3)
            continue
        app.step(1 / 60)
    assert table.state.hand_over and handovers >= 2
    assert table.record.actions == [m.action for m in moves]


@pytest.mark.parametrize("game", GAMES)
def test_a_waiting_guided_table_draws_nothing_and_wakes_for_nothing(app, game):
    app.settings.animation_speed = "fast"
    table = guide_offer.start(app, game, "Mira", replace=False)
    assert until(app, lambda: at_decision(table) and table.idle and not table.moving()
                 and not any(c.moving for c in table.cards))
    for _ in range(5):
        app.step(1 / 60)
    assert table.guide.rect() is not None
    assert table.next_deadline() is None and app.stack.next_deadline() is None
    version = table.version
    for _ in range(30):
        app.step(1 / 60)
    assert table.version == version  # the callout changes nothing by itself
