"""Pass-and-play privacy, checked on the pixels' source: every card face the app draws.

``CardSprites.card`` is wrapped so each frame records the faces it was asked for (the backs
are the card named "back"). After each frame, for every seat whose view is NOT on screen,
the cards hidden from everyone else (its hand, its secret choice) are taken from the
engine; no rank may then be drawn face up more often than the deck holds copies of it
outside those hidden places. With a scripted deal in which the humans' hands hold every
copy of their ranks, a single leaked card breaks the count.

The view on screen is the table's viewer, or nobody while the hand-over screen covers the
table. The drivers play through real clicks and keys; a game adds its own ``hidden``
function, policy and scripted deal (see the Hawthorn tests at the bottom).
"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from app_helpers import click, deal_scripted

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.overlays.handover import HandoverScene
from pairs_table.app.games.hasenpfeffer.said import card_word
from pairs_table.app.games.hasenpfeffer.table import HasenpfefferTable
from pairs_table.app.games.hawthorn.table import HawthornTable
from pairs_table.engine import hasenpfeffer as hp
from pairs_table.engine.base import DealScript
from pairs_table.engine.cards import PAIRS_DECK

# ---- helpers for any hidden-information table ----------------------------------------------


class FaceRecorder:
    """Wraps ``app.sprites.card``: the faces (deck, name) asked for during each frame."""

    def __init__(self, app) -> None:
        self.app = app
        self.frame: Counter = Counter()
        self._orig = app.sprites.card

        def card(deck, name, height):
            if str(name) != "back":
                self.frame[str(name)] += 1
            return self._orig(deck, name, height)

        app.sprites.card = card

    def step(self, dt: float = 1 / 60) -> Counter:
        """One frame of the app; returns the faces drawn in it."""
        self.frame = Counter()
        self.app.step(dt)
        return self.frame

    def close(self) -> None:
        self.app.sprites.card = self._orig


def shown_view(app, table):
    """The seat whose view is on screen: None while the hand-over screen hides the table."""
    visible = app.stack.visible()
    if table not in visible:
        return None
    return table.seats.viewer


def check_faces(faces: Counter, totals: Counter, hidden_by_seat: dict, shown) -> None:
    """No face beyond the copies outside the hidden places of the seats not on screen."""
    hidden = Counter()
    for seat, cards in hidden_by_seat.items():
        if seat != shown:
            hidden += cards
    for name, k in faces.items():
        allowed = totals[name] - hidden[name]
        assert k <= allowed, (f"{k} faces of {name} drawn while seat {shown}'s view was shown, "
                              f"but only {allowed} copies are not hidden from it")


class Trace:
    """What a pass-and-play run showed: the hand-over screens and who acted after them."""

    def __init__(self) -> None:
        self.handovers: list[int] = []  # the seat each hand-over screen named
        self.actions: list[tuple[int, int | None, str]] = []  # (seat, viewer at that moment, action)
        self.frames = 0
        self.faces = 0


def run_table(app, table, policy, hidden, totals, *, perform=None, until=None, max_frames: int = 6000) -> Trace:
    """Drive ``table`` (already pushed) frame by frame. At each hand-over screen, confirm it
    with a click; at each human turn, ``policy(table, legal)`` picks an action that
    ``perform(app, table, action)`` takes through the widgets (default: a visible action
    button, else a card of the viewer's hand). Each frame's faces are checked against
    ``hidden(state)`` (seat -> Counter of hidden card names). Stops when ``until(table)``
    (default: the first hand is over)."""
    perform = perform or perform_chip_action
    until = until or (lambda t: t.state.hand_over or t.state.is_over or t.state.hand_no > 1)
    rec = FaceRecorder(app)
    trace = Trace()
    try:
        for _ in range(max_frames):
            faces = rec.step()
            if until(table):
                break
            trace.frames += 1
            trace.faces += sum(faces.values())
            check_faces(faces, totals, hidden(table.state), shown_view(app, table))
            top = app.stack.top
            if isinstance(top, HandoverScene):
                trace.handovers.append(top.seat)
                hand_over_screen_hides_the_table(app, table)
                click(app, top.continue_button, frames=1)
                continue
            if top is table and table.human_to_act() and not table.handover_due():
                seat = table.state.to_act
                legal = table.legal_for_human()
                action = policy(table, legal)
                assert action in legal
                trace.actions.append((seat, table.seats.viewer, action))
                perform(app, table, action)
        else:
            raise AssertionError("the hand did not end")
    finally:
        rec.close()
    return trace


def hand_over_screen_hides_the_table(app, table) -> None:
    assert table not in app.stack.visible()
    assert not any(b.visible for b in table.action_buttons.values())


def perform_chip_action(app, table, action: str) -> None:
    """An action of a chip table: its button if one is visible, else a click on the card of
    the viewer's hand that takes it."""
    b = table.action_buttons.get(action)
    if b is not None and b.visible:
        click(app, b, frames=1)
        return
    for c in table.secret.viewer_hand():
        if table.secret.card_action(c) == action:
            pos = (int(c.x), int(c.y + c.h * 0.3))  # the lower part: clear of the next card's glow
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            app.step(1 / 60)
            return
    raise AssertionError(f"no widget takes {action}")


def pairs_totals() -> Counter:
    return Counter(str(c) for c in PAIRS_DECK)


# ---- Hawthorn -------------------------------------------------------------------------------------

NAMES = ("Ana", "Bo", "Cees", "Dimitar")


def hawthorn_hidden(state) -> dict:
    """Seat -> its hand and pending secret first card."""
    out = {}
    for s in range(state.players):
        cards = Counter(str(c) for c in state.hands[s])
        if state.chosen[s] is not None:
            cards[str(state.chosen[s])] += 1
        out[s] = cards
    return out


def hawthorn_policy(table, legal):
    """Lowest first card; hit while the stack is short; play the first card; else fold."""
    st = table.state
    cards = [a for a in legal if a.startswith(("choose", "play"))]
    if cards:
        return cards[0]
    if "hit" in legal and len(st.stacks[st.to_act]) < 3:
        return "hit"
    return "fold"


# Every copy of ranks 1-5 is in a hand: a single leaked face of one of them breaks the count.
HAWTHORN_DEAL = {"hands": [[1, 2, 2, 3, 3], [3, 4, 4, 4, 4], [5, 5, 5, 5, 5]], "deck": [], "shuffles": []}


def hawthorn_table(app, humans: int, seats: int = 3, speed: str = "fast"):
    """A Hawthorn table with ``humans`` human seats first; cards really move ("fast"), so
    the faces of every frame of every flight and flip are checked."""
    cfg = TableConfig("hawthorn", [SeatConfig(NAMES[i], "human" if i < humans else "ai", "baseline")
                                   for i in range(seats)], {}, speed, "instant", seed=11)
    table = HawthornTable(app, cfg)
    deal = HAWTHORN_DEAL if seats == 3 else None
    if deal is not None:
        deal_scripted(table, deal)
    app.stack.push(table)
    return table


@pytest.mark.parametrize("humans", [2, 3])
def test_hawthorn_pass_and_play_never_shows_a_hidden_card_to_another_human(app, humans):
    table = hawthorn_table(app, humans)
    assert table.seats.pass_and_play and table.seats.viewer is None
    trace = run_table(app, table, hawthorn_policy, hawthorn_hidden, pairs_totals())
    assert trace.faces > 0  # the check saw faces (stacks, the viewer's own hand)
    humans_set = set(range(humans))
    # every human action was taken with that human's view on screen, after its hand-over
    assert trace.actions and all(seat == viewer for seat, viewer, _a in trace.actions)
    assert {s for s, _v, _a in trace.actions} <= humans_set
    # a hand-over screen came before each change of human, and only then
    seq = [s for s, _v, _a in trace.actions]
    changes = 1 + sum(1 for a, b in zip(seq, seq[1:]) if a != b)
    assert len(trace.handovers) == changes
    assert [s for i, s in enumerate(seq) if i == 0 or seq[i - 1] != s] == trace.handovers
    # the secret first cards were collected one human at a time, each behind a screen
    chooses = [s for s, _v, a in trace.actions if a.startswith("choose")]
    assert chooses == sorted(humans_set)
    assert trace.handovers[:humans] == sorted(humans_set)


def test_one_human_with_computer_players_gets_no_hand_over_screen(app):
    table = hawthorn_table(app, humans=1)
    assert not table.seats.pass_and_play and table.seats.viewer == 0
    trace = run_table(app, table, hawthorn_policy, hawthorn_hidden, pairs_totals())
    assert trace.handovers == []
    assert trace.actions and all(seat == 0 == viewer for seat, viewer, _a in trace.actions)


def test_hand_over_screen_waits_for_the_named_player_and_turns_the_table(app):
    table = hawthorn_table(app, humans=2)
    for _ in range(200):
        app.step(1 / 60)
        if isinstance(app.stack.top, HandoverScene):
            break
    screen = app.stack.top
    assert isinstance(screen, HandoverScene) and screen.seat == 0
    assert table.human_to_act() and table.legal_for_human() == []
    # the table refuses an action while the hand-over screen is up
    assert not table.human_action(table.state.legal_strings()[0])
    assert table.state.to_act == 0 and table.state.phase == "choose"
    for _ in range(30):  # it stays until confirmed
        app.step(1 / 60)
    assert app.stack.top is screen and table.seats.viewer is None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(1 / 60)
    assert app.stack.top is table and table.seats.viewer == 0 and table.seats.bottom_seat == 0
    assert [c.tag for c in table.secret.viewer_hand()] == sorted(table.state.hands[0])
    # Bo's turn: the screen names Bo, and the table turns so Bo sits at the bottom
    perform_chip_action(app, table, table.legal_for_human()[0])
    for _ in range(60):
        app.step(1 / 60)
        if isinstance(app.stack.top, HandoverScene):
            break
    assert isinstance(app.stack.top, HandoverScene) and app.stack.top.seat == 1
    click(app, app.stack.top.continue_button, frames=2)
    assert table.seats.viewer == 1 and table.layout.spot(1).slot == 0
    assert [c.tag for c in table.secret.viewer_hand()] == sorted(table.state.hands[1])
    assert all(c.name == "back" for c in table.pic.hands[0])
    assert table.pic.chosen[0] is not None and table.pic.chosen[0].name == "back"


# ---- Hasenpfeffer ---------------------------------------------------------------------------------

# H-X4's deal (dealer North): every card is unique, so one leaked face breaks the count
HASEN_HANDS = ("QH 10H AD KD 9D JS", "JH AH KS QS 10D 9H", "JOKER AC KC QD 10C 9S", "JD KH AS 10S JC QC")


def hasen_deal() -> DealScript:
    return DealScript(hands=[[hp.parse_card(x) for x in h.split()] for h in HASEN_HANDS],
                      deck=[hp.parse_card("9C")])


def hasen_hidden(state) -> dict:
    """Seat -> its hand (and, for the declarer, the discard); "nobody" -> the widow before
    it is taken and a sitting-out partner's cards, which no seat may see."""
    name = hp.card_name
    out = {s: Counter(name(hp.TO_STD[c]) for c in state.hands[s]) for s in range(4)}
    if state.discard >= 0:
        out[state.declarer][name(hp.TO_STD[state.discard])] += 1
    nobody = Counter(name(hp.TO_STD[c]) for c in state.aside)
    if state.declarer < 0 and not state.annulled:
        nobody[name(hp.TO_STD[state.widow])] += 1
    out["nobody"] = nobody
    return out


def hasen_policy(top: bool):
    """The lowest bid (or with ``top`` the highest, which ends the auction at once with the
    declarer's view on screen) while nobody has bid, else pass; then the first legal choice."""

    def choose(table, legal):
        if "pass" in legal:
            bids = [a for a in legal if a.startswith("bid ")]
            return bids[-1 if top else 0] if table.state.high == 0 and bids else "pass"
        return legal[0]

    return choose


def hasen_perform(app, table, action: str) -> None:
    """A button if one takes the action, else a click on the card of the viewer's hand."""
    b = table.action_buttons.get(action)
    if b is not None and b.visible:
        click(app, b, frames=1)
        return
    card = hp.parse_card(action.split()[1])
    hand = table.pic.hands[table.seats.viewer]
    for c in hand:
        if c.tag == card:
            pos = (int(c.x - c.h * 0.18), int(c.y - hand.raised(c)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            app.step(1 / 60)
            return
    raise AssertionError(f"no widget takes {action}")


@pytest.mark.parametrize("humans,top", [((1, 2), False), ((0, 1, 2, 3), True)])
def test_hasenpfeffer_pass_and_play_never_shows_a_hidden_card_to_another_human(app, humans, top):
    cfg = TableConfig("hasenpfeffer", [SeatConfig(NAMES[i], "human" if i in humans else "ai", "baseline")
                                       for i in range(4)], {}, "fast", "instant", seed=5)
    table = HasenpfefferTable(app, cfg)
    deal_scripted(table, hasen_deal(), dealer=0)
    app.stack.push(table)
    assert table.seats.pass_and_play and table.seats.viewer is None
    totals = Counter(hp.card_name(c) for c in hp.DECK_STD)
    trace = run_table(app, table, hasen_policy(top), hasen_hidden, totals, perform=hasen_perform,
                      until=lambda t: t.state.hand_over or t.state.deal_no > 1, max_frames=12000)
    assert trace.faces > 0
    assert trace.actions and all(seat == viewer for seat, viewer, _a in trace.actions)
    assert {s for s, _v, _a in trace.actions} == set(humans)
    seq = [s for s, _v, _a in trace.actions]
    assert [s for i, s in enumerate(seq) if i == 0 or seq[i - 1] != s] == trace.handovers
    # the whole deal was played: the auction, the exchange and six tricks
    kinds = [a.split()[0] for _s, _v, a in trace.actions]
    assert "play" in kinds and table.state.hand_over
    assert sum(table.state.tricks) == 6
    # the log, on screen for every player in turn, names neither the discard nor the widow
    st = table.state
    secret = {card_word(hp.TO_STD[st.discard]), card_word(hp.TO_STD[st.widow])}
    for text, _colour in table.log:
        assert not any(name in text for name in secret) or " plays " in text, text


# ---- Goblin's Poker ------------------------------------------------------------------------------


def goblins_hidden(state) -> dict:
    """Seat -> its hand, pending first card and the card it played face down this round."""
    out = hawthorn_hidden(state)
    for s in range(state.players):
        if state.played[s] is not None:
            out[s][str(state.played[s])] += 1
    return out


def goblins_policy(table, legal):
    """Lowest first card, then always the lowest card of the hand (never pass)."""
    return sorted((a for a in legal if a != "pass"), key=lambda a: int(a.split()[1]))[0]


GOBLINS_DEAL = {"hands": [[1, 2, 2, 3, 3, 4], [4, 4, 4, 5, 5, 5], [5, 5, 6, 6, 6, 6]], "deck": [], "shuffles": []}


def test_goblins_pass_and_play_hides_hands_choices_and_centre_cards(app):
    from pairs_table.app.games.goblins_poker.table import GoblinsTable

    cfg = TableConfig("goblins_poker", [SeatConfig(n, "human") for n in NAMES[:3]], {}, "fast", "instant", seed=5)
    table = GoblinsTable(app, cfg)
    deal_scripted(table, GOBLINS_DEAL)
    app.stack.push(table)
    trace = run_table(app, table, goblins_policy, goblins_hidden, pairs_totals())
    assert trace.faces > 0 and len(trace.actions) >= 6
    assert all(seat == viewer for seat, viewer, _a in trace.actions)
    assert trace.handovers[:3] == [0, 1, 2]
    # the log, which stays on screen for the next player, names no private card
    played = [a for _s, _v, a in trace.actions if a.startswith(("choose", "play"))]
    assert played
    for text, _colour in table.log:
        assert "face down." not in text or "a card face down" in text, text
        assert "first card:" not in text, text
