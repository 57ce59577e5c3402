"""A finished trick stays on show long enough to read, its winner marked (about 1.5 s at
normal speed, scaled by the speed setting), and a click, Space or Enter moves on at once
(issue 10)."""

from __future__ import annotations

import pygame
import pytest

from cardgames.ui.table.trick_beats import TrickWonBeat

FRAME = 1 / 60


def _resting_trick(app):
    scene = app.scenes.top
    for _ in range(30000):
        beat = scene.presenter.current
        if isinstance(beat, TrickWonBeat) and beat.resting:
            return scene, beat
        app.step(FRAME)
    raise AssertionError("no trick was finished")


def _open(make_app, speed):
    app = make_app(size=(1024, 640), speed=speed, autoplay=True)
    app.open("table", "pocha", players=4, seed=3)
    return app


@pytest.mark.parametrize(("speed", "low", "high"),
                         [("normal", 1.2, 1.8), ("fast", 0.6, 0.9), ("slow", 1.9, 2.9)])
def test_a_finished_trick_rests_with_its_winner_marked(make_app, speed, low, high):
    app = _open(make_app, speed)
    scene, beat = _resting_trick(app)
    layout = scene.table
    shown = 0.0
    while scene.presenter.current is beat and beat.resting:
        assert layout.model.resting_winner == beat.winner
        assert layout.trick.winner == beat.winner or shown == 0.0
        assert len(layout.trick.cards) == 4  # every card of the trick still lies there
        app.step(FRAME)
        shown += FRAME
    assert low <= shown <= high, shown
    assert not layout.model.trick or scene.presenter.current is not beat


@pytest.mark.parametrize("how", ["click", "space", "enter"])
def test_a_click_or_a_key_moves_on_at_once(make_app, how):
    app = _open(make_app, "normal")
    scene, beat = _resting_trick(app)
    app.step(FRAME)
    assert beat.resting
    if how == "click":
        event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.table.geometry.centre,
                                   button=1, touch=False)
    else:
        key = pygame.K_SPACE if how == "space" else pygame.K_RETURN
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" ", scancode=0)
    app.step(FRAME, [event])
    app.step(FRAME)
    assert not beat.resting  # sliding to the winner already
    assert scene.table.model.resting_winner is None
