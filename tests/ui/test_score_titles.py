"""The score sheet's title shows whole in Spanish and Basque at 1024x640, in every game
(issue 19: Latxa's Basque "Zehazki 15ra iristen den lel..." ran out of its panel).

The panel never draws past its edge (a title too long is cut with an ellipsis); these
tests ask that no translation needs the cut, over the first moves of a match and at its
end, at every player count whose sheet is narrowest (the most seats)."""

from __future__ import annotations

import random

import pytest

from cardgames.games import GAME_IDS, info_of
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene

FRAMES = 4000


def check_title(scene, seen: set) -> None:
    panel, metrics = scene.table.scores, scene.metrics
    key = (panel.title, panel.note, panel.rect.size)
    if key in seen:
        return
    seen.add(key)
    assert panel.shown_title(metrics) == panel.title, (
        f"{panel.title!r} (note {panel.note!r}) is cut to {panel.shown_title(metrics)!r} in "
        f"{panel.title_room(metrics)} px")


@pytest.mark.parametrize("lang", ["es", "eu"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_score_title_fits_its_panel(make_app, ui, game, lang):
    """A whole match at the largest player count (the narrowest sheet's rows), the
    human's moves random: each title the sheet shows on the way, and at the end, fits."""
    app = make_app(size=(1024, 640), language=lang)
    app.open("table", game, seed=5, players=max(info_of(game).player_counts))
    rng = random.Random(5)
    seen: set = set()
    for _ in range(FRAMES):
        top = app.scenes.top
        if isinstance(top, TableScene):
            check_title(top, seen)
            if top.input_ready:
                top.runner.play(str(rng.choice(top.runner.state.legal_actions())))
        elif isinstance(top, HandSummaryScene):
            ui.click_target(app, "button:continue")
            continue
        elif isinstance(top, MatchEndScene):
            break
        app.step(1 / 60)
    assert isinstance(app.scenes.top, MatchEndScene), "the match was played to its end"
    titles = {title for title, *_ in seen}
    assert len(titles) > 1, titles


def test_a_title_too_long_is_cut_inside_the_panel(make_app):
    """The guard itself: a title wider than its corner ends in an ellipsis and fits."""
    from cardgames.ui import text
    from cardgames.ui.style import Metrics
    from cardgames.ui.table.score_panel import ScorePanel

    make_app(size=(1024, 640))
    metrics = Metrics(1024, 640)
    panel = ScorePanel()
    panel.rect.size = (metrics.px(240), metrics.px(200))
    panel.set("A title far too long for the corner of any table at all", "", [], [], None)
    shown = panel.shown_title(metrics)
    assert shown.endswith("\u2026")
    assert text.size(shown, metrics.body_px, True)[0] <= panel.title_room(metrics)
