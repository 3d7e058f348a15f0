"""The end of a deal of Hasenpfeffer in words: the contract won in the auction, the tricks
each partnership took, the contract made or set and its points, and a game won."""

from __future__ import annotations

from ... import words
from ...i18n import Viewer, tr
from ...table.log import Later, Msg
from ...table.log import words as shown_now
from ...table.summary import HandSummary, Standing

SIDES = ((0, 2), (1, 3))  # north-south, east-west


class Team:
    """A partnership by its players' names, shown late: "Ana and Cees", "You and Bo" (the
    player here among them: a :class:`~...i18n.Viewer`, so its sentences are said to them)."""

    __slots__ = ("first", "second")

    def __init__(self, first, second) -> None:
        self.first, self.second = first, second

    def text(self) -> str:
        a, b = shown_now(self.first), shown_now(self.second)
        said = tr("{name} and {partner}", name=a, partner=b)
        return Viewer(said) if Viewer in (type(a), type(b)) else said

    def __str__(self) -> str:
        return self.text()


def side_name(name, side: int) -> Team:
    a, b = SIDES[side]
    return Team(name(a), name(b))


def hand_summary(events, facts, result, name) -> HandSummary:
    lines, numbers = [], {}
    delta = [0, 0]
    for e in events:
        d = e.data
        if e.kind == "auction_won":
            bid = Later(lambda c=d["contract"]: words.bid(c))
            if d["forced"]:
                lines.append(Msg("{name} had to bid {bid} holding the Joker: {size} tricks to take.",
                                 name=name(e.seat), bid=bid, size=d["size"]))
            else:
                lines.append(Msg("{name} won the auction with {bid}: {size} tricks to take.",
                                 name=name(e.seat), bid=bid, size=d["size"]))
        elif e.kind == "alone":
            lines.append(Msg("{name} played alone.", name=name(e.seat)))
        elif e.kind == "annulled":
            lines.append(Msg("Nobody bid and the Joker was in the widow: the deal is annulled, no points."))
        elif e.kind == "score":
            side, tricks, size = d["side"], d["tricks"], d["size"]
            delta = list(d["delta"])
            numbers.update(side=side, tricks=tricks, size=size, made=d["made"], delta=delta)
            if d["made"]:
                lines.append(Msg("{team} took {tricks} of the 6 tricks, {size} needed: the contract is made, "
                                 "{points:+d} points.", team=side_name(name, side), tricks=tricks, size=size,
                                 points=d["delta"][side]))
            else:
                lines.append(Msg("{team} took {tricks} of the 6 tricks, {size} needed: the contract is set, "
                                 "{points:+d} points.", team=side_name(name, side), tricks=tricks, size=size,
                                 points=d["delta"][side]))
            other = 1 - side
            if d["delta"][other]:
                lines.append(Msg("The defenders, {team}, score {points:+d} points for their {tricks} tricks.",
                                 team=side_name(name, other), points=d["delta"][other], tricks=6 - tricks))
        elif e.kind == "game_won":
            lines.append(Msg("{team} reached {score} points and won the game.", team=side_name(name, d["side"]),
                             score=d["scores"][d["side"]]))
            numbers["game_won"] = d["side"]
    scores = result["scores"]
    rows = tuple(Standing(side_name(name, k), delta[k], scores[k], SIDES[k],
                          Msg("won the game") if numbers.get("game_won") == k else None) for k in (0, 1))
    title = Msg("Deal {n} · first to {target} points", n=facts.get("hand_no", 1), target=facts.get("target"))
    return HandSummary(title, tuple(lines), Msg("Points"), rows, numbers)
