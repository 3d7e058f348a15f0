"""The turn flow of a table: actions through the match, the animation queue between them,
AI turns, the next deal, the result, resuming and rematches.

After a human or AI action the engine's events are fed to the table (its handlers queue the
steps that show them); only when the queue is empty may the next seat act. AI seats ask
the :class:`~..ai_worker.AIRunner` (off the render loop) with their own view and act no
sooner than their pace allows. When a hand is over its summary is shown
(:meth:`TurnController.hand_done`) and the next hand is dealt when the player continues (or
by itself, as the settings say); when the game is over the last hand's summary and then the
result are shown.

Every action goes through :meth:`TurnController.apply`: the table's
:class:`~..autosave.Match` applies it, records it and the save is written at once. A table
opened from a save replays the saved actions through itself at instant speed
(:meth:`TurnController.fast_forward`), so the picture is the current one.

The controller calls the table back through its hook methods (``feed``, ``after_action``,
``deal_next``, ``show_result``...), so a table may add to any step.
"""

from __future__ import annotations

from ...engine.errors import IllegalAction
from ...net.errors import NetError
from .. import autosave, speech
from ..anim import Do, Wait
from ..i18n import tr
from ..reasons import action_words, refusal_text
from ..render import GOLD, RED
from .log import Later, Literal, Msg
from .summary import summary_of

AI_PACE = {"instant": 0.0, "fast": 0.35, "normal": 0.8, "slow": 1.4}  # seconds before an AI acts
AUTO_CONTINUE = 4.0  # seconds a hand's summary stays when it closes by itself (at normal speed)


class TurnController:
    def __init__(self, table) -> None:
        self.table = table
        self.replaying = False  # a resumed table replays its save
        self.turn_said = None  # the seat whose turn was last said aloud
        self.ai_future = None
        self.ai_seat = None
        self.ai_started = 0.0
        self.moves = 0  # actions and deals applied at this table (a hint belongs to one of them)
        self.hand_start = 0  # where the hand in play begins in the state's log
        self.ending = None  # the end (of a hand, of the game) whose summary is on its way
        self._legal_key = None
        self._legal: list[str] = []

    # ---- what may happen now ---------------------------------------------------------------------
    def human_to_act(self) -> bool:
        t, st = self.table, self.table.state
        return (t.idle and not st.hand_over and not st.is_over and st.to_act is not None
                and t.seats.is_human(st.to_act))

    def legal_for_human(self) -> list[str]:
        """The actions the human at turn may take now (none while the cards move or the table
        waits for a hand-over); worked out once a frame."""
        t = self.table
        key = (t.version, t.clock, id(t.state), t.seats.viewer, t.queue.busy, t.finished)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = t.state.legal_strings() if t.human_to_act() and not t.handover_due() else []
        return self._legal

    @property
    def thinking(self) -> int | None:
        return self.ai_seat if self.ai_future is not None else None

    # ---- starting ------------------------------------------------------------------------------------
    def start_game(self, resuming: bool) -> None:
        t = self.table
        t.pic.active = None
        t.say(None)
        self.hand_start = 0
        if resuming:
            t.fast_forward(list(t.state.log))
        else:
            t.app.sounds.events(t.state.log, t.config.game)
            t.feed(list(t.state.log))
            self.write_save()
        t.queue.add(Do(t.after_action))

    def fast_forward(self) -> None:
        """Bring a resumed table up to its save at once: the save's actions played through
        the table at instant speed, each step as it went when it was played."""
        t = self.table
        speed, t.config.speed = t.config.speed, "instant"
        self.replaying = True
        try:
            st = t.match.rebuild()
            self.hand_start = 0
            self.settle_now(list(st.log))
            dealt: list = []
            for step in t.match.replay_steps():
                if step.dealt:  # shown with the action that waited for it
                    self.hand_start, dealt = step.start, step.events
                else:
                    self.settle_now(dealt + step.events)
                    dealt = []
        finally:
            self.replaying = False
            t.config.speed = speed
        t.stats.resumed()
        t.touch()

    def settle_now(self, events) -> None:
        """Feed ``events`` and run every queued step and card movement at once."""
        t = self.table
        t.feed(events)
        t.queue.add(Do(t.after_action))
        self.settle()

    def settle(self) -> None:
        """Run every queued step and card movement at once."""
        t = self.table
        for _ in range(100000):
            if not t.queue.busy:
                break
            for c in list(t.cards):
                if c.moving:
                    c.update(1e6)
            t.queue.update(1e6, t.settle_instant)
        t.settled()

    def write_save(self) -> None:
        t = self.table
        failed = t.match.write()
        if failed:
            t.add_log(Msg("This game cannot be saved ({reason}); it goes on unsaved.", reason=Literal(failed)), RED)
        elif t.saver.recovered():
            t.add_log(Msg("Saving works again: the whole game is saved."), GOLD)

    # ---- one action ----------------------------------------------------------------------------------
    def apply(self, action: str) -> bool:
        """Take ``action`` (a seat's or the table's) through the match, which saves it (or,
        at a hosted table, sends it to the host)."""
        t = self.table
        try:
            events = t.match.act(action)
        except IllegalAction as exc:
            if exc.code == "stale":  # a hosted table moved on before the move arrived
                t.refuse(Msg("The table moved on meanwhile: your move was not played."))
            else:
                t.refuse(Later(lambda exc=exc: refusal_text(exc, t.name)))
            return False
        except NetError:
            t.refuse(Msg("The table cannot be reached now: your move was not played."))
            return False
        self.write_save()
        t.toast_msg = None
        self.show(events)
        return True

    def show(self, events) -> None:
        """The events of a step (an action, a deal) on their way to the picture."""
        t = self.table
        self.moves += 1
        t.assist.clear_hint()
        t.touch()
        if not self.replaying:
            t.app.sounds.events(events, t.config.game)
        t.feed(events)
        t.queue.add(Do(t.after_action))

    def after_action(self) -> None:
        """Queued after each action's events: the next deal, the result or the next turn."""
        t = self.table
        st = t.state
        t.touch()
        t.stats.after_action()
        ending = (st.is_over, t.facts.get("hand_no")) if st.is_over or st.hand_over else None
        again = ending is not None and ending == self.ending  # a hosted table's later update of the same end
        if not self.replaying:
            self.ending = ending
        if st.is_over or st.hand_over:
            self.turn_said = None  # the next hand's first turn is said even when it is the same seat's
        if st.is_over:
            t.pic.active = None
            if not self.replaying and not t.watching and not again:
                t.queue.add(Wait(t.t(1.2)), Do(lambda: self.hand_done(t.show_result)))
        elif st.hand_over:
            t.pic.active = None
            if not self.replaying and not t.watching and not again:  # a resumed table deals as the save replays
                t.queue.add(Wait(t.t(0.35)), Do(lambda: self.hand_done(t.deal_next)))
        else:
            if st.to_act != self.turn_said and not self.replaying:
                speech.say(tr("{name}'s turn", name=t.name(st.to_act)))
            self.turn_said = st.to_act
            t.pic.active = st.to_act
            if t.seats.is_human(st.to_act):
                t.toast_msg = None  # a new turn: old refusals no longer apply

    def deal_next(self) -> None:
        t = self.table
        self.hand_start = len(t.state.log)
        events = t.match.deal_next()
        if events is not None:  # None: the host deals, and its update comes in later
            if not self.replaying and not t.watching:
                self.write_save()  # the save says the new hand is dealt (its summary names it)
            self.show(events)

    def seat_to_name(self) -> int | None:
        """The seat the panel names as the one to play: the seat to act, also while the last
        move is still shown (never the seat that made it); None while a hand is dealt,
        between hands and after the game."""
        t = self.table
        st = t.state
        if t.active is None or st.hand_over or st.is_over:
            return None
        return st.to_act

    # ---- updates from a host --------------------------------------------------------------------------
    def take_updates(self) -> None:
        """A hosted table's updates since the last frame, each shown as an action of this
        table's would be; a (re)join draws the table again as it stands; the end of the
        table shows the result once everything before it is shown."""
        t = self.table
        match = t.match
        for up in match.poll():
            if up.resync:
                self.redraw(up)
            else:
                match.state.advance(up)
                self.show(up.events)
        if match.remote:
            if match.seats_changed():
                t.seats_renamed()
            if match.state.ended is not None and t.idle and not t.finished:
                t.pic.active = None
                t.queue.add(Do(t.show_result))

    def redraw(self, update) -> None:
        """Draw a hosted table again from a welcome: the hand's events so far at once, then
        what earlier hands left, from the facts."""
        t = self.table
        t.queue.clear()
        t.reset_picture()
        t.log.clear()
        t.say(None)
        t.pic.active = None
        t.match.state.advance(update)
        self.ending = None
        self.replaying = True
        try:
            self.settle_now(update.events)
        finally:
            self.replaying = False
        t.sync_from_facts()
        t.stats.resumed()
        t.place_cards(0.0)
        t.touch()
        st = t.match.state
        if st.hand_over and not st.is_over:  # back between two hands: this player has seen it
            t.match.deal_next()

    # ---- the end of a hand -------------------------------------------------------------------------
    def hand_events(self) -> list:
        """The events of the hand in play (or just over), as the viewer may see them."""
        t = self.table
        events = t.state.hand_events() if t.match.remote else t.state.log[self.hand_start:]
        return [t.seats.private(e) for e in events]

    def hand_summary(self):
        """The hand just over in words (:class:`~.summary.HandSummary`), or None when the
        game has no summary. At a hosted table it is made from what this seat was shown:
        the hand's events as the seat saw them, and the public facts and result."""
        t = self.table
        make = summary_of(t.game)
        if make is None:
            return None
        return make(self.hand_events(), t.facts, t.state.result(), t.seats.ref)

    def hand_done(self, then) -> None:
        """A hand is over: its summary over the table until the player continues (or by
        itself after a few seconds, as the settings say), then ``then`` (the next deal, the
        result)."""
        t = self.table
        shown = t.hand_summaries and t.app.stack.top is t and not (self.auto_continue() and self.summary_time() <= 0)
        summary = self.hand_summary() if shown else None
        if summary is None:
            then()
            return
        t.app.screens.open("summary", t, summary, then)

    def summary_time(self) -> float:
        """How long a summary that closes by itself stays (nothing at instant speed)."""
        return self.table.t(AUTO_CONTINUE)

    def auto_continue(self) -> bool:
        """Whether a hand's summary closes by itself: always with no human at the table (a
        demo, the test hook), else as the player's setting says."""
        t = self.table
        return (t.config.demo or t.seats.n_humans == 0 or bool(autosave.driven())
                or bool(getattr(t.app.settings, "auto_continue", False)))

    def show_result(self) -> None:
        t = self.table
        if t.finished:
            return
        t.finished = True
        t.touch()
        loser = t.facts.get("loser")
        if loser is not None:
            t.session_losses[loser] += 1
        t.stats.session_over()
        if t.app.stack.top is t:
            t.app.stack.push(t.result_scene())

    def rematch(self) -> None:
        """A new game with the same seats: a new save."""
        t = self.table
        t.match = autosave.Match.start(t.next_setup(t.rng.below(1 << 32)), autosave.seats_of(t.config),
                                       t.saver, practice=bool(t.config.practice))
        t.games += 1
        t.finished = False
        t.stats.reset()
        t.queue.clear()
        t.reset_picture()
        t.log.clear()
        t.panel_widgets.bar.forget()
        self.start_game(False)

    # ---- AI turns --------------------------------------------------------------------------------------
    def run_ai(self) -> None:
        t = self.table
        st = t.state
        if not t.idle or st.hand_over or st.is_over or t.finished or t.match.remote or t.watching:
            return
        seat = st.to_act
        if seat is None or (t.seats.is_human(seat) and not autosave.driven()):
            return
        if self.ai_future is None or self.ai_seat != seat:
            legal = st.legal_strings()
            level = t.config.seats[seat].level if not t.seats.is_human(seat) else "random"
            self.ai_seat = seat
            self.ai_started = t.clock
            fut = t.guide.scripted() if t.guide is not None else None  # a guided hand's script
            if fut is None:
                fut = t.app.ai.submit(t.config.game, level, st.view(seat), legal, t.ai_rng.below(1 << 31))
            self.ai_future = fut
            t.touch()
            return
        if not self.ai_future.done():
            return
        if t.clock - self.ai_started < AI_PACE.get(t.config.ai_pace, 0.8):
            return
        fut, self.ai_future, self.ai_seat = self.ai_future, None, None
        legal = st.legal_strings()
        try:
            action = fut.result()
        except Exception as exc:  # noqa: BLE001 - a failing agent must not stop the game
            action = legal[-1]
            t.add_log(Msg("{player}'s computer player failed ({err}); it plays {action}.", player=t.seats.ref(seat),
                          err=type(exc).__name__, action=Literal(action_words(t.match, legal[-1], t.name))), RED)
        if action not in legal:
            action = legal[-1]
        t.apply(action)

    def cancel_ai(self) -> None:
        if self.ai_future is not None:
            self.ai_future.cancel()
            self.ai_future = None

    def answer_due(self) -> float | None:
        """Seconds until a ready AI answer may be played (its pace), or None when none is ready."""
        t = self.table
        if self.ai_future is None or not self.ai_future.done():
            return None
        return max(0.0, AI_PACE.get(t.config.ai_pace, 0.8) - (t.clock - self.ai_started))

