"""Any value anywhere in a save (of every registered game) or a statistics file: the
loader answers with a typed value, a state play could reach, or its own error -- never an
exception from deeper down (property tests)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.saves import SavedMatch, SaveError, parse_save
from cardgames.core.stats import Record, Result, Stats, parse_stats
from cardgames.core.validate import Invalid
from cardgames.games import GAME_IDS

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)


def _paths(value, prefix=()):
    """Every place in a JSON tree a value could be replaced."""
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for i, child in enumerate(value[:6]):
            yield from _paths(child, (*prefix, i))


def _replace(tree, path, value):
    if not path:
        return value
    where = tree
    for step in path[:-1]:
        where = where[step]
    where[path[-1]] = value
    return tree


#: how each game's base save is reached (the rules, and when to stop playing at random):
#: mid-hand, after a scored hand where the game has several, so every part of the state
#: is filled in; a game not listed is played until a hand is scored, then a few moves more
BASES = {
    "pocha": ({"players": 3, "rules": {"deal_schedule": [1, 2]}},
              lambda state, moves: moves >= 9),
    "pitch": ({"players": 3},
              lambda state, moves: state.hands_finished >= 1
              and state.view(0)["phase"] == "playing" and bool(state.trick)),
    "tien_gow": ({},
                 lambda state, moves: state.hands_finished >= 1 and len(state.trick) >= 2
                 and state.tricks_played >= 2),
    "latxa": ({}, lambda state, moves: moves >= 12),  # one game is the match: stop mid-way
}
#: values that mean something to a game (its codes, phases, verbs), tried besides any JSON
WORDS = {
    "pitch": ["AS", "10H", "2C", "KD", "bidding", "playing", "over", "S"],
    "tien_gow": ["6-6", "2-1", "4-2", "5-4", "playing", "over", "lead", "play_down"],
}
#: how many damaged saves each game is tried with
EXAMPLES = {"pitch": 150, "tien_gow": 60}


def _after_a_scored_hand(more: int = 5):
    """Stop a few moves after the first hand is scored (or after 200 moves)."""
    scored_at = []

    def done(state, moves):
        if state.hands_finished < 1 and moves < 200:
            return False
        if not scored_at:
            scored_at.append(moves)
        return moves >= scored_at[0] + more

    return done


def _base_save(game_id: str) -> dict:
    create, done = BASES.get(game_id, ({}, _after_a_scored_hand()))
    game = cardgames.create(game_id, **create)
    state = game.new_state(seed=1)
    rng = random.Random(1)
    moves = 0
    while not done(state, moves) and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        moves += 1
    names = ["You", "A", "B", "C", "D", "E", "F", "G"][:state.players]
    levels = [None] + ["easy"] * (state.players - 1)
    return json.loads(SavedMatch.of(state, names, levels).to_json())


def _words(game_id: str, save: dict) -> list[str]:
    """The game's own words, else a few of its card codes and the phase it was saved in."""
    if game_id in WORDS:
        return WORDS[game_id]
    state = parse_save(json.dumps(save), catalog=CATALOG).restore()
    deck, _places = state.card_places()
    return sorted(set(deck.codes))[:5] + [state.view(0)["phase"], "over"]


SAVES = {game_id: _base_save(game_id) for game_id in GAME_IDS}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_base_save_restores(game_id):
    match = parse_save(json.dumps(SAVES[game_id]), catalog=CATALOG)
    match.restore().check_invariants()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_save_with_any_value_anywhere_loads_checked_or_is_refused(game_id):
    save = SAVES[game_id]
    values = JSON_VALUES | st.sampled_from(_words(game_id, save))

    @settings(max_examples=EXAMPLES.get(game_id, 80), deadline=None)
    @given(st.sampled_from(list(_paths(save))), values)
    def damaged(path, value):
        text = json.dumps(_replace(json.loads(json.dumps(save)), path, value))
        try:
            match = parse_save(text, catalog=CATALOG)
        except SaveError as error:
            assert len(str(error)) < 600
            return
        state = match.restore()
        state.check_invariants()
        state.legal_actions()
        for seat in range(state.players):
            state.view(seat)
        summary = match.summary()
        assert all(isinstance(s, int) for s in summary["scores"])
        assert isinstance(summary["hand"], int) and isinstance(match.saved_at, float)
        assert all(isinstance(n, str) and 0 < len(n) <= 20 for n in match.names)

    damaged()


STATS = json.loads(Stats({"pocha": {"short": Record(
    1, 1, 15, 15, 15, 1, 1, 0, [Result(1_700_000_000.0, 15, True, 1, 4, 0)])}}).to_json())
STATS_PATHS = list(_paths(STATS))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(STATS_PATHS), JSON_VALUES)
def test_statistics_with_any_value_anywhere_are_typed_or_refused(path, value):
    text = json.dumps(_replace(json.loads(json.dumps(STATS)), path, value))
    try:
        records = parse_stats(text)
    except Invalid:
        return
    for presets in records.values():
        for record in presets.values():
            assert isinstance(record.played, int) and not isinstance(record.played, bool)
            assert record.average is None or isinstance(record.average, float)
            for result in record.results:
                assert 0 <= result.when and isinstance(result.won, bool)
                assert 1 <= result.rank <= result.players
