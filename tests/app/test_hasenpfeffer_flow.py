"""The Hasenpfeffer table driven like a player would: clicks on buttons and cards, key
presses, frame by frame under the dummy video driver, checked against the engine."""

import pygame
from app_helpers import click, deal_scripted, press

from pairs_table.ai.base import make_agent
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games.hasenpfeffer.handlers import BACK
from pairs_table.app.games.hasenpfeffer.order import hand_order
from pairs_table.app.games.hasenpfeffer.result import HasenResult
from pairs_table.app.games.hasenpfeffer.table import HasenpfefferTable
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.engine import hasenpfeffer as hp
from pairs_table.engine.base import DealScript
from pairs_table.engine.cards import parse_card
from pairs_table.engine.rng import Rng

# H-X4: dealer North (0); East (1) holds JH AH KS QS 10D 9H; the widow is 9C
HX4 = {
    0: "QH 10H AD KD 9D JS",
    1: "JH AH KS QS 10D 9H",
    2: "JOKER AC KC QD 10C 9S",
    3: "JD KH AS 10S JC QC",
}


def hx4_deal():
    hands = [[parse_card(x) for x in HX4[s].split()] for s in range(4)]
    return DealScript(hands=hands, deck=[parse_card("9C")])


def run_until(app, cond, frames=3000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def config(humans=(1,), options=None, seed=3, level="easy"):
    names = ["North", "East", "South", "West"]
    seats = [SeatConfig(names[i], "human") if i in humans else SeatConfig(names[i], "ai", level) for i in range(4)]
    return TableConfig("hasenpfeffer", seats, dict(options or {}), "instant", "instant", seed=seed)


def scripted_table(app, cfg, deals, dealer=0):
    table = deal_scripted(HasenpfefferTable(app, cfg), *deals, dealer=dealer, seed=cfg.seed)
    return app.stack.push(table)


def click_at(app, pos, frames=3):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.step(1 / 60)


def card_point(table, c):
    """A point on the visible part of a card of the viewer's hand (left of its centre)."""
    lift = table.pic.hands[table.seats.viewer].raised(c)
    return int(c.x - c.h * 0.18), int(c.y - lift)


def check_picture(table):
    """What is drawn agrees with the engine at rest: the viewer's hand face up, every other
    hand backs of the right count, tricks and scores per side."""
    st = table.state
    viewer = table.seats.viewer
    view = st.view(viewer)
    for seat in range(4):
        cards = table.pic.hands[seat]
        if seat == viewer and view["sitting_out"] != seat:
            assert [c.tag for c in cards] == hand_order(view["hand"], view["trump"])
            assert all(c.face == 1.0 and c.name == hp.card_name(c.tag) for c in cards)
        else:
            want = view["hand_sizes"][seat] if view["sitting_out"] != seat else view["set_aside"]
            assert len(cards) == want
            assert all(c.name == BACK and c.face == 0.0 for c in cards)
    assert table.pic.side_tricks == st.tricks
    assert table.pic.scores == st.scores
    bottom = table.seats.bottom_seat  # the side at the bottom and top edges is NS
    for seat in range(4):
        side = seat & 1
        assert table.plate_value(seat)[0] == f"{('NS', 'EW')[(seat - bottom) & 1]} {st.scores[side]}"
    # cards on the felt of the current trick are the engine's, in front of their players
    trick = view["tricks"][-1] if view["tricks"] and view["tricks"][-1]["winner"] is None else None
    shown = [(s, c.tag) for s, c in table.pic.trick]
    assert shown == ([tuple(x) for x in trick["cards"]] if trick else [])
    for s, c in table.pic.trick:
        assert (c.x, c.y) == table.geo.trick_spot(s)


def act_through_ui(app, table, action, use_key):
    """Do ``action`` as a player would: a card click, a button click or its key."""
    verb, _, rest = action.partition(" ")
    if verb in ("play", "discard"):
        card = parse_card(rest)
        c = next(v for v in table.pic.hands[table.seats.viewer] if v.tag == card)
        if use_key:
            press(app, pygame.K_1 + table.pic.hands[table.seats.viewer].cards.index(c))
        else:
            click_at(app, card_point(table, c))
        return
    if use_key:
        key = {"pass": pygame.K_p, "alone": pygame.K_a, "partner": pygame.K_w}.get(action)
        if key is None and verb == "bid":
            key = pygame.K_0 + int(rest)
        if key is None and verb == "trump":
            key = getattr(pygame, f"K_{rest.lower()}")
        press(app, key)
    else:
        click(app, table.action_buttons[action])


def play_deal_as_human(app, table, agent, rng, until_deals=1, refusals=True):
    """Play until ``until_deals`` deals are scored, checking each human turn."""
    turns = 0
    refused = 0
    for _ in range(20000):
        st = table.state
        scored = sum(1 for e in st.log if e.kind in ("score", "annulled"))
        if scored >= until_deals and (table.idle or table.pic.summary is not None):
            break
        if not table.human_to_act():
            app.step(1 / 60)
            continue
        app.step(1 / 60)
        app.step(1 / 60)
        check_picture(table)
        legal = st.legal_strings()
        buttons = {a for a, b in table.action_buttons.items() if b.visible}
        assert buttons == {a for a in legal if not a.startswith(("play ", "discard "))}
        mine = table.pic.hands[table.seats.viewer]
        if legal[0].startswith(("play ", "discard ")):
            legal_cards = {parse_card(a.split()[1]) for a in legal}
            assert {c.tag for c in mine if mine.raised(c) > 1} == legal_cards
            illegal = [c for c in mine if c.tag not in legal_cards]
            if refusals and illegal:
                before = st.to_json()
                click_at(app, card_point(table, illegal[0]))
                assert st.to_json() == before, "an illegal card was played"
                assert "follow" in table.toast
                refused += 1
        choice = agent.choose(st.view(st.to_act), legal, rng)
        before = len(st.log)
        act_through_ui(app, table, choice, use_key=turns % 3 == 2)
        assert len(st.log) > before, f"{choice} was not applied"
        turns += 1
    return turns, refused


# ---- from the lobby to the end of a deal ---------------------------------------------------------


def test_lobby_to_the_end_of_a_deal_with_clicks_and_keys(app):
    app.stack.push(LobbyScene(app, "hasenpfeffer"))
    app.step()
    lobby = app.stack.top
    assert [s.kind for s in lobby.seats] == ["human", "ai", "ai", "ai"]
    click(app, lobby.speed_buttons["fast"])
    click(app, lobby.pace_buttons["instant"])
    click(app, lobby.start_button)
    table = app.stack.top
    assert isinstance(table, HasenpfefferTable)
    assert table.seats.viewer == 0 and table.geo.slot(0) == 0
    # partners opposite: the plate across the table is the partner's
    L = table.layout
    assert L.spot(2).plate.centery < L.spot(1).plate.centery < L.spot(0).plate.centery
    agent = make_agent("hasenpfeffer", "normal")
    turns, refused = play_deal_as_human(app, table, agent, Rng(5), until_deals=2)
    assert turns >= 12
    assert refused >= 1  # a click on a card that may not be played was explained, not played
    # the end of the deal: tricks and points per side shown, the plates agree
    st = table.state
    last = [e for e in st.log if e.kind in ("score", "annulled")][-1]
    assert last.kind == "score" and st.hand_over
    assert table.pic.summary == last.data
    assert table.pic.side_tricks == st.tricks and sum(st.tricks) == 6
    assert table.pic.scores == st.scores == last.data["scores"]
    app.step()
    # then the next deal
    assert run_until(app, lambda: st.deal_no == 3 and table.idle)
    assert table.pic.summary is None and table.pic.deal_no == 3
    check_picture(table)


def test_a_scripted_deal_keeps_the_widow_secret_and_shows_the_declarer_theirs(app):
    """H-X4 with East human: East wins the auction and sees the widow (9C) join
    their hand; the discard goes face down and only East's panel names it."""
    table = scripted_table(app, config(humans=(1,), level="normal"), [hx4_deal()])
    assert run_until(app, table.human_to_act)
    check_picture(table)
    assert table.pic.widow_vis is not None and table.pic.widow_vis.name == BACK
    # E bids 2 by key
    press(app, pygame.K_2)
    assert table.state.bids[0] == [1, 2]
    # the others' bids appear by their plates, the high bid is known
    assert run_until(app, lambda: table.human_to_act() or table.state.hand_over)
    st = table.state
    if st.phase == hp.AUCTION:
        assert table.pic.bubbles.get(1) == "2"
        higher = [a for a in st.legal_strings() if a.startswith("bid ")]
        assert "bid 1" not in higher and "bid 2" not in higher
        click(app, table.action_buttons[higher[-1]])  # bid 6: ends the auction at once
        run_until(app, lambda: table.idle)
    assert table.state.declarer == 1
    # East sees the widow card in their hand, the others' hands stay backs
    assert any(c.tag == parse_card("9C") for c in table.pic.hands[1])
    check_picture(table)
    click(app, table.action_buttons["trump H"])
    assert table.pic.trump == "H"
    run_until(app, lambda: table.human_to_act())
    check_picture(table)  # sorted for hearts: JH first
    assert table.pic.hands[1][0].tag == parse_card("JH")
    c = next(v for v in table.pic.hands[1] if v.tag == parse_card("9C"))
    click_at(app, card_point(table, c))
    assert table.state.discard == hp.FROM_STD[parse_card("9C")]
    run_until(app, lambda: table.idle)
    assert table.pic.discard_vis is not None and table.pic.discard_vis.name == BACK
    assert table.discard_face() == parse_card("9C")
    assert table.state.phase == hp.PLAY


def test_last_trick_on_request_and_refusals(app):
    table = scripted_table(app, config(humans=(1,), level="easy"), [hx4_deal()])
    assert run_until(app, table.human_to_act)
    press(app, pygame.K_t)
    assert not table.pic.show_last and "No trick" in table.toast
    agent = make_agent("hasenpfeffer", "normal")
    rng = Rng(2)
    for _ in range(20000):
        if table.pic.last_trick is not None and table.human_to_act():
            break
        if table.human_to_act():
            st = table.state
            act_through_ui(app, table, agent.choose(st.view(1), st.legal_strings(), rng), use_key=False)
        else:
            app.step(1 / 60)
    assert table.last_button.visible
    click(app, table.last_button)
    assert table.pic.show_last
    cards, winner = table.pic.last_trick
    first = table.state.view(1)["tricks"][0]
    assert cards == first["cards"] and winner == first["winner"]
    press(app, pygame.K_t)
    assert not table.pic.show_last


def test_lone_hand_sets_the_partners_cards_aside(app):
    table = scripted_table(app, config(humans=(1,), options={"lone_hand": True}, level="easy"), [hx4_deal()])
    assert run_until(app, table.human_to_act)
    click(app, table.action_buttons["bid 6"])
    run_until(app, lambda: table.human_to_act())
    assert table.state.declarer == 1
    press(app, pygame.K_h)
    run_until(app, lambda: table.human_to_act())
    c = next(v for v in table.pic.hands[1] if v.tag == parse_card("9C"))
    click_at(app, card_point(table, c))
    run_until(app, lambda: table.human_to_act())
    assert {a for a, b in table.action_buttons.items() if b.visible} == {"alone", "partner"}
    click(app, table.action_buttons["alone"])
    run_until(app, lambda: table.idle)
    assert table.pic.out == 3 and table.state.out == 3
    assert len(table.pic.hands[3]) == 6 and all(c.name == BACK and c.face == 0.0 for c in table.pic.hands[3])
    check_picture(table)
    # tricks of three cards: the lead is East's left neighbour, South
    turns, _ = play_deal_as_human(app, table, make_agent("hasenpfeffer", "normal"), Rng(1), until_deals=1,
                                  refusals=False)
    assert all(len(t["cards"]) == 3 for t in table.state.view(None)["tricks"])
    assert all(c.name == BACK for c in table.pic.hands[3])


def test_a_whole_game_ends_with_the_winning_side(app):
    cfg = config(humans=(), level="easy", seed=11)
    table = app.stack.push(HasenpfefferTable(app, cfg))
    assert run_until(app, lambda: isinstance(getattr(app.stack.top, "face", None), HasenResult), frames=6000)
    st = table.state
    side = st.winner_side
    assert st.is_over and st.scores[side] >= st.target
    assert table.session_wins[side] == 1
    result = app.stack.top
    assert ("NS", "EW")[(side - table.seats.bottom_seat) & 1] in result.headline()
    assert table.pic.scores == st.scores
    click(app, result.rematch_button)
    assert app.stack.top is table and table.games == 2 and table.state.scores == [0, 0]


def deal_of(hands, widow):
    return DealScript(hands=[[parse_card(x) for x in h] for h in hands], deck=[parse_card(widow)])


# Found with the baseline agent: with these hands it passes at every seat but East's
FORCED = ([["KH", "10C", "9D", "JH", "QD", "QH"], ["JOKER", "10D", "KC", "JC", "AH", "10S"],
           ["KS", "JD", "AS", "9S", "9C", "QC"], ["JS", "QS", "KD", "10H", "9H", "AC"]], "AD")
ANNULLED = ([["AC", "KD", "10C", "JS", "KH", "JH"], ["10S", "KC", "QS", "KS", "JC", "AS"],
             ["10H", "AD", "QC", "9H", "10D", "JD"], ["QH", "AH", "9C", "QD", "9S", "9D"]], "JOKER")


def test_everybody_passes_and_the_joker_holder_is_forced_to_bid_3(app):
    table = scripted_table(app, config(humans=(1,), level="baseline"), [deal_of(*FORCED)])
    assert run_until(app, table.human_to_act)
    press(app, pygame.K_p)
    assert run_until(app, table.human_to_act)
    st = table.state
    assert [k for k in (e.kind for e in st.log) if k == "forced_bid"] == ["forced_bid"]
    assert table.pic.forced and table.pic.declarer == 1 and table.pic.contract == "3"
    assert table.pic.bubbles == {1: "3"}
    assert any("forced to bid 3" in text for text, _c in table.log)
    # East names trumps next: the four suit buttons, nothing else
    assert {a for a, b in table.action_buttons.items() if b.visible} == {"trump C", "trump D", "trump H", "trump S"}
    check_picture(table)


def test_an_annulled_deal_shows_the_joker_and_passes_the_deal_on(app):
    table = scripted_table(app, config(humans=(1,), level="baseline", options={}), [deal_of(*ANNULLED)])
    assert run_until(app, table.human_to_act)
    shown = {}

    def watch():
        if table.pic.widow_vis is not None and table.pic.widow_vis.face == 1.0:
            shown.setdefault("widow", table.pic.widow_vis.name)
            shown.setdefault("banner", table.announce.shown())
        return table.state.deal_no == 2 and table.idle

    press(app, pygame.K_p, frames=1)
    table.config.speed = "fast"  # the announcement stays on screen for a while
    assert run_until(app, watch, frames=4000)
    assert shown["widow"] == "JOKER" and "annulled" in shown["banner"][0]
    assert any("annulled" in text for text, _c in table.log)
    st = table.state
    assert st.dealer == 1 and table.dealer == 1 and st.scores == [0, 0] == table.pic.scores
    check_picture(table)


def on_screen(rect, size) -> bool:
    return pygame.Rect((0, 0), size).contains(rect)


def test_resize_lays_the_table_out_again(app):
    table = app.stack.push(HasenpfefferTable(app, config(humans=(0,), seed=9)))
    agent = make_agent("hasenpfeffer", "normal")
    rng = Rng(3)
    for _ in range(6000):  # into the play, with the human to act
        if table.human_to_act() and table.state.phase == hp.PLAY and table.state.played:
            break
        if table.human_to_act():
            st = table.state
            act_through_ui(app, table, agent.choose(st.view(0), st.legal_strings(), rng), use_key=True)
        else:
            app.step(1 / 60)
    assert table.human_to_act() and table.state.phase == hp.PLAY
    for size in [(800, 480), (1920, 1080), (1000, 800), (1600, 600), (1280, 720)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step()
        app.step()
        assert table.layout.size == size and table.geo.slot(0) == 0
        for spot in table.layout.seats:
            assert on_screen(spot.plate, size)
        for c in table.cards:
            r = pygame.Rect(0, 0, int(c.h * 0.72), int(c.h))
            r.center = (int(c.x), int(c.y))
            assert on_screen(r, size), (r, size)
        for b in list(table.action_buttons.values()) + [table.last_button, table.menu_button]:
            if b.visible:
                assert on_screen(b.get_abs_rect(), size)
        # the hand lies along the bottom edge, each card where the layout puts it
        hand = table.pic.hands[0]
        f = table.hand_fan(0)
        assert [(c.x, c.y) for c in hand] == list(f.positions) and all(c.h == f.card[1] for c in hand)
        assert max(c.y + c.h / 2 for c in hand) <= size[1]
        # plates do not overlap each other or the hand
        plates = [s.plate for s in table.layout.seats]
        assert not any(plates[i].colliderect(plates[j]) for i in range(4) for j in range(i))
        check_picture(table)
    # the hand still takes clicks at its new place
    legal = [a for a in table.state.legal_strings() if a.startswith("play ")]
    before = len(table.state.log)
    act_through_ui(app, table, legal[0], use_key=False)
    played = [e for e in table.state.log[before:] if e.kind == "play"]
    assert played and played[0].seat == 0 and played[0].data["card"] == parse_card(legal[0].split()[1])


def test_a_saved_game_resumes_with_the_same_picture(app):
    from pairs_table.app.config import config_from_save
    from pairs_table.storage.saves import replay

    first = app.stack.push(HasenpfefferTable(app, config(humans=(0,), seed=4)))
    agent = make_agent("hasenpfeffer", "normal")
    rng = Rng(8)
    for _ in range(6000):
        st = first.state
        if first.idle and st.phase == hp.PLAY and len(st.played) >= 6 and first.human_to_act():
            break
        if first.human_to_act():
            act_through_ui(app, first, agent.choose(st.view(0), st.legal_strings(), rng), use_key=False)
        else:
            app.step(1 / 60)
    record = first.record
    state = replay(record)
    assert state.to_json()["played"] == first.state.to_json()["played"]
    app.stack.pop()
    table = app.stack.push(HasenpfefferTable(app, config_from_save(record, state, "instant", "instant")))
    app.step()
    app.step()
    assert table.human_to_act()
    check_picture(table)
    assert table.pic.trump == state.view(0)["trump"] and table.pic.declarer == state.declarer
    assert sum(table.pic.piles) == len(state.trick_winners)


def test_lobby_draws_the_partnerships_at_random_unless_asked_to_keep_the_list(app):
    app.stack.push(LobbyScene(app, "hasenpfeffer"))
    app.step()
    lobby = app.stack.top
    for i, name in enumerate("ABCD"):
        lobby.seats[i].name = name
    listed = ["A", "B", "C", "D"]
    orders = set()
    for seed in range(12):
        app.seed = seed
        names = [s.name for s in lobby.config().seats]
        assert sorted(names) == listed
        orders.add(tuple(names))
    assert len(orders) > 3  # the draw changes with the table's seed
    assert lobby.partners_button is not None and lobby.random_partners
    click(app, lobby.partners_button)
    assert not lobby.random_partners
    for seed in range(3):
        app.seed = seed
        assert [s.name for s in lobby.config().seats] == listed
    app.step()


def test_other_lobbies_have_no_partners_switch(app):
    app.stack.push(LobbyScene(app, "pairs"))
    app.step()
    assert app.stack.top.partners_button is None
