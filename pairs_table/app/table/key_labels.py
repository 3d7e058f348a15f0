"""The keys that select things on the table, shown while the keyboard is in use: a number
on a marker on each card of the player's hand that a number key plays ("1", "2"...),
in the middle of its visible strip, so "press its number" can be read off the table."""

from __future__ import annotations

from pygame import Rect

from ..render import INK
from .felt_label import felt_label


def draw_key_labels(table, surface) -> None:
    """The table's :meth:`key_labels` when the keyboard is in use and this player may act."""
    app = table.app
    if not app.focus.keyboard or not table.human_to_act():
        return
    labels = sorted(table.key_labels(), key=lambda item: item[1].x)
    if not labels:
        return
    L = table.layout
    size = L.font_size(13)
    h = app.text.height(size, bold=True) + L.px(4)
    for i, (text, r) in enumerate(labels):
        visible = r.width if i + 1 == len(labels) else max(h, min(r.width, labels[i + 1][1].x - r.x))
        box = Rect(r.x, r.centery - h // 2, visible, h)  # on the card: above it lie other labels
        felt_label(app.text, surface, text, size, INK, box=box, bold=True, owner="table.keys")
