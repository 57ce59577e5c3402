"""Tsung Shap's own search for ``hard``: every legal move tried on the same sampled worlds.

The generic ISMCTS values a move by the games it happens to play from it, each in another
world; in Tsung Shap a placing decides 10 or 20 points while the rest of the game swings by
hundreds, so 300 such iterations can't tell the two ends apart (measured: the generic
``hard`` lost to ``normal``).  Here every move is played on the *same* ``WORLDS`` worlds
(the unseen tiles dealt again into the piles, or the stock and the other hand), each
followed to the end of the game by the playout policy (``tsung_shap_policy``) for both
players, and valued by the points difference at the end, plus a bonus for winning.  The
worlds being shared, the luck of the deal cancels out of the comparison.

It reads only the observation (its sampled worlds come from the knowledge copy).
"""

from __future__ import annotations

import random

from cardgames.ai.policies import bind
from cardgames.core.game import Observation

#: worlds per decision; moves played after the one tried (both players, None: to the end
#: of the game); what winning the game is worth in points beside the margin
WORLDS = 60
HORIZON: int | None = 6
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
    return points[seat] - points[1 - seat]


def play_on(world, rng: random.Random, horizon: int | None) -> None:
    """The playout policy to the end of the game, or for ``horizon`` moves."""
    if horizon is None:
        world.rollout(rng)
        return
    policy = world._policy()
    for _ in range(horizon):
        if world.is_over:
            return
        world.apply_id(policy.choose(world, rng))


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
