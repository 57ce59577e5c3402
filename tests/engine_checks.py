"""Checks the engines' property tests share (``tests/games/test_<id>_properties.py``):
the same logic for every game, each game's own assertions staying in its own file.

Importable from any test as ``engine_checks`` (``tests`` is on pytest's ``pythonpath``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from cardgames.core.actions import Action, IllegalAction
from cardgames.core.game import KNOWN_HANDS


def to_json(state) -> str:
    return state.to_json()


def check_live_moves(state) -> list[Action]:
    """The legal actions of a live state: there is one at least, and each is accepted."""
    actions = state.legal_actions()
    assert actions, "a live state always has a legal action"
    assert all(state.refusal(a) is None for a in actions)
    return actions


def check_illegal_refused(state, rng: random.Random, probes: Sequence[str], count: int,
                          fingerprint: Callable[[Any], str] = to_json) -> None:
    """``count`` of the ``probes`` that are not legal now are each refused with a sentence
    and change nothing (``fingerprint`` before and after)."""
    before = fingerprint(state)
    legal = {str(a) for a in state.legal_actions()}
    for probe in rng.sample(list(probes), count):
        if probe.strip() in legal:
            continue
        try:
            state.apply(probe)
        except IllegalAction as refusal:
            assert str(refusal) and str(refusal)[-1] in ".!?"
        else:
            raise AssertionError(f"{probe!r} was accepted but is not legal")
        assert fingerprint(state) == before


def check_save_round_trip(game, state, actions: list[Action]) -> None:
    """The state saved and loaded is the same state, with the same legal actions."""
    again = game.load_state(state.to_json())
    assert again.to_json() == state.to_json()
    assert again.legal_actions() == actions


def same_but_recent_history(seen: dict[str, Any], view: dict[str, Any]) -> bool:
    """``seen`` (an observation's view, a sampled world's) is ``view`` except that its score
    sheet may keep only the last ``KNOWN_HANDS`` lines of it (never other lines)."""
    history = view.get("history")
    if not isinstance(history, list) or seen.get("history") == history:
        return seen == view
    return (seen.get("history") == history[-KNOWN_HANDS:]
            and {**seen, "history": None} == {**view, "history": None})


def sampled_world(state, seat: int, rng: random.Random):
    """A world sampled from ``seat``'s observation, checked to look to the seat exactly as
    the match does (the observation's view too)."""
    observation = state.observation(seat)
    view = state.view(seat)
    assert same_but_recent_history(observation.view, view)
    world = observation.sample_world(rng)
    assert same_but_recent_history(world.view(seat), view), \
        "a sampled world must look the same from the seat"
    return world


def check_match_over(state) -> None:
    """A finished match: nobody to act, no legal action, and its last event says so."""
    assert state.current_player is None and state.legal_actions() == []
    assert state.events[-1].type == "match_over"
