"""Latxa's search hooks: the playout policy (no world likelihood).

The generic search (``cardgames.ai.ismcts``: the ``ismcts`` level and hints) plays every
opponent, and itself below its tree, with this policy.  ``hard`` uses Latxa's own search
(``cardgames.ai.latxa_search``), whose race model is built from turns played with it.

- Policy: the ``normal`` heuristic's rules (``cardgames.ai.latxa_heuristic``), which are
  already cheap: draw while the next card's expected change is positive (the engine's
  ``wants_to_draw``, blurred by a little noise so playouts vary), the bell on the biggest
  sheep, eagles and storms at the leader (``effect_choice``).  It is the engine's
  ``rollout_choice``, so the opponents in a world and the playouts below the tree play
  alike.
- Likelihood: none.  Everything in Latxa is public but the order of the draw pile, and no
  move tells anything about that order: every shuffle of the pile counts the same.

A search world stops at its horizon (``ROLLOUT_TURNS`` in ``cardgames.games.latxa``),
where ``hand_reward`` values the flocks; ``playout`` plays up to a given turn count.  With
the horizon at the end of the turn being decided, no opponent moves inside a world: the
policy plays the searching seat's own later decisions of the turn.  A longer horizon would
need more of the search: a turn ends by chance (a wolf, a bust), so the same public moves
can leave different seats to act in different worlds, which a tree named by moves alone
mixes up (``ismcts.search`` then meets a move of the seat that was only ever an
opponent's, never visited).
"""

from __future__ import annotations

import random

from cardgames.games.latxa import OVER, LatxaState, rollout_choice


def choose(world: LatxaState, rng: random.Random) -> int:
    """The policy's action id for the player to act in ``world`` (all of it public)."""
    return rollout_choice(world, rng)


def playout(world: LatxaState, rng: random.Random, limit: int) -> None:
    """Play ``world`` with the policy until the game ends or ``limit`` turns have been
    played since it was sampled (``LatxaState.rollout_turns``)."""
    while world.phase != OVER and world.rollout_turns < limit:
        world.apply_id(rollout_choice(world, rng))
