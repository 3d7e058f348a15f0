"""What every table scene shares: the felt and rail, name plates, the side panel (status,
log, action buttons), cards in motion, the animation queue, human input and AI turns.

A game's table subclasses :class:`TableScene` and supplies:

* :meth:`new_setup` (a fresh game) and :meth:`next_setup` (a rematch): the
  :class:`~...engine.replay.Setup` of the game, from a seed;
* :meth:`feed` — turn the engine's events into queued steps (the UI never re-derives a
  rule from the state: it animates what the events say);
* :meth:`place_cards` — put every card where the layout says (after a resize);
* :meth:`action_specs`, :meth:`plate_value`, :meth:`status_lines` and :meth:`draw_table`.

Private cards: a table draws a seat's hidden cards face up only when :meth:`sees` that seat
(the seat whose view is on screen, :attr:`viewer`). In pass-and-play (more than one human
at a game with hidden information) the table hides behind the hand-over screen
(:mod:`.handover`) whenever the next human to act is not the viewer; once that player
confirms, :meth:`show_view` makes them the viewer, turns the table so their seat is at the
bottom and calls :meth:`view_changed`.

Turn flow: after a human or AI action the engine's events are queued; only when the queue
is empty (``idle``) may the next seat act. AI seats ask the :class:`AIRunner` (off the
render loop) and act no sooner than their pace allows. When a hand is over the table
deals the next hand after the closing pause; when the game is over it shows the result
scene.

Saves: every table's game is a save: the table plays through an :class:`~..autosave.Match`
(the save record beside the state), every action with :meth:`apply`, which writes the
save at once. A table opened with ``config.resume`` carries on with a replayed state: the
table replays the saved actions through itself at instant speed (the same steps as when
they were played), so the picture is the current one and animations start from there.
"""

from __future__ import annotations

import math
import time
from collections import deque

import pygame
import pygame_gui

from ...engine.errors import IllegalAction
from ...engine.registry import get_game
from ...engine.replay import Setup
from ...engine.rng import Rng
from .. import autosave
from ..layout import CARD_SCALES
from ..stats_recorder import StatsRecorder
from ..assets import font
from ..anim import MOVE_TIME, SPEED_FACTORS, AnimationQueue, CardVis, Do, Wait
from ..i18n import tr
from ..layout import scaled, table_layout
from ..reasons import refusal_text
from ..render import (GOLD, INK, INK_DIM, PLATE, PLATE_ACTIVE, RED, blit_centered,
                      felt_background, glow, rounded_panel)
from ..scene import Ambient, Scene
from ..widgets import button, retext
from .assist import AssistMixin

AI_PACE = {"instant": 0.0, "fast": 0.35, "normal": 0.8, "slow": 1.4}  # seconds before an AI acts
# the colour-blind-friendly style of each deck (the settings' deck style), and back
COLOUR_BLIND_DECKS = {"pairs": "pairs_cb", "standard": "standard4"}
PLAIN_DECKS = {v: k for k, v in COLOUR_BLIND_DECKS.items()}
# the action that gives up the hand, per game (asked about first when the settings say so)
GIVE_UP = {"pairs": "fold", "hawthorn": "fold", "goblins_poker": "pass", "blackstone": "pass"}
TOAST_TIME = 4.0
LOG_KEEP = 80
DOT_STEPS = 3  # the thinking dots move three times a second
ANSWER_POLL = 1.0  # seconds between looks at a pending AI answer (its arrival wakes the loop too)


class TableScene(AssistMixin, Scene):
    deck = "pairs"

    def __init__(self, app, config) -> None:
        super().__init__(app)
        self.config = config
        self.use_deck_style()
        self.info = get_game(config.game)
        self.n = config.players
        seed = config.seed if config.seed is not None else time.time_ns() % (1 << 32)
        self.seed = seed
        self.rng = Rng(seed)  # seeds of the next games
        self.ai_rng = Rng(seed * 1000003 + 17)
        self.saver = autosave.Autosaver(config.autosave and not config.demo)
        self._resuming = config.resume is not None
        self._replaying = False
        if config.resume is not None:
            record, state = config.resume
            self.seed = record.seed
            self.match = autosave.Match(record, state, self.saver)
        else:
            self.match = autosave.Match.start(self.new_setup(seed), autosave.seats_of(config), self.saver,
                                              practice=bool(config.practice))
        self.cards: list[CardVis] = []
        self.queue = AnimationQueue(self._cards_moving)
        self.log: deque = deque(maxlen=LOG_KEEP)  # (text, colour)
        self.active: int | None = None
        self.banner: tuple[str, tuple] | None = None
        self.toast: str = ""
        self.toast_time = 0.0
        self.session_losses = [0] * self.n
        self.games = 1
        self.ai_future = None
        self.ai_seat = None
        self.ai_started = 0.0
        self.clock = 0.0
        self.version = 0  # bumped whenever the state or the picture's facts change
        self._legal_key = None
        self._legal: list[str] = []
        self._forced_levels: dict = {}  # decorations drawn at a fixed strength (Scene.force_level)
        self.action_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.menu_button = None
        self._ui_key = None
        self._plate_cache: dict = {}
        self._panel_cache: dict = {}
        self.viewer: int | None = None if self.pass_and_play else config.bottom_seat
        self.layout = table_layout(app.size, self.n, self.bottom_seat, self.card_scale)
        self.finished = False
        self.stats = StatsRecorder(self)

    # ---- the game ----------------------------------------------------------------------------
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

    # ---- what a game supplies -----------------------------------------------------------------
    def new_setup(self, seed: int) -> Setup:
        """The set-up of a new game at this table."""
        return Setup(self.config.game, self.n, dict(self.config.options), seed)

    def next_setup(self, seed: int) -> Setup:
        """The set-up of the next game with the same seats (a rematch)."""
        return self.new_setup(seed)

    def feed(self, events) -> None:
        raise NotImplementedError

    def place_cards(self, duration: float = 0.0) -> None:
        raise NotImplementedError

    def reset_picture(self) -> None:
        """Forget every card on the table (a new game)."""
        self.cards.clear()

    def action_specs(self) -> list[tuple[str, str, int, str]]:
        """(action string, button label, key, style) of each action a human may take."""
        return []

    def plate_value(self, seat: int) -> tuple[str, float | None]:
        """The number shown on a seat's plate and how close it is to danger (0..1)."""
        return "", None

    def status_lines(self) -> list[tuple[str, tuple]]:
        return []

    def draw_table(self, surface) -> None:
        pass

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        """Game-specific facts under the status lines; returns the y below them."""
        return y

    def view_changed(self, old: int | None, new: int) -> None:
        """The viewer changed (pass-and-play): the cards are laid out again from ``new``'s
        seat; a table whose drawing keeps private faces elsewhere refreshes them here."""

    def handover_hint(self, seat: int) -> str:
        """A line for the hand-over screen: what ``seat`` is about to do."""
        return ""

    # ---- whose view is on screen ---------------------------------------------------------------
    @property
    def pass_and_play(self) -> bool:
        """More than one human at a game with hidden cards: views change hands."""
        return bool(self.info.hidden_info) and self.n_humans > 1

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom edge: the viewer, else the configured one."""
        return self.viewer if self.viewer is not None else self.config.bottom_seat

    def sees(self, seat) -> bool:
        """Whether ``seat``'s private cards may be drawn face up now."""
        return seat is not None and seat == self.viewer

    def handover_due(self) -> bool:
        """The next human to act is not the one whose view is on screen."""
        return (self.pass_and_play and not self.finished and self.human_to_act()
                and self.state.to_act != self.viewer)

    def show_view(self, seat: int) -> None:
        """``seat``'s player has the device (they confirmed the hand-over screen)."""
        old, self.viewer = self.viewer, seat
        self.resize(self.app.size)
        self.view_changed(old, seat)
        self.touch()

    def _check_handover(self) -> None:
        if self.handover_due() and self.app.stack.top is self:
            from .handover import HandoverScene

            self.app.stack.push(HandoverScene(self.app, self, self.state.to_act))

    # ---- common facts -----------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return SPEED_FACTORS.get(self.config.speed, 1.0)

    def t(self, seconds: float) -> float:
        """A duration at the table's animation speed."""
        return seconds * self.speed

    @property
    def move_time(self) -> float:
        return self.t(MOVE_TIME)

    def name(self, seat) -> str:
        return self.config.seats[seat].name

    @property
    def n_humans(self) -> int:
        return sum(1 for s in self.config.seats if not s.is_ai)

    def you(self, seat) -> bool:
        """Whether ``seat`` is the one human at the table (spoken to as "you")."""
        return self.is_human(seat) and self.n_humans == 1

    def phrase(self, seat, third: str, second: str, **fields) -> str:
        """``third`` about a player by name, or ``second`` when that player is you."""
        if self.you(seat):
            return tr(second, **fields)
        return tr(third, name=self.name(seat), **fields)

    def names_text(self, seats) -> str:
        """"Ana", "Ana and Bo", "Ana, Bo and you"."""
        names = [tr("you") if self.you(s) else self.name(s) for s in seats]
        names.sort(key=lambda x: x == tr("you"))
        text = names[-1] if len(names) == 1 else tr("{first} and {last}", first=", ".join(names[:-1]), last=names[-1])
        return text[:1].upper() + text[1:]

    def is_human(self, seat) -> bool:
        return seat is not None and not self.config.seats[seat].is_ai

    @property
    def idle(self) -> bool:
        return not self.queue.busy

    def human_to_act(self) -> bool:
        st = self.state
        return (self.idle and not st.hand_over and not st.is_over and st.to_act is not None
                and self.is_human(st.to_act))

    def legal_for_human(self) -> list[str]:
        """The actions the human at turn may take now (none while cards move or the table
        waits for a hand-over). Worked out once a frame: the picture asks for every card."""
        key = (self.version, self.clock, id(self.state), self.viewer, self.queue.busy, self.finished)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.state.legal_strings() if self.human_to_act() and not self.handover_due() else []
        return self._legal

    def _cards_moving(self) -> bool:
        return any(c.moving for c in self.cards)

    def touch(self) -> None:
        self.version += 1
        self.invalidate()

    def add_log(self, text: str, colour=INK) -> None:
        self.log.append((text, tuple(colour)))
        self.touch()

    def say(self, text: str | None, colour=GOLD) -> None:
        """Show (or clear, with None) the banner over the middle of the table."""
        self.banner = None if text is None else (text, tuple(colour))

    def refuse(self, reason: str) -> None:
        self.toast = reason
        self.toast_time = TOAST_TIME
        self.touch()

    def card_vis(self, name: str, pos, face_up: bool = False) -> CardVis:
        c = CardVis(name, pos, self.layout.card[1], face_up)
        self.cards.append(c)
        return c

    def drop(self, card: CardVis) -> None:
        if card in self.cards:
            self.cards.remove(card)

    # ---- lifetime -------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.start_game()

    def start_game(self) -> None:
        self.active = None
        self.say(None)
        if self._resuming:
            self._resuming = False
            self.fast_forward(list(self.state.log))
        else:
            self.app.sounds.events(self.state.log)
            self.feed(list(self.state.log))
            self.write_save()
        self.queue.add(Do(self._after_action))

    def fast_forward(self, events) -> None:
        """Bring a resumed table up to the saved game at once. ``events`` is the saved
        state's whole log; the base plays the save's actions through the table at instant
        speed instead, each step as it went when it was played (a table that reads the
        state while feeding sees the state of that moment), so the picture and whatever a
        table keeps beside it are the current ones. The state ends as the save replays it."""
        speed, self.config.speed = self.config.speed, "instant"
        self._replaying = True
        try:
            st = self.match.rebuild()
            self._settle_now(list(st.log))
            for act in self.record.actions:
                self._settle_now(self.match.play_logged(act))
        finally:
            self._replaying = False
            self.config.speed = speed
        self.stats.resumed()
        self.touch()

    def _settle_now(self, events) -> None:
        """Feed ``events`` and run every queued step and card movement at once."""
        self.feed(events)
        self.queue.add(Do(self._after_action))
        for _ in range(100000):
            if not self.queue.busy:
                break
            for c in list(self.cards):
                if c.moving:
                    c.update(1e6)
            self.queue.update(1e6, self._settle_instant)

    # ---- saving -------------------------------------------------------------------------------------
    def write_save(self) -> None:
        failed = self.match.write()
        if failed:
            self.add_log(tr("This game cannot be saved ({reason}); it goes on unsaved.", reason=failed), RED)
        elif self.saver.recovered():
            self.add_log(tr("Saving works again: the whole game is saved."), GOLD)

    def uncover(self) -> None:
        super().uncover()  # shows every widget of the container again:
        self._ui_key = None  # hide the actions that are not legal now at once
        self._refresh_buttons()

    def leave(self) -> None:
        super().leave()
        if self.ai_future is not None:
            self.ai_future.cancel()
            self.ai_future = None

    # ---- the player's settings --------------------------------------------------------------------
    def use_deck_style(self) -> None:
        """The deck in its plain or colour-blind-friendly style, as the settings say."""
        plain = PLAIN_DECKS.get(self.deck, self.deck)
        self.deck = COLOUR_BLIND_DECKS.get(plain, plain) if self.app.settings.colour_blind_deck else plain

    @property
    def card_scale(self) -> float:
        return CARD_SCALES.get(self.app.settings.card_size, 1.0)

    def felt_surface(self):
        """The table's background in the settings' table colour."""
        L = self.layout
        return felt_background(L.size, L.rail, L.felt, L.panel, L.scale, colour=self.app.settings.table_colour)

    def settings_changed(self, key: str) -> None:
        """Card size, deck style, table colour, speeds: the table follows them at once."""
        st = self.app.settings
        if key == "animation_speed":
            self.config.speed = st.animation_speed
        elif key == "ai_pace":
            self.config.ai_pace = st.ai_pace
        self.use_deck_style()
        self._clear_caches()
        self.resize(self.app.size)

    def language_changed(self) -> None:
        self._clear_caches()
        super().language_changed()

    def _clear_caches(self) -> None:
        """Forget every picture a table keeps (text, plates, boards) so they are made again."""
        for name, value in list(vars(self).items()):
            if name.endswith("_cache") and isinstance(value, dict):
                value.clear()
        self.touch()

    def resize(self, size) -> None:
        self.layout = table_layout(size, self.n, self.bottom_seat, self.card_scale)
        self._plate_cache.clear()
        self._panel_cache.clear()
        for c in list(self.cards):
            c.send((c.x, c.y), duration=0.0)  # finish flights: their callbacks keep counts right
            c.on_arrive = None
        self.place_cards(0.0)
        self._ui_key = None
        super().resize(size)

    def rematch(self) -> None:
        """A new game with the same seats (called by the result scene): a new save."""
        self.match = autosave.Match.start(self.next_setup(self.rng.below(1 << 32)), autosave.seats_of(self.config),
                                          self.saver, practice=bool(self.config.practice))
        self.games += 1
        self.finished = False
        self.stats.reset()
        self.queue.clear()
        self.reset_picture()
        self.log.clear()
        self._ui_key = None
        self.start_game()

    # ---- widgets -----------------------------------------------------------------------------------------
    def build_ui(self) -> None:
        L = self.layout
        s = L.scale
        p = L.panel
        pad = scaled(16, s)
        bh = scaled(46, s)
        gap = scaled(10, s)
        specs = self.action_specs()
        self.action_buttons = {}
        bottom = p.bottom - pad
        th = scaled(32, s)
        self.build_tools(p.x + pad, bottom - th, p.width - 2 * pad, th, scaled(6, s))
        bottom -= th + scaled(6, s)
        self.menu_button = button(self, (p.x + pad, bottom - scaled(36, s), p.width - 2 * pad, scaled(36, s)),
                                  tr("Menu  [Esc]"), "quiet")
        y = bottom - scaled(36, s) - gap - bh
        cols = 2 if len(specs) == 2 else 1
        bw = (p.width - 2 * pad - (cols - 1) * gap) // cols
        for i, (action, text, _key, style) in enumerate(specs):
            col, row = i % cols, i // cols
            rect = (p.x + pad + col * (bw + gap), y - row * (bh + gap), bw, bh)
            b = button(self, rect, text, style)
            b.hide()
            self.action_buttons[action] = b
        self._buttons_top = y - ((len(specs) - 1) // cols) * (bh + gap)
        self._ui_key = None

    def _refresh_buttons(self) -> None:
        legal = set(self.legal_for_human())
        specs = {a: (text, style) for a, text, _k, style in self.action_specs()}
        labels = {a: text for a, (text, _s) in specs.items()}
        key = (tuple(sorted(legal)), tuple(sorted(labels.items())))
        if key == self._ui_key:
            return
        self._ui_key = key
        for action, b in self.action_buttons.items():
            if action in legal:
                if b.text != labels.get(action, b.text):
                    retext(self, b, labels[action], specs[action][1])
                b.show()
            else:
                b.hide()

    # ---- input ------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.tools_handle(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.menu_button:
                self.open_menu()
                return True
            for action, b in self.action_buttons.items():
                if event.ui_element is b:
                    self.human_action(action)
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
            for action, _text, key, _style in self.action_specs():
                if event.key == key:
                    self.human_action(action)
                    return True
        return False

    def open_menu(self) -> None:
        from .overlays import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def open_rules(self) -> None:
        """The rules over the table (F1); the game goes on below them."""
        from .rules import open_rules

        open_rules(self.app, self.config.game, under=self)

    def human_action(self, action: str, confirmed: bool = False) -> bool:
        """A human's action from a button or a key. Refused with its reason when it
        cannot be taken now; the state is then unchanged. Giving up the hand is asked
        about first when the settings say so (``confirmed``: the player said yes)."""
        st = self.state
        if st.is_over:
            self.refuse(tr("The game is over."))
            return False
        if st.hand_over:
            self.refuse(tr("The round is over; the next one is being dealt."))
            return False
        seat = st.to_act
        if seat is None or not self.is_human(seat):
            who = self.name(seat) if seat is not None else tr("nobody")
            self.refuse(tr("It is not your turn: {name} plays now.", name=who))
            return False
        if not self.idle:
            self.refuse(tr("Wait a moment: the cards are still moving."))
            return False
        if self.handover_due():
            self.refuse(tr("Pass the table to {name} first.", name=self.name(seat)))
            return False
        if not confirmed and self.gives_up(action) and action in st.legal_strings():
            from .confirm import ConfirmFoldScene

            self.app.stack.push(ConfirmFoldScene(self.app, self, action))
            return False
        return self.apply(action)

    def gives_up(self, action: str) -> bool:
        """Whether ``action`` gives up the hand and the player wants to be asked first."""
        word = GIVE_UP.get(self.config.game)
        return bool(self.app.settings.confirm_fold and word and action.split()[:1] == [word])

    def apply(self, action: str) -> bool:
        """Take ``action`` (a seat's or the table's) through the match, which saves it."""
        try:
            events = self.match.act(action)
        except IllegalAction as exc:
            self.refuse(refusal_text(exc, self.name))
            return False
        self.write_save()
        self.toast = ""
        self.moves += 1
        self.clear_hint()
        self.touch()
        if not self._replaying:
            self.app.sounds.events(events)
        self.feed(events)
        self.queue.add(Do(self._after_action))
        return True

    def _after_action(self) -> None:
        """Queued after each action's events: the next deal, the result or the next turn."""
        st = self.state
        self.touch()
        self.stats.after_action()
        if st.is_over:
            self.active = None
            if not self._replaying:
                self.queue.add(Wait(self.t(1.2)), Do(self.show_result))
        elif st.hand_over:
            self.active = None
            if not self._replaying:  # a resumed table deals as the save replays
                self.queue.add(Wait(self.t(0.35)), Do(self._deal_next))
        else:
            self.active = st.to_act
            if self.is_human(st.to_act):
                self.toast = ""  # a new turn: old refusals no longer apply

    def _deal_next(self) -> None:
        events = self.match.deal_next()
        self.moves += 1
        self.clear_hint()
        self.touch()
        if not self._replaying:
            self.app.sounds.events(events)
        self.feed(events)
        self.queue.add(Do(self._after_action))

    def result_scene(self):
        """The overlay shown when the game is over (a table may show its own)."""
        from .overlays import ResultScene

        return ResultScene(self.app, self)

    def show_result(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.touch()
        loser = getattr(self.state, "loser", None)
        if loser is not None:
            self.session_losses[loser] += 1
        self.record_stats()
        if self.app.stack.top is self:
            self.app.stack.push(self.result_scene())

    def record_stats(self) -> None:
        """The game or session is over: into the statistics (hands are recorded as they end)."""
        self.stats.session_over()

    # ---- AI turns ----------------------------------------------------------------------------------------
    def _run_ai(self) -> None:
        st = self.state
        if not self.idle or st.hand_over or st.is_over or self.finished:
            return
        seat = st.to_act
        if seat is None or (self.is_human(seat) and not autosave.driven()):
            return
        if self.ai_future is None or self.ai_seat != seat:
            legal = st.legal_strings()
            level = self.config.seats[seat].level if not self.is_human(seat) else "random"
            self.ai_seat = seat
            self.ai_started = self.clock
            self.ai_future = self.app.ai.submit(self.config.game, level, st.view(seat), legal,
                                                self.ai_rng.below(1 << 31))
            self.touch()
            return
        if not self.ai_future.done():
            return
        if self.clock - self.ai_started < AI_PACE.get(self.config.ai_pace, 0.8):
            return
        fut, self.ai_future, self.ai_seat = self.ai_future, None, None
        legal = st.legal_strings()
        try:
            action = fut.result()
        except Exception as exc:  # noqa: BLE001 - a failing agent must not stop the game
            action = legal[-1]
            self.add_log(tr("{name}'s computer player failed ({err}); it plays {action}.",
                            name=self.name(seat), err=type(exc).__name__, action=action), RED)
        if action not in legal:
            action = legal[-1]
        self.apply(action)

    @property
    def thinking(self) -> int | None:
        return self.ai_seat if self.ai_future is not None else None

    # ---- per frame -----------------------------------------------------------------------------------------
    def _settle_instant(self, dt: float) -> None:
        for c in list(self.cards):
            if c.moving:
                c.update(dt)

    def update(self, dt: float) -> None:
        self.clock += dt
        for c in list(self.cards):
            if c.moving:
                c.update(dt)
        self.queue.update(dt, self._settle_instant if self.speed == 0 else None)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast = ""
                self.touch()
        self._run_ai()
        self.tools_update()
        self._check_handover()
        self._refresh_buttons()

    # ---- when the picture changes by itself ------------------------------------------------------------
    def moving(self) -> bool:
        """Whether something the animation queue does not follow is still on its way (a
        table's own easing, numbers floating off); the base has none."""
        return False

    def next_deadline(self) -> float | None:
        if self.queue.busy or self.moving():
            return 0.0
        due = []
        if self.toast_time > 0:
            due.append(self.toast_time)
        for fut in (self.ai_future, self.hint_future):
            if fut is not None and not fut.done():
                due.append(ANSWER_POLL)
        if self.hint_future is not None and self.hint_future.done():
            due.append(0.0)
        if self.ai_future is not None and self.ai_future.done():
            due.append(max(0.0, AI_PACE.get(self.config.ai_pace, 0.8) - (self.clock - self.ai_started)))
        return min(due) if due else None

    def ambient(self, ahead: float = 0.0) -> list[Ambient]:
        """The glow that pulses around the active seat's plate (with the dots of a thinking
        seat inside it), and a thinking seat's dots elsewhere."""
        out = []
        dots = self.thinking
        step = 1.0 / DOT_STEPS
        if self.active is not None:
            k = int((self.clock + ahead) * DOT_STEPS) % 3 if dots == self.active else None
            out.append(Ambient(self.plate_glow_rect(self.active), 0.0, self.plate_glow_alpha(ahead) / 255,
                               "plate", self, (self.active, k)))
        if dots is not None and dots != self.active:
            out.append(Ambient(self.layout.spot(dots).plate, step - math.fmod(self.clock + ahead, step)))
        return out

    def force_level(self, levels: dict | None) -> None:
        self._forced_levels = dict(levels or {})

    def pulse(self, key: str, rate: float, ahead: float = 0.0) -> float:
        """The strength (0..1) of the decoration ``key``, looping at ``rate`` radians a
        second, or the level it is forced to."""
        forced = self._forced_levels.get(key)
        if forced is not None:
            return forced
        return 0.5 + 0.5 * math.sin((self.clock + ahead) * rate)

    def plate_glow_alpha(self, ahead: float = 0.0) -> int:
        """The opacity of the active plate's glow now (150..255 as it pulses)."""
        forced = self._forced_levels.get("plate")
        if forced is not None:
            return round(255 * forced)
        return int(150 + 105 * (0.55 + 0.45 * math.sin((self.clock + ahead) * 3.2)))

    def plate_glow_rect(self, seat: int) -> pygame.Rect:
        plate = self.layout.spot(seat).plate
        spread = scaled(16, self.layout.scale)  # the glow reaches this far around the plate
        return plate.inflate(2 * spread, 2 * spread)

    # ---- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(self.felt_surface(), (0, 0))
        for seat in range(self.n):
            self.draw_plate(surface, seat)
        self.draw_table(surface)
        self.draw_banner(surface)
        if surface.get_clip().colliderect(self.layout.panel):  # the panel is text: skip it when not shown
            self.draw_panel(surface)

    def draw_card(self, surface, c: CardVis, deck: str | None = None) -> None:
        deck = deck or self.deck
        sp = self.app.sprites
        h = int(round(c.h / 2) * 2) if c.moving else int(c.h)
        reach = h // 2 + max(6, h // 9) + 4  # a card is narrower than high; its glow and shadow
        if not surface.get_clip().colliderect((int(c.x) - reach, int(c.y) - reach, 2 * reach, 2 * reach)):
            return  # outside the area being drawn
        if c.face >= 1.0:
            img = sp.card(deck, c.name, h)
        elif c.face <= 0.0:
            img = sp.back(deck, h)
        else:
            from ..sprites import flip_frame

            img = flip_frame(sp.card(deck, c.name, h), sp.back(deck, h), c.face)
        w = img.get_width()
        x, y = int(c.x - w / 2), int(c.y - h / 2)
        if c.fade < 1.0:
            img = img.copy()
            img.set_alpha(int(255 * max(0.0, c.fade)))
        else:
            shadow = sp.shadow((w, h))
            surface.blit(shadow, (x - 2, y + 1))
        if c.glow is not None:
            g = glow((w, h), c.glow, max(4, h // 14), max(6, h // 9))
            surface.blit(g, g.get_rect(center=(int(c.x), int(c.y))))
        surface.blit(img, (x, y))

    def draw_pile(self, surface, pos, count: int, label: str, messy: bool = False) -> None:
        """A face-down pile whose thickness follows ``count``, with its label below
        (``messy``: a few cards askew, as a discard pile lies)."""
        L = self.layout
        cw, ch = L.card
        sp = self.app.sprites
        x, y = pos
        s = L.scale
        if not surface.get_clip().colliderect((int(x) - ch, int(y) - ch, 2 * ch, 2 * ch + scaled(40, s))):
            return  # the pile, askew cards and label lie well inside this square
        if count > 0 and messy:
            for k, (angle, dx, dy) in enumerate(((-7, -2, 1), (5, 2, -1), (-2, 0, 0))[-min(3, count):]):
                key = ("askew", ch, angle)
                img = self._panel_cache.get(key)
                if img is None:
                    back = sp.back(self.deck, ch)
                    card = pygame.Surface((back.get_width() + 8, ch + 8), pygame.SRCALPHA)
                    card.blit(sp.shadow(back.get_size()), (2, 5))
                    card.blit(back, (4, 3))
                    img = self._panel_cache[key] = pygame.transform.rotozoom(card, angle, 1.0)
                surface.blit(img, img.get_rect(center=(int(x + dx * s), int(y + dy * s))))
        elif count > 0:
            layers = min(6, 1 + count // 9)
            back = sp.back(self.deck, ch)
            shadow = sp.shadow(back.get_size())
            surface.blit(shadow, (int(x - cw / 2) - 2, int(y - ch / 2) + 2))
            for k in range(layers):
                off = (layers - 1 - k) * max(1, int(1.5 * s))
                surface.blit(back, (int(x - cw / 2) - off, int(y - ch / 2) + off))
        else:
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (int(x), int(y))
            pygame.draw.rect(surface, (190, 230, 200), r, width=max(1, int(2 * s)), border_radius=max(3, ch // 14))
        text = self.app.text.render(label, L.font_size(14), INK_DIM)
        blit_centered(surface, text, (x, y + ch / 2 + scaled(14, s)))

    def _plate_surface(self, seat: int) -> pygame.Surface:
        L = self.layout
        spot = L.spot(seat)
        s = L.scale
        sc = self.config.seats[seat]
        value, danger = self.plate_value(seat)
        active = seat == self.active
        if sc.is_ai:
            sub = tr("AI · {level}", level=tr(sc.level))
        else:
            sub = "" if sum(1 for x in self.config.seats if not x.is_ai) == 1 else tr("Player")
        dealer = seat == getattr(self, "dealer", None)
        key = (seat, sc.name, sub, value, danger, active, dealer, spot.plate.size)
        surf = self._plate_cache.get(key)
        if surf is not None:
            return surf
        if len(self._plate_cache) > 64:
            self._plate_cache.clear()
        w, h = spot.plate.size
        rad = scaled(10, s)
        surf = rounded_panel((w, h), PLATE_ACTIVE if active else PLATE, 236, rad,
                             GOLD + (255,) if active else (90, 100, 96, 200))
        if active:
            pygame.draw.rect(surf, GOLD, surf.get_rect(), width=max(2, int(2.5 * s)), border_radius=rad)
        t = self.app.text
        pad = scaled(10, s)
        # the value sits right of the name (on the name's line when a second line follows,
        # which then has the whole width), in a smaller type if the two do not fit side by
        # side; a name too long even so is cut short
        size = L.font_size(16)
        room = w - 2 * pad
        v = None
        if value:
            colour = INK
            if danger is not None:
                colour = (150, 220, 160) if danger < 0.5 else (GOLD if danger < 0.8 else RED)
            right = pad + (scaled(8, s) if dealer else 0)  # clear of the dealer button
            for size, vs in ((size, 17), (size, 15), (size, 13), (L.font_size(14), 13)):
                v = t.render(value, L.font_size(vs), colour, bold=True)
                room = w - right - v.get_width() - scaled(6, s) - pad
                if font(size, True).size(sc.name)[0] <= room:
                    break
        name = t.render(t.fit(sc.name, size, room, bold=True), size,
                        (255, 255, 255) if active else INK, bold=True)
        name_y = scaled(6, s) if sub else (h - name.get_height()) // 2 - scaled(2, s)
        surf.blit(name, (pad, name_y))
        if v is not None:
            mid = name_y + name.get_height() // 2 if sub else h // 2 - scaled(2, s)
            surf.blit(v, (w - right - v.get_width(), mid - v.get_height() // 2))
        if sub:
            subt = t.render(t.fit(sub, L.font_size(12), w - 2 * pad), L.font_size(12), INK_DIM)
            surf.blit(subt, (pad, name_y + name.get_height()))
        if danger is not None:
            bar = pygame.Rect(pad, h - scaled(7, s), w - 2 * pad, max(2, scaled(3, s)))
            pygame.draw.rect(surf, (60, 66, 64), bar, border_radius=2)
            fill = bar.copy()
            fill.width = int(bar.width * max(0.0, min(1.0, danger)))
            if fill.width > 0:
                colour = (110, 200, 130) if danger < 0.5 else (GOLD if danger < 0.8 else RED)
                pygame.draw.rect(surf, colour, fill, border_radius=2)
        self._plate_cache[key] = surf
        return surf

    def draw_plate(self, surface, seat: int) -> None:
        if not surface.get_clip().colliderect(self.plate_glow_rect(seat)):
            return  # outside the area being drawn
        L = self.layout
        spot = L.spot(seat)
        s = L.scale
        if seat == self.active:
            g = glow(spot.plate.size, GOLD, scaled(10, s), scaled(16, s))
            g.set_alpha(self.plate_glow_alpha())
            surface.blit(g, g.get_rect(center=spot.plate.center))
        surface.blit(self._plate_surface(seat), spot.plate)
        if seat == getattr(self, "dealer", None):
            r = scaled(11, s)
            c = (spot.plate.right - r // 2, spot.plate.top + r // 2)
            pygame.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 2), r)
            pygame.draw.circle(surface, (245, 240, 228), c, r)
            pygame.draw.circle(surface, (120, 110, 90), c, r, width=1)
            blit_centered(surface, self.app.text.render("D", L.font_size(12), (40, 36, 30), bold=True), c)
        if self.thinking == seat:
            k = int(self.clock * DOT_STEPS) % 3
            for i in range(3):
                colour = GOLD if i == k else (120, 110, 80)
                pygame.draw.circle(surface, colour, (spot.plate.right - scaled(40 - 12 * i, s),
                                                     spot.plate.bottom - scaled(12, s)), max(2, scaled(3, s)))

    def draw_banner(self, surface) -> None:
        if not self.banner:
            return
        L = self.layout
        text, colour = self.banner
        img = self.app.text.render(text, L.font_size(22), colour, bold=True)
        key = ("banner", img.get_size())
        back = self._panel_cache.get(key)
        if back is None:
            pad = scaled(18, L.scale)
            back = rounded_panel((img.get_width() + 2 * pad, img.get_height() + pad), (8, 14, 12), 215,
                                 scaled(14, L.scale), colour + (200,))
            self._panel_cache[key] = back
        r = back.get_rect(midtop=(L.centre.centerx, L.centre.bottom + scaled(4, L.scale)))
        surface.blit(back, r)
        blit_centered(surface, img, r.center)

    def draw_panel(self, surface) -> None:
        """Status lines at the top, then the log (newest last), then the refusal message."""
        L = self.layout
        s = L.scale
        p = L.panel
        t = self.app.text
        pad = scaled(16, s)
        x, y = p.x + pad, p.y + pad
        width = p.width - 2 * pad
        for text, colour, size, bold in self._status_block():
            for line in self._wrapped(text, size, width, bold):
                img = t.render(line, size, colour, bold)
                surface.blit(img, (x, y))
                y += img.get_height() + scaled(2, s)
            y += scaled(4, s)
        y += scaled(6, s)
        pygame.draw.line(surface, (70, 90, 80), (x, y), (x + width, y))
        y += scaled(10, s)
        y = self.draw_odds(surface, x, y, width)
        y = self.draw_panel_extra(surface, x, y, width)
        bottom = getattr(self, "_buttons_top", p.bottom) - scaled(12, s)
        bottom = self.draw_hint(surface, x, bottom, width)
        if self.toast:
            lines = self._wrapped(self.toast, L.font_size(14), width, False)
            th = len(lines) * (L.font_size(14) + scaled(4, s))
            ty = bottom - th
            for line in lines:
                img = t.render(line, L.font_size(14), RED)
                surface.blit(img, (x, ty))
                ty += L.font_size(14) + scaled(4, s)
            bottom -= th + scaled(8, s)
        size = L.font_size(14)
        line_h = size + scaled(5, s)
        rows = []
        for text, colour in reversed(self.log):
            wrapped = self._wrapped(text, size, width, False)
            for line in reversed(wrapped):
                rows.append((line, colour))
            if len(rows) * line_h > bottom - y:
                break
        ly = bottom - line_h
        for i, (line, colour) in enumerate(rows):
            if ly < y:
                break
            fadec = colour if i < 6 else tuple(int(c * 0.75) for c in colour)
            surface.blit(t.render(line, size, fadec), (x, ly))
            ly -= line_h

    def draw_odds(self, surface, x: int, y: int, width: int) -> int:
        """The odds panel (when shown) under the status lines; returns the y below it."""
        lines = self.odds_now()
        if not lines:
            return y
        L = self.layout
        s = L.scale
        t = self.app.text
        size = L.font_size(13)
        rows = [(tr("Odds"), GOLD, True)] + [(line, INK, False) for line in lines]
        wrapped = [(part, c, b) for text, c, b in rows for part in self._wrapped(text, size, width - scaled(16, s), b)]
        h = len(wrapped) * (size + scaled(4, s)) + scaled(12, s)
        key = ("oddsbox", width, h)
        box = self._panel_cache.get(key)
        if box is None:
            box = self._panel_cache[key] = rounded_panel((width, h), (10, 26, 20), 230, scaled(8, s), GOLD + (140,))
        surface.blit(box, (x, y))
        ty = y + scaled(6, s)
        for text, colour, bold in wrapped:
            surface.blit(t.render(text, size, colour, bold), (x + scaled(8, s), ty))
            ty += size + scaled(4, s)
        return y + h + scaled(10, s)

    def draw_hint(self, surface, x: int, bottom: int, width: int) -> int:
        """The hint line just above the buttons; returns the bottom left for the log."""
        if not self.hint_text:
            return bottom
        L = self.layout
        s = L.scale
        size = L.font_size(14)
        lines = self._wrapped(self.hint_text, size, width, True)
        step = size + scaled(4, s)
        y = bottom - len(lines) * step
        for line in lines:
            surface.blit(self.app.text.render(line, size, (150, 220, 255), True), (x, y))
            y += step
        return bottom - len(lines) * step - scaled(8, s)

    def _status_block(self):
        key = ("status", self.version, self.active, self.thinking)
        block = self._panel_cache.get(key)
        if block is None:
            L = self.layout
            lines = list(self.status_lines())
            if self.config.practice:
                lines.append((tr("Practice: undo is always allowed."), GOLD, 13, False))
            block = [(text, colour, L.font_size(size), bold) for text, colour, size, bold in lines]
            self._panel_cache = {k: v for k, v in self._panel_cache.items() if k[0] != "status"}
            self._panel_cache[key] = block
        return block

    def _wrapped(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        key = ("wrap", text, size, width, bold)
        lines = self._panel_cache.get(key)
        if lines is None:
            lines = self.app.text.wrap(text, size, width, bold) or [""]
            if len(self._panel_cache) > 400:
                self._panel_cache = {k: v for k, v in self._panel_cache.items() if k[0] != "wrap"}
            self._panel_cache[key] = lines
        return lines
