"""Pyramid Poker in the player's words, put together when shown: a block as "4♥", a place
of the pyramid as "row 1, block 1", a hand by its poker name, a round's outcome and the
game's headline. Each is a late text (``text()``), so a log line or a banner keeps it as a
message and says it in the language of the moment; no action code or card code reaches
the screen."""

from __future__ import annotations

from ....engine import pyramid_poker as pp
from ... import words
from ...poker_names import hand_label
from ...table.log import Later, Msg
from ...table.log import words as said


def card_word(name: str) -> Later:
    """A block's card ("4H") as the player reads it ("4♥")."""
    return Later(lambda: words.card(name))


def cards_word(names) -> Later:
    """Several blocks: "7♣, Q♦"."""
    names = tuple(names)
    return Later(lambda: ", ".join(words.card(n) for n in names))


def place_word(slot: int) -> Later:
    """A place of the pyramid (its slot index) as "row 1, block 1"."""
    return Later(lambda: words.place(pp.SLOTS[slot]))


def hand_name(code: dict) -> Later:
    """A poker hand (the engine's code and fields) in the player's language."""
    return Later(lambda: hand_label(code))


class Joined:
    """Late texts one after the other."""

    __slots__ = ("parts",)

    def __init__(self, *parts) -> None:
        self.parts = parts

    def text(self) -> str:
        return "".join(str(said(p)) for p in self.parts)

    def __str__(self) -> str:
        return self.text()


def outcome(t, d: dict, long: bool = False):
    """A scored round (``round_scored`` data): who gained VP or beat whom."""
    w, wins = d["winner"], d["wins"]
    if d.get("totals") is not None:
        tot = d["totals"]
        if w is None:
            return Msg("Totals {a} to {b}: no VP this round", a=tot[0], b=tot[1])
        text = t.phrase(w, "{name} gains {n} VP", "You gain {n} VP", n=d["gain"])
        if long:
            text = Joined(text, Msg(" (totals {a} to {b}, hands won {wa}-{wb})", a=tot[0], b=tot[1], wa=wins[0],
                                    wb=wins[1]))
        return text
    if w is None:
        return Msg("A draw: hands won {a}-{b}", a=wins[0], b=wins[1])
    loser = t.seats.ref(1 - w)  # the player here: "Ana beats you 2-1", "Ana vous bat 2-1"
    if d["outcome"] == "crush":
        return t.phrase(w, "{name} crushes {other} 3-0", "You crush {other} 3-0", other=loser)
    return t.phrase(w, "{name} beats {other} {a}-{b}", "You beat {other} {a}-{b}", other=loser,
                    a=wins[w], b=wins[1 - w])


def headline(t):
    winners = t.facts["winners"] or []
    if not winners:
        return Msg("The game is a draw")
    return t.phrase(winners[0], "{name} wins the game", "You win the game")


def comparison(t, d: dict):
    """The log line of one position's comparison."""
    k, w = d["position"], d["winner"]
    names = [hand_name(c) for c in d["made"]]
    if w is None:
        return Msg("Hand {k}: {a} against {b}: a tie.", k=k, a=names[0], b=names[1])
    return t.phrase(w, "Hand {k}: {name} wins with {mine} against {theirs}.",
                    "Hand {k}: you win with {mine} against {theirs}.", k=k, mine=names[w], theirs=names[1 - w])
