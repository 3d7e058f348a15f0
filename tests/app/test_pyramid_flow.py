"""The Pyramid Poker table driven like a player would: clicks on slots, blocks and hand
areas, keys, through pygame's event queue, frame by frame under the dummy video driver."""


import pygame
from app_helpers import click, deal_scripted, press

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.table.geometry import table_layout
from pairs_table.app.overlays.handover import HandoverScene
from pairs_table.app.scenes.lobby import LobbyScene
from pairs_table.app.focus import FocusTarget
from pairs_table.app.games.pyramid_poker.geometry import pyramid_geometry
from pairs_table.app.games.pyramid_poker.result import PyramidResult as PyramidResultScene
from pairs_table.app.games.pyramid_poker.table import PyramidTable as PyramidTableScene
from pairs_table.engine import pyramid_poker as pp
from pairs_table.engine.base import DealScript
from pairs_table.engine.poker import partial_name
from pairs_table.engine.rng import Rng


def click_at(app, pos, frames: int = 2) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.step(1 / 60)


def target_pos(table, thing):
    g = table.geo
    if thing[0] == "slot":
        return g.slot_rect(thing[1]).center
    if thing[0] == "hand":
        return g.hand_rect(table.side(table.state.to_act), thing[1]).center
    if thing[0] == "tray":
        b = table.pic.tray[thing[1]]
        return b.x, b.y
    raise AssertionError(thing)


def config(seats, options=None, speed="instant", seed=11):
    return TableConfig("pyramid_poker", seats, dict(options or {}), speed, speed, seed=seed)


def check_picture(table) -> None:
    """The table shows what the viewer may see, and agrees with the engine."""
    st = table.state
    viewer = table.seats.viewer
    v = st.view(viewer)
    occupied = {i for i, c in enumerate(st.cells) if c != pp.EMPTY}
    assert set(table.pic.pyr) == occupied
    for slot, b in table.pic.pyr.items():
        assert b.owner == st.owners[slot]
        if viewer is not None and b.owner == viewer:
            assert b.card == pp.card_name(st.cells[slot]) and b.face == 1.0
        else:  # a hidden block: no name is even kept, and its back is drawn
            assert b.card is None and b.face == 0.0
    for seat in (0, 1):
        assert [[b.card for b in h] for h in table.pic.hands[seat]] == v["hands"][seat]
    if st.phase == pp.BUILD:
        assert table.pic.supply_n == v["supply"]
        for seat in (0, 1):
            b = table.pic.stage[seat]
            if st.open_supply:
                assert b is None
            elif seat == st.turn:
                assert b is not None and b.card == (v["drawn"] if seat == viewer else None)
        if st.open_supply and viewer is not None:
            assert sorted(b.card for b in table.pic.own) == sorted(v["own_supply"])
    assert table.pic.setaside_n == v["setaside"]
    for seat in (0, 1):  # each hand's label is the engine's partial name of what it holds
        for h in v["hands"][seat]:
            assert partial_name([pp.parse_card(c) for c in h]) is not None


# ---- a whole game from the lobby, one human against the computer ----------------------------------


def test_lobby_to_the_result_by_clicks_and_keys(app):
    lobby = LobbyScene(app, "pyramid_poker")
    app.stack.push(lobby)
    app.step()
    assert [s.kind for s in lobby.seats] == ["human", "ai"]
    while lobby.seats[1].level != "easy":
        click(app, lobby.rows[1]["level"])
    click(app, lobby.speed_buttons["instant"])
    click(app, lobby.pace_buttons["instant"])
    click(app, lobby.start_button)
    table = app.stack.top
    assert isinstance(table, PyramidTableScene)
    assert table.seats.viewer == 0 and table.side(0) == 0  # you at the bottom
    assert table.layout.spot(0).plate.centery > table.layout.spot(1).plate.centery

    turns = {"build": 0, "pick": 0, "assign": 0, "choose": 0}
    for _ in range(3000):
        if isinstance(getattr(app.stack.top, "face", None), PyramidResultScene):
            break
        if not table.human_to_act():
            app.step()
            if not table.human_to_act():
                assert not table.targets()
                assert not any(b.visible for b in table.action_buttons.values())
            continue
        app.step()
        st = table.state
        legal = st.legal_strings()
        assert table.offered_actions() == set(legal)
        check_picture(table)
        phase = table.phase()
        targets = table.targets()
        before = len(st.log)
        n = sum(turns.values())
        turns[phase] += 1
        if phase == "assign" and n % 2:
            k = int(targets[-1][0].split()[1])
            press(app, (pygame.K_1, pygame.K_2, pygame.K_3)[k - 1])
            expected = targets[-1][0]
        elif phase in ("build", "pick") and n % 3 == 1:
            for _ in range(60):  # Tab to a place that lights up; Enter takes it
                press(app, pygame.K_TAB, frames=1)
                focused = app.focus.current()
                if isinstance(focused, FocusTarget):
                    break
            expected = dict((thing, a) for a, thing in targets)[focused.key]
            press(app, pygame.K_RETURN)
        else:
            action, thing = targets[n % len(targets)]
            click_at(app, target_pos(table, thing))
            expected = action
        acted = [e for e in st.log[before:] if e.seat == 0 and e.kind in ("place", "take", "choose", "to_hand")]
        assert acted, f"the human's {expected} was not applied"
        assert st.action_to_string(st.string_to_action(expected)) == expected
    assert isinstance(getattr(app.stack.top, "face", None), PyramidResultScene), "the game did not reach its end"
    assert turns["build"] == turns["pick"] == turns["assign"] == 15  # 15 blocks placed, taken, kept
    st = table.state
    assert st.is_over
    # every hand is on the table as the engine has it, each position compared
    assert [[[b.card for b in h] for h in table.pic.hands[s]] for s in (0, 1)] == st.view(0)["hands"]
    assert [d["position"] for d in table.pic.compares] == [1, 2, 3]
    wins = st.last["wins"]
    assert table.plate_value(0)[0] == f"{wins[0]} won" and table.plate_value(1)[0] == f"{wins[1]} won"
    result = app.stack.top
    if st.winners:
        assert ("You" in result.headline()) == (st.winners == [0])
    else:
        assert result.headline() == "A draw"
    click(app, result.rematch_button)
    assert app.stack.top is table and not table.state.is_over and table.games == 2
    assert not table.pic.hands[0][0] and not table.pic.compares


# ---- pass-and-play, and the joker rule through the buttons ----------------------------------------


JOKER_DEAL = DealScript([[pp.JOKER1], []], [pp.JOKER2, pp.parse_card("7C"), pp.parse_card("QD")])


def joker_state():
    """Seat 0 builds first and draws JOKER1 first; the set-aside pile reveals JOKER2, 7C
    and QD."""
    return pp.PyramidPokerState.new(2, {}, Rng(5), dealer=0, deals=[JOKER_DEAL])


def test_pass_and_play_hands_over_and_never_shows_the_other_seat_s_blocks(app):
    seats = [SeatConfig("Ana", "human"), SeatConfig("Bo", "human")]
    cfg = config(seats)
    table = deal_scripted(PyramidTableScene(app, cfg), JOKER_DEAL, dealer=0, seed=5)
    app.stack.push(table)
    app.step()
    handovers = 0
    revealed = False
    for _ in range(2000):
        top = app.stack.top
        if isinstance(getattr(top, "face", None), PyramidResultScene):
            break
        if isinstance(top, HandoverScene):
            handovers += 1
            seat = top.seat
            assert table.state.to_act == seat
            press(app, pygame.K_RETURN)
            assert app.stack.top is table and table.seats.viewer == seat
            assert table.side(seat) == 0  # the viewer's seat is turned to the bottom
            continue
        if not table.human_to_act():
            app.step()
            continue
        st = table.state
        assert table.seats.viewer == st.to_act
        assert table.offered_actions() == set(st.legal_strings())
        check_picture(table)
        targets = table.targets()
        phase = table.phase()
        joker = next((s for s, b in table.pic.pyr.items() if st.cells[s] == pp.JOKER1), None)
        if phase == "choose":
            revealed = True
            assert [b.card for b in table.pic.tray] == ["JOKER2", "7C", "QD"]
            shown = {a for a, b in table.action_buttons.items() if b.visible}
            assert shown == {"choose 7C", "choose QD"} == set(st.legal_strings())
            click(app, table.action_buttons["choose QD"])
            assert table.state.holding == pp.parse_card("QD")
            continue
        if phase == "pick" and joker is not None:
            wanted = [t for t in targets if t[1] == ("slot", joker)]
            others = [t for t in targets if t[1] != ("slot", joker)]
            pick = wanted[0] if st.to_act == 0 and wanted else (others or wanted)[0]
            click_at(app, target_pos(table, pick[1]))
            continue
        action, thing = targets[0]
        click_at(app, target_pos(table, thing))
    assert isinstance(getattr(app.stack.top, "face", None), PyramidResultScene)
    assert revealed, "the joker rule never came up"
    assert handovers >= 55  # the turn changes hands after nearly every action
    assert len(table.pic.out) == 3 and {b.card for b in table.pic.out} == {"JOKER1", "JOKER2", "7C"}


# ---- open supply ----------------------------------------------------------------------------------


def test_open_supply_shows_your_blocks_to_choose_from(app):
    seats = [SeatConfig("You", "human"), SeatConfig("Ana", "ai", "easy")]
    table = PyramidTableScene(app, config(seats, {"open_supply": True}))
    app.stack.push(table)
    app.step()
    placed = 0
    while table.state.phase == pp.BUILD:
        if not table.human_to_act():
            app.step()
            continue
        check_picture(table)
        st = table.state
        assert len(table.pic.own) == len(st.supply[0])
        assert table.offered_actions() == set(st.legal_strings())
        assert not table.targets()  # no slot lights up before a block is chosen
        press(app, pygame.K_RETURN)  # Enter brings the focus to your first block
        assert app.focus.current().key == ("own", table.pic.own[0].card)
        pick = table.pic.own[placed % len(table.pic.own)]
        name = pick.card
        click_at(app, (pick.x, pick.y))
        assert table.selected == name
        targets = table.targets()
        assert {a for a, _ in targets} == {a for a in st.legal_strings() if a.split()[1] == name}
        before = len(st.log)
        click_at(app, target_pos(table, targets[-1][1]))
        assert any(e.kind == "place" and e.seat == 0 for e in st.log[before:])
        assert name not in [b.card for b in table.pic.own]
        placed += 1
    assert placed == 15 and not table.pic.own


# ---- advanced scoring over rounds -----------------------------------------------------------------


def test_advanced_rounds_show_the_vp_on_the_plates(app):
    seats = [SeatConfig("Ana", "ai", "easy"), SeatConfig("Bo", "ai", "easy")]
    table = PyramidTableScene(app, config(seats, {"scoring": "advanced", "target": 7}, seed=3))
    app.stack.push(table)
    for _ in range(4000):
        if isinstance(getattr(app.stack.top, "face", None), PyramidResultScene) or len(table.pic.history) >= 2:
            break
        app.step()
    assert len(table.pic.history) >= 1
    st = table.state
    last = table.pic.history[-1]
    assert table.pic.vp == last["vp"]
    for seat in (0, 1):
        assert table.plate_value(seat)[0] == f"{last['vp'][seat]} / 7 VP"
    if len(table.pic.history) == 2:  # the starting builder alternates
        assert table.pic.history[0]["round"] == 1 and table.pic.history[1]["round"] == 2
    assert st.vp == table.pic.vp or st.round > last["round"]


# ---- geometry and caching ------------------------------------------------------------------------


def test_geometry_fits_the_felt_at_every_window_size():
    for size in ((800, 480), (1024, 768), (1280, 720), (1920, 1080), (2560, 1440)):
        L = table_layout(size, 2, 0)
        g = pyramid_geometry(L)
        felt = L.felt
        # B.3 drawing position: x = c + r/2, rows evenly apart
        x00, y00 = g.slot_pos(pp.SLOT_INDEX[(0, 0)])
        x10, y10 = g.slot_pos(pp.SLOT_INDEX[(1, 0)])
        x01 = g.slot_pos(pp.SLOT_INDEX[(0, 1)])[0]
        assert abs((x10 - x00) - (x01 - x00) / 2) < 1e-6 and y10 < y00
        rects = [g.slot_rect(i) for i in range(pp.NSLOTS) if pp.SLOTS[i][0] <= 5]
        hands = [g.hand_rect(side, k) for side in (0, 1) for k in (1, 2, 3)]
        for r in rects + hands:
            assert felt.contains(r), (size, r)
        for i, a in enumerate(hands):  # hand k of one side straight opposite hand k of the other
            assert not any(a.colliderect(b) for b in hands[i + 1:])
        for k in (1, 2, 3):
            assert g.hand_rect(0, k).centerx == g.hand_rect(1, k).centerx
        for r in rects:
            assert not any(r.colliderect(h) for h in hands)
            assert not any(r.colliderect(p) for p in g.plates)


def test_a_full_pyramid_is_cached_and_a_moving_block_redraws_only_its_layers(app):
    seats = [SeatConfig("You", "human"), SeatConfig("Ana", "ai", "easy")]
    table = PyramidTableScene(app, config(seats))
    app.stack.push(table)
    for _ in range(400):
        if table.state.phase == pp.PICK and table.idle:
            break
        if table.human_to_act():
            table.apply(table.state.legal_strings()[0])
        app.step()
    assert len(table.pic.pyr) == 30
    app.step()
    builds = table.static_builds
    for _ in range(30):
        app.step()
    assert table.static_builds == builds  # nothing moves: the resting picture is not redrawn
    # a block taken at normal speed: the layer is redrawn when it starts and when it lands
    table.config.speed = "normal"
    if not table.human_to_act():
        for _ in range(200):
            app.step()
            if table.human_to_act():
                break
    table.apply(table.state.legal_strings()[0])
    frames = 0
    while (not table.idle or frames < 30) and frames < 300:
        app.step()
        frames += 1
    assert table.static_builds - builds <= 8


def test_resize_keeps_every_block_at_its_place(app):
    seats = [SeatConfig("You", "human"), SeatConfig("Ana", "ai", "easy")]
    table = PyramidTableScene(app, config(seats))
    app.stack.push(table)
    for _ in range(200):
        if len(table.pic.pyr) >= 12 and table.idle:
            break
        if table.human_to_act():
            table.apply(table.state.legal_strings()[-1])
        app.step()
    app.resize((1024, 640))
    for _ in range(100):
        app.step()
        if table.human_to_act():
            break
    for b in table.cards:
        hx, hy = table.home_pos(b.home)
        assert abs(b.x - hx) < 1e-6 and abs(b.y - hy) < 1e-6
    check_picture(table)
