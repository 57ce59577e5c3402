"""Tiu U's search hooks: the playout policy and a cheap world likelihood.

The search (``cardgames.ai.ismcts``) plays every opponent, and itself below its tree,
with this policy, each seat from its own hand in the sampled world.

- Policy: the ``normal`` heuristic's choice (``cardgames.ai.tiu_u_heuristic``) without
  its unseen-tile reckoning: the capture or claim worth most (big fish by pips, small
  fish by red pips), double sixes laid, bait the cheapest tile, pass only when nothing
  can be taken.  It never piles (that needs the unseen count); a deal played out costs
  a few milliseconds.
- Likelihood: a seat that passed while the table (or a locked pile) offered a match
  probably holds none of the matching tiles -- the heuristic never passes with a capture
  in hand.  The engine keeps those codes per seat (``lacks``, public: it follows from
  the passes alone); a world whose hands break that is kept with chance
  ``SLIP_WEIGHT`` per such tile, not refused (a person may pass on purpose).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardgames.ai.tiu_u_heuristic import best_action
from cardgames.games.tiu_u import KEEP_SIXES, LAY_SIXES, TiuUState

#: the weight of a world for each tile a passing seat was believed not to hold
SLIP_WEIGHT = 0.2


def choose(world: TiuUState, rng: random.Random | None = None) -> int:
    """The policy's move for the player to act in ``world``."""
    legal = world.legal_ids()
    if len(legal) == 1:
        return legal[0]
    if LAY_SIXES in legal or KEEP_SIXES in legal:
        return LAY_SIXES
    return best_action(world, world.current, legal, None)


def playout(world: TiuUState, rng: random.Random) -> None:
    """Play ``world``'s deal to its end with the policy."""
    start = world.deal_no
    while not world.is_over and world.deal_no == start:
        world.apply_id(choose(world, rng))


def likelihood(known: TiuUState, seat: int) -> Callable[[TiuUState], float] | None:
    """How well a world's hidden hands agree with the others' passes (None: no pass told
    anything)."""
    lacks = [(s, frozenset(codes)) for s, codes in enumerate(known.lacks)
             if s != seat and codes]
    if not lacks:
        return None

    def weight(world: TiuUState) -> float:
        w = 1.0
        for s, codes in lacks:
            for code in world.hands[s]:
                if code in codes:
                    w *= SLIP_WEIGHT
        return w

    return weight
