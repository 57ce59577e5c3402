"""The game menu in Spanish and Basque: every tile shows its game's own words, whole
(issue 19: English taglines on the Spanish and Basque menus, and translations so long
that the tile cut them with "...")."""

from __future__ import annotations

import pytest

from cardgames.core.i18n import game_text, set_language
from cardgames.games import info_of
from cardgames.ui.scenes.choose_game import ChooseGameScene
from cardgames.ui.scenes.game_grid import ELLIPSIS


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["es", "eu"])
def test_every_tile_shows_its_translated_tagline_whole(make_app, lang, size):
    app = make_app(size)
    set_language(lang)  # after the App, which starts in its settings' language
    app.open("menu")
    scene = ChooseGameScene(app, "play")
    app.scenes.push(scene)
    for _ in range(2):
        app.step(1 / 60)
    assert scene.tiles
    for tile in scene.tiles:
        info = info_of(tile.entry.id)
        assert tile.line == game_text(info.id, info.tagline) != info.tagline
        shown = " ".join(line for line, *_ in tile.lines()[2:])
        assert not shown.endswith(ELLIPSIS), f"{info.id} in {lang}: {shown!r}"
        assert shown == " ".join(tile.line.split())
