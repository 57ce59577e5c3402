"""Latxa's menu tile: shown, disabled with its reason while its table is not drawn, and
drawn without errors in every purpose (play, rules, learn); its rules open."""

from __future__ import annotations

import pytest

from cardgames.ui.scenes.choose_game import ChooseGameScene
from cardgames.ui.scenes.rules import RulesScene


def tile(scene, game_id):
    return next(t for t in scene.tiles if t.name == f"game:{game_id}")


@pytest.mark.parametrize("purpose", ["play", "learn"])
def test_the_latxa_tile_is_disabled_with_its_reason(make_app, ui, purpose):
    app = make_app()
    app.open("menu")
    scene = ChooseGameScene(app, purpose)
    app.scenes.push(scene)
    for _ in range(3):
        app.step(1 / 60)  # lays out and draws every tile, Latxa's without a card renderer
    latxa = tile(scene, "latxa")
    assert latxa.enabled is False and latxa.inner is None  # no "Learn to play" either
    assert latxa.reason == ("Its table is not drawn yet." if purpose == "play"
                            else "No guided tutorial for this game yet.")
    assert tile(scene, "pocha").enabled
    ui.click(app, latxa.rect.center)
    assert app.scenes.top is scene, "a disabled tile opens nothing"


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
