"""A whole match played by clicks (the human's moves legal-random) counts once in the
statistics, writes a history per hand and clears the autosave; the statistics screen
shows it and resets with confirmation; the hand summary exports a hand's history."""

from __future__ import annotations

import random

from cardgames.catalog import CATALOG
from cardgames.core.history import read_hand_history, replay_hand
from cardgames.core.saves import autosave_path
from cardgames.core.stats import load_stats, record_match, stats_path
from cardgames.core.userfiles import data_dir
from cardgames.ui.scenes.confirm import ConfirmScene
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.statistics import StatisticsScene


def history_files():
    return sorted((data_dir() / "history" / "pocha").glob("*.txt"))


def test_a_match_played_to_the_end_counts_once_with_its_hand_histories(make_app, ui):
    app = make_app()
    app.settings.player_name = "Maite"
    app.open("table", "pocha", players=4, rules={"deal_schedule": [1, 2]}, seed=3)
    moves = ui.play_like_a_human(app, random.Random(5))
    assert moves and isinstance(app.scenes.top, MatchEndScene)
    stats = load_stats()
    record = stats.records["pocha"]["custom"]  # a deal schedule of its own: custom rules
    end = app.scenes.top.data
    assert record.played == 1 and record.won == int(0 in end.winners)
    assert record.results[0].score == end.scores[0] and record.hints == 0
    assert not autosave_path().exists()  # nothing left to resume
    files = history_files()
    assert len(files) == len(end.hand_labels)  # one history per hand, tie-breaks included
    history = read_hand_history(files[0], catalog=CATALOG)
    assert history.names[0] == "Maite" and replay_hand(history).result == history.result
    # more frames, the match-end screen, Play again: never counted twice
    for _ in range(30):
        app.step()
    ui.click_target(app, "button:play_again")
    for _ in range(30):
        app.step()
    assert load_stats().records["pocha"]["custom"].played == 1


def test_an_autoplayed_match_is_not_the_players_and_is_not_counted(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "pocha", players=4, rules={"deal_schedule": [1]}, seed=4)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, MatchEndScene), frames=3000)
    assert not stats_path().exists() and not history_files()
    assert not autosave_path().exists()


def test_export_copies_the_hands_history_where_the_player_finds_it(make_app, ui, tmp_path,
                                                                     monkeypatch):
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    app = make_app()
    app.open("table", "pocha", players=4, rules={"deal_schedule": [1, 2]}, seed=3)
    rng = random.Random(5)
    from cardgames.ui.scenes.table import TableScene

    def at_summary():
        top = app.scenes.top
        if isinstance(top, TableScene) and top.input_ready:
            top.submit(str(rng.choice(top.runner.state.legal_actions())))
        return isinstance(top, HandSummaryScene)

    assert ui.step_until(app, at_summary, frames=3000)
    summary = app.scenes.top
    ui.click_target(app, "button:export")
    [copy] = list((home / "Documents").iterdir())
    assert copy.read_text() == summary.history.read_text()
    assert str(copy) in summary.toast.message and summary.toast.visible
    ui.click_target(app, "button:export")  # again: a second copy, never an overwrite
    assert len(list((home / "Documents").iterdir())) == 2


def _some_results():
    for score, won in ((40, True), (-5, False), (25, True)):
        record_match("pocha", "short", [score, 10, 0, 5], [0] if won else [1])
    record_match("pocha", "house: Friday", [15, 20, 0, 5], [1])


def test_statistics_screen_shows_each_rule_set_and_charts_the_chosen_one(make_app, ui):
    _some_results()
    app = make_app()
    app.open("menu")
    app.step()
    ui.click_target(app, "button:statistics")
    screen = app.scenes.top
    assert isinstance(screen, StatisticsScene)
    labels = {row.key: row.label for row in screen.rows}
    assert labels["house: Friday@4"] == "House rules \u201cFriday\u201d"
    assert labels["short@4"] != "short"  # the preset's own label
    short = next(r for r in screen.rows if r.key == "short@4")
    from cardgames.ui.scenes.statistics import cells

    assert cells(short.record) == ["3", "2", "20.0", "40", "\u22125", "1 won", "1 won", "0", "0"]
    assert screen.chosen == "short@4" and screen.chart.series[0] == [40, -5, 25]
    ui.click_target(app, "row:house: Friday@4")
    assert screen.chosen == "house: Friday@4" and screen.chart.series[0] == [15]
    app.step()


def test_reset_asks_first_and_cancel_keeps_everything(make_app, ui):
    _some_results()
    app = make_app()
    app.open("statistics", "pocha")
    app.step()
    ui.click_target(app, "button:reset")
    assert isinstance(app.scenes.top, ConfirmScene)
    ui.click_target(app, "button:cancel")
    assert isinstance(app.scenes.top, StatisticsScene)
    assert load_stats().records["pocha"]["short"].played == 3
    ui.click_target(app, "button:reset")
    ui.click_target(app, "button:confirm")
    screen = app.scenes.top
    assert isinstance(screen, StatisticsScene) and not screen.rows
    assert "pocha" not in load_stats().records and screen.chart is None
    assert not screen.reset_button.enabled  # nothing left to reset
    app.step()


def test_an_unreadable_statistics_file_is_set_aside_and_said(make_app, ui):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    app = make_app()
    app.open("statistics")
    app.step()
    screen = app.scenes.top
    assert screen.notice.visible and "moved aside" in screen.notices[0]
    assert list(path.parent.glob("stats.json.broken-*"))


def test_statistics_screen_keeps_player_counts_apart(make_app):
    for players in (3, 4, 5, 4):
        record_match("pocha", "short", [10] + [0] * (players - 1), [0])
    app = make_app()
    screen = app.open("statistics", "pocha")
    app.step()
    from cardgames.ui.scenes.statistics import cells

    rows = {row.players: row for row in screen.rows}
    assert sorted(rows) == [3, 4, 5]
    assert cells(rows[4].record, 4)[:3] == ["4", "2", "2"]  # players, played, won
    assert cells(rows[3].record, 3)[:3] == ["3", "1", "1"]
    for row in screen.rows:
        assert screen.table_rect.contains(row.rect)
