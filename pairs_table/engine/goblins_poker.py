"""Goblin's Poker (rule book, section 4), played as a chip session (section 6).

One state is one session; each hand antes 1, deals 6 secret cards to each player and
collects the secret first-card choices (``choose R``, in seat order 0, 1, 2, ...), revealed
together. Then up to 5 rounds: a turn phase from the smallest stack (4.6, LOW-TIE in
DISCARD_PAIRS mode on a perfect tie) where each active player plays a card face down
(``play R``) or passes (``pass``: pot + L, or L with ``goblin_pass_cost = "low_only"``),
and a deal phase: the centre cards are shuffled and dealt back face up from the smallest
stack, clockwise; a pair costs its rank. The last player in takes the pot; survivors of
round 5 split it and the remainder carries over.

Who played which centre card is never in a view or a public event: only its owner's
``secret``.

Events (kind: ``data`` keys), besides the shared ones of :mod:`.chipgame` (``hand_start``,
``deal``, ``choose``, ``reveal``, ``tie``, ``tie_card``, ``tie_pair_discarded``,
``tie_no_card``, ``reshuffle``, ``pair``, ``out``, ``pot_won``, ``pot_split``) and
:mod:`.session` (``antes``, ``busted_out``, ``left_session``, ``session_over``):

* ``round`` (``round``, ``start``): a turn phase begins with the smallest stack ``start``;
* ``play`` (``seat``, ``centre``: centre size after; secret ``rank`` for the player):
  a card played face down to the centre;
* ``pass`` (``seat``, ``pot``, ``L``, ``owed``, ``paid``): passed, paid and out;
* ``centre_shuffle`` (``count``, ``order``: the seats in dealing order): the centre cards
  are shuffled before the deal phase;
* ``deal_back`` (``seat``, ``rank``): a centre card dealt face up onto a stack;
* ``centre_discarded`` (``count``): centre cards left undealt go to the dead cards unseen.
"""

from __future__ import annotations

from .base import GameInfo, Option
from .cards import pairs_card_name, parse_pairs_card
from .chipgame import CHOOSE, HIDDEN, PASS, PLAY, SecretHandGame
from .session import SESSION_OPTIONS

ROUNDS = 5
PASS_COST = Option("goblin_pass_cost", "pot_plus_low", choices=("pot_plus_low", "low_only"),
                   help="what a pass costs: the pot plus L (rules), or only L (playtest option)")


class GoblinsPokerState(SecretHandGame):
    HAND_SIZE = 6
    ANTE = 1
    ACTION_WORDS = ("choose", "play", "pass")

    def _reset_rounds(self) -> None:
        self.centre = []
        self.played = [None] * self.players

    def _after_reveal(self, ev) -> None:
        self.phase = "turn"
        self.round_no = 1
        self._start_turn_phase(ev)

    def _start_turn_phase(self, ev) -> None:
        """4.6 (a): the smallest stack acts first; one lap clockwise."""
        start = self._smallest_stack(self._active_seats(), ev)
        self._start_lap(start)
        ev.add("round", None, {"round": self.round_no, "start": start},
               "round {round} starts with seat {start} (smallest stack)")

    def pass_cost(self) -> int:
        low = self._low()
        if self.options["goblin_pass_cost"] == "low_only":
            return low
        return self.session.pot + low

    def legal_actions(self) -> list[int]:
        if self.turn is None:
            return []
        if self.phase == "choose":
            return self._choose_actions()
        return self._hand_actions(PASS)

    def _act(self, action: int) -> list:
        ev = self.events()
        s = self.turn
        if action <= CHOOSE + 10:
            self._choose(action - CHOOSE, ev)
            return ev
        if action == PASS:
            low = self._low()
            pot = self.session.pot
            owed = self.pass_cost()
            paid = self._pay(s, owed)
            ev.add("pass", s, {"seat": s, "pot": pot, "L": low, "owed": owed, "paid": paid},
                   f"seat {s} passed and {self._paid_text(paid, owed)}")
            self._go_out(s, ev)
            if self.n_active == 1:
                self._discard_centre(self.centre, ev)
                self.centre = []
                self.played = [None] * self.players
                self._award(self._active_seats(), ev)
                return ev
        else:
            r = action - PLAY
            self.hands[s].remove(r)
            self.centre.append(r)
            self.played[s] = r
            ev.add("play", s, {"seat": s, "centre": len(self.centre)},
                   "seat {seat} played a card face down", {"rank": r}, (s,))
        if not self._next_in_lap():
            self._deal_phase(ev)
        return ev

    def _discard_centre(self, cards, ev) -> None:
        if cards:
            self.dead_hidden.extend(cards)
            ev.add("centre_discarded", None, {"count": len(cards)},
                   f"{len(cards)} undealt centre card{'s' if len(cards) > 1 else ''} "
                   "go to the dead cards unrevealed")

    def _deal_phase(self, ev) -> None:
        """4.7 deal phase: shuffle the centre, deal it back from the smallest stack."""
        cards = self.centre
        self.centre = []
        self.played = [None] * self.players
        self.shuffler.shuffle(cards, self.rng)
        first = self._smallest_stack(self._active_seats(), ev)
        n = self.players
        order = [t for t in ((first + k) % n for k in range(n)) if self.active[t]]
        assert len(order) == len(cards), "one centre card per active player"
        ev.add("centre_shuffle", None, {"count": len(cards), "order": order, "first": first},
               "the {count} centre cards are shuffled and dealt from seat {first}")
        for i, t in enumerate(order):
            c = cards[i]
            pair = self._add_to_stack(t, c)
            if ev.recording:
                ev.add("deal_back", t, {"seat": t, "rank": c}, "seat {seat} was dealt {rank}")
            if pair:
                self._pair_out(t, c, ev)
                if self.n_active == 1:
                    self._discard_centre(cards[i + 1:], ev)
                    self._award(self._active_seats(), ev)
                    return
        if self.round_no >= ROUNDS:
            self._award(self._active_seats(), ev)
            return
        self.round_no += 1
        self._start_turn_phase(ev)

    def _hidden_slots(self, seat: int) -> list:
        slots = super()._hidden_slots(seat)
        for t in self.seats_in:
            if t != seat and self.played[t] is not None:
                slots.append((self.played, t, t + 1))
        return slots

    def _after_determinize(self, seat: int) -> None:
        own = [self.played[seat]] if self.played[seat] is not None else []
        self.centre = own + [p for t, p in enumerate(self.played) if t != seat and p is not None]

    def _load_view(self, view: dict) -> None:
        super()._load_view(view)
        seat = view["seat"]
        self.phase = "choose" if view["phase"] == "choose" else "turn"
        if view["lead"] is not None and self.turn is not None:
            n = self.players
            self.lap_start = view["lead"]
            self.lap_off = (self.turn - self.lap_start) % n
            for off in range(self.lap_off):  # the active seats before the turn have played
                t = (self.lap_start + off) % n
                if self.active[t]:
                    self.played[t] = view["my_played"] if t == seat else HIDDEN

    def all_cards(self) -> list[int]:
        return super().all_cards() + self.centre

    def _why(self, action: int) -> tuple[str, dict] | None:
        return self._why_choose(action)

    def _game_view(self, seat: int, v: dict) -> None:
        self._secret_view(seat, v)
        v["round"] = self.round_no
        v["rounds"] = ROUNDS
        v["lead"] = self.lap_start if self.phase == "turn" else None
        v["centre_size"] = len(self.centre)
        v["my_played"] = self.played[seat] if seat is not None else None
        v["pass_cost"] = self.pass_cost() if v["L"] is not None else None
        v["pass_cost_rule"] = self.options["goblin_pass_cost"]


GAME = GameInfo(
    name="goblins_poker",
    title="Goblin's Poker",
    min_players=3,
    max_players=8,
    options=SESSION_OPTIONS + (PASS_COST,),
    state_class=GoblinsPokerState,
    chips=True,
    hidden_info=True,
    blurb="Secret hands of six. Each round everyone plays a card face down or passes for "
          "the pot plus the lowest card in play; the played cards are shuffled and dealt "
          "back face up. A pair knocks you out. The last in takes the pot.",
    parse_card=parse_pairs_card,
    card_name=pairs_card_name,
)
GoblinsPokerState.info = GAME

__all__ = ["GAME", "GoblinsPokerState", "PASS_COST"]
