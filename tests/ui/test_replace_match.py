"""A new match never silently replaces the match in progress: the setup screen asks
(keep it as a named save and start / replace it / cancel), and so does ``cardgames play``
on a terminal; without a terminal it refuses unless told --replace or --keep-as NAME."""

from __future__ import annotations

import io
import random

import pytest

from cardgames.catalog import CATALOG
from cardgames.cli import main
from cardgames.core.in_progress import match_in_progress
from cardgames.core.saves import SavedMatch, autosave_path, list_saves, read_save, write_save
from cardgames.games import create
from cardgames.ui.scenes.replace_match import ReplaceMatchScene
from cardgames.ui.scenes.setup import SetupScene
from cardgames.ui.scenes.table import TableScene


@pytest.fixture
def in_progress():
    """An autosaved Pocha match, 11 moves in."""
    state = create("pocha", players=4).new_state(seed=5)
    rng = random.Random(5)
    for _ in range(11):
        state.apply(rng.choice(state.legal_actions()))
    saved = SavedMatch.of(state, ["You", "Ane", "Mikel", "Carmen"],
                          [None, "normal", "normal", "normal"], "ludoteka")
    write_save(autosave_path(), saved)
    return saved


def autosaved_moves() -> int:
    return len(read_save(autosave_path(), CATALOG).actions)


def open_dialog(make_app, ui):
    app = make_app()
    setup = app.open("setup", "pocha")
    assert isinstance(setup, SetupScene)
    app.step()
    ui.click_target(app, "button:start")
    dialog = app.scenes.top
    assert isinstance(dialog, ReplaceMatchScene)
    assert "11 moves" in dialog.message and "Pocha" in dialog.message
    return app, setup, dialog


def test_nothing_in_progress_starts_at_once(make_app, ui):
    app = make_app()
    app.open("setup", "pocha")
    app.step()
    ui.click_target(app, "button:start")
    assert isinstance(app.scenes.top, TableScene)


def test_a_finished_or_missing_autosave_is_not_a_match_in_progress(in_progress):
    from cardgames.simulate import play_match

    assert match_in_progress(CATALOG).actions == in_progress.actions
    game = create("pocha", players=4, preset="max_only")
    over = play_match(game, ["random"] * 4, 3)
    write_save(autosave_path(), SavedMatch.of(over, ["a", "b", "c", "d"], [None] + ["random"] * 3))
    assert match_in_progress(CATALOG) is None
    autosave_path().unlink()
    assert match_in_progress(CATALOG) is None


def test_cancel_keeps_the_match_and_stays_on_the_setup(make_app, ui, in_progress):
    app, setup, _ = open_dialog(make_app, ui)
    ui.click_target(app, "button:cancel")
    assert app.scenes.top is setup
    assert autosaved_moves() == 11


def test_escape_and_a_stray_enter_lose_nothing(make_app, ui, in_progress):
    import pygame

    app, setup, dialog = open_dialog(make_app, ui)
    ui.key(app, pygame.K_RETURN)  # the focus is on Cancel
    assert app.scenes.top is setup
    ui.click_target(app, "button:start")
    assert isinstance(app.scenes.top, ReplaceMatchScene)
    ui.key(app, pygame.K_ESCAPE)
    assert app.scenes.top is setup and autosaved_moves() == 11


def test_keep_it_saves_it_under_a_name_then_starts(make_app, ui, in_progress):
    app, _, dialog = open_dialog(make_app, ui)
    dialog.field.set("Friday")
    ui.click_target(app, "button:keep")
    assert isinstance(app.scenes.top, TableScene)
    saves = list_saves("pocha")
    assert [p.name for p in saves] == ["friday.json"]
    kept = read_save(saves[0], CATALOG)
    assert kept.actions == in_progress.actions and kept.name == "Friday"
    assert any("Friday" in notice for notice in app.notices)


def test_keep_it_never_overwrites_another_save(make_app, ui, in_progress):
    app, _, dialog = open_dialog(make_app, ui)
    first = read_save(autosave_path(), CATALOG)
    from cardgames.core.in_progress import keep_as_named_save

    keep_as_named_save(first, "Friday")
    dialog.field.set("Friday")
    ui.click_target(app, "button:keep")
    assert sorted(p.name for p in list_saves("pocha")) == ["friday-2.json", "friday.json"]


def test_replace_it_starts_and_the_new_match_takes_the_autosave(make_app, ui, in_progress):
    app, _, _ = open_dialog(make_app, ui)
    ui.click_target(app, "button:replace")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert list_saves("pocha") == []

    def moved():
        if table.input_ready:
            table.submit(str(table.runner.state.legal_actions()[0]))
        return len(table.runner.state.action_log) > 0

    assert ui.step_until(app, moved, frames=3000)
    app.step()
    app.autosaver.flush()
    assert read_save(autosave_path(), CATALOG).actions == table.runner.state.action_log


# --- the command line ---------------------------------------------------------------------------

class Terminal(io.StringIO):
    def isatty(self):
        return True


@pytest.fixture
def started(monkeypatch):
    """``cardgames.ui.app.run`` replaced: records whether a window would have opened."""
    from cardgames.ui import app as app_module

    calls = []
    monkeypatch.setattr(app_module, "run", lambda **kwargs: calls.append(kwargs) or 0)
    return calls


def test_play_without_a_terminal_refuses_and_says_how(monkeypatch, capsys, in_progress,
                                                     started):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "pocha"]) == 1
    err = capsys.readouterr().err
    assert "in progress" in err and "--replace" in err and "--keep-as NAME" in err
    assert started == [] and autosaved_moves() == 11


def test_play_with_replace_starts(monkeypatch, in_progress, started):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "pocha", "--replace"]) == 0
    assert len(started) == 1 and list_saves("pocha") == []


def test_play_with_keep_as_saves_then_starts(monkeypatch, in_progress, started):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "pocha", "--keep-as", "Before lunch"]) == 0
    assert len(started) == 1
    assert read_save(named_path := list_saves("pocha")[0], CATALOG).actions == in_progress.actions
    assert named_path.name == "before-lunch.json"


@pytest.mark.parametrize("answers, code, saved_as", [
    ("\n", 1, None),                  # the default is No
    ("n\n", 1, None),
    ("y\n\n", 0, None),               # replace, keep nothing
    ("y\nOld one\n", 0, "old-one.json"),
])
def test_play_on_a_terminal_asks(monkeypatch, capsys, in_progress, started, answers, code,
                                 saved_as):
    monkeypatch.setattr("sys.stdin", Terminal(answers))
    assert main(["play", "pocha"]) == code
    err = capsys.readouterr().err
    assert "Replace it? [y/N]" in err
    assert len(started) == (1 if code == 0 else 0)
    assert [p.name for p in list_saves("pocha")] == ([saved_as] if saved_as else [])
    assert autosaved_moves() == 11  # until the new match's first move


def test_play_with_nothing_in_progress_asks_nothing(monkeypatch, capsys, started):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "pocha"]) == 0
    assert len(started) == 1 and capsys.readouterr().err == ""
