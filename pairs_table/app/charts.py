"""Charts of chips: the bankroll of every player over a session's hands."""

from __future__ import annotations

import pygame

from .i18n import tr
from .layout import scaled
from .render import INK_DIM, INK_FAINT
from .table.chips import seat_colour


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick spacing (1, 2, 5, 10, 20, 50, ...) giving about ``ticks`` ticks."""
    raw = max(1.0, span / max(1, ticks))
    base = 1
    while True:
        for k in (1, 2, 5):
            if base * k >= raw:
                return base * k
        base *= 10


def chart_points(points, rect: pygame.Rect, top: int) -> list[list[tuple[int, int]]]:
    """Screen points of each seat's line: x by hand (0 = the start), y by chips (0 at the
    bottom of ``rect``, ``top`` chips at its top)."""
    n_hands = max(1, len(points) - 1)
    seats = len(points[0])
    lines = []
    for s in range(seats):
        line = []
        for i, chips in enumerate(points):
            x = rect.left + rect.width * i / n_hands
            y = rect.bottom - rect.height * min(chips[s], top) / max(1, top)
            line.append((int(round(x)), int(round(y))))
        lines.append(line)
    return lines


def label_box(text, words: str, size: int, at, width: int) -> pygame.Rect:
    """The box of a one-line label ``words`` centred under ``at`` (x, its top edge's y),
    moved in to lie within ``width``."""
    box = pygame.Rect(0, 0, text.width(words, size), text.height(size))
    box.midtop = (int(at[0]), int(at[1]))
    box.x = max(0, min(box.x, width - box.width))
    return box


def caption_box(text, words: str, size: int, w: int, h: int, pad: int) -> pygame.Rect:
    """The room of an axis caption along the foot of a ``w`` by ``h`` chart: its own row
    under the tick labels, as many lines tall as ``words`` need."""
    height = text.block(words, size, w - 2 * pad, INK_FAINT).get_height()
    return pygame.Rect(pad, h - pad // 2 - height, w - 2 * pad, height)


def bankroll_chart(size, history: ChipHistory, names, text, scale: float, highlight=None) -> pygame.Surface:
    """Each seat's bankroll over the hands as coloured lines, with the starting bankroll
    dashed, chip and hand axes, and the names at the lines' ends."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (8, 14, 12, 200), surf.get_rect(), border_radius=scaled(10, scale))
    fs = max(9, scaled(12, scale))
    points = history.points
    top_val = max(max(p) for p in points)
    step = nice_step(top_val, 4)
    top = max(step, -(-int(top_val * 1.05) // step) * step)
    label_w = max(text.width(str(v), fs) for v in (0, top))
    name_w = min(int(w * 0.22), max(text.width(nm, fs) for nm in names) + scaled(12, scale))
    pad = scaled(10, scale)
    line_h = max(text.extent(nm, fs, INK_DIM, True)[1] for nm in list(names) + ["0"])
    caption = caption_box(text, tr("hands"), fs, w, h, pad)
    plot = pygame.Rect(pad + label_w + scaled(6, scale), pad + fs // 2,
                       0, 0)
    plot.width = w - plot.left - name_w - pad
    plot.height = caption.top - scaled(9, scale) - line_h - plot.top
    # grid and chip axis
    for v in range(0, top + 1, step):
        y = plot.bottom - plot.height * v / top
        pygame.draw.line(surf, (70, 90, 80, 160), (plot.left, y), (plot.right, y))
        text.draw(surf, str(v), fs, INK_DIM, box=(pad, int(y - line_h / 2), label_w, line_h), align="right",
                  fit="none", owner="chart")
    # hand axis, its caption under the numbers
    n_hands = len(points) - 1
    hstep = nice_step(max(1, n_hands), 6)
    for i in range(0, n_hands + 1, hstep):
        x = plot.left + plot.width * i / max(1, n_hands)
        pygame.draw.line(surf, (90, 110, 100), (x, plot.bottom), (x, plot.bottom + scaled(4, scale)))
        box = label_box(text, str(i), fs, (x, plot.bottom + scaled(5, scale)), w)
        text.draw(surf, str(i), fs, INK_DIM, box=box, fit="none", owner="chart")
    text.draw(surf, tr("hands"), fs, INK_FAINT, box=caption, align="right", owner="chart")
    # the starting bankroll, dashed
    start = history.start
    if len(set(start)) == 1:
        y = plot.bottom - plot.height * start[0] / top
        dash = scaled(6, scale)
        for x in range(plot.left, plot.right, 2 * dash):
            pygame.draw.line(surf, (200, 200, 190, 150), (x, y), (min(x + dash, plot.right), y))
    # the lines (the highlighted seat last, so it is on top)
    lines = chart_points(points, plot, top)
    order = sorted(range(len(lines)), key=lambda s: s == highlight)
    width = max(2, scaled(2.5, scale))
    for s in order:
        line = lines[s]
        colour = seat_colour(s)
        thick = width + (1 if s == highlight else 0)
        if len(line) == 1:
            line = [line[0], (plot.right, line[0][1])]
        pygame.draw.lines(surf, colour, False, line, thick)
        if n_hands <= 40:
            for p in line[1:]:
                pygame.draw.circle(surf, colour, p, thick + 1)
        pygame.draw.circle(surf, colour, line[-1], thick + 3)
    # names at the ends, nudged apart
    ends = sorted(((lines[s][-1][1], s) for s in range(len(lines))))
    gap = line_h
    placed = []
    for y, s in ends:
        y = max(y, placed[-1] + gap) if placed else y
        placed.append(y)
    overflow = placed[-1] + fs // 2 - (caption.top - scaled(4, scale)) if placed else 0
    if overflow > 0:
        placed = [y - overflow for y in placed]
    x = plot.right + scaled(10, scale)
    for (y0, s), y in zip(ends, placed):
        text.draw(surf, names[s], fs, seat_colour(s), box=(x, int(y - line_h / 2), w - pad // 2 - x, line_h),
                  bold=s == highlight, fit="cut", owner="chart")
    return surf
