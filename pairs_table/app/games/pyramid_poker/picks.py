"""What a human may act on at the Pyramid Poker table, and how: the places that light up
(an empty place while building, a free block while taking apart), the hands (choosing a
hand for the block taken), the joker's revealed blocks, and with an open supply the
player's own blocks to choose from before a place.

Every legal action is read with the engine's decoders (``parse_legal``, ``action_kind``,
``action_slot``, ``action_card``) and every action the table makes comes from its named
constructors, so no action string is ever taken apart here. The things that can be acted
on are the table's :class:`~...focus.FocusTarget` s: Tab and the arrow keys move the one
keyboard focus over them and the panel's buttons alike, Enter or Space acts on the one
with the focus, a click acts on the one under the pointer.
"""

from __future__ import annotations

import pygame

from ....engine import pyramid_poker as pp
from ... import words
from ...focus import FocusTarget
from ...i18n import tr
from ...table.log import Msg
from .geometry import front_rect


class Picks:
    def __init__(self, table) -> None:
        self.t = table
        self.selected: str | None = None  # open supply: the chosen block's card
        self._key = None
        self._targets: list = []

    # ---- what may be acted on ---------------------------------------------------------------------
    def targets(self) -> list[tuple[str, tuple]]:
        """(action, thing) of each action the human may take on the table now; a thing is
        ("slot", i), ("hand", k) or ("tray", i)."""
        t = self.t
        key = (t.version, self.selected, t.idle, len(t.pic.tray), t.seats.viewer)
        if key != self._key:
            self._key = key
            self._targets = self._find()
        return self._targets

    def _find(self) -> list[tuple[str, tuple]]:
        t = self.t
        out = []
        names = [b.card for b in t.pic.tray]
        for text in t.legal_for_human():
            action = pp.parse_legal(text)
            kind = pp.action_kind(action)
            if kind in ("place", "take"):
                if kind == "place" and t.open_supply and pp.card_name(pp.action_card(action)) != self.selected:
                    continue
                out.append((text, ("slot", pp.action_slot(action))))
            elif kind == "hand":
                out.append((text, ("hand", pp.decode(action)[2])))
            else:
                card = pp.card_name(pp.action_card(action))
                if card in names:
                    out.append((text, ("tray", names.index(card))))
        return out

    def choosing_own(self) -> bool:
        """An open supply's builder may choose one of their blocks now."""
        t = self.t
        return bool(t.open_supply and t.pic.own and t.facts["phase"] == "build" and t.legal_for_human())

    def offered(self) -> set[str]:
        """Every action the human can reach now: the targets and the visible buttons; with an
        open supply, each of the player's blocks against each place it may go."""
        t = self.t
        shown = {a for a, b in t.action_buttons.items() if b.visible}
        if self.choosing_own():
            cards = {b.card for b in t.pic.own}
            return shown | {a for a in t.legal_for_human()
                            if pp.card_name(pp.action_card(pp.parse_legal(a))) in cards}
        return shown | {a for a, _ in self.targets()}

    def rect(self, thing) -> pygame.Rect:
        """Where a target is: a place of the pyramid, a hand, a tray block, an own block."""
        t = self.t
        g = t.geo
        if thing[0] == "slot":
            return g.slot_rect(thing[1])
        if thing[0] == "hand":
            seat = t.state.to_act
            return g.hand_rect(t.side(seat) if seat is not None else 0, thing[1])
        if thing[0] == "tray":
            b = t.pic.tray[thing[1]]
            return front_rect(g, b.x, b.y)
        b = next(b for b in t.pic.own if b.card == thing[1])
        return front_rect(g, b.x, b.y)

    def focus_targets(self) -> list[FocusTarget]:
        out = [FocusTarget(thing, self.rect(thing), lambda a=action: self.act(a), self.words(thing))
               for action, thing in self.targets()]
        if self.choosing_own():
            out += [FocusTarget(("own", b.card), front_rect(self.t.geo, b.x, b.y), lambda c=b.card: self.select(c),
                                words.card_words(b.card)) for b in self.t.pic.own]
        return out

    def words(self, thing) -> str:
        """A target as it is said when the focus reaches it: a place by its row and block,
        a hand by its number and key, a block by its card."""
        if thing[0] == "slot":
            return words.place(pp.SLOTS[thing[1]])
        if thing[0] == "hand":
            return tr("Hand {k}  [{k}]", k=thing[1])
        return words.card_words(self.t.pic.tray[thing[1]].card)

    def focused(self):
        """The thing the keyboard focus rests on at this table (None: none of its things)."""
        app = self.t.app
        if app.stack.top is not self.t:
            return None
        cur = app.focus.current()
        return cur.key if isinstance(cur, FocusTarget) else None

    # ---- acting ------------------------------------------------------------------------------------------
    def act(self, action: str) -> None:
        self.t.human_action(action)

    def select(self, card: str | None) -> None:
        """Open supply: choose (or put back, ``None``) one of the player's blocks."""
        t = self.t
        if not t.legal_for_human():
            return
        self.selected = card
        t.layout_own(t.t(0.12))
        t.touch()

    def hit(self, pos):
        """What is under the pointer: ("tray", i), ("own", card), ("slot", i), ("hand", k) or None."""
        t = self.t
        g = t.geo
        for i, b in enumerate(t.pic.tray):
            if front_rect(g, b.x, b.y).collidepoint(pos):
                return ("tray", i)
        for b in reversed(t.pic.own):
            if front_rect(g, b.x, b.y).collidepoint(pos):
                return ("own", b.card)
        for slot in range(pp.NSLOTS):
            if g.slot_rect(slot).collidepoint(pos):
                return ("slot", slot)
        seat = t.state.to_act
        bottom = t.side(seat) if seat is not None else 0
        for k in (1, 2, 3):
            if g.hand_rect(bottom, k).inflate(g.fan, g.fan).collidepoint(pos):
                return ("hand", k)
        return None

    def click(self, pos) -> bool:
        t = self.t
        thing = self.hit(pos)
        if thing is None:
            return False
        if thing[0] == "own":
            self.select(None if self.selected == thing[1] else thing[1])
            return True
        for action, target in self.targets():
            if target == thing:
                self.act(action)
                return True
        if thing[0] != "slot" or not t.human_to_act():
            return False
        phase = t.facts["phase"]
        if phase == "build" and t.open_supply and self.selected is None:
            t.refuse(Msg("Choose one of your blocks first, then a slot."))
            return True
        if phase == "build":
            card = pp.parse_card(self.selected) if t.open_supply else None
            action = pp.place_action(thing[1], card)
        elif phase == "pick":
            action = pp.take_action(thing[1])
        else:
            return False
        self.act(pp.action_string(action))  # refused with the rules' reason in words
        return True

    def enter(self) -> bool:
        """Enter or Space with nothing focused: the focus comes to the first thing that can
        be acted on (Enter again acts on it)."""
        items = self.focus_targets()
        if not items:
            return False
        self.t.app.focus.focus(items[0])
        self.t.touch()
        return True
