"""The Hasenpfeffer table as a player sees it: every corner index of the hand shows after
the hand is sorted for trumps, at every window size; a resize keeps the turn's buttons and
cards; no engine code reaches the screen in any language; a language switch says the
earlier log lines again; a table waiting for its human draws nothing."""

import re
import time

import pygame
from app_helpers import Rendered, deal_scripted, press

from pairs_table.app import i18n
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class
from pairs_table.app.table.fan import INDEX_HEIGHT, INDEX_SHARE
from pairs_table.engine import hasenpfeffer as hp
from pairs_table.engine.base import DealScript

SIZES = [(800, 480), (1024, 600), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
# H-X4: dealer North (0); East (1) holds JH AH KS QS 10D 9H; the widow is 9C
HX4 = ("QH 10H AD KD 9D JS", "JH AH KS QS 10D 9H", "JOKER AC KC QD 10C 9S", "JD KH AS 10S JC QC")
NAMES = ("Ana", "Mira", "Bo", "Cees")


def hx4() -> DealScript:
    return DealScript(hands=[[hp.parse_card(x) for x in h.split()] for h in HX4], deck=[hp.parse_card("9C")])


def east_table(app, options=None, level="baseline", deals=None, seed=3):
    seats = [SeatConfig(NAMES[i], "human" if i == 1 else "ai", level) for i in range(4)]
    cfg = TableConfig("hasenpfeffer", seats, dict(options or {}), "instant", "instant", seed=seed)
    table = deal_scripted(table_class("hasenpfeffer")(app, cfg), *(deals or [hx4()]), dealer=0, seed=seed)
    return app.stack.push(table)


def until(app, cond, frames=3000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def settled(table):
    return table.human_to_act() and not any(c.moving for c in table.cards)


def resize(app, size):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    for _ in range(3):
        app.step(1 / 60)


def shown_buttons(table) -> set[str]:
    return {b.text for b in table.action_buttons.values() if b.visible}


def drawn_cards(app, table):
    """(name, rect) of every card face the painter draws in one whole frame, in order."""
    out = []
    orig = table.painter.card

    def card(surface, c, deck):
        h = int(c.h)
        w = app.sprites.width_for(h)
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(c.x), int(c.y))
        out.append((c.name if c.face >= 1.0 else "back", r))
        return orig(surface, c, deck)

    table.painter.card = card
    try:
        table.invalidate()
        app.step(1 / 60)
    finally:
        table.painter.card = orig
    return out


def covered_indices(drawn, names) -> list[str]:
    """The cards of ``names`` whose corner index a card drawn after them covers."""
    bad = []
    for i, (name, r) in enumerate(drawn):
        if name not in names:
            continue
        index = pygame.Rect(r.x, r.y, int(r.width * INDEX_SHARE), int(r.height * INDEX_HEIGHT))
        if any(index.colliderect(later) for _n, later in drawn[i + 1:]):
            bad.append(name)
    return bad


def to_the_discard(app, table):
    """East bids 6 (the auction ends), takes the widow and names hearts: the hand is sorted
    again for trumps and East is to discard."""
    assert until(app, lambda: settled(table))
    press(app, pygame.K_6)
    assert until(app, lambda: settled(table) and table.state.phase == hp.TRUMP)
    press(app, pygame.K_h)
    assert until(app, lambda: settled(table) and table.state.phase == hp.DISCARD)


def test_after_trumps_every_card_of_the_hand_keeps_its_corner_index_at_every_size(app):
    table = east_table(app)
    to_the_discard(app, table)
    hand = {hp.card_name(c) for c in table.state.view(1)["hand"]}
    assert len(hand) == 7
    for size in SIZES:
        resize(app, size)
        assert until(app, lambda: settled(table))
        drawn = drawn_cards(app, table)
        assert hand <= {name for name, _r in drawn}, size
        assert covered_indices(drawn, hand) == [], size


def test_a_resize_keeps_the_bids_the_trump_choices_and_the_cards_to_discard(app):
    table = east_table(app)
    assert until(app, lambda: settled(table))
    steps = 0
    for step in ("auction", "trump", "discard"):
        assert until(app, lambda: settled(table) and table.facts["phase"] == step), step
        buttons = shown_buttons(table)
        mine = table.pic.hands[1]
        raised = {c.tag for c in mine if mine.raised(c) > 0}
        for size in ((1000, 640), (800, 480), (1920, 1080), (1280, 720)):
            resize(app, size)
            assert until(app, lambda: settled(table))
            assert shown_buttons(table) == buttons, (step, size)
            assert {c.tag for c in table.pic.hands[1] if table.pic.hands[1].raised(c) > 0} == raised, (step, size)
        if step == "auction":
            assert {"1  [1]", "6  [6]", i18n.tr("Pass  [P]")} <= buttons
            press(app, pygame.K_6)
        elif step == "trump":
            assert len(buttons) == 4 and all("[" in b for b in buttons)
            press(app, pygame.K_h)
        else:
            assert buttons == set() and len(raised) == 7  # any card may go, by a click on it
        steps += 1
    assert steps == 3


CODES = [re.compile(p) for p in (
    r"(?<![\w\[])(?:10|[2-9JQKA])[CDHS](?![\w\]])",  # a card's contract name (QS, 10H)
    r"JOKER",
    r"\btrump [CDHS]\b", r"\b(?:little|big) pepper\b",  # action strings
    r"\b(?:play|discard) (?:10|[2-9JQKA])[CDHS]\b",
)]
SIDES = {"fr": r"\bEW\b", "nl": r"\b(?:NS|EW)\b", "bg": r"\b(?:NS|EW)\b"}


def play_a_deal_seeing_every_text(app, table, lang):
    """East plays a whole deal (trying a card it may not play once); every text drawn on the
    way and every button label."""
    texts = set()
    refused = False
    with Rendered(app) as seen:
        for _ in range(4000):
            st = table.state
            if table.pic.summary is not None:  # the deal is scored and its summary shown
                break
            if not settled(table):
                app.step(1 / 60)
                continue
            texts |= {b.text for b in table.action_buttons.values() if b.visible}
            legal = st.legal_strings()
            hand = table.pic.hands[1]
            if not refused and table.card_choice_phase() == "play":
                wrong = [c for c in hand if table.controls.card_action(c.tag) not in legal]
                if wrong:
                    table.click_card(wrong[0])
                    app.step(1 / 60)
                    assert table.toast and table.state.to_act == 1
                    refused = True
            if table.card_choice_phase() is not None:
                c = next(c for c in hand if table.controls.card_action(c.tag) in legal)
                table.click_card(c)
            else:
                bids = [a for a in legal if a.startswith("bid ")]
                spec = next(s for s in table.action_specs() if s.action == (bids[-1] if bids else legal[0]))
                press(app, spec.key)
            app.step(1 / 60)
        app.step(1 / 60)  # the summary drawn
    texts |= seen.texts | {text for text, _c in table.log}
    assert table.pic.summary is not None, lang  # the deal was played to its end
    assert any(e.kind == "score" for e in table.state.log), lang
    return texts, refused


def test_no_engine_code_is_ever_shown_in_any_language(app):
    app.settings.auto_continue = False  # the deal's summary stays: one deal in each language
    for k, lang in enumerate(("en", "fr", "nl", "bg")):
        app.set_language(lang)
        app.text.clear()
        options = {"bid_scale": "pepper", "lone_hand": True} if k % 2 else {}
        table = east_table(app, options=options, seed=3 + k)
        texts, refused = play_a_deal_seeing_every_text(app, table, lang)
        assert refused and len(texts) > 40, lang
        leaks = [t for t in texts if any(p.search(t) for p in CODES)]
        assert leaks == [], (lang, leaks)
        if lang in SIDES:
            assert [t for t in texts if re.search(SIDES[lang], t)] == [], lang
        side = i18n.tr("NS")
        assert any(side in t for t in texts), lang  # the sides are named, in this language
        while table in app.stack.scenes:  # the summary over it, then the table
            app.stack.pop()


def test_a_language_switch_says_the_earlier_log_lines_again(app):
    table = east_table(app)
    assert until(app, lambda: settled(table))
    press(app, pygame.K_6)
    assert until(app, lambda: settled(table) and table.state.phase == hp.TRUMP)
    english = [text for text, _c in table.log]
    assert english[0] == "Deal 1: Ana deals." and any("You bid 6" in t for t in english)
    app.set_language("bg")
    app.step(1 / 60)
    bulgarian = [text for text, _c in table.log]
    assert len(bulgarian) == len(english)
    assert bulgarian[0] == i18n.tr("Deal {n}: {name} deals.", n=1, name="Ana")
    assert bulgarian[0] != english[0]
    assert table.plate_value(1).text.startswith("СЮ")  # your side, at the bottom and top: north-south


def test_a_table_waiting_for_its_human_draws_nothing_but_the_glow(app):
    seats = [SeatConfig(NAMES[i], "human" if i == 0 else "ai", "easy") for i in range(4)]
    config = TableConfig("hasenpfeffer", seats, {}, "instant", "instant", seed=3)
    table = app.stack.push(table_class("hasenpfeffer")(app, config))
    assert until(app, lambda: settled(table) and app.stack.top is table)
    config.speed = config.ai_pace = "normal"
    app.run(until=time.perf_counter() + 0.4)
    assert table.next_deadline() is None and not table.moving()
    full = app.loop.full_draws
    app.run(until=time.perf_counter() + 1.0)
    assert app.loop.full_draws == full


class EngineDecoder:
    """What the controls read of a match: the engine's own decoding of an action."""

    def __init__(self, state) -> None:
        self.state = state

    def decode(self, action: str):
        return self.state.decode_action(self.state.string_to_action(action))


def rows_from_the_top(specs) -> list[list[str]]:
    from pairs_table.app.table.actions import arrange

    return [[spec.action for spec, _share in row] for row in reversed(arrange(specs))]


def test_bids_and_suits_read_from_the_top_left_and_pass_stays_at_the_foot():
    from pairs_table.app.games.hasenpfeffer.controls import bar_specs
    from pairs_table.engine.rng import Rng

    state = hp.HasenpfefferState.new(4, {}, Rng(3))
    match = EngineDecoder(state)
    assert rows_from_the_top(bar_specs(match, state.legal_strings())) == [
        ["bid 1", "bid 2", "bid 3"], ["bid 4", "bid 5", "bid 6"], ["pass"]]
    state.apply("bid 1")
    specs = bar_specs(match, state.legal_strings())
    assert rows_from_the_top(specs) == [["bid 2", "bid 3", "bid 4"], ["bid 5", "bid 6"], ["pass"]]
    assert [s.width for s in specs if s.action in ("bid 5", "bid 6")] == [0.5, 0.5]  # the short row is filled
    while state.phase != hp.TRUMP:
        state.apply("pass")
    assert rows_from_the_top(bar_specs(match, state.legal_strings())) == [["trump C", "trump D"],
                                                                          ["trump H", "trump S"]]


def sides_on_screen(table) -> dict[int, str]:
    """Each seat's side as the picture shows it: the seats at the bottom and top edges are
    north-south, those at the left and right edges east-west (the places go round from the
    bottom: bottom, left, top, right)."""
    felt = table.layout.felt
    out = {}
    for seat in range(4):
        spot = table.layout.spot(seat)
        edge = ("bottom", "left", "top", "right")[spot.slot]
        plate = spot.plate
        assert {"bottom": plate.centery > felt.centery, "top": plate.bottom < felt.centery,
                "left": plate.right < felt.centerx, "right": plate.left > felt.centerx}[edge], (seat, edge)
        out[seat] = "NS" if edge in ("bottom", "top") else "EW"
    return out


def test_the_sides_are_named_as_they_sit_on_screen_with_you_at_the_bottom(app):
    from pairs_table.app.games.hasenpfeffer.panel import ScoreBoard, status_lines

    table = east_table(app)  # you are seat 1 (East in the engine), drawn at the bottom
    assert until(app, table.human_to_act)
    where = sides_on_screen(table)
    assert where[1] == where[3] == "NS" and where[0] == where[2] == "EW"
    for seat in range(4):
        assert table.plate_value(seat).text.split()[0] == where[seat], seat
        assert table.side_word(seat % 2) == where[seat]
    # the score board: north-south first, with you and your partner
    lines = [text for text, _c in ScoreBoard(table).lines()]
    assert any(line.startswith("Tricks: NS 0 · EW 0") for line in lines), lines
    # the deal played out: its score in the log names the sides the same way
    for _ in range(3000):
        if table.pic.summary is not None:
            break
        if table.human_to_act():
            table.human_action(table.state.legal_strings()[0])
        app.step(1 / 60)
    d = table.pic.summary
    assert d is not None
    line = [text for text, _c in table.log if " of 6 tricks and " in text][-1]
    totals = line[line.rindex("(") + 1:line.rindex(")")].split(", ")
    for k in (0, 1):
        assert f"{where[k]} {d['delta'][k]:+d}" in line and f"{where[k]} {d['scores'][k]}" in totals, line
    assert line.startswith(where[d["side"]] + " took ")
    assert any(text.startswith(f"Tricks: NS {table.pic.side_tricks[1]} · EW {table.pic.side_tricks[0]}")
               for text, _c in ScoreBoard(table).lines())
    assert status_lines(table)


def test_the_target_is_counted_in_points_as_its_number_asks(app):
    """A game to 1 point says "1 point" (and its like in every language), one to 10 says
    "10 points"."""
    from pairs_table.app.games.hasenpfeffer.panel import status_lines

    expected = {"en": ("to 1 point", "to 10 points"), "nl": ("tot 1 punt", "tot 10 punten"),
                "fr": ("à 1 point", "à 10 points"), "bg": ("до 1 точка", "до 10 точки")}
    for target in (1, 10):
        table = east_table(app, options={"target": target})
        for lang, (one, many) in expected.items():
            i18n.set_language(lang)
            sub = status_lines(table)[1].text
            said = one if target == 1 else many
            assert re.search(re.escape(said) + r"(?!\w)", sub), (lang, target, sub)
        i18n.set_language("en")
        app.stack.pop()
