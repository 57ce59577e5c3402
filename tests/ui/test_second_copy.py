"""Two copies of the program at once: the second never overwrites the first's autosave,
and says so; the export message names the folder it really wrote to."""

from __future__ import annotations

import random
import subprocess
import sys

from cardgames.core.saves import SavedMatch, autosave_lock_path, autosave_path, write_save
from cardgames.core.session import SECOND_COPY
from cardgames.games import create
from cardgames.ui.export import export_file, exported_message
from cardgames.ui.scenes.table import TableScene


def test_a_second_copy_plays_without_touching_the_first_ones_autosave(make_app, ui):
    first = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        lock = autosave_lock_path()
        lock.parent.mkdir(parents=True, exist_ok=True)
        lock.write_text(str(first.pid))  # the first copy holds the autosave
        game = create("pocha", players=4, preset="short")
        theirs = write_save(autosave_path(), SavedMatch.of(game.new_state(seed=9), [
            "You", "Ane", "Mikel", "Carmen"], [None, "easy", "easy", "easy"])).read_bytes()
        app = make_app()
        app.open("menu")
        app.step()
        assert SECOND_COPY in app.notices
        assert app.scenes.top.target_rect("notice") is not None
        app.open("table", "pocha", players=4, preset="short", seed=3)
        rng = random.Random(3)

        def played_some():
            top = app.scenes.top
            if isinstance(top, TableScene) and top.input_ready:
                top.submit(str(rng.choice(top.runner.state.legal_actions())))
            return isinstance(top, TableScene) and len(top.runner.state.log) >= 8

        assert ui.step_until(app, played_some, frames=3000)
        app.close()
        assert autosave_path().read_bytes() == theirs
        assert lock.read_text() == str(first.pid)
    finally:
        first.kill()
        first.wait()


def test_the_only_copy_autosaves_and_releases_its_claim(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, preset="short", seed=3)
    rng = random.Random(1)
    table = app.scenes.top
    assert ui.step_until(app, lambda: table.input_ready, frames=3000)
    table.submit(str(rng.choice(table.runner.state.legal_actions())))
    app.step()
    assert not app.notices
    app.close()
    assert autosave_path().exists() and not autosave_lock_path().exists()


def test_the_export_message_names_the_real_folder(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    source = tmp_path / "hand.txt"
    source.write_text("a hand")
    copy = export_file(source)  # no Documents folder: the home folder itself
    assert copy.parent == home
    assert exported_message(copy) == (f"Hand history copied to your home folder (there is no "
                                      f"Documents folder): {copy}")
    (home / "Documents").mkdir()
    copy = export_file(source)
    assert exported_message(copy) == f"Hand history copied to your Documents folder: {copy}"
    elsewhere = export_file(source, tmp_path)
    assert exported_message(elsewhere) == f"Hand history copied to the folder: {elsewhere}"
