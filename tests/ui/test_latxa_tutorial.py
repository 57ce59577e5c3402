"""Latxa's guided tutorial (spec §9) in the app's tutorial scene, driven like a learner:
every highlight name is on the table, inside the window, lit and not under the panel;
clicks on the lit targets play the lesson to exactly 15."""

from __future__ import annotations

import pytest

from cardgames.ui.scenes.tutorial import TutorialScene
from cardgames.ui.tutorial.script import action_target


def check_on_screen(app, scene: TutorialScene) -> None:
    screen = app.screen.get_rect()
    panel = scene.panel.rect
    assert screen.contains(panel), (panel, screen)
    for name in scene.highlights():
        rect = scene.target_rect(name)
        assert rect is not None, f"{scene.tutor.step.id}: {name} is not on the table"
        assert rect.width > 0 and rect.height > 0, (scene.tutor.step.id, name)
        assert screen.contains(rect), (scene.tutor.step.id, name, rect, screen)
        visible = scene.visible_target_rect(name)
        assert not panel.colliderect(visible), (scene.tutor.step.id, name, "under the panel")
        assert any(hole.contains(visible) for hole in scene.spotlight.holes), \
            (scene.tutor.step.id, name, "not lit")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_whole_latxa_tutorial_by_clicking_the_lit_targets(make_app, ui, size):
    app = make_app(size)
    app.open("tutorial", "latxa")
    scene = app.scenes.top
    assert isinstance(scene, TutorialScene)
    seen = []
    while not scene.tutor.finished:
        assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=2000)
        app.step(1 / 60)
        step = scene.tutor.step
        seen.append(step.id)
        check_on_screen(app, scene)
        if step.expect is None:
            name = "button:continue"
        else:
            name = action_target(step.expect)
            assert name in step.highlight or (name == "button:draw" and "deck" in step.highlight), \
                f"{step.id}: the move {name} is not lit"
            if name not in step.highlight:
                name = "deck"  # the lit pile draws too
        rect = scene.visible_target_rect(name)
        assert rect is not None, (step.id, name)
        ui.click(app, rect.center)
        assert ui.step_until(app, lambda s=step: scene.tutor.finished or scene.tutor.step != s,
                             frames=5), (step.id, name)
    assert seen == [s.id for s in scene.tutorial.steps]
    state = scene.tutor.state
    assert state.is_over and state.winners == [0] and state.scores[0] == 15


def test_the_tutorial_with_animations_still_reaches_every_step(make_app, ui):
    app = make_app(speed="normal")
    app.open("tutorial", "latxa")
    scene = app.scenes.top
    seen = []
    while not scene.tutor.finished:
        assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready,
                             frames=600, dt=0.05), (seen, scene.presenter.current)
        step = scene.tutor.step
        seen.append(step.id)
        name = "button:continue" if step.expect is None else action_target(step.expect)
        if name not in step.highlight and step.expect is not None:
            name = "deck"
        ui.click(app, scene.visible_target_rect(name).center)
    assert seen == [s.id for s in scene.tutorial.steps]
