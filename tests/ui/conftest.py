"""Headless UI test harness: the real App on SDL's dummy drivers, driven by events.

Every test gets private config and data folders (settings, house rules, saves, statistics,
hand histories), animation off, no AI pauses and the AI computed inline, so a scripted
frame loop runs fast and deterministically.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
#: the layouts read strict views: a field a view lacks fails here, not as an empty on screen
os.environ.setdefault("CARDGAMES_STRICT_VIEWS", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_config(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def make_app():
    """``make_app(size=(1280, 800), **App kwargs)`` -> a headless App, closed after.

    ``from_file=True`` lets the App read settings.yaml as a player's would (only the
    AI's pause is switched off); ``size=None`` then takes the window size from it too."""
    from cardgames.ui.app import App
    from cardgames.ui.settings import UiSettings

    made = []

    def make(size=(1280, 800), speed="off", from_file=False, **kwargs):
        kwargs.setdefault("inline_ai", True)
        if from_file:
            app = App(size, **kwargs)
            app.settings.ai_min_think_s = 0.0
            app.settings.autoplay_summary_s = 0.0
        else:
            settings = UiSettings(animation_speed=speed, ai_min_think_s=0.0,
                                  autoplay_summary_s=0.0)
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


def type_text(app, typed):
    """Typing, as SDL delivers it: one TEXTINPUT event per character."""
    for ch in typed:
        app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])


def click_target(app, name):
    """Click the middle of what the top scene calls ``name`` (a button, a field...)."""
    rect = app.scenes.top.target_rect(name)
    assert rect is not None, f"{type(app.scenes.top).__name__} has no {name}"
    click(app, rect.center)


def play_like_a_human(app, rng, frames=20000):
    """Play seat 0 to the end of the match by clicks: a random legal move whenever the
    table waits for the human, Continue on every hand summary.  Returns the moves made."""
    from cardgames.ui.scenes.hand_summary import HandSummaryScene
    from cardgames.ui.scenes.match_end import MatchEndScene
    from cardgames.ui.scenes.table import TableScene
    from cardgames.ui.tutorial.script import action_target

    moves = []
    for _ in range(frames):
        top = app.scenes.top
        if isinstance(top, MatchEndScene):
            return moves
        if isinstance(top, HandSummaryScene):
            click_target(app, "button:continue")
            continue
        if isinstance(top, TableScene) and top.input_ready:
            action = str(rng.choice(top.runner.state.legal_actions()))
            name = action_target(action)
            rect = top.target_rect(name)
            assert rect is not None, name
            point = (rect.left + max(3, rect.width // 12), rect.centery) \
                if name.startswith("card:") else rect.center
            before = len(top.runner.state.log)
            click(app, point)
            assert len(top.runner.state.log) > before, f"the click on {name} did nothing"
            moves.append(action)
            continue
        app.step(1 / 60)
    raise AssertionError("the match did not end")


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
    helpers.type_text = type_text
    helpers.click_target = click_target
    helpers.play_like_a_human = play_like_a_human
    helpers.step_until = step_until
    return helpers
