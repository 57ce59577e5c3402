"""Checks every game with a claim window (``cardgames/core/claims.py``) should pass: the
toy claims game's tests use them (``tests/core/test_claim_window.py``), and a real claims
game's tests call them on its own states.  A claims game keeps its open window in the
state field ``window`` (a :class:`claims.Window`, None between windows)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from cardgames.core import claims


def window_state(game: Any, seed: int, steps: int) -> Any:
    """A match of ``game`` played at random for up to ``steps`` moves; the last position
    seen where a seat answers a window with a real choice and another seat answers after
    it (a clone), or None."""
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    candidate = None
    for _step in range(steps):
        if state.is_over:
            break
        window = state.window
        if window is not None and len(state.legal_ids()) > 1:
            if window.asked[window.asked.index(state.current_player) + 1:]:
                candidate = state.clone()
        state.apply_id(rng.choice(state.legal_ids()))
    return candidate


def answer_branches(state: Any) -> list[Any]:
    """The state after each legal answer of the seat to answer (clones)."""
    branches = []
    for action in state.legal_actions():
        branch = state.clone()
        branch.apply(action)
        branches.append(branch)
    return branches


def assert_answers_hidden(state: Any) -> list[Any]:
    """Every seat but the one answering sees the same -- observation (byte for byte),
    view, events, and for the next to answer its legal answers -- whatever that seat
    answers, while the window stays open; the answering seat sees its own answer.
    Returns the branches (one per answer)."""
    mover = state.current_player
    window = state.window
    assert window is not None and len(state.legal_ids()) > 1
    after = window.asked[window.asked.index(mover) + 1:]
    assert after, "the window must stay open after this answer"
    branches = answer_branches(state)
    for viewer in (s for s in range(state.players) if s != mover):
        texts = {b.observation(viewer).to_json() for b in branches}
        assert len(texts) == 1, f"seat {viewer} can tell seat {mover}'s answer"
        assert len({json.dumps(b.view(viewer)) for b in branches}) == 1
        assert len({json.dumps(b.events_for(viewer)) for b in branches}) == 1
        if viewer == after[0]:
            assert len({tuple(b.legal_ids()) for b in branches}) == 1
    assert len({b.observation(mover).to_json() for b in branches}) == len(branches)
    return branches


def assert_worlds_redecide(state: Any, legal: Callable[[Any, int], Sequence[str]],
                           seeds: int = 5) -> None:
    """Seen from the next seat to answer, a sampled world is the same whatever the seat
    answering now answered (the real answer reaches no world), and every answer in a
    world is a real one that fits the world's hand (``legal(world, seat)``)."""
    mover = state.current_player
    window = state.window
    viewer = window.asked[window.asked.index(mover) + 1]
    branches = answer_branches(state)
    for world_seed in range(seeds):
        worlds = [b.observation(viewer).sample_world(random.Random(world_seed))
                  for b in branches]
        assert len({w.to_json() for w in worlds}) == 1, "a world keeps the real answer"
        world = worlds[0]
        for seat in world.window.asked:
            answer = world.window.answers[seat]
            if answer is None:
                break
            assert answer != claims.HIDDEN
            assert answer in legal(world, seat), "an answer must fit the sampled hand"
        world.check_invariants()
    known = branches[0].observation(viewer)._known
    assert known.window.answers[mover] == claims.HIDDEN
