"""Blackstone (rule book, section 5), played as a chip session (section 6).

One state is one session; each hand every eligible player puts a 5-chip stake in front of
them, is dealt one card face up, and the lowest card is the first player (LOW-TIE in
KEEP_PAIRS mode). Tens beyond the first on a stack go back into the draw pile (which is
then shuffled) and every card below 10 goes to the middle as a white stone. Turns go
clockwise among players who have not passed: ``take N`` (``M <= N <= max(M, D)``, with
``M = max(1, N_last)``) or ``pass`` (stake + ceil_half(W)). A second 10 busts its taker
(stake + W); the survivors get their stakes back and split the pot, the remainder
carrying over. When everyone else has passed, the last player takes the whole pot.

Everything is public; only the order of the draw pile is hidden.

Events (kind: ``data`` keys), besides the shared ones of :mod:`.chipgame` (``hand_start``,
``tie``, ``tie_card``, ``tie_no_card``, ``pot_won``, ``pot_split``) and :mod:`.session`
(``stakes``, ``busted_out``, ``left_session``, ``session_over``):

* ``deal`` (``seat``, ``rank``): the first card, face up;
* ``first_player`` (``seat``);
* ``tens_returned`` (``returned``: per seat, ``total``): extra tens go back to the pile;
* ``draw_shuffle`` (``count``): the draw pile is shuffled after tens went back;
* ``white_stones`` (``ranks``: per seat the cards moved, ``W``): white stones to the middle;
* ``take`` (``seat``, ``n``, ``cards``: the cards received in order, ``bust``);
* ``pass`` (``seat``, ``stake``, ``fine``, ``paid``, ``W``): stake forfeited and fine paid;
* ``bust`` (``seat``, ``stake``, ``fine``, ``paid``, ``W``): a second 10;
* ``stakes_returned`` (``seats``): survivors take back their stakes.
"""

from __future__ import annotations

from .base import GameInfo
from .cards import pairs_card_name, parse_pairs_card
from .chipgame import PASS, TAKE, PairsChipGame
from .pairsdeck import ceil_half, dealing_order
from .session import SESSION_OPTIONS, seats_text

STAKE = 5
BLACK = 10


def pass_cost(w: int) -> int:
    """BX-2: a pass costs the stake plus half the white stones, rounded up."""
    return STAKE + ceil_half(w)


def bust_cost(w: int) -> int:
    """BX-2: a bust costs the stake plus one chip per white stone (W after the take)."""
    return STAKE + w


class BlackstoneState(PairsChipGame):
    HAND_SIZE = 1
    ANTE = STAKE
    STAKE_MODE = True
    KEEP_PAIRS = True
    RESHUFFLE_DEAD = False
    ACTION_WORDS = ("take", "pass")

    def _reset_game(self) -> None:
        self.middle = []
        self.n_last = 0
        self.first = None
        self.passed = [False] * self.players
        self.busted = None

    def _after_deal(self, seats, hands, ev) -> None:
        n = self.players
        for s in dealing_order(seats, self.session.dealer, n):
            c = hands[s][0]
            self._add_to_stack(s, c)
            ev.add("deal", s, {"seat": s, "rank": c}, "seat {seat} was dealt {rank}")
        first = self._smallest_stack(seats, ev)
        self.first = first
        ev.add("first_player", first, {"seat": first}, "seat {seat} is the first player")
        # 5.4.4: extra tens go back into the draw pile, which is then shuffled.
        returned = [0] * n
        for s in seats:
            t = self.stacks[s].count(BLACK)
            if t > 1:
                returned[s] = t - 1
        total = sum(returned)
        if total:
            cards = self.draw[::-1] + [BLACK] * total
            self.shuffler.shuffle(cards, self.rng)
            cards.reverse()
            self.draw = cards
            ev.add("tens_returned", None, {"returned": returned, "total": total},
                   ", ".join(f"seat {s} returns {returned[s]} ten{'s' if returned[s] > 1 else ''}"
                             for s in seats if returned[s]) + " to the draw pile")
            ev.add("draw_shuffle", None, {"count": len(cards)},
                   f"the draw pile ({len(cards)} cards) is shuffled")
        # 5.4.5: white stones to the middle; each player keeps at most one black stone.
        moved = [[] for _ in range(n)]
        for s in seats:
            st = self.stacks[s]
            moved[s] = [c for c in st if c != BLACK]
            self.middle.extend(moved[s])
            self.stacks[s] = [BLACK] if BLACK in st else []
        ev.add("white_stones", None, {"ranks": moved, "W": len(self.middle)},
               "the white stones go to the middle: W = {W}")
        self.turn = first

    def minimum(self) -> int:
        """5.5: the minimum take ``M = max(1, N_last)``."""
        return self.n_last if self.n_last > 1 else 1

    def legal_actions(self) -> list[int]:
        if self.turn is None:
            return []
        m = self.minimum()
        top = max(m, len(self.draw))
        return list(range(TAKE + m, TAKE + top + 1)) + [PASS]

    def _next_player(self) -> None:
        n = self.players
        s = self.turn
        for k in range(1, n):
            t = (s + k) % n
            if self.active[t]:
                self.turn = t
                return
        raise AssertionError("no player left to act")

    def _leave(self, seat: int) -> None:
        self.active[seat] = False
        self.n_active -= 1

    def _act(self, action: int) -> list:
        ev = self.events()
        s = self.turn
        ses = self.session
        w = len(self.middle)
        if action == PASS:
            stake = ses.forfeit_stake(s)
            fine = ceil_half(w)
            paid = self._pay(s, fine)
            self.passed[s] = True
            self._leave(s)
            ev.add("pass", s, {"seat": s, "stake": stake, "fine": fine, "paid": paid, "W": w},
                   f"seat {s} passed and {self._paid_text(stake + paid, stake + fine)}")
            if self.n_active == 1:
                self._payout(ev)
            else:
                self._next_player()
            return ev
        n_take = action - TAKE
        got = []
        draw = self.draw
        mid = self.middle
        stack = self.stacks[s]
        bust = False
        for _ in range(n_take):
            assert draw, "a take never empties the draw pile (5.7)"
            c = draw.pop()
            got.append(c)
            self.revealed[c] += 1
            if c == BLACK:
                stack.append(c)
                if len(stack) == 2:
                    bust = True
                    break
            else:
                mid.append(c)
        if ev.recording:
            ev.add("take", s, {"seat": s, "n": n_take, "cards": got, "bust": bust},
                   f"seat {s} took {n_take}: " + ", ".join(map(str, got)))
        if bust:
            w = len(mid)
            stake = ses.forfeit_stake(s)
            paid = self._pay(s, w)
            self.busted = s
            self._leave(s)
            ev.add("bust", s, {"seat": s, "stake": stake, "fine": w, "paid": paid, "W": w},
                   f"seat {s} drew a second 10, busted and {self._paid_text(stake + paid, stake + w)}")
            self._payout(ev)
        else:
            self.n_last = n_take
            self._next_player()
        return ev

    def _payout(self, ev) -> None:
        """5.6: survivors take back their stakes; one takes the pot, several split it."""
        survivors = self._active_seats()
        for t in survivors:
            self.session.return_stake(t)
        ev.add("stakes_returned", None, {"seats": survivors},
               f"{seats_text(survivors)} "
               + ("take back their stakes" if len(survivors) > 1 else "takes back the stake"))
        self._award(survivors, ev)

    def _why(self, action: int) -> tuple[str, dict] | None:
        if action > TAKE:
            m = self.minimum()
            if action - TAKE < m:
                return "take_at_least", {"count": m}
            return "draw_pile_short", {"count": len(self.draw)}
        return None

    def all_cards(self) -> list[int]:
        return super().all_cards() + self.middle

    def _load_view(self, view: dict) -> None:
        self.stacks = [[BLACK] * k for k in view["stones"]]
        self.middle = [r for r, k in enumerate(view["middle"]) for _ in range(k)]
        self.n_last = view["n_last"]
        self.first = view["first_player"]
        self.passed = list(view["passed"])
        self.busted = view["busted"]

    def _game_view(self, seat: int, v: dict) -> None:
        w = len(self.middle)
        v["stones"] = [len(st) for st in self.stacks]
        mid = [0] * 11
        for c in self.middle:
            mid[c] += 1
        v["middle"] = mid
        v["W"] = w
        v["stakes"] = list(self.session.stakes)
        v["first_player"] = self.first
        v["passed"] = list(self.passed)
        v["busted"] = self.busted
        v["n_last"] = self.n_last
        v["M"] = self.minimum()
        v["pass_cost"] = pass_cost(w)
        v["bust_cost"] = bust_cost(w)
        held = [0] * 11
        for c in self.draw:
            held[c] += 1
        v["draw_counts"] = held  # the pile's make-up is public, its order is not
        v["phase"] = "over" if self.done else "turn"



# The refusal codes only this game uses (code -> English template; see engine/refusals.py).
REFUSALS = {
    "take_at_least": "you must take at least {count} (the last take)",
    "draw_pile_short": "only {count} cards are left in the draw pile",
}

GAME = GameInfo(
    name="blackstone",
    title="Blackstone",
    min_players=2,
    max_players=8,
    options=SESSION_OPTIONS,
    state_class=BlackstoneState,
    chips=True,
    hidden_info=False,
    blurb="Tens are black stones, everything else is white. Take at least as many cards "
          "as the last taker or pass for half the white stones; a second black stone busts "
          "you for all of them.",
    parse_card=parse_pairs_card,
    card_name=pairs_card_name,
)
BlackstoneState.info = GAME

__all__ = ["GAME", "BlackstoneState", "pass_cost", "bust_cost"]
