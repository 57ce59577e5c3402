"""Damaged Tien Gow files: any value anywhere in a saved Tien Gow match loads checked (a
state play could reach) or is refused with the loader's own error -- never a crash."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.saves import SavedMatch, SaveError, parse_save

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12)
    | st.sampled_from(["6-6", "2-1", "4-2", "5-4", "playing", "over", "lead", "play_down"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)


def _paths(value, prefix=()):
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
    game = cardgames.create("tien_gow")
    state = game.new_state(seed=1)
    rng = random.Random(1)
    while state.hands_finished < 1 or len(state.trick) < 2 or state.tricks_played < 2:
        state.apply(rng.choice(state.legal_actions()))
    return json.loads(SavedMatch.of(state, ["You", "A", "B", "C"],
                                    [None, "easy", "easy", "easy"]).to_json())


SAVE = _base_save()
SAVE_PATHS = list(_paths(SAVE))


def test_the_base_save_restores():
    match = parse_save(json.dumps(SAVE), catalog=CATALOG)
    match.restore().check_invariants()


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SAVE_PATHS), JSON_VALUES)
def test_a_tien_gow_save_with_any_value_anywhere_loads_checked_or_is_refused(path, value):
    text = json.dumps(_replace(json.loads(json.dumps(SAVE)), path, value))
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


def test_the_tutorial_ends_as_the_spec_says():
    from cardgames.core.tutorial import TutorialRunner, load_tutorial

    state = TutorialRunner(load_tutorial("tien_gow", CATALOG)).play_to_end()
    record = state.history[0]
    assert record["stacks"] == [4, 4, 0, 0]
    assert record["deltas"] == [12, 6, -9, -9]
    assert state.banker == 1


def test_spanish_and_basque_texts_cover_the_game():
    import yaml

    from cardgames.core import i18n
    from cardgames.core.paths import rules_dir

    english = yaml.safe_load((rules_dir() / "tien_gow" / "tutorial.yaml").read_text("utf-8"))
    ids = {step["id"] for step in english["steps"]}
    words = i18n.domain("tien_gow")
    before = i18n.language()
    try:
        for lang in ("es", "eu"):
            local = yaml.safe_load(
                (rules_dir() / "tien_gow" / f"tutorial.{lang}.yaml").read_text("utf-8"))
            assert set(local["steps"]) == ids and local["title"] and len(local["seat_names"]) == 4
            assert (rules_dir() / "tien_gow" / f"rules.{lang}.md").read_text("utf-8").startswith(
                "# Tien Gow")
            i18n.set_language(lang)
            assert words.gettext("Throw down") not in ("", "Throw down")
            assert "3" in words.ngettext("{n} stack", "{n} stacks", 3).format(n=3)
    finally:
        i18n.set_language(before)
