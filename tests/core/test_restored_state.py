"""A restored match is checked before it is offered: the engine's invariants (every card
of the pack exactly once, seats and dealer in range), a snapshot that fails rebuilt from
the history, a save whose snapshot and history both fail set aside -- and what the menu
shows comes from the checked state, never from the file's raw fields."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.saves import (
    SavedMatch,
    SaveError,
    autosave_path,
    parse_save,
    read_save,
    write_save,
)
from cardgames.core.stats import load_stats, record_match, stats_path


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def played(players=4, steps=23, seed=4, **rules):
    game = cardgames.create("pocha", players=players, rules=rules or None)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=30, deadline=None)
@given(players=st.sampled_from([3, 4, 5, 6, 8]), seed=st.integers(0, 10_000),
       swap=st.booleans(), tiebreak=st.sampled_from(["one_card_all", "one_card_tied_only",
                                                     "shared"]))
def test_every_state_reached_by_play_passes_its_invariants(players, seed, swap, tiebreak):
    game = cardgames.create("pocha", players=players,
                            rules={"swap_trump_seven": swap, "tiebreak": tiebreak,
                                   "deal_schedule": [1, 2]})
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    while True:
        state.check_invariants()
        game.load_state(state.to_json()).check_invariants()
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))


def _tampered(state, change) -> str:
    data = json.loads(state.to_json())
    change(data["state"])
    return json.dumps(data)


def _dup_card(s):
    s["hands"][1][0] = s["hands"][0][0]


def _lose_card(s):
    s["stock"].pop()


TAMPERINGS = {
    "a card in two hands": _dup_card,
    "a card gone": _lose_card,
    "dealer out of range": lambda s: s.update(dealer=9),
    "dealer a text": lambda s: s.update(dealer="3"),
    "turn out of range": lambda s: s.update(turn=40),
    "negative hand number": lambda s: s.update(hand_no=-1),
    "a bid too big": lambda s: s["bids"].__setitem__(0, 99),
    "a seat too many": lambda s: s.update(order=[0, 1, 2, 3, 4]),
    "scores not numbers": lambda s: s.update(score=["a", "b", "c", "d"]),
    "winners while playing": lambda s: s.update(winners=[0]),
    "counts disagree": lambda s: s["counts"].__setitem__(0, 0),
    "a scored hand missing": lambda s: s.update(history=s["history"][:-1]),
}


@pytest.mark.parametrize("change", TAMPERINGS.values(), ids=TAMPERINGS.keys())
def test_a_snapshot_breaking_an_invariant_is_refused(change):
    state = played(steps=40)
    assert state.history  # a hand has been scored, so every tampering has something to break
    with pytest.raises((ValueError, KeyError, TypeError, IndexError)):
        restored = state.game.load_state(_tampered(state, change))
        restored.check_invariants()


@pytest.mark.parametrize("change", TAMPERINGS.values(), ids=TAMPERINGS.keys())
def test_a_bad_snapshot_is_rebuilt_from_the_history(change):
    state = played(steps=40)
    match = SavedMatch.of(state, ["You", "A", "B", "C"], [None, "easy", "easy", "easy"])
    match.state_json = _tampered(state, change)
    again = parse_save(match.to_json(), catalog=CATALOG).restore()
    assert again.to_json() == state.to_json()


@pytest.mark.parametrize("change", TAMPERINGS.values(), ids=TAMPERINGS.keys())
def test_a_save_whose_snapshot_and_history_both_fail_is_set_aside(change):
    state = played(steps=40)
    match = SavedMatch.of(state, ["You", "A", "B", "C"], [None, "easy", "easy", "easy"])
    broken = match.actions[:5] + ["bid:99"] + match.actions[6:]
    # the snapshot carries its own log too: a good one would rebuild the match
    match.state_json = _tampered(state, lambda s: (change(s), s.update(log=broken)))
    match.actions = broken
    path = write_save(autosave_path(), match)
    text = path.read_text()
    with pytest.raises(SaveError) as caught:
        read_save(path, CATALOG)
    assert caught.value.moved_to is not None and caught.value.moved_to.read_text() == text
    assert "can't be resumed" in str(caught.value) and len(str(caught.value)) < 500


def test_the_menu_summary_comes_from_the_checked_state_not_raw_fields():
    state = played(steps=30)
    data = json.loads(SavedMatch.of(state, ["\u200bYou\u200b", "\u0301", "Ane", "x" * 300],
                                    [None, "easy", "easy", "easy"]).to_json())
    data["state"]["state"]["score"] = ["many", None, [], {}]  # a raw field the menu once read
    data["state"]["state"]["hand_no"] = "3"
    match = parse_save(json.dumps(data), catalog=CATALOG)
    summary = match.summary()
    assert summary["scores"] == state.scores and summary["hand"] == state.hand_number
    assert match.names == ["You", "Player 2", "Ane", "x" * 20]
    assert not match.is_over


def test_a_match_ending_over_a_damaged_statistics_file_is_counted_and_said():
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 1, "games": {"pocha": {"short": {"played": "NaN"}}}}')
    told = []
    record = record_match("pocha", "short", [20, 5, 0], [0], notify=told.append)
    assert record.played == 1 and load_stats().records["pocha"]["short"].played == 1
    assert len(told) == 1 and "moved aside" in told[0]
    [aside] = path.parent.glob("stats.json.broken-*")
    assert "NaN" in aside.read_text()
