"""Hostile saves at every place the program reads them (issue 19): the menu (``cardgames``),
a tutorial's start (``cardgames tutorial``), the Load list and ``cardgames play`` all go
on; a damaged file is set aside with a sentence naming it, a tampered one is rebuilt from
its moves and the player told, never shown as it is."""

from __future__ import annotations

import io
import json
import random

import pytest

import cardgames
from cardgames.cli import main
from cardgames.core.saves import SavedMatch, autosave_path, named_save_path
from cardgames.ui.save_text import rebuilt_text, scores_line
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.saves import LoadScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.scenes.tutorial import TutorialScene

NAMES = ["You", "Ane", "Mikel", "Carmen"]
LEVELS = [None, "easy", "easy", "easy"]


def told_rebuilt(path) -> str:
    """The rebuilt message for ``path``, naming the one copy of it kept aside as it was."""
    kept = list(path.parent.glob(path.name + ".broken-*"))
    assert len(kept) == 1
    return rebuilt_text(path.name, kept[0].name)



def played(game_id: str, moves: int, seed: int = 3):
    game = cardgames.create(game_id, players=4)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    return state


def write(path, state, change=None) -> str:
    data = json.loads(SavedMatch.of(state, NAMES, LEVELS).to_json())
    if change is not None:
        change(data["state"]["state"])
    text = json.dumps(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return text


def kept_aside(path, text: str) -> None:
    assert not path.exists()
    [aside] = path.parent.glob(path.name + ".broken-*")
    assert aside.read_text(encoding="utf-8") == text


def started(make_app, scene: str = "menu", game_id: str | None = None):
    """The real App on ``scene`` (what ``cardgames`` / ``cardgames tutorial`` open), a few
    frames drawn."""
    app = make_app()
    app.open(scene, game_id)
    for _ in range(3):
        app.step()
    return app


@pytest.fixture
def summarising_fails(monkeypatch):
    """A Tien Gow state whose ``hands_finished`` raises TypeError -- the issue's error,
    from the game's own code, which no per-field check foresaw -- for a match of
    ``fails[0]`` moves only."""
    state_class = type(cardgames.create("tien_gow").new_state(seed=1))
    honest = state_class.hands_finished
    fails = [-1]

    def hands_finished(self):
        if len(self.log) == fails[0]:
            raise TypeError("object of type 'NoneType' has no len()")
        return honest.fget(self)

    monkeypatch.setattr(state_class, "hands_finished", property(hands_finished))
    return fails


# --- the save: a Tien Gow snapshot whose history is null -------------------------------


@pytest.mark.parametrize("scene", ["menu", "tutorial"])
def test_a_tien_gow_autosave_whose_history_is_null_starts_the_program_and_resumes_rebuilt(
        make_app, ui, scene):
    honest = played("tien_gow", 40)
    write(autosave_path(), honest, lambda s: s.update(history=None))
    app = started(make_app, scene, "tien_gow")
    assert isinstance(app.scenes.top, TutorialScene if scene == "tutorial" else MenuScene)
    assert told_rebuilt(autosave_path()) in app.notices
    app.scenes.reset(MenuScene(app))
    app.step()
    menu = app.scenes.top
    assert menu.saved is not None and menu.saved.summary()["hand"] == honest.hands_finished + 1
    ui.click_target(app, "button:resume")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.runner.state.action_log[:len(honest.action_log)] == honest.action_log
    assert isinstance(table.runner.state.history, list)
    for _ in range(5):
        app.step()


def test_a_named_tien_gow_save_whose_history_is_null_leaves_the_load_list_working(make_app):
    honest, other = played("tien_gow", 40), played("tien_gow", 20, seed=8)
    write(named_save_path("tien_gow", "null history"), honest, lambda s: s.update(history=None))
    write(named_save_path("tien_gow", "good"), other)
    app = started(make_app)
    dialog = app.scenes.push(LoadScene(app, "tien_gow"))
    for _ in range(3):
        app.step()
    assert sorted(r.path.name for r in dialog.rows if r.saved is not None) == \
        ["good.json", "null-history.json"]
    assert dialog.problems == [told_rebuilt(named_save_path("tien_gow", "null-history"))]
    [row] = [r for r in dialog.rows if r.path.name == "null-history.json"]
    dialog.load(row)
    assert isinstance(app.scenes.top, TableScene)
    app.step()


# --- the boundary: what no check foresaw -----------------------------------------------------------


@pytest.mark.parametrize("scene", ["menu", "tutorial"])
def test_an_autosave_raising_anything_while_summarised_is_set_aside_and_the_program_starts(
        make_app, summarising_fails, scene):
    honest = played("tien_gow", 40)
    summarising_fails[0] = len(honest.action_log)
    text = write(autosave_path(), honest)
    app = started(make_app, scene, "pocha")
    assert isinstance(app.scenes.top, TutorialScene if scene == "tutorial" else MenuScene)
    kept_aside(autosave_path(), text)
    assert any("autosave.json" in n and "moved aside" in n for n in app.notices)
    if scene == "menu":
        assert app.scenes.top.saved is None and app.scenes.top.target_rect("notice")


def test_a_named_save_raising_anything_while_summarised_is_set_aside_the_rest_listed(
        make_app, summarising_fails):
    bad, good = played("tien_gow", 40), played("tien_gow", 20, seed=8)
    summarising_fails[0] = len(bad.action_log)
    text = write(named_save_path("tien_gow", "bad"), bad)
    write(named_save_path("tien_gow", "good"), good)
    app = started(make_app)
    dialog = app.scenes.push(LoadScene(app, "tien_gow"))
    for _ in range(3):
        app.step()
    assert [r.path.name for r in dialog.rows if r.saved is not None] == ["good.json"]
    assert any("bad.json" in p and "moved aside" in p for p in dialog.problems)
    kept_aside(named_save_path("tien_gow", "bad"), text)


def test_cardgames_play_over_a_damaged_autosave_says_so_and_starts(monkeypatch, capsys,
                                                                   summarising_fails):
    from cardgames.ui import app as app_module

    honest = played("tien_gow", 40)
    summarising_fails[0] = len(honest.action_log)
    text = write(autosave_path(), honest)
    windows = []
    monkeypatch.setattr(app_module, "run", lambda **kwargs: windows.append(kwargs) or 0)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "tien_gow"]) == 0
    err = capsys.readouterr().err
    assert "autosave.json" in err and "moved aside" in err
    assert len(windows) == 1
    kept_aside(autosave_path(), text)


def test_cardgames_play_says_a_tampered_autosave_was_rebuilt(monkeypatch, capsys):
    from cardgames.ui import app as app_module

    write(autosave_path(), played("tien_gow", 40), lambda s: s.update(history=None))
    monkeypatch.setattr(app_module, "run", lambda **kwargs: 0)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "tien_gow", "--replace"]) == 0
    assert told_rebuilt(autosave_path()) in capsys.readouterr().err


# --- tampering ------------------------------------------------------------------------------------


def test_pocha_scores_edited_to_99_are_not_on_the_menu(make_app):
    honest = played("pocha", 60)
    assert honest.scores != [99] * 4
    write(autosave_path(), honest, lambda s: s.update(score=[99] * 4))
    app = started(make_app)
    menu = app.scenes.top
    assert menu.saved is not None and told_rebuilt(autosave_path()) in app.notices
    assert menu.saved.summary()["scores"] == honest.scores
    assert "99" not in scores_line(menu.saved.summary())
