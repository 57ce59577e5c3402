"""Fairness checks on twin matches: two matches that differ only in what one seat can't see.

Each game's fairness tests build their own twins (the hidden cards differ by game) and run
these same checks on them.
"""

from __future__ import annotations

import random

from cardgames.ai import make_player


def assert_twins_look_alike(state, seat: int, other) -> None:
    """The seat's view, observation and a sampled world are byte for byte the same in both
    twins, though the twins began differently."""
    assert other.view(seat) == state.view(seat)
    assert other.origin != state.origin
    mine, theirs = state.observation(seat), other.observation(seat)
    assert mine.to_json() == theirs.to_json()
    assert (mine.sample_world(random.Random(7)).to_json()
            == theirs.sample_world(random.Random(7)).to_json())


def assert_level_chooses_alike(level: str, pairs) -> None:
    """An AI of ``level`` with the same seed makes the same move in both twins of every pair."""
    for state, seat, other in pairs:
        mine = make_player(level, seed=3).choose(state.observation(seat))
        theirs = make_player(level, seed=3).choose(other.observation(seat))
        assert mine == theirs
