"""Latxa's menu tile: playable now that its table is drawn (setup, "Learn to play", the
tutorial), drawn without errors in every purpose (play, rules, learn); its rules open."""

from __future__ import annotations

import pytest

from cardgames.ui.scenes.choose_game import ChooseGameScene
from cardgames.ui.scenes.rules import RulesScene
from cardgames.ui.scenes.tutorial import TutorialScene


def tile(scene, game_id):
    return next(t for t in scene.tiles if t.name == f"game:{game_id}")


@pytest.mark.parametrize("purpose", ["play", "learn"])
def test_the_latxa_tile_is_playable_and_learnable(make_app, ui, purpose):
    app = make_app()
    app.open("menu")
    scene = ChooseGameScene(app, purpose)
    app.scenes.push(scene)
    for _ in range(3):
        app.step(1 / 60)  # lays out and draws every tile, Latxa's with its own cards
    latxa = tile(scene, "latxa")
    assert latxa.enabled  # no longer "Its table is not drawn yet."
    if purpose == "play":
        assert latxa.inner is not None  # "Learn to play"
        ui.click(app, latxa.inner.rect.center)
        assert isinstance(app.scenes.top, TutorialScene)
    else:
        ui.click(app, latxa.rect.center)
        assert isinstance(app.scenes.top, TutorialScene)
    assert app.scenes.top.tutorial.game_id == "latxa"
    for _ in range(3):
        app.step(1 / 60)


def test_the_latxa_tile_opens_its_setup(make_app, ui):
    app = make_app()
    app.open("menu")
    scene = ChooseGameScene(app, "play")
    app.scenes.push(scene)
    app.step(1 / 60)
    ui.click(app, tile(scene, "latxa").rect.center)
    assert app.scenes.top is not scene
    for _ in range(3):
        app.step(1 / 60)


def test_latxas_rules_open_from_its_tile(make_app, ui):
    app = make_app()
    app.open("menu")
    scene = ChooseGameScene(app, "rules")
    app.scenes.push(scene)
    app.step(1 / 60)
    latxa = tile(scene, "latxa")
    assert latxa.enabled
    ui.click(app, latxa.rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    for _ in range(3):
        app.step(1 / 60)
