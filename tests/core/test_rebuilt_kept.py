"""A save rebuilt from its moves keeps its file as it was (issue 19 follow-up).

When a save's snapshot is tampered or damaged, the match is rebuilt from its moves, and
the next autosave writes the rebuilt match over the file.  Before that, the file is
copied aside as it was (``<name>.broken-<date>-<time>``, never deleted), and the message
the menu shows says where."""

from __future__ import annotations

import json
import random

import pytest

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.saves import SavedMatch, autosave_path, named_save_path, read_save, write_save
from cardgames.ui.save_text import kept_name, rebuilt_text


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def tien_gow_with_history_null() -> tuple[str, object]:
    """A Tien Gow save past a hand whose snapshot says ``history: null``."""
    state = cardgames.create("tien_gow").new_state(seed=3)
    rng = random.Random(3)
    while state.hands_finished < 1:
        state.apply(rng.choice(state.legal_actions()))
    data = json.loads(SavedMatch.of(state, [], []).to_json())
    data["state"]["state"]["history"] = None
    return json.dumps(data), state


def copies(path):
    return sorted(path.parent.glob(path.name + ".broken-*"))


@pytest.mark.parametrize("where", ["autosave", "named"])
def test_the_file_of_a_rebuilt_save_is_copied_aside_before_it_is_saved_over(where):
    text, honest = tien_gow_with_history_null()
    path = autosave_path() if where == "autosave" else named_save_path("tien_gow", "friday")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    match = read_save(path, CATALOG)
    assert match.rebuilt and match.restore().to_json() == honest.to_json()
    [copy] = copies(path)
    assert match.kept_as == copy
    assert copy.name.startswith(path.name + ".broken-")
    assert copy.read_text(encoding="utf-8") == text, "byte for byte as it was"
    assert path.read_text(encoding="utf-8") == text, "the save itself is still there"
    # the menu reads it again (another copy would be clutter), then the match is saved
    again = read_save(path, CATALOG)
    assert again.kept_as == copy and copies(path) == [copy]
    write_save(path, SavedMatch.of(match.restore(), [], []))
    assert path.read_text(encoding="utf-8") != text
    assert copy.read_text(encoding="utf-8") == text, "the original outlives the autosave"
    # and the message says where it is
    said = rebuilt_text(path.name, kept_name(match))
    assert path.name in said and copy.name in said


def test_an_honest_save_is_not_copied():
    state = cardgames.create("tien_gow").new_state(seed=3)
    data = json.loads(SavedMatch.of(state, [], []).to_json())
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    match = read_save(path, CATALOG)
    assert not match.rebuilt and match.kept_as is None and copies(path) == []


def test_a_rebuilt_save_that_cant_be_copied_is_set_aside_not_resumed(monkeypatch):
    """No copy (a full disk): the file is renamed aside instead, so the rebuilt match can
    never write over the only original."""
    from cardgames.core import saves
    from cardgames.core.saves import SaveError

    def no_room(_path):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "keep_copy", no_room)
    text, _honest = tien_gow_with_history_null()
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path, CATALOG)
    assert not path.exists() and caught.value.moved_to.read_text(encoding="utf-8") == text
