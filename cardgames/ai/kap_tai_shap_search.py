"""K'ap T'ai Shap's ``hard`` level: paired Monte Carlo over the sensible moves.

Why not the generic search (``cardgames.ai.ismcts``): a hand is a short race decided
mostly by the draws, and the few moves that matter differ little; the tree's few hundred
iterations, each in its own sampled world, were too noisy to tell them apart.  Measured
over seeded matches (``scripts/hard_ai_experiments.py kap_tai_shap``, two seeds of 40
four-hand sessions) it was no stronger than ``normal``: seat 0's chips -7.6 +- 12.1 and
-5.7 +- 12.9 against ``normal`` on the same deals.

Here each candidate move (the policy's ``search_ids``: the moves that keep the hand
closest to a win) is tried in the *same* sampled worlds, each played out to the end of
the hand by the playout policy, so the comparison is paired (common random numbers): a
world where every move wins, or every move loses, cancels out and only the worlds where
the move made the difference count.  The move that wins in the most worlds is played;
a tie keeps the ``normal`` heuristic's choice.  It sees only the observation: each world
is dealt from the seat's knowledge (``Observation.sample_world``).

Measured the same way (120 sessions a seed, seeds 15 and 16): seat 0's chips against
``normal`` on the same deals +3.8 +- 7.1 and +1.3 +- 6.8 -- ahead on both seeds, within
the noise: a hand is mostly the luck of the draw, and ``normal`` already keeps the hand
closest to a win.  About 0.1-0.3 s a move.
"""

from __future__ import annotations

import random

from cardgames.ai import kap_tai_shap_heuristic as heuristic
from cardgames.ai import kap_tai_shap_policy as policy
from cardgames.core.game import Observation

#: worlds per decision; every candidate is played out in each of them
WORLDS = 96


def move_values(observation: Observation, rng: random.Random,
                worlds: int = WORLDS) -> dict[int, float]:
    """Each candidate move's reward summed over the same ``worlds`` sampled worlds."""
    seat = observation.seat
    known = observation.public_state()
    candidates = policy.search_ids(known)
    if len(candidates) <= 1:
        return {a: 0.0 for a in candidates}
    values = dict.fromkeys(candidates, 0.0)
    for _k in range(worlds):
        world = observation.sample_world(rng, record_events=False)
        seed = rng.getrandbits(32)
        for action in candidates:
            trial = world.clone()
            trial.apply_id(action)
            policy.playout(trial, random.Random(seed))
            values[action] += trial.hand_reward(seat)
    return values


def choose(observation: Observation, rng: random.Random) -> int:
    """The ``hard`` move: the candidate that wins in the most worlds (ties: ``normal``'s)."""
    values = move_values(observation, rng)
    if len(values) == 1:
        return next(iter(values))
    seat = observation.seat
    preferred = heuristic.choose(observation.public_state(), seat)
    best = max(values.values())
    if values.get(preferred, -1.0) >= best:
        return preferred
    return next(a for a, v in values.items() if v == best)
