"""The end of a deal of Hasenpfeffer in words: the contract won in the auction, the tricks
each partnership took, the contract made or set and its points, and a game won."""

from __future__ import annotations

from ... import words
from ...table.log import Later, Msg
from ...table.summary import HandSummary, Standing

SIDES = ((0, 2), (1, 3))  # north-south, east-west


def side_name(name, side: int) -> Msg:
    a, b = SIDES[side]
    return Msg("{first} and {second}", first=name(a), second=name(b))


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
                lines.append(Msg("{side} took {tricks} of the 6 tricks, {size} needed: the contract is made, "
                                 "{points:+d} points.", side=side_name(name, side), tricks=tricks, size=size,
                                 points=d["delta"][side]))
            else:
                lines.append(Msg("{side} took {tricks} of the 6 tricks, {size} needed: the contract is set, "
                                 "{points:+d} points.", side=side_name(name, side), tricks=tricks, size=size,
                                 points=d["delta"][side]))
            other = 1 - side
            if d["delta"][other]:
                lines.append(Msg("The defenders, {side}, score {points:+d} points for their {tricks} tricks.",
                                 side=side_name(name, other), points=d["delta"][other], tricks=6 - tricks))
        elif e.kind == "game_won":
            lines.append(Msg("{side} reached {score} points and won the game.", side=side_name(name, d["side"]),
                             score=d["scores"][d["side"]]))
            numbers["game_won"] = d["side"]
    scores = result["scores"]
    rows = tuple(Standing(side_name(name, k), delta[k], scores[k], SIDES[k],
                          Msg("won the game") if numbers.get("game_won") == k else None) for k in (0, 1))
    title = Msg("Deal {n} · first to {target} points", n=facts.get("hand_no", 1), target=facts.get("target"))
    return HandSummary(title, tuple(lines), Msg("Points"), rows, numbers)
