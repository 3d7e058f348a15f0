"""Hasenpfeffer: four players in two partnerships, a 25-card Euchre pack with one Joker.

Rules: docs/rules/hasenpfeffer.md. One state is one game;
a deal is a "hand" (``hand_over`` after the deal is scored or annulled, ``next_hand()``
deals the next one with the next dealer); the game ``is_over`` when a partnership wins.
Seats 0 + 2 are NS, 1 + 3 are EW; ``scores`` is ``[NS, EW]``.

Cards
    Outside this module a card is the standard-deck id of :mod:`.cards` (``JOKER`` = 52).
    Inside, a card is an index 0..24: ``suit * 6 + rank`` with suits C, D, H, S (0..3) and
    ranks 9, 10, J, Q, K, A (0..5); the Joker is 24. :data:`TO_STD` / :data:`FROM_STD`
    convert. The sister suit of ``s`` is ``3 - s``.

Actions (ints)
    ``0..24`` play card i, ``25..49`` discard card i - 25, ``50..53`` name trump C/D/H/S,
    ``54`` pass, ``54 + level`` bid (levels 1..6 numeric; with the pepper scale 1..5, 6 =
    Little Pepper, 7 = Big Pepper), ``62`` go alone, ``63`` play with partner. The text
    forms are the contract's: ``pass``, ``bid N``, ``bid little pepper``, ``bid big
    pepper``, ``trump S``, ``discard CARD``, ``alone``, ``partner``, ``play CARD``.

Fast path for search
    ``apply()`` checks legality; ``_apply(action)`` does not and may be called with an
    action taken from ``legal_actions()`` of the same state. ``playout(rng)`` plays
    uniformly random legal actions to the end of the current deal. ``clone()`` is cheap;
    ``clone(record=False)`` gives a copy that builds no events. ``determinize(seat, rng)``
    re-deals every card hidden from ``seat`` consistently with what it has seen (hand
    sizes, suits it knows a player lacks, a forced declarer's Joker). The module-level
    ``determinize(view, rng)`` does the same from a seat's view alone (what an agent has):
    it deals the hidden cards by the same rules and replays the deal's history.

Events (``Event.kind``: ``data`` keys; every card is a standard-deck id)
    ``deal``: dealer, deal (number of the deal in the game, from 1), first (first bidder).
    ``pass``: seat. ``bid``: seat, level, bid (text: ``"3"``, ``"little pepper"``).
    ``forced_bid``: seat (holds the Joker), level (3).
    ``annulled``: widow (the Joker, made public), next_dealer.
    ``auction_won``: seat, level, contract (text), size (tricks promised), forced.
    ``widow_taken``: seat; ``secret`` card (the declarer sees it).
    ``trump``: seat, suit (letter).
    ``discard``: seat; ``secret`` card (the declarer sees it).
    ``alone`` / ``partner``: seat, partner (the seat that sits out or plays).
    ``play``: seat, card, trick (0..5).
    ``trick``: seat (winner), winner, trick (0..5), cards ([[seat, card], ...]),
    tricks ([NS, EW] so far).
    ``score``: declarer, side (0 NS / 1 EW), contract, size, tricks (won by the side),
    made, multiplier, delta ([NS, EW]), scores ([NS, EW] after).
    ``game_won``: side, winners (two seats), scores.
"""

from __future__ import annotations

from .base import DealScript, Event, GameInfo, GameState, Option, Shuffler, parse_words, whole_number
from .cards import JOKER, RANK_NAMES, SUITS, card_name as std_card_name, check_available
from .cards import parse_card as std_parse_card
from .errors import ScenarioError, shown
from .rng import Rng

# ---- cards ---------------------------------------------------------------------------

NCARDS = 25
JOKER_I = 24
HAND_SIZE = 6
RANKS = ("9", "10", "J", "Q", "K", "A")
SEAT_NAMES = ("North", "East", "South", "West")
SIDE_NAMES = ("NS", "EW")

#: internal index -> standard-deck id
TO_STD: tuple[int, ...] = tuple(
    [RANK_NAMES.index(RANKS[i % 6]) * 4 + i // 6 for i in range(24)] + [JOKER]
)
#: standard-deck id -> internal index
FROM_STD: dict[int, int] = {s: i for i, s in enumerate(TO_STD)}
DECK_STD: tuple[int, ...] = tuple(sorted(TO_STD))


def card_name(card: int) -> str:
    """Contract name of a standard-deck id (``"JD"``, ``"10H"``, ``"JOKER"``)."""
    return std_card_name(card, jokers=1)


def parse_card(text) -> int:
    """Standard-deck id of a Hasenpfeffer card name; refuses cards not in the pack."""
    c = std_parse_card(text)
    if c not in FROM_STD:
        raise ScenarioError(
            f"{shown(text)} is not a Hasenpfeffer card (the pack is 9, 10, J, Q, K, A of each suit and JOKER)"
        )
    return c


def _iname(i: int) -> str:
    return card_name(TO_STD[i])


def _left_bower(trump: int) -> int:
    return (3 - trump) * 6 + 2


# Precomputed per trump t: ESUIT[t][i] the effective suit of card i; KEY[t][led][i] the
# trick-taking strength of card i when ``led`` was led (trumps 100 + order, cards of the
# led suit their rank, others -1). These two tables are the whole of A.4 and A.9's winner.
def _esuit(t: int, i: int) -> int:
    if i == JOKER_I or i == _left_bower(t):
        return t
    return i // 6


def _trump_order(t: int, i: int) -> int:
    """0..7 (9 of trumps .. Joker) for a trump card."""
    if i == JOKER_I:
        return 7
    if i == t * 6 + 2:
        return 6
    if i == _left_bower(t):
        return 5
    return (0, 1, None, 2, 3, 4)[i % 6]


ESUIT: tuple[tuple[int, ...], ...] = tuple(tuple(_esuit(t, i) for i in range(NCARDS)) for t in range(4))
KEY: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            100 + _trump_order(t, i) if ESUIT[t][i] == t else (i % 6 if ESUIT[t][i] == led else -1)
            for i in range(NCARDS)
        )
        for led in range(4)
    )
    for t in range(4)
)


def effective_suit(card: int, trump: int) -> int:
    """Effective suit (0..3 = C, D, H, S) of a standard-deck card when ``trump`` is trumps."""
    return ESUIT[trump][FROM_STD[card]]


def suit_ranking(suit: int, trump: int) -> list[int]:
    """The cards whose effective suit is ``suit``, high to low (standard-deck ids)."""
    cards = [i for i in range(NCARDS) if ESUIT[trump][i] == suit]
    cards.sort(key=lambda i: KEY[trump][suit][i], reverse=True)
    return [TO_STD[i] for i in cards]


def trick_winner(cards: list[int], trump: int) -> int:
    """Index in ``cards`` (standard-deck ids, in play order) of the card that wins the trick."""
    idx = [FROM_STD[c] for c in cards]
    keys = KEY[trump][ESUIT[trump][idx[0]]]
    return max(range(len(idx)), key=lambda k: keys[idx[k]])


def _shuffle(items: list, rng: Rng) -> None:
    """Shuffle up to 25 items in place: a Fisher-Yates shuffle whose indices are the
    mixed-radix digits of one 192-bit draw (bias below 2**-100)."""
    x = rng.next_u64() | (rng.next_u64() << 64) | (rng.next_u64() << 128)
    for i in range(len(items) - 1, 0, -1):
        x, j = divmod(x, i + 1)
        items[i], items[j] = items[j], items[i]


def deal_score(level: int, tricks: int, lone: bool, per_trick: bool) -> tuple[int, int]:
    """A.10: (contracting side's points, defenders' points) for a contract of ``level``
    (1..6; 7 = Big Pepper) when the contracting side won ``tricks`` of the 6."""
    b = 6 if level >= 6 else level
    m = (2 if level == 7 else 1) * (2 if lone else 1)
    own = m * tricks if tricks >= b else -m * b
    return own, (6 - tricks if per_trick else 0)


def _assign(cards: list[int], sizes: list[int], allowed, rng: Rng) -> list[int]:
    """Put each card in a zone (index into ``sizes``, filled exactly) where ``allowed(card,
    zone)``: random first choices, repaired by augmenting paths (a b-matching)."""
    nz = len(sizes)
    free = list(sizes)
    members: list[list[int]] = [[] for _ in range(nz)]  # card positions per zone
    where = [-1] * len(cards)
    for k, card in enumerate(cards):
        ok = [z for z in range(nz) if allowed(card, z)]
        open_ = [z for z in ok if free[z]]
        if open_:
            z = open_[rng.below(len(open_))]
            where[k] = z
            members[z].append(k)
            free[z] -= 1
            continue
        # breadth-first search: move a card out of a full zone into one with room
        prev = {z: None for z in ok}
        queue = list(ok)
        target = None
        while queue and target is None:
            z = queue.pop(0)
            for m in members[z]:
                for z2 in range(nz):
                    if z2 not in prev and allowed(cards[m], z2):
                        prev[z2] = (z, m)
                        if free[z2]:
                            target = z2
                            break
                        queue.append(z2)
                if target is not None:
                    break
        if target is None:
            raise ScenarioError("no deal of the hidden cards fits what the seat has seen")
        free[target] -= 1
        z2 = target
        while prev[z2] is not None:
            z, m = prev[z2]
            members[z].remove(m)
            members[z2].append(m)
            where[m] = z2
            z2 = z
        where[k] = z2
        members[z2].append(k)
    return where


def known_voids(played: list[tuple[int, int]], trick_size: int, es: tuple[int, ...]) -> list[set[int]]:
    """Per seat, the effective suits (table ``es``) it did not follow in ``played``."""
    out = [set(), set(), set(), set()]
    for i in range(0, len(played), trick_size):
        led = es[played[i][1]]
        for s, c in played[i + 1:i + trick_size]:
            if es[c] != led:
                out[s].add(led)
    return out


def _hidden_zones(seat, sizes: list[int], aside: int, widow_hidden: bool,
                  discard_hidden: bool) -> list[tuple[str, int, int]]:
    """The places of the cards hidden from ``seat`` (``None``: from everybody), as
    (kind, seat or -1, number of cards); kinds ``hand``, ``aside``, ``widow``, ``discard``."""
    zones = [("hand", s, sizes[s]) for s in range(4) if s != seat]
    if aside:
        zones.append(("aside", -1, aside))
    if widow_hidden:
        zones.append(("widow", -1, 1))
    if discard_hidden:
        zones.append(("discard", -1, 1))
    return zones


def _deal_hidden(zones, pool: list[int], voids: list[set[int]], trump: int, forced: int,
                 rng: Rng) -> list[list[int]]:
    """Deal ``pool`` at random into ``zones`` (see :func:`_hidden_zones`): a hand never gets
    an effective suit in its seat's ``voids``; if ``forced`` is a seat, the Joker goes to
    that seat's hand or the discard. Returns the cards of each zone."""
    es = ESUIT[trump] if trump >= 0 else None
    banned = [voids[s] if kind == "hand" else () for kind, s, _ in zones]
    joker_zones = None
    if forced >= 0 and JOKER_I in pool:
        joker_zones = {i for i, (kind, s, _) in enumerate(zones)
                       if (kind == "hand" and s == forced) or kind == "discard"}

    def allowed(card: int, zi: int) -> bool:
        if card == JOKER_I and joker_zones is not None and zi not in joker_zones:
            return False
        return es is None or es[card] not in banned[zi]

    pool = list(pool)
    _shuffle(pool, rng)
    where = _assign(pool, [z[2] for z in zones], allowed, rng)
    filled: list[list[int]] = [[] for _ in zones]
    for card, zi in zip(pool, where):
        filled[zi].append(card)
    return filled


def bid_level(text: str) -> int:
    """Auction level of a view's bid text (0 = pass)."""
    if text == "pass":
        return 0
    if text == "little pepper":
        return 6
    if text == "big pepper":
        return 7
    return int(text)


def determinize(view: dict, rng: Rng, record: bool = False) -> "HasenpfefferState":
    """A full state built from a seat's view alone (``state.view(seat)``) whose view for
    that seat is the same: every card the view does not show is dealt at random
    consistently with it (hand sizes, known voids, a forced declarer's Joker), exactly as
    :meth:`HasenpfefferState.determinize` does, and the deal is replayed from the view's
    history (bids, trumps, discard, lone decision, tricks). Later deals are random."""
    seat = view["seat"]
    options = GAME.resolve_options(view["options"])
    trump = SUITS.index(view["trump"]) if view["trump"] else -1
    decl = -1 if view["declarer"] is None else view["declarer"]
    annulled = view["annulled"]
    phase = PHASE_NAMES.index(view["phase"])
    discarded = decl >= 0 and phase in (LONE, PLAY, DONE)
    tsize = 3 if view["alone"] else 4
    played = [(s, FROM_STD[c]) for t in view["tricks"] for s, c in t["cards"]]
    sizes = list(view["hand_sizes"])
    own = [FROM_STD[c] for c in view["hand"]]
    widow = JOKER_I if annulled else (-1 if view["widow"] is None else FROM_STD[view["widow"]])
    discard = -1 if view["discard"] is None else FROM_STD[view["discard"]]
    widow_hidden = decl < 0 and not annulled
    discard_hidden = discarded and discard < 0
    known = set(own) | {c for _, c in played} | {widow, discard}
    pool = [c for c in range(NCARDS) if c not in known]
    zones = _hidden_zones(seat, sizes, view["set_aside"], widow_hidden, discard_hidden)
    voids = known_voids(played, tsize, ESUIT[trump]) if trump >= 0 else [set(), set(), set(), set()]
    forced = decl if view["forced"] and seat != decl else -1
    filled = _deal_hidden(zones, pool, voids, trump, forced, rng)
    hands = [own if s == seat else [] for s in range(4)]
    aside: list[int] = []
    for (kind, s, _), cards in zip(zones, filled):
        if kind == "hand":
            hands[s] = cards
        elif kind == "aside":
            aside = cards
        elif kind == "widow":
            widow = cards[0]
        else:
            discard = cards[0]
    # back to the deal: played cards return to their hands, the set-aside hand to its seat
    for s, c in played:
        hands[s].append(c)
    out = view["sitting_out"]
    if out is not None:
        hands[out] = aside
    if decl >= 0:
        held = hands[decl] + ([discard] if discarded else [])
        if widow < 0:  # hidden from this seat: any card the declarer held after the exchange
            pick = [c for c in held if not (view["forced"] and c == JOKER_I)]
            widow = pick[rng.below(len(pick))]
        held.remove(widow)
        hands[decl] = held
    st = HasenpfefferState(4, options, Rng(rng.next_u64()), Shuffler(), record)
    delta = view["deal_delta"] or [0, 0]
    st.scores = [view["scores"][0] - delta[0], view["scores"][1] - delta[1]]
    st.dealer = view["dealer"]
    st.deal_no = view["deal"] - 1
    st.over = False
    st.winner_side = -1
    actions = [BID0 + bid_level(b["bid"]) for b in view["bids"]]
    if trump >= 0:
        actions.append(TRUMP0 + trump)
    if discarded:
        actions.append(DISCARD0 + discard)
    if view["alone"] is not None:
        actions.append(ALONE if view["alone"] else PARTNER)
    actions += [c for _, c in played]
    events = st._deal((hands, widow))
    for a in actions:
        events += st._apply(a)
    if seat is not None and phase in (DISCARD, PLAY) and view["legal"]:  # the hand's order
        first = [st.string_to_action(x) % DISCARD0 for x in view["legal"]]
        first = [c for c in first if c in st.hands[seat]]
        st.hands[seat] = first + [c for c in st.hands[seat] if c not in first]
    if record:
        st.log.extend(events)
    return st


# ---- actions -------------------------------------------------------------------------

DISCARD0 = 25
TRUMP0 = 50
PASS = 54
BID0 = 54  # bid of level l is BID0 + l (l >= 1)
ALONE = 62
PARTNER = 63

AUCTION, TRUMP, DISCARD, LONE, PLAY, DONE = range(6)
PHASE_NAMES = ("auction", "trump", "discard", "lone", "play", "done")

# legal auction actions by (top level, high level)
_AUCTION_LEGAL = {
    (top, high): (PASS,) + tuple(BID0 + l for l in range(high + 1, top + 1))
    for top in (6, 7) for high in range(top + 1)
}
_TRUMP_LEGAL = tuple(range(TRUMP0, TRUMP0 + 4))
_LONE_LEGAL = (ALONE, PARTNER)


def bid_action(level: int) -> int:
    """``bid`` of a level (1-6 numeric; pepper 1-5, 6 Little Pepper, 7 Big Pepper)."""
    return BID0 + level


def trump_action(suit: int) -> int:
    """``trump S`` of a suit index (C, D, H, S = 0..3)."""
    return TRUMP0 + suit


def discard_action(card: int) -> int:
    """``discard CARD`` of an internal card index."""
    return DISCARD0 + card


def is_play(action: int) -> bool:
    """Whether ``action`` plays a card (the action is then the card's internal index)."""
    return action < DISCARD0


def level_of(action: int) -> int:
    """The level of a bid action (0 for a pass)."""
    return action - BID0


def bid_text(level: int, pepper: bool) -> str:
    if pepper and level == 6:
        return "little pepper"
    if pepper and level == 7:
        return "big pepper"
    return str(level)


# Values every fresh deal starts from (the lists are set apart, one per deal).
_FRESH_DEAL = {
    "phase": AUCTION,
    "high": 0, "high_seat": -1,  # high bid level and its holder
    "declarer": -1, "level": 0, "forced": False, "annulled": False,
    "trump": -1, "discard": -1,
    "alone": None,  # None until decided (lone_hand option), else bool
    "out": -1,  # seat sitting out
    "trick_size": 4,
    "leader": -1,  # leader of the current trick
    "trick_n": 0,  # cards in the current trick
    "led": -1, "best": -1, "win": -1,  # led suit, best key so far and its seat
    "delta": None,  # [NS, EW] change of the last scoring
}


# ---- the state -----------------------------------------------------------------------

class HasenpfefferState(GameState):
    """One game of Hasenpfeffer (see the module docstring)."""

    def __init__(self, players: int, options: dict, rng: Rng, shuffler: Shuffler, record: bool) -> None:
        self.players = players
        self.options = dict(options)
        self.rng = rng
        self.shuffler = shuffler
        self.record = record
        self.log: list[Event] = []
        self._set_options()

    def _set_options(self) -> None:
        o = self.options
        self.open_auction = o["auction_style"] == "open"
        self.pepper = o["bid_scale"] == "pepper"
        self.top = 7 if self.pepper else 6
        self.lone_opt = bool(o["lone_hand"])
        self.per_trick = o["defender_scoring"] == "per_trick"
        self.target = o["target"]

    # ---- creation ------------------------------------------------------------------
    @classmethod
    def new(cls, players=4, options=None, rng=None, *, dealer=None, chips=None, pot=None,
            scores=None, deals=None, record=True) -> "HasenpfefferState":
        GAME.check_players(players)
        options = GAME.resolve_options(options)
        rng = Rng(0) if rng is None else rng
        self = cls(players, options, rng, Shuffler(deals), record)
        if scores is None:
            scores = [0, 0]
        if len(scores) != 2:
            raise ScenarioError("Hasenpfeffer scores are two numbers: [NS, EW]")
        self.scores = [int(s) for s in scores]
        if dealer is None:
            dealer = rng.below(4)  # H-D14: random first dealer
        if not 0 <= dealer < 4:
            raise ScenarioError(f"the dealer must be a seat from 0 to 3, not {shown(dealer)}")
        self.dealer = dealer
        self.deal_no = 0
        self.over = False
        self.winner_side = -1
        events = self._deal()
        if record:
            self.log.extend(events)
        return self

    def _deal(self, dealt: tuple[list[list[int]], int] | None = None) -> list[Event]:
        """Shuffle and deal (scripted or random; ``dealt``: these (hands, widow), internal
        indexes) and open the auction."""
        script = None if dealt is not None else self.shuffler.next_deal()
        if dealt is not None:
            hands, widow = [list(h) for h in dealt[0]], dealt[1]
        elif script is None:
            cards = list(range(NCARDS))
            _shuffle(cards, self.rng)
            hands = [cards[0:6], cards[6:12], cards[12:18], cards[18:24]]
            widow = cards[24]
        else:
            hands, widow = self._scripted(script)
        self.deal_no += 1
        self.__dict__.update(_FRESH_DEAL)
        self.hands = hands
        self.widow = widow
        self.aside: list[int] = []
        self.bids: list[list[int]] = []  # [seat, level], level 0 = pass
        self.passed = [False, False, False, False]
        self.played: list[tuple[int, int]] = []  # (seat, card) in play order
        self.trick_winners: list[int] = []
        self.tricks = [0, 0]
        self.turn = (self.dealer + 1) & 3
        if not self.record:
            return []
        return [Event("deal", self.dealer, {"dealer": self.dealer, "deal": self.deal_no, "first": self.turn},
                      f"Deal {self.deal_no}: {SEAT_NAMES[self.dealer]} deals.")]

    def _scripted(self, script: DealScript) -> tuple[list[list[int]], int]:
        if script.shuffles:
            raise ScenarioError("a Hasenpfeffer deal has no shuffles after the deal ('shuffles' must be empty)")
        for s, h in enumerate(script.hands):
            if len(h) > HAND_SIZE:
                raise ScenarioError(f"seat {s} is dealt {len(h)} cards but a Hasenpfeffer hand has {HAND_SIZE}")
        if len(script.deck) > 1:
            raise ScenarioError(f"the widow is one card, but the deal's 'deck' lists {len(script.deck)}")
        listed = [c for h in script.hands for c in h] + list(script.deck)
        rest = [FROM_STD[c] for c in check_available(listed, DECK_STD, card_name)]
        _shuffle(rest, self.rng)
        hands = []
        for h in script.hands:
            hand = [FROM_STD[c] for c in h]
            while len(hand) < HAND_SIZE:
                hand.append(rest.pop())
            hands.append(hand)
        widow = FROM_STD[script.deck[0]] if script.deck else rest.pop()
        return hands, widow

    def _next_hand(self) -> list[Event]:
        self.dealer = (self.dealer + 1) & 3
        return self._deal()

    # ---- protocol ------------------------------------------------------------------
    @property
    def to_act(self):
        return None if self.phase == DONE else self.turn

    @property
    def hand_over(self) -> bool:
        return self.phase == DONE

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[int]:
        ph = self.phase
        if ph == PLAY:
            hand = self.hands[self.turn]
            if self.trick_n:
                es = self.esuit
                led = self.led
                follow = [c for c in hand if es[c] == led]
                if follow:
                    return follow
            return hand[:]
        if ph == AUCTION:
            return list(_AUCTION_LEGAL[self.top, self.high])
        if ph == DISCARD:
            return [DISCARD0 + c for c in self.hands[self.turn]]
        if ph == TRUMP:
            return list(_TRUMP_LEGAL)
        if ph == LONE:
            return list(_LONE_LEGAL)
        return []

    def is_legal(self, a) -> bool:
        """``a in legal_actions()``, without building the list."""
        if a.__class__ is not int:
            return False
        ph = self.phase
        if ph == PLAY:
            if not 0 <= a < DISCARD0:
                return False
            hand = self.hands[self.turn]
            if a not in hand:
                return False
            if not self.trick_n:
                return True
            es = self.esuit
            led = self.led
            if es[a] == led:
                return True
            for c in hand:
                if es[c] == led:
                    return False
            return True
        if ph == AUCTION:
            return a == PASS or BID0 + self.high < a <= BID0 + self.top
        if ph == DISCARD:
            return DISCARD0 <= a < TRUMP0 and a - DISCARD0 in self.hands[self.turn]
        if ph == TRUMP:
            return TRUMP0 <= a < PASS
        if ph == LONE:
            return a == ALONE or a == PARTNER
        return False

    def _apply(self, a: int) -> list[Event]:
        if a < DISCARD0:  # play a card
            seat = self.turn
            self.hands[seat].remove(a)
            self.played.append((seat, a))
            n = self.trick_n
            if n:
                k = self.keytab[a]
                if k > self.best:
                    self.best = k
                    self.win = seat
            else:
                self.led = led = self.esuit[a]
                kt = self.keytab = self.keys[led]
                self.best = kt[a]
                self.win = seat
            n += 1
            if n < self.trick_size:
                self.trick_n = n
                nxt = (seat + 1) & 3
                if nxt == self.out:
                    nxt = (nxt + 1) & 3
                self.turn = nxt
                if self.record:
                    return [self._play_event(seat, a)]
                return []
            return self._end_trick(seat, a)
        if a >= PASS:
            if a < ALONE:
                return self._bid(a - BID0)
            return self._lone(a == ALONE)
        if a >= TRUMP0:
            return self._name_trump(a - TRUMP0)
        return self._discard(a - DISCARD0)

    # ---- auction -------------------------------------------------------------------
    def _bid(self, level: int) -> list[Event]:
        seat = self.turn
        rec = self.record
        ev = []
        self.bids.append([seat, level])
        if level:
            self.high = level
            self.high_seat = seat
            if rec:
                t = bid_text(level, self.pepper)
                ev.append(Event("bid", seat, {"seat": seat, "level": level, "bid": t},
                                f"{SEAT_NAMES[seat]} bids {t}."))
            if level == self.top:
                return self._auction_won(ev)
        else:
            self.passed[seat] = True
            if rec:
                ev.append(Event("pass", seat, {"seat": seat}, f"{SEAT_NAMES[seat]} passes."))
        if self.open_auction:
            passed = self.passed
            left = passed.count(False)
            if left == 0:
                return self._nobody_bid(ev)
            if left == 1 and self.high_seat >= 0 and not passed[self.high_seat]:
                return self._auction_won(ev)
            nxt = (seat + 1) & 3
            while passed[nxt]:
                nxt = (nxt + 1) & 3
            self.turn = nxt
        else:
            if seat == self.dealer:
                if self.high_seat < 0:
                    return self._nobody_bid(ev)
                return self._auction_won(ev)
            self.turn = (seat + 1) & 3
        return ev

    def _nobody_bid(self, ev: list[Event]) -> list[Event]:
        for s in range(4):
            if JOKER_I in self.hands[s]:
                self.high = 3
                self.high_seat = s
                self.forced = True
                if self.record:
                    ev.append(Event("forced_bid", s, {"seat": s, "level": 3},
                                    f"Everybody passed: {SEAT_NAMES[s]} holds the Joker and must bid 3."))
                return self._auction_won(ev)
        # H-D2: the Joker is the widow, the deal is annulled
        self.annulled = True
        self.phase = DONE
        self.turn = -1
        if self.record:
            nd = (self.dealer + 1) & 3
            ev.append(Event("annulled", None, {"widow": JOKER, "next_dealer": nd},
                            "Everybody passed and the widow is the Joker: the deal is annulled."))
        return ev

    def _auction_won(self, ev: list[Event]) -> list[Event]:
        d = self.declarer = self.high_seat
        self.level = self.high
        self.hands[d].append(self.widow)
        self.phase = TRUMP
        self.turn = d
        if self.record:
            t = bid_text(self.level, self.pepper)
            ev.append(Event("auction_won", d, {"seat": d, "level": self.level, "contract": t,
                                               "size": min(self.level, 6), "forced": self.forced},
                            f"{SEAT_NAMES[d]} wins the auction with {t}."))
            ev.append(Event("widow_taken", d, {"seat": d}, f"{SEAT_NAMES[d]} takes the widow.",
                            {"card": TO_STD[self.widow]}, (d,)))
        return ev

    # ---- exchange ------------------------------------------------------------------
    def _name_trump(self, suit: int) -> list[Event]:
        self.trump = suit
        self.esuit = ESUIT[suit]
        self.keys = KEY[suit]
        self.phase = DISCARD
        if self.record:
            d = self.declarer
            return [Event("trump", d, {"seat": d, "suit": SUITS[suit]},
                          f"{SEAT_NAMES[d]} names {('clubs', 'diamonds', 'hearts', 'spades')[suit]} as trumps.")]
        return []

    def _discard(self, card: int) -> list[Event]:
        d = self.declarer
        self.hands[d].remove(card)
        self.discard = card
        ev = []
        if self.record:
            ev.append(Event("discard", d, {"seat": d}, f"{SEAT_NAMES[d]} discards one card face down.",
                            {"card": TO_STD[card]}, (d,)))
        if self.lone_opt:
            self.phase = LONE
        else:
            self._start_play((self.dealer + 1) & 3)
        return ev

    def _lone(self, alone: bool) -> list[Event]:
        d = self.declarer
        p = (d + 2) & 3
        self.alone = alone
        ev = []
        if alone:
            self.out = p
            self.aside = self.hands[p]
            self.hands[p] = []
            self.trick_size = 3
            self._start_play((d + 1) & 3)
            if self.record:
                ev.append(Event("alone", d, {"seat": d, "partner": p},
                                f"{SEAT_NAMES[d]} plays alone; {SEAT_NAMES[p]} sits out."))
        else:
            self._start_play((self.dealer + 1) & 3)
            if self.record:
                ev.append(Event("partner", d, {"seat": d, "partner": p},
                                f"{SEAT_NAMES[d]} plays with {SEAT_NAMES[p]}."))
        return ev

    def _start_play(self, leader: int) -> None:
        self.phase = PLAY
        self.leader = self.turn = leader
        self.trick_n = 0

    # ---- play ----------------------------------------------------------------------
    def _play_event(self, seat: int, card: int) -> Event:
        return Event("play", seat, {"seat": seat, "card": TO_STD[card], "trick": len(self.trick_winners)},
                     f"{SEAT_NAMES[seat]} plays {_iname(card)}.")

    def _end_trick(self, seat: int, card: int) -> list[Event]:
        w = self.win
        side = w & 1
        self.tricks[side] += 1
        tw = self.trick_winners
        tw.append(w)
        self.trick_n = 0
        self.leader = self.turn = w
        ev = []
        if self.record:
            n = self.trick_size
            ev.append(self._play_event(seat, card))
            ev.append(Event("trick", w, {"seat": w, "winner": w, "trick": len(tw) - 1,
                                         "cards": [[s, TO_STD[c]] for s, c in self.played[-n:]],
                                         "tricks": list(self.tricks)},
                            f"{SEAT_NAMES[w]} wins trick {len(tw)}."))
        if len(tw) == 6:
            self._score(ev)
        return ev

    def _score(self, ev: list[Event]) -> None:
        d = self.declarer
        side = d & 1
        level = self.level
        t = self.tricks[side]
        delta = [0, 0]
        delta[side], delta[1 - side] = deal_score(level, t, self.out >= 0, self.per_trick)
        b = 6 if level >= 6 else level
        m = (2 if level == 7 else 1) * (2 if self.out >= 0 else 1)
        made = t >= b
        sc = self.scores
        sc[0] += delta[0]
        sc[1] += delta[1]
        self.delta = delta
        self.phase = DONE
        self.turn = -1
        target = self.target
        if sc[side] >= target:
            self.winner_side = side  # H-D11: the contracting side goes out first
        elif sc[1 - side] >= target:
            self.winner_side = 1 - side
        if self.winner_side >= 0:
            self.over = True
        if self.record:
            t_text = bid_text(level, self.pepper)
            ev.append(Event("score", None, {
                "declarer": d, "side": side, "contract": t_text, "size": b, "tricks": t, "made": made,
                "multiplier": m, "delta": list(delta), "scores": list(sc)},
                f"{SIDE_NAMES[side]} {'made' if made else 'failed'} {t_text} with {t} tricks: "
                f"NS {delta[0]:+d}, EW {delta[1]:+d}; scores NS {sc[0]}, EW {sc[1]}."))
            if self.over:
                ws = self.winner_side
                ev.append(Event("game_won", None, {"side": ws, "winners": [ws, ws + 2], "scores": list(sc)},
                                f"{SIDE_NAMES[ws]} wins the game {sc[ws]} to {sc[1 - ws]}."))

    # ---- fast random playout -------------------------------------------------------
    def playout(self, rng: Rng) -> None:
        """Play uniformly random legal actions until the current deal ends (scored or
        annulled). Uses the same steps as ``apply``; meant for search on a clone with
        ``record=False``."""
        legal = self.legal_actions
        step = self._apply
        x = 0
        while self.phase != DONE:
            acts = legal()
            n = len(acts)
            if n == 1:
                step(acts[0])
                continue
            if x < (1 << 16):
                x = rng.next_u64() | (rng.next_u64() << 64)
            x, j = divmod(x, n)
            step(acts[j])

    # ---- determinization (search) ---------------------------------------------------
    def voids(self) -> list[set[int]]:
        """Per seat, the effective suits it is known to lack: it did not follow them."""
        if self.trump < 0:
            return [set(), set(), set(), set()]
        return known_voids(self.played, self.trick_size, self.esuit)

    def determinize(self, seat: int, rng: Rng, record: bool = False) -> "HasenpfefferState":
        """A copy that ``seat`` cannot tell from this state: every card hidden from ``seat``
        (other hands, the widow before it is taken, the discard unless ``seat`` declared,
        a sitting-out hand) is dealt again at random. Hand sizes are kept, a seat never gets
        a suit it failed to follow, and a forced declarer keeps the Joker (in hand or
        discard) until it is played. Later deals are random from ``rng``."""
        c = self.clone(record=record)
        c.rng = Rng(rng.next_u64())
        c.shuffler = Shuffler()
        widow_hidden = c.declarer < 0 and not c.annulled
        discard_hidden = c.discard >= 0 and seat != c.declarer
        zones = _hidden_zones(seat, [len(h) for h in c.hands], len(c.aside), widow_hidden, discard_hidden)
        pool = [x for s in range(4) if s != seat for x in c.hands[s]] + c.aside
        if widow_hidden:
            pool.append(c.widow)
        if discard_hidden:
            pool.append(c.discard)
        forced = c.declarer if c.forced and seat != c.declarer else -1
        filled = _deal_hidden(zones, pool, self.voids(), c.trump, forced, rng)
        for (kind, s, _), cards in zip(zones, filled):
            if kind == "hand":
                c.hands[s] = cards
            elif kind == "aside":
                c.aside = cards
            elif kind == "widow":
                c.widow = cards[0]
            else:
                c.discard = cards[0]
        return c

    # ---- text forms ----------------------------------------------------------------
    def action_to_string(self, action: int) -> str:
        a = action
        if (not isinstance(a, int) or isinstance(a, bool) or not 0 <= a <= PARTNER
                or (a == BID0 + 7 and not self.pepper)):
            raise ValueError(f"{action!r} is not a Hasenpfeffer action")
        if a < DISCARD0:
            return "play " + _iname(a)
        if a < TRUMP0:
            return "discard " + _iname(a - DISCARD0)
        if a < PASS:
            return "trump " + SUITS[a - TRUMP0]
        if a == PASS:
            return "pass"
        if a < ALONE:
            return "bid " + bid_text(a - BID0, self.pepper)
        return "alone" if a == ALONE else "partner"

    def decode_action(self, action: int) -> tuple[str, dict]:
        """``play`` / ``discard`` with ``card``, ``trump`` with ``suit``, ``bid`` with ``bid``,
        ``pass``, ``alone``, ``partner``."""
        a = action
        if a < DISCARD0:
            return "play", {"card": _iname(a)}
        if a < TRUMP0:
            return "discard", {"card": _iname(a - DISCARD0)}
        if a < PASS:
            return "trump", {"suit": SUITS[a - TRUMP0]}
        if a == PASS:
            return "pass", {}
        if a < ALONE:
            return "bid", {"bid": bid_text(a - BID0, self.pepper)}
        return ("alone" if a == ALONE else "partner"), {}

    def string_to_action(self, text: str) -> int:
        w = parse_words(text)

        def bad(code: str, **params):
            return self.refusal(text, code, params)

        if w == ["pass"]:
            return PASS
        if w == ["alone"]:
            return ALONE
        if w == ["partner"]:
            return PARTNER
        if len(w) == 2 and w[0] in ("play", "discard"):
            try:
                c = FROM_STD[parse_card(w[1])]
            except ScenarioError:
                raise bad("not_a_card", text=w[1][:12], game="hasenpfeffer") from None
            return c if w[0] == "play" else DISCARD0 + c
        if len(w) == 2 and w[0] == "trump":
            s = w[1].upper()
            if len(s) == 1 and s in SUITS:
                return TRUMP0 + SUITS.index(s)
            raise bad("trump_letter")
        if w[:1] == ["bid"]:
            rest = " ".join(w[1:])
            if self.pepper:
                if rest == "little pepper":
                    return BID0 + 6
                if rest == "big pepper":
                    return BID0 + 7
                if 1 <= (whole_number(rest) or 0) <= 5:
                    return BID0 + whole_number(rest)
                raise bad("bids_pepper")
            if 1 <= (whole_number(rest) or 0) <= 6:
                return BID0 + whole_number(rest)
            raise bad("bids_numeric")
        raise bad("unknown_action", game="hasenpfeffer",
                  forms=["pass", "bid N", "trump S", "discard CARD", "alone", "partner", "play CARD"])

    def why_illegal(self, action) -> tuple[str, dict]:
        if self.over:
            return "game_over", {}
        if self.phase == DONE:
            return "deal_over", {}
        ph = self.phase
        a = action
        who = self.turn
        if not isinstance(a, int) or not 0 <= a <= PARTNER:
            return "not_now", {}
        kind = (PLAY if a < DISCARD0 else DISCARD if a < TRUMP0 else TRUMP if a < PASS
                else AUCTION if a < ALONE else LONE)
        if kind != ph:
            return "wrong_step", {"seat": who, "step": PHASE_NAMES[ph]}
        if ph == AUCTION:
            if a - BID0 > self.top:
                return "bid_unknown", {}
            return "bid_too_low", {"bid": bid_text(self.high, self.pepper)}
        if ph == DISCARD:
            return "card_not_held", {"card": _iname(a - DISCARD0), "seat": who}
        if ph == LONE:
            return "lone_choice", {}
        if a not in self.hands[self.turn]:
            return "card_not_held", {"card": _iname(a), "seat": who}
        return "must_follow", {"seat": who, "suit": SUITS[self.led]}

    # ---- results and views ---------------------------------------------------------
    def active(self) -> list[bool]:
        return [s != self.out for s in range(4)]

    def winners(self):
        if self.winner_side < 0:
            return None
        return [self.winner_side, self.winner_side + 2]

    def result(self) -> dict:
        return {
            "over": self.over,
            "hand_over": self.phase == DONE,
            "to_act": self.to_act,
            "legal": self.legal_strings(),
            "chips": None,
            "pot": None,
            "scores": list(self.scores),
            "active": self.active(),
            "winners": self.winners(),
        }

    def tricks_played(self) -> list[dict]:
        """Every trick of the deal so far, the current one last (possibly incomplete):
        leader, cards ([seat, standard id] in play order) and winner (None if running)."""
        out = []
        n = self.trick_size
        played = self.played
        for i in range(0, len(played), n):
            k = i // n
            out.append({"leader": played[i][0],
                        "cards": [[s, TO_STD[c]] for s, c in played[i:i + n]],
                        "winner": self.trick_winners[k] if k < len(self.trick_winners) else None})
        return out

    def view(self, seat) -> dict:
        """What ``seat`` may see (A.12). ``seat=None`` gives the public view. Cards are
        standard-deck ids. A sitting-out partner's cards are set aside face down: nobody's
        view shows them, not even their owner's (``hand`` is empty)."""
        decl = self.declarer
        mine = seat is not None and seat != self.out
        hand = sorted(TO_STD[c] for c in self.hands[seat]) if mine else []
        is_decl = seat is not None and seat == decl and self.phase != AUCTION
        to_act = self.to_act
        v = {
            "game": "hasenpfeffer",
            "seat": seat,
            "options": dict(self.options),
            "players": 4,
            "dealer": self.dealer,
            "hand_no": self.deal_no,
            "deal": self.deal_no,
            "phase": PHASE_NAMES[self.phase],
            "scores": list(self.scores),
            "target": self.target,
            "hand": hand,
            "hand_sizes": [len(h) for h in self.hands],
            "set_aside": len(self.aside),
            "bids": [{"seat": s, "bid": "pass" if lv == 0 else bid_text(lv, self.pepper)} for s, lv in self.bids],
            "high_bid": bid_text(self.high, self.pepper) if self.high else None,
            "high_bidder": self.high_seat if self.high_seat >= 0 else None,
            "forced": self.forced,
            "annulled": self.annulled,
            "declarer": decl if decl >= 0 else None,
            "contract": bid_text(self.level, self.pepper) if decl >= 0 else None,
            "contract_size": min(self.level, 6) if decl >= 0 else None,
            "big_pepper": self.level == 7,
            "trump": SUITS[self.trump] if self.trump >= 0 else None,
            "alone": self.alone,
            "sitting_out": self.out if self.out >= 0 else None,
            "widow": TO_STD[self.widow] if (is_decl or self.annulled) else None,
            "discard": TO_STD[self.discard] if (is_decl and self.discard >= 0) else None,
            "tricks": self.tricks_played(),
            "tricks_won": list(self.tricks),
            "to_act": to_act,
            "legal": self.legal_strings() if (seat is not None and seat == to_act) else [],
            "deal_delta": list(self.delta) if self.delta else None,
            "hand_over": self.phase == DONE,
            "over": self.over,
            "winners": self.winners(),
        }
        return v

    # ---- copies and saves ----------------------------------------------------------
    _LIST_FIELDS = ("scores", "passed", "tricks", "trick_winners", "aside")
    _INT_FIELDS = ("dealer", "deal_no", "over", "winner_side", "widow", "phase", "high", "high_seat",
                   "declarer", "level", "forced", "annulled", "trump", "discard", "alone", "out",
                   "trick_size", "leader", "trick_n", "led", "best", "win", "turn")

    def clone(self, record: bool | None = None) -> "HasenpfefferState":
        c = HasenpfefferState.__new__(HasenpfefferState)
        d = c.__dict__
        d.update(self.__dict__)
        c.rng = self.rng.clone()
        c.shuffler = self.shuffler.clone() if (self.shuffler.deals or self.shuffler.current) else Shuffler()
        c.record = self.record if record is None else record
        c.log = list(self.log) if c.record else []
        h = self.hands
        c.hands = [h[0][:], h[1][:], h[2][:], h[3][:]]
        c.scores = self.scores[:]
        c.passed = self.passed[:]
        c.tricks = self.tricks[:]
        c.trick_winners = self.trick_winners[:]
        c.played = self.played[:]
        c.bids = self.bids[:]  # entries are never mutated
        c.aside = self.aside[:]
        if self.delta is not None:
            c.delta = self.delta[:]
        return c

    def to_json(self) -> dict:
        d = {k: getattr(self, k) for k in self._INT_FIELDS}
        for k in self._LIST_FIELDS:
            d[k] = list(getattr(self, k))
        d.update({
            "game": "hasenpfeffer",
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "shuffler": self.shuffler.to_json(),
            "record": self.record,
            "log": [e.to_json() for e in self.log],
            "hands": [list(h) for h in self.hands],
            "bids": [list(b) for b in self.bids],
            "played": [list(p) for p in self.played],
            "delta": None if self.delta is None else list(self.delta),
        })
        return d

    @classmethod
    def from_json(cls, data: dict) -> "HasenpfefferState":
        try:
            rng = Rng(0)
            rng.state = int(data["rng"])
            self = cls(data["players"], GAME.resolve_options(data["options"]), rng,
                       Shuffler.from_json(data["shuffler"]), bool(data["record"]))
            for k in cls._INT_FIELDS:
                setattr(self, k, data[k])
            for k in cls._LIST_FIELDS:
                setattr(self, k, list(data[k]))
            self.log = [Event.from_json(e) for e in data["log"]]
            self.hands = [list(h) for h in data["hands"]]
            self.bids = [list(b) for b in data["bids"]]
            self.played = [tuple(p) for p in data["played"]]
            self.delta = None if data["delta"] is None else list(data["delta"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ScenarioError(f"the saved Hasenpfeffer state is incomplete or damaged ({exc})") from None
        if self.trump >= 0:
            self.esuit = ESUIT[self.trump]
            self.keys = KEY[self.trump]
            if self.led >= 0:
                self.keytab = self.keys[self.led]
        return self


HasenpfefferState.info = None  # set below


# The refusal codes only this game uses (code -> English template; see engine/refusals.py).
REFUSALS = {
    "deal_over": "the deal is over",
    "wrong_step": "it is the {step} step now",
    "bid_unknown": "that bid does not exist with this bid scale",
    "bid_too_low": "a bid must be higher than the current high bid ({bid})",
    "card_not_held": "{card} is not in that hand",
    "lone_choice": "the choice is to go alone or to play with the partner",
    "must_follow": "the led suit ({suit}) must be followed with a card of that suit",
    "trump_letter": "trumps are named by a suit letter: C, D, H or S",
    "bids_numeric": "the bids are 1 to 6",
    "bids_pepper": "with the pepper scale the bids are 1 to 5, little pepper and big pepper",
}

GAME = GameInfo(
    name="hasenpfeffer",
    title="Hasenpfeffer",
    min_players=4,
    max_players=4,
    options=(
        Option("auction_style", "open", ("open", "single_round"),
               help="open: bid round and round, a pass is final; single_round: one turn each"),
        Option("bid_scale", "numeric", ("numeric", "pepper"),
               help="numeric: bids 1-6; pepper: 1-5, Little Pepper, Big Pepper (double stakes)"),
        Option("lone_hand", False, (False, True), help="the declarer may play alone for double stakes"),
        Option("defender_scoring", "none", ("none", "per_trick"),
               help="none: defenders score nothing; per_trick: one point per trick they win"),
        Option("target", 10, None, minimum=1, maximum=1000, help="points needed to win the game"),
    ),
    state_class=HasenpfefferState,
    hidden_info=True,
    blurb=("Euchre's cousin for two partnerships: bid for the right to name trumps, take the "
           "one-card widow, then win the tricks you promised. The Joker and both jacks of the "
           "trump colour are the top trumps. First side to 10 points wins."),
    parse_card=parse_card,
    card_name=card_name,
    seat_name=SEAT_NAMES.__getitem__,
    sides=2,
    deck="standard",
)
HasenpfefferState.info = GAME
