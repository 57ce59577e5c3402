"""A line chart of cumulative scores over the hands, drawn with pygame alone.

Every line is labelled with its player's name at its end (and listed in a legend with
its marker shape), so the colours are never the only way to tell the lines apart.  The
whole chart is drawn once into a surface per size.
"""

from __future__ import annotations

import math

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics

#: Marker shapes, one per line: eight distinct ones, so the largest table (8 players)
#: never repeats a shape (the colour is never the only difference).
SHAPES = ("circle", "square", "diamond", "triangle", "triangle_down", "plus", "cross", "ring")


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick step (1, 2, 5, 10, 20, 25, 50...) giving about ``ticks`` intervals."""
    raw = max(1.0, span / ticks)
    power = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 2.5, 5, 10):
        if mult == 2.5 and power < 10:
            continue  # 2.5 is round only from 25 up
        if raw <= mult * power:
            return int(mult * power)
    return int(10 * power)


#: zero is kept on the axis when the data comes this close to it (a share of its span):
#: scores that start at 0 or end near it read against their baseline
NEAR_ZERO = 0.5
#: the most tick intervals on the axis (more than ``ticks`` when that fits the data tighter)
MAX_INTERVALS = 8
#: the room above and below the data, a share of its span (markers are not cut)
MARGIN = 0.05


def y_range(values: list[float], ticks: int = 5) -> tuple[int, int, int]:
    """(low, high, step) of the y axis: round ticks that fit the data with a margin.

    Zero is on the axis only when the data crosses it or comes near it (within
    ``NEAR_ZERO`` of its span), so scores around 200 use the chart's whole height
    instead of half of it for the empty space down to 0.

    >>> y_range([200, 180, 230, 150, 260])
    (140, 280, 20)
    >>> y_range([0, 12, -7, 25])
    (-10, 30, 10)
    """
    lo, hi = (min(values), max(values)) if values else (0, 0)
    if lo == hi == 0:
        return 0, 10, 2
    if lo == hi:  # a flat line: some room either side of it
        half = max(5.0, abs(lo) * 0.1)
        lo, hi = lo - half, hi + half
    span = hi - lo
    if lo > 0 and lo <= span * NEAR_ZERO:
        lo = 0
    elif hi < 0 and -hi <= span * NEAR_ZERO:
        hi = 0
    pad = (hi - lo) * MARGIN
    low = lo if lo == 0 else lo - pad  # the baseline itself needs no room below it
    high = hi if hi == 0 else hi + pad
    best = None
    for wanted in range(ticks, ticks + 4):  # the tightest round range of few enough ticks
        step = nice_step(high - low, wanted)
        fitted = math.floor(low / step) * step, math.ceil(high / step) * step
        if (fitted[1] - fitted[0]) / step <= MAX_INTERVALS and \
                (best is None or fitted[1] - fitted[0] < best[1] - best[0]):
            best = (*fitted, step)
    low, high, step = best
    return int(low), int(high), step


def draw_marker(surface: pygame.Surface, shape: str, centre: tuple[int, int], r: int,
                colour) -> None:
    x, y = centre
    if shape == "square":
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r))
    elif shape == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1),
                                              (x - r - 1, y)])
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)])
    elif shape == "triangle_down":
        pygame.draw.polygon(surface, colour, [(x, y + r + 1), (x + r + 1, y - r), (x - r - 1, y - r)])
    elif shape == "plus":
        t = max(2, r * 2 // 3)
        pygame.draw.rect(surface, colour, (x - r - 1, y - t // 2, 2 * r + 3, t))
        pygame.draw.rect(surface, colour, (x - t // 2, y - r - 1, t, 2 * r + 3))
    elif shape == "cross":
        t = max(2, r * 2 // 3)
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), t)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), t)
    elif shape == "ring":
        pygame.draw.circle(surface, colour, (x, y), r + 1, max(1, (r + 1) // 2))
    else:
        pygame.draw.circle(surface, colour, (x, y), r)


class LineChart:
    def __init__(self, series: list[list[float]], names: list[str],
                 x_labels: list[str] | None = None, highlight: int | None = None,
                 first_label: str | None = "0") -> None:
        self.series = series
        self.names = names
        self.x_labels = x_labels or []
        self.highlight = highlight
        #: the label of the first point (scores start from "0" before the first hand);
        #: None when ``x_labels`` names every point (e.g. one point per match)
        self.first_label = first_label
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, metrics: Metrics) -> None:
        key = (rect.size, metrics.u)
        if key != self._key or self._surface is None:
            self._surface = self.render(rect.size, metrics)
            self._key = key
        surface.blit(self._surface, rect)

    def render(self, size: tuple[int, int], m: Metrics) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        small = m.small_px
        name_w = max((text.size(n, small, True)[0] for n in self.names), default=0)
        left, right = m.px(48), name_w + m.px(26)
        top, bottom = m.px(12), small + m.px(18)
        plot = pygame.Rect(left, top, max(10, w - left - right), max(10, h - top - bottom))
        points = max((len(s) for s in self.series), default=1)
        values = [v for s in self.series for v in s] or [0]
        low, high, step = y_range(values)

        def X(i: int) -> float:
            return plot.left + (plot.width * i / max(1, points - 1))

        def Y(v: float) -> float:
            return plot.bottom - plot.height * (v - low) / (high - low)

        # grid and y ticks
        v = low
        while v <= high:
            y = round(Y(v))
            colour = (*style.CREAM, 90) if v == 0 else (*style.CREAM, 28)
            pygame.draw.line(surf, colour, (plot.left, y), (plot.right, y))
            label = text.render(_number(v), small, style.CREAM_DIM)
            surf.blit(label, (plot.left - m.px(8) - label.get_width(), y - label.get_height() // 2))
            v += step
        # x ticks: the hands, thinned out so labels never collide
        first = [self.first_label] if self.first_label is not None else []
        labels = [*first, *self.x_labels][:points]
        every = max(1, math.ceil(len(labels) * text.size("00", small)[0] * 2.2 / plot.width))
        for i, label in enumerate(labels):
            if i % every and i != len(labels) - 1:
                continue
            cell = text.render(label, small, style.CREAM_DIM)
            surf.blit(cell, (round(X(i)) - cell.get_width() // 2, plot.bottom + m.px(6)))
        # the lines, highlighted one last (on top), each with markers and its name
        order = [i for i in range(len(self.series)) if i != self.highlight]
        if self.highlight is not None and self.highlight < len(self.series):
            order.append(self.highlight)
        r = max(2, m.px(3.2))
        ends: list[tuple[int, float]] = []
        for i in order:
            colour = style.SERIES[i % len(style.SERIES)]
            pts = [(X(k), Y(v)) for k, v in enumerate(self.series[i])]
            width = max(2, m.px(3.5 if i == self.highlight else 2.2))
            if len(pts) > 1:
                pygame.draw.lines(surf, colour, False, pts, width)
                for off in (-width / 2 + 0.5, width / 2 - 0.5):  # smooth the edges
                    pygame.draw.aalines(surf, colour, False, [(x, y + off) for x, y in pts])
            shape = SHAPES[i % len(SHAPES)]
            stride = max(1, len(pts) // 14)
            for k, p in enumerate(pts):
                if k % stride == 0 or k == len(pts) - 1:
                    draw_marker(surf, shape, (round(p[0]), round(p[1])), r, colour)
            ends.append((i, pts[-1][1]))
        # names at the line ends, nudged apart vertically so they never overlap
        gap = small + m.px(3)
        placed: list[tuple[int, float]] = []
        for i, y in sorted(ends, key=lambda e: e[1]):
            if placed and y - placed[-1][1] < gap:
                y = placed[-1][1] + gap
            placed.append((i, y))
        overflow = placed[-1][1] + gap / 2 - h if placed else 0
        for i, y in placed:
            y -= max(0, overflow)
            colour = style.SERIES[i % len(style.SERIES)]
            label = text.render(self.names[i], small, colour, bold=True)
            surf.blit(label, (plot.right + m.px(10), round(y - label.get_height() / 2)))
        return surf


def _number(v: float) -> str:
    """A tick value: whole numbers without ".0", negatives with a real minus sign."""
    shown = str(int(v)) if float(v).is_integer() else f"{v:g}"
    return shown if v >= 0 else "\u2212" + shown.lstrip("-")
