"""Tiu U's ``hard`` level: every move tried on the same sampled deals, against the
``normal`` move.

Why not the generic search (``cardgames.ai.ismcts``): what decides a Tiu U deal is mostly
the order of the stock, which no player knows, and a deal's result swings by a hundred
points with it while the moves at one decision differ by a few.  The generic tree tries
each move on a *different* world, so at its budget the noise of the worlds buries the
difference between the moves; measured over seeded sessions it was no stronger than
``normal`` (``scripts/hard_ai_experiments.py tiu_u``, 35 sessions of four deals on each of
two seeds: -28.7 +- 15.5 and +12.5 +- 18.5 ledger points, paired on the same deals).

This search compares the moves on *common* worlds: it samples a world (the unseen tiles
dealt again to the other hands and the stock, weighed by what the passes told:
``tiu_u_policy.likelihood``), plays every candidate move in a copy of that same world and
the deal out with the playout policy (``tiu_u_policy``), and keeps the seat's settlement
of each.  The differences between two moves are then measured on the same stocks, with
little noise.  It plays the ``normal`` heuristic's move unless another move beats it on
these worlds by more than ``MARGIN`` standard errors (and by something at all), so it can
only leave the heuristic where the deals show it is wrong.

The budget is playouts: ``BUDGET`` in all (at least ``MIN_WORLDS`` worlds), well under a
second a move.  It sees only the observation.  Measured (``hard_ai_experiments.py tiu_u
--matches 80``, two players, seat 0 against ``normal``, paired on the same deals): +21.4
+- 5.3 ledger points a session with seed 15, +10.4 +- 4.6 with seed 16; ``random`` in the
same seat -182.9 +- 16.3 and -202.4 +- 17.5.
"""

from __future__ import annotations

import math
import random

from cardgames.ai.ismcts import sample_weighted
from cardgames.ai.policies import bind
from cardgames.ai.tiu_u_heuristic import choose as heuristic_choose
from cardgames.core.game import Observation
from cardgames.games.tiu_u import TiuUState

#: playouts per decision (every candidate on every world), and the fewest worlds
BUDGET = 360
MIN_WORLDS = 24
#: how many standard errors a move must gain over the heuristic's on the same worlds
MARGIN = 2.0


def deal_value(world: TiuUState, seat: int) -> float:
    """The seat's result of the deal just scored: its settlement in points (with no
    settlement, its score less the best other score)."""
    record = world.history[-1]
    game = world.game
    if game.settle == "difference_to_winner":
        return record["deltas"][seat] * game.per_chip
    points = record["points"]
    return points[seat] - max(p for s, p in enumerate(points) if s != seat)


def evaluate(observation: Observation, rng: random.Random,
             budget: int = BUDGET) -> tuple[int, dict[int, list[float]]]:
    """The heuristic's move and, for every candidate, its value on each common world."""
    game = observation.game
    bind(game)
    seat = observation.seat
    legal = observation.search_ids()
    default = heuristic_choose(observation.public_state(), seat)
    likelihood = observation.world_likelihood()
    worlds = max(MIN_WORLDS, budget // len(legal))
    values: dict[int, list[float]] = {a: [] for a in legal}
    for _ in range(worlds):
        world, _tries = sample_weighted(observation, rng, likelihood)
        playout_seed = rng.getrandbits(32)
        for action in legal:
            trial = world.clone()
            trial.apply_id(action)
            if not trial.is_over:
                trial.rollout(random.Random(playout_seed))
            values[action].append(deal_value(trial, seat))
    return default, values


def choose(observation: Observation, rng: random.Random) -> int:
    """The action id ``hard`` plays."""
    legal = observation.legal_ids()
    if len(legal) == 1:
        return legal[0]
    default, values = evaluate(observation, rng)
    base = values[default]
    best, best_gain = default, 0.0
    for action, found in values.items():
        if action == default:
            continue
        diffs = [a - b for a, b in zip(found, base, strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
        if mean > 0 and mean - MARGIN * se > 0 and mean > best_gain:
            best, best_gain = action, mean
    return best
