"""Pyramid Poker (docs/rules/pyramid_poker.md): two players build a pyramid of 30 blocks from their
face-down supplies, take it apart again one free block at a time into three five-card poker
hands each, and compare hand k with the opponent's hand k.

State machine of a round (a "hand" of the protocol)::

    deal -> BUILD x30 -> PICK x30 (take -> [joker reveal -> CHOOSE] -> ASSIGN) -> scored

* BUILD: at the start of each building turn the builder draws the next block of their own
  supply automatically (event ``draw``, face secret to the owner, kept in ``drawn``); the
  action ``place R,C`` puts that block in a legal slot. With ``open_supply`` there is no
  draw: the builder sees all of their blocks and plays ``place CARD R,C``. The supply is
  kept in drawing order (shuffled at the deal, or a scenario's ``hands`` order), so the
  next block is a random one of those left.
* PICK: ``take R,C`` of a free block. A normal block waits in ``holding`` for ``hand K``.
  A joker leaves the game and the top three blocks of the shuffled set-aside pile are
  revealed (CHOOSE: ``choose CARD`` of a non-joker; the others leave the game face up).
* After the 30th ``hand K`` the round is scored (basic: one round and the game is over;
  advanced: VP to the higher total, the game is over when a player reaches ``target``).
  ``next_hand()`` starts the next round of an advanced game; the starting builder
  alternates, and the starting picker is always the other player.

Coordinates: row r = 0 (base) .. 7 with columns 0 .. 7 - r; slot index ``SLOT_INDEX[(r, c)]``.

Events (``kind``: ``data`` keys; ``secret`` keys are seen by the ``viewers`` only):

* ``round_start``: round, builder, picker, vp (None with basic scoring).
* ``draw``: left (blocks left in the supply); secret card (owner only).
* ``place``: row, col, owner, left; secret card (owner only; the opponent sees the back).
* ``build_done``: picker (the pyramid is complete, picking starts).
* ``take``: row, col, owner (whom the block faced), card (now public).
* ``joker_reveal``: joker (removed from the game), cards (the three revealed blocks), pile
  (set-aside blocks left).
* ``choose``: card.
* ``discard``: cards (revealed blocks that leave the game).
* ``to_hand``: hand (1..3), card, size (blocks now in that hand).
* ``compare``: position (1..3), hands (two lists of card names), made (each hand's poker
  hand as ``poker.hand_code``: ``{"hand": "two_pair", "ranks": ["J", "5"]}``), categories (``poker`` category numbers), points (advanced points per seat), winner (seat
  or None for a tie).
* ``round_scored``: round, wins, outcome ("crush" / "beat" / "draw"), winner (seat or
  None), totals, bonus, gain (VP gained by ``winner``) and vp (None with basic scoring).
* ``game_over``: winners (list of seats, empty for a draw), vp.

Card names in views and events are the contract's (``"10S"``, ``"JOKER1"``).

For search AI, ``determinize(view, rng)`` builds a full state from one seat's view alone
(``PyramidPokerState.determinize(seat, rng)`` does the same from a state).
"""

from __future__ import annotations

import re

from . import cards as _cards
from .base import Event, GameInfo, GameState, Option, Shuffler
from .errors import ScenarioError, shown
from .poker import category, hand_code, hand_words, points, value5
from .rng import Rng

# ---- geometry (B.3) -----------------------------------------------------------------

ROWS = 8
SLOTS: tuple[tuple[int, int], ...] = tuple((r, c) for r in range(ROWS) for c in range(ROWS - r))
SLOT_INDEX = {rc: i for i, rc in enumerate(SLOTS)}
NSLOTS = len(SLOTS)  # 36
BLOCKS_PLACED = 30  # per round, 15 each
SUPPLY = 15
HAND_SIZE = 5
EMPTY = -1
# The two supporting slots of each slot (none on the base) and the slots resting on it.
BELOW: tuple[tuple[int, ...], ...] = tuple(
    () if r == 0 else (SLOT_INDEX[(r - 1, c)], SLOT_INDEX[(r - 1, c + 1)]) for r, c in SLOTS
)
ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(SLOT_INDEX[rc] for rc in ((r + 1, c - 1), (r + 1, c)) if rc in SLOT_INDEX) for r, c in SLOTS
)


# The same relations as bit masks, for speed: slot (r, c) is bit r * 8 + c of ``occ``.
_BIT = tuple(r * 8 + c for r, c in SLOTS)
_SLOT_AT = [SLOT_INDEX.get(divmod(b, 8), EMPTY) for b in range(64)]
_VALID = sum(1 << b for b in _BIT)
_BASE = 0xFF
_NOT_COL0 = sum(1 << b for b in _BIT if b % 8)


def _occupancy(cells) -> int:
    return sum(1 << _BIT[i] for i, c in enumerate(cells) if c != EMPTY)


def _placeable_mask(occ: int) -> int:
    """Empty slots on the base or on two occupied slots."""
    return _VALID & ~occ & (_BASE | ((occ & (occ >> 1)) << 8))


def _free_mask(occ: int) -> int:
    """Occupied slots with nothing on (r+1, c-1) or (r+1, c)."""
    return occ & ~(((occ >> 7) & _NOT_COL0) | (occ >> 8))


def _slots_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(_SLOT_AT[low.bit_length() - 1])
        mask ^= low
    return out


def can_place(cells, slot: int) -> bool:
    """B.3: the slot is empty and is on the base or sits on two occupied slots."""
    if cells[slot] != EMPTY:
        return False
    below = BELOW[slot]
    return not below or (cells[below[0]] != EMPTY and cells[below[1]] != EMPTY)


def legal_slots(cells) -> list[int]:
    return [i for i in range(NSLOTS) if can_place(cells, i)]


def is_free(cells, slot: int) -> bool:
    """B.3: an occupied slot with no block resting on it."""
    if cells[slot] == EMPTY:
        return False
    for a in ABOVE[slot]:
        if cells[a] != EMPTY:
            return False
    return True


def free_blocks(cells) -> list[int]:
    return [i for i in range(NSLOTS) if is_free(cells, i)]


def cells_from(positions) -> list[int]:
    """A cell list with a placeholder block (0) at each ``(r, c)`` of ``positions``."""
    cells = [EMPTY] * NSLOTS
    for rc in positions:
        cells[SLOT_INDEX[tuple(rc)]] = 0
    return cells


# ---- cards ------------------------------------------------------------------------------

JOKER1, JOKER2 = _cards.JOKER, _cards.JOKER2
DECK: tuple[int, ...] = tuple(range(54))


_CARD_NAMES = tuple(_cards.card_name(c, 2) for c in range(54))


def card_name(c: int) -> str:
    """A block's contract name (``"10S"``, ``"JOKER1"``)."""
    return _CARD_NAMES[c]


def parse_card(text) -> int:
    if str(text).strip().upper() == "JOKER":
        raise ScenarioError("Pyramid Poker has two jokers: write JOKER1 or JOKER2")
    return _cards.parse_card(text)


# ---- actions ----------------------------------------------------------------------------

PLACE = 0  # + slot: place the drawn block
TAKE = 100  # + slot
CHOOSE = 200  # + card
HAND = 300  # + k (1..3)
PLACE_CARD = 1000  # + card * 100 + slot (open_supply)

BUILD, PICK, CHOOSING, ASSIGN, SCORED = range(5)
PHASE_NAMES = ("build", "pick", "choose", "assign", "scored")
_NEED = ("time_to_place", "time_to_take", "time_to_choose", "time_to_assign", "round_over")
_COORDS = re.compile(r"([0-9]{1,9})\s*,\s*([0-9]{1,9})")
_CARD_COORDS = re.compile(r"(\S+)\s+([0-9]{1,9})\s*,\s*([0-9]{1,9})")


def place_action(slot: int, card: int | None = None) -> int:
    """``place R,C`` of the drawn block, or ``place CARD R,C`` with an open supply."""
    return PLACE + slot if card is None else PLACE_CARD + card * 100 + slot


def take_action(slot: int) -> int:
    return TAKE + slot


def choose_action(card: int) -> int:
    return CHOOSE + card


def hand_action(k: int) -> int:
    """``hand K``, K = 1, 2, 3."""
    return HAND + k


def action_kind(action: int) -> str:
    """``"place"``, ``"take"``, ``"choose"`` or ``"hand"``."""
    if action >= PLACE_CARD or action < TAKE:
        return "place"
    return "take" if action < CHOOSE else "choose" if action < HAND else "hand"


def action_slot(action: int) -> int:
    """The slot of a place or take action."""
    if action >= PLACE_CARD:
        return (action - PLACE_CARD) % 100
    return action - TAKE if action >= TAKE else action - PLACE


def action_card(action: int) -> int:
    """The block of a choose action, or of a place action with an open supply."""
    return (action - PLACE_CARD) // 100 if action >= PLACE_CARD else action - CHOOSE


def parse_legal(text: str) -> int:
    """The action of one of the engine's own legal strings (as ``action_to_string`` writes
    them; nothing is checked)."""
    words = text.split()
    verb = words[0]
    if verb == "hand":
        return hand_action(int(words[1]))
    if verb == "choose":
        return choose_action(parse_card(words[1]))
    r, c = (int(x) for x in words[-1].split(","))
    slot = SLOT_INDEX[(r, c)]
    if verb == "take":
        return take_action(slot)
    return place_action(slot, parse_card(words[1]) if len(words) == 3 else None)


def decode(action: int) -> tuple[str, int | None, int | None]:
    """``(kind, card, slot_or_hand)``: ``("place", card or None, slot)``, ``("take", None,
    slot)``, ``("choose", card, None)`` or ``("hand", None, k)``."""
    if action >= PLACE_CARD:
        card, slot = divmod(action - PLACE_CARD, 100)
        return "place", card, slot
    if action > HAND:
        return "hand", None, action - HAND
    if action >= CHOOSE:
        return "choose", action - CHOOSE, None
    if action >= TAKE:
        return "take", None, action - TAKE
    return "place", None, action - PLACE


def action_string(action: int) -> str:
    """The contract's string of an action (the same in every state)."""
    kind, fields = decode_action(action)
    if kind == "place":
        r, col = fields["slot"]
        return f"place {fields['card']} {r},{col}" if "card" in fields else f"place {r},{col}"
    if kind == "take":
        r, col = fields["slot"]
        return f"take {r},{col}"
    if kind == "choose":
        return f"choose {fields['card']}"
    return f"hand {fields['hand']}"


def decode_action(action: int) -> tuple[str, dict]:
    """``place`` with ``slot`` ([row, column]) and, with an open supply, ``card``;
    ``take`` with ``slot``; ``choose`` with ``card``; ``hand`` with ``hand`` (1 to 3)."""
    if not isinstance(action, int) or action < 0:
        raise ValueError(f"{action!r} is not a Pyramid Poker action")
    kind, card, where = decode(action)
    if kind == "hand":
        if not 1 <= where <= 3:
            raise ValueError(f"{action!r} is not a Pyramid Poker action")
        return kind, {"hand": where}
    if card is not None and not 0 <= card < 54:
        raise ValueError(f"{action!r} is not a Pyramid Poker action")
    if kind == "choose":
        return kind, {"card": card_name(card)}
    if not 0 <= where < NSLOTS:
        raise ValueError(f"{action!r} is not a Pyramid Poker action")
    fields = {"slot": list(SLOTS[where])}
    if card is not None:
        fields["card"] = card_name(card)
    return kind, fields


def _seat(s) -> str:
    return f"seat {s}"


def _names(cs) -> list[str]:
    return [card_name(c) for c in cs]


def round_bonus(wins: int) -> int:
    """B.7.5 / P-D9: +3 for exactly two positions won, +4 for all three."""
    return 4 if wins == 3 else 3 if wins == 2 else 0


# ---- the state ----------------------------------------------------------------------------


class PyramidPokerState(GameState):
    """One game of Pyramid Poker (one round with basic scoring, rounds to ``target`` VP
    with advanced scoring)."""

    # The fields saved by to_json besides the protocol's (``occ`` is derived from ``cells``).
    _FIELDS = ("round", "builder", "vp", "phase", "turn", "supply", "drawn", "cells", "owners",
               "placed", "setaside", "removed", "reveal", "holding", "hands", "picks", "last",
               "over", "winners")

    # -- creation ----------------------------------------------------------------------
    @classmethod
    def new(cls, players=2, options=None, rng=None, *, dealer=None, chips=None, pot=None, scores=None,
            deals=None, record=True):
        if players != 2:
            raise ScenarioError(f"Pyramid Poker is played by exactly 2 players, not {shown(players)}")
        if chips is not None or pot is not None:
            raise ScenarioError("Pyramid Poker is not played for chips: leave out 'chips' and 'pot'")
        s = cls.__new__(cls)
        s.players = 2
        s.options = GAME.resolve_options(options)
        s.rng = rng = rng if rng is not None else Rng(0)
        s.shuffler = Shuffler(deals)
        s.record = record
        s.log = []
        target = s.options["target"]
        if scores is None:
            vp = [0, 0]
        else:
            vp = list(scores)
            if len(vp) != 2 or any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in vp):
                raise ScenarioError("'scores' must be two whole numbers of VP, at least 0")
            if s.options["scoring"] == "advanced" and max(vp) >= target:
                raise ScenarioError(f"'scores' {vp} already reach the target of {target} VP")
        s.vp = vp
        s.round = 1
        s.over = False
        s.winners = None
        s.last = None
        s.builder = rng.below(2) if dealer is None else dealer
        if s.builder not in (0, 1):
            raise ScenarioError(f"'dealer' (the starting builder) must be seat 0 or 1, not {shown(dealer)}")
        events = s._deal()
        if record:
            s.log.extend(events)
        return s

    @property
    def open_supply(self) -> bool:
        return self.options["open_supply"]

    @property
    def advanced(self) -> bool:
        return self.options["scoring"] == "advanced"

    @property
    def picker(self) -> int:
        return 1 - self.builder

    def _deal(self) -> list[Event]:
        """B.4: a fresh shuffle of the 54 blocks (or the next scripted deal)."""
        script = self.shuffler.next_deal()
        if script is None:
            blocks = list(DECK)
            self.rng.shuffle(blocks)
            supply = [blocks[:SUPPLY], blocks[SUPPLY:2 * SUPPLY]]
            setaside = blocks[2 * SUPPLY:]
        else:
            supply, setaside = self._scripted(script)
        self.supply = supply
        self.setaside = setaside
        self.cells = [EMPTY] * NSLOTS
        self.owners = [EMPTY] * NSLOTS
        self.occ = 0
        self.placed = 0
        self.picks = 0
        self.removed = []
        self.reveal = []
        self.holding = EMPTY
        self.drawn = EMPTY
        self.hands = [[[], [], []], [[], [], []]]
        self.phase = BUILD
        self.turn = self.builder
        ev = self.events()
        ev.add("round_start", self.builder,
               {"round": self.round, "builder": self.builder, "picker": self.picker,
                "vp": list(self.vp) if self.advanced else None},
               f"Round {self.round}: {_seat(self.builder)} builds first, "
               f"{_seat(self.picker)} will pick first")
        if not self.open_supply:
            self._draw(ev)
        return ev

    def _scripted(self, script):
        if script.shuffles:
            raise ScenarioError("a Pyramid Poker deal has no 'shuffles' (a joker reveal turns over "
                                "the top three blocks of 'deck')")
        for seat, h in enumerate(script.hands):
            if len(h) > SUPPLY:
                raise ScenarioError(f"the deal gives seat {seat} {len(h)} blocks, but a supply holds {SUPPLY}")
        if len(script.deck) > len(DECK) - 2 * SUPPLY:
            raise ScenarioError(f"the deal lists {len(script.deck)} set-aside blocks, but there are "
                                f"{len(DECK) - 2 * SUPPLY}")
        listed = [c for h in script.hands for c in h] + list(script.deck)
        rest = _cards.check_available(listed, DECK, card_name)
        self.rng.shuffle(rest)
        supply = []
        for h in script.hands:
            need = SUPPLY - len(h)
            supply.append(list(h) + rest[:need])
            del rest[:need]
        return supply, list(script.deck) + rest

    def _draw(self, ev) -> None:
        seat = self.turn
        c = self.supply[seat].pop(0)
        self.drawn = c
        if ev.recording:  # every move builds or takes: keep search copies light
            ev.add("draw", seat, {"left": len(self.supply[seat])},
                   "seat {seat} draws a block", {"card": card_name(c)}, (seat,))

    # -- protocol -----------------------------------------------------------------------
    info = None  # set below to GAME

    @property
    def to_act(self):
        return None if self.phase == SCORED else self.turn

    @property
    def hand_over(self) -> bool:
        return self.phase == SCORED

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[int]:
        ph = self.phase
        if ph == BUILD:
            slots = _slots_of(_placeable_mask(self.occ))
            if self.open_supply:
                return [PLACE_CARD + c * 100 + i for c in sorted(self.supply[self.turn]) for i in slots]
            return slots
        if ph == PICK:
            return [TAKE + i for i in _slots_of(_free_mask(self.occ))]
        if ph == ASSIGN:
            hands = self.hands[self.turn]
            return [HAND + k + 1 for k in range(3) if len(hands[k]) < HAND_SIZE]
        if ph == CHOOSING:
            return [CHOOSE + c for c in self.reveal if c < 52]
        return []

    def _apply(self, action: int) -> list[Event]:
        ev = self.events()
        ph = self.phase
        seat = self.turn
        if ph == BUILD:
            if action >= PLACE_CARD:
                c, slot = divmod(action - PLACE_CARD, 100)
                self.supply[seat].remove(c)
            else:
                slot = action - PLACE
                c = self.drawn
                self.drawn = EMPTY
            self.cells[slot] = c
            self.owners[slot] = seat
            self.occ |= 1 << _BIT[slot]
            self.placed += 1
            if ev.recording:
                r, col = SLOTS[slot]
                ev.add("place", seat, {"row": r, "col": col, "owner": seat, "left": len(self.supply[seat])},
                       "seat {seat} places a block at {row},{col}", {"card": card_name(c)}, (seat,))
            if self.placed == BLOCKS_PLACED:
                self.phase = PICK
                self.turn = self.picker
                ev.add("build_done", self.turn, {"picker": self.turn},
                       f"The pyramid is built: {_seat(self.turn)} picks first")
            else:
                self.turn = 1 - seat
                if not self.open_supply:
                    self._draw(ev)
        elif ph == PICK:
            slot = action - TAKE
            c = self.cells[slot]
            owner = self.owners[slot]
            self.cells[slot] = EMPTY
            self.owners[slot] = EMPTY
            self.occ &= ~(1 << _BIT[slot])
            if ev.recording:
                r, col = SLOTS[slot]
                ev.add("take", seat, {"row": r, "col": col, "owner": owner, "card": card_name(c)},
                       "seat {seat} takes {card} from {row},{col} (it faced seat {owner})")
            if c >= 52:
                self.removed.append(c)
                self.reveal = self.setaside[:3]
                del self.setaside[:3]
                self.phase = CHOOSING
                shown = _names(self.reveal)
                ev.add("joker_reveal", seat,
                       {"joker": card_name(c), "cards": shown, "pile": len(self.setaside)},
                       f"{card_name(c)} leaves the game; the set-aside pile reveals "
                       + ", ".join(shown))
            else:
                self.holding = c
                self.phase = ASSIGN
        elif ph == CHOOSING:
            c = action - CHOOSE
            others = [x for x in self.reveal if x != c]
            self.removed.extend(others)
            self.reveal = []
            self.holding = c
            self.phase = ASSIGN
            ev.add("choose", seat, {"card": card_name(c)}, "seat {seat} chooses {card}")
            ev.add("discard", seat, {"cards": _names(others)},
                   ", ".join(_names(others)) + " leave the game")
        elif ph == ASSIGN:
            k = action - HAND
            hand = self.hands[seat][k - 1]
            hand.append(self.holding)
            if ev.recording:
                ev.add("to_hand", seat, {"hand": k, "card": card_name(self.holding), "size": len(hand)},
                       "seat {seat} puts {card} into hand {hand}")
            self.holding = EMPTY
            self.picks += 1
            if self.picks == BLOCKS_PLACED:
                self._score(ev)
            else:
                self.turn = 1 - seat
                self.phase = PICK
        return ev

    def _score(self, ev) -> None:
        """B.7: compare hand k with hand k, then basic or advanced scoring."""
        self.phase = SCORED
        vals = [[value5(*h) for h in self.hands[s]] for s in (0, 1)]
        pts = [[points(v) for v in vals[s]] for s in (0, 1)]
        wins = [0, 0]
        results = []
        for k in range(3):
            a, b = vals[0][k], vals[1][k]
            w = 0 if a > b else 1 if b > a else None
            if w is not None:
                wins[w] += 1
            results.append(w)
            if ev.recording:  # naming poker hands costs more than the comparison itself
                made = [hand_code(vals[0][k]), hand_code(vals[1][k])]
                verdict = "tie" if w is None else f"{_seat(w)} wins"
                ev.add("compare", None,
                       {"position": k + 1, "hands": [_names(self.hands[s][k]) for s in (0, 1)],
                        "made": made, "categories": [category(vals[0][k]), category(vals[1][k])],
                        "points": [pts[0][k], pts[1][k]], "winner": w},
                       f"Hand {k + 1}: {hand_words(made[0])} against {hand_words(made[1])}: {verdict}")
        winner = 0 if wins[0] > wins[1] else 1 if wins[1] > wins[0] else None
        outcome = "draw" if winner is None else "crush" if wins[winner] == 3 else "beat"
        totals = bonus = None
        gain = 0
        if self.advanced:
            bonus = [round_bonus(w) for w in wins]
            totals = [sum(pts[s]) + bonus[s] for s in (0, 1)]
            winner = 0 if totals[0] > totals[1] else 1 if totals[1] > totals[0] else None
            if winner is not None:
                gain = totals[winner] - totals[1 - winner]
                self.vp[winner] += gain
                if self.vp[winner] >= self.options["target"]:
                    self.over = True
                    self.winners = [winner]
        else:
            self.over = True
            self.winners = [] if winner is None else [winner]
        self.last = {"round": self.round, "results": results, "wins": wins, "outcome": outcome,
                     "winner": winner, "values": vals, "points": pts, "bonus": bonus, "totals": totals,
                     "gain": gain, "vp": list(self.vp) if self.advanced else None}
        if self.advanced:
            text = (f"Round {self.round} totals {totals[0]} to {totals[1]} (wins {wins[0]}-{wins[1]}): "
                    + ("no VP" if winner is None else f"{_seat(winner)} gains {gain} VP")
                    + f"; VP {self.vp[0]}-{self.vp[1]}")
        elif winner is None:
            text = f"Positions won {wins[0]}-{wins[1]}: a draw"
        else:
            verb = "crushes" if outcome == "crush" else "beats"
            text = f"Positions won {wins[0]}-{wins[1]}: {_seat(winner)} {verb} {_seat(1 - winner)}"
        data = dict(self.last)
        del data["results"], data["values"]
        ev.add("round_scored", winner, data, text)
        if self.over:
            ev.add("game_over", winner, {"winners": list(self.winners),
                                         "vp": list(self.vp) if self.advanced else None},
                   "The game is a draw" if winner is None else f"{_seat(winner)} wins the game")

    def _next_hand(self) -> list[Event]:
        self.round += 1
        self.builder = 1 - self.builder
        self.last = None
        return self._deal()

    # -- action strings -----------------------------------------------------------------
    def action_to_string(self, action: int) -> str:
        return action_string(action)

    def decode_action(self, action: int) -> tuple[str, dict]:
        return decode_action(action)

    def string_to_action(self, text: str) -> int:
        words = str(text).strip().lower().split()
        verb = words[0] if words else ""
        rest = " ".join(words[1:])
        if verb in ("place", "take"):
            m = _COORDS.fullmatch(rest)
            if m:
                slot = self._slot_of(int(m.group(1)), int(m.group(2)), text)
                if verb == "take":
                    return take_action(slot)
                if self.open_supply:
                    raise self.refusal(text, "name_the_block")
                return place_action(slot)
            m = _CARD_COORDS.fullmatch(rest)
            if verb == "place" and m:
                if not self.open_supply:
                    raise self.refusal(text, "blind_supply")
                c = self._parse_action_card(m.group(1), text)
                return place_action(self._slot_of(int(m.group(2)), int(m.group(3)), text), c)
            raise self.refusal(text, "write_coords", {"form": f"{verb} R,C", "word": verb})
        if verb == "choose" and len(words) == 2:
            return choose_action(self._parse_action_card(words[1], text))
        if verb == "hand" and len(words) == 2:
            if words[1] in ("1", "2", "3"):
                return hand_action(int(words[1]))
            raise self.refusal(text, "hand_numbers")
        raise self.refusal(text, "unknown_action", {"game": "pyramid_poker",
                                                     "forms": ["place R,C", "take R,C", "choose CARD", "hand K"]})

    def _slot_of(self, r: int, c: int, text: str) -> int:
        slot = SLOT_INDEX.get((r, c))
        if slot is None:
            raise self.refusal(text, "no_slot", {"slot": [r, c]})
        return slot

    def _parse_action_card(self, word: str, text: str) -> int:
        try:
            return parse_card(word)
        except ScenarioError:
            raise self.refusal(text, "not_a_card", {"text": word[:12], "game": "pyramid_poker"}) from None

    def why_illegal(self, action) -> tuple[str, dict]:
        if self.over:
            return "game_over", {}
        ph = self.phase
        if ph == SCORED:
            return "round_over", {}
        kind, c, where = decode(action)
        need = {"place": BUILD, "take": PICK, "choose": CHOOSING, "hand": ASSIGN}[kind]
        if need != ph:
            return _NEED[ph], {}
        if kind == "place":
            slot = where
            if c is None and self.open_supply:
                return "name_the_block", {}
            if c is not None and not self.open_supply:
                return "blind_supply", {}
            if c is not None and c not in self.supply[self.turn]:
                return "not_in_supply", {"card": card_name(c)}
            r, col = SLOTS[slot]
            if self.cells[slot] != EMPTY:
                return "slot_taken", {"slot": [r, col]}
            return "slot_unsupported", {"slot": [r, col], "below_left": [r - 1, col],
                                        "below_right": [r - 1, col + 1]}
        if kind == "take":
            r, col = SLOTS[where]
            if self.cells[where] == EMPTY:
                return "no_block", {"slot": [r, col]}
            return "block_not_free", {"slot": [r, col]}
        if kind == "choose":
            if c >= 52 and c in self.reveal:
                return "joker_not_choosable", {}
            return "not_revealed", {"card": card_name(c)}
        return "hand_full", {"hand": where}

    # -- results and views --------------------------------------------------------------
    def result(self) -> dict:
        to_act = self.to_act
        return {
            "over": self.over,
            "hand_over": self.hand_over,
            "to_act": to_act,
            "legal": [] if to_act is None else self.legal_strings(),
            "chips": None,
            "pot": None,
            "scores": list(self.vp) if self.advanced else None,
            "active": [True, True],
            "winners": None if self.winners is None else list(self.winners),
        }

    def view(self, seat) -> dict:
        """What ``seat`` may see (B.8); ``seat=None`` gives the public view."""
        pyramid = []
        for i, c in enumerate(self.cells):
            if c != EMPTY:
                r, col = SLOTS[i]
                owner = self.owners[i]
                pyramid.append({"row": r, "col": col, "owner": owner,
                                "card": card_name(c) if owner == seat else None,
                                "free": is_free(self.cells, i)})
        to_act = self.to_act
        mine = to_act is not None and to_act == seat
        drawing = self.turn if self.phase == BUILD and self.drawn != EMPTY else None
        return {
            "game": "pyramid_poker",
            "seat": seat,
            "players": 2,
            "options": dict(self.options),
            "hand_no": self.round,
            "round": self.round,
            "phase": PHASE_NAMES[self.phase],
            "builder": self.builder,
            "picker": self.picker,
            "to_act": to_act,
            "legal": self.legal_strings() if mine else [],
            "pyramid": pyramid,
            "open_slots": [list(SLOTS[i]) for i in legal_slots(self.cells)] if self.phase == BUILD else [],
            "placed": self.placed,
            "supply": [len(s) for s in self.supply],
            "own_supply": (_names(sorted(self.supply[seat])) if self.open_supply and seat in (0, 1) else None),
            "drawing": drawing,
            "drawn": card_name(self.drawn) if drawing is not None and drawing == seat else None,
            "setaside": len(self.setaside),
            "removed": _names(self.removed),
            "reveal": _names(self.reveal),
            "holding": card_name(self.holding) if self.holding != EMPTY else None,
            "hands": [[_names(h) for h in self.hands[s]] for s in (0, 1)],
            "picks": self.picks,
            "vp": list(self.vp) if self.advanced else None,
            "last_round": self._last_public(),
            "hand_over": self.hand_over,
            "over": self.over,
            "winners": None if self.winners is None else list(self.winners),
        }

    def _last_public(self):
        if self.last is None:
            return None
        d = dict(self.last)
        d["made"] = [[hand_code(v) for v in vs] for vs in d.pop("values")]
        return d

    def hidden_cards(self, seat) -> set:
        """Card ids whose position ``seat`` cannot see (for tests and determinization)."""
        hidden = set(self.setaside)
        for s in (0, 1):
            if s != seat or not self.open_supply:
                hidden.update(self.supply[s])
        if self.drawn != EMPTY and self.turn != seat:
            hidden.add(self.drawn)
        for c, o in zip(self.cells, self.owners):
            if c != EMPTY and o != seat:
                hidden.add(c)
        return hidden

    def all_blocks(self) -> list[int]:
        """Every block of the round, wherever it is (54 of them)."""
        out = [c for c in self.cells if c != EMPTY]
        out += self.supply[0] + self.supply[1] + self.setaside + self.removed + self.reveal
        for s in (0, 1):
            for h in self.hands[s]:
                out += h
        if self.drawn != EMPTY:
            out.append(self.drawn)
        if self.holding != EMPTY:
            out.append(self.holding)
        return out

    def determinize(self, seat: int, rng: Rng) -> "PyramidPokerState":
        """A clone consistent with ``view(seat)``: every block that seat cannot see is
        dealt again at random over the same hidden places (for search AI)."""
        s = self.clone(record=False)
        s.shuffler = Shuffler()
        s.rng = rng.spawn()
        places = []  # (container, index)
        for p in (0, 1):
            if p != seat or not s.open_supply:
                places += [(s.supply[p], i) for i in range(len(s.supply[p]))]
        places += [(s.setaside, i) for i in range(len(s.setaside))]
        places += [(s.cells, i) for i in range(NSLOTS) if s.cells[i] != EMPTY and s.owners[i] != seat]
        pool = [box[i] for box, i in places]
        hidden_drawn = s.drawn != EMPTY and s.turn != seat
        if hidden_drawn:
            pool.append(s.drawn)
        rng.shuffle(pool)
        for (box, i), c in zip(places, pool):
            box[i] = c
        if hidden_drawn:
            s.drawn = pool[-1]
        return s

    # -- copies and JSON ----------------------------------------------------------------
    def clone(self, record: bool | None = None) -> "PyramidPokerState":
        """An independent copy; ``record=False`` gives one that builds no events."""
        s = PyramidPokerState.__new__(PyramidPokerState)
        d = s.__dict__
        d.update(self.__dict__)
        s.rng = self.rng.clone()
        s.shuffler = self.shuffler.clone() if self.shuffler.deals or self.shuffler.current else Shuffler()
        s.record = self.record if record is None else bool(record)
        s.log = list(self.log) if s.record else []
        s.vp = list(self.vp)
        s.supply = [list(self.supply[0]), list(self.supply[1])]
        s.cells = list(self.cells)
        s.owners = list(self.owners)
        s.setaside = list(self.setaside)
        s.removed = list(self.removed)
        s.reveal = list(self.reveal)
        s.hands = [[list(h) for h in hs] for hs in self.hands]
        if self.winners is not None:
            s.winners = list(self.winners)
        return s

    def to_json(self) -> dict:
        d = {"game": "pyramid_poker", "players": self.players, "options": dict(self.options),
             "rng": self.rng.state, "shuffler": self.shuffler.to_json(), "record": self.record,
             "log": [e.to_json() for e in self.log]}
        for f in self._FIELDS:
            d[f] = getattr(self, f)
        return _plain(d)

    @classmethod
    def from_json(cls, data: dict) -> "PyramidPokerState":
        s = cls.__new__(cls)
        s.players = data["players"]
        s.options = GAME.resolve_options(data["options"])
        rng = Rng()
        rng.state = data["rng"]
        s.rng = rng
        s.shuffler = Shuffler.from_json(data["shuffler"])
        s.record = data["record"]
        s.log = [Event.from_json(e) for e in data["log"]]
        for f in cls._FIELDS:
            setattr(s, f, _plain(data[f]))
        s.occ = _occupancy(s.cells)
        return s


def _plain(x):
    """A deep copy made of lists, dicts and scalars only (tuples become lists)."""
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    return x


def determinize(view: dict, rng: Rng) -> PyramidPokerState:
    """A full state (``record`` off) that gives ``view`` back as the view of its seat: the
    blocks that seat cannot see (the opponent's blocks in the pyramid, a block the opponent
    has just drawn, the supplies it cannot see, the set-aside pile) are dealt at random from
    the blocks that appear nowhere in the view. For search AI, which gets the view only."""
    seat = view["seat"]
    if seat not in (0, 1):
        raise ValueError("determinize needs the view of seat 0 or 1")
    s = PyramidPokerState.__new__(PyramidPokerState)
    s.players = 2
    s.options = GAME.resolve_options(view["options"])
    s.rng = rng.spawn()
    s.shuffler = Shuffler()
    s.record = False
    s.log = []
    s.round = view["round"]
    s.builder = view["builder"]
    s.vp = list(view["vp"]) if view["vp"] is not None else [0, 0]
    s.phase = PHASE_NAMES.index(view["phase"])
    s.over = view["over"]
    s.winners = None if view["winners"] is None else list(view["winners"])
    s.placed = view["placed"]
    s.picks = view["picks"]
    s.removed = [parse_card(x) for x in view["removed"]]
    s.reveal = [parse_card(x) for x in view["reveal"]]
    s.holding = EMPTY if view["holding"] is None else parse_card(view["holding"])
    s.hands = [[[parse_card(x) for x in h] for h in view["hands"][p]] for p in (0, 1)]
    if view["to_act"] is not None:
        s.turn = view["to_act"]
    else:  # a scored round: the last picker is the one who did not pick first
        s.turn = s.builder
    seen = list(s.removed) + s.reveal + [c for hs in s.hands for h in hs for c in h]
    if s.holding != EMPTY:
        seen.append(s.holding)
    s.cells = [EMPTY] * NSLOTS
    s.owners = [EMPTY] * NSLOTS
    hidden_slots = []
    for b in view["pyramid"]:
        i = SLOT_INDEX[(b["row"], b["col"])]
        s.owners[i] = b["owner"]
        if b["card"] is None:
            hidden_slots.append(i)
        else:
            s.cells[i] = parse_card(b["card"])
            seen.append(s.cells[i])
    own = [parse_card(x) for x in view["own_supply"]] if view["own_supply"] is not None else None
    if own is not None:
        seen += own
    drawn = EMPTY
    if view["drawn"] is not None:
        drawn = parse_card(view["drawn"])
        seen.append(drawn)
    seen_set = set(seen)
    if len(seen_set) != len(seen):
        raise ValueError("the view shows a block twice")
    pool = [c for c in DECK if c not in seen_set]
    rng.shuffle(pool)
    need = len(hidden_slots) + view["supply"][1 - seat] + view["setaside"]
    need += 0 if own is not None else view["supply"][seat]
    hidden_drawn = view["drawing"] is not None and view["drawing"] != seat
    need += 1 if hidden_drawn else 0
    if need != len(pool):
        raise ValueError(f"the view hides {need} blocks, but {len(pool)} blocks are unaccounted for")
    for i in hidden_slots:
        s.cells[i] = pool.pop()
    if hidden_drawn:
        drawn = pool.pop()
    s.drawn = drawn
    supply = [None, None]
    for p in (0, 1):
        if p == seat and own is not None:
            supply[p] = own
        else:
            n = view["supply"][p]
            supply[p] = pool[:n]
            del pool[:n]
    s.supply = supply
    s.setaside = pool
    s.occ = _occupancy(s.cells)
    s.last = None
    if view["last_round"] is not None:
        last = dict(view["last_round"])
        del last["made"]
        last["values"] = [[value5(*h) for h in s.hands[p]] for p in (0, 1)]
        s.last = last
    return s



# The refusal codes only this game uses (code -> English template; see engine/refusals.py).
REFUSALS = {
    "time_to_place": "it is time to place a block in the pyramid",
    "time_to_take": "it is time to take a free block from the pyramid",
    "time_to_choose": "it is time to choose one of the revealed blocks",
    "time_to_assign": "it is time to put the taken block into one of your hands",
    "no_slot": "there is no place {slot} in the pyramid (rows 0 to 7; row r has columns 0 to 7 - r)",
    "name_the_block": "with an open supply, name the block: place CARD R,C",
    "blind_supply": "the supply is blind: 'place R,C' places the block just drawn",
    "write_coords": "write '{form}' with a row and a column, like '{word} 0,3'",
    "hand_numbers": "the hands are numbered 1, 2 and 3",
    "not_in_supply": "{card} is not in your supply",
    "slot_taken": "place {slot} already holds a block",
    "slot_unsupported": "place {slot} needs blocks at {below_left} and {below_right} under it",
    "no_block": "there is no block at {slot}",
    "block_not_free": "the block at {slot} is not free: a block rests on it",
    "joker_not_choosable": "a revealed joker cannot be chosen",
    "not_revealed": "{card} is not one of the revealed blocks",
    "hand_full": "hand {hand} is full",
}

GAME = GameInfo(
    name="pyramid_poker",
    title="Pyramid Poker",
    min_players=2,
    max_players=2,
    options=(
        Option("open_supply", False, choices=(False, True),
               help="Each player sees all of their 15 blocks and chooses which to place."),
        Option("scoring", "basic", choices=("basic", "advanced"),
               help="Basic: one round, win 2 of the 3 hands. Advanced: hand points and bonuses as VP over rounds."),
        Option("target", 7, choices=(7, 11), help="Advanced scoring: VP needed to win (7 short, 11 long)."),
    ),
    state_class=PyramidPokerState,
    chips=False,
    hidden_info=True,
    blurb=("Build a pyramid of poker blocks with your opponent, each block facing the player "
           "who placed it, then take it apart one free block at a time into three poker hands. "
           "Win two of the three hand-to-hand comparisons."),
    parse_card=parse_card,
    card_name=card_name,
    deck="standard",
)
PyramidPokerState.info = GAME
