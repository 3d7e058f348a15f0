"""What every table offers a player beside the game: a hint, the odds and undo.

* **Hint** (button, ``?`` or ``I``): the hard agent is asked, through the AI worker (off
  the render loop), what it would play from the player's own view and why; its move and
  its own reason come back as one line in the side panel (:func:`..hints.hint_text`). A
  hint is for the state it was asked in: any action clears it.
* **Odds** (button or ``O``, the Pairs-deck games only): a block in the side panel with
  the exact odds of the player's view (:func:`..hints.odds_lines`).
* **Undo** (button or ``Ctrl+Z``): takes back the player's last action and the computer's
  actions after it (:mod:`..undo`). Only with one human at the table; refused with the
  reason when the undone actions showed hidden cards, unless the table is in practice
  mode. The game is rebuilt by replaying its save record without the undone actions, and
  a new table scene carries on from there at once (no animation), as a resumed game does.
"""

from __future__ import annotations

import dataclasses

import pygame
import pygame_gui

from ...engine.rng import Rng
from .. import undo as undo_mod
from ..hints import ODDS_GAMES, hint_text, odds_lines
from ..i18n import tr
from ..layout import scaled
from ..widgets import button

HINT_KEYS = (pygame.K_i, pygame.K_QUESTION)


def is_hint_key(event) -> bool:
    return event.key in HINT_KEYS or getattr(event, "unicode", "") == "?" or (
        event.key == pygame.K_SLASH and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


def is_undo_key(event) -> bool:
    return event.key == pygame.K_z and bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))


class AssistMixin:
    """Hint, odds and undo for :class:`~.table.TableScene` (which calls the ``tools_*``
    hooks from its widgets, input, update and panel)."""

    hint_agent_kw: dict = {"think_ms": 700}  # the hard agent of hints (tests fix its samples)
    hint_text = ""
    hint_action: str | None = None
    hint_future = None
    hint_moves = -1
    moves = 0  # actions and deals applied at this table (a hint belongs to one of them)
    hint_button = odds_button = undo_button = None

    # ---- widgets -----------------------------------------------------------------------------------
    def build_tools(self, x: int, y: int, width: int, height: int, gap: int) -> None:
        """Hint, Odds (the Pairs-deck games, when the row has room for it) and Undo in one
        row at (x, y); each width follows its label."""
        specs = [("hint", tr("Hint  [?]"), "quiet", tr("What the hard computer player would do, and why (key: ?)"))]
        if self.odds_offered:
            specs.append(("odds", tr("Odds  [O]"), "choice_on" if self.config.show_odds else "quiet",
                          tr("Show or hide the exact odds (key: O)")))
        specs.append(("undo", tr("Undo  [Ctrl+Z]"), "quiet",
                      tr("Take back your last move and the computer's moves after it (key: Ctrl+Z)")))
        size = self.layout.font_size(14)

        def widths():
            return [self.app.text.render(label, size, bold=True).get_width() + scaled(22, self.layout.scale)
                    for _, label, _, _ in specs]

        def fits():
            # with a margin: the buttons' own font runs a little wider in some scripts
            return sum(need) * 1.15 + gap * (len(specs) - 1) <= width

        def short():
            return [(name, label.split("  [")[0], style, tip) for name, label, style, tip in specs]

        full = list(specs)
        need = widths()
        if not fits():  # first the labels without their keys (the tooltips still name them)
            specs = short()
            need = widths()
        if not fits() and len(specs) == 3:  # then no Odds button: the O key still works
            specs = [full[0], full[2]]
            need = widths()
            if not fits():
                specs = short()
                need = widths()
        spare = max(0, width - sum(need) - gap * (len(specs) - 1)) // len(specs)
        self.hint_button = self.odds_button = self.undo_button = None
        for name, label, style, tip in specs:
            w = need.pop(0) + spare
            b = button(self, (x, y, w, height), label, style, tip)
            setattr(self, f"{name}_button", b)
            x += w + gap
        if not self.undo_offered:
            self.undo_button.disable()

    @property
    def odds_offered(self) -> bool:
        return self.config.game in ODDS_GAMES

    @property
    def undo_offered(self) -> bool:
        return self.n_humans == 1 and not self.config.demo

    # ---- input -----------------------------------------------------------------------------------------
    def tools_handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is not None and el is self.hint_button:
                self.request_hint()
                return True
            if el is not None and el is self.odds_button:
                self.toggle_odds()
                return True
            if el is not None and el is self.undo_button:
                self.undo()
                return True
        if event.type == pygame.KEYDOWN:
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

    # ---- hints -----------------------------------------------------------------------------------------
    def hint_seed(self) -> int:
        """The generator seed of the hint for the state now (the same state, the same hint)."""
        return Rng((self.seed * 1000003 + 7 * self.moves + 3) % (1 << 63)).below(1 << 31)

    def request_hint(self) -> bool:
        """Ask the hard agent what the player to act should do (answered in :meth:`tools_update`)."""
        if not self.human_to_act() or self.handover_due():
            self.refuse(tr("A hint is for your own turn."))
            return False
        if self.hint_future is not None and self.hint_moves == self.moves:
            return True  # already thinking about this very spot
        st = self.state
        seat = st.to_act
        view, legal = st.view(seat), st.legal_strings()
        self._hint_view = view
        self.hint_moves = self.moves
        self.hint_action = None
        self.hint_text = tr("Hint: thinking…")
        self.hint_future = self.app.ai.submit(self.config.game, "hard", view, legal, self.hint_seed(),
                                              agent_kw=dict(self.hint_agent_kw), explain=True)
        self.touch()
        return True

    def clear_hint(self) -> None:
        if self.hint_future is not None:
            self.hint_future.cancel()
        self.hint_future = None
        self.hint_text = ""
        self.hint_action = None

    def tools_update(self) -> None:
        fut = self.hint_future
        if fut is None or not fut.done():
            return
        self.hint_future = None
        if self.hint_moves != self.moves:
            return
        legal = self.state.legal_strings()
        try:
            decision = fut.result()
        except Exception as exc:  # noqa: BLE001 - a failing hint must not stop the game
            self.hint_text = tr("No hint now ({err}).", err=type(exc).__name__)
            self.touch()
            return
        if decision.action not in legal:
            self.hint_text = ""
            return
        self.hint_action = decision.action
        self.hint_text = hint_text(self.config.game, self._hint_view, legal, decision)
        self.touch()

    # ---- odds -------------------------------------------------------------------------------------------
    def toggle_odds(self) -> None:
        self.config.show_odds = not self.config.show_odds
        self.touch()
        if self.root is not None:
            covered = not self.root.visible
            self._make_root()
            if covered:
                self.root.hide()

    def odds_now(self) -> list[str]:
        """The lines of the odds panel for the player whose view is on screen ([] when off)."""
        if not (self.config.show_odds and self.odds_offered) or self.viewer is None:
            return []
        key = (self.version, self.viewer)
        cache = getattr(self, "_odds_cache", None)
        if cache is None or cache[0] != key:
            st = self.state
            lines = []
            if not (st.hand_over or st.is_over):
                try:
                    lines = odds_lines(self.config.game, st.view(self.viewer))
                except (KeyError, ValueError, TypeError, AssertionError):
                    lines = []
            cache = self._odds_cache = (key, lines)
        return cache[1]

    # ---- undo --------------------------------------------------------------------------------------------
    def undo_refusal(self) -> tuple[str | None, undo_mod.UndoPlan | None]:
        """(why undo is refused now, or None; the plan when it is allowed)."""
        if self.config.demo or self.n_humans == 0:
            return tr("Nobody's move can be taken back in a demo."), None
        if self.n_humans > 1:
            return tr("Undo is only for a game against the computer, never in pass-and-play."), None
        if self.finished or self.state.is_over:
            return tr("The game is over."), None
        seat = next(i for i, s in enumerate(self.config.seats) if not s.is_ai)
        try:
            plan = undo_mod.plan(self.record, seat)
        except undo_mod.UndoRefused as exc:
            return tr("You cannot undo: {reason}.", reason=tr(str(exc))), None
        if plan.revealing and not self.config.practice:
            return tr("You cannot undo: the moves since then showed cards that were hidden from you "
                      "(practice mode allows it)."), None
        return None, plan

    def undo(self):
        """Take back the player's last action (and the computer's after it); the table that
        carries on, or None when refused (with the reason shown)."""
        reason, plan = self.undo_refusal()
        if reason is not None:
            self.refuse(reason)
            return None
        record = self.record
        record.actions = record.actions[:plan.cut]
        state = undo_mod.state_after(record, len(record.actions))
        config = dataclasses.replace(self.config, seed=record.seed, resume=(record, state))
        table = type(self)(self.app, config)
        table.session_losses = list(self.session_losses)
        table.games = self.games
        if self.ai_future is not None:
            self.ai_future.cancel()
            self.ai_future = None
        self.clear_hint()
        if self.app.stack.top is self:
            self.app.stack.replace(table)
        else:  # an overlay above: the new table takes this one's place under it
            i = self.app.stack.scenes.index(self)
            self.leave()
            self.app.stack.scenes[i] = table
            table.enter()
            table.cover()
        table.write_save()
        n = len(plan.undone)
        table.add_log(tr("You took back your move ({n} action(s) undone).", n=n))
        return table
