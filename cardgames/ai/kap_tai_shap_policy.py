"""K'ap T'ai Shap's search hooks: the playout policy.

The search (``cardgames.ai.ismcts``) plays every opponent, and itself below its tree,
with this policy, each seat from its own hand in the sampled world.  It is the
``normal`` heuristic (``cardgames.ai.kap_tai_shap_heuristic``) without the outs
reckoning: a winning table tile is always picked, else the one that lowers the distance
most; the discard leaves the smallest distance (ties: the fixed order).  A hand played
out costs about a millisecond; the distances are cached across playouts.
"""

from __future__ import annotations

import random

from cardgames.ai.kap_tai_shap_heuristic import best_action
from cardgames.games.kap_tai_shap import KapTaiShapState


def choose(world: KapTaiShapState, rng: random.Random | None = None) -> int:
    """The policy's move for the player to act in ``world``."""
    legal = world.legal_ids()
    if len(legal) == 1:
        return legal[0]
    return best_action(world, world.current, legal, None)


def playout(world: KapTaiShapState, rng: random.Random) -> None:
    """Play ``world``'s hand to its end with the policy."""
    start = world.hand_no
    while not world.is_over and world.hand_no == start:
        world.apply_id(choose(world, rng))
