"""What the Hawthorn table writes in the side panel: the hand and round, the button, whose
turn it is, the fold cost and how to play a card."""

from __future__ import annotations

from ...i18n import tr
from ...render import INK, INK_DIM
from ...table.panel import StatusLine


def status_lines(t) -> list[StatusLine]:
    st = t.state
    facts = t.facts
    head = tr("Hawthorn · hand {n}", n=max(1, t.pic.hand_no))
    if t.pic.round_no:
        kind = tr("deck") if t.pic.round_type == "deck" else tr("hand")
        head += " · " + tr("round {n} ({kind})", n=t.pic.round_no, kind=kind)
    marker = tr("Button (first player): {name}", name=t.name(t.pic.button)) if t.pic.button is not None else None
    lines = t.secret.opening_lines(head, marker)
    if t.idle and not st.hand_over and facts["phase"] == "play":
        view = t.secret.view_now()
        if view["L"] is not None:
            lines.append(StatusLine(tr("Folding now costs {n} (L, the lowest face-up card).", n=view["L"]), INK, 14))
    if t.human_to_act() and not t.handover_due():
        k = len(t.secret.viewer_hand())
        if facts["phase"] == "choose":
            lines.append(StatusLine(tr("Click a card of your hand (or press 1–{k}) to choose it as your first card.",
                                       k=k), INK_DIM, 14))
        elif facts["round"] % 2 == 0:
            lines.append(StatusLine(tr("Click a card of your hand (or press 1–{k}) to play it, or fold.", k=k),
                                    INK_DIM, 14))
    return lines
