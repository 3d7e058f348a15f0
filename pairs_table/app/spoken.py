"""Lines for speech taken from what the window shows: a dialog's texts as it opens, the
label of the widget the keyboard focus moves to (or the words of a card or place), the
choices of the player at this computer when a decision is theirs, their hand on request.

A dialog (an :class:`~.overlays.base.Overlay`: a hand's summary, the result, a question,
the pause menu, the settings) is drawn once more onto a copy of the window while a
:mod:`.textlog` record runs, so what is said is exactly what it draws (its own texts and
its widgets' labels) in reading order, without each dialog saying it a second time.
"""

from __future__ import annotations

from pygame_gui.elements import UIHorizontalSlider

from . import speech, textlog
from .i18n import tr
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
    """Says each dialog once, the first frame it is on top, and the choices of each decision
    of the player at this computer once, the first frame they may take it (only while
    speech listens)."""

    def __init__(self) -> None:
        self.said = None
        self.decision = None  # the table's decision whose choices were said

    def before_draw(self, top, window) -> None:
        s = speech.get()
        if not s.listening:
            return
        self.choices(top)
        if top is self.said:
            return
        self.said = top
        if top is None or not isinstance(top, Overlay):
            return
        try:
            lines = dialog_lines(top, window)
        except Exception:  # noqa: BLE001 - a dialog that cannot be read aloud is still shown
            return
        s.dialog(lines)


    def choices(self, table) -> None:
        if getattr(table, "turns", None) is None or not table.human_to_act() or not table.legal_for_human():
            return
        decision = (id(table), table.turns.moves, table.state.to_act)
        if decision != self.decision:
            self.decision = decision
            line = choices_line(table)
            if line:
                speech.say(line)


def choices_line(table) -> str:
    """What the player at this computer may do now: the cards and places the focus can take
    (in their words, a card with the number key that takes it), then the action buttons
    with their keys ("You can: 7 [2]; 9 [4]; Fold [F].")."""
    from .table.actions import as_spec

    numbers = {tuple(rect): text for text, rect in table.key_labels()}
    parts = []
    for t in table.focus_targets():
        number = numbers.get(tuple(t.rect))
        text = speech.one_line(f"{t.name} [{number}]" if t.name and number else t.name or t.words)
        if text and text not in parts:
            parts.append(text)
    legal = set(table.legal_for_human())
    for spec in map(as_spec, table.action_specs()):
        label = speech.one_line(spec.label)
        if (spec.command or spec.action in legal) and "[" in label and label not in parts:
            parts.append(label)
    if not parts:
        return ""
    about = table.decision_words()
    line = tr("You can: {choices}.", choices="; ".join(parts))
    return f"{about}. {line}" if about else line


def read_hand(table) -> None:
    """Say the cards of the player at this computer (the table's :meth:`hand_words`)."""
    cards = table.hand_words()
    if cards:
        speech.get().say(tr("Your cards: {cards}.", cards="; ".join(cards)), interrupt=True)
    else:
        speech.get().say(tr("You hold no cards."), interrupt=True)


def focus_moved(widget) -> None:
    """The keyboard focus moved to ``widget``: say its label (with its key, as shown), its
    tooltip when the label is a sign alone, or the words of a card or place the table draws."""
    s = speech.get()
    if widget is None or not s.listening:
        return
    text = widget.words if hasattr(widget, "activate") else textlog.widget_text(widget)
    if text and not any(ch.isalnum() for ch in text):  # a sign ("✕", "−"): its tooltip says what it does
        text = getattr(widget, "tool_tip_text", None) or ""
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
