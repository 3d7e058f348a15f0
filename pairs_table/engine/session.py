"""Chip sessions for Hawthorn, Goblin's Poker and Blackstone (rule book, section 6).

A :class:`Session` holds what outlives a hand: bankrolls, the pot with its carry-over,
Blackstone's stakes, who is still in the session, the dealer, the number of hands played
and the seats that took the last pot. It knows nothing of cards; the game modules call it
at fixed moments:

* :meth:`Session.begin_hand`: S-5 eligibility, S-6 minimum players, antes (or stakes);
* :meth:`Session.pay`, :meth:`Session.forfeit_stake`, :meth:`Session.return_stake`:
  payments, with S-4 table stakes (pay everything you have, the shortfall is forgiven);
* :meth:`Session.take_pot` / :meth:`Session.split_pot`: payouts, remainders carry over;
* :meth:`Session.end_hand`: S-4 busting at 0 chips and S-5 leaving when short of the next
  ante (judged at the end of every hand, the last one too), then ``max_hands`` or S-6
  and, when the session ends, the S-7 split of what is left in the pot among the players
  still in it;
* :meth:`Session.conserved`: the S-9 check, usable after every event;
* :meth:`Session.standings`: S-8.

Event kinds (``Event.data`` keys):

* ``antes`` (``seats``, ``amount``, ``paid`` per seat, ``pot``): antes into the pot;
* ``stakes`` (``seats``, ``amount``): Blackstone stakes moved in front of the players;
* ``left_session`` (``seat``, ``chips``): S-5, cannot post the ante and leaves;
* ``busted_out`` (``seat``): 0 chips at the end of a hand, out of the session;
* ``session_over`` (``reason``, ``shares`` per seat, ``chips``): S-7 split of the pot.
"""

from __future__ import annotations

from .base import Option
from .errors import ScenarioError, shown

IN, BUSTED, LEFT = 0, 1, 2
STATUS_NAMES = ("in", "busted", "left")

BANKROLL = Option("bankroll", 100, minimum=1, maximum=1_000_000,
                  help="chips each player brings to the session")
MAX_HANDS = Option("max_hands", None, minimum=1, nullable=True,
                   help="end the session after this many hands (null: unlimited)")
SESSION_OPTIONS = (BANKROLL, MAX_HANDS)


def seats_text(seats) -> str:
    seats = list(seats)
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(str(s) for s in seats)


class Session:
    """Bankrolls, pot, stakes and membership of one chip session (rules section 6)."""

    __slots__ = ("n", "ante", "stake_mode", "min_players", "max_hands", "chips", "pot",
                 "stakes", "status", "dealer", "hands_played", "initial", "total", "over",
                 "winners", "end_reason")

    def __init__(self, *, n: int, ante: int, stake_mode: bool, min_players: int, max_hands, chips: list[int],
                 pot: int, stakes: list[int], status: list[int], dealer: int, hands_played: int,
                 initial: list[int], total: int, over: bool = False, winners=None, end_reason=None) -> None:
        """Every field as given (lists are taken as they are); :meth:`start` checks a new
        session's numbers, :meth:`clone` and :meth:`from_json` copy one."""
        self.n = n
        self.ante = ante
        self.stake_mode = stake_mode
        self.min_players = min_players
        self.max_hands = max_hands
        self.chips = chips
        self.pot = pot
        self.stakes = stakes
        self.status = status
        self.dealer = dealer
        self.hands_played = hands_played
        self.initial = initial
        self.total = total
        self.over = over
        self.winners = winners
        self.end_reason = end_reason

    @classmethod
    def start(cls, n: int, *, ante: int, stake_mode: bool, min_players: int, bankroll: int,
              max_hands, dealer=None, chips=None, pot=None) -> "Session":
        if chips is None:
            chips = [bankroll] * n
        if len(chips) != n or any(not isinstance(c, int) or isinstance(c, bool) or c < 0 for c in chips):
            raise ScenarioError(f"'chips' must be {n} whole numbers of at least 0, one per seat")
        pot = 0 if pot is None else pot
        if not isinstance(pot, int) or isinstance(pot, bool) or pot < 0:
            raise ScenarioError(f"'pot' must be a whole number of at least 0, not {shown(pot)}")
        if dealer is None:
            dealer = n - 1
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise ScenarioError(f"'dealer' must be a seat from 0 to {n - 1}, not {shown(dealer)}")
        return cls(n=n, ante=ante, stake_mode=stake_mode, min_players=min_players, max_hands=max_hands,
                   chips=list(chips), pot=pot, stakes=[0] * n, status=[IN] * n, dealer=dealer,
                   hands_played=0, initial=list(chips), total=sum(chips) + pot)

    # ---- membership ------------------------------------------------------------
    def in_session(self) -> list[int]:
        return [i for i in range(self.n) if self.status[i] == IN]

    def _check_eligibility(self, ev) -> list[int]:
        """S-4 / S-5: players with 0 chips are busted, players short of the ante leave."""
        out = []
        for i in range(self.n):
            if self.status[i] != IN:
                continue
            c = self.chips[i]
            if c == 0:
                self.status[i] = BUSTED
                ev.add("busted_out", i, {"seat": i},
                       f"seat {i} has no chips left and is out of the session")
            elif c < self.ante:
                self.status[i] = LEFT
                ev.add("left_session", i, {"seat": i, "chips": c},
                       f"seat {i} cannot post {self.ante} and leaves the session with {c} "
                       f"chip{'' if c == 1 else 's'}")
            else:
                out.append(i)
        return out

    def begin_hand(self, ev) -> list[int] | None:
        """S-2 steps 1 and 2. Returns the seats dealt in, or None when the session ends."""
        seats = self._check_eligibility(ev)
        if len(seats) < self.min_players:
            self.finish("too_few_players", ev)
            return None
        a = self.ante
        for i in seats:
            self.chips[i] -= a
            if self.stake_mode:
                self.stakes[i] += a
            else:
                self.pot += a
        if self.stake_mode:
            ev.add("stakes", None, {"seats": seats, "amount": a},
                   f"{seats_text(seats)} put {a} chips at stake")
        else:
            ev.add("antes", None, {"seats": seats, "amount": a,
                                   "paid": [a if i in seats else 0 for i in range(self.n)],
                                   "pot": self.pot},
                   f"{seats_text(seats)} ante {a}; the pot holds {self.pot}")
        return seats

    def move_dealer(self) -> None:
        """0.4: the dealer moves clockwise to the next seat still in the session."""
        d = self.dealer
        for k in range(1, self.n + 1):
            s = (d + k) % self.n
            if self.status[s] == IN:
                self.dealer = s
                return

    # ---- payments ----------------------------------------------------------------
    def pay(self, seat: int, amount: int) -> int:
        """Pay ``amount`` into the pot; S-4: pay everything if short. Returns what was paid."""
        c = self.chips[seat]
        paid = amount if amount <= c else c
        self.chips[seat] = c - paid
        self.pot += paid
        return paid

    def forfeit_stake(self, seat: int) -> int:
        st = self.stakes[seat]
        self.stakes[seat] = 0
        self.pot += st
        return st

    def return_stake(self, seat: int) -> int:
        st = self.stakes[seat]
        self.stakes[seat] = 0
        self.chips[seat] += st
        return st

    def take_pot(self, seat: int) -> int:
        won = self.pot
        self.chips[seat] += won
        self.pot = 0
        return won

    def split_pot(self, seats) -> tuple[int, int]:
        """0.11 even split: each of ``seats`` gets ``pot // k``; the remainder stays."""
        k = len(seats)
        share = self.pot // k
        for s in seats:
            self.chips[s] += share
        self.pot -= share * k
        return share, self.pot

    # ---- end of hand and of session ---------------------------------------------------
    def end_hand(self, winners, ev) -> bool:
        """S-2 steps 5 and 6 (and S-6 / S-7 / max_hands). Returns True if the session ended."""
        self.winners = list(winners)
        self.hands_played += 1
        # S-2 step 5 comes first on every path: the busted and the players short of the
        # ante are out before a last split, so they take no share of it.
        seats = self._check_eligibility(ev)
        if self.max_hands is not None and self.hands_played >= self.max_hands:
            self.finish("max_hands", ev)
            return True
        if len(seats) < self.min_players:
            self.finish("too_few_players", ev)
            return True
        return False

    def finish(self, reason: str, ev) -> None:
        """S-7: split what is left in the pot among the players still in the session;
        leftover chips one each clockwise from the seat left of the last dealer."""
        self.over = True
        self.end_reason = reason
        n = self.n
        order = [(self.dealer + k) % n for k in range(1, n + 1)]
        keep = [s for s in order if self.status[s] == IN]
        shares = [0] * n
        if keep and self.pot:
            base, extra = divmod(self.pot, len(keep))
            for j, s in enumerate(keep):
                shares[s] = base + (1 if j < extra else 0)
                self.chips[s] += shares[s]
            self.pot = 0
        why = {"max_hands": "the hand limit is reached",
               "too_few_players": "too few players can post the ante",
               "stopped": "the players stopped"}.get(reason, reason)
        text = f"the session is over ({why})"
        if any(shares):
            text += "; the pot is shared: " + ", ".join(
                f"seat {s} gets {shares[s]}" for s in range(n) if shares[s])
        ev.add("session_over", None, {"reason": reason, "shares": shares,
                                      "chips": list(self.chips)}, text)

    # ---- checks and standings ------------------------------------------------------------
    def conserved(self) -> bool:
        """S-9: bankrolls + stakes + pot equal the chips the session started with."""
        return sum(self.chips) + sum(self.stakes) + self.pot == self.total and self.pot >= 0 \
            and min(self.chips) >= 0

    def standings(self) -> list[dict]:
        """S-8: final chips per player and the result against their starting chips."""
        return [{"seat": i, "chips": self.chips[i], "result": self.chips[i] - self.initial[i],
                 "status": STATUS_NAMES[self.status[i]]} for i in range(self.n)]

    # ---- copies -----------------------------------------------------------------------------
    def clone(self) -> "Session":
        return Session(n=self.n, ante=self.ante, stake_mode=self.stake_mode, min_players=self.min_players,
                       max_hands=self.max_hands, chips=self.chips[:], pot=self.pot, stakes=self.stakes[:],
                       status=self.status[:], dealer=self.dealer, hands_played=self.hands_played,
                       initial=self.initial, total=self.total, over=self.over, winners=self.winners,
                       end_reason=self.end_reason)

    def to_json(self) -> dict:
        return {k: (list(v) if isinstance(v, list) else v)
                for k in self.__slots__ for v in (getattr(self, k),)}

    @classmethod
    def from_json(cls, d: dict) -> "Session":
        return cls(**{k: (list(v) if isinstance(v, list) else v) for k in cls.__slots__ for v in (d[k],)})
