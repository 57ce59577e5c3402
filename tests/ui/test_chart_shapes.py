"""Eight players, eight marker shapes: the chart never repeats one (issue 10)."""

from __future__ import annotations

import pytest

from cardgames.ui.widgets.chart import SHAPES


def test_eight_players_get_eight_distinct_marker_shapes():
    assert len(set(SHAPES)) >= 8


@pytest.mark.parametrize("r", [2, 3, 5])
def test_the_eight_marker_shapes_draw_differently(r):
    import pygame

    from cardgames.ui.widgets.chart import draw_marker

    masks = {}
    for shape in SHAPES:
        surf = pygame.Surface((4 * r + 8, 4 * r + 8), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        draw_marker(surf, shape, (2 * r + 4, 2 * r + 4), r, (255, 255, 255))
        masks[shape] = pygame.image.tobytes(surf, "RGBA")
    assert len(set(masks.values())) == len(SHAPES)
