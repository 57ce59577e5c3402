"""A hand history is checked into typed values where it is read, with bounds on its size
and on the work of replaying it; reading and replaying report their progress."""

from __future__ import annotations

import json
import random

import pytest
import yaml

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.history import (
    MAX_ACTIONS,
    MAX_HISTORY_BYTES,
    HistoryError,
    hand_history_text,
    parse_hand_history,
    read_hand_history,
    replay_hand,
)


def recorded_text(hand=2, seed=3):
    game = cardgames.create("pocha", players=4, preset="short")
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    while state.hands_finished < hand:
        state.apply(rng.choice(state.legal_actions()))
    return hand_history_text(state, hand, ["Maite", "Ane", "Mikel", "Carmen"])


def with_line(text, key, value):
    """The history with the line ``key: ...`` replaced by ``key: <value as JSON>``."""
    lines = [f"{key}: {json.dumps(value)}" if line.startswith(f"{key}:") else line
             for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def test_a_recorded_history_becomes_typed_values():
    history = parse_hand_history(recorded_text(), "h.txt", catalog=CATALOG)
    assert history.game_id == "pocha" and history.players == 4 and history.hand == 2
    assert isinstance(history.origin["seed"], int) and history.origin["decks"] == []
    assert all(isinstance(a, str) for a in history.earlier + history.actions)
    assert history.names == ("Maite", "Ane", "Mikel", "Carmen")
    assert replay_hand(history).result == history.result


def test_an_unknown_game_is_named_with_the_known_ones():
    text = with_line(recorded_text(), "game", "chess")
    with pytest.raises(HistoryError, match=r"h.txt: game: 'chess' is not allowed; it must be "
                                           r"one of pocha"):
        parse_hand_history(text, "h.txt", catalog=CATALOG)


@pytest.mark.parametrize("key, value, words", [
    ("players", True, "players: True is not allowed"),
    ("hand", 10**9, "hand: 1000000000 is not allowed; it must be a whole number from 1"),
    ("seats", ["x" * 41], "seats:"),
    ("origin", {"seed": -1, "decks": [], "dealer": None}, "origin.seed: -1 is not allowed"),
    ("origin", {"seed": 1, "decks": [["1O", "<script>"]], "dealer": None}, "origin.decks:"),
    ("origin", {"seed": 1, "decks": [], "dealer": 4}, "origin.dealer: 4 is not allowed; it "
                                                      "must be null (drawn by lot) or a seat "
                                                      "from 0 to 3"),
    ("earlier", ["bid:0", 7], "earlier:"),
    ("players", 5, "players: 5 is not allowed; it must be the same number as the options' "
                   "players (4)"),
    ("options", {"a" * 100: 1}, "options:"),
])
def test_each_wrong_line_is_named_with_what_is_allowed(key, value, words):
    with pytest.raises(HistoryError, match=words.replace("(", r"\(").replace(")", r"\)")):
        parse_hand_history(with_line(recorded_text(), key, value), "h.txt", catalog=CATALOG)


def test_a_seat_may_have_an_empty_name_but_an_action_may_not_be_empty():
    assert parse_hand_history(with_line(recorded_text(), "seats", ["", "Ane", "Mikel", "Carmen"]),
                              "h.txt", catalog=CATALOG).names[0] == ""
    with pytest.raises(HistoryError, match="earlier:"):
        parse_hand_history(with_line(recorded_text(), "earlier", [""]), "h.txt", catalog=CATALOG)


def test_the_number_of_actions_is_capped():
    text = with_line(recorded_text(), "earlier", ["bid:0"] * (MAX_ACTIONS + 1))
    with pytest.raises(HistoryError, match=f"earlier: .*at most {MAX_ACTIONS}"):
        parse_hand_history(text, "h.txt", catalog=CATALOG)


def test_a_file_over_the_size_cap_is_refused_before_it_is_parsed(tmp_path):
    path = tmp_path / "big.txt"
    path.write_text(recorded_text() + "#" * MAX_HISTORY_BYTES, encoding="utf-8")
    with pytest.raises(HistoryError, match="can't be read .*more than"):
        read_hand_history(path, catalog=CATALOG)


def test_the_unbounded_file_of_the_report_is_refused(tmp_path):
    """1.6 MB of actions (the report's file) is over the cap; below the cap the YAML values
    budget and the cap on actions refuse it without replaying anything."""
    base = yaml.safe_load(recorded_text())
    lines = recorded_text().splitlines()
    earlier = json.dumps(base["earlier"] * (1_600_000 // (len(json.dumps(base["earlier"])) + 1)))
    text = "\n".join(f"earlier: {earlier}" if line.startswith("earlier:") else line
                     for line in lines)
    path = tmp_path / "huge.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(HistoryError, match="can't be read"):
        read_hand_history(path, catalog=CATALOG)
    times = MAX_ACTIONS // len(base["earlier"]) + 1
    smaller = "\n".join(f"earlier: {json.dumps(base['earlier'] * times)}"
                        if line.startswith("earlier:") else line for line in lines)
    with pytest.raises(HistoryError, match="earlier: .*at most"):
        parse_hand_history(smaller, "h.txt", catalog=CATALOG)


def test_reading_and_replaying_report_progress():
    big = recorded_text(hand=12, seed=5)  # a long match: many earlier actions
    read, replayed = [], []
    history = parse_hand_history(big, "h.txt", catalog=CATALOG, progress=read.append)
    replay_hand(history, progress=replayed.append)
    for shares in (read, replayed):
        assert shares and shares == sorted(shares) and shares[-1] == 1.0
        assert all(0.0 <= s <= 1.0 for s in shares)
    assert len(replayed) >= 2  # it moved on during the replay, not only at its end

