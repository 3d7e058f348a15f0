"""The Hasenpfeffer table: two partnerships (partners opposite, plates marked with their
side's colour), the auction as tokens on the plates, the widow, trumps named in the middle
of the felt, six tricks played to the middle, tricks and points per side.

The sides are named as the table is drawn: the viewer sits at the bottom edge, so the
viewer's side, at the bottom and top edges, is north-south (NS) and the other east-west
(EW), whichever seats the engine gives them (its seat 0 is North).

Made of kit parts: the viewer's hand is a :class:`~...table.hand.HeldHand` along the bottom
edge (a fan drawn in its own order, so every index shows after each re-sort), the others'
hands fans of backs by their plates, the trick around the trump marker
(:mod:`~...table.trick`), the plates, the side panel with the score board (:mod:`.panel`),
the banner and the action bar (:mod:`.controls`). Only the viewer's hand is face up: every
event reaches the table as its viewer may see it, and the others' cards show their faces
only when the engine's ``play`` event makes them public. The engine's events become steps in
:mod:`.handlers`; the pieces of the felt are drawn by :mod:`.pieces`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ....engine import hasenpfeffer as hp
from ...anim import CardVis
from ...focus import FocusTarget
from ...i18n import tr
from ...table.geometry import CARD_ASPECT
from ...table.hand import HeldHand
from ...table.log import Msg
from ...table.picture import TablePicture
from ...table.plate import PlateValue, Token
from ...table.scene import TableScene
from ...widgets import retext
from . import panel
from .controls import Controls
from .handlers import BACK, WIDOW_GLOW, HasenHandlers
from .layout import hasen_geometry
from .order import hand_order
from .pieces import TRUMP_GROW, Pieces
from .said import bid, side_of, side_word, sides_in_order
from ... import words
from ...words import SUIT_SYMBOLS

HANDOVER_HINTS = {"auction": "Bid or pass.", "trump": "You won the auction: take the widow and name trumps.",
                  "discard": "Discard one card face down.", "lone": "Decide whether to play alone.",
                  "play": "Play a card to the trick."}
TOKEN_HIGH = (255, 214, 96)
TOKEN_PASS = (150, 160, 155)


@dataclass
class HasenPicture(TablePicture):
    hands: list = field(default_factory=list)  # per seat: its HeldHand
    trick: list = field(default_factory=list)  # (seat, CardVis) of the trick in play
    piles: list = field(default_factory=lambda: [0, 0, 0, 0])  # tricks won per seat
    side_tricks: list = field(default_factory=lambda: [0, 0])
    widow_vis: CardVis | None = None
    discard_vis: CardVis | None = None
    bubbles: dict = field(default_factory=dict)  # seat -> its bid ("pass", "3", "little pepper")
    scores: list = field(default_factory=list)  # per side: seats 0 and 2, seats 1 and 3
    target: int = 0
    deal_no: int = 0
    declarer: int | None = None
    contract: str | None = None
    contract_size: int | None = None
    high: tuple | None = None  # (bid, seat) of the highest bid
    forced: bool = False
    trump: str | None = None
    trump_clock: float = 0.0
    alone: bool | None = None
    out: int | None = None  # the partner set aside
    last_trick: tuple | None = None  # (cards [[seat, card]], winner)
    summary: dict | None = None  # the scored deal, shown until the next deal
    dealing: bool = False
    show_last: bool = False  # the last trick shown (the T key)


class HasenpfefferTable(TableScene):
    def __init__(self, app, config) -> None:
        self.geo = None
        super().__init__(app, config)
        self.session_wins = [0, 0]
        self._rising = False
        self.controls = Controls(self)
        self.pieces = Pieces(self)
        self.board = panel.ScoreBoard(self)
        self.reset_picture()
        self.events.register(HasenHandlers(self).handlers())

    def make_layout(self, size):
        self.geo = hasen_geometry(super().make_layout(size))
        return self.geo.table

    def new_picture(self) -> HasenPicture:
        """A new game's picture, and each deal's (kept in step with the animations, not with
        the state)."""
        return HasenPicture(hands=[HeldHand() for _ in range(4)], scores=list(self.facts["scores"]),
                            target=self.facts["target"])

    @property
    def face_seat(self) -> int | None:
        """The seat whose hand is drawn face up (None: every hand is backs)."""
        return self.seats.viewer

    @property
    def pepper(self) -> bool:
        return self.facts["options"]["bid_scale"] == "pepper"

    def winner_side(self) -> int:
        """0 (seats 0 and 2) or 1 (seats 1 and 3) once a side has won the game, else -1."""
        winners = self.facts["winners"]
        return side_of(winners[0]) if winners else -1

    def who(self, seat: int):
        """A seat as named in a sentence, put into words when shown: the one human's name
        makes the sentence's second-person form ("You won the trick")."""
        return self.seats.ref(seat)

    @staticmethod
    def card_art(card: int) -> str:
        """The deck's name of a card's face."""
        return hp.card_name(card)

    def discard_face(self):
        """The discarded card when the viewer is the declarer (their own view shows it)."""
        seat = self.face_seat
        if seat is None or seat != self.pic.declarer or self.pic.discard_vis is None:
            return None
        return self.state.view(seat)["discard"]

    # ---- hands ------------------------------------------------------------------------------------------
    def new_card(self, name: str, tag, face_up: bool, pos=None) -> CardVis:
        c = self.card_vis(name, pos or self.geo.centre, face_up)
        c.tag = tag
        return c

    def holds_faces(self, seat: int) -> bool:
        return seat == self.face_seat and self.pic.out != seat

    def hand_fan(self, seat: int):
        n = len(self.pic.hands[seat])
        if self.holds_faces(seat) and self.geo.slot(seat) == 0:
            return self.geo.hand_fan(n)
        return self.geo.backs(seat, n, aside=self.pic.out == seat)

    def place_hand(self, seat: int, duration: float, face_up=None) -> None:
        self.pic.hands[seat].place_fan(self.hand_fan(seat), duration, face_up)

    def sort_hand(self, duration: float) -> None:
        """The viewer's hand in its order again (after the widow joins it, after trumps)."""
        seat = self.face_seat
        if seat is None:
            return
        hand = self.pic.hands[seat]
        order = hand_order([c.tag for c in hand if c.tag is not None], self.pic.trump)
        hand.sort(lambda c: order.index(c.tag) if c.tag in order else len(order))
        f = self.hand_fan(seat)
        for c, pos in zip(hand, f.positions):
            c.send(pos, f.card[1], True, duration, c.on_arrive if c.moving else None)

    def pick_up_hand(self) -> None:
        """The viewer picks up the dealt cards: their faces, sorted, at hand size."""
        self.pic.dealing = False
        seat = self.face_seat
        if seat is not None:
            cards = hand_order(self.state.view(seat)["hand"], self.pic.trump)
            for c, card in zip(self.pic.hands[seat], cards):
                c.name, c.tag = self.card_art(card), card
            self.place_hand(seat, self.t(0.3), True)
        self.touch()

    def rebuild_hands(self) -> None:
        """The hands as the viewer's view says now (only when the table is at rest)."""
        view = self.state.view(self.face_seat)
        for seat in range(4):
            for c in self.pic.hands[seat].clear():
                self.drop(c)
            if self.holds_faces(seat):
                for card in hand_order(view["hand"], self.pic.trump):
                    self.pic.hands[seat].add(self.new_card(self.card_art(card), card, True))
            else:
                n = view["hand_sizes"][seat] if self.pic.out != seat else view["set_aside"]
                for _ in range(n):
                    self.pic.hands[seat].add(self.new_card(BACK, None, False))
        if self.pic.widow_vis is not None:
            self.pic.widow_vis.name = BACK if not view["annulled"] else self.card_art(hp.JOKER)
            self.pic.widow_vis.face = 1.0 if view["annulled"] else 0.0

    def place_cards(self, duration: float = 0.0) -> None:
        for seat in range(4):
            self.place_hand(seat, duration)
        ch = self.layout.card[1]
        for seat, c in self.pic.trick:
            c.send(self.geo.trick_spot(seat), ch, None, duration)
        if self.pic.widow_vis is not None:
            self.pic.widow_vis.send(self.geo.centre, ch, None, duration)
        if self.pic.discard_vis is not None and self.pic.declarer is not None:
            self.pic.discard_vis.send(self.geo.discard_spot(self.pic.declarer), self.geo.pile_card[1], False, duration)

    def view_changed(self, old, new) -> None:
        """After a hand-over: every hand again from the new viewer's view; a declarer about to
        name trumps or discard sees which card the widow was."""
        self.pieces.clear()
        self.rebuild_hands()
        self.place_cards(0.0)
        view = self.state.view(self.face_seat)
        if view["widow"] is not None and view["phase"] in ("trump", "discard"):
            c = self.pic.hands[new].find(view["widow"])
            if c is not None:
                c.glow = WIDOW_GLOW

    def fast_forward(self, events) -> None:
        """A resumed game: the public picture from the events, the hands from the view."""
        super().fast_forward(events)
        self.rebuild_hands()
        self.place_cards(0.0)

    def handover_hint(self, seat: int) -> str:
        phase = self.facts["phase"]
        return tr(HANDOVER_HINTS[phase]) if phase in HANDOVER_HINTS else ""

    # ---- choosing cards -----------------------------------------------------------------------------------
    def card_choice_phase(self) -> str | None:
        """"play" or "discard" when the viewer must choose one of their cards now."""
        seat = self.face_seat
        if seat is None or self.state.to_act != seat or not self.human_to_act():
            return None
        ph = self.facts["phase"]
        return ph if ph in ("play", "discard") else None

    def my_cards_legal(self) -> dict[int, str]:
        """Card id -> the action that plays or discards it, for the viewer now."""
        return self.controls.cards() if self.card_choice_phase() is not None else {}

    def card_at(self, pos) -> CardVis | None:
        seat = self.face_seat
        if seat is None or not self.holds_faces(seat):
            return None
        c = self.pic.hands[seat].card_at(pos, CARD_ASPECT)
        return c if c is not None and c.tag is not None else None

    def click_card(self, c: CardVis) -> bool:
        """The viewer chose one of their cards: the engine plays or discards it, or says why not."""
        return self.human_action(self.controls.card_action(c.tag))

    def focus_targets(self) -> list:
        seat = self.face_seat
        if self.card_choice_phase() is None:
            return []
        hand = self.pic.hands[seat]
        legal = self.my_cards_legal()
        cards = list(hand)
        return [FocusTarget(("card", c.tag), hand.rect(c, CARD_ASPECT), lambda c=c: self.click_card(c),
                            words.hand_card(c.name, i, len(cards)), words.card_words(c.name))
                for i, c in enumerate(cards) if c.tag in legal]

    def hand_words(self) -> list[str]:
        seat = self.face_seat
        return [words.card_words(c.name) for c in self.pic.hands[seat]] if seat is not None and self.holds_faces(seat) else []

    def key_labels(self) -> list:
        """1 to 9 over the cards of the hand while a card of it is to be played or discarded."""
        if self.card_choice_phase() is None:
            return []
        hand = self.pic.hands[self.face_seat]
        return [(str(i + 1), hand.rect(c, CARD_ASPECT)) for i, c in enumerate(list(hand)[:9])]

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.face_seat is not None:
            hover = self.card_at(event.pos)
            if hover is not self.pic.hands[self.face_seat].hover:
                self.pic.hands[self.face_seat].hover = hover
                self.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            c = self.card_at(event.pos)
            if c is not None:
                self.click_card(c)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_t:
                self.toggle_last()
                return True
            if self.card_choice_phase() is not None and pygame.K_1 <= event.key <= pygame.K_9:
                hand = self.pic.hands[self.face_seat]
                i = event.key - pygame.K_1
                if i < len(hand):
                    self.click_card(hand[i])
                return True
        return super().handle(event)

    # ---- the last trick ----------------------------------------------------------------------------------
    def extra_tools(self) -> list:
        return [("last", self.last_label(), "quiet", tr("Show the trick just played (key: T)"))]

    def last_label(self) -> str:
        return tr("Hide last trick  [T]") if self.pic.show_last else tr("Last trick  [T]")

    @property
    def last_button(self):
        return self.panel_widgets.tool("last")

    def tool_pressed(self, name: str) -> None:
        if name == "last":
            self.toggle_last()

    def toggle_last(self) -> None:
        if self.pic.last_trick is None:
            self.refuse(Msg("No trick has been played yet in this deal."))
            return
        self.pic.show_last = not self.pic.show_last
        if self.last_button is not None:
            retext(self, self.last_button, self.last_label(), "quiet")
        self.touch()

    # ---- per frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        seat = self.face_seat
        was = self._rising
        if seat is None:
            self._rising = False
            return
        legal = self.my_cards_legal()
        self._rising = self.pic.hands[seat].update(dt, lambda c: c.tag in legal, self.geo.rise, self.speed <= 0)
        if self._rising or was:
            self.invalidate()

    def moving(self) -> bool:
        """Cards still rising or sinking in the hand; the trump marker still growing in."""
        growing = self.pic.trump and self.speed > 0 and self.clock - self.pic.trump_clock < TRUMP_GROW
        return self._rising or bool(growing)

    # ---- what the plates, the panel and the buttons show ------------------------------------------------
    def action_specs(self) -> list:
        return self.controls.specs()

    def side_word(self, k: int) -> str:
        """Side ``k``'s name as the table is drawn now (the bottom and top seats are NS)."""
        return side_word(k, self.seats.bottom_seat)

    def sides_in_order(self) -> tuple[int, int]:
        """The two sides, the one named NS (the bottom seat's) first."""
        return sides_in_order(self.seats.bottom_seat)

    def plate_value(self, seat: int) -> PlateValue:
        side = side_of(seat)
        return PlateValue(f"{self.side_word(side)} {self.pic.scores[side]}")

    def plate_tokens(self, seat: int) -> list:
        """The seat's bid while the auction runs; the declarer's contract, trumps and "alone";
        "sits out" for a partner set aside."""
        out = []
        said = self.pic.bubbles.get(seat)
        if seat == self.pic.declarer and self.pic.contract is not None:
            text = bid(self.pic.contract).text()
            if self.pic.trump:
                text += " " + SUIT_SYMBOLS[self.pic.trump]
            if self.pic.alone:
                text += " " + tr("alone")
            out.append(Token(text, TOKEN_HIGH))
        elif said is not None:
            high = self.pic.high is not None and self.pic.high[1] == seat
            out.append(Token(tr("Pass") if said == "pass" else bid(said).text(), TOKEN_HIGH if high else TOKEN_PASS))
        if seat == self.pic.out:
            out.append(Token(tr("sits out"), TOKEN_PASS))
        return out

    def status_lines(self) -> list:
        return panel.status_lines(self)

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        return self.board.draw(surface, x, y, width)

    def banner_avoid(self) -> list:
        """The trick, the viewer's hand and the acting seat's plate and cards."""
        out = [self.geo.trick_box, self.layout.centre]
        if self.active is not None:
            out.append(self.layout.spot(self.active).plate)
        seat = self.face_seat
        if seat is not None and len(self.pic.hands[seat]):
            out.append(pygame.Rect(self.pic.hands[seat].rect(self.pic.hands[seat][0], CARD_ASPECT)).unionall(
                [self.pic.hands[seat].rect(c, CARD_ASPECT) for c in self.pic.hands[seat]]))
        return out

    def clear_caches(self) -> None:
        self.pieces.clear()
        super().clear_caches()

    # ---- drawing --------------------------------------------------------------------------------------------
    def draw_table(self, surface) -> None:
        p = self.pieces
        p.side_stripes(surface)
        if self.pic.trump:
            p.trump_marker(surface)
        p.piles(surface)
        p.cards(surface)
        p.labels(surface)
        if self.pic.show_last and self.pic.last_trick is not None:
            p.last_trick(surface)
        if self.pic.summary is not None:
            p.summary(surface)

    # ---- the end of a game -----------------------------------------------------------------------------------
    def show_result(self) -> None:
        if not self.finished:
            side = self.winner_side()
            if side >= 0:
                self.session_wins[side] += 1
        super().show_result()

    def result_scene(self):
        from .result import HasenResult

        return self.app.screens.make("result", self, HasenResult(self))

