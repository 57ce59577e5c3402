"""Headless UI test harness: the real App on SDL's dummy drivers, driven by events.

Every test gets a private config folder (house rules), animation off, no AI pauses and
the AI computed inline, so a scripted frame loop runs fast and deterministically.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_config(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def make_app():
    """``make_app(size=(1280, 800), **App kwargs)`` -> a headless App, closed after."""
    from cardgames.ui.app import App
    from cardgames.ui.settings import UiSettings

    made = []

    def make(size=(1280, 800), speed="off", **kwargs):
        settings = UiSettings(animation_speed=speed, ai_min_think_s=0.0, autoplay_summary_s=0.0)
        kwargs.setdefault("inline_ai", True)
        app = App(size, settings=settings, **kwargs)
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()


def click(app, pos, button=1):
    """A full mouse click at ``pos`` (motion, press, release), one frame each."""
    pos = (int(pos[0]), int(pos[1]))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                                         touch=False)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button,
                                         touch=False)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button,
                                         touch=False)])
    app.step(1 / 60)  # what pygame_gui posted in reply arrives on the next frame


def key(app, key_code, unicode=""):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode=unicode,
                                         scancode=0)])
    app.step(1 / 60, [pygame.event.Event(pygame.KEYUP, key=key_code, mod=0, unicode=unicode,
                                         scancode=0)])


def step_until(app, predicate, frames=3000, dt=1 / 60):
    for _ in range(frames):
        if predicate():
            return True
        app.step(dt)
    return predicate()


@pytest.fixture
def ui():
    """The helpers above, as a namespace (importable helpers need a package)."""

    class Helpers:
        pass

    helpers = Helpers()
    helpers.click = click
    helpers.key = key
    helpers.step_until = step_until
    return helpers
