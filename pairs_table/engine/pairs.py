"""Pairs, the base game (rule book (docs/rules) sections 0, 1, 2 and S-10).

One state is one *game*: a run of rounds that ends when a player reaches the losing
score. A round ends with ``hand_over`` (``to_act`` is None); ``next_hand()`` moves the
dealer on and deals the next round from the same draw pile. The game ends with
``is_over``; ``winners`` are then the non-losers. ``next_game()`` starts the next game of
a session (fresh shuffle, dealer moved on, chips carried over).

Actions: ``HIT`` (0, ``"hit"``) and ``FOLD`` (1, ``"fold"``). HIT is legal when a card can
be drawn (draw pile or discard pile not empty, rule 2.8); FOLD always.

Internal card places (cards are ranks 1..10): ``draw`` (the top is the *last* item),
``discard`` (face-up discards and ``burned`` unknown cards), ``stacks``, ``score_piles``.
``disc_seen[r]`` counts the rank-``r`` cards discarded face up since the last reshuffle.
Together they always hold the 55 cards.

Options: ``losing_score_mode`` (``"table"`` / ``"formula"``, rule 2.3) and ``pairs_stake``
(``False`` = off, else a whole number of chips, S-10). With a stake, ``chips`` holds the
bankrolls (100 each unless given) and the loser pays the stake to each other player in
clockwise order from their left, under the no-debt rule S-4: a loser who cannot pay
everyone pays what they have, seat by seat in that order, and owes nothing more.

Events (``kind``: ``seat``; ``data`` keys). ``data`` is always public; Pairs has no secrets.

* ``game_start``: None; ``players``, ``dealer``, ``losing_score``, ``burned`` (5),
  ``draw`` (draw-pile size after the burn). Setup: shuffle and burn 5 (2.4).
* ``round_start``: None; ``round`` (1, 2, ...), ``dealer``.
* ``deal``: the seat dealt to; ``rank``. One face-up starting card (2.5).
* ``tie``: None; ``seats`` (tied seats in dealing order), ``rank``. A tie for low.
* ``tie_card``: seat; ``rank``. A tie card dealt onto the seat's stack (LOW-TIE).
* ``tie_pair_discarded``: seat; ``rank``. That tie card paired and was thrown away.
* ``tie_no_card``: seat; ``winner``. No card left: the first tied seat wins the tie.
* ``start``: the starting player; ``rank`` (their lowest card).
* ``reshuffle``: None; ``shuffled`` (cards shuffled), ``burned``, ``draw`` (draw-pile
  size after the burn). The discard pile became the draw pile (2.8).
* ``hit``: seat; ``rank``. The seat drew a card; it joins the stack unless it pairs.
* ``pair``: seat; ``rank``, ``points``, ``score`` (new total). The drawn card paired:
  it goes to the score pile, its partner stays on the stack until ``round_end``.
* ``fold``: seat; ``rank`` (= L = ``points``), ``from_seat`` (whose stack the card was
  taken from), ``points``, ``score`` (new total). The card goes to the folder's score pile.
* ``round_end``: None; ``discards`` (per seat, the stack cards now discarded),
  ``scores``.
* ``game_lost``: the loser; ``score``, ``losing_score``, ``winners``.
* ``stake``: the loser; ``paid`` (per seat, chips received; the loser's entry is minus
  what they paid), ``chips`` (bankrolls after).
"""

from __future__ import annotations

from .base import DealScript, Event, GameInfo, GameState, Option, Shuffler, parse_words
from .cards import PAIRS_DECK, PAIRS_RANKS, check_available, pairs_card_name, parse_pairs_card
from .errors import IllegalAction, ScenarioError, shown
from .pairsdeck import dealing_order, deck_cards, losing_score, low_tie, seat_label
from .rng import Rng

HIT, FOLD = 0, 1
ACTION_NAMES = ("hit", "fold")
BURN = 5
DEFAULT_BANKROLL = 100  # rule 1.2
COPIES = (0,) + PAIRS_RANKS  # COPIES[r]: how many rank-r cards the deck has

# Every event kind and its ``data`` keys (see the module docstring).
EVENT_DATA = {
    "game_start": ("players", "dealer", "losing_score", "burned", "draw"),
    "round_start": ("round", "dealer"),
    "deal": ("rank",),
    "tie": ("seats", "rank"),
    "tie_card": ("rank",),
    "tie_pair_discarded": ("rank",),
    "tie_no_card": ("winner",),
    "start": ("rank",),
    "reshuffle": ("shuffled", "burned", "draw"),
    "hit": ("rank",),
    "pair": ("rank", "points", "score"),
    "fold": ("rank", "from_seat", "points", "score"),
    "round_end": ("discards", "scores"),
    "game_lost": ("score", "losing_score", "winners"),
    "stake": ("paid", "chips"),
}


def _seats_text(seats) -> str:
    names = [str(s) for s in seats]
    return "seats " + (", ".join(names[:-1]) + " and " + names[-1])


class _FaceUpDiscard:
    """What LOW-TIE throws a pairing tie card onto: the state's discard pile, counted as
    seen face up."""

    __slots__ = ("state",)

    def __init__(self, state: "PairsState") -> None:
        self.state = state

    def append(self, rank: int) -> None:
        self.state.discard.append(rank)
        self.state.disc_seen[rank] += 1


class PairsState(GameState):
    """A game of Pairs. Create it with :meth:`new` (or :meth:`from_position` for tests)."""

    # ---- creation ---------------------------------------------------------------------

    def _setup(self, players, options, rng, dealer, chips, pot, scores, record) -> None:
        players = GAME.check_players(players)
        self.players = players
        self.options = GAME.resolve_options(options)
        self.rng = rng if rng is not None else Rng(0)
        self.record = bool(record)
        self.log = []
        if dealer is None:
            dealer = players - 1
        if type(dealer) is not int or not 0 <= dealer < players:
            raise ScenarioError(f"the dealer must be a seat from 0 to {players - 1}, not {shown(dealer)}")
        self.dealer = dealer
        if pot not in (None, 0):
            raise ScenarioError("Pairs has no pot, so 'pot' must be left out or 0")
        self.losing = losing_score(players, self.options["losing_score_mode"])
        if scores is None:
            scores = [0] * players
        if (not isinstance(scores, (list, tuple)) or len(scores) != players
                or any(type(x) is not int for x in scores)):
            raise ScenarioError(f"'scores' must be a list of {players} whole numbers, one per seat")
        for seat, x in enumerate(scores):
            if x >= self.losing:
                raise ScenarioError(
                    f"seat {seat} starts with {x} points, at or above the losing score {self.losing}")
        self.scores = list(scores)
        stake = self.options["pairs_stake"]
        if stake:
            if chips is None:
                chips = [DEFAULT_BANKROLL] * players
            if (not isinstance(chips, (list, tuple)) or len(chips) != players
                    or any(type(x) is not int or x < 0 for x in chips)):
                raise ScenarioError(f"'chips' must be a list of {players} whole numbers of at least 0")
            self.chips = list(chips)
        elif chips is not None:
            raise ScenarioError("Pairs has no chips unless the 'pairs_stake' option is on")
        else:
            self.chips = None
        self.round = 0
        self.to_act_seat = None
        self.round_over = False
        self.loser = None
        self.stacks = [[] for _ in range(players)]
        self.score_piles = [[] for _ in range(players)]
        self.draw = []
        self.discard = []
        self.burned = 0
        self.disc_seen = [0] * 11

    @classmethod
    def new(cls, players, options=None, rng=None, *, dealer=None, chips=None, pot=None,
            scores=None, deals=None, record=True) -> "PairsState":
        """A new game: shuffle, burn 5 (2.4) and deal the first round (2.5).

        ``deals``: scripted games (:class:`DealScript`); the first is used by this game.
        Its ``hands`` are the starting cards, its ``deck`` the draw pile after them, top
        first; the 5 burned cards and then the rest come from the unlisted cards in an
        order drawn from ``rng``; its ``shuffles`` fix the reshuffles (order before the burn).
        """
        s = cls.__new__(cls)
        s._setup(players, options, rng, dealer, chips, pot, scores, record)
        s.shuffler = Shuffler(deals)
        script = s.shuffler.next_deal()
        if script is None:
            pile = deck_cards()
            s.rng.shuffle(pile)
            burned, pile = pile[:BURN], pile[BURN:]
        else:
            pile, burned = s._scripted_pile(script)
        s.draw = pile[::-1]
        s.discard = burned
        s.burned = BURN
        ev = s.events()
        ev.add("game_start", None,
               {"players": s.players, "dealer": s.dealer, "losing_score": s.losing,
                "burned": BURN, "draw": len(s.draw)},
               f"new game of Pairs for {s.players} players, losing score {s.losing}; "
               f"the deck is shuffled and {BURN} cards are burned")
        s._start_round(ev)
        s.log.extend(ev)
        return s

    def _scripted_pile(self, script: DealScript):
        n = self.players
        hands = script.hands or [[] for _ in range(n)]
        if len(hands) != n:
            raise ScenarioError(f"a Pairs deal needs one hand per seat ({n}), not {len(hands)}")
        sizes = {len(h) for h in hands}
        if not (sizes <= {0} or sizes == {1}):
            raise ScenarioError("a Pairs deal gives every seat exactly one starting card, or lists no hands")
        first = [hands[s][0] for s in dealing_order(range(n), self.dealer, n)] if sizes == {1} else []
        listed = first + list(script.deck)
        rest = check_available(listed, PAIRS_DECK, pairs_card_name)
        if len(rest) < BURN:
            raise ScenarioError(
                f"the deal lists {len(listed)} cards, but {BURN} of the 55 must stay unlisted for the burn")
        self.rng.shuffle(rest)
        return listed + rest[BURN:], rest[:BURN]

    @classmethod
    def from_position(cls, players, stacks, to_act, *, draw=None, discard=(), burned=(),
                      score_piles=None, scores=None, dealer=None, options=None, rng=None,
                      chips=None, round=1, record=True) -> "PairsState":
        """A position set up directly (rule 0.6 b), for tests: the stacks, whose turn it is,
        the draw pile (top first), the face-up ``discard`` cards, the ``burned`` (unseen)
        discards and the score piles. Cards not placed anywhere form the draw pile (in an
        order from ``rng``) when ``draw`` is None; otherwise all 55 must be placed."""
        s = cls.__new__(cls)
        s._setup(players, options, rng, dealer, chips, None, scores, record)
        s.shuffler = Shuffler()
        n = s.players
        if len(stacks) != n:
            raise ScenarioError(f"a position needs one stack per seat ({n})")
        score_piles = score_piles or [[] for _ in range(n)]
        for seat, st in enumerate(stacks):
            if len(set(st)) != len(st):
                raise ScenarioError(f"the stack of seat {seat} holds a pair")
        if type(to_act) is not int or not 0 <= to_act < n:
            raise ScenarioError(f"'to_act' must be a seat from 0 to {n - 1}")
        placed = [c for st in stacks for c in st] + [c for p in score_piles for c in p]
        placed += list(discard) + list(burned) + list(draw or [])
        rest = check_available(placed, PAIRS_DECK, pairs_card_name)
        if draw is None:
            s.rng.shuffle(rest)
            draw = rest
        elif rest:
            raise ScenarioError(f"the position leaves {len(rest)} of the 55 cards unplaced")
        s.stacks = [list(st) for st in stacks]
        s.score_piles = [list(p) for p in score_piles]
        s.draw = list(draw)[::-1]
        s.discard = list(burned) + list(discard)
        s.burned = len(burned)
        for c in discard:
            s.disc_seen[c] += 1
        s.round = round
        s.to_act_seat = to_act
        return s

    def next_game(self, record=None) -> "PairsState":
        """The next game of a session (2.10): all 55 cards shuffled again, the dealer moved
        on, the chips carried over, the same random stream continued."""
        if not self.is_over:
            raise IllegalAction("next game", "not_now", {}, self.legal_strings(),
                                reason="the current game is still being played")
        return PairsState.new(self.players, self.options, self.rng.clone(),
                              dealer=(self.dealer + 1) % self.players, chips=self.chips,
                              deals=self.shuffler.clone().deals,
                              record=self.record if record is None else record)

    # ---- the protocol -----------------------------------------------------------------

    @property
    def to_act(self):
        return self.to_act_seat

    @property
    def hand_over(self) -> bool:
        return self.round_over or self.loser is not None

    @property
    def is_over(self) -> bool:
        return self.loser is not None

    def legal_actions(self) -> list[int]:
        if self.to_act_seat is None:
            return []
        if self.draw or self.discard:
            return [HIT, FOLD]
        return [FOLD]

    def why_illegal(self, action) -> tuple[str, dict]:
        if self.is_over:
            return "game_over", {}
        if self.hand_over:
            return "round_over", {}
        if action == HIT:
            return "fold_no_card", {}
        return "not_now", {}

    def action_to_string(self, action: int) -> str:
        if action not in (HIT, FOLD):
            raise ValueError(f"{action!r} is not a Pairs action")
        return ACTION_NAMES[action]

    def decode_action(self, action: int) -> tuple[str, dict]:
        """``("hit", {})`` or ``("fold", {})``."""
        return self.action_to_string(action), {}

    def string_to_action(self, text: str) -> int:
        words = parse_words(text)
        if len(words) == 1 and words[0] in ACTION_NAMES:
            return ACTION_NAMES.index(words[0])
        raise self.refusal(text, "unknown_action", {"game": "pairs", "forms": list(ACTION_NAMES)})

    def _apply(self, action: int) -> list[Event]:
        ev = self.events()
        seat = self.to_act_seat
        if action == HIT:
            c = self._draw(ev)
            stack = self.stacks[seat]
            if ev.recording:
                ev.add("hit", seat, {"rank": c}, "seat {seat} drew {rank}")
            if c in stack:
                self.score_piles[seat].append(c)
                self._score(seat, c, ev, "pair", {"rank": c},
                            "seat {seat} caught a pair of {rank}s")
            else:
                stack.append(c)
                self.to_act_seat = (seat + 1) % self.players
        else:
            self._fold(seat, ev)
        return ev

    def _next_hand(self) -> list[Event]:
        ev = self.events()
        self.round_over = False
        self.dealer = (self.dealer + 1) % self.players
        self._start_round(ev)
        return ev

    # ---- rules ------------------------------------------------------------------------

    def _draw(self, ev):
        """The top card of the draw pile, reshuffling the discards first when it is empty
        (2.8); None when no card can be had."""
        if not self.draw:
            if not self.discard:
                return None
            self._reshuffle(ev)
        return self.draw.pop()

    def _reshuffle(self, ev) -> None:
        pile = self.discard
        self.shuffler.shuffle(pile, self.rng, pairs_card_name)  # top first
        b = min(BURN, len(pile) - 1)
        self.discard = pile[:b]
        self.draw = pile[b:][::-1]
        self.burned = b
        self.disc_seen = [0] * 11
        ev.add("reshuffle", None, {"shuffled": len(pile), "burned": b, "draw": len(self.draw)},
               "the {shuffled} discards are shuffled into a new draw pile and {burned} burned")

    def _start_round(self, ev) -> None:
        n = self.players
        self.round += 1
        stacks = self.stacks
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        ev.add("round_start", None, {"round": self.round, "dealer": self.dealer},
               "round {round}: seat {dealer} deals")
        low = 11
        for seat in order:
            c = self._draw(ev)
            if c is None:  # only in impossible extremes: the seat starts without a card
                continue
            stacks[seat].append(c)
            if c < low:
                low = c
            if ev.recording:
                ev.add("deal", seat, {"rank": c}, "seat {seat} was dealt {rank}")
        tied = [s for s in order if stacks[s] and stacks[s][0] == low]
        if len(tied) > 1:
            ev.add("tie", None, {"seats": tied, "rank": low},
                   f"{_seats_text(tied)} tie for low with {low}")
            starter = low_tie(tied, self.dealer, n, stacks, lambda: self._draw(ev),
                              _FaceUpDiscard(self), keep_pairs=False, events=ev,
                              reachable=self._reachable)
        else:
            starter = tied[0] if tied else order[0]
        self.to_act_seat = starter
        st = stacks[starter]
        ev.add("start", starter, {"rank": min(st) if st else None},
               "seat {seat} starts")

    def _reachable(self) -> list[int]:
        """Every card a draw could still give: the draw pile and the discards (2.8)."""
        return self.draw + self.discard

    def lowest(self):
        """L (rule 0.9): every player is active in Pairs. None if no stack has a card."""
        low = None
        for st in self.stacks:
            if st:
                m = min(st)
                if low is None or m < low:
                    low = m
        return low

    def _fold(self, seat: int, ev) -> None:
        n = self.players
        low = self.lowest()
        if low is None:  # no card on the table at all: nothing to take
            self._score(seat, 0, ev, "fold", {"rank": None, "from_seat": None},
                        "seat {seat} folded with no card on the table")
            return
        for i in range(n):  # own stack first, then clockwise (P-6)
            src = (seat + i) % n
            if low in self.stacks[src]:
                break
        self.stacks[src].remove(low)
        self.score_piles[seat].append(low)
        self._score(seat, low, ev, "fold", {"rank": low, "from_seat": src},
                    "seat {seat} folded and took the {rank} from seat {from_seat}")

    def _score(self, seat, points, ev, kind, data, text) -> None:
        """The round ends with ``seat`` scoring ``points`` (2.6, 2.7)."""
        self.scores[seat] += points
        total = self.scores[seat]
        discards = self.stacks
        seen = self.disc_seen
        for st in discards:
            self.discard.extend(st)
            for c in st:
                seen[c] += 1
        self.stacks = [[] for _ in range(self.players)]
        self.to_act_seat = None
        if ev.recording:  # a round ends every few actions: keep search copies light
            ev.add(kind, seat, dict(data, points=points, score=total), text + ": scores {points} (total {score})")
            ev.add("round_end", None, {"discards": discards, "scores": list(self.scores)},
                   "the round is over and the stacks are discarded")
        if total >= self.losing:
            self.loser = seat
            ev.add("game_lost", seat,
                   {"score": total, "losing_score": self.losing, "winners": self.winners()},
                   f"{seat_label(seat)} reaches {total} points (losing score {self.losing}) "
                   f"and loses the game")
            if self.chips is not None:
                self._pay_stake(seat, ev)
        else:
            self.round_over = True

    def _pay_stake(self, loser: int, ev) -> None:
        n = self.players
        stake = self.options["pairs_stake"]
        paid = [0] * n
        for i in range(1, n):
            to = (loser + i) % n
            amount = min(stake, self.chips[loser])
            self.chips[loser] -= amount
            self.chips[to] += amount
            paid[to] = amount
            paid[loser] -= amount
        ev.add("stake", loser, {"paid": paid, "chips": list(self.chips)},
               f"{seat_label(loser)} pays {-paid[loser]} chips "
               f"({stake} to each other player as far as they can)")

    def winners(self):
        if self.loser is None:
            return None
        return [s for s in range(self.players) if s != self.loser]

    # ---- views and results ------------------------------------------------------------

    def unseen_counts(self) -> list[int]:
        """Per rank (index 0 unused): cards not seen since the last reshuffle, i.e. the
        draw pile and the burned cards together."""
        out = [COPIES[r] - self.disc_seen[r] for r in range(11)]
        for place in (self.stacks, self.score_piles):
            for cards in place:
                for c in cards:
                    out[c] -= 1
        return out

    def view(self, seat: int) -> dict:
        """Everything public (rule 2.9); every seat sees the same except ``seat``.
        ``legal`` holds the legal action strings of the seat to act (``to_act``), ``log``
        the public log lines so far.

        Counts are lists indexed by rank (index 0 unused): ``discard_seen`` the cards
        discarded face up since the last reshuffle, ``seen`` those plus every card in a
        stack or score pile (all cards known to be out of the draw pile), ``unseen`` the
        rest (the draw pile and the burned cards, in unknown order)."""
        unseen = self.unseen_counts()
        return {
            "game": "pairs",
            "seat": seat,
            "players": self.players,
            "dealer": self.dealer,
            "hand_no": self.round,
            "phase": "over" if self.loser is not None else "between" if self.round_over else "play",
            "round": self.round,
            "to_act": self.to_act_seat,
            "legal": self.legal_strings(),
            "stacks": [list(st) for st in self.stacks],
            "score_piles": [list(p) for p in self.score_piles],
            "scores": list(self.scores),
            "losing_score": self.losing,
            "lowest": self.lowest(),
            "draw_size": len(self.draw),
            "discard_size": len(self.discard),
            "burned": self.burned,
            "discard_seen": list(self.disc_seen),
            "seen": [COPIES[r] - unseen[r] for r in range(11)],
            "unseen": unseen,
            "hand_over": self.hand_over,
            "over": self.is_over,
            "loser": self.loser,
            "chips": None if self.chips is None else list(self.chips),
            "pairs_stake": self.options["pairs_stake"],
            "log": self.public_log(),
        }

    def result(self) -> dict:
        return {
            "over": self.is_over,
            "hand_over": self.hand_over,
            "to_act": self.to_act_seat,
            "legal": self.legal_strings(),
            "chips": None if self.chips is None else list(self.chips),
            "pot": None,
            "scores": list(self.scores),
            "active": [True] * self.players,
            "winners": self.winners(),
        }

    def card_count(self) -> int:
        """Cards in all places; always 55 (rule 7.4)."""
        return (len(self.draw) + len(self.discard) + sum(map(len, self.stacks))
                + sum(map(len, self.score_piles)))

    # ---- copies and saves -------------------------------------------------------------

    _FIELDS = ("players", "record", "dealer", "round", "losing", "to_act_seat", "round_over",
               "loser", "burned")

    def clone(self, record=None) -> "PairsState":
        """An independent copy. ``record=False`` gives a copy that builds no events and
        keeps no log (for AI playouts)."""
        s = PairsState.__new__(PairsState)
        for k in self._FIELDS:
            setattr(s, k, getattr(self, k))
        if record is not None:
            s.record = bool(record)
        s.options = dict(self.options)
        s.rng = self.rng.clone()
        s.shuffler = self.shuffler.clone()
        s.log = list(self.log) if s.record else []
        s.scores = list(self.scores)
        s.chips = None if self.chips is None else list(self.chips)
        s.stacks = [list(st) for st in self.stacks]
        s.score_piles = [list(p) for p in self.score_piles]
        s.draw = list(self.draw)
        s.discard = list(self.discard)
        s.disc_seen = list(self.disc_seen)
        return s

    def determinize(self, seat: int, rng: Rng) -> "PairsState":
        """A copy (no events) that ``seat`` cannot tell from this state: the cards nobody
        has seen (the draw pile and the burned cards) dealt again at random into the same
        places, and later shuffles random from ``rng``."""
        c = self.clone(record=False)
        pool = c.draw + c.discard[:c.burned]
        rng.shuffle(pool)
        c.draw = pool[:len(c.draw)]
        c.discard[:c.burned] = pool[len(c.draw):]
        c.rng = Rng(rng.next_u64())
        c.shuffler = Shuffler()
        return c

    def to_json(self) -> dict:
        d = {k: getattr(self, k) for k in self._FIELDS}
        d.update({
            "game": "pairs",
            "options": dict(self.options),
            "rng": self.rng.state,
            "shuffler": self.shuffler.to_json(),
            "log": [e.to_json() for e in self.log],
            "scores": list(self.scores),
            "chips": None if self.chips is None else list(self.chips),
            "stacks": [list(st) for st in self.stacks],
            "score_piles": [list(p) for p in self.score_piles],
            "draw": self.draw[::-1],  # top first
            "discard": list(self.discard),
            "disc_seen": list(self.disc_seen),
        })
        return d

    @classmethod
    def from_json(cls, data: dict) -> "PairsState":
        try:
            s = cls.__new__(cls)
            for k in cls._FIELDS:
                setattr(s, k, data[k])
            s.options = GAME.resolve_options(data["options"])
            s.rng = Rng(data["rng"])
            s.shuffler = Shuffler.from_json(data["shuffler"])
            s.log = [Event.from_json(e) for e in data["log"]]
            s.scores = list(data["scores"])
            s.chips = None if data["chips"] is None else list(data["chips"])
            s.stacks = [list(st) for st in data["stacks"]]
            s.score_piles = [list(p) for p in data["score_piles"]]
            s.draw = list(data["draw"])[::-1]
            s.discard = list(data["discard"])
            s.disc_seen = list(data["disc_seen"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ScenarioError(f"the saved Pairs state is damaged ({type(exc).__name__}: {exc})") from None
        if s.card_count() != len(PAIRS_DECK):
            raise ScenarioError(f"the saved Pairs state holds {s.card_count()} cards instead of 55")
        return s



# The refusal codes only this game uses (code -> English template; see engine/refusals.py).
REFUSALS = {
    "fold_no_card": "no card can be drawn (the draw pile and the discard pile are both empty), so you must fold",
}

GAME = GameInfo(
    name="pairs",
    title="Pairs",
    min_players=2,
    max_players=8,
    options=(
        Option("losing_score_mode", "table", choices=("table", "formula"),
               help="losing score from the printed table, or 60 // players + 1"),
        Option("pairs_stake", False, minimum=1, switchable=True, on_value=1,
               help="house rule: the loser pays this many chips to each other player (off by default)"),
    ),
    state_class=PairsState,
    blurb="Press your luck: hit to grow your face-up stack or fold for the lowest card; "
          "catch a pair and you score it, and the first to too many points loses.",
    parse_card=parse_pairs_card,
    card_name=pairs_card_name,
)
PairsState.info = GAME
