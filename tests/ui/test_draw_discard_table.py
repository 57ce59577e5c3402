"""The draw-and-discard table (K'ap T'ai Shap and Jjak-ma-tcho-ki), driven headlessly."""

from __future__ import annotations

import pytest

from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.table.draw_discard_layout import DrawDiscardLayout


def play_to_match_end(app, ui) -> tuple[MatchEndScene, list[HandSummaryScene]]:
    summaries: list[HandSummaryScene] = []

    def over() -> bool:
        top = app.scenes.top
        if isinstance(top, HandSummaryScene) and all(top is not s for s in summaries):
            summaries.append(top)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=60000)
    return app.scenes.top, summaries


@pytest.mark.parametrize("game_id,players,rules", [
    ("kap_tai_shap", 3, {"hands_per_session": 2}),
    ("jjak_ma_tcho_ki", 3, {"rounds": 2}),
])
def test_whole_match_with_ai_in_every_seat(make_app, ui, game_id, players, rules):
    app = make_app(autoplay=True)
    app.open("table", game_id, players=players, rules=rules, seed=4)
    assert isinstance(app.scenes.top.table, DrawDiscardLayout)
    end, summaries = play_to_match_end(app, ui)
    assert len(summaries) == len(end.data.hand_labels) == 2
