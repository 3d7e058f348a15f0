"""Whole hands of each of the six games played from the title with key events alone, every
key at the table making a move (but F5, and one Tab in Pyramid Poker that brings the focus
to the pyramid), and heard through the speech log in each language: your cards (F5), your
choices at each decision (the one you take among them), every other player's moves, and the
hand's result as its summary opens; no line holds a template, a code, None or a suit's sign.
Then: cards and places said in words as the focus reaches them, Tab between groups and the
arrows within one, the focus back after a dialog."""

import re

import pygame
import pytest

from pairs_table.app import speech, words
from pairs_table.app.i18n import set_language, tr
from pairs_table.app.overlays.summary import SummaryScene
from pairs_table.app.scenes.choose_game import ChooseGameScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.scenes.title import TitleScene
from pairs_table.app.table.actions import as_spec
from pairs_table.app.table.log import words as said
from pairs_table.app.table.scene import TableScene

from app_helpers import press, table_at_turn

CODE = re.compile(r"\{|\}|\bNone\b|\b[a-z]+_[a-z_]+\b|\b(?:[2-9TJQKA][SHDC])\b")
CHOOSER_INDEX = {"pairs": 0, "hawthorn": 1, "goblins_poker": 2, "blackstone": 3, "hasenpfeffer": 4,
                 "pyramid_poker": 5}
LANGUAGES = ("en", "nl", "fr", "bg")
SIGNS = re.compile("[\u2663\u2666\u2665\u2660]")


key = press  # a key down and up through pygame's queue, then frames


def tab_to(app, widget, limit=60):
    """Tab until ``widget()`` (a widget, found again after each rebuild) has the focus."""
    for _ in range(limit):
        key(app, pygame.K_TAB, frames=1)
        if app.focus.current() is widget():
            return
    raise AssertionError(f"{widget().text} is not in the focus order")


def to_table(app, game) -> TableScene:
    """Title -> chooser -> lobby -> table by keys, the table at instant speed."""
    title = app.stack.push(TitleScene(app))
    app.step(1 / 60)
    tab_to(app, lambda: title.play_button)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ChooseGameScene)
    for _ in range(CHOOSER_INDEX[game]):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.game == game
    for row in ("speed_buttons", "pace_buttons"):
        tab_to(app, lambda: getattr(lobby, row)["instant"])
        key(app, pygame.K_RETURN, frames=3)
    assert lobby.speed == "instant" and lobby.ai_pace == "instant"
    tab_to(app, lambda: lobby.start_button)
    key(app, pygame.K_RETURN, frames=3)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.config.game == game
    return table


def next_key(table):
    """The key of my next move and the words the choices said before it must hold."""
    game, st, legal = table.config.game, table.state, table.legal_for_human()
    specs = {s.action: s for s in map(as_spec, table.action_specs())}
    if game == "hasenpfeffer":
        phase = table.card_choice_phase()
        if phase is not None:
            hand = list(table.pic.hands[table.face_seat])
            i = next(i for i, c in enumerate(hand) if f"{phase} {hp_name(c)}" in legal)
            return pygame.K_1 + i, f"{words.card_words(hand[i].name)} [{i + 1}]"  # the card and its key
        act = "bid 3" if "bid 3" in legal else legal[0]
        word, _, rest = act.partition(" ")
        k = {"pass": pygame.K_p, "alone": pygame.K_a, "partner": pygame.K_w}.get(word)
        if k is None:
            k = getattr(pygame, f"K_{rest.lower()}")
        return k, speech.one_line(specs[act].label)
    if game == "pairs":
        act = "hit" if "hit" in legal else "fold"
        return (pygame.K_h if act == "hit" else pygame.K_f), speech.one_line(specs[act].label)
    if game == "pyramid_poker":
        targets = table.focus_targets()
        if targets:
            focused = next((t for t in targets if t == table.app.focus.current()), None)
            if focused is None:
                return pygame.K_TAB, None  # the focus to the table's places first
            return pygame.K_RETURN, focused.name or focused.words
        spec = next(s for s in specs.values() if s.key is not None and s.action in legal)
        return spec.key, speech.aloud(speech.one_line(spec.label))
    if game == "blackstone":
        take = next(s for s in specs.values() if s.command and "[" in s.label)
        return pygame.K_RETURN, speech.one_line(take.label)
    hand = table.secret.viewer_hand()
    if game == "hawthorn" and "hit" in legal:
        act = "hit" if len(st.stacks[table.config.bottom_seat]) < 3 else "fold"
        return (pygame.K_h if act == "hit" else pygame.K_f), speech.one_line(specs[act].label)
    playable = [(i, c) for i, c in enumerate(hand[:9]) if table.secret.card_action(c) is not None]
    if playable:
        i, c = playable[0]
        return pygame.K_1 + i, f"{words.card_words(c.name)} [{i + 1}]"
    act = "fold" if "fold" in legal else "pass"
    return (pygame.K_f if act == "fold" else pygame.K_p), speech.one_line(specs[act].label)


def hp_name(c):
    from pairs_table.engine import hasenpfeffer as hp
    return hp.card_name(c.tag)


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", list(CHOOSER_INDEX))
def test_a_whole_hand_by_keys_alone_heard_in_the_language(app, heard, game, lang):
    s, path = heard
    app.set_language(lang)
    app.settings.auto_continue = False  # the summary waits for a key: the result is heard
    app.settings.confirm_fold = False  # F folds at once (the question is tested elsewhere)
    table = to_table(app, game)
    me = table.config.bottom_seat
    moves, tabs, heard_hand, summary = 0, 0, None, None
    for _ in range(1500):
        app.step(1 / 60)
        top = app.stack.top
        if isinstance(top, SummaryScene):
            summary, between = top.summary, top.table_actions()
            spoken = s.last
            key(app, pygame.K_RETURN, frames=3)  # the summary goes on
            if moves >= 2:  # a hand of one move of mine (a round of Pairs soon folded): the next one too
                break
        if not table.human_to_act() or table.moving():
            continue
        app.step(1 / 60)  # the frame that shows the decision says its choices
        if heard_hand is None and table.hand_words():  # the first decision with cards in hand
            key(app, pygame.K_F5)
            heard_hand = s.last
            assert heard_hand == tr("Your cards: {cards}.", cards="; ".join(table.hand_words()))
        choices = [line for line in path.read_text(encoding="utf-8").splitlines()
                   if tr("You can: {choices}.").split("{")[0] in line]
        k, expect = next_key(table)
        if expect is None:  # nothing has the focus yet: Tab brings it to the table's places
            assert app.focus.current() is None
            key(app, k)
            tabs += 1
            continue
        expect = speech.aloud(speech.one_line(expect))
        assert choices and expect in choices[-1], (expect, choices[-1:])
        assert choices[-1].startswith(table.decision_words())  # the block to place, before where it may go
        before = len(table.record.actions)
        key(app, k, frames=3)
        assert len(table.record.actions) > before, f"key {pygame.key.name(k)} made no move: {table.toast}"
        assert table.record.actions[before]  # my move
        moves += 1
    else:
        raise AssertionError("the hand did not end")
    assert moves >= 2 and tabs <= 1 and summary is not None and heard_hand is not None
    assert spoken.startswith(speech.one_line(said(summary.title)))
    assert speech.one_line(said(summary.lines[0])) in spoken
    if "end session" in between:  # a chip session's own action, in words of the language
        assert tr("End the session") in spoken and "End session" not in spoken
    lines = path.read_text(encoding="utf-8").splitlines()
    assert not [line for line in lines if CODE.search(line)]
    assert not [line for line in lines if SIGNS.search(line)]  # cards and suits are said in words
    turn = tr("{name}'s turn", name="\0").split("\0")
    for seat in range(table.n):
        if seat == me:
            continue
        name = table.name(seat)
        moved = [line for line in lines if name in line and line != turn[0] + name + turn[1]]
        assert moved, f"nothing said of {name}'s moves"
    if lang == "bg":
        assert all(re.search("[а-яА-Я]", line) for line in lines if " " in line and "[" not in line), lines


# ---- cards and places as words, where the focus reaches them -------------------------------------------

@pytest.mark.parametrize("lang, words_of", [("en", {"QH": "queen of hearts", "10S": "10 of spades", "AC": "ace of clubs"}),
                                            ("nl", {"QH": "harten vrouw", "JD": "ruiten boer"}),
                                            ("fr", {"QH": "dame de cœur", "KS": "roi de pique"}),
                                            ("bg", {"QH": "дама купа", "AS": "асо пика"})])
def test_a_card_is_said_in_words_with_its_place_in_the_hand(heard, lang, words_of):
    set_language(lang)
    for name, text in words_of.items():
        assert words.card_words(name) == text
    assert words.card_words("7") == "7" and words.card_words("JOKER") == tr("the Joker")
    line = words.hand_card("QH", 2, 6)
    assert line.startswith(words_of["QH"] + ", ") and "3" in line and "6" in line and "{" not in line
    assert speech.aloud("Bo: Q\u2665, 9\u2666 \u2666") == f"Bo: {words_of['QH']}, {words.card_words('9D')}"


def focus_until(app, table, kind, limit=40):
    """Tab until the focus rests on a thing the table draws (a card or a place)."""
    for _ in range(limit):
        key(app, pygame.K_TAB, frames=1)
        cur = app.focus.current()
        if cur is not None and hasattr(cur, "activate") and cur.key[0] == kind:
            return cur
    raise AssertionError(f"no {kind} in the focus order")


@pytest.mark.parametrize("game, lang", [("hawthorn", "en"), ("goblins_poker", "bg"), ("hasenpfeffer", "fr"),
                                        ("pyramid_poker", "nl")])
def test_the_focus_on_a_card_or_place_says_it_and_enter_takes_it(app, heard, game, lang):
    s, path = heard
    app.set_language(lang)
    table = table_at_turn(app, game, players=4 if game == "hasenpfeffer" else 2 if game == "pyramid_poker" else 3)
    for _ in range(300):  # Hasenpfeffer: the auction by keys first, until a card is to be played
        if table.human_to_act() and table.focus_targets():
            break
        if table.human_to_act():
            key(app, pygame.K_p if "pass" in table.legal_for_human() else pygame.K_RETURN, frames=3)
        app.step(1 / 60)
    kind = "slot" if game == "pyramid_poker" else "card"
    cur = focus_until(app, table, kind)
    assert s.last == cur.words and cur.words
    if kind == "card":
        hand = table.secret.viewer_hand() if game != "hasenpfeffer" else list(table.pic.hands[table.face_seat])
        i = next(i for i, c in enumerate(hand) if cur.words.startswith(words.card_words(c.name) + ","))
        assert cur.words == words.hand_card(hand[i].name, i, len(hand))
    else:
        from pairs_table.engine import pyramid_poker as pp
        assert cur.words == words.place(pp.SLOTS[cur.key[1]])
    before = len(table.record.actions)
    key(app, pygame.K_RETURN, frames=3)
    assert len(table.record.actions) > before, table.toast


def test_at_a_table_tab_goes_from_the_hand_to_the_actions_and_the_arrows_walk_the_hand(app, heard):
    s, path = heard
    table = table_at_turn(app, "goblins_poker")
    key(app, pygame.K_1, frames=3)  # the first card chosen; then to a turn that plays a card or passes
    for _ in range(600):
        if table.human_to_act() and any(a.startswith("play") for a in table.legal_for_human()):
            break
        app.step(1 / 60)
    app.focus.clear()
    cards = table.focus_targets()
    assert len(cards) >= 2
    key(app, pygame.K_TAB)
    assert app.focus.current() == cards[0] and s.last == cards[0].words
    key(app, pygame.K_RIGHT)
    assert app.focus.current() == cards[1] and s.last == cards[1].words
    key(app, pygame.K_TAB)  # the action bar: Pass
    pass_button = table.panel_widgets.bar.buttons["pass"]
    assert app.focus.current() is pass_button
    key(app, pygame.K_TAB)  # the tools, the menu and Standings
    pw = table.panel_widgets
    assert app.focus.current() in list(pw.tools.values()) + [pw.menu, pw.extra]
    key(app, pygame.K_TAB)  # round again to the card focused last
    assert app.focus.current() == cards[1]
    before = len(table.record.actions)
    key(app, pygame.K_RETURN, frames=3)
    assert table.record.actions[before] == f"play {cards[1].key[2]}"  # Enter plays the focused card


@pytest.mark.parametrize("k", [pygame.K_F3, pygame.K_F1])
def test_the_focus_comes_back_after_the_list_of_keys_or_the_rules_so_enter_still_moves(app, k):
    table = table_at_turn(app, "pairs")
    hit = table.panel_widgets.bar.buttons["hit"]
    app.focus.focus(hit)
    key(app, k, frames=3)
    assert app.stack.top is not table
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.stack.top is table and app.focus.current() is hit
    before = len(table.record.actions)
    key(app, pygame.K_RETURN, frames=3)
    assert table.record.actions[before] == "hit"


def test_a_button_that_shows_a_sign_alone_is_said_by_what_it_does(app, heard):
    s, path = heard
    lobby = app.stack.push(LobbyScene(app, "hawthorn"))
    app.step(1 / 60)
    remove = lobby.rows[1]["remove"]
    tab_to(app, lambda: remove)
    assert remove.text == "✕" and s.last == tr("Remove this seat")
