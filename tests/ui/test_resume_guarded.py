"""Resuming a save stays inside the saves' boundary (issue 19 follow-up).

A restored state the checks pass can still fail when the table first shows it; that
failure sets the file aside with a message naming the copy, and the program stays on the
menu.  The setup screen's question about the match in progress no longer drops the
message of an autosave it had to set aside."""

from __future__ import annotations

import json
import random

import pytest

import cardgames
from cardgames.core import saves
from cardgames.core.saves import SavedMatch, autosave_path, named_save_path
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.saves import LoadScene
from cardgames.ui.scenes.table import TableScene


def pocha_save() -> tuple[str, type]:
    state = cardgames.create("pocha", players=4).new_state(seed=4)
    rng = random.Random(4)
    for _ in range(8):
        state.apply(rng.choice(state.legal_actions()))
    names = ["You", "Ane", "Mikel", "Carmen"]
    return SavedMatch.of(state, names, [None, "normal", "normal", "normal"]).to_json(), type(state)


def write(path, text: str):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def start(make_app):
    app = make_app()
    app.open("menu")
    for _ in range(2):
        app.step()
    return app


def breaks_on_view(monkeypatch, state_class) -> None:
    """From now on the state raises when it is shown, and the read-time checks (which
    would see it) are not there: what a damaged value the checks can't foresee does."""
    def view(self, *_args, **_kwargs):
        raise RuntimeError("a value no check foresaw")

    monkeypatch.setattr(saves, "_check_playable", lambda state: None)
    monkeypatch.setattr(state_class, "view", view)


def set_aside(path, text: str):
    assert not path.exists()
    [aside] = path.parent.glob(path.name + ".broken-*")
    assert aside.read_text(encoding="utf-8") == text
    return aside


def test_a_resumed_autosave_whose_state_fails_when_shown_is_set_aside(make_app, monkeypatch):
    text, state_class = pocha_save()
    path = write(autosave_path(), text)
    app = start(make_app)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.saved is not None
    breaks_on_view(monkeypatch, state_class)
    menu.resume_match()  # no exception out of here
    app.step()
    assert app.scenes.top is menu and menu.saved is None
    aside = set_aside(path, text)
    assert any(aside.name in notice and "autosave.json" in notice for notice in app.notices)


def test_a_loaded_named_save_whose_state_fails_when_shown_is_set_aside(make_app, monkeypatch):
    text, state_class = pocha_save()
    path = write(named_save_path("pocha", "friday"), text)
    app = start(make_app)
    dialog = app.scenes.push(LoadScene(app, "pocha"))
    app.step()
    [row] = dialog.rows
    breaks_on_view(monkeypatch, state_class)
    dialog.load(row)
    app.step()
    assert not any(isinstance(scene, TableScene) for scene in app.scenes.stack)
    aside = set_aside(path, text)
    assert any(aside.name in problem for problem in dialog.problems)
    assert dialog.rows == []


@pytest.mark.parametrize("damage", ["{not json", json.dumps({"kind": "cardgames-save",
                                                              "format": 1, "game": "pocha"})])
def test_setup_says_where_a_damaged_autosave_was_set_aside(make_app, damage):
    app = make_app()
    app.open("setup", "pocha")
    app.step()
    path = write(autosave_path(), damage)  # after the menu looked (another copy wrote it)
    app.scenes.top.start_match()
    assert isinstance(app.scenes.top, TableScene), "nothing to lose: the match starts"
    aside = set_aside(path, damage)
    assert any(aside.name in notice for notice in app.notices), app.notices
