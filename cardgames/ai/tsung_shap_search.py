"""Tsung Shap's own search for ``hard``: every legal move tried on the same sampled worlds.

The generic ISMCTS values a move by the games it happens to play from it, each in another
world; in Tsung Shap a placing decides 10 or 20 points while the rest of the game swings by
hundreds, so 300 such iterations can't tell the two ends apart (measured: the generic
``hard`` lost to ``normal``).  Here every move is played on the *same* ``WORLDS`` worlds
(the unseen tiles dealt again into the piles, or the stock and the other hand), each
followed for ``HORIZON`` moves by the ``normal`` heuristic for both players, and valued by the points difference then, corrected by what the player to act
next is expected to take on the row left (the heuristic's count over the unseen tiles);
at the end of the game, the final difference plus a bonus for winning.  The worlds being
shared, the luck of the deal cancels out of the comparison, and the short horizon keeps
the many later captures that don't depend on this move out of its value.

It reads only the observation (its sampled worlds come from the knowledge copy).
"""

from __future__ import annotations

import random

from cardgames.ai.policies import bind
from cardgames.ai.tsung_shap_heuristic import choose as heuristic_choose
from cardgames.ai.tsung_shap_heuristic import expected
from cardgames.core.game import Observation

#: worlds per decision; moves played after the one tried (both players, None: to the end
#: of the game); what winning the game is worth in points beside the margin
WORLDS = 48
HORIZON: int | None = 3
WIN_BONUS = 60


def world_value(world, seat: int) -> float:
    """The points difference for ``seat`` (at the end, with the bonus for winning)."""
    if world.is_over:
        record = world.history[-1]
        points = record["points"]
        winners = record["winners"]
        bonus = 0 if not winners else (WIN_BONUS if seat in winners else -WIN_BONUS)
        return points[seat] - points[1 - seat] + bonus
    points = world.catch_points()
    margin = points[seat] - points[1 - seat]
    # the player to act is about to capture on this row: his expected take counts
    take = expected(world.game, world.row, world.unseen(world.current))
    return margin + (take if world.current == seat else -take)


def play_on(world, rng: random.Random, horizon: int | None) -> None:
    """The ``normal`` heuristic for ``horizon`` moves (both players), or the playout
    policy to the end of the game."""
    if horizon is None:
        world.rollout(rng)
        return
    for _ in range(horizon):
        if world.is_over:
            return
        world.apply_id(heuristic_choose(world, world.current))


def move_values(observation: Observation, rng: random.Random,
                worlds: int = WORLDS) -> dict[int, float]:
    """Each legal move's mean value over the same sampled worlds."""
    legal = observation.legal_ids()
    bind(observation.game)
    seat = observation.seat
    samples = [observation.sample_world(rng, record_events=False) for _ in range(worlds)]
    values = {}
    for action in legal:
        total = 0.0
        for world in samples:
            trial = world.clone()
            trial.apply_id(action)
            play_on(trial, rng, HORIZON)
            total += world_value(trial, seat)
        values[action] = total / worlds
    return values


def choose(observation: Observation, rng: random.Random) -> int:
    """The ``hard`` move: the legal move with the best value (the first listed on a tie)."""
    known = observation.public_state()
    legal = observation.legal_ids()
    if known.drawn is not None and not known.row:
        return legal[0]  # an empty row: both ends are the same
    values = move_values(observation, rng)
    return max(values, key=lambda a: (values[a], -legal.index(a)))
