"""K'ap T'ai Shap's search hooks: the playout policy.

The search (``cardgames.ai.ismcts``) plays every opponent, and itself below its tree,
with this policy, each seat from its own hand in the sampled world.  It is the
``normal`` heuristic (``cardgames.ai.kap_tai_shap_heuristic``) without the outs
reckoning: a winning table tile is always picked, else the one that lowers the distance
most; the discard leaves the smallest distance (ties: the fixed order).  A hand played
out costs about half a millisecond; the distances are cached across playouts.

``playout(world, rng, seat)`` lets the searching seat play on as ``normal`` itself, outs
and all (``hard``'s search does): a continuation without the outs misjudged its
discards -- on the worlds of one discard, the move it preferred by 12 +- 3 chips was 3
+- 2 chips worse once the seat played on as ``normal`` plays.  The full heuristic for
every seat costs about seven times as much a playout (cold caches), too much for a move
under a second.

``search_ids`` narrows the searching seat's moves to those that keep the hand closest to
a win (the search then weighs only what the distance can't tell apart: outs, what the
table gives the next players, whether to pick at all).
"""

from __future__ import annotations

import random

from cardgames.ai.kap_tai_shap_heuristic import away, best_action, supply, with_tile, without
from cardgames.games.kap_tai_shap import (
    A_DISCARD,
    A_PICK,
    A_PUT,
    A_SKIP,
    CODES,
    PICK,
    KapTaiShapState,
    is_winning,
)


def choose(world: KapTaiShapState, rng: random.Random | None = None) -> int:
    """The policy's move for the player to act in ``world``."""
    legal = world.legal_ids()
    if len(legal) == 1:
        return legal[0]
    return best_action(world, world.current, legal, None)


def playout(world: KapTaiShapState, rng: random.Random, seat: int | None = None) -> None:
    """Play ``world``'s hand to its end with the policy; ``seat`` (the searching seat)
    plays as ``normal`` does, outs reckoning included."""
    start = world.hand_no
    while not world.is_over and world.hand_no == start:
        if world.current == seat:
            legal = world.legal_ids()
            action = legal[0] if len(legal) == 1 else best_action(world, seat, legal,
                                                                  supply(world, seat))
        else:
            action = choose(world, rng)
        world.apply_id(action)


def search_ids(state: KapTaiShapState) -> list[int]:
    """The moves the search weighs for its seat: at the pick step a winning pick alone, else
    skip and the picks that bring the hand closer; at a discard or put the tiles whose
    loss keeps the hand closest.  The others never do better (they leave the hand further
    from a win), and fewer moves leave the search's few hundred playouts less noisy."""
    legal = state.legal_ids()
    if len(legal) <= 1:
        return legal
    game = state.game
    hand = state.hands[state.current]
    if state.phase == PICK:
        now = away(hand, game)
        keep = []
        for action in legal:
            if action == A_SKIP:
                keep.append(action)
                continue
            more = with_tile(hand, CODES[action - A_PICK])
            if is_winning(more, game.four_two):
                return [action]
            if away(more, game) < now:
                keep.append(action)
        return keep
    base = A_PUT if legal[0] >= A_PUT else A_DISCARD
    scored = [(away(without(hand, CODES[a - base]), game), a) for a in legal]
    low = min(s for s, _a in scored)
    return [a for s, a in scored if s == low]
