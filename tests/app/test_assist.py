"""Sound, hints, odds and undo at the tables."""

import pygame
import pytest

from app_helpers import click
from pairs_table.ai.base import make_agent
from pairs_table.app import undo
from pairs_table.app.config import SeatConfig, TableConfig, default_seats
from pairs_table.app.games import table_class
from pairs_table.app.hints import hint_line, odds_lines
from pairs_table.app.sound import NAMES, event_sounds, sound_for
from pairs_table.app.table.scene import TableScene
from pairs_table.engine.rng import Rng
from pairs_table.engine.replay import Setup
from pairs_table.storage.saves import SaveRecord, Seat, new_state


@pytest.fixture(autouse=True)
def one_process(monkeypatch):
    monkeypatch.setenv("PAIRS_TABLE_AI_WORKERS", "0")  # searches stay in this process


def key(app, k, mod=0, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


def steps(app, n=4):
    for _ in range(n):
        app.step(1 / 60)


def open_table(app, game, seats=None, pace="instant", practice=False, seed=11):
    cfg = TableConfig(game, seats or default_seats(game), speed="instant", ai_pace=pace, seed=seed,
                      practice=practice)
    table = app.stack.push(table_class(game)(app, cfg))
    steps(app)
    return table


def until_human(app, limit=300):
    for _ in range(limit):
        t = app.stack.top
        if isinstance(t, TableScene) and t.human_to_act():
            return t
        app.step(1 / 60)
    raise AssertionError("the human never got a turn")


# ---- sound ----------------------------------------------------------------------------------


def test_every_sound_has_its_file_and_event_kinds_map_to_known_sounds():
    from pairs_table.app.assets import asset_path

    for name in NAMES:
        assert asset_path("sounds", f"{name}.wav").stat().st_size < 60_000
    assert set(event_sounds().values()) - {None} <= set(NAMES)


def test_the_sound_of_real_engine_events():
    from pairs_table.engine.hasenpfeffer import HasenpfefferState
    from pairs_table.engine.hawthorn import HawthornState

    st = HasenpfefferState.new(4, {}, Rng(3))
    assert sound_for(st.log, "hasenpfeffer") == "deal"
    found = set()
    rng = Rng(1)
    while not st.hand_over:
        legal = st.legal_strings()
        found.add(sound_for(st.apply(legal[rng.below(len(legal))]), "hasenpfeffer"))
    assert {"trick", "win"} <= found or {"trick", "chips"} <= found
    st = HawthornState.new(3, {}, Rng(4))
    seen = set()
    while not st.hand_over:
        legal = st.legal_strings()
        ev = st.apply("hit" if "hit" in legal else legal[0])
        seen.add(sound_for(ev, "hawthorn"))
        assert sound_for(ev) == sound_for(ev, "hawthorn")  # without the game: every game's sounds agree
        if any(e.kind == "pair" for e in ev):
            assert sound_for(ev, "hawthorn") in ("pair", "win")
    assert "pair" in seen or "win" in seen


def test_tables_play_the_sound_of_each_action(app):
    table = open_table(app, "hawthorn")
    assert "chips" in app.sounds.history  # the antes of the first hand
    table = until_human(app)
    n = len(app.sounds.history)
    table.human_action(table.state.legal_strings()[0])
    assert list(app.sounds.history)[n] == "flip"  # a secret first card is laid down


def mixer_opens(app, monkeypatch) -> list[int]:
    """A closed mixer, and the list of the frame counts at which it is opened from now on."""
    opened = []
    real_init = pygame.mixer.init
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (opened.append(app.frames), real_init(*a, **k)))
    if pygame.mixer.get_init():
        pygame.mixer.quit()
    app.sounds._ready = None
    return opened


def test_the_mixer_opens_after_the_first_frame_and_then_plays_the_sound_asked_for(app, monkeypatch):
    opened = mixer_opens(app, monkeypatch)
    cfg = TableConfig("hawthorn", default_seats("hawthorn"), speed="instant", ai_pace="instant", seed=11)
    frames = app.frames
    app.stack.push(table_class("hawthorn")(app, cfg))  # the antes ask for a sound at once
    assert app.sounds.history and app.sounds._pending == app.sounds.history[-1]
    assert opened == [] and app.sounds.played == 0  # nothing opened before the table is on screen
    app.step(1 / 60)
    assert opened == [frames] and app.sounds._pending is None  # opened in that frame, after its flip
    if pygame.mixer.get_init():  # an audio device (the dummy one) is there
        assert app.sounds.played >= 1


def test_the_mixer_opens_once_after_a_frame_is_shown_and_not_while_sound_is_off(app, monkeypatch):
    opened = mixer_opens(app, monkeypatch)
    app.settings.sound = False
    app.screens.open("title")
    app.step(1 / 60)
    assert app.first_frame_at is not None and opened == []  # sound off: the device is left alone
    app.settings.sound = True
    app.step(1 / 60)
    app.step(1 / 60)
    assert len(opened) == 1  # opened after a frame on screen, no sound asked for yet, and once


def test_no_audio_device_and_sound_off_keep_the_game_going(app, monkeypatch):
    def fail(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", fail)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    app.sounds._ready = None
    table = open_table(app, "hawthorn")
    table = until_human(app)
    assert table.human_action(table.state.legal_strings()[0])
    assert app.sounds.played == 0 and app.sounds.history  # asked for, silently not played
    app.sounds._ready = True
    app.settings.sound = False
    assert app.sounds.play("win") is False and app.sounds.played == 0


# ---- hints --------------------------------------------------------------------------------------


def _hint(app, table):
    key(app, pygame.K_i)
    for _ in range(200):
        if table.assist.hint_future is None and table.assist.hint_action is not None:
            break
        app.step(1 / 60)
    return table.assist.hint_action


@pytest.mark.parametrize("game,kw", [("hawthorn", {"samples": 16, "jobs": 1}),
                                     ("blackstone", {"think_ms": None}),
                                     ("goblins_poker", {"samples": 12, "jobs": 1})])
def test_the_hint_is_the_hard_agents_choice_from_the_players_own_view(app, monkeypatch, game, kw):
    table = open_table(app, game)
    table = until_human(app)
    if game != "blackstone":  # past the secret first card, to a real decision
        table.human_action(table.state.legal_strings()[0])
        table = until_human(app)
    table.hint_agent_kw = kw
    asked = []
    submit = app.ai.submit
    monkeypatch.setattr(app.ai, "submit", lambda *a, **k: asked.append((a, k)) or submit(*a, **k))
    action = _hint(app, table)
    st = table.state
    me = st.to_act
    legal = st.legal_strings()
    assert action in legal
    (g, level, view, legal_sent, seed), extra = asked[-1]
    assert (g, level) == (game, "hard") and view == st.view(me) and legal_sent == legal
    assert extra.get("explain") is True  # the worker answers with the move and its reason
    decision = make_agent(game, "hard", **kw).decide(st.view(me), legal, Rng(table.assist.hint_seed()))
    assert action == decision.action
    assert decision.reason not in ("usual", "only_move")
    assert table.assist.hint_text == hint_line(decision, st.decode_action(st.string_to_action(decision.action)), game)
    assert table.assist.hint_text.startswith("Hint: " + action.split()[0])
    table.human_action(legal[0])  # any action clears the hint
    assert table.assist.hint_text == ""


def test_hint_refused_when_it_is_not_your_turn(app):
    table = open_table(app, "hawthorn", pace="slow")
    table.state  # the first card is secret: every seat may choose, so wait for an AI turn
    for _ in range(600):
        if not table.human_to_act() and not table.state.hand_over:
            break
        if table.human_to_act():
            table.human_action(table.state.legal_strings()[0])
        app.step(1 / 60)
    key(app, pygame.K_i)
    assert table.assist.hint_future is None and "your own turn" in table.toast


def test_hint_says_the_hard_agents_own_odds_in_one_line():
    from pairs_table.engine.pairs import PairsState

    st = PairsState.new(3, {}, Rng(2))
    while st.to_act != 0 or "fold" not in st.legal_strings() or not st.view(0)["stacks"][0]:
        st.apply(st.legal_strings()[0])
    v, legal = st.view(0), st.legal_strings()
    decision = make_agent("pairs", "hard", depth=2).decide(v, legal, Rng(1))
    line = hint_line(decision, st.decode_action(st.string_to_action(decision.action)), "pairs")
    assert decision.reason in ("pairs_hit", "pairs_fold")
    assert line.startswith(f"Hint: {decision.action}: ") and "\n" not in line
    # the agent's own figures, phrased: its loss chances with one decimal, the pair odds whole
    assert f"{100 * decision.fields['hit_pct1']:.1f}%" in line
    assert f"{round(100 * decision.fields['pair_pct'])}%" in line


def test_hawthorn_first_card_hint_says_why_not_the_lowest():
    from pairs_table.ai.chip_common import first_card_reason
    from pairs_table.ai.reasons import Decision
    from pairs_table.engine.hawthorn import HawthornState

    st = HawthornState.new(4, {}, Rng(3))
    v = st.view(st.to_act)
    low, high = min(v["my_hand"]), max(v["my_hand"])
    assert low < high
    late = first_card_reason(v, f"choose {high}", late=True)
    plain = first_card_reason(v, f"choose {low}", late=True)
    assert isinstance(late, Decision) and late.reason == "first_late"
    assert "act first" in hint_line(late)
    assert "act first" not in hint_line(plain)


def test_odds_panel_lines_by_key(app):
    table = open_table(app, "blackstone")
    table = until_human(app)
    assert table.assist.odds_now() == []
    key(app, pygame.K_o)
    view = table.state.view(table.seats.viewer)
    assert table.assist.odds_now() == odds_lines("blackstone", view)
    assert any(line.startswith("Take ") for line in table.assist.odds_now())
    key(app, pygame.K_o)
    assert table.assist.odds_now() == []
    hp = open_table(app, "hasenpfeffer")
    key(app, pygame.K_o)
    assert hp.panel_widgets.tool("odds") is None and hp.assist.odds_now() == []


# ---- undo ------------------------------------------------------------------------------------------


def _undo(app):
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    steps(app)
    return app.stack.top


def test_undo_in_practice_restores_the_exact_earlier_state(app):
    table = open_table(app, "hawthorn", practice=True)
    for _ in range(3):
        table = until_human(app)
        saved = table.state.to_json()
        actions = list(table.record.actions)
        table.human_action("hit" if "hit" in table.state.legal_strings() else table.state.legal_strings()[0])
        steps(app, 10)
    assert len(table.record.actions) > len(actions)
    new = _undo(app)
    assert new is not table and isinstance(new, type(table))
    assert new.state.to_json() == saved
    assert new.record.actions == actions
    assert new.human_to_act() and new.idle and not any(c.moving for c in new.cards)
    assert "Practice" in " ".join(text for text, *_ in new.view.status_block())


def test_undo_refused_with_a_reason_when_it_would_take_back_seen_cards(app):
    table = open_table(app, "hawthorn")
    table = until_human(app)
    table.human_action(table.state.legal_strings()[0])  # my secret first card; then the reveal
    table = until_human(app)
    table.human_action("hit")  # a card from the deck: seen
    steps(app, 10)
    before = (table.state.to_json(), list(table.record.actions))
    assert _undo(app) is table
    assert "hidden" in table.toast
    assert (table.state.to_json(), table.record.actions) == before


def test_undo_allowed_when_nothing_hidden_was_shown(app):
    seats = [SeatConfig("You", "human"), SeatConfig("Ana", "ai"), SeatConfig("Bo", "ai")]
    table = open_table(app, "hawthorn", seats=seats, pace="slow")
    table = until_human(app)
    assert table.state.phase == "choose"
    saved = table.state.to_json()
    table.human_action(table.state.legal_strings()[-1])
    for _ in range(200):  # one computer player chooses too, in secret; the last has not yet
        if sum(table.state.view(0)["chosen"]) == 2:
            break
        app.step(1 / 60)
    assert sum(table.state.view(0)["chosen"]) == 2
    new = _undo(app)
    assert new is not table and new.state.to_json() == saved and new.record.actions == []


def test_undo_never_in_pass_and_play_and_not_before_a_move(app):
    table = open_table(app, "hawthorn")
    table = until_human(app)
    assert _undo(app) is table and "not made a move" in table.toast
    seats = [SeatConfig("Ana", "human"), SeatConfig("Bo", "human"), SeatConfig("Cees", "ai")]
    app.stack.pop()
    pp = open_table(app, "hawthorn", seats=seats, practice=True)
    assert pp.seats.pass_and_play
    reason, plan = pp.assist.undo_refusal()
    assert plan is None and "pass-and-play" in str(reason)
    assert not pp.panel_widgets.tool("undo").is_enabled


def test_reveals_on_engine_games():
    rec = SaveRecord(Setup("hasenpfeffer", 4, seed=5), seats=[Seat("a")] * 4)
    st = new_state(rec)
    while st.phase == "auction":  # bids show no card
        a = st.legal_strings()[0]
        st.apply(a)
        rec.actions.append(a)
        if st.to_act != 0:
            assert not undo.reveals(rec, len(rec.actions) - 1, 0)
    rng = Rng(4)
    while not st.hand_over:
        seat = st.to_act
        legal = st.legal_strings()
        a = legal[rng.below(len(legal))]
        st.apply(a)
        rec.actions.append(a)
        if a.startswith("play ") and seat != 0:
            assert undo.reveals(rec, len(rec.actions) - 1, 0)  # a card from a hidden hand
        if a.startswith("play ") and seat == 0:
            assert not undo.reveals(rec, len(rec.actions) - 1, 0)  # my own card


def test_the_odds_button_is_on_the_table_at_1280_in_english_and_clicking_it_opens_the_panel(app):
    table = open_table(app, "pairs")
    table = until_human(app)
    hint, odds, undo_ = (table.panel_widgets.tool(name) for name in ("hint", "odds", "undo"))
    assert odds is not None and hint is not None and undo_ is not None
    rects = [b.get_abs_rect() for b in (hint, odds, undo_)]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])  # none over another
    assert all(table.layout.panel.contains(r) for r in rects)
    assert all(b.text.endswith("]") for b in (hint, odds, undo_))  # each with its key
    assert table.assist.odds_now() == []
    click(app, odds)
    assert table.assist.odds_now() != []


@pytest.mark.parametrize("lang, hint_word, decimal",
                         [("nl", "Tip:", ","), ("fr", "Conseil", ","), ("bg", "Съвет:", ",")])
def test_hint_text_is_translated_with_the_agents_figures(lang, hint_word, decimal):
    """Every reason template has its translation; the Hint line is phrased in the player's
    language, numbers with that language's decimal sign, cards and suits in its words."""
    from pairs_table.ai.reasons import CATEGORIES, REASONS, Decision
    from pairs_table.app import i18n
    from pairs_table.engine.blackstone import BlackstoneState

    st = BlackstoneState.new(3, {}, Rng(4))
    view, legal = st.view(st.to_act), st.legal_strings()
    decision = make_agent("blackstone", "hard", think_ms=None).decide(view, legal, Rng(1))
    english = hint_line(decision, st.decode_action(st.string_to_action(decision.action)))
    i18n.misses.clear()
    try:
        i18n.set_language(lang)
        line = hint_line(decision, st.decode_action(st.string_to_action(decision.action)))
        assert line.startswith(hint_word) and line != english
        assert f"{decimal}" in line.split(":", 1)[1]  # the expected chips, e.g. 3,8
        hp = Decision("play JOKER", "hp_partner_wins", {"card2": "QD"})
        assert "Q♦" in hint_line(hp, ("play", {"card": "JOKER"}))
        for template in list(REASONS.values()) + list(CATEGORIES.values()):
            assert i18n.tr(template) != template, template
    finally:
        i18n.set_language("en")
    assert not i18n.misses
