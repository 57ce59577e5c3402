"""Each game's view has its table family's shape (cardgames.core.views), strictly."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.core.info import FAMILIES
from cardgames.core.views import (
    FAMILY_VIEWS,
    OPTIONAL_KEYS,
    ClaimsView,
    FishingView,
    StrictView,
    TrickView,
    shape_problems,
)
from cardgames.games import GAME_IDS, create, info_of


def shapeless_families(game_ids, family_of) -> list[str]:
    """The games whose family has no declared view shape (each must have one)."""
    return [f"{g} ({family_of(g)})" for g in game_ids if family_of(g) not in FAMILY_VIEWS]


def test_shape_problems_names_missing_unknown_and_mistyped_keys():
    view = dict.fromkeys(TrickView.__annotations__, None)
    problems = shape_problems({**view, "mano": 1}, TrickView)
    assert "unknown key 'mano' (put a game's own field in 'extra')" in problems
    assert any(p.startswith("'hand' is None") for p in problems)  # a list may not be None
    assert not any("'trump' is" in p for p in problems)  # trump may be None (no trump yet)
    del view["extra"]
    assert "missing key 'extra'" in shape_problems(view, TrickView)
    assert any("'seat' is True" in p for p in shape_problems({**view, "seat": True}, TrickView))


def a_trick_view() -> dict:
    return dict(create("pocha", players=4).new_state(seed=2).view(0))


def test_shape_problems_look_inside_lists_dicts_and_nested_shapes():
    view = a_trick_view()
    assert shape_problems(view, TrickView) == []
    assert shape_problems({**view, "hand": ["1O", 7]}, TrickView) == [
        "'hand'[1] is 7, not <class 'str'>"]
    assert shape_problems({**view, "trick": [{"seat": 1, "card": "1O"}, {"seat": "2"}]},
                          TrickView) == ["'trick'[1]: missing key 'card'",
                                         "'trick'[1]: 'seat' is '2', not <class 'int'>"]
    assert shape_problems({**view, "bids": [None, 2, "3", None]}, TrickView) == [
        "'bids'[2] is '3', not int | None"]
    assert shape_problems({**view, "known_cards": [[], [], [3], []]}, TrickView) == [
        "'known_cards'[2][0] is 3, not <class 'str'>"]


def test_a_view_left_without_an_optional_field_is_still_of_its_shape():
    view = a_trick_view()
    assert OPTIONAL_KEYS <= set(TrickView.__annotations__) | set(view)
    assert shape_problems({k: v for k, v in view.items() if k not in OPTIONAL_KEYS},
                          TrickView) == []


def test_every_family_has_a_declared_shape_extending_table_view():
    assert set(FAMILIES) <= set(FAMILY_VIEWS)
    for shape in FAMILY_VIEWS.values():
        assert {"game", "seat", "hand", "legal_actions", "extra"} <= set(shape.__annotations__)
    assert {"table", "row", "catches", "piles", "stock", "drawn", "catch_points"} <= set(FishingView.__annotations__)
    assert {"stock", "discards", "exposed", "window", "last_claim"} <= set(
        ClaimsView.__annotations__)


def test_a_registered_game_of_a_family_with_no_shape_fails():
    families = {g: info_of(g).family for g in GAME_IDS}
    assert shapeless_families(GAME_IDS, families.get) == []
    fake = {**families, "fake_game": "marbles"}  # a family nobody declared a view for
    assert shapeless_families([*GAME_IDS, "fake_game"], fake.get) == ["fake_game (marbles)"]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), players=st.sampled_from([3, 4, 5]))
def test_every_games_view_has_its_familys_shape_all_through_a_match(seed, steps, players):
    rng = random.Random(seed)
    for game_id in GAME_IDS:
        info = info_of(game_id)
        shape = FAMILY_VIEWS[info.family]  # a family without a shape fails here
        counts = [n for n in info.player_counts if n == players] or [info.player_counts[0]]
        state = create(game_id, players=counts[0]).new_state(seed=seed)
        for _ in range(steps):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(state.players):
            view = state.view(seat)
            assert shape_problems(view, shape) == [], (game_id, seat)
            assert view["seat"] == seat and view["game"] == game_id


def test_a_strict_view_names_the_family_and_field_it_lacks():
    view = StrictView(a_trick_view(), "trick")
    assert view["hand_size"] == 1 and view.get("trump_card") == view["trump_card"]
    with pytest.raises(KeyError, match="the trick view does not declare field 'trumpp'"):
        view["trumpp"]
    with pytest.raises(KeyError, match="'trumpp'"):
        view.get("trumpp", [])  # a default no longer hides a misspelt name
    bare = StrictView({k: v for k, v in a_trick_view().items() if k != "trick_winner"}, "trick")
    assert bare.get("trick_winner") is None  # an optional field may be left out
    with pytest.raises(KeyError, match="the trick view has no field 'dealer'"):
        StrictView({"game": "pocha"}, "trick")["dealer"]
    assert dict(view) == a_trick_view() and len(view) == len(a_trick_view())


def test_pochas_own_fields_are_in_extra():
    view = create("pocha", players=4).new_state(seed=2).view(0)
    assert {"mano", "upcard", "forbidden_bid", "swap_seat", "tiebreak"} <= set(view["extra"])
    assert view["trick"] == [] and view["led_seat"] is None
