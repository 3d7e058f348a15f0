"""What the three Pairs-deck chip games share: Hawthorn, Goblin's Poker and Blackstone.

:class:`PairsChipGame` is one session of one of them (rule book, sections 0, 1 and 6): the
:class:`~.session.Session` (bankrolls, pot, antes or stakes), and per hand the seats dealt
in, who is active, the face-up stacks, the draw pile, the dead cards, the scripted or
random fresh deal, drawing with the dead-card reshuffle, the smallest stack / lowest card
with LOW-TIE, payments, the payout, views, clones, JSON, and ``determinize(seat, rng)``
(a copy consistent with ``view(seat)``, for search AIs). The module-level
:func:`determinize` builds such a state from a seat's view alone (what an agent gets).

:class:`SecretHandGame` adds what Hawthorn and Goblin's Poker share: hidden hands, the
secret simultaneous first-card choice (collected in seat order 0, 1, 2, ... and revealed
together after the last), catching a pair, and going out (stack and hand become dead
cards; the hand is never shown).

Actions are ints: ``choose R`` = R (1..10), ``play R`` = 10 + R, ``hit`` = 21,
``fold`` = 22, ``pass`` = 23, ``take N`` = 100 + N.

Event kinds shared by the games (``Event.data`` keys; the session's own kinds are listed
in :mod:`.session`):

* ``hand_start`` (``hand``, ``dealer``, ``seats``): a new hand with a fresh shuffle;
* ``deal`` (``seat``, ``count``; secret ``cards`` for that seat) in the secret-hand games,
  (``seat``, ``rank``) for Blackstone's face-up card;
* ``choose`` (``seat``; secret ``rank``): a seat picked its first card face down;
* ``reveal`` (``cards``: the first card per seat, null if not dealt in);
* ``tie`` (``seats``): players tied for lowest / smallest before LOW-TIE;
  ``tie_card`` (``rank``), ``tie_pair_discarded`` (``rank``), ``tie_no_card``
  (``winner``): the steps of LOW-TIE (seat = the player dealt to);
* ``reshuffle`` (``count``): the dead cards become a new draw pile (no burn);
* ``pair`` (``seat``, ``rank``, ``owed``, ``paid``): caught a pair, out, paid;
* ``out`` (``seat``, ``stack``, ``hand_count``): the seat's cards are turned face down
  and become dead cards (no log line);
* ``pot_won`` (``seat``, ``amount``): the last player in takes the whole pot;
* ``pot_split`` (``seats``, ``share``, ``remainder``): an even split, the remainder stays.
"""

from __future__ import annotations

from collections import Counter

from .base import DealScript, Event, GameState, Shuffler, parse_words, whole_number
from .cards import PAIRS_DECK, check_available
from .errors import EngineError, ScenarioError
from .pairsdeck import dealing_order, low_tie, lowest_in_play, stack_key
from .rng import Rng
from .session import STATUS_NAMES, Session, seats_text

CHOOSE = 0
PLAY = 10
HIT = 21
FOLD = 22
PASS = 23
TAKE = 100
END_SESSION = -1  # the table action "end session" (S-7)
HIDDEN = 0  # a place-holder card while a determinization is built from a view

_WORDS = {"choose": "choose R", "play": "play R", "hit": "hit", "fold": "fold", "pass": "pass",
          "take": "take N"}
_NOT_HAND = frozenset({"players", "options", "rng", "shuffler", "session", "log", "record"})


def _plain(v):
    """A JSON-safe deep copy of lists of lists of ints (state fields)."""
    if type(v) is list:
        return [_plain(x) for x in v]
    return v


def _fill(slots, pool) -> None:
    """Put the cards of ``pool`` in order into the (list, start, end) places ``slots``."""
    k = 0
    for lst, i, j in slots:
        lst[i:j] = pool[k:k + j - i]
        k += j - i


def plural(rank: int) -> str:
    return f"{rank}s"


class PairsChipGame(GameState):
    """One chip session of a Pairs-deck game. Subclasses set the class constants and
    implement ``_after_deal``, ``legal_actions``, ``_act``, ``_reset_game`` and
    ``_game_view``."""

    HAND_SIZE = 1  # cards dealt to each player at the start of a hand
    ANTE = 1
    STAKE_MODE = False  # Blackstone: the ante is a stake in front of the player
    KEEP_PAIRS = False  # LOW-TIE mode
    RESHUFFLE_DEAD = True  # draw pile runs out: shuffle the dead cards (no burn)
    ACTION_WORDS: tuple = ()
    _NESTED = ("stacks",)  # list-of-list fields (copied one level deeper by clone)

    # ---- creation ------------------------------------------------------------------------
    @classmethod
    def new(cls, players, options=None, rng=None, *, dealer=None, chips=None, pot=None, scores=None,
            deals=None, record=True) -> "PairsChipGame":
        info = cls.info
        info.check_players(players)
        options = info.resolve_options(options)
        if scores is not None:
            raise ScenarioError(f"{info.title} has no scores: leave 'scores' out or null")
        scripts = []
        for i, d in enumerate(deals or []):
            d = d if isinstance(d, DealScript) else DealScript.from_json(d)
            if len(d.hands) != players:
                raise ScenarioError(f"deal {i}: 'hands' must hold one list of cards per seat ({players})")
            scripts.append(d)
        st = cls.__new__(cls)
        st.players = players
        st.options = options
        st.rng = rng if rng is not None else Rng(0)
        st.shuffler = Shuffler(scripts)
        st.record = bool(record)
        st.log = []
        st.session = Session.start(players, ante=cls.ANTE, stake_mode=cls.STAKE_MODE,
                                   min_players=info.min_players, bankroll=options["bankroll"],
                                   max_hands=options["max_hands"], dealer=dealer, chips=chips, pot=pot)
        st.deals_used = 0
        st.hand_no = 0
        ev = st.events()
        st._start_hand(ev)
        st.log.extend(ev)
        return st

    def _reset_hand(self, seats) -> None:
        n = self.players
        self.seats_in = list(seats)
        self.in_hand = [False] * n
        for s in seats:
            self.in_hand[s] = True
        self.active = self.in_hand[:]
        self.n_active = len(seats)
        self.stacks = [[] for _ in range(n)]
        self.draw = []  # top of the pile is the END of the list
        self.dead_seen = []  # dead cards whose rank was public (stacks, thrown-away tie cards)
        self.dead_hidden = []  # dead cards never shown (hands of players who are out, ...)
        self.revealed = [0] * 11  # revealed[r]: copies of rank r shown face up this hand
        self.reshuffles = 0
        self.turn = None
        self.done = False
        self._reset_game()

    def _start_hand(self, ev) -> None:
        self.hand_log_start = len(self.log)
        seats = self.session.begin_hand(ev)
        self._reset_hand(seats or [])
        if seats is None:
            self.done = True
            return
        self.hand_no += 1
        d = self.session.dealer
        ev.add("hand_start", None, {"hand": self.hand_no, "dealer": d, "seats": seats},
               "hand {hand}: seat {dealer} deals")
        hands = self._deal_fresh(seats)
        self._after_deal(seats, hands, ev)

    def _deal_fresh(self, seats) -> list[list[int]]:
        """0.5 / S-2: a fresh shuffle of all 55 cards and ``HAND_SIZE`` passes of the deal.
        A scripted deal fixes the hands and the top of the draw pile; the cards it does not
        list follow in an order drawn from the generator."""
        n, size = self.players, self.HAND_SIZE
        order = dealing_order(seats, self.session.dealer, n)
        script = self.shuffler.next_deal()
        idx = self.deals_used
        self.deals_used += 1
        hands = [[] for _ in range(n)]
        if script is None:
            cards = list(PAIRS_DECK)
            self.rng.shuffle(cards)
            k = 0
            for _ in range(size):
                for s in order:
                    hands[s].append(cards[k])
                    k += 1
            rest = cards[k:]
        else:
            for s in range(n):
                h = script.hands[s]
                if h and not self.in_hand[s]:
                    raise ScenarioError(f"deal {idx} lists cards for seat {s}, which is not dealt into this hand")
                if len(h) > size:
                    raise ScenarioError(f"deal {idx} lists {len(h)} cards for seat {s}, but "
                                        f"{self.info.title} deals {size}")
            listed = [c for h in script.hands for c in h] + list(script.deck)
            try:
                pool = check_available(listed, PAIRS_DECK)
            except ScenarioError as exc:
                raise ScenarioError(f"deal {idx}: {exc}") from None
            short = [s for s in seats if len(script.hands[s]) < size]
            need = sum(size - len(script.hands[s]) for s in short)
            if need > len(pool):
                raise ScenarioError(
                    f"deal {idx} lists {len(listed)} of the 55 cards, so {len(pool)} are left to complete "
                    f"the hand{'s' if len(short) > 1 else ''} of {seats_text(short)}, which need {need} "
                    f"({self.info.title} deals {size} card{'s' if size > 1 else ''} to each seat)")
            self.rng.shuffle(pool)
            for s in seats:
                hands[s] = list(script.hands[s])
            for _ in range(size):
                for s in order:
                    if len(hands[s]) < size:
                        hands[s].append(pool.pop())
            rest = list(script.deck) + pool
        rest.reverse()
        self.draw = rest
        return hands

    # ---- shared rules ------------------------------------------------------------------
    def _can_draw(self) -> bool:
        return bool(self.draw) or (self.RESHUFFLE_DEAD and bool(self.dead_seen or self.dead_hidden))

    def _draw(self, ev):
        """The top card of the draw pile; when it is empty, the dead cards are shuffled into
        a new pile (no burn) if the game allows it. None when no card can be had."""
        d = self.draw
        if d:
            return d.pop()
        if not self.RESHUFFLE_DEAD:
            return None
        cards = self.dead_seen + self.dead_hidden
        if not cards:
            return None
        self.dead_seen.clear()
        self.dead_hidden.clear()
        self.shuffler.shuffle(cards, self.rng)
        cards.reverse()
        d.extend(cards)
        self.reshuffles += 1
        ev.add("reshuffle", None, {"count": len(cards)},
               "the {count} dead cards are shuffled into a new draw pile")
        return d.pop()

    def _smallest_stack(self, seats, ev) -> int:
        """The seat of ``seats`` with the smallest stack (4.6; with one-card stacks the
        lowest card); a perfect tie runs LOW-TIE (1.4)."""
        stacks = self.stacks
        best = None
        tied = []
        for s in seats:
            k = stack_key(stacks[s])
            if best is None or k < best:
                best, tied = k, [s]
            elif k == best:
                tied.append(s)
        if len(tied) == 1:
            return tied[0]
        ev.add("tie", None, {"seats": tied}, f"{seats_text(tied)} tie for lowest")
        return self._low_tie(tied, ev)

    def _low_tie(self, tied, ev) -> int:
        """LOW-TIE (1.4) with this game's draw rule (Ruling L-T for a tie that no card
        could end)."""
        revealed = self.revealed

        def draw():
            c = self._draw(ev)
            if c is not None:
                revealed[c] += 1
            return c

        return low_tie(tied, self.session.dealer, self.players, self.stacks, draw, self.dead_seen,
                       self.KEEP_PAIRS, ev, reachable=self._reachable)

    def _reachable(self) -> list[int]:
        """Every card a draw could still give: the draw pile, and the dead cards when the
        game reshuffles them once the pile runs out."""
        if self.RESHUFFLE_DEAD:
            return self.draw + self.dead_seen + self.dead_hidden
        return self.draw

    def _add_to_stack(self, seat: int, card: int) -> bool:
        """Put a face-up card on ``seat``'s stack; True if it catches a pair (0.8)."""
        st = self.stacks[seat]
        pair = card in st
        st.append(card)
        self.revealed[card] += 1
        return pair

    def _pay(self, seat: int, owed: int) -> int:
        return self.session.pay(seat, owed)

    @staticmethod
    def _paid_text(paid: int, owed: int) -> str:
        if paid == owed:
            return f"paid {paid}"
        return f"paid {paid} (all it had; {owed - paid} forgiven)"

    def _active_seats(self) -> list[int]:
        a = self.active
        return [s for s in range(self.players) if a[s]]

    def _award(self, seats, ev) -> None:
        """The pot goes to ``seats`` (the whole pot to one, an even split to several); then
        the hand ends."""
        ses = self.session
        if len(seats) == 1:
            won = ses.take_pot(seats[0])
            ev.add("pot_won", seats[0], {"seat": seats[0], "amount": won},
                   "seat {seat} won the pot of {amount}")
        else:
            total = ses.pot
            share, rest = ses.split_pot(seats)
            text = f"{seats_text(seats)} split the pot of {total}: {share} each"
            if rest:
                text += f", {rest} stay in the pot"
            ev.add("pot_split", None, {"seats": list(seats), "share": share, "remainder": rest},
                   text)
        self.done = True
        self.turn = None
        ses.end_hand(seats, ev)

    # ---- protocol -------------------------------------------------------------------
    @property
    def to_act(self):
        return self.turn

    @property
    def hand_over(self) -> bool:
        return self.done

    @property
    def is_over(self) -> bool:
        return self.session.over

    def _apply(self, action: int):
        if self.shuffler.current is not None and self.shuffler.current.shuffles:
            return self._atomic(self._act, action)
        return self._act(action)

    def _next_hand(self):
        if self.shuffler.deals:
            return self._atomic(self._deal_next, None)
        return self._deal_next(None)

    def _deal_next(self, _):
        ev = self.events()
        self.session.move_dealer()
        self._start_hand(ev)
        return ev

    TABLE_ACTIONS = {"end session": END_SESSION}

    def table_actions(self) -> list[str]:
        return ["end session"] if self.done and not self.session.over else []

    def _apply_table(self, action: int) -> list:
        """S-7: the players stop the session between hands. What is left in the pot is
        shared among the players still in the session; ``is_over`` becomes True."""
        ev = self.events()
        self.session.finish("stopped", ev)
        return ev

    def why_table_illegal(self, action: int) -> tuple[str, dict]:
        return ("session_over", {}) if self.session.over else ("mid_hand", {})

    def end_session(self) -> list:
        """The table action ``end session``."""
        return self.apply("end session")

    def _atomic(self, fn, arg):
        """Run ``fn(arg)``; on a scripted outcome that does not fit, restore the state."""
        snap = self.clone()
        try:
            return fn(arg)
        except EngineError:
            self.__dict__.clear()
            self.__dict__.update(snap.__dict__)
            raise

    def why_illegal(self, action) -> tuple[str, dict]:
        if self.is_over:
            return "session_over", {}
        if self.hand_over:
            return "hand_over", {}
        return self._why(action) or ("not_now", {})

    def _why(self, action: int) -> tuple[str, dict] | None:
        return None

    def action_to_string(self, action: int) -> str:
        if CHOOSE < action <= CHOOSE + 10:
            return f"choose {action - CHOOSE}"
        if PLAY < action <= PLAY + 10:
            return f"play {action - PLAY}"
        if action == HIT:
            return "hit"
        if action == FOLD:
            return "fold"
        if action == PASS:
            return "pass"
        if action > TAKE:
            return f"take {action - TAKE}"
        raise ValueError(f"{action!r} is not an action code")

    def decode_action(self, action: int) -> tuple[str, dict]:
        """``choose`` / ``play`` with ``rank``, ``take`` with ``count``, ``hit``, ``fold``,
        ``pass``."""
        if CHOOSE < action <= CHOOSE + 10:
            return "choose", {"rank": action - CHOOSE}
        if PLAY < action <= PLAY + 10:
            return "play", {"rank": action - PLAY}
        if action > TAKE:
            return "take", {"count": action - TAKE}
        return self.action_to_string(action), {}

    def string_to_action(self, text: str) -> int:
        words = parse_words(text)
        if not words or words[0] not in self.ACTION_WORDS:
            raise self.refusal(text, "unknown_action",
                               {"game": self.info.name, "forms": [_WORDS[w] for w in self.ACTION_WORDS]})
        w = words[0]
        if w in ("choose", "play", "take"):
            v = whole_number(words[1]) if len(words) == 2 else None
            if v is None:
                raise self.refusal(text, "needs_number", {"form": _WORDS[w]})
            if w == "take":
                if v < 1:
                    raise self.refusal(text, "take_at_least_one")
                return TAKE + v
            if not 1 <= v <= 10:
                raise self.refusal(text, "rank_range")
            return (CHOOSE if w == "choose" else PLAY) + v
        if len(words) != 1:
            raise self.refusal(text, "no_number", {"word": w})
        return {"hit": HIT, "fold": FOLD, "pass": PASS}[w]

    def result(self) -> dict:
        t = self.turn
        w = self.session.winners
        return {"over": self.is_over, "hand_over": self.done, "to_act": t,
                "legal": self.legal_strings() if t is not None else [],
                "chips": list(self.session.chips), "pot": self.session.pot, "scores": None,
                "active": list(self.active), "winners": None if w is None else list(w)}

    # ---- views ------------------------------------------------------------------------
    def view(self, seat: int) -> dict:
        """What ``seat`` may see (the Information table of the game's rules section)."""
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.players):
            raise ValueError(f"seat must be 0..{self.players - 1} or None")
        ses = self.session
        t = self.turn
        v = {
            "game": self.info.name, "seat": seat, "players": self.players,
            "hand": self.hand_no, "hand_no": self.hand_no, "over": ses.over, "hands_played": ses.hands_played, "max_hands": ses.max_hands,
            "dealer": ses.dealer, "chips": list(ses.chips), "pot": ses.pot,
            "status": [STATUS_NAMES[x] for x in ses.status], "in_hand": list(self.in_hand),
            "active": list(self.active), "to_act": t,
            "legal": self.legal_strings() if t == seat and t is not None else [],
            "hand_over": self.done, "session_over": ses.over, "winners": ses.winners,
            "draw_size": len(self.draw), "revealed": list(self.revealed),
            "reshuffles": self.reshuffles,
            "log": [e.text for e in self.log[self.hand_log_start:] if e.text],
        }
        self._game_view(seat, v)
        return v

    def standings(self) -> list[dict]:
        return self.session.standings()

    # ---- invariants (tests and debugging) ------------------------------------------------
    def all_cards(self) -> list[int]:
        """Every card of the deck, wherever it is now (7.4: always the 55 cards)."""
        out = list(self.draw) + self.dead_seen + self.dead_hidden
        for st in self.stacks:
            out.extend(st)
        return out

    def chips_conserved(self) -> bool:
        return self.session.conserved()

    # ---- search support ---------------------------------------------------------------------
    def determinize(self, seat: int, rng: Rng) -> "PairsChipGame":
        """A copy (no events) consistent with ``view(seat)``: every card that ``seat`` cannot
        locate is dealt again at random into the same places."""
        c = self.clone(record=False)
        c._redeal_hidden(seat, rng)
        return c

    def _redeal_hidden(self, seat: int, rng: Rng) -> None:
        """Deal the cards of the hidden places of ``seat`` again, at random, into the same
        places (shared by both determinizations)."""
        slots = self._hidden_slots(seat)
        pool = [card for lst, i, j in slots for card in lst[i:j]]
        rng.shuffle(pool)
        _fill(slots, pool)
        self._after_determinize(seat)

    @classmethod
    def _from_view(cls, view: dict, rng: Rng) -> "PairsChipGame":
        """The skeleton of :func:`determinize`: everything the view shows, with the hidden
        places filled by the cards that appear nowhere in it (in no particular order)."""
        n = view["players"]
        opts = {"max_hands": view["max_hands"]}
        if "pass_cost_rule" in view:
            opts["goblin_pass_cost"] = view["pass_cost_rule"]
        st = cls.__new__(cls)
        st.players = n
        st.options = cls.info.resolve_options(opts)
        st.rng = rng.spawn()
        st.shuffler = Shuffler()
        st.record = False
        st.log = [Event("log", None, {}, text) for text in view["log"]]
        st.hand_log_start = 0
        chips, stakes = list(view["chips"]), list(view.get("stakes") or [0] * n)
        st.session = Session(
            n=n, ante=cls.ANTE, stake_mode=cls.STAKE_MODE, min_players=cls.info.min_players,
            max_hands=view["max_hands"], chips=chips, pot=view["pot"], stakes=stakes,
            status=[STATUS_NAMES.index(x) for x in view["status"]], dealer=view["dealer"],
            hands_played=view["hands_played"],
            initial=list(chips),  # not in the view; only the standings use it
            total=sum(chips) + sum(stakes) + view["pot"], over=view["session_over"],
            winners=None if view["winners"] is None else list(view["winners"]))
        st.hand_no = st.deals_used = view["hand"]
        st._reset_hand([s for s in range(n) if view["in_hand"][s]])
        st.active = list(view["active"])
        st.n_active = sum(st.active)
        st.revealed = list(view["revealed"])
        st.reshuffles = view["reshuffles"]
        st.turn = view["to_act"]
        st.done = view["hand_over"]
        st.draw = [HIDDEN] * view["draw_size"]
        st._load_view(view)
        st._after_determinize(view["seat"])
        known = Counter(c for c in st.all_cards() if c != HIDDEN)
        pool = list((Counter(PAIRS_DECK) - known).elements())
        slots = st._hidden_slots(view["seat"])
        need = sum(j - i for _, i, j in slots)
        if known + Counter(pool) != Counter(PAIRS_DECK) or need != len(pool):
            raise ValueError(f"the view hides {need} cards, but {len(pool)} cards are unaccounted for")
        _fill(slots, pool)
        return st

    def _load_view(self, view: dict) -> None:
        """Set the game's own fields from ``view`` (hidden places hold ``HIDDEN``)."""
        raise NotImplementedError

    def _hidden_slots(self, seat: int) -> list:
        """(list, start, end) slices whose cards ``seat`` cannot see."""
        return [(self.draw, 0, len(self.draw)), (self.dead_hidden, 0, len(self.dead_hidden))]

    def _after_determinize(self, seat: int) -> None:
        pass

    # ---- copies -------------------------------------------------------------------------------
    def clone(self, record: bool | None = None) -> "PairsChipGame":
        """A hand-written copy; ``record=False`` gives one that builds no events."""
        new = object.__new__(type(self))
        d = new.__dict__
        nested = self._NESTED
        for k, v in self.__dict__.items():
            if type(v) is list:
                v = [x[:] for x in v] if k in nested else v[:]
            d[k] = v
        new.rng = self.rng.clone()
        new.shuffler = self.shuffler.clone()
        new.session = self.session.clone()
        if record is not None and not record:
            new.record = False
            new.log = []
        return new

    def to_json(self) -> dict:
        hand = {k: _plain(v) for k, v in self.__dict__.items() if k not in _NOT_HAND}
        return {"game": self.info.name, "players": self.players, "options": dict(self.options),
                "record": self.record, "rng": self.rng.state, "shuffler": self.shuffler.to_json(),
                "session": self.session.to_json(), "log": [e.to_json() for e in self.log],
                "hand": hand}

    @classmethod
    def from_json(cls, data: dict) -> "PairsChipGame":
        if not isinstance(data, dict) or data.get("game") != cls.info.name:
            raise ScenarioError(f"this is not a saved {cls.info.title} state")
        st = cls.__new__(cls)
        st.players = data["players"]
        st.options = dict(data["options"])
        st.record = data["record"]
        st.rng = Rng(data["rng"])
        st.shuffler = Shuffler.from_json(data["shuffler"])
        st.session = Session.from_json(data["session"])
        st.log = [Event.from_json(e) for e in data["log"]]
        for k, v in data["hand"].items():
            setattr(st, k, _plain(v))
        return st

    # ---- to implement --------------------------------------------------------------------
    def _reset_game(self) -> None:
        raise NotImplementedError

    def _after_deal(self, seats, hands, ev) -> None:
        raise NotImplementedError

    def _act(self, action: int) -> list:
        raise NotImplementedError

    def _game_view(self, seat: int, v: dict) -> None:
        raise NotImplementedError


class SecretHandGame(PairsChipGame):
    """Hawthorn and Goblin's Poker: hidden hands and the secret first-card choice."""

    _NESTED = ("stacks", "hands")

    def _reset_game(self) -> None:
        n = self.players
        self.hands = [[] for _ in range(n)]
        self.chosen = [None] * n
        self.phase = "choose"
        self.lap_start = 0
        self.lap_off = 0
        self.round_no = 0
        self._reset_rounds()

    def _reset_rounds(self) -> None:
        pass

    def _after_deal(self, seats, hands, ev) -> None:
        self.hands = hands
        for s in dealing_order(seats, self.session.dealer, self.players) if ev.recording else ():
            ev.add("deal", s, {"seat": s, "count": len(hands[s])},
                   "seat {seat} was dealt {count} cards",
                   {"cards": sorted(hands[s])}, (s,))
        self.phase = "choose"
        self.turn = seats[0]  # choices are collected in seat order, whatever the dealer

    def _choose_actions(self) -> list[int]:
        return [CHOOSE + r for r in sorted(set(self.hands[self.turn]))]

    def _hand_actions(self, extra: int) -> list[int]:
        return [PLAY + r for r in sorted(set(self.hands[self.turn]))] + [extra]

    def _choose(self, rank: int, ev) -> None:
        s = self.turn
        self.hands[s].remove(rank)
        self.chosen[s] = rank
        ev.add("choose", s, {"seat": s}, "seat {seat} chose a first card", {"rank": rank}, (s,))
        for t in self.seats_in:
            if t > s:
                self.turn = t
                return
        cards = [None] * self.players
        for t in self.seats_in:
            r = self.chosen[t]
            cards[t] = r
            self._add_to_stack(t, r)
            self.chosen[t] = None
        if ev.recording:
            ev.add("reveal", None, {"cards": cards}, "first cards revealed: " + ", ".join(
                f"seat {t} {cards[t]}" for t in self.seats_in))
        self._after_reveal(ev)

    def _after_reveal(self, ev) -> None:
        raise NotImplementedError

    def _start_lap(self, start: int) -> None:
        self.lap_start = start
        self.lap_off = 0
        self.turn = start

    def _next_in_lap(self) -> bool:
        """Move the turn to the next active seat of this lap; False when the lap is done."""
        n = self.players
        act = self.active
        off = self.lap_off + 1
        while off < n:
            s = (self.lap_start + off) % n
            if act[s]:
                self.lap_off = off
                self.turn = s
                return True
            off += 1
        return False

    def _first_active_from(self, seat: int) -> int:
        n = self.players
        for k in range(n):
            s = (seat + k) % n
            if self.active[s]:
                return s
        raise AssertionError("no active player")

    def _pair_out(self, seat: int, rank: int, ev) -> None:
        """3.7 / 4.7: caught a pair of ``rank``: pay the rank once and go out."""
        paid = self._pay(seat, rank)
        ev.add("pair", seat, {"seat": seat, "rank": rank, "owed": rank, "paid": paid},
               f"seat {seat} caught a pair of {plural(rank)} and {self._paid_text(paid, rank)}")
        self._go_out(seat, ev)

    def _go_out(self, seat: int, ev) -> None:
        """The seat is out: its stack and hand become dead cards; the hand is never shown."""
        st = self.stacks[seat]
        hand = self.hands[seat]
        ev.add("out", seat, {"seat": seat, "stack": list(st), "hand_count": len(hand)})
        self.active[seat] = False
        self.n_active -= 1
        self.dead_seen.extend(st)
        self.dead_hidden.extend(hand)
        self.stacks[seat] = []
        self.hands[seat] = []

    def _low(self) -> int:
        return lowest_in_play(self.stacks, self.active)

    def all_cards(self) -> list[int]:
        out = super().all_cards()
        for h in self.hands:
            out.extend(h)
        out.extend(c for c in self.chosen if c is not None)
        return out

    def _secret_view(self, seat: int, v: dict) -> None:
        """The parts of the view common to both secret-hand games."""
        act = self.active
        v["stacks"] = [sorted(st) if act[s] else [] for s, st in enumerate(self.stacks)]
        v["hand_sizes"] = [len(h) for h in self.hands]
        v["my_hand"] = sorted(self.hands[seat]) if seat is not None else []
        v["my_choice"] = self.chosen[seat] if seat is not None else None
        v["chosen"] = [c is not None for c in self.chosen]
        v["phase"] = "over" if self.done else self.phase
        low = self._low() if self.phase != "choose" and self.n_active else None
        v["L"] = low
        dead = [0] * 11
        for c in self.dead_seen:
            dead[c] += 1
        v["dead_seen"] = dead
        v["dead_size"] = len(self.dead_seen) + len(self.dead_hidden)

    def _hidden_slots(self, seat: int) -> list:
        slots = super()._hidden_slots(seat)
        for t in self.seats_in:
            if t != seat:
                slots.append((self.hands[t], 0, len(self.hands[t])))
                if self.chosen[t] is not None:
                    slots.append((self.chosen, t, t + 1))
        return slots

    def _load_view(self, view: dict) -> None:
        seat = view["seat"]
        self.stacks = [list(st) for st in view["stacks"]]
        self.hands = [list(view["my_hand"]) if t == seat else [HIDDEN] * k
                      for t, k in enumerate(view["hand_sizes"])]
        self.chosen = [view["my_choice"] if t == seat else (HIDDEN if c else None)
                       for t, c in enumerate(view["chosen"])]
        self.dead_seen = [r for r, k in enumerate(view["dead_seen"]) for _ in range(k)]
        self.dead_hidden = [HIDDEN] * (view["dead_size"] - len(self.dead_seen))
        self.round_no = view["round"]

    def _why_choose(self, action: int) -> tuple[str, dict] | None:
        t = self.turn
        if self.phase == "choose":
            if not CHOOSE < action <= CHOOSE + 10:
                return "choose_first", {"seat": t}
            return "rank_not_held", {"seat": t, "rank": action - CHOOSE}
        if CHOOSE < action <= CHOOSE + 10:
            return "already_chosen", {}
        if PLAY < action <= PLAY + 10 and action - PLAY not in self.hands[t]:
            return "rank_not_held", {"seat": t, "rank": action - PLAY}
        return None


def determinize(view: dict, rng: Rng) -> PairsChipGame:
    """A full state (no events) built from a seat's view alone (``state.view(seat)``, what
    an agent gets) whose view for that seat is ``view`` again: every card the view does not
    locate (other players' hands and pending choices, face-down centre cards, dead cards
    never shown, the draw pile) is dealt at random from the cards that appear nowhere in
    the view, as :meth:`PairsChipGame.determinize` does. For search AIs of Hawthorn,
    Goblin's Poker and Blackstone."""
    from .registry import get_game

    st = get_game(view["game"]).state_class._from_view(view, rng)
    st._redeal_hidden(view["seat"], rng)
    return st
