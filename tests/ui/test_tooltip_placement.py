"""Tooltips stay inside the window with a margin, clear of their control and of the
table's prompt (issue 10)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.ui.style import Metrics
from cardgames.ui.widgets import tooltip
from cardgames.ui.widgets.tooltip import margin_px, tooltip_rect

MESSAGE = "Bid 3: you say you will take exactly three tricks in this hand."


@pytest.fixture(autouse=True, scope="module")
def _fonts():
    pygame.font.init()
    yield


@settings(max_examples=60, deadline=None)
@given(size=st.sampled_from([(800, 640), (1024, 640), (1280, 800), (2560, 1080)]),
       fx=st.floats(0, 1), fy=st.floats(0, 1), w=st.integers(20, 160), h=st.integers(20, 60),
       prefer=st.sampled_from(tooltip.SIDES))
def test_inside_the_window_with_a_margin_and_off_its_control(size, fx, fy, w, h, prefer):
    m = Metrics(*size)
    window = pygame.Rect(0, 0, *size)
    anchor = pygame.Rect(0, 0, w, h)
    anchor.topleft = (round(fx * (size[0] - w)), round(fy * (size[1] - h)))
    rect, lines = tooltip_rect(m, MESSAGE, anchor, window, prefer, avoid=[])
    assert lines
    assert window.inflate(-2 * margin_px(m), -2 * margin_px(m)).contains(rect)
    assert not rect.colliderect(anchor)


@settings(max_examples=40, deadline=None)
@given(fx=st.floats(0.1, 0.9), prefer=st.sampled_from(tooltip.SIDES))
def test_clear_of_a_prompt_just_above_the_control(fx, prefer):
    m = Metrics(1024, 640)
    window = pygame.Rect(0, 0, 1024, 640)
    anchor = pygame.Rect(round(fx * 960), 470, 44, 34)
    prompt = pygame.Rect(0, 0, 420, 34)
    prompt.midbottom = (anchor.centerx, anchor.top - 6)
    rect, _ = tooltip_rect(m, MESSAGE, anchor, window, prefer, avoid=[prompt])
    assert not rect.colliderect(prompt) and not rect.colliderect(anchor)


def test_bid_button_tooltips_at_the_table_keep_off_the_prompt(make_app, monkeypatch):
    drawn = []
    real = tooltip.draw_tooltip

    def spy(surface, metrics, message, anchor, *args, **kwargs):
        rect = real(surface, metrics, message, anchor, *args, **kwargs)
        drawn.append((rect, pygame.Rect(anchor)))
        return rect

    import cardgames.ui.widgets.button as button_module

    monkeypatch.setattr(button_module, "draw_tooltip", spy)
    app = make_app(size=(1024, 640))
    scene = app.open("table", "pocha", players=4, preset="max_only", seed=1)
    for _ in range(600):
        if scene.input_ready and scene.table.target_rect("button:bid:1") is not None:
            break
        app.step(1 / 60)
    button = scene.table.target_rect("button:bid:1")
    assert button is not None
    prompt = scene.table.target_rect("prompt")
    assert prompt is not None
    for _ in range(40):  # hover until the tooltip shows
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.center, rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False)])
        if drawn:
            break
    assert drawn, "the bid button's tooltip was not drawn"
    window = app.screen.get_rect().inflate(-2 * margin_px(app.metrics),
                                           -2 * margin_px(app.metrics))
    for rect, anchor in drawn:
        assert window.contains(rect)
        assert not rect.colliderect(anchor)
        assert not rect.colliderect(prompt), (rect, prompt)
