"""Saves: atomic, versioned, resumable in a new process; damaged ones set aside, never lost."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

import cardgames
from cardgames.ai import make_player
from cardgames.catalog import CATALOG
from cardgames.core.saves import (
    SAVE_VERSION,
    SavedMatch,
    SaveError,
    autosave_path,
    list_saves,
    named_save_path,
    parse_save,
    read_save,
    write_save,
)

NAMES = ["You", "Ane", "Mikel", "Carmen"]
LEVELS = [None, "normal", "random", "normal"]


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def played_state(steps=23, seed=4):
    game = cardgames.create("pocha", players=4, preset="short")
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_round_trip_is_exact():
    state = played_state()
    path = write_save(autosave_path(), SavedMatch.of(state, NAMES, LEVELS, "short", hints_used=2))
    match = read_save(path, CATALOG)
    again = match.restore(CATALOG)
    assert again.to_json() == state.to_json()
    assert match.names == NAMES and match.levels == LEVELS and match.hints_used == 2
    assert match.summary()["scores"] == state.scores


def test_kill_and_restart_in_a_new_process(data):
    state = played_state(steps=31)
    write_save(autosave_path(), SavedMatch.of(state, NAMES, LEVELS))
    code = (
        "import json; from cardgames.core.saves import read_save, autosave_path\n"
        "from cardgames.catalog import CATALOG\n"
        "s = read_save(autosave_path(), CATALOG).restore(CATALOG)\n"
        "print(json.dumps({'state': s.to_json(), 'legal': [str(a) for a in s.legal_actions()]}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, env={**__import__("os").environ,
                                             "CARDGAMES_DATA_DIR": str(data)})
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["state"] == state.to_json()
    assert out["legal"] == [str(a) for a in state.legal_actions()]


def test_resumed_match_plays_on_like_the_original():
    state = played_state(steps=40)
    resumed = parse_save(SavedMatch.of(state, NAMES, LEVELS).to_json(), catalog=CATALOG).restore(CATALOG)
    bot_a, bot_b = make_player("normal", seed=3), make_player("normal", seed=3)
    for _ in range(30):
        seat = state.current_player
        action = bot_a.choose(state.observation(seat))
        assert bot_b.choose(resumed.observation(seat)) == action
        state.apply(action)
        resumed.apply(action)
    assert resumed.to_json() == state.to_json()


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("", "is empty"),
        ("{\"format\": 1, \"kind\": \"cardgames-save\", \"game\": \"po", "damaged"),
        ("\x00\x01garbage", "damaged"),
        ("{\"format\": 1, \"kind\": \"something else\"}", "not a Card Table save"),
    ],
)
def test_damaged_saves_are_set_aside_with_a_notice(content, says):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path, CATALOG)
    assert says in str(caught.value) and "moved aside" in str(caught.value)
    assert not path.exists()
    assert caught.value.moved_to.read_text(encoding="utf-8") == content


def test_truncated_save_is_set_aside():
    state = played_state()
    text = SavedMatch.of(state, NAMES, LEVELS).to_json()
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        read_save(path, CATALOG)
    assert not path.exists()


def test_future_version_is_refused_and_kept():
    state = played_state()
    data = json.loads(SavedMatch.of(state, NAMES, LEVELS).to_json())
    data["format"] = SAVE_VERSION + 1
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="newer version"):
        read_save(path, CATALOG)
    assert path.exists(), "a newer program can still read it: keep it"


def test_older_snapshot_still_loads_from_its_history():
    """A save whose snapshot this version can't read resumes by replaying its actions."""
    state = played_state()
    data = json.loads(SavedMatch.of(state, NAMES, LEVELS).to_json())
    data["state"]["format"] = 0  # an older snapshot layout
    match = parse_save(json.dumps(data), catalog=CATALOG)
    assert match.restore(CATALOG).to_json() == state.to_json()


def test_named_saves_are_listed_newest_first():
    state = played_state()
    first = write_save(named_save_path("pocha", "Before dinner"), SavedMatch.of(state, NAMES, LEVELS))
    second = write_save(named_save_path("pocha", "after/dinner?"), SavedMatch.of(state, NAMES, LEVELS))
    assert first.name == "before-dinner.json" and second.name == "after-dinner.json"
    import os

    os.utime(first, (1, 1))
    assert list_saves("pocha") == [second, first]
