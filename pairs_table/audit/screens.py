"""Every screen a player can reach, by name, each put on top of the real app by driving the
real scenes: seeded games at instant speed, the player's moves chosen by a seeded random
choice among the legal ones, dialogs opened as the app opens them.

A builder leaves its screen on top and returns; a table's moments (the player's turn, a
computer player's turn, a banner, the hand's summary, the game's result) follow one another
on one table, so the screens of one game are reached in one game. A screen that cannot be
reached raises :class:`Unreachable`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from ..app import games
from ..app.config import SeatConfig, TableConfig, default_seats

FRAMES = 6000  # the most frames a table is played to reach a moment
LEVEL = "easy"  # the computer players of the audit's tables (quick to answer)
SEED = 7
MOMENTS = ("ai", "turn", "banner", "summary", "result")


def short_game(game: str) -> dict:
    """Options that end ``game`` soon, so that its result comes in a hand or two: a chip
    session of one hand, the lowest target."""
    from ..engine.registry import get_game

    out = {}
    for option in get_game(game).options:
        if option.name == "max_hands":
            out[option.name] = 1
        elif option.name == "target" and option.minimum is not None:
            out[option.name] = option.minimum
    return out


def hidden_card_game() -> str:
    """The first game with hidden cards and a way to give up a hand (the pass-and-play
    hand-over and the fold question are shown at its table)."""
    from ..engine.registry import get_game

    return next(g for g in games.keys() if games.playable(g) and get_game(g).hidden_info and games.get(g).give_up)


class Unreachable(RuntimeError):
    """A screen the audit could not put on top."""


class Driver:
    """One app, its screens reached one after another."""

    def __init__(self, app) -> None:
        self.app = app
        self.rng = random.Random(SEED)
        self.tables: dict = {}

    # ---- stepping ---------------------------------------------------------------------------------------
    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(1 / 60)

    def home(self):
        """Only the title screen on the stack (and the mouse over no widget)."""
        pygame.mouse.set_pos((0, 0))
        self.app.stack.clear()
        return self.app.screens.open("title")

    def open(self, name: str, *args):
        self.home()
        scene = self.app.screens.open(name, *args)
        self.step(2)
        return scene

    # ---- tables -----------------------------------------------------------------------------------------
    def new_table(self, game: str, seats=None, key: str | None = None, seed: int = SEED, **extra):
        self.home()
        seats = seats or [s if s.here else SeatConfig(s.name, "ai", LEVEL) for s in default_seats(game)]
        config = TableConfig(game, seats, short_game(game), speed="instant", ai_pace="instant",
                             seed=seed, **extra)
        table = self.app.screens.table(config)
        self.tables[key or game] = table
        self.rng = random.Random(seed)  # the same moves at this table whatever screens came before
        return table

    def table(self, game: str):
        """The audit's table of ``game``, still open, or a new one."""
        table = self.tables.get(game)
        if table is None or table not in self.app.stack.scenes:
            table = self.new_table(game)
        return table

    def play_until(self, table, done: Callable[[], bool], what: str, play: bool = True) -> None:
        """Play ``table`` frame by frame (the player's moves, Continue on summaries, passing
        the device) until ``done()``; with ``play`` False the player makes no move."""
        app = self.app
        for _ in range(FRAMES):
            if done():
                return
            top = app.stack.top
            name = type(top).__name__
            if table.finished:
                break  # the game is over: nothing more comes
            if top is table:
                if play and table.human_to_act() and table.ready and not table.handover_due():
                    legal = table.legal_for_human()
                    if legal:
                        table.human_action(self.rng.choice(legal), confirmed=True)
            elif name == "SummaryScene":
                top.go_on()
            elif name == "HandoverScene":
                top.confirm()
            elif name in ("ConfirmFoldScene", "QuestionScene"):
                top.confirm()
            self.step()
        if not done():
            raise Unreachable(f"{what} of {table.config.game} not reached"
                              + (" before the game's end" if table.finished else f" in {FRAMES} frames"))

    def moment(self, game: str, moment: str, games_left: int = 3):
        """Play the audit's table of ``game`` on to ``moment``; a game that ends before it
        is followed by another, dealt from the next seed."""
        table = self.table(game)
        try:
            return self._moment(table, moment)
        except Unreachable:
            if not table.finished or games_left <= 1:
                raise
            self.new_table(game, seed=table.config.seed + 1)
            return self.moment(game, moment, games_left - 1)

    def _moment(self, table, moment: str):
        app = self.app
        on_table = lambda: app.stack.top is table  # noqa: E731
        tests = {
            "turn": lambda: on_table() and table.human_to_act() and table.ready and table.idle,
            "ai": lambda: on_table() and table.state.to_act is not None and not table.state.hand_over
            and not table.seats.is_human(table.state.to_act),
            "banner": lambda: on_table() and table.announce.shown() is not None,
            "summary": lambda: type(app.stack.top).__name__ == "SummaryScene",
            "result": lambda: table.finished and app.stack.top is not table,
        }
        if moment == "banner":  # at instant speed a banner comes and goes within one frame
            table.config.speed = "fast"
        try:
            self.play_until(table, tests[moment], moment)
        finally:
            table.config.speed = "instant"
        return app.stack.top


def _over_table(name: str) -> Callable[[Driver], object]:
    """The overlay ``name`` opened over the first game's table at the player's turn."""
    def build(d: Driver):
        table = d.table(games.first())
        while d.app.stack.top is not table:  # an overlay of an earlier screen is still open
            d.app.stack.pop()
        d.play_until(table, lambda: d.app.stack.top is table and table.human_to_act(), "turn")
        return d.app.screens.open(name, table)
    return build


def _odds(d: Driver):
    """The first game's table with its odds panel open and a hint asked for, at your turn."""
    table = d.new_table(games.first(), key="odds", show_odds=True)
    d.play_until(table, lambda: d.app.stack.top is table and table.human_to_act() and table.idle, "turn")
    table.assist.request_hint()
    d.play_until(table, lambda: table.assist.hint_future is None, "hint", play=False)
    return table


def with_tooltip(container):
    """The widgets on show under ``container`` that have a tooltip, in the order made."""
    for element in getattr(container, "elements", ()):
        if element.visible and getattr(element, "tool_tip_text", None):
            yield element
        yield from with_tooltip(element)


def _tooltip(d: Driver):
    """The first game's table at your turn, the mouse resting on its first widget with a
    tooltip until the tooltip shows."""
    table = d.new_table(games.first(), key="tooltip")
    d.play_until(table, lambda: d.app.stack.top is table and table.human_to_act() and table.idle, "turn")
    button = next(with_tooltip(table.root), None)
    if button is None:
        raise Unreachable("tooltip: no widget of the table has one")
    pygame.mouse.set_pos(button.get_abs_rect().center)
    for _ in range(int((button.tool_tip_delay + 0.3) * 60)):
        if button.tool_tip is not None:
            break
        d.step()
    if button.tool_tip is None:
        raise Unreachable("tooltip: it did not show")
    return table


def _confirm_fold(d: Driver):
    table = d.table(hidden_card_game())
    word = table.game.give_up
    d.play_until(table, lambda: d.app.stack.top is table and table.human_to_act()
                 and any(a.split()[:1] == [word] for a in table.legal_for_human()), "a fold")
    action = next(a for a in table.legal_for_human() if a.split()[:1] == [word])
    return d.app.screens.open("confirm", table, action)


def _handover(d: Driver):
    game = hidden_card_game()  # with hidden cards the device is passed between the players
    seats = [s if s.here else SeatConfig(s.name, "ai", LEVEL) for s in default_seats(game, 3, humans=2)]
    table = d.new_table(game, seats, key="pass-and-play")
    d.play_until(table, lambda: type(d.app.stack.top).__name__ == "HandoverScene", "hand-over")
    return d.app.stack.top


def _guide(game: str):
    def build(d: Driver):
        from ..app import guide_offer

        d.home()
        table = guide_offer.start(d.app, game, replace=False)
        table.config.speed = table.config.ai_pace = "instant"
        d.play_until(table, lambda: d.app.stack.top is table and table.human_to_act() and table.idle, "guide")
        return table
    return build


def _hosting(d: Driver):
    from ..app.scenes.remote_seats import host_table

    d.home()
    seats = [SeatConfig("Sam", "human"), SeatConfig("Bo", "remote"), SeatConfig("Cees", "ai", LEVEL)]
    config = TableConfig(games.first(), seats, speed="instant", ai_pace="instant", seed=SEED)
    why = host_table(d.app, config)
    if why:
        raise Unreachable(f"hosting: {why}")
    table = d.app.stack.top
    d.play_until(table, lambda: bool(table.net_notice.lines()) and table.idle, "the waiting notice")
    return table


def _statistics(d: Driver, game: str):
    scene = d.open("statistics")
    scene.choose(game=game)
    d.step(2)
    return scene


def _replay(d: Driver):
    from ..storage.paths import get_paths
    from ..storage.saves import SaveStore

    found, _ = SaveStore(get_paths()).scan()
    if not found:
        d.moment(games.first(), "result")
        found, _ = SaveStore(get_paths()).scan()
    if not found:
        raise Unreachable("replay: no saved game")
    return d.open("replay", found[0].record)


def builders() -> dict[str, Callable[[Driver], object]]:
    """Every screen by name, in the order the audit visits them."""
    out: dict[str, Callable] = {"title": lambda d: d.open("title"),
                                "choose_game": lambda d: d.open("choose_game")}
    playable = [g for g in games.keys() if games.playable(g)]
    for g in playable:
        out[f"lobby/{g}"] = lambda d, g=g: d.open("lobby", g)
    for g in playable:
        out[f"rules/{g}"] = lambda d, g=g: d.open("rules", g)
    for name in ("settings", "about", "join"):
        out[name] = lambda d, name=name: d.open(name)
    out["confirm/quit"] = lambda d: d.open("question", "quit", lambda: None)
    for g in playable:
        for m in MOMENTS:
            out[f"table/{g}/{m}"] = lambda d, g=g, m=m: d.moment(g, m)
    out["odds"] = _odds
    out["tooltip"] = _tooltip
    out["pause"] = _over_table("pause")
    out["keys"] = _over_table("keys")
    out["confirm/fold"] = _confirm_fold
    out["handover"] = _handover
    from ..app.guide_offer import has_lesson

    for g in playable:
        if has_lesson(g):
            out[f"guide/{g}"] = _guide(g)
    out["hosting"] = _hosting
    for g in playable:  # with the games played above on record
        out[f"statistics/{g}"] = lambda d, g=g: _statistics(d, g)
    out["saves"] = lambda d: d.open("saves")
    out["replay"] = _replay
    return out
