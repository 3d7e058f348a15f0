"""Hawthorn (rule book, section 3), played as a chip session (section 6).

One state is one session; each hand antes 1, deals 5 secret cards to each player, collects
the secret first-card choices (``choose R``, in seat order 0, 1, 2, ...), reveals them
together, finds the first player (LOW-TIE in DISCARD_PAIRS mode) who takes the button,
then plays laps from the button: odd rounds are deck rounds (``hit`` / ``fold``), even
rounds hand rounds (``play R`` / ``fold``). Catching a pair costs its rank, folding costs
``L``; the last player in takes the whole pot.

Events (kind: ``data`` keys), besides the shared ones of :mod:`.chipgame` (``hand_start``,
``deal``, ``choose``, ``reveal``, ``tie``, ``tie_card``, ``tie_pair_discarded``,
``tie_no_card``, ``reshuffle``, ``pair``, ``out``, ``pot_won``) and :mod:`.session`
(``antes``, ``busted_out``, ``left_session``, ``session_over``):

* ``button`` (``seat``): the first player, who takes the first-player button;
* ``round`` (``round``, ``type`` "deck" / "hand", ``start``): a lap begins at ``start``;
* ``hit`` (``seat``, ``rank``): drew a card face up onto the stack;
* ``play`` (``seat``, ``rank``): played a card from the hand face up onto the stack;
* ``fold`` (``seat``, ``L``, ``owed``, ``paid``): folded and paid ``L`` (S-4 may cut it).
"""

from __future__ import annotations

from .base import GameInfo
from .cards import pairs_card_name, parse_pairs_card
from .chipgame import CHOOSE, FOLD, HIT, PLAY, SecretHandGame
from .session import SESSION_OPTIONS


class HawthornState(SecretHandGame):
    HAND_SIZE = 5
    ANTE = 1
    ACTION_WORDS = ("choose", "hit", "play", "fold")

    def _reset_rounds(self) -> None:
        self.button = None

    def _after_reveal(self, ev) -> None:
        first = self._smallest_stack(self.seats_in, ev)
        self.button = first
        ev.add("button", first, {"seat": first},
               "seat {seat} is the first player and takes the button")
        self.phase = "play"
        self.round_no = 1
        self._start_round(ev)

    def _start_round(self, ev) -> None:
        """3.6: a lap from the button, or the first active seat clockwise from it."""
        start = self._first_active_from(self.button)
        self._start_lap(start)
        kind = "deck" if self.round_no % 2 else "hand"
        ev.add("round", None, {"round": self.round_no, "type": kind, "start": start},
               "round {round} ({type} round) starts with seat {start}")

    def legal_actions(self) -> list[int]:
        if self.turn is None:
            return []
        if self.phase == "choose":
            return self._choose_actions()
        if self.round_no % 2:
            return [HIT, FOLD] if self._can_draw() else [FOLD]
        return self._hand_actions(FOLD)

    def _act(self, action: int) -> list:
        ev = self.events()
        s = self.turn
        if action <= CHOOSE + 10:
            self._choose(action - CHOOSE, ev)
            return ev
        if action == FOLD:
            low = self._low()
            paid = self._pay(s, low)
            ev.add("fold", s, {"seat": s, "L": low, "owed": low, "paid": paid},
                   f"seat {s} folded and {self._paid_text(paid, low)}")
            self._go_out(s, ev)
        else:
            if action == HIT:
                card = self._draw(ev)
                if ev.recording:
                    ev.add("hit", s, {"seat": s, "rank": card}, "seat {seat} drew {rank}")
            else:
                card = action - PLAY
                self.hands[s].remove(card)
                if ev.recording:
                    ev.add("play", s, {"seat": s, "rank": card}, "seat {seat} played {rank}")
            if self._add_to_stack(s, card):
                self._pair_out(s, card, ev)
        if self.n_active == 1:
            self._award(self._active_seats(), ev)
        elif not self._next_in_lap():
            self.round_no += 1
            self._start_round(ev)
        return ev

    def _why(self, action: int) -> tuple[str, dict] | None:
        if self.phase == "play":
            if action == HIT:
                if self.round_no % 2 == 0:
                    return "hand_round", {"round": self.round_no}
                return "fold_no_draw", {}
            if PLAY < action <= PLAY + 10 and self.round_no % 2:
                return "deck_round", {"round": self.round_no}
        return self._why_choose(action)

    def _load_view(self, view: dict) -> None:
        super()._load_view(view)
        self.button = view["button"]
        self.phase = "choose" if view["phase"] == "choose" else "play"
        if self.phase == "play" and self.turn is not None:
            # the lap began at the first seat active from the button; the seats before it
            # are out for good, so counting the lap from the button visits the same seats
            self.lap_start = self.button
            self.lap_off = (self.turn - self.button) % self.players

    def _game_view(self, seat: int, v: dict) -> None:
        self._secret_view(seat, v)
        v["button"] = self.button
        v["round"] = self.round_no
        v["round_type"] = None if not self.round_no else ("deck" if self.round_no % 2 else "hand")
        v["fold_cost"] = v["L"]



# The refusal codes only this game uses (code -> English template; see engine/refusals.py).
REFUSALS = {
    "hand_round": "round {round} is a hand round: play a card or fold",
    "deck_round": "round {round} is a deck round: hit or fold",
    "fold_no_draw": "no card can be drawn: fold",
}

GAME = GameInfo(
    name="hawthorn",
    title="Hawthorn",
    min_players=2,
    max_players=6,
    options=SESSION_OPTIONS,
    state_class=HawthornState,
    chips=True,
    hidden_info=True,
    blurb="Secret hands of five. Deck rounds and hand rounds alternate: draw or play a card "
          "onto your stack, or fold for the lowest card in play. A pair costs its rank; "
          "the last player in takes the pot.",
    parse_card=parse_pairs_card,
    card_name=pairs_card_name,
)
HawthornState.info = GAME

__all__ = ["GAME", "HawthornState"]
