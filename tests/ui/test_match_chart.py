"""The match-end chart of every registered game (issue 19): its lines start where the scores
start (Tien Gow's and Bourré's bankrolls, not 0), its x axis labels are distinct whole
numbers counting what the game calls its rounds, and its words are the game's own."""

from __future__ import annotations

import random

import pytest

from cardgames.games import GAME_IDS, create, info_of
from cardgames.ui.scenes.match_end import MatchEndScene, subtitle
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.match import MatchConfig, MatchRunner

#: an option naming the score every seat starts with, where a game has one
STARTING_OPTIONS = ("starting_bank", "starting_bankroll")


def finished_match(game_id: str, seed: int):
    """A match played to its end by random legal moves, headless (no AI, no frames)."""
    players = min(info_of(game_id).player_counts)
    game = create(game_id, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(200_000):
        if state.is_over:
            break
        state.apply_id(rng.choice(state.legal_ids()))
    assert state.is_over, game_id
    return game, state


def chart_data(app, game_id: str, seed: int = 3):
    game, state = finished_match(game_id, seed)
    config = MatchConfig(game_id=game_id, players=game.players)
    runner = MatchRunner(config, app.ai_worker, state=state)
    scene = TableScene(app, config, runner=runner)
    app.scenes.push(scene)
    scene.show_as_is()
    end = [e for e in state.events if e["type"] == "match_over"][-1]
    return game, state, scene.table.match_summary(end)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_chart_starts_at_the_starting_scores_with_distinct_whole_ticks(make_app, game_id):
    app = make_app()
    game, state, data = chart_data(app, game_id)
    n = game.players
    # the game's own starting bank where it has one (an ante may already be paid at the
    # deal), else the scores of the state before any move
    banks = [game.options[key] for key in STARTING_OPTIONS if key in game.options]
    start = [banks[0]] * n if banks else list(game.new_state(seed=3).scores)
    assert [series[0] for series in data.series] == start
    assert [series[-1] for series in data.series] == list(state.scores)
    # one label per point after the start, which the chart labels "0" itself
    assert all(len(series) == len(data.hand_labels) + 1 for series in data.series)
    ticks = ["0", *data.hand_labels]
    assert len(set(ticks)) == len(ticks), ticks
    numbers = [int(t) for t in ticks if t.isdigit()]
    assert numbers == sorted(numbers) and numbers[0] == 0, ticks
    # Pocha's tie-break hand is its letter; every other tick is a whole number
    assert len(numbers) >= len(ticks) - 1, ticks
    # the drawn chart keeps those labels (no second "0")
    scene = MatchEndScene(app, data, MatchConfig(game_id=game_id, players=n))
    assert [scene.chart.first_label, *scene.chart.x_labels] == ticks


def test_latxa_counts_rounds_in_its_own_words(make_app):
    app = make_app()
    game, state, data = chart_data(app, "latxa")
    turns = sum(1 for e in state.events if e["type"] in ("turn_ended", "won", "exhausted"))
    rounds = -(-turns // game.players)  # the last round may be cut short by the win
    assert len(data.hand_labels) == rounds
    assert data.hand_labels == [str(k) for k in range(1, rounds + 1)]
    assert "round" in data.chart_title and "hand" not in data.chart_title
    line = subtitle(data)
    assert f"{rounds} round" in line and "hand" not in line


def test_trick_games_keep_counting_hands(make_app):
    app = make_app()
    _game, state, data = chart_data(app, "tien_gow")
    assert data.chart_title == "" and "hands" in subtitle(data)
    assert len(data.hand_labels) == state.hands_finished
