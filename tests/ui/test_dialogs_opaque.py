"""Dialogs are opaque: nothing of the table shows through their panel (issue 10)."""

from __future__ import annotations

import pygame

from cardgames.ui.scenes.pause import PauseScene
from cardgames.ui.scenes.saves import LoadScene, SaveAsScene


def _panel_pixels(dialog):
    """Points inside the panel, clear of its title, body and buttons (the margins)."""
    p = dialog.panel
    inset = max(6, p.width // 40)
    return [(p.x + inset, p.centery), (p.right - inset - 1, p.centery),
            (p.centerx, p.bottom - inset - 1)]


def _dialogs(app):
    app.open("table", "pocha", players=4, preset="max_only", seed=3)
    app.step(1 / 60)
    table = app.scenes.top
    pause = app.scenes.push(PauseScene(app, "pocha", table))
    yield pause
    yield app.scenes.push(SaveAsScene(app, table))
    app.scenes.pop()
    yield app.scenes.push(LoadScene(app, "pocha"))


def test_a_dialog_panel_hides_what_is_behind_it_and_dims_the_rest(make_app):
    app = make_app()
    for dialog in _dialogs(app):
        dialog.layout(app.metrics)
        size = app.screen.get_size()
        shots = []
        for behind in ((255, 255, 255), (255, 0, 255), (0, 0, 0)):
            surface = pygame.Surface(size)
            surface.fill(behind)
            dialog.draw(surface)
            shots.append(surface)
        for point in _panel_pixels(dialog):
            colours = {tuple(shot.get_at(point))[:3] for shot in shots}
            assert len(colours) == 1, (type(dialog).__name__, point, colours)
        outside = (dialog.panel.x // 2, dialog.panel.y // 2)
        white = shots[0].get_at(outside)
        assert max(white[:3]) < 140, "what is behind a dialog is dimmed"
        assert white != shots[2].get_at(outside), "and still visible beneath the veil"


def test_the_table_behind_the_pause_menu_does_not_show_in_its_panel(make_app):
    app = make_app()
    app.open("table", "pocha", players=4, preset="max_only", seed=3)
    app.step(1 / 60)
    table = app.scenes.top
    pause = app.scenes.push(PauseScene(app, "pocha", table))
    app.step(1 / 60)
    with_table = app.screen.copy()
    plain = pygame.Surface(app.screen.get_size())
    plain.fill((0, 0, 0))
    pause.draw(plain)
    for point in _panel_pixels(pause):
        assert with_table.get_at(point) == plain.get_at(point), point
