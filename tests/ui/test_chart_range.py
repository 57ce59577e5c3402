"""The chart's y axis fits the data (issue 19: Tien Gow's match-end chart, scores around
150-260 from a start of 200, spent half its height on the empty space down to 0)."""

from __future__ import annotations

import doctest

import pygame
import pytest

from cardgames.ui import style
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import chart
from cardgames.ui.widgets.chart import LineChart, y_range

ROUND_STEPS = {1, 2, 5} | {m * 10 ** k for m in (1, 2, 2.5, 5) for k in range(1, 6)}
AROUND_200 = [[200, 185, 230, 150, 260, 240], [200, 215, 170, 250, 140, 160]]


def check_round(low: int, high: int, step: int) -> None:
    assert step in ROUND_STEPS
    assert low % step == 0 and high % step == 0 and low < high
    assert (high - low) // step <= chart.MAX_INTERVALS, "a handful of ticks"


def test_a_series_around_200_leaves_zero_off_the_axis():
    values = [v for s in AROUND_200 for v in s]
    low, high, step = y_range(values)
    check_round(low, high, step)
    assert low < min(values) and high > max(values), "a margin on both sides"
    assert low > 0, "no empty band down to zero"
    assert (max(values) - min(values)) / (high - low) >= 0.6, (low, high)


def test_a_series_crossing_zero_keeps_zero_as_a_tick():
    values = [0, 12, -7, 25, -18, 40]
    low, high, step = y_range(values)
    check_round(low, high, step)
    assert low < -18 and high > 40
    assert 0 in range(low, high + 1, step)


@pytest.mark.parametrize("values", [[0, 15, 40, 95, 120], [0, -20, -35, -80], [3, 30, 60, 90]])
def test_scores_near_zero_start_at_the_baseline(values):
    """Data that starts at 0 (or comes within half its span of it) keeps 0 on the axis,
    and no needless band on the far side of it."""
    low, high, step = y_range(values)
    check_round(low, high, step)
    assert (low == 0 < max(values) < high) or (low < min(values) < 0 == high)


def test_a_flat_or_empty_series_still_gets_an_axis():
    for values in ([], [0, 0, 0], [200, 200]):
        low, high, step = y_range(values)
        check_round(low, high, step)
        assert all(low <= v <= high for v in values)


def test_the_examples_in_the_docstring():
    assert doctest.testmod(chart).failed == 0


def test_the_drawn_lines_fill_most_of_the_plot():
    """The match-end chart of a Tien Gow-like match: the first line's pixels span most
    of the chart's height (with 0 on the axis they took about a third)."""
    pygame.init()
    size, metrics = (640, 320), Metrics(1024, 640)
    surf = LineChart(AROUND_200, ["Ane", "Iker"], [str(n) for n in range(1, 6)],
                     first_label=None).render(size, metrics)
    colour = style.SERIES[0]
    rows = [y for y in range(size[1]) for x in range(0, size[0] - metrics.px(80), 2)
            if surf.get_at((x, y))[:3] == tuple(colour[:3])]
    assert rows
    assert (max(rows) - min(rows)) / size[1] >= 0.5, (min(rows), max(rows))
