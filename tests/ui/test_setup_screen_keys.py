"""Esc on the setup screen closes an open drop-down first, the screen only after (issue 10)."""

from __future__ import annotations

import pygame

from cardgames.ui.scenes.setup import SetupScene


def test_escape_closes_the_open_dropdown_not_the_screen(make_app, ui):
    app = make_app()
    app.open("setup", "pocha")
    app.step(1 / 60)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    players = setup.rows["players"].control
    before = players.selected_option
    ui.click(app, players.rect.center)
    app.step(1 / 60)
    assert setup.open_dropdown() is players
    ui.key(app, pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.scenes.top is setup, "Esc closed the whole screen"
    assert setup.open_dropdown() is None
    assert players.selected_option == before
    ui.key(app, pygame.K_ESCAPE)  # nothing open: Esc leaves the screen
    assert app.scenes.top is not setup
