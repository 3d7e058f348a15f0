"""Lines for speech taken from what the window shows: a dialog's texts as it opens, the
label of the widget the keyboard focus moves to.

A dialog (an :class:`~.overlays.base.Overlay`: a hand's summary, the result, a question,
the pause menu, the settings) is drawn once more onto a copy of the window while a
:mod:`.textlog` record runs, so what is said is exactly what it draws (its own texts and
its widgets' labels) in reading order, without each dialog saying it a second time.
"""

from __future__ import annotations

from pygame_gui.elements import UIHorizontalSlider

from . import speech, textlog
from .overlays.base import Overlay


def dialog_lines(scene, window) -> list[str]:
    """The texts ``scene`` draws and its widgets' labels in reading order: in rows from the
    top (a row: middles within half a text's height), left to right within a row."""
    found: list[tuple[tuple[int, int, int, int], str]] = []
    copy = window.copy()
    with textlog.recording(copy) as log:
        scene.draw(copy)
    for d in log.texts:
        found.append((tuple(d.rect), d.text))
    for el in _widgets(scene.root):
        text = textlog.widget_text(el)
        if text:
            found.append((tuple(el.get_abs_rect()), text))
    found = list(dict.fromkeys(found))  # a text drawn twice in one place (a shadow) is said once
    found.sort(key=lambda f: f[0][1] + f[0][3] / 2)
    rows: list[list] = []
    for item in found:
        (x, y, w, h), _ = item
        if rows:
            (_, fy, _, fh), _ = rows[-1][0]
            if abs((y + h / 2) - (fy + fh / 2)) <= max(2, min(h, fh) / 2):
                rows[-1].append(item)
                continue
        rows.append([item])
    return [speech.one_line(text) for row in rows for _, text in sorted(row, key=lambda f: f[0][0])
            if speech.one_line(text)]


def _widgets(container) -> list:
    out = []
    if container is None:
        return out
    for el in list(getattr(container, "elements", ())):
        if isinstance(el, UIHorizontalSlider) or isinstance(getattr(el, "parent_element", None), UIHorizontalSlider):
            continue  # a slider's arrows say nothing; its value is drawn beside it
        if getattr(el, "visible", True) and el.alive():
            if hasattr(el, "elements"):
                out += _widgets(el)
            else:
                out.append(el)
    return out


class DialogVoice:
    """Says each dialog once, the first frame it is on top (only while speech listens)."""

    def __init__(self) -> None:
        self.said = None

    def before_draw(self, top, window) -> None:
        if top is self.said:
            return
        self.said = top
        s = speech.get()
        if top is None or not isinstance(top, Overlay) or not s.listening:
            return
        try:
            lines = dialog_lines(top, window)
        except Exception:  # noqa: BLE001 - a dialog that cannot be read aloud is still shown
            return
        s.dialog(lines)


def focus_moved(widget) -> None:
    """The keyboard focus moved to ``widget``: say its label (with its key, as shown)."""
    s = speech.get()
    if widget is None or not s.listening:
        return
    if hasattr(widget, "activate"):  # a card or place the table draws: it has no label to say yet
        return
    text = textlog.widget_text(widget)
    if text:
        s.say(text, interrupt=True)


def table_lines(table) -> list[str]:
    """The table read out: the panel's status lines, then each seat with its plate's value
    (points, chips, blocks left), in seat order."""
    out = [str(line.text) for line in table.status_lines() if str(line.text).strip()]
    for seat in range(table.n):
        text = str(table.plate_value(seat)[0] or "")
        out.append(f"{table.name(seat)}: {text}" if text else str(table.name(seat)))
    return out


def read_table(table) -> None:
    speech.get().dialog(table_lines(table))
