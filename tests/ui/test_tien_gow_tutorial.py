"""Tien Gow's tutorial (spec §9) on screen, played as a learner would: click the lit
tiles, then the button that lights up for them; every lit target on the table."""

from __future__ import annotations

import pytest

from cardgames.core.actions import Action
from cardgames.ui.scenes.tutorial import TutorialScene


def wait_for_step(app, ui, scene: TutorialScene) -> None:
    assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=2000)
    app.step(1 / 60)


def click_name(app, ui, scene: TutorialScene, name: str) -> None:
    rect = scene.visible_target_rect(name)
    assert rect is not None, name
    ui.click(app, rect.center)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_whole_tien_gow_tutorial_by_clicking(make_app, ui, size):
    app = make_app(size)
    app.open("tutorial", "tien_gow")
    scene = app.scenes.top
    assert isinstance(scene, TutorialScene)
    seen = []
    while not scene.tutor.finished:
        wait_for_step(app, ui, scene)
        step = scene.tutor.step
        seen.append(step.id)
        screen = app.screen.get_rect()
        for name in scene.highlights():
            if name.startswith("button:"):
                continue  # it lights up once its tiles are selected
            rect = scene.target_rect(name)
            assert rect is not None and screen.contains(rect), (step.id, name)
        if step.expect is None:
            click_name(app, ui, scene, "button:continue")
        else:
            action = Action.parse(step.expect)
            tiles = list(action.args)
            layout = scene.table
            for _ in range(30):  # the hand's tiles slide together after the last play
                app.step(1 / 60)
            for code in tiles:  # the lit tiles, one copy each
                key = next(k for k in layout.hand.cards
                           if k.split("#")[0] == code and k not in layout.hand.picked)
                rect = layout.hand.rect_of(key)
                ui.click(app, (rect.left + 4, rect.top + rect.height // 3))
            app.step(1 / 60)
            name = f"button:{action}"
            assert name in step.highlight
            rect = scene.target_rect(name)
            assert rect is not None and screen.contains(rect), (
                step.id, name, layout.hand.picked, layout.hand.cards,
                [c.action for c in layout.bar.choices])
            click_name(app, ui, scene, name)
        assert ui.step_until(app, lambda s=step: scene.tutor.finished or scene.tutor.step != s,
                             frames=5)
    assert seen == [s.id for s in scene.tutorial.steps]
    record = scene.tutor.state.history[0]
    assert record["deltas"] == [12, 6, -9, -9]
