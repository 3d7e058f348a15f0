"""Playing from the viewer's own hand: a click on a card (or its number, 1..9, or Enter on
the card the keyboard focus rests on) takes the action that card takes now (choosing it as
the secret first card, playing it); a card the turn does not take is refused with the
reason. The card under the pointer lifts a little when it can be played."""

from __future__ import annotations

import pygame

from .. import words
from ..focus import FocusTarget


class HandInput:
    """The input of the hand a table's part holds (``hand``: its ``viewer_hand``,
    ``card_rect``, ``place_hand`` and ``hover``, the card under the pointer)."""

    def __init__(self, table, hand) -> None:
        self.table = table
        self.hand = hand

    def card_action(self, c) -> str | None:
        """The action a click on the viewer's hand card ``c`` takes, if legal now."""
        if c.tag is None:
            return None
        legal = self.table.legal_for_human()
        for word in ("choose", "play"):
            a = f"{word} {c.tag}"
            if a in legal:
                return a
        return None

    def focus_targets(self) -> list:
        """The cards of the hand that may be chosen or played now, for the keyboard focus,
        each said with its place in the hand ("7, card 2 of 5, playable")."""
        t = self.table
        hand = self.hand.viewer_hand()
        return [FocusTarget(("card", i, c.tag), self.hand.card_rect(c), lambda i=i: self.click(i),
                            words.hand_card(c.name, i, len(hand)), words.card_words(c.name))
                for i, c in enumerate(hand) if self.card_action(c) is not None]

    def hand_words(self) -> list[str]:
        return [words.card_words(c.name) for c in self.hand.viewer_hand()]

    def card_at(self, pos) -> int | None:
        """The index of the viewer's hand card at ``pos`` (the topmost), or None."""
        t = self.table
        hand = self.hand.viewer_hand()
        for i in range(len(hand) - 1, -1, -1):
            c = hand[i]
            r = pygame.Rect(0, 0, t.app.sprites.width_for(int(c.h), t.deck), int(c.h))
            r.center = (int(c.x), int(c.y))
            if r.collidepoint(pos):
                return i
        return None

    def handle(self, event) -> bool:
        t = self.table
        if event.type == pygame.MOUSEMOTION:
            i = self.card_at(event.pos)
            if i != self.hand.hover:
                self.hand.hover = i
                if t.idle:
                    self.hand.place_hand(t.seats.bottom_seat, t.t(0.08))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.card_at(event.pos)
            if i is not None:
                self.click(i)
                return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.hand.viewer_hand()):
                self.click(i)
                return True
        return False

    def click(self, i: int) -> None:
        t = self.table
        c = self.hand.viewer_hand()[i]
        action = self.card_action(c)
        if action is not None:
            t.human_action(action)
            return
        legal = t.state.legal_strings() if t.human_to_act() else []
        if any(a.startswith(("choose", "play")) for a in legal) or not t.human_to_act():
            verb = "choose" if t.facts.get("phase") == "choose" else "play"
            t.human_action(f"{verb} {c.tag}")  # refused with the engine's reason
        else:
            t.refuse(t.no_card_reason())
