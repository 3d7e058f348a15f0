"""The end of a hand in words: what each game's ``summary.py`` makes, and the parts they share.

A game's ``app/games/<game>/summary.py`` has ``hand_summary(events, facts, result, name)``:
from the engine's events of the hand that just ended (as the viewer may see them), its
``summary()`` and ``result()`` after the hand, and ``name(seat)`` (a seat's name, shown
late), it makes a :class:`HandSummary`: a title, the lines that say who won what and why,
and one :class:`Standing` per seat or partnership with what the hand changed and the total
after it. It reads engine data only, so it is tested without a window.

The table calls it through :func:`summary_of` when a hand is over (:mod:`.turns`) and the
summary overlay (``overlays/summary.py``) shows it until the player continues.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from .log import Msg, Plural


@dataclass(frozen=True)
class Standing:
    """One row of the summary's table: a seat or a partnership."""

    who: object  # a name, shown late
    change: int | None  # what this hand changed (points, chips, victory points)
    total: int | None  # the total after this hand
    seats: tuple = ()  # the seats of the row
    note: object = None  # a short word beside it ("out", "lost the game"), shown late


@dataclass(frozen=True)
class HandSummary:
    title: object  # "Round 3", shown late
    lines: tuple  # who won what and why, each shown late
    unit: object  # the heading of the numbers ("Points", "Chips")
    rows: tuple  # Standing
    numbers: dict = field(default_factory=dict)  # the figures the lines speak of (pot, shares...)


def summary_of(game):
    """The ``hand_summary`` function of a game's descriptor, or None when it has none."""
    ref = getattr(game, "summary", None)
    if not ref:
        return None
    module, func = ref.split(":")
    from .. import games

    try:
        mod = importlib.import_module(f"{games.folder(game.key)}.{module}")
    except ModuleNotFoundError:
        return None
    return getattr(mod, func, None)


def hand_events(log, start: int) -> list:
    """The events of the hand that began at ``start`` in a state's log."""
    return list(log[start:])


# ---- the chip games ----------------------------------------------------------------------------------


def chip_changes(events, n: int) -> list[int]:
    """What each seat won or paid over a hand of a chip session, from its events: antes and
    stakes paid, pairs, folds, passes and busts paid, stakes returned, pots won and shared,
    and the last split of a session that ends."""
    change = [0] * n
    stake = 0
    for e in events:
        d = e.data
        if e.kind == "antes":
            for s, paid in enumerate(d.get("paid") or []):
                change[s] -= paid
        elif e.kind == "stakes":
            stake = d["amount"]
            for s in d["seats"]:
                change[s] -= stake
        elif e.kind in ("pair", "fold", "pass", "bust") and "paid" in d:
            change[d.get("seat", e.seat)] -= d["paid"]
        elif e.kind == "stakes_returned":
            for s in d["seats"]:
                change[s] += stake
        elif e.kind == "pot_won":
            change[d["seat"]] += d["amount"]
        elif e.kind == "pot_split":
            for s in d["seats"]:
                change[s] += d["share"]
        elif e.kind == "session_over":
            for s, share in enumerate(d.get("shares") or []):
                change[s] += share
    return change


def pot_lines(events, name) -> tuple[list, dict]:
    """Who took the pot and how it was split (with the remainder that stays), and the
    figures: ``pot`` (what was paid out plus any remainder), ``shares``, ``remainder``."""
    lines, numbers = [], {}
    for e in events:
        d = e.data
        if e.kind == "pot_won":
            lines.append(Msg("{name} took the whole pot of {n} chips as the last player in.",
                             name=name(d["seat"]), n=d["amount"]))
            numbers.update(pot=d["amount"], shares={d["seat"]: d["amount"]}, remainder=0)
        elif e.kind == "pot_split":
            seats, share, rest = d["seats"], d["share"], d["remainder"]
            pot = share * len(seats) + rest
            lines.append(Msg("The pot of {pot} chips was split {k} ways: {share} chips each.",
                             pot=pot, k=len(seats), share=share))
            if rest:
                lines.append(Plural("{n} chip could not be split evenly and stays in the pot for the next hand.",
                                    "{n} chips could not be split evenly and stay in the pot for the next hand.",
                                    rest))
            numbers.update(pot=pot, shares={s: share for s in seats}, remainder=rest)
        elif e.kind == "session_over":
            shares = d.get("shares") or []
            if any(shares):
                lines.append(Msg("The session is over: what was left in the pot was shared out."))
    return lines, numbers


def out_lines(events, name) -> list:
    """Seats that left the session at the end of the hand (busted, or short of the ante)."""
    out = []
    for e in events:
        if e.kind == "busted_out":
            out.append(Msg("{name} has no chips left and is out of the session.", name=name(e.data.get("seat", e.seat))))
        elif e.kind == "left_session":
            out.append(Msg("{name} cannot pay the next ante and leaves the session.",
                           name=name(e.data.get("seat", e.seat))))
    return out


def pair_line(e, name) -> Msg:
    """A pair caught in a chip game, and what it cost."""
    return Plural("{name} caught a pair of {rank}s and paid {paid} chip.",
                  "{name} caught a pair of {rank}s and paid {paid} chips.", e.data["paid"], name=name(e.seat),
                  rank=e.data["rank"], paid=e.data["paid"])


def chip_summary(events, facts, result, name, say) -> HandSummary:
    """A chip game's summary: what ``say(event, name)`` makes of each event (a game's pairs,
    folds, passes; None for the rest), then the pot, and a row per seat with the chips won or
    lost over the hand and the bankroll after."""
    lines = [line for line in (say(e, name) for e in events) if line is not None]
    n = len(result["chips"])
    pot, numbers = pot_lines(events, name)
    rows = tuple(Standing(name(s), c, result["chips"][s], (s,)) for s, c in enumerate(chip_changes(events, n)))
    title = Msg("Hand {n}", n=facts.get("hand_no", facts.get("hand", 1)))
    return HandSummary(title, tuple(lines + pot + out_lines(events, name)), Msg("Chips"), rows, numbers)
