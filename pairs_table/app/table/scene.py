"""The table scene every game's table is: kit parts composed, and the hooks a game fills in.

The parts: :class:`~.seats.Seats` (names, the viewer and the privacy rule), an
:class:`~.events.EventDispatcher`, the :class:`~.turns.TurnController` (actions, AI turns,
deals, result, resuming), :class:`~.assist.Assist` (hint, odds, undo), the
:class:`~.input.TableInput`, the :class:`~.view.TableView` (felt, plates, banner, side
panel) with the panel's widgets (:class:`~.widgets.PanelWidgets`), the
:class:`~.log.TableLog`, the :class:`~.banner.Banner` and a :class:`~.cards.CardPainter`.

A game's table subclasses :class:`TableScene` (and nothing deeper), holds the parts it is
made of beyond these (:meth:`add_part`: the chips of a chip game, the secret hands; each a
:class:`~.part.TablePart` the scene calls at every moment of its life), and supplies:

* handlers of the engine's events, registered with ``self.events.on(kind, handler)``; a
  handler gets the event as the viewer may see it and queues the steps that show it;
* :meth:`place_cards` (every card where the layout says, after a resize or a change of
  viewer) and :meth:`new_picture` (its picture of a new game, :mod:`.picture`: all that its
  event handlers may change);
* :meth:`action_specs`, :meth:`plate_value`, :meth:`plate_tokens`, :meth:`status_lines`,
  :meth:`draw_table`, and as needed :meth:`draw_panel_extra`, :meth:`banner_avoid`,
  :meth:`view_changed`, :meth:`handover_hint`, :meth:`next_setup`, :meth:`focus_targets`.

A table draws from ``facts`` (the engine's public summary), views and events only, and
every action goes through :meth:`apply` (the match), so a table can be driven from events
that come from elsewhere. Everything it writes for the player is a message put into words
when drawn (:mod:`.log`).
"""

from __future__ import annotations

import time

from ...engine.registry import get_game
from ...engine.rng import Rng
from .. import autosave, games
from ..anim import MOVE_TIME, SPEED_FACTORS, AnimationQueue, CardVis
from ..render import GOLD, INK
from ..scene import Scene
from ..stats_recorder import StatsRecorder
from .assist import Assist
from .banner import Banner
from .cards import CardPainter
from .picture import TablePicture
from .events import EventDispatcher
from .geometry import CARD_SCALES, table_geometry
from .guide import TableGuide
from .handover import Handover
from .hooks import GameHooks
from .input import TableInput
from .. import speech
from .log import TableLog, as_msg, words
from .net_notice import NetNotice
from .seats import Seats
from .turns import TurnController
from .view import TableView
from .widgets import PanelWidgets

TOAST_TIME = 4.0


class TableScene(GameHooks, Scene):
    deck: str | None = None  # the card art (the descriptor's, in the settings' style)
    action_rows: int | None = None  # rows the action bar keeps (None: as its specs need)
    hint_agent_kw: dict = {"think_ms": 700}  # the hard agent of hints (tests fix its samples)
    watching = False  # shown by a replay: nobody acts, nothing is dealt, saved or counted
    hand_summaries = True  # a hand's summary waits over the table before the next deal
    replays = True  # a replay can show this table (app/scenes/replay.py)

    def __init__(self, app, config) -> None:
        super().__init__(app)
        self.parts: list = []  # the parts the game's table holds (:meth:`add_part`)
        self.pic = TablePicture()  # what the table shows (a game's own from :meth:`new_picture`)
        self.config = config
        self.game = games.get(config.game)
        self.info = get_game(config.game)
        self.n = config.players
        self.use_deck_style()
        seed = config.seed if config.seed is not None else time.time_ns() % (1 << 32)
        self.seed = seed
        self.rng = Rng(seed)  # seeds of the next games
        self.ai_rng = Rng(seed * 1000003 + 17)
        self.saver = autosave.Autosaver(config.autosave and not config.demo and config.remote is None)
        self._resuming = config.resume is not None
        lesson = self.game.lesson() if config.guide and config.resume is None and config.remote is None else None
        if config.remote is not None:  # a seat at a hosted table: the host plays the game
            self.match = config.remote
        elif lesson is not None:  # a guided hand: the lesson's fixed deal
            self.match = autosave.Match.start(lesson.setup, autosave.seats_of(config), self.saver)
        elif config.resume is not None:
            record, state = config.resume
            self.seed = record.seed
            self.match = autosave.Match(record, state, self.saver)
        else:
            self.match = autosave.Match.start(self.new_setup(seed), autosave.seats_of(config), self.saver,
                                              practice=bool(config.practice))
        self.seats = Seats(config, self.info.hidden_info)
        self.cards: list[CardVis] = []
        self.queue = AnimationQueue(self.cards_moving)
        self.log = TableLog()
        self.announce = Banner()
        self.toast_msg = None
        self.toast_time = 0.0
        self.session_losses = [0] * self.n
        self.games = 1
        self.clock = 0.0
        self.version = 0  # bumped whenever the state or the picture's facts change
        self.finished = False
        self.events = EventDispatcher(self.seats.private)
        self.turns = TurnController(self)
        self.assist = Assist(self)
        self.input = TableInput(self)
        self.handover = Handover(self)
        self.view = TableView(self)
        self.panel_widgets = PanelWidgets(self)
        self.painter = CardPainter(app.sprites, app.text)
        self.layout = self.make_layout(app.size)
        self.stats = StatsRecorder(self)
        self.net_notice = NetNotice(self)
        self.guide = TableGuide(self, lesson) if lesson is not None else None

    # ---- parts and picture ---------------------------------------------------------------------------
    def add_part(self, part):
        """Hold ``part`` (a :class:`~.part.TablePart`); returns it."""
        self.parts.append(part)
        return part

    def reset_picture(self) -> None:
        """A new game's picture: no card on the table, a fresh :meth:`new_picture`."""
        self.cards.clear()
        self.pic = self.new_picture()
        for p in self.parts:
            p.reset()

    @property
    def active(self) -> int | None:
        """The seat acting (or last to act) as the picture shows it."""
        return self.pic.active

    @property
    def dealer(self) -> int | None:
        return self.pic.dealer

    def clear_glow(self) -> None:
        for c in self.cards:
            c.glow = None

    # ---- the game ------------------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def record(self):
        return self.match.record

    @property
    def facts(self) -> dict:
        """The public facts of the position (the engine's ``summary()``)."""
        return self.match.facts

    # ---- seats and words ---------------------------------------------------------------------------------
    def name(self, seat) -> str:
        return self.seats.name(seat)

    def phrase(self, seat, third: str, second: str, **fields):
        """``third`` about a player by name, or ``second`` when that player is you (a
        message, put into words when shown)."""
        return self.seats.phrase(seat, third, second, **fields)

    def add_log(self, text, colour=INK, **fields) -> None:
        self.log.add(text, colour, **fields)
        if not self.turns.replaying:  # a resumed table's replayed lines were heard before
            speech.say(self.log[-1][0])
        self.touch()

    def seats_renamed(self) -> None:
        """A hosted table's seat list changed (a player joined, named, left): the other
        seats' names as the host has them."""
        for seat, name in self.match.others_names().items():
            if 0 <= seat < self.n:
                self.config.seats[seat].name = name
        self.view.clear()
        self.touch()

    def say(self, text, colour=GOLD, **fields) -> None:
        """Show (or clear, with None) the banner over the table."""
        self.announce.say(text, colour, **fields)

    def refuse(self, reason) -> None:
        self.toast_msg = as_msg(reason)
        self.toast_time = TOAST_TIME
        speech.say(self.toast, interrupt=True)
        self.touch()

    @property
    def toast(self) -> str:
        """The refusal on show, in words ("" when none)."""
        return words(self.toast_msg) if self.toast_msg is not None else ""

    # ---- speed and cards -------------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return SPEED_FACTORS.get(self.config.speed, 1.0)

    def t(self, seconds: float) -> float:
        """A duration at the table's animation speed."""
        return seconds * self.speed

    @property
    def move_time(self) -> float:
        return self.t(MOVE_TIME)

    def card_vis(self, name: str, pos, face_up: bool = False) -> CardVis:
        c = CardVis(name, pos, self.layout.card[1], face_up)
        self.cards.append(c)
        return c

    def drop(self, card: CardVis) -> None:
        if card in self.cards:
            self.cards.remove(card)

    def cards_moving(self) -> bool:
        return any(c.moving for c in self.cards) or any(p.cards_moving() for p in self.parts)

    def settle_instant(self, dt: float) -> None:
        for c in list(self.cards):
            if c.moving:
                c.update(dt)
        for p in self.parts:
            p.settle_instant(dt)

    def touch(self) -> None:
        """The picture's facts changed: drawn again at the next frame."""
        self.version += 1
        self.invalidate()

    # ---- turns ---------------------------------------------------------------------------------------------
    @property
    def idle(self) -> bool:
        """Nothing queued and nothing moving (the computer players wait for this)."""
        return not self.queue.busy

    @property
    def ready(self) -> bool:
        """Every step of the last action shown (a human may act, cards may still glide)."""
        return not self.queue.pending

    def human_to_act(self) -> bool:
        return self.turns.human_to_act()

    def legal_for_human(self) -> list[str]:
        return self.turns.legal_for_human()

    @property
    def thinking(self) -> int | None:
        return self.turns.thinking

    def handover_due(self) -> bool:
        return self.handover.due()

    def human_action(self, action: str, confirmed: bool = False) -> bool:
        return self.input.human_action(action, confirmed)

    def action_pressed(self, spec) -> None:
        """A button or key of the action bar: its action (a table's own commands override)."""
        self.human_action(spec.action)

    def apply(self, action: str) -> bool:
        seat = self.state.to_act
        done = self.turns.apply(action)
        if done and self.guide is not None:
            self.guide.applied(seat)
        return done

    def after_action(self) -> None:
        for p in self.parts:
            p.after_action()
        self.turns.after_action()

    def deal_next(self) -> None:
        if not any(p.deal_next() for p in self.parts):
            self.turns.deal_next()

    def show_result(self) -> None:
        if not any(p.show_result() for p in self.parts):
            self.turns.show_result()

    def hand_summary(self):
        """The hand just over in words, for the summary overlay (None: the game has none)."""
        return self.turns.hand_summary()

    def result_scene(self):
        """The overlay shown when the game is over (a table may show its own)."""
        return self.app.screens.make("result", self)

    @property
    def can_rematch(self) -> bool:
        """A new game with the same seats can be started here (not at a hosted table)."""
        return not self.match.remote

    def rematch(self) -> None:
        if not self.can_rematch:
            return
        if self.guide is not None:  # a new game is no longer the lesson's
            self.guide.close()
            self.guide = None
        self.turns.rematch()
        for p in self.parts:
            p.rematch()

    def fast_forward(self, events) -> None:
        """Bring a resumed table up to its save (``events``: the saved state's log)."""
        self.turns.fast_forward()


    # ---- widgets -------------------------------------------------------------------------------------------
    @property
    def action_buttons(self) -> dict:
        return self.panel_widgets.bar.buttons

    @property
    def menu_button(self):
        return self.panel_widgets.menu

    def build_ui(self) -> None:
        self.panel_widgets.build()
        if self.guide is not None:
            self.guide.build()

    def refresh_actions(self) -> None:
        if self.watching:
            return
        self.panel_widgets.bar.sync(self.action_specs(), self.legal_for_human())

    # ---- lifetime -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        resuming, self._resuming = self._resuming, False
        self.turns.start_game(resuming)

    def leave(self) -> None:
        for p in self.parts:
            p.leave()
        super().leave()
        self.turns.cancel_ai()
        self.match.close()

    def uncover(self) -> None:
        super().uncover()  # shows every widget of the container again:
        self.panel_widgets.bar.forget()  # hide the actions that are not legal now at once
        self.refresh_actions()

    def open_menu(self) -> None:
        self.app.screens.open("pause", self)

    def open_rules(self) -> None:
        """The rules over the table (F1), at the guide's section when a guide is on; the game
        goes on below them."""
        if self.guide is not None and self.guide.section() is not None:
            self.guide.open_rules()
            return
        self.app.screens.open("rules", self.config.game, self)

    def use_deck_style(self) -> None:
        """The deck in its plain or colour-blind-friendly style, as the settings say."""
        g = self.game
        self.deck = g.colour_blind_deck if self.app.settings.colour_blind_deck and g.colour_blind_deck else g.deck

    @property
    def card_scale(self) -> float:
        return CARD_SCALES.get(self.app.settings.card_size, 1.0)

    def make_layout(self, size):
        return table_geometry(size, self.n, self.seats.bottom_seat, self.card_scale)

    def settings_changed(self, key: str) -> None:
        """Card size, deck style, table colour, speeds: the table follows them at once."""
        st = self.app.settings
        if key == "animation_speed":
            self.config.speed = st.animation_speed
        elif key == "ai_pace":
            self.config.ai_pace = st.ai_pace
        self.use_deck_style()
        self.clear_caches()
        self.resize(self.app.size)

    def language_changed(self) -> None:
        self.clear_caches()
        super().language_changed()

    def clear_caches(self) -> None:
        """Forget every picture the table keeps (text, plates, boards) so they are made again."""
        self.view.clear()
        self.painter.clear()
        self.announce.clear_cache()
        self.touch()

    def resize(self, size) -> None:
        for p in self.parts:
            p.resize(size)
        self.layout = self.make_layout(size)
        self.view.plates.clear()
        for c in list(self.cards):
            c.send((c.x, c.y), duration=0.0)  # finish flights: their callbacks keep counts right
            c.on_arrive = None
        self.place_cards(0.0)
        super().resize(size)
        self.panel_widgets.bar.forget()

    # ---- per frame -------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        return any(p.handle(event) for p in self.parts) or self.input.handle(event)

    def update(self, dt: float) -> None:
        for p in self.parts:
            p.update(dt)
        self.clock += dt
        for c in list(self.cards):
            if c.moving:
                c.update(dt)
        self.queue.update(dt, self.settle_instant if self.speed == 0 else None)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast_msg = None
                self.touch()
        self.turns.take_updates()
        self.turns.run_ai()
        self.assist.update()
        self.handover.check()
        self.refresh_actions()
        if self.guide is not None:
            self.guide.sync()

    def next_deadline(self) -> float | None:
        return self.view.next_deadline()

    def ambient(self, ahead: float = 0.0) -> list:
        return self.view.ambient(ahead)

    def pulse(self, key: str, rate: float, ahead: float = 0.0) -> float:
        return self.view.pulse(key, rate, ahead)

    def force_level(self, levels: dict | None) -> None:
        self.view.forced_levels = dict(levels or {})

    # ---- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.view.draw(surface)
        self.net_notice.draw(surface)
