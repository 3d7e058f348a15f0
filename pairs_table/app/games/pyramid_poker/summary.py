"""The end of a round of Pyramid Poker in words: the three poker hands of each player
compared place by place, who won each, the round's outcome and its victory points."""

from __future__ import annotations

from ... import poker_names
from ...table.log import Later, Msg, Plural
from ...table.summary import HandSummary, Standing

OUTCOMES = {"crush": Msg("a crush"), "beat": Msg("a win"), "draw": Msg("a draw")}


def hand_summary(events, facts, result, name) -> HandSummary:
    lines, numbers = [], {"compared": []}
    gain = [0, 0]
    wins = [0, 0]
    for e in events:
        d = e.data
        if e.kind == "compare":
            a, b = (Later(lambda x=x: poker_names.hand_label(x)) for x in d["made"])
            w = d["winner"]
            numbers["compared"].append(w)
            if w is None:
                lines.append(Msg("Hand {k}: {a} against {b}, a tie.", k=d["position"], a=a, b=b))
            else:
                lines.append(Msg("Hand {k}: {a} against {b}, won by {name}.", k=d["position"], a=a, b=b,
                                 name=name(w)))
        elif e.kind == "round_scored":
            wins = list(d["wins"])
            winner = d["winner"]
            numbers.update(wins=wins, winner=winner, outcome=d["outcome"])
            if winner is None:
                lines.append(Plural("{name} and {other} won {n} hand each: the round is a draw.",
                                    "{name} and {other} won {n} hands each: the round is a draw.", wins[0],
                                    name=name(0), other=name(1)))
            else:
                lines.append(Msg("{name} won {x} of the 3 hands: {outcome}.", name=name(winner), x=wins[winner],
                                 outcome=OUTCOMES[d["outcome"]]))
            if d.get("vp") is not None and winner is not None:
                gain[winner] = d["gain"]
                lines.append(Msg("{name} gains {n} victory points.", name=name(winner), n=d["gain"]))
        elif e.kind == "game_over":
            won = d.get("winners") or []
            if len(won) == 1:
                lines.append(Msg("{name} won the game.", name=name(won[0])))
    advanced = result.get("scores") is not None  # victory points are kept with advanced scoring
    change, totals = (gain, result["scores"]) if advanced else (wins, wins)
    rows = tuple(Standing(name(s), change[s], totals[s], (s,)) for s in (0, 1))
    unit = Msg("Victory points") if advanced else Msg("Hands won")
    return HandSummary(Msg("Round {n}", n=facts.get("hand_no", 1)), tuple(lines), unit, rows, numbers)
