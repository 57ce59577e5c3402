"""Every panel of the match end fits its rows at every player count: rows inside their
panel and never on top of each other (issue 10)."""

from __future__ import annotations

import itertools

import pytest

from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.table.match import MatchConfig
from cardgames.ui.table.summary import MatchSummaryData


def summary(players: int) -> MatchSummaryData:
    names = ["You", "Ane", "Mikel", "Carmen", "Iker", "Maite", "Jon", "Nerea"][:players]
    scores = [37 * (s % 3) - 20 * s for s in range(players)]
    best = max(scores)
    return MatchSummaryData(
        names=names, scores=scores, winners=[s for s in range(players) if scores[s] == best],
        series=[[0, sc // 2, sc] for sc in scores], hand_labels=["1", "2"],
        stats_title="Bids made exactly", stats=[f"{s} of 19" for s in range(players)])


@pytest.mark.parametrize("players,size", list(itertools.product(
    range(3, 9), [(1280, 800), (1024, 640), (800, 640), (2560, 1080)])))
def test_rows_inside_their_panel_and_disjoint(make_app, players, size):
    app = make_app(size=size)
    scene = MatchEndScene(app, summary(players), MatchConfig(game_id="pocha", players=players))
    app.scenes.push(scene)
    app.step(1 / 60)
    for panel, rows in ((scene.ranking_rect, scene.ranking_rows),
                        (scene.stats_rect, scene.stats_rows)):
        assert len(rows) == players
        for r in rows:
            assert panel.contains(r), (panel, r)
        for a, b in itertools.combinations(rows, 2):
            assert not a.colliderect(b), (a, b)
    assert not scene.ranking_rect.colliderect(scene.stats_rect)
    buttons_top = min(b.rect.top for b in scene.buttons)
    assert scene.stats_rect.bottom <= buttons_top
    assert app.screen.get_rect().contains(scene.chart_rect)

