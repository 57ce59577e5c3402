"""Save and resume through the UI: the autosave after every action, Resume in a new App
(same state, legal moves, AI, names, levels, hints), damaged or future autosaves on the
menu, and named saves from the pause menu."""

from __future__ import annotations

import json
import random
import statistics

import pygame
import pytest
from table_helpers import table_of

from cardgames.core.saves import SavedMatch, autosave_path, named_save_path, write_save
from cardgames.games import create
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.pause import PauseScene
from cardgames.ui.scenes.saves import LoadScene, SaveAsScene
from cardgames.ui.scenes.table import TableScene


def wait_for_human(app, ui) -> TableScene:
    """Step until seat 0 may act (continuing past hand summaries)."""
    from cardgames.ui.scenes.hand_summary import HandSummaryScene

    def ready():
        top = app.scenes.top
        if isinstance(top, HandSummaryScene):
            top.close_summary()
        return isinstance(top, TableScene) and top.input_ready

    assert ui.step_until(app, ready, frames=6000)
    return table_of(app)


def human_moves(app, ui, table: TableScene, count: int, rng) -> None:
    for _ in range(count):
        wait_for_human(app, ui)
        action = str(rng.choice(table.runner.state.legal_actions()))
        table.submit(action)
        assert table.runner.state.action_log[-1] == action


def test_autosave_after_an_action_resumes_exactly_in_a_new_app(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, seed=8, ai_levels=["normal", "random", "normal"])
    table = wait_for_human(app, ui)
    table.runner.hints_used = 2  # the Hint button comes later; its counter travels already
    human_moves(app, ui, table, 3, random.Random(4))
    app.step()
    app.autosaver.flush()
    saved_text = autosave_path().read_text()
    state = table.runner.state
    assert json.loads(saved_text)["actions"] == state.action_log
    expected = (state.to_json(), [str(a) for a in state.legal_actions()], state.current_player)
    assert state.current_player != 0  # an AI seat moves next
    # what the AI does next in this session...
    moves = len(state.log)
    assert ui.step_until(app, lambda: len(state.log) > moves, frames=600)
    ai_move = state.action_log[moves]
    app.close()
    autosave_path().write_text(saved_text)  # (the autosave taken right after the human's move)

    again = make_app()
    again.settings.ai_min_think_s = 60.0  # hold the AI while the table is compared
    again.open("menu")
    again.step()
    menu = again.scenes.top
    assert menu.saved is not None and menu.target_rect("button:resume") is not None
    ui.click_target(again, "button:resume")
    resumed = table_of(again)
    runner = resumed.runner
    runner.min_think_s = 0.0
    assert (runner.state.to_json(), [str(a) for a in runner.state.legal_actions()],
            runner.state.current_player) == expected
    assert runner.levels == [None, "normal", "random", "normal"]
    assert runner.names == ["You", "Ane", "Mikel", "Carmen"] and runner.hints_used == 2
    # ...and the resumed AI makes the very same move
    assert ui.step_until(again, lambda: len(runner.state.log) > moves, frames=600)
    assert runner.state.action_log[moves] == ai_move


def test_every_action_is_autosaved_cheaply_and_quitting_keeps_the_last(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, preset="max_only", seed=5)
    table = wait_for_human(app, ui)
    human_moves(app, ui, table, 2, random.Random(1))
    for _ in range(20):
        app.step()
    saver = app.autosaver
    assert len(saver.snapshot_ms) == len(table.runner.state.log)  # one per action
    # the frame loop only pays for the snapshot; the file is written on a thread
    assert statistics.median(saver.snapshot_ms) < 5.0
    ui.key(app, pygame.K_ESCAPE)
    ui.click_target(app, "button:quit_to_menu")
    assert isinstance(app.scenes.top, MenuScene)
    saved = json.loads(autosave_path().read_text())
    assert saved["actions"] == table.runner.state.action_log
    assert app.scenes.top.saved is not None  # Resume is offered at once


def _write_autosave() -> str:
    state = create("pocha", players=4).new_state(seed=3)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    write_save(autosave_path(), SavedMatch.of(state, ["You", "Ane", "Mikel", "Carmen"],
                                              [None, "normal", "normal", "normal"]))
    return autosave_path().read_text()


@pytest.mark.parametrize("damage", ["corrupted", "truncated", "empty", "future"])
def test_a_bad_autosave_gives_a_notice_and_no_resume(make_app, damage):
    text = _write_autosave()
    path = autosave_path()
    if damage == "corrupted":
        path.write_text(text.replace('"state"', '"st\x00ate"', 1)[:200] + "}{")
    elif damage == "truncated":
        path.write_text(text[: len(text) // 2])
    elif damage == "empty":
        path.write_text("")
    else:
        data = json.loads(text)
        data["format"] = 99
        path.write_text(json.dumps(data))
    app = make_app()
    app.open("menu")
    app.step()
    menu = app.scenes.top
    assert menu.saved is None and menu.target_rect("button:resume") is None
    assert menu.target_rect("notice") is not None
    notice = " ".join(app.notices)
    if damage == "future":
        assert "newer version" in notice and path.exists()  # refused, kept as it is
    else:
        assert "moved aside" in notice and not path.exists()
        assert list(path.parent.glob("autosave.json.broken-*"))


def test_a_demo_match_never_touches_the_players_autosave(make_app, ui):
    text = _write_autosave()
    app = make_app(autoplay=True)
    app.open("table", "pocha", players=4, rules={"deal_schedule": [1]}, seed=2)
    for _ in range(200):
        app.step()
    app.close()
    assert autosave_path().read_text() == text


def test_save_as_and_load_from_the_pause_menu(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, preset="max_only", seed=6)
    table = wait_for_human(app, ui)
    human_moves(app, ui, table, 1, random.Random(2))
    app.step()
    ui.key(app, pygame.K_ESCAPE)
    ui.click_target(app, "button:save_as")
    dialog = app.scenes.top
    assert isinstance(dialog, SaveAsScene)
    for _ in range(len(dialog.field.value)):
        ui.key(app, pygame.K_BACKSPACE)
    ui.type_text(app, "Friday night")
    ui.click_target(app, "button:save")
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and "Friday night" in pause.status
    path = named_save_path("pocha", "Friday night")
    assert json.loads(path.read_text())["name"] == "Friday night"
    snapshot = table.runner.state.to_json()

    # the match goes on; loading brings the saved moment back
    ui.click_target(app, "button:resume")
    human_moves(app, ui, table, 1, random.Random(3))
    ui.key(app, pygame.K_ESCAPE)
    ui.click_target(app, "button:load")
    load = app.scenes.top
    assert isinstance(load, LoadScene) and len(load.rows) == 1
    app.settings.ai_min_think_s = 60.0  # hold the AI while the table is compared
    ui.click_target(app, f"button:load:{path.stem}")
    loaded = table_of(app)
    assert loaded is not table and loaded.runner.state.to_json() == snapshot
    app.autosaver.flush()
    # the loaded match is the match in progress now: it is what Resume offers
    assert json.loads(autosave_path().read_text())["actions"] == loaded.runner.state.action_log


def test_the_load_list_sets_a_damaged_save_aside_and_refuses_a_newer_one(make_app, ui):
    _write_autosave()
    good = json.loads(autosave_path().read_text())
    folder = named_save_path("pocha", "x").parent
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text('{"format": 1, "kind": "cardgames-save", "ga')
    newer = dict(good, format=7, name="From the future")
    (folder / "newer.json").write_text(json.dumps(newer))
    app = make_app()
    app.open("table", "pocha", players=4, seed=6)
    app.step()
    ui.key(app, pygame.K_ESCAPE)
    ui.click_target(app, "button:load")
    load = app.scenes.top
    assert any("broken.json" in p and "moved aside" in p for p in load.problems)
    assert not (folder / "broken.json").exists() and list(folder.glob("broken.json.broken-*"))
    [row] = load.rows
    assert row.path.name == "newer.json" and not row.button.enabled
    assert "newer version" in row.button.reason
    app.step()  # drawn without trouble
