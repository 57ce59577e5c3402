"""The dealer's chip and the mano's tag move with their seat panels on a resize, even
while a dialog over the table keeps it from updating (issue 10)."""

from __future__ import annotations

import pygame
import pytest

from cardgames.ui.scenes.pause import PauseScene


@pytest.mark.parametrize("players", [3, 6])
def test_markers_sit_in_their_seat_panels_after_a_resize(make_app, players):
    app = make_app(size=(1280, 800))
    table = app.open("table", "pocha", players=players, preset="max_only", seed=4)
    for _ in range(5):
        app.step(1 / 60)
    layout = table.table
    app.scenes.push(PauseScene(app, "pocha", table))
    app.step(1 / 60)
    for size in ((1920, 1080), (1024, 640), (800, 1000)):
        app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1])])
        dealer = layout.model.dealer
        panel = layout.seat_panels[dealer].rect
        chip = layout.dealer_chip.rect
        assert panel.contains(chip), (size, chip, panel)
        for marker in layout.markers():
            if marker.visible:
                assert any(p.rect.contains(marker.rect) for p in layout.seat_panels), size
