"""The main menu's tooltips cover no other button (issue 19: "Learn to play"'s tooltip lay
over Play), at the sizes players use; the game menu's likewise."""

from __future__ import annotations

import pygame
import pytest

from cardgames.ui.widgets import button as button_module

SIZES = [(1024, 640), (800, 640), (1280, 800), (1920, 1080), (2560, 1080), (800, 1000)]


@pytest.fixture
def drawn_tooltips(monkeypatch):
    """Every tooltip a button draws: (message, rect)."""
    shown = []
    real = button_module.draw_tooltip

    def record(surface, metrics, message, anchor, *args, **kwargs):
        rect = real(surface, metrics, message, anchor, *args, **kwargs)
        shown.append((message, rect))
        return rect

    monkeypatch.setattr(button_module, "draw_tooltip", record)
    return shown


def hover(app, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False)])


@pytest.mark.parametrize("size", SIZES)
def test_no_main_menu_tooltip_covers_another_button(make_app, drawn_tooltips, size):
    app = make_app(size)
    menu = app.open("menu")
    app.step(1 / 60)
    with_help = [b for b in menu.focus.buttons if b.help or (not b.enabled and b.reason)]
    assert any(b.name == "button:learn" for b in with_help)
    for button in with_help:
        drawn_tooltips.clear()
        hover(app, button.rect.center)
        assert drawn_tooltips, f"{button.name} shows its tooltip"
        _, rect = drawn_tooltips[-1]
        assert pygame.Rect((0, 0), size).contains(rect)
        for other in menu.focus.buttons:
            assert not rect.colliderect(other.rect), \
                f"{button.name}'s tooltip covers {other.name} at {size}"


def test_the_game_menus_learn_tooltip_covers_no_other_tile_button(make_app, drawn_tooltips):
    app = make_app((1024, 640))
    app.open("choose")
    scene = app.scenes.top
    app.step(1 / 60)
    inner = next(t.inner for t in scene.tiles if t.inner is not None)
    hover(app, inner.rect.center)
    _, rect = drawn_tooltips[-1]
    others = [b for t in scene.tiles for b in (t.inner,) if b is not None and b is not inner]
    assert all(not rect.colliderect(b.rect) for b in others + [scene.back])
