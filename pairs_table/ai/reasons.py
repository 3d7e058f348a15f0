"""Why an agent chose its move: a reason code with typed fields.

An agent's :meth:`~pairs_table.ai.base.Agent.decide` returns a :class:`Decision`: the
action string, a reason code and the fields that fill in the code's template. The fields
come from the agent's own work (its odds, the expected chips or points of its search, the
cards that decide it), never from anything the seat could not see.

:data:`REASONS` maps each code to its English sentence, a ``str.format`` template over the
fields (as :data:`pairs_table.engine.refusals.REFUSALS` does for refusals). A front end
translates the template (it is also the catalogue key) and fills in each field in its own
words; it never parses the English. A field's kind is given by its name:

==================  ====================================================================
field               value
==================  ====================================================================
``*_pct``           a probability from 0 to 1, said as a whole percentage
``*_pct1``          a probability said as a percentage with one decimal
``*_chips``,        a number of chips or points (an expected value, may be negative)
``*_points``, ...   any float: said with one decimal
``rank``, ``rank2``  a Pairs-deck rank, 1 to 10
``card``, ``card2``  a card's contract name (``"QS"``, ``"JOKER"``)
``cards``           a list of card names
``suit``, ``suit2``  a suit letter, ``C`` ``D`` ``H`` ``S``
``slot``            a pyramid place ``[row, column]``
``hand``, ``hand2``  one of the three Pyramid Poker hands, 1 to 3
``category``,       a poker hand category (a key of :data:`CATEGORIES`)
``category2``
``bid``             a bid's text: ``"3"``, ``"little pepper"``
``count``, ...      any other field: a whole number
==================  ====================================================================
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field

REASONS: dict[str, str] = {
    # any game
    "only_move": "it is the only legal move",
    "usual": "it is this player's usual move here",
    # Pairs
    "pairs_hit": "a hit pairs you {pair_pct} of the time: {hit_points} points expected; your chance "
                 "of losing the game is {hit_pct1} if you hit and {fold_pct1} if you fold (scoring "
                 "{fold_points})",
    "pairs_fold": "folding scores {fold_points}; a hit pairs you {pair_pct} of the time: {hit_points} "
                  "points expected, and your chance of losing the game is {fold_pct1} if you fold and "
                  "{hit_pct1} if you hit",
    "pairs_no_card": "no card can be drawn, so folding is the only move",
    # Hawthorn and Goblin's Poker: the secret first card
    "first_late": "it is hard to pair (unseen cards of its rank: {count}), and a first card above the "
                  "lowest lets a lower one act first every round",
    "first_safe": "it is the hardest card in your hand to pair (unseen cards of its rank: {count})",
    "first_single": "it is hard to pair (unseen cards of its rank: {count}), and you hold no other {rank}",
    # Hawthorn
    "hawthorn_hit": "a hit pairs you {pair_pct} of the time; staying in is worth {stay_chips} chips on "
                    "average, folding {fold_chips}",
    "hawthorn_play": "it cannot pair your stack (unseen cards of its rank: {count}); staying in is worth "
                     "{stay_chips} chips on average, folding {fold_chips}",
    "hawthorn_fold": "folding costs {fold_cost} chips now, and staying in is worth only {stay_chips} on "
                     "average (a hit pairs you {pair_pct} of the time)",
    "hawthorn_fold_stuck": "folding costs {fold_cost} chips now, and every card in your hand pairs your "
                           "stack",
    # Goblin's Poker
    "goblins_play": "the centre then pairs you {pair_pct} of the time; staying in is worth {stay_chips} "
                    "chips on average, passing {pass_chips}",
    "goblins_play_hit": "it pairs other players' stacks ({count}), and the centre then pairs you "
                        "{pair_pct} of the time; staying in is worth {stay_chips} chips on average, "
                        "passing {pass_chips}",
    "goblins_pass": "passing costs {pass_cost} chips, and staying in would lose {loss_chips} on average: "
                    "even your safest card leaves the centre pairing you {pair_pct} of the time",
    # Blackstone
    "blackstone_take": "it busts you {bust_pct} of the time and is worth {take_chips} chips on average; "
                       "taking {more} would bust you {more_pct} of the time, and passing costs {pass_cost}",
    "blackstone_take_last": "it busts you {bust_pct} of the time and is worth {take_chips} chips on "
                            "average; passing costs {pass_cost}",
    "blackstone_pass": "passing costs {pass_cost} chips; the smallest take, {count}, busts you {bust_pct} "
                       "of the time and would cost {take_loss_chips} chips on average",
    "blackstone_pass_odds": "passing costs {pass_cost} chips, and the smallest take, {count}, busts you "
                            "{bust_pct} of the time",
    # Hasenpfeffer: the auction and the exchange
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
    # Hasenpfeffer: the play
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
    # Pyramid Poker
    "pp_place": "at {slot} your block comes free when you need it; you win the round in {win_pct} of "
                "{count} sampled deals",
    "pp_place_cover": "at {slot} it covers your opponent's blocks ({count2}); you win the round in "
                      "{win_pct} of {count} sampled deals",
    "pp_take_makes": "{card} can give hand {hand} {category}; you win the round in {win_pct} of {count} "
                     "sampled deals",
    "pp_take_helps": "{card} helps your hands more than any other free block; you win the round in "
                     "{win_pct} of {count} sampled deals",
    "pp_take_blind": "no free block of yours helps your hands as much as an unseen one may; you win the "
                     "round in {win_pct} of {count} sampled deals",
    "pp_hand": "{card} gives hand {hand} {category}; you win the round in {win_pct} of {count} sampled "
               "deals",
    "pp_hand_room": "{card} does least harm in hand {hand} and keeps your other hands open; you win the "
                    "round in {win_pct} of {count} sampled deals",
    "pp_choose": "{card} suits hand {hand} best of the revealed blocks; you win the round in {win_pct} of "
                 "{count} sampled deals",
    "pp_solved_ahead": "every block left is known: with best play on both sides your round total ends "
                       "{margin} points ahead",
    "pp_solved_behind": "every block left is known: even with best play your round total ends {margin} "
                        "points behind, the least of your choices",
    "pp_solved_win": "every block left is known: with best play on both sides you win the round",
    "pp_solved_lose": "every block left is known: even with best play you lose the round, and this "
                      "loses least",
    "pp_solved_tie": "every block left is known: with best play on both sides the round is a tie",
}

#: poker hand categories as a reason names them (``category`` fields)
CATEGORIES: dict[str, str] = {
    "high": "no more than a high card",
    "pair": "a pair",
    "two_pair": "two pair",
    "trips": "three of a kind",
    "straight": "a straight",
    "flush": "a flush",
    "full_house": "a full house",
    "quads": "four of a kind",
    "straight_flush": "a straight flush",
    "pair_draw": "a start towards a pair",
    "flush_draw": "a flush draw",
    "straight_draw": "a straight draw",
}


@dataclass(frozen=True)
class Decision:
    """An agent's move (``action``, one of the legal strings) and why (``reason``, a key of
    :data:`REASONS`, with its ``fields``)."""

    action: str
    reason: str = "usual"
    fields: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.reason not in REASONS:
            raise ValueError(f"'{self.reason}' is not a reason code")

    @classmethod
    def fit(cls, action: str, reason: str, fields: dict) -> "Decision":
        """A decision with the fields of ``fields`` that the reason's template uses (all of
        them must be there)."""
        names = template_fields(REASONS[reason])
        missing = names - set(fields)
        if missing:
            raise ValueError(f"the reason '{reason}' needs the fields {sorted(missing)}")
        return cls(action, reason, {k: v for k, v in fields.items() if k in names})

    def english(self) -> str:
        """The reason in plain English (percentages whole, chips to one decimal)."""
        return english(self.reason, self.fields)


def template_fields(template: str) -> set[str]:
    """The ``{name}`` fields of a template."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _plain(name: str, value) -> str:
    if name.endswith("_pct"):
        p = float(value)
        return "<1%" if 0 < p < 0.005 else f"{round(100 * p)}%"
    if name.endswith("_pct1"):
        return f"{100 * float(value):.1f}%"
    if isinstance(value, float):
        return f"{value:.1f}"
    if name.startswith("category"):
        return CATEGORIES.get(value, str(value))
    if name == "cards":
        return ", ".join(str(v) for v in value)
    if name == "slot":
        return f"{value[0]},{value[1]}"
    return str(value)


def english(code: str, fields: dict) -> str:
    """A reason's English sentence."""
    return REASONS[code].format(**{k: _plain(k, v) for k, v in fields.items()})


def only_move(legal: list[str]) -> Decision:
    return Decision(legal[0], "only_move")


__all__ = ["CATEGORIES", "Decision", "REASONS", "english", "only_move", "template_fields"]
