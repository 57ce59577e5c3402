"""The fishing table (Tiu U and Tsung Shap), driven headlessly: a whole AI match to the
match end, a legal move made by clicks (a hand tile then the table tile it takes; an end
of the row), an illegal one refused with the engine's reason and no change, every player
count fitting 1024x640 and 1920x1080 with nothing overlapping, and each tutorial clicked
through in every language it is written in."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from cardgames.core.actions import Action
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.fishing_layout import FishingLayout
from cardgames.ui.widgets.toast import REFUSAL

SIZES = ((1024, 640), (1920, 1080))
ROOT = Path(__file__).resolve().parents[2]


def to_human(app, ui, frames: int = 8000) -> TableScene:
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=frames)
    return app.scenes.top


def play_to_match_end(app, ui) -> tuple[MatchEndScene, list[HandSummaryScene]]:
    summaries: list[HandSummaryScene] = []

    def over() -> bool:
        top = app.scenes.top
        if isinstance(top, HandSummaryScene) and all(top is not s for s in summaries):
            summaries.append(top)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=60000)
    return app.scenes.top, summaries


# --- a whole match with the AI in every seat -------------------------------------------------

@pytest.mark.parametrize("players", [2, 3])
def test_tiu_u_whole_match_with_ai_in_every_seat(make_app, ui, players):
    app = make_app(autoplay=True)
    app.open("table", "tiu_u", players=players, rules={"deals_per_session": 2}, seed=4)
    assert isinstance(app.scenes.top.table, FishingLayout)
    end, summaries = play_to_match_end(app, ui)
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    data = summaries[0].data
    assert all("big fish" in line.explanation for line in data.lines)
    assert sum(end.data.scores) == 0  # the difference is paid: zero-sum
    for summary in summaries:
        assert all(" pays " in line and "catch" in line for line in summary.data.payments)


@pytest.mark.parametrize("rules", [{}, {"settlement": "difference", "variant": "four_in_hand"}])
def test_tsung_shap_whole_match_with_ai_in_every_seat(make_app, ui, rules):
    app = make_app(autoplay=True)
    app.open("table", "tsung_shap", rules={"games_per_match": 2, **rules}, seed=5)
    assert isinstance(app.scenes.top.table, FishingLayout)
    end, summaries = play_to_match_end(app, ui)
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    assert all(" points" in line.explanation for line in summaries[0].data.lines)
    if rules:
        assert sum(end.data.scores) == 0
