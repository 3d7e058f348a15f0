"""What the Goblin's Poker table writes in the side panel: the hand and round, the smallest
stack, whose turn it is, the pass cost, the centre and the viewer's own card in it."""

from __future__ import annotations

from ...i18n import tr
from ...render import INK, INK_DIM
from ...table.panel import StatusLine


def status_lines(t) -> list[StatusLine]:
    st = t.state
    facts = t.facts
    head = tr("Goblin's Poker · hand {n}", n=max(1, t.pic.hand_no))
    if t.pic.round_no:
        head += " · " + tr("round {n} of 5", n=t.pic.round_no)
    marker = tr("Smallest stack: {name}", name=t.name(t.pic.smallest)) if t.pic.smallest is not None else None
    lines = t.secret.opening_lines(head, marker)
    if t.idle and not st.hand_over and facts["phase"] == "turn":
        view = t.secret.view_now()
        if view["pass_cost"] is not None:
            if view["pass_cost_rule"] == "low_only":
                text = tr("Passing now costs {n} (L).", n=view["pass_cost"])
            else:
                text = tr("Passing now costs {n} (pot {pot} + L {low}).", n=view["pass_cost"], pot=view["pot"],
                          low=view["L"])
            lines.append(StatusLine(text, INK, 14))
        if view["centre_size"]:
            lines.append(StatusLine(tr("Face down in the centre: {n}", n=view["centre_size"]), INK_DIM, 14))
        if t.seats.viewer is not None and view["my_played"] is not None:
            mine = t.phrase(t.seats.viewer, "{name}'s card in the centre: {rank}", "Your card in the centre: {rank}",
                            rank=view["my_played"])
            lines.append(StatusLine(mine.text(), INK_DIM, 14))
    if t.human_to_act() and not t.handover_due():
        verb = tr("choose it as your first card") if facts["phase"] == "choose" else tr("play it face down")
        lines.append(StatusLine(tr("Click a card of your hand (or press 1–{k}) to {verb}.", k=len(t.secret.viewer_hand()),
                                   verb=verb), INK_DIM, 14))
    return lines
