"""Each game's view has its table family's shape (cardgames.core.views)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.core.views import FAMILY_VIEWS, TrickView, shape_problems
from cardgames.games import GAME_IDS, create, info_of


def test_shape_problems_names_missing_unknown_and_mistyped_keys():
    view = dict.fromkeys(TrickView.__annotations__, None)
    problems = shape_problems({**view, "mano": 1}, TrickView)
    assert "unknown key 'mano' (put a game's own field in 'extra')" in problems
    assert any(p.startswith("'hand' is None") for p in problems)  # a list may not be None
    assert not any("'trump' is" in p for p in problems)  # trump may be None (no trump yet)
    del view["extra"]
    assert "missing key 'extra'" in shape_problems(view, TrickView)
    assert any("'seat' is True" in p for p in shape_problems({**view, "seat": True}, TrickView))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), players=st.sampled_from([3, 4, 5]))
def test_every_games_view_has_its_familys_shape_all_through_a_match(seed, steps, players):
    rng = random.Random(seed)
    for game_id in GAME_IDS:
        info = info_of(game_id)
        shape = FAMILY_VIEWS.get(info.family)
        if shape is None:
            continue
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


def test_pochas_own_fields_are_in_extra():
    view = create("pocha", players=4).new_state(seed=2).view(0)
    assert {"mano", "upcard", "forbidden_bid", "swap_seat", "tiebreak"} <= set(view["extra"])
    assert view["trick"] == [] and view["led_seat"] is None
