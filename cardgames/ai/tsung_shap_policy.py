"""Tsung Shap's search hooks: the playout policy (no world likelihood).

The search (``cardgames.ai.ismcts``) plays the opponent, and itself below its tree, with
this policy, from the world's own tiles.

- Policy: the ``normal`` heuristic's rules made cheap: always the capture with the most
  points, always claim the best missed option, and place on the side where the
  opponent's next reveal is expected to take the least -- one reveal deep (the
  heuristic looks two), the unseen tiles counted once per decision.  In four in hand, the
  hand tile with the best capture, else the first.
- Likelihood: none.  Nobody chooses or knows the order of a pile, so every consistent
  deal of the unseen tiles counts the same.
"""

from __future__ import annotations

import random

from cardgames.ai.tsung_shap_heuristic import best_capture, best_place
from cardgames.games.tsung_shap import (
    CAPTURE,
    CLAIM,
    CLAIM_BASE,
    DECLINE,
    OPTION_INDEX,
    ORDER,
    PLACE_LEFT,
    PLACE_RIGHT,
    PLAY,
    PLAY_BASE,
    RESOLVE,
    TsungShapState,
)


def choose(world: TsungShapState, rng: random.Random | None = None) -> int:
    phase = world.phase
    seat = world.current
    if phase == CLAIM:
        if not world.missed:
            return DECLINE
        name = max(world.missed, key=lambda m: (m[4], -OPTION_INDEX[m[0]]))[0]
        return CLAIM_BASE + OPTION_INDEX[name]
    game = world.game
    row = world.row
    if phase == RESOLVE:
        tile = world.drawn
        options = world.options()
        if options:
            return CAPTURE + OPTION_INDEX[best_capture(game, row, tile, None, options)[0]]
        if not row:
            return PLACE_LEFT
        unseen = world.unseen(seat)
        side, _value = best_place(game, row, tile, unseen, deep=False)
        return PLACE_RIGHT if side else PLACE_LEFT
    if phase == PLAY:
        hand = world.piles[seat]
        best = None
        for code in dict.fromkeys(hand):
            capture = best_capture(game, row, code, None)
            points = capture[1] if capture is not None else 0
            if best is None or points > best[0]:
                best = (points, code)
        return PLAY_BASE + ORDER[best[1]]
    return world.legal_ids()[0]


def playout(world: TsungShapState, rng: random.Random) -> None:
    """Play ``world``'s game to its end with the policy."""
    start = world.hand_no
    while not world.is_over and world.hand_no == start:
        world.apply_id(choose(world, rng))
