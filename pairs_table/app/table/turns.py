"""The turn flow of a table: actions through the match, the animation queue between them,
AI turns, the next deal, the result, resuming and rematches.

After a human or AI action the engine's events are fed to the table (its handlers queue the
steps that show them); only when the queue is empty may the next seat act. AI seats ask
the :class:`~..ai_worker.AIRunner` (off the render loop) with their own view and act no
sooner than their pace allows. When a hand is over the next one is dealt after a short
pause; when the game is over the result is shown.

Every action goes through :meth:`TurnController.apply`: the table's
:class:`~..autosave.Match` applies it, records it and the save is written at once. A table
opened from a save replays the saved actions through itself at instant speed
(:meth:`TurnController.fast_forward`), so the picture is the current one.

The controller calls the table back through its hook methods (``feed``, ``after_action``,
``deal_next``, ``show_result``...), so a table may add to any step.
"""

from __future__ import annotations

from ...engine.errors import IllegalAction
from .. import autosave
from ..anim import Do, Wait
from ..reasons import action_words, refusal_text
from ..render import GOLD, RED
from .log import Later, Literal, Msg

AI_PACE = {"instant": 0.0, "fast": 0.35, "normal": 0.8, "slow": 1.4}  # seconds before an AI acts


class TurnController:
    def __init__(self, table) -> None:
        self.table = table
        self.replaying = False  # a resumed table replays its save
        self.ai_future = None
        self.ai_seat = None
        self.ai_started = 0.0
        self.moves = 0  # actions and deals applied at this table (a hint belongs to one of them)
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
        t.active = None
        t.say(None)
        if resuming:
            t.fast_forward(list(t.state.log))
        else:
            t.app.sounds.events(t.state.log)
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
            self.settle_now(list(st.log))
            for act in t.record.actions:
                self.settle_now(t.match.play_logged(act))
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
        for _ in range(100000):
            if not t.queue.busy:
                break
            for c in list(t.cards):
                if c.moving:
                    c.update(1e6)
            t.queue.update(1e6, t.settle_instant)

    def write_save(self) -> None:
        t = self.table
        failed = t.match.write()
        if failed:
            t.add_log(Msg("This game cannot be saved ({reason}); it goes on unsaved.", reason=Literal(failed)), RED)
        elif t.saver.recovered():
            t.add_log(Msg("Saving works again: the whole game is saved."), GOLD)

    # ---- one action ----------------------------------------------------------------------------------
    def apply(self, action: str) -> bool:
        """Take ``action`` (a seat's or the table's) through the match, which saves it."""
        t = self.table
        try:
            events = t.match.act(action)
        except IllegalAction as exc:
            t.refuse(Later(lambda exc=exc: refusal_text(exc, t.name)))
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
            t.app.sounds.events(events)
        t.feed(events)
        t.queue.add(Do(t.after_action))

    def after_action(self) -> None:
        """Queued after each action's events: the next deal, the result or the next turn."""
        t = self.table
        st = t.state
        t.touch()
        t.stats.after_action()
        if st.is_over:
            t.active = None
            if not self.replaying:
                t.queue.add(Wait(t.t(1.2)), Do(t.show_result))
        elif st.hand_over:
            t.active = None
            if not self.replaying:  # a resumed table deals as the save replays
                t.queue.add(Wait(t.t(0.35)), Do(t.deal_next))
        else:
            t.active = st.to_act
            if t.seats.is_human(st.to_act):
                t.toast_msg = None  # a new turn: old refusals no longer apply

    def deal_next(self) -> None:
        self.show(self.table.match.deal_next())

    def show_result(self) -> None:
        t = self.table
        if t.finished:
            return
        t.finished = True
        t.touch()
        loser = getattr(t.state, "loser", None)
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
        if not t.idle or st.hand_over or st.is_over or t.finished:
            return
        seat = st.to_act
        if seat is None or (t.seats.is_human(seat) and not autosave.driven()):
            return
        if self.ai_future is None or self.ai_seat != seat:
            legal = st.legal_strings()
            level = t.config.seats[seat].level if not t.seats.is_human(seat) else "random"
            self.ai_seat = seat
            self.ai_started = t.clock
            self.ai_future = t.app.ai.submit(t.config.game, level, st.view(seat), legal, t.ai_rng.below(1 << 31))
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
            t.add_log(Msg("{name}'s computer player failed ({err}); it plays {action}.", name=t.seats.ref(seat),
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

