"""Any value anywhere in a save or a statistics file: the loader answers with a typed
value or its own error, never an exception from deeper down (property tests)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.saves import SavedMatch, SaveError, parse_save
from cardgames.core.stats import Record, Result, Stats, parse_stats
from cardgames.core.validate import Invalid

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


def _base_save() -> dict:
    game = cardgames.create("pocha", players=3, rules={"deal_schedule": [1, 2]})
    state = game.new_state(seed=1)
    rng = random.Random(1)
    for _ in range(9):
        state.apply(rng.choice(state.legal_actions()))
    return json.loads(SavedMatch.of(state, ["You", "A", "B"], [None, "easy", "easy"]).to_json())


SAVE = _base_save()
SAVE_PATHS = list(_paths(SAVE))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SAVE_PATHS), JSON_VALUES)
def test_a_save_with_any_value_anywhere_loads_checked_or_is_refused(path, value):
    text = json.dumps(_replace(json.loads(json.dumps(SAVE)), path, value))
    try:
        match = parse_save(text, catalog=CATALOG)
    except SaveError as error:
        assert len(str(error)) < 600
        return
    state = match.restore()
    state.check_invariants()
    summary = match.summary()
    assert all(isinstance(s, int) for s in summary["scores"])
    assert isinstance(summary["hand"], int) and isinstance(match.saved_at, float)
    assert all(isinstance(n, str) and 0 < len(n) <= 20 for n in match.names)


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
