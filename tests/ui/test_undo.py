"""Undo at the table: Ctrl+Z and the Undo button take back the player's last move and the
AI's moves after it, the count reaches the save, the statistics and the match end; undo
is refused where it doesn't belong (nothing played yet, a lesson, a demo, a finished
hand)."""

from __future__ import annotations

import random

import pygame

from cardgames.catalog import CATALOG
from cardgames.core.saves import autosave_path, read_save
from cardgames.core.stats import Record, Result, load_stats, parse_stats
from cardgames.ui.scenes.match_end import MatchEndScene, subtitle
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.summary import MatchSummaryData


def ctrl_z(app) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="\x1a", scancode=0)])


def my_table(app, ui, seed: int = 5) -> TableScene:
    app.open("table", "pocha", players=4, seed=seed, preset="max_only")
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=6000)
    return app.scenes.top


def play_one(app, ui, table: TableScene, rng: random.Random) -> str:
    """The human's random legal move; then wait until it is the human's turn again."""
    action = str(rng.choice(table.runner.state.legal_actions()))
    table.submit(action)
    assert ui.step_until(app, lambda: table.input_ready or app.scenes.top is not table,
                         frames=6000)
    return action


def play_to_the_end(app, ui, table: TableScene, rng: random.Random) -> None:
    """Random legal moves for the human (submitted as the table's input would), Continue
    on every hand summary, until the match-end screen."""
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, MatchEndScene):
            return
        if top is table and table.input_ready:
            table.submit(str(rng.choice(table.runner.state.legal_actions())))
        elif top is not table and top.target_rect("button:continue") is not None:
            ui.click_target(app, "button:continue")
        else:
            app.step(1 / 60)
    raise AssertionError("the match did not end")


def test_ctrl_z_takes_back_the_move_and_the_ai_replies(make_app, ui):
    app = make_app()
    table = my_table(app, ui)
    runner = table.runner
    assert not table.undo.button.enabled  # nothing played yet
    assert "make a move first" in table.undo.button.reason
    before = runner.state.to_json()
    log_before = list(runner.state.action_log)
    play_one(app, ui, table, random.Random(1))
    assert len(runner.state.action_log) > len(log_before) + 1  # the AI answered too
    assert table.undo.button.enabled
    ctrl_z(app)
    app.step(1 / 60)
    assert runner.state.to_json() == before
    assert runner.state.action_log == log_before
    assert runner.undos_used == 1
    assert table.input_ready
    assert not table.undo.button.enabled  # back at the first move
    # the autosave is the undone match, with the count
    app.autosaver.flush()
    saved = read_save(autosave_path(), CATALOG)
    assert saved.actions == log_before and saved.undos_used == 1
    # and the match goes on from there
    play_one(app, ui, table, random.Random(2))
    assert len(runner.state.action_log) > len(log_before)


def test_the_button_undoes_twice_back_through_two_moves(make_app, ui):
    app = make_app()
    table = my_table(app, ui, seed=11)
    runner = table.runner
    rng = random.Random(3)
    states = [runner.state.to_json()]
    play_one(app, ui, table, rng)
    states.append(runner.state.to_json())
    if runner.state.hands_finished == 0 and table.input_ready:
        play_one(app, ui, table, rng)
    if runner.state.hands_finished:
        return  # a hand of one trick: nothing more to try here
    ui.click_target(app, "button:undo")
    assert runner.state.to_json() == states[1]
    ui.click_target(app, "button:undo")
    assert runner.state.to_json() == states[0]
    assert runner.undos_used == 2


def test_a_hint_of_the_undone_position_is_forgotten(make_app, ui):
    app = make_app()
    table = my_table(app, ui)
    play_one(app, ui, table, random.Random(1))
    ui.click_target(app, "button:hint")
    assert table.suggested_action() is not None
    ctrl_z(app)
    app.step(1 / 60)
    assert table.suggested_action() is None


def test_undo_not_across_a_hand(make_app, ui):
    app = make_app()
    table = my_table(app, ui, seed=2)
    runner = table.runner
    rng = random.Random(4)
    for _ in range(400):
        if runner.state.hands_finished:
            break
        if isinstance(app.scenes.top, TableScene) and table.input_ready:
            play_one(app, ui, table, rng)
        else:
            app.step(1 / 60)
            top = app.scenes.top
            if top is not table and top.target_rect("button:continue") is not None:
                ui.click_target(app, "button:continue")
    assert runner.state.hands_finished >= 1
    assert ui.step_until(app, lambda: app.scenes.top is table and table.input_ready
                         or (app.scenes.top is not table
                             and ui.click_target(app, "button:continue")), frames=3000)
    # the player's last move was in the hand before: it stays
    assert runner.undo_problem() == "Only moves of the current hand can be taken back."
    assert not table.undo.button.enabled
    assert table.undo.button.reason == runner.undo_problem()
    before = runner.state.to_json()
    ctrl_z(app)
    assert runner.state.to_json() == before and runner.undos_used == 0


def test_undo_is_not_offered_in_a_tutorial(make_app, ui):
    app = make_app()
    app.open("tutorial", "pocha")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    app.step(1 / 60)
    assert table.target_rect("button:undo") is None
    assert not table.undo.button.enabled
    log = list(table.runner.state.action_log)
    ctrl_z(app)
    assert table.runner.state.action_log == log and table.runner.undos_used == 0


def test_a_resumed_match_can_take_back_a_move_made_before_it_was_saved(make_app, ui):
    app = make_app()
    table = my_table(app, ui)
    before = table.runner.state.to_json()
    play_one(app, ui, table, random.Random(1))
    table.records.autosave()
    app.autosaver.flush()
    saved = read_save(autosave_path(), CATALOG)
    app.scenes.pop()
    resumed = TableScene.resumed(app, saved)
    app.scenes.push(resumed)
    app.step(1 / 60)
    assert resumed.undo.button.enabled
    ctrl_z(app)
    assert resumed.runner.state.to_json() == before


def test_the_count_reaches_the_statistics_and_the_match_end(make_app, ui):
    app = make_app()
    table = my_table(app, ui)
    play_one(app, ui, table, random.Random(1))
    ctrl_z(app)
    assert table.runner.undos_used == 1
    play_to_the_end(app, ui, table, random.Random(7))
    end = app.scenes.top
    assert isinstance(end, MatchEndScene)
    assert end.data.undos_used == 1
    assert "Moves taken back: 1" in subtitle(end.data)
    record = next(iter(load_stats().records["pocha"].values()))
    assert record.undo_matches == 1 and record.results[-1].undos == 1
    from cardgames.ui.scenes.statistics import COLUMNS, cells

    assert cells(record, 4)[COLUMNS.index("Undo")] == "1"  # the statistics screen marks it


def test_old_statistics_and_summaries_without_undo_still_read():
    text = ('{"format": 1, "games": {"pocha": {"max_only": {"played": 1, "won": 1, '
            '"results": [{"when": 1700000000, "score": 3, "won": true, "rank": 1, '
            '"players": 4}]}}}}')
    record = parse_stats(text)["pocha"]["max_only"]
    assert record.undo_matches == 0 and record.results[0].undos == 0
    fresh = Record()
    fresh.add(Result(1.0, 3, True, 1, 4, undos=2))
    fresh.add(Result(2.0, 3, True, 1, 4))
    assert fresh.undo_matches == 1
    data = MatchSummaryData.__dataclass_fields__
    assert "undos_used" in data


def test_the_undo_button_clears_the_hand_and_the_buttons_at_the_smallest_window(make_app, ui):
    app = make_app(size=(1024, 640))
    table = my_table(app, ui)
    assert len(table.view()["hand"]) == 10  # the largest hand of the preset
    undo = table.target_rect("button:undo")
    assert undo is not None and app.screen.get_rect().contains(undo)
    assert not undo.colliderect(table.target_rect("button:hint"))
    assert not undo.colliderect(table.target_rect("hand"))
    assert not undo.colliderect(table.target_rect("seat:0"))
    for rect in table.table.bar.targets().values():
        assert not undo.colliderect(rect)
    # the disabled button says why on hover
    ui.click(app, undo.center)
    assert "make a move first" in table.undo.button.reason


def test_undo_is_disabled_in_a_demo(make_app, ui):
    from cardgames.ui.demo import handover

    app = make_app()
    app.demo_handover = handover("mid-trick", 1)
    app.autoplay = True
    app.open("table", "pocha", players=4, seed=3)
    table = app.scenes.top
    assert ui.step_until(app, lambda: table.input_ready, frames=6000)
    table.submit(str(table.runner.state.legal_actions()[0]))
    app.step(1 / 60)
    assert not table.undo.button.enabled
    assert table.undo.button.reason == "Undo is for your own moves against the AI."
    log = list(table.runner.state.action_log)
    ctrl_z(app)
    assert table.runner.state.action_log == log and table.runner.undos_used == 0


def test_saves_carry_the_undo_count_and_old_saves_read_as_none():
    import json

    import pytest

    from cardgames.core.saves import SavedMatch, SaveError, parse_save
    from cardgames.games import create

    state = create("pocha", players=4).new_state(seed=1)
    text = SavedMatch.of(state, ["You", "A", "B", "C"], [None, "normal", "normal", "normal"],
                         "classic", 2, undos_used=3).to_json()
    assert parse_save(text, catalog=CATALOG).undos_used == 3
    data = json.loads(text)
    del data["undos_used"]  # a save from before undo existed
    assert parse_save(json.dumps(data), catalog=CATALOG).undos_used == 0
    for bad in (-1, "two", True, 10**7):
        data["undos_used"] = bad
        with pytest.raises(SaveError, match="undos_used"):
            parse_save(json.dumps(data), "the save", catalog=CATALOG)


def test_m_is_left_to_a_button_that_answers_to_it(make_app, ui):
    from cardgames.ui.table.action_bar import Choice

    app = make_app()
    table = my_table(app, ui)
    bar = table.table.bar
    assert not table._key_claimed("m")
    bar.choices = [*bar.choices, Choice("misere", "Misère", hotkey="m", wide=True)]
    assert table._key_claimed("m")
    ui.key(app, pygame.K_m, "m")
    assert not app.settings.muted
