"""A table's input: the panel's buttons, the keys, and the checks before a human's action.

A click or key becomes an action through :meth:`TableInput.human_action`, which refuses it
with the reason when it cannot be taken now (the game is over, it is not this human's
turn, the table waits for the hand-over) and otherwise hands it to the table's
:meth:`~.scene.TableScene.apply`. An action is accepted whenever the thing clicked can be
acted on: once every step of the last action has been shown, even while a card still
glides the last pixels into place or lifts under the pointer. Giving up the hand is asked
about first when the settings say so.
"""

from __future__ import annotations

import pygame
import pygame_gui

from .. import spoken
from .actions import as_spec
from .log import Msg

READ_TABLE_KEY = pygame.K_F4  # says the status lines and every seat's score or chips
READ_HAND_KEY = pygame.K_F5  # says the cards of the player at this computer


class TableInput:
    def __init__(self, table) -> None:
        self.table = table

    def handle(self, event) -> bool:
        t = self.table
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if t.guide is not None and t.guide.pressed(event.ui_element):
                return True
            what = t.panel_widgets.pressed(event.ui_element)
            if what is None:
                return False
            if what[0] == "tool":
                t.assist.press(what[1])
            elif what[0] == "menu":
                t.open_menu()
            elif what[0] == "extra":
                t.extra_pressed()
            else:
                t.action_pressed(what[1])
            return True
        if event.type == pygame.KEYDOWN:
            if t.assist.key(event):
                return True
            if event.key == pygame.K_ESCAPE:
                t.open_menu()
                return True
            if event.key == pygame.K_F1:
                t.open_rules()
                return True
            if event.key == pygame.K_F3:  # every key of the table
                t.app.screens.open("keys", t)
                return True
            if event.key == READ_TABLE_KEY:
                spoken.read_table(t)
                return True
            if event.key == READ_HAND_KEY:
                spoken.read_hand(t)
                return True
            spec = t.panel_widgets.bar.keyed(event.key)
            if spec is None:
                spec = next((s for s in map(as_spec, t.action_specs()) if s.key == event.key), None)
            if spec is not None:
                t.action_pressed(spec)
                return True
        return False

    def human_action(self, action: str, confirmed: bool = False) -> bool:
        """A human's action from a button, a key or a click on the table."""
        t = self.table
        st = t.state
        if t.watching:
            return False
        if st.is_over:
            t.refuse(Msg("The game is over."))
            return False
        if st.hand_over:
            t.refuse(Msg("The round is over; the next one is being dealt."))
            return False
        seat = st.to_act
        if seat is None or not t.seats.is_human(seat):
            who = t.seats.ref(seat) if seat is not None else Msg("nobody")
            t.refuse(Msg("It is not your turn: {player} plays now.", player=who))
            return False
        if not t.ready:
            t.refuse(Msg("Wait a moment: the cards are still moving."))
            return False
        if t.handover_due():
            t.refuse(Msg("Pass the table to {player} first.", player=t.seats.ref(seat)))
            return False
        if not confirmed and self.gives_up(action) and action in st.legal_strings():
            t.app.screens.open("confirm", t, action)
            return False
        return t.apply(action)


    def gives_up(self, action: str) -> bool:
        """Whether ``action`` gives up the hand and the player wants to be asked first."""
        t = self.table
        word = t.game.give_up
        return bool(t.app.settings.confirm_fold and word and action.split()[:1] == [word])
