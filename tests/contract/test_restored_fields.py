"""A restored state is checked from its engine's declaration (``cardgames.core.fields``).

For every registered game, saves at a few moments; for every declared field of its
snapshot: null, each wrong type, beyond its range, a sequence shortened and lengthened, a
stranger card in a deck or hand.  Such a save is refused or rebuilt through ``core.saves``
-- never an exception escaping, never a state offered that fails ``check_invariants`` --
and ``Game.load_state`` raises nothing but ``ValueError`` naming the field.  A resumed
(rebuilt) match then plays to its end.  And a state can't have a slot that is not a
declared field, so a new field can't be forgotten.
"""

from __future__ import annotations

import json
import random

import pytest

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core import fields
from cardgames.core.saves import SavedMatch, SaveError, autosave_path, read_save, write_save

MOMENTS = (9, 31)  # moves into the match: early in the first hand, and further on
WRONG_TYPES = ("zz", 1.5, True, [], {})
STRANGER = "ZZ"  # a code no pack has


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))


def played(game_id: str, moves: int, seed: int = 5):
    game = cardgames.create(game_id)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply_id(rng.choice(state.legal_ids()))
    return state


def _bounds(kind, state):
    """The (low, high) of an Int kind (inside Maybe), else None."""
    if isinstance(kind, fields.Maybe):
        kind = kind.kind
    if isinstance(kind, fields.Int):
        return fields._bound(kind.low, state), fields._bound(kind.high, state)
    return None


def damages(field, value, state):
    """Every damaged value the brief names for one field (its snapshot value ``value``)."""
    out = [("null", None)]
    out += [(f"a {type(w).__name__}", w) for w in WRONG_TYPES]
    bounds = _bounds(field.kind, state)
    if bounds is not None:
        out += [("below its range", bounds[0] - 1), ("beyond its range", bounds[1] + 1)]
    if isinstance(value, list):
        if value:
            out.append(("shortened", value[:-1]))
            out.append(("lengthened", value + [value[-1]]))
        else:
            out.append(("lengthened", [0]))
        if value and all(isinstance(x, str) for x in value):
            out.append(("a stranger card", [STRANGER, *value[1:]]))
        inner = [i for i, x in enumerate(value) if isinstance(x, list)]
        if inner:
            first = inner[0]
            changed = [list(x) if isinstance(x, list) else x for x in value]
            changed[first] = [STRANGER, *changed[first]]
            out.append(("a stranger card in a deck or hand", changed))
            changed = [list(x) if isinstance(x, list) else x for x in value]
            changed[first] = changed[first][:-1]
            out.append(("an inner list shortened", changed))
    return out


def cases():
    for game_id in CATALOG.ids:
        for field in getattr(CATALOG.create(game_id).state_class, "_saved_fields", ()):
            yield pytest.param(game_id, field.key, id=f"{game_id}.{field.key}")


def test_every_registered_game_declares_its_state():
    for game_id in CATALOG.ids:
        cls = CATALOG.create(game_id).state_class
        assert cls.FIELDS, f"{game_id} declares no FIELDS"
        assert set(cls.__slots__) == {f.name for f in cls.FIELDS}
        assert cls._copy.__qualname__ == f"{cls.__name__}._copy"  # derived, not hand-written


def test_a_slot_not_declared_as_a_field_is_refused():
    base = CATALOG.create("pocha").state_class
    with pytest.raises(TypeError, match="not in FIELDS: \\['forgotten'\\]"):
        type("Forgetful", (base,), {"__slots__": ("forgotten",)})
    with pytest.raises(TypeError, match="fields with no slot: \\['ghost'\\]"):
        type("Ghostly", (base,), {"__slots__": (), "FIELDS": (*base.FIELDS, fields.Field("ghost"))})


@pytest.mark.parametrize(("game_id", "key"), list(cases()))
def test_every_damage_to_a_field_is_refused_or_rebuilt(game_id, key):
    for moves in MOMENTS:
        honest = played(game_id, moves)
        game = honest.game
        field = next(f for f in type(honest)._saved_fields if f.key == key)
        text = honest.to_json()
        good = json.loads(text)
        for label, value in damages(field, good["state"][key], honest):
            if value == good["state"][key]:
                continue
            bad = json.loads(text)
            bad["state"][key] = value
            bad_text = json.dumps(bad)
            # the engine: only ValueError, naming the field, or a state its checks refuse
            try:
                loaded = game.load_state(bad_text)
            except ValueError as error:
                assert f"`{key}`" in str(error) or "snapshot" in str(error), (label, error)
            else:
                try:
                    loaded.check_invariants()
                except ValueError:
                    pass
            # the save: refused (set aside) or rebuilt from its moves, never shown damaged
            match = SavedMatch.of(honest, ["You", "A", "B", "C", "D"][:honest.players],
                                  [None] + ["easy"] * (honest.players - 1))
            match.state_json = bad_text
            path = write_save(autosave_path(), match)
            try:
                again = read_save(path, CATALOG).restore()
            except SaveError:
                continue
            again.check_invariants()
            assert again.to_json() == text, f"{game_id}.{key} {label}: not the honest match"


@pytest.mark.parametrize("game_id", CATALOG.ids)
def test_a_rebuilt_match_plays_to_its_end(game_id):
    honest = played(game_id, MOMENTS[-1])
    bad = json.loads(honest.to_json())
    bad["state"]["turn" if "turn" in bad["state"] else "current"] = "zz"
    match = SavedMatch.of(honest, ["You", "A", "B", "C", "D"][:honest.players],
                          [None] + ["easy"] * (honest.players - 1))
    match.state_json = json.dumps(bad)
    match = read_save(write_save(autosave_path(), match), CATALOG)
    state = match.restore()
    assert match.rebuilt
    rng = random.Random(1)
    moves = 0
    while not state.is_over:
        state.apply_id(rng.choice(state.legal_ids()))
        moves += 1
        assert moves < 100_000
    state.check_invariants()
    assert state.winners
