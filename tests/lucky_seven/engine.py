"""Lucky Seven, a small game played only by the tests: the proof that a game is its own
modules and one registration.

Each hand, every player is dealt one card of the Pairs deck (ranks 1 to 10, rank r in r
copies; 55 cards) face down. In turn, from the dealer's left, each player keeps their card
or swaps it once (a 7 is always kept): the old card goes face up to the discards, a new one comes from the top
of the deck. When everyone has spoken the cards are shown; the card nearest to 7 wins and
its holder takes one chip from each other player. Ties: every player nearest to 7 takes one
chip from each player who is not; the tied players pay each other nothing. A player with no
chips left pays nothing. Every hand is dealt from a freshly shuffled deck, the dealer moving
one seat on. After ``hands`` hands (option, default 3) the session is over; the winners are
the players with the most chips.

Actions: ``KEEP`` (0, ``"keep"``), ``SWAP`` (1, ``"swap"``); both are legal to the seat to act,
except that a 7 cannot be swapped (the refusal ``seven_kept``, this game's own code).

Events (``kind``: ``seat``; ``data`` keys; ``secret`` keys, seen by the seat itself):

* ``hand_start``: None; ``hand``, ``dealer``.
* ``deal``: the seat; (secret ``rank``).
* ``keep``: the seat.
* ``swap``: the seat; ``old`` (the card given up, face up); (secret ``rank``, the new card).
* ``showdown``: None; ``cards`` (every seat's card), ``winners`` (the seats nearest to 7),
  ``distance`` (theirs).
* ``take``: a winner; ``paid`` (per seat, chips received; a payer's entry is minus what it
  paid), ``chips`` (after).
* ``session_over``: None; ``chips``, ``winners``.
"""

from __future__ import annotations

from pairs_table.engine.base import Event, GameInfo, GameState, Option, Shuffler, parse_words
from pairs_table.engine.cards import PAIRS_DECK, check_available, pairs_card_name, parse_pairs_card
from pairs_table.engine.errors import ScenarioError, shown
from pairs_table.engine.pairsdeck import dealing_order, deck_cards
from pairs_table.engine.rng import Rng

KEEP, SWAP = 0, 1
ACTION_NAMES = ("keep", "swap")
TARGET = 7
DEFAULT_BANKROLL = 5

# the refusal codes only this game uses (code -> English template)
REFUSALS = {"seven_kept": "a 7 is kept: it cannot be swapped"}


class LuckySevenState(GameState):
    """A session of Lucky Seven."""

    _FIELDS = ("players", "record", "dealer", "hand_no", "to_act_seat", "spoken", "over", "hand_done")

    @classmethod
    def new(cls, players, options=None, rng=None, *, dealer=None, chips=None, pot=None,
            scores=None, deals=None, record=True) -> "LuckySevenState":
        s = cls.__new__(cls)
        s.players, s.options = GAME.check_players(players), GAME.resolve_options(options)
        s.rng, s.record, s.log = rng or Rng(0), bool(record), []
        dealer = players - 1 if dealer is None else dealer
        if type(dealer) is not int or not 0 <= dealer < players:
            raise ScenarioError(f"the dealer must be a seat from 0 to {players - 1}, not {shown(dealer)}")
        if pot not in (None, 0) or scores is not None:
            raise ScenarioError("Lucky Seven has neither a pot nor scores: leave 'pot' and 'scores' out")
        if chips is None:
            chips = [s.options["bankroll"]] * players
        if (not isinstance(chips, (list, tuple)) or len(chips) != players
                or any(type(x) is not int or x < 0 for x in chips)):
            raise ScenarioError(f"'chips' must be a list of {players} whole numbers of at least 0")
        s.chips = list(chips)
        s.dealer = (dealer - 1) % players  # the first hand moves it on to ``dealer``
        s.hand_no = 0
        s.over = False
        s.shuffler = Shuffler(deals)
        s.cards, s.deck, s.discards, s.spoken = [], [], [], []
        s.winners_last = None
        ev = s.events()
        s._deal(ev)
        s.log.extend(ev)
        return s

    # ---- the deal -----------------------------------------------------------------------------
    def _deal(self, ev) -> None:
        n = self.players
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % n
        order = dealing_order(range(n), self.dealer, n)
        script = self.shuffler.next_deal()
        pile = deck_cards()
        if script is None:
            self.rng.shuffle(pile)
            first = pile[:n]
            self.deck = pile[n:][::-1]  # the top is the last item
        else:
            hands = script.hands
            if len(hands) != n or any(len(h) != 1 for h in hands):
                raise ScenarioError(f"a Lucky Seven deal gives each of the {n} seats exactly one card")
            dealt = [hands[s][0] for s in order]
            rest = check_available(dealt + list(script.deck), PAIRS_DECK, pairs_card_name)
            self.rng.shuffle(rest)
            first = dealt
            self.deck = (list(script.deck) + rest)[::-1]
        self.cards = [0] * n
        for seat, card in zip(order, first):
            self.cards[seat] = card
        self.discards = [None] * n
        self.spoken = [False] * n
        self.hand_done = False
        self.winners_last = None
        self.to_act_seat = order[0]
        ev.add("hand_start", None, {"hand": self.hand_no, "dealer": self.dealer},
               "hand {hand}: seat {dealer} deals")
        if ev.recording:
            for seat in order:
                ev.add("deal", seat, {}, "seat {seat} is dealt a card", {"rank": self.cards[seat]}, (seat,))

    def _showdown(self, ev) -> None:
        n = self.players
        dist = [abs(c - TARGET) for c in self.cards]
        best = min(dist)
        winners = [s for s in range(n) if dist[s] == best]
        self.winners_last = winners
        ev.add("showdown", None, {"cards": list(self.cards), "winners": winners, "distance": best},
               "the cards are shown: " + ", ".join(map(str, self.cards)))
        for w in winners:
            paid = [0] * n
            for s in range(n):
                if s in winners or self.chips[s] == 0:
                    continue
                self.chips[s] -= 1
                self.chips[w] += 1
                paid[s], paid[w] = -1, paid[w] + 1
            ev.add("take", w, {"paid": paid, "chips": list(self.chips)},
                   f"seat {w} takes {paid[w]} chips")
        self.to_act_seat = None
        self.hand_done = True
        if self.hand_no >= self.options["hands"]:
            self.over = True
            ev.add("session_over", None, {"chips": list(self.chips), "winners": self.winners()},
                   "the session is over")

    # ---- the protocol -------------------------------------------------------------------------
    @property
    def to_act(self):
        return self.to_act_seat

    @property
    def hand_over(self) -> bool:
        return self.hand_done

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[int]:
        seat = self.to_act_seat
        if seat is None:
            return []
        return [KEEP] if self.cards[seat] == TARGET else [KEEP, SWAP]

    def action_to_string(self, action: int) -> str:
        if action not in (KEEP, SWAP):
            raise ValueError(f"{action!r} is not a Lucky Seven action")
        return ACTION_NAMES[action]

    def string_to_action(self, text: str) -> int:
        words = parse_words(text)
        if len(words) == 1 and words[0] in ACTION_NAMES:
            return ACTION_NAMES.index(words[0])
        raise self.refusal(text, "unknown_action", {"game": "lucky_seven", "forms": list(ACTION_NAMES)})

    def decode_action(self, action: int) -> tuple[str, dict]:
        return self.action_to_string(action), {}

    def why_illegal(self, action) -> tuple[str, dict]:
        if self.is_over:
            return "game_over", {}
        if self.hand_over:
            return "hand_over", {}
        if action == SWAP:
            return "seven_kept", {}
        return "not_now", {}

    def _apply(self, action: int) -> list[Event]:
        ev = self.events()
        seat = self.to_act_seat
        if action == SWAP:
            old = self.cards[seat]
            self.discards[seat] = old
            self.cards[seat] = self.deck.pop()
            ev.add("swap", seat, {"old": old}, "seat {seat} swaps a {old}", {"rank": self.cards[seat]}, (seat,))
        else:
            ev.add("keep", seat, {}, "seat {seat} keeps their card")
        self.spoken[seat] = True
        n = self.players
        nxt = (seat + 1) % n
        if self.spoken[nxt]:
            self._showdown(ev)
        else:
            self.to_act_seat = nxt
        return ev

    def _next_hand(self) -> list[Event]:
        ev = self.events()
        self._deal(ev)
        return ev

    def winners(self):
        if not self.over:
            return None
        top = max(self.chips)
        return [s for s in range(self.players) if self.chips[s] == top]

    # ---- views ----------------------------------------------------------------------------------
    def view(self, seat) -> dict:
        shown_all = self.hand_done
        cards = [c if shown_all or s == seat else None for s, c in enumerate(self.cards)]
        return {
            "game": "lucky_seven", "seat": seat, "players": self.players, "dealer": self.dealer,
            "hand_no": self.hand_no, "hands": self.options["hands"],
            "phase": "over" if self.over else "between" if self.hand_done else "play",
            "to_act": self.to_act_seat,
            # only the seat to act sees its choices (a 7 cannot be swapped: they tell its card)
            "legal": self.legal_strings() if seat is not None and seat == self.to_act_seat else [],
            "cards": cards, "discards": list(self.discards), "spoken": list(self.spoken),
            "deck_size": len(self.deck), "chips": list(self.chips),
            "hand_winners": None if self.winners_last is None else list(self.winners_last),
            "hand_over": self.hand_over, "over": self.is_over, "winners": self.winners(),
            "log": self.public_log(),
        }

    def result(self) -> dict:
        return {"over": self.over, "hand_over": self.hand_over, "to_act": self.to_act_seat,
                "legal": self.legal_strings(), "chips": list(self.chips), "pot": None, "scores": None,
                "active": [True] * self.players, "winners": self.winners()}

    # ---- copies ----------------------------------------------------------------------------------
    def clone(self, record=None) -> "LuckySevenState":
        s = LuckySevenState.__new__(LuckySevenState)
        for k in self._FIELDS:
            setattr(s, k, getattr(self, k))
        s.record = self.record if record is None else bool(record)
        s.options = dict(self.options)
        s.rng = self.rng.clone()
        s.shuffler = self.shuffler.clone()
        s.log = list(self.log) if s.record else []
        s.spoken = list(self.spoken)
        s.cards, s.deck, s.discards, s.chips = list(self.cards), list(self.deck), list(self.discards), list(self.chips)
        s.winners_last = None if self.winners_last is None else list(self.winners_last)
        return s

    def determinize(self, seat: int, rng: Rng) -> "LuckySevenState":
        """A copy ``seat`` cannot tell from this one: the deck and, while the hand is played,
        the other players' cards dealt again from the cards ``seat`` has not seen."""
        c = self.clone(record=False)
        others = [] if self.hand_done else [s for s in range(self.players) if s != seat]
        pool = c.deck + [c.cards[s] for s in others]
        rng.shuffle(pool)
        for s in others:
            c.cards[s] = pool.pop()
        c.deck = pool
        c.rng = Rng(rng.next_u64())
        c.shuffler = Shuffler()
        return c

    def to_json(self) -> dict:
        d = {k: getattr(self, k) for k in self._FIELDS}
        d.update({"game": "lucky_seven", "options": dict(self.options), "rng": self.rng.state,
                  "shuffler": self.shuffler.to_json(), "log": [e.to_json() for e in self.log],
                  "cards": list(self.cards), "deck": self.deck[::-1], "discards": list(self.discards),
                  "chips": list(self.chips), "winners_last": self.winners_last})
        return d

    @classmethod
    def from_json(cls, data: dict) -> "LuckySevenState":
        try:
            s = cls.__new__(cls)
            for k in cls._FIELDS:
                setattr(s, k, data[k])
            s.spoken = list(s.spoken)
            s.options = GAME.resolve_options(data["options"])
            s.rng = Rng(data["rng"])
            s.shuffler = Shuffler.from_json(data["shuffler"])
            s.log = [Event.from_json(e) for e in data["log"]]
            s.cards, s.deck = list(data["cards"]), list(data["deck"])[::-1]
            s.discards, s.chips = list(data["discards"]), list(data["chips"])
            s.winners_last = data["winners_last"]
        except (KeyError, TypeError, ValueError) as exc:
            raise ScenarioError(f"the saved Lucky Seven state is damaged ({type(exc).__name__}: {exc})") from None
        return s


GAME = GameInfo(
    name="lucky_seven",
    title="Lucky Seven",
    min_players=2,
    max_players=4,
    options=(
        Option("hands", 3, minimum=1, maximum=9, help="the hands of a session"),
        Option("bankroll", DEFAULT_BANKROLL, minimum=1, maximum=99, help="each player's chips at the start"),
    ),
    state_class=LuckySevenState,
    hidden_info=True,
    blurb="One card each: keep it or swap it once; the card nearest to 7 takes a chip from everyone else.",
    parse_card=parse_pairs_card,
    card_name=pairs_card_name,
)
LuckySevenState.info = GAME
