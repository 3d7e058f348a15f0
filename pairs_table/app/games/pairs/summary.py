"""The end of a round of Pairs in words: the pair caught or the card folded, what it cost,
the scores against the losing score, and the loser of the game with the stakes paid."""

from __future__ import annotations

from ...table.log import Msg
from ...table.summary import HandSummary, Standing


def hand_summary(events, facts, result, name) -> HandSummary:
    n = len(result["scores"])
    gained = [0] * n
    lines, numbers = [], {}
    for e in events:
        d = e.data
        if e.kind == "pair":
            gained[e.seat] += d["points"]
            lines.append(Msg("{name} drew a second {rank} and caught a pair: it costs {points} points.",
                             name=name(e.seat), rank=d["rank"], points=d["points"]))
        elif e.kind == "fold":
            gained[e.seat] += d["points"]
            src = d["from_seat"]
            if d["rank"] is None:
                lines.append(Msg("{name} folded with no card on the table: it costs nothing.", name=name(e.seat)))
            elif src == e.seat:
                lines.append(Msg("{name} folded and took their own {rank}, the lowest card: it costs {points} points.",
                                 name=name(e.seat), rank=d["rank"], points=d["points"]))
            else:
                lines.append(Msg("{name} folded and took the lowest card, a {rank} from {other}: it costs {points} "
                                 "points.", name=name(e.seat), rank=d["rank"], other=name(src), points=d["points"]))
        elif e.kind == "game_lost":
            lines.append(Msg("{name} reached {score} points, the losing score is {losing}: {name} lost the game.",
                             name=name(e.seat), score=d["score"], losing=d["losing_score"]))
            numbers["loser"] = e.seat
        elif e.kind == "stake":
            paid = -d["paid"][e.seat]
            lines.append(Msg("{name} paid {n} chips to the other players.", name=name(e.seat), n=paid))
            numbers["stake_paid"] = list(d["paid"])
    if not lines:
        lines.append(Msg("The round ended without a score."))
    numbers["points"] = list(gained)
    losing = facts.get("losing_score")
    scores = result["scores"]
    if not result["over"] and losing and any(scores):
        top = max(range(n), key=lambda k: scores[k])
        lines.append(Msg("{name} is the nearest to the losing score: {left} points from it.", name=name(top),
                         left=losing - scores[top]))
    rows = tuple(Standing(name(s), gained[s], result["scores"][s], (s,),
                          Msg("lost the game") if numbers.get("loser") == s else None) for s in range(n))
    title = Msg("Round {n} · losing score {losing}", n=facts.get("hand_no", 1), losing=losing)
    return HandSummary(title, tuple(lines), Msg("Points"), rows, numbers)
