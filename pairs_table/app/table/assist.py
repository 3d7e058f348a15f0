"""What every table offers a player beside the game: a hint, the odds and undo.

* **Hint** (button, ``?`` or ``I``): the game's strongest agent (hard, where it has one) is asked, through the AI worker (off
  the render loop), what it would play from the player's own view and why; its move and
  its own reason come back as one line in the side panel (:func:`..hints.hint_line`). A
  hint is for the state it was asked in: any action clears it.
* **Odds** (button or ``O``, games whose descriptor has odds): a block in the side panel
  with the exact odds of the viewer's view, on the viewer's own turn.
* A table may add tools of its own to the row (:meth:`~.scene.TableScene.extra_tools`).
* **Undo** (button or ``Ctrl+Z``): takes back the player's last action and the computer's
  actions after it (:mod:`..undo`). Only with one human at the table; refused with the
  reason when the undone actions showed hidden cards, unless the table is in practice
  mode. The game is rebuilt by replaying its save record without the undone actions, and
  a new table carries on from there at once (no animation), as a resumed game does.
"""

from __future__ import annotations

import dataclasses

import pygame

from ...ai.base import available_levels
from ...engine.rng import Rng
from .. import speech
from .. import undo as undo_mod
from ..hints import hint_line
from ..i18n import tr
from .log import Msg, Plural

HINT_KEYS = (pygame.K_i, pygame.K_QUESTION)


def is_hint_key(event) -> bool:
    return event.key in HINT_KEYS or getattr(event, "unicode", "") == "?" or (
        event.key == pygame.K_SLASH and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


def is_undo_key(event) -> bool:
    return event.key == pygame.K_z and bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))


class Assist:
    def __init__(self, table) -> None:
        self.table = table
        self.hint_text = ""
        self.hint_action: str | None = None
        self.hint_future = None
        self.hint_moves = -1
        self._odds = (None, [])

    # ---- what is offered -----------------------------------------------------------------------------
    @property
    def odds_offered(self) -> bool:
        return self.table.game.odds_lines is not None

    @property
    def undo_offered(self) -> bool:
        t = self.table
        return t.seats.n_humans == 1 and not t.config.demo and not t.match.remote

    def tools(self) -> list[tuple[str, str, str, str]]:
        """(name, label, style, tooltip) of the tools on offer, in their order."""
        if self.hint_level() == "hard":
            tip = tr("What the hard computer player would do, and why (key: ?)")
        else:  # a game without a hard agent
            tip = tr("What the strongest computer player would do, and why (key: ?)")
        out = [("hint", tr("Hint  [?]"), "quiet", tip)]
        if self.odds_offered:
            out.append(("odds", tr("Odds  [O]"), "choice_on" if self.table.config.show_odds else "quiet",
                        tr("Show or hide the exact odds (key: O)")))
        out.append(("undo", tr("Undo  [Ctrl+Z]"), "quiet",
                    tr("Take back your last move and the computer's moves after it (key: Ctrl+Z)")))
        return out + list(self.table.extra_tools())

    # ---- keys -----------------------------------------------------------------------------------------
    def key(self, event) -> bool:
        if is_undo_key(event):
            self.undo()
            return True
        if is_hint_key(event):
            self.request_hint()
            return True
        if event.key == pygame.K_o and self.odds_offered:
            self.toggle_odds()
            return True
        return False

    def press(self, name: str) -> None:
        own = {"hint": self.request_hint, "odds": self.toggle_odds, "undo": self.undo}.get(name)
        if own is None:
            self.table.tool_pressed(name)  # a tool of the table's own
        else:
            own()

    # ---- hints -----------------------------------------------------------------------------------------
    def hint_seed(self) -> int:
        """The generator seed of the hint for the state now (the same state, the same hint)."""
        t = self.table
        return Rng((t.seed * 1000003 + 7 * t.turns.moves + 3) % (1 << 63)).below(1 << 31)

    def hint_level(self) -> str:
        """The level whose agent gives hints: the strongest the game has (hard, where it has one)."""
        return available_levels(self.table.config.game)[-1]

    def request_hint(self) -> bool:
        """Ask the strongest agent what the player to act should do (answered in :meth:`update`)."""
        t = self.table
        if not t.human_to_act() or t.handover_due():
            t.refuse(Msg("A hint is for your own turn."))
            return False
        if self.hint_future is not None and self.hint_moves == t.turns.moves:
            return True  # already thinking about this very spot
        st = t.state
        seat = st.to_act
        view, legal = st.view(seat), st.legal_strings()
        self.hint_moves = t.turns.moves
        self.hint_action = None
        self.hint_text = tr("Hint: thinking…")
        level = self.hint_level()
        self.hint_future = t.app.ai.submit(t.config.game, level, view, legal, self.hint_seed(),
                                           agent_kw=dict(t.hint_agent_kw) if level == "hard" else {}, explain=True)
        t.touch()
        return True

    def clear_hint(self) -> None:
        if self.hint_future is not None:
            self.hint_future.cancel()
        self.hint_future = None
        self.hint_text = ""
        self.hint_action = None

    def update(self) -> None:
        t = self.table
        fut = self.hint_future
        if fut is None or not fut.done():
            return
        self.hint_future = None
        if self.hint_moves != t.turns.moves:
            return
        legal = t.state.legal_strings()
        try:
            decision = fut.result()
        except Exception as exc:  # noqa: BLE001 - a failing hint must not stop the game
            self.hint_text = tr("No hint now ({err}).", err=type(exc).__name__)
            t.touch()
            return
        if decision.action not in legal:
            self.hint_text = ""
            return
        self.hint_action = decision.action
        self.hint_text = hint_line(decision, t.match.decode(decision.action), t.match.facts.get("game"))
        speech.say(self.hint_text, interrupt=True)
        t.touch()

    # ---- odds -------------------------------------------------------------------------------------------
    def toggle_odds(self) -> None:
        t = self.table
        t.config.show_odds = not t.config.show_odds
        t.touch()
        t.panel_widgets.rebuild()

    def odds_now(self) -> list[str]:
        """The lines of the odds panel for the player whose view is on screen, on that player's
        turn ([] when off, or while someone else acts)."""
        t = self.table
        if not (t.config.show_odds and self.odds_offered) or t.seats.viewer is None:
            return []
        if not t.human_to_act() or t.state.to_act != t.seats.viewer or t.handover_due():
            return []  # the odds are for your own turn
        key = (t.version, t.seats.viewer)
        if self._odds[0] != key:
            st = t.state
            lines = []
            if not (st.hand_over or st.is_over):
                try:
                    lines = t.game.odds_lines(st.view(t.seats.viewer))
                except (KeyError, ValueError, TypeError, AssertionError):
                    lines = []
            self._odds = (key, lines)
        return self._odds[1]

    # ---- undo --------------------------------------------------------------------------------------------
    def undo_refusal(self):
        """(why undo is refused now, or None; the plan when it is allowed)."""
        t = self.table
        if t.match.remote:
            return Msg("Moves cannot be taken back at a table shared with other computers."), None
        if t.config.demo or t.seats.n_humans == 0:
            return Msg("Nobody's move can be taken back in a demo."), None
        if t.seats.n_humans > 1:
            return Msg("Undo is only for a game against the computer, never in pass-and-play."), None
        if t.finished or t.state.is_over:
            return Msg("The game is over."), None
        seat = next(i for i, s in enumerate(t.config.seats) if s.here)
        try:
            plan = undo_mod.plan(t.record, seat)
        except undo_mod.UndoRefused as exc:
            return Msg("You cannot undo: {reason}.", reason=Msg(str(exc))), None
        if plan.revealing and not t.config.practice:
            return Msg("You cannot undo: the moves since then showed cards that were hidden from you "
                       "(practice mode allows it)."), None
        return None, plan

    def undo(self):
        """Take back the player's last action (and the computer's after it); the table that
        carries on, or None when refused (with the reason shown)."""
        t = self.table
        reason, plan = self.undo_refusal()
        if reason is not None:
            t.refuse(reason)
            return None
        record = t.record
        record.actions = record.actions[:plan.cut]
        state = undo_mod.state_after(record, len(record.actions))
        config = dataclasses.replace(t.config, seed=record.seed, resume=(record, state))
        table = type(t)(t.app, config)
        table.session_losses = list(t.session_losses)
        table.games = t.games
        t.turns.cancel_ai()
        self.clear_hint()
        t.carried_on_by = table  # the game goes on there: leaving this table ends nothing
        stack = t.app.stack
        if stack.top is t:
            stack.replace(table)
        else:  # an overlay above: the new table takes this one's place under it
            i = stack.scenes.index(t)
            t.leave()
            stack.scenes[i] = table
            table.enter()
            table.cover()
        table.turns.write_save()
        n = len(plan.undone)
        table.add_log(Plural("You took back your move ({n} action undone).",
                             "You took back your move ({n} actions undone).", n))
        return table
