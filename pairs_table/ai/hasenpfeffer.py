"""Hasenpfeffer agents.

* ``baseline`` (the fixed yardstick): in the best suit (most trumps, then the strongest)
  count the sure-ish trumps (Joker, bowers, ace and king of trumps) and the side aces; bid
  that count minus one if that is at least 2 and beats the high bid, else pass. Name the
  longest strong suit, discard the lowest non-trump. Follow with the lowest card that
  takes the trick if there is one, else the lowest card; lead the highest card.
* ``easy``: estimates its tricks with the hand-strength sum of ``normal`` blurred by a
  little noise and bids on it, ignoring what the other bids say; names its longest suit;
  plays by simple habits (lead an ace or a top trump, win cheaply, do not overtake a
  partner who is winning) and never counts cards.
* ``normal``: bids from a hand-strength estimate of the tricks it would take with each
  trump (Joker, bowers, trump length, side aces and kings, voids to ruff with, the
  widow's expected help, the partner's help), corrected by the auction (a partner's bid
  adds, the opponents' bids take away); it overcalls by the minimum when the expected
  points of that contract beat what passing is worth (it leaves a partner's bid alone
  unless it is much stronger, and bids 1 rather than be forced to 3); names the trump and
  discard that leave the strongest six cards (voiding a short side suit). Card play counts
  the cards played and the known voids: it draws trumps when it holds the contract and the
  master trump, cashes masters, wins cheaply with cards no later opponent can beat, does
  not overtake a partner whose card is safe, and throws its least useful card.
* ``hard``: samples deals consistent with its view (the engine's ``determinize``),
  weighted by how well each other seat's sampled hand fits its bids and passes (and a
  declarer's hand its trump). In each sampled deal it scores every candidate action (pass
  or the two lowest bids; the three most promising trumps; the four most promising
  discards; alone or not; one card of each set of equivalent legal cards): in the last
  three tricks by solving the deal with every card visible (:mod:`.hasenpfeffer_solver`,
  exact), before that by playing the deal out with the normal agent at every seat.
  Scores are the deal's points (own side minus the other side); the best mean wins, the
  normal agent's own choice getting a small bonus that fades as samples grow. Work is
  split over the cores with :func:`parallel.run_split` within ``think_ms`` (default 1000),
  or a fixed total of ``samples`` for reproducible results. A timed search runs in rounds
  and stops as soon as every other action is clearly behind the leader in the same
  sampled deals, so clear decisions take a fraction of the budget.
"""

from __future__ import annotations

import math
import time

from ..engine import hasenpfeffer as hp
from ..engine.cards import SUITS
from ..engine.hasenpfeffer import ESUIT, FROM_STD, JOKER_I, KEY, NCARDS
from ..engine.rng import Rng
from . import parallel
from .arena import ArenaRules
from .base import Agent, register
from .hasenpfeffer_solver import ORDER, OutOfTime, Solver, card_values
from .reasons import Decision, only_move

PASS_TEXT = "pass"


def _action_texts(pepper: bool) -> dict[int, str]:
    options = {"bid_scale": "pepper" if pepper else "numeric"}
    parser = hp.HasenpfefferState.new(4, options, Rng(0), record=False)
    top = hp.bid_action(7 if pepper else 6)
    return {a: parser.action_to_string(a) for a in range(hp.PARTNER + 1) if a <= top or a >= hp.ALONE}


_TEXTS = {p: _action_texts(p) for p in (False, True)}  # action -> text, per bid scale
_ACTIONS = {p: {x: a for a, x in t.items()} for p, t in _TEXTS.items()}  # text -> action


def _action(text: str, pepper: bool) -> int:
    return _ACTIONS[pepper][text]


def _text(action: int, pepper: bool) -> str:
    return _TEXTS[pepper][action]


def _power(c: int, t: int) -> int:
    """Strength of a card for "lowest" and "highest": trumps 100+, others their rank."""
    return KEY[t][ESUIT[t][c]][c]


# ---- reading a view -------------------------------------------------------------------

class Seen:
    """What one seat's view says, in engine indexes."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.seat = me = view["seat"]
        self.side = me & 1
        self.pepper = view["options"]["bid_scale"] == "pepper"
        self.top = 7 if self.pepper else 6
        self.phase = view["phase"]
        self.hand = [FROM_STD[c] for c in view["hand"]]
        self.trump = SUITS.index(view["trump"]) if view["trump"] else -1
        self.declarer = -1 if view["declarer"] is None else view["declarer"]
        self.size = view["contract_size"] or 0
        self.out = -1 if view["sitting_out"] is None else view["sitting_out"]
        self.tsize = 3 if view["alone"] else 4
        self.played = [(s, FROM_STD[c]) for t in view["tricks"] for s, c in t["cards"]]
        n_done = len(self.played) - len(self.played) % self.tsize
        self.trick = self.played[n_done:]
        self.known = set(self.hand) | {c for _, c in self.played}
        if view["discard"] is not None:
            self.known.add(FROM_STD[view["discard"]])
        self.unknown = [c for c in range(NCARDS) if c not in self.known]
        self.voids = (hp.known_voids(self.played, self.tsize, ESUIT[self.trump]) if self.trump >= 0
                      else [set(), set(), set(), set()])
        self.high = hp.bid_level(view["high_bid"]) if view["high_bid"] else 0
        self.high_seat = -1 if view["high_bidder"] is None else view["high_bidder"]
        self.bids = [(b["seat"], hp.bid_level(b["bid"])) for b in view["bids"]]

    def next_seat(self, s: int) -> int:
        n = (s + 1) & 3
        return (n + 1) & 3 if n == self.out else n

    def later(self) -> list[int]:
        """Seats still to play to the current trick after me."""
        out, s = [], self.seat
        for _ in range(self.tsize - len(self.trick) - 1):
            s = self.next_seat(s)
            out.append(s)
        return out

    def winning(self) -> tuple[int, int]:
        """(seat, key) of the card winning the current trick so far."""
        kt = KEY[self.trump][ESUIT[self.trump][self.trick[0][1]]]
        w, wk = self.trick[0][0], kt[self.trick[0][1]]
        for s, c in self.trick[1:]:
            if kt[c] > wk:
                w, wk = s, kt[c]
        return w, wk

    def could_beat(self, card: int, led: int, seats: list[int]) -> bool:
        """Might one of ``seats`` hold an unseen card that beats ``card`` on a trick led in
        ``led``? A seat known to lack the led suit is assumed to ruff if it may."""
        t = self.trump
        es = ESUIT[t]
        kt = KEY[t][led]
        k = kt[card]
        for s in seats:
            v = self.voids[s]
            for c in self.unknown:
                if kt[c] > k and es[c] not in v and (es[c] == led or es[c] == t and led in v):
                    return True
        return False


# ---- hand strength (easy, normal, hard's bid model) -------------------------------------

_TRUMP_VALUE = (0.22, 0.26, 0.32, 0.42, 0.55, 0.72, 0.88, 1.0)  # by trump order 9 .. Joker


def strength(cards: list[int], t: int) -> float:
    """Expected tricks the holder of ``cards`` takes with trumps ``t`` (his own cards)."""
    es = ESUIT[t]
    kt = KEY[t][t]
    trumps = [kt[c] - 100 for c in cards if es[c] == t]
    n = len(trumps)
    v = sum(_TRUMP_VALUE[o] for o in trumps) + 0.35 * max(0, n - 2)
    for s in range(4):
        if s == t:
            continue
        ranks = sorted((c % 6 for c in cards if es[c] == s), reverse=True)
        if not ranks:
            v += 0.3 * min(n, 2) / 2 if n else 0.0
            continue
        if ranks[0] == 5:
            v += 0.85 if len(ranks) <= 2 else 0.65
            if len(ranks) > 1 and ranks[1] == 4:
                v += 0.4
        elif ranks[0] == 4 and len(ranks) >= 2:
            v += 0.25
        if len(ranks) == 1 and ranks[0] < 5 and n >= 2:
            v += 0.1
    return v


def best_exchange(cards: list[int], trumps=range(4)) -> tuple[float, int, int]:
    """(strength, trump, discard) of the best trump and discard for a 7-card hand."""
    best = (-1.0, 0, cards[0])
    for t in trumps:
        for d in cards:
            rest = [c for c in cards if c != d]
            v = strength(rest, t) - 0.01 * _power(d, t) / 100
            if v > best[0]:
                best = (v, t, d)
    return best


def bid_estimate(cards: list[int]) -> tuple[float, int]:
    """(tricks the partnership expects as declarer with the best trump, that trump) for a
    6-card hand before the widow: own strength, the widow's help, the partner's help."""
    best = (-1.0, 0)
    for t in range(4):
        v = strength(cards, t)
        n_out = 8 - sum(1 for c in cards if ESUIT[t][c] == t)  # trumps I do not hold
        widow = 0.25 + 0.6 * n_out / 19
        best = max(best, (v + widow + 0.9, t))
    return best


def expected_tricks(est: float) -> float:
    """The partnership's expected tricks as declarer for a :func:`bid_estimate` (fitted to
    double-dummy results of random deals)."""
    return 1.45 + 0.69 * est


def trick_distribution(est: float, sd: float = 1.1) -> list[float]:
    """Probabilities of 0..6 tricks around an estimate (a rounded normal)."""
    cdf = [0.5 * (1 + math.erf((k + 0.5 - est) / (sd * math.sqrt(2)))) for k in range(6)]
    cdf = [0.0] + cdf + [1.0]
    return [cdf[k + 1] - cdf[k] for k in range(7)]


def last_chance(w: Seen) -> bool:
    """Would my pass end the auction with nobody bidding?"""
    return w.high == 0 and sum(1 for _, lv in w.bids if lv == 0) == 3


def auction_action(w: Seen, dist: list[float], margin: float = 0.25) -> int:
    """Bid the minimum overcall when its expected points (``dist``: probabilities of my
    side's tricks 0..6 as declarer) beat passing, else pass. Passing is worth about what
    the high bidder's side expects from its contract: for us if it is partner, against
    us if it is an opponent."""
    want = w.high + 1
    if want > w.top:
        return hp.PASS
    if want == 1 and JOKER_I in w.hand and last_chance(w):
        return hp.bid_action(1)  # bidding 1 beats being forced to 3
    b = min(want, 6)
    m = 2 if want == 7 else 1
    ev = sum(p * (m * t if t >= b else -m * b) for t, p in enumerate(dist))
    h = w.high
    if w.high_seat < 0:
        pass_value = 0.0
    else:
        theirs = 0.6 * (h + 0.8) - 0.4 * h
        pass_value = theirs if w.high_seat == ((w.seat + 2) & 3) else -theirs
    return hp.bid_action(want) if ev > pass_value + margin else hp.PASS


def _level_legal(level: int, acts: dict) -> int | None:
    a = hp.bid_action(level)
    return a if a in acts else None


# ---- baseline -------------------------------------------------------------------------

@register("hasenpfeffer", "baseline")
class BaselineAgent(Agent):
    """The fixed rule of thumb (see the module docstring)."""

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if len(legal) == 1:
            return legal[0]
        w = Seen(view)
        acts = {_action(x, w.pepper): x for x in legal}
        ph = w.phase
        if ph == "auction":
            t = self._suit(w.hand)
            es, kt = ESUIT[t], KEY[t][t]
            sure = sum(1 for c in w.hand if es[c] == t and kt[c] >= 103)
            aces = sum(1 for c in w.hand if es[c] != t and c % 6 == 5)
            n = min(sure + aces - 1, 6)
            a = _level_legal(n, acts) if n >= 2 else None
            return acts[a] if a is not None else PASS_TEXT
        if ph == "trump":
            return acts[hp.trump_action(self._suit(w.hand))]
        if ph == "discard":
            t = w.trump
            side = [c for c in w.hand if ESUIT[t][c] != t] or w.hand
            return acts[hp.discard_action(min(side, key=lambda c: (_power(c, t), c)))]
        if ph == "lone":
            return acts[hp.PARTNER]
        cards = [a for a in acts if hp.is_play(a)]
        t = w.trump
        if not w.trick:
            return acts[max(cards, key=lambda c: (_power(c, t), c))]
        _, wk = w.winning()
        kt = KEY[t][ESUIT[t][w.trick[0][1]]]
        wins = [c for c in cards if kt[c] > wk]
        pick = min(wins or cards, key=lambda c: (kt[c], _power(c, t), c))
        return acts[pick]

    @staticmethod
    def _suit(cards: list[int]) -> int:
        def score(t):
            es, kt = ESUIT[t], KEY[t][t]
            mine = [kt[c] for c in cards if es[c] == t]
            return (len(mine), sum(mine), -t)
        return max(range(4), key=score)


# ---- normal ---------------------------------------------------------------------------

class HeuristicAgent(Agent):
    """Hand-strength bidding and counting card play; ``easy`` switches the refinements
    off (``counting``, ``auction_info``) and blurs its estimates by ``noise`` tricks."""

    counting = True
    auction_info = True
    noise = 0.0

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        if len(legal) == 1:
            return legal[0]
        w = Seen(view)
        return _text(self.pick(w, [_action(x, w.pepper) for x in legal], rng), w.pepper)

    def pick(self, w: Seen, acts: list[int], rng: Rng) -> int:
        """The chosen action (an engine action number) among the legal ``acts``."""
        ph = w.phase
        if ph == "auction":
            return self.bid(w, acts, rng)
        if ph == "trump":
            return hp.trump_action(self.name_trump(w))
        if ph == "discard":
            return hp.discard_action(best_exchange(w.hand, (w.trump,))[2])
        if ph == "lone":
            alone = strength(w.hand, w.trump) >= max(w.size, 4) + 0.9
            return hp.ALONE if alone else hp.PARTNER
        return self.lead(w, acts) if not w.trick else self.follow(w, acts)

    # -- auction and exchange
    def estimate(self, w: Seen, rng: Rng) -> float:
        est, _ = bid_estimate(w.hand)
        if self.noise:
            est += self.noise * (2 * rng.random() - 1)
        if self.auction_info:
            partner = (w.seat + 2) & 3
            for s, lv in w.bids:
                if lv and s == partner:
                    est += 0.12 * min(lv, 6)
                elif lv and (s & 1) != w.side:
                    est -= 0.12 * min(lv, 6)
        return est

    def bid(self, w: Seen, acts: list[int], rng: Rng) -> int:
        est = self.estimate(w, rng)
        if not self.auction_info:  # easy: a plain threshold
            want = w.high + 1
            if want <= min(w.top, 6) and est >= max(want + 0.3, 2.0):
                return hp.bid_action(want)
            return hp.PASS
        if w.high_seat == ((w.seat + 2) & 3) and est < w.high + 2:
            return hp.PASS  # partner holds it
        return auction_action(w, trick_distribution(expected_tricks(est), 1.25))

    def name_trump(self, w: Seen) -> int:
        return best_exchange(w.hand)[1]

    # -- card play
    def lead(self, w: Seen, cards: list[int]) -> int:
        t = w.trump
        es = ESUIT[t]
        trumps = sorted((c for c in cards if es[c] == t), key=lambda c: -_power(c, t))
        side_cards = [c for c in cards if es[c] != t]
        opps = [s for s in range(4) if (s & 1) != w.side and s != w.out]
        if self.counting:
            out_trumps = [c for c in w.unknown if es[c] == t]
            contracting = (w.declarer & 1) == w.side
            if trumps and out_trumps and contracting:
                top = trumps[0]
                if not w.could_beat(top, t, opps) or (w.seat == w.declarer and len(trumps) >= 3):
                    if any(t not in w.voids[o] for o in opps):
                        return top
            masters = [c for c in side_cards if not w.could_beat(c, es[c], opps)]
            if masters:
                return max(masters, key=lambda c: (c % 6, -c))
        else:
            aces = [c for c in side_cards if c % 6 == 5]
            if aces:
                return aces[0]
            if trumps and _power(trumps[0], t) >= 106:
                return trumps[0]
        if not side_cards:
            return trumps[-1] if len(trumps) > 1 else trumps[0]
        # a low card from the shortest side suit (to make a void), or the longest if no trumps
        counts = {s: sum(1 for c in cards if es[c] == s) for s in range(4)}
        pick_suit = (min if trumps else max)(sorted({es[c] for c in side_cards}), key=lambda s: counts[s])
        return min((c for c in side_cards if es[c] == pick_suit), key=lambda c: c % 6)

    def follow(self, w: Seen, cards: list[int]) -> int:
        t = w.trump
        es = ESUIT[t]
        led = es[w.trick[0][1]]
        kt = KEY[t][led]
        win_seat, wk = w.winning()
        later = w.later()
        later_opps = [s for s in later if (s & 1) != w.side]
        partner_winning = (win_seat & 1) == w.side
        wins = sorted((c for c in cards if kt[c] > wk), key=lambda c: kt[c])
        safe = [c for c in wins if not self._beatable(w, c, led, later_opps)]
        if partner_winning:
            partner_card = w.trick[[s for s, _ in w.trick].index(win_seat)][1]
            if not self._beatable(w, partner_card, led, later_opps):
                return self._throw(w, cards, led)
            if safe:
                return safe[0]
            return self._throw(w, cards, led)
        if safe:
            return safe[0]
        if wins:
            partner_later = any((s & 1) == w.side for s in later)
            if partner_later and es[wins[0]] == led and led != t:
                return self._throw(w, cards, led)  # second hand low
            return wins[0] if es[wins[0]] == t and led != t else wins[-1]
        return self._throw(w, cards, led)

    def _beatable(self, w: Seen, card: int, led: int, seats: list[int]) -> bool:
        if not seats:
            return False
        if self.counting:
            return w.could_beat(card, led, seats)
        return KEY[w.trump][led][card] < KEY[w.trump][led][led * 6 + 5] if led != w.trump else \
            _power(card, w.trump) < 106

    def _throw(self, w: Seen, cards: list[int], led: int) -> int:
        """The least useful card: the lowest of the led suit if I must follow, else the
        lowest side card from my shortest side suit (keeping masters and trumps)."""
        t = w.trump
        es = ESUIT[t]
        if es[cards[0]] == led and all(es[c] == led for c in cards):
            return min(cards, key=lambda c: KEY[t][led][c])
        side_cards = [c for c in cards if es[c] != t]
        if not side_cards:
            return min(cards, key=lambda c: _power(c, t))
        counts = {s: sum(1 for c in cards if es[c] == s) for s in range(4)}
        return min(side_cards, key=lambda c: (c % 6 >= 5, counts[es[c]], c % 6))


@register("hasenpfeffer", "normal")
class NormalAgent(HeuristicAgent):
    """Sound play from the visible information (see the module docstring)."""


@register("hasenpfeffer", "easy")
class EasyAgent(HeuristicAgent):
    """Plausible habits, no card counting, no reading of the auction, a little noise."""

    counting = False
    auction_info = False
    noise = 0.6

    def name_trump(self, w: Seen) -> int:
        return BaselineAgent._suit(w.hand)

    def pick(self, w: Seen, acts: list[int], rng: Rng) -> int:
        if w.phase == "lone":
            return hp.PARTNER
        return super().pick(w, acts, rng)


# ---- hard -----------------------------------------------------------------------------

def initial_hands(st: hp.HasenpfefferState) -> list[list[int]]:
    """The six cards each seat was dealt, from a full state."""
    hands = [list(h) for h in st.hands]
    for s, c in st.played:
        hands[s].append(c)
    if st.out >= 0:
        hands[st.out] = list(st.aside)
    d = st.declarer
    if d >= 0:
        if st.discard >= 0:
            hands[d].append(st.discard)
        hands[d].remove(st.widow)
    return hands


def bid_weight(st: hp.HasenpfefferState, me: int) -> float:
    """How well the other seats' dealt hands in a sampled deal fit their auction: a bid
    above what the hand-strength estimate supports, or a pass below it, costs weight."""
    dealt = initial_hands(st)
    logw = 0.0
    high = 0
    est = {}
    for s, lv in st.bids:
        if s != me:
            if s not in est:
                est[s] = expected_tricks(bid_estimate(dealt[s])[0])
            e = est[s]
            if lv:
                logw -= 1.5 * max(0.0, min(lv, 6) - 0.5 - e)
            elif high < 6:
                logw -= 1.0 * max(0.0, e - (high + 1) - 0.8)
        if lv:
            high = lv
    d = st.declarer
    if d >= 0 and d != me and st.trump >= 0 and not st.forced:
        named = strength(dealt[d] + [st.widow], st.trump)
        logw -= 0.8 * max(0.0, best_exchange(dealt[d] + [st.widow])[0] - named - 0.3)
    return math.exp(logw)


def sample_deal(view: dict, rng: Rng, tries: int = 3) -> hp.HasenpfefferState:
    """A deal consistent with ``view``; of ``tries`` draws, one chosen with probability
    proportional to :func:`bid_weight`."""
    me = view["seat"]
    cands = [hp.determinize(view, rng) for _ in range(tries)]
    if tries == 1 or not view["bids"]:
        return cands[0]
    ws = [bid_weight(c, me) for c in cands]
    x = rng.random() * sum(ws)
    for c, wt in zip(cands, ws):
        x -= wt
        if x <= 0:
            return c
    return cands[-1]


def _utility(st: hp.HasenpfefferState, me: int, side_tricks: int) -> float:
    """Points of my side minus the other side's for the deal when the contracting side
    takes ``side_tricks`` tricks in all."""
    own, other = hp.deal_score(st.level, side_tricks, st.out >= 0, st.per_trick)
    return own - other if (st.declarer & 1) == (me & 1) else other - own


#: with at most this many tricks to go (the current one included) a card play is solved
#: double dummy in each sampled deal; before that each candidate is played out by the
#: normal agent for all four seats
DD_TRICKS = 3

_ROLLOUT_AGENT = NormalAgent()


def _play_values(st: hp.HasenpfefferState, me: int, cards: list[int], deadline: float) -> dict[int, float]:
    """Utility of each legal card in one fully known deal, everybody then playing best."""
    side = st.declarer & 1
    n_done = len(st.played) - st.trick_n
    trick = [c for _, c in st.played[n_done:]]
    dd = card_values([h[:] for h in st.hands], st.trump, st.out, st.leader, trick, side, cards,
                     Solver(st.trump, st.out, deadline))
    won = st.tricks[side]
    return {c: _utility(st, me, won + v) for c, v in dd.items()}


def _rollout(st: hp.HasenpfefferState, me: int, action: int, deadline: float) -> float:
    """Utility for ``me`` (points of my side minus the other's) of taking ``action`` in a
    full deal and letting the normal agent play every seat to the end of the deal."""
    if deadline and time.perf_counter() > deadline:
        raise OutOfTime
    c = st.clone(record=False)
    c._apply(action)
    rng = Rng(0)
    while not c.hand_over:
        legal = c.legal_actions()
        c._apply(legal[0] if len(legal) == 1 else _ROLLOUT_AGENT.pick(Seen(c.view(c.turn)), legal, rng))
    d = c.delta or (0, 0)
    return d[me & 1] - d[1 - (me & 1)]


def _candidates(w: Seen, acts: list[int]) -> list[int]:
    """The actions hard compares: pass and the two lowest bids; the three most promising
    trumps; the four most promising discards; the equivalence classes of legal cards."""
    if w.phase == "auction":
        return [a for a in acts if a == hp.PASS or hp.level_of(a) <= w.high + 2]
    if w.phase == "trump":
        ranked = sorted(range(4), key=lambda t: -best_exchange(w.hand, (t,))[0])
        return [hp.trump_action(t) for t in ranked[:3]]
    if w.phase == "discard":
        t = w.trump
        ranked = sorted(w.hand, key=lambda d: -strength([c for c in w.hand if c != d], t))
        return [hp.discard_action(d) for d in ranked[:4]]
    if w.phase == "play":
        return list(card_classes(w, acts))
    return list(acts)


def card_classes(w: Seen, cards: list[int]) -> dict[int, list[int]]:
    """The legal cards in sets of equivalent ones, keyed by the highest of each: cards of
    one effective suit with no card between them that is still live outside my hand
    (unseen or on the table) win and lose the same tricks."""
    mine = set(w.hand)
    live = set(w.unknown) | {c for _, c in w.trick}
    out: dict[int, list[int]] = {}
    for s in sorted({ESUIT[w.trump][c] for c in cards}):
        rep = -1
        for c in ORDER[w.trump][s]:
            if c in mine:
                if rep < 0 and c in cards:
                    rep = c
                    out[c] = []
                if rep >= 0 and c in cards:
                    out[rep].append(c)
            elif c in live:
                rep = -1
    return out


def _sample_values(w: Seen, st: hp.HasenpfefferState, cands: list[int], deadline: float) -> dict:
    """Per candidate action text, its utility in one sampled deal."""
    me = w.seat
    if w.phase == "play" and 6 - len(st.trick_winners) <= DD_TRICKS:
        return {_text(c, w.pepper): v for c, v in _play_values(st, me, cands, deadline).items()}
    return {_text(a, w.pepper): _rollout(st, me, a, deadline) for a in cands}


def search_job(view: dict, legal: list[str], seed: int, budget_ms: float, samples: int) -> dict:
    """One share of a hard decision: sample deals until ``samples`` are done (or, with
    ``samples`` = 0, until ``budget_ms`` is spent; a deal the deadline interrupts is
    dropped) and return the totals ``{"n": deals, "sum": {action text: utility}}`` and each
    deal's values (``"each"``: a list of ``{action text: utility}``)."""
    start = time.perf_counter()
    deadline = 0.0 if samples else start + budget_ms / 1000
    rng = Rng(seed)
    w = Seen(view)
    cands = _candidates(w, [_action(x, w.pepper) for x in legal])
    sums: dict = {}
    each = []
    n = 0
    while not samples or n < samples:
        try:
            vals = _sample_values(w, sample_deal(view, rng), cands, deadline)
        except OutOfTime:
            break
        for k, v in vals.items():
            sums[k] = sums.get(k, 0) + v
        each.append(vals)
        n += 1
        if deadline and time.perf_counter() >= deadline:
            break
    return {"n": n, "sum": sums, "each": each}


@register("hasenpfeffer", "hard")
class HardAgent(NormalAgent):
    """Sampling, rollouts and double-dummy solving (see the module docstring).

    ``think_ms``: time budget per decision (split over the cores); ``samples``: a fixed
    total number of sampled deals instead (reproducible); ``jobs``: how many jobs to split
    a decision into (default: one per core)."""

    #: the normal agent's choice gets a bonus of ``bonus * prior / (prior + samples)``
    #: points: it decides near-ties and steadies decisions made from few samples, and as
    #: it stays below one point it never outweighs a trick that every sample agrees on
    prior = 6
    bonus = 0.6

    def __init__(self, think_ms: float = 1000, samples: int | None = None, jobs: int | None = None) -> None:
        self.think_ms = think_ms
        self.samples = samples
        self.jobs = jobs

    def choose(self, view: dict, legal: list[str], rng: Rng) -> str:
        return self.decide(view, legal, rng).action

    def decide(self, view: dict, legal: list[str], rng: Rng) -> Decision:
        if len(legal) == 1:
            return only_move(legal)
        w = Seen(view)
        acts = [_action(x, w.pepper) for x in legal]
        usual = NormalAgent.choose(self, view, legal, rng)
        if w.phase == "auction" and w.high == 0 and JOKER_I in w.hand and last_chance(w):
            return Decision(usual, "hp_bid_forced")  # bidding 1 beats being forced to 3
        cands = _candidates(w, acts)
        if len(cands) == 1:
            return Decision(_text(cands[0], w.pepper), "hp_alike")
        plain = usual
        if w.phase == "play":  # the sampled card equivalent to the normal agent's
            u = _action(usual, w.pepper)
            usual = _text(next(r for r, members in card_classes(w, acts).items() if u in members), w.pepper)
        stats = self._search(view, legal, rng, usual)
        if stats["n"] == 0:  # no deal finished in time
            return Decision(plain, "usual")
        best = self._best(stats, usual)
        n = stats["n"]
        means = {x: v / n for x, v in stats["sum"].items()}
        return explain(w, best, means, n)

    def _best(self, stats: dict, usual: str) -> str:
        """The action of the highest mean utility, the normal agent's choice with its bonus."""
        n = stats["n"]
        scores = stats["sum"]
        extra = self.bonus * self.prior / (self.prior + n)

        def value(x):
            return scores[x] / n + (extra if x == usual else 0.0)

        return max(scores, key=lambda x: (value(x), x))

    #: a timed search stops early once every other action is this many standard errors
    #: behind the leader (or tied with it in every deal), after at least ``settle_after`` deals
    settle_z = 3.0
    settle_after = 12
    rounds = 4

    def _settled(self, stats: dict, usual: str) -> bool:
        n = stats["n"]
        if n < self.settle_after or not stats["sum"]:
            return False
        lead = self._best(stats, usual)
        extra = self.bonus * self.prior / (self.prior + n)
        for x in stats["sum"]:
            if x == lead:
                continue
            ds = [v[lead] - v[x] for v in stats["each"]]
            mean = sum(ds) / n + (extra if lead == usual else 0.0) - (extra if x == usual else 0.0)
            var = sum((d - sum(ds) / n) ** 2 for d in ds) / (n - 1)
            if var == 0.0:
                if mean < 0:
                    return False
                continue
            if mean - self.settle_z * math.sqrt(var / n) <= 0:
                return False
        return True

    def _search(self, view: dict, legal: list[str], rng: Rng, usual: str) -> dict:
        """The pooled statistics of the sampled deals. A fixed sample count is one round
        split over the jobs; a time budget runs in :attr:`rounds` rounds and stops early
        when the decision has settled (:meth:`_settled`)."""
        jobs = self.jobs or parallel.jobs_per_call()
        total = {"n": 0, "sum": {}, "each": []}

        def pool(args):
            for r in parallel.run_split(search_job, args):
                total["n"] += r["n"]
                total["each"] += r["each"]
                for k, v in r["sum"].items():
                    total["sum"][k] = total["sum"].get(k, 0) + v

        if self.samples:
            jobs = max(1, min(jobs, self.samples))
            shares = [self.samples // jobs + (1 if i < self.samples % jobs else 0) for i in range(jobs)]
            pool([(view, legal, rng.next_u64(), 0.0, s) for s in shares])
            return total
        start = time.perf_counter()
        budget = self.think_ms * 0.85
        for k in range(self.rounds):
            left = budget - (time.perf_counter() - start) * 1000.0
            if left <= 0:
                break
            pool([(view, legal, rng.next_u64(), left / (self.rounds - k), 0) for _ in range(jobs)])
            if self._settled(total, usual):
                break
        return total


# ---- reasons ----------------------------------------------------------------------------

def _name(c: int) -> str:
    return hp.card_name(hp.TO_STD[c])


def _runner_up(means: dict, best: str) -> tuple[str | None, float]:
    rest = [(v, x) for x, v in means.items() if x != best]
    if not rest:
        return None, means[best]
    v, x = max(rest)
    return x, v


def explain(w: Seen, action: str, means: dict, n: int) -> Decision:
    """``action`` with its reason: what the card does in the trick (drawing trumps, a
    master, a safe winner, a ruff, a throw to a partner's winner...) or the auction's
    estimate, with the points per deal the sampled deals gave it (``means``: candidate
    action -> mean points of my side minus the other side's, over ``n`` deals)."""
    ev = means[action]
    alt, alt_v = _runner_up(means, action)
    fields = {"ev_points": ev, "count": n}
    if alt is not None and alt_v > ev - 0.05:  # a near tie, settled by the usual play
        return Decision(action, "hp_close", {**fields, "alt_points": alt_v})
    if w.phase == "auction":
        est, t = bid_estimate(w.hand)
        if action == PASS_TEXT:
            bid = alt.split()[-1] if alt else str(w.high + 1)
            return Decision(action, "hp_pass", {**fields, "bid": bid, "alt_points": alt_v})
        return Decision(action, "hp_bid", {**fields, "bid": action.split(" ", 1)[1], "alt_points": alt_v,
                                           "tricks": expected_tricks(est), "suit": SUITS[t]})
    if w.phase == "trump":
        if alt is None:
            return Decision(action, "hp_alike")
        return Decision(action, "hp_trump", {**fields, "suit": action.split()[1], "suit2": alt.split()[1],
                                             "alt_points": alt_v})
    if w.phase == "discard":
        if alt is None:
            return Decision(action, "hp_alike")
        return Decision(action, "hp_discard", {**fields, "card2": alt.split()[1], "alt_points": alt_v})
    if w.phase == "lone":
        code = "hp_alone" if _action(action, w.pepper) == hp.ALONE else "hp_partner"
        return Decision(action, code, {**fields, "alt_points": alt_v})
    return Decision.fit(action, *_play_reason(w, _action(action, w.pepper), fields, alt, alt_v))


def _play_reason(w: Seen, card: int, fields: dict, alt: str | None, alt_v: float) -> tuple[str, dict]:
    t = w.trump
    es = ESUIT[t]
    opps = [s for s in range(4) if (s & 1) != w.side and s != w.out]
    if not w.trick:  # a lead
        out_trumps = [c for c in w.unknown if es[c] == t]
        if es[card] == t and out_trumps and (w.declarer & 1) == w.side:
            masters = [c for c in w.hand if c != card and es[c] != t and not w.could_beat(c, es[c], opps)]
            if masters:
                return "hp_draw_trumps", {"count": len(out_trumps), "cards": [_name(c) for c in masters]}
            return "hp_draw", {**fields, "count": len(out_trumps)}
        if not w.could_beat(card, es[card], opps):
            return "hp_master", fields
        if alt is None:
            return "hp_lead_only", fields
        return "hp_lead", {**fields, "card2": alt.split()[1], "gap_points": fields["ev_points"] - alt_v}
    led = es[w.trick[0][1]]
    kt = KEY[t][led]
    win_seat, wk = w.winning()
    later_opps = [s for s in w.later() if (s & 1) != w.side]
    if kt[card] > wk:
        if es[card] == t and led != t:
            return "hp_ruff", {**fields, "suit": SUITS[led]}
        if not w.could_beat(card, led, later_opps):
            return "hp_win_safe", fields
        return "hp_try", fields
    if (win_seat & 1) == w.side:
        partner_card = w.trick[[s for s, _ in w.trick].index(win_seat)][1]
        return "hp_partner_wins", {"card2": _name(partner_card)}
    if any(kt[c] > wk for c in w.hand):
        return "hp_second_low", fields
    return "hp_cannot_win", fields


def _points_ahead(state, before: dict, after: dict) -> list[float]:
    """Each seat's partnership's points of the deal less the other side's."""
    ns = (after["scores"][0] - before["scores"][0]) - (after["scores"][1] - before["scores"][1])
    return [float(ns) if s % 2 == 0 else float(-ns) for s in range(state.players)]


ARENA = ArenaRules("partnership point difference per deal", _points_ahead)

LEVEL_NOTE = ("In Hasenpfeffer, hard is clearly stronger than normal: before each bid and card it tries out "
              "how the deal could go on.")


# The reasons only this game's agents give (code -> English template; see ai/reasons.py).
REASONS = {
    # the auction and the exchange
    "hp_bid": "your side can expect about {tricks} tricks with {suit} trumps; bidding {bid} scores "
              "{ev_points} points on average in {count} sampled deals, passing {alt_points}",
    "hp_pass": "passing scores {ev_points} points on average in {count} sampled deals; bidding {bid} "
               "would score {alt_points}",
    "hp_bid_forced": "if everyone passes, the Joker's holder must bid 3, so bidding 1 now is cheaper",
    "hp_trump": "with {suit} trumps your side scores {ev_points} points on average in {count} sampled "
                "deals; with {suit2}, {alt_points}",
    "hp_discard": "keeping the other six cards scores {ev_points} points on average in {count} sampled "
                  "deals; discarding {card2} instead, {alt_points}",
    "hp_alone": "going alone scores {ev_points} points on average in {count} sampled deals, with your "
                "partner {alt_points}",
    "hp_partner": "playing with your partner scores {ev_points} points on average in {count} sampled "
                  "deals, going alone {alt_points}",
    "hp_close": "in {count} sampled deals it scores about as much as the next best choice ({ev_points} "
                "against {alt_points} points on average), and it is the sounder play",
    "hp_alike": "your choices here are alike: each wins and loses the same tricks",
    # the play
    "hp_draw_trumps": "it draws trumps ({count} are still out), and then your {cards} can win tricks",
    "hp_draw": "it draws trumps ({count} are still out); your side scores {ev_points} points on average",
    "hp_master": "it is the highest card left in its suit, so it wins the trick; your side scores "
                 "{ev_points} points on average",
    "hp_lead": "your side scores {ev_points} points on average in {count} sampled deals, {gap_points} "
               "more than with {card2}",
    "hp_lead_only": "it is your best lead in the sampled deals: your side scores {ev_points} points on "
                    "average",
    "hp_win_safe": "it wins the trick and nobody after you can beat it; your side scores {ev_points} "
                   "points on average",
    "hp_ruff": "you have no {suit}, so it trumps the trick; your side scores {ev_points} points on average",
    "hp_try": "it wins the trick unless a later player beats it; your side scores {ev_points} points on "
              "average",
    "hp_partner_wins": "your partner's card ({card2}) already wins the trick, so you keep your better cards",
    "hp_second_low": "your partner plays after you and can still win the trick",
    "hp_cannot_win": "nothing you hold wins this trick, so you give up your least useful card",
}
