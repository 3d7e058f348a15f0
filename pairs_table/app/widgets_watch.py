"""What the frame loop needs to know about pygame_gui's widgets.

* :func:`ui_deadline`: when a widget changes by itself (a tooltip's delay, a text cursor's
  blink, a transition), so a sleeping loop wakes for it;
* :func:`ui_picture` / :func:`same_picture`: whether the widget layer looks different;
* :class:`RedrawRation`: pygame_gui draws a new widget's other looks (hovered, pressed,
  disabled...) ahead of need, one look per widget at each update; a screen that has just made
  twenty buttons would draw twenty looks in each of its next frames (tens of ms, in the first
  frames of a deal). The ration lets a few widgets go on at each update and holds the rest
  back for later ones (a look needed at once is drawn at once by pygame_gui all the same).
"""

from __future__ import annotations

from collections import deque


def _min(a, b):
    return b if a is None else a if b is None else min(a, b)


def ui_deadline(manager) -> float | None:
    """Seconds until a widget changes by itself: 0 while one moves (a transition, a held
    arrow button, a smooth scroll), the time left to a pending tooltip or to a focused text
    entry's next cursor blink; None when only input changes the widgets."""
    due = None
    for el in manager.get_sprite_group().sprites():
        if not getattr(el, "visible", False):
            continue
        shape = getattr(el, "drawable_shape", None)
        if shape is not None:
            if getattr(getattr(shape, "active_state", None), "transition", None) is not None:
                return 0.0
            if getattr(shape, "should_trigger_full_rebuild", False):
                due = _min(due, max(0.0, getattr(shape, "full_rebuild_countdown", 0.0)))
        if getattr(el, "held", False):
            return 0.0
        if getattr(el, "target_scroll_position", None) not in (None, getattr(el, "scroll_position", None)):
            return 0.0
        if getattr(el, "hovered", False) and getattr(el, "tool_tip_text", None) and getattr(el, "tool_tip", 1) is None:
            due = _min(due, max(0.0, el.tool_tip_delay - el.hover_time))
        if getattr(el, "is_focused", False) and hasattr(el, "blink_cursor_time_acc"):
            if el.cursor_blink_delay_after_moving_acc <= el.cursor_blink_delay_after_moving:
                due = _min(due, el.cursor_blink_delay_after_moving - el.cursor_blink_delay_after_moving_acc)
            else:
                due = _min(due, max(0.0, el.blink_cursor_time - el.blink_cursor_time_acc))
    return due


def ui_picture(manager) -> list:
    """What the widget layer draws: each visible image (the object) and where."""
    group = manager.get_sprite_group()
    data = getattr(group, "visible", None)
    if data is None:
        data = [(s.image, s.rect) for s in group.sprites() if s.visible and s.image is not None]
    return [(d[0], tuple(d[1])) for d in data]


def same_picture(a: list | None, b: list) -> bool:
    return a is not None and len(a) == len(b) and all(x[0] is y[0] and x[1] == y[1] for x, y in zip(a, b))


class RedrawRation:
    """``with RedrawRation(manager, allowed): manager.update(dt)``: at most ``allowed``
    widgets draw a look ahead of need during that update."""

    def __init__(self, manager, allowed: int) -> None:
        self.manager = manager
        self.allowed = allowed
        self._held: list = []

    def __enter__(self):
        allowed = self.allowed
        for el in self.manager.get_sprite_group().sprites():
            shape = getattr(el, "drawable_shape", None)
            queue = getattr(shape, "states_to_redraw_queue", None)
            if not queue:
                continue
            if allowed > 0:
                allowed -= 1
                continue
            # held: an empty queue (and no clean-up of the shape's scratch surfaces, still needed)
            self._held.append((shape, queue, shape.need_to_clean_up))
            shape.states_to_redraw_queue = deque()
            shape.need_to_clean_up = False
        return self

    def __exit__(self, *exc) -> None:
        for shape, queue, clean_up in self._held:
            if not shape.states_to_redraw_queue:  # else the widget was rebuilt: its new queue stands
                shape.states_to_redraw_queue = queue
            shape.need_to_clean_up = shape.need_to_clean_up or clean_up
        self._held.clear()
